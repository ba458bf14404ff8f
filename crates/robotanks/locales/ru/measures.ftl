# Слова игры в отчётах `coinop sim`, `arena` и `balance` (`Words::report_word`): в чём
# игра считает длину партии и счёт места, как зовёт места, её показатели баланса
# (`Measured::FIGURES`) и что меняет каждая её настройка (`Measured::settings`) — по
# английским именам в данных (id сообщения — имя игры и имя в данных строчными словами).
# Имя без сообщения говорится, как в данных. Термины — из GLOSSARY.md.

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
