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

use super::{arrow, key, say};
use crate::arena::Colour;
use crate::cards::{Command, Group};
use crate::hex::{Facing, column_label};
use crate::view::Observation;
use coinop_core::{Args, Lang};
use serde_json::{Map, Value, json};

/// Why the columns' letters skip some: where a player sees them (in English; the
/// glossary's `columns_note` is in its reader's language).
pub const COLUMNS_NOTE: &str =
    "columns skip B, R, W and Y: those letters name tanks, so B2 is always Black 2";

/// The glossary of the game `o` is an observation of (its arena's hexes and edge), in
/// English.
pub fn glossary(o: &Observation) -> Value {
    glossary_in(Lang::EN, o)
}

/// The glossary in `lang`: the commands' names, short codes (mnemonic in its words:
/// «Пш» for «Огонь из пушки»), what they do, the groups, colours and facings in its
/// words; the hexes' labels and the edge as they are.
pub fn glossary_in(lang: Lang, o: &Observation) -> Value {
    let say = say(lang);
    let mut cards = Map::new();
    for (order, c) in Command::ALL.iter().enumerate() {
        cards.insert(
            key(c),
            json!({
                "name": super::card_in(lang, *c),
                "group": c.group(),
                "code": say.text_with("card-code", Args::new().str("card", key(c))),
                "does": say.text(&format!("does-{}", key(c))),
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
    .map(|g| {
        let words = say.text_with("group", Args::new().str("group", key(g)));
        (key(g), words.into())
    })
    .collect();
    let colours: Map<String, Value> = Colour::ALL
        .into_iter()
        .map(|c| (key(c), super::colour_in(lang, c).into()))
        .collect();
    let facings: Vec<Value> = Facing::ALL
        .into_iter()
        .map(|f| {
            let words = say.text_with("facing-words", Args::new().str("dir", f.code()));
            json!({ "code": f.code(), "words": words, "arrow": arrow(f).to_string() })
        })
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
        "columns_note": say.text("columns-note"),
        "hexes": hexes,
        "edge": edge,
    })
}
