# Слова самой командной строки.

cli-no-language = языка «{ $tag }» нет (coinop говорит на: { $known })
cli-threads = число потоков от 1 до { $most }
# Почему значение — не число.
cli-why-not-a-number = не целое число
cli-why-not-a-decimal = не число
cli-why-too-large = слишком большое
cli-why-too-small = слишком маленькое
