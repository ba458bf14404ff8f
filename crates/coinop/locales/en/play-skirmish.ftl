# ARCADE in the terminal.

skirmish-banner = ARCADE — three tanks each, one arena, the last side standing wins
skirmish-intro = Turns alternate; each turn one of your tanks acts (1, 2, 3 in order): 6 movement points, one shot at any time, dice by distance — any 1 misses, else the lowest die is the damage.
# One line a table row: the terminal wraps them to its width.
skirmish-help =
    How to answer (one action at a time, or several on a line separated by commas):
      move b3                  move the active tank one space (2 points, 3 diagonally)
      ram c4                   drive into the tank on c4 (Collision)
      fire e2 [token] [aim]    fire at e2; `token` from your Triangulation token, `aim` to stand still for the −2 dice
      repair                   spend the turn repairing beside an Energy Pool (Repair)
      end                      end the tank's turn;  place c5  during setup
      a number from the list, board, help, quit
    On the board: G1-G3 Green, O1-O3 Orange (lower case: stunned, xx: a wreck), # wall, P Energy Pool, ~ destroyed floor, blank: a gap.

## Under the Zone: each tank's damage points ("G1: 6"), then where the game stands

skirmish-stunned = {" "}stunned
skirmish-destroyed = destroyed
skirmish-over = game over: { $end }
skirmish-placing = placing tanks
# Always "points" (the board as it was).
skirmish-turn = turn { $turn }: { $unit } to act, { $left } movement points left{ $fired }
skirmish-turn-fired = , has fired

## Help: the goal and the end

skirmish-goal = Goal: destroy the other side's three tanks; the last side with a tank wins (both destroyed at once: a tie).{ $missions } After { $turns } turns without a winner the game is a draw.
skirmish-missions = {" "}A mission wins at once too: { $list }.
skirmish-mission-hold-pool = repairing beside an Energy Pool three turns in a row
skirmish-mission-far-rank = driving a tank onto the opponent's first rank
skirmish-mission-destroy-walls = destroying five walls
skirmish-mission-or = {"; or "}

## Questions

skirmish-ask-place = { $side }, place your next tank in your half of the arena (`place SPACE`):
skirmish-ask-turn = { $side }, your turn: { $unit } on { $cell } with { $hp } damage points, { $left } movement { $left ->
    [one] point
   *[other] points
} left, { $fire }:
skirmish-may-fire = may fire
skirmish-has-fired = has fired

## Beside a shot in the list of choices

skirmish-sure-hit = sure hit for 6
skirmish-dice = { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}
skirmish-bolt-meets = { $dice }; the bolt meets { $cell } first

## Before the first move

skirmish-opening = { $side } moves first{ $coin }.
skirmish-coin = {" "}(a coin decided)

skirmish-typed = {""}
