#!/usr/bin/env python3
"""Markdown tables for BALANCE.md from `coinop balance --json` reports.

    python3 scripts/balance_tables.py report.json [more.json ...]

One table per report: every setting's rounds, seat 1's win rate, player tanks and bots
destroyed, Eagles, power-ups (placed / taken / discarded by bots) and the games that end
with a tie no bot can break or at the round limit. Bold marks a difference from the
baseline (the standard rules) that the report found significant (Holm-adjusted p < 0.05).
"""
import json
import sys


def table(path):
    r = json.load(open(path))
    out = [f"{r['players']} players, agents {','.join(r['agents'])}, "
           f"{r['games_per_setting']} games a setting, seed {r['seed']}:", ""]
    std = r["settings"][0]
    seats = ", ".join(
        f"seat {b['seat']} {100 * b['win_rate']:.1f}%"
        + (" (significantly off its fair share)" if b["significant"] else "")
        for b in std["seat_bias"])
    out.append(f"Baseline (the standard rules), win rate by seat: {seats}.")
    out.append("")
    out.append("| setting | rounds | seat 1 wins | tanks destroyed | bots destroyed | Eagles "
               "| power-ups placed / taken / discarded by bots | tie no bot can break / round limit |")
    out.append("|---|---|---|---|---|---|---|---|")
    for s in r["settings"]:
        m = dict((k, v) for k, v in s["metrics"])
        sig = {d["metric"] for d in s["differences"] if d["significant"]}

        def c(name, pct=False):
            e = m.get(name)
            if e is None:
                return "—"
            t = f"{100 * e['value']:.1f}%" if pct else f"{e['value']:.2f}"
            return f"**{t}**" if name in sig else t

        out.append(
            f"| `{s['name']}` | {c('rounds per game')} | {c('seat 1 wins', True)} "
            f"| {c('player tanks destroyed per game')} | {c('bots destroyed per game')} "
            f"| {c('Eagles taken per game')} | {c('power-ups placed per game')} / "
            f"{c('power-ups taken per game')} / {c('power-ups discarded by bots per game')} "
            f"| {c('ends: no bot is left to break the tie', True)} / "
            f"{c('ends: the round limit was reached', True)} |")
    return "\n".join(out)


if __name__ == "__main__":
    print("\n\n".join(table(p) for p in sys.argv[1:]))
