"""Gymnasium: Single Player Arcade Tanks and "you against a level" pass Gymnasium's checker."""

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import coinop  # noqa: E402
import coinop.gymnasium  # noqa: E402,F401


def test_single_player_tanks_passes_the_checker():
    env = gymnasium.make("coinop/SinglePlayerTanks-v0")
    check_env(env.unwrapped)
    obs, info = env.reset(seed=1)
    assert obs.shape == env.observation_space.shape
    assert env.unwrapped.state.num_seats == 1


def test_vs_ai_passes_the_checker(game_name):
    env = gymnasium.make("coinop/VsAI-v0", game=game_name, level="easy")
    check_env(env.unwrapped)


def test_an_episode_ends_with_a_win_or_a_loss(game_name):
    env = gymnasium.make("coinop/VsAI-v0", game=game_name, level="random", seat=1)
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(3)
    done, reward, steps = False, 0.0, 0
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, done, truncated, info = env.step(action)
        assert env.observation_space.contains(obs)
        steps += 1
    state = env.unwrapped.state
    assert state.is_over()
    assert reward == (1.0 if 1 in state.outcome()["winners"] else (0.0 if not state.outcome()["winners"] else -1.0))


def test_an_illegal_action_is_a_loss_or_raises():
    env = gymnasium.make("coinop/VsAI-v0", game="anarcade", level="easy")
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.unwrapped.state.state_hash()
    _, reward, done, _, info = env.step(illegal)
    assert (reward, done) == (-1.0, True) and "illegal_action" in info
    assert env.unwrapped.state.state_hash() == before
    strict = gymnasium.make("coinop/VsAI-v0", game="anarcade", level="easy", illegal="raise")
    strict.reset(seed=1)
    with pytest.raises(coinop.IllegalAction):
        strict.step(illegal)
