//! Decisions a seat can take, their stable integer ids, and their text notation.
//!
//! Planning is split into small steps (exchange, put one card on a maneuver, commit) so
//! the id space stays small and fixed: `8 × cells + 122` ids.

use crate::board::{Board, Cell, Dir};
use crate::cards::{Card, DECK_SIZE};
use coinop_core::ActionError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place (or respawn) your tank on a starting space with a facing.
    PlaceTank { cell: Cell, facing: Dir },
    /// "discard any number of the same cards from their hand to draw the same amount".
    Exchange { card: Card, count: u8 },
    /// Put a card from your hand on top of maneuver 0 (1st) or 1 (2nd).
    Place { maneuver: u8, card: Card },
    /// Flip your tank to its disengaged side instead of planning.
    Disengage,
    /// Your two maneuvers are ready.
    Commit,
    /// First player: the bot on this space moves next.
    MoveBot { cell: Cell },
    /// Shovel: remove the whole or damaged brick on this space.
    ShovelRemove { cell: Cell },
    /// Shovel: put a whole brick on this empty space.
    ShovelAdd { cell: Cell },
    /// Grenade: explode the 3×3 square centred here.
    Grenade { cell: Cell },
}

const EXCHANGE: u32 = 6 * DECK_SIZE as u32;

/// Size of the id space for a board of `cells` spaces.
pub fn num_ids(cells: u32) -> u32 {
    8 * cells + EXCHANGE + 12 + 2
}

pub fn to_id(a: &Action, cells: u32) -> u32 {
    let n = cells;
    match *a {
        Action::PlaceTank { cell, facing } => cell as u32 * 4 + facing.index() as u32,
        Action::Exchange { card, count } => {
            4 * n + card.index() as u32 * DECK_SIZE as u32 + (count as u32).saturating_sub(1)
        }
        Action::Place { maneuver, card } => {
            4 * n + EXCHANGE + maneuver as u32 * 6 + card.index() as u32
        }
        Action::Disengage => 4 * n + EXCHANGE + 12,
        Action::Commit => 4 * n + EXCHANGE + 13,
        Action::MoveBot { cell } => 4 * n + EXCHANGE + 14 + cell as u32,
        Action::ShovelRemove { cell } => 5 * n + EXCHANGE + 14 + cell as u32,
        Action::ShovelAdd { cell } => 6 * n + EXCHANGE + 14 + cell as u32,
        Action::Grenade { cell } => 7 * n + EXCHANGE + 14 + cell as u32,
    }
}

pub fn from_id(id: u32, cells: u32) -> Result<Action, ActionError> {
    let n = cells;
    let max = num_ids(n);
    if id >= max {
        return Err(ActionError::UnknownId { id, max });
    }
    let cell = |i: u32| i as Cell;
    Ok(if id < 4 * n {
        Action::PlaceTank {
            cell: cell(id / 4),
            facing: Dir::from_index((id % 4) as u8),
        }
    } else if id < 4 * n + EXCHANGE {
        let i = id - 4 * n;
        Action::Exchange {
            card: Card::ALL[(i / DECK_SIZE as u32) as usize],
            count: (i % DECK_SIZE as u32) as u8 + 1,
        }
    } else {
        let i = id - 4 * n - EXCHANGE;
        match i {
            0..12 => Action::Place {
                maneuver: (i / 6) as u8,
                card: Card::ALL[(i % 6) as usize],
            },
            12 => Action::Disengage,
            13 => Action::Commit,
            _ => {
                let j = i - 14;
                match j / n {
                    0 => Action::MoveBot { cell: cell(j % n) },
                    1 => Action::ShovelRemove { cell: cell(j % n) },
                    2 => Action::ShovelAdd { cell: cell(j % n) },
                    _ => Action::Grenade { cell: cell(j % n) },
                }
            }
        }
    })
}

/// "tank c5 N", "exchange L 2", "m1 A2", "disengage", "commit", "bot c5",
/// "shovel remove c5", "shovel add c5", "grenade c5". Maneuvers are numbered 1 and 2.
pub fn text(a: &Action, board: &Board) -> String {
    match *a {
        Action::PlaceTank { cell, facing } => format!("tank {} {}", board.name(cell), facing),
        Action::Exchange { card, count } => format!("exchange {} {count}", card.code()),
        Action::Place { maneuver, card } => format!("m{} {}", u32::from(maneuver) + 1, card.code()),
        Action::Disengage => "disengage".into(),
        Action::Commit => "commit".into(),
        Action::MoveBot { cell } => format!("bot {}", board.name(cell)),
        Action::ShovelRemove { cell } => format!("shovel remove {}", board.name(cell)),
        Action::ShovelAdd { cell } => format!("shovel add {}", board.name(cell)),
        Action::Grenade { cell } => format!("grenade {}", board.name(cell)),
    }
}

pub fn parse(s: &str, board: &Board) -> Result<Action, ActionError> {
    let words: Vec<&str> = s.split_whitespace().collect();
    let bad = |why: &str| ActionError::Malformed(format!("{s:?}: {why}"));
    let cell = |w: Option<&&str>| {
        let w = w.ok_or_else(|| bad("a space is missing, like c5"))?;
        board
            .parse_cell(w)
            .ok_or_else(|| bad(&format!("{w:?} is not a space of this board")))
    };
    let card = |w: Option<&&str>| {
        let w = w.ok_or_else(|| bad("a card is missing: A1 A2 A3 L R U"))?;
        Card::parse(w).ok_or_else(|| bad(&format!("{w:?} is not a card: A1 A2 A3 L R U")))
    };
    let first = words
        .first()
        .map(|w| w.to_ascii_lowercase())
        .unwrap_or_default();
    // How many words each action takes; more is a mistake, not something to ignore.
    let takes = match first.as_str() {
        "tank" | "place" | "exchange" | "x" | "shovel" => 3,
        "m1" | "m2" | "bot" | "grenade" => 2,
        // "m3 A1", "m0 L": a maneuver that is not there, said as such.
        m if m.len() > 1 && m.starts_with('m') && m[1..].bytes().all(|b| b.is_ascii_digit()) => {
            return Err(bad(&format!(
                "{:?}: there are only maneuvers m1 and m2",
                words[0]
            )));
        }
        _ => 1,
    };
    if words.len() > takes {
        return Err(bad(&format!(
            "{:?} is one word too many: one action at a time",
            words[takes]
        )));
    }
    match first.as_str() {
        "tank" | "place" => {
            let c = cell(words.get(1))?;
            let f = words
                .get(2)
                .and_then(|w| Dir::parse(w))
                .ok_or_else(|| bad("facing N E S W"))?;
            Ok(Action::PlaceTank { cell: c, facing: f })
        }
        "exchange" | "x" => {
            let k = card(words.get(1))?;
            let n: u8 = words
                .get(2)
                .and_then(|w| w.parse().ok())
                .filter(|n| (1..=DECK_SIZE as u8).contains(n))
                .ok_or_else(|| bad("how many cards, 1 to 18"))?;
            Ok(Action::Exchange { card: k, count: n })
        }
        "m1" | "m2" => Ok(Action::Place {
            maneuver: if first == "m1" { 0 } else { 1 },
            card: card(words.get(1))?,
        }),
        "disengage" => Ok(Action::Disengage),
        "commit" | "go" => Ok(Action::Commit),
        "bot" => Ok(Action::MoveBot {
            cell: cell(words.get(1))?,
        }),
        "grenade" => Ok(Action::Grenade {
            cell: cell(words.get(1))?,
        }),
        "shovel" => match words.get(1).map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("remove") => Ok(Action::ShovelRemove {
                cell: cell(words.get(2))?,
            }),
            Some("add") => Ok(Action::ShovelAdd {
                cell: cell(words.get(2))?,
            }),
            _ => Err(bad("shovel remove CELL or shovel add CELL")),
        },
        _ => Err(bad(
            "expected tank, exchange, m1, m2, disengage, commit, bot, shovel or grenade",
        )),
    }
}
