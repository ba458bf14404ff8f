"""Env steps per second from Python, on one core: coinop's per-step API, its PettingZoo
AEC environments, its batched stepping, and PettingZoo's classic environments under the
same loop. BENCHMARKS.md ("From Python") records the figures and the command:

    python python/benchmarks/steps.py [--seconds 3] [--batch 256]

Random legal play everywhere. Build the package optimized first (``pip install ./python``
builds release).
"""

from __future__ import annotations

import argparse
import os
import platform
import time

import numpy as np

import coinop


def timed(seconds: float, body) -> float:
    """Steps per second of ``body`` (which returns the steps it took), run for ``seconds``."""
    steps = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        steps += body()
    return steps / elapsed


def per_step(game: str, seconds: float, options=None) -> float:
    """The per-step API: legal ids, a random one, apply; a new game at each end."""
    rng = np.random.default_rng(1)
    seed = iter(range(1 << 62))

    def body():
        g = coinop.new_game(game, options, next(seed))
        n = 0
        while not g.is_over():
            seat = g.current_seat()
            legal = g.legal_actions(seat)
            g.apply(seat, legal[rng.integers(len(legal))], events=False)
            n += 1
        return n

    return timed(seconds, body)


def aec(env, seconds: float) -> float:
    """A PettingZoo AEC environment under the usual loop: last(), a random legal action
    (from the mask where the observation has one, else from the whole space: rps), step()."""
    rng = np.random.default_rng(1)
    seed = iter(range(1 << 62))

    def body():
        env.reset(seed=next(seed))
        n = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
            elif isinstance(obs, dict) and "action_mask" in obs:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            else:
                env.step(int(rng.integers(env.action_space(agent).n)))
            n += 1
        return n

    return timed(seconds, body)


def batched(game: str, seconds: float, n: int, observe: bool, numpy_choice: bool, options=None) -> float:
    """Batched stepping: ``n`` games a call. Actions drawn in Rust (``random_actions``) or
    by numpy from the masks (what a learner's sampling costs)."""
    batch = coinop.Batch(game, n, options, seed=1, observe=observe)
    rng = np.random.default_rng(1)

    def body():
        for _ in range(10):
            if numpy_choice:
                mask = batch.mask
                # A random legal id per row: the arg-max of noise over the legal ids.
                actions = np.argmax(rng.random(mask.shape, dtype=np.float32) * mask, axis=1)
            else:
                actions = batch.random_actions()
            batch.step(actions)
        return 10 * n

    return timed(seconds, body)


def classic_envs():
    """PettingZoo's classic environments that install with ``pettingzoo[classic]``."""
    import importlib

    envs = {}
    for name in (
        "rps_v2",
        "tictactoe_v3",
        "connect_four_v3",
        "leduc_holdem_v4",
        "texas_holdem_v4",
        "texas_holdem_no_limit_v6",
        "gin_rummy_v4",
        "chess_v6",
        "go_v5",
    ):
        try:
            envs[name] = importlib.import_module(f"pettingzoo.classic.{name}").env()
        except Exception as missing:  # a classic env whose library is not installed
            print(f"<!-- {name}: {missing} -->")
    return envs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--games", nargs="*", default=[g["name"] for g in coinop.games()])
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})  # one core
    print(f"# {platform.processor() or platform.machine()}, Python {platform.python_version()}, coinop {coinop.__version__}, one core")
    print("| environment | steps/s |")
    print("|---|---:|")
    for name, env in classic_envs().items():
        rate = aec(env, args.seconds)
        print(f"| PettingZoo classic {name} (AEC loop) | {rate:,.0f} |", flush=True)
    import coinop.pettingzoo as coinop_pettingzoo

    for game in args.games:
        seats = coinop.new_game(game).num_seats
        game_label = f"{game} ({seats} players)"
        print(f"| coinop {game_label}: per-step API | {per_step(game, args.seconds):,.0f} |", flush=True)
        print(f"| coinop {game_label}: PettingZoo AEC (tensor + mask each step) | {aec(coinop_pettingzoo.env(game), args.seconds):,.0f} |", flush=True)
        for observe in (True, False):
            for numpy_choice in (False, True):
                what = ("tensors + masks" if observe else "masks only") + (", numpy picks" if numpy_choice else ", Rust picks")
                rate = batched(game, args.seconds, args.batch, observe, numpy_choice)
                print(f"| coinop {game_label}: batched ×{args.batch} ({what}) | {rate:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
