//! `coinop play`: a game in the terminal against computer players — the board in colour,
//! choices by number or by name, every event narrated. The loop is written once; each
//! game says how its screen looks and what it asks ([`Terminal`]).

mod anarcade;
mod robotanks;
mod skirmish;
mod tanks;

use crate::games::CliGame;
use anyhow::Result;
use coinop_core::{Game, Seat, ToMove, Viewer};
use std::io::{BufRead, IsTerminal, Write};

const RESET: &str = "\x1b[0m";

/// ANSI colour, or plain text when the output is not a terminal or NO_COLOR is set.
pub struct Paint {
    colour: bool,
}

impl Paint {
    pub fn paint(&self, code: &str, text: &str) -> String {
        if self.colour && !code.is_empty() {
            format!("\x1b[{code}m{text}{RESET}")
        } else {
            text.to_string()
        }
    }
}

/// What the terminal loop needs of a game.
pub trait Terminal: Game {
    /// The title line.
    const BANNER: &'static str;
    /// The aim of the game in a line.
    const INTRO: &'static str;
    /// How to answer, shown at the start and on `help`.
    const HELP: &'static str;

    /// The position as `viewer` sees it: board and status.
    fn screen(&self, viewer: Viewer, paint: &Paint) -> String;
    /// The question put to the player on the move (the choices follow it).
    fn question(&self, me: Seat) -> String;
    /// Game-specific shorthands: one line as action texts, `None` if not one of them.
    fn shorthand(&self, _me: Seat, _line: &str) -> Option<Result<Vec<String>, String>> {
        None
    }
    /// The ANSI style an event's line is printed in.
    fn style(_event: &Self::Event) -> &'static str {
        ""
    }
    /// Events not worth a line for this player (another seat's hidden planning).
    fn quiet(_event: &Self::Event, _human: Option<Seat>) -> bool {
        false
    }
    /// A few words beside an action in the list of choices (ARCADE: a shot's dice).
    fn note(&self, _action: &Self::Action) -> Option<String> {
        None
    }
    /// Said once before the first move (ARCADE: who moves first).
    fn opening(&self) -> Option<String> {
        None
    }
    /// A warning before an action a player rarely means and cannot take back (Robotanks:
    /// leaving a deactivated tank with no program wrecks it). The action then goes ahead
    /// only when typed with a `!` ("done!").
    fn confirm(&self, _me: Seat, _action: &Self::Action) -> Option<String> {
        None
    }
    /// How the game names a seat to its players ("P1"; Robotanks: its colour).
    fn seat_name(&self, seat: Seat) -> String {
        format!("P{}", seat + 1)
    }
    /// Whether the board is shown again before this event when watching.
    fn new_section(_event: &Self::Event) -> bool {
        false
    }
}

pub fn run<G: CliGame>(
    options: G::Options,
    seed: u64,
    human: Option<Seat>,
    ai: &str,
    delay: u64,
) -> Result<()> {
    let mut opening = Vec::new();
    let mut game = G::new_game_into(&options, seed, &mut opening)?;
    let viewer = human.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let paint = Paint {
        colour: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut computer: Vec<Box<dyn coinop_agents::Agent<G>>> = (0..G::players(&options) as u64)
        .map(|s| G::agent(ai, seed ^ 0x5eed ^ s).map_err(anyhow::Error::msg))
        .collect::<Result<_>>()?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{}", paint.paint("1", G::BANNER));
    println!(
        "{} players · seed {seed} · you are {}",
        G::players(&options),
        human
            .map(|s| game.seat_name(s))
            .unwrap_or("watching".into())
    );
    println!("{}\n{}\n", G::INTRO, G::HELP);
    let mut queued: Vec<String> = Vec::new();
    let mut shown = game.screen(viewer, &paint);
    println!("{shown}");
    if let Some(words) = game.opening() {
        println!("{}", paint.paint("1", &words));
    }
    for e in opening.iter().filter_map(|e| game.event_for(e, viewer)) {
        if !G::quiet(&e, human) {
            println!("  {}", paint.paint(G::style(&e), &game.event_text(&e)));
        }
    }
    loop {
        let seats = match game.to_move() {
            ToMove::Terminal => break,
            ToMove::Seats(s) => s,
        };
        let mine = human.filter(|h| seats.contains(*h));
        let (seat, action) = if let Some(me) = mine {
            if queued.is_empty() {
                // The board again whenever it changed since the player last saw it.
                let screen = game.screen(viewer, &paint);
                if screen != shown {
                    println!("\n{screen}");
                    shown = screen;
                }
                println!("{}", game.question(me));
                print!("{}", choices(&game, me));
                print!("> ");
                std::io::stdout().flush()?;
                let Some(line) = lines.next() else {
                    println!("\n(input closed — leaving the table)");
                    return Ok(());
                };
                let Ok(line) = line else {
                    println!("(that line was not readable text)");
                    continue;
                };
                match expand(&game, me, line.trim(), &paint) {
                    // A line of several actions goes in whole or not at all.
                    Ok(Some(list)) if list.len() > 1 => match try_all(&game, me, &list) {
                        Ok(()) => queued = list,
                        Err(e) => {
                            println!(
                                "{}",
                                paint.paint("31", &format!("that plan does not work: {e}"))
                            );
                            continue;
                        }
                    },
                    Ok(Some(list)) => queued = list,
                    Ok(None) => {
                        if line.trim() == "quit" {
                            return Ok(());
                        }
                        continue;
                    }
                    Err(e) => {
                        println!("{}", paint.paint("31", &e));
                        continue;
                    }
                }
            }
            let text = queued.remove(0);
            let (text, sure) = match text.strip_suffix('!') {
                Some(t) => (t.trim_end().to_string(), true),
                None => (text, false),
            };
            match game.parse_action(&text) {
                Ok(a) => match game.confirm(me, &a) {
                    Some(warning) if !sure => {
                        println!("{}", paint.paint("33", &warning));
                        queued.clear();
                        continue;
                    }
                    _ => (me, a),
                },
                Err(e) => {
                    println!("{}", paint.paint("31", &e.to_string()));
                    queued.clear();
                    continue;
                }
            }
        } else {
            let seat = seats
                .iter()
                .find(|s| Some(*s) != human)
                .expect("a computer seat");
            (seat, computer[seat as usize].choose(&game, seat))
        };
        match game.apply(seat, &action) {
            Ok(events) => {
                for e in &events {
                    let Some(e) = game.event_for(e, viewer) else {
                        continue;
                    };
                    if G::quiet(&e, human) {
                        continue;
                    }
                    if G::new_section(&e) && human.is_none() {
                        println!("\n{}", game.screen(viewer, &paint));
                    }
                    println!("  {}", paint.paint(G::style(&e), &game.event_text(&e)));
                }
                if human.is_none() && delay > 0 {
                    std::thread::sleep(std::time::Duration::from_millis(delay));
                }
            }
            Err(e) => {
                println!("{}", paint.paint("31", &format!("refused: {e}")));
                queued.clear();
            }
        }
    }
    println!("\n{}", game.screen(viewer, &paint));
    if let Some(out) = game.outcome() {
        let w: Vec<String> = out.winners.iter().map(|s| game.seat_name(*s)).collect();
        let winner = match w.len() {
            0 => "Winner: nobody".to_string(),
            1 => format!("Winner: {}", w[0]),
            _ => format!("Winners: {}", w.join(" and ")),
        };
        println!(
            "{}",
            paint.paint("1", &format!("Game over: {}. {winner}", out.reason))
        );
    }
    Ok(())
}

/// The legal actions as a numbered list; grouped by their first word when there are
/// too many to number usefully.
fn choices<G: Terminal>(game: &G, me: Seat) -> String {
    let texts: Vec<String> = game
        .legal_actions(me)
        .iter()
        .map(|a| match game.note(a) {
            Some(n) => format!("{} ({n})", game.action_text(a)),
            None => game.action_text(a),
        })
        .collect();
    let mut out = String::new();
    if texts.iter().any(|t| t.len() > 22) && texts.len() <= 12 {
        // Long choices (with notes) one to a line.
        for (i, t) in texts.iter().enumerate() {
            out.push_str(&format!("{:>3}) {t}\n", i + 1));
        }
    } else if texts.len() <= 40 {
        for (i, t) in texts.iter().enumerate() {
            out.push_str(&format!("{:>3}) {:<22}", i + 1, t));
            if i % 5 == 4 {
                out.push('\n');
            }
        }
        if !texts.len().is_multiple_of(5) {
            out.push('\n');
        }
    } else {
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for t in &texts {
            let (head, rest) = t.split_once(' ').unwrap_or((t, ""));
            match groups.iter_mut().find(|(h, _)| h == head) {
                Some((_, v)) => v.push(rest.to_string()),
                None => groups.push((head.to_string(), vec![rest.to_string()])),
            }
        }
        out.push_str(&format!("  ({} choices; type one by name)\n", texts.len()));
        for (head, rest) in groups {
            let mut rest: Vec<String> = rest.into_iter().filter(|r| !r.is_empty()).collect();
            rest.dedup();
            out.push_str(&format!("  {head} {}\n", rest.join(" ")));
        }
    }
    out
}

/// One line of input as action texts; `None` for commands handled here.
fn expand<G: CliGame>(
    game: &G,
    me: Seat,
    line: &str,
    paint: &Paint,
) -> Result<Option<Vec<String>>, String> {
    if let Some(r) = game.shorthand(me, line) {
        // A number in a list is the action it numbers in the list on screen, as a
        // number alone is: "3, 3, 5" as well as "program Forward 2, program Forward 2".
        return r
            .and_then(|list| {
                list.iter()
                    .map(|t| numbered(game, me, t).unwrap_or_else(|| Ok(t.clone())))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map(Some);
    }
    match line {
        // Enter alone never chooses anything: the question is asked again.
        "" => {
            println!("(nothing typed: choose from the list by number or name; help explains)");
            return Ok(None);
        }
        "help" | "?" => {
            println!("{}", G::HELP);
            return Ok(None);
        }
        "board" => {
            println!("{}", game.screen(Viewer::Seat(me), paint));
            return Ok(None);
        }
        "quit" => return Ok(None),
        _ => {}
    }
    if let Some(text) = numbered(game, me, line) {
        return text.map(|t| Some(vec![t]));
    }
    Ok(Some(vec![line.to_string()]))
}

/// "3" (or "3!", sure of it): the text of the action numbered 3 in the list on screen;
/// `None` if `word` is not a number.
fn numbered<G: CliGame>(game: &G, me: Seat, word: &str) -> Option<Result<String, String>> {
    let word = word.trim();
    let (digits, sure) = match word.strip_suffix('!') {
        Some(d) => (d.trim_end(), "!"),
        None => (word, ""),
    };
    let n = digits.parse::<usize>().ok()?;
    let legal = game.legal_actions(me);
    Some(
        legal
            .get(n.wrapping_sub(1))
            .map(|a| format!("{}{sure}", game.action_text(a)))
            .ok_or(format!("choose 1 to {}", legal.len())),
    )
}

/// Whether every action of a line would be accepted, tried on a copy of the game, up
/// to the first that rolls dice or draws cards: what comes after it is tried only when
/// its turn comes, since trying it on a copy would tell the luck to come.
fn try_all<G: Game>(game: &G, seat: Seat, list: &[String]) -> Result<(), String> {
    let mut copy = game.clone();
    for text in list {
        let text = text.strip_suffix('!').unwrap_or(text).trim_end();
        let a = copy.parse_action(text).map_err(|e| e.to_string())?;
        let luck = copy.luck_position();
        copy.apply(seat, &a).map_err(|e| format!("{text}: {e}"))?;
        if copy.luck_position() != luck {
            return Ok(());
        }
    }
    Ok(())
}
