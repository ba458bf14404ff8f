# The games' words in the reports of `coinop sim`, `arena` and `balance`: what each game
# counts a game's length and a seat's score in, what it calls its seats, its balance
# figures (`Measured::FIGURES`) and what each of its settings (`Measured::settings`)
# changes, by their English names in the data (a message's id is the game's name and
# the data's name in lowercase words). English is the data's own words; a name with no
# message here is said as the data says it. Terms: each game's GLOSSARY.md.

## Arcade Tanks

# What a game's length is counted in, as "rounds per game" says it; -unit: one of them.
tanks-length-of = rounds
tanks-length-unit = round
# A seat's score; -of: as in "mean VP".
tanks-score = VP
tanks-score-of = VP

tanks-figure-rounds = rounds
tanks-figure-bots-destroyed = bots destroyed
tanks-figure-bots-scored = bots scored
tanks-figure-eagles-taken = Eagles taken
tanks-figure-player-tanks-destroyed = player tanks destroyed
tanks-figure-power-ups-placed = power-ups placed
tanks-figure-power-ups-taken = power-ups taken
tanks-figure-power-ups-discarded-by-bots = power-ups discarded by bots
tanks-figure-shovels-and-grenades-taken = Shovels and Grenades taken
tanks-figure-bots-entering = bots entering

tanks-setting-bot-target-order-frontleftrightbehind = bots look for targets front, left, right, behind (EN, §1)
tanks-setting-grenade-kills-score-false = Grenade kills score nothing (EN, §2)
tanks-setting-exchange-unlimited = cards may be exchanged any number of times (EN, §3)
tanks-setting-clock-actionphase = the Clock lasts only the action phase (§4)
tanks-setting-brick-double-hit-differentsides = an intact brick falls to several hits only from different sides (EN, §5)
tanks-setting-stacked-hits-false = several hits in a volley cost 2 cards in all (§21)
tanks-setting-helm-stops-grenade-true = a Helm stops a Grenade too (§22)
tanks-setting-tie-sharedwin = a tie at the end is a shared win (§17)
tanks-setting-powerup-use-aftercard = Shovel and Grenade wait until the card has finished (§30)
tanks-setting-placed-bot-discards-powerup-true = a bot placed on a power-up discards it (§53)
tanks-setting-bot-reserve-untiltokensreturn = bot tokens back in an exhausted reserve are drawn again (§48)
tanks-setting-shovel-builds-on-groundforestice = the Shovel may build on forest and ice too (§11)
tanks-setting-second-maneuvers-inturn = second maneuvers shown one at a time (EN, §54)
tanks-setting-engine-v1 = the readings engine version 1 played (§30, §48, §53, §54)
tanks-setting-uneven-combat = variant Uneven Combat: bots see and fire through walls
tanks-setting-island = variant Island: tanks can leave the board and are lost
tanks-setting-dangerous-four = variant Dangerous Four: 4 bots
tanks-setting-avalanche = variant Avalanche: one new bot a round (RU, §19)
tanks-setting-avalanche-top-up = variant Avalanche: the top-up, then one more (EN, §19)

## ARCADE

# What a game's length is counted in, as "rounds per game" says it; -unit: one of them.
skirmish-length-of = turns
skirmish-length-unit = turn
# A seat's score; -of: as in "mean VP".
skirmish-score = damage points left
skirmish-score-of = damage points left
skirmish-seat-1 = Green
skirmish-seat-2 = Orange

skirmish-figure-turns = turns
skirmish-figure-first-player-won = first player won
skirmish-figure-drawn = drawn
skirmish-figure-tanks-destroyed = tanks destroyed
skirmish-figure-shots-fired = shots fired
skirmish-figure-shots-hitting-their-target = shots hitting their target
skirmish-figure-damage-points-dealt = damage points dealt
skirmish-figure-damage-by-collateral-bolts-blasts-rams = damage by collateral, bolts, blasts, rams
skirmish-figure-walls-destroyed = walls destroyed
skirmish-figure-floor-destroyed = floor destroyed
skirmish-figure-damage-points-repaired = damage points repaired
skirmish-figure-won-by-a-mission = won by a mission

skirmish-setting-all = every advanced rule at once
skirmish-setting-collateral-damage = the advanced rule collateral-damage alone
skirmish-setting-floor-destruction = the advanced rule floor-destruction alone
skirmish-setting-wall-destruction = the advanced rule wall-destruction alone
skirmish-setting-blast = the advanced rule blast alone
skirmish-setting-stun = the advanced rule stun alone
skirmish-setting-triangulation = the advanced rule triangulation alone
skirmish-setting-energy-bolts = the advanced rule energy-bolts alone
skirmish-setting-target-anything = the advanced rule target-anything alone
skirmish-setting-repair = the advanced rule repair alone
skirmish-setting-collision = the advanced rule collision alone
skirmish-setting-aimed-shot-beforemoving = any shot before moving is aimed, and the tank may move after (§3)
skirmish-setting-bolt-corners-blocked = Energy Bolts: a bolt through a corner is stopped beside it (§8)
skirmish-setting-wrecks = destroyed tanks stay as obstacles
skirmish-setting-place-in-turn = players place their tanks in turn, each in their half
skirmish-setting-mission-pool = mission: hold an Energy Pool for 3 turns (with Repair)
skirmish-setting-mission-far-rank = mission: reach the far rank
skirmish-setting-mission-walls = mission: destroy 5 walls (with Wall Destruction)
skirmish-setting-arena-long-hall = played on Long Hall
skirmish-setting-arena-two-bridges = played on Two Bridges
skirmish-setting-arena-centre-pool = played on Centre Pool
skirmish-setting-arena-fortress = played on Fortress

## Anarcade

# What a game's length is counted in, as "rounds per game" says it; -unit: one of them.
anarcade-length-of = turns
anarcade-length-unit = turn
# A seat's score; -of: as in "mean VP".
anarcade-score = Aces
anarcade-score-of = Aces

anarcade-figure-turns = turns
anarcade-figure-player-1-wins = Player 1 wins
anarcade-figure-rounds = rounds
anarcade-figure-cards-bought = cards bought
anarcade-figure-credits-earned = Credits earned
anarcade-figure-credits-scored = Credits scored
anarcade-figure-draw-actions-taken = Draw actions taken
anarcade-figure-credits-given-back-by-an-ace = Credits given back by an Ace
anarcade-figure-reached-the-turn-limit = reached the turn limit

anarcade-setting-compulsory-draws = every Draw action must be taken (§3)
anarcade-setting-open-stacks = players may look through the Action Stacks (§11)
anarcade-setting-aces-to-win-2 = a shorter game: 2 Aces win
anarcade-setting-catch-up-credits-1 = later players start with Credits: Player 2 one, Player 3 two, Player 4 three
anarcade-setting-catch-up-credits-2 = later players start with Credits: Player 2 two, Player 3 four, Player 4 six
anarcade-setting-credit-limit-4 = keep at most 4 Credits at the end of a turn
anarcade-setting-credit-limit-10 = keep at most 10 Credits at the end of a turn

## Robotanks

# What a game's length is counted in, as "rounds per game" says it; -unit: one of them.
robotanks-length-of = turns
robotanks-length-unit = turn
# A seat's score; -of: as in "mean VP".
robotanks-score = cards in hand
robotanks-score-of = cards in hand

robotanks-figure-turns = turns
robotanks-figure-first-player-wins = first player wins
robotanks-figure-rounds = rounds
robotanks-figure-tanks-wrecked = tanks wrecked
robotanks-figure-command-post-hits = command post hits
robotanks-figure-cards-executed = cards executed
robotanks-figure-self-destructs = Self Destructs
robotanks-figure-ended-in-stalemate = ended in stalemate
robotanks-figure-reached-the-turn-limit = reached the turn limit

robotanks-setting-post-loss-3 = the Shorter Game: command posts lose three cards a hit (§39)
robotanks-setting-starting-hand-12 = the Shorter Game: starting hands of 12 (§39)
robotanks-setting-introductory = the introductory deck: no Energy Ball, Virus, Self Destruct or Scan
robotanks-setting-fire-area-edges-false = the direct fire area without its edge lines (§1)

## Anarcade: a card's strength, as its report names what a seat took

anarcade-taken = { $name } ({ $colour }, cost { $cost })
