"""coinop's four games from Python: Arcade Tanks, ARCADE, Anarcade and Robotanks.

    import coinop
    g = coinop.new_game("tanks", {"players": 2}, seed=1)
    easy = coinop.Agent("tanks", "easy", seed=1)
    while not g.is_over():
        seat = g.current_seat()
        g.apply(seat, easy.act(g, seat))
    print(g.outcome())

Submodules (each needs its library installed): ``coinop.openspiel`` (pyspiel games),
``coinop.pettingzoo`` (AEC and Parallel environments), ``coinop.gymnasium`` (single-seat
environments), ``coinop.ray`` (sim, arena and balance over a Ray cluster).
"""

from coinop._coinop import (
    Agent,
    Batch,
    CoinopError,
    Game,
    IllegalAction,
    ReplayError,
    SetupError,
    __version__,
    games,
    load_replay,
    new_game,
)

__all__ = [
    "Agent",
    "Batch",
    "CoinopError",
    "Game",
    "IllegalAction",
    "ReplayError",
    "SetupError",
    "__version__",
    "games",
    "load_replay",
    "new_game",
]
