# Рамка сайта: шапка, выбор языка, общее для всех страниц.

skip-to-content = К содержимому
tagline = аркадные настольные игры
header-rules = Правила
header-sign-in = Войти
loading = Загрузка…
language-switch = Язык
language-en = English
language-ru = Русский

# Общее для всех страниц (`site.js`, `dom.js`).
site-back-to-lobby = ← Лобби
site-ok = ОК
site-cancel = Отмена
# Краткое имя места: «И2» (игрок 2); с именем сидящего — «И2 Аня».
site-seat = И{ $seat }
site-seat-named = И{ $seat } { $name }
# Кто победил за законченным столом ($first … — имена, в именительном падеже).
site-won-none = Никто не победил.
site-won-many = Победу делят { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }.
site-won-one = Победа: { $first }.
site-won-two = Победа: { $first } и { $second }.
site-won-three = Победа: { $first }, { $second } и { $third }.
# Имя, которое спрашивают один раз, прежде чем сесть за стол.
site-your-name = Ваше имя
site-name-dialog-title = Ваше имя за столом
site-name-dialog-note = Его видят другие игроки. Хранится в этом браузере.
site-sit-down = Сесть за стол
site-play-as-guest = Играть гостем
# Уровни компьютера и имена, которые сервер даёт местам сам: компьютеру и ещё никем не
# занятому месту игрока.
site-level-easy = лёгкий
site-level-normal = средний
site-level-hard = сильный
site-level-expert = эксперт
# Противник в уроке, который играет по сценарию.
site-level-lesson = урок
site-seat-ai = Компьютер ({ $level })
# Компьютер по уровню — имя места: с него начинаются фразы журнала («Сильный компьютер
# выставляет танк»), поэтому без скобок.
site-seat-ai-easy = Лёгкий компьютер
site-seat-ai-normal = Средний компьютер
site-seat-ai-hard = Сильный компьютер
site-seat-ai-expert = Компьютер-эксперт
# The name a deleted account's seats and chat lines keep.
# The name of one who gave none.
site-guest = Гость
site-deleted-player = удалённый игрок
site-seat-vacant = Игрок { $seat }
