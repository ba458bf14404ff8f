//! «You can spend up to 6 movement points for your active tank on your turn. Tanks spend 2
//! points when moving to an orthogonally adjacent empty space and 3 points when moving to
//! a diagonally adjacent empty space. When moving diagonally, the two spaces orthogonally
//! shared by the starting and ending spaces must be also empty.» And Collision: «Tanks can
//! ram other tanks.»

use crate::action::Action;
use crate::arena::{Cell, UnitId};
use crate::event::{Cause, Event};
use crate::state::{Skirmish, Stage};
use serde::{Deserialize, Serialize};

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

/// How a space was reached: the points spent, the first step taken, the space before.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reached {
    pub spent: u8,
    pub first: Option<Cell>,
    pub parent: Cell,
}

/// A space the active tank can reach this turn (an empty one: a ram is a step of its
/// own), and the way there. In an observation's `reach`, as JSON:
/// `{"to": 17, "cost": 5, "actions": [{"Move": {"to": 10}}, {"Move": {"to": 17}}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reach {
    pub to: Cell,
    /// Movement points the way costs.
    pub cost: u8,
    /// The steps there, in order, each an action the engine accepts after the ones
    /// before it: sent together, they take the tank to `to`.
    pub actions: Vec<Action>,
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
    pub(crate) fn step_rule(&self, from: Cell, to: Cell) -> Result<(u8, StepKind), Refusal> {
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

    /// The movement points the active tank may still spend this turn.
    pub fn budget(&self) -> u8 {
        if self.may_move() {
            self.movement_left()
        } else {
            0
        }
    }

    /// Every space a tank on `from` reaches with `budget` movement points, the cheapest
    /// way, stepping as the engine lets it (floor with nothing on it; diagonals past
    /// empty corners). The tank's own space counts as taken all the way, so a way that
    /// would cut the corner it left is not found: every way found is one `step_rule`
    /// accepts step after step.
    pub(crate) fn steps_from(&self, from: Cell, budget: u8) -> Vec<Option<Reached>> {
        let mut best: Vec<Option<Reached>> = vec![None; self.arena.cells()];
        best[from as usize] = Some(Reached {
            spent: 0,
            first: None,
            parent: from,
        });
        let mut frontier = vec![from];
        while let Some(c) = frontier.pop() {
            let Reached { spent, first, .. } = best[c as usize].expect("reached");
            let (x0, y0) = self.arena.xy(c);
            for n in self.around(c) {
                if !self.empty(n) {
                    continue;
                }
                let (x1, y1) = self.arena.xy(n);
                let diagonal = x1 != x0 && y1 != y0;
                if diagonal
                    && [self.arena.cell(x1, y0), self.arena.cell(x0, y1)]
                        .into_iter()
                        .flatten()
                        .any(|s| !self.empty(s))
                {
                    continue;
                }
                let cost = spent + if diagonal { 3 } else { 2 };
                if cost > budget {
                    continue;
                }
                if best[n as usize].is_none_or(|r| cost < r.spent) {
                    best[n as usize] = Some(Reached {
                        spent: cost,
                        first: first.or(Some(n)),
                        parent: c,
                    });
                    frontier.push(n);
                }
            }
        }
        best
    }

    /// The spaces the active tank can reach this turn, each with the cheapest steps
    /// there, in the order of the spaces (front ends offer a space several steps away as
    /// one choice). None once the game is not in play.
    pub fn reach(&self) -> Vec<Reach> {
        let Some(from) = self.playing_unit_space() else {
            return Vec::new();
        };
        let best = self.steps_from(from, self.budget());
        (0..best.len() as Cell)
            .filter(|&c| c != from)
            .filter_map(|to| {
                let cost = best[to as usize]?.spent;
                let actions = way(&best, from, to)
                    .into_iter()
                    .map(|to| Action::Move { to })
                    .collect();
                Some(Reach { to, cost, actions })
            })
            .collect()
    }

    /// The cheapest steps that take the active tank to `to` this turn, or `None` if it
    /// cannot get there.
    pub fn path(&self, to: Cell) -> Option<Vec<Cell>> {
        let from = self.playing_unit_space()?;
        let best = self.steps_from(from, self.budget());
        best.get(to as usize).copied().flatten()?;
        let steps = way(&best, from, to);
        (!steps.is_empty()).then_some(steps)
    }

    /// The active tank's space, while the game is in play.
    fn playing_unit_space(&self) -> Option<Cell> {
        (self.stage == Stage::Playing)
            .then(|| self.unit(self.active_unit()).at)
            .flatten()
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

/// The spaces stepped on from `from` to `to` (reached), `to` last.
fn way(best: &[Option<Reached>], from: Cell, to: Cell) -> Vec<Cell> {
    let mut steps = Vec::new();
    let mut at = to;
    while at != from {
        steps.push(at);
        at = best[at as usize].expect("reached").parent;
    }
    steps.reverse();
    steps
}
