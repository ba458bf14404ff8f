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
