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
# The browser could not reach the server at all (an English page says the browser's words).
error-network = The server cannot be reached; check the connection and try again.
