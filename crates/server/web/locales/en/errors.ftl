# Refusals in a player's words, chosen by the refusal's code (`dom.js`, `humanError`).
# These first ones are said so in every language.

error-not-your-turn = It is not your turn to decide that now.
error-game-over = The game is over.
error-connection-lost = The connection was lost; reconnecting…
error-rate-limited = Too many requests at once; wait a moment.
error-stale = The game moved on meanwhile; look again.
# A refusal that said nothing.
error-unknown = Something went wrong.

# The server words its refusals in English: an English page shows the server's own
# sentence (the most exact), a page in another language these, by the refusal's code.
error-invite-used = This invitation has already been used.
error-invite-invalid = This invitation is not valid.
error-token-invalid = This seat link is not valid.
error-not-finished = That comes once the game is over.
error-too-large = The message is too large ({ $bytes } bytes; at most { $most }).
error-luck-first = What comes next depends on luck: send what you have chosen first.
error-chat-off = You cannot chat at this table.
error-bad-chat = That cannot be sent to the chat.
error-sign-in = Sign in first.
error-spectator = Spectators cannot do that.
error-not-your-seat = That is only for your own seat.
error-no-free-seat = There is no free seat for you there.
error-not-stored = The server could not save that; nothing was changed, try again.
error-gone = This page is no longer connected to the table; reload it.
error-ai-failed = The computer could not help here.
error-elsewhere = The table is moving to another server; try again in a few seconds.
error-bad-message = The server did not understand the request.
error-no-action = No action was given.
error-not-connected = This page is not connected to the table.
error-internal = Something went wrong on the server; try again.
error-too-many = Too many attempts at once; wait a little and try again.
error-unknown-id = There is no such choice now; look again.
error-no-such-seat = There is no such seat at this table.

# Names: signing up, creating a table, joining one. $name is the name as it was cleaned.
error-name-length = A name has { $least } to { $most } letters, digits or signs.
error-name-like-you = The name “{ $name }” would read as every player's own; choose another.
error-name-like-seat = The name “{ $name }” reads like a seat's or a computer player's label; choose another.
error-name-reserved = The name “{ $name }” is the site's own; choose another.
error-name-taken = The name “{ $name }” is taken; choose another.
# $other: the account's name it looks like.
error-name-look-alike = The name “{ $name }” looks like “{ $other }”, an account's; choose another.
error-password-short = A password has at least { $least } characters.
error-password-long = A password has at most { $most } bytes.
# Signing in: the same answer whether the name or the password was wrong.
error-wrong-password = Wrong name or password.
error-delete-unconfirmed = Wrong password (or confirm with one of your passkeys).
error-seat-of-account = This seat belongs to an account: sign in as it to play here.
error-seat-barred = The account that holds this seat can no longer play.
error-claim-too-many = At most { $most } seats can be added at once.
error-not-an-email = That is not an e-mail address.
error-mail-needed = Give an e-mail address to be told by e-mail.
error-passkey-expired = The passkey request has expired; try again.
error-passkey-not-accepted = The passkey was not accepted.
error-passkey-unknown = This passkey does not open an account here.
error-passkey-other-account = This passkey request was made for another account.
error-passkey-registered = This passkey is already registered here.
error-passkeys-full = An account holds at most { $most } passkeys; remove one first.
error-last-way-in = This is your account's only way in (it has no password): add another passkey first.
error-chat-empty = Say something: the line is empty.
# $chars: how long the line was.
error-chat-too-long = A line has at most { $most } characters (this one { $chars }).
# Options a game cannot be set up with (the engine's reason is English, for developers).
error-bad-options = A game cannot be set up with these options.
# A guest's name like an account's ($other); a rated table's seats.
error-name-of-account = The name “{ $name }” is an account's ({ $other }): sign in as it, or choose another.
error-rated-seated = You already have a seat at this rated table.
error-rated-same-network = A player at this rated table plays from the same network as you: at a rated table each player sits from their own (play an unrated table together).

# A new table: the options seat $players, the request gave $seats seats.
error-seats-players = These options seat { $players } players, but { $seats } seats were given.
# $levels: the game's levels, as the server names them ("easy, medium, hard").
error-ai-level = There is no computer level “{ $level }”: choose one of { $levels }.
error-clock-too-long = The clock is at most { $days } days per decision.
error-rematch-not-over = A rematch comes once the game is over.
# Trying again from a step of a finished game of $actions actions.
error-try-again-ply = The game had { $actions } actions: try again from one before its end.
# The language switch: $lang as asked, $offered the site's languages' tags.
error-bad-lang = The site does not offer the language “{ $lang }” (it speaks { $offered }).

# Too many, or too fast: $wait seconds until it may be asked again.
error-tables-too-fast = Too many new tables from your address; try again in { $wait } s.
error-chat-too-fast = You are chatting too fast; wait { $wait } s.
error-sign-ups-too-fast = Too many new accounts from your address; try again in { $wait } s.
error-sign-ins-too-fast = Too many sign-in attempts; try again in { $wait } s.
error-sign-ins-busy = Many people are signing in at once; try again in a few seconds.
error-passkeys-too-fast = Too many passkeys begun; try again in { $wait } s.
error-connections-too-fast = Too many connections a second from your address; try again in { $wait } s.
# $playing of the address's tables against the computer play on, at most $most at once;
# a place frees in $wait minutes ($unit "min") or seconds ($unit "s").
error-ai-tables-full = { $playing } of your tables against the computer are still playing (at most { $most } at once); finish one, or a place frees in { $wait } { $unit ->
        [min] min
       *[s] s
    }.
error-ai-busy = The computer players are all busy right now; try again in a minute, or play against people.

# The browser could not reach the server at all (an English page says the browser's words).
error-network = The server cannot be reached; check the connection and try again.
