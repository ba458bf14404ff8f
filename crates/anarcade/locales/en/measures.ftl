# The game's words in the reports of `coinop sim`, `arena` and `balance`
# (`Words::report_word`): what it counts a game's length and a seat's score in, what
# it calls its seats, its balance figures (`Measured::FIGURES`) and what each of its
# settings (`Measured::settings`) changes, by their English names in the data (a
# message's id is the game's name and the data's name in lowercase words). English is
# the data's own words; a name with no message here is said as the data says it.
# Terms: GLOSSARY.md.

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

## Anarcade: a card's strength, as its report names what a seat took

anarcade-taken = { $name } ({ $colour }, cost { $cost })
