# Слова самой командной строки.

cli-no-language = языка «{ $tag }» нет (coinop говорит на: { $known })
cli-threads = число потоков от 1 до { $most }
# Почему значение — не число.
cli-why-not-a-number = не целое число
cli-why-not-a-decimal = не число
cli-why-too-large = слишком большое
cli-why-too-small = слишком маленькое

# Отказы и ответы командной строки.
cli-reading = чтение { $path }
cli-not-a-file = { $path }: это не файл
cli-not-utf8 = { $path }: это не текст в UTF-8
# $what — одно из cli-file-… ниже.
cli-file-too-long = { $path }: больше { $max } байт, а { $what } — не больше { $max } байт
cli-file-tiles = файл тайлов
cli-file-arena = файл арен
cli-file-cards = файл карт
cli-file-deck = файл колоды
cli-file-map = файл карты
cli-options-not-json = --options — не JSON
cli-options-not-object = --options должен быть объектом JSON с именами настроек, например '{"{"}"max_rounds":50{"}"}'
cli-options-unknown = в --options неизвестная настройка или значение
# $args — данные аргументы, $game — название игры, $takes — аргументы, которые она принимает.
cli-args-elsewhere = { $args }: это для других игр; «{ $game }» принимает { $takes }
cli-unknown-variant = неизвестный вариант «{ $variant }»; есть: { $known }
cli-arcade-two = в ARCADE играют вдвоём
cli-no-arena = { $path }: в файле нет ни одной арены
cli-no-account = нет аккаунта «{ $name }»
cli-banned = Аккаунт «{ $name }» заблокирован: он вышел отовсюду и больше не может ни войти, ни писать в чат.
cli-no-chat-line = там нет сообщения { $seq }
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
cli-replay-ended = { $why } — очки { $scores }
cli-replay-unfinished = не доиграна
