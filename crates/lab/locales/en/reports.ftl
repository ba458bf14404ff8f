# The reports of `coinop sim` and `coinop arena`, and around the balance report (its
# baseline, the agents that never met a rule): at the terminal, or wherever the lab's
# runs are merged. Their JSON and CSV are data and stay as they are in every language.

games-at-least-one = --games must be at least 1
tune-games-at-least-five = --games must be at least 5 (one game in five is held out)
tune-every-at-least-one = --every must be at least 1
games-at-most = --games must be at most { $most }

## coinop sim

# $ai: simple (the rule-following heuristic) or random.
sim-head = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } of { $title }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $ai } AI, seed { $seed }
sim-speed-one-thread = { $games } games/s, { $decisions } decisions/s ({ $seconds } s, 1 thread)
sim-speed = { $games } games/s, { $decisions } decisions/s ({ $seconds } s, { $threads } threads: { $games_each } games/s, { $decisions_each } decisions/s each)
# $length: what the game's length is counted in ("rounds").
sim-length = { $length } per game: { $value }
# $unit: one of what the length is counted in ("round").
sim-decisions = decisions per game: { $value } ({ $per } a { $unit })
# $score: what a seat's score is ("VP").
sim-seat = P{ $seat }: mean { $score } { $value }, wins { $wins }%
# Arcade Tanks' Single Player.
sim-solo = Single Player: three Eagles in { $won } of { $games } games; rounds to three Eagles: mean { $mean }, median { $median }
sim-ended = how games ended:
# How the games that ended one way were won: "(12 won alone, 5 shared: 4 by 2 seats, 1 by 3)".
sim-parts-separator = {", "}
sim-won-alone = { $n } won alone
sim-shared = { $n } shared: { $by }
sim-shared-by-first = { $n } by { $seats } seats
sim-shared-by = { $n } by { $seats }
sim-won-by-nobody = { $n } won by nobody

## coinop arena

# $length: what the game's length is counted in ("rounds").
arena-head = { $title } arena: { $games } games, { $players } players, seed { $seed }, { $seconds } s; mean { $rounds } { $length }
arena-solo = three Eagles in { $won } of { $games } games, mean { $mean } rounds
arena-column-agent = agent
arena-column-win-rate = win rate
arena-column-interval = 95% interval
arena-column-score = score
arena-column-speed = decisions/s
# $score: what a seat's score is ("VP").
arena-score-is = (score: mean { $score })
arena-agents-for-table = { $agents } agents for a { $players }-player table: name one agent per seat

## coinop arena --curve

curve-head = { $title }: { $search } at each time a decision against { $against }, { $games } games each, seed { $seed }
curve-column-ms = ms
curve-column-seconds = run, s
html-curve-title = { $title }: strength of { $search } against time
html-curve-intro = { $search } plays { $against } at each time a decision (CPU time), { $games } games at each, over the same seeds (from { $seed }), seats rotated. The bars are 95% intervals (Wilson); the thick grey line is 50%, no advantage.
plot-ms-a-decision = milliseconds of CPU a decision (log scale)
plot-win-rate = win rate

## coinop balance

# $settings: the settings' names, listed; $count: how many.
balance-never-met = The agents ({ $agents }) never met { $settings }: every game under { $count ->
        [one] it
       *[other] them
    } was the baseline's, which says nothing of the rule. The default agent plays by simple rules that do not use it; try --agents normal or --agents hard, which search (slower: fewer games, --games 100), to see what { $count ->
        [one] it
       *[other] each
    } does.

# What the report's settings are compared with: the standard rules, and the table's
# own choices after them.
baseline-standard = the standard rules (coinop's readings, RULINGS.md)
baseline-with = {" "}with { $variants }
baseline-options = , options { $options }
baseline-boxes = , { $boxes } boxes
baseline-arena = , arena { $arena }
baseline-arena-file = , arena file { $path }
baseline-card-file = , card file { $path }

tune-head = { $title }: the evaluator's weights fitted by self-play over { $games } games ({ $fitted } positions fitted, { $held } more held out)
tune-column-feature = feature
tune-column-before = built in
tune-column-after = fitted
# The features of each game's evaluator, as the tune report names them (the weights
# files keep the English names).
tune-feature-victory-points = victory points
tune-feature-closeness = closeness
tune-feature-their-closeness = their closeness
tune-feature-damage-points = damage points
tune-feature-tanks = tanks
tune-feature-shot-on-the-move = shot on the move
tune-feature-on-the-move = on the move
tune-feature-stunned-tanks = stunned tanks
tune-feature-exposure = exposure
tune-feature-aces = aces
tune-feature-high-score-share = high score share
tune-feature-credits = credits
tune-feature-deck-strength = deck strength
tune-feature-cards-in-hand = cards in hand
tune-feature-program-cards = program cards
tune-feature-parked-at-a-post = parked at a post
tune-feature-posts-drained = posts drained
tune-loss = held-out log loss (how far the predicted chance of winning was from the result; lower is better, a coin's is 0.6931): { $before } with the built-in weights, { $after } fitted
tune-accuracy = held-out positions called right: { $before }% with the built-in weights, { $after }% fitted
tune-better = The fitted weights predict the held-out games better. Predicting is not playing: play them against the built-in ones before you keep them (below).
tune-no-better = The fitted weights predict the held-out games no better than the built-in ones: keep the built-in ones.
tune-wrote = Wrote { $path }. Try it: coinop arena { $game } --agents normal@{ $path },normal --games 20 (a few minutes); to keep it, replace crates/agents/weights/{ $game }.json.

tune-heuristic-none = { $title }: its heuristic has no constants to tune yet
tune-heuristic-steps = --steps must be at least 1
tune-heuristic-even = { $arg } must be even and at least 2 (each seed is played twice, the seats swapped)
tune-heuristic-two-seats = The heuristic is tuned at two seats (two heuristics playing each other); these options make { $seats }
tune-heuristic-head = { $title }: the heuristic's constants tuned by self-play (SPSA), { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
  } of { $games ->
    [one] { $games } game
   *[other] { $games } games
  } each, two seats
tune-heuristic-column-knob = constant
tune-heuristic-column-written = as written
tune-heuristic-column-tuned = tuned
tune-heuristic-column-range = range
tune-heuristic-check = The tuned constants against those as written, { $games ->
    [one] { $games } game
   *[other] { $games } games
  } on seeds the steps did not play: { $share }% of the wins ({ $low }–{ $high }%, 95% interval; a draw counts half)
tune-heuristic-better = The tuned constants beat those as written. A stronger heuristic is not always a better model inside a search: play normal@FILE against normal before you keep them.
tune-heuristic-worse = The tuned constants lose to those as written: keep those as written (try more steps, or more games a step).
tune-heuristic-same = The tuned constants and those as written cannot be told apart over these games: keep those as written.
tune-heuristic-wrote = Wrote { $path }. Try it on other seeds: coinop arena { $game } --agents easy@{ $path },easy --games 400 --seed 1000000; a search imagines the heuristic with them too: normal@{ $path }.
tune-knob-kill = kill: worth of destroying a tank
tune-knob-caution = caution: damage expected back against damage dealt
tune-knob-caution-turns = turns over which caution wanes
tune-knob-later-threat = threat of a tank that does not move next
tune-knob-stunned-threat = threat of a stunned tank
tune-knob-forward = worth of ending further forward
tune-knob-closing = worth of closing in
tune-knob-weak-is-near = a weak tank counts as nearer by
tune-knob-repair = worth of a repair
tune-knob-draw = worth of a Draw symbol
tune-knob-buy = worth of a Buy symbol
tune-knob-scarce-least = least worth of an Earn or a Score
tune-knob-scarce-most = most worth of an Earn or a Score
tune-knob-least-gain = least gain a card bought must bring
tune-knob-credits-kept = Credits kept back, at most
tune-knob-reserve = cards kept in hand at least
tune-knob-refresh = turns between rewriting a route
tune-knob-trade-hand = smallest hand that trades
tune-knob-power-up = worth of driving over a power-up
tune-knob-bot-in-sights = worth of a bot in our sights
tune-knob-in-bot-sights = cost of each bot aiming at us
tune-knob-eagle-distance = cost of each cell from the Eagle
tune-knob-facing-eagle = worth of facing the Eagle
tune-knob-poor-hand = most cards at which it disengages under fire
tune-heuristic-not-written = Nothing was written: give --out FILE to keep the constants.
