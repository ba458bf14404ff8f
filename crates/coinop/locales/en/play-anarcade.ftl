# Anarcade in the terminal.

anarcade-banner = ANARCADE — Champion Gold: Ace 3 arcade games to be King of the Arcade
anarcade-intro = Each turn you lay out your hand of 3 and take its actions, with the face-up Arcade Card's, in order: Draw (more cards), Earn (Credits), Score (Credits onto the Arcade Card, up to its High Score), Buy (better cards).
# One line a table row: the terminal wraps them to its width.
anarcade-help =
    How to answer (one action at a time, or several on a line separated by commas):
      draw            take a Draw action: draw and play your next card
      stop            skip the Draw actions left
      score N         move N of your Credits onto the Arcade Card (score 0 / skip: none)
      buy earn        buy the top card of a stack: draw, earn, score, buy (or blue, yellow, purple, green); Buy symbols pay first, then Credits
      end             buy nothing more: your turn ends
      a number from the list, board, help, quit
    Symbols: D Draw, E Earn, S Score, B Buy. Ace an Arcade Card by scoring its High Score; the first to Ace 3 wins.

## The table: the Arcade Card, the Token Machine, the Action Stacks, the players, the turn

anarcade-arcade = Arcade Card: { $name } — High Score { $score }, gives everyone [{ $symbols }]   ({ $left } face down)
anarcade-arcade-none = Arcade Card: none
# Always "Credits" (the board as it was).
anarcade-token-machine = Token Machine: { $n } Credits
anarcade-stacks = Action Stacks:
# $kind comes padded to its column, $lead is a space before a one-digit size.
anarcade-stack = {"  "}{ $kind } ({ $lead }{ $size } cards) top: { $top }
anarcade-stack-top = { $card } — cost { $cost }
anarcade-stack-empty = empty
# $marker: ▶ on the player whose turn it is, else a space.
anarcade-player = { $marker } { $player }: { $credits }, { $scored } scored, Aces { $aces }{ $aced }, deck { $deck } (draw { $draw }, discard { $discard }, hand { $hand })
anarcade-aced = {" "}({ $names })
anarcade-aced-name = { $name }
anarcade-your-hand = {"    "}your hand: { $cards }
anarcade-in-play = In play ({ $player }): { $cards }
anarcade-symbols = {"  "}symbols: { $draw } Draw, { $earn } Earn, { $score } Score, { $buy } Buy{ $left }
anarcade-draws-left = {" "}— { $n } Draw left
anarcade-buys-left = {" "}— { $n } Buy left

## Help: the goal and the end

anarcade-goal = Goal: be King of the Arcade — the first to Ace { $aces ->
    [one] { $aces } Arcade Card
   *[other] { $aces } Arcade Cards
} (score an Arcade Card's High Score while it is face up) wins at once. If the Arcade Stack runs out first, the most Aces win; after { $turns } turns nobody wins.

## Questions

anarcade-ask-draw = { $player }, Draw phase: { $left } Draw { $left ->
    [one] action
   *[other] actions
} left ({ $draw } in your Draw Stack, { $discard } in your Discard):
anarcade-ask-score = { $player }, Score phase: { $symbols ->
    [one] { $symbols } Score symbol
   *[other] { $symbols } Score symbols
}, { $credits }, { $scored } of { $high } scored — how many do you score?
anarcade-ask-buy = { $player }, Buy phase: { $buy } Buy left and { $credits } (you keep at most { $limit } at the end of the turn):

## Beside a choice

anarcade-note-buy = { $card }, cost { $cost }
anarcade-note-ace = Aces the card

## Before the first move

anarcade-opening = { $cards }Player 1 (seat { $seat }) takes the first turn{ $how }; the others are numbered from them in turn order.
anarcade-opening-cards = Cards: { $title }.{" "}
anarcade-first-by-options = {" "}(as the options say)
anarcade-first-at-random = {" "}(drawn at random)

## A seat, as the frame names it ("you are P1", "Winner: P1"): $seat from 1, $player the
## log's number, in turn order from the first player (English names the seat alone)

anarcade-seat = P{ $seat }{ $player ->
   *[other] {""}
}

anarcade-typed = {""}
