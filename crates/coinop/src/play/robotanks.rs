//! Robotanks in the terminal: the hex arena with every tank (colour, number, facing), each
//! player's hand size and their tanks' face-up cards and program sizes, your hand, the
//! Bank, and the decision waiting.

use super::{Paint, Terminal};
use crate::words::say;
use coinop_core::{Args, Game, Lang, Seat, Viewer, Words};
use coinop_robotanks::arena::{Colour, Object};
use coinop_robotanks::cards::Command;
use coinop_robotanks::event::{End, Event};
use coinop_robotanks::state::{Pending, Phase};
use coinop_robotanks::view::{Observation, PendingView};
use coinop_robotanks::words::{card_in, colour_in, end_reason_in, tank_name_in};
use coinop_robotanks::{Action, Robotanks};

/// The game's own words in `lang` (its catalogue: cards, colours, command posts).
fn game_say(lang: Lang) -> coinop_core::Say<'static> {
    coinop_robotanks::words::say(lang)
}

/// Cards counted in `lang`, "Fire Cannon, Forward 1 ×2", copies side by side counted;
/// "none" for no cards.
fn names_in(lang: Lang, cards: &[Command]) -> String {
    if cards.is_empty() {
        return say(lang).text("robotanks-none");
    }
    let g = game_say(lang);
    let mut parts = Vec::new();
    let mut i = 0;
    while i < cards.len() {
        let c = cards[i];
        let n = cards[i..].iter().take_while(|x| **x == c).count();
        parts.push(if n > 1 {
            g.text_with(
                "card-copies",
                Args::new().str("card", card_in(lang, c)).num("n", n as i64),
            )
        } else {
            card_in(lang, c)
        });
        i += n;
    }
    parts.join(&g.text("cards-separator"))
}

/// A program being built, in the order its cards will execute: "new program: Forward 1 →
/// Turn 60° Left → Fire Cannon".
fn program(lang: Lang, cards: &[Command]) -> String {
    let say = say(lang);
    if cards.is_empty() {
        say.text("robotanks-program-empty")
    } else {
        let sep = game_say(lang).text("program-separator");
        let cards: Vec<String> = cards.iter().map(|c| card_in(lang, *c)).collect();
        say.text_with(
            "robotanks-program",
            Args::new().str("cards", cards.join(&sep)),
        )
    }
}

/// A player's command post: "Red's command post", «командный пункт Красного».
fn post_in(lang: Lang, c: Colour) -> String {
    game_say(lang).text_with("post-own", Args::new().str("colour", c.name()))
}

/// A target as the notation names it, "Red 3", "Red post"; in Russian «Красный 3», «КП
/// Красного».
fn object_in(lang: Lang, o: Object) -> String {
    match o {
        Object::Tank(t) => tank_name_in(lang, t),
        Object::Post(c) => {
            say(lang).text_with("robotanks-object-post", Args::new().str("colour", c.name()))
        }
    }
}

/// A seat by its colour, as the log names players.
fn who_in(lang: Lang, o: &Observation, seat: Seat) -> String {
    match o.players.get(seat as usize) {
        Some(p) => colour_in(lang, p.colour),
        None => game_say(lang).text_with("seat-unknown", Args::new().num("n", i64::from(seat) + 1)),
    }
}

/// Under the map, in `lang`: each player (with the viewer's own hand) and their tanks'
/// programs, the Bank, the turn, the decision waiting and the end.
fn status(lang: Lang, o: &Observation) -> String {
    let say = say(lang);
    let mut s = String::new();
    for p in &o.players {
        let marker = if p.seat == o.current && o.phase != Phase::Setup {
            "▶ "
        } else {
            "  "
        };
        let out = if p.alive {
            String::new()
        } else {
            say.text("robotanks-out")
        };
        s.push_str(
            &say.text_with(
                "robotanks-player",
                Args::new()
                    .str("marker", marker)
                    .str("colour", colour_in(lang, p.colour))
                    .num("seat", i64::from(p.seat) + 1)
                    .num("hand", p.hand_size)
                    .str("out", out),
            ),
        );
        if let Some(hand) = &p.hand {
            s.push_str(": ");
            s.push_str(&names_in(lang, hand));
        }
        s.push('\n');
        for t in o
            .tanks
            .iter()
            .filter(|t| t.present && t.id / 4 == p.colour as u8)
        {
            let state = if t.wreck {
                say.text("robotanks-wreck")
            } else {
                let mut x = say.text_with("robotanks-face-down", Args::new().num("n", t.face_down));
                if !t.face_up.is_empty() {
                    x.push_str(&say.text_with(
                        "robotanks-face-up",
                        Args::new().str("cards", names_in(lang, &t.face_up)),
                    ));
                }
                if t.inactive {
                    x.push_str(&say.text("robotanks-deactivated"));
                }
                x
            };
            s.push_str(
                &say.text_with(
                    "robotanks-tank",
                    Args::new()
                        .str("tank", tank_name_in(lang, t.id))
                        .str("state", state),
                ),
            );
            s.push('\n');
        }
    }
    let mut lines = vec![
        say.text_with(
            "robotanks-bank",
            Args::new()
                .num("n", o.bank.len() as i64)
                .str("cards", names_in(lang, &o.bank)),
        ),
        say.text_with(
            "robotanks-turn",
            Args::new().num("turn", o.turns).str(
                "step",
                say.text_with("robotanks-step", Args::new().str("step", o.step.clone())),
            ),
        ),
    ];
    if let Some(p) = &o.pending {
        lines.push(pending_in(lang, p));
    }
    if let Some(e) = &o.end {
        lines.push(end_line(lang, o, e));
    }
    for line in lines {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// The decision waiting inside Execution, as much of it as the viewer may see.
fn pending_in(lang: Lang, p: &PendingView) -> String {
    let say = say(lang);
    match p {
        PendingView::Target {
            tank,
            weapon,
            candidates,
        } => {
            let candidates: Vec<String> = candidates
                .iter()
                .map(|(o, r)| {
                    say.text_with(
                        "robotanks-candidate",
                        Args::new()
                            .str("object", object_in(lang, *o))
                            .num("range", *r),
                    )
                })
                .collect();
            say.text_with(
                "robotanks-pending-target",
                Args::new()
                    .str("tank", tank_name_in(lang, *tank))
                    .str("weapon", card_in(lang, *weapon))
                    .str("candidates", candidates.join(", ")),
            )
        }
        PendingView::Warp { tank, dice, .. } => say.text_with(
            "robotanks-pending-warp",
            Args::new()
                .str("tank", tank_name_in(lang, *tank))
                .num("a", dice[0])
                .num("b", dice[1]),
        ),
        PendingView::Drain { post, taken } => say.text_with(
            "robotanks-pending-drain",
            Args::new().str("post", post_in(lang, *post)).str(
                "cards",
                match taken {
                    Some(cs) => names_in(lang, cs),
                    None => say.text("robotanks-cards-taken"),
                },
            ),
        ),
        PendingView::Scan { tank } => say.text_with(
            "robotanks-pending-scan",
            Args::new().str("tank", tank_name_in(lang, *tank)),
        ),
        PendingView::Virus {
            target,
            required,
            built,
            cards,
        } => match (required, built) {
            (Some(required), Some(built)) => say.text_with(
                "robotanks-pending-virus",
                Args::new()
                    .str("tank", tank_name_in(lang, *target))
                    .str("built", names_in(lang, built))
                    .str("required", names_in(lang, required)),
            ),
            _ => say.text_with(
                "robotanks-pending-virus-hidden",
                Args::new()
                    .str("tank", tank_name_in(lang, *target))
                    .num("n", *cards),
            ),
        },
    }
}

/// "GAME OVER — Red holds the last command post", as the log's last line says it.
fn end_line(lang: Lang, o: &Observation, e: &End) -> String {
    let g = game_say(lang);
    let names = |w: &[Seat]| {
        let names: Vec<String> = w.iter().map(|s| who_in(lang, o, *s)).collect();
        names.join(&g.text("winners-separator"))
    };
    match e {
        End::LastPost { winner } => g.text_with(
            "game-over-last-post",
            Args::new().str("player", who_in(lang, o, *winner)),
        ),
        End::Stalemate { winners } => g.text_with(
            "game-over-stalemate",
            Args::new().str("winners", names(winners)),
        ),
        End::TurnLimit { winners } => g.text_with(
            "game-over-turn-limit",
            Args::new().str("winners", names(winners)),
        ),
    }
}

impl Terminal for Robotanks {
    fn banner(lang: Lang) -> String {
        say(lang).text("robotanks-banner")
    }
    fn intro(lang: Lang) -> String {
        say(lang).text("robotanks-intro")
    }
    fn help(lang: Lang) -> String {
        say(lang).text("robotanks-help")
    }
    fn typed(lang: Lang) -> String {
        say(lang).text("robotanks-typed")
    }
    fn typed_names(lang: Lang) -> Vec<(String, String)> {
        if lang == Lang::EN {
            return Vec::new();
        }
        coinop_robotanks::cards::Command::ALL
            .iter()
            .map(|c| {
                (
                    coinop_robotanks::words::card_in(lang, *c),
                    c.name().to_string(),
                )
            })
            .collect()
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let o = self.observe(viewer);
        // The map as the game draws it (its labels and glyphs are notation), down to the
        // blank line under it; the status in the reader's language.
        let map = Robotanks::board(&o);
        let mut text = String::new();
        for line in map.lines() {
            text.push_str(line);
            text.push('\n');
            if line.trim().is_empty() {
                break;
            }
        }
        text.push_str(&status(paint.lang, &o));
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

    fn goal(&self, lang: Lang) -> String {
        say(lang).text_with(
            "robotanks-goal",
            Args::new()
                .num("loss", self.options.post_loss)
                .num("turns", self.options.max_turns),
        )
    }

    fn question(&self, me: Seat, lang: Lang) -> String {
        let say = say(lang);
        let p = &self.players[me as usize];
        let who = colour_in(lang, p.colour);
        let tank = |t| tank_name_in(lang, t);
        let ask = |id: &str, args: Args| say.text_with(id, args.str("who", who.clone()));
        match (self.phase, &self.pending) {
            (Phase::Setup, _) if p.hand.len() > p.keep as usize => ask(
                "robotanks-ask-deal",
                Args::new()
                    .num("more", (p.hand.len() - p.keep as usize) as i64)
                    .num("keep", p.keep),
            ),
            (Phase::Setup, _) => ask(
                "robotanks-ask-initial",
                Args::new().num("n", p.initial.len() as i64 + 1),
            ),
            (Phase::Deactivation, _) => ask(
                "robotanks-ask-deactivation",
                Args::new().num("hand", p.hand.len() as i64),
            ),
            (Phase::BankPick, _) => ask("robotanks-ask-bank-pick", Args::new()),
            (Phase::LookUp, _) if self.traded.len() == 2 => {
                ask("robotanks-ask-look-up-take", Args::new())
            }
            (Phase::LookUp, _) => ask(
                "robotanks-ask-look-up",
                Args::new().num("given", self.traded.len() as i64),
            ),
            (Phase::Programming, _) => {
                let t = self.deactivated.unwrap_or(0);
                let empty = if self.tanks[t as usize].cards() == 0 {
                    say.text("robotanks-ask-programming-empty")
                } else {
                    String::new()
                };
                ask(
                    "robotanks-ask-programming",
                    Args::new()
                        .str("tank", tank(t))
                        .str("program", program(lang, &self.tanks[t as usize].program))
                        .str("empty", empty),
                )
            }
            (
                _,
                Some(Pending::Target {
                    tank: t, weapon, ..
                }),
            ) => ask(
                "robotanks-ask-target",
                Args::new()
                    .str("tank", tank(*t))
                    .str("weapon", card_in(lang, *weapon)),
            ),
            (_, Some(Pending::Warp { tank: t, dice, .. })) => ask(
                "robotanks-ask-warp",
                Args::new()
                    .str("tank", tank(*t))
                    .num("a", dice[0])
                    .num("b", dice[1]),
            ),
            (_, Some(Pending::Drain { post, taken })) => {
                let taken: Vec<String> = taken.iter().map(|c| card_in(lang, *c)).collect();
                ask(
                    "robotanks-ask-drain",
                    Args::new()
                        .str("post", post_in(lang, *post))
                        .str("taken", taken.join(&say.text("robotanks-taken-and"))),
                )
            }
            (_, Some(Pending::Scan { tank: t })) => {
                ask("robotanks-ask-scan", Args::new().str("tank", tank(*t)))
            }
            (
                _,
                Some(Pending::Virus {
                    target,
                    required,
                    built,
                    ..
                }),
            ) => ask(
                "robotanks-ask-virus",
                Args::new()
                    .str("tank", tank(*target))
                    .str("program", program(lang, built))
                    .str("required", names_in(lang, required)),
            ),
            _ => String::new(),
        }
    }

    fn shorthand(&self, me: Seat, line: &str, lang: Lang) -> Option<Result<Vec<String>, String>> {
        if line.trim().eq_ignore_ascii_case("auto") {
            // The deal done for you as the computer would: the weakest cards set aside,
            // then the initial programs.
            if self.phase != Phase::Setup {
                return Some(Err(say(lang).text("robotanks-auto-not-now")));
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
    fn confirm(&self, _me: Seat, action: &Action, lang: Lang) -> Option<String> {
        let t = self.deactivated?;
        (self.phase == Phase::Programming
            && *action == Action::Done
            && self.tanks[t as usize].cards() == 0)
            .then(|| {
                say(lang).text_with(
                    "robotanks-confirm-empty",
                    Args::new().str("tank", tank_name_in(lang, t)),
                )
            })
    }

    fn note(&self, action: &Action, lang: Lang) -> Option<String> {
        match action {
            Action::Target(o) => {
                let Some(Pending::Target { candidates, .. }) = &self.pending else {
                    return None;
                };
                let r = candidates.iter().find(|(c, _)| c == o)?.1;
                Some(say(lang).text_with("robotanks-note-range", Args::new().num("range", r)))
            }
            _ => None,
        }
    }

    /// Players know themselves by colour («black faces red»), as the log names them.
    fn seat_name(&self, seat: Seat, lang: Lang) -> String {
        colour_in(lang, self.colour(seat))
    }

    fn outcome_reason(&self, lang: Lang) -> Option<String> {
        Some(end_reason_in(lang, self.end.as_ref()?))
    }

    fn opening(&self, lang: Lang) -> Option<String> {
        let say = say(lang);
        let how = if self.options.first_player.is_some() {
            "robotanks-first-by-options"
        } else {
            "robotanks-first-at-random"
        };
        Some(
            say.text_with(
                "robotanks-opening",
                Args::new()
                    .str("colour", colour_in(lang, self.colour(self.first)))
                    .str("how", say.text(how)),
            ),
        )
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TableArgs;
    use crate::games::CliGame;
    use coinop_games::Hosted;

    /// Runs of Latin letters in `text` not in `notation`: English left in Russian words.
    fn english(text: &str, notation: &[&str]) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 1 && !notation.contains(w))
            .map(String::from)
            .collect()
    }

    /// In English the screen is the game's text board, byte for byte, at every position
    /// of a game of two and of four, for a player and a spectator; in Russian the status
    /// under the map, the questions, the warnings and the notes have no English word (the
    /// map's labels and glyphs and the typed commands are notation).
    #[test]
    fn the_screen_is_the_boards_in_english_and_russian_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let paint = |lang| Paint {
            colour: false,
            width: None,
            lang,
        };
        let commands = [
            "discard",
            "misdeal",
            "auto",
            "program",
            "deactivate",
            "roll",
            "take",
            "give",
            "pass",
            "done",
            "target",
            "post",
            "warp",
            "keep",
            "scan",
            "board",
            "help",
            "quit",
            "Forward",
            "Fire",
            "Cannon",
            "Turn",
            "Left",
            "deg",
            "Red",
            "Yellow",
            "Black",
            "White",
            "CARD",
        ];
        let help = Robotanks::help(ru);
        assert_eq!(english(&help, &commands), Vec::<String>::new(), "{help}");
        let mut asked = std::collections::BTreeSet::new();
        for players in [2, 4] {
            let args = TableArgs {
                players: Some(players),
                ..TableArgs::default()
            };
            let options = Robotanks::options_from(&args).unwrap();
            let mut game = Robotanks::new_game(&options, 7).unwrap();
            let mut agents: Vec<_> = (0..players as u64)
                .map(|s| Robotanks::agent("easy", s).unwrap())
                .collect();
            for words in [
                Robotanks::banner(ru),
                Robotanks::intro(ru),
                game.goal(ru),
                game.opening(ru).unwrap(),
                game.seat_name(1, ru),
            ] {
                assert_eq!(english(&words, &[]), Vec::<String>::new(), "{words}");
            }
            assert_eq!(game.shorthand(0, "auto", ru).map(|r| r.is_ok()), Some(true));
            let mut moves = 0;
            while let Some(seat) = game.to_move().seats().first() {
                for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(seat)] {
                    assert_eq!(
                        game.screen(viewer, &paint(Lang::EN)),
                        <Robotanks as Words>::board(&game.observe(viewer))
                    );
                    let screen = game.screen(viewer, &paint(ru));
                    let status = screen.split("\n\n").nth(1).unwrap_or_default();
                    assert_eq!(english(status, &[]), Vec::<String>::new(), "{screen}");
                }
                let question = game.question(seat, ru);
                assert_eq!(
                    english(&question, &["done"]),
                    Vec::<String>::new(),
                    "{question}"
                );
                asked.insert(question.split(':').next().unwrap_or("").to_string());
                for a in game.legal_actions(seat) {
                    if let Some(note) = game.note(&a, ru) {
                        assert_eq!(english(&note, &[]), Vec::<String>::new(), "{note}");
                    }
                    if let Some(warning) = game.confirm(seat, &a, ru) {
                        assert_eq!(
                            english(&warning, &["done"]),
                            Vec::<String>::new(),
                            "{warning}"
                        );
                    }
                }
                if game.phase != Phase::Setup {
                    let refused = game.shorthand(seat, "auto", ru);
                    let Some(Err(e)) = refused else {
                        panic!("auto after the deal: {refused:?}");
                    };
                    assert_eq!(english(&e, &["auto"]), Vec::<String>::new(), "{e}");
                }
                let a = agents[seat as usize].choose(&game, seat);
                game.apply(seat, &a).unwrap();
                moves += 1;
            }
            assert!(moves > 20, "{moves} moves");
            let reason = game.outcome_reason(ru).unwrap();
            assert_eq!(english(&reason, &[]), Vec::<String>::new(), "{reason}");
            assert_eq!(
                game.outcome_reason(Lang::EN),
                game.outcome().map(|o| o.reason)
            );
        }
        assert!(asked.len() > 5, "{asked:?}");
    }
}
