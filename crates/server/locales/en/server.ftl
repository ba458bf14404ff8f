# The server's own pages: words the site writes in HTML rather than the page's script.

## A game's rulings page (/rulings/<game>)

rulings-page-title = { $game } — our readings of the rules
# $sections: how many numbered readings; $rules: the link to the rules page.
rulings-intro = How coinop plays { $game } where its rulebook is silent or could be read two ways: { $sections } numbered readings, each quoting the rulebook's sentences and saying what coinop does and why.
# $options: how many readings name an Option; $create: the link to a new table.
rulings-options = { $options } of them name an <b>Option</b>: a setting of the table — the other reading, a variant, a limit — chosen when you { $create }.
rulings-create = create a new { $game } table
rulings-rules = The rules of { $game } in short
