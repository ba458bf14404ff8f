# ARCADE в браузере (skirmish.js): форма лобби и краткие правила, управление за столом,
# подсказки на поле, лоток кубиков, слова подсказок и итоги партии. Имена сторон, танков,
# продвинутых правил, миссий, местности и арен — из глоссария игры (его присылает сервер,
# уже на языке читателя) и приходят переменными; термины — crates/skirmish/GLOSSARY.md.
# Стороны называются во множественном числе («Зелёные»), танки — в мужском роде
# («Зелёный 2»), всегда в именительном падеже.

## Имена, пока глоссария нет

skirmish-seat = И{ $n }
skirmish-unit = { $side } { $n }
skirmish-separator = {", "}

## Лобби

skirmish-watching = В ARCADE скрыты только кубики, которые ещё не брошены.
skirmish-score-label = Осталось очков прочности
skirmish-pitch = По три танка с каждой стороны на арене: едете, потом бросаете кубики, чтобы выстрелить.
skirmish-howto = Два игрока, у каждого три танка, одна арена. Ходы чередуются; каждый ход действует один ваш танк, по порядку 1, 2, 3: он может ехать (6 очков движения: 2 за шаг по прямой, 3 по диагонали), один раз выстрелить и ехать дальше. Щёлкните по подсвеченной клетке, чтобы ехать, по вражескому танку — чтобы стрелять. Чем дальше цель, тем больше кубиков: любая единица — промах, иначе наименьший кубик — это урон. Уничтожьте все три вражеских танка, чтобы победить.
skirmish-howto-rules = Правила ARCADE
skirmish-howto-rulings = как их понимает coinop
skirmish-howto-rulings-note = (всё, что правила оставляют открытым).
skirmish-two-players = 2 игрока
skirmish-arena-label = Арена
skirmish-arena-preview = вид арены
skirmish-own-arena = Своя арена…
skirmish-own-arena-label = Карта вашей арены
skirmish-own-arena-hint = Ряды с севера на юг, клетки через пробел: . { $floor }, # { $wall }, P { $pool }, - { $gap }, G1–G3 и O1–O3 — танки ({ $south } начинают на юге).
skirmish-own-arena-format = Формат
skirmish-own-arena-title = Ваша арена
skirmish-own-arena-note = составлена игроком
skirmish-our-reading = наше прочтение
skirmish-rules-all-none = Выбрать все / снять все
skirmish-advanced-rules = Продвинутые правила
skirmish-missions-setup = Миссии и подготовка
skirmish-rule-readings = Прочтения правил
skirmish-readings-hint = Где правила оставляют вопрос открытым. Первый вариант — наш.
skirmish-all-readings = Все наши прочтения
skirmish-wrecks = Остовы остаются
skirmish-wrecks-note = Уничтоженный танк остаётся на своей клетке как препятствие.
skirmish-in-turn = Расставлять танки по очереди
skirmish-in-turn-note = Вместо расстановки арены игроки по одному ставят свои танки на свой первый ряд.
skirmish-needs-two = Нужны правило «{ $first }» и { $second }.
skirmish-needs = Нужно правило «{ $rule }».
skirmish-a-pool = Источник на арене
skirmish-first-player = Первый игрок
skirmish-first-by-coin = первый игрок: по жребию
skirmish-first-side = первыми ходят { $side } (место { $seat })
skirmish-reading-aimed = Прицельный выстрел (−2 кубика)
skirmish-reading-aimed-stays = оставляет танк на месте
skirmish-reading-aimed-before = это любой выстрел до движения
skirmish-reading-corners = Энергозаряд через угол
skirmish-reading-corners-pass = проходит
skirmish-reading-corners-blocked = останавливается
skirmish-why = почему (§{ $section })
skirmish-reading-name = { $key ->
    [aimed_shot] прицельный выстрел
    [bolt_corners] энергозаряд через угол
   *[other] { $key }
}

## Строка правил стола

skirmish-rules-arena = арена «{ $title }»
skirmish-rules-all = все продвинутые правила
skirmish-rules-core = базовые правила
skirmish-rules-missions = миссии: { $missions }
skirmish-rules-wrecks = остовы остаются
skirmish-rules-in-turn = расстановка по очереди
skirmish-rules-readings = другие прочтения: { $readings }

## Стол

skirmish-board-label = арена
skirmish-status-over = Игра окончена.
skirmish-status-setup = Подготовка: танки расставляются по очереди.
skirmish-status-placer = Подготовка: { $side } ставят танк в свою половину.
skirmish-status-turn = Ход { $turn }: действует { $unit } · прочность { $hp } · { $left ->
    [one] осталось { $left } очко движения
    [few] осталось { $left } очка движения
   *[many] осталось { $left } очков движения
}
skirmish-status-fired = уже стрелял
skirmish-your-move = ваш ход
skirmish-placing = Танки расставляются
skirmish-side-playing = Ходят { $side }
skirmish-replay-step = { $acting }: шаг повтора.
skirmish-watching-now = { $acting }; вы наблюдаете.
skirmish-sending = Отправляем…
skirmish-wait-placing = Ждём, пока другая сторона поставит танк.
skirmish-wait-side = Ходят { $side }, ждём.
skirmish-the-game-is-over = Игра окончена.
skirmish-heading-over = Игра окончена
skirmish-heading-replay = Повтор
skirmish-heading-watching = Наблюдение
skirmish-heading-you-play = Ваша сторона — { $side }
skirmish-heading-setup = Подготовка
skirmish-place-how = Щёлкните по подсвеченной клетке своей половины арены, чтобы поставить { $unit }.
skirmish-heading-turn = { $unit }, ваш ход
skirmish-stays-aimed = Танк стрелял прицельно и до конца хода стоит на месте.
skirmish-stays-rammed = Танк таранил, его движение в этом ходу окончено.
skirmish-no-step = Ехать некуда.
skirmish-move-how = { $left ->
    [one] Осталось { $left } очко движения
    [few] Осталось { $left } очка движения
   *[many] Осталось { $left } очков движения
}: щёлкните по зелёной клетке, чтобы ехать (на значке — цена).
skirmish-fired-already = В этом ходу вы уже стреляли.
skirmish-fire-how = Щёлкните по цели, чтобы выстрелить: на значке — число кубиков (⊘: энергозаряд сначала попадёт в эту клетку).
skirmish-choose-move = Ехать туда ({ $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
})
skirmish-choose-fire = Стрелять туда ({ $dice })
skirmish-choose-neither = Ни то ни другое
skirmish-aim = Прицелиться: на 2 кубика меньше, шансы выше (танк стоит на месте)
skirmish-aim-title = Ваш танк не двигался: прицельный выстрел бросает на 2 кубика меньше, и до конца хода танк стоит на месте (RULINGS.md §3).
skirmish-from-token = От моего жетона (+2 кубика)
skirmish-from-token-title = Стрелять, отмеряя расстояние от жетона прицела.
skirmish-with-ruling = { $text } (RULINGS.md §{ $section })
skirmish-repair = Ремонт (+2)
skirmish-end-turn = Завершить ход
skirmish-all-actions = Все разрешённые действия
skirmish-choose-action = { $n ->
    [1] Одно действие…
    [one] Все { $n } действие…
    [few] Все { $n } действия…
   *[many] Все { $n } действий…
}
skirmish-play-it = Выполнить
skirmish-compass = Компас:
skirmish-compass-title = { $rule }: куда уходит промах для каждого оставшегося значения кубика

## Панель танков

skirmish-destroyed = уничтожен
skirmish-stunned = оглушён
skirmish-acting = действует
skirmish-next = следующий
skirmish-both = { $first } { $a }, { $second } { $b }
skirmish-walls-destroyed = разрушено стен: { $both }
skirmish-pool-in-a-row = ходов подряд у Источника: { $both }
skirmish-rules-in-play = Правила в игре:
skirmish-core-rules = базовые правила
skirmish-moved-first = Первыми ходили { $side }. Ход { $turn } (предел — { $max })
skirmish-rules-link = правила
skirmish-tanks = Танки

## Подсказки на поле

skirmish-ground-title = { $cell } — { $ground }
skirmish-tank-title = { $unit }: прочность { $hp }
skirmish-tank-title-stunned = { $unit }: прочность { $hp }, оглушён
skirmish-wreck-title = остов: { $unit }
skirmish-token-title = жетон прицела ({ $unit }) на { $point }
skirmish-pick-place = поставить танк на { $cell }
skirmish-pick-move = ехать на { $cell } ({ $cost ->
    [one] { $cost } очко движения
    [few] { $cost } очка движения
   *[many] { $cost } очков движения
})
skirmish-pick-ram = таранить на { $cell }
skirmish-with-rule = { $text }: { $rule } — { $does }
skirmish-badge-ram = таран
skirmish-badge-hit = в упор!
skirmish-auto-hit-6 = верное попадание, урон 6
skirmish-pick-fire = { $action }: { $dice }, цель — { $target }, расстояние { $distance }
skirmish-pick-odds = { $text } — { $odds }
skirmish-pick-blocked = { $text } — но на линии энергозаряда сначала { $cell }: выстрел придётся туда

## Кубики, шансы и подсказки

skirmish-dice = { $dice ->
    [0] автоматическое попадание
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
}
skirmish-to-hit = попадание { $percent }%
skirmish-odds = попадание { $percent }%, в среднем { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) } урона
skirmish-hint-end = Завершить ход
skirmish-hint-repair = Ремонт (+2)
skirmish-hint-place = Поставить следующий танк на { $cell }
skirmish-hint-move = { $unit } едет на { $cell }
skirmish-hint-fire = Стрелять по цели: { $target }
skirmish-hint-fire-how = Стрелять по цели: { $target } ({ $how })
skirmish-how-aimed = прицельно
skirmish-how-from-token = от вашего жетона
skirmish-why-bolt = линия энергозаряда сначала встречает { $cell }
skirmish-why-close = так близко, что промах невозможен: { $target }
skirmish-why-mean = в среднем { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) } урона по цели: { $target }
skirmish-why-in-range = после движения до { $cell } цель в пределах досягаемости: { $target }
skirmish-why-from-here = отсюда по цели ({ $target }) понадобится { $dice }, попадание { $percent }%

## Лоток кубиков

skirmish-tray-fires = { $unit } стреляет по { $cell }{ $how ->
    [aimed-token] , прицельно, от жетона
    [token] , от жетона
    [aimed] , прицельно
   *[plain] {""}
}
skirmish-tray-fires-dice = { $unit } стреляет по { $cell }{ $how ->
    [aimed-token] , прицельно, от жетона
    [token] , от жетона
    [aimed] , прицельно
   *[plain] {""}
}: { $dice }
skirmish-tray-auto-hit = верное попадание, урон 6
skirmish-tray-missed = промах
skirmish-tray-hits = попадание в { $unit }: урон { $damage }
skirmish-tray-lands = ракета падает на { $point }
skirmish-tray-wall = стена на { $cell } рушится
skirmish-tray-floor = пол на { $cell } разрушен
skirmish-tray-bolt = заряд по пути попадает в { $cell }
skirmish-tray-wreck = выстрел принимает остов на { $cell }
skirmish-tray-comes-down = выстрел приходится на { $cell }
skirmish-tray-rams = { $unit } таранит { $target }: каждый теряет { $damage }

## Итоги партии

skirmish-chart = Очки прочности сторон, ход за ходом
skirmish-left = осталось { $hp }
skirmish-col-tank = Танк
skirmish-col-end = В конце
skirmish-col-shots = Выстрелы
skirmish-col-hits = Попадания
skirmish-col-hits-title = выстрелы, попавшие в танк, по которому стреляли
skirmish-col-dealt = Нанесено урона
skirmish-col-dealt-title = очки прочности, потерянные вражескими танками в его ходы, по любой причине
skirmish-col-taken = Получено урона
