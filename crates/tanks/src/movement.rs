//! MOVEMENT: advancing, pushing chains of tanks, sliding on ice, sinking in water,
//! picking up Eagles and power-ups on the way — and, for a player composing a plan,
//! where its maneuvers would take the tank ([`PlanTrace`]).

use crate::board::{Cell, Dir, Terrain};
use crate::cards::*;
use crate::event::{BotRef, Cause, Event, How, Mover};
use crate::options::PowerUpUse;
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepResult {
    Moved,
    Blocked,
    Lost,
}

impl Tanks {
    pub(crate) fn unit_cell(&self, u: Unit) -> Option<Cell> {
        match u {
            Unit::Player(s) => self.players[s as usize].tank.map(|t| t.cell),
            Unit::Bot(id) => self.bots.iter().find(|b| b.id == id).map(|b| b.cell),
        }
    }

    fn set_unit_cell(&mut self, u: Unit, c: Cell) {
        match u {
            Unit::Player(s) => {
                if let Some(t) = &mut self.players[s as usize].tank {
                    t.cell = c;
                }
            }
            Unit::Bot(id) => {
                if let Some(b) = self.bots.iter_mut().find(|b| b.id == id) {
                    b.cell = c;
                }
            }
        }
    }

    /// How a unit is named in events: bots by place, and by token only once known.
    pub(crate) fn mover(&self, u: Unit) -> Mover {
        match u {
            Unit::Player(s) => Mover::Player(s),
            Unit::Bot(id) => {
                let b = self.bots.iter().find(|b| b.id == id).expect("bot on board");
                Mover::Bot(BotRef {
                    cell: b.cell,
                    id: b.known.then_some(id),
                })
            }
        }
    }

    /// Turn cards: "all Turn Cards are resolved on the same space your tank is stationed in".
    pub(crate) fn turn_player(&mut self, seat: Seat, to: Dir, ev: &mut Vec<Event>) {
        if let Some(t) = &mut self.players[seat as usize].tank {
            t.facing = to;
            ev.push(Event::Turned {
                mover: Mover::Player(seat),
                to,
            });
        }
    }

    /// Resolves one card of a player's maneuver.
    pub(crate) fn play_card(&mut self, seat: Seat, card: Card, ev: &mut Vec<Event>) {
        let Some(t) = self.players[seat as usize].tank else {
            return;
        };
        match card {
            Card::TurnLeft => self.turn_player(seat, t.facing.left(), ev),
            Card::TurnRight => self.turn_player(seat, t.facing.right(), ev),
            Card::Turnaround => self.turn_player(seat, t.facing.back(), ev),
            _ => self.run_motion(
                Motion::new(Unit::Player(seat), t.facing, Some(seat), card.advance()),
                ev,
            ),
        }
    }

    /// Drives `m.unit` its remaining spaces, then lets everything it moved slide on ice.
    /// "When moving tank meets an obstacle ... tank will stop but still resolve all turns
    /// assigned on that maneuver": the turns are the caller's. With Shovels and Grenades
    /// used «сразу же» (RULINGS.md §30), the motion stops after any space on which one
    /// was taken and waits in `self.motion` for the choice; `advance` resumes it.
    pub(crate) fn run_motion(&mut self, mut m: Motion, ev: &mut Vec<Event>) {
        let at_once = self.options.rulings.powerup_use == PowerUpUse::AtOnce;
        while m.steps_left > 0 {
            m.steps_left -= 1;
            let from = self.unit_cell(m.unit);
            let r = self.step(m.unit, m.dir, m.credit, How::Drive, &mut m.moved, ev);
            if r != StepResult::Moved || self.is_over() {
                m.steps_left = 0;
            }
            // Stopped on ice by an obstacle, it stays: no second try as a slide.
            if let (StepResult::Blocked, Some(c)) = (r, from) {
                m.stuck.push((m.unit, c));
            }
            if at_once && !self.pending.is_empty() {
                self.motion = Some(Box::new(m));
                return;
            }
        }
        // "When tank finished their movement on the ice, it continues to slide until it
        // enters other type of terrain or meets an obstacle. This sliding may also push
        // other tanks." Front-most first, so a slider never waits on one still to slide.
        while !self.is_over() {
            let dir = m.dir;
            let next = m
                .moved
                .iter()
                .filter_map(|&u| self.unit_cell(u).map(|c| (u, c)))
                .filter(|&(u, c)| {
                    self.board.terrain(c) == Terrain::Ice && !m.stuck.contains(&(u, c))
                })
                .max_by_key(|&(_, c)| self.board.progress(c, dir));
            let Some((u, c)) = next else { break };
            if self.step(u, dir, m.credit, How::Slide, &mut m.moved, ev) == StepResult::Blocked {
                m.stuck.push((u, c));
            }
            if at_once && !self.pending.is_empty() {
                self.motion = Some(Box::new(m));
                return;
            }
        }
    }

    /// One space forward for `u`, pushing any tanks in the way: "it pushes that tank in
    /// that direction until movement is resolved or stopped by an obstacle". `credit` is
    /// the player whose maneuver this is: bots it sinks are theirs.
    pub(crate) fn step(
        &mut self,
        u: Unit,
        dir: Dir,
        credit: Option<Seat>,
        how: How,
        moved: &mut Moved,
        ev: &mut Vec<Event>,
    ) -> StepResult {
        let Some(from) = self.unit_cell(u) else {
            return StepResult::Lost;
        };
        let island = self.options.variants.island;
        let Some(next) = self.board.step(from, dir) else {
            if island {
                // «Остров»: "Tank can move or be pushed beyond edges of the board."
                self.lose_unit(u, from, Cause::OffEdge, credit, ev);
                return StepResult::Lost;
            }
            ev.push(Event::Stopped {
                mover: self.mover(u),
                at: from,
            });
            return StepResult::Blocked;
        };
        if self.is_solid(next) {
            ev.push(Event::Stopped {
                mover: self.mover(u),
                at: from,
            });
            return StepResult::Blocked;
        }
        // The chain of tanks in front, and where its head would go.
        let mut chain: ArrayVec<Unit, MAX_UNITS> = ArrayVec::new();
        let mut c = next;
        let head_to = loop {
            match self.unit_at(c) {
                Some(v) => {
                    chain.push(v);
                    match self.board.step(c, dir) {
                        Some(nc) => c = nc,
                        None => break None,
                    }
                }
                None => break Some(c),
            }
        };
        if !chain.is_empty() {
            let blocked = match head_to {
                None => !island,
                Some(h) => self.is_solid(h),
            };
            if blocked {
                ev.push(Event::Stopped {
                    mover: self.mover(u),
                    at: from,
                });
                return StepResult::Blocked;
            }
            for &v in chain.iter().rev() {
                // «Игра завершается сразу»: nothing moves once it is over.
                if self.is_over() {
                    return StepResult::Blocked;
                }
                let vc = self.unit_cell(v).expect("chained units are on the board");
                match self.board.step(vc, dir) {
                    None => self.lose_unit(v, vc, Cause::OffEdge, credit, ev),
                    Some(to) => {
                        let m = self.mover(v);
                        self.set_unit_cell(v, to);
                        ev.push(Event::Moved {
                            mover: m,
                            from: vc,
                            to,
                            how: How::Push,
                        });
                        if self.enter(v, to, credit, ev) && !moved.contains(&v) {
                            let _ = moved.try_push(v);
                        }
                    }
                }
            }
        }
        if self.is_over() {
            return StepResult::Blocked;
        }
        let m = self.mover(u);
        self.set_unit_cell(u, next);
        ev.push(Event::Moved {
            mover: m,
            from,
            to: next,
            how,
        });
        if self.enter(u, next, credit, ev) {
            StepResult::Moved
        } else {
            StepResult::Lost
        }
    }

    /// What entering a space does. Returns false if the unit was lost.
    fn enter(&mut self, u: Unit, c: Cell, credit: Option<Seat>, ev: &mut Vec<Event>) -> bool {
        // "When tank enters water space, it is lost."
        if self.board.terrain(c) == Terrain::Water {
            self.lose_unit(u, c, Cause::Water, credit, ev);
            return false;
        }
        match u {
            Unit::Player(seat) => {
                // "Whenever player's tank stops or moving through the space with The
                // Eagle, player takes that Eagle Token."
                if self.eagle == Some(c) {
                    self.take_eagle(seat, c, ev);
                }
                if self.powerup_at(c).is_some() {
                    self.take_powerup(seat, c, ev);
                }
            }
            Unit::Bot(_) => {
                // "when the bot enters space with a Power-Up, it is immediately removed."
                if let Some(i) = self.powerup_at(c) {
                    let p = self.powerups.remove(i);
                    self.powerup_reserve.push(p.token);
                    ev.push(Event::PowerUpRemoved {
                        cell: c,
                        power: p.face,
                    });
                }
            }
        }
        true
    }

    /// A tank sunk, driven off the board, shot or blown up.
    pub(crate) fn lose_unit(
        &mut self,
        u: Unit,
        c: Cell,
        cause: Cause,
        credit: Option<Seat>,
        ev: &mut Vec<Event>,
    ) {
        let mover = self.mover(u);
        ev.push(Event::Destroyed {
            mover,
            cell: c,
            cause,
        });
        match u {
            Unit::Player(s) => {
                let p = &mut self.players[s as usize];
                p.tank = None;
                p.destroyed = true;
            }
            Unit::Bot(id) => {
                let i = self
                    .bots
                    .iter()
                    .position(|b| b.id == id)
                    .expect("bot on board");
                self.bots.remove(i);
                self.bot_token(id, credit.as_slice(), ev);
                if cause != Cause::Grenade {
                    self.place_powerup(id, ev);
                    // A grenade's kills are simultaneous: it checks the end itself.
                    self.check_end(ev);
                }
            }
        }
    }

    /// A destroyed bot's token: to the one player who destroyed it, else to the reserve.
    /// The caller checks for the end once everything simultaneous is scored.
    pub(crate) fn bot_token(&mut self, id: BotId, shooters: &[Seat], ev: &mut Vec<Event>) {
        if let [seat] = shooters {
            self.players[*seat as usize].bots += 1;
            ev.push(Event::BotScored {
                seat: *seat,
                bot: id,
            });
        } else {
            self.bot_reserve.push(id);
            self.seen_reserve.push(id);
            ev.push(Event::BotToReserve {
                bot: id,
                shooters: shooters.to_vec(),
            });
        }
    }
}

/// Where a tank's two maneuvers would take it on the board as it stands, as far as its
/// player can know: terrain, ice, water, walls and bricks are sure; a tank or bot in the
/// way (it may be pushed, or move first) makes the rest unsure. The browser draws it
/// while a plan is composed. In JSON:
/// `{"legs": [{"maneuver": 0, "from": 40, "to": 41, "sure": true}, …],
///   "stops": [{"cell": 41, "facing": "E", "sure": true, "lost": false, "why": null}, null]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlanTrace {
    /// Every space driven or slid into, in order.
    pub legs: Vec<PlanLeg>,
    /// Where each maneuver (1st, 2nd) leaves the tank; `None` for one after it was lost.
    pub stops: Vec<Option<PlanStop>>,
}

/// One space of the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlanLeg {
    /// 0 for the 1st maneuver, 1 for the 2nd.
    pub maneuver: u8,
    pub from: Cell,
    pub to: Cell,
    /// No tank or bot stood in the way so far.
    pub sure: bool,
}

/// Where a maneuver ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlanStop {
    pub cell: Cell,
    pub facing: Dir,
    pub sure: bool,
    /// The tank sank, or drove off the island: `cell` is where it was last.
    pub lost: bool,
    /// Why its last drive ended early, if it did.
    pub why: Option<Halt>,
}

/// What ended a drive early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Halt {
    /// Concrete, a brick, or the board's edge.
    Wall,
    /// "When tank enters water space, it is lost."
    Water,
    /// Off the edge of the Island.
    Off,
}

/// A trace being drawn: where the tank is, and what is known so far.
struct Tracer<'a> {
    g: &'a Tanks,
    me: Seat,
    cell: Cell,
    facing: Dir,
    sure: bool,
    lost: bool,
    why: Option<Halt>,
    legs: Vec<PlanLeg>,
}

impl Tracer<'_> {
    /// Drives up to `spaces` spaces ahead; stops at an obstacle, in water, or off the
    /// Island's edge. Tanks and bots are not pushed here: one in the way only makes the
    /// rest unsure.
    fn drive(&mut self, maneuver: u8, spaces: u8) {
        for _ in 0..spaces {
            if self.lost {
                return;
            }
            let Some(next) = self.g.board.step(self.cell, self.facing) else {
                if self.g.options.variants.island {
                    self.lost = true;
                    self.why = Some(Halt::Off);
                } else {
                    self.why = Some(Halt::Wall);
                }
                return;
            };
            if self.g.is_solid(next) {
                self.why = Some(Halt::Wall);
                return;
            }
            if self
                .g
                .unit_at(next)
                .is_some_and(|u| u != Unit::Player(self.me))
            {
                self.sure = false;
            }
            self.legs.push(PlanLeg {
                maneuver,
                from: self.cell,
                to: next,
                sure: self.sure,
            });
            self.cell = next;
            if self.g.board.terrain(next) == Terrain::Water {
                self.lost = true;
                self.why = Some(Halt::Water);
                return;
            }
        }
    }
}

impl Tanks {
    /// The trace of `seat`'s maneuvers as laid now (committed or not), from its tank
    /// where it stands; `None` without a tank or a card laid.
    pub(crate) fn plan_trace(&self, seat: Seat) -> Option<PlanTrace> {
        let p = self.players.get(seat as usize)?;
        let tank = p.tank?;
        if p.maneuvers.iter().all(|m| m.is_empty()) {
            return None;
        }
        let mut t = Tracer {
            g: self,
            me: seat,
            cell: tank.cell,
            facing: tank.facing,
            sure: true,
            lost: false,
            why: None,
            legs: Vec::new(),
        };
        let mut stops = Vec::with_capacity(2);
        for (m, cards) in p.maneuvers.iter().enumerate() {
            t.why = None;
            if t.lost {
                stops.push(None);
                continue;
            }
            for &c in cards.iter() {
                match c {
                    Card::TurnLeft => t.facing = t.facing.left(),
                    Card::TurnRight => t.facing = t.facing.right(),
                    Card::Turnaround => t.facing = t.facing.back(),
                    _ => {
                        t.drive(m as u8, c.advance());
                        // "When tank finished their movement on the ice, it continues to
                        // slide until it enters other type of terrain or meets an obstacle."
                        while !t.lost && self.board.terrain(t.cell) == Terrain::Ice {
                            let before = t.cell;
                            t.drive(m as u8, 1);
                            if t.cell == before {
                                break;
                            }
                        }
                    }
                }
            }
            stops.push(Some(PlanStop {
                cell: t.cell,
                facing: t.facing,
                sure: t.sure,
                lost: t.lost,
                why: t.why,
            }));
        }
        Some(PlanTrace {
            legs: t.legs,
            stops,
        })
    }
}
