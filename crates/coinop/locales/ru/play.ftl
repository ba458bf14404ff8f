# `coinop play`: рамка игры в терминале, строками и на весь экран.

play-table = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
} · зерно { $seed } · { $who }
play-you-are = вы — { $seat }
play-watching = наблюдение
play-plan-fails = этот план не проходит: { $why }
play-not-understood = «{ $text }» — такого действия здесь нет: наберите номер из списка, действие так, как оно написано в списке, или «справка»
play-refused = отказано: { $why }
play-nothing-typed = (ничего не введено: выберите из списка номером или названием; «справка» — как отвечать)
play-nothing-typed-full = (ничего не введено: выберите номером или названием; «справка» — как отвечать)
play-input-closed = (ввод закрыт — выход из-за стола)
play-unreadable = (эту строку не удалось прочитать как текст)
play-thinking = ({ $seat } думает — { $level }…)
play-thinking-full = { $seat } думает ({ $level })… { $seconds } с
play-left-while-thinking = (вы вышли из-за стола, пока { $seat } думал)
play-game-over = Игра окончена: { $reason }. { $winners }
play-winner-nobody = Победителя нет
play-winner = Победитель: { $seat }
play-winners = Победители: { $seats }
play-choose-between = выберите от 1 до { $n }
play-many-choices = ({ $n ->
    [one] { $n } вариант
    [few] { $n } варианта
   *[many] { $n } вариантов
}; введите нужный по названию)
play-help-keys = help (или F1): цель, конец игры и как отвечать; Tab: другие панели
play-more-choices = … ещё: Tab покажет все варианты, или введите нужный по названию
play-rule = ── { $pane } ── Tab: { $others } · PgUp/PgDn · Ctrl-C: выход{" "}
play-rule-short = ── { $pane } ── Tab · PgUp/PgDn{" "}
play-whole-status = … Tab: всё состояние
play-nothing-to-choose = (сейчас выбирать нечего)
play-pane-log = журнал
play-pane-status = состояние
play-pane-choices = варианты
play-pane-help = справка
play-watching-paused = Наблюдение — пауза · пробел: дальше · Tab: панели · q: выход
play-watching-pace = Наблюдение — решение раз в { $seconds } с · пробел: пауза · +/-: темп · q: выход
play-over-leave = Игра окончена — Enter: выйти (Tab, PgUp: панели)
play-keys =
    Клавиши:
      Enter                  отправить введённую строку
      Tab / Shift-Tab        панель рядом с полем: журнал, состояние, варианты, справка
      PgUp / PgDn            прокрутить панель
      Up / Down              прежние строки
      Esc                    очистить строку;  Ctrl-C  выйти из-за стола
      наблюдение: пробел     пауза;  + / -  быстрее / медленнее;  q  выход

## Слова, которые можно набирать вместо обозначений, парами «слово=обозначение».
play-typed = справка=help поле=board стол=board выход=quit
