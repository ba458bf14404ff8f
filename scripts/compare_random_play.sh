#!/usr/bin/env bash
# Uniform random play, decisions per second on one core: coinop's engines (Arcade
# Tanks, ARCADE, Anarcade, Robotanks) beside
# OpenSpiel's games, in alternating runs on the same machine (BENCHMARKS.md).
#
#   python3 -m venv /work/venv-openspiel && /work/venv-openspiel/bin/pip install open_spiel==2.0.2
#   scripts/compare_random_play.sh [rounds] [python]
#
# Each round runs `coinop sim` (2 and 4 players, one thread), then
# scripts/openspiel_random.py (5 s a game and method); the medians over the rounds
# are printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-5}
PY=${2:-/work/venv-openspiel/bin/python}
cargo build --release -q
OUT=$(mktemp -d)
for r in $(seq 1 "$ROUNDS"); do
  for p in 2 4; do
    ./target/release/coinop sim tanks --players "$p" --games 20000 --seed "$r" --threads 1 \
      | sed -n 's/.* games\/s, \([0-9]*\) decisions\/s.*/\1/p' >>"$OUT/tanks-${p}p"
  done
  ./target/release/coinop sim skirmish --games 50000 --seed "$r" --threads 1 \
    | sed -n 's/.* games\/s, \([0-9]*\) decisions\/s.*/\1/p' >>"$OUT/skirmish"
  for p in 2 4; do
    ./target/release/coinop sim anarcade --players "$p" --games 50000 --seed "$r" --threads 1 \
      | sed -n 's/.* games\/s, \([0-9]*\) decisions\/s.*/\1/p' >>"$OUT/anarcade-${p}p"
  done
  for p in 2 4; do
    ./target/release/coinop sim robotanks --players "$p" --games 20000 --seed "$r" --threads 1 \
      | sed -n 's/.* games\/s, \([0-9]*\) decisions\/s.*/\1/p' >>"$OUT/robotanks-${p}p"
  done
  "$PY" scripts/openspiel_random.py --seconds 5 --seed "$r" --json "$OUT/os-$r.json" >/dev/null
  echo "round $r of $ROUNDS done" >&2
done
"$PY" - "$OUT" "$ROUNDS" <<'PY'
import json, statistics, sys, glob, os
out, rounds = sys.argv[1], int(sys.argv[2])
print(f"uniform random play, one core, median of {rounds} alternating runs")
cpu = next((l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo') if l.startswith('model name')), '?')
print(f"CPU: {cpu}")
print(f"{'game':<28}{'decisions/s':>14}")
for p in (2, 4):
    xs = [int(x) for x in open(os.path.join(out, f'tanks-{p}p')).read().split()]
    print(f"{'coinop tanks, ' + str(p) + ' players':<28}{statistics.median(xs):>14,.0f}")
xs = [int(x) for x in open(os.path.join(out, 'skirmish')).read().split()]
print(f"{'coinop ARCADE (skirmish)':<28}{statistics.median(xs):>14,.0f}")
for p in (2, 4):
    xs = [int(x) for x in open(os.path.join(out, f'anarcade-{p}p')).read().split()]
    print(f"{'coinop anarcade, ' + str(p) + ' players':<28}{statistics.median(xs):>14,.0f}")
for p in (2, 4):
    xs = [int(x) for x in open(os.path.join(out, f'robotanks-{p}p')).read().split()]
    print(f"{'coinop robotanks, ' + str(p) + ' players':<28}{statistics.median(xs):>14,.0f}")
runs = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(out, 'os-*.json')))]
print(f"OpenSpiel {runs[0].get('open_spiel', '')}:")
names = sorted({(r['game'], r['method']) for run in runs for r in run['results']})
for game, method in names:
    xs = [r['decisions_per_s'] for run in runs for r in run['results'] if r['game'] == game and r['method'] == method]
    print(f"{'  ' + game + ' (' + method + ')':<28}{statistics.median(xs):>14,.0f}")
PY
