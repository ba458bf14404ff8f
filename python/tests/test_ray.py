"""Ray: sim, arena and balance over a real cluster of several nodes on this machine give
the command line's report, figure for figure."""

import json
import os
import pathlib
import re
import subprocess

import pytest

ray = pytest.importorskip("ray")
from ray.cluster_utils import Cluster  # noqa: E402

import coinop.ray  # noqa: E402
from coinop import _coinop  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def cluster():
    # Every Ray process binds and advertises 127.0.0.1 only with this set (.ci/run sets it).
    os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
    c = Cluster(initialize_head=True, head_node_args={"num_cpus": 0})
    c.add_node(num_cpus=1)
    c.add_node(num_cpus=1)
    ray.init(address=c.address)
    c.wait_for_nodes()
    yield c
    ray.shutdown()
    c.shutdown()


def timeless(text: str) -> str:
    """The report without its timings (seconds, games/s, decisions/s)."""
    return "\n".join(
        line
        for line in text.splitlines()
        if not re.search(r"/(s|с)\b|\d[.,]\d+\s?(s|с)\b|seconds|секунд", line)
    )


def without_speed_column(text: str) -> str:
    """The arena's table without its last column, each agent's decisions a second."""
    return "\n".join(re.sub(r"\s+[\d.,]+$", "", line) for line in timeless(text).splitlines())


def whole(kind: str, spec: dict) -> dict:
    """The run in this process, in one part: what the command line does."""
    text = json.dumps(spec)
    total = _coinop._lab_plan(kind, text)
    part = _coinop._lab_play(kind, text, 0, total, 2)
    return _coinop._lab_merge(kind, text, [part], 1.0, 1, None)


def cli(*args: str) -> str:
    """The command line's own report, where the binary is built (CI builds it)."""
    for profile in ("debug", "release"):
        binary = ROOT / "target" / profile / "coinop"
        if binary.exists():
            # As a pipe gets it: whole lines (pytest may set COLUMNS).
            env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
            return subprocess.run([str(binary), *args], capture_output=True, text=True, check=True, env=env).stdout
    if os.environ.get("COINOP_REQUIRE_CLI"):
        pytest.fail("no target/*/coinop: build it with cargo build -p coinop")
    pytest.skip("the coinop binary is not built")


def test_the_nodes_are_on_loopback(cluster):
    nodes = [n for n in ray.nodes() if n["Alive"]]
    assert len(nodes) == 3
    assert {n["NodeManagerAddress"] for n in nodes} == {"127.0.0.1"}


def test_sim_over_the_cluster_is_the_command_line_report(cluster):
    report = coinop.ray.sim("anarcade", games=60, seed=5, chunks=7)
    assert report.tasks == 7
    assert timeless(report.text) == timeless(whole("sim", dict(game="anarcade", games=60, seed=5))["text"])
    assert timeless(report.text) == timeless(cli("sim", "anarcade", "--games", "60", "--seed", "5"))
    russian = coinop.ray.sim("tanks", games=20, seed=1, players=3, ai="simple", lang="ru", chunks=3)
    assert timeless(russian.text) == timeless(
        cli("sim", "tanks", "--games", "20", "--seed", "1", "--players", "3", "--ai", "simple", "--lang", "ru")
    )


def test_arena_over_the_cluster_is_the_command_line_report(cluster, tmp_path):
    report = coinop.ray.arena("skirmish", ["easy", "random"], games=12, seed=2, chunks=5)
    here = whole("arena", dict(game="skirmish", agents=["easy", "random"], games=12, seed=2))
    assert without_speed_column(report.text) == without_speed_column(here["text"])
    out = tmp_path / "arena.json"
    printed = cli("arena", "skirmish", "--agents", "easy,random", "--games", "12", "--seed", "2", "--json", str(out))
    assert without_speed_column(report.text) == without_speed_column(printed)
    mine, theirs = report.data(), json.loads(out.read_text())
    for d in (mine, theirs):
        d.pop("seconds", None)
        for a in d["agents"]:
            a.pop("decisions_per_second", None)
    assert mine == theirs


def test_balance_over_the_cluster_is_the_command_line_report(cluster):
    report = coinop.ray.balance("robotanks", games=8, seed=1, settings=[], chunks=6)
    here = whole("balance", dict(game="robotanks", games=8, seed=1))
    assert timeless(report.text) == timeless(here["text"])
    assert timeless(report.text) == timeless(cli("balance", "robotanks", "--games", "8", "--seed", "1"))


def test_tuning_over_the_cluster_is_the_command_line_weights_file(cluster, tmp_path):
    report = coinop.ray.tune("skirmish", games=30, seed=4, every=3, chunks=4)
    here = whole("tune", dict(game="skirmish", games=30, seed=4, every=3))
    assert report.json == here["json"] and report.text == here["text"]
    out = tmp_path / "weights.json"
    printed = cli("tune", "skirmish", "--games", "30", "--seed", "4", "--every", "3", "--out", str(out))
    assert printed.startswith(report.text) and f"Wrote {out}" in printed[len(report.text):]
    assert report.json == out.read_text()
    assert report.data()["tuning"]["command"] == "coinop tune skirmish --agents easy,easy --games 30 --seed 4 --every 3"


def test_a_bad_run_is_refused_before_any_task(cluster):
    with pytest.raises(coinop.CoinopError):
        coinop.ray.sim("chess")
    with pytest.raises(coinop.CoinopError):
        coinop.ray.arena("tanks", ["easy", "grandmaster"], games=2)
