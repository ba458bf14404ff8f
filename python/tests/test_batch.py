"""Batched stepping: N games a call, written into the batch's own arrays."""

import numpy as np
import pytest

import coinop


def test_a_batch_plays_the_same_games_as_one_at_a_time(game_name):
    n, seed = 6, 40
    batch = coinop.Batch(game_name, n, seed=seed)
    singles = [coinop.new_game(game_name, seed=seed + i) for i in range(n)]
    next_seed = seed + n
    assert batch.obs.shape == (n, *singles[0].tensor_shape)
    assert batch.mask.shape == (n, singles[0].num_distinct_actions)
    for _ in range(300):
        for i, g in enumerate(singles):
            seat = g.current_seat()
            assert batch.seat[i] == seat
            assert np.array_equal(batch.mask[i], g.legal_mask(seat))
            assert np.array_equal(batch.obs[i], g.observe_tensor(seat))
        actions = batch.random_actions()
        batch.step(actions)
        for i, g in enumerate(singles):
            g.apply(g.current_seat(), int(actions[i]), events=False)
            assert batch.done[i] == g.is_over()
            if g.is_over():
                assert list(batch.rewards[i]) == g.returns()
                singles[i] = coinop.new_game(game_name, seed=next_seed)
                next_seed += 1
            else:
                assert not batch.rewards[i].any()
            assert batch.game(i).state_hash() == singles[i].state_hash()
    assert batch.steps == 300 * n
    assert batch.episodes == next_seed - seed - n


def test_an_illegal_action_moves_no_game():
    batch = coinop.Batch("anarcade", 4, seed=1)
    before = [batch.game(i).state_hash() for i in range(4)]
    actions = batch.random_actions()
    actions[2] = int(np.flatnonzero(~batch.mask[2])[0])
    with pytest.raises(coinop.IllegalAction):
        batch.step(actions)
    with pytest.raises(ValueError):
        batch.step(actions[:3])
    assert [batch.game(i).state_hash() for i in range(4)] == before
    with pytest.raises(ValueError):
        coinop.Batch("tanks", 0)


def test_without_observations_the_masks_still_come():
    batch = coinop.Batch("tanks", 3, seed=2, observe=False)
    assert batch.obs.shape == (3, 0)
    for _ in range(50):
        batch.step(batch.random_actions())
    assert batch.mask.any(axis=1).all()


def test_the_arrays_cannot_be_pulled_from_under_the_batch():
    batch = coinop.Batch("anarcade", 8, seed=3)
    with pytest.raises(ValueError):
        batch.obs.resize((1,))  # a view: numpy refuses
    batch.obs.base.resize((1,), refcheck=False)  # the owner, forced
    with pytest.raises(ValueError, match="resized"):
        batch.step(batch.random_actions())


def test_a_batch_too_big_is_refused_up_front():
    with pytest.raises(ValueError):
        coinop.Batch("anarcade", 10**9, observe=False)
    with pytest.raises(MemoryError):
        coinop.Batch("robotanks", 900_000)  # 177 GB of observations


def test_actions_may_be_any_sequence_of_ints():
    batch = coinop.Batch("skirmish", 3, seed=4)
    batch.step([int(a) for a in batch.random_actions()])
    batch.step(batch.random_actions().astype(np.int32))
    with pytest.raises((ValueError, TypeError)):
        batch.step(["x", "y", "z"])
    assert batch.steps == 6
