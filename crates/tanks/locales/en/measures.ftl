# The game's words in the reports of `coinop sim`, `arena` and `balance`
# (`Words::report_word`): what it counts a game's length and a seat's score in, what
# it calls its seats, its balance figures (`Measured::FIGURES`) and what each of its
# settings (`Measured::settings`) changes, by their English names in the data (a
# message's id is the game's name and the data's name in lowercase words). English is
# the data's own words; a name with no message here is said as the data says it.
# Terms: GLOSSARY.md.

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
