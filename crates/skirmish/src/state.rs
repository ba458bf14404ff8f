//! The whole state of a game of ARCADE, its setup, and the flow of turns: «Players
//! alternate turns during the game doing any of the following with their active tank»;
//! «Tank order is 1,2,3,1,2,3...»; «destroyed units actually take a turn doing nothing».

use crate::action::Action;
use crate::arena::{Arena, Cell, Ground, Point, UnitId};
use crate::event::{End, Event};
use crate::options::{AimedShot, Placement, SkirmishOptions};
use coinop_core::{Chance, Seat, SeatSet, SetupError, ToMove};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Movement points a tank may spend in a turn.
pub const MOVEMENT: u8 = 6;
/// Damage points a tank starts with.
pub const FULL: u8 = 6;

/// One tank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// Its space; none once removed (or before it is placed).
    pub at: Option<Cell>,
    /// Damage points left: 0 is destroyed.
    pub hp: u8,
    /// Its card turned 90°: its next turn is spent recovering.
    pub stunned: bool,
    /// Where its targeting token lies, after its first shot (Triangulation).
    pub token: Option<Point>,
    /// Turns in a row it has repaired beside an Energy Pool (the mission).
    pub repairs_in_a_row: u8,
}

impl Unit {
    pub fn alive(&self) -> bool {
        self.hp > 0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Tanks placed in turn: `next` counts placements made (first player's tank 1, the
    /// other's tank 1, …).
    Placing {
        next: u8,
    },
    Playing,
    Over,
}

/// What the active tank has done this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnState {
    /// Movement points spent.
    pub spent: u8,
    pub fired: bool,
    /// It fired aimed: it stays put for the rest of the turn.
    pub aimed: bool,
    /// It rammed: its movement is over.
    pub rammed: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Skirmish {
    pub(crate) options: SkirmishOptions,
    /// The arena as laid out at setup (shared: it never changes).
    pub arena: Arc<Arena>,
    /// The Zone as it is now: walls removed, floor destroyed.
    pub ground: Vec<Ground>,
    pub units: [[Unit; 3]; 2],
    pub stage: Stage,
    pub first_player: Seat,
    /// The seat whose turn it is.
    pub current: Seat,
    /// Each player's activation disc: the index of the tank it stands under.
    pub active: [u8; 2],
    pub turn: TurnState,
    /// Turns taken so far (each one unit's activation, including turns done nothing).
    pub turns: u16,
    pub walls_destroyed: [u8; 2],
    pub end: Option<End>,
    pub(crate) chance: Chance,
}

impl Skirmish {
    pub fn setup(options: &SkirmishOptions, seed: u64) -> Result<Skirmish, SetupError> {
        let arena = options.arena().map_err(SetupError)?;
        options.check(&arena).map_err(SetupError)?;
        let mut chance = Chance::from_seed(seed);
        let first_player = match options.first_player {
            Some(s) => s,
            None => {
                if chance.coin("first player", "Green", "Orange") {
                    0
                } else {
                    1
                }
            }
        };
        let fresh = Unit {
            at: None,
            hp: FULL,
            stunned: false,
            token: None,
            repairs_in_a_row: 0,
        };
        let mut units = [[fresh; 3]; 2];
        let stage = match options.placement {
            Placement::Arena => {
                for (seat, row) in units.iter_mut().enumerate() {
                    for (n, u) in row.iter_mut().enumerate() {
                        u.at = Some(arena.starts[seat][n]);
                    }
                }
                Stage::Playing
            }
            Placement::InTurn => Stage::Placing { next: 0 },
        };
        Ok(Skirmish {
            options: options.clone(),
            ground: arena.ground.clone(),
            arena: Arc::new(arena),
            units,
            stage,
            first_player,
            current: first_player,
            active: [0, 0],
            turn: TurnState::default(),
            turns: 0,
            walls_destroyed: [0, 0],
            end: None,
            chance,
        })
    }

    pub fn options(&self) -> &SkirmishOptions {
        &self.options
    }
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }
    pub fn to_move(&self) -> ToMove {
        match self.stage {
            Stage::Over => ToMove::Terminal,
            Stage::Placing { next } => ToMove::Seats(SeatSet::single(self.placer(next))),
            Stage::Playing => ToMove::Seats(SeatSet::single(self.current)),
        }
    }
    /// Who places the `next`-th tank: the first player, then the other, in turn.
    pub(crate) fn placer(&self, next: u8) -> Seat {
        if next.is_multiple_of(2) {
            self.first_player
        } else {
            1 - self.first_player
        }
    }
    /// The tank whose turn it is.
    pub fn active_unit(&self) -> UnitId {
        UnitId {
            seat: self.current,
            n: self.active[self.current as usize],
        }
    }
    pub fn unit(&self, id: UnitId) -> &Unit {
        &self.units[id.seat as usize][id.n as usize]
    }
    pub(crate) fn unit_mut(&mut self, id: UnitId) -> &mut Unit {
        &mut self.units[id.seat as usize][id.n as usize]
    }
    /// The unit on a space: alive, or a wreck left as an obstacle.
    pub fn unit_at(&self, c: Cell) -> Option<UnitId> {
        UnitId::all().find(|&id| self.unit(id).at == Some(c))
    }
    pub fn alive(&self, seat: Seat) -> usize {
        self.units[seat as usize]
            .iter()
            .filter(|u| u.alive())
            .count()
    }
    /// Whether a space is empty: floor with nothing on it.
    pub fn empty(&self, c: Cell) -> bool {
        self.ground[c as usize] == Ground::Floor && self.unit_at(c).is_none()
    }
    pub fn movement_left(&self) -> u8 {
        MOVEMENT - self.turn.spent
    }
    /// Whether the active tank may still move this turn.
    pub(crate) fn may_move(&self) -> bool {
        let stays_put = self.turn.aimed && self.options.readings.aimed_shot == AimedShot::StaysPut;
        !(self.turn.rammed || stays_put)
    }
    /// Nothing done yet this turn: a tank may still repair.
    pub(crate) fn untouched(&self) -> bool {
        self.turn == TurnState::default()
    }

    /// Places the next tank (setup in turn).
    pub(crate) fn place(&mut self, at: Cell, events: &mut Vec<Event>) {
        let Stage::Placing { next } = self.stage else {
            return;
        };
        let id = UnitId {
            seat: self.placer(next),
            n: next / 2,
        };
        self.unit_mut(id).at = Some(at);
        events.push(Event::Placed { unit: id, at });
        self.stage = if next + 1 >= 6 {
            Stage::Playing
        } else {
            Stage::Placing { next: next + 1 }
        };
        if self.stage == Stage::Playing {
            self.current = self.first_player;
            self.begin_turn(events);
        }
    }

    /// Ends the active tank's turn: the disc moves on, the other player's turn begins.
    pub(crate) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let id = self.active_unit();
        events.push(Event::TurnEnded { unit: id });
        self.next_turn(events);
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.current as usize;
        self.active[seat] = (self.active[seat] + 1) % 3;
        self.turns = self.turns.saturating_add(1);
        self.turn = TurnState::default();
        if self.check_end(events) {
            return;
        }
        if self.turns >= self.options.max_turns {
            self.finish(End::TurnLimit { turns: self.turns }, events);
            return;
        }
        self.current = 1 - self.current;
        self.begin_turn(events);
    }

    /// The start of a turn: a destroyed tank's turn passes, a stunned one recovers.
    pub(crate) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        let id = self.active_unit();
        let u = *self.unit(id);
        let turn = self.turns.saturating_add(1);
        if !u.alive() {
            events.push(Event::Skipped { unit: id, turn });
            self.unit_mut(id).repairs_in_a_row = 0;
            self.next_turn(events);
        } else if u.stunned {
            let u = self.unit_mut(id);
            u.stunned = false;
            u.repairs_in_a_row = 0;
            events.push(Event::Recovered { unit: id, turn });
            self.next_turn(events);
        } else {
            events.push(Event::TurnBegins { unit: id, turn });
        }
    }

    /// Whether the game has ended; if so, says how.
    ///
    /// «If, at the end of your turn, all enemy units have been destroyed then you've won
    /// the battle.» A side with no tank left cannot change anything more, so the game
    /// ends the moment it happens (RULINGS.md §1); both sides at once is a tie.
    pub(crate) fn check_end(&mut self, events: &mut Vec<Event>) -> bool {
        if self.stage == Stage::Over {
            return true;
        }
        let (a, b) = (self.alive(0), self.alive(1));
        let end = match (a, b) {
            (0, 0) => Some(End::Tie),
            (_, 0) => Some(End::Destroyed { winner: 0 }),
            (0, _) => Some(End::Destroyed { winner: 1 }),
            _ => None,
        };
        if let Some(e) = end {
            self.finish(e, events);
            return true;
        }
        false
    }

    /// The missions checked at the end of the current player's turn.
    pub(crate) fn check_missions(&mut self, events: &mut Vec<Event>) -> bool {
        let seat = self.current;
        let m = self.options.missions;
        let mut won = None;
        if m.destroy_walls && self.walls_destroyed[seat as usize] >= 5 {
            won = Some(End::Walls { winner: seat });
        }
        if won.is_none()
            && m.hold_pool
            && self.units[seat as usize]
                .iter()
                .any(|u| u.alive() && u.repairs_in_a_row >= 3)
        {
            won = Some(End::Pool { winner: seat });
        }
        if won.is_none() && m.far_rank {
            let rank = self.arena.first_rank(1 - seat);
            if self.units[seat as usize]
                .iter()
                .any(|u| u.alive() && u.at.is_some_and(|c| self.arena.xy(c).1 == rank))
            {
                won = Some(End::FarRank { winner: seat });
            }
        }
        match won {
            Some(e) => {
                self.finish(e, events);
                true
            }
            None => false,
        }
    }

    pub(crate) fn finish(&mut self, end: End, events: &mut Vec<Event>) {
        self.stage = Stage::Over;
        events.push(Event::GameOver { end });
        self.end = Some(end);
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        match *action {
            Action::Place { at } => self.place(at, events),
            Action::Move { to } => {
                self.step(to, events);
                self.end_if_destroyed(events);
            }
            Action::Fire {
                target,
                from_token,
                aimed,
            } => {
                self.fire(target, from_token, aimed, None, events);
            }
            Action::Repair => {
                self.repair(events);
                if !self.check_missions(events) {
                    self.next_turn(events);
                }
            }
            Action::End => {
                let id = self.active_unit();
                self.unit_mut(id).repairs_in_a_row = 0;
                if !self.check_missions(events) {
                    self.end_turn(events);
                }
            }
        }
        let _ = seat;
    }

    /// A tank destroyed in its own turn (by its ram, or a blast beside it) can do no
    /// more: its turn ends there, and as at any turn's end a mission it achieved wins
    /// (RULINGS.md §14, §17).
    pub(crate) fn end_if_destroyed(&mut self, events: &mut Vec<Event>) {
        if self.stage == Stage::Playing
            && !self.unit(self.active_unit()).alive()
            && !self.check_missions(events)
        {
            self.end_turn(events);
        }
    }

    /// «A unit can repair itself by drawing energy from an Energy Pool. It does so by
    /// staying on an orthogonally or diagonally adjacent space for its entire turn … and
    /// doing nothing else. This repairs up to 2 points of damage.»
    fn repair(&mut self, events: &mut Vec<Event>) {
        let id = self.active_unit();
        let u = self.unit_mut(id);
        let before = u.hp;
        u.hp = (u.hp + 2).min(FULL);
        u.repairs_in_a_row = u.repairs_in_a_row.saturating_add(1);
        let (hp, streak) = (u.hp, u.repairs_in_a_row);
        events.push(Event::Repaired {
            unit: id,
            points: hp - before,
            hp,
            in_a_row: streak,
        });
        events.push(Event::TurnEnded { unit: id });
    }

    /// The spaces around `c` (orthogonal and diagonal) that are on the grid.
    pub fn around(&self, c: Cell) -> impl Iterator<Item = Cell> + '_ {
        let (x, y) = self.arena.xy(c);
        (-1..=1)
            .flat_map(move |dy| (-1..=1).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0))
            .filter_map(move |(dx, dy)| self.arena.cell(x + dx, y + dy))
    }
    /// Whether a tank on `c` may draw energy from a Pool.
    pub fn beside_pool(&self, c: Cell) -> bool {
        self.around(c)
            .any(|n| self.ground[n as usize] == Ground::Pool)
    }
}
