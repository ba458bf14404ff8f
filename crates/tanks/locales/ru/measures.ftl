# Слова игры в отчётах `coinop sim`, `arena` и `balance` (`Words::report_word`): в чём
# игра считает длину партии и счёт места, как зовёт места, её показатели баланса
# (`Measured::FIGURES`) и что меняет каждая её настройка (`Measured::settings`) — по
# английским именам в данных (id сообщения — имя игры и имя в данных строчными словами).
# Имя без сообщения говорится, как в данных. Термины — из GLOSSARY.md.

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
