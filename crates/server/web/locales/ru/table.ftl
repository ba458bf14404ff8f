# Рамка страницы стола (table.js, panels.js, summary.js, log.js, view.js, board.js,
# transport.js): шапка, места, баннер, подсказка, сводка рядом с полем.
# «Round» и «turn» игр по-русски одинаково — «ход» (в «Танчиках» раунд — это ход).

## Страница

table-page-title = coinop — стол { $id }
table-page-title-your-turn = ● Ваш ход — coinop — стол { $id }
table-heading = Стол { $id }
table-connecting = подключение…
table-connected-seat = подключено: место { $seat }
table-connected-watching = подключено (вы зритель)
table-connection-lost = связь потеряна — переподключение…
table-connection-lost-short = связь потеряна
table-not-connected = нет связи; переподключение…
table-invite-error = { $error } — вы зритель.
table-token-invalid = { $message } — обновите страницу, чтобы смотреть игру
table-signed-out = { $message } — войдите и обновите страницу
table-skip-to-board = К игровому полю
table-skip-to-now = Промотать
table-game-log = Журнал игры
table-log-skipped = Долгая игра: журнал здесь начинается с действия { $n } (вся игра — в повторе).
table-sign-in = Войти
table-watch-instead = Смотреть как зритель
table-back-to-lobby = ← Назад в лобби
table-no-such = Такого стола нет
table-no-such-text = На этом сервере нет стола { $id }: возможно, в ссылке опечатка или она с другого сервера.
table-no-such-title = coinop — такого стола нет

## Настройки

table-settings = Настройки
table-settings-label = Настройки: звук, уведомления, анимация
table-sound = Звук
table-sound-title = Звуковой сигнал, когда ждут вашего решения
table-notify = Уведомления
table-notify-title = Уведомление, когда ждут вашего решения
table-anim-speed = Скорость анимации
table-anim-normal = Анимация: обычная
table-anim-fast = Анимация: быстрая
table-anim-off = Анимация: выкл.
table-notification = coinop: ваш ход
table-notification-body = Стол { $id } ждёт вашего решения.

## Правила стола после заголовка («Танчики · 4 игрока · 5 мин на решение · … · прочтения правил»)

table-rules-players = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
table-rules-clock = { $clock } на { $per ->
    [move] ход
   *[decision] решение
}
table-rulings = прочтения правил

## Часы: сколько осталось

table-clock-s = { $s } с
table-clock-min-s = { $min } мин { $s } с
table-clock-h-min = { $h } ч { $min } мин
table-clock-d-h = { $d } дн. { $h } ч

## Чат

table-chat-off = Создатель стола выключил чат.
table-chat-players-only = За этим столом в чат пишут только игроки.
table-chat-sign-in = Войдите, чтобы писать в чат как зритель.

## Места

table-seats = Места
table-player-short = И{ $n }
table-player = Игрок { $n }
table-player-shared = { $name } (И{ $n })
table-seat-you = { $name } (вы)
table-seat-ai = ИИ
table-seat-online = в сети
table-seat-away = не в сети
table-seat-free = свободно
table-seat-free-title = это место может занять любой
table-seat-invited = для друга
table-seat-invited-title = место ждёт друга с пригласительной ссылкой
table-seat-deciding = решает
table-invite-friends = Пригласить друзей
table-invite-how = Отправьте каждому другу ссылку на его место: кто первым её откроет, тот и играет на этом месте (ссылка срабатывает один раз). Место для друга ждёт его ссылки; открытое место может занять любой.
table-invite-local = Эти ссылки ведут на этот компьютер ({ $host }): для друга на другом устройстве откройте эту страницу по вашему адресу в сети и скопируйте ссылки оттуда.
table-invite-taken = Место { $seat }: занято.
table-invite-spent = Место { $seat }: теперь открыто для всех (ссылку уже использовали).
table-invite-seat = Место { $seat }: { $link }
table-invite-copy = Копировать
table-invite-copy-this = Скопируйте эту ссылку
table-take-seat = Занять свободное место
table-leave = Покинуть место
table-leave-confirm = Покинуть своё место? Его сможет занять кто-то другой.

## Баннер

table-watching = Вы зритель.
table-watching-more = Вы зритель. { $more }
table-you-win = Вы победили!
table-game-over = Игра окончена
table-winners = { $count ->
    [one] Победитель: { $names }.
   *[other] Победу делят { $names }.
}
table-nobody-wins = Победителя нет.
table-outcome-scores = { $reason }. { $label }: { $scores }.
table-scores = Очки
table-score = { $who } { $score }
table-replay = Повтор
table-back-to-lobby-button = В лобби
table-figures = Как шла игра
table-figures-counting = Считаем по всей игре…
table-rematch = Реванш
table-go-to-rematch = К реваншу
table-no-seat-here = у этого браузера нет места за этим столом

## Списки

table-list-last = { $first } и { $last }
table-list-more = { $first }, { $rest }
table-then = { $before }, затем { $after }

## Подсказка

table-hint = Подсказка
table-hint-title = Что сделал бы здесь компьютер? Только показывает, сам не ходит
table-hint-thinking = Думаю…
table-hint-line = Подсказка: { $what }
table-hint-line-why = Подсказка: { $what } — { $why }
table-hint-said-why = { $what } — { $why }
table-hint-more = ещё
table-hint-more-label = ещё: показать подсказку целиком
table-hint-less = свернуть
table-hint-less-label = свернуть: подсказка в одну строку

## Журнал

table-log-go-to = к действию { $n }
table-log-go-to-start = к началу

## Поле

table-zoom-in = Увеличить
table-zoom-out = Уменьшить

## Что сейчас произошло (сводка рядом с полем)

table-summary-title = Что произошло
table-summary-nothing-gist = : пока ничего
table-summary-nothing-yet = Пока ничего: когда ход закончится, здесь будет рассказано, что в нём произошло.
table-summary-nothing-to-tell = Рассказывать нечего.
table-summary-the-end = Конец игры
table-summary-setting-up = Подготовка
table-summary-so-far = Пока что
table-summary-this-turn = Текущий ход
table-summary-this-round = Текущий ход
table-summary-last-turn = Прошлый ход
table-summary-last-round = Прошлый ход
table-summary-named = { $name }: { $heading }
table-summary-to-log = { $n ->
    [one] ещё { $n } строка в журнале игры
    [few] ещё { $n } строки в журнале игры
   *[many] ещё { $n } строк в журнале игры
}
table-summary-to-log-title = Показать это в журнале игры
table-summary-watch = Ещё раз
table-summary-stop = Стоп
table-summary-stop-title = Стоп: показать поле как сейчас
table-summary-stop-label = Остановить просмотр
table-summary-watch-title = Снова показать на поле { $what ->
    [setting-up] подготовку
    [current-turn] текущий ход
    [last-round] прошлый ход
    [current-round] текущий ход
   *[last-turn] прошлый ход
} — до того места, где сейчас игра
table-summary-watch-label = Ещё раз: { $what ->
    [setting-up] подготовка
    [current-turn] текущий ход
    [last-round] прошлый ход
    [current-round] текущий ход
   *[last-turn] прошлый ход
}
table-summary-nothing-to-watch = Пока нечего смотреть.
table-summary-animations-off = Анимация выключена: включите её (в настройках вверху), чтобы посмотреть снова.
table-summary-joined-after = { $kind ->
    [turn] Страница открыта уже после начала этого хода: снова посмотреть можно будет со следующего хода.
   *[round] Страница открыта уже после начала этого хода: снова посмотреть можно будет со следующего хода.
}
table-summary-board-busy = На поле ещё показывается ход.
table-summary-sending = Ваш ход отправляется.
table-summary-staged = Сначала отправьте или отмените выбор, который делаете.
