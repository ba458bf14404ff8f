# The command line's own words.

cli-no-language = no language '{ $tag }' (coinop speaks { $known })
cli-threads = a number of threads from 1 to { $most }
# Why a value is not a number.
cli-why-not-a-number = not a whole number
cli-why-not-a-decimal = not a number
cli-why-too-large = too large
cli-why-too-small = too small
