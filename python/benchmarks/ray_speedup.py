"""The speed-up of ``coinop.ray.sim`` from one worker node to two, on a Ray cluster of
real nodes on this machine (a head that runs no tasks, and worker nodes of one CPU
each), beside the same games played in this process on one core. BENCHMARKS.md
("On Ray") records the figures:

    RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0 python python/benchmarks/ray_speedup.py [--games 20000]
"""

from __future__ import annotations

import argparse
import json
import os
import time

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")

import ray  # noqa: E402
from ray.cluster_utils import Cluster  # noqa: E402

import coinop.ray  # noqa: E402
from coinop import _coinop  # noqa: E402


def cpu_by_process() -> dict:
    """CPU seconds so far of each kind of process on the machine (Ray's daemons, its
    workers, this driver, the rest)."""
    import psutil

    seconds = {}
    for p in psutil.process_iter(["name", "cmdline", "cpu_times"]):
        try:
            times = p.info["cpu_times"]
            cmd = " ".join(p.info["cmdline"] or [])[:200]
        except (psutil.Error, TypeError):
            continue
        if times is None:
            continue
        if p.pid == os.getpid():
            kind = "driver"
        elif "gcs_server" in cmd:
            kind = "gcs_server"
        elif "raylet" in cmd:
            kind = "raylets"
        elif "default_worker" in cmd or p.info["name"].startswith("ray::"):
            kind = "workers (the games, and Ray's task handling)"
        elif "ray" in cmd or "dashboard" in cmd or "log_monitor" in cmd or "monitor.py" in cmd:
            kind = "other Ray processes"
        else:
            kind = "everything else"
        seconds[kind] = seconds.get(kind, 0.0) + times.user + times.system
    return seconds


def in_process(spec: dict) -> float:
    text = json.dumps(spec)
    total = _coinop._lab_plan("sim", text)
    start = time.perf_counter()
    _coinop._lab_play("sim", text, 0, total, 1)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="tanks")
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--ai", default="random")
    ap.add_argument("--chunks", type=int, default=8)
    args = ap.parse_args()
    spec = dict(game=args.game, games=args.games, seed=1, players=args.players, ai=args.ai)
    one_core = in_process(spec)
    print(f"in this process, one core: {one_core:.2f} s ({args.games / one_core:,.0f} games/s)")
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 0})
    cluster.add_node(num_cpus=1)
    ray.init(address=cluster.address)
    cluster.wait_for_nodes()
    print("nodes:", sorted(n["NodeManagerAddress"] for n in ray.nodes() if n["Alive"]))
    coinop.ray.sim(args.game, games=200, seed=1, players=args.players, ai=args.ai)  # workers warm
    reports = {}
    for nodes in (1, 2):
        if nodes == 2:
            cluster.add_node(num_cpus=1)
            cluster.wait_for_nodes()
            coinop.ray.sim(args.game, games=200, seed=1, players=args.players, ai=args.ai)
        best = None
        for _ in range(3):
            before = cpu_by_process()
            r = coinop.ray.sim(args.game, games=args.games, seed=1, players=args.players, ai=args.ai, chunks=args.chunks)
            after = cpu_by_process()
            if best is None or r.seconds < best[0].seconds:
                best = (r, {k: after.get(k, 0) - before.get(k, 0) for k in after})
        reports[nodes] = best[0]
        print(f"{nodes} worker node(s): {best[0].seconds:.2f} s ({args.games / best[0].seconds:,.0f} games/s, {best[0].tasks} tasks)")
        for kind, cpu in sorted(best[1].items(), key=lambda kv: -kv[1]):
            if cpu >= 0.01:
                print(f"    CPU {cpu:6.2f} s  {kind}")
    print(f"speed-up 1 → 2 nodes: {reports[1].seconds / reports[2].seconds:.2f}×")
    ray.shutdown()
    cluster.shutdown()


if __name__ == "__main__":
    main()
