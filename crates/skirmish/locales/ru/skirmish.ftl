# ARCADE: слова журнала, концовок, отказов и глоссария. Термины — из GLOSSARY.md.
# Переменные, называющие сторону, танк или клетку, остаются ссылками, где бы их ни
# поставила фраза; поэтому имена стоят в именительном падеже (сторона — «Зелёные»,
# танк — «Зелёный 2»; винительный танка тот же).

## Имена

# Название игры в заголовках страниц и отчётов.
game-title = ARCADE


side = { $side ->
    [green] Зелёные
   *[orange] Оранжевые
}
unit = { $side ->
    [green] Зелёный
   *[orange] Оранжевый
} { $n }

## Почему игра окончена

end-destroyed = { $loser } потеряли все танки
end-tie = обе стороны уничтожены одновременно: ничья
end-pool = танк черпал энергию из Источника три хода подряд
end-far-rank = танк дошёл до первого ряда противника
end-walls = разрушено пять стен
end-turn-limit = { $turns ->
    [one] прошёл { $turns } ход
    [few] прошло { $turns } хода
   *[many] прошло { $turns } ходов
} без победителя: ничья

## Заголовки

heading-turn = Ход { $turn }
heading-turn-of = Ход { $turn } — { $who }
heading-placing = Расстановка танков
heading-game-over = Игра окончена

## Журнал

placed = { $unit } выставлен на { $cell }
turn-begins = — ходит { $unit }
skipped = { $unit } уничтожен: его ход пропускается
recovered = { $unit } приходит в себя после оглушения (весь ход)
moved = { $unit } едет { $from } → { $to } ({ $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
}, осталось { $left })
rammed = { $unit } таранит { $target } на { $cell } (потрачено { $spent ->
    [one] { $spent } очко
    [few] { $spent } очка
   *[many] { $spent } очков
}): каждый теряет { $damage ->
    [one] { $damage } очко прочности
    [few] { $damage } очка прочности
   *[many] { $damage } очков прочности
}
fired = { $unit } стреляет по { $target }{ $how ->
    [aimed-token] , прицельно, расстояние от жетона прицела
    [token] , расстояние от жетона прицела
    [aimed] , прицельно
   *[plain] {""}
}: { $dice ->
    [0] кубики не нужны
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
}
auto-hit = в упор, промах невозможен: попадание с уроном 6
rolled = бросок: { $faces }
missed = выпала 1: промах
glancing = выпала 1, и не осталось кубиков, чтобы сместить ракету: скользящее попадание
offset = выпала 1: промах; ракета отклоняется { $offsets } и падает на { $landing }
offset-part = на { $n ->
    [one] { $n } клетку
    [few] { $n } клетки
   *[many] { $n } клеток
} в сторону { $value }
bolt-stopped = энергозаряд по пути попадает в { $cell }
hit = попадание в { $target }: урон { $damage }
damaged = { $unit } теряет { $points ->
    [one] { $points } очко прочности
    [few] { $points } очка прочности
   *[many] { $points } очков прочности
}{ $cause ->
    [Glancing] {" (скользящее попадание)"}
    [Collateral] {" (на него упала ракета)"}
    [Bolt] {" (оказался на пути заряда)"}
    [Blast] {" (взрыв)"}
    [Collision] {" (таран)"}
   *[Shot] {""}
}: осталось { $hp }
destroyed = { $unit } уничтожен
destroyed-wreck = { $unit } уничтожен; его остов остаётся на { $cell }
stunned = { $unit } оглушён: следующий ход он потратит, чтобы прийти в себя
blast = взрыв на { $cell }
wall-destroyed = стена на { $cell } разрушена ({ $side } разрушили ещё одну)
floor-destroyed = пол на { $cell } разрушен: теперь там провал
lands = выстрел приходится на { $cell }
hits-wreck = выстрел попадает в остов на { $cell }
lost = выстрел уходит за пределы Зоны, в точку { $point }
token = { $unit } ставит жетон прицела на { $point }
repaired = { $unit } черпает энергию из Источника: восстановлено { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, теперь { $hp } ({ $in_a_row ->
    [one] { $in_a_row } ход
    [few] { $in_a_row } хода
   *[many] { $in_a_row } ходов
} подряд)
turn-ended = { $unit } завершает ход
game-over-won = ИГРА ОКОНЧЕНА — побеждают { $winner }: { $reason }
game-over = ИГРА ОКОНЧЕНА — { $reason }

## Отказы: почему действие не принято

refuse-no-such-space = такой клетки нет
refuse-place-not-empty = { $cell } — не пустая клетка пола
refuse-place-not-in-half = { $cell } не в вашей половине Зоны
refuse-still-placing = танки ещё расставляются
refuse-all-placed = все танки уже расставлены
refuse-here = танк уже на { $cell }
refuse-not-next = { $to } не соседняя клетка с { $from }
refuse-rammed = этот танк таранил: его движение в этом ходу окончено
refuse-aimed-stays = этот танк стрелял прицельно: до конца хода он стоит на месте
refuse-cost = { $step ->
    [diagonal] шаг по диагонали
   *[straight] шаг по прямой
} стоит { $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
} движения; осталось { $left }
refuse-corner = для шага по диагонали обе клетки рядом с ним должны быть пусты; { $cell } не пуста
refuse-taken = { $cell } занята: там { $unit }
refuse-taken-wreck = { $cell } занята: там остов, { $unit }
refuse-not-floor = { $cell } — не пустой пол
refuse-fired = танк стреляет из пушки один раз за ход
refuse-no-token = у этого танка ещё нет жетона прицела (он появляется после первого выстрела)
refuse-no-triangulation = мерить расстояние от жетона прицела можно только по правилу «Триангуляция»
refuse-aimed-after-moving = прицельно стреляет только танк, который в этом ходу не двигался
refuse-moved-not-aimed = этот танк уже двигался: его выстрел не прицельный
refuse-not-moved-aimed = танк, который ещё не двигался, стреляет прицельно
refuse-own-space = танк не может стрелять по своей клетке
refuse-no-enemy = на { $cell } нет вражеского танка (стрелять по другому можно только по правилу «Любая цель»)
refuse-pool = Источник энергии нельзя разрушить: выберите другую цель
refuse-off-zone = { $cell } не входит в Зону
refuse-repair-not-in-play = ремонт возможен только по правилу «Ремонт»
refuse-repair-after-acting = танк ремонтируется, только если весь ход больше ничего не делает
refuse-repair-away = танк ремонтируется только рядом с Источником энергии

## Глоссарий: продвинутые правила, миссии, местность, арены

rule-collateral_damage = Сопутствующий урон
rule-collateral_damage-text = Промах падает в другом месте, по Компасу: скользящее попадание или мимо цели.
rule-floor_destruction = Разрушение пола
rule-floor_destruction-text = Попадание в пустой пол разрушает его; въехать туда больше нельзя.
rule-wall_destruction = Разрушение стен
rule-wall_destruction-text = Выстрелы разрушают стены (5 разрушенных — миссия «стены»).
rule-blast = Взрывная волна
rule-blast-text = Попадание на 6, разрушенная стена или пол отнимают 1 у каждого соседнего танка.
rule-stun = Оглушение
rule-stun-text = Танк, получивший попадание больше 3 или задетый взрывом, тратит следующий ход, чтобы прийти в себя.
rule-triangulation = Триангуляция
rule-triangulation-text = Где пришёлся выстрел, там ваш жетон прицела; стреляйте от него с +2 кубиками.
rule-energy_bolts = Энергозаряды
rule-energy_bolts-text = Выстрелы летят по прямой: попадает первый предмет на линии.
rule-target_anything = Любая цель
rule-target_anything-text = Стреляйте по любой клетке: стенам, полу, своим танкам.
rule-repair = Ремонт
rule-repair-text = Проведите ход рядом с Источником энергии — восстановите 2 (не выше 6).
rule-collision = Таран
rule-collision-text = Тараньте танк: оба теряют 1 за каждые полные 2 потраченных очка движения.

mission-hold_pool = Удержать Источник
mission-hold_pool-text = Победа, если танк ремонтируется у Источника три хода подряд.
mission-far_rank = Дойти до дальнего ряда
mission-far_rank-text = Победа, если танк доедет до первого ряда противника.
mission-destroy_walls = Разрушить 5 стен
mission-destroy_walls-text = Победа, если разрушить пять стен.

ground-Floor = пол
ground-Wall = стена
ground-Pool = Источник энергии
ground-Destroyed = разрушенный пол
ground-Gap = провал (нет тайла)

arena-long-hall = Длинный зал
arena-long-hall-note = Дизайн coinop. Три сегмента и полоса в один ряд: прямой бой с укрытием посередине.
arena-two-bridges = Два моста
arena-two-bridges-note = Дизайн coinop. Базы соединены широким мостом на западе и узкой полосой на востоке, между ними провал.
arena-centre-pool = Источник в центре
arena-centre-pool-note = Дизайн coinop. Источник энергии в центре Зоны — для Ремонта и миссии удержать его три хода.
arena-fortress = Крепость
arena-fortress-note = Дизайн coinop. Все девять стен (для миссии разрушить пять) и два Источника энергии на западной стороне.

## Решение, как его предлагает список выбора (по-английски — обозначения, которые вводит игрок)

action-place = выставить танк на { $cell }
action-move = ехать на { $cell }
action-ram = таранить на { $cell }
action-fire = стрелять по { $cell }{ $how ->
    [aimed-token] , прицельно, расстояние от жетона прицела
    [token] , расстояние от жетона прицела
    [aimed] , прицельно
   *[plain] {""}
}
action-repair = ремонт: черпать энергию из Источника
action-end = завершить ход
