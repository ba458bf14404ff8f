# ARCADE: the log's words, the ends, the refusals and the glossary's terms. Variables
# that name a side, a tank or a space ({ $unit }, { $side }, { $cell } …) stay linked
# wherever a sentence puts them. The terms are GLOSSARY.md's.

## Names

# The game's name, as pages and reports title it.
game-title = ARCADE


# A side, by its colour (the key "green" or "orange").
side = { $side ->
    [green] Green
   *[orange] Orange
}
# A tank: its side's colour and its number from 1.
unit = { $side ->
    [green] Green
   *[orange] Orange
} { $n }

## Why the game ended

end-destroyed = every { $loser } tank was destroyed
end-tie = both sides were destroyed at once: a tie
end-pool = a tank drew energy from a Pool three turns in a row
end-far-rank = a tank reached the opponent's first rank
end-walls = five walls were destroyed
end-turn-limit = { $turns } turns passed without a winner: a draw

## Headings

heading-turn = Turn { $turn }
# A turn and whose it is: a tank, or a side where the tank cannot be told.
heading-turn-of = Turn { $turn } — { $who }
heading-placing = Placing the tanks
heading-game-over = Game over

## The log

placed = { $unit } is placed on { $cell }
turn-begins = — { $unit }'s turn
skipped = { $unit } is destroyed: its turn passes
recovered = { $unit } recovers from the stun (its turn)
moved = { $unit } moves { $from } → { $to } ({ $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}, { $left } left)
rammed = { $unit } rams { $target } on { $cell } ({ $spent ->
    [one] { $spent } point
   *[other] { $spent } points
} spent): { $damage ->
    [one] { $damage } damage point
   *[other] { $damage } damage points
} each
# How a shot was measured ($how: aimed, token, aimed-token, plain), then its dice (0:
# none needed, an automatic hit).
fired = { $unit } fires at { $target }{ $how ->
    [aimed-token] , aimed, measured from its targeting token
    [token] , measured from its targeting token
    [aimed] , aimed
   *[plain] {""}
}: { $dice ->
    [0] no dice needed
    [one] { $dice } die
   *[other] { $dice } dice
}
auto-hit = so close it cannot miss: a hit for 6
# The dice rolled, each face: "rolls 2 5 6".
rolled = rolls { $faces }
missed = a 1: missed
glancing = a 1, and no die is left to move the rocket: a glancing blow
# A missed rocket's offsets, each "2 spaces for the 3s", listed.
offset = a 1: missed; the rocket lands { $offsets } off, on { $landing }
offset-part = { $n ->
    [one] { $n } space
   *[other] { $n } spaces
} for the { $value }s
bolt-stopped = the energy bolt strikes { $cell } on its way
hit = hits { $target } for { $damage ->
    [one] { $damage } point
   *[other] { $damage } points
}
# Why a tank lost damage points ($cause), said after them.
damaged = { $unit } takes { $points ->
    [one] { $points } damage point
   *[other] { $points } damage points
}{ $cause ->
    [Glancing] {" (glancing blow)"}
    [Collateral] {" (the rocket came down on it)"}
    [Bolt] {" (in the bolt's way)"}
    [Blast] {" (blast)"}
    [Collision] {" (collision)"}
   *[Shot] {""}
}: { $hp } left
destroyed = { $unit } is destroyed
destroyed-wreck = { $unit } is destroyed; its wreck stays on { $cell }
stunned = { $unit } is stunned: it will spend its next turn recovering
blast = blast on { $cell }
wall-destroyed = the wall on { $cell } is destroyed ({ $side } has destroyed one more)
floor-destroyed = the floor on { $cell } is destroyed: a gap now
lands = the shot comes down on { $cell }
hits-wreck = the shot hits the wreck on { $cell }
lost = the shot comes down off the Zone, at { $point }
token = { $unit }'s targeting token goes to { $point }
repaired = { $unit } draws energy from the Pool: { $points ->
    [one] { $points } point
   *[other] { $points } points
} repaired, { $hp } now ({ $in_a_row ->
    [one] { $in_a_row } turn
   *[other] { $in_a_row } turns
} in a row)
turn-ended = { $unit } ends its turn
game-over-won = GAME OVER — { $winner } wins: { $reason }
game-over = GAME OVER — { $reason }

## Refusals: why an action was refused, for the seat that tried it

refuse-no-such-space = no such space
refuse-place-not-empty = { $cell } is not an empty floor space
refuse-place-not-in-half = { $cell } is not in your half of the Zone
refuse-still-placing = the tanks are still being placed
refuse-all-placed = every tank is already placed
refuse-here = the tank is already on { $cell }
refuse-not-next = { $to } is not next to { $from }
refuse-rammed = this tank rammed: its movement is over for this turn
refuse-aimed-stays = this tank fired aimed: it stays put for the rest of the turn
# A step's cost: $step is diagonal or straight.
refuse-cost = a { $step ->
    [diagonal] diagonal
   *[straight] straight
} step costs { $cost } movement points; { $left } left
refuse-corner = a diagonal step needs both spaces beside it empty; { $cell } is not
refuse-taken = { $cell } is taken by { $unit }
refuse-taken-wreck = { $cell } is taken by { $unit }'s wreck
refuse-not-floor = { $cell } is not empty floor
refuse-fired = a tank fires its cannon once per turn
refuse-no-token = this tank has no targeting token yet (it comes with its first shot)
refuse-no-triangulation = measuring from a targeting token needs the Triangulation rule
refuse-aimed-after-moving = only a tank that has not moved this turn fires aimed
refuse-moved-not-aimed = this tank has moved: its shot is not aimed
refuse-not-moved-aimed = a tank that has not moved yet fires aimed
refuse-own-space = a tank cannot shoot at its own space
refuse-no-enemy = { $cell } holds no enemy tank (shooting anything else needs the Target Anything rule)
refuse-pool = an Energy Pool cannot be destroyed: shoot something else
refuse-off-zone = { $cell } is not part of the Zone
refuse-repair-not-in-play = repairing needs the Repair rule
refuse-repair-after-acting = a tank repairs only by doing nothing else all turn
refuse-repair-away = a tank repairs only beside an Energy Pool

## The glossary: the advanced rules, the missions, the ground, the arenas

rule-collateral_damage = Collateral Damage
rule-collateral_damage-text = A miss comes down elsewhere, by the Compass: a glancing blow, or off target.
rule-floor_destruction = Floor Destruction
rule-floor_destruction-text = Hits on empty floor destroy it; nothing may enter it after.
rule-wall_destruction = Wall Destruction
rule-wall_destruction-text = Shots destroy walls (5 destroyed: the walls mission).
rule-blast = Blast
rule-blast-text = A hit for 6, or a wall or floor destroyed, deals 1 to every tank next to it.
rule-stun = Stun
rule-stun-text = A tank hit for more than 3, or caught in a blast, spends its next turn recovering.
rule-triangulation = Triangulation
rule-triangulation-text = Each impact leaves your targeting token; fire from it at +2 dice.
rule-energy_bolts = Energy Bolts
rule-energy_bolts-text = Shots fly straight: the first object on the line is hit.
rule-target_anything = Target Anything
rule-target_anything-text = Fire at any space: walls, floor, your own tanks.
rule-repair = Repair
rule-repair-text = Spend a turn beside an Energy Pool to repair 2 (never above 6).
rule-collision = Collision
rule-collision-text = Ram a tank: both take 1 per full 2 movement points spent.

mission-hold_pool = Hold an Energy Pool
mission-hold_pool-text = Win by repairing beside a Pool three turns in a row.
mission-far_rank = Reach the far rank
mission-far_rank-text = Win by driving a tank onto the opponent's first rank.
mission-destroy_walls = Destroy 5 walls
mission-destroy_walls-text = Win by destroying five walls.

# The ground of a space, as the board's tooltips name it.
ground-Floor = floor
ground-Wall = wall
ground-Pool = Energy Pool
ground-Destroyed = destroyed floor
ground-Gap = gap (no tile)

# The ready-made arenas (content/arenas.toml): their titles and notes.
arena-long-hall = Long Hall
arena-long-hall-note = coinop's design. Three tiles and the strip end to end: a straight fight with cover in the middle.
arena-two-bridges = Two Bridges
arena-two-bridges-note = coinop's design. The bases joined by a wide bridge to the west and the narrow strip to the east, a gap between them.
arena-centre-pool = Centre Pool
arena-centre-pool-note = coinop's design. An Energy Pool in the centre of the Zone, for Repair and the mission of holding it three turns.
arena-fortress = Fortress
arena-fortress-note = coinop's design. All nine walls (the mission of destroying five) and two Energy Pools on the west side.

## A decision as a list of choices offers it; in English, the notation a player types
## ("move c4", "fire e2 token aim"), which the terminal, the logs and the scenario files keep.

action-place = place { $cell }
action-move = move { $cell }
# A move onto a tank's space rams it.
action-ram = ram { $cell }
# $how: plain, aimed, token (the distance from the targeting token) or aimed-token.
action-fire = fire { $cell }{ $how ->
    [aimed-token] {" "}token aim
    [token] {" "}token
    [aimed] {" "}aim
   *[plain] {""}
}
action-repair = repair
action-end = end
