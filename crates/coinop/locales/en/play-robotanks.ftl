# Robotanks in the terminal.

robotanks-banner = ROBOTANKS — program four tanks; the last command post wins
robotanks-intro = Each turn: deactivate a tank to reprogram it (or roll for a Bank card), then every tank of yours executes the top card of its looping, hidden program. Your hand is your command post's life: with no cards left you are out.
# One line a table row (a decision, then its commands): the terminal wraps them to its width.
robotanks-help =
    How to answer: a number from the list, or the action by name; several on a line separated by commas ("program Forward 2, program Fire Cannon, done" or "3, 3, 7": numbers from the list on screen). Each decision and its commands:
      The deal            discard CARD: set a card aside for the Bank (down to your hand size); misdeal: with no fire or no movement card; auto: the whole deal done as the computer would
      Initial programs    program CARD: tank 1's first card, then tank 2's …
      Deactivation        deactivate N: pick up tank N's program to reprogram it; roll: deactivate nothing and roll (on a 1 you take a Bank card)
      After rolling a 1   take CARD: any card from the Bank
      Look-Up             give CARD, give CARD, take CARD: trade two cards for one; pass: none
      Programming         program CARD: the first placed executes first; done to finish. Leaving the tank with no program wrecks it: type done! to mean it
      Target              target Red 3 / target Red post / target K7: what to fire at
      Transwarp (5 or 6)  warp Yellow 2: the tank to swap places with
      Command post hit    keep CARD: the card you keep (the other goes to the Bank)
      Scan                scan Black 1: the tank whose program you look at
      Virus               program CARD: rearrange the target's program, its cards first placed first executed (add cards from your hand if you like); done to finish
      Any time            board, help, quit
    Cards are named as printed ("Fire Cannon", "Turn 60° Left"; "deg" for °). The colours are Black, Yellow, White and Red; a tank may be named as the map shows it (R3 for Red 3), or by its hex (K7).
    Map: B1→ is Black tank 1 facing east (→ ↗ ↖ ← ↙ ↘); b1x a wreck; [B] Black's command post; (b) its ruin; ### a wall. Columns are lettered and rows numbered as the log names hexes ("K7"); B, R, W and Y are left out, being the colours' letters. An indented row's hex takes the letter up and to its left. Your programs are face down: not even you see them.

## Under the map: the players, their tanks, the Bank, the turn and the decision waiting

# $marker: "▶ " before the player whose turn it is, else two spaces.
robotanks-player = { $marker }{ $colour } (seat { $seat }): { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand{ $out }
robotanks-out = {" "}— OUT
robotanks-tank = {"    "}{ $tank }: { $state }
robotanks-wreck = wreck
robotanks-face-down = { $n } face down
robotanks-face-up = , face up: { $cards }
robotanks-deactivated = {" "}(deactivated)
robotanks-bank = Bank ({ $n }): { $cards }
# No cards, where cards are listed.
robotanks-none = none
robotanks-turn = Turn { $turn } — { $step }
# Where the game stands, by the engine's step.
robotanks-step = { $step ->
    [Target] choosing a target
    [Transwarp] choosing the tank to swap places with (Transwarp)
    [Drain] keeping a card taken from a command post
    [Scan] choosing the tank to scan
    [Virus] rearranging a program (Virus)
    [Setup] the deal: keeping a hand and choosing initial programs
    [Deactivation] Deactivation: reprogramming a tank, or rolling
    [BankPick] picking from the Bank after rolling a 1
    [LookUp] Look-Up: trading cards for one from the Bank
    [Programming] Programming the deactivated tank
    [Execution] Execution: the tanks carry out their programs
    [Over] the game is over
   *[other] {""}
}
robotanks-pending-target = { $tank }'s { $weapon } may fire at: { $candidates }
# A target as the notation names it ("Red 3", "Red post") and its range.
robotanks-candidate = { $object } (range { $range })
robotanks-object-post = { $colour ->
    [Black] Black
    [Yellow] Yellow
    [White] White
   *[Red] Red
} post
robotanks-pending-warp = { $tank } transwarps ({ $a } { $b }): its player chooses the tank to swap places with
robotanks-pending-drain = { $post } is hit; the firer keeps one of { $cards }
robotanks-cards-taken = the cards taken
robotanks-pending-scan = { $tank }'s Scan: its player chooses the tank whose program to look at
robotanks-pending-virus = the Virus rearranges { $tank }'s program: placed { $built }; still to place { $required }
robotanks-pending-virus-hidden = a Virus: { $tank }'s program ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}) is being rearranged

## Help: the goal and the end

robotanks-goal = Goal: keep your command post alive; the last player with a command post wins. Your hand is its life: a hit on it costs { $loss ->
    [one] { $loss } card
   *[other] { $loss } cards
} of your hand, and with no card left you are out. If no tank can move or fire any more, or after { $turns } turns, the most cards in hand win.

## Questions

robotanks-ask-deal = { $who }, the deal: set aside { $more } more for the Bank (you keep { $keep }):
robotanks-ask-initial = { $who }, initial programs: choose tank { $n }'s card:
robotanks-ask-deactivation = { $who }, Deactivation: reprogram a tank, or roll (on a 1 take a Bank card)? { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand:
robotanks-ask-bank-pick = { $who }, you rolled a 1: take any card from the Bank:
robotanks-ask-look-up-take = { $who }, Look-Up: take one card from the Bank:
robotanks-ask-look-up = { $who }, Look-Up: trade two cards in for one from the Bank ({ $given } given), or pass:
robotanks-ask-programming = { $who }, programming { $tank } — { $program } (the first placed executes first), then done{ $empty }:
robotanks-ask-programming-empty = {" "}(left with no program it is wrecked)
robotanks-ask-target = { $who }, { $tank }'s Target: what does its { $weapon } fire at?
robotanks-ask-warp = { $who }, { $tank } transwarps ({ $a } { $b }): choose the tank to swap with:
robotanks-ask-drain = { $who }, { $post } is hit: you took { $taken } — keep which?
robotanks-ask-scan = { $who }, { $tank }'s Scan: whose program do you look at?
robotanks-ask-virus = { $who }, your Virus rearranges { $tank }'s program — { $program }; still to place: { $required } (add cards from your hand if you like), then done:
# Between the cards taken from a command post.
robotanks-taken-and = {" and "}
# A program being built, in the order its cards will execute.
robotanks-program = new program: { $cards }
robotanks-program-empty = new program: nothing placed yet

## Shorthands, warnings and notes

robotanks-auto-not-now = auto is for the deal: keeping a hand and the initial programs
robotanks-confirm-empty = { $tank } has no program: left empty, it is wrecked as your tanks execute. Program a card, or type done! to leave it empty.
robotanks-note-range = range { $range }

## Before the first move

robotanks-opening = { $colour } takes the first turn{ $how }.
robotanks-first-by-options = {" "}(as the options say)
robotanks-first-at-random = {" "}(drawn at random)

robotanks-typed = {""}
