# Лобби (`lobby.js`): карточки игр, форма нового стола, списки столов.

lobby-page-title = coinop — лобби
lobby-choose-game = Выберите игру
lobby-intro = Освойте любую за 3 минуты, сыграйте с компьютером или соберите стол ниже.

# Игры, по их именам (названия — из глоссариев игр: crates/<игра>/GLOSSARY.md).
lobby-game-tanks-title = Танчики
lobby-game-tanks-pitch = Планируйте маневры танка картами, охотьтесь на ботов, захватите Орла.
lobby-game-tanks-lesson = Ваш первый бой
lobby-game-skirmish-title = ARCADE
lobby-game-skirmish-pitch = По три танка у каждой стороны на арене: двигайтесь, затем бросайте кубики, чтобы выстрелить.
lobby-game-skirmish-lesson = Ваша первая стычка
lobby-game-anarcade-title = Anarcade
lobby-game-anarcade-pitch = Разыгрывайте карты, зарабатывайте кредиты и набирайте их на автоматах; пройдите три автомата.
lobby-game-anarcade-lesson = Ваша первая партия
lobby-game-robotanks-title = Роботанки
lobby-game-robotanks-pitch = Запрограммируйте четыре танка-робота — их программы повторяются по кругу; побеждает последний уцелевший командный пункт.
lobby-game-robotanks-lesson = Ваша первая программа

lobby-players = { $n } { $n ->
    [one] игрок
    [few] игрока
   *[many] игроков
}
lobby-players-range = { $from }–{ $to } { $to ->
    [one] игрок
    [few] игрока
   *[many] игроков
}
lobby-minutes = { $n } мин
lobby-minutes-range = { $from }–{ $to } мин
lobby-play-ai = Сыграть с компьютером
lobby-play-ai-level = (лёгкий)
lobby-play-ai-title = { $others ->
    [one] Вы и компьютер (лёгкий), стандартные правила
   *[other] Вы и { $others } компьютерных { $others ->
        [one] игрок
        [few] игрока
       *[many] игроков
    } (лёгкие), стандартные правила
}
lobby-learn = Научиться за 3 минуты
lobby-learn-title = { $lesson }: игра с подсказками
lobby-read-rules = Прочитать правила

lobby-new-table = Новый стол: { $game }
lobby-how-to-play = Как играть в { $game }
lobby-clock = Контроль времени
lobby-clock-none = без часов
lobby-clock-seconds = { $n } с на решение
lobby-clock-minutes = { $n } мин на решение
lobby-clock-hours = { $n } { $n ->
    [one] час
    [few] часа
   *[many] часов
} на ход
lobby-clock-days = { $n } { $n ->
    [one] день
    [few] дня
   *[many] дней
} на ход
lobby-rated = Рейтинговая партия
lobby-rated-sign-in = Войдите, чтобы играть на рейтинг
lobby-rated-title = Игра идёт в рейтинг каждого игрока; все за столом должны войти в аккаунт, каждый из своей сети (двое из одного дома играют без рейтинга)
lobby-playing-as = Вы играете как { $name }
lobby-ratings = Рейтинги
lobby-game-ratings = Рейтинги: { $game }
lobby-seat = Место { $seat }
lobby-seat-you = Вы
lobby-seat-friend = Друг (ссылка-приглашение)
lobby-seat-anyone = Любой (открытое место)
lobby-seat-ai = Компьютер — { $level }
lobby-create = Создать стол
lobby-options = Настройки
lobby-how-tables = Стол: выберите, кто где сидит, — вы, друг (у каждого своя ссылка-приглашение, место ждёт его), любой желающий (открытое место: стол появится среди открытых) или компьютер нужного уровня — и играйте прямо на этой странице.

lobby-list-open = Открытые столы — есть свободное место
lobby-list-running = Идут — можно смотреть
lobby-list-finished = Окончены — записи партий
lobby-list-none = Пока нет.
lobby-list-newest = Последние { $n }:
lobby-play = Играть
lobby-join = Сесть
lobby-play-your-seat = Играть (ваше место)
lobby-watch = Смотреть
lobby-seat-open = (свободно)
lobby-seat-invited = (по приглашению)
lobby-your-tables = Ваши столы
lobby-your-seat = место { $seat }
lobby-your-turn = ваш ход
lobby-finished = окончена
lobby-waiting = ждём других
lobby-chat-sign-in = Войдите, чтобы писать в чат лобби.
