# «Танчики»: слова журнала. Термины — как в оригинальных правилах (Economicus, 2017).
# Переменные, называющие игрока, танк, бота, клетку или карты, остаются ссылками, где бы
# их ни поставила фраза; поэтому фразы построены так, чтобы имена стояли в именительном
# падеже.

## Имена

# Название игры в заголовках страниц и отчётов.
game-title = Танчики


player = Игрок { $n }
card = { $card ->
    [Advance1] Вперёд на 1
    [Advance2] Вперёд на 2
    [Advance3] Вперёд на 3
    [TurnLeft] Поворот налево
    [TurnRight] Поворот направо
   *[Turnaround] Разворот
}
power = { $power ->
    [Star] Звезда
    [Clock] Часы
    [Helm] Шлем
    [Shovel] Лопата
   *[Grenade] Граната
}
colour = { $colour ->
    [Red] Красный
    [Yellow] Жёлтый
    [Green] Зелёный
   *[Blue] Синий
}
bot-token = { $colour } { $number }{ $primes }
# Направление словом, после «на» («поворачивается на север», «носом на запад»).
facing = { $dir ->
    [N] север
    [E] восток
    [S] юг
   *[W] запад
}
bot-unknown = бот
bot-known = бот { $token }
bot-at = { $bot } на { $cell }
cards-separator = {", "}

## Почему игра окончена

end-ThirdEagle = взят третий Орёл
end-LeadOfFive = лидер опережает следующего на 5 очков
end-TieBroken = ничья за лидерство разрешилась
end-RoundLimit = сыграно предельное число ходов
end-TieStands = не осталось ботов, чтобы разрешить ничью

## Заголовки

heading-round = Ход { $round }
phase-planning = Планирование
phase-action-1 = Фаза 1-го действия
phase-action-2 = Фаза 2-го действия
phase-round-end = Конец хода
heading-game-over = Игра окончена

## Журнал

# Стоит сразу под заголовком «Ход N»: номер хода не повторяет.
round-started = — первый игрок { $round ->
    [1] в начале игры
   *[other] в этом ходу
} — { $player } —
tank-placed = { $player } выставляет танк на { $cell } носом на { $facing }
exchanged = { $player } сбрасывает { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} «{ $card }» и берёт новые
drew-hidden = { $player } берёт { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}
drew = { $player } берёт из колоды: { $cards }
card-placed = { $player } кладёт «{ $card }» в { $maneuver }-й маневр
card-placed-hidden = { $player } кладёт карту в { $maneuver }-й маневр
committed = { $player } спланировал маневры
disengaged = { $player } выключает танк на этот ход
maneuver-revealed = { $player } вскрывает { $maneuver }-й маневр: { $cards }
turned = { $tank } поворачивается на { $facing }
moved-drive = { $tank } едет { $from } → { $to }
moved-push = { $tank } вытолкнут { $from } → { $to }
moved-slide = { $tank } скользит { $from } → { $to }
stopped = { $tank } упирается в препятствие на { $cell }
destroyed-shot = { $tank } подбит огнём на { $cell }
destroyed-water = { $tank } тонет в воде на { $cell }
destroyed-off-edge = { $tank } падает с края поля на { $cell }
destroyed-grenade = { $tank } взорван гранатой на { $cell }
bot-scored = { $player } забирает жетон бота { $token } (+1 очко)
bot-to-reserve-shared = несколько игроков одновременно подбили бота { $token }: очко не получает никто, бот возвращается в запас
bot-to-reserve = бот { $token } возвращается в запас
eagle-taken = { $player } берёт Орла на { $cell } (+3 очка; Орёл { $taken } из 3)
eagle-placed-right = Орёл смотрит направо: новый Орёл встаёт по часовой стрелке, на { $cell }
eagle-placed-left = Орёл смотрит налево: новый Орёл встаёт против часовой стрелки, на { $cell }
eagle-placed = Орёл стоит на { $cell }
power-up-placed = на { $cell } появляется бонус «{ $power }»
power-up-taken = { $player } подбирает бонус «{ $power }» на { $cell }
power-up-removed = бот проезжает через бонус «{ $power }» на { $cell }: бонус сброшен
power-up-discarded = бот выставлен на { $cell }, бонус «{ $power }» там сброшен
bots-frozen = Часы останавливают ботов: они не двигаются и не стреляют
bot-reserve-ran-out = запас ботов кончился: новые боты в эту игру не войдут
helm-used = { $player }: Шлем поглощает попадания
shovel-removed = { $player } убирает Лопатой кирпич с { $cell }
shovel-added = { $player } ставит кирпич на { $cell }
grenade-exploded = { $player } бросает гранату: взрыв вокруг { $cell }
bot-maneuvers-none = карт движения не сыграно: боты не маневрируют
bot-maneuvers = самая сильная карта движения — { $count }: каждый бот выполняет { $count ->
    [one] { $count } маневр
    [few] { $count } маневра
   *[many] { $count } маневров
}
bot-turns-to-target = { $bot } видит цель — { $target } — и поворачивается к ней
bot-advances-to-target = { $bot } повёрнут к цели — { $target } — и движется к ней
bot-skips-blocked = { $bot } видит цель — { $target }, — но впереди вода, бот или препятствие: он ждёт
bot-advances-clear = { $bot } не видит целей, путь свободен: он движется вперёд
bot-turns-from-obstacle = { $bot } не видит целей и упирается в препятствие: он поворачивает
bot-boxed = { $bot } заперт со всех сторон и ждёт
shot-nothing = { $tank } стреляет — мимо
shot-concrete = { $tank } стреляет в бетон на { $cell }
shot-brick = { $tank } попадает в кирпич на { $cell }
shot-tank = { $tank } стреляет, попадание: { $target }
brick-damaged = кирпич на { $cell } полуразрушен
brick-removed = кирпич на { $cell } разрушен
cards-lost = { $player } сбрасывает с руки: { $cards }
reshuffled-all = { $player } замешивает все свои карты в новую колоду
reshuffled = { $player } замешивает сброс в новую колоду
bot-spawned = { $bot } въезжает носом на { $facing }
first-player-passed = первым игроком становится { $player }
game-over = ИГРА ОКОНЧЕНА: { $reason }. Победитель: { $winners }
winners-separator = {" и "}

## Поле текстом (терминал)

legend =
    легенда: 1^ танк игрока (x — выключен)  B^ бот  [] кирпич ([ полуразрушен)  ## бетон
    ff лес  ~~ вода  :: лёд  EE Орёл  *S Звезда *C Часы *H Шлем *V Лопата *G Граната

## Итог одиночной игры против ботов

end-solo = три Орла за { $rounds ->
    [one] { $rounds } ход
    [few] { $rounds } хода
   *[many] { $rounds } ходов
}

## Почему действие отклонено (ошибка движка — тому, кто пытался его сделать)

# Сценарий остановил движок; $checkpoint — имя точки, как его пишут файлы сценариев.
refusal-stopped = движок остановлен на контрольной точке { $checkpoint }: сначала продолжите его
refusal-no-such-maneuver = маневров всего два: 1-й и 2-й
refusal-not-held = у вас в руке нет карты «{ $card }»
refusal-second-move-card = в маневре может быть не больше 1 карты движения
refusal-other-maneuver = другому маневру ещё нужна карта из вашей руки
refusal-exchange = сбросить и взять карты можно один раз за фазу планирования — только карты одного вида из вашей руки
refusal-commit-empty = в каждом маневре должна быть хотя бы одна карта
refusal-disengage = выключить танк можно только до того, как вы выложили карты
refusal-start-space = танки выставляются на свободную клетку стартовой диагонали в дальней от Орла четверти поля
refusal-no-brick = { $cell }: здесь нет кирпича, который можно убрать Лопатой (кирпичи: { $bricks })
refusal-bricks-none = нет
refusal-no-brick-free = нет свободного снятого с поля жетона кирпича, чтобы выставить его обратно
refusal-not-empty = { $cell } — не пустая клетка: кирпич выставляется только на пустую клетку, где ничего нет
refusal-off-board = клетка №{ $n } (за пределами поля)
refusal-not-now = сейчас такое решение принять нельзя ({ $moment ->
    [placing] игроки выставляют танки
    [planning] идёт фаза планирования
    [bot-order] первый игрок выбирает, какой бот ходит следующим
    [shovel] игрок использует Лопату
    [grenade] игрок бросает Гранату
   *[over] игра окончена
})

## Решение, как его предлагает список выбора (по-английски — обозначения, которые вводит игрок)

# Карта в решении: её название (как в сообщении card).
choice-card = { $card ->
    [Advance1] Вперёд на 1
    [Advance2] Вперёд на 2
    [Advance3] Вперёд на 3
    [TurnLeft] Поворот налево
    [TurnRight] Поворот направо
   *[Turnaround] Разворот
}
action-tank = поставить танк на { $cell } носом { $dir ->
    [N] на север
    [E] на восток
    [S] на юг
   *[W] на запад
}
action-exchange = сбросить { $count } { $count ->
    [one] карту «{ $card }» и взять новую
    [few] карты «{ $card }» и взять новые
   *[many] карт «{ $card }» и взять новые
}
action-place = положить «{ $card }» в { $maneuver }-й маневр
action-disengage = выключить танк на этот ход
action-commit = план готов
action-bot = следующим ходит бот на { $cell }
action-shovel-remove = убрать Лопатой кирпич с { $cell }
action-shovel-add = поставить Лопатой кирпич на { $cell }
action-grenade = бросить Гранату: взрыв вокруг { $cell }
