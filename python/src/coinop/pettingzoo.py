"""coinop's games as PettingZoo environments: ``env(game)`` (AEC) and
``parallel_env(game)`` (Parallel), for every game.

Agents are ``player_0`` … ``player_{n-1}`` (the engine's seats). Each observation is a
dict: ``observation``, the seat's tensor (float32, docs/tensors.md), and ``action_mask``
(int8, 1 for each legal action id). Rewards come at the end: +1 to each winner (a shared
win gives +1 to each who shares it), -1 to the others, 0 to all when nobody wins.
``reset()`` without a seed plays the next game (seeds ``seed``, ``seed + 1``, … from the
environment's ``seed``); ``reset(seed=k)`` plays game ``k``. Games end by their own rules (every engine has
a round or turn limit), so nothing is truncated.

AEC: the agent to act is the lowest seat whose decision it is; where several seats plan
at once (Arcade Tanks, Robotanks) they are asked in turn, which changes nothing since
none sees another's plan before it is revealed.

Parallel: every live agent sends an action each step. The seats whose decision it is
send one of theirs; the others send ``WAIT`` (the last id, the only one their mask
allows), so a game of turns is one seat a step.
"""

from __future__ import annotations

import functools
import operator

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import AgentSelector

import coinop


class _Table:
    """What both APIs share: the game, its spaces, observations and rewards."""

    def __init__(self, game: str, options: dict | None, seed: int, render_mode: str | None, wait: bool):
        self.game_name = game
        self.options = options
        self.seed = seed
        self.episodes = 0
        self.render_mode = render_mode
        probe = coinop.new_game(game, options, seed)
        self.num_actions = probe.num_distinct_actions
        self.wait_action = self.num_actions if wait else None
        self.possible_agents = [f"player_{s}" for s in range(probe.num_seats)]
        self.seat_of = {a: s for s, a in enumerate(self.possible_agents)}
        self.shape = tuple(probe.tensor_shape)
        size = self.num_actions + (1 if wait else 0)
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, self.shape, np.float32),
                "action_mask": spaces.Box(0, 1, (size,), np.int8),
            }
        )
        action_space = spaces.Discrete(size)
        self._observation_spaces = {a: observation_space for a in self.possible_agents}
        self._action_spaces = {a: action_space for a in self.possible_agents}
        self.state = probe

    def new_state(self, seed: int | None):
        """A new episode: with ``seed``, that game; without, the game after the last one
        (``seed``, ``seed + 1``, … from the seed the environment was made with)."""
        if seed is not None:
            self.seed = seed % 2**64
        elif self.episodes:
            self.seed = (self.seed + 1) % 2**64
        self.episodes += 1
        self.state = coinop.new_game(self.game_name, self.options, self.seed)

    def observe(self, agent: str) -> dict:
        seat = self.seat_of[agent]
        mask = np.zeros(self._action_spaces[agent].n, np.int8)
        if seat in self.state.to_move():
            mask[: self.num_actions] = self.state.legal_mask(seat)
        elif self.wait_action is not None:
            mask[self.wait_action] = 1
        return {"observation": self.state.observe_tensor(seat), "action_mask": mask}

    def rewards(self) -> dict:
        return {a: float(r) for a, r in zip(self.possible_agents, self.state.returns())}

    def render(self):
        if self.render_mode is None:
            return None
        text = self.state.board()
        if self.render_mode == "human":
            print(text)
            return None
        return text


class CoinopAEC(AECEnv):
    """A coinop game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["human", "ansi"], "name": "coinop_v0", "is_parallelizable": True}

    def __init__(self, game: str = "tanks", options: dict | None = None, seed: int = 0, render_mode: str | None = None):
        super().__init__()
        self._t = _Table(game, options, seed, render_mode, wait=False)
        self.metadata = dict(self.metadata, name=f"coinop_{game}_v0")
        self.render_mode = render_mode
        self.possible_agents = list(self._t.possible_agents)
        self.agents = []

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent):
        return self._t._observation_spaces[agent]

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent):
        return self._t._action_spaces[agent]

    @property
    def game(self) -> coinop.Game:
        """The coinop game being played."""
        return self._t.state

    def observe(self, agent):
        return self._t.observe(agent)

    def reset(self, seed=None, options=None):
        self._t.new_state(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._to_act()

    def _to_act(self) -> str:
        seat = self._t.state.current_seat()
        return self.possible_agents[seat if seat is not None else 0]

    def step(self, action):
        if not self.agents:
            raise ValueError("the game is over and every agent has left: reset() to play again")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._t.state.apply(self._t.seat_of[agent], operator.index(action), events=False)
        self._cumulative_rewards[agent] = 0
        if self._t.state.is_over():
            self.rewards = self._t.rewards()
            self.terminations = {a: True for a in self.agents}
            self.agent_selection = self.agents[0]
        else:
            self.rewards = {a: 0.0 for a in self.agents}
            self.agent_selection = self._to_act()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        return self._t.render()

    def close(self):
        pass


class CoinopParallel(ParallelEnv):
    """A coinop game as a PettingZoo Parallel environment (see the module's documentation)."""

    metadata = {"render_modes": ["human", "ansi"], "name": "coinop_v0"}

    def __init__(self, game: str = "tanks", options: dict | None = None, seed: int = 0, render_mode: str | None = None):
        self._t = _Table(game, options, seed, render_mode, wait=True)
        self.metadata = dict(self.metadata, name=f"coinop_{game}_v0")
        self.render_mode = render_mode
        self.possible_agents = list(self._t.possible_agents)
        self.agents = []

    def observation_space(self, agent):
        return self._t._observation_spaces[agent]

    def action_space(self, agent):
        return self._t._action_spaces[agent]

    @property
    def game(self) -> coinop.Game:
        return self._t.state

    def reset(self, seed=None, options=None):
        self._t.new_state(seed)
        self.agents = list(self.possible_agents)
        return {a: self._t.observe(a) for a in self.agents}, {a: {} for a in self.agents}

    def step(self, actions):
        if not self.agents:
            raise ValueError("the game is over: reset() to play again")
        deciding = self._t.state.to_move()
        for agent, action in actions.items():
            if agent not in self.agents:
                raise ValueError(f"{agent} is not in the game")
            if self._t.seat_of[agent] not in deciding and operator.index(action) != self._t.wait_action:
                raise ValueError(f"{agent} has no decision to take: its action is WAIT ({self._t.wait_action})")
        # All or nothing: the seats' steps on a copy, kept only when every one was legal.
        state = self._t.state.clone()
        for seat in deciding:
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise ValueError(f"{agent} is to act and sent no action")
            state.apply(seat, operator.index(actions[agent]), events=False)
        self._t.state = state
        over = state.is_over()
        rewards = self._t.rewards() if over else {a: 0.0 for a in self.agents}
        observations = {a: self._t.observe(a) for a in self.agents}
        terminations = {a: over for a in self.agents}
        truncations = {a: False for a in self.agents}
        infos = {a: {} for a in self.agents}
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

    def render(self):
        return self._t.render()

    def close(self):
        pass


def env(game: str = "tanks", **kwargs) -> CoinopAEC:
    """A coinop game as a PettingZoo AEC environment."""
    return CoinopAEC(game, **kwargs)


def parallel_env(game: str = "tanks", **kwargs) -> CoinopParallel:
    """A coinop game as a PettingZoo Parallel environment."""
    return CoinopParallel(game, **kwargs)
