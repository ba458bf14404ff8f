# The game's words in the reports of `coinop sim`, `arena` and `balance`
# (`Words::report_word`): what it counts a game's length and a seat's score in, what
# it calls its seats, its balance figures (`Measured::FIGURES`) and what each of its
# settings (`Measured::settings`) changes, by their English names in the data (a
# message's id is the game's name and the data's name in lowercase words). English is
# the data's own words; a name with no message here is said as the data says it.
# Terms: GLOSSARY.md.

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
