# Слова игр в отчётах `coinop sim`, `arena` и `balance`: в чём игра считает длину партии
# и счёт места, как зовёт места, её показатели баланса (`Measured::FIGURES`) и что меняет
# каждая её настройка (`Measured::settings`) — по английским именам в данных (id сообщения —
# имя игры и имя в данных строчными словами). Имя без сообщения говорится, как в данных.
# Термины — из GLOSSARY.md каждой игры.

## Танчики

# В чём считается длина партии, как в «ходов за партию»; -unit — «за ход».
tanks-length-of = ходов
tanks-length-unit = ход
# Счёт места; -of — «победных очков в среднем».
tanks-score = победные очки
tanks-score-of = победных очков

tanks-figure-rounds = число ходов
tanks-figure-bots-destroyed = уничтожено ботов
tanks-figure-bots-scored = засчитано ботов
tanks-figure-eagles-taken = взято Орлов
tanks-figure-player-tanks-destroyed = уничтожено танков игроков
tanks-figure-power-ups-placed = выложено бонусов
tanks-figure-power-ups-taken = взято бонусов
tanks-figure-power-ups-discarded-by-bots = бонусов сброшено ботами
tanks-figure-shovels-and-grenades-taken = взято Лопат и Гранат
tanks-figure-bots-entering = выставлено ботов

tanks-setting-bot-target-order-frontleftrightbehind = боты ищут цели впереди, слева, справа, сзади (англ., §1)
tanks-setting-grenade-kills-score-false = боты, взорванные Гранатой, не приносят очков (англ., §2)
tanks-setting-exchange-unlimited = карты можно сбрасывать и брать сколько угодно раз (англ., §3)
tanks-setting-clock-actionphase = Часы действуют только до конца фазы действия (§4)
tanks-setting-brick-double-hit-differentsides = целый кирпич рушится от нескольких попаданий, только если они с разных сторон (англ., §5)
tanks-setting-stacked-hits-false = несколько попаданий в залпе стоят всего 2 карты (§21)
tanks-setting-helm-stops-grenade-true = Шлем защищает и от Гранаты (§22)
tanks-setting-tie-sharedwin = ничья в конце — общая победа (§17)
tanks-setting-powerup-use-aftercard = Лопата и Граната применяются после всей карты (§30)
tanks-setting-placed-bot-discards-powerup-true = бот, выставленный на бонус, сбрасывает его (§53)
tanks-setting-bot-reserve-untiltokensreturn = жетоны ботов, вернувшиеся в опустевший запас, снова выходят на поле (§48)
tanks-setting-shovel-builds-on-groundforestice = Лопата ставит кирпич и на лес, и на лёд (§11)
tanks-setting-second-maneuvers-inturn = вторые маневры вскрываются по очереди (англ., §54)
tanks-setting-engine-v1 = прочтения, по которым играла версия движка 1 (§30, §48, §53, §54)
tanks-setting-uneven-combat = вариант «Неравный бой»: боты видят и стреляют сквозь стены
tanks-setting-island = вариант «Остров»: танк может уйти за край поля и погибает
tanks-setting-dangerous-four = вариант «Опасная четвёрка»: 4 бота
tanks-setting-avalanche = вариант «Лавина»: по новому боту за ход (рус., §19)
tanks-setting-avalanche-top-up = вариант «Лавина»: пополнение и ещё один бот (англ., §19)

## ARCADE

# В чём считается длина партии, как в «ходов за партию»; -unit — «за ход».
skirmish-length-of = ходов
skirmish-length-unit = ход
# Счёт места; -of — «победных очков в среднем».
skirmish-score = очки прочности
skirmish-score-of = очков прочности
skirmish-seat-1 = Зелёные
skirmish-seat-2 = Оранжевые

skirmish-figure-turns = число ходов
skirmish-figure-first-player-won = победы первого игрока
skirmish-figure-drawn = ничьи
skirmish-figure-tanks-destroyed = уничтожено танков
skirmish-figure-shots-fired = выстрелов
skirmish-figure-shots-hitting-their-target = попаданий в цель
skirmish-figure-damage-points-dealt = нанесено урона
skirmish-figure-damage-by-collateral-bolts-blasts-rams = урон: сопутствующий, энергозаряды, взрывы, таран
skirmish-figure-walls-destroyed = разрушено стен
skirmish-figure-floor-destroyed = разрушено клеток пола
skirmish-figure-damage-points-repaired = отремонтировано очков прочности
skirmish-figure-won-by-a-mission = победы по миссии

skirmish-setting-all = все продвинутые правила сразу
skirmish-setting-collateral-damage = только продвинутое правило «Сопутствующий урон»
skirmish-setting-floor-destruction = только продвинутое правило «Разрушение пола»
skirmish-setting-wall-destruction = только продвинутое правило «Разрушение стен»
skirmish-setting-blast = только продвинутое правило «Взрывная волна»
skirmish-setting-stun = только продвинутое правило «Оглушение»
skirmish-setting-triangulation = только продвинутое правило «Триангуляция»
skirmish-setting-energy-bolts = только продвинутое правило «Энергозаряды»
skirmish-setting-target-anything = только продвинутое правило «Любая цель»
skirmish-setting-repair = только продвинутое правило «Ремонт»
skirmish-setting-collision = только продвинутое правило «Таран»
skirmish-setting-aimed-shot-beforemoving = любой выстрел до движения — прицельный, и после него танк может двигаться (§3)
skirmish-setting-bolt-corners-blocked = Энергозаряды: заряд через угол останавливается рядом с ним (§8)
skirmish-setting-wrecks = уничтоженные танки остаются на поле препятствиями
skirmish-setting-place-in-turn = игроки расставляют танки по очереди, каждый в своей половине
skirmish-setting-mission-pool = миссия: удержать Источник энергии 3 хода (с Ремонтом)
skirmish-setting-mission-far-rank = миссия: дойти до дальнего ряда
skirmish-setting-mission-walls = миссия: разрушить 5 стен (с Разрушением стен)
skirmish-setting-arena-long-hall = на арене «Длинный зал»
skirmish-setting-arena-two-bridges = на арене «Два моста»
skirmish-setting-arena-centre-pool = на арене «Источник в центре»
skirmish-setting-arena-fortress = на арене «Крепость»

## Anarcade

# В чём считается длина партии, как в «ходов за партию»; -unit — «за ход».
anarcade-length-of = ходов
anarcade-length-unit = ход
# Счёт места; -of — «победных очков в среднем».
anarcade-score = пройденные автоматы
anarcade-score-of = пройденных автоматов

anarcade-figure-turns = число ходов
anarcade-figure-player-1-wins = победы Игрока 1
anarcade-figure-rounds = число кругов
anarcade-figure-cards-bought = куплено карт
anarcade-figure-credits-earned = заработано кредитов
anarcade-figure-credits-scored = вложено кредитов
anarcade-figure-draw-actions-taken = доборов
anarcade-figure-credits-given-back-by-an-ace = кредитов возвращено при прохождении автомата
anarcade-figure-reached-the-turn-limit = партии до предела ходов

anarcade-setting-compulsory-draws = каждый добор обязателен (§3)
anarcade-setting-open-stacks = игроки могут просматривать стопки действий (§11)
anarcade-setting-aces-to-win-2 = короткая игра: для победы достаточно пройти 2 автомата
anarcade-setting-catch-up-credits-1 = фора в кредитах для следующих игроков: у Игрока 2 на старте один, у Игрока 3 два, у Игрока 4 три
anarcade-setting-catch-up-credits-2 = фора в кредитах для следующих игроков: у Игрока 2 на старте два, у Игрока 3 четыре, у Игрока 4 шесть
anarcade-setting-credit-limit-4 = в конце хода остаётся не больше 4 кредитов
anarcade-setting-credit-limit-10 = в конце хода остаётся не больше 10 кредитов

## Роботанки

# В чём считается длина партии, как в «ходов за партию»; -unit — «за ход».
robotanks-length-of = ходов
robotanks-length-unit = ход
# Счёт места; -of — «победных очков в среднем».
robotanks-score = карты в руке
robotanks-score-of = карт в руке

robotanks-figure-turns = число ходов
robotanks-figure-first-player-wins = победы первого игрока
robotanks-figure-rounds = число кругов
robotanks-figure-tanks-wrecked = уничтожено танков
robotanks-figure-command-post-hits = попаданий в командные пункты
robotanks-figure-cards-executed = исполнено карт
robotanks-figure-self-destructs = самоуничтожений
robotanks-figure-ended-in-stalemate = не осталось танков для боя
robotanks-figure-reached-the-turn-limit = партии до предела ходов

robotanks-setting-post-loss-3 = короткая игра: командный пункт теряет три карты за попадание (§39)
robotanks-setting-starting-hand-12 = короткая игра: начальная рука из 12 карт (§39)
robotanks-setting-introductory = вводная колода: без карт «Огонь энергошаром», «Огонь вирусом», «Самоуничтожение» и «Сканирование»
robotanks-setting-fire-area-edges-false = сектор обстрела без граничных линий (§1)

## Anarcade: сила карты — как отчёт называет взятое местом

anarcade-taken = «{ $name }» ({ $colour }, цена { $cost })
