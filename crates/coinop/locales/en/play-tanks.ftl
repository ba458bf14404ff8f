# Arcade Tanks in the terminal.

tanks-banner = ARCADE TANKS — crush bricks, blow up bots, capture the Eagle!
tanks-intro = Bots are 1 VP, Eagles 3 VP; the third Eagle or a 5-VP lead ends the game.
# One line a table row: the terminal wraps them to its width.
tanks-help =
    How to answer:
      a number from the list           take that choice
      A2 L | R                         whole plan: maneuver 1 is A2 then L, maneuver 2 is R
      m1 A2 / m2 R                     put one card on maneuver 1 or 2;  commit  when done
      exchange L 2                     swap two Turn Left cards for new ones (once a planning under the standard rules)
      disengage                        sit this round out: no moving, no shooting, not a target
      tank g1 N                        place your tank on g1 facing north (N, E, S, W)
      bot c5 · shovel remove c5 · shovel add c5 · grenade c5    power-ups and the bot to move
      board / help / quit
    Cards: A1 A2 A3 advance 1-3 spaces, L R turn left/right, U turnaround.
tanks-status = Round { $round } · First player P{ $first } · Eagle { $eagle } · Eagles taken { $taken }/3 · bots in reserve { $reserve }{ $clock }
tanks-eagle-on = on { $cell }
tanks-eagle-gone = gone
tanks-clock = {" "}· CLOCK: bots frozen
tanks-player-status = {"  "}P{ $n }: { $vp } VP ({ $bots } bots, { $eagles } Eagles) · { $hand } cards in hand, { $deck } in deck · { $place }{ $disengaged }{ $helm }
tanks-place-on = { $cell } facing { $facing }
tanks-place-destroyed = destroyed, respawns at the round's end
tanks-place-none = not on the board yet
tanks-disengaged = {" "}· disengaged
tanks-helm = {" "}· Helm
tanks-goal-limit = ; after { $rounds } rounds the game stops where it stands
tanks-goal-solo = Goal: capture three Eagles, alone against the bots. The game ends with the third Eagle (a win){ $limit }.
tanks-goal = Goal: the most VP when the game ends — a bot destroyed is 1 VP, an Eagle captured 3 VP. The game ends at once when the third Eagle is captured or when the leader is 5 VP ahead of the second (a tie for the lead plays on until it is broken){ $limit }.
tanks-ask-place = P{ $n }, place your tank on a starting space and choose its facing (`tank SPACE N`, or a number from the list):
tanks-ask-plan = P{ $n }, plan your two maneuvers. Hand: { $hand }   maneuver 1: { $m1 }   maneuver 2: { $m2 }{ $exchange }
tanks-exchange-available = {"   "}(exchange available)
tanks-ask-bot = P{ $n }, you hold the First Player token: which bot moves next? (Enter: the first listed)
tanks-ask-power = P{ $n }, use your { $power }:
tanks-not-a-card = "{ $word }" is not a card (A1 A2 A3 L R U)

tanks-typed = {""}
