//! A player's decisions. Everything else (executing cards, rolling dice, shuffling) the
//! engine does by itself: «Tank actions do not normally involve player choice.»

use crate::arena::{Colour, Object, TankId, tank_colour, tank_id, tank_number};
use crate::cards::Command;
use crate::hex::Hex;
use coinop_core::ActionError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// «Any player who has no fire or movement cards at this point may declare a misdeal».
    Misdeal,
    /// Set a card aside for the Bank while keeping a hand.
    Discard(Command),
    /// Place a card from the hand on a program: an initial program, the deactivated
    /// tank's, or a Virus's rearrangement (where the target's cards count too).
    Program(Command),
    /// The program is finished.
    Done,
    /// Deactivate one of your tanks (1–4) for reprogramming.
    Deactivate(u8),
    /// Deactivate nothing and roll for a Bank card.
    Roll,
    /// Take a card from the Bank (after a 1, or the Look-Up's one card).
    Take(Command),
    /// Trade a card in at Look-Up (two, then [`Action::Take`]).
    Give(Command),
    /// No Look-Up trade.
    Pass,
    /// Target: the object to fire at.
    Target(Object),
    /// Transwarp on a 5 or 6: the tank to swap with.
    Warp(TankId),
    /// A command post's cards taken: the one to keep.
    Keep(Command),
    /// Scan: the tank whose program to look at.
    Scan(TankId),
}

const N: u32 = 32;
const DISCARD: u32 = 1;
const PROGRAM: u32 = DISCARD + N;
const DONE: u32 = PROGRAM + N;
const DEACTIVATE: u32 = DONE + 1;
const ROLL: u32 = DEACTIVATE + 4;
const TAKE: u32 = ROLL + 1;
const GIVE: u32 = TAKE + N;
const PASS: u32 = GIVE + N;
const TARGET: u32 = PASS + 1;
const WARP: u32 = TARGET + 20;
const KEEP: u32 = WARP + 16;
const SCAN: u32 = KEEP + N;
pub const NUM_IDS: u32 = SCAN + 16;

fn card_index(c: Command) -> u32 {
    Command::ALL
        .iter()
        .position(|x| *x == c)
        .expect("every command is listed") as u32
}

fn object_index(o: Object) -> u32 {
    match o {
        Object::Tank(t) => t as u32,
        Object::Post(c) => 16 + c as u32,
    }
}

pub fn to_id(a: &Action) -> u32 {
    match *a {
        Action::Misdeal => 0,
        Action::Discard(c) => DISCARD + card_index(c),
        Action::Program(c) => PROGRAM + card_index(c),
        Action::Done => DONE,
        Action::Deactivate(n) => DEACTIVATE + (n.clamp(1, 4) - 1) as u32,
        Action::Roll => ROLL,
        Action::Take(c) => TAKE + card_index(c),
        Action::Give(c) => GIVE + card_index(c),
        Action::Pass => PASS,
        Action::Target(o) => TARGET + object_index(o),
        Action::Warp(t) => WARP + (t % 16) as u32,
        Action::Keep(c) => KEEP + card_index(c),
        Action::Scan(t) => SCAN + (t % 16) as u32,
    }
}

pub fn from_id(id: u32) -> Result<Action, ActionError> {
    let card = |base: u32| Command::ALL[(id - base) as usize];
    Ok(match id {
        0 => Action::Misdeal,
        i if i < PROGRAM => Action::Discard(card(DISCARD)),
        i if i < DONE => Action::Program(card(PROGRAM)),
        DONE => Action::Done,
        i if i < ROLL => Action::Deactivate((i - DEACTIVATE + 1) as u8),
        ROLL => Action::Roll,
        i if i < GIVE => Action::Take(card(TAKE)),
        i if i < PASS => Action::Give(card(GIVE)),
        PASS => Action::Pass,
        i if i < TARGET + 16 => Action::Target(Object::Tank((i - TARGET) as u8)),
        i if i < WARP => Action::Target(Object::Post(Colour::ALL[(i - TARGET - 16) as usize])),
        i if i < KEEP => Action::Warp((i - WARP) as u8),
        i if i < SCAN => Action::Keep(card(KEEP)),
        i if i < NUM_IDS => Action::Scan((i - SCAN) as u8),
        id => return Err(ActionError::UnknownId { id, max: NUM_IDS }),
    })
}

/// A tank as the notation writes it: its colour and number, "Red 3".
pub fn tank_text(t: TankId) -> String {
    if t >= 16 {
        // An id from outside (a malformed action): named, never indexed.
        return format!("tank #{t} (there are 16)");
    }
    format!("{} {}", tank_colour(t).name(), tank_number(t))
}

/// An object as the notation writes it: "Red 3", "Red post".
pub fn object_text(o: Object) -> String {
    match o {
        Object::Tank(t) => tank_text(t),
        Object::Post(c) => format!("{} post", c.name()),
    }
}

/// "discard Fire Cannon", "program Forward 1", "deactivate 2", "target Red 3", "warp
/// Yellow 2", "keep Armor", "scan Black 1", "misdeal", "done", "roll", "pass".
pub fn text(a: &Action) -> String {
    match a {
        Action::Misdeal => "misdeal".into(),
        Action::Discard(c) => format!("discard {}", c.name()),
        Action::Program(c) => format!("program {}", c.name()),
        Action::Done => "done".into(),
        Action::Deactivate(n) => format!("deactivate {n}"),
        Action::Roll => "roll".into(),
        Action::Take(c) => format!("take {}", c.name()),
        Action::Give(c) => format!("give {}", c.name()),
        Action::Pass => "pass".into(),
        Action::Target(o) => format!("target {}", object_text(*o)),
        Action::Warp(t) => format!("warp {}", tank_text(*t)),
        Action::Keep(c) => format!("keep {}", c.name()),
        Action::Scan(t) => format!("scan {}", tank_text(*t)),
    }
}

fn colour(word: &str) -> Option<Colour> {
    Colour::ALL
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(word))
}

/// A tank by colour and number ("Red 3"), or as the map draws it ("R3").
fn tank(rest: &str) -> Result<TankId, ActionError> {
    if let Some(t) = map_token(rest) {
        return Ok(t);
    }
    let mut w = rest.split_whitespace();
    let (Some(c), Some(n), None) = (w.next(), w.next(), w.next()) else {
        return Err(ActionError::Malformed(format!(
            "{rest:?}: name a tank by colour and number, e.g. \"Red 3\" (or \"R3\" as the map shows it)"
        )));
    };
    let c = colour(c).ok_or_else(|| {
        ActionError::Malformed(format!(
            "{c:?}: the colours are Black, Yellow, White and Red"
        ))
    })?;
    match n.parse::<u8>() {
        Ok(n @ 1..=4) => Ok(tank_id(c, n)),
        _ => Err(ActionError::Malformed(format!(
            "{n:?}: tanks are numbered 1 to 4"
        ))),
    }
}

/// "R3": a tank as the map draws it, a colour's initial and its number.
fn map_token(word: &str) -> Option<TankId> {
    let mut ch = word.trim().chars();
    let (Some(c), Some(n), None) = (ch.next(), ch.next(), ch.next()) else {
        return None;
    };
    let c = Colour::ALL
        .into_iter()
        .find(|k| k.letter() == c.to_ascii_uppercase())?;
    let n = n.to_digit(10).filter(|n| (1..=4).contains(n))?;
    Some(tank_id(c, n as u8))
}

/// The object in the hex a label names ("target K7"), for a player who reads the map.
fn at_label(
    verb: &str,
    rest: &str,
    object_at: &dyn Fn(Hex) -> Option<Object>,
) -> Option<Result<Object, ActionError>> {
    let h = Hex::from_label(rest)?;
    let label = h.label();
    Some(object_at(h).ok_or_else(|| {
        ActionError::Malformed(format!(
            "{verb} {label}: there is nothing at {label} (name a tank, e.g. \"Red 3\")"
        ))
    }))
}

fn card(rest: &str) -> Result<Command, ActionError> {
    Command::parse(rest).ok_or_else(|| {
        ActionError::Malformed(format!(
            "{rest:?} is not a card; cards are named as printed, e.g. \"Fire Cannon\", \"Turn 60° Left\" (\"deg\" for °)"
        ))
    })
}

/// An action in the notation [`text`] writes. Tanks may also be named as the map draws
/// them ("R3"); a hex label names what stands there, which only a game can say.
pub fn parse(text: &str) -> Result<Action, ActionError> {
    parse_with(text, &|_| None)
}

/// [`parse`], with `object_at` saying what stands in a hex ("target K7", "scan C5").
pub fn parse_with(
    text: &str,
    object_at: &dyn Fn(Hex) -> Option<Object>,
) -> Result<Action, ActionError> {
    let t = text.trim();
    let (verb, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    let rest = rest.trim();
    let verb = verb.to_ascii_lowercase();
    let bare = |a: Action| {
        if rest.is_empty() {
            Ok(a)
        } else {
            Err(ActionError::Malformed(format!(
                "{verb:?} takes nothing after it"
            )))
        }
    };
    match verb.as_str() {
        "misdeal" => bare(Action::Misdeal),
        "done" => bare(Action::Done),
        "roll" => bare(Action::Roll),
        "pass" => bare(Action::Pass),
        "discard" => Ok(Action::Discard(card(rest)?)),
        "program" => Ok(Action::Program(card(rest)?)),
        "take" => Ok(Action::Take(card(rest)?)),
        "give" => Ok(Action::Give(card(rest)?)),
        "keep" => Ok(Action::Keep(card(rest)?)),
        "deactivate" => match rest.parse::<u8>() {
            Ok(n @ 1..=4) => Ok(Action::Deactivate(n)),
            _ => Err(ActionError::Malformed(format!(
                "deactivate {rest:?}: name your tank by number, 1 to 4"
            ))),
        },
        "warp" | "scan" | "target"
            if map_token(rest).is_none() && Hex::from_label(rest).is_some() =>
        {
            let o = at_label(&verb, rest, object_at).expect("a label")?;
            match (verb.as_str(), o) {
                ("target", o) => Ok(Action::Target(o)),
                ("warp", Object::Tank(t)) => Ok(Action::Warp(t)),
                ("scan", Object::Tank(t)) => Ok(Action::Scan(t)),
                (_, o) => Err(ActionError::Malformed(format!(
                    "{verb} {}: {} is there, not a tank",
                    rest.to_ascii_uppercase(),
                    object_text(o)
                ))),
            }
        }
        "warp" => Ok(Action::Warp(tank(rest)?)),
        "scan" => Ok(Action::Scan(tank(rest)?)),
        "target" => {
            let mut w = rest.split_whitespace();
            if let (Some(c), Some(p), None) = (w.next(), w.next(), w.next())
                && (p.eq_ignore_ascii_case("post") || p.eq_ignore_ascii_case("cp"))
            {
                let c = colour(c).ok_or_else(|| {
                    ActionError::Malformed(format!(
                        "{c:?}: the colours are Black, Yellow, White and Red"
                    ))
                })?;
                return Ok(Action::Target(Object::Post(c)));
            }
            Ok(Action::Target(Object::Tank(tank(rest)?)))
        }
        _ => Err(ActionError::Malformed(format!(
            "{t:?}: actions are misdeal, discard CARD, program CARD, done, deactivate N, roll, take CARD, give CARD, pass, target TANK|COLOUR post, warp TANK, keep CARD, scan TANK"
        ))),
    }
}

/// Used by tests: every id round-trips.
pub fn all() -> impl Iterator<Item = Action> {
    (0..NUM_IDS).map(|i| from_id(i).expect("in range"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_texts_round_trip() {
        for a in all() {
            assert_eq!(from_id(to_id(&a)).unwrap(), a);
            assert_eq!(parse(&text(&a)).unwrap(), a, "{}", text(&a));
        }
        assert!(parse("deactivate 5").is_err());
        assert!(parse("target Green 1").is_err());
        assert!(parse("program Fire Lazer").is_err());
        assert!(from_id(NUM_IDS).is_err());
        // Tanks as the map draws them, and hexes as the map labels them.
        assert_eq!(parse("target R3").unwrap(), parse("target Red 3").unwrap());
        assert_eq!(parse("scan b1").unwrap(), parse("scan Black 1").unwrap());
        assert!(parse("warp B5").is_err());
        let at = |h: Hex| (h == Hex::from_label("K7").unwrap()).then_some(Object::Tank(13));
        assert_eq!(
            parse_with("target k7", &at).unwrap(),
            Action::Target(Object::Tank(13))
        );
        assert_eq!(parse_with("warp K7", &at).unwrap(), Action::Warp(13));
        let none = parse_with("target K8", &at).unwrap_err().to_string();
        assert!(none.contains("nothing at K8"), "{none}");
        // A tank number from outside is written, never indexed.
        assert_eq!(text(&Action::Warp(16)), "warp tank #16 (there are 16)");
    }
}
