//! Robotanks in the terminal: the hex arena with every tank (colour, number, facing), each
//! player's hand size and their tanks' face-up cards and program sizes, your hand, the
//! Bank, and the decision waiting.

use super::{Paint, Terminal};
use coinop_core::Lang;
use coinop_core::words::plural;
use coinop_core::{Game, Seat, Viewer, Words};
use coinop_robotanks::cards::Command;
use coinop_robotanks::event::Event;
use coinop_robotanks::state::{Pending, Phase};
use coinop_robotanks::words::{names, tank_name};
use coinop_robotanks::{Action, Robotanks};

// One line a paragraph or table row: the terminal wraps them to its width.
const HELP: &str = "\
How to answer: a number from the list, or the action by name; several on a line separated \
    by commas (\"program Forward 2, program Fire Cannon, done\" or \"3, 3, 7\": numbers from \
    the list on screen). Each decision and its commands:
  The deal            discard CARD: set a card aside for the Bank (down to your hand size); \
    misdeal: with no fire or no movement card; auto: the whole deal done as the computer would
  Initial programs    program CARD: tank 1's first card, then tank 2's …
  Deactivation        deactivate N: pick up tank N's program to reprogram it; \
    roll: deactivate nothing and roll (on a 1 you take a Bank card)
  After rolling a 1   take CARD: any card from the Bank
  Look-Up             give CARD, give CARD, take CARD: trade two cards for one; pass: none
  Programming         program CARD: the first placed executes first; done to finish. \
    Leaving the tank with no program wrecks it: type done! to mean it
  Target              target Red 3 / target Red post / target K7: what to fire at
  Transwarp (5 or 6)  warp Yellow 2: the tank to swap places with
  Command post hit    keep CARD: the card you keep (the other goes to the Bank)
  Scan                scan Black 1: the tank whose program you look at
  Virus               program CARD: rearrange the target's program, its cards first placed \
    first executed (add cards from your hand if you like); done to finish
  Any time            board, help, quit
Cards are named as printed (\"Fire Cannon\", \"Turn 60° Left\"; \"deg\" for °). A tank may be \
    named as the map shows it (R3 for Red 3), or by its hex (K7).
Map: B1→ is Black tank 1 facing east (→ ↗ ↖ ← ↙ ↘); b1x a wreck; [B] Black's command post; \
    (b) its ruin; ### a wall. Columns are lettered and rows numbered as the log names hexes \
    (\"K7\"); B, R, W and Y are left out, being the colours' letters. An indented row's hex \
    takes the letter up and to its left. Your programs are face down: not even you see them.";

/// A program being built, in the order its cards will execute: "new program: Forward 1 →
/// Turn 60° Left → Fire Cannon".
fn program(cards: &[Command]) -> String {
    if cards.is_empty() {
        "new program: nothing placed yet".into()
    } else {
        format!(
            "new program: {}",
            cards
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(" → ")
        )
    }
}

impl Terminal for Robotanks {
    fn banner(_lang: Lang) -> String {
        "ROBOTANKS — program four tanks; the last command post wins".into()
    }
    fn intro(_lang: Lang) -> String {
        "Each turn: deactivate a tank to reprogram it (or roll for a Bank card), \
        then every tank of yours executes the top card of its looping, hidden program. \
        Your hand is your command post's life: with no cards left you are out."
            .into()
    }
    fn help(_lang: Lang) -> String {
        HELP.into()
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let text = Robotanks::board(&self.observe(viewer));
        let mut out = String::new();
        for line in text.lines() {
            if line.contains("###") || line.contains(" . ") {
                for cell in line.split(' ') {
                    let code = match cell.chars().next() {
                        Some('B') | Some('b') => "1;90",
                        Some('Y') | Some('y') => "1;93",
                        Some('W') | Some('w') => "1;97",
                        Some('R') | Some('r') => "1;91",
                        Some('[') | Some('(') => "1",
                        Some('#') => "2",
                        _ => "",
                    };
                    if code.is_empty() {
                        out.push_str(cell);
                    } else {
                        out.push_str(&paint.paint(code, cell));
                    }
                    out.push(' ');
                }
                out.pop();
            } else {
                out.push_str(line);
            }
            out.push('\n');
        }
        out
    }

    /// The map, down to its column letters below: the lines before the first blank one.
    fn board_lines(&self, screen: &str) -> usize {
        screen
            .lines()
            .position(|l| l.trim().is_empty())
            .unwrap_or(usize::MAX)
            .min(screen.lines().count())
    }

    fn goal(&self, _lang: Lang) -> String {
        format!(
            "Goal: keep your command post alive; the last player with a command post wins. \
             Your hand is its life: a hit on it costs {} of your hand, and with no card \
             left you are out. If no tank can move or fire any more, or after {} turns, the \
             most cards in hand win.",
            plural(self.options.post_loss as u64, "card", "cards"),
            self.options.max_turns
        )
    }

    fn question(&self, me: Seat, _lang: Lang) -> String {
        let p = &self.players[me as usize];
        let who = p.colour.name();
        match (self.phase, &self.pending) {
            (Phase::Setup, _) if p.hand.len() > p.keep as usize => format!(
                "{who}, the deal: set aside {} more for the Bank (you keep {}):",
                p.hand.len() - p.keep as usize,
                p.keep
            ),
            (Phase::Setup, _) => format!(
                "{who}, initial programs: choose tank {}'s card:",
                p.initial.len() + 1
            ),
            (Phase::Deactivation, _) => format!(
                "{who}, Deactivation: reprogram a tank, or roll (on a 1 take a Bank card)? {} in hand:",
                plural(p.hand.len() as u64, "card", "cards")
            ),
            (Phase::BankPick, _) => format!("{who}, you rolled a 1: take any card from the Bank:"),
            (Phase::LookUp, _) if self.traded.len() == 2 => {
                format!("{who}, Look-Up: take one card from the Bank:")
            }
            (Phase::LookUp, _) => format!(
                "{who}, Look-Up: trade two cards in for one from the Bank ({} given), or pass:",
                self.traded.len()
            ),
            (Phase::Programming, _) => {
                let t = self.deactivated.unwrap_or(0);
                format!(
                    "{who}, programming {} — {} (the first placed executes first), then done{}:",
                    tank_name(t),
                    program(&self.tanks[t as usize].program),
                    if self.tanks[t as usize].cards() == 0 {
                        " (left with no program it is wrecked)"
                    } else {
                        ""
                    }
                )
            }
            (_, Some(Pending::Target { tank, weapon, .. })) => format!(
                "{who}, {}'s Target: what does its {} fire at?",
                tank_name(*tank),
                weapon.name()
            ),
            (_, Some(Pending::Warp { tank, dice, .. })) => format!(
                "{who}, {} transwarps ({} {}): choose the tank to swap with:",
                tank_name(*tank),
                dice[0],
                dice[1]
            ),
            (_, Some(Pending::Drain { post, taken })) => format!(
                "{who}, {}'s command post is hit: you took {} — keep which?",
                post.name(),
                taken
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            (_, Some(Pending::Scan { tank })) => {
                format!(
                    "{who}, {}'s Scan: whose program do you look at?",
                    tank_name(*tank)
                )
            }
            (
                _,
                Some(Pending::Virus {
                    target,
                    required,
                    built,
                    ..
                }),
            ) => format!(
                "{who}, your Virus rearranges {}'s program — {}; still to place: {} (add cards from your hand if you like), then done:",
                tank_name(*target),
                program(built),
                if required.is_empty() {
                    "none".to_string()
                } else {
                    names(required)
                }
            ),
            _ => String::new(),
        }
    }

    fn shorthand(&self, me: Seat, line: &str, _lang: Lang) -> Option<Result<Vec<String>, String>> {
        if line.trim().eq_ignore_ascii_case("auto") {
            // The deal done for you as the computer would: the weakest cards set aside,
            // then the initial programs.
            if self.phase != Phase::Setup {
                return Some(Err(
                    "auto is for the deal: keeping a hand and the initial programs".into(),
                ));
            }
            let mut g = self.clone();
            let mut rng = <coinop_core::GameRng as rand::SeedableRng>::seed_from_u64(0);
            let mut out = Vec::new();
            while g.phase == Phase::Setup && g.to_move().contains(me) {
                let Some(a) = coinop_robotanks::autoplay::choose(&g, me, &mut rng) else {
                    break;
                };
                out.push(coinop_robotanks::action::text(&a));
                if g.apply(me, &a).is_err() {
                    break;
                }
            }
            return Some(Ok(out));
        }
        // A card alone takes the verb before it: "program Forward 2, Fire Cannon, done".
        line.contains(',').then(|| {
            let mut verb = None;
            let mut out = Vec::new();
            for part in line.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let card = coinop_robotanks::cards::Command::parse(part.trim_end_matches('!'));
                match verb {
                    Some(v) if card.is_some() && self.parse_action(part).is_err() => {
                        out.push(format!("{v} {part}"));
                    }
                    _ => {
                        let first = part.split_whitespace().next().unwrap_or("");
                        verb = ["discard", "program", "give", "take", "keep"]
                            .into_iter()
                            .find(|v| v.eq_ignore_ascii_case(first));
                        out.push(part.to_string());
                    }
                }
            }
            Ok(out)
        })
    }

    /// «players may also cannibalize their tanks by deactivating them and leaving them
    /// with no program»: rarely meant, and the tank is lost, so it needs a `done!`.
    fn confirm(&self, _me: Seat, action: &Action, _lang: Lang) -> Option<String> {
        let t = self.deactivated?;
        (self.phase == Phase::Programming
            && *action == Action::Done
            && self.tanks[t as usize].cards() == 0)
            .then(|| {
                format!(
                    "{} has no program: left empty, it is wrecked as your tanks execute. Program a card, or type done! to leave it empty.",
                    tank_name(t)
                )
            })
    }

    fn note(&self, action: &Action, _lang: Lang) -> Option<String> {
        match action {
            Action::Target(o) => {
                let Some(Pending::Target { candidates, .. }) = &self.pending else {
                    return None;
                };
                let r = candidates.iter().find(|(c, _)| c == o)?.1;
                Some(format!("range {r}"))
            }
            _ => None,
        }
    }

    /// Players know themselves by colour («black faces red»), as the log names them.
    fn seat_name(&self, seat: Seat, _lang: Lang) -> String {
        self.colour(seat).name().to_string()
    }

    fn opening(&self, _lang: Lang) -> Option<String> {
        Some(format!(
            "{} takes the first turn{}.",
            self.colour(self.first).name(),
            if self.options.first_player.is_some() {
                " (as the options say)"
            } else {
                " (drawn at random)"
            }
        ))
    }

    fn quiet(e: &Event, human: Option<Seat>) -> bool {
        // Another seat's hidden setup is a line per card: not worth reading. The deal's
        // beginning only marks the log, with no line to read.
        match e {
            Event::DealBegins => true,
            Event::SetAside { seat, .. } | Event::Programmed { seat, .. } => Some(*seat) != human,
            Event::Dealt { seat, .. } => Some(*seat) != human,
            _ => false,
        }
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::TurnBegins { .. } => "1",
            Event::GameOver { .. } | Event::Eliminated { .. } => "1;33",
            Event::Wrecked { .. } | Event::Drained { .. } => "1;31",
            Event::Hit { .. } | Event::Scrambled { .. } => "31",
            Event::Executes { .. } => "36",
            Event::Scanned { .. } => "35",
            _ => "",
        }
    }

    fn new_section(e: &Event) -> bool {
        matches!(e, Event::TurnBegins { .. })
    }
}
