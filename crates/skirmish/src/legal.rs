//! Which actions are legal now, and why one is not: «All actions are optional» — the
//! active tank may step, fire once, repair beside a Pool, or end its turn; during setup
//! in turn, a player places its next tank in its own half. The rules of a step and a
//! shot are `movement.rs`'s and `fire.rs`'s; this lists and checks them.

use crate::action::Action;
use crate::arena::{Cell, Ground};
use crate::fire::NoShot;
use crate::movement::Refusal;
use crate::options::AimedShot;
use crate::state::{Skirmish, Stage};
use coinop_core::Seat;

/// Why an action is refused: data, worded in `words.rs` for the seat that tried it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A space beyond the grid.
    NoSuchSpace,
    /// Placing on a space that is not empty floor.
    PlaceNotEmpty(Cell),
    /// Placing outside the player's own half.
    PlaceNotInHalf(Cell),
    /// Anything but placing while the tanks are placed.
    StillPlacing,
    /// Placing once every tank stands.
    AllPlaced,
    Step {
        from: Cell,
        to: Cell,
        why: Refusal,
    },
    Fire {
        target: Cell,
        why: NoShot,
    },
    RepairNotInPlay,
    /// Repairing after moving or firing: «doing nothing else».
    RepairAfterActing,
    RepairAwayFromPool,
}

impl Skirmish {
    /// Appends the legal actions of `seat`.
    pub(crate) fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.stage {
            Stage::Over => {}
            Stage::Placing { next } => {
                if self.placer(next) == seat {
                    for c in 0..self.arena.cells() as Cell {
                        if self.empty(c) && self.arena.in_half(seat, c) {
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
    pub(crate) fn check_legal(&self, seat: Seat, a: &Action) -> Result<(), Illegal> {
        let on_grid = |c: Cell| (c as usize) < self.arena.cells();
        match (self.stage, *a) {
            (Stage::Placing { .. }, Action::Place { at }) => {
                if !on_grid(at) {
                    Err(Illegal::NoSuchSpace)
                } else if !self.empty(at) {
                    Err(Illegal::PlaceNotEmpty(at))
                } else if !self.arena.in_half(seat, at) {
                    Err(Illegal::PlaceNotInHalf(at))
                } else {
                    Ok(())
                }
            }
            (Stage::Placing { .. }, _) => Err(Illegal::StillPlacing),
            (_, Action::Place { .. }) => Err(Illegal::AllPlaced),
            (_, Action::Move { to }) => {
                if !on_grid(to) {
                    return Err(Illegal::NoSuchSpace);
                }
                let from = self
                    .unit(self.active_unit())
                    .at
                    .expect("an active tank stands somewhere");
                self.step_rule(from, to)
                    .map(|_| ())
                    .map_err(|why| Illegal::Step { from, to, why })
            }
            (
                _,
                Action::Fire {
                    target,
                    from_token,
                    aimed,
                },
            ) => {
                if !on_grid(target) {
                    return Err(Illegal::NoSuchSpace);
                }
                self.fire_rule(target, from_token, aimed)
                    .map_err(|why| Illegal::Fire { target, why })
            }
            (_, Action::Repair) => {
                if !self.options.rules.repair {
                    Err(Illegal::RepairNotInPlay)
                } else if !self.untouched() {
                    Err(Illegal::RepairAfterActing)
                } else if !self.repair_allowed() {
                    Err(Illegal::RepairAwayFromPool)
                } else {
                    Ok(())
                }
            }
            (_, Action::End) => Ok(()),
        }
    }
}
