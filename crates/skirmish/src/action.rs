//! A player's decisions, their notation and their ids. «All actions are optional»: the
//! active tank may move (step by step), fire once, move again, and end its turn whenever
//! its player likes; or spend the whole turn repairing beside an Energy Pool.

use crate::arena::{Arena, Cell, Ground};
use crate::options::AimedShot;
use crate::state::{Skirmish, Stage};
use coinop_core::{ActionError, Seat};
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

/// The notation: `place c5`, `move c4` (`ram c4` when a tank stands there), `fire e2`,
/// `fire e2 aim`, `fire e2 token`, `fire e2 token aim`, `repair`, `end`.
pub fn text(a: &Action, arena: &Arena, game: Option<&Skirmish>) -> String {
    match *a {
        Action::Place { at } => format!("place {}", arena.name(at)),
        Action::Move { to } => {
            let ram = game.is_some_and(|g| g.unit_at(to).is_some());
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

impl Skirmish {
    /// Appends the legal actions of `seat`.
    pub(crate) fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.stage {
            Stage::Over => {}
            Stage::Placing { next } => {
                if self.placer(next) == seat {
                    for c in 0..self.arena.cells() as Cell {
                        if self.empty(c) && self.own_half(seat, c) {
                            out.push(Action::Place { at: c });
                        }
                    }
                }
            }
            Stage::Playing => {
                if seat != self.current {
                    return;
                }
                let id = self.active_unit();
                let Some(at) = self.unit(id).at else { return };
                for n in self.around(at) {
                    if self.step_rule(at, n).is_ok() {
                        out.push(Action::Move { to: n });
                    }
                }
                if !self.turn.fired {
                    self.fire_options(out);
                }
                if self.repair_allowed() {
                    out.push(Action::Repair);
                }
                out.push(Action::End);
            }
        }
    }

    fn fire_options(&self, out: &mut Vec<Action>) {
        let id = self.active_unit();
        let u = self.unit(id);
        let moved = self.turn.spent > 0;
        let aims: &[bool] = match self.options.readings.aimed_shot {
            AimedShot::StaysPut if !moved => &[false, true],
            AimedShot::StaysPut => &[false],
            AimedShot::BeforeMoving => {
                if moved {
                    &[false]
                } else {
                    &[true]
                }
            }
        };
        let tokens: &[bool] = if self.options.rules.triangulation && u.token.is_some() {
            &[false, true]
        } else {
            &[false]
        };
        let rules = self.options.rules;
        let push = |target: Cell, out: &mut Vec<Action>| {
            for &from_token in tokens {
                for &aimed in aims {
                    out.push(Action::Fire {
                        target,
                        from_token,
                        aimed,
                    });
                }
            }
        };
        if rules.target_anything {
            for c in 0..self.arena.cells() as Cell {
                if Some(c) != u.at
                    && matches!(self.ground[c as usize], Ground::Floor | Ground::Wall)
                {
                    push(c, out);
                }
            }
        } else {
            for other in &self.units[1 - id.seat as usize] {
                if let Some(c) = other.at.filter(|_| other.alive()) {
                    push(c, out);
                }
            }
        }
    }

    pub(crate) fn repair_allowed(&self) -> bool {
        let id = self.active_unit();
        self.options.rules.repair
            && self.untouched()
            && self.unit(id).at.is_some_and(|c| self.beside_pool(c))
    }

    /// Why an action is not legal now, if it is not.
    pub(crate) fn check_legal(&self, seat: Seat, a: &Action) -> Result<(), ActionError> {
        let illegal = |why: String| Err(ActionError::Illegal(why));
        match (self.stage, *a) {
            (Stage::Placing { .. }, Action::Place { at }) => {
                if (at as usize) >= self.arena.cells() {
                    return illegal("no such space".into());
                }
                if !self.empty(at) {
                    return illegal(format!(
                        "{} is not an empty floor space",
                        self.arena.name(at)
                    ));
                }
                if !self.own_half(seat, at) {
                    return illegal(format!(
                        "{} is not in your half of the Zone",
                        self.arena.name(at)
                    ));
                }
                Ok(())
            }
            (Stage::Placing { .. }, _) => illegal("the tanks are still being placed".into()),
            (_, Action::Place { .. }) => illegal("every tank is already placed".into()),
            (_, Action::Move { to }) => {
                if (to as usize) >= self.arena.cells() {
                    return illegal("no such space".into());
                }
                let at = self
                    .unit(self.active_unit())
                    .at
                    .expect("an active tank stands somewhere");
                self.step_check(at, to)
                    .map(|_| ())
                    .map_err(ActionError::Illegal)
            }
            (
                _,
                Action::Fire {
                    target,
                    from_token,
                    aimed,
                },
            ) => {
                if (target as usize) >= self.arena.cells() {
                    return illegal("no such space".into());
                }
                self.fire_check(target, from_token, aimed)
                    .map_err(ActionError::Illegal)
            }
            (_, Action::Repair) => {
                if !self.options.rules.repair {
                    return illegal("repairing needs the Repair rule".into());
                }
                if !self.untouched() {
                    return illegal("a tank repairs only by doing nothing else all turn".into());
                }
                if !self.repair_allowed() {
                    return illegal("a tank repairs only beside an Energy Pool".into());
                }
                Ok(())
            }
            (_, Action::End) => Ok(()),
        }
    }
}
