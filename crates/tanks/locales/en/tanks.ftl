# Arcade Tanks: the log's words. Variables in { $… } that name a player, a tank, a bot, a
# space or cards stay linked wherever a sentence puts them.

## Names

# The game's name, as pages and reports title it.
game-title = Arcade Tanks


# A player as the table calls them, by seat number from 1.
player = P{ $n }
card = { $card ->
    [Advance1] Advance 1
    [Advance2] Advance 2
    [Advance3] Advance 3
    [TurnLeft] Turn Left
    [TurnRight] Turn Right
   *[Turnaround] Turnaround
}
power = { $power ->
    [Star] Star
    [Clock] Clock
    [Helm] Helm
    [Shovel] Shovel
   *[Grenade] Grenade
}
colour = { $colour ->
    [Red] Red
    [Yellow] Yellow
    [Green] Green
   *[Blue] Blue
}
# A bot token: its colour, number, and a prime per extra box of tokens ("Red 2'").
bot-token = { $colour } { $number }{ $primes }
# A facing, as the board's letters say it.
facing = { $dir ->
    [N] N
    [E] E
    [S] S
   *[W] W
}
# A bot whose token's back is hidden, and one whose back is known.
bot-unknown = bot
bot-known = bot { $token }
bot-at = { $bot } at { $cell }
# Between cards listed one after another.
cards-separator = {", "}

## Why the game ended

end-ThirdEagle = the third Eagle was captured
end-LeadOfFive = the leader is 5 VP ahead
end-TieBroken = the tie for the lead was broken
end-RoundLimit = the round limit was reached
end-TieStands = no bot is left to break the tie

## Headings

heading-round = Round { $round }
phase-planning = Planning
phase-action-1 = 1st action phase
phase-action-2 = 2nd action phase
phase-round-end = End of the round
heading-game-over = Game over

## The log

round-started = — round { $round }: { $player } holds the First Player token —
tank-placed = { $player } places their tank on { $cell } facing { $facing }
exchanged = { $player } exchanges { $count }× { $card }
drew-hidden = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
drew = { $player } draws { $cards }
card-placed = { $player } puts { $card } on maneuver { $maneuver }
card-placed-hidden = { $player } puts a card on maneuver { $maneuver }
committed = { $player } has planned
disengaged = { $player } disengages this round
maneuver-revealed = { $player } reveals maneuver { $maneuver }: { $cards }
turned = { $tank } turns to face { $facing }
moved-drive = { $tank } moves { $from } → { $to }
moved-push = { $tank } is pushed { $from } → { $to }
moved-slide = { $tank } slides { $from } → { $to }
stopped = { $tank } is stopped by an obstacle at { $cell }
destroyed-shot = { $tank } is destroyed by fire at { $cell }
destroyed-water = { $tank } sinks in the water at { $cell }
destroyed-off-edge = { $tank } falls off the board at { $cell }
destroyed-grenade = { $tank } is blown up by the grenade at { $cell }
bot-scored = { $player } takes bot token { $token } (+1 VP)
bot-to-reserve-shared = several players hit bot { $token } at once: nobody scores it, it returns to the reserve
bot-to-reserve = bot { $token } returns to the reserve
eagle-taken = { $player } captures the Eagle at { $cell } (+3 VP; Eagle { $taken } of 3)
eagle-placed-right = the coin says right: a new Eagle lands clockwise, on { $cell }
eagle-placed-left = the coin says left: a new Eagle lands counter-clockwise, on { $cell }
eagle-placed = the Eagle stands on { $cell }
power-up-placed = a { $power } power-up appears on { $cell }
power-up-taken = { $player } picks up the { $power } on { $cell }
power-up-removed = a bot runs over the { $power } on { $cell }: it is removed
power-up-discarded = a bot placed on { $cell } discards the { $power } there: it is removed
bots-frozen = the Clock stops the bots: they neither move nor shoot
bot-reserve-ran-out = the bot reserve has run out: no new bot will enter this game
helm-used = { $player }'s Helm absorbs the hits
shovel-removed = { $player } shovels away the brick on { $cell }
shovel-added = { $player } builds a brick on { $cell }
grenade-exploded = { $player } throws a grenade: explosion around { $cell }
bot-maneuvers-none = no move card was played: bots do not maneuver
bot-maneuvers = the highest move card is { $count }: each bot makes { $count ->
    [one] { $count } maneuver
   *[other] { $count } maneuvers
}
bot-turns-to-target = { $bot } sees { $target } and turns towards it
bot-advances-to-target = { $bot } faces { $target } in sight and advances
bot-skips-blocked = { $bot } sees { $target } but water, a bot or an obstacle is in front: it waits
bot-advances-clear = { $bot } sees no target and the way is clear: it advances
bot-turns-from-obstacle = { $bot } sees no target and faces an obstacle: it turns
bot-boxed = { $bot } is boxed in on every side and waits
shot-nothing = { $tank } fires into the distance
shot-concrete = { $tank } fires at the concrete on { $cell }
shot-brick = { $tank } hits the brick on { $cell }
shot-tank = { $tank } hits { $target }
brick-damaged = the brick on { $cell } is damaged
brick-removed = the brick on { $cell } is destroyed
cards-lost = { $player } loses { $cards } from their hand
reshuffled-all = { $player } shuffles all their cards into a new deck
reshuffled = { $player } reshuffles their discard pile into a new deck
bot-spawned = { $bot } enters facing { $facing }
first-player-passed = the First Player token passes to { $player }
game-over = GAME OVER: { $reason }. Winner: { $winners }
# Between winners of a shared win.
winners-separator = {" and "}

## The board as text (the terminal)

# Two lines under the board; the terminal finds the board's end by the first word.
legend =
    legend: 1^ player tank (x = disengaged)  B^ bot  [] brick ([ damaged)  ## concrete
    ff forest  ~~ water  :: ice  EE Eagle  *S star *C clock *H helm *V shovel *G grenade

## The outcome of a game alone against the bots

end-solo = three Eagles in { $rounds } rounds

## Why an action is refused (the engine's error, to the seat that tried it)

# A scenario run stopped the engine; $checkpoint is the scenario files' name, in quotes.
refusal-stopped = the engine is stopped at the checkpoint { $checkpoint }: resume it first
refusal-no-such-maneuver = there are only maneuvers 1 and 2
refusal-not-held = you hold no { $card } card
refusal-second-move-card = a maneuver holds no more than 1 move card
refusal-other-maneuver = the other maneuver still needs a card from your hand
refusal-exchange = you may exchange once per planning, cards of one kind you hold
refusal-commit-empty = each maneuver needs at least one card
refusal-disengage = you can disengage only before putting down cards
refusal-start-space = tanks go on a free space of the starting diagonal farthest from the Eagle
# $bricks: the spaces of the bricks on the board, or refusal-bricks-none.
refusal-no-brick = there is no brick on { $cell } to shovel away (bricks: { $bricks })
refusal-bricks-none = none
refusal-no-brick-free = no removed brick token is free to put back
refusal-not-empty = { $cell } is not an empty space: a brick goes on plain ground with nothing on it
# An action's number for a space beyond the board.
refusal-off-board = space #{ $n } (off the board)
# An action of another moment of the round: what the round waits for now.
refusal-not-now = not a legal decision now ({ $moment ->
    [placing] tanks are being placed
    [planning] planning
    [bot-order] the first player is choosing which bot moves next
    [shovel] a Shovel is being used
    [grenade] a Grenade is being thrown
   *[over] the game is over
})

## A decision as a list of choices offers it; in English, the notation a player types
## ("tank c5 N", "m1 A2"), which the terminal, the logs and the golden files keep.

# A card in a choice: in the notation, its code.
choice-card = { $card ->
    [Advance1] A1
    [Advance2] A2
    [Advance3] A3
    [TurnLeft] L
    [TurnRight] R
   *[Turnaround] U
}
# $dir: N, E, S or W.
action-tank = tank { $cell } { $dir }
# $card: choice-card.
action-exchange = exchange { $card } { $count }
action-place = m{ $maneuver } { $card }
action-disengage = disengage
action-commit = commit
action-bot = bot { $cell }
action-shovel-remove = shovel remove { $cell }
action-shovel-add = shovel add { $cell }
action-grenade = grenade { $cell }
