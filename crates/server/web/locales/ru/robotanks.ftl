# «Роботанки» в браузере (robotanks.js): форма в лобби и «как играть», подписи и подсказки
# арены, боковые панели, управление в каждой фазе, слова подсказок, анимаций и итогов.
# Названия команд, их группы и что они делают, цвета, направления и подписи гексов — из
# глоссария игры (сервер присылает его уже на языке зрителя): они приходят переменными
# ($card, $tank, $colour …) в именительном падеже, поэтому фразы построены так, чтобы
# имя танка или цвета стояло в именительном («танку Красный 1», «Ждём: Красный»).
# Названия карт в тексте — в «ёлочках». Термины — по crates/robotanks/GLOSSARY.md.
#
# $post — цвет командного пункта ключом движка (Black, Yellow, White, Red): здесь он
# склоняется («командный пункт Красного»).

## Лобби

robotanks-watching = Руки и программы скрыты; Банк и карты в открытую видны всем.
robotanks-replay-note = Видны все руки; программы остаются рубашкой вверх, как за столом.
robotanks-score-label = Карт в руке
robotanks-pitch = Запрограммируйте четыре танка-робота, повторяющих свои команды по кругу; побеждает последний командный пункт.
robotanks-howto = Вы командуете четырьмя танками-роботами на гексовой арене. Каждый танк исполняет свою { $program }: стопку карт команд рубашкой вверх (движение, поворот, огонь, особые), по одной карте за ход, и повторяет её по кругу без конца — она скрыта даже от вас. Каждый ход вы можете { $deactivate } один танк, забрать его программу в руку и дать ему новую; затем все ваши танки исполняют свои программы. Попадания перемешивают программы; попадание в командный пункт отнимает карты из руки его владельца. Игрок без карт в руке выбывает: побеждает последний командный пункт.
# Стоят в тексте выше: «исполняет свою программу», «можете отключить».
robotanks-howto-program = программу
robotanks-howto-deactivate = отключить
robotanks-howto-rules = Правила «Роботанков»
robotanks-howto-rulings = как их понимает coinop
robotanks-howto-rulings-note = (всё, что правила оставляют открытым, наша колода и наша арена).

robotanks-players-label = Игроки
robotanks-players-count = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
robotanks-first-player-label = Первый игрок
robotanks-first-random = первый игрок: по жребию
robotanks-first-seat = первым ходит место { $n }
robotanks-colours-4 = Места занимают Чёрный, Жёлтый, Красный и Белый — по часовой стрелке вокруг арены.
robotanks-colours-3 = Один цвет, выбранный по жребию, не играет; остальные садятся по часовой стрелке (Чёрный, Жёлтый, Красный, Белый). Игрок напротив пустой стороны оставляет себе 20 карт.
robotanks-colours-2 = Двое играют противоположными цветами — Чёрным и Красным или Жёлтым и Белым, по жребию.
robotanks-our-reading = наше прочтение
robotanks-introductory = Вводная колода
robotanks-introductory-note = Первая партия по правилам: колода без энергошара, вируса, самоуничтожения и сканирования (89 карт).
robotanks-hand-label = Сколько карт оставить из раздачи
robotanks-hand-18 = оставить 18 карт (по правилам)
robotanks-hand-12 = оставить 12 карт (короткая игра)
robotanks-post-loss = Командный пункт при попадании теряет три карты
robotanks-post-loss-note = Короткая игра: стрелок по-прежнему оставляет себе только одну; остальные уходят в Банк.
robotanks-no-edges = Сектор обстрела без граничных линий
robotanks-no-edges-note = Стрелять можно только по гексам строго внутри клина в 60° перед танком. Без галочки (наше прочтение): гексы на двух граничных линиях клина тоже входят в сектор.
robotanks-armor-bank = Уничтоженная «Броня» уходит в Банк
robotanks-armor-bank-note = Без галочки (наше прочтение): «Броня», уничтоженная на 4 или 5, уходит под низ программы своего танка, как любая особая карта, чьё время в открытую вышло.
robotanks-misdeal-neither = Пересдача — только если нет ни карт огня, ни карт движения
robotanks-misdeal-neither-note = Без галочки (наше прочтение): игрок может объявить пересдачу, если в раздаче нет карт хотя бы одного из этих видов.
robotanks-shorter-game = Короткая игра
robotanks-shorter-quote = «Для более короткой игры уменьшите начальные руки или пусть командные пункты при попадании теряют по три карты».
robotanks-starting-hand = Начальная рука
robotanks-turn-limit = Предел ходов
robotanks-turn-limit-note = (ход каждого игрока считается за один). Если игра к этому времени не закончилась, она завершается: побеждают оставшиеся в игре игроки, у которых больше всего карт в руке. В правилах предела нет.
robotanks-readings = Прочтения правил
robotanks-readings-note = Там, где правила можно понять двояко. Без галочки — наше прочтение.
robotanks-readings-all = Все наши прочтения
robotanks-readings-rules = правила
robotanks-turn-limit-error = Предел ходов — целое число от 1 до 4000 (у нас: 400).

## Правила стола одной строкой (части через « · »)

robotanks-rules-introductory = вводная колода
robotanks-rules-full = полная колода
robotanks-rules-hands = { $n ->
    [one] руки по { $n } карте
   *[other] руки по { $n } карт
}
robotanks-rules-post-loss = КП теряют по 3
robotanks-rules-no-edges = сектор без граничных линий
robotanks-rules-armor-bank = уничтоженная «Броня» — в Банк
robotanks-rules-misdeal-neither = пересдача — только без огня и без движения
robotanks-rules-deck = колода «{ $title }»
robotanks-rules-arena = арена «{ $title }»
robotanks-rules-max-turns = { $n ->
    [one] не более { $n } хода
   *[other] не более { $n } ходов
}

## Имена и счёт

robotanks-cards = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-none = нет
# Название карты в перечне названий.
robotanks-card-quoted = «{ $card }»
robotanks-post-name = командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
}
robotanks-chip-title = { $name } ({ $group }): { $does }
robotanks-card-does = «{ $card }»: { $does }
robotanks-player-n = Игрок { $n }
robotanks-your-tank = ваш танк
robotanks-off = ОТКЛ
robotanks-post-mark = КП
robotanks-ruin = руины

## Шаги хода (после «—» и в списке фаз)

robotanks-step-setup = выбор руки и начальных программ
robotanks-step-deactivation = Отключение
robotanks-step-bank-pick = выбор карты из Банка
robotanks-step-look-up = Обмен
robotanks-step-programming = Программирование
robotanks-step-execution = Исполнение
robotanks-step-target = выбор цели
robotanks-step-transwarp = выбор танка для обмена местами
robotanks-step-drain = выбор карты, которую оставить
robotanks-step-scan = выбор танка для сканирования
robotanks-step-virus = перестановка программы
robotanks-step-over = игра окончена
robotanks-phases = фазы хода

## Конец игры

robotanks-end-turns = { $n ->
    [one] Сыгран { $n } ход
    [few] Сыграно { $n } хода
   *[many] Сыграно { $n } ходов
}. Карты в руке — защита командного пункта; они же решают исход игры, остановленной пределом ходов.
robotanks-end-player = Игрок
robotanks-end-cards = Карт в руке
robotanks-end-tanks = Танков осталось
robotanks-end-suffered = Попаданий в свой КП
robotanks-end-suffered-title = попадания в командный пункт этого игрока
robotanks-end-made = Попаданий по чужим КП
robotanks-end-made-title = попадания танков этого игрока по командным пунктам
robotanks-end-at-end = В конце
robotanks-end-out = выбыл
robotanks-end-won = победил
robotanks-end-in = в игре
robotanks-game-over = Игра окончена
robotanks-end-last-post = { $who } удерживает последний командный пункт и побеждает!
robotanks-end-stalemate = { $who } — сражаться больше некому: побеждает тот, у кого больше всего карт в руке.
robotanks-end-limit = { $who } — достигнут предел ходов: побеждает тот, у кого больше всего карт в руке.

## Слова подсказки (кнопки, которые делают ход)

robotanks-hint-keep-suggested = «Оставить предложенную руку» оставляет всю руку, выбранную компьютером, одним нажатием
robotanks-hint-first-program = «{ $card }» — начальная программа танка { $tank }
robotanks-hint-set-aside = Отложить «{ $card }»
robotanks-hint-place = Положить следующей «{ $card }»
robotanks-hint-place-again = Положить следующей «{ $card }» — уже положена здесь
robotanks-hint-deactivate = Отключить { $n }
robotanks-hint-give = Отдать в обмен «{ $card }»
robotanks-hint-give-again = Отдать в обмен «{ $card }» — уже выбрана
robotanks-hint-take-bank = Взять «{ $card }» из Банка
robotanks-hint-take = Взять «{ $card }»
robotanks-hint-keep = Оставить «{ $card }»
robotanks-hint-target = Стрелять в { $target }
robotanks-hint-warp = Поменяться местами с танком { $tank }
robotanks-hint-scan = Сканировать танк { $tank }
robotanks-roll = Бросить кубик
robotanks-pass = Пас: без обмена
robotanks-misdeal = Объявить пересдачу
robotanks-done = Готово
robotanks-confirm-program = Подтвердить программу
robotanks-hint-leave-empty = Оставить танк без программы

## Авто: остаток раздачи выбирает компьютер

robotanks-auto-yours = Компьютер выбрал бы здесь «{ $choice }»: это решать вам
robotanks-auto = Авто
robotanks-auto-on = — включено: нажмите ещё раз, чтобы остановить
robotanks-auto-off = — компьютер доделает раздачу за меня
robotanks-auto-stop-title = Стоп: дальше раздачу выбираю я
robotanks-auto-start-title = Компьютер доделает раздачу за меня
robotanks-auto-heading = Раздача: выбирает компьютер
robotanks-auto-progress-hand = Компьютер выбирает остаток вашей раздачи так, как выбрал бы для себя: { $n ->
    [one] { $n } карту, которая останется
    [few] { $n } карты, которые останутся
   *[many] { $n } карт, которые останутся
} в руке.
robotanks-auto-progress-programs = Компьютер выбирает остаток вашей раздачи так, как выбрал бы для себя: начальные программы, выбрано { $n } из 4.
robotanks-chosen = Выбрано:

## Арена

robotanks-arena-label = арена: гексовое поле с танками, командными пунктами и доками
robotanks-hex-floor = { $hex }: пол
robotanks-hex-wall = { $hex }: стена
robotanks-column = столбец { $letter }
robotanks-column-note = столбец { $letter } ({ $note })
robotanks-row = ряд { $n }
robotanks-dock = Док танка { $colour } { $n }
robotanks-post-ruin = Командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
}: руины (его игрок выбыл)
robotanks-post-title = Командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
}
robotanks-post-title-hand = Командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
} — его защита: { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
} в руке у игрока { $name }
robotanks-tank-wreck = { $tank } на { $hex }: остов (препятствие на пути, выбыл из игры)
robotanks-tank-title = { $tank } на { $hex }: смотрит на { $facing } { $arrow }; { $down ->
    [one] { $down } карта
    [few] { $down } карты
   *[many] { $down } карт
} рубашкой вверх{ $upCount ->
    [0] {""}
   *[other] ; в открытую: { $up }
}{ $inactive ->
    [yes] ; отключён для перепрограммирования
   *[no] {""}
}
robotanks-next-title = { $tank } следующей исполнит «{ $card }»
robotanks-next-title-bumps = { $tank } следующей исполнит «{ $card }» — и во что-то врежется: попадание обоим
robotanks-info-idle = Наведите на танк или коснитесь его — увидите его карты и сектор обстрела. На танке: номер — на башне, число закрытых карт — в нижнем углу, ОТКЛ и открытые карты — в остальных углах. Над вашими танками — код карты, которую каждый исполнит следующей (насколько вы помните свои программы); пунктирная стрелка показывает, куда она приведёт танк, красный крест — где он во что-то врежется.
robotanks-info-columns = Обратите внимание: { $note }.
robotanks-info-wreck = { $tank } на { $hex }: остов.
# $facing — буквы карты (E, NE, NW, W, SW, SE): по-русски словом.
robotanks-info-tank = { $tank } на { $hex }, смотрит на { $facing ->
    [E] восток
    [NE] северо-восток
    [NW] северо-запад
    [W] запад
    [SW] юго-запад
    [SE] юго-восток
   *[other] { $facing }
} { $arrow } · рубашкой вверх: { $cards }
robotanks-info-face-up = в открытую: { $cards }
robotanks-info-deactivated = отключён
robotanks-info-turret = сектор обстрела: круговой («{ $card }»)
robotanks-info-next = следующая: «{ $card }» { $note }
robotanks-info-next-bumps = (врежется: попадание обоим)
robotanks-info-next-remembered = (насколько вы помните программу)
robotanks-info-scan = ваше сканирование: { $cards }
robotanks-info-scan-none = ваше сканирование: рубашкой вверх ничего нет
robotanks-pick-range = д{ $range }
robotanks-pick-target = стрелять в { $target } (дальность { $range })
robotanks-pick-warp = поменяться местами с танком { $tank }
robotanks-pick-scan = сканировать программу танка { $tank }

## Строка состояния

robotanks-status-deal = Раздача: все выбирают руку и начальные программы
robotanks-status-turn = Ход { $turn }
robotanks-status-you-are = Ваш цвет: { $colour }
robotanks-status-watching = наблюдение
robotanks-status-replay = повтор
robotanks-status-your-move = ваш ход

## Боковые панели

robotanks-hand-heading = Ваша рука — { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-hand-unknown = карты появятся, когда закончится показ действий этого хода
robotanks-empty = пусто
robotanks-hand-defence = Ваша рука — защита вашего командного пункта: игрок без карт в руке выбывает.
robotanks-players = Игроки
robotanks-setting-aside = откладывает { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-choosing-programs = выбирает начальные программы ({ $n } из 4)
robotanks-ready = готов
robotanks-you = (вы)
robotanks-went-first = ходил первым
robotanks-first = 1-й
robotanks-playing = ходит
robotanks-out = выбыл
robotanks-in-hand-title = карты в руке: защита командного пункта
robotanks-in-hand = { $n } в руке
robotanks-their-hand = рука:
robotanks-their-hand-unknown = появится, когда закончится показ действий
robotanks-wreck = остов
robotanks-bank = Банк
robotanks-bank-count = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}, в открытую
robotanks-bank-traded = Отданы при этом обмене (попадут в Банк после него):

## Управление

robotanks-your-move = Ваш ход
robotanks-your-turn = Ваш ход
robotanks-deal = Раздача
robotanks-choosing-for-you = Компьютер выбирает вам руку так, как выбрал бы себе…
robotanks-sending = Отправка…
robotanks-deal-done = Рука оставлена, четыре начальные программы выбраны.
robotanks-watching-prefix = Наблюдение:
robotanks-replay-prefix = Повтор:
robotanks-deal-waiting = Ждём: { $who } (все оставляют руки одновременно и втайне).
robotanks-your-first-programs = Ваши начальные программы:
robotanks-executing-first = Ваши танки исполняют программы, начиная с танка 1…
robotanks-watching-who = Наблюдение: { $who } — { $step }.
robotanks-replay-who = Повтор: { $who } — { $step }.
robotanks-executing = Ваши танки исполняют программы…
robotanks-step-now = { $step }…
robotanks-waiting-for = Ждём: { $who } — { $step }.

robotanks-deal-keep-heading = Раздача: оставьте { $keep } из { $n ->
    [one] { $n } карты
   *[other] { $n } карт
}
robotanks-good-hand = В хорошей руке есть движения и повороты, чтобы добраться до вражеского командного пункта, и карты огня, чтобы по нему стрелять.
robotanks-keep-suggested = Оставить предложенную руку
robotanks-keep-suggested-words = { $n ->
    [one] выбор компьютера: { $n } карта
    [few] выбор компьютера: { $n } карты
   *[many] выбор компьютера: { $n } карт
}
robotanks-pick-count = { $or ->
    [yes] Или выберите
   *[no] Выберите
} { $n ->
    [one] { $n } карту, которую
    [few] { $n } карты, которые
   *[many] { $n } карт, которые
} нужно { $mode ->
    [keep] оставить
   *[aside] отложить
} (выбрано { $k } из { $n }):
robotanks-deal-aria = Ваша раздача: нажмите на карту, чтобы { $mode ->
    [keep] оставить её
   *[aside] отложить её
} (выбрано { $k } из { $n })
robotanks-keep-first = Сначала выберите { $n ->
    [one] { $n } карту, которую
    [few] { $n } карты, которые
   *[many] { $n } карт, которые
} нужно { $mode ->
    [keep] оставить
   *[aside] отложить
}
robotanks-keep-these-title = Оставить эти; остальные { $n } уйдут в Банк в открытую, когда все сделают выбор
robotanks-keep-others-title = Оставить остальные { $n }; эти уйдут в Банк в открытую, когда все сделают выбор
robotanks-keep-these = Оставить эти { $n }
robotanks-set-aside-these = Отложить эти { $n }
robotanks-misdeal-title = В вашей раздаче нет карт огня или нет карт движения: вся колода раздаётся заново
robotanks-picked = { $mode ->
    [keep] Оставляете
   *[aside] Откладываете
} { $k } из { $n }
robotanks-picked-back = — нажмите на карту, чтобы вернуть её
robotanks-put-back = Вернуть
robotanks-group-count = { $group } { $n }
robotanks-misdeal-hint = В вашей раздаче нет карт огня или нет карт движения (движение или поворот): вы можете объявить пересдачу, и всем раздадут заново ({ $link }).
robotanks-first-programs-heading = Раздача: начальные программы
robotanks-first-programs = Выберите из руки по одной карте — начальную программу каждого танка. Сейчас: { $tank } ({ $n } из 4).
robotanks-your-hand-count = Ваша рука ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}):

robotanks-look-up-how = Можно обменять две карты из руки на одну карту из Банка или спасовать. Выберите обе карты, которые отдаёте, и карту Банка, которую берёте; ничего не отправится, пока вы не подтвердите.
robotanks-give-head = Выберите в руке { $n ->
    [2] две карты
   *[other] одну карту
} на обмен:
robotanks-trade-slot = карта для обмена
robotanks-traded-in = На обмен: { $n } из 2 (нажмите, чтобы вернуть)
robotanks-bank-take = Банк — возьмите одну
robotanks-bank-empty-pass = Банк пуст: брать нечего, так что пасуйте.
robotanks-undo = Отменить
robotanks-undo-choice = Отменить последний выбор
robotanks-clear = Очистить
robotanks-clear-choices = Отменить весь выбор
robotanks-trade-words = Обменять { $cards } на «{ $card }»
robotanks-trade-choose = Выберите две карты для обмена и одну карту Банка
robotanks-confirm-trade = Подтвердить обмен
robotanks-pass-clear-first = Чтобы спасовать, сбросьте выбор
robotanks-pass-title = Без обмена в этот ход
robotanks-after-trade = После обмена у вас { $n ->
    [one] останется { $n } карта
    [few] останутся { $n } карты
   *[many] останется { $n } карт
}: игрок без карт выбывает.

robotanks-program-how = Дайте танку { $tank } новую программу из руки: нажимайте карты в том порядке, в каком он должен их исполнять (первая исполнится первой, а программа повторяется по кругу). Ничего не отправится, пока вы не подтвердите.
robotanks-friendly-fire = Осторожно с прицелом: карта прямого огня (пушка, смещатель, электропушка, вирус) поражает ближайший объект в секторе обстрела танка — в том числе ваши танки и ваш командный пункт. Танк, въезжающий в стену или объект, останавливается, и оба получают попадание (попадание перемешивает программу и отнимает у неё карту).
robotanks-hand-left = Осталось { $left } из { $n } — выберите следующую:
robotanks-undo-card = Вернуть последнюю карту в руку
robotanks-clear-cards = Вернуть все карты в руку
robotanks-placed-earlier = { $n ->
    [one] { $n } карта положена
    [few] { $n } карты положены
   *[many] { $n } карт положено
} раньше
robotanks-empty-so-far = пока пусто
robotanks-confirm-program-n = Подтвердить — { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-place-one-first = Сначала положите хотя бы одну карту
robotanks-leave-empty = Оставить без программы…
robotanks-last-card = Это ваша последняя карта: без карт в руке вы сразу выбываете.
robotanks-keep-cards = Берегите карты в руке: они защищают ваш командный пункт, а игрок без карт выбывает ({ $n ->
    [one] осталась { $n } карта
    [few] осталось { $n } карты
   *[many] осталось { $n } карт
}).
robotanks-empty-aria = Оставить танк без программы?
robotanks-empty-question = Оставить танк { $tank } без программы?
robotanks-empty-explain = Танк без карт уничтожается в начале исполнения: до конца игры он становится { $wreck }. Его старая программа остаётся у вас в руке.
# Стоит в тексте выше: «он становится остовом».
robotanks-empty-wreck = остовом
robotanks-empty-yes = Да — пусть станет остовом
robotanks-empty-no = Нет, вернуться к программе
robotanks-empty-warn = Танк, оставленный без программы, уничтожается в начале исполнения.

robotanks-virus-heading = Вирус: переставьте программу
robotanks-virus-how = Ваш вирус попал в танк { $tank }: переставьте всю его программу рубашкой вверх, начиная с верхней карты. { $n ->
    [one] Его { $n } карта должна вернуться
    [few] Все { $n } карты должны вернуться
   *[many] Все { $n } карт должны вернуться
} в программу; можно добавить карты из руки.
robotanks-virus-placed = положено: { $n }
robotanks-virus-still = Ещё положить (его карты):
robotanks-virus-all-placed = Все его карты положены; добавьте ещё из руки или завершите.
robotanks-place-next = Положить следующей:
robotanks-virus-theirs = чужая

robotanks-deactivation-heading = Ваш ход: Отключение
robotanks-deactivation-how = Отключите один из своих танков, чтобы перепрограммировать его (его программа вместе с картами в открытую уходит вам в руку), или бросьте кубик: на 1 вы берёте карту из Банка. Если ни один танк не отключён, ваши танки просто исполняют свои программы.
robotanks-deactivate-facing = , смотрит на { $facing },
robotanks-deactivate-down = закрытых: { $n }
robotanks-deactivate-up = , открытые: { $cards }
robotanks-rolled-one = Выпала 1
robotanks-bank-pick-how = Возьмите в руку любую одну карту из Банка.
robotanks-target-heading = Выберите цель
robotanks-target-how = { $tank } исполняет «{ $weapon }», и карта «{ $target }» даёт вам выбрать цель: любой объект в его секторе обстрела — нажмите на объект в кольце на поле или на кнопку.
robotanks-range = дальность { $range }
robotanks-warp-colour = цвет: { $colour }
robotanks-warp-any-colour = любой цвет
robotanks-warp-number = номер { $n }
robotanks-warp-any-number = любой номер
robotanks-warp-heading = Трансварп
robotanks-warp-how = { $tank } — трансварп: на кубиках { $d1 } и { $d2 }; 5 или 6 — выбор за вами ({ $chosen }). Выберите танк, с которым поменяться местами (нажмите на танк в кольце).
robotanks-drain-heading = Попадание в командный пункт
robotanks-drain-post = командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
}
robotanks-drain-how = Ваш танк попал в { $post }: вы забрали из руки его владельца { $cards }. Оставьте одну, другая уйдёт в Банк.
robotanks-drain-how-unnamed = Ваш танк попал в { $post }: вы забрали карты из руки его владельца. Оставьте одну, другая уйдёт в Банк.
robotanks-scan-heading = Сканирование
robotanks-scan-how = Посмотрите закрытую программу любого танка по порядку: её увидите только вы (она появится в вашем журнале). Нажмите на танк в кольце или на кнопку.
robotanks-scan-down = закрытых: { $n }
robotanks-choose-below = { $step }: выберите ниже.
robotanks-scan-result = Ваше сканирование танка { $tank }, сверху вниз: { $cards }.
robotanks-scan-result-none = Ваше сканирование танка { $tank }: рубашкой вверх ничего нет.
robotanks-to-map = ↑ к полю

## Анимации: слова лотка кубиков, подписи над полем, вспышки

robotanks-say-turn = Ход { $turn }: { $colour } — { $name }
robotanks-say-first = { $colour } ходит первым
robotanks-say-deactivated = { $tank } отключён: его программа ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}) уходит в руку
robotanks-bank-die = Кубик Банка
robotanks-bank-die-one = карта из Банка
robotanks-bank-die-nothing = ничего
robotanks-say-took = { $colour } берёт «{ $card }» из Банка
robotanks-say-traded = { $colour } отдаёт в обмен «{ $card }»
robotanks-say-executes = { $tank } исполняет «{ $card }»
robotanks-say-executes-zoom = { $tank } исполняет «{ $card }» (форсаж)
robotanks-say-idle = { $tank }: только карты в открытую — бездействует
robotanks-caption-idle = бездействует
robotanks-caption-face-up = «{ $card }» остаётся в открытую
robotanks-caption-zoom = «{ $card }»: { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-say-collided = { $tank } врезается в { $target }
robotanks-say-collided-wall = { $tank } врезается в стену
robotanks-burst-crash = УДАР
robotanks-caption-no-target = в секторе обстрела пусто
robotanks-say-no-target = { $tank }: в секторе обстрела пусто
robotanks-say-targets = { $tank } берёт на прицел { $target }, дальность { $range }
robotanks-say-picks = { $tank } выбирает цель { $target }, дальность { $range }
robotanks-die-range = дальность { $range }:
robotanks-die-hit = попадание
robotanks-die-miss = промах
robotanks-die-auto-hit = «{ $card }»:
robotanks-die-auto-hit-words = попадание без кубика
robotanks-caption-miss = промах
robotanks-caption-spun = развёрнут
robotanks-die-laser = Лазер:
robotanks-die-laser-sum = = { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
   *[many] { $n } гексов
}
robotanks-die-mortar = Миномёт:
robotanks-die-mortar-ahead = { $n ->
    [one] на { $n } гекс
    [few] на { $n } гекса
   *[many] на { $n } гексов
} вперёд
robotanks-burst-boom = БУМ
robotanks-die-ball-turn = поворот
robotanks-die-ball-distance = расстояние
robotanks-say-ball = энергошар попадает в { $target }
robotanks-say-ball-wall = энергошар попадает в стену
robotanks-die-warp-colour = цвет
robotanks-die-warp-tank = танк
robotanks-caption-radar = радар: { $target }
robotanks-say-self-destruct = { $tank } САМОУНИЧТОЖАЕТСЯ: { $n ->
    [one] { $n } атака
    [few] { $n } атаки
   *[many] { $n } атак
}
robotanks-burst-self-destruct = САМОУНИЧТОЖЕНИЕ
robotanks-burst-double-hit = ДВОЙНОЕ ПОПАДАНИЕ
robotanks-burst-hit = ПОПАДАНИЕ
robotanks-die-armor = Броня:
robotanks-armor-dissipates = рассеивается
robotanks-armor-lost = броня потеряна
robotanks-armor-through = попадание проходит
robotanks-say-scrambled = Программа танка { $tank } перемешана: { $n ->
    [one] { $n } карта уходит
    [few] { $n } карты уходят
   *[many] { $n } карт уходят
} в Банк
robotanks-say-wrecked = { $tank } — теперь остов
robotanks-burst-wreck = ОСТОВ
robotanks-say-drained = Попадание в командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
}: { $by } забирает { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
}
robotanks-caption-reprogrammed = перепрограммирован вирусом
robotanks-caption-scanned = его сканирует { $colour }
robotanks-say-eliminated = Командный пункт { $post ->
    [Black] Чёрного
    [Yellow] Жёлтого
    [White] Белого
   *[Red] Красного
} УНИЧТОЖЕН: { $name } выбывает
robotanks-burst-destroyed = УНИЧТОЖЕН
