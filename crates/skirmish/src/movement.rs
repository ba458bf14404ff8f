//! «You can spend up to 6 movement points for your active tank on your turn. Tanks spend 2
//! points when moving to an orthogonally adjacent empty space and 3 points when moving to
//! a diagonally adjacent empty space. When moving diagonally, the two spaces orthogonally
//! shared by the starting and ending spaces must be also empty.» And Collision: «Tanks can
//! ram other tanks.»

use crate::arena::{Cell, UnitId};
use crate::event::{Cause, Event};
use crate::state::Skirmish;

/// Why a step is refused: data, worded in `words.rs` (legal moves are listed by the
/// million in simulations, and most neighbours are refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The tank stands there already.
    Here,
    /// Not a neighbouring space.
    NotNext,
    /// The tank rammed (its movement is over) or fired aimed (it stays put).
    MayNotMove { rammed: bool },
    /// The step costs more movement points than are left.
    Cost { cost: u8, left: u8 },
    /// A space beside a diagonal step is not empty.
    Corner(Cell),
    /// A tank stands there: a wreck, or a tank while Collision is not in play.
    Taken { by: UnitId, wreck: bool },
    /// Not floor (a wall, a Pool, a gap).
    NotFloor,
}

/// What a step to a neighbouring space would be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Move,
    /// Into a tank's space: the rammer stops short (Collision).
    Ram,
}

impl Skirmish {
    /// The cost of a step from `from` to the neighbouring `to`, and what it would be, if
    /// the active tank may take it now; otherwise why not.
    pub fn step_rule(&self, from: Cell, to: Cell) -> Result<(u8, StepKind), Refusal> {
        let (x0, y0) = self.arena.xy(from);
        let (x1, y1) = self.arena.xy(to);
        let (dx, dy) = (x1 - x0, y1 - y0);
        if (dx, dy) == (0, 0) {
            return Err(Refusal::Here);
        }
        if dx.abs() > 1 || dy.abs() > 1 {
            return Err(Refusal::NotNext);
        }
        if !self.may_move() {
            return Err(Refusal::MayNotMove {
                rammed: self.turn.rammed,
            });
        }
        let diagonal = dx != 0 && dy != 0;
        let cost = if diagonal { 3 } else { 2 };
        if cost > self.movement_left() {
            return Err(Refusal::Cost {
                cost,
                left: self.movement_left(),
            });
        }
        if diagonal {
            for side in [self.arena.cell(x1, y0), self.arena.cell(x0, y1)]
                .into_iter()
                .flatten()
            {
                if !self.empty(side) {
                    return Err(Refusal::Corner(side));
                }
            }
        }
        if self.empty(to) {
            return Ok((cost, StepKind::Move));
        }
        if let Some(other) = self.unit_at(to) {
            let alive = self.unit(other).alive();
            if self.options.rules.collision && alive {
                return Ok((cost, StepKind::Ram));
            }
            return Err(Refusal::Taken {
                by: other,
                wreck: !alive,
            });
        }
        Err(Refusal::NotFloor)
    }

    /// Takes a checked step (or rams).
    pub(crate) fn step(&mut self, to: Cell, events: &mut Vec<Event>) {
        let id = self.active_unit();
        let Some(from) = self.unit(id).at else { return };
        let Ok((cost, kind)) = self.step_rule(from, to) else {
            return;
        };
        self.turn.spent += cost;
        match kind {
            StepKind::Move => {
                self.unit_mut(id).at = Some(to);
                events.push(Event::Moved {
                    unit: id,
                    from,
                    to,
                    cost,
                    left: self.movement_left(),
                });
            }
            StepKind::Ram => {
                // «Both units receive 1 point of damage for every full 2 movement points
                // the ramming tank spent to reach the target space. The target unit is not
                // moved by the impact.»
                let target = self.unit_at(to).expect("a ram has a target");
                let damage = self.turn.spent / 2;
                self.turn.rammed = true;
                events.push(Event::Rammed {
                    unit: id,
                    target,
                    at: to,
                    spent: self.turn.spent,
                    damage,
                });
                self.damage(target, damage, Cause::Collision, events);
                self.damage(id, damage, Cause::Collision, events);
                self.check_end(events);
            }
        }
    }
}
