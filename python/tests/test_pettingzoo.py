"""PettingZoo: AEC and Parallel environments of every game pass PettingZoo's own tests."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, parallel_api_test  # noqa: E402

import coinop.pettingzoo  # noqa: E402


TABLES = [(g["name"], n) for g in coinop.games() for n in g["seats"] if n >= 2]


@pytest.mark.parametrize("game_name,players", TABLES)
def test_aec_api(game_name, players):
    options = {"players": players} if "players" in coinop.new_game(game_name).options else None
    api_test(coinop.pettingzoo.env(game_name, options=options), num_cycles=300)


def test_parallel_api(game_name):
    parallel_api_test(coinop.pettingzoo.parallel_env(game_name), num_cycles=300)


def test_an_aec_game_plays_to_its_end_with_rewards(game_name):
    env = coinop.pettingzoo.env(game_name, seed=4)
    env.reset()
    rng = np.random.default_rng(4)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.game.is_over()
    assert [total[a] for a in env.possible_agents] == env.game.returns()


def test_a_parallel_step_is_all_or_nothing():
    env = coinop.pettingzoo.parallel_env("tanks", seed=1)
    obs, _ = env.reset()
    rng = np.random.default_rng(1)
    for _ in range(200):
        deciding = env.game.to_move()
        if len(deciding) > 1:
            break
        actions = {a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in env.agents}
        obs, *_ = env.step(actions)
    assert len(env.game.to_move()) > 1, "no node where both plan"
    actions = {a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in env.agents}
    before = env.game.state_hash()
    actions["player_1"] = 10**6
    with pytest.raises(coinop.IllegalAction):
        env.step(actions)
    assert env.game.state_hash() == before
    waiting = coinop.pettingzoo.parallel_env("anarcade", seed=1)
    obs, _ = waiting.reset()
    idle = [a for a in waiting.agents if waiting._t.seat_of[a] not in waiting.game.to_move()][0]
    actions = {a: int(np.flatnonzero(obs[a]["action_mask"])[0]) for a in waiting.agents}
    actions[idle] = 0
    with pytest.raises(ValueError, match="WAIT"):
        waiting.step(actions)


def test_stepping_after_everyone_left_says_so():
    env = coinop.pettingzoo.env("anarcade", seed=2)
    env.reset()
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    with pytest.raises(ValueError, match="reset"):
        env.step(None)


def test_reset_without_a_seed_plays_the_next_game():
    env = coinop.pettingzoo.env("anarcade", seed=10)
    seeds = []
    for seed in (None, None, 3, None):
        env.reset(seed=seed)
        seeds.append(env.game.seed)
    assert seeds == [10, 11, 3, 4]
