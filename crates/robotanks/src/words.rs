//! Every sentence of Robotanks: the log's lines (each event as one viewer may see it) and
//! the runs of alike lines told as one (`words/log.rs`), the headings of its stretches
//! (the deal, each turn, its Execution, the end), the names of players, tanks, posts,
//! hexes and cards (here), the text board ([`board`], `words/board.rs`), and the glossary
//! a front end shows beside the map ([`glossary`], `words/glossary.rs`: the commands,
//! the colours, the hexes' labels, the arena's edge).
//!
//! A line is drawn from the event (already as its viewer may see it) and the viewer's
//! observation — the seats' colours from its players, the hexes' labels from its arena —
//! and from nothing else: a card hidden from the viewer is not in its event, so it cannot
//! be in its line. Each line names what it speaks of in typed spans: a player is a seat
//! span (its colour's word), a tank a piece span (its number, [`TankId`], and its seat), a
//! command post a piece span (the engine's `{"Post": "Red"}`), a hex a place span (the
//! engine's `{"q", "r"}`, with its label), a card a card span (the engine's name of the
//! command, `"Cannon"`).

mod board;
mod glossary;
mod log;

use crate::Robotanks;
use crate::arena::{Colour, Object, TankId, tank_colour, tank_number};
use crate::cards::Command;
use crate::event::{End, Event};
use crate::hex::Hex;
use crate::view::Observation;
use coinop_core::Seat;
use coinop_core::words::{Line, Mark, Words, plural};
use serde_json::Value;

pub use board::{arrow, board};
pub use glossary::glossary;
use log::{fold, line};

impl Words for Robotanks {
    // English alone until its catalogue lands.
    fn line_in(_lang: coinop_core::Lang, view: &Observation, event: &Event) -> Option<Line> {
        line(view, event)
    }

    /// The deal's heading, each turn's ("Turn 5 — Red", the colour a seat span), the
    /// Execution phase's, and the end's: the browser's groups of the log.
    fn heading_in(_lang: coinop_core::Lang, view: &Observation, mark: &Mark) -> Line {
        match mark {
            Mark::Round { number: 0, .. } => "The deal: hands kept and first programs".into(),
            Mark::Round {
                number,
                seat: Some(seat),
            } => Line::from(format!("Turn {number} — ")).then(who(view, *seat)),
            Mark::Round { number, seat: None } => format!("Turn {number}").into(),
            Mark::Phase { phase } if phase == crate::EXECUTION => "Execution".into(),
            Mark::Phase { phase } => phase.as_str().into(),
            Mark::GameOver => "Game over".into(),
        }
    }

    /// Runs told as one line: one seat's cards set aside in the deal; a seat's first
    /// programs, tank after tank; the cards placed on one tank in a turn, and then its
    /// program done. Cards named only where every card of the run is named (its owner's
    /// view), so a run never mixes what a viewer saw with what it did not.
    fn joins(prev: &Event, next: &Event) -> bool {
        match (prev, next) {
            (Event::SetAside { seat: a, .. }, Event::SetAside { seat: b, .. }) => a == b,
            (
                Event::Programmed {
                    tank: a, card: x, ..
                },
                Event::Programmed {
                    tank: b, card: y, ..
                },
            ) => x.is_some() == y.is_some() && (a == b || next_in_deal(*a, *b)),
            (Event::Programmed { tank: a, .. }, Event::ProgramDone { tank: b, .. }) => a == b,
            _ => false,
        }
    }

    fn fold_in(_lang: coinop_core::Lang, view: &Observation, run: &[Event]) -> Line {
        fold(view, run)
    }

    fn board(view: &Observation) -> String {
        board(view)
    }

    fn glossary_in(_lang: coinop_core::Lang, view: &Observation) -> Value {
        glossary(view)
    }
}

/// The deal's initial programs go on a seat's tanks in order, tank 1 first: `b` is the
/// tank after `a`, of the same colour.
fn next_in_deal(a: TankId, b: TankId) -> bool {
    a / 4 == b / 4 && b % 4 == a % 4 + 1
}

// ---- names ---------------------------------------------------------------------------------

/// The seat playing colour `c`, if one does.
fn seat_of(o: &Observation, c: Colour) -> Option<Seat> {
    o.players.iter().find(|p| p.colour == c).map(|p| p.seat)
}

/// A player, by the colour they play ("Red"), as a seat span.
fn who(o: &Observation, seat: Seat) -> Line {
    match o.players.get(seat as usize) {
        Some(p) => Line::new().seat(seat, p.colour.name()),
        // A seat from outside (a malformed event): named, never indexed.
        None => format!("seat {}", u32::from(seat) + 1).into(),
    }
}

/// A tank in words: its colour and number, "Red 3".
pub fn tank_name(t: TankId) -> String {
    if t >= 16 {
        return format!("tank #{t} (there are 16)");
    }
    format!("{} {}", tank_colour(t).name(), tank_number(t))
}

/// A tank, as a piece span: its number, its seat, its name.
fn tank(o: &Observation, t: TankId) -> Line {
    if t >= 16 {
        return tank_name(t).into();
    }
    Line::new().piece(t, seat_of(o, tank_colour(t)), tank_name(t))
}

/// A command post, as a piece span: "Red command post", or with `own` "Red's command post".
fn post(o: &Observation, c: Colour, own: bool) -> Line {
    let text = if own {
        format!("{}'s command post", c.name())
    } else {
        format!("{} command post", c.name())
    };
    Line::new().piece(Object::Post(c), seat_of(o, c), text)
}

/// A tank or a command post.
fn object(o: &Observation, obj: Object) -> Line {
    match obj {
        Object::Tank(t) => tank(o, t),
        Object::Post(c) => post(o, c, false),
    }
}

/// A hex as the map labels it ("K7"), as a place span; a hex beyond the drawn map is the
/// arena's edge (its wall all round).
fn hex(o: &Observation, h: Hex) -> Line {
    if o.arena.on_map(h) {
        Line::new().place(h, h.label())
    } else {
        "the edge of the arena".into()
    }
}

/// "1 hex", "3 hexes".
fn hexes(n: usize) -> String {
    plural(n as u64, "hex", "hexes")
}

fn cards_n(n: usize) -> String {
    plural(n as u64, "card", "cards")
}

fn card(c: Command) -> Line {
    Line::new().card(c, c.name())
}

/// A card as its viewer saw it: named, or "a card".
fn card_or_not(c: Option<Command>) -> Line {
    c.map_or_else(|| "a card".into(), card)
}

/// "Fire Cannon, Forward 1 ×2": the cards in their order, copies side by side counted
/// (hands, the Bank and what goes to it are sorted, so every copy is counted).
fn counted(cards: &[Command]) -> Line {
    let mut line = Line::new();
    let mut i = 0;
    while i < cards.len() {
        let c = cards[i];
        let n = cards[i..].iter().take_while(|x| **x == c).count();
        if i > 0 {
            line = line.text(", ");
        }
        line = line.then(card(c));
        if n > 1 {
            line = line.text(format!(" ×{n}"));
        }
        i += n;
    }
    line
}

/// [`counted`] as plain words, "none" for no cards: the terminal's prompts.
pub fn names(cards: &[Command]) -> String {
    if cards.is_empty() {
        "none".into()
    } else {
        counted(cards).plain()
    }
}

/// Cards as a viewer saw them: all named (counted), all hidden ("3 cards"), or some of
/// each, one by one.
fn cards(cs: &[Option<Command>]) -> Line {
    if cs.is_empty() {
        return "no cards".into();
    }
    if cs.iter().all(|c| c.is_none()) {
        return cards_n(cs.len()).into();
    }
    if let Some(open) = cs.iter().copied().collect::<Option<Vec<Command>>>() {
        return counted(&open);
    }
    joined(cs.iter().map(|c| card_or_not(*c)), ", ")
}

fn open(cs: &[Command]) -> Line {
    if cs.is_empty() {
        "no cards".into()
    } else {
        counted(cs)
    }
}

/// Lines one after another with `sep` between.
fn joined(lines: impl IntoIterator<Item = Line>, sep: &str) -> Line {
    let mut out = Line::new();
    for (i, l) in lines.into_iter().enumerate() {
        if i > 0 {
            out = out.text(sep);
        }
        out = out.then(l);
    }
    out
}

/// The end as the log tells it, naming the winners by colour.
fn end_line(o: &Observation, e: &End) -> Line {
    let names = |w: &[Seat]| joined(w.iter().map(|s| who(o, *s)), " and ");
    let line = match e {
        End::LastPost { winner } => Line::from("GAME OVER — ")
            .then(who(o, *winner))
            .text(" holds the last command post"),
        End::Stalemate { winners } => {
            Line::from("GAME OVER — no tank is left to fight; the most cards in hand: ")
                .then(names(winners))
        }
        End::TurnLimit { winners } => {
            Line::from("GAME OVER — the turn limit; the most cards in hand: ").then(names(winners))
        }
    };
    line.strong()
}

/// Why the game ended, without who won (the outcome lists the winners), so that reports
/// count the ways games end rather than each set of winners.
pub fn end_reason(e: &End) -> &'static str {
    match e {
        End::LastPost { .. } => "one command post is left standing",
        End::Stalemate { .. } => "no tank is left to fight: the most cards in hand win",
        End::TurnLimit { .. } => "the turn limit is reached: the most cards in hand win",
    }
}
