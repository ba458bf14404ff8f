# Ratings (`ratings.js`): a game's leaderboards and a player's profile.

ratings-page-title = coinop — { $game } ratings
ratings-title = { $game }: ratings
# The two kinds of rated games, by how many play. $game: the game's title.
ratings-format-duel = { $game } — two players
ratings-format-multi = { $game } — three or more
# The leaderboard's columns.
ratings-place = #
ratings-player = Player
ratings-rating = Rating
ratings-games = Games
ratings-won = Won
# $deviation: how far the rating may be off.
ratings-deviation = ± { $deviation } (95%)
ratings-none = No rated games yet. A table created as rated, by people signed in, counts here when it ends.
ratings-how = Two players: Glicko-2, from 1500. Three or more: Weng–Lin (OpenSkill), from 25. The computer levels are rated by the rated games played against them. A player whose clock ran out and who never came back counts as last.

# A player's profile. $since: a date.
ratings-profile-facts = Playing since { $since } · { $played ->
    [one] { $played } game
   *[other] { $played } games
} finished, { $won } won.
ratings-no-player = No player named "{ $name }".
ratings-heading = Ratings
ratings-profile-none = No rated game yet.
# $format: the kind of game, as above; $rating: the rating.
ratings-profile-rating = { $format }: { $rating }
ratings-profile-record = ± { $deviation } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won
ratings-recent = Recent games
# $game: its title; $table: its id.
ratings-game = { $game } · { $table }
ratings-game-won = won
ratings-game-lost = lost
ratings-game-playing = playing
ratings-game-rated = rated
ratings-recent-none = None yet.
# $name: the player's.
ratings-waiting-for = Waiting for { $name }
ratings-their-turn = — seat { $seat }, { $name }'s turn
# The history drawn, for a screen reader.
ratings-chart = Rating over { $games } games, from { $from } to { $to }
ratings-chart-none = No games yet
