# Отчёты `coinop sim` и `coinop arena` и слова вокруг отчёта о балансе (исходный
# вариант, правила, которые агенты не применили): в терминале или там, где сводятся
# прогоны лаборатории. Их JSON и CSV — данные: на любом языке они те же.

games-at-least-one = --games должно быть не меньше 1
tune-games-at-least-five = --games должно быть не меньше 5 (каждая пятая партия откладывается для проверки)
tune-every-at-least-one = --every должно быть не меньше 1
games-at-most = --games должно быть не больше { $most }

## coinop sim

# $ai: simple (эвристика по правилам) или random.
sim-head = { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    } «{ $title }», { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
       *[many] { $players } игроков
    }, { $ai ->
        [simple] простой ИИ
       *[random] случайный ИИ
    }, зерно { $seed }
sim-speed-one-thread = { $games ->
        [one] { $games } партия/с
        [few] { $games } партии/с
       *[many] { $games } партий/с
    }, { $decisions ->
        [one] { $decisions } решение/с
        [few] { $decisions } решения/с
       *[many] { $decisions } решений/с
    } ({ $seconds } с, 1 поток)
sim-speed = { $games ->
        [one] { $games } партия/с
        [few] { $games } партии/с
       *[many] { $games } партий/с
    }, { $decisions ->
        [one] { $decisions } решение/с
        [few] { $decisions } решения/с
       *[many] { $decisions } решений/с
    } ({ $seconds } с, { $threads ->
        [one] { $threads } поток
        [few] { $threads } потока
       *[many] { $threads } потоков
    }: на поток по { $games_each ->
        [one] { $games_each } партии/с
        [few] { $games_each } партии/с
       *[many] { $games_each } партий/с
    } и { $decisions_each ->
        [one] { $decisions_each } решению/с
        [few] { $decisions_each } решения/с
       *[many] { $decisions_each } решений/с
    })
# $length — в чём считается длина партии, в родительном падеже («ходов»).
sim-length = { $length } за партию: { $value }
# $unit — одна единица длины («ход»).
sim-decisions = решений за партию: { $value } ({ $per } за { $unit })
# $score — счёт места в родительном падеже («победных очков»).
sim-seat = И{ $seat }: { $score } в среднем { $value }, побед { $wins }%
# Одиночная игра «Танчиков».
sim-solo = одиночная игра: три Орла в { $won } из { $games ->
        [one] { $games } партии
       *[other] { $games } партий
    }; ходов до трёх Орлов: в среднем { $mean }, медиана { $median }
sim-ended = чем закончились партии:
# Как выиграны партии, окончившиеся одинаково: «(12 — победа одного; 5 — общая победа: 4 на двоих, 1 на троих)».
sim-parts-separator = {"; "}
sim-won-alone = { $n } — победа одного
sim-shared = { $n } — общая победа: { $by }
sim-shared-by-first = { $n } на { $seats ->
        [2] двоих
        [3] троих
        [4] четверых
       *[other] { $seats } мест
    }
sim-shared-by = { $n } на { $seats ->
        [2] двоих
        [3] троих
        [4] четверых
       *[other] { $seats } мест
    }
sim-won-by-nobody = { $n } — без победителя

## coinop arena

# $length — в чём считается длина партии, в родительном падеже («ходов»).
arena-head = Арена «{ $title }»: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }, { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
       *[many] { $players } игроков
    }, зерно { $seed }, { $seconds } с; { $length } в среднем: { $rounds }
arena-solo = три Орла в { $won } из { $games ->
        [one] { $games } партии
       *[other] { $games } партий
    }, в среднем за { $mean } хода
arena-column-agent = агент
arena-column-win-rate = доля побед
arena-column-interval = 95% доверительный интервал
arena-column-score = счёт
arena-column-speed = решений/с
# $score — счёт места («победные очки»).
arena-score-is = (счёт: { $score }, в среднем)
arena-agents-for-table = { $agents ->
        [one] { $agents } агент
        [few] { $agents } агента
       *[many] { $agents } агентов
    } для стола на { $players ->
        [one] { $players } игрока
        [few] { $players } игрока
       *[many] { $players } игроков
    }: назовите по агенту на каждое место

## coinop arena --curve

curve-head = { $title }: { $search } с разным временем на решение против { $against }, по { $games } партий, зерно { $seed }
curve-column-ms = мс
curve-column-seconds = прогон, с
html-curve-title = { $title }: сила { $search } в зависимости от времени
html-curve-intro = { $search } играет против { $against } с разным временем на решение (процессорное время), по { $games } партий на каждое, на одних и тех же зёрнах (от { $seed }), с переменой мест. Отрезки — 95% интервалы (Уилсона); толстая серая линия — 50%, равная игра.
plot-ms-a-decision = миллисекунд процессора на решение (логарифмическая шкала)
plot-win-rate = доля побед

## coinop balance

# $settings — имена настроек списком; $count — сколько их.
balance-never-met = Агенты ({ $agents }) ни разу не применили { $settings }: все партии с { $count ->
        [one] этой настройкой
       *[other] этими настройками
    } прошли как при исходном варианте, а это ничего не говорит о правиле. Агент по умолчанию играет по простым правилам, которые { $count ->
        [one] её
       *[other] их
    } не используют; попробуйте --agents normal или --agents hard — они ищут ход перебором (это медленнее: меньше партий, --games 100), — чтобы увидеть, что { $count ->
        [one] она меняет
       *[other] меняет каждая
    }.

# С чем сравниваются настройки отчёта: стандартные правила и после них то, что выбрано
# для стола.
baseline-standard = стандартные правила (прочтения coinop, RULINGS.md)
baseline-with = , варианты: { $variants }
baseline-options = , настройки { $options }
baseline-boxes = , { $boxes ->
        [one] { $boxes } коробка
        [few] { $boxes } коробки
       *[many] { $boxes } коробок
    }
baseline-arena = , арена { $arena }
baseline-arena-file = , файл арены { $path }
baseline-card-file = , файл карт { $path }

tune-head = { $title }: веса оценки позиции, подобранные по самоигре: { $games } { $games ->
    [one] партия
    [few] партии
   *[other] партий
}, { $fitted } { $fitted ->
    [one] позиция
    [few] позиции
   *[other] позиций
} для подбора и ещё { $held } для проверки
tune-column-feature = признак
tune-column-before = встроенные
tune-column-after = подобрано
# Признаки оценки позиции каждой игры в отчёте coinop tune (в файлах весов остаются
# английские имена).
tune-feature-victory-points = победные очки
tune-feature-closeness = близость к Орлу
tune-feature-their-closeness = их близость к Орлу
tune-feature-damage-points = очки прочности
tune-feature-tanks = танки
tune-feature-shot-on-the-move = выстрел на ходу
tune-feature-on-the-move = на ходу
tune-feature-stunned-tanks = оглушённые танки
tune-feature-exposure = уязвимость
tune-feature-aces = пройденные автоматы
tune-feature-high-score-share = доля рекорда автомата
tune-feature-credits = кредиты
tune-feature-deck-strength = сила колоды
tune-feature-cards-in-hand = карты в руке
tune-feature-program-cards = карты в программах
tune-feature-parked-at-a-post = у вражеского командного пункта
tune-feature-posts-drained = наш командный пункт под огнём
tune-loss = логарифмическая ошибка на отложенных (насколько предсказанный шанс победы разошёлся с итогом; меньше — лучше, у монетки 0,6931): { $before } со встроенными весами, { $after } с подобранными
tune-accuracy = верно оценённых отложенных позиций: { $before }% со встроенными весами, { $after }% с подобранными
tune-better = Подобранные веса лучше предсказывают отложенные партии. Предсказывать — не играть: сыграйте ими против встроенных, прежде чем оставить (ниже).
tune-no-better = Подобранные веса предсказывают отложенные партии не лучше встроенных: оставьте встроенные.
tune-wrote = Записано в { $path }. Проверьте: coinop arena { $game } --agents normal@{ $path },normal --games 20 (несколько минут); чтобы оставить, замените crates/agents/weights/{ $game }.json.

tune-heuristic-none = { $title }: у эвристики пока нет констант для подбора
tune-heuristic-steps = --steps — не меньше 1
tune-heuristic-even = { $arg } — чётное число, не меньше 2 (каждое зерно играется дважды, места меняются)
tune-heuristic-two-seats = Эвристика подбирается на двух местах (две эвристики играют друг с другом); с этими настройками мест { $seats }
tune-heuristic-head = { $title }: константы эвристики, подобранные игрой с самой собой (SPSA), { $steps } { $steps ->
    [one] шаг
    [few] шага
   *[many] шагов
  } по { $games } { $games ->
    [one] партии
    [few] партии
   *[many] партий
  }, два места
tune-heuristic-column-knob = константа
tune-heuristic-column-written = как написана
tune-heuristic-column-tuned = подобрана
tune-heuristic-column-range = пределы
tune-heuristic-check = Подобранные константы против исходных, { $games } { $games ->
    [one] партия
    [few] партии
   *[many] партий
  } на зёрнах, которых шаги не играли: { $share }% побед ({ $low }–{ $high }%, 95% интервал; ничья — половина)
tune-heuristic-better = Подобранные константы сильнее исходных. Сильная эвристика не всегда лучшая модель внутри поиска: прежде чем оставить их, сыграйте normal@ФАЙЛ против normal.
tune-heuristic-worse = Подобранные константы проигрывают исходным: оставьте исходные (попробуйте больше шагов или больше партий за шаг).
tune-heuristic-same = На этих партиях подобранные константы не отличить от исходных: оставьте исходные.
tune-heuristic-wrote = Записан { $path }. Попробуйте на других зёрнах: coinop arena { $game } --agents easy@{ $path },easy --games 400 --seed 1000000; поиск тоже воображает эвристику с ними: normal@{ $path }.
tune-knob-kill = уничтожение: цена уничтоженного танка
tune-knob-caution = осторожность: ожидаемый ответный урон против нанесённого
tune-knob-caution-turns = за сколько ходов осторожность сходит на нет
tune-knob-later-threat = угроза танка, который ходит не следующим
tune-knob-stunned-threat = угроза оглушённого танка
tune-knob-forward = цена конца хода ближе к врагу
tune-knob-closing = цена сближения
tune-knob-weak-is-near = слабый танк считается ближе на
tune-knob-repair = цена починки
tune-knob-draw = цена символа Draw
tune-knob-buy = цена символа Buy
tune-knob-scarce-least = наименьшая цена Earn или Score
tune-knob-scarce-most = наибольшая цена Earn или Score
tune-knob-least-gain = наименьшая польза покупаемой карты
tune-knob-credits-kept = сколько Кредитов придержать, не больше
tune-knob-reserve = сколько карт держать в руке, не меньше
tune-knob-refresh = через сколько ходов переписывать маршрут
tune-knob-trade-hand = с какой руки меняться
tune-knob-power-up = цена наезда на бонус
tune-knob-bot-in-sights = цена бота на прицеле
tune-knob-in-bot-sights = цена каждого бота, целящего в нас
tune-knob-eagle-distance = цена каждой клетки до Орла
tune-knob-facing-eagle = цена взгляда на Орла
tune-knob-poor-hand = при скольких картах, не больше, выходить из боя под огнём
tune-heuristic-not-written = Ничего не записано: чтобы сохранить константы, укажите --out ФАЙЛ.
