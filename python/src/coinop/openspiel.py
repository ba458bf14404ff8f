"""coinop's games as OpenSpiel games.

Importing ``coinop.openspiel`` registers each game with pyspiel (as OpenSpiel's own
Python games do; ``register()`` again is harmless), so that::

    import pyspiel, coinop.openspiel
    game = pyspiel.load_game("coinop_tanks")            # or "coinop_tanks(players=4,seed=7)"

works, and OpenSpiel's algorithms (random simulation checks, ``evaluate_bots``, MCTS,
ISMCTS) run on it. Each game is registered as ``coinop_<name>``:

* **dynamics**: sequential for the games whose seats take turns (ARCADE, Anarcade). Arcade
  Tanks and Robotanks plan at the same time: ``coinop_tanks`` and ``coinop_robotanks`` are
  *simultaneous* (at a node where several seats plan, each gives one step of its plan —
  a card laid, a commit — and a seat that has nothing to do then gives ``WAIT``, the last
  action id). ``coinop_tanks_turns`` and ``coinop_robotanks_turns`` are the same games
  taken in turns (the lowest seat still planning acts), which loses nothing because no
  seat sees another's plan before it is revealed: for algorithms that need sequential
  games, OpenSpiel's ISMCTS among them.
* **chance**: sampled stochastic (dice and shuffles are drawn inside the engine from the
  game's seed; there are no explicit chance nodes).
* **information**: imperfect: hidden hands and programs, and in every game the dice and
  decks to come, which no player sees; ``resample_from_infostate`` draws them again
  (the engine's ``determinize``).
* **utility**: general sum, each seat's return +1 for a win, -1 otherwise, 0 for all when
  nobody wins (a shared win gives +1 to each winner).
* **observations**: the observation string (what the seat sees, as the engine's JSON) and
  the observation tensor (docs/tensors.md). An information state is not provided: a
  seat's observation is what it knows now, not the list of everything it saw.

Parameters: ``seed`` (int), ``players`` (int, where the game has a choice) and
``options`` (a JSON object as a string, over the game's defaults).
"""

from __future__ import annotations

import json

import numpy as np
import pyspiel

import coinop

#: The games whose engine lets several seats plan at once.
SIMULTANEOUS = ("tanks", "robotanks")
#: Longest game OpenSpiel is told of, in actions (the engines end far sooner: each has a
#: turn or round limit).
MAX_GAME_LENGTH = 100_000


def _options(params: dict) -> dict:
    options = json.loads(params.get("options") or "{}")
    if not isinstance(options, dict):
        raise ValueError("options must be a JSON object")
    if "players" in params and params["players"] > 0:
        options["players"] = params["players"]
    return options


def _game_type(info: dict, simultaneous: bool, short_name: str, players: tuple[int, int]):
    defaults = {"seed": 0, "options": "{}"}
    if players[0] != players[1]:
        defaults["players"] = info["options"].get("players", players[0])
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"coinop {info['title']}" + (" (in turns)" if short_name.endswith("_turns") else ""),
        dynamics=(
            pyspiel.GameType.Dynamics.SIMULTANEOUS
            if simultaneous
            else pyspiel.GameType.Dynamics.SEQUENTIAL
        ),
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=defaults,
    )


def _make_game_class(info: dict, simultaneous: bool, game_type):
    name = info["name"]

    class CoinopGame(pyspiel.Game):
        """A coinop game for OpenSpiel (see the module's documentation)."""

        def __init__(self, params=None):
            params = dict(params or {})
            self.coinop_options = _options(params)
            self.coinop_name = name
            self.coinop_seed = int(params.get("seed", 0))
            self.coinop_episodes = 0
            probe = coinop.new_game(name, self.coinop_options, self.coinop_seed)
            self.coinop_actions = probe.num_distinct_actions
            self.coinop_shape = tuple(probe.tensor_shape)
            super().__init__(
                game_type,
                pyspiel.GameInfo(
                    num_distinct_actions=self.coinop_actions + (1 if simultaneous else 0),
                    max_chance_outcomes=0,
                    num_players=probe.num_seats,
                    min_utility=-1.0,
                    max_utility=1.0,
                    utility_sum=None,
                    max_game_length=MAX_GAME_LENGTH,
                ),
                params,
            )

        def new_initial_state(self):
            # Sampled chance as OpenSpiel keeps it: the game draws each new episode's luck,
            # here by seed: `seed`, `seed + 1`, … for the states it makes in turn.
            seed = (self.coinop_seed + self.coinop_episodes) % 2**64
            self.coinop_episodes += 1
            return CoinopState(self, coinop.new_game(name, self.coinop_options, seed))

        def __reduce__(self):
            return (_load_game, (str(self), self.coinop_episodes))

        def make_py_observer(self, iig_obs_type=None, params=None):
            if iig_obs_type is not None and iig_obs_type.perfect_recall:
                raise ValueError("coinop games give observations, not information states")
            return CoinopObserver(self.coinop_shape)

    class CoinopState(pyspiel.State):
        """A position: the coinop game it wraps is ``state.coinop``."""

        def __init__(self, game, coinop_game):
            super().__init__(game)
            self.coinop = coinop_game

        def _wait(self):
            return self.get_game().coinop_actions

        def current_player(self):
            seats = self.coinop.to_move()
            if not seats:
                return pyspiel.PlayerId.TERMINAL
            if simultaneous and len(seats) > 1:
                return pyspiel.PlayerId.SIMULTANEOUS
            return seats[0]

        def _legal_actions(self, player):
            seats = self.coinop.to_move()
            if player in seats and (simultaneous or player == seats[0]):
                return sorted(self.coinop.legal_actions(player))
            if simultaneous and len(seats) > 1:
                return [self._wait()]
            return []

        def _apply_action(self, action):
            self.coinop.apply(self.coinop.to_move()[0], int(action), events=False)

        def _apply_actions(self, actions):
            # Each seat planning gives one step; the others wait. Steps of a plan touch
            # only the seat's own hand, so their order cannot matter. All or nothing: on
            # a copy, kept only when every seat's step was legal.
            trial = self.coinop.clone()
            for seat in trial.to_move():
                trial.apply(seat, int(actions[seat]), events=False)
            self.coinop = trial

        def _action_to_string(self, player, action):
            if simultaneous and action == self._wait():
                return "wait"
            return self.coinop.action_text(int(action))

        def is_terminal(self):
            return self.coinop.is_over()

        def returns(self):
            return self.coinop.returns()

        def resample_from_infostate(self, player, probability_sampler):
            """A world ``player`` cannot tell from this one (for ISMCTS)."""
            seed = int(probability_sampler() * 2**63) if callable(probability_sampler) else 0
            return CoinopState(self.get_game(), self.coinop.determinize(player, seed))

        def __str__(self):
            return self.coinop.board()

        def __reduce__(self):
            # Its game, its seed and its history: played again, the same state.
            return (_load_state, (self.get_game(), self.coinop.seed, self.history()))

    CoinopGame.coinop_state_class = CoinopState
    CoinopGame.__name__ = CoinopGame.__qualname__ = f"Coinop{name.title()}Game"
    return CoinopGame


def _load_game(text: str, episodes: int):
    game = pyspiel.load_game(text)
    game.coinop_episodes = episodes
    return game


def _load_state(game, seed: int, history: list):
    """A state of ``game`` played again from ``seed`` through ``history`` (at a node where
    several seats act, one action per player, as OpenSpiel records them)."""
    state = game.coinop_state_class(game, coinop.new_game(game.coinop_name, game.coinop_options, seed))
    actions = list(history)
    while actions:
        if state.current_player() == pyspiel.PlayerId.SIMULTANEOUS:
            n = game.num_players()
            state.apply_actions(actions[:n])
            actions = actions[n:]
        else:
            state.apply_action(actions.pop(0))
    return state


class CoinopObserver:
    """What a seat sees: the engine's tensor (docs/tensors.md) and its JSON."""

    def __init__(self, shape):
        self.tensor = np.zeros(shape, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        state.coinop.observe_tensor(player, out=self.tensor)

    def string_from(self, state, player):
        return state.coinop.observation_string(player)


class CoinopBot(pyspiel.Bot):
    """A coinop computer player (``easy`` … ``expert``, ``random``, ``ismcts:N``) as an
    OpenSpiel bot, for ``evaluate_bots`` beside OpenSpiel's own. It plays coinop states
    only, and sees only what its player sees."""

    def __init__(self, game_name: str, player: int, level: str = "easy", seed: int = 0):
        super().__init__()
        self.player = player
        self.agent = coinop.Agent(game_name, level, seed)

    def step(self, state):
        if state.current_player() == pyspiel.PlayerId.SIMULTANEOUS and self.player not in state.coinop.to_move():
            return state.get_game().coinop_actions  # WAIT
        return self.agent.act(state.coinop, self.player)

    def restart_at(self, state):
        pass

    def inform_action(self, state, player_id, action):
        pass

    def provides_policy(self):
        return False

    def is_clonable(self):
        return False


def bot(game, player: int, level: str = "easy", seed: int = 0) -> CoinopBot:
    """``game``'s (a coinop pyspiel game or its name) computer player of ``level`` for
    ``player``."""
    name = game if isinstance(game, str) else game.get_type().short_name
    name = name.removeprefix("coinop_").removesuffix("_turns")
    return CoinopBot(name, player, level, seed)


_registered: list[str] = []


def register() -> list[str]:
    """Registers every coinop game with pyspiel (once); returns the names registered."""
    if _registered:
        return list(_registered)
    for info in coinop.games():
        name = info["name"]
        players = (min(info["seats"]), max(info["seats"]))
        flavours = [(f"coinop_{name}", name in SIMULTANEOUS)]
        if name in SIMULTANEOUS:
            flavours.append((f"coinop_{name}_turns", False))
        for short_name, simultaneous in flavours:
            game_type = _game_type(info, simultaneous, short_name, players)
            pyspiel.register_game(game_type, _make_game_class(info, simultaneous, game_type))
            _registered.append(short_name)
    return list(_registered)


# As OpenSpiel's own Python games do: importing the module registers the games.
register()
