# The command line's own words around the reports of `coinop sim`, `coinop arena` and
# `coinop balance`: the progress bar, the files it writes. The reports themselves are the
# lab's (crates/lab/locales).

# The progress bar's line: $bar, $pos, $len, $elapsed and $eta are the bar's own fields.
progress = { $bar } { $pos }/{ $len } games  { $elapsed } elapsed, ETA { $eta }
error-creating = creating { $path }
error-writing = writing { $path }

## coinop balance

balance-list = settings of { $title } (name — what it changes):
balance-wrote = wrote { $path }
