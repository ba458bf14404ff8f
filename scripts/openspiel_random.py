#!/usr/bin/env python3
"""OpenSpiel uniform-random play speed, in decisions per second, on one core.

Setup (outside the repo):
    python3 -m venv /work/venv-openspiel
    /work/venv-openspiel/bin/pip install open_spiel==2.0.2
Run:
    /work/venv-openspiel/bin/python scripts/openspiel_random.py \
        [--games oh_hell,goofspiel,...] [--seconds 10] [--seed 1] [--json out.json]

For each game it plays whole games, to the end, for about --seconds of wall time
with each of two methods:
  cpp     pyspiel.evaluate_bots with pyspiel.make_uniform_random_bot for every
          seat: OpenSpiel's own C++ game loop (one Python call per game). The
          state passed in is played in place, so decisions and chance events are
          counted exactly from its full_history() after the call, outside the
          timed part (timed: new_initial_state + evaluate_bots).
  python  a plain Python loop: legal_actions(), random.choice, apply_action;
          chance outcomes sampled from chance_outcomes() by their probabilities.
A decision is one action a player takes; at a simultaneous node (goofspiel's
default) each player's action counts as one decision: both methods play such
nodes as they are, every player choosing at once, applied with apply_actions
(evaluate_bots does this itself). Chance events are counted separately.
One process, one thread: no multiprocessing. A game may carry parameters,
e.g. --games 'goofspiel(num_cards=4),kuhn_poker'.
"""
import argparse, importlib.metadata, json, platform, random, re, time

import pyspiel


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def run_cpp(game, seconds, seed):
    bots = [pyspiel.make_uniform_random_bot(p, seed * 1000 + p) for p in range(game.num_players())]
    games = decisions = chance = 0
    timed = 0.0
    while timed < seconds:
        t0 = time.perf_counter()
        state = game.new_initial_state()
        pyspiel.evaluate_bots(state, bots, seed + games)
        timed += time.perf_counter() - t0
        games += 1
        for pa in state.full_history():
            if pa.player == pyspiel.PlayerId.CHANCE:
                chance += 1
            elif pa.action != pyspiel.INVALID_ACTION:  # a seat with no move
                decisions += 1
    return games, decisions, chance, timed


def run_python(game, seconds, seed):
    rng = random.Random(seed)
    players = range(game.num_players())
    games = decisions = chance = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
                chance += 1
            elif state.is_simultaneous_node():
                joint = []
                for p in players:
                    legal = state.legal_actions(p)
                    joint.append(rng.choice(legal) if legal else pyspiel.INVALID_ACTION)
                    decisions += bool(legal)
                state.apply_actions(joint)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        games += 1
    return games, decisions, chance, time.perf_counter() - start


def split_games(text):
    # Commas inside parentheses belong to a game's parameters.
    return [g.strip() for g in re.split(r",(?![^()]*\))", text) if g.strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", default="oh_hell,goofspiel,hanabi,leduc_poker,kuhn_poker,liars_dice")
    ap.add_argument("--seconds", type=float, default=10.0, help="wall time per game and method")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", help="write all figures to this file")
    args = ap.parse_args()

    info = {"open_spiel": importlib.metadata.version("open_spiel"),
            "python": platform.python_version(), "cpu": cpu_model(),
            "seconds": args.seconds, "seed": args.seed}
    print(f"OpenSpiel {info['open_spiel']}, Python {info['python']}, CPU {info['cpu']}")
    print(f"{args.seconds:g} s per game and method, seed {args.seed}, one core")
    print("cpp = pyspiel.evaluate_bots (C++ loop), decisions counted exactly from each "
          "finished state's full_history(); python = plain Python loop, counted as played")
    header = f"{'game':<12} {'method':<7} {'games':>8} {'games/s':>10} {'decisions/s':>12} {'dec/game':>9} {'chance/game':>11}"
    print(header)
    print("-" * len(header))
    results, failed = [], {}
    for name in split_games(args.games):
        try:
            game = pyspiel.load_game(name)
        except Exception as e:  # e.g. a game not compiled into this wheel
            failed[name] = str(e).splitlines()[0]
            print(f"{name:<12} FAILED to load: {failed[name]}")
            continue
        for method, fn in (("cpp", run_cpp), ("python", run_python)):
            games, decisions, chance, secs = fn(game, args.seconds, args.seed)
            r = {"game": name, "params": {k: str(v) for k, v in game.get_parameters().items()},
                 "dynamics": str(game.get_type().dynamics).split(".")[-1].lower(),
                 "players": game.num_players(), "method": method, "games": games,
                 "decisions": decisions, "chance_events": chance, "seconds": secs,
                 "games_per_s": games / secs, "decisions_per_s": decisions / secs,
                 "decisions_per_game": decisions / games, "chance_per_game": chance / games}
            results.append(r)
            print(f"{name:<12} {method:<7} {games:>8} {r['games_per_s']:>10.0f} "
                  f"{r['decisions_per_s']:>12.0f} {r['decisions_per_game']:>9.1f} {r['chance_per_game']:>11.1f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({**info, "results": results, "failed": failed}, f, indent=2)
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
