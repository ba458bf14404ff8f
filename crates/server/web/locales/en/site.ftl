# The site's frame: the header, the language switch, what every page shares.

skip-to-content = Skip to the content
tagline = arcade board games
header-rules = Rules
header-sign-in = Sign in
loading = Loading…
language-switch = Language
# Each language by its own name, the same in every catalogue.
language-en = English
language-ru = Русский

# What every page shares (`site.js`, `dom.js`).
site-back-to-lobby = ← Lobby
site-ok = OK
site-cancel = Cancel
# A seat's short name: "P2"; with the name of who sits there, "P2 Ann".
site-seat = P{ $seat }
site-seat-named = P{ $seat } { $name }
# Who won a finished table ($first … are names).
site-won-none = Nobody won.
site-won-many = { $count } players share the win.
site-won-one = { $first } won.
site-won-two = { $first } and { $second } won.
site-won-three = { $first } and { $second } and { $third } won.
# The name asked once before sitting down at a table.
site-your-name = Your name
site-name-dialog-title = Your name at the table
site-name-dialog-note = The other players see it. Kept in this browser.
site-sit-down = Sit down
site-play-as-guest = Play as Guest
# The computer's levels, and the names the server gives seats itself: a computer's, and
# a person's seat nobody has named yet.
site-level-easy = easy
site-level-normal = normal
site-level-hard = hard
site-level-expert = expert
# The scripted opponent of a lesson.
site-level-lesson = lesson
# $level: a level's name, as above.
site-seat-ai = AI ({ $level })
# A computer by its level, as a seat's name (the log's sentences start with it).
site-seat-ai-easy = AI (easy)
site-seat-ai-normal = AI (normal)
site-seat-ai-hard = AI (hard)
site-seat-ai-expert = AI (expert)
# The name a deleted account's seats and chat lines keep.
# The name of one who gave none.
site-guest = Guest
site-deleted-player = deleted player
site-seat-vacant = Seat { $seat }
