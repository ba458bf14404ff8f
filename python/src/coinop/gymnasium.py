"""coinop's games as Gymnasium environments: one seat, played by you, against the
game's own rules (Arcade Tanks' Single Player: you against the bots of the rulebook) or
against coinop's computer players at a level.

    import gymnasium, coinop.gymnasium
    env = gymnasium.make("coinop/SinglePlayerTanks-v0")
    env = gymnasium.make("coinop/VsAI-v0", game="anarcade", level="easy", players=2)

The observation is the seat's tensor (float32, docs/tensors.md); the action an id in
``Discrete(num_distinct_actions)``. Which ids are legal is in ``info["action_mask"]``
(int8) and ``env.action_masks()`` (bool). The reward comes at the end: +1 for a win (shared or
not), -1 for a loss, 0 when nobody wins; the last step's ``info["outcome"]`` has the
scores, winners and why the game ended. In Single Player the game is won by taking three
Eagles before the round limit, and lost otherwise: random play never wins it (0 of 200
games), the ``easy`` player 92 % (``coinop sim tanks --players 1 --ai simple --games
200``): from the final reward alone, a hard start for learning. An action that is not legal (a random sample of the whole
space, say) ends the episode as a loss (reward -1, ``info["illegal_action"]``), the game
left as it was; ``illegal="raise"`` raises ``coinop.IllegalAction`` instead.
"""

from __future__ import annotations

import operator

import numpy as np
import gymnasium
from gymnasium import spaces

import coinop


class CoinopEnv(gymnasium.Env):
    """You at seat ``seat``; every other seat played by ``level`` (none in Single Player)."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4}

    def __init__(
        self,
        game: str = "tanks",
        level: str = "easy",
        players: int | None = None,
        seat: int = 0,
        options: dict | None = None,
        illegal: str = "lose",
        render_mode: str | None = None,
    ):
        if illegal not in ("lose", "raise"):
            raise ValueError('illegal is "lose" or "raise"')
        self.game_name = game
        self.level = level
        self.options = dict(options or {})
        if players is not None:
            self.options["players"] = players
        self.illegal = illegal
        self.render_mode = render_mode
        probe = coinop.new_game(game, self.options or None, 0)
        if not 0 <= seat < probe.num_seats:
            raise ValueError(f"seat {seat}: this game has seats 0..{probe.num_seats - 1}")
        self.seat = seat
        self.observation_space = spaces.Box(-np.inf, np.inf, tuple(probe.tensor_shape), np.float32)
        self.action_space = spaces.Discrete(probe.num_distinct_actions)
        self.state = probe
        self._agents = {}
        self._seed = 0

    def _play_others(self):
        """The other seats act until it is this seat's decision alone, or the end."""
        state = self.state
        while True:
            others = [s for s in state.to_move() if s != self.seat]
            if not others:
                return
            for s in others:
                state.apply(s, self._agents[s].act(state, s), events=False)

    def _observation(self):
        return self.state.observe_tensor(self.seat)

    def action_masks(self) -> np.ndarray:
        """The legal action ids as a bool mask (sb3-contrib's MaskablePPO reads it)."""
        return self.state.legal_mask(self.seat)

    def _info(self, **more):
        return {"action_mask": self.action_masks().astype(np.int8), **more}

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        # Any seed Gymnasium takes; the engines' seeds are 64-bit.
        self._seed = seed % 2**64 if seed is not None else int(self.np_random.integers(0, 2**63))
        self.state = coinop.new_game(self.game_name, self.options or None, self._seed)
        self._agents = {
            s: coinop.Agent(self.game_name, self.level, (self._seed * 31 + s) % 2**64)
            for s in range(self.state.num_seats)
            if s != self.seat
        }
        self._play_others()
        return self._observation(), self._info()

    def step(self, action):
        try:
            self.state.apply(self.seat, operator.index(action), events=False)
        except coinop.IllegalAction as refused:
            if self.illegal == "raise":
                raise
            return self._observation(), -1.0, True, False, self._info(illegal_action=str(refused))
        self._play_others()
        over = self.state.is_over()
        reward = self._reward() if over else 0.0
        if self.render_mode == "human":
            self.render()
        info = self._info(outcome=self.state.outcome()) if over else self._info()
        return self._observation(), reward, over, False, info

    def _reward(self) -> float:
        outcome = self.state.outcome()
        if self.seat in outcome["winners"]:
            return 1.0
        return 0.0 if not outcome["winners"] and self.state.num_seats > 1 else -1.0

    def render(self):
        if self.render_mode is None:
            return None
        text = self.state.board(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


class SinglePlayerTanks(CoinopEnv):
    """Arcade Tanks' Single Player: your tank against the rulebook's bots, for three Eagles."""

    def __init__(self, options: dict | None = None, illegal: str = "lose", render_mode: str | None = None):
        super().__init__("tanks", players=1, options=options, illegal=illegal, render_mode=render_mode)


def register() -> None:
    """Registers ``coinop/SinglePlayerTanks-v0`` and ``coinop/VsAI-v0`` (done on import)."""
    ids = gymnasium.envs.registry
    if "coinop/SinglePlayerTanks-v0" not in ids:
        gymnasium.register("coinop/SinglePlayerTanks-v0", entry_point=SinglePlayerTanks)
    if "coinop/VsAI-v0" not in ids:
        gymnasium.register("coinop/VsAI-v0", entry_point=CoinopEnv)


register()
