# The core's words: a language's own name, lists and counts every game uses.

# The language's name in itself, on the language switch.
language-name = English

# Two items of a list, or the items before the last and the last: "a, b and c".
list-two = { $first } and { $second }
# Between items of a list before its last two.
list-separator = {", "}

count-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## Lessons (a scenario file that teaches)

# Any other move than the step's, when the step says nothing of its own for it.
lesson-not-this-time = Not this time — { $say }
lesson-over = The lesson is over.
# The learner's seat at a lesson's table (the log tells every seat in the third person).
lesson-learner = Player
# A seat the lesson gives no name.
lesson-seat = Player { $n }

# The label of a reading's table setting in a game's RULINGS file ("- **Option:** …").
rulings-option = Option
