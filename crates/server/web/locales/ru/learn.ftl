# Страница урока, её собственная рамка (learn.js); слова шагов берутся из файла урока.

learn-lesson = Урок
learn-progress = Пройдено в уроке
learn-step = Шаг { $step } из { $of }
learn-complete = Урок пройден
learn-playing-out = Ходы разыгрываются…
learn-skip-to-now = Промотать
learn-got-it = Понятно
learn-more = Подробнее
learn-restart = Заново
learn-restart-title = Начать урок заново
learn-lobby = ← Лобби
learn-rules = Правила
learn-game-log = Журнал игры
learn-no-hints = что делать, говорит урок
learn-outro = Вот и весь урок.
learn-play-computer = Сыграть с компьютером
learn-read-rules = Прочитать правила
learn-none = Здесь нет урока
learn-back-to-lobby = ← Назад в лобби
