# The lobby (`lobby.js`): the games' cards, a new table's form, the lists of tables.

lobby-page-title = coinop — lobby
lobby-choose-game = Choose a game
lobby-intro = Learn one in 3 minutes, play it against the computer, or set up a table below.

# The games, by their names (the server's registry names them in English; a game not
# here keeps the server's words).
lobby-game-tanks-title = Arcade Tanks
lobby-game-tanks-pitch = Plan your tank’s moves with cards, hunt the bots, capture the Eagle.
lobby-game-tanks-lesson = Your first battle
lobby-game-skirmish-title = ARCADE
lobby-game-skirmish-pitch = Three tanks a side in an arena: move, then roll dice to fire.
lobby-game-skirmish-lesson = Your first skirmish
lobby-game-anarcade-title = Anarcade
lobby-game-anarcade-pitch = Play cards to earn and score Credits; Ace three Arcade Cards.
lobby-game-anarcade-lesson = Your first game
lobby-game-robotanks-title = Robotanks
lobby-game-robotanks-pitch = Program four robot tanks that loop their orders; the last command post wins.
lobby-game-robotanks-lesson = Your first program

# A card's facts: how many play, how long a game takes.
lobby-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
lobby-players-range = { $from }–{ $to } players
lobby-minutes = { $n } min
lobby-minutes-range = { $from }–{ $to } min
# A card's button: a table of you and the computer at the easy level, at once.
lobby-play-ai = Play against the computer
lobby-play-ai-level = (easy)
lobby-play-ai-title = { $others ->
    [one] You and the computer (easy), the usual rules
   *[other] You and { $others } computer players (easy), the usual rules
}
lobby-learn = Learn in 3 minutes
# $lesson: the lesson's title.
lobby-learn-title = { $lesson }: a guided game
lobby-read-rules = Read the rules

# The new table's form.
lobby-new-table = New { $game } table
lobby-how-to-play = How to play { $game }
lobby-clock = Clock
lobby-clock-none = no clock
lobby-clock-seconds = { $n } s a decision
lobby-clock-minutes = { $n } min a decision
lobby-clock-hours = { $n ->
    [one] { $n } hour a move
   *[other] { $n } hours a move
}
lobby-clock-days = { $n ->
    [one] { $n } day a move
   *[other] { $n } days a move
}
lobby-rated = Rated
lobby-rated-sign-in = Sign in to play rated games
lobby-rated-title = The game counts toward each player's rating; every person at it must be signed in, each from their own network (two people at one home play unrated)
# $name: the signed-in account's.
lobby-playing-as = You play as { $name }
lobby-ratings = Ratings
lobby-game-ratings = { $game } ratings
lobby-seat = Seat { $seat }
lobby-seat-you = You
lobby-seat-friend = A friend (invite link)
lobby-seat-anyone = Anyone (open seat)
# $level: a computer level's name (site.ftl).
lobby-seat-ai = AI — { $level }
lobby-create = Create table
lobby-options = Options
lobby-how-tables = A table: pick who sits where — you, a friend (each gets an invite link, kept for them), anyone (an open seat, listed under Open tables), or the computer at a level — and play in this page.

# The lists of tables.
lobby-list-open = Open tables — a seat is free
lobby-list-running = Running — watch
lobby-list-finished = Finished — replays
lobby-list-none = None.
lobby-list-newest = The newest { $n }:
lobby-play = Play
lobby-join = Join
lobby-play-your-seat = Play (your seat)
lobby-watch = Watch
# A person's seat nobody has taken yet.
lobby-seat-open = (open)
lobby-seat-invited = (invited)
lobby-your-tables = Your tables
lobby-your-seat = seat { $seat }
lobby-your-turn = your turn
lobby-finished = finished
lobby-waiting = waiting for others
lobby-chat-sign-in = Sign in to chat in the lobby.
