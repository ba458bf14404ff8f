# The command line's own words.

cli-no-language = no language '{ $tag }' (coinop speaks { $known })
cli-threads = a number of threads from 1 to { $most }
# Why a value is not a number.
cli-why-not-a-number = not a whole number (0 or more)
cli-why-not-a-decimal = not a number
cli-why-too-large = too large
cli-why-too-small = too small

# The command line's refusals and answers.
cli-reading = reading { $path }
cli-not-a-file = { $path }: not a file
cli-not-utf8 = { $path }: not UTF-8 text
# $what: one of the cli-file-… below.
cli-file-too-long = { $path }: more than { $max } bytes; { $what } is at most { $max } bytes
cli-file-tiles = a tiles file
cli-file-arena = an arena file
cli-file-cards = a card file
cli-file-deck = a deck file
cli-file-map = a map file
cli-options-not-json = --options is not JSON
cli-options-not-object = --options must be a JSON object of option names, like '{"{"}"max_rounds":50{"}"}'
cli-options-unknown = --options names an unknown option or value
# $args: the arguments given, $game: the game's title, $takes: the arguments it takes.
cli-args-elsewhere = { $args }: for other games; { $game } takes { $takes }
cli-unknown-variant = unknown variant "{ $variant }": use { $known }
cli-arcade-two = ARCADE is for 2 players
cli-no-arena = { $path } holds no arena
cli-no-account = no account named "{ $name }"
cli-banned = { $name } is banned: signed out everywhere, and can no longer sign in or chat.
cli-no-chat-line = { $table ->
    [lobby] no chat line { $seq } in the lobby
   *[other] no chat line { $seq } at table { $table }
}
cli-chat-removed = Removed (a table that is open shows it until it is opened again).
cli-replay-unknown-game = { $path } is a replay of "{ $game }", which this build does not know (games: { $games })
cli-replay-header = A game of { $game } (engine version { $version }), seed { $seed }, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}; options { $options }
cli-replay-ok = replay OK: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}, final hash { $hash }, { $outcome }
cli-replay-ended = { $why } — scores [{ $scores }]
cli-replay-unfinished = unfinished
cli-no-seat = --seat { $seat }: this table has seats 1 to { $players } (0 to watch)
cli-ratings-same = { $n ->
    [one] { $n } rated game counted again: the same numbers
   *[other] { $n } rated games counted again: the same numbers
}
cli-ratings-changed = { $n ->
    [one] { $n } rated game counted again: the numbers changed (the counted ones are now stored)
   *[other] { $n } rated games counted again: the numbers changed (the counted ones are now stored)
}
# The leaderboards' columns.
cli-ratings-player = player
cli-ratings-rating = rating
cli-ratings-games = games
cli-ratings-wins = wins
cli-why-out-of-range = from { $least } to { $most }
