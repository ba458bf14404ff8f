# Слова игры в отчётах `coinop sim`, `arena` и `balance` (`Words::report_word`): в чём
# игра считает длину партии и счёт места, как зовёт места, её показатели баланса
# (`Measured::FIGURES`) и что меняет каждая её настройка (`Measured::settings`) — по
# английским именам в данных (id сообщения — имя игры и имя в данных строчными словами).
# Имя без сообщения говорится, как в данных. Термины — из GLOSSARY.md.

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

## Anarcade: сила карты — как отчёт называет взятое местом

anarcade-taken = «{ $name }» ({ $colour }, цена { $cost })
