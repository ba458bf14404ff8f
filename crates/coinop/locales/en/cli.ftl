# The command line's own words.

cli-no-language = no language '{ $tag }' (coinop speaks { $known })
