# Anarcade: the log's words, the headings, the glossary. Variables in { … } that name a
# player, a card or an Action Stack stay linked wherever a sentence puts them.

## Names

# The game's name, as pages and reports title it.
game-title = Anarcade


# A player, numbered in turn order from the first player.
player = Player { $n }
# The four kinds of symbol, each also an Action Stack and a phase of the turn.
kind = { $kind ->
    [Draw] Draw
    [Earn] Earn
    [Score] Score
   *[Buy] Buy
}
# The letter a symbol is drawn with (in English, the card files' notation).
kind-letter = { $kind ->
    [Draw] D
    [Earn] E
    [Score] S
   *[Buy] B
}
# A stack's colour.
kind-colour = { $kind ->
    [Draw] blue
    [Earn] yellow
    [Score] purple
   *[Buy] green
}
# What one symbol of a kind does in a turn.
kind-does = { $kind ->
    [Draw] draw and play another card from your Draw Stack
    [Earn] take a Credit from the Token Machine
    [Score] move one of your Credits onto the Arcade Card
   *[Buy] pay 1 of a card's cost in the Buy phase
}
# An Action Card: its name and its symbols' letters ("Coin Slot [E E]").
card-words = { $name } [{ $symbols }]
card-hidden = a card
# An Arcade Card: its name and High Score.
arcade-words = { $name } (High Score { $score })
arcade-hidden = an Arcade Card
# An Action Stack, by its kind's name.
stack = { $kind } Action Stack
credits = { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
# Between cards listed one after another.
cards-separator = {", "}
# Between winners of a shared win.
winners-separator = {", "}

## The phases of the turn

phase-draw = Draw phase
phase-score = Score phase
phase-buy = Buy phase
phase-over = game over

## Why the game ended

end-aces = a player Aced enough to be King of the Arcade
end-arcade-empty = the Arcade Stack is empty: the most Aces win
end-turn-limit = the turn limit is reached: nobody wins

## Headings

heading-turn = Turn { $turn } — { $player }
heading-turn-alone = Turn { $turn }
heading-ace = Ace!
heading-game-over = Game over

## The log

turn-begins = — turn { $turn }: { $player } —
played = { $player } plays { $card }
played-drawn = { $player } draws and plays { $card }
reshuffled = { $player } shuffles the Discard Stack into a new Draw Stack ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})
stopped-drawing = { $player } stops drawing, skipping { $n ->
    [one] { $n } Draw action
   *[other] { $n } Draw actions
}
out-of-cards = { $player } has no card left to draw ({ $n ->
    [one] { $n } Draw action
   *[other] { $n } Draw actions
} unused)
earned = { $player } earns { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
scored = { $player } scores { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} on the Arcade Card: { $total } of { $high }
scored-aced = { $player } scores { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} on the Arcade Card: { $total } of { $high } — Aced at the end of the turn
skipped-score = { $player } scores nothing
# What a card was bought for: Buy symbols, Credits, both, or nothing.
paid-nothing = for nothing
paid-buy = for { $buy } Buy
paid-credits = for { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
}
paid-both = for { $buy } Buy and { $credits ->
    [one] { $credits } Credit
   *[other] { $credits } Credits
}
bought = { $player } buys { $card } from the { $stack } { $paid }
aced = { $player } ACES { $arcade } — { $aces ->
    [one] { $aces } Arcade Card
   *[other] { $aces } Arcade Cards
} in the Victory Area
score-returned = { $player } gets { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} back from the Arcade Board
new-arcade = new Arcade Card: { $arcade }
excess-returned = { $player } returns { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} above the limit to the Token Machine
nothing-to-buy = { $player } can buy nothing: no top card of the Action Stacks costs { $power } or less, so the turn ends
hand-drawn-hidden = { $player } draws a new hand of { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
hand-drawn = { $player } draws a new hand: { $cards }
game-over-king = GAME OVER — { $player } is the King of the Arcade
game-over-empty = GAME OVER — the Arcade Stack is empty; most Aces: { $winners }
game-over-turn-limit = GAME OVER — the turn limit is reached: nobody wins

## Our own card set's names (content/champion-gold.toml): a card file's names are its own.

set-title = Champion Gold (coinop's design)
set-note = Our design: the rulebook prints no card list. Type in the printed cards in this format to play them.

name-asteroid-belt = Asteroid Belt
name-maze-muncher = Maze Muncher
name-frog-crossing = Frog Crossing
name-barrel-climb = Barrel Climb
name-invader-wave = Invader Wave
name-star-cruiser = Star Cruiser
name-tunnel-racer = Tunnel Racer
name-robot-arena = Robot Arena
name-dragon-dungeon = Dragon Dungeon
name-pixel-champion = Pixel Champion
name-insert-coin = Insert Coin
name-insert-coin-play = Insert Coin: Play
name-insert-coin-shop = Insert Coin: Shop
name-extra-life = Extra Life
name-continue-screen = Continue Screen
name-warp-zone = Warp Zone
name-bonus-round = Bonus Round
name-combo-chain = Combo Chain
name-hyper-mode = Hyper Mode
name-coin-slot = Coin Slot
name-token-pusher = Token Pusher
name-free-play = Free Play
name-jackpot = Jackpot
name-change-machine = Change Machine
name-high-score = High Score
name-initials = Initials
name-perfect-run = Perfect Run
name-speed-run = Speed Run
name-kill-screen = Kill Screen
name-prize-counter = Prize Counter
name-ticket-roll = Ticket Roll
name-claw-machine = Claw Machine
name-mega-ticket = Mega Ticket
name-golden-ticket = Golden Ticket

## Why an action is refused (the engine's error, to the player who tried it)

# Scoring more than the rules leave room for: $n asked, $left what the Arcade Card still
# takes before its High Score $high, $room the most that may be scored. (The counts stay
# plural in English: the engine's words.)
refusal-score = cannot score { $n }: { $symbols } Score symbols, { $credits } Credits, { $left } to the High Score of { $high } — at most { $room }
# $stack: the stack message.
refusal-empty-stack = the { $stack } is empty
refusal-cannot-afford = { $card } costs { $cost }; you have { $buy } Buy and { $credits } Credits
# $action: refusal-action.
refusal-not-in-phase = { $action } is not an action of the { $phase ->
    [Draw] Draw
    [Score] Score
    [Buy] Buy
   *[Over] finished game's
} phase
# A decision, by its kind ($action), with its number or stack: in English the notation a
# player types ("score 2", "buy earn").
refusal-action = { $action ->
    [draw] draw
    [stop] stop
    [score] score { $n }
    [buy] buy { $kind ->
        [Draw] draw
        [Earn] earn
        [Score] score
       *[Buy] buy
    }
   *[end] end
}
