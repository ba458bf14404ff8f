# ARCADE in the browser (skirmish.js): the lobby's form and how-to, the table's controls,
# the board's titles, the dice tray, the hints' words and the end's figures. The names of
# the sides, the tanks, the advanced rules, the missions, the ground and the arenas are
# the game's glossary (the server's, already in the viewer's language), passed in as
# variables; the terms follow crates/skirmish/GLOSSARY.md.

## Names, where the glossary has none yet

# A side the glossary does not name, by seat number from 1.
skirmish-seat = P{ $n }
# A tank: its side's name and its number.
skirmish-unit = { $side } { $n }
# Between the items of a list of names.
skirmish-separator = {", "}

## The lobby

skirmish-watching = Nothing is hidden in ARCADE but the dice to come.
skirmish-score-label = Damage points left
skirmish-pitch = Three tanks a side in an arena: move, then roll dice to fire.
skirmish-howto = Two players, three tanks each, one arena. Turns alternate; each turn one of your tanks acts, 1, 2, 3 in order: it may move (6 movement points: 2 a step, 3 diagonally), fire once, and move on. Click a highlighted space to move, an enemy tank to fire. The farther the target, the more dice: any 1 misses, otherwise the lowest die is the damage. Destroy all three enemy tanks to win.
skirmish-howto-rules = The rules of ARCADE
skirmish-howto-rulings = how coinop reads them
skirmish-howto-rulings-note = (every point the rulebook leaves open).
skirmish-two-players = 2 players
skirmish-arena-label = Arena
skirmish-arena-preview = arena preview
skirmish-own-arena = Your own arena…
skirmish-own-arena-label = Your arena map
# How a map is written; the ground's and the side's names are the glossary's.
skirmish-own-arena-hint = Rows north to south, spaces separated by spaces: . { $floor }, # { $wall }, P { $pool }, - { $gap }, G1–G3 and O1–O3 the tanks ({ $south } starts in the south).
skirmish-own-arena-format = The format
# A player's own arena, as the table's rules line names it.
skirmish-own-arena-title = Your arena
skirmish-own-arena-note = laid by a player
skirmish-our-reading = our reading
skirmish-rules-all-none = All / none
skirmish-advanced-rules = Advanced rules
skirmish-missions-setup = Missions and setup
skirmish-rule-readings = Rule readings
skirmish-readings-hint = Where the rulebook leaves a point open. The first choice is ours.
skirmish-all-readings = All our readings
skirmish-wrecks = Wrecks stay
skirmish-wrecks-note = A destroyed tank stays on its space as an obstacle.
skirmish-in-turn = Place tanks in turn
skirmish-in-turn-note = Instead of the arena's layout, players place their tanks on their first rank, one at a time.
# What a mission needs in play, after the glossary's words on it.
skirmish-needs-two = Needs { $first } and { $second }.
skirmish-needs = Needs { $rule }.
# The Energy Pool a mission needs on the arena.
skirmish-a-pool = a Pool
skirmish-first-player = First player
skirmish-first-by-coin = first player: by a coin
skirmish-first-side = { $side } (seat { $seat }) first
skirmish-reading-aimed = An aimed shot (−2 dice)
skirmish-reading-aimed-stays = keeps the tank where it is
skirmish-reading-aimed-before = is any shot before moving
skirmish-reading-corners = An energy bolt through a corner
skirmish-reading-corners-pass = passes
skirmish-reading-corners-blocked = is stopped
skirmish-why = why (§{ $section })
# A reading by its option's key, in the rules line.
skirmish-reading-name = { $key ->
    [aimed_shot] aimed shot
    [bolt_corners] bolt corners
   *[other] { $key }
}

## The rules line of a table

skirmish-rules-arena = arena “{ $title }”
skirmish-rules-all = all advanced rules
skirmish-rules-core = core rules
skirmish-rules-missions = missions: { $missions }
skirmish-rules-wrecks = wrecks stay
skirmish-rules-in-turn = placed in turn
skirmish-rules-readings = other readings: { $readings }

## The table

skirmish-board-label = the arena
skirmish-status-over = Game over.
skirmish-status-setup = Setup: the tanks are placed in turn.
skirmish-status-placer = Setup: { $side } places a tank in their half.
skirmish-status-turn = Turn { $turn }: { $unit } acts · { $hp } damage points · { $left ->
    [one] { $left } movement point
   *[other] { $left } movement points
} left
skirmish-status-fired = has fired
skirmish-your-move = your move
skirmish-placing = The tanks are being placed
skirmish-side-playing = { $side } is playing
skirmish-replay-step = { $acting }: a step of the replay.
skirmish-watching-now = { $acting }; you are watching.
skirmish-sending = Sending…
skirmish-wait-placing = Waiting for the other side to place a tank.
skirmish-wait-side = Waiting for { $side }.
skirmish-the-game-is-over = The game is over.
skirmish-heading-over = Game over
skirmish-heading-replay = Replay
skirmish-heading-watching = Watching
skirmish-heading-you-play = You play { $side }
skirmish-heading-setup = Setup
skirmish-place-how = Click a highlighted space of your half of the arena to place { $unit }.
skirmish-heading-turn = { $unit }, your turn
skirmish-stays-aimed = It fired aimed, so it stays put for the rest of the turn.
skirmish-stays-rammed = It rammed, so its movement is over for this turn.
skirmish-no-step = It has no step it can take.
skirmish-move-how = { $left ->
    [one] { $left } movement point
   *[other] { $left } movement points
} left: click a green space to move (its badge says what it costs).
skirmish-fired-already = You have fired this turn.
skirmish-fire-how = Click a target to fire: the badge says how many dice (⊘: an Energy Bolt would strike that space first).
skirmish-choose-move = Move there ({ $cost } points)
skirmish-choose-fire = Fire at it ({ $dice })
skirmish-choose-neither = Neither
skirmish-aim = Aim: 2 dice fewer, better odds (the tank stays put)
skirmish-aim-title = Your tank has not moved: an aimed shot rolls 2 dice fewer, and the tank stays put for the rest of the turn (RULINGS.md §3).
skirmish-from-token = From my token (+2 dice)
skirmish-from-token-title = Fire from your targeting token.
# A control's title followed by where our reading is.
skirmish-with-ruling = { $text } (RULINGS.md §{ $section })
skirmish-repair = Repair (+2)
skirmish-end-turn = End turn
skirmish-all-actions = All legal actions
skirmish-choose-action = { $n ->
    [one] or choose the one action…
   *[other] or choose one of { $n } actions…
}
skirmish-play-it = Play it
skirmish-compass = Compass:
skirmish-compass-title = { $rule }: where a missed rocket goes for each die value left

## The tanks' panel

skirmish-destroyed = destroyed
skirmish-stunned = stunned
skirmish-acting = acting
skirmish-next = next
# Both sides' figures: "Green 2, Orange 0".
skirmish-both = { $first } { $a }, { $second } { $b }
skirmish-walls-destroyed = walls destroyed: { $both }
skirmish-pool-in-a-row = turns drawing energy in a row: { $both }
skirmish-rules-in-play = Rules in play:
skirmish-core-rules = the core rules
skirmish-moved-first = { $side } moved first. Turn { $turn } of at most { $max }
skirmish-rules-link = rules
skirmish-tanks = Tanks

## The board's titles

skirmish-ground-title = { $cell } — { $ground }
skirmish-tank-title = { $unit }: { $hp } damage points
skirmish-tank-title-stunned = { $unit }: { $hp } damage points, stunned
skirmish-wreck-title = wreck of { $unit }
skirmish-token-title = { $unit }'s targeting token on { $point }
skirmish-pick-place = place a tank on { $cell }
skirmish-pick-move = move to { $cell } ({ $cost } movement points)
skirmish-pick-ram = ram { $cell }
# A control's words, then a rule's name and what it does.
skirmish-with-rule = { $text }: { $rule } — { $does }
skirmish-badge-ram = ram
skirmish-badge-hit = hit!
skirmish-auto-hit-6 = an automatic hit for 6
# A shot on the board: the action, its dice, its target and distance.
skirmish-pick-fire = { $action }: { $dice } at { $target }, { $distance } away
skirmish-pick-odds = { $text } — { $odds }
skirmish-pick-blocked = { $text } — but the bolt's line meets { $cell } first, which takes the shot

## Dice, odds and hints

skirmish-dice = { $dice ->
    [0] an automatic hit
    [one] { $dice } die
   *[other] { $dice } dice
}
skirmish-to-hit = { $percent }% to hit
skirmish-odds = { $percent }% to hit, { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) } damage on average
skirmish-hint-end = End turn
skirmish-hint-repair = Repair (+2)
skirmish-hint-place = Place your next tank on { $cell }
skirmish-hint-move = Move { $unit } to { $cell }
skirmish-hint-fire = Fire at { $target }
skirmish-hint-fire-how = Fire at { $target } ({ $how })
skirmish-how-aimed = aimed
skirmish-how-from-token = from your token
skirmish-why-bolt = the bolt's line meets { $cell } first
skirmish-why-close = so close it cannot miss { $target }
skirmish-why-mean = { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) } damage on average to { $target }
skirmish-why-in-range = the moves get { $target } within range from { $cell }
skirmish-why-from-here = from here { $target } would take { $dice }, { $percent }% to hit

## The dice tray

skirmish-tray-fires = { $unit } fires at { $cell }{ $how ->
    [aimed-token] , aimed, from its token
    [token] , from its token
    [aimed] , aimed
   *[plain] {""}
}
skirmish-tray-fires-dice = { $unit } fires at { $cell }{ $how ->
    [aimed-token] , aimed, from its token
    [token] , from its token
    [aimed] , aimed
   *[plain] {""}
}: { $dice }
skirmish-tray-auto-hit = automatic hit for 6
skirmish-tray-missed = missed
skirmish-tray-hits = hits { $unit } for { $damage }
skirmish-tray-lands = the rocket comes down on { $point }
skirmish-tray-wall = the wall on { $cell } falls
skirmish-tray-floor = the floor on { $cell } is destroyed
skirmish-tray-bolt = the bolt strikes { $cell } on its way
skirmish-tray-wreck = the wreck on { $cell } takes it
skirmish-tray-comes-down = it comes down on { $cell }
skirmish-tray-rams = { $unit } rams { $target }: { $damage } each

## The end's figures

skirmish-chart = Damage points left on each side, turn by turn
skirmish-left = { $hp } left
skirmish-col-tank = Tank
skirmish-col-end = At the end
skirmish-col-shots = Shots
skirmish-col-hits = Hits
skirmish-col-hits-title = shots that hit the tank they were fired at
skirmish-col-dealt = Damage dealt
skirmish-col-dealt-title = damage points enemy tanks lost in its turns, by any cause
skirmish-col-taken = Damage taken
