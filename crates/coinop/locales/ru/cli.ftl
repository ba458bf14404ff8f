# Слова самой командной строки.

cli-no-language = языка «{ $tag }» нет (coinop говорит на: { $known })
