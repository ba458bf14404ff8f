//! The game's terms a front end shows beside its map, in words, keyed by the engine's
//! JSON names: sent once with a table's state, so that no front end keeps a copy.
//!
//! ```json
//! { "cards":   { "Cannon": { "name": "Fire Cannon", "group": "DirectFire", "code": "Cn",
//!                            "does": "the nearest object in the fire area is hit …",
//!                            "order": 14 }, … },
//!   "groups":  { "DirectFire": "direct fire", … },
//!   "colours": { "Black": "Black", … },
//!   "facings": [ { "code": "E", "words": "east", "arrow": "→" }, … ],
//!   "columns": [ "A", "C", … ],
//!   "columns_note": "columns skip B, R, W and Y: …",
//!   "hexes":   { "3,6": "K7", … },
//!   "edge":    [ [-1, 0], … ] }
//! ```
//! `order` is the rulebook's order of the 32 commands (hands and the Bank are sorted so);
//! `facings` go by the engine's facing number; `columns` are the arena's column letters
//! left to right; `hexes` label every hex of the map (floor and walls) by `"q,r"`, its
//! axial coordinates; `edge` is the hexes just beyond the map, `[q, r]` ([`Arena::edge`]:
//! the arena's edge, wall all round, where a tank «runs into the edge of the arena»).
//!
//! [`Arena::edge`]: crate::arena::Arena::edge

use super::arrow;
use crate::arena::Colour;
use crate::cards::{Command, Group};
use crate::hex::{Facing, column_label};
use crate::view::Observation;
use serde_json::{Map, Value, json};

/// A command's short code for badges, and what it does in a few words.
fn card_words(c: Command) -> (&'static str, &'static str) {
    use Command::*;
    match c {
        TurnLeft60 => ("L60", "turns the tank one hexside to the left"),
        TurnRight60 => ("R60", "turns the tank one hexside to the right"),
        TurnLeft120 => ("L120", "turns the tank two hexsides to the left"),
        TurnRight120 => ("R120", "turns the tank two hexsides to the right"),
        Turn180 => ("180", "turns the tank round"),
        Forward1 => (
            "F1",
            "one hex forward; a wall or object in the way stops it, and both take a hit",
        ),
        Forward2 => (
            "F2",
            "two hexes forward; a wall or object in the way stops it, and both take a hit",
        ),
        Forward3 => (
            "F3",
            "three hexes forward; a wall or object in the way stops it, and both take a hit",
        ),
        Back1 => ("B1", "one hex backwards, still facing the same way"),
        Back2 => ("B2", "two hexes backwards, still facing the same way"),
        Back3 => ("B3", "three hexes backwards, still facing the same way"),
        SideslipLeft => ("SL", "one hex to the front-left, facing the same way (§3)"),
        SideslipRight => ("SR", "one hex to the front-right, facing the same way (§3)"),
        RocketBooster => ("RB", "six hexes forward (§4)"),
        Cannon => (
            "Cn",
            "the nearest object in the fire area is hit on a die of at least its range (a 1 misses)",
        ),
        EgCannon => ("EG", "a double hit on a success; a miss hits the firer"),
        Displacer => ("Dp", "no damage: the target is turned round 180°"),
        Virus => (
            "Vi",
            "no damage: the firer's owner rearranges the target's program, and may add cards from hand",
        ),
        Laser => (
            "Lz",
            "two dice: a beam that many hexes straight ahead hits the first object",
        ),
        Mortar => (
            "Mo",
            "one die: explodes that many hexes ahead, hitting the hex and the six around it",
        ),
        EnergyBall => (
            "EB",
            "careens round the arena until it strikes something: a double hit (§5)",
        ),
        Transwarp => (
            "TW",
            "swaps places with the tank two dice name (5–6: its owner chooses)",
        ),
        Radar => ("Ra", "turns the tank to face the nearest object (§27)"),
        Turret => (
            "Tu",
            "stays face up: the direct fire area is every hex within 6, all round (the nearest object there is still the target)",
        ),
        Armor => (
            "Ar",
            "stays face up: a die for each hit — 1–3 it dissipates, 4–5 the Armor is lost, 6 the hit lands",
        ),
        Shield => (
            "Sh",
            "stays face up: direct fire against the tank must succeed twice",
        ),
        Ecm => (
            "EC",
            "stays face up: not a target for direct fire; goes under when the tank moves or fires",
        ),
        SelfDestruct => (
            "SD",
            "a cannon shot at a random object within 6 for every card of the program, then a wreck",
        ),
        Scan => ("Sc", "its owner looks at any tank's program"),
        Target => (
            "Tg",
            "stays face up: the owner picks the next direct fire target (an Auto Hit cancels it)",
        ),
        AutoHit => (
            "AH",
            "stays face up: the next direct fire hits without a die",
        ),
        Zoom => (
            "Zm",
            "stays face up: on the tank's next turn it executes three cards",
        ),
    }
}

/// A group of commands in words ("direct fire").
fn group_words(g: Group) -> &'static str {
    match g {
        Group::Turn => "turn",
        Group::Move => "move",
        Group::DirectFire => "direct fire",
        Group::IndirectFire => "indirect fire",
        Group::Special => "special",
        Group::Modifier => "modifier",
    }
}

/// A facing in words: "east", "north-east" …
fn facing_words(f: Facing) -> &'static str {
    [
        "east",
        "north-east",
        "north-west",
        "west",
        "south-west",
        "south-east",
    ][f.index() as usize]
}

/// Why the columns' letters skip some: where a player sees them.
pub const COLUMNS_NOTE: &str =
    "columns skip B, R, W and Y: those letters name tanks, so B2 is always Black 2";

fn name<T: serde::Serialize>(t: T) -> String {
    match serde_json::to_value(t) {
        Ok(Value::String(s)) => s,
        _ => String::new(),
    }
}

/// The glossary of the game `o` is an observation of (its arena's hexes and edge).
pub fn glossary(o: &Observation) -> Value {
    let mut cards = Map::new();
    for (order, c) in Command::ALL.iter().enumerate() {
        let (code, does) = card_words(*c);
        cards.insert(
            name(c),
            json!({
                "name": c.name(),
                "group": c.group(),
                "code": code,
                "does": does,
                "order": order,
            }),
        );
    }
    let groups: Map<String, Value> = [
        Group::Turn,
        Group::Move,
        Group::DirectFire,
        Group::IndirectFire,
        Group::Special,
        Group::Modifier,
    ]
    .into_iter()
    .map(|g| (name(g), group_words(g).into()))
    .collect();
    let colours: Map<String, Value> = Colour::ALL
        .into_iter()
        .map(|c| (name(c), c.name().into()))
        .collect();
    let facings: Vec<Value> = Facing::ALL
        .into_iter()
        .map(|f| json!({ "code": f.code(), "words": facing_words(f), "arrow": arrow(f).to_string() }))
        .collect();
    let map = o.arena.floor.iter().chain(&o.arena.walls);
    let cols = map.clone().map(|h| h.offset().0).max().unwrap_or(-1);
    let columns: Vec<String> = (0..=cols).map(|c| column_label(c as usize)).collect();
    let hexes: Map<String, Value> = map
        .map(|h| (format!("{},{}", h.q, h.r), h.label().into()))
        .collect();
    let edge: Vec<[i16; 2]> = o.arena.edge().iter().map(|h| [h.q, h.r]).collect();
    json!({
        "cards": cards,
        "groups": groups,
        "colours": colours,
        "facings": facings,
        "columns": columns,
        "columns_note": COLUMNS_NOTE,
        "hexes": hexes,
        "edge": edge,
    })
}
