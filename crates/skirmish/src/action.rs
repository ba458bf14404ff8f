//! A player's decisions, their notation and their ids. «All actions are optional»: the
//! active tank may move (step by step), fire once, move again, and end its turn whenever
//! its player likes; or spend the whole turn repairing beside an Energy Pool.

use crate::arena::{Arena, Cell};
use coinop_core::ActionError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Setup in turn: the next tank onto this space.
    Place { at: Cell },
    /// One step to a neighbouring space; into a tank's space, a ram (Collision).
    Move { to: Cell },
    /// Fire at a space: an enemy tank's, or (Target Anything) any space of the Zone.
    /// `aimed`: the tank has not moved and takes −2 (RULINGS.md §3); `from_token`:
    /// measured from its targeting token, +2 dice (Triangulation).
    Fire {
        target: Cell,
        from_token: bool,
        aimed: bool,
    },
    /// The whole turn beside an Energy Pool: up to 2 points back.
    Repair,
    /// The turn is over.
    End,
}

/// The number of ids: Place, Move, four Fires per space, then Repair and End.
pub fn num_ids(cells: u32) -> u32 {
    6 * cells + 2
}

pub fn to_id(a: &Action, cells: u32) -> u32 {
    match *a {
        Action::Place { at } => at as u32,
        Action::Move { to } => cells + to as u32,
        Action::Fire {
            target,
            from_token,
            aimed,
        } => 2 * cells + 4 * target as u32 + 2 * from_token as u32 + aimed as u32,
        Action::Repair => 6 * cells,
        Action::End => 6 * cells + 1,
    }
}

pub fn from_id(id: u32, cells: u32) -> Result<Action, ActionError> {
    let cell = |v: u32| v as Cell;
    Ok(match id {
        i if i < cells => Action::Place { at: cell(i) },
        i if i < 2 * cells => Action::Move {
            to: cell(i - cells),
        },
        i if i < 6 * cells => {
            let k = i - 2 * cells;
            Action::Fire {
                target: cell(k / 4),
                from_token: k % 4 >= 2,
                aimed: k % 2 == 1,
            }
        }
        i if i == 6 * cells => Action::Repair,
        i if i == 6 * cells + 1 => Action::End,
        id => {
            return Err(ActionError::UnknownId {
                id,
                max: num_ids(cells),
            });
        }
    })
}

/// The notation: `place c5`, `move c4` (`ram c4` when a tank stands there: `taken` says
/// where one does), `fire e2`, `fire e2 aim`, `fire e2 token`, `fire e2 token aim`,
/// `repair`, `end`.
pub fn text(a: &Action, arena: &Arena, taken: impl Fn(Cell) -> bool) -> String {
    match *a {
        Action::Place { at } => format!("place {}", arena.name(at)),
        Action::Move { to } => {
            let ram = taken(to);
            format!("{} {}", if ram { "ram" } else { "move" }, arena.name(to))
        }
        Action::Fire {
            target,
            from_token,
            aimed,
        } => format!(
            "fire {}{}{}",
            arena.name(target),
            if from_token { " token" } else { "" },
            if aimed { " aim" } else { "" }
        ),
        Action::Repair => "repair".into(),
        Action::End => "end".into(),
    }
}

pub fn parse(text: &str, arena: &Arena) -> Result<Action, ActionError> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let bad = |why: &str| {
        ActionError::Malformed(format!(
            "{text:?}: {why} (actions: place c5, move c4, ram c4, fire e2 [token] [aim], repair, end)"
        ))
    };
    let cell = |w: Option<&String>| -> Result<Cell, ActionError> {
        let w = w.ok_or_else(|| bad("name a space"))?;
        arena.parse_cell(w).ok_or_else(|| {
            bad(&format!(
                "{w:?} is not a space of this {}×{} arena",
                arena.width, arena.height
            ))
        })
    };
    match words.first().map(String::as_str) {
        Some("place") if words.len() == 2 => Ok(Action::Place {
            at: cell(words.get(1))?,
        }),
        Some("move" | "ram") if words.len() == 2 => Ok(Action::Move {
            to: cell(words.get(1))?,
        }),
        Some("fire") if (2..=4).contains(&words.len()) => {
            let target = cell(words.get(1))?;
            let mut from_token = false;
            let mut aimed = false;
            for w in &words[2..] {
                match w.as_str() {
                    "token" if !from_token => from_token = true,
                    "aim" if !aimed => aimed = true,
                    _ => {
                        return Err(bad(&format!(
                            "{w:?}: after the space, only \"token\" and \"aim\""
                        )));
                    }
                }
            }
            Ok(Action::Fire {
                target,
                from_token,
                aimed,
            })
        }
        Some("repair") if words.len() == 1 => Ok(Action::Repair),
        Some("end") if words.len() == 1 => Ok(Action::End),
        Some(_) => Err(bad("not an action")),
        None => Err(bad("empty")),
    }
}
