"""coinop's simulations over a Ray cluster: ``sim``, ``arena``, ``balance`` and ``tune``
play their games as Ray tasks and give the same report, figure for figure, as
``coinop sim``, ``coinop arena``, ``coinop balance`` and ``coinop tune`` with the same
arguments and seeds (only the timings differ; ``tune`` gives the same weights file).

    import ray, coinop.ray
    ray.init()                                    # a local cluster, or address="auto"
    report = coinop.ray.sim("tanks", games=100_000, seed=1, players=4)
    print(report.text)

A run is cut into ``chunks`` ranges of its games (by default four per CPU of the
cluster), each played by one task on one core; the driver merges the parts in game order,
so the split never changes a figure. Keep a cluster on one machine on loopback with
``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0`` in the environment of every Ray process.
"""

from __future__ import annotations

import dataclasses
import json
import time
from typing import Optional, Sequence

import ray

from coinop import _coinop


@dataclasses.dataclass
class Report:
    """A run's report: ``text`` as the command line prints it, ``json`` (and for arena and
    balance ``csv``, for balance ``html``) as it writes them."""

    text: str
    json: str
    csv: Optional[str]
    html: Optional[str]
    #: Wall-clock seconds from the first task sent to the last part back.
    seconds: float
    #: How many tasks played the games.
    tasks: int

    def data(self) -> dict:
        """The report as data (``json`` read)."""
        return json.loads(self.json)


@ray.remote(num_cpus=1)
def _play(kind: str, spec: str, start: int, end: int) -> str:
    return _coinop._lab_play(kind, spec, start, end, 1)


def _cpus() -> int:
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def _run(kind: str, spec: dict, chunks: Optional[int], width: Optional[int] = None) -> Report:
    if not ray.is_initialized():
        ray.init()
    spec = {k: v for k, v in spec.items() if v is not None}
    if isinstance(spec.get("options"), dict):
        spec["options"] = json.dumps(spec["options"])
    text = json.dumps(spec)
    total = _coinop._lab_plan(kind, text)
    cpus = _cpus()
    chunks = max(1, min(total, chunks or 4 * cpus))
    bounds = [total * i // chunks for i in range(chunks + 1)]
    start = time.perf_counter()
    refs = [_play.remote(kind, text, a, b) for a, b in zip(bounds, bounds[1:]) if b > a]
    parts = ray.get(refs)
    seconds = time.perf_counter() - start
    merged = _coinop._lab_merge(kind, text, parts, seconds, cpus, width)
    return Report(merged["text"], merged["json"], merged["csv"], merged["html"], seconds, len(refs))


def sim(
    game: str,
    games: int = 1000,
    seed: int = 0,
    ai: str = "random",
    players: Optional[int] = None,
    options: Optional[dict] = None,
    lang: str = "en",
    chunks: Optional[int] = None,
) -> Report:
    """``coinop sim``: ``games`` games (seeds ``seed``, ``seed + 1`` …) with ``ai``
    (``random`` or ``simple``) in every seat."""
    spec = dict(game=game, games=games, seed=seed, ai=ai, players=players, options=options, lang=lang)
    return _run("sim", spec, chunks)


def arena(
    game: str,
    agents: Sequence[str],
    games: int = 100,
    seed: int = 0,
    options: Optional[dict] = None,
    lang: str = "en",
    chunks: Optional[int] = None,
) -> Report:
    """``coinop arena``: the ``agents`` (one per seat) play each other, seats rotated."""
    spec = dict(game=game, agents=list(agents), games=games, seed=seed, options=options, lang=lang)
    return _run("arena", spec, chunks)


def balance(
    game: str,
    games: int = 400,
    seed: int = 1,
    agents: Sequence[str] = (),
    settings: Sequence[str] = (),
    players: Optional[int] = None,
    options: Optional[dict] = None,
    lang: str = "en",
    chunks: Optional[int] = None,
    width: Optional[int] = None,
) -> Report:
    """``coinop balance``: the standard rules and each rule option and variant (or the
    ``settings`` named), ``games`` each, compared with intervals and tests."""
    spec = dict(
        game=game,
        games=games,
        seed=seed,
        agents=list(agents),
        settings=list(settings),
        players=players,
        options=options,
        lang=lang,
    )
    return _run("balance", spec, chunks, width)


def tune(
    game: str,
    games: int = 2000,
    seed: int = 1,
    agents: Sequence[str] = ("easy", "easy"),
    every: int = 1,
    lang: str = "en",
    chunks: Optional[int] = None,
) -> Report:
    """``coinop tune``: the ``agents`` (one per seat) play ``games`` games; the evaluator's
    weights are fitted on four games in five and judged on the fifth. ``json`` is the
    weights file (what ``coinop tune --out`` writes)."""
    spec = dict(game=game, games=games, seed=seed, agents=list(agents), every=every, lang=lang)
    return _run("tune", spec, chunks)
