# Слова самой командной строки.

cli-no-language = языка «{ $tag }» нет (coinop говорит на: { $known })
cli-threads = число потоков должно быть от 1 до { $most }
# Почему значение — не число.
cli-why-not-a-number = ожидается целое число от 0
cli-why-not-a-decimal = не число
cli-why-too-large = слишком большое
cli-why-too-small = слишком маленькое

# Отказы и ответы командной строки.
cli-reading = не удалось прочитать { $path }
cli-not-a-file = { $path }: это не файл
cli-not-utf8 = { $path }: это не текст в UTF-8
# $what — одно из cli-file-… ниже.
cli-file-too-long = { $path }: больше { $max } байт, а { $what } — не больше { $max } байт
cli-file-tiles = файл тайлов
cli-file-arena = файл арен
cli-file-cards = файл карт
cli-file-deck = файл колоды
cli-file-map = файл карты
cli-options-not-json = значение --options — не JSON
cli-options-not-object = значение --options должно быть объектом JSON с именами настроек, например '{"{"}"max_rounds":50{"}"}'
cli-options-unknown = в --options неизвестная настройка или значение
# $args — данные аргументы, $game — название игры, $takes — аргументы, которые она принимает.
cli-args-elsewhere = { $args }: это для других игр; у игры «{ $game }» есть { $takes }
cli-unknown-variant = неизвестный вариант «{ $variant }»; допустимые: { $known }
cli-arcade-two = в ARCADE играют вдвоём
cli-no-arena = { $path }: в файле нет ни одной арены
cli-no-account = нет аккаунта «{ $name }»
cli-banned = Аккаунт «{ $name }» заблокирован: он вышел отовсюду и больше не может ни войти, ни писать в чат.
cli-no-chat-line = { $table ->
    [lobby] в лобби нет сообщения { $seq }
   *[other] за столом { $table } нет сообщения { $seq }
}
cli-chat-removed = Удалено (открытый стол показывает сообщение, пока его не откроют заново).
cli-replay-unknown-game = { $path } — запись игры «{ $game }», которой эта сборка не знает (игры: { $games })
cli-replay-header = Партия «{ $game }» (версия движка { $version }), зерно { $seed }, { $actions ->
    [one] { $actions } действие
    [few] { $actions } действия
   *[many] { $actions } действий
}; настройки { $options }
cli-replay-ok = запись в порядке: { $actions ->
    [one] { $actions } действие
    [few] { $actions } действия
   *[many] { $actions } действий
}, итоговый хеш { $hash }, { $outcome }
cli-replay-ended = { $why }; очки: { $scores }
cli-replay-unfinished = не доиграна
cli-no-seat = --seat { $seat }: за этим столом места с 1 по { $players } (0 — смотреть)
cli-ratings-same = { $n ->
    [one] заново засчитана { $n } рейтинговая партия: числа те же
    [few] заново засчитаны { $n } рейтинговые партии: числа те же
   *[many] заново засчитано { $n } рейтинговых партий: числа те же
}
cli-ratings-changed = { $n ->
    [one] заново засчитана { $n } рейтинговая партия: числа изменились (новые сохранены)
    [few] заново засчитаны { $n } рейтинговые партии: числа изменились (новые сохранены)
   *[many] заново засчитано { $n } рейтинговых партий: числа изменились (новые сохранены)
}
# Столбцы таблиц лидеров.
cli-ratings-player = игрок
cli-ratings-rating = рейтинг
cli-ratings-games = партии
cli-ratings-wins = победы
cli-why-out-of-range = должно быть от { $least } до { $most }
