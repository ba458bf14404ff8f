# Слова ядра: имя языка, списки и счёт, общие для всех игр.

language-name = Русский

list-two = { $first } и { $second }
list-separator = {", "}

count-cards = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}

## Уроки

lesson-not-this-time = Не сейчас — { $say }
lesson-over = Урок окончен.
lesson-learner = Игрок
lesson-seat = Игрок { $n }

# Метка настройки стола у прочтения в файле RULINGS («- **Настройка:** …»).
rulings-option = Настройка
