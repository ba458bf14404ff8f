# Anarcade: слова журнала, заголовки, глоссарий. Термины — из GLOSSARY.md. Переменные,
# называющие игрока, карту или стопку действий, остаются ссылками, где бы их ни поставила
# фраза; поэтому фразы построены так, чтобы имена стояли в именительном падеже, а
# названия карт — в «ёлочках».

## Имена

# Название игры в заголовках страниц и отчётов.
game-title = Anarcade


player = Игрок { $n }
kind = { $kind ->
    [Draw] Добор
    [Earn] Заработок
    [Score] Счёт
   *[Buy] Покупка
}
kind-letter = { $kind ->
    [Draw] Д
    [Earn] З
    [Score] С
   *[Buy] П
}
# Цвет стопки: согласуется с «карта» и «стопка».
kind-colour = { $kind ->
    [Draw] синяя
    [Earn] жёлтая
    [Score] фиолетовая
   *[Buy] зелёная
}
kind-does = { $kind ->
    [Draw] взять из своей колоды и разыграть ещё одну карту
    [Earn] взять кредит из кассы
    [Score] вложить в автомат (на его карту) один свой кредит
   *[Buy] оплатить 1 единицу цены карты в фазе покупки
}
card-words = «{ $name }» [{ $symbols }]
card-hidden = скрытая карта
arcade-words = «{ $name }» (рекорд { $score })
arcade-hidden = карта автомата
# Стопка действий по названию её вида: «из стопки «Заработок»».
stack = «{ $kind }»
credits = { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
cards-separator = {", "}
winners-separator = {", "}

## Фазы хода

phase-draw = фаза добора
phase-score = фаза счёта
phase-buy = фаза покупки
phase-over = игра окончена

## Почему игра окончена

end-aces = игрок прошёл столько автоматов, что стал Королём игрового зала
end-arcade-empty = стопка автоматов пуста: побеждают прошедшие больше всех автоматов
end-turn-limit = достигнут предел ходов: победителя нет

## Заголовки

heading-turn = Ход { $turn } — { $player }
heading-turn-alone = Ход { $turn }
heading-ace = Автомат пройден!
heading-game-over = Игра окончена

## Журнал

turn-begins = — ход { $turn }: { $player } —
played = { $player } разыгрывает { $card }
played-drawn = { $player } берёт из колоды и разыгрывает { $card }
reshuffled = { $player } замешивает сброс в новую колоду ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
})
stopped-drawing = { $player } прекращает добор и пропускает { $n ->
    [one] { $n } добор
    [few] { $n } добора
   *[many] { $n } доборов
}
out-of-cards = { $player }: карт для добора не осталось (не использовано доборов: { $n })
earned = { $player } зарабатывает { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
scored = { $player } вкладывает в автомат { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}: { $total } из { $high }
scored-aced = { $player } вкладывает в автомат { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}: { $total } из { $high } — в конце хода автомат будет пройден
skipped-score = { $player } ничего не вкладывает в автомат
paid-nothing = бесплатно
paid-buy = за { $buy ->
    [one] { $buy } покупку
    [few] { $buy } покупки
   *[many] { $buy } покупок
}
paid-credits = за { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}
paid-both = за { $buy ->
    [one] { $buy } покупку
    [few] { $buy } покупки
   *[many] { $buy } покупок
} и { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}
bought = { $player } покупает { $card } из стопки { $stack } { $paid }
aced = { $player } ПРОХОДИТ { $arcade } — в зоне побед { $aces ->
    [one] { $aces } карта автомата
    [few] { $aces } карты автоматов
   *[many] { $aces } карт автоматов
}
score-returned = { $player } получает обратно с центрального поля { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}
new-arcade = новая карта автомата: { $arcade }
excess-returned = { $player } возвращает в кассу { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
} сверх предела
nothing-to-buy = { $player } ничего не может купить: все верхние карты стопок действий дороже { $power }, и ход заканчивается
hand-drawn-hidden = { $player } берёт в руку { $n ->
    [one] { $n } новую карту
    [few] { $n } новые карты
   *[many] { $n } новых карт
}
hand-drawn = { $player } берёт в руку новые карты: { $cards }
game-over-king = ИГРА ОКОНЧЕНА — { $player } становится Королём игрового зала
game-over-empty = ИГРА ОКОНЧЕНА — стопка автоматов пуста; больше всего пройденных автоматов: { $winners }
game-over-turn-limit = ИГРА ОКОНЧЕНА — достигнут предел ходов: победителя нет

## Названия карт нашего набора (content/champion-gold.toml); в файле карт игрока — его собственные.

set-title = Champion Gold (набор coinop)
set-note = Наш набор: в правилах нет списка карт. Впишите в этом формате напечатанные карты, чтобы играть ими.

name-asteroid-belt = Пояс астероидов
name-maze-muncher = Обжора в лабиринте
name-frog-crossing = Лягушачья переправа
name-barrel-climb = Бочки на лестницах
name-invader-wave = Волна захватчиков
name-star-cruiser = Звёздный крейсер
name-tunnel-racer = Гонщик в туннеле
name-robot-arena = Арена роботов
name-dragon-dungeon = Подземелье дракона
name-pixel-champion = Пиксельный чемпион
name-insert-coin = Опустите монету
name-insert-coin-play = Опустите монету: игра
name-insert-coin-shop = Опустите монету: магазин
name-extra-life = Дополнительная жизнь
name-continue-screen = Продолжить?
name-warp-zone = Варп-зона
name-bonus-round = Бонусный раунд
name-combo-chain = Комбо-цепочка
name-hyper-mode = Гиперрежим
name-coin-slot = Монетоприёмник
name-token-pusher = Толкатель жетонов
name-free-play = Бесплатная игра
name-jackpot = Джекпот
name-change-machine = Разменный автомат
name-high-score = Таблица рекордов
name-initials = Инициалы
name-perfect-run = Идеальный забег
name-speed-run = Спидран
name-kill-screen = Экран смерти
name-prize-counter = Стойка призов
name-ticket-roll = Рулон билетов
name-claw-machine = Кран-машина
name-mega-ticket = Мегабилет
name-golden-ticket = Золотой билет

## Почему действие отклонено (ошибка движка — игроку, который пытался его сделать)

refusal-score = нельзя вложить в автомат { $n ->
    [one] { $n } кредит
    [few] { $n } кредита
   *[many] { $n } кредитов
}: у вас { $symbols ->
    [one] { $symbols } символ счёта
    [few] { $symbols } символа счёта
   *[many] { $symbols } символов счёта
} и { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}, а до рекорда { $high } { $left ->
    [one] остался { $left } кредит
    [few] осталось { $left } кредита
   *[many] осталось { $left } кредитов
} — можно вложить не больше { $room }
refusal-empty-stack = стопка { $stack } пуста
refusal-cannot-afford = карта «{ $card }» стоит { $cost }, а у вас { $buy ->
    [one] { $buy } покупка
    [few] { $buy } покупки
   *[many] { $buy } покупок
} и { $credits ->
    [one] { $credits } кредит
    [few] { $credits } кредита
   *[many] { $credits } кредитов
}
refusal-not-in-phase = { $phase ->
    [Draw] в фазе добора
    [Score] в фазе счёта
    [Buy] в фазе покупки
   *[Over] в окончившейся игре
} нельзя { $action }
refusal-action = { $action ->
    [draw] взять карту из колоды
    [stop] прекратить добор
    [score] вложить в автомат { $n ->
        [one] { $n } кредит
        [few] { $n } кредита
       *[many] { $n } кредитов
    }
    [buy] купить карту из стопки «{ $kind ->
        [Draw] Добор
        [Earn] Заработок
        [Score] Счёт
       *[Buy] Покупка
    }»
   *[end] закончить ход
}
