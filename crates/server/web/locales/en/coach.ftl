# Coaching at the end of a game (coach.js): where the computer's hard player would clearly
# have decided better.

coach-heading = What the computer would have done
coach-error = Coaching: { $error }
coach-thinking = The computer's hard player is looking at your decisions again, seeing only what you saw…
coach-thinking-counted = The computer's hard player is looking at your decisions again, seeing only what you saw ({ $judged } of your { $decisions } decisions so far)…
coach-failed = No coaching for this game: { $message }
# $all: yes when every decision was looked at ($judged = $decisions); $found: yes when
# some would clearly have gone better (listed after).
coach-looked = The computer's hard player looked again at { $all ->
    [yes] all { $decisions } of your decisions
   *[no] { $judged } of your { $decisions } decisions (the time it is given ran out)
}, seeing only what you saw{ $found ->
    [yes] . Where it would clearly have done better:
   *[no] , and found none where it would clearly have done better.
}
# A decision that stopped on luck (a shot's dice, an exchange); $who: you or it.
coach-goes-on = { $line }, then the rest once { $who ->
    [you] you
   *[it] it
} had seen what that brought
# A decision the story's headings do not reach: its action's number.
coach-action = Action { $n } of the game
coach-where = { $where }.
coach-you = You: { $line }.
coach-computer = The computer: { $line }.
coach-playouts = From there the computer played { $playouts } test games to the end from each choice, alike but for that choice: its choice won { $better } of them, yours { $played }.
coach-see = See the position
coach-try-again = Try again from here
coach-setting-table = Setting the table…
