# «Танчики» в браузере (tanks.js): форма в лобби и «как играть», подписи и подсказки поля,
# планирование, рука, решения, слова подсказок. Названия карт и бонусов — из глоссария
# игры (его присылает сервер уже на языке зрителя), они приходят переменными; термины —
# по crates/tanks/GLOSSARY.md и оригинальным правилам.

## Имена

# Игрок по номеру места с 1 — очень мелко, на самом танке (в журнале и состоянии —
# имя места).
tanks-seat-mark = И{ $n }
# Бот по жетону, как в журнале: «бот Красный 2» (внутри фразы; в начале подписи страница
# пишет «Бот» с заглавной), штрих — за каждую следующую коробку жетонов.
tanks-bot-name = бот { $colour } { $number }{ $primes }
tanks-colour = { $colour ->
    [Red] Красный
    [Yellow] Жёлтый
    [Green] Зелёный
   *[Blue] Синий
}
# Бот, чей жетон ещё не открыт, — по клетке, внутри фразы.
tanks-bot-at = бот на { $cell }
# Направление словом (стоит после «на»: «смотрит на север») — и то же для подписей поля
# и кнопок выбора направления (в английском там буква поля, в русском — слово).
tanks-dir = { $dir ->
    [N] север
    [E] восток
    [S] юг
    [W] запад
   *[other] { $dir }
}
tanks-facing-letter = { $dir ->
    [N] север
    [E] восток
    [S] юг
    [W] запад
   *[other] { $dir }
}
tanks-separator = {", "}

## Лобби

tanks-watching = Скрытые карты остаются скрытыми.
tanks-replay-note = Видны все руки.
tanks-score-label = Очки
tanks-pitch = Планируйте маневры танка картами, охотьтесь на ботов, захватите Орла.
tanks-howto = Каждый ход вы планируете картами два маневра; боты ездят по своим правилам; затем стреляют все танки. Побеждает тот, у кого больше победных очков: 1 за каждого подбитого бота, 3 за каждого захваченного Орла. Игра заканчивается, когда взят третий Орёл или когда лидер опережает следующего на 5 очков.
tanks-howto-rules = Правила «Танчиков»
tanks-howto-rulings = как их понимает coinop
tanks-howto-rulings-note = (там, где русский оригинал и английский перевод расходятся).
tanks-players-label = Игроки
tanks-players-count = { $n ->
    [1] 1 игрок (одиночный режим)
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
tanks-uneven = Неравный бой
tanks-uneven-note = Боты видят танки игроков и стреляют по ним сквозь стены.
tanks-island = Остров
tanks-island-note = Танк может выехать или быть вытолкнут за край поля — и погибает.
tanks-four = Опасная четвёрка
tanks-four-note = Четыре бота, все в четверти поля с Орлом; их число восполняется до четырёх.
tanks-boxes-label = Коробки:
tanks-boxes-aria = Коробки игры
tanks-boxes-title = Коробки игры: каждая добавляет 4 сегмента поля, 16 ботов и 4 места
tanks-boxes-count = { $n ->
    [one] { $n } коробка
    [few] { $n } коробки
   *[many] { $n } коробок
}
tanks-avalanche = Лавина
tanks-avalanche-title = Лавина: каждый ход появляется новый бот
tanks-avalanche-none = без «Лавины»
tanks-avalanche-instead = Лавина: по новому боту за ход
tanks-avalanche-on-top = Лавина: пополнение и ещё один

## Прочтения правил: где правила расходятся или молчат

tanks-readings = Прочтения правил
tanks-readings-note = Там, где правила расходятся или оставляют вопрос открытым. Первый вариант — как в русском оригинале.
tanks-readings-all = Все наши прочтения
tanks-reading-why = почему (§{ $section })
tanks-reading-why-title = Слова правил и наше прочтение
tanks-yes = да
tanks-no = нет
tanks-reading-bot-target-order = Боты ищут цели
tanks-reading-front-right-left-behind = впереди, справа, слева, сзади
tanks-reading-front-left-right-behind = впереди, слева, справа, сзади
tanks-reading-exchange = Обмен карт
tanks-reading-exchange-once = один раз за планирование
tanks-reading-exchange-unlimited = сколько угодно раз
tanks-reading-clock = Часы останавливают ботов
tanks-reading-clock-round = до конца хода
tanks-reading-clock-action-phase = на эту фазу действия
tanks-reading-brick-double-hit = Целый кирпич рушится от
tanks-reading-brick-several-tanks = нескольких танков сразу
tanks-reading-brick-different-sides = попаданий с разных сторон
tanks-reading-grenade-kills-score = Боты, взорванные Гранатой, приносят очки
tanks-reading-stacked-hits = Каждое попадание в залпе стоит 2 карты
tanks-reading-stacked-hits-no = нет — 2 карты за все
tanks-reading-helm-stops-grenade = Шлем защищает от Гранаты
tanks-reading-tie = Ничья в конце
tanks-reading-tie-play-on = играть дальше
tanks-reading-tie-shared-win = общая победа
tanks-reading-powerup-use = Лопата и Граната применяются
tanks-reading-powerup-use-at-once = сразу, там, где взяты
tanks-reading-powerup-use-after-card = после всей карты
tanks-reading-placed-bot = Бот, выставленный на бонус,
tanks-reading-placed-bot-leaves = оставляет его
tanks-reading-placed-bot-discards = сбрасывает его
tanks-reading-bot-reserve = Когда запас ботов кончился
tanks-reading-bot-reserve-for-good = ботов больше нет
tanks-reading-bot-reserve-return = вернувшиеся жетоны снова в игре
tanks-reading-shovel-builds-on = Лопата ставит кирпич
tanks-reading-shovel-empty = на пустую клетку
tanks-reading-shovel-ground-forest-ice = на пустую клетку, лес или лёд
tanks-reading-second-maneuvers = Вторые маневры вскрываются
tanks-reading-second-maneuvers-all = все вместе
tanks-reading-second-maneuvers-in-turn = по очереди

## Правила стола одной строкой

tanks-rules-boxes = { $n ->
    [one] { $n } коробка
    [few] { $n } коробки
   *[many] { $n } коробок
}
tanks-rules-avalanche-instead = Лавина (по боту за ход)
tanks-rules-avalanche-on-top = Лавина (пополнение и ещё один)
tanks-rules-readings = { $count ->
    [1] одно прочтение правил не как у нас ({ $readings })
    [one] { $count } прочтение правил не как у нас ({ $readings })
    [few] { $count } прочтения правил не как у нас ({ $readings })
   *[many] { $count } прочтений правил не как у нас ({ $readings })
}
# Прочтение правил коротко, по ключу ($words — ключ словами, на случай нового).
tanks-reading-name = { $key ->
    [bot_target_order] порядок целей ботов
    [exchange] обмен карт
    [clock] Часы
    [brick_double_hit] двойное попадание в кирпич
    [grenade_kills_score] очки за Гранату
    [stacked_hits] попадания в залпе
    [helm_stops_grenade] Шлем против Гранаты
    [tie] ничья
    [powerup_use] применение бонусов
    [placed_bot_discards_powerup] бот на бонусе
    [bot_reserve] запас ботов
    [shovel_builds_on] где Лопата ставит кирпич
    [second_maneuvers] вскрытие вторых маневров
   *[other] { $words }
}
tanks-rules-standard = Стандартные правила

## Легенда поля

tanks-board-label = поле
tanks-legend = Что значат метки на поле
tanks-legend-numbers-title = Цифры 1–4
tanks-legend-numbers = {" "}цвета четверти поля: где въезжают боты этой четверти, по порядку; маленький уголок рядом с цифрой показывает, куда смотрит въезжающий бот.
tanks-legend-diagonal-title = Пунктирные квадраты
tanks-legend-diagonal = : стартовая диагональ четверти поля — сюда выставляют танк (и сюда он возвращается, когда его подбили).
tanks-legend-eagle-title = Орёл
tanks-legend-eagle = : заедьте на него, чтобы захватить, — 3 победных очка.
tanks-legend-powers-title = Жёлтые кружки
tanks-legend-powers = : бонусы; заедьте на бонус, чтобы взять его (бот, заехавший на бонус, сбрасывает его):
tanks-legend-plan-title = Оранжевые линии и кольца
tanks-legend-plan = : ваш план и где заканчивается каждый маневр (пунктир — если ничто на пути не сдвинется); белые точечные — план подсказки.
tanks-legend-fire-title = Красное кольцо и красный пунктир
tanks-legend-fire = : бот видит клетку, где заканчивается этот маневр (при нынешней позиции), — он стреляет в танк перед собой и поворачивается к танку, которого видит с другой стороны.
tanks-legend-intent-title = Белые метки на боте
tanks-legend-intent = : что он сделает первым, если больше ничего не сдвинется, — пунктирная стрелка: куда поедет, уголок: куда повернётся, черта: он ждёт.
tanks-power-does = { $power ->
    [Star] возьмите 2 карты из своей колоды.
    [Clock] до конца хода боты не двигаются и не стреляют.
    [Helm] остаётся у вас до первого попадания и защищает от всех попаданий этого залпа.
    [Shovel] уберите кирпич в любом месте поля или поставьте новый.
   *[Grenade] взрыв в квадрате 3×3 в любом месте поля: кирпичи и боты там исчезают, танки теряют по 2 карты.
}

## Строка состояния

tanks-stage = { $stage ->
    [PlaceTanks] расстановка танков
    [Planning] планирование
    [BotOrder] ходят боты
    [PowerUpChoice] бонус
    [Over] игра окончена
   *[other] { $stage }
}
tanks-status-round = Ход { $round }
tanks-status-phase = { $stage } · фаза { $phase }-го действия
tanks-status-phase-short = { $stage } · фаза { $phase }
tanks-status-first = Первый игрок — { $player }
tanks-status-first-short = Первый: { $player }
tanks-status-eagles = Взято Орлов: { $taken } из 3
tanks-status-eagles-short = Орлы { $taken }/3
tanks-status-clock = { $clock }: боты стоят
tanks-status-reserve = Ботов в запасе: { $count }
tanks-status-reserve-short = Запас: { $count ->
    [one] { $count } бот
    [few] { $count } бота
   *[many] { $count } ботов
}
tanks-status-you = Вы — { $player }
tanks-status-spectator = зритель

## Игроки

tanks-players = Игроки
tanks-vp = { $vp ->
    [one] { $vp } очко
    [few] { $vp } очка
   *[many] { $vp } очков
}
tanks-vp-title = победные очки
tanks-fact-eagles = Орлы { $n }
tanks-fact-eagles-title = захвачено Орлов
tanks-fact-bots = боты { $n }
tanks-fact-bots-title = подбито ботов
tanks-fact-helms = { $helm } { $n }
tanks-fact-helms-title = Шлемов в запасе
tanks-fact-hand = рука { $n }
tanks-fact-hand-title = карт в руке
tanks-fact-deck = колода { $n }
tanks-fact-deck-title = карт в колоде
tanks-tag-destroyed = подбит
tanks-tag-disengaged = выключен
tanks-tag-plan-ready = план готов
tanks-tag-planning = планирует
tanks-shown-hand-title = рука
tanks-shown-hand = рука:{" "}
tanks-maneuver-cards = { $n }-й маневр: { $cards }
tanks-maneuver-hidden = { $n }-й маневр: { $count ->
    [one] { $count } карта рубашкой вверх
    [few] { $count } карты рубашкой вверх
   *[many] { $count } карт рубашкой вверх
}

## Итоги в цифрах

tanks-chart-label = Победные очки по ходам
tanks-chart-title = Победные очки по ходам
tanks-end-player = Игрок
tanks-end-vp = Очки
tanks-end-bots = Подбито ботов
tanks-end-eagles = Орлы
tanks-end-hit = Попаданий
tanks-end-lost = Потеряно карт

## Подписи поля

tanks-terrain = { $terrain ->
    [Empty] пустая клетка
    [Concrete] бетон
    [Forest] лес
    [Water] вода
    [Ice] лёд
   *[other] { $terrain }
}
tanks-cell-title = { $cell } — { $terrain }
tanks-spawn-title = въезд ботов { $n }: здесь въезжает { $n }-й бот этой четверти поля и смотрит на { $dir }
tanks-brick-title = кирпич на { $cell }
tanks-brick-damaged-title = полуразрушенный кирпич на { $cell }
tanks-eagle-title = Орёл на { $cell }
tanks-eagle-under-title = Орёл на { $cell } (под танком)
tanks-power-title = бонус «{ $power }» на { $cell }
tanks-power-under-title = бонус «{ $power }» на { $cell } (под танком)
tanks-tank-title = { $seat } на { $cell }, смотрит на { $facing }
tanks-tank-disengaged-title = { $seat } (танк выключен) на { $cell }, смотрит на { $facing }
tanks-bot-title = { $bot } на { $cell }, смотрит на { $facing }
tanks-bot-moved-title = { $bot } на { $cell }, смотрит на { $facing }, уже ходил
tanks-bot-unseen = Бот (жетон ещё не открыт)

## Что бот сделает первым

tanks-bot-intent-title = Этот бот { $intent } (если больше ничего не сдвинется)
tanks-intent-waits = ждёт
tanks-intent-turn-to-target = видит цель — { $target } — и поворачивается к ней на { $dir }
tanks-intent-advance-to-target = видит впереди цель — { $target } — и едет к ней на { $dir }
tanks-intent-skip-blocked = видит цель — { $target }, — но путь преграждает вода или бот: он ждёт
tanks-intent-advance-clear = не видит целей и едет дальше на { $dir }
tanks-intent-turn-from-obstacle = не видит целей, упирается в препятствие и поворачивается на { $dir }
tanks-intent-boxed = заперт со всех сторон и ничего не делает

## Где стреляют боты: $bot и $other — боты, $more — сколько ещё

tanks-fire-line = под прицелом: { $bot }
tanks-fire-line-two = под прицелом: { $bot } и { $other }
tanks-fire-line-more = под прицелом: { $bot } и ещё { $more ->
    [one] { $more } бот
    [few] { $more } бота
   *[many] { $more } ботов
}
tanks-fire-sight = в поле зрения: { $bot } (повернётся и выстрелит)
tanks-fire-sight-two = в поле зрения: { $bot } и { $other } (повернутся и выстрелят)
tanks-fire-sight-more = в поле зрения: { $bot } и ещё { $more ->
    [one] { $more } бот
    [few] { $more } бота
   *[many] { $more } ботов
} (повернутся и выстрелят)
tanks-fire-maybe = в поле зрения: { $bot } (повернётся и выстрелит, только если другой игрок положит в этот маневр карту движения)
tanks-fire-maybe-two = в поле зрения: { $bot } и { $other } (повернутся и выстрелят, только если другой игрок положит в этот маневр карту движения)
tanks-fire-maybe-more = в поле зрения: { $bot } и ещё { $more ->
    [one] { $more } бот
    [few] { $more } бота
   *[many] { $more } ботов
} (повернутся и выстрелят, только если другой игрок положит в этот маневр карту движения)
tanks-fire-now = { $text } — { $fire } (при нынешней позиции)

## Где план оставит танк

tanks-plan-end = после { $n }-го маневра: { $cell }, смотрит на { $facing }
tanks-plan-end-lost = после { $n }-го маневра: танк потерян
tanks-plan-end-unsure = { $text } (если ничто на пути не сдвинется)
tanks-hint-end = здесь заканчивается { $n }-й маневр подсказки: { $cell }, смотрит на { $facing }
tanks-hint-end-lost = здесь заканчивается { $n }-й маневр подсказки: танк потерян
tanks-stop = Остановится на { $cell }, смотрит на { $dir }
tanks-stop-wall = Остановится на { $cell }, смотрит на { $dir }, упёршись в стену или край поля
tanks-stop-unsure = { $stop } — если ничто на пути не сдвинется
tanks-stop-water = Утонет в воде на { $cell }: танк потерян
tanks-stop-edge = Съедет с края поля: танк потерян
tanks-note-eagle = { $note }, { $eagle }
tanks-note-fire = { $note } — { $fire }
tanks-note-thin = { $note } — { $thin }
tanks-thin-hand = { $left ->
    [0] в руке не останется карт
   *[other] в руке останется 1 карта
}: попадание уничтожит ваш танк
tanks-eagle-take = возьмёт Орла на { $cell } (+3 очка)
tanks-eagle-won-solo = { $take }: это третий Орёл — игра выиграна
tanks-eagle-win = { $take }: третий Орёл заканчивает игру, и вы побеждаете, { $score }
tanks-eagle-tie-play-on = { $take }: третий Орёл, ничья { $score } — игра продолжается до первого перевеса
tanks-eagle-tie-shared = { $take }: третий Орёл, ничья { $score } — общая победа
tanks-eagle-behind = { $take }: третий Орёл заканчивает игру, а вы отстаёте, { $score }
tanks-eagle-lead = { $take }: отрыв в 5 очков заканчивает игру, и вы побеждаете, { $score }
tanks-danger-after = после { $n }-го маневра на { $cell } — { $fire }
tanks-hint-why = { $said }, { $dangers }
tanks-hint-why-after = { $said }; { $dangers }
tanks-danger-separator = {"; "}
tanks-hint-maneuver = Маневр { $n }: { $cards }
tanks-hint-maneuver-then = маневр { $n }: { $cards }
tanks-hint-commit = Отправить план
tanks-hint-commit-then = отправить план
tanks-hint-separator = {"; "}

## Управление

tanks-sending = Отправка…
tanks-sending-note = Ваш выбор отправлен.
tanks-playing-out = Ход разыгрывается…
tanks-playing-out-note = Поле догоняет события за столом.
tanks-replay = Повтор
tanks-replay-all-shown = Игра окончена: видны все руки и планы.
tanks-over = Игра окончена
tanks-over-replay = В её повторе видны все руки и планы.
tanks-watching-title = Наблюдение
tanks-watching-note = Руки и планы скрыты, пока их не сыграют.
tanks-waiting = Ожидание
tanks-waiting-committed = Ваш план отправлен. Ждём: { $players }.
tanks-waiting-for = Ждём: { $players }.
tanks-waiting-table = Ждём остальных.
tanks-title-respawn = Ваш танк возвращается
tanks-title-place = Выставьте танк
tanks-title-bot-order = Выберите бота, который ходит следующим
tanks-title-power = Бонус «{ $power }»
tanks-title-power-up = Используйте бонус
tanks-title-decision = Ваше решение
tanks-lost-on = В этот ход ваш танк { $cause ->
    [Shot] подбит огнём
    [Water] утонул
    [OffEdge] съехал с края поля
   *[Grenade] взорван гранатой
} на { $cell }.
tanks-lost = В этот ход ваш танк { $cause ->
    [Shot] подбит огнём
    [Water] утонул
    [OffEdge] съехал с края поля
   *[Grenade] взорван гранатой
}.
tanks-lost-unknown = В этот ход ваш танк подбит.
tanks-respawn-hint = { $lost } Ваши очки остаются при вас; ваши карты замешаны в новую колоду, и вы взяли 7. Выставьте танк снова на подсвеченную клетку стартовой диагонали в дальней от Орла четверти поля, затем выберите направление.
tanks-hint-place = Нажмите на подсвеченную стартовую клетку, затем выберите, куда смотрит танк (или с клавиатуры — в списке всех вариантов ниже).
tanks-hint-bot-order = Вы — первый игрок: нажмите на подсвеченного бота, чтобы он ходил следующим.
tanks-hint-power = Нажмите на подсвеченную клетку (или выберите её в списке всех вариантов ниже).
tanks-cancel = Отмена
tanks-all-choices = Все варианты списком

## Очерёдность ботов

tanks-bot-face-down = Бот (жетон ещё не открыт)
tanks-bot-on = { $bot } на { $cell }
tanks-bot-list-intent = {" "}— { $intent }
tanks-auto-bots-note = Вы — первый игрок: страница сама двигает ботов по одному, в этом порядке. Снимите флажок ниже, чтобы выбирать порядок самостоятельно.
tanks-bot-order-note = Боты ходят по одному: каждый выполняет { $n ->
    [1] свой маневр
    [one] свой { $n } маневр
    [few] свои { $n } маневра
   *[many] свои { $n } маневров
}, прежде чем начнёт следующий. От порядка зависит, кто кого толкает или загораживает.
tanks-auto-bots = Двигать ботов за меня в этом порядке (браузер запомнит)

## Рука и план

tanks-your-hand = Карты в руке
tanks-card-in-hand = { $card }, в руке { $count }
tanks-card-refused = «{ $card }» сейчас нельзя положить в { $n }-й маневр (нажмите, чтобы узнать почему)
tanks-card-all-laid = «{ $card }»: все выложены
tanks-plan-sent = План отправлен
tanks-plan-sent-note = Маневр 1: { $first }. Маневр 2: { $second }. Ждём, пока остальные отправят планы.
tanks-then = {", затем "}
tanks-plan-title = Спланируйте два маневра
tanks-plan-how = Нажмите на карту (или перетащите её) — она ляжет в подсвеченный маневр. В каждом маневре хотя бы одна карта и не больше одной карты движения; карт поворота — сколько угодно, они разыгрываются в порядке выкладывания. До отправки плана всё можно отменить.
tanks-tap-card = Нажмите на карту — она ляжет в подсвеченный маневр
tanks-maneuver = Маневр
tanks-no-card-yet = карт пока нет
tanks-first-here = сначала нажмите сюда: следующая карта ляжет в этот маневр
tanks-first-here-narrow = сначала нажмите сюда: следующая карта — сюда
tanks-undo = ↶ Назад
tanks-clear = Забрать
tanks-commit = Готово
tanks-commit-plan = {""}
tanks-commit-title = Отправить план
tanks-commit-not-yet = Сначала положите хотя бы по одной карте в каждый маневр
tanks-disengage = Выключить на ход
tanks-disengage-title = Перевернуть танк: в этот ход без маневров, рука пополняется до 7 карт
tanks-disengage-ask = Выключить танк на этот ход?
tanks-disengage-keep = Продолжить планирование
tanks-disengage-detail = Ваш танк переворачивается: в этот ход он не делает маневров, а рука пополняется до 7 карт.
tanks-exchange = Обменять
tanks-exchange-label = Карты для обмена
tanks-exchange-hint = Сбросить карты одного вида и взять столько же — до выкладывания карт:
tanks-exchange-title = Сбросить выбранные карты и взять столько же из колоды
tanks-exchange-not-now = Только до выкладывания карт: заберите их («Забрать»), чтобы обменять
tanks-exchanged = Вы сбросили { $count } × «{ $card }» и взяли: { $drawn }.
tanks-exchanged-nothing = Вы сбросили { $count } × «{ $card }» и ничего не взяли (колода пуста).
tanks-cards-times = { $count } × «{ $card }»
tanks-can-go-now = «{ $card }» теперь можно положить в { $n }-й маневр

## Варианты выбора словами управления

tanks-action-commit = Отправить план
tanks-action-disengage = Выключить танк (в этот ход без маневров)
tanks-action-place-tank = Выставить танк на { $cell }, смотрит на { $dir }
tanks-action-exchange = Обменять { $count } × «{ $card }»
tanks-action-lay = Положить «{ $card }» в { $n }-й маневр
tanks-action-move-bot-named = Следующим двигать: { $bot } на { $cell }
tanks-action-move-bot = Следующим двигать бота на { $cell }
tanks-action-shovel-remove = { $shovel }: убрать кирпич с { $cell }
tanks-action-shovel-add = { $shovel }: поставить кирпич на { $cell }
tanks-action-grenade = Бросить гранату в { $cell }
