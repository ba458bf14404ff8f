# Повтор законченной игры (replay.js).

replay-page-title = coinop — повтор { $id }
replay-heading = Повтор игры за столом { $id }
replay-table-page = страница стола
replay-download = скачать повтор (JSON)
replay-keys = Клавиши: ← → шаг, Home/End, пробел — пуск.
replay-step = Шаг
replay-at = действие { $ply } из { $total }
replay-first = Первый шаг
replay-back = Шаг назад
replay-play = Пуск
replay-play-label = Воспроизвести
replay-pause = Пауза
replay-next = Шаг вперёд
replay-last = Последний шаг
replay-whole-game = Вся игра
replay-none = Здесь нет повтора
replay-back-to-lobby = ← Назад в лобби
