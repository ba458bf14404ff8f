# `coinop play`: the terminal game's frame, in lines and on a full screen.

play-table = { $players } players · seed { $seed } · { $who }
play-you-are = you are { $seat }
play-watching = watching
play-plan-fails = that plan does not work: { $why }
play-not-understood = { $text }: not an action here; type a number from the list, an action as the list writes it, or help
play-refused = refused: { $why }
play-nothing-typed = (nothing typed: choose from the list by number or name; help explains)
play-nothing-typed-full = (nothing typed: choose by number or name; help explains)
play-input-closed = (input closed — leaving the table)
play-unreadable = (that line was not readable text)
play-thinking = ({ $seat } is thinking — { $level }…)
play-thinking-full = { $seat } is thinking ({ $level })… { $seconds } s
play-left-while-thinking = (left the table while { $seat } was thinking)
play-game-over = Game over: { $reason }. { $winners }
play-winner-nobody = Winner: nobody
play-winner = Winner: { $seat }
play-winners = Winners: { $seats }
play-choose-between = choose 1 to { $n }
play-many-choices = ({ $n } choices; type one by name)
play-help-keys = help (or F1): the goal, the end and how to answer; Tab: the other panes
play-more-choices = … more: Tab shows every choice, or type one by name
play-rule = ── { $pane } ── Tab: { $others } · PgUp/PgDn · Ctrl-C: leave{" "}
play-rule-short = ── { $pane } ── Tab · PgUp/PgDn{" "}
play-whole-status = … Tab: the whole status
play-nothing-to-choose = (nothing to choose now)
play-pane-log = log
play-pane-status = status
play-pane-choices = choices
play-pane-help = help
play-watching-paused = Watching — paused · space: go on · Tab: panes · q: leave
play-watching-pace = Watching — a decision every { $seconds } s · space: pause · +/-: pace · q: leave
play-over-leave = Game over — press Enter to leave (Tab, PgUp: the panes)
play-keys =
    Keys:
      Enter                  send the line typed
      Tab / Shift-Tab        the pane beside the board: log, status, choices, help
      PgUp / PgDn            scroll that pane
      Up / Down              lines typed before
      Esc                    clear the line;  Ctrl-C  leave the table
      watching: space        pause;  + / -  faster / slower;  q  leave

## The words a reader types for the notation, «word=notation» (none in English: the notation is English).
play-typed = {""}
