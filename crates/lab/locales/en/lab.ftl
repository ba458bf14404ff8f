# The balance report's words (`coinop balance`): at the terminal and as a page. The
# report's data (JSON, CSV, the metrics' names) stay English in every language; these
# are the words a person reads.

# How a number is written in prose: 9.5.
decimal-separator = .
# Between the items of a list whose items hold numbers.
list-separator = {", "}

## Refusals

error-in-baseline = setting "{ $setting }" is part of the baseline already (the table's own options)
error-no-setting = no setting "{ $setting }"; settings: { $settings }
error-agents = name one agent for every seat, or one per seat ({ $players } seats); got { $agents }
error-setting = setting { $setting }: { $error }

## What the report measures, by the metrics' names in the data

# The baseline's row in the tables.
baseline-row = baseline
metric-seat-wins = seat { $seat } wins
metric-agent-wins = agent { $agent } wins
# $reason: why a game ended, in the game's words.
metric-ends = ends: { $reason }
metric-margin = score margin
metric-spread = score spread
# $figure: one of the game's own figures (a count per game).
metric-per-game = { $figure } per game
# A figure that is 1 for a game it holds in (a win): a rate.
metric-rate-per-game = { $figure } per game
seat = seat { $seat }
seat-named = { $name } (seat { $seat })
# How "significant" was decided.
method = Welch's test per metric against the standard rules (normal approximation), Holm-adjusted over every comparison in the report; significant when the adjusted p < 0.05

## At the terminal

balance-head = { $game } balance: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, agents { $agents }, { $games } games a setting (seeds from { $seed }), { $seconds } s
balance-baseline = baseline: { $baseline }
# $spread: apart (the spread is a figure of its own), once (it was the margin in every
# game), none (two players: no spread).
score-words = score: { $score }; score margin: the winner's score minus the runner-up's{ $spread ->
        [apart] ; score spread: the best score minus the worst
        [once] {" "}(the spread, the best score minus the worst, was the margin in every game: shown once)
       *[none] {""}
    }
score-of-the-game = the game's
column-setting = setting
column-first-player-wins = first player wins
# After a setting's row whose every game came out as the baseline's.
row-same = = every game as the baseline's
legend = ± is half the 95% interval. * marks a figure that differs from the baseline's beyond chance (Welch's test, Holm-adjusted over the whole report: p < 0.05). { $same }: these agents never met the rule, which is no evidence either way.
legend-same = "= every game as the baseline's"
legend-same-short = = after a row: every game as the baseline's
seat-rate = { $seat } { $rate }%
seat-rate-off = { $seat } { $rate }% (off its fair share)
seats = win rate by seat under the baseline (fair share { $fair }%): { $seats }
seats-and-first-player = win rate by seat under the baseline (fair share { $fair }%): { $seats }. Chance (a coin, a draw) decides who moves first, whichever seat: the first player won { $rate }% ±{ $half }
strength = strength under the baseline: how often the players who took each won (a player's fair share { $fair }%), strongest first:
strength-taken-by = taken by { $takers } players a game
setting-differs = { $setting } — { $description }:
difference = { $metric }: { $from } → { $to } (p { $p }, Holm { $holm })
no-difference = No setting differs significantly from the baseline.

## The page (HTML: the words may hold markup; the variables come escaped)

html-page-title = { $game } balance
html-title = { $game } — what each rule reading and variant changes
# Between the agents' names.
html-and = {" and "}
html-intro = Baseline: <b>{ $baseline }</b>. { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, played by <b>{ $agents }</b>. Each setting changes one thing from the baseline and is played over the same { $games } games (same seeds{ $rotated ->
        [yes] , seats rotated
       *[no] {""}
    }). A difference is shown as <span class="sig">real</span> only when it is too large to be chance, allowing for the many comparisons made; everything else may be luck. The { $score }.
html-in-short = In short
html-never-met = every game came out as under the baseline: these players never met this rule, so this says nothing either way
html-no-change = no change beyond chance
html-seats = Who wins by seat
html-fair-share = Under the baseline, a fair share is { $fair }%. { $first }
html-first-player-by-chance = Chance (a coin, a draw) decides who moves first, whichever seat: the first player's wins are the figure “{ $figure }”.
html-first-player-token = Seat 1 holds the First Player token in round 1.
html-seat = { $seat }: { $rate }% (95% interval { $low }–{ $high }%)
html-more-than-fair = more than a fair share
html-less-than-fair = less than a fair share
html-seats-note = A setting that changes a seat's chances shows it in the table below and in the seat plots.
html-main-figures = The main figures
html-how-games-end = How games end
html-table-note = Each figure with its 95% interval below it; red: differs from the baseline beyond chance.
html-every-figure = Every figure, setting by setting
html-every-figure-note = A dot is the setting's value, its bar the 95% interval; the grey line is the baseline (and, for seats, the dashed line a fair share). Red: differs from the baseline beyond chance.
html-measured = How it was measured
html-measured-note = Seed { $seed }; { $seconds } s. Intervals are 95%: Wilson's for rates, the mean ± 1.96 standard errors otherwise. { $method }. The baseline's seats are each tested against a fair share, Holm-adjusted over the seats. JSON and CSV of the same report: <code>--json</code>, <code>--csv</code>.

## The plots

plot-seat = { $seat }: win rate
plot-seat-first-player = { $seat } (First Player in round 1): win rate
plot-margin = Score margin: winner − runner-up
plot-ending = Games ending: { $reason }
plot-percent-of-games = percent of games
plot-per-game = { $title } (per game)
