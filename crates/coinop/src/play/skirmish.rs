//! ARCADE in the terminal: the Zone in colour, the active tank and what it has left.

use super::{Paint, Terminal};
use crate::words::say;
use coinop_core::{Args, Game, Lang, Seat, Viewer, Words};
use coinop_skirmish::Skirmish;
use coinop_skirmish::arena::UnitId;
use coinop_skirmish::event::Event;
use coinop_skirmish::state::Stage;
use coinop_skirmish::view::Observation;
use coinop_skirmish::words::{end_text_in, side_in, unit_name_in};

/// Under the Zone, in `lang`: each side's tanks with their damage points ("Green  G1: 6
/// G2: 6  G3: 6", the glyphs as on the board), then where the game stands.
fn status(lang: Lang, o: &Observation) -> String {
    let say = say(lang);
    let sides: Vec<String> = (0..2).map(|s| side_in(lang, s)).collect();
    // The sides' names in one column, as wide as the wider (six at least).
    let pad = sides
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let mut out = String::new();
    for (seat, name) in sides.iter().enumerate() {
        let letter = if seat == 0 { 'G' } else { 'O' };
        let parts: Vec<String> = o.units[seat]
            .iter()
            .enumerate()
            .map(|(n, u)| {
                let mark = if o.stage == Stage::Playing
                    && o.current as usize == seat
                    && o.active[seat] as usize == n
                {
                    "*"
                } else {
                    ""
                };
                let state = if !u.alive {
                    say.text("skirmish-destroyed")
                } else if u.stunned {
                    format!("{}{}", u.hp, say.text("skirmish-stunned"))
                } else {
                    u.hp.to_string()
                };
                format!("{mark}{letter}{}: {state}", n + 1)
            })
            .collect();
        out.push_str(&format!("{name:<pad$} {}\n", parts.join("  ")));
    }
    let stage = match o.stage {
        Stage::Over => o.end.map(|end| {
            say.text_with(
                "skirmish-over",
                Args::new().str("end", end_text_in(lang, end)),
            )
        }),
        Stage::Placing { .. } => Some(say.text("skirmish-placing")),
        Stage::Playing => {
            let unit = UnitId {
                seat: o.current,
                n: o.active[o.current as usize],
            };
            let fired = if o.turn.fired {
                say.text("skirmish-turn-fired")
            } else {
                String::new()
            };
            Some(
                say.text_with(
                    "skirmish-turn",
                    Args::new()
                        .num("turn", i64::from(o.turns) + 1)
                        .str("unit", unit_name_in(lang, unit))
                        .num("left", o.movement_left)
                        .str("fired", fired),
                ),
            )
        }
    };
    if let Some(line) = stage {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

impl Terminal for Skirmish {
    fn banner(lang: Lang) -> String {
        say(lang).text("skirmish-banner")
    }
    fn intro(lang: Lang) -> String {
        say(lang).text("skirmish-intro")
    }
    fn help(lang: Lang) -> String {
        say(lang).text("skirmish-help")
    }
    fn typed(lang: Lang) -> String {
        say(lang).text("skirmish-typed")
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let o = self.observe(viewer);
        let rows = self.arena.height as usize;
        // The Zone as the game draws it (letters, numbers and glyphs: no words), the
        // status under it in the reader's language.
        let text = <Skirmish as Words>::board(&o);
        let mut out = String::new();
        for (i, line) in text.lines().take(rows + 1).enumerate() {
            if (1..=rows).contains(&i) && line.len() > 4 {
                let (label, cells) = line.split_at(4);
                out.push_str(label);
                let bytes: Vec<char> = cells.chars().collect();
                for chunk in bytes.chunks(3) {
                    let s: String = chunk.iter().collect();
                    let code = match s.trim() {
                        t if t.starts_with('G') => "1;92",
                        t if t.starts_with('g') => "2;92",
                        t if t.starts_with('O') => "1;33",
                        t if t.starts_with('o') => "2;33",
                        "xx" => "90",
                        "#" => "97;100",
                        "P" => "1;96;44",
                        "~" => "31",
                        _ => "",
                    };
                    out.push_str(&paint.paint(code, &s));
                }
                out.push('\n');
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
        out.push_str(&status(paint.lang, &o));
        out
    }

    /// The column letters and the arena's rows.
    fn board_lines(&self, screen: &str) -> usize {
        (self.arena.height as usize + 1).min(screen.lines().count())
    }

    fn goal(&self, lang: Lang) -> String {
        let o = self.options();
        let say = say(lang);
        let missions: Vec<String> = [
            (o.missions.hold_pool, "skirmish-mission-hold-pool"),
            (o.missions.far_rank, "skirmish-mission-far-rank"),
            (o.missions.destroy_walls, "skirmish-mission-destroy-walls"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, id)| say.text(id))
        .collect();
        let missions = if missions.is_empty() {
            String::new()
        } else {
            say.text_with(
                "skirmish-missions",
                Args::new().str("list", missions.join(&say.text("skirmish-mission-or"))),
            )
        };
        say.text_with(
            "skirmish-goal",
            Args::new()
                .str("missions", missions)
                .num("turns", o.max_turns),
        )
    }

    fn question(&self, me: Seat, lang: Lang) -> String {
        let say = say(lang);
        let colour = side_in(lang, me);
        match self.stage {
            Stage::Placing { .. } => {
                say.text_with("skirmish-ask-place", Args::new().str("side", colour))
            }
            _ => {
                let unit = self.active_unit();
                let u = self.unit(unit);
                let fire = if self.turn.fired {
                    "skirmish-has-fired"
                } else {
                    "skirmish-may-fire"
                };
                say.text_with(
                    "skirmish-ask-turn",
                    Args::new()
                        .str("side", colour)
                        .str("unit", unit_name_in(lang, unit))
                        .str("cell", u.at.map(|c| self.arena.name(c)).unwrap_or_default())
                        .num("hp", u.hp)
                        .num("left", self.movement_left())
                        .str("fire", say.text(fire)),
                )
            }
        }
    }

    fn shorthand(&self, _me: Seat, line: &str, _lang: Lang) -> Option<Result<Vec<String>, String>> {
        // `move b3, move b2, fire e5, end`: a whole turn on one line.
        if line.contains(',') {
            return Some(Ok(line
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()));
        }
        // `move a7` from a10: the steps there, as the site moves along a path.
        let to = line.strip_prefix("move ")?;
        let cell = self.arena.parse_cell(to)?;
        let steps = self.path(cell)?;
        (steps.len() > 1).then(|| {
            Ok(steps
                .into_iter()
                .map(|c| format!("move {}", self.arena.name(c)))
                .collect())
        })
    }

    fn note(&self, action: &coinop_skirmish::Action, lang: Lang) -> Option<String> {
        let shot = self.shot_view(*action)?;
        let say = say(lang);
        let dice = match shot.dice {
            d if d < 1 => say.text("skirmish-sure-hit"),
            d => say.text_with("skirmish-dice", Args::new().num("dice", d)),
        };
        Some(match shot.first_in_line {
            Some(c) => say.text_with(
                "skirmish-bolt-meets",
                Args::new()
                    .str("dice", dice)
                    .str("cell", self.arena.name(c)),
            ),
            None => dice,
        })
    }

    /// Players know their side by its colour, as the log names it.
    fn seat_name(&self, seat: Seat, lang: Lang) -> String {
        side_in(lang, seat)
    }

    fn outcome_reason(&self, lang: Lang) -> Option<String> {
        Some(end_text_in(lang, self.end?))
    }

    fn opening(&self, lang: Lang) -> Option<String> {
        let say = say(lang);
        let coin = if self.options().first_player.is_some() {
            String::new()
        } else {
            say.text("skirmish-coin")
        };
        Some(
            say.text_with(
                "skirmish-opening",
                Args::new()
                    .str("side", side_in(lang, self.first_player))
                    .str("coin", coin),
            ),
        )
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::TurnBegins { .. } => "1",
            Event::Destroyed { .. } => "1;31",
            Event::GameOver { .. } => "1;33",
            Event::Hit { .. } | Event::Damaged { .. } => "31",
            Event::Skipped { .. } | Event::Recovered { .. } => "2",
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
    /// of a game with every advanced rule and mission; in Russian the screen, the
    /// questions and the notes have no English word (the typed commands and cells are
    /// notation).
    #[test]
    fn the_screen_is_the_boards_in_english_and_russian_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let paint = |lang| Paint {
            colour: false,
            width: None,
            lang,
        };
        let args = TableArgs {
            variant: ["all", "mission-pool", "mission-far-rank", "mission-walls"]
                .map(String::from)
                .to_vec(),
            arena: Some("fortress".into()),
            ..TableArgs::default()
        };
        let options = Skirmish::options_from(&args).unwrap();
        let mut game = Skirmish::new_game(&options, 7).unwrap();
        let mut agents: Vec<_> = (0..2)
            .map(|s| Skirmish::agent("easy", s).unwrap())
            .collect();
        for words in [
            Skirmish::banner(ru),
            Skirmish::intro(ru),
            game.goal(ru),
            game.opening(ru).unwrap(),
        ] {
            assert_eq!(
                english(&words, &["ARCADE"]),
                Vec::<String>::new(),
                "{words}"
            );
        }
        let commands = [
            "move", "ram", "fire", "token", "aim", "repair", "end", "place", "board", "help", "xx",
            "quit",
        ];
        let help = Skirmish::help(ru);
        assert_eq!(english(&help, &commands), Vec::<String>::new(), "{help}");
        let mut moves = 0;
        while let Some(seat) = game.to_move().seats().first() {
            for viewer in [Viewer::Spectator, Viewer::Seat(0)] {
                assert_eq!(
                    game.screen(viewer, &paint(Lang::EN)),
                    <Skirmish as Words>::board(&game.observe(viewer))
                );
                let screen = game.screen(viewer, &paint(ru));
                assert_eq!(english(&screen, &["xx"]), Vec::<String>::new(), "{screen}");
            }
            let question = game.question(seat, ru);
            assert_eq!(
                english(&question, &["place"]),
                Vec::<String>::new(),
                "{question}"
            );
            for a in game.legal_actions(seat) {
                if let Some(note) = game.note(&a, ru) {
                    assert_eq!(english(&note, &[]), Vec::<String>::new(), "{note}");
                }
            }
            let a = agents[seat as usize].choose(&game, seat);
            game.apply(seat, &a).unwrap();
            moves += 1;
        }
        assert!(moves > 20, "{moves} moves");
        let screen = game.screen(Viewer::Spectator, &paint(ru));
        assert!(screen.contains("игра окончена: "), "{screen}");
        let reason = game.outcome_reason(ru).unwrap();
        assert_eq!(english(&reason, &[]), Vec::<String>::new(), "{reason}");
        assert_eq!(
            game.outcome_reason(Lang::EN),
            game.outcome().map(|o| o.reason)
        );
    }
}
