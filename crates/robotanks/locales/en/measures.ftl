# The game's words in the reports of `coinop sim`, `arena` and `balance`
# (`Words::report_word`): what it counts a game's length and a seat's score in, what
# it calls its seats, its balance figures (`Measured::FIGURES`) and what each of its
# settings (`Measured::settings`) changes, by their English names in the data (a
# message's id is the game's name and the data's name in lowercase words). English is
# the data's own words; a name with no message here is said as the data says it.
# Terms: GLOSSARY.md.

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
