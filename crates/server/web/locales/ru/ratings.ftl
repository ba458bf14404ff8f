# Рейтинги (`ratings.js`): таблицы лидеров игры и профиль игрока.

ratings-page-title = coinop — рейтинги: { $game }
ratings-title = { $game }: рейтинги
ratings-format-duel = { $game } — два игрока
ratings-format-multi = { $game } — три игрока и больше
ratings-place = №
ratings-player = Игрок
ratings-rating = Рейтинг
ratings-games = Партии
ratings-won = Победы
ratings-deviation = ± { $deviation } (95%)
ratings-none = Рейтинговых партий пока нет. Партия за рейтинговым столом (все игроки вошли в аккаунт) учитывается здесь, когда заканчивается.
ratings-how = Два игрока: Glicko-2, начиная с 1500. Три и больше: Weng–Lin (OpenSkill), начиная с 25. Уровни компьютера получают рейтинг по рейтинговым партиям против них. Игрок, у которого вышло время и который так и не вернулся, считается последним.

ratings-profile-facts = На сайте с { $since } · окончено партий: { $played }, побед: { $won }.
ratings-no-player = Игрока с именем «{ $name }» нет.
ratings-heading = Рейтинги
ratings-profile-none = Рейтинговых партий пока нет.
ratings-profile-rating = { $format }: { $rating }
ratings-profile-record = ± { $deviation } · { $games } { $games ->
    [one] партия
    [few] партии
   *[many] партий
}, побед: { $wins }
ratings-recent = Последние партии
ratings-game = { $game } · { $table }
ratings-game-won = победа
ratings-game-lost = поражение
ratings-game-playing = идёт
ratings-game-rated = рейтинговая
ratings-recent-none = Пока нет.
ratings-waiting-for = Ждут хода: { $name }
ratings-their-turn = — место { $seat }, ходит { $name }
ratings-chart = Рейтинг за { $games } { $games ->
    [one] партию
    [few] партии
   *[many] партий
}: от { $from } до { $to }
ratings-chart-none = Партий пока нет
