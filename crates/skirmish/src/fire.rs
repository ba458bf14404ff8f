//! Firing the cannon, and everything a shot can do: «Calculate the distance … Fire the
//! cannon by rolling as many dice as the result of the calculation (with a maximum of 10
//! dice). If at least one of the dice shows a '1' then you've missed the target.
//! Otherwise the target is hit for as many damage points as the lowest die value.» Then
//! the advanced rules: Collateral Damage, Floor and Wall Destruction, Blast, Stun,
//! Triangulation, Energy Bolts and Target Anything.

use crate::action::Action;
use crate::arena::{Cell, Ground, Point, UnitId};
use crate::event::{Cause, Event};
use crate::options::{AimedShot, BoltCorners};
use crate::state::Skirmish;
use coinop_core::{GameRng, StableHasher};
use rand::RngExt;
use std::hash::Hasher;

/// The most dice a shot rolls.
pub const MAX_DICE: i32 = 10;

/// How many dice a shot rolls: what the rulebook calls the distance, adjusted. Below 1,
/// the shot hits for 6 without a roll.
pub fn dice_for(from: Point, to: Point, aimed: bool, from_token: bool) -> i32 {
    distance(from, to) - if aimed { 2 } else { 0 } + if from_token { 2 } else { 0 }
}

/// A shot's odds from its dice, as a player weighs it: the chance it hits («If at least
/// one of the dice shows a '1' then you've missed»: no die may show 1), and the damage it
/// does on average, misses counted as none («hit for as many damage points as the lowest
/// die value»). Below 1 die, a sure hit for 6. What the advanced rules add (a rocket's
/// collateral point, a bolt stopped on the way) is not counted.
pub fn odds(dice: i32) -> (f64, f64) {
    if dice < 1 {
        return (1.0, 6.0);
    }
    let n = dice.min(MAX_DICE);
    let all_at_least = |k: i32| (f64::from(7 - k) / 6.0).powi(n);
    let hit = all_at_least(2);
    // E[lowest · hit] = Σ_{k≥1} P(lowest·hit ≥ k) = P(all ≥ 2) + Σ_{k=2..6} P(all ≥ k).
    let mean = hit + (2..=6).map(all_at_least).sum::<f64>();
    (hit, mean)
}

/// The rulebook's distance between two points: «sum up the highest of the two plus half
/// the lowest rounding down».
pub fn distance(from: Point, to: Point) -> i32 {
    let (dx, dy) = (
        (to.x as i32 - from.x as i32).abs(),
        (to.y as i32 - from.y as i32).abs(),
    );
    dx.max(dy) + dx.min(dy) / 2
}

/// Why the active tank may not fire at a space now: data, worded in `words.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoShot {
    /// It has fired this turn: a tank fires once a turn.
    Fired,
    /// Triangulation is in play, but the tank has not fired yet.
    NoToken,
    /// Measuring from a token without Triangulation.
    NoTriangulation,
    /// An aimed shot after moving (RULINGS.md §3, the tank stays put).
    AimedAfterMoving,
    /// The other reading of §3: a shot is aimed exactly when the tank has not moved.
    AimedOnlyBeforeMoving {
        moved: bool,
    },
    OwnSpace,
    /// No enemy tank there, and Target Anything is not in play.
    NoEnemy,
    /// An Energy Pool cannot be destroyed, so it is no target.
    Pool,
    /// A gap or destroyed floor: not part of the Zone.
    OffZone,
}

/// What strikes a space: the full shot (its damage), or a single point (a glancing
/// blow, a rocket landing off target, an energy bolt stopped on the way).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strike {
    Full(u8),
    One(Cause),
}

impl Skirmish {
    /// Whether the active tank may shoot at `target` now, and if not, why.
    pub(crate) fn fire_rule(
        &self,
        target: Cell,
        from_token: bool,
        aimed: bool,
    ) -> Result<(), NoShot> {
        let id = self.active_unit();
        let u = self.unit(id);
        if self.turn.fired {
            return Err(NoShot::Fired);
        }
        if from_token && !(self.options.rules.triangulation && u.token.is_some()) {
            return Err(if self.options.rules.triangulation {
                NoShot::NoToken
            } else {
                NoShot::NoTriangulation
            });
        }
        let moved = self.turn.spent > 0;
        match self.options.readings.aimed_shot {
            AimedShot::StaysPut if aimed && moved => return Err(NoShot::AimedAfterMoving),
            AimedShot::BeforeMoving if aimed == moved => {
                return Err(NoShot::AimedOnlyBeforeMoving { moved });
            }
            _ => {}
        }
        if u.at == Some(target) {
            return Err(NoShot::OwnSpace);
        }
        let enemy = self
            .unit_at(target)
            .filter(|o| o.seat != id.seat && self.unit(*o).alive());
        if enemy.is_some() {
            return Ok(());
        }
        if !self.options.rules.target_anything {
            return Err(NoShot::NoEnemy);
        }
        // «You can shoot an empty space or a wall» — and anything on the Zone.
        match self.ground[target as usize] {
            Ground::Floor | Ground::Wall => Ok(()),
            Ground::Pool => Err(NoShot::Pool),
            Ground::Gap | Ground::Destroyed => Err(NoShot::OffZone),
        }
    }

    /// Fires a checked shot with these dice, or (`None`) dice drawn from the game's
    /// luck; a tank it destroys in its own turn ends the turn.
    pub(crate) fn fire(
        &mut self,
        target: Cell,
        from_token: bool,
        aimed: bool,
        rolled: Option<&[u8]>,
        events: &mut Vec<Event>,
    ) {
        self.fire_rolled(target, from_token, aimed, rolled, events);
        self.end_if_destroyed(events);
    }

    /// Where the active tank, standing on `at`, measures a shot from: its space, or its
    /// targeting token (checked to be there).
    fn shot_origin(&self, at: Cell, from_token: bool) -> Point {
        if from_token {
            self.unit(self.active_unit()).token.expect("checked")
        } else {
            self.arena.point(at)
        }
    }

    fn fire_rolled(
        &mut self,
        target: Cell,
        from_token: bool,
        aimed: bool,
        rolled: Option<&[u8]>,
        events: &mut Vec<Event>,
    ) {
        let id = self.active_unit();
        let Some(at) = self.unit(id).at else { return };
        self.turn.fired = true;
        self.turn.aimed = aimed;
        let rules = self.options.rules;
        let origin = self.shot_origin(at, from_token);
        let aim = self.arena.point(target);
        let dice = dice_for(origin, aim, aimed, from_token);
        events.push(Event::Fired {
            unit: id,
            target,
            from: origin,
            from_token,
            aimed,
            dice,
        });
        // Where the shot comes down, and with what.
        let (landing, strike) = if dice < 1 {
            // «If the number of dice goes below 1 then you automatically hit, dealing 6
            // points of damage.»
            events.push(Event::AutoHit);
            (aim, Strike::Full(6))
        } else {
            let n = dice.min(MAX_DICE) as usize;
            let roll: Vec<u8> = match rolled {
                Some(dice) => dice.to_vec(),
                None => (0..n).map(|_| self.chance.die("die", 6)).collect(),
            };
            events.push(Event::Rolled { dice: roll.clone() });
            if !roll.contains(&1) {
                (
                    aim,
                    Strike::Full(*roll.iter().min().expect("at least one die")),
                )
            } else if !rules.collateral_damage {
                events.push(Event::Missed);
                // The rocket is gone; the targeting token still marks where it was aimed.
                self.place_token(id, aim, events);
                self.check_end(events);
                return;
            } else {
                match self.offset(&roll) {
                    None => {
                        events.push(Event::Glancing);
                        (aim, Strike::One(Cause::Glancing))
                    }
                    Some(offsets) => {
                        let (mut x, mut y) = (aim.x as i32, aim.y as i32);
                        for &(value, count) in &offsets {
                            let (dx, dy) = self.compass(value).step();
                            x += dx * count as i32;
                            y += dy * count as i32;
                        }
                        let land = Point {
                            x: x as i16,
                            y: y as i16,
                        };
                        events.push(Event::Offset {
                            offsets,
                            landing: land,
                        });
                        (land, Strike::One(Cause::Collateral))
                    }
                }
            }
        };
        // Energy bolts fly straight: the first object on the way takes the shot.
        let (impact, strike) = if rules.energy_bolts {
            match self.first_in_line(self.arena.point(at), landing) {
                Some(c) => {
                    events.push(Event::BoltStopped { at: c });
                    (self.arena.point(c), Strike::One(Cause::Bolt))
                }
                None => (landing, strike),
            }
        } else {
            (landing, strike)
        };
        self.strike(id, impact, strike, events);
        self.place_token(id, impact, events);
        self.check_end(events);
    }

    /// Collateral Damage: «Remove all 1s and 6s … Remove all pairs of dice that add up to
    /// 7.» The values left with their counts, or none for a glancing blow.
    fn offset(&self, roll: &[u8]) -> Option<Vec<(u8, u8)>> {
        let count = |v: u8| roll.iter().filter(|&&d| d == v).count() as i32;
        let mut left = Vec::new();
        for (a, b) in [(2u8, 5u8), (3, 4)] {
            let n = count(a) - count(b);
            if n > 0 {
                left.push((a, n as u8));
            } else if n < 0 {
                left.push((b, (-n) as u8));
            }
        }
        (!left.is_empty()).then_some(left)
    }

    /// The direction the Compass gives a die value. The card has 2 and 5 on opposite
    /// sides and 3 and 4 on the others (so pairs adding to 7 cancel out): 2 up, 4 right,
    /// 5 down, 3 left as it lies, turned so that 2 points as the options say.
    pub fn compass(&self, value: u8) -> crate::options::Heading {
        let turns = match value {
            2 => 0,
            4 => 1,
            5 => 2,
            _ => 3,
        };
        let mut h = self.options.compass;
        for _ in 0..turns {
            h = h.clockwise();
        }
        h
    }

    /// What a shot does where it comes down.
    fn strike(&mut self, shooter: UnitId, p: Point, strike: Strike, events: &mut Vec<Event>) {
        let rules = self.options.rules;
        let Some(c) = self.arena.cell_of(p) else {
            events.push(Event::Lost { at: p });
            return;
        };
        if let Some(target) = self.unit_at(c) {
            if !self.unit(target).alive() {
                events.push(Event::HitsWreck { at: c });
                return;
            }
            match strike {
                Strike::Full(d) => {
                    events.push(Event::Hit { target, damage: d });
                    self.damage(target, d, Cause::Shot, events);
                    // «Whenever a unit is hit with more than 3 points of damage … it is
                    // stunned»; «Whenever a unit is hit with 6 points of damage … all
                    // orthogonally and diagonally adjacent units receive 1 point».
                    if d > 3 && rules.stun && self.unit(target).alive() {
                        self.stun(target, events);
                    }
                    if d == 6 && rules.blast {
                        self.blast(c, events);
                    }
                }
                Strike::One(cause) => self.damage(target, 1, cause, events),
            }
            return;
        }
        // «Note: … Floor and walls are merely considered to receive maximum impact.»
        match self.ground[c as usize] {
            Ground::Wall if rules.wall_destruction => {
                self.ground[c as usize] = Ground::Floor;
                self.walls_destroyed[shooter.seat as usize] += 1;
                events.push(Event::WallDestroyed {
                    at: c,
                    by: shooter.seat,
                });
                if rules.blast {
                    self.blast(c, events);
                }
            }
            Ground::Floor if rules.floor_destruction => {
                self.ground[c as usize] = Ground::Destroyed;
                events.push(Event::FloorDestroyed { at: c });
                if rules.blast {
                    self.blast(c, events);
                }
            }
            _ => events.push(Event::Lands { at: c }),
        }
    }

    /// «place its targeting token on the space where the rocket hit».
    fn place_token(&mut self, id: UnitId, p: Point, events: &mut Vec<Event>) {
        if self.options.rules.triangulation && self.unit(id).alive() {
            self.unit_mut(id).token = Some(p);
            events.push(Event::Token { unit: id, at: p });
        }
    }

    /// Blast: «all orthogonally and diagonally adjacent units receive 1 point of damage».
    fn blast(&mut self, c: Cell, events: &mut Vec<Event>) {
        events.push(Event::Blast { at: c });
        let near: Vec<UnitId> = self
            .around(c)
            .filter_map(|n| self.unit_at(n))
            .filter(|u| self.unit(*u).alive())
            .collect();
        for u in near {
            self.damage(u, 1, Cause::Blast, events);
            // «or receives damage due to an adjacent blast, it is stunned»
            if self.options.rules.stun && self.unit(u).alive() {
                self.stun(u, events);
            }
        }
    }

    fn stun(&mut self, id: UnitId, events: &mut Vec<Event>) {
        if !self.unit(id).stunned {
            self.unit_mut(id).stunned = true;
            events.push(Event::Stunned { unit: id });
        }
    }

    /// Takes damage points off a unit; at 0 it is destroyed: removed, or left as a wreck.
    pub(crate) fn damage(&mut self, id: UnitId, points: u8, cause: Cause, events: &mut Vec<Event>) {
        let keep = self.options.wrecks_stay;
        let u = self.unit_mut(id);
        if !u.alive() || points == 0 {
            return;
        }
        u.hp = u.hp.saturating_sub(points);
        let hp = u.hp;
        events.push(Event::Damaged {
            unit: id,
            points,
            hp,
            cause,
        });
        if hp == 0 {
            let at = u.at;
            u.stunned = false;
            u.repairs_in_a_row = 0;
            if !keep {
                u.at = None;
            }
            events.push(Event::Destroyed {
                unit: id,
                at,
                wreck: keep,
            });
        }
    }

    /// Energy Bolts: «Trace an imaginary straight line from the centre of the space where
    /// the firing unit is to the centre of the shot's landing space. The first object in
    /// that line from your unit is what the energy bolt strikes.» The spaces whose inside
    /// the line crosses, in order, without the two ends; the first holding a unit (or a
    /// wreck) or a wall. A line exactly through a corner (RULINGS.md §8): see
    /// [`BoltCorners`].
    pub fn first_in_line(&self, from: Point, to: Point) -> Option<Cell> {
        self.spaces_crossed(from, to)
            .into_iter()
            .find(|&c| self.object(c))
    }

    fn object(&self, c: Cell) -> bool {
        self.ground[c as usize] == Ground::Wall || self.unit_at(c).is_some()
    }

    /// The grid spaces strictly between `from` and `to` that the segment between their
    /// centres crosses, nearest first. Corners: with [`BoltCorners::Blocked`] the two
    /// spaces beside a corner the line passes through are listed (the one across the
    /// vertical grid line first); with `Pass`, neither.
    pub fn spaces_crossed(&self, from: Point, to: Point) -> Vec<Cell> {
        let (x0, y0) = (from.x as i32, from.y as i32);
        let (dx, dy) = (to.x as i32 - x0, to.y as i32 - y0);
        let (sx, sy) = (dx.signum(), dy.signum());
        let (ax, ay) = (dx.abs(), dy.abs());
        let mut out = Vec::new();
        let (mut x, mut y) = (x0, y0);
        // Walk space by space: crossing a vertical grid line at parameter (2i+1)/(2ax)
        // and a horizontal one at (2j+1)/(2ay); compare exactly in integers.
        let (mut i, mut j) = (0i32, 0i32);
        let blocked_corners = self.options.readings.bolt_corners == BoltCorners::Blocked;
        while i < ax || j < ay {
            // Next crossings as fractions: tx = (2i+1)/(2ax), ty = (2j+1)/(2ay).
            let lhs = (2 * i + 1) as i64 * (2 * ay) as i64; // tx * 4·ax·ay
            let rhs = (2 * j + 1) as i64 * (2 * ax) as i64; // ty * 4·ax·ay
            let (step_x, step_y) = if i >= ax {
                (false, true)
            } else if j >= ay {
                (true, false)
            } else {
                (lhs <= rhs, rhs <= lhs)
            };
            if step_x && step_y {
                // Exactly through a corner.
                if blocked_corners {
                    for (cx, cy) in [(x + sx, y), (x, y + sy)] {
                        if let Some(c) = self.arena.cell(cx, cy) {
                            out.push(c);
                        }
                    }
                }
                x += sx;
                y += sy;
                i += 1;
                j += 1;
            } else if step_x {
                x += sx;
                i += 1;
            } else {
                y += sy;
                j += 1;
            }
            if (x, y) == (to.x as i32, to.y as i32) {
                break;
            }
            if let Some(c) = self.arena.cell(x, y) {
                out.push(c);
            }
        }
        out
    }
}

/// A shot's possible outcomes, each with its probability and the state after it: what a
/// search weighing chance as chance branches on (`coinop_agents`' expectimax).
pub type Outcomes = Vec<(f64, Skirmish)>;

impl Skirmish {
    /// [`Skirmish::shot_outcomes`] of a checked action: `None` if it is no shot.
    pub(crate) fn outcomes_of(
        &self,
        shot: &Action,
        misses: usize,
        rng: &mut GameRng,
    ) -> Option<Outcomes> {
        let Action::Fire {
            target,
            from_token,
            aimed,
        } = *shot
        else {
            return None;
        };
        let at = self
            .unit(self.active_unit())
            .at
            .expect("a tank that may fire stands on the Zone");
        let origin = self.shot_origin(at, from_token);
        let dice = dice_for(origin, self.arena.point(target), aimed, from_token);
        let after = |roll: Option<&[u8]>| {
            let mut g = self.clone();
            let mut events = Vec::new();
            g.fire(target, from_token, aimed, roll, &mut events);
            g
        };
        if dice < 1 {
            return Some(vec![(1.0, after(None))]);
        }
        let n = dice.min(MAX_DICE) as usize;
        let all_at_least = |k: u8| (f64::from(7 - k) / 6.0).powi(n as i32);
        let mut rolls: Vec<(f64, Vec<u8>)> = (2..=6u8)
            .map(|k| {
                let above = if k == 6 { 0.0 } else { all_at_least(k + 1) };
                (all_at_least(k) - above, vec![k; n])
            })
            .collect();
        let miss = 1.0 - all_at_least(2);
        if self.options.rules.collateral_damage {
            let m = misses.max(1);
            for _ in 0..m {
                let roll = loop {
                    let roll: Vec<u8> = (0..n).map(|_| rng.random_range(1..=6u8)).collect();
                    if roll.contains(&1) {
                        break roll;
                    }
                };
                rolls.push((miss / m as f64, roll));
            }
        } else {
            rolls.push((miss, vec![1; n]));
        }
        let mut out: Vec<(f64, u64, Skirmish)> = Vec::new();
        for (p, roll) in rolls {
            let g = after(Some(&roll));
            let mut h = StableHasher::default();
            g.public_hash(&mut h);
            let key = h.finish();
            match out.iter_mut().find(|(_, k, _)| *k == key) {
                Some(same) => same.0 += p,
                None => out.push((p, key, g)),
            }
        }
        Some(out.into_iter().map(|(p, _, g)| (p, g)).collect())
    }
}

#[cfg(test)]
mod odds_tests {
    /// The odds against every roll of up to 5 dice, counted one by one.
    #[test]
    fn a_shots_odds_are_what_its_dice_give() {
        for n in 1..=5i32 {
            let (mut hits, mut damage, mut all) = (0u64, 0u64, 0u64);
            for roll in 0..6u64.pow(n as u32) {
                let dice: Vec<u64> = (0..n).map(|i| roll / 6u64.pow(i as u32) % 6 + 1).collect();
                all += 1;
                if !dice.contains(&1) {
                    hits += 1;
                    damage += dice.iter().min().unwrap();
                }
            }
            let (hit, mean) = super::odds(n);
            assert!((hit - hits as f64 / all as f64).abs() < 1e-12, "{n} dice");
            assert!(
                (mean - damage as f64 / all as f64).abs() < 1e-12,
                "{n} dice"
            );
        }
        assert_eq!(super::odds(0), (1.0, 6.0), "below 1 die, a sure hit for 6");
        assert_eq!(super::odds(-2), (1.0, 6.0));
    }
}
