# Arcade Tanks in the browser (tanks.js): the lobby's form and how-to, the board's labels
# and titles, the planning box, the hand, the decisions, the hints' words. Card and
# power-up names are the game's glossary (the server's, already in the viewer's language),
# passed in as variables; the terms follow crates/tanks/GLOSSARY.md.

## Names

# A player by seat number from 1, drawn very small on the tank itself (the log and the
# status name the seat).
tanks-seat-mark = P{ $n }
# A bot by its token: "Bot Red 2", with a prime per extra box of tokens.
tanks-bot-name = Bot { $colour } { $number }{ $primes }
tanks-colour = { $colour ->
    [Red] Red
    [Yellow] Yellow
    [Green] Green
   *[Blue] Blue
}
# A bot whose token is still face down, by its space, within a sentence.
tanks-bot-at = the bot at { $cell }
# A facing in words ("drives north"), and as the board's letter.
tanks-dir = { $dir ->
    [N] north
    [E] east
    [S] south
    [W] west
   *[other] { $dir }
}
tanks-facing-letter = { $dir ->
    [N] N
    [E] E
    [S] S
    [W] W
   *[other] { $dir }
}
# Between the items of a list of cards.
tanks-separator = {", "}

## The lobby

tanks-watching = Hidden cards stay hidden.
tanks-replay-note = Every hand is shown.
tanks-score-label = VP
tanks-pitch = Plan your tank’s moves with cards, hunt the bots, capture the Eagle.
tanks-howto = Each round you plan two maneuvers with your cards; the bots move by their own rules; then every tank fires. The most victory points win: 1 for each bot you destroy, 3 for each Eagle you capture. The game ends at the third Eagle or when a player leads by 5.
tanks-howto-rules = The rules of Arcade Tanks
tanks-howto-rulings = how coinop reads them
tanks-howto-rulings-note = (where the Russian original and the English translation differ).
tanks-players-label = Players
tanks-players-count = { $n ->
    [1] 1 player (solo)
   *[other] { $n } players
}
tanks-uneven = Uneven Combat
tanks-uneven-note = Bots see and shoot players through walls.
tanks-island = Island
tanks-island-note = Tanks can drive or be pushed off the board, and are lost.
tanks-four = Dangerous Four
tanks-four-note = Four bots, all in the Eagle's segment, topped up to four.
tanks-boxes-label = Boxes:
tanks-boxes-aria = Boxes of the game
tanks-boxes-title = Boxes of the game: each adds 4 board tiles, 16 bots and 4 seats
tanks-boxes-count = { $n ->
    [one] { $n } box
   *[other] { $n } boxes
}
tanks-avalanche = Avalanche
tanks-avalanche-title = Avalanche: a new bot arrives every round
tanks-avalanche-none = no Avalanche
tanks-avalanche-instead = Avalanche: one new bot a round
tanks-avalanche-on-top = Avalanche: top-up, then one more

## Rule readings: where the rulebooks differ or say nothing

tanks-readings = Rule readings
tanks-readings-note = Where the rulebooks differ or leave a point open. The first choice is the Russian original's.
tanks-readings-all = All our readings
tanks-reading-why = why (§{ $section })
tanks-reading-why-title = The rulebooks' sentences and our reading
tanks-yes = yes
tanks-no = no
tanks-reading-bot-target-order = Bots look for targets
tanks-reading-front-right-left-behind = front, right, left, behind
tanks-reading-front-left-right-behind = front, left, right, behind
tanks-reading-exchange = Card exchange
tanks-reading-exchange-once = once per planning
tanks-reading-exchange-unlimited = any number of times
tanks-reading-clock = Clock freezes bots
tanks-reading-clock-round = to the end of the round
tanks-reading-clock-action-phase = for this action phase
tanks-reading-brick-double-hit = An intact brick falls when hit by
tanks-reading-brick-several-tanks = several tanks at once
tanks-reading-brick-different-sides = hits from different sides
tanks-reading-grenade-kills-score = Grenade kills score
tanks-reading-stacked-hits = Each hit in a volley costs 2 cards
tanks-reading-stacked-hits-no = no — 2 in all
tanks-reading-helm-stops-grenade = A Helm stops a Grenade
tanks-reading-tie = A tie at the end
tanks-reading-tie-play-on = play on
tanks-reading-tie-shared-win = shared win
tanks-reading-powerup-use = Shovel and Grenade are used
tanks-reading-powerup-use-at-once = at once, where taken
tanks-reading-powerup-use-after-card = after the whole card
tanks-reading-placed-bot = A bot placed on a power-up
tanks-reading-placed-bot-leaves = leaves it there
tanks-reading-placed-bot-discards = discards it
tanks-reading-bot-reserve = Once the bot reserve runs out
tanks-reading-bot-reserve-for-good = no more bots
tanks-reading-bot-reserve-return = returned tokens come back
tanks-reading-shovel-builds-on = The Shovel builds on
tanks-reading-shovel-empty = plain ground
tanks-reading-shovel-ground-forest-ice = ground, forest or ice
tanks-reading-second-maneuvers = Second maneuvers are shown
tanks-reading-second-maneuvers-all = all together
tanks-reading-second-maneuvers-in-turn = each in turn

## The table's rules in one line

tanks-rules-boxes = { $n } boxes
tanks-rules-avalanche-instead = Avalanche (one bot a round)
tanks-rules-avalanche-on-top = Avalanche (top-up and one more)
tanks-rules-readings = { $count ->
    [one] one rule reading other than ours ({ $readings })
   *[other] { $count } rule readings other than ours ({ $readings })
}
# A rule reading named short, by its key ($words: the key in words).
tanks-reading-name = { $key ->
   *[other] { $words }
}
tanks-rules-standard = Standard rules

## The board's legend

tanks-board-label = the board
tanks-legend = What the marks on the board mean
tanks-legend-numbers-title = Numbers 1–4
tanks-legend-numbers = {" "}in a segment's colour: where that segment's bots come in, in that order; the small chevron beside one is the way the bot faces when it comes in.
tanks-legend-diagonal-title = Dashed squares
tanks-legend-diagonal = : a segment's starting diagonal, where a tank is placed (and comes back after it is destroyed).
tanks-legend-eagle-title = The Eagle
tanks-legend-eagle = : drive onto it to capture it, 3 victory points.
tanks-legend-powers-title = Yellow discs
tanks-legend-powers = : power-ups; drive onto one to take it (a bot that drives onto one removes it):
tanks-legend-plan-title = Orange lines and rings
tanks-legend-plan = : your plan, and where each maneuver ends (dashed: if nothing in the way moves); white dotted ones: the hint's plan.
tanks-legend-fire-title = A red ring and red dashed lines
tanks-legend-fire = : a bot sees where that maneuver ends, as the board stands — it fires at a tank in front of it, and turns to one it sees elsewhere.
tanks-legend-intent-title = White marks on a bot
tanks-legend-intent = : what it will do first if nothing else moves — a dashed arrow where it drives, a chevron where it turns, a bar where it waits.
# What each power-up does (the rulebook's «Бонусы»), after its name.
tanks-power-does = { $power ->
    [Star] draw 2 cards from your deck.
    [Clock] the bots neither move nor fire for the rest of the round.
    [Helm] kept until your tank is hit: it stops all the damage of that volley.
    [Shovel] take away a brick wall anywhere, or build one.
   *[Grenade] blows up a 3×3 area anywhere: bricks and bots there are gone, tanks there lose 2 cards.
}

## The status line

tanks-stage = { $stage ->
    [PlaceTanks] placing tanks
    [Planning] planning
    [BotOrder] bots moving
    [PowerUpChoice] power-up
    [Over] game over
   *[other] { $stage }
}
tanks-status-round = Round { $round }
tanks-status-phase = { $stage } · action phase { $phase }
tanks-status-phase-short = { $stage } · phase { $phase }
tanks-status-first = First player: { $player }
tanks-status-first-short = First: { $player }
tanks-status-eagles = Eagles taken: { $taken }/3
tanks-status-eagles-short = Eagles { $taken }/3
tanks-status-clock = { $clock }: bots frozen
tanks-status-reserve = Bots in reserve: { $count }
tanks-status-reserve-short = Reserve: { $count } bots
tanks-status-you = You are { $player }
tanks-status-spectator = spectator

## The players

tanks-players = Players
tanks-vp = { $vp } VP
tanks-vp-title = victory points
tanks-fact-eagles = Eagles { $n }
tanks-fact-eagles-title = Eagles captured
tanks-fact-bots = bots { $n }
tanks-fact-bots-title = bots destroyed
tanks-fact-helms = { $helm } { $n }
tanks-fact-helms-title = Helms kept
tanks-fact-hand = hand { $n }
tanks-fact-hand-title = cards in hand
tanks-fact-deck = deck { $n }
tanks-fact-deck-title = cards in the deck
tanks-tag-destroyed = destroyed
tanks-tag-disengaged = disengaged
tanks-tag-plan-ready = plan ready
tanks-tag-planning = planning
tanks-shown-hand-title = hand
tanks-shown-hand = hand:{" "}
tanks-maneuver-cards = maneuver { $n }: { $cards }
tanks-maneuver-hidden = maneuver { $n }: { $count ->
    [one] { $count } card face down
   *[other] { $count } cards face down
}

## The end in figures

tanks-chart-label = Victory points round by round
tanks-chart-title = Victory points, round by round
tanks-end-player = Player
tanks-end-vp = VP
tanks-end-bots = Bots destroyed
tanks-end-eagles = Eagles
tanks-end-hit = Times hit
tanks-end-lost = Cards lost

## The board's titles

tanks-terrain = { $terrain ->
    [Empty] Empty
    [Concrete] Concrete
    [Forest] Forest
    [Water] Water
    [Ice] Ice
   *[other] { $terrain }
}
tanks-cell-title = { $cell } — { $terrain }
tanks-spawn-title = bot entry { $n }: the { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
} bot of this segment comes in here facing { $dir }
tanks-brick-title = brick { $cell }
tanks-brick-damaged-title = damaged brick { $cell }
tanks-eagle-title = Eagle { $cell }
tanks-eagle-under-title = Eagle { $cell } (under a tank)
tanks-power-title = { $power } { $cell }
tanks-power-under-title = { $power } { $cell } (under a tank)
tanks-tank-title = { $seat } { $cell } facing { $facing }
tanks-tank-disengaged-title = { $seat } (disengaged) { $cell } facing { $facing }
tanks-bot-title = { $bot } on { $cell } facing { $facing }
tanks-bot-moved-title = { $bot } on { $cell } facing { $facing }, moved
tanks-bot-unseen = A bot (back unseen)

## What a bot will do first

tanks-bot-intent-title = This bot { $intent } (if nothing else moves)
tanks-intent-waits = waits
tanks-intent-turn-to-target = sees { $target } and turns { $dir } towards it
tanks-intent-advance-to-target = sees { $target } ahead and drives { $dir } at it
tanks-intent-skip-blocked = sees { $target } but water or a bot is in the way: it waits
tanks-intent-advance-clear = sees no target and drives on { $dir }
tanks-intent-turn-from-obstacle = sees no target, faces an obstacle and turns { $dir }
tanks-intent-boxed = is boxed in and does nothing

## Where the bots fire: $bot and $other name bots, $more counts the others

tanks-fire-line = in { $bot }'s line of fire
tanks-fire-line-two = in { $bot }'s and { $other }'s line of fire
tanks-fire-line-more = in { $bot }'s and { $more } more bots' line of fire
tanks-fire-sight = in sight of { $bot } (it turns to fire)
tanks-fire-sight-two = in sight of { $bot } and { $other } (it turns to fire)
tanks-fire-sight-more = in sight of { $bot } and { $more } more bots (it turns to fire)
tanks-fire-maybe = in sight of { $bot } (it turns to fire only if another player lays an Advance card on this maneuver)
tanks-fire-maybe-two = in sight of { $bot } and { $other } (it turns to fire only if another player lays an Advance card on this maneuver)
tanks-fire-maybe-more = in sight of { $bot } and { $more } more bots (it turns to fire only if another player lays an Advance card on this maneuver)
# A mark's title ($text) with the bots that fire there.
tanks-fire-now = { $text } — { $fire } (as the board stands)

## Where a plan leaves the tank

tanks-plan-end = after maneuver { $n }: { $cell } facing { $facing }
tanks-plan-end-lost = after maneuver { $n }: lost
tanks-plan-end-unsure = { $text } (if nothing in the way moves)
tanks-hint-end = the hint's maneuver { $n } ends here: { $cell } facing { $facing }
tanks-hint-end-lost = the hint's maneuver { $n } ends here: lost
tanks-stop = Ends on { $cell } facing { $dir }
tanks-stop-wall = Ends on { $cell } facing { $dir }, stopped by a wall or the edge
tanks-stop-unsure = { $stop } — if nothing in the way moves
tanks-stop-water = Sinks in the water at { $cell }: the tank is lost
tanks-stop-edge = Drives off the board: the tank is lost
# A stop ($note) with the Eagle taken there, with the bots that fire at it, with a hand
# too thin for a hit.
tanks-note-eagle = { $note }, { $eagle }
tanks-note-fire = { $note } — { $fire }
tanks-note-thin = { $note } — { $thin }
tanks-thin-hand = { $left ->
    [0] with no card
   *[other] with 1 card
} left in your hand, a hit destroys your tank
tanks-eagle-take = takes the Eagle on { $cell } (+3 VP)
tanks-eagle-won-solo = { $take }: the third Eagle, and the game is won
tanks-eagle-win = { $take }: the third Eagle ends the game and you win, { $score }
tanks-eagle-tie-play-on = { $take }: the third Eagle, tied { $score } — play goes on until the tie breaks
tanks-eagle-tie-shared = { $take }: the third Eagle, tied { $score } — a shared win
tanks-eagle-behind = { $take }: the third Eagle ends the game with you behind, { $score }
tanks-eagle-lead = { $take }: a lead of 5 ends the game and you win, { $score }
# The hint's reasons: where its plan ends ($said), then where the bots fire.
tanks-danger-after = after maneuver { $n } on { $cell }, { $fire }
tanks-hint-why = { $said }, { $dangers }
tanks-hint-why-after = { $said }; { $dangers }
tanks-danger-separator = {"; "}
# A hinted plan, maneuver by maneuver.
tanks-hint-maneuver = Maneuver { $n }: { $cards }
tanks-hint-maneuver-then = maneuver { $n }: { $cards }
tanks-hint-commit = Commit
tanks-hint-commit-then = commit
tanks-hint-separator = {"; "}

## The controls

tanks-sending = Sending…
tanks-sending-note = Your choice is on its way.
tanks-playing-out = Playing out…
tanks-playing-out-note = The board is catching up with the table.
tanks-replay = Replay
tanks-replay-all-shown = The game is over: every hand and plan is shown.
tanks-over = The game is over
tanks-over-replay = Its replay shows every hand and plan.
tanks-watching-title = Watching
tanks-watching-note = Hands and plans stay hidden until they are played.
tanks-waiting = Waiting
tanks-waiting-committed = Your plan is committed. Waiting for { $players }.
tanks-waiting-for = Waiting for { $players }.
tanks-waiting-table = Waiting for the table.
tanks-title-respawn = Your tank comes back
tanks-title-place = Place your tank
tanks-title-bot-order = Choose the bot that moves next
tanks-title-power = Use your { $power }
tanks-title-power-up = Use your power-up
tanks-title-decision = Your decision
# How this seat's tank was lost this round, said when it comes back.
tanks-lost-on = Your tank { $cause ->
    [Shot] was destroyed by fire
    [Water] sank in the water
    [OffEdge] left the board
   *[Grenade] was blown up by a Grenade
} on { $cell } this round.
tanks-lost = Your tank { $cause ->
    [Shot] was destroyed by fire
    [Water] sank in the water
    [OffEdge] left the board
   *[Grenade] was blown up by a Grenade
} this round.
tanks-lost-unknown = Your tank was destroyed this round.
tanks-respawn-hint = { $lost } You keep your points; your cards were shuffled into a new deck and you drew 7. Place it again on a highlighted space of the starting diagonal farthest from the Eagle, then choose its facing.
tanks-hint-place = Click a highlighted starting space, then choose where the tank faces (or, by keys, choose in the list of all choices below).
tanks-hint-bot-order = You are the first player: click a highlighted bot to move it next.
tanks-hint-power = Click a highlighted space (or choose it in the list of all choices below).
tanks-cancel = Cancel
tanks-all-choices = All choices as a list

## The bots' order

tanks-bot-face-down = A bot (its token still face down)
tanks-bot-on = { $bot } on { $cell }
tanks-bot-list-intent = {" "}— { $intent }
tanks-auto-bots-note = You are the First Player: the page moves the bots for you, one at a time in this order. Untick the box below to choose the order yourself.
tanks-bot-order-note = One bot at a time: each makes its { $n ->
    [one] maneuver
   *[other] { $n } maneuvers
} before the next one starts. The order can change who pushes or blocks whom.
tanks-auto-bots = Move the bots for me in this order (this browser remembers)

## The hand and the plan

tanks-your-hand = Your hand
tanks-card-in-hand = { $card }, { $count } in hand
tanks-card-refused = { $card } — cannot go on maneuver { $n } now (click: why)
tanks-card-all-laid = { $card }: all laid
tanks-plan-sent = Plan sent
tanks-plan-sent-note = Maneuver 1: { $first }. Maneuver 2: { $second }. Waiting for the others to commit.
tanks-then = {", then "}
tanks-plan-title = Plan your two maneuvers
tanks-plan-how = Click a card (or drag it) onto the highlighted maneuver. Each maneuver needs at least one card and at most one Advance card; turns in any number, played in the order laid. Undo freely until you commit.
tanks-tap-card = Tap a card to lay it on the lit maneuver
tanks-maneuver = Maneuver
tanks-no-card-yet = no card yet
# Said on the maneuver the hint's next card goes on, while the other one is lit.
tanks-first-here = click here first: the next card goes on this maneuver
tanks-first-here-narrow = tap here first: the next card goes here
tanks-undo = ↶ Undo
tanks-clear = Clear
tanks-commit = Commit
# After "Commit" on a wide screen.
tanks-commit-plan = {" "}plan
tanks-commit-title = Send your plan
tanks-commit-not-yet = Lay at least one card on each maneuver first
tanks-disengage = Disengage
tanks-disengage-title = Flip your tank: no maneuvers this round, refill your hand to 7
tanks-disengage-ask = Disengage this round?
tanks-disengage-keep = Keep planning
tanks-disengage-detail = Your tank is flipped: it makes no maneuvers this round, and your hand is refilled to 7.
tanks-exchange = Exchange
tanks-exchange-label = Cards to exchange
tanks-exchange-hint = Exchange cards of one kind, before laying cards:
tanks-exchange-title = Exchange the chosen cards for as many from your deck
tanks-exchange-not-now = Only before laying cards: take them back (Clear) to exchange
tanks-exchanged = You exchanged { $count } × { $card } and drew { $drawn }.
tanks-exchanged-nothing = You exchanged { $count } × { $card } and drew nothing (your deck was empty).
tanks-cards-times = { $count } × { $card }
tanks-can-go-now = { $card } can go on maneuver { $n } now

## The choices, as the controls say them

tanks-action-commit = Commit plan
tanks-action-disengage = Disengage (no maneuvers this round)
tanks-action-place-tank = Place your tank on { $cell } facing { $dir }
tanks-action-exchange = Exchange { $count } × { $card }
tanks-action-lay = Lay { $card } on maneuver { $n }
tanks-action-move-bot-named = Move { $bot } on { $cell } next
tanks-action-move-bot = Move the bot at { $cell } next
tanks-action-shovel-remove = { $shovel }: take away the brick on { $cell }
tanks-action-shovel-add = { $shovel }: build a brick on { $cell }
tanks-action-grenade = Throw the Grenade at { $cell }
