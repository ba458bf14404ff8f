# Anarcade's page (anarcade.js): the lobby's options and card sets, the table, its
# controls, its notes while a move plays out, the end figures. The game's own terms (the
# kinds of symbol, the phases, our card set's names) come with the table from the engine's
# glossary; the few here stand in where no glossary is at hand (the lobby, a rules page).
# Terms: crates/anarcade/GLOSSARY.md.

## Terms where no glossary is at hand

anarcade-kind = { $kind ->
    [Draw] Draw
    [Earn] Earn
    [Score] Score
   *[Buy] Buy
}
anarcade-kind-letter = { $kind ->
    [Draw] D
    [Earn] E
    [Score] S
   *[Buy] B
}
anarcade-player = Player { $n }
# A player, short: on the boards and the score rows.
anarcade-player-short = P{ $n }
anarcade-player-short-named = P{ $n } { $name }

## Cards and symbols

# A card's symbols in words, one kind: "2 Earn"; kinds are listed with the separator.
anarcade-symbol-count = { $n } { $name }
anarcade-list-separator = {", "}
anarcade-no-symbols = no symbols
# A kind of Action Card, with its stack's colour: "Earn card (yellow)".
anarcade-kind-card = { $name } card ({ $colour })
anarcade-kind-card-plain = { $name } card
anarcade-hidden-card = a hidden card
anarcade-a-card = a card
anarcade-card-title = { $name } — { $kind }, cost { $cost }: { $symbols }
anarcade-card-title-starter = { $name } — Starter Card: { $symbols }
anarcade-face-down-card = a face-down card
anarcade-face-down = face down
anarcade-cost = cost
anarcade-cost-title = cost { $cost }
anarcade-starter-mark = Starter
anarcade-arcade-title = { $name }: High Score { $score }
anarcade-arcade-gives = { $name }: everyone gets { $symbols }
anarcade-arcade-n = Arcade Card { $n }
# An Action Card in the log: its name, then its symbols drawn.
anarcade-log-card = { $name } { $symbols }
anarcade-empty = empty
anarcade-none = none

## Card sets: the lobby's, the table's, a rules page's

anarcade-a-card-set = a card set
anarcade-cs-arcade = Arcade Cards ({ $n }): the High Score, and the symbols they give every player
anarcade-high-score = High Score
anarcade-cs-starters = Starter Cards ({ $n } for each player, cost nothing)
anarcade-cs-stacks = Action Stacks: how many, name, cost, symbols
anarcade-cs-stack-head = { $name } ({ $colour }) · { $n }
anarcade-cs-stack-head-plain = { $name } · { $n }
anarcade-cards-of-game = The cards of this game

## A card file typed or loaded in the lobby

anarcade-file-empty = your card set is empty: paste a card file, or choose ours
anarcade-file-json = your card set (JSON): { $error }
anarcade-file-line = your card set, line { $line }: { $why }
anarcade-file-tables = only [[arcade]], [[starter]] and [[action]] tables are read here
anarcade-file-key-value = write key = value
anarcade-file-multiline = multi-line strings are not read here: write the text on one line, or paste JSON
anarcade-file-no-quote = a string with no closing quote
anarcade-file-escape = a string with an escape JSON does not know
anarcade-file-no-value = a value is missing
anarcade-file-bad-value = { $value }: a value is a "string", a number, true or false
anarcade-file-unexpected = unexpected { $text }

## The lobby

anarcade-watching = Hands stay hidden; every Discard Stack is open (click one to look through it).
anarcade-replay-note = Every hand is shown.
# The scores the end names: Aces.
anarcade-score-label = Aces
anarcade-pitch = Play cards to earn and score Credits; Ace three Arcade Cards.
anarcade-howto = Each turn you lay out your hand of three cards. Their symbols, and those of the face-up Arcade Card, are your actions, phase by phase: { $draw } more cards, { $earn } Credits, { $score } Credits on the Arcade Card, { $buy } better cards from the four stacks. Fill the Arcade Card up to its High Score to Ace it; the first to Ace three is the King of the Arcade.
anarcade-howto-rules = { $rules } · { $rulings } (every point the rulebook leaves open, and our card set).
anarcade-howto-rules-link = The rules of Anarcade
anarcade-howto-rulings-link = how coinop reads them
anarcade-players-label = Players
anarcade-players = { $n } players
anarcade-first-player-label = First player
anarcade-first-player-random = first player: drawn at random
anarcade-first-player-seat = seat { $seat } goes first
anarcade-aces-to-win-label = Aces to win
anarcade-aces-3 = 3 Aces win (the rules)
anarcade-aces-2 = 2 Aces win (a shorter game)
anarcade-aces-1 = 1 Ace wins (a quick game)
anarcade-credit-limit = Credit limit
anarcade-credit-limit-note = Credits you may keep at the end of your turn (the rules: 6).
anarcade-credit-limit-error = The Credit limit is a number from 1 to 60 (the rules: 6).
anarcade-catch-up = Catch-up Credits
anarcade-catch-up-none = none (the rules)
anarcade-catch-up-n = { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} a place
anarcade-catch-up-note = Starting Credits for each place after the first player, against the first player's edge.
anarcade-our-reading = our reading
anarcade-readings = Rule readings
anarcade-readings-hint = Where the rulebook could be read two ways. Unticked is our reading.
anarcade-readings-all = All our readings
anarcade-reading-compulsory-draws = Compulsory draws
anarcade-reading-compulsory-draws-note = Every Draw action must be taken; nobody may stop drawing early.
anarcade-reading-open-stacks = Open Action Stacks
anarcade-reading-open-stacks-note = Anyone may look through the Action Stacks, not only see each top card.
anarcade-card-set-label = Card set
anarcade-card-set-ours = coinop's card set
anarcade-card-set-own = Your own card set…
anarcade-own-cards-label = Your card file (TOML or JSON)
anarcade-cards-file-label = Load a card file
anarcade-own-cards-hint = Paste a card file in the format of ours (TOML), or JSON of the same shape. { $format } · { $checked }
anarcade-own-cards-format = The format
anarcade-own-cards-checked = what is checked (§29)
anarcade-start-from-ours = Start from ours
anarcade-load-file = Load a file: { $file }
anarcade-cards-summary = The cards
anarcade-cards-summary-ours = The cards — { $title }: { $n ->
    [one] { $n } Arcade Card
   *[other] { $n } Arcade Cards
}, four Action Stacks; see them all
anarcade-play-with = Play with

## The rules a table plays by, in one line

anarcade-rules-aces-3 = 3 Aces win
anarcade-rules-aces = { $n ->
    [one] { $n } Ace
   *[other] { $n } Aces
} to win
anarcade-rules-credit-limit = Credit limit { $n }
anarcade-rules-compulsory-draws = compulsory draws
anarcade-rules-open-stacks = open Action Stacks
anarcade-rules-catch-up = catch-up { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} a place
anarcade-rules-own-cards = cards “{ $title }”
anarcade-rules-our-cards = our card set
anarcade-rules-max-turns = at most { $n } turns

## The table

anarcade-board-label = the arcade: Arcade Card, Action Stacks, cards in play, players
anarcade-game-over = Game over
anarcade-status-turn = Turn { $turn }
anarcade-status-current = { $player } — { $phase }
anarcade-you-are = You are P{ $n }
anarcade-watching-short = watching
anarcade-replay-short = replay
anarcade-your-move = your move
anarcade-score-row-title = { $name }: { $scored } of { $high } Credits scored
anarcade-score-row-sr = { $name } has scored { $scored } of { $high }
anarcade-arcade-card = Arcade Card
anarcade-no-arcade-card = no Arcade Card
anarcade-king-banner = KING OF THE ARCADE
anarcade-nobody-wins = NOBODY WINS
anarcade-high-score-banner = HIGH SCORE
anarcade-everyone-gets = everyone gets
anarcade-scored-on-it = Credits scored on it
anarcade-arcade-stack-title = The Arcade Stack: face down, its order unknown; which cards are left is public
anarcade-arcade-stack-count = { $n } Arcade Stack
anarcade-arcade-stack-pop = Still face down (order unknown):
anarcade-token-machine-empty = The Token Machine is empty: { $n } stand-ins («any objects») are in use
anarcade-token-machine-title = { $n } Credits in the Token Machine
anarcade-token-machine-count = { $n } Token Machine

## The Action Stacks

anarcade-stack-count-title = { $n } cards in the { $kind } Action Stack
anarcade-pay-free = free
anarcade-pay-buy = { $buy } Buy
anarcade-pay-credits = { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
}
anarcade-pay-both = { $buy } Buy + { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
}
anarcade-cannot-afford = costs { $cost }; you have { $have }
anarcade-stack-label = { $kind } Action Stack, { $n } cards; top: { $top }
anarcade-stack-label-face-down = { $kind } Action Stack, face down
anarcade-stack-label-empty = { $kind } Action Stack, empty
# A stack as a button in the Buy phase, in words: the card, its cost, what it gives.
anarcade-stack-named-empty = { $kind } Action Stack: empty
anarcade-stack-named-buy = Buy { $card } from the { $kind } stack — cost { $cost }, paid with { $paid }: gives { $gives }; { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in the stack, key { $key }
anarcade-stack-named-cannot = Cannot buy { $card } from the { $kind } stack — cost { $cost }, you have { $have }: gives { $gives }; { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in the stack
anarcade-stack-named-cannot-now = Cannot buy { $card } from the { $kind } stack — cost { $cost }: gives { $gives }; { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in the stack
anarcade-buy-it = Buy it: { $paid }
anarcade-look-through = look through ({ $n })
anarcade-stack-top-first = The { $kind } Action Stack, top first:

## The turn in play

anarcade-play-over = The game is over
anarcade-play-title = Turn { $turn }: { $player }
anarcade-play-title-you = Turn { $turn }: { $player } (you)
anarcade-in-play-label = cards in play
anarcade-no-cards-in-play = No cards in play.
anarcade-actions-this-turn = Actions this turn
anarcade-left = { $n } left
anarcade-scored-n = { $n } scored
anarcade-from-arcade = { $n } of them from the Arcade Card
anarcade-your-hand = Your hand — you lay it out when your next turn begins
anarcade-phases-label = phases of the turn

## The hint's words for an action, and why

anarcade-draw-card = Draw a card
anarcade-stop-drawing = Stop drawing
anarcade-end-turn = End turn
anarcade-score-nothing = Score nothing
anarcade-score-n = Score { $n }
anarcade-score-n-aces = Score { $n } — Ace it!
anarcade-hint-buy = Buy { $card } from the { $kind } Action Stack (cost { $cost })
anarcade-hint-buy-any = Buy from the { $kind } Action Stack
anarcade-hint-why = { $card } gives { $symbols } when played
anarcade-hint-why-each = { $card } gives { $symbols } when played (each: { $does })

## The other players' turns, said when yours comes

anarcade-turn-ended = Your turn ended by itself: nothing left on top of the Action Stacks cost { $power } or less, all you had to spend.
anarcade-away-earned = earned { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
anarcade-away-scored = scored { $n } ({ $total } of { $high })
anarcade-away-bought = bought { $card }
anarcade-away-aced = Aced the Arcade Card!
anarcade-away-played = played { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
anarcade-away-played-nothing = played nothing
anarcade-away-turn = { $player } { $did }
anarcade-away-separator = {"; "}
anarcade-while-away-head = While you waited:
anarcade-while-away = { $waited } { $turns }.

## The controls

anarcade-end-king = { $players } is the King of the Arcade!
anarcade-end-shared = { $players } share the win.
anarcade-end-turn-limit = The turn limit is reached: nobody wins.
anarcade-playing-out = Playing out your move…
anarcade-sending = Sending…
anarcade-waiting-for = Waiting for { $player } ({ $phase }).
anarcade-watching-playing = Watching: { $player } is playing ({ $phase }).
anarcade-replay-playing = Replay: { $player } is playing ({ $phase }).
anarcade-draw-phase-head = Draw phase:
anarcade-draw-phase = { $n ->
    [one] { $n } Draw action
   *[other] { $n } Draw actions
} left. A card drawn is played at once, and its own Draw symbols draw again. { $stack }
anarcade-draw-reshuffle = Your Draw Stack is empty: your Discard Stack ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}) is shuffled into a new one first.
anarcade-draw-holds = Your Draw Stack holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
}.
anarcade-score-phase-head = Score phase:
anarcade-score-phase = move Credits onto { $arcade }. You have { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
} and { $symbols ->
    [one] { $symbols } Score symbol
   *[other] { $symbols } Score symbols
}; { $togo } more { $togo ->
    [one] Aces
   *[other] Ace
} it (High Score { $high }).
anarcade-score-phase-none = move Credits onto the Arcade Card. You have { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
} and { $symbols ->
    [one] { $symbols } Score symbol
   *[other] { $symbols } Score symbols
}; { $togo } more { $togo ->
    [one] Aces
   *[other] Ace
} it (High Score —).
anarcade-score-most = the most you can (Enter)
anarcade-buy-phase-head = Buy phase:
anarcade-buy-phase = { $buy } Buy + { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
} = { $power } to spend. Click a stack's top card to buy it (keys 1–4); Buy symbols are spent first. Bought cards go to your Discard Stack.
anarcade-limit-warning = At the end of your turn, Credits above { $limit } go back to the Token Machine: { $over } now.

## The players' boards

anarcade-victory-empty = an empty place in the Victory Area
anarcade-known-own = In your Draw Stack (order unknown):
anarcade-known-draw = In the Draw Stack (order unknown):
anarcade-known-hand-and-draw = In the hand and Draw Stack together (order unknown):
anarcade-discard-title = The Discard Stack: open to all. Click to look through it.
anarcade-discard-count = { $n } Discard
anarcade-discard-pop = Discard Stack, top first ({ $n }):
anarcade-owned = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} owned in all.
anarcade-hand-title = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand
anarcade-hand-title-shown = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand: { $cards }
anarcade-hand-count = { $n } Hand
anarcade-draw-title = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} face down in the Draw Stack
anarcade-draw-count = { $n } Draw
anarcade-player-numbers = Player numbers follow the turn order: Player 1 took the first turn
anarcade-you = (you)
anarcade-first-title = took the first turn of the game (the rulebook's Player 1)
anarcade-first-tag = 1st
anarcade-playing-tag = playing
anarcade-king-tag = King
anarcade-victory-title = Victory Area: { $n } of { $of } Aces
anarcade-credits-title = { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
anarcade-credits-title-scored = { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}, and { $scored } on the Arcade Card
anarcade-credits-count = { $strong } { $n ->
    [one] Credit
   *[other] Credits
}
anarcade-credits-count-over = { $strong } { $n ->
    [one] Credit
   *[other] Credits
} (limit { $limit })
anarcade-deck-title = every card this player owns
anarcade-deck = deck { $n }
anarcade-shown-hand = hand:

## The end figures

anarcade-chart-label = Each player's Aces, plus the share of the High Score scored on the Arcade Card, turn by turn
anarcade-chart-hint = The way to the win, turn by turn: Aces, plus the share of the High Score on the current Arcade Card
anarcade-aces-named = { $n } ({ $names })
anarcade-end-player = Player
anarcade-end-aces = Aces
anarcade-end-earned = Credits earned
anarcade-end-scored = Credits scored
anarcade-end-drawn = Cards drawn
anarcade-end-drawn-title = cards drawn and played by Draw actions
anarcade-end-bought = Cards bought

## Notes while a move plays out

anarcade-note-reshuffled = { $name } shuffles the Discard Stack into a new Draw Stack
anarcade-note-stopped = stops drawing ({ $n ->
    [one] { $n } Draw action
   *[other] { $n } Draw actions
} skipped)
anarcade-note-out-of-cards = no card left to draw ({ $n } unused)
anarcade-note-earned = earns { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
anarcade-note-scored = scores { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}: { $total } of { $high }
anarcade-note-scored-aced = scores { $n }: { $total } of { $high } — Aced at the end of the turn!
anarcade-note-score-nothing = scores nothing
anarcade-note-bought = buys { $card }
anarcade-ace-burst = ACE!
anarcade-note-aced = { $name } Aces { $arcade }!
anarcade-note-new-arcade = new Arcade Card: { $arcade }
anarcade-note-excess = returns { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} above the limit
