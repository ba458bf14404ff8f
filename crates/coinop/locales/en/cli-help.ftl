# The command line's help: every command (about-…) and argument (arg-<command>-<argument>;
# arg-table-… for the table's arguments of play, sim and balance). The English is the
# doc comments' in crates/coinop/src/main.rs and load.rs, word for word (a test checks).

about = A digital tabletop for arcade-themed board games
arg-lang = The language of messages and help: en or ru (default: the locale's, from LC_ALL, LC_MESSAGES or LANG; else English)
about-serve = Serve the games in the browser: a lobby, tables against AI or friends, replays
arg-serve-addr = Address to listen on (port 0 picks a free port)
arg-serve-db = SQLite file for tables and replays (created on first run). Default: coinop.db in $COINOP_DATA, $XDG_DATA_HOME/coinop or ~/.local/share/coinop
arg-serve-database_url = A database URL instead, e.g. postgres://user:pass@host/db
arg-serve-cluster = Serve as one of several processes on one PostgreSQL database: each table is played by one of them, any of them serves any visitor, and when one stops the others take its tables over within seconds
arg-serve-advertise = With --cluster: the address the other processes reach this one at, e.g. http://10.0.0.5:8080 (default: the --addr it listens on)
arg-serve-smtp = An SMTP server for "your turn" e-mail at games of days, which players opt into on their account's page: smtp://host:25 (plain), smtp://host:587?tls=required (STARTTLS) or smtps://user:password@host (TLS). Without it no mail is sent
arg-serve-mail_from = The sender of that mail
arg-serve-site_url = The site's address as players reach it, for the links in mail, e.g. https://games.example (default: the address it listens on)
about-ratings = The site's ratings per game: the leaderboards, or (--recompute) every counted game counted again from the stored games, saying whether the numbers came out the same
arg-ratings-db = The site's SQLite file (default: the one `serve` uses)
arg-ratings-database_url = A database URL instead, e.g. postgres://user:pass@host/db
arg-ratings-recompute = Count every rated game again, in the order they were counted
about-admin = An operator's work on the site's database: ban an account, remove a chat line
arg-admin-db = The site's SQLite file (default: the one `serve` uses)
arg-admin-database_url = A database URL instead, e.g. postgres://user:pass@host/db
about-admin-ban = Ban an account by its name: signed out everywhere, it can no longer sign in or chat; its games stay
arg-admin-ban-name = The account's name
about-admin-remove-chat = Remove a chat line: at a table (its id) or in the lobby ("lobby"), by its number
arg-admin-remove-chat-table = The table's id, or "lobby"
arg-admin-remove-chat-seq = The line's number
about-play = Play in the terminal against computer players
arg-play-game = The game
arg-table-players = Players (default 2; for arena and balance, the agents named)
arg-table-variant = Variants. Arcade Tanks: uneven-combat, island, dangerous-four, avalanche (one new bot a round), avalanche-top-up (the top-up, then one more), single-player, doubled (two boxes). ARCADE: all (every advanced rule), an advanced rule by name (collateral-damage, floor-destruction, wall-destruction, blast, stun, triangulation, energy-bolts, target-anything, repair, collision), wrecks, place-in-turn, mission-pool, mission-far-rank, mission-walls. Anarcade: compulsory-draws, open-stacks, short (2 Aces win). Robotanks: introductory, shorter (command posts lose 3 cards a hit), short-hands (starting hands of 12), no-edges (the direct fire area without its edge lines), armor-to-bank, misdeal-neither. Comma-separated or repeated
arg-table-options = Any other rule option as JSON, merged over the defaults, e.g. '{"{"}"rulings":{"{"}"bot_target_order":"FrontLeftRightBehind"{"}"}{"}"}'
arg-table-tiles = Board tiles file (RON) replacing the built-in tiles
arg-table-boxes = Boxes of the game (1 to 4, 4 tanks each); default the fewest the players need
arg-table-arena = ARCADE: a built-in arena (long-hall, two-bridges, centre-pool, fortress)
arg-table-arena_file = ARCADE: an arena file (TOML, the format of crates/skirmish/content/arenas.toml); its first arena is played. Robotanks: a map file (the format of crates/robotanks/content/arena.toml)
arg-table-cards = Anarcade: a card set file (TOML, the format of crates/anarcade/content/champion-gold.toml), e.g. the printed cards typed in. Robotanks: a deck file (the format of crates/robotanks/content/deck.toml)
arg-play-seat = Your seat, 1-based (0 = watch the computer play every seat)
arg-play-ai = How the computer seats play: easy (the heuristic), normal (ISMCTS, 0.1 s a decision), hard (1 s), expert (2 s on every core), or random
arg-play-seed = The deal's seed, to play the same game again (default: a new one)
arg-play-pace = Pause after each decision when watching, in milliseconds (default 600 on a full screen, 0 in lines)
arg-play-lines = Plain lines even at a terminal, as a pipe gets them (for a screen reader, or a terminal that cannot take a full screen)
about-sim = Simulate many games and report speed, length, scores and how games end
arg-sim-game = The game
arg-sim-games = Games to play
arg-sim-seed = The first game's seed; the others follow it
arg-sim-ai = Who plays every seat: simple (the rule-following heuristic, easy elsewhere) or random
arg-sim-replays = Write each game's replay (JSON) into this folder
arg-sim-threads = Games played at once, 1 to 256 (default: all cores). The figures do not depend on it, only the speed
about-arena = Agents play each other: seat-rotated games in parallel, win rates with 95% intervals, scores, game length and decision speed
arg-arena-game = The game
arg-arena-agents = One agent per seat: random, easy, normal, hard, expert, heuristic, ismcts:N (iterations) or ismcts:Nms (ismcts-chance:… with chance nodes); in ARCADE also plans:N|Nms and expectimax:D (turns deep) or expectimax:Nms; a searching one may weigh with a weights file, normal@FILE (coinop tune writes them). The player count follows
arg-arena-games = Games to play (rounded up to a whole rotation of the seats)
arg-arena-seed = The first game's seed; the others follow it
arg-arena-threads = Games played at once, 1 to 256 (default: all cores)
arg-arena-json = The whole report as JSON
arg-arena-csv = One row per agent, as CSV
arg-arena-variant = Variants, as for play
arg-arena-options = Rule options as JSON, as for play
arg-arena-curve = Strength against time: the first agent, a search family (ismcts, or plans or expectimax for ARCADE), plays the others at each of these milliseconds of CPU a decision, over the same seeds (`--agents ismcts,easy --curve 10,30,100,300,1000`)
arg-arena-html = With --curve: the curve as a page with its plot, written again after each time measured (so does --json)
about-tune = Fit the evaluator's weights (what the searching levels judge a position by) by self-play: the agents play, every position's features are regressed on how the game ended, one game in five held out to compare the weights in use with the fit
arg-tune-game = The game
arg-tune-agents = One agent per seat (default: easy for two seats). The player count follows
arg-tune-games = Games to play
arg-tune-seed = The first game's seed; the others follow it
arg-tune-every = A sample every this many decisions
arg-tune-options = Rule options as JSON, as for play (recorded in the weights file)
arg-tune-threads = Games played at once, 1 to 256 (default: all cores). The weights do not depend on it
arg-tune-out = Write the fitted weights here: a weights file, for `--agents normal@FILE` or to replace crates/agents/weights/<game>.json
about-balance = What each rule option and variant does to the game: the standard rules and each setting (or those named) played by the same agents over the same seeds, seats rotated; win rate by seat, length, how games end, score margin, the game's own figures, each with a 95% interval, and which differences are significant
arg-balance-game = The game
arg-balance-agents = One agent for every seat, or one per seat (then seats rotate): random, easy, normal, hard, expert, ismcts:N, ismcts:Nms
arg-balance-games = Games per setting
arg-balance-seed = The first game's seed; the others follow it
arg-balance-settings = Settings to compare, by name or option (`--list` shows them); default all
arg-balance-threads = Games played at once, 1 to 256 (default: all cores)
arg-balance-html = A self-contained HTML page with plots
arg-balance-json = The whole report as JSON
arg-balance-csv = One row per setting and figure, as CSV
arg-balance-list = List the settings and stop
about-replay = Check a replay file and narrate the game
arg-replay-file = The replay file (JSON)
arg-replay-quiet = Only check, print the result line
about-load = Load a server with many WebSocket clients for a bounded time (people and AI tables playing, spectators, churn, slow readers, idle watchers) and report actions a second, latencies, errors, and the server's CPU and memory
arg-load-server = Load a running server (http://host:port) instead of starting one
arg-load-server_pid = With --server: its process id, to report its CPU and memory
arg-load-game = The game the tables play
arg-load-seconds = How long to run, the ramp-up included
arg-load-people_tables = Tables of two people, both played by load clients
arg-load-ai_tables = Tables of one person (a load client) against `easy` AI
arg-load-spectators = Clients watching random running tables
arg-load-churn_per_second = Watchers a second that connect, read the state and leave
arg-load-slow_readers = Clients that say hello and then never read a byte
arg-load-idle = Watchers of a quiet table opened before the load, to measure memory per connection
arg-load-think_ms = A player's thinking time before each action, in ms (jittered ±50%)
arg-load-ramp_per_second = New connections a second at most while ramping up
arg-load-seed = The seed of the clients' choices
arg-load-json = Write the figures as JSON
arg-load-max_errors = Fail (exit non-zero) when errors plus connection failures exceed this
arg-load-signed_in = The people tables' players are signed in: each makes an account (argon2id) with its first table and signs in anew for each table after; their requests and WebSockets carry the session's cookie
about-scenario = Run scenario files and show what differs
arg-scenario-files = The scenario files (TOML)
arg-scenario-verbose = Print the narration of passing scenarios too
about-help = Print this message or the help of the given subcommand(s)
arg-help = Print help
arg-version = Print version

# clap's own words.
cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-note-values = [possible values: { $values }]
cli-note-default = [default: { $value }]
cli-note-env = [env: { $var }]

# Mistakes on the command line.
cli-error = error: { $what }
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-value-validation = invalid value '{ $value }' for '{ $arg }': { $why }
cli-error-unknown-argument = unexpected argument '{ $arg }'
cli-error-unknown-command = unrecognized subcommand '{ $command }'
cli-error-missing = { $n ->
    [1] the following required argument was not provided: { $args }
   *[other] the following required arguments were not provided: { $args }
}
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-values = wrong number of values for '{ $arg }'
cli-error-missing-command = a subcommand is needed
cli-error-valid = possible values: { $values }
cli-error-suggested = tip: did you mean { $suggested }?
cli-quoted = '{ $text }'
cli-error-more = For more information, try '--help'.
cli-error-no-value = a value is required for '{ $arg }' but none was supplied
cli-error-twice = the argument '{ $arg }' cannot be used multiple times
cli-error-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-valid-commands = commands: { $commands }
