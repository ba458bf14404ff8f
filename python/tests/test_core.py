"""The native API: every game through one class, its refusals, hidden information,
copies, replays and computer players."""

import copy
import json
import pickle
import random

import numpy as np
import pytest

import coinop


def random_playout(g, rng, limit=100_000):
    steps = 0
    while not g.is_over() and steps < limit:
        seat = g.current_seat()
        g.apply(seat, rng.choice(g.legal_actions(seat)), events=False)
        steps += 1
    return steps


def test_games_lists_the_four_with_levels_and_seats():
    listed = {g["name"]: g for g in coinop.games()}
    assert set(listed) == {"tanks", "skirmish", "anarcade", "robotanks"}
    assert listed["tanks"]["seats"] == [1, 2, 3, 4]
    assert listed["skirmish"]["seats"] == [2]
    for g in listed.values():
        assert g["levels"][0] == "easy" and "hard" in g["levels"]
        assert isinstance(g["options"], dict)


def test_a_random_game_ends_with_an_outcome(game_name):
    g = coinop.new_game(game_name, seed=3)
    assert g.outcome() is None and g.returns() == [0.0] * g.num_seats
    steps = random_playout(g, random.Random(3))
    assert g.is_over(), f"{game_name} did not end in {steps} actions"
    outcome = g.outcome()
    assert set(outcome) >= {"scores", "winners", "ranks", "reason"}
    returns = g.returns()
    assert len(returns) == g.num_seats
    for s, r in enumerate(returns):
        assert r == (1.0 if s in outcome["winners"] else (0.0 if not outcome["winners"] else -1.0))
    assert g.to_move() == [] and g.current_seat() is None


def test_the_mask_is_the_list_and_ids_are_within_the_space(game_name):
    g = coinop.new_game(game_name, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        if g.is_over():
            break
        for seat in range(g.num_seats):
            ids = g.legal_actions(seat)
            mask = g.legal_mask(seat)
            assert mask.dtype == np.bool_ and mask.shape == (g.num_distinct_actions,)
            assert sorted(ids) == list(np.flatnonzero(mask))
            assert (seat in g.to_move()) == bool(ids)
        seat = g.current_seat()
        a = rng.choice(g.legal_actions(seat))
        # The id, the notation and the JSON name the same action.
        assert g.action_id(g.action_text(a)) == a
        assert g.action_id(g.action_json(a)) == a
        assert g.action_text(a, lang="ru")
        g.apply(seat, a, events=False)


def test_a_refused_action_raises_and_changes_nothing(game_name):
    g = coinop.new_game(game_name, seed=7)
    before = g.state_hash()
    seat = g.current_seat()
    legal = set(g.legal_actions(seat))
    illegal = next(i for i in range(g.num_distinct_actions) if i not in legal)
    with pytest.raises(coinop.IllegalAction) as refused:
        g.apply(seat, illegal)
    assert refused.value.code in ("illegal", "unknown_id", "malformed")
    with pytest.raises(coinop.IllegalAction) as unknown:
        g.apply(seat, g.num_distinct_actions + 5)
    assert unknown.value.code == "unknown_id"
    with pytest.raises(coinop.IllegalAction):
        g.apply(seat, -1)
    with pytest.raises(coinop.IllegalAction):
        g.apply(seat, {"no such": "action"})
    with pytest.raises(coinop.IllegalAction):
        g.apply(seat, "not an action at all")
    waiting = [s for s in range(g.num_seats) if s not in g.to_move()]
    if waiting:
        with pytest.raises(coinop.IllegalAction) as turn:
            g.apply(waiting[0], next(iter(legal)))
        assert turn.value.code in ("not_your_turn", "illegal")
    for bad_seat in (-1, g.num_seats, 999):
        with pytest.raises(ValueError):
            g.apply(bad_seat, next(iter(legal)))
        with pytest.raises(ValueError):
            g.observe(bad_seat)
    assert g.state_hash() == before


def test_bad_setup_raises():
    with pytest.raises(coinop.SetupError):
        coinop.new_game("chess")
    with pytest.raises(coinop.SetupError):
        coinop.new_game("tanks", {"players": 9})
    with pytest.raises(coinop.SetupError):
        coinop.new_game("tanks", {"no_such_option": 1})
    with pytest.raises(TypeError):
        coinop.new_game("tanks", [1, 2])
    assert coinop.new_game("arcade").name == "skirmish"


def test_events_are_told_as_the_viewer_may_see_them(game_name):
    g = coinop.new_game(game_name, seed=11)
    rng = random.Random(11)
    told = 0
    while not g.is_over() and told < 200:
        seat = g.current_seat()
        a = rng.choice(g.legal_actions(seat))
        twin = g.clone()
        mine = g.apply(seat, a)
        public = twin.apply(seat, a, viewer="spectator")
        assert isinstance(mine, list) and all(isinstance(e, (dict, str)) for e in mine)
        assert len(public) <= len(mine)
        assert g.state_hash() == twin.state_hash()
        told += 1


def test_observations_hide_what_a_seat_may_not_see(game_name):
    g = coinop.new_game(game_name, seed=13)
    random_playout(g, random.Random(13), limit=25)
    for seat in range(g.num_seats):
        world = g.determinize(seat, 99)
        assert world.observe(seat) == g.observe(seat)
        assert world.observation_hash(seat) == g.observation_hash(seat)
        assert np.array_equal(world.observe_tensor(seat), g.observe_tensor(seat))
        assert world.observe(None) == g.observe(None)
        with pytest.raises(coinop.CoinopError):
            world.replay()


def test_tensors_have_the_documented_shape(game_name):
    g = coinop.new_game(game_name, seed=17)
    t = g.observe_tensor(0)
    assert t.dtype == np.float32 and t.shape == g.tensor_shape
    assert np.isfinite(t).all()
    out = np.full(g.tensor_shape, np.nan, np.float32)
    assert g.observe_tensor(0, out=out) is out
    assert np.array_equal(out, t)
    with pytest.raises(ValueError):
        g.observe_tensor(0, out=np.zeros(3, np.float32))
    assert g.observe_tensor(None).shape == g.tensor_shape


def test_copies_replays_and_pickles_go_on_alike(game_name):
    g = coinop.new_game(game_name, seed=19)
    rng = random.Random(19)
    random_playout(g, rng, limit=40)
    for twin in (g.clone(), copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert twin.state_hash() == g.state_hash()
    again = coinop.load_replay(g.replay())
    assert again.state_hash() == g.state_hash()
    c = g.clone()
    if not c.is_over():
        c.apply(c.current_seat(), c.legal_actions(c.current_seat())[0], events=False)
        assert c.state_hash() != g.state_hash()
    replay = json.loads(g.replay())
    replay["final_hash"] ^= 1
    with pytest.raises(coinop.ReplayError):
        coinop.load_replay(json.dumps(replay))
    with pytest.raises(coinop.ReplayError):
        coinop.load_replay("{ not json")


def test_the_same_seed_and_actions_give_the_same_game(game_name):
    a = coinop.new_game(game_name, seed=23)
    b = coinop.new_game(game_name, seed=23)
    random_playout(a, random.Random(1))
    random_playout(b, random.Random(1))
    assert a.state_hash() == b.state_hash()
    assert a.replay() == b.replay()


@pytest.mark.parametrize("level", ["random", "easy", "ismcts:8"])
def test_computer_players_play_whole_games(game_name, level):
    g = coinop.new_game(game_name, seed=29)
    agents = [coinop.Agent(game_name, level, seed=s) for s in range(g.num_seats)]
    while not g.is_over():
        seat = g.current_seat()
        a = agents[seat].act(g, seat)
        assert a in g.legal_actions(seat)
        g.apply(seat, a, events=False)
    assert g.outcome() is not None


def test_agents_refuse_what_they_cannot_do():
    with pytest.raises(coinop.SetupError):
        coinop.Agent("tanks", "grandmaster")
    g = coinop.new_game("anarcade", seed=1)
    with pytest.raises(TypeError):
        coinop.Agent("tanks", "easy").act(g, 0)
    waiting = [s for s in range(g.num_seats) if s not in g.to_move()][0]
    with pytest.raises(coinop.CoinopError):
        coinop.Agent("anarcade", "easy").act(g, waiting)


def test_one_agent_shared_by_threads_neither_deadlocks_nor_races():
    import threading

    agent = coinop.Agent("anarcade", "ismcts:4", seed=1)
    errors = []

    def play(seed):
        try:
            g = coinop.new_game("anarcade", seed=seed)
            for _ in range(40):
                if g.is_over():
                    break
                seat = g.current_seat()
                g.apply(seat, agent.act(g, seat), events=False)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=play, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a thread is stuck"
    assert not errors



def test_a_determinized_world_keeps_no_trace_of_the_real_seed():
    g = coinop.new_game("robotanks", seed=2024)
    world = g.determinize(0, 99)
    assert world.seed == 99
    dealt_again = coinop.new_game("robotanks", world.options, world.seed)
    assert dealt_again.observation_hash(1) != g.observation_hash(1)


def test_a_pickled_world_restores_only_as_saved():
    world = coinop.new_game("skirmish", seed=5).determinize(0, 1)
    again = pickle.loads(pickle.dumps(world))
    assert again.state_hash() == world.state_hash() and again.seed == 1
    restore, (name, how, text, seed, hash_) = world.__reduce__()
    state = json.loads(text)
    state["active"][1] = 255
    with pytest.raises(coinop.CoinopError):
        restore(name, how, json.dumps(state), seed, hash_)
    with pytest.raises(coinop.CoinopError):
        restore(name, "something else", text, seed, hash_)


def test_odd_actions_and_options_are_refused_clearly():
    g = coinop.new_game("tanks", seed=1)
    with pytest.raises(TypeError):
        g.apply(0, True)
    with pytest.raises(coinop.SetupError):
        coinop.new_game("tanks", {"players": float("nan")})
    with pytest.raises(TypeError):
        coinop.Agent("skirmish", "easy").act(g, 0)


@pytest.mark.parametrize("level", ["ismcts:4000000000", "ismcts:99999999999ms", "ismcts:0ms"])
def test_a_search_that_could_not_be_interrupted_is_refused(level):
    with pytest.raises(coinop.SetupError):
        coinop.Agent("anarcade", level)
