"""OpenSpiel: every game loads by name and passes OpenSpiel's own checks and bots."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts  # noqa: E402

import coinop.openspiel  # noqa: E402

NAMES = coinop.openspiel.register()


def test_every_game_is_registered_with_its_type():
    assert set(NAMES) == {
        "coinop_tanks",
        "coinop_tanks_turns",
        "coinop_skirmish",
        "coinop_anarcade",
        "coinop_robotanks",
        "coinop_robotanks_turns",
    }
    assert coinop.openspiel.register() == NAMES
    registered = {t.short_name: t for t in pyspiel.registered_games()}
    Dyn = pyspiel.GameType.Dynamics
    assert registered["coinop_tanks"].dynamics == Dyn.SIMULTANEOUS
    assert registered["coinop_tanks_turns"].dynamics == Dyn.SEQUENTIAL
    assert registered["coinop_skirmish"].dynamics == Dyn.SEQUENTIAL
    for name in NAMES:
        t = registered[name]
        assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION


@pytest.mark.parametrize("name", NAMES)
def test_openspiel_random_simulation_checks(name):
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_parameters_choose_players_and_options():
    game = pyspiel.load_game("coinop_tanks(players=4,seed=7)")
    assert game.num_players() == 4
    game = pyspiel.load_game('coinop_anarcade(players=3,options={"players": 3})')
    assert game.num_players() == 3
    state = game.new_initial_state()
    obs = state.observation_tensor(0)
    assert len(obs) == int(np.prod(game.observation_tensor_shape()))


@pytest.mark.parametrize("name", NAMES)
def test_evaluate_bots_with_uniform_random_bots(name):
    game = pyspiel.load_game(name)
    bots = [pyspiel.make_uniform_random_bot(p, 7 + p) for p in range(game.num_players())]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random)
    assert len(returns) == game.num_players()
    assert all(r in (-1.0, 0.0, 1.0) for r in returns)


@pytest.mark.parametrize("name", [n for n in NAMES if not n.endswith(("_tanks", "_robotanks"))])
def test_ismcts_plays_whole_games(name):
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=4, random_state=rng, use_observation_string=True
    )
    steps = 0
    while not state.is_terminal():
        player = state.current_player()
        if steps % 25 == 0:
            action = bot.step(state)
        else:
            action = rng.choice(state.legal_actions(player))
        assert action in state.legal_actions(player)
        state.apply_action(action)
        steps += 1
    assert len(state.returns()) == game.num_players()


def test_coinop_players_are_openspiel_bots():
    for name in ("coinop_skirmish", "coinop_tanks"):
        game = pyspiel.load_game(name)
        bots = [coinop.openspiel.bot(game, 0, "easy", 1), pyspiel.make_uniform_random_bot(1, 2)]
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random)
        assert len(returns) == 2


def test_a_simultaneous_node_applies_all_or_nothing():
    game = pyspiel.load_game("coinop_tanks")
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    while state.current_player() != pyspiel.PlayerId.SIMULTANEOUS:
        state.apply_action(rng.choice(state.legal_actions()))
    before = state.coinop.state_hash()
    with pytest.raises(Exception):
        state.apply_actions([state.legal_actions(0)[0], 10**6])
    assert state.coinop.state_hash() == before


def test_each_new_state_is_a_new_episode_and_games_and_states_pickle():
    import pickle

    game = pyspiel.load_game("coinop_anarcade(seed=5)")
    seeds = [game.new_initial_state().coinop.seed for _ in range(3)]
    assert seeds == [5, 6, 7]
    state = game.new_initial_state()
    rng = np.random.RandomState(4)
    for _ in range(20):
        state.apply_action(rng.choice(state.legal_actions()))
    again = pickle.loads(pickle.dumps(state))
    assert again.history() == state.history()
    assert again.coinop.state_hash() == state.coinop.state_hash()
    assert pickle.loads(pickle.dumps(game)).new_initial_state().coinop.seed == 9
