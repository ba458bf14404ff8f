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
