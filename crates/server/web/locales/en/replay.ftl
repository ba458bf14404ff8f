# The replay of a finished game (replay.js).

replay-page-title = coinop — replay { $id }
replay-heading = Replay of table { $id }
replay-table-page = table page
replay-download = download replay (JSON)
replay-keys = Keys: ← → step, Home/End, Space plays.
replay-step = Step
# Where the replay stands: the action shown, of how many.
replay-at = action { $ply } of { $total }
replay-first = First step
replay-back = Step back
replay-play = Play
replay-play-label = Play
replay-pause = Pause
replay-next = Step forward
replay-last = Last step
replay-whole-game = The whole game
replay-none = No replay here
replay-back-to-lobby = ← Back to the lobby
