# Слова игры в отчётах `coinop sim`, `arena` и `balance` (`Words::report_word`): в чём
# игра считает длину партии и счёт места, как зовёт места, её показатели баланса
# (`Measured::FIGURES`) и что меняет каждая её настройка (`Measured::settings`) — по
# английским именам в данных (id сообщения — имя игры и имя в данных строчными словами).
# Имя без сообщения говорится, как в данных. Термины — из GLOSSARY.md.

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
