# Robotanks in the browser (robotanks.js): the lobby's form and how-to, the arena's labels
# and titles, the side panels, the controls of every phase, the hints' words, the
# animations' words and the end figures. The commands' names, groups and what they do, the
# colours' words, the facings and the hexes' labels are the game's glossary (sent by the
# server in the viewer's language): they come in as variables ($card, $tank, $colour …).
# Terms: crates/robotanks/GLOSSARY.md.
#
# $post (a post's colour) is the engine's colour key (Black, Yellow, White, Red): a
# language that declines it ("командный пункт Красного") chooses the form.

## The lobby

robotanks-watching = Hands and programs stay hidden; the Bank and face-up cards are open to all.
robotanks-replay-note = Every hand is shown; programs stay face down, as at the table.
robotanks-score-label = Cards in hand
robotanks-pitch = Program four robot tanks that loop their orders; the last command post wins.
# $program and $deactivate: the two words in bold (robotanks-howto-program, -deactivate).
robotanks-howto = You lead four robot tanks on a hex arena. Each tank runs its own { $program }: a face-down stack of command cards (move, turn, fire, specials) that it executes one card a turn and loops forever — hidden even from you. Each turn you may { $deactivate } one tank, pick its program up into your hand and give it a new one; then all your tanks execute. Hits scramble programs; a hit on a command post drains its owner's hand. A player with no cards in hand is out: the last command post wins.
robotanks-howto-program = program
robotanks-howto-deactivate = deactivate
robotanks-howto-rules = The rules of Robotanks
robotanks-howto-rulings = how coinop reads them
robotanks-howto-rulings-note = (every point the rulebook leaves open, our deck and our arena).

robotanks-players-label = Players
robotanks-players-count = { $n } players
robotanks-first-player-label = First player
robotanks-first-random = first player: drawn at random
robotanks-first-seat = seat { $n } goes first
robotanks-colours-4 = Seats take Black, Yellow, Red and White, clockwise round the arena.
robotanks-colours-3 = One colour, drawn at random, stays out; the others sit clockwise (Black, Yellow, Red, White). The player across from the empty side keeps 20 cards.
robotanks-colours-2 = Two players play opposite colours, Black and Red or Yellow and White, drawn at random.
robotanks-our-reading = our reading
robotanks-introductory = Introductory deck
robotanks-introductory-note = The rulebook's first game: the deck without Energy Ball, Virus, Self Destruct and Scan (89 cards).
robotanks-hand-label = Cards kept from the deal
robotanks-hand-18 = keep 18 cards (the rules)
robotanks-hand-12 = keep 12 cards (Shorter Game)
robotanks-post-loss = Command posts lose three cards when hit
robotanks-post-loss-note = The Shorter Game: the firer still keeps only one; the others go to the Bank.
robotanks-no-edges = Direct fire area without its edge lines
robotanks-no-edges-note = Only hexes strictly inside the 60° wedge in front of a tank can be fired at. Unticked (our reading): the hexes on the wedge's two edge lines belong to it too.
robotanks-armor-bank = A destroyed Armor goes to the Bank
robotanks-armor-bank-note = Unticked (our reading): an Armor destroyed on a 4 or 5 goes to the bottom of its tank's program, like any special whose time face up is over.
robotanks-misdeal-neither = A misdeal only without fire AND movement cards
robotanks-misdeal-neither-note = Unticked (our reading): a player may declare a misdeal when the deal lacks either kind.
robotanks-shorter-game = Shorter Game
robotanks-shorter-quote = «For a shorter game, reduce the size of the starting hands or have command posts lose three cards when hit.»
robotanks-starting-hand = Starting hand
robotanks-turn-limit = Turn limit
robotanks-turn-limit-note = turns (each player's turn counts one). A game still running then ends: the players still in with the most cards in hand win. The rulebook has no limit.
robotanks-readings = Rule readings
robotanks-readings-note = Where the rulebook could be read two ways. Unticked is our reading.
robotanks-readings-all = All our readings
robotanks-readings-rules = the rules
robotanks-turn-limit-error = The turn limit is a whole number of turns from 1 to 4000 (ours: 400).

## The rules a table plays by, in one line (parts joined by " · ")

robotanks-rules-introductory = introductory deck
robotanks-rules-full = full deck
robotanks-rules-hands = hands of { $n }
robotanks-rules-post-loss = posts lose 3
robotanks-rules-no-edges = fire area without edge lines
robotanks-rules-armor-bank = destroyed Armor to the Bank
robotanks-rules-misdeal-neither = misdeal only without fire and movement
robotanks-rules-deck = deck “{ $title }”
robotanks-rules-arena = arena “{ $title }”
robotanks-rules-max-turns = at most { NUMBER($n, useGrouping: 0) } turns

## Names and counts

robotanks-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-none = none
# A card's name inside a list of names.
robotanks-card-quoted = { $card }
robotanks-post-name = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} command post
robotanks-chip-title = { $name } ({ $group }): { $does }
robotanks-card-does = { $card }: { $does }
robotanks-player-n = Player { $n }
robotanks-your-tank = your tank
robotanks-off = OFF
robotanks-post-mark = CP
robotanks-ruin = ruin

## The steps of a turn (after "—", and the phases' list)

robotanks-step-setup = keeping a hand and choosing first programs
robotanks-step-deactivation = Deactivation
robotanks-step-bank-pick = taking a card from the Bank
robotanks-step-look-up = Look-Up
robotanks-step-programming = Programming
robotanks-step-execution = Execution
robotanks-step-target = choosing a target
robotanks-step-transwarp = choosing a tank to swap with
robotanks-step-drain = choosing a card to keep
robotanks-step-scan = choosing a tank to scan
robotanks-step-virus = rearranging a program
robotanks-step-over = game over
robotanks-phases = phases of the turn

## The end

robotanks-end-turns = { $n ->
    [one] { NUMBER($n, useGrouping: 0) } turn
   *[other] { NUMBER($n, useGrouping: 0) } turns
} played. Cards in hand are a command post's defence, and decide a game stopped by the turn limit.
robotanks-end-player = Player
robotanks-end-cards = Cards in hand
robotanks-end-tanks = Tanks left
robotanks-end-suffered = Post hits suffered
robotanks-end-suffered-title = hits on this player's command post
robotanks-end-made = Post hits made
robotanks-end-made-title = hits this player's tanks made on command posts
robotanks-end-at-end = At the end
robotanks-end-out = out
robotanks-end-won = won
robotanks-end-in = in
robotanks-game-over = Game over
# $who: the winners, in a list.
robotanks-end-last-post = { $who } holds the last command post and wins!
robotanks-end-stalemate = { $who } — no tank is left to fight: the most cards in hand win.
robotanks-end-limit = { $who } — the turn limit: the most cards in hand win.

## The hint's words (the controls that make a move)

robotanks-hint-keep-suggested = “Keep a suggested hand” keeps the computer's whole hand in one click
robotanks-hint-first-program = { $card } as the first program of { $tank }
robotanks-hint-set-aside = Set aside { $card }
robotanks-hint-place = Place { $card } next
robotanks-hint-place-again = Place { $card } next — already placed here
robotanks-hint-deactivate = Deactivate { $n }
robotanks-hint-give = Trade in { $card }
robotanks-hint-give-again = Trade in { $card } — already chosen
robotanks-hint-take-bank = Take { $card } from the Bank
robotanks-hint-take = Take { $card }
robotanks-hint-keep = Keep { $card }
robotanks-hint-target = Fire at { $target }
robotanks-hint-warp = Swap places with { $tank }
robotanks-hint-scan = Scan { $tank }
robotanks-roll = Roll the die
robotanks-pass = Pass: no trade
robotanks-misdeal = Declare a misdeal
robotanks-done = Done
robotanks-confirm-program = Confirm the program
robotanks-hint-leave-empty = Leave it without a program

## Auto: the computer makes the rest of the deal

robotanks-auto-yours = The computer would choose “{ $choice }” here: that is yours to decide
robotanks-auto = Auto
robotanks-auto-on = — on: press again to stop
robotanks-auto-off = — let the computer choose the rest of my deal
robotanks-auto-stop-title = Stop: choose the rest of the deal yourself
robotanks-auto-start-title = Let the computer choose the rest of my deal
robotanks-auto-heading = The deal: the computer chooses
robotanks-auto-progress-hand = The computer is choosing the rest of your deal as it would for itself: choosing the { $n ->
    [one] { $n } card
   *[other] { $n } cards
} to keep.
robotanks-auto-progress-programs = The computer is choosing the rest of your deal as it would for itself: choosing first programs, { $n } of 4 chosen.
robotanks-chosen = Chosen:

## The map

robotanks-arena-label = the arena: a hex map with the tanks, command posts and docks
robotanks-hex-floor = { $hex }: floor
robotanks-hex-wall = { $hex }: wall
robotanks-column = column { $letter }
robotanks-column-note = column { $letter } ({ $note })
robotanks-row = row { $n }
robotanks-dock = { $colour }'s dock for tank { $n }
robotanks-post-ruin = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} command post: a ruin (its player is out)
robotanks-post-title = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} command post
robotanks-post-title-hand = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} command post — { $name } holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand, its defence
robotanks-tank-wreck = { $tank } at { $hex }: a wreck (an object in the way, out of the game)
# $up: the face-up cards' names ($upCount of them); $inactive: yes or no.
robotanks-tank-title = { $tank } at { $hex }: facing { $facing } { $arrow }; { $down ->
    [one] { $down } card
   *[other] { $down } cards
} face down{ $upCount ->
    [0] {""}
   *[other] ; face up: { $up }
}{ $inactive ->
    [yes] ; deactivated for reprogramming
   *[no] {""}
}
robotanks-next-title = { $tank } next: { $card }
robotanks-next-title-bumps = { $tank } next: { $card } — it runs into something: a hit to both
robotanks-info-idle = Point at a tank (or tap it) for its cards and direct fire area. On a tank: its number on the turret, its face-down cards in the bottom corner, OFF and face-up cards in the other corners. Above your tanks, the code of the card each executes next, as you remember your programs; a dashed arrow shows where it takes the tank, a red cross where it runs into something.
# $note: the glossary's note on the columns' letters ("columns skip B, R, W and Y: …").
robotanks-info-columns = The { $note }.
robotanks-info-wreck = { $tank } at { $hex } a wreck.
# $cards: "3 cards" in bold (robotanks-cards).
robotanks-info-tank = { $tank } at { $hex } facing { $facing } { $arrow } · { $cards } face down
robotanks-info-face-up = face up: { $cards }
robotanks-info-deactivated = deactivated
robotanks-info-turret = fire area: all round ({ $card })
robotanks-info-next = next: { $card } { $note }
robotanks-info-next-bumps = (runs into something: a hit to both)
robotanks-info-next-remembered = (as you remember your program)
robotanks-info-scan = your scan: { $cards }
robotanks-info-scan-none = your scan: nothing face down
robotanks-pick-range = r{ $range }
robotanks-pick-target = fire at { $target } (range { $range })
robotanks-pick-warp = swap places with { $tank }
robotanks-pick-scan = scan { $tank }'s program

## The status line

robotanks-status-deal = The deal: every player keeps a hand and chooses first programs
robotanks-status-turn = Turn { NUMBER($turn, useGrouping: 0) }
robotanks-status-you-are = You are { $colour }
robotanks-status-watching = watching
robotanks-status-replay = replay
robotanks-status-your-move = your move

## The side panels

robotanks-hand-heading = Your hand — { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-hand-unknown = the cards show when this turn's moves have played
robotanks-empty = empty
robotanks-hand-defence = Your hand is your command post's defence: a player with no cards in hand is out.
robotanks-players = Players
robotanks-setting-aside = setting aside { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-choosing-programs = choosing first programs ({ $n } of 4)
robotanks-ready = ready
robotanks-you = (you)
robotanks-went-first = went first
robotanks-first = 1st
robotanks-playing = playing
robotanks-out = out
robotanks-in-hand-title = cards in hand: the command post's defence
# $n: the count, in bold.
robotanks-in-hand = { $n } in hand
robotanks-their-hand = hand:
robotanks-their-hand-unknown = shown when the moves have played
robotanks-wreck = wreck
robotanks-bank = The Bank
robotanks-bank-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}, face up
robotanks-bank-traded = Traded in at this Look-Up (they reach the Bank after it):

## The controls

robotanks-your-move = Your move
robotanks-your-turn = Your turn
robotanks-deal = The deal
robotanks-choosing-for-you = The computer is choosing your hand as it would its own…
robotanks-sending = Sending…
robotanks-deal-done = Your hand is kept and your four first programs chosen.
robotanks-watching-prefix = Watching:
robotanks-replay-prefix = Replay:
# $who: the players still choosing, separated by commas.
robotanks-deal-waiting = Waiting for { $who } (everyone keeps a hand at once, unseen).
robotanks-your-first-programs = Your first programs:
robotanks-executing-first = Your tanks execute their programs, tank 1 first…
robotanks-watching-who = Watching: { $who } — { $step }.
robotanks-replay-who = Replay: { $who } — { $step }.
robotanks-executing = Your tanks are executing…
robotanks-step-now = { $step }…
robotanks-waiting-for = Waiting for { $who } — { $step }.

robotanks-deal-keep-heading = The deal: keep { $keep } of your { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-good-hand = A good hand has moves and turns to reach an enemy command post, and fire cards to shoot it.
robotanks-keep-suggested = Keep a suggested hand
robotanks-keep-suggested-words = the computer's choice of { $n }
# $or: yes when the suggested hand's button is above; $mode: keep or aside.
robotanks-pick-count = { $or ->
    [yes] Or click
   *[no] Click
} the { $n } cards to { $mode ->
    [keep] keep
   *[aside] set aside
} ({ $k } of { $n } chosen):
robotanks-deal-aria = Your deal: click a card to { $mode ->
    [keep] keep it
   *[aside] set it aside
} ({ $k } of { $n } chosen)
robotanks-keep-first = Choose { $n } cards to { $mode ->
    [keep] keep
   *[aside] set aside
} first
robotanks-keep-these-title = Keep these; the other { $n } go to the Bank, face up, once everyone has chosen
robotanks-keep-others-title = Keep the other { $n }; these go to the Bank, face up, once everyone has chosen
robotanks-keep-these = Keep these { $n }
robotanks-set-aside-these = Set these { $n } aside
robotanks-misdeal-title = Your deal has no fire cards or no movement cards: the whole deck is dealt again
robotanks-picked = { $mode ->
    [keep] Keeping
   *[aside] Setting aside
} { $k } of { $n }
robotanks-picked-back = — click one to put it back
robotanks-put-back = Put it back
robotanks-group-count = { $n } { $group }
robotanks-misdeal-hint = Your deal has no fire cards, or no movement (move or turn) cards: you may declare a misdeal, and everyone is dealt again ({ $link }).
robotanks-first-programs-heading = The deal: first programs
robotanks-first-programs = Choose one card from your hand for each tank's first program. Now: { $tank } ({ $n } of 4).
robotanks-your-hand-count = Your hand ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}):

robotanks-look-up-how = You may trade two cards from your hand for one card from the Bank, or pass. Choose both cards to trade in and the Bank card to take; nothing is sent until you confirm.
robotanks-give-head = Your hand — choose { $n ->
    [2] two cards
   *[other] one card
} to trade in:
robotanks-trade-slot = a card to trade in
robotanks-traded-in = Traded in: { $n } of 2 (click one to keep it)
robotanks-bank-take = Bank — take one
robotanks-bank-empty-pass = The Bank is empty: there is nothing to take, so pass.
robotanks-undo = Undo
robotanks-undo-choice = Take the last choice back
robotanks-clear = Clear
robotanks-clear-choices = Take every choice back
# $cards: the cards traded in, by name; $card: the Bank's card.
robotanks-trade-words = Trade { $cards } for { $card }
robotanks-trade-choose = Choose two cards to trade in and one Bank card to take
robotanks-confirm-trade = Confirm the trade
robotanks-pass-clear-first = Clear your choices to pass
robotanks-pass-title = No trade this turn
robotanks-after-trade = After the trade you hold { $n ->
    [one] { $n } card
   *[other] { $n } cards
}: a player with none is out.

robotanks-program-how = Give { $tank } a new program from your hand: click cards in the order it should execute them (the first comes up first, and the program loops). Nothing is sent until you confirm.
robotanks-friendly-fire = Mind the aim: a direct fire card (Fire Cannon, Displacer, Electro-Grounded, Virus) hits the nearest object in the tank's fire area — your own tanks and post too. A move into a wall or an object stops short and both take a hit (a hit scrambles a program and costs it a card).
robotanks-hand-left = { $left } of your { $n ->
    [one] { $n } card
   *[other] { $n } cards
} left — click to place next:
robotanks-undo-card = Take the last card back into your hand
robotanks-clear-cards = Take every card back into your hand
robotanks-placed-earlier = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} placed earlier
robotanks-empty-so-far = empty so far
robotanks-confirm-program-n = Confirm the program — { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-place-one-first = Place at least one card first
robotanks-leave-empty = Leave it without a program…
robotanks-last-card = That is your last card: with no cards in hand you are out at once.
robotanks-keep-cards = Keep cards in your hand: they defend your command post, and a player with none is out ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
} left).
robotanks-empty-aria = Leave the tank without a program?
robotanks-empty-question = Leave { $tank } without a program?
# $wreck: robotanks-empty-wreck, in bold.
robotanks-empty-explain = A tank with no cards is destroyed when execution begins: it becomes a { $wreck } for the rest of the game. Its old program stays in your hand.
robotanks-empty-wreck = wreck
robotanks-empty-yes = Yes — leave it empty and wreck it
robotanks-empty-no = No, keep programming
robotanks-empty-warn = A tank left with no program is destroyed when execution begins.

robotanks-virus-heading = Virus: rearrange a program
robotanks-virus-how = Your Virus hit { $tank }: rearrange its whole program face down, top first. All { $n ->
    [one] { $n } card
   *[other] { $n } cards
} of it must go back; you may add cards from your hand.
robotanks-virus-placed = { $n } placed
robotanks-virus-still = Still to place (its cards):
robotanks-virus-all-placed = All its cards are placed; add more from your hand, or finish.
robotanks-place-next = Place next:
robotanks-virus-theirs = theirs

robotanks-deactivation-heading = Your turn: Deactivation
robotanks-deactivation-how = Deactivate one of your tanks to reprogram it (its program, face-up cards too, goes to your hand), or roll a die: on a 1 you take a card from the Bank. Without a deactivated tank, your tanks simply execute.
robotanks-deactivate-facing = , facing { $facing },
robotanks-deactivate-down = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} down
# $cards: the face-up cards' codes (and their names for a screen reader).
robotanks-deactivate-up = , { $cards } up
robotanks-rolled-one = You rolled a 1
robotanks-bank-pick-how = Take any one card from the Bank into your hand.
robotanks-target-heading = Choose a target
robotanks-target-how = { $tank } fires { $weapon } with its { $target } card: choose any object in its direct fire area — click a ringed object on the map, or a button.
robotanks-range = range { $range }
robotanks-warp-colour = colour { $colour }
robotanks-warp-any-colour = any colour
robotanks-warp-number = number { $n }
robotanks-warp-any-number = any number
robotanks-warp-heading = Transwarp
robotanks-warp-how = { $tank } transwarps: the dice show { $d1 } and { $d2 } — a 5 or 6 is yours to choose ({ $chosen }). Choose the tank to swap places with (click a ringed tank).
robotanks-drain-heading = A command post hit
robotanks-drain-post = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
}'s command post
# $post: the post hit (robotanks-drain-post); $cards: the cards taken, by name.
robotanks-drain-how = Your tank hit { $post }: you took { $cards } from its hand. Keep one; the other goes to the Bank.
robotanks-drain-how-unnamed = Your tank hit { $post }: you took cards from its hand. Keep one; the other goes to the Bank.
robotanks-scan-heading = Scan
robotanks-scan-how = Look at any tank's face-down program, in order: only you will see it (it shows in your log). Click a ringed tank, or a button.
robotanks-scan-down = { $n } down
robotanks-choose-below = { $step }: choose below.
robotanks-scan-result = Your scan of { $tank }, top first: { $cards }.
robotanks-scan-result-none = Your scan of { $tank }, top first: nothing face down.
robotanks-to-map = ↑ the map

## The animations: the tray's words, captions over the map, bursts

robotanks-say-turn = Turn { NUMBER($turn, useGrouping: 0) }: { $colour } — { $name }
robotanks-say-first = { $colour } goes first
robotanks-say-deactivated = { $tank } is deactivated: its program ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}) goes to the hand
robotanks-bank-die = Bank die
robotanks-bank-die-one = a card from the Bank
robotanks-bank-die-nothing = nothing
robotanks-say-took = { $colour } takes { $card } from the Bank
robotanks-say-traded = { $colour } trades in { $card }
robotanks-say-executes = { $tank } executes { $card }
robotanks-say-executes-zoom = { $tank } executes { $card } (zoom)
robotanks-say-idle = { $tank } has only face-up cards: it does nothing
robotanks-caption-idle = idle
robotanks-caption-face-up = { $card } stays face up
# $card: the Zoom card's name.
robotanks-caption-zoom = { $card }: { $n } cards
robotanks-say-collided = { $tank } runs into { $target }
robotanks-say-collided-wall = { $tank } runs into a wall
robotanks-burst-crash = CRASH
robotanks-caption-no-target = nothing in its fire area
robotanks-say-no-target = { $tank } has nothing in its fire area
robotanks-say-targets = { $tank } targets { $target } at range { $range }
robotanks-say-picks = { $tank } picks out { $target } at range { $range }
robotanks-die-range = range { $range }:
robotanks-die-hit = hit
robotanks-die-miss = miss
# $card: the Auto Hit card's name.
robotanks-die-auto-hit = { $card }:
robotanks-die-auto-hit-words = hits without a die
robotanks-caption-miss = miss
robotanks-caption-spun = spun round
robotanks-die-laser = Laser:
robotanks-die-laser-sum = = { $n } hexes
robotanks-die-mortar = Mortar:
robotanks-die-mortar-ahead = { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
} ahead
robotanks-burst-boom = BOOM
robotanks-die-ball-turn = turn
robotanks-die-ball-distance = distance
robotanks-say-ball = the energy ball strikes { $target }
robotanks-say-ball-wall = the energy ball strikes a wall
robotanks-die-warp-colour = colour
robotanks-die-warp-tank = tank
robotanks-caption-radar = radar: { $target }
robotanks-say-self-destruct = { $tank } SELF-DESTRUCTS: { $n ->
    [one] { $n } attack
   *[other] { $n } attacks
}
robotanks-burst-self-destruct = SELF-DESTRUCT
robotanks-burst-double-hit = DOUBLE HIT
robotanks-burst-hit = HIT
robotanks-die-armor = Armor:
robotanks-armor-dissipates = dissipates
robotanks-armor-lost = armor lost
robotanks-armor-through = the hit lands
robotanks-say-scrambled = { $tank }'s program is scrambled: { $n ->
    [one] { $n } card
   *[other] { $n } cards
} to the Bank
robotanks-say-wrecked = { $tank } is a wreck
robotanks-burst-wreck = WRECK
robotanks-say-drained = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
}'s command post is hit: { $by } takes { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
robotanks-caption-reprogrammed = reprogrammed by a Virus
robotanks-caption-scanned = scanned by { $colour }
robotanks-say-eliminated = { $post ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
}'s command post is DESTROYED: { $name } is out
robotanks-burst-destroyed = DESTROYED
