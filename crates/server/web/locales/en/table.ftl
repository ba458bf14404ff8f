# The table page's frame (table.js, panels.js, summary.js, log.js, view.js, board.js,
# transport.js): the head, the seats, the banner, the hint, the summary beside the board.

## The page

table-page-title = coinop — table { $id }
table-page-title-your-turn = ● Your turn — coinop — table { $id }
table-heading = Table { $id }
table-connecting = connecting…
table-connected-seat = connected as seat { $seat }
table-connected-watching = connected (watching)
table-connection-lost = connection lost — reconnecting…
table-connection-lost-short = connection lost
table-not-connected = not connected; reconnecting…
table-invite-error = { $error } — you are watching.
table-token-invalid = { $message } — reload to watch
table-signed-out = { $message } — reload after signing in
table-skip-to-board = Skip to the board
table-skip-to-now = Skip to now
table-game-log = Game log
# A long game's state leaves its start out; $n is the action the log starts at.
table-log-skipped = A long game: the log here starts at action { $n } (the replay holds the whole game).
table-sign-in = Sign in
table-watch-instead = Watch it instead
table-back-to-lobby = ← Back to the lobby
table-no-such = No such table
table-no-such-text = There is no table { $id } on this server: the link may be mistyped, or from another server.
table-no-such-title = coinop — no such table

## Settings

table-settings = Settings
table-settings-label = Settings: sound, notifications, animations
table-sound = Sound
table-sound-title = Sound when a decision waits for you
table-notify = Notify
table-notify-title = Notify when a decision waits for you
table-anim-speed = Animation speed
table-anim-normal = Animations: normal
table-anim-fast = Animations: fast
table-anim-off = Animations: off
table-notification = coinop: your turn
table-notification-body = Table { $id } waits for your decision.

## The rules the table plays by, after its heading ("Arcade Tanks · 4 players · 5 min a decision · … · readings")

table-rules-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
# $per: move (clocks of an hour or more) or decision.
table-rules-clock = { $clock } a { $per ->
    [move] move
   *[decision] decision
}
table-rulings = readings

## Clocks: time left

table-clock-s = { $s } s
table-clock-min-s = { $min } min { $s } s
table-clock-h-min = { $h } h { $min } min
table-clock-d-h = { $d } d { $h } h

## Chat

table-chat-off = The table's creator has switched its chat off.
table-chat-players-only = At this table only the players chat.
table-chat-sign-in = Sign in to chat as a spectator.

## Seats

table-seats = Seats
# A player's number, short ("P2"): a few letters, then the number.
table-player-short = P{ $n }
table-player = Player { $n }
# A name two seats share, with the player's number.
table-player-shared = { $name } (P{ $n })
table-seat-you = { $name } (you)
table-seat-ai = AI
table-seat-online = online
table-seat-away = away
table-seat-free = free
table-seat-free-title = anyone may take this seat
table-seat-invited = invited
table-seat-invited-title = kept for the friend with its invitation link
table-seat-deciding = deciding
table-invite-friends = Invite friends
table-invite-how = Send each friend their seat's link; whoever opens it first plays that seat (a link works once). A seat for a friend is kept for its link; an open seat anyone may take.
table-invite-local = These links name this computer ({ $host }): for a friend on another machine, open this page at your address on the network instead, and copy the links from there.
table-invite-taken = Seat { $seat }: taken.
table-invite-spent = Seat { $seat }: open to anyone now (its link was used).
table-invite-seat = Seat { $seat }: { $link }
table-invite-copy = Copy
table-invite-copy-this = Copy this link
table-take-seat = Take a free seat
table-leave = Leave seat
table-leave-confirm = Give up your seat? Someone else may take it.

## The banner

table-watching = You are watching.
# $more: what the game hides from spectators, a sentence.
table-watching-more = You are watching. { $more }
table-you-win = You win!
table-game-over = Game over
# $names: the winners, a list.
table-winners = { $count ->
    [one] { $names } wins.
   *[other] { $names } share the win.
}
table-nobody-wins = Nobody wins.
# $reason: why the game ended; $label: what the scores count; $scores: each seat's.
table-outcome-scores = { $reason }. { $label }: { $scores }.
table-scores = Scores
table-score = { $who } { $score }
table-replay = Replay
table-back-to-lobby-button = Back to the lobby
table-figures = How the game went
table-figures-counting = Counting the whole game…
table-rematch = Rematch
table-go-to-rematch = Go to the rematch
table-no-seat-here = this browser does not hold a seat here

## Lists

# Names in a list: the last two, then each before them ("Ann and Bob and Cy").
table-list-last = { $first } and { $last }
table-list-more = { $first } and { $rest }
# Actions one after another ("Advance 2, then Turn Left").
table-then = { $before }, then { $after }

## The hint

table-hint = Hint
table-hint-title = What would the computer do here? Shown, not played
table-hint-thinking = Thinking…
table-hint-line = Hint: { $what }
table-hint-line-why = Hint: { $what } — { $why }
table-hint-said-why = { $what } — { $why }
table-hint-more = more
table-hint-more-label = more: show the whole hint
table-hint-less = less
table-hint-less-label = less: show the hint on one line

## The log

table-log-go-to = go to action { $n }
table-log-go-to-start = go to the start

## The board

table-zoom-in = Zoom in
table-zoom-out = Zoom out

## What just happened (the summary beside the board)

table-summary-title = What just happened
table-summary-nothing-gist = : nothing yet
table-summary-nothing-yet = Nothing yet: each round or turn is told here once it is over.
table-summary-nothing-to-tell = Nothing to tell.
table-summary-the-end = The end
table-summary-setting-up = The setting up
table-summary-so-far = So far
table-summary-this-turn = This turn so far
table-summary-this-round = This round so far
table-summary-last-turn = Last turn
table-summary-last-round = Last round
# $name: one of the names above; $heading: the log's heading of the stretch ("Round 5").
table-summary-named = { $name }: { $heading }
table-summary-to-log = +{ $n } more in the game log
table-summary-to-log-title = Show this in the game log
table-summary-watch = Watch again
table-summary-stop = Stop
table-summary-stop-title = Stop: show the board as it is now
table-summary-stop-label = Stop watching
# $what: setting-up, last-turn, current-turn, last-round, current-round.
table-summary-watch-title = Play the { $what ->
    [setting-up] setting up
    [current-turn] current turn
    [last-round] last round
    [current-round] current round
   *[last-turn] last turn
} again on the board, up to where the game is now
table-summary-watch-label = Watch again: the { $what ->
    [setting-up] setting up
    [current-turn] current turn
    [last-round] last round
    [current-round] current round
   *[last-turn] last turn
}
table-summary-nothing-to-watch = Nothing to watch yet.
table-summary-animations-off = Animations are off: turn them on (the menu above) to watch it again.
# $kind: turn or round.
table-summary-joined-after = This page joined after this { $kind ->
    [turn] turn began: watching again works from the next turn on.
   *[round] round began: watching again works from the next round on.
}
table-summary-board-busy = The board is showing a move.
table-summary-sending = Your move is on its way.
table-summary-staged = Send or take back the choices you are making first.
