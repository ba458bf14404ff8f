# Слова самой командной строки вокруг отчётов `coinop sim`, `coinop arena` и
# `coinop balance`: индикатор, файлы, которые она пишет. Сами отчёты — из
# crates/lab/locales.

# Строка индикатора: $bar, $pos, $len, $elapsed и $eta — поля самого индикатора.
progress = { $bar } { $pos }/{ $len } партий  прошло { $elapsed }, осталось { $eta }
error-creating = не удалось создать { $path }
error-writing = не удалось записать { $path }

## coinop balance

balance-list = настройки «{ $title }» (имя — что она меняет):
balance-wrote = записан файл { $path }
