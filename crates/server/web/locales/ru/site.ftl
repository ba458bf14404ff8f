# Рамка сайта: шапка, выбор языка, общее для всех страниц.

skip-to-content = К содержимому
tagline = аркадные настольные игры
header-rules = Правила
header-sign-in = Войти
loading = Загрузка…
language-switch = Язык
language-en = English
language-ru = Русский
