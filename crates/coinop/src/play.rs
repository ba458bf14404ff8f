//! `coinop play`: Arcade Tanks in the terminal — the board in colour, your hand and
//! choices by number or by name, and every event narrated, bots' reasons included.

use anyhow::Result;
use coinop_core::{Game, Seat, ToMove, Viewer};
use coinop_tanks::board::Terrain;
use coinop_tanks::event::Event;
use coinop_tanks::options::TanksOptions;
use coinop_tanks::state::{Card, Stage};
use coinop_tanks::view::Observation;
use coinop_tanks::{Action, Tanks};
use std::io::{BufRead, IsTerminal, Write};

const RESET: &str = "\x1b[0m";

struct Screen {
    colour: bool,
}

impl Screen {
    fn paint(&self, code: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{code}m{text}{RESET}")
        } else {
            text.to_string()
        }
    }

    fn board(&self, o: &Observation) -> String {
        coinop_tanks::view::render_with(o, |c, g| {
            let bg = match o.board.terrain(c) {
                Terrain::Empty => "",
                Terrain::Concrete => "100",
                Terrain::Forest => "42",
                Terrain::Water => "44",
                Terrain::Ice => "46",
            };
            let fg = match g.chars().next() {
                Some('1') => "1;93",
                Some('2') => "1;92",
                Some('3') => "1;96",
                Some('4') => "1;95",
                Some('5'..='8') => "1;97",
                Some('B') => "1;91",
                Some('[') => "33",
                Some('E') => "1;33",
                Some('*') => "1;35",
                _ => "37",
            };
            let code = if bg.is_empty() {
                fg.to_string()
            } else {
                format!("{fg};{bg}")
            };
            self.paint(&code, g)
        })
    }

    fn status(&self, o: &Observation) -> String {
        let mut s = format!(
            "Round {} · First player P{} · Eagle {} · Eagles taken {}/3 · bots in reserve {}{}\n",
            o.round,
            o.first_player + 1,
            o.eagle
                .map(|c| format!("on {}", o.board.name(c)))
                .unwrap_or("gone".into()),
            o.eagles_taken,
            o.bot_reserve,
            if o.clock {
                " · CLOCK: bots frozen"
            } else {
                ""
            }
        );
        for p in &o.players {
            let place = match p.tank {
                Some(t) => format!("{} facing {}", o.board.name(t.cell), t.facing),
                None if p.destroyed => "destroyed, respawns at the round's end".into(),
                None => "not on the board yet".into(),
            };
            s.push_str(&format!(
                "  P{}: {} VP ({} bots, {} Eagles) · {} cards in hand, {} in deck · {}{}{}\n",
                p.seat + 1,
                p.vp,
                p.bots,
                p.eagles,
                p.hand_size,
                p.deck_size,
                place,
                if p.disengaged { " · disengaged" } else { "" },
                if p.helms > 0 { " · Helm" } else { "" },
            ));
        }
        s
    }
}

fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return "—".into();
    }
    list.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

const HELP: &str = "\
How to answer:
  a number from the list           take that choice
  A2 L | R                         whole plan: maneuver 1 is A2 then L, maneuver 2 is R
  m1 A2 / m2 R                     put one card on maneuver 1 or 2;  commit  when done
  exchange L 2                     swap two Turn Left cards for new ones (once a planning
                                   under the standard rules)
  disengage                        sit this round out: no moving, no shooting, not a target
  board / help / quit
Cards: A1 A2 A3 advance 1-3 spaces, L R turn left/right, U turnaround.";

pub fn run(
    options: TanksOptions,
    seed: u64,
    human: Option<Seat>,
    ai: &str,
    delay: u64,
) -> Result<()> {
    let mut game = Tanks::new_game(&options, seed)?;
    let viewer = human.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let screen = Screen {
        colour: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut computer: Vec<Box<dyn coinop_agents::Agent<Tanks>>> = (0..options.players as u64)
        .map(|s| coinop_agents::tanks::agent(ai, seed ^ 0x5eed ^ s).expect("checked by the caller"))
        .collect();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!(
        "{}",
        screen.paint(
            "1",
            "ARCADE TANKS — crush bricks, blow up bots, capture the Eagle!"
        )
    );
    println!(
        "{} players · seed {seed} · you are {}",
        options.players,
        human
            .map(|s| format!("P{}", s + 1))
            .unwrap_or("watching".into())
    );
    println!("Bots are 1 VP, Eagles 3 VP; the third Eagle or a 5-VP lead ends the game.\n{HELP}\n");
    let mut queued: Vec<String> = Vec::new();
    let mut shown_board = String::new();
    loop {
        let seats = match game.to_move() {
            ToMove::Terminal => break,
            ToMove::Seats(s) => s,
        };
        let mine = human.filter(|h| seats.contains(*h));
        let (seat, action) = if let Some(me) = mine {
            let o = game.observe(Viewer::Seat(me));
            if queued.is_empty() {
                // The board again whenever it changed since the player last saw it.
                let board = screen.board(&o);
                if board != shown_board {
                    println!("\n{board}{}", screen.status(&o));
                    shown_board = board;
                }
                prompt(&o, me);
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
                match expand(line.trim(), &o) {
                    // A line of several actions goes in whole or not at all.
                    Ok(Some(list)) if list.len() > 1 => match try_all(&game, me, &list) {
                        Ok(()) => queued = list,
                        Err(e) => {
                            println!(
                                "{}",
                                screen.paint("31", &format!("that plan does not work: {e}"))
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
                        println!("{}", screen.paint("31", &e));
                        continue;
                    }
                }
            }
            let text = queued.remove(0);
            match game.parse_action(&text) {
                Ok(a) => (me, a),
                Err(e) => {
                    println!("{}", screen.paint("31", &e.to_string()));
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
                    if let Some(e) = game.event_for(e, viewer) {
                        if matches!(e, Event::CardPlaced { seat: s, .. } if Some(s) != human) {
                            continue;
                        }
                        if matches!(e, Event::RoundStarted { .. }) && human.is_none() {
                            println!(
                                "\n{}{}",
                                screen.board(&game.observe(viewer)),
                                screen.status(&game.observe(viewer))
                            );
                        }
                        println!("  {}", narrate(&screen, &game.event_text(&e), &e));
                    }
                }
                if human.is_none() && delay > 0 {
                    std::thread::sleep(std::time::Duration::from_millis(delay));
                }
            }
            Err(e) => {
                println!("{}", screen.paint("31", &format!("refused: {e}")));
                queued.clear();
            }
        }
    }
    let o = game.observe(viewer);
    println!("\n{}{}", screen.board(&o), screen.status(&o));
    if let Some(out) = game.outcome() {
        let w: Vec<String> = out.winners.iter().map(|s| format!("P{}", s + 1)).collect();
        println!(
            "{}",
            screen.paint(
                "1",
                &format!("Game over: {}. Winner: {}", out.reason, w.join(" and "))
            )
        );
    }
    Ok(())
}

/// Whether every action of a line would be accepted, tried on a copy of the game.
fn try_all(game: &Tanks, seat: Seat, list: &[String]) -> Result<(), String> {
    let mut copy = game.clone();
    for text in list {
        let a = copy.parse_action(text).map_err(|e| e.to_string())?;
        copy.apply(seat, &a).map_err(|e| format!("{text}: {e}"))?;
    }
    Ok(())
}

fn narrate(screen: &Screen, text: &str, e: &Event) -> String {
    match e {
        Event::BotDecision { .. } => screen.paint("2", text),
        Event::EagleTaken { .. } | Event::GameOver { .. } | Event::BotScored { .. } => {
            screen.paint("1;33", text)
        }
        Event::Destroyed { .. } => screen.paint("1;31", text),
        Event::RoundStarted { .. } => screen.paint("1", text),
        _ => text.to_string(),
    }
}

fn prompt(o: &Observation, me: Seat) {
    let p = &o.players[me as usize];
    match &o.stage {
        Stage::PlaceTanks { .. } => {
            println!(
                "P{}, place your tank on a starting space and choose its facing (`tank SPACE N`, \
                 or a number from the list):",
                me + 1
            )
        }
        Stage::Planning => {
            let hand = p.hand.map(|h| h.list()).unwrap_or_default();
            let m = |i: usize| p.maneuvers[i].cards.clone().unwrap_or_default();
            println!(
                "P{}, plan your two maneuvers. Hand: {}   maneuver 1: {}   maneuver 2: {}{}",
                me + 1,
                cards(&hand),
                cards(&m(0)),
                cards(&m(1)),
                if p.exchanged {
                    ""
                } else {
                    "   (exchange available)"
                }
            );
        }
        Stage::BotOrder => println!(
            "P{}, you hold the First Player token: which bot moves next? (Enter: the first listed)",
            me + 1
        ),
        Stage::PowerUpChoice { power, .. } => println!("P{}, use your {}:", me + 1, power.name()),
        Stage::Over => {}
    }
    let board = &o.board;
    let texts: Vec<String> = o
        .legal
        .iter()
        .map(|a| coinop_tanks::action::text(a, board))
        .collect();
    if texts.len() <= 40 {
        for (i, t) in texts.iter().enumerate() {
            print!("{:>3}) {:<16}", i + 1, t);
            if i % 5 == 4 {
                println!();
            }
        }
        println!();
    } else {
        println!(
            "  ({} choices; type one by name, e.g. {})",
            texts.len(),
            texts[0]
        );
    }
}

/// Turns one line of input into action texts; `None` for commands handled here.
fn expand(line: &str, o: &Observation) -> Result<Option<Vec<String>>, String> {
    if line.is_empty() && matches!(o.stage, Stage::BotOrder) {
        return Ok(o
            .legal
            .first()
            .map(|a| vec![coinop_tanks::action::text(a, &o.board)]));
    }
    if line.is_empty() || line == "help" || line == "?" {
        println!("{HELP}");
        return Ok(None);
    }
    if line == "board" {
        println!("{}", coinop_tanks::view::render(o));
        return Ok(None);
    }
    if line == "quit" {
        return Ok(None);
    }
    if let Ok(n) = line.parse::<usize>() {
        let a: &Action = o
            .legal
            .get(n.wrapping_sub(1))
            .ok_or(format!("choose 1 to {}", o.legal.len()))?;
        return Ok(Some(vec![coinop_tanks::action::text(a, &o.board)]));
    }
    if let Some((m1, m2)) = line.split_once('|') {
        let mut out = Vec::new();
        for (i, part) in [m1, m2].iter().enumerate() {
            for w in part.split_whitespace() {
                let c = Card::parse(w).ok_or(format!("{w:?} is not a card (A1 A2 A3 L R U)"))?;
                out.push(format!("m{} {}", i + 1, c.code()));
            }
        }
        out.push("commit".into());
        return Ok(Some(out));
    }
    Ok(Some(vec![line.to_string()]))
}
