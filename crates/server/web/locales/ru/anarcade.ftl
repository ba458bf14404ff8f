# Страница Anarcade (anarcade.js): настройки в лобби и наборы карт, стол, управление,
# подписи к анимации хода, итоги. Термины игры (виды символов, фазы, названия карт нашего
# набора) приходят со стола из глоссария движка; здешние — там, где глоссария нет (лобби,
# страница правил). Термины: crates/anarcade/GLOSSARY.md.

## Термины там, где нет глоссария

anarcade-kind = { $kind ->
    [Draw] Добор
    [Earn] Заработок
    [Score] Счёт
   *[Buy] Покупка
}
anarcade-kind-letter = { $kind ->
    [Draw] Д
    [Earn] З
    [Score] С
   *[Buy] П
}
anarcade-player = Игрок { $n }
anarcade-player-short = И{ $n }
anarcade-player-short-named = И{ $n } { $name }

## Карты и символы

anarcade-symbol-count = { $name } ×{ $n }
anarcade-list-separator = {", "}
anarcade-no-symbols = без символов
anarcade-kind-card = карта «{ $name }» ({ $colour })
anarcade-kind-card-plain = карта «{ $name }»
anarcade-hidden-card = скрытая карта
anarcade-a-card = карта
anarcade-card-title = { $name } — { $kind }, цена { $cost }: { $symbols }
anarcade-card-title-starter = { $name } — стартовая карта: { $symbols }
anarcade-face-down-card = карта рубашкой вверх
anarcade-face-down = рубашкой вверх
anarcade-cost = цена
anarcade-cost-title = цена { $cost }
anarcade-starter-mark = Старт
anarcade-arcade-title = { $name }: рекорд { $score }
anarcade-arcade-gives = { $name }: всем даёт { $symbols }
anarcade-arcade-n = Карта автомата { $n }
anarcade-log-card = «{ $name }» { $symbols }
anarcade-empty = пусто
anarcade-none = нет

## Наборы карт: в лобби, на столе, на странице правил

anarcade-a-card-set = набор карт
anarcade-cs-arcade = Карты автоматов ({ $n }): рекорд и символы, которые автомат даёт каждому игроку
anarcade-high-score = Рекорд
anarcade-cs-starters = Стартовые карты (по { $n } каждому игроку, бесплатно)
anarcade-cs-stacks = Стопки действий: сколько, название, цена, символы
anarcade-cs-stack-head = { $name } ({ $colour }) · { $n }
anarcade-cs-stack-head-plain = { $name } · { $n }
anarcade-cards-of-game = Карты этой партии

## Файл карт, вставленный или загруженный в лобби

anarcade-file-empty = ваш набор карт пуст: вставьте файл карт или выберите наш
anarcade-file-json = ваш набор карт (JSON): { $error }
anarcade-file-line = ваш набор карт, строка { $line }: { $why }
anarcade-file-tables = здесь читаются только таблицы [[arcade]], [[starter]] и [[action]]
anarcade-file-key-value = пишите в виде ключ = значение
anarcade-file-multiline = многострочный текст здесь не читается: напишите его в одну строку или вставьте JSON
anarcade-file-no-quote = строка без закрывающей кавычки
anarcade-file-escape = в строке экранирование, которого нет в JSON
anarcade-file-no-value = нет значения
anarcade-file-bad-value = { $value }: значение — это "строка", число, true или false
anarcade-file-unexpected = лишнее: { $text }

## Лобби

anarcade-watching = Карты на руках скрыты; сброс каждого игрока открыт (нажмите на него, чтобы просмотреть).
anarcade-replay-note = Видны карты на руках у всех.
anarcade-score-label = Пройдено
anarcade-pitch = Разыгрывайте карты, зарабатывайте кредиты и вкладывайте их в автоматы; пройдите три автомата.
anarcade-howto = Каждый ход вы выкладываете три карты с руки. Их символы и символы открытой карты автомата — ваши действия, фаза за фазой: { $draw } — взять ещё карты, { $earn } — получить кредиты, { $score } — вложить кредиты в автомат, { $buy } — купить карты получше из четырёх стопок. Вложите в автомат столько кредитов, каков его рекорд, — и автомат пройден; кто первым пройдёт три, тот Король игрового зала.
anarcade-howto-rules = { $rules } · { $rulings } (всё, что правила оставляют открытым, и наш набор карт).
anarcade-howto-rules-link = Правила Anarcade
anarcade-howto-rulings-link = как их понимает coinop
anarcade-players-label = Игроки
anarcade-players = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
anarcade-first-player-label = Первый игрок
anarcade-first-player-random = первый игрок: по жребию
anarcade-first-player-seat = первым ходит место { $seat }
anarcade-aces-to-win-label = Автоматов для победы
anarcade-aces-3 = пройти 3 автомата (по правилам)
anarcade-aces-2 = пройти 2 автомата (игра короче)
anarcade-aces-1 = пройти 1 автомат (быстрая игра)
anarcade-credit-limit = Предел кредитов
anarcade-credit-limit-note = Сколько кредитов можно оставить себе в конце хода (по правилам 6).
anarcade-credit-limit-error = Предел кредитов — число от 1 до 60 (по правилам 6).
anarcade-catch-up = Фора в кредитах
anarcade-catch-up-none = нет (по правилам)
anarcade-catch-up-n = { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
} за место
anarcade-catch-up-note = Стартовые кредиты за каждое место после первого игрока — против его преимущества.
anarcade-our-reading = наше прочтение
anarcade-readings = Прочтения правил
anarcade-readings-hint = Где правила можно понять двояко. Без галочки — наше прочтение.
anarcade-readings-all = Все наши прочтения
anarcade-reading-compulsory-draws = Обязательный добор
anarcade-reading-compulsory-draws-note = Каждое действие добора нужно выполнить; прекратить добор раньше нельзя.
anarcade-reading-open-stacks = Открытые стопки действий
anarcade-reading-open-stacks-note = Любой может просмотреть стопки действий целиком, а не только их верхние карты.
anarcade-card-set-label = Набор карт
anarcade-card-set-ours = набор карт coinop
anarcade-card-set-own = Свой набор карт…
anarcade-own-cards-label = Ваш файл карт (TOML или JSON)
anarcade-cards-file-label = Загрузить файл карт
anarcade-own-cards-hint = Вставьте файл карт в формате нашего (TOML) или JSON того же вида. { $format } · { $checked }
anarcade-own-cards-format = Формат
anarcade-own-cards-checked = что проверяется (§29)
anarcade-start-from-ours = Взять наш за основу
anarcade-load-file = Загрузить файл: { $file }
anarcade-cards-summary = Карты
anarcade-cards-summary-ours = Карты — { $title }: { $n ->
    [one] { $n } карта автомата
    [few] { $n } карты автоматов
   *[many] { $n } карт автоматов
}, четыре стопки действий; посмотреть все
anarcade-play-with = Играть с набором

## Правила стола в одну строку

anarcade-rules-aces-3 = победа — 3 автомата
anarcade-rules-aces = победа — { $n ->
    [one] { $n } автомат
    [few] { $n } автомата
   *[many] { $n } автоматов
}
anarcade-rules-credit-limit = предел кредитов { $n }
anarcade-rules-compulsory-draws = обязательный добор
anarcade-rules-open-stacks = открытые стопки действий
anarcade-rules-catch-up = фора { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
} за место
anarcade-rules-own-cards = карты «{ $title }»
anarcade-rules-our-cards = наш набор карт
anarcade-rules-max-turns = не больше { $n ->
    [one] { $n } хода
    [few] { $n } ходов
   *[many] { $n } ходов
}

## Стол

anarcade-board-label = игровой зал: карта автомата, стопки действий, разыгранные карты, игроки
anarcade-game-over = Игра окончена
anarcade-status-turn = Ход { $turn }
anarcade-status-current = { $player } — { $phase }
anarcade-you-are = Вы — И{ $n }
anarcade-watching-short = просмотр
anarcade-replay-short = запись партии
anarcade-your-move = ваш ход
anarcade-score-row-title = { $name }: на карте { $scored } из { $high }
anarcade-score-row-sr = у игрока { $name } на карте { $scored } из { $high }
anarcade-arcade-card = Карта автомата
anarcade-no-arcade-card = нет карты автомата
anarcade-king-banner = КОРОЛЬ ИГРОВОГО ЗАЛА
anarcade-nobody-wins = ПОБЕДИТЕЛЯ НЕТ
anarcade-high-score-banner = РЕКОРД
anarcade-everyone-gets = всем даёт
anarcade-scored-on-it = Кредиты на этой карте
anarcade-arcade-stack-title = Стопка автоматов: рубашкой вверх, порядок неизвестен; какие карты в ней остались — известно всем
anarcade-arcade-stack-count = { $n } в стопке автоматов
anarcade-arcade-stack-pop = Ещё рубашкой вверх (порядок неизвестен):
anarcade-token-machine-empty = Касса пуста: вместо кредитов используются заменители («любые предметы»), { $n } шт.
anarcade-token-machine-title = В кассе { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
anarcade-token-machine-count = { $n } в кассе

## Стопки действий

anarcade-stack-count-title = В стопке «{ $kind }» { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
anarcade-pay-free = бесплатно
anarcade-pay-buy = { $buy ->
    [one] { $buy } покупка
    [few] { $buy } покупки
   *[many] { $buy } покупок
}
anarcade-pay-credits = { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}
anarcade-pay-both = { $buy ->
    [one] { $buy } покупка
    [few] { $buy } покупки
   *[many] { $buy } покупок
} + { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}
anarcade-cannot-afford = цена { $cost }; у вас { $have }
anarcade-stack-label = Стопка «{ $kind }», { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}; сверху: { $top }
anarcade-stack-label-face-down = Стопка «{ $kind }», рубашкой вверх
anarcade-stack-label-empty = Стопка «{ $kind }», пусто
anarcade-stack-named-empty = Стопка «{ $kind }»: пусто
anarcade-stack-named-buy = Купить «{ $card }» из стопки «{ $kind }» — цена { $cost }, оплата: { $paid }; даёт { $gives }; в стопке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}, клавиша { $key }
anarcade-stack-named-cannot = Нельзя купить «{ $card }» из стопки «{ $kind }» — цена { $cost }, у вас { $have }; даёт { $gives }; в стопке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
anarcade-stack-named-cannot-now = Нельзя купить «{ $card }» из стопки «{ $kind }» — цена { $cost }; даёт { $gives }; в стопке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
anarcade-buy-it = Купить: { $paid }
anarcade-look-through = просмотр ({ $n })
anarcade-stack-top-first = Стопка «{ $kind }», сверху вниз:

## Текущий ход

anarcade-play-over = Игра окончена
anarcade-play-title = Ход { $turn }: { $player }
anarcade-play-title-you = Ход { $turn }: { $player } (вы)
anarcade-in-play-label = разыгранные карты
anarcade-no-cards-in-play = Разыгранных карт нет.
anarcade-actions-this-turn = Действия в этот ход
anarcade-left = осталось { $n }
anarcade-scored-n = вложено { $n }
anarcade-from-arcade = из них от карты автомата: { $n }
anarcade-your-hand = Ваша рука — вы выложите её, когда начнётся ваш следующий ход
anarcade-phases-label = фазы хода

## Подсказка: действие словами и зачем оно

anarcade-draw-card = Взять карту
anarcade-stop-drawing = Прекратить добор
anarcade-end-turn = Завершить ход
anarcade-score-nothing = Ничего не вкладывать
anarcade-score-n = Вложить { $n }
anarcade-score-n-aces = Вложить { $n } — автомат пройден!
anarcade-hint-buy = Купить «{ $card }» из стопки «{ $kind }» (цена { $cost })
anarcade-hint-buy-any = Купить из стопки «{ $kind }»
anarcade-hint-why = Разыгранная карта «{ $card }» даёт { $symbols }
anarcade-hint-why-each = Разыгранная карта «{ $card }» даёт { $symbols } (каждый символ: { $does })

## Ходы других игроков — когда наступает ваш

anarcade-turn-ended = Ваш ход закончился сам: все верхние карты стопок действий дороже { $power } — всего, что у вас было.
anarcade-away-earned = кредитов заработано: { $n }
anarcade-away-scored = вложено в автомат: { $n } ({ $total } из { $high })
anarcade-away-bought = куплена карта «{ $card }»
anarcade-away-aced = автомат пройден!
anarcade-away-played = карт разыграно: { $n }
anarcade-away-played-nothing = ни одной карты не разыграно
anarcade-away-turn = { $player }: { $did }
anarcade-away-separator = {"; "}
anarcade-while-away-head = Пока вы ждали:
anarcade-while-away = { $waited } { $turns }.

## Управление

anarcade-end-king = { $players } — Король игрового зала!
anarcade-end-shared = { $players } делят победу.
anarcade-end-turn-limit = Достигнут предел ходов: победителя нет.
anarcade-playing-out = Ваш ход разыгрывается…
anarcade-sending = Отправка…
anarcade-waiting-for = Ходит { $player } ({ $phase }) — ждём.
anarcade-watching-playing = Просмотр: ходит { $player } ({ $phase }).
anarcade-replay-playing = Запись партии: ходит { $player } ({ $phase }).
anarcade-draw-phase-head = Фаза добора:
anarcade-draw-phase = осталось доборов: { $n }. Взятая карта сразу разыгрывается, а её собственные символы добора дают взять ещё. { $stack }
anarcade-draw-reshuffle = Ваша колода пуста: сначала ваш сброс ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}) замешивается в новую колоду.
anarcade-draw-holds = В вашей колоде { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}.
anarcade-score-phase-head = Фаза счёта:
anarcade-score-phase = вложите кредиты в автомат «{ $arcade }». У вас { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
} и { $symbols ->
    [one] { $symbols } символ счёта
    [few] { $symbols } символа счёта
   *[many] { $symbols } символов счёта
}; ещё { $togo } — и автомат пройден (рекорд { $high }).
anarcade-score-phase-none = вложите кредиты в карту автомата. У вас { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
} и { $symbols ->
    [one] { $symbols } символ счёта
    [few] { $symbols } символа счёта
   *[many] { $symbols } символов счёта
}; ещё { $togo } — и автомат пройден (рекорд —).
anarcade-score-most = больше всего, что можно (Enter)
anarcade-buy-phase-head = Фаза покупки:
anarcade-buy-phase = символов покупки { $buy } + { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
} = { $power } на покупки. Нажмите на верхнюю карту стопки, чтобы купить её (клавиши 1–4); сначала тратятся символы покупки. Купленные карты идут в ваш сброс.
anarcade-limit-warning = В конце хода кредиты сверх { $limit } вернутся в кассу: сейчас это { $over }.

## Планшеты игроков

anarcade-victory-empty = свободное место в зоне побед
anarcade-known-own = В вашей колоде (порядок неизвестен):
anarcade-known-draw = В колоде (порядок неизвестен):
anarcade-known-hand-and-draw = В руке и колоде вместе (порядок неизвестен):
anarcade-discard-title = Сброс: открыт всем. Нажмите, чтобы просмотреть.
anarcade-discard-count = { $n } в сбросе
anarcade-discard-pop = Сброс, сверху вниз ({ $n }):
anarcade-owned = Всего карт у игрока: { $n }.
anarcade-hand-title = В руке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
anarcade-hand-title-shown = В руке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}: { $cards }
anarcade-hand-count = { $n } в руке
anarcade-draw-title = В колоде рубашкой вверх { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
anarcade-draw-count = { $n } в колоде
anarcade-player-numbers = Номера игроков идут по порядку хода: Игрок 1 ходил первым
anarcade-you = (вы)
anarcade-first-title = первый ход в игре (Игрок 1 по правилам)
anarcade-first-tag = 1-й
anarcade-playing-tag = ходит
anarcade-king-tag = Король
anarcade-victory-title = Зона побед: пройдено { $n } из { $of }
anarcade-credits-title = { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
anarcade-credits-title-scored = { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
} и ещё { $scored } на карте автомата
anarcade-credits-count = { $strong } { $n ->
    [one] кредит
    [few] кредита
   *[many] кредитов
}
anarcade-credits-count-over = { $strong } { $n ->
    [one] кредит
    [few] кредита
   *[many] кредитов
} (предел { $limit })
anarcade-deck-title = все карты этого игрока
anarcade-deck = карт: { $n }
anarcade-shown-hand = в руке:

## Итоги

anarcade-chart-label = Пройденные автоматы каждого игрока плюс доля рекорда, вложенная в карту автомата, ход за ходом
anarcade-chart-hint = Путь к победе ход за ходом: пройденные автоматы плюс доля рекорда на текущей карте автомата
anarcade-aces-named = { $n } ({ $names })
anarcade-end-player = Игрок
anarcade-end-aces = Пройдено
anarcade-end-earned = Заработано кредитов
anarcade-end-scored = Вложено кредитов
anarcade-end-drawn = Взято карт
anarcade-end-drawn-title = карты, взятые и разыгранные действиями добора
anarcade-end-bought = Куплено карт

## Подписи, пока разыгрывается ход

anarcade-note-reshuffled = { $name } замешивает сброс в новую колоду
anarcade-note-stopped = прекращает добор (пропущено доборов: { $n })
anarcade-note-out-of-cards = карт для добора не осталось (не использовано: { $n })
anarcade-note-earned = зарабатывает { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
anarcade-note-scored = вкладывает { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}: { $total } из { $high }
anarcade-note-scored-aced = вкладывает { $n }: { $total } из { $high } — в конце хода автомат будет пройден!
anarcade-note-score-nothing = ничего не вкладывает
anarcade-note-bought = покупает «{ $card }»
anarcade-ace-burst = ПРОЙДЕНО!
anarcade-note-aced = { $name } проходит «{ $arcade }»!
anarcade-note-new-arcade = новая карта автомата: «{ $arcade }»
anarcade-note-excess = возвращает в кассу { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
} сверх предела
