# Robotanks: the log's words, its headings and the glossary beside the map. Variables that
# name a player, a tank, a command post, a hex or cards stay linked wherever a sentence
# puts them. The terms are GLOSSARY.md's.

## Names

# The game's name, as pages and reports title it.
game-title = Robotanks


# A colour, by the engine's name: of a player, of a tank, of a command post.
colour = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
}
# A tank: its colour and number ("Red 3").
tank = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} { $number }
# A tank number no game has (a malformed event).
tank-unknown = tank #{ $id } (there are 16)
# A seat no game has (a malformed event), numbered from 1.
seat-unknown = seat { $n }
# A command post, by its colour: "Red command post".
post = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} command post
# A player's own command post: "Red's command post".
post-own = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
}'s command post
# A hex beyond the drawn map.
arena-edge = the edge of the arena
# A facing, as the map's letters say it (E, NE, NW, W, SW, SE).
facing = { $dir }
# The printed name of a card, by the engine's name of its command.
card = { $card ->
    [TurnLeft60] Turn 60° Left
    [TurnRight60] Turn 60° Right
    [TurnLeft120] Turn 120° Left
    [TurnRight120] Turn 120° Right
    [Turn180] Turn 180°
    [Forward1] Forward 1
    [Forward2] Forward 2
    [Forward3] Forward 3
    [Back1] Back 1
    [Back2] Back 2
    [Back3] Back 3
    [SideslipLeft] Sideslip Left
    [SideslipRight] Sideslip Right
    [RocketBooster] Rocket Booster
    [Cannon] Fire Cannon
    [EgCannon] Fire Electro-Grounded Cannon
    [Displacer] Fire Displacer
    [Virus] Fire Virus
    [Laser] Fire Laser
    [Mortar] Fire Mortar
    [EnergyBall] Fire Energy Ball
    [Transwarp] Transwarp
    [Radar] Radar
    [Turret] Turret
    [Armor] Armor
    [Shield] Shield
    [Ecm] ECM
    [SelfDestruct] Self Destruct
    [Scan] Scan
    [Target] Target
    [AutoHit] Auto Hit
   *[Zoom] Zoom
}
# Copies of one card side by side: "Fire Cannon ×3".
card-copies = { $card } ×{ $n }
# A card its viewer did not see.
a-card = a card
no-cards = no cards
count-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
count-hexes = { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
}
# Between cards listed one after another, and between the cards of a program in its order.
cards-separator = {", "}
program-separator = {" → "}
# Between the winners of a shared win.
winners-separator = {" and "}

## Why the game ended (the outcome's reason: without the winners)

end-LastPost = one command post is left standing
end-Stalemate = no tank is left to fight: the most cards in hand win
end-TurnLimit = the turn limit is reached: the most cards in hand win

## Headings

heading-deal = The deal: hands kept and first programs
heading-turn = Turn { $turn } — { $player }
heading-turn-nobody = Turn { $turn }
phase-execution = Execution
heading-game-over = Game over

## The log

colours = colours: { $seats }
colours-leftover = colours: { $seats }; left over from the deal to the Bank: { $cards }
# One seat's colour in the colours' line, seats numbered from 1.
colours-seat = seat { $n } { $colour }
dealt = { $player } is dealt { $cards }
misdeal = { $player } declares a misdeal: the deck is dealt again
set-aside = { $player } sets aside { $card } for the Bank
set-aside-hidden = { $player } sets aside a card for the Bank
set-aside-to-bank = the cards set aside go to the Bank: { $cards }
programmed = { $tank } is programmed: { $card } face down
programmed-hidden = { $tank } is programmed: a card face down
program-done = { $tank }'s new program: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
game-starts = { $player } goes first
turn-begins = — turn { $turn }: { $player } —
deactivated = { $tank } is deactivated; its program goes to the hand: { $cards }
bank-die = { $player } deactivates nothing and rolls { $die }
bank-die-one = { $player } deactivates nothing and rolls { $die }: a card from the Bank
took-from-bank = { $player } takes { $card } from the Bank
traded-in = { $player } trades in { $card }
skipped-look-up = { $player } trades nothing at Look-Up
executes = { $tank } executes { $card }
executes-zoomed = { $tank } executes { $card } (zoom)
idle = { $tank } has only face-up cards and does nothing
face-up = { $tank }'s { $card } stays face up
ecm-down = { $tank }'s { $card } goes to the bottom of its program
zoom-begins = { $tank } zooms: { $n ->
    [one] the next card executes
   *[other] the next { $n } cards execute
} this turn
turned = { $tank } turns to face { $facing }
moved = { $tank } moves to { $hex }
collided = { $tank } runs into { $object } at { $hex } and stops
collided-wall = { $tank } runs into a wall at { $hex } and stops
collided-edge = { $tank } runs into the edge of the arena and stops
no-target = { $tank } has nothing in its fire area and does not fire
turret-outside = { $tank }'s { $card } swings round to { $target }, outside the tank's fire area (the tank itself does not turn); the Turret is used
turret-inside = { $tank }'s { $card } is used, though { $target } is in the tank's fire area anyway
targeted = { $tank } targets { $target } at range { $range }
targeted-chosen = { $tank } picks out { $target } at range { $range }
fire-die-hit = the die shows { $die } against range { $range }: hit
fire-die-miss = the die shows { $die } against range { $range }: miss
auto-hit = { $tank }'s { $card }: it hits without a die
missed = { $tank } misses
rotated = { $target } is spun round to face { $facing }
# The laser's beam: two dice, the hexes they make, and what it met.
laser-hit = { $tank }'s laser: { $a }+{ $b } = { $sum ->
    [one] { $sum } hex
   *[other] { $sum } hexes
}, hits { $target } at { $hex }, { $ahead ->
    [one] { $ahead } hex
   *[other] { $ahead } hexes
} ahead
laser-hit-nowhere = { $tank }'s laser: { $a }+{ $b } = { $sum ->
    [one] { $sum } hex
   *[other] { $sum } hexes
}, hits { $target }, { $ahead ->
    [one] { $ahead } hex
   *[other] { $ahead } hexes
} ahead
laser-wall = { $tank }'s laser: { $a }+{ $b } = { $sum ->
    [one] { $sum } hex
   *[other] { $sum } hexes
}, { $travelled ->
    [one] { $travelled } hex
   *[other] { $travelled } hexes
} travelled, stops at the wall at { $hex }: nothing hit
laser-edge = { $tank }'s laser: { $a }+{ $b } = { $sum ->
    [one] { $sum } hex
   *[other] { $sum } hexes
}, { $travelled ->
    [one] { $travelled } hex
   *[other] { $travelled } hexes
} travelled, stops at the edge of the arena: nothing hit
laser-nothing = { $tank }'s laser: { $a }+{ $b } = { $sum ->
    [one] { $sum } hex
   *[other] { $sum } hexes
}, { $travelled ->
    [one] { $travelled } hex
   *[other] { $travelled } hexes
} travelled, nothing hit
mortar = { $tank }'s mortar round lands { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
} ahead, at { $hex }
mortar-beyond = { $tank }'s mortar round lands { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
} ahead, beyond the edge of the arena
ball-leg = the energy ball flies { $distance ->
    [one] { $distance } hex
   *[other] { $distance } hexes
} straight ahead ({ $travelled } travelled)
ball-leg-turn = the energy ball turns ({ $turn }) and flies { $distance ->
    [one] { $distance } hex
   *[other] { $distance } hexes
} ({ $travelled } travelled)
ball-struck = the energy ball strikes { $target } at { $hex }
ball-struck-wall = the energy ball strikes a wall at { $hex }
ball-struck-edge = the energy ball strikes the edge of the arena
ball-fizzled = { $tank }'s energy ball fizzles out
transwarp = { $tank } transwarps ({ $a } { $b }) and swaps places with { $other }
transwarp-self = { $tank } transwarps ({ $a } { $b }) onto itself: nothing happens
radar = { $tank }'s radar finds { $target } and turns to face { $facing }
radar-nothing = { $tank }'s radar finds nothing
self-destruct = { $tank } SELF-DESTRUCTS: { $n ->
    [one] { $n } attack
   *[other] { $n } attacks
}
self-destruct-shot = a shot at { $target }
self-destruct-shot-nothing = a shot, with nothing within 6 hexes
hit = { $target } takes a hit
hit-double = { $target } takes a double hit
armor-dissipates = { $tank }'s armor rolls { $die }: the hit dissipates
armor-destroyed = { $tank }'s armor rolls { $die }: the armor is destroyed, the tank unhurt; the Armor card goes to the bottom of its program
armor-destroyed-bank = { $tank }'s armor rolls { $die }: the armor is destroyed, the tank unhurt; the Armor card goes to the Bank
armor-through = { $tank }'s armor rolls { $die }: the armor holds but the tank is hit
shield-holds = { $tank }'s shield holds
scrambled = { $tank }'s program is scrambled; to the Bank: { $cards } ({ $left } left)
wrecked = { $tank } is destroyed: a wreck
wrecked-banked = { $tank } is a wreck; its program goes to the Bank: { $cards }
drained = { $post } is hit: { $player } takes { $taken }
drained-kept = { $post } is hit: { $player } takes { $taken }, keeps { $kept }
drained-banked = { $post } is hit: { $player } takes { $taken }, to the Bank: { $banked }
drained-kept-banked = { $post } is hit: { $player } takes { $taken }, keeps { $kept }, to the Bank: { $banked }
reprogrammed = { $player } rearranges { $tank }'s program: { $n ->
    [one] { $n } card
   *[other] { $n } cards
} ({ $added } added)
scanned = { $player } scans { $tank }
scanned-empty = { $player } scans { $tank }: nothing face down
scanned-program = { $player } scans { $tank }: { $cards }
reactivated = { $tank } is active again
eliminated = { $post } is DESTROYED: out of the game
# A seat the game does not have, eliminated (a malformed event).
eliminated-seat = { $player }'s command post is DESTROYED: out of the game
game-over-last-post = GAME OVER — { $player } holds the last command post
game-over-stalemate = GAME OVER — no tank is left to fight; the most cards in hand: { $winners }
game-over-turn-limit = GAME OVER — the turn limit; the most cards in hand: { $winners }

## Runs of lines told as one

set-aside-run = { $player } set aside { $n } cards
programmed-tanks = { $player } programmed tanks { $first }–{ $last }
programmed-tanks-named = { $player } programmed tanks { $first }–{ $last }: { $cards }
programmed-run = { $tank } is programmed: { $cards } face down
programmed-run-hidden = { $tank } is programmed: { $n } cards face down
program-done-named = { $tank }'s new program: { $n ->
    [one] { $n } card
   *[other] { $n } cards
} — { $cards }
program-done-hidden = { $tank }'s new program: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}, face down

## The glossary beside the map

group = { $group ->
    [Turn] turn
    [Move] move
    [DirectFire] direct fire
    [IndirectFire] indirect fire
    [Special] special
   *[Modifier] modifier
}
facing-words = { $dir ->
    [E] east
    [NE] north-east
    [NW] north-west
    [W] west
    [SW] south-west
   *[SE] south-east
}
columns-note = columns skip B, R, W and Y: those letters name tanks, so B2 is always Black 2
does-TurnLeft60 = turns the tank one hexside to the left
does-TurnRight60 = turns the tank one hexside to the right
does-TurnLeft120 = turns the tank two hexsides to the left
does-TurnRight120 = turns the tank two hexsides to the right
does-Turn180 = turns the tank round
does-Forward1 = one hex forward; a wall or object in the way stops it, and both take a hit
does-Forward2 = two hexes forward; a wall or object in the way stops it, and both take a hit
does-Forward3 = three hexes forward; a wall or object in the way stops it, and both take a hit
does-Back1 = one hex backwards, still facing the same way
does-Back2 = two hexes backwards, still facing the same way
does-Back3 = three hexes backwards, still facing the same way
does-SideslipLeft = one hex to the front-left, facing the same way (§3)
does-SideslipRight = one hex to the front-right, facing the same way (§3)
does-RocketBooster = six hexes forward (§4)
does-Cannon = the nearest object in the fire area is hit on a die of at least its range (a 1 misses)
does-EgCannon = a double hit on a success; a miss hits the firer
does-Displacer = no damage: the target is turned round 180°
does-Virus = no damage: the firer's owner rearranges the target's program, and may add cards from hand
does-Laser = two dice: a beam that many hexes straight ahead hits the first object
does-Mortar = one die: explodes that many hexes ahead, hitting the hex and the six around it
does-EnergyBall = careens round the arena until it strikes something: a double hit (§5)
does-Transwarp = swaps places with the tank two dice name (5–6: its owner chooses)
does-Radar = turns the tank to face the nearest object (§27)
does-Turret = stays face up: the direct fire area is every hex within 6, all round (the nearest object there is still the target)
does-Armor = stays face up: a die for each hit — 1–3 it dissipates, 4–5 the Armor is lost, 6 the hit lands
does-Shield = stays face up: direct fire against the tank must succeed twice
does-Ecm = stays face up: not a target for direct fire; goes under when the tank moves or fires
does-SelfDestruct = a cannon shot at a random object within 6 for every card of the program, then a wreck
does-Scan = its owner looks at any tank's program
does-Target = stays face up: the owner picks the next direct fire target (an Auto Hit cancels it)
does-AutoHit = stays face up: the next direct fire hits without a die
does-Zoom = stays face up: on the tank's next turn it executes three cards

## Why an action is refused (the engine's error, to the seat that tried it)

# Where the game is, by the engine's step key: what it waits for.
step = { $step ->
    [Target] choosing a target
    [Transwarp] choosing the tank to swap places with (Transwarp)
    [Drain] keeping a card taken from a command post
    [Scan] choosing the tank to scan
    [Virus] rearranging a program (Virus)
    [Setup] the deal: keeping a hand and choosing initial programs
    [Deactivation] Deactivation: reprogramming a tank, or rolling
    [BankPick] picking from the Bank after rolling a 1
    [LookUp] Look-Up: trading cards for one from the Bank
    [Programming] Programming the deactivated tank
    [Execution] Execution: the tanks carry out their programs
    [Over] the game is over
   *[other] {""}
}
# A decision, by its kind ($action), with its card, number ($n: of a player's tank, or an
# id no tank has) or object (a tank's name, or refusal-post): in English the notation a
# player types ("program Forward 1").
refusal-action = { $action ->
    [misdeal] misdeal
    [discard] discard { $card }
    [program] program { $card }
    [done] done
    [deactivate] deactivate { $n }
    [roll] roll
    [take] take { $card }
    [give] give { $card }
    [pass] pass
    [target] target { $object }
    [warp] warp { $object }
    [warp-unknown] warp tank #{ $n } (there are 16)
    [keep] keep { $card }
    [scan-unknown] scan tank #{ $n } (there are 16)
   *[scan] scan { $object }
}
# A command post as a decision names it: "Red post".
refusal-post = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} post
# $action: refusal-action.
refusal-not-in-hand = { $action }: there is no { $card } in your hand
refusal-not-in-bank = { $action }: there is no { $card } in the Bank
# $step: the step message; $moves: the moves that are legal (refusal-action each).
refusal-not-now = { $action } is not a move now ({ $step }); try one of: { $moves }
## A command's short code for badges on the map (board notation, mnemonic in the reader's words).
card-code = { $card ->
    [TurnLeft60] L60
    [TurnRight60] R60
    [TurnLeft120] L120
    [TurnRight120] R120
    [Turn180] 180
    [Forward1] F1
    [Forward2] F2
    [Forward3] F3
    [Back1] B1
    [Back2] B2
    [Back3] B3
    [SideslipLeft] SL
    [SideslipRight] SR
    [RocketBooster] RB
    [Cannon] Cn
    [EgCannon] EG
    [Displacer] Dp
    [Virus] Vi
    [Laser] Lz
    [Mortar] Mo
    [EnergyBall] EB
    [Transwarp] TW
    [Radar] Ra
    [Turret] Tu
    [Armor] Ar
    [Shield] Sh
    [Ecm] EC
    [SelfDestruct] SD
    [Scan] Sc
    [Target] Tg
    [AutoHit] AH
   *[Zoom] Zm
}
