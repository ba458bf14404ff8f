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
