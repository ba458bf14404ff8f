//! Execution: what each card does when a tank executes it, and the hits, damage and
//! decisions that follow. Work is a list of [`Step`]s so that the engine can stop at a
//! decision (a Target's choice, a Transwarp's 5 or 6, a command post's card to keep, a
//! Scan, a Virus) and go on exactly where it stopped.

use crate::action::{Action, tank_text};
use crate::arena::{Colour, Object, TankId, tank_id};
use crate::cards::{Command, Group, ROCKET_HEXES};
use crate::event::{ArmorResult, Event};
use crate::hex::{Facing, Hex, Sector};
use crate::state::{EVERYONE, Pending, Robotanks, Step, Tank, add, remove, seat_bit};
use coinop_core::{DrawnFrom, Seat};

/// «within six hexes' range»: Turret, Self Destruct, and the direct fire area (RULINGS.md §1).
pub const FIRE_RANGE: u16 = 6;
/// Rocket Booster's hexes (RULINGS.md §4).
/// An Energy Ball that has not struck anything after this many legs fizzles (RULINGS.md §5).
pub const BALL_LEGS: u16 = 1000;

/// Whether `h` lies in the direct fire area of a tank at `at` facing `f`, without a
/// Turret (RULINGS.md §1; `edges` is the option `fire_area_edges`).
pub(crate) fn in_fire_area(at: Hex, f: Facing, h: Hex, edges: bool) -> bool {
    match at.sector(f, h) {
        Sector::Inside => true,
        Sector::LeftEdge | Sector::RightEdge => edges,
        Sector::Here | Sector::Outside => false,
    }
}

/// Where direct fire reaches from a tank at the origin, worked out once by the rule
/// ([`in_fire_area`], [`FIRE_RANGE`]): facing 0 to 5 without the edge lines, then with
/// them, then all round (a Turret up). Every observation shows each tank's.
static AREAS: std::sync::LazyLock<[Vec<Hex>; 13]> = std::sync::LazyLock::new(|| {
    let here = Hex::default();
    std::array::from_fn(|i| {
        here.within(FIRE_RANGE)
            .filter(|d| *d != here)
            .filter(|d| i == 12 || in_fire_area(here, Facing::new(i as i32 % 6), *d, i >= 6))
            .collect()
    })
});

/// An object as a scenario's scripted draw names it ("self destruct target: Red command
/// post").
fn drawn(o: Object) -> String {
    match o {
        Object::Tank(t) => tank_text(t),
        Object::Post(c) => format!("{} command post", c.name()),
    }
}

impl Robotanks {
    /// The object in a hex: a tank or wreck, or a command post of a colour in play.
    pub fn object_at(&self, h: Hex) -> Option<Object> {
        for (t, k) in self.tanks.iter().enumerate() {
            if k.present && k.at == h {
                return Some(Object::Tank(t as TankId));
            }
        }
        for c in Colour::ALL {
            if self.colour_seat[c as usize].is_some() && self.arena.command_posts[c as usize] == h {
                return Some(Object::Post(c));
            }
        }
        None
    }

    pub fn object_hex(&self, o: Object) -> Hex {
        match o {
            Object::Tank(t) => self.tanks[t as usize].at,
            Object::Post(c) => self.arena.command_posts[c as usize],
        }
    }

    /// Every object on the map but `except`, with its hex.
    fn objects(&self, except: Option<Object>) -> impl Iterator<Item = (Object, Hex)> + '_ {
        let tanks = self
            .tanks
            .iter()
            .enumerate()
            .filter(|(_, k)| k.present)
            .map(|(t, k)| (Object::Tank(t as TankId), k.at));
        let posts = Colour::ALL
            .into_iter()
            .filter(|c| self.colour_seat[*c as usize].is_some())
            .map(|c| (Object::Post(c), self.arena.command_posts[c as usize]));
        tanks.chain(posts).filter(move |(o, _)| Some(*o) != except)
    }

    /// What a tank's direct fire could target now, with ranges: objects in its direct
    /// fire area (everything within six with a Turret up), but not a tank with ECM up
    /// («not a viable target for direct fire attacks»).
    pub fn candidates(&self, t: TankId) -> Vec<(Object, u16)> {
        let tank = &self.tanks[t as usize];
        self.objects(Some(Object::Tank(t)))
            .filter_map(|(o, h)| {
                if !self.reaches(tank, h) {
                    return None;
                }
                let ecm = matches!(o, Object::Tank(u) if {
                    let k = &self.tanks[u as usize];
                    !k.wreck && k.has_up(Command::Ecm)
                });
                (!ecm).then_some((o, tank.at.distance(h)))
            })
            .collect()
    }

    /// Whether `h` lies in the direct fire area of tank `k` as it stands: within six
    /// hexes, in the wedge in front (RULINGS.md §1), or anywhere with a Turret up.
    fn reaches(&self, k: &Tank, h: Hex) -> bool {
        k.at.distance(h) <= FIRE_RANGE
            && (k.has_up(Command::Turret)
                || in_fire_area(k.at, k.facing, h, self.options.fire_area_edges))
    }

    /// The hexes of the map in a tank's direct fire area, as [`Robotanks::candidates`]
    /// reckons it: what a front end shades, walls inside the arena too (the wedge reads
    /// whole). None for a wreck or a tank off the map.
    pub fn fire_area(&self, t: TankId) -> Vec<Hex> {
        let k = &self.tanks[t as usize];
        if !k.present || k.wreck {
            return Vec::new();
        }
        let reach = if k.has_up(Command::Turret) {
            &AREAS[12]
        } else {
            &AREAS[k.facing.index() as usize + if self.options.fire_area_edges { 6 } else { 0 }]
        };
        reach
            .iter()
            .map(|d| k.at.plus(*d))
            .filter(|h| self.arena.on_map(*h))
            .collect()
    }

    /// The nearest of `objects`, a random one of those equally near («randomly determine
    /// one to target»), drawn as `draw`.
    fn nearest(&mut self, draw: &str, objects: &[(Object, u16)]) -> Option<(Object, u16)> {
        let best = objects.iter().map(|(_, r)| *r).min()?;
        let near: Vec<(Object, u16)> = objects
            .iter()
            .copied()
            .filter(|(_, r)| *r == best)
            .collect();
        let i = if near.len() == 1 {
            0
        } else {
            self.chance.index(draw, near.len(), |i| drawn(near[i].0))
        };
        Some(near[i])
    }

    pub(crate) fn step(&mut self, step: Step, events: &mut Vec<Event>) {
        match step {
            Step::Tank(t) => self.begin_tank(t, events),
            Step::Card { tank, zoomed } => self.execute_card(tank, zoomed, events),
            Step::Hits { target, hits, by } => self.resolve_hits(target, hits, by, events),
            Step::Fire {
                tank,
                weapon,
                target,
                range,
                auto,
            } => self.fire(tank, weapon, target, range, auto, events),
            Step::SelfDestructShot { tank } => self.self_destruct_shot(tank, events),
            Step::Wreck(t) => {
                if !self.tanks[t as usize].wreck {
                    self.wreck(t, events);
                }
            }
            Step::EndOfTurn => self.end_of_turn(events),
        }
    }

    /// «In numerical order, your tanks perform their programmed actions.»
    fn begin_tank(&mut self, t: TankId, events: &mut Vec<Event>) {
        let tank = &self.tanks[t as usize];
        // «Your deactivated and destroyed tanks do not execute.»
        if !tank.present || tank.wreck || tank.inactive {
            return;
        }
        self.stopped &= !(1 << t);
        if tank.cards() == 0 {
            self.wreck(t, events);
            return;
        }
        let tank = &mut self.tanks[t as usize];
        if tank.program.is_empty() {
            // Only face-up cards: they keep working, a Zoom waits too (RULINGS.md §41).
            events.push(Event::Idle { tank: t });
        } else if let Some(i) = tank.face_up.iter().position(|c| *c == Command::Zoom) {
            // «The following turn, the tank executes the next three cards in its program
            // … Programs won't loop while zooming» (RULINGS.md §24).
            tank.face_up.remove(i);
            let n = tank.program.len().min(3) as u8;
            tank.put_under(Command::Zoom, EVERYONE);
            events.push(Event::ZoomBegins { tank: t, cards: n });
            for _ in 0..n {
                self.steps.push(Step::Card {
                    tank: t,
                    zoomed: true,
                });
            }
        } else {
            self.steps.push(Step::Card {
                tank: t,
                zoomed: false,
            });
        }
    }

    fn under(&mut self, t: TankId, c: Command) {
        self.tanks[t as usize].put_under(c, EVERYONE);
    }

    fn execute_card(&mut self, t: TankId, zoomed: bool, events: &mut Vec<Event>) {
        let tank = &mut self.tanks[t as usize];
        if tank.wreck || self.stopped & (1 << t) != 0 || tank.program.is_empty() {
            return;
        }
        let card = tank.take_top();
        // The top card comes into view: the luck position moves, so a batch of actions
        // ends here and a refused one cannot show the card unexecuted.
        self.executed += 1;
        events.push(Event::Executes {
            tank: t,
            card,
            zoomed,
        });
        let moves_or_fires = matches!(
            card.group(),
            Group::Move | Group::DirectFire | Group::IndirectFire
        ) || matches!(card, Command::Transwarp | Command::SelfDestruct);
        if moves_or_fires && tank.has_up(Command::Ecm) {
            // «If the tank moves or fires, move the ECM card to the bottom of the program
            // stack before executing the other command.»
            tank.face_up.retain(|c| *c != Command::Ecm);
            tank.put_under(Command::Ecm, EVERYONE);
            events.push(Event::EcmDown { tank: t });
        }
        let by = self.seat_of(t).expect("a tank in play has a player");
        use Command::*;
        match card {
            TurnLeft60 | TurnRight60 | TurnLeft120 | TurnRight120 | Turn180 => {
                let sixths = match card {
                    TurnLeft60 => 1,
                    TurnRight60 => -1,
                    TurnLeft120 => 2,
                    TurnRight120 => -2,
                    _ => 3,
                };
                let tank = &mut self.tanks[t as usize];
                tank.facing = tank.facing.turned(sixths);
                events.push(Event::Turned {
                    tank: t,
                    facing: tank.facing,
                });
                self.under(t, card);
            }
            Forward1 | Forward2 | Forward3 | Back1 | Back2 | Back3 | SideslipLeft
            | SideslipRight | RocketBooster => {
                self.under(t, card);
                let f = self.tanks[t as usize].facing;
                let (dir, hexes) = match card {
                    Forward1 => (f, 1),
                    Forward2 => (f, 2),
                    Forward3 => (f, 3),
                    Back1 => (f.opposite(), 1),
                    Back2 => (f.opposite(), 2),
                    Back3 => (f.opposite(), 3),
                    // RULINGS.md §3: one hex to the front-left or front-right.
                    SideslipLeft => (f.turned(1), 1),
                    SideslipRight => (f.turned(-1), 1),
                    _ => (f, ROCKET_HEXES),
                };
                self.move_tank(t, dir, hexes, by, events);
            }
            Cannon | EgCannon | Displacer | Virus => self.direct_fire(t, card, events),
            Laser => {
                self.under(t, card);
                self.laser(t, by, events);
            }
            Mortar => {
                self.under(t, card);
                self.mortar(t, by, events);
            }
            EnergyBall => {
                self.under(t, card);
                self.energy_ball(t, by, events);
            }
            Transwarp => {
                self.under(t, card);
                self.transwarp(t, events);
            }
            Radar => {
                self.under(t, card);
                self.radar(t, events);
            }
            Turret | Armor | Shield | Ecm | Target | AutoHit => {
                self.tanks[t as usize].face_up.push(card);
                events.push(Event::FaceUp { tank: t, card });
            }
            Zoom if zoomed => {
                // «Zoom cards executed as part of a Zoom have no effect.»
                self.under(t, card);
            }
            Zoom => {
                self.tanks[t as usize].face_up.push(card);
                events.push(Event::FaceUp { tank: t, card });
            }
            SelfDestruct => {
                // «Count all program cards for the tank, including face-up specials and
                // the self destruct card itself.»
                self.under(t, card);
                let attacks = self.tanks[t as usize].cards() as u8;
                events.push(Event::SelfDestruct { tank: t, attacks });
                self.steps.push(Step::Wreck(t));
                for _ in 0..attacks {
                    self.steps.push(Step::SelfDestructShot { tank: t });
                }
            }
            Scan => {
                self.under(t, card);
                self.pending = Some(Pending::Scan { tank: t });
            }
        }
    }

    /// Moves a tank hex by hex; «If movement would make the tank enter a hex occupied by
    /// another object or a wall, stop the tank adjacent to the object and resolve one hit
    /// against both the object and the tank … The tank's execution is over for the turn».
    fn move_tank(&mut self, t: TankId, dir: Facing, hexes: u8, by: Seat, events: &mut Vec<Event>) {
        for _ in 0..hexes {
            let from = self.tanks[t as usize].at;
            let to = from.neighbour(dir);
            let blocked = if !self.arena.is_floor(to) {
                Some(None)
            } else {
                self.object_at(to).map(Some)
            };
            if let Some(with) = blocked {
                events.push(Event::Collided {
                    tank: t,
                    at: to,
                    with,
                });
                self.stopped |= 1 << t;
                // The object's hit first, then the tank's (RULINGS.md §35).
                self.steps.push(Step::Hits {
                    target: Object::Tank(t),
                    hits: 1,
                    by,
                });
                if let Some(o) = with {
                    self.steps.push(Step::Hits {
                        target: o,
                        hits: 1,
                        by,
                    });
                }
                return;
            }
            self.tanks[t as usize].at = to;
            events.push(Event::Moved { tank: t, from, to });
        }
    }

    fn direct_fire(&mut self, t: TankId, weapon: Command, events: &mut Vec<Event>) {
        let candidates = self.candidates(t);
        if candidates.is_empty() {
            // «If nothing is in the arc, the tank completes the action without firing (but
            // the card still goes to the bottom of the program stack).» Modifiers wait
            // (RULINGS.md §21).
            events.push(Event::NoTarget { tank: t });
            self.under(t, weapon);
            return;
        }
        let tank = &self.tanks[t as usize];
        let auto = tank.has_up(Command::AutoHit);
        if tank.has_up(Command::Target) && !auto && candidates.len() > 1 {
            self.pending = Some(Pending::Target {
                tank: t,
                weapon,
                candidates,
            });
            return;
        }
        let (target, range) = self
            .nearest("target tie", &candidates)
            .expect("candidates are not empty");
        self.fire_at(t, weapon, target, range, false, events);
    }

    /// The target is found: the modifiers and Turret used go to the bottom in the order
    /// they came up, the fire card beneath them, and the attack follows.
    fn fire_at(
        &mut self,
        t: TankId,
        weapon: Command,
        target: Object,
        range: u16,
        chosen: bool,
        events: &mut Vec<Event>,
    ) {
        let tank = &mut self.tanks[t as usize];
        let auto = tank.has_up(Command::AutoHit);
        if tank.has_up(Command::Turret) {
            // The Turret serves this attack, whether or not it was needed (RULINGS.md §13).
            let at = self.object_hex(target);
            let tank = &self.tanks[t as usize];
            let outside = !in_fire_area(tank.at, tank.facing, at, self.options.fire_area_edges);
            events.push(Event::TurretUsed {
                tank: t,
                target,
                outside,
            });
        }
        let tank = &mut self.tanks[t as usize];
        let mut i = 0;
        while i < tank.face_up.len() {
            let c = tank.face_up[i];
            if matches!(c, Command::Target | Command::AutoHit | Command::Turret) {
                tank.face_up.remove(i);
                tank.put_under(c, EVERYONE);
            } else {
                i += 1;
            }
        }
        tank.put_under(weapon, EVERYONE);
        events.push(Event::Targeted {
            tank: t,
            target,
            range,
            chosen,
        });
        self.steps.push(Step::Fire {
            tank: t,
            weapon,
            target,
            range,
            auto,
        });
    }

    /// «roll one die. If the result is equal to or greater than the range, the attack is
    /// successful … A roll of 1 always misses no matter what.»
    fn fire_die(&mut self, t: TankId, range: u16, events: &mut Vec<Event>) -> bool {
        let die = self.chance.die("fire die", 6);
        let hit = die != 1 && die as u16 >= range;
        events.push(Event::FireDie {
            tank: t,
            die,
            range,
            hit,
        });
        hit
    }

    fn fire(
        &mut self,
        t: TankId,
        weapon: Command,
        target: Object,
        range: u16,
        auto: bool,
        events: &mut Vec<Event>,
    ) {
        let by = self.seat_of(t).expect("a tank in play has a player");
        let mut success = if auto {
            events.push(Event::AutoHit { tank: t });
            true
        } else {
            self.fire_die(t, range, events)
        };
        // «All direct fire attacks against the tank must succeed twice in order to hit»;
        // an Auto Hit succeeds both times (RULINGS.md §17).
        if let Object::Tank(u) = target {
            let k = &self.tanks[u as usize];
            if success && !auto && !k.wreck && k.has_up(Command::Shield) {
                success = self.fire_die(t, range, events);
                if !success {
                    events.push(Event::ShieldHolds { tank: u });
                }
            }
        }
        if !success {
            events.push(Event::Missed { tank: t });
            if weapon == Command::EgCannon {
                // «misses inflict a hit on the firing tank».
                self.steps.push(Step::Hits {
                    target: Object::Tank(t),
                    hits: 1,
                    by,
                });
            }
            return;
        }
        match weapon {
            Command::Cannon => self.steps.push(Step::Hits {
                target,
                hits: 1,
                by,
            }),
            Command::EgCannon => self.steps.push(Step::Hits {
                target,
                hits: 2,
                by,
            }),
            Command::Displacer => {
                // «rotates it 180°»; a wreck turns too, a command post does not.
                if let Object::Tank(u) = target {
                    let k = &mut self.tanks[u as usize];
                    k.facing = k.facing.opposite();
                    events.push(Event::Rotated {
                        target,
                        facing: k.facing,
                    });
                }
            }
            _ => {
                // Virus: «allows the owner of the firing tank to rearrange the target's
                // program» — a tank with a program (RULINGS.md §28).
                if let Object::Tank(u) = target
                    && !self.tanks[u as usize].wreck
                {
                    let k = &mut self.tanks[u as usize];
                    let mut required = std::mem::take(&mut k.face_up);
                    required.append(&mut k.take_program());
                    required.sort_unstable();
                    self.pending = Some(Pending::Virus {
                        target: u,
                        required,
                        built: Vec::new(),
                        added: 0,
                    });
                }
            }
        }
    }

    /// «Laser. Roll two dice; the laser beam shoots directly forward that many hexes,
    /// inflicting a hit on the first object in its path.» Walls stop it (RULINGS.md §34).
    fn laser(&mut self, t: TankId, by: Seat, events: &mut Vec<Event>) {
        let dice = [
            self.chance.die("laser die", 6),
            self.chance.die("laser die", 6),
        ];
        let tank = &self.tanks[t as usize];
        let mut path = Vec::new();
        let mut hit = None;
        let mut wall = None;
        for h in tank.at.ray(tank.facing).take((dice[0] + dice[1]) as usize) {
            if !self.arena.is_floor(h) {
                wall = Some(h);
                break;
            }
            path.push(h);
            if let Some(o) = self.object_at(h) {
                hit = Some(o);
                break;
            }
        }
        events.push(Event::LaserBeam {
            tank: t,
            dice,
            path,
            hit,
            wall,
        });
        if let Some(o) = hit {
            self.steps.push(Step::Hits {
                target: o,
                hits: 1,
                by,
            });
        }
    }

    /// «Mortar. Roll one die; the mortar round explodes that many hexes in front of the
    /// tank. Any objects in the explosion hex and adjacent hexes takes one hit.» Lobbed
    /// over walls (RULINGS.md §34); hits resolve from the centre, then clockwise from the
    /// hex straight ahead (§35).
    fn mortar(&mut self, t: TankId, by: Seat, events: &mut Vec<Event>) {
        let die = self.chance.die("mortar die", 6);
        let tank = &self.tanks[t as usize];
        let f = tank.facing;
        let centre = tank.at.plus(f.step().times(die as i16));
        events.push(Event::MortarBlast {
            tank: t,
            die,
            centre,
        });
        let hexes = std::iter::once(centre).chain((0..6).map(|k| centre.neighbour(f.turned(-k))));
        let hit: Vec<Object> = hexes.filter_map(|h| self.object_at(h)).collect();
        for o in hit.into_iter().rev() {
            self.steps.push(Step::Hits {
                target: o,
                hits: 1,
                by,
            });
        }
    }

    /// «This weapon careens randomly around the arena until it hits something (including
    /// walls), inflicting a double hit.» First leg straight ahead; then for each leg the
    /// turning key (aligned with the firing tank) then the distance (RULINGS.md §5).
    fn energy_ball(&mut self, t: TankId, by: Seat, events: &mut Vec<Event>) {
        let f = self.tanks[t as usize].facing;
        let mut at = self.tanks[t as usize].at;
        for leg in 0..BALL_LEGS {
            let (turn, dir) = if leg == 0 {
                (None, f)
            } else {
                let d = self.chance.die("ball turn", 6);
                (Some(d), f.turned(ball_turn(d)))
            };
            let distance = self.chance.die("ball distance", 6);
            let mut path = Vec::new();
            let mut struck = None;
            for _ in 0..distance {
                let next = at.neighbour(dir);
                if !self.arena.is_floor(next) {
                    struck = Some((next, None));
                    break;
                }
                at = next;
                path.push(at);
                if let Some(o) = self.object_at(at) {
                    struck = Some((at, Some(o)));
                    break;
                }
            }
            events.push(Event::BallLeg {
                tank: t,
                turn,
                distance,
                path,
            });
            if let Some((h, object)) = struck {
                events.push(Event::BallStruck {
                    tank: t,
                    at: h,
                    object,
                });
                if let Some(o) = object {
                    self.steps.push(Step::Hits {
                        target: o,
                        hits: 2,
                        by,
                    });
                }
                return;
            }
        }
        events.push(Event::BallFizzled { tank: t });
    }

    /// «Swaps the tank's map position with another tank. Roll two dice; the first
    /// indicates the color … the second … the specific tank … On a 5 or 6 the player may
    /// select any result from 1-4.» A colour not in play is rolled again (RULINGS.md §9).
    fn transwarp(&mut self, t: TankId, events: &mut Vec<Event>) {
        let mut colour_die;
        let colour = loop {
            colour_die = self.chance.die("transwarp colour", 6);
            if colour_die >= 5 {
                break None;
            }
            let c = Colour::ALL[colour_die as usize - 1];
            if self.colour_seat[c as usize].is_some() {
                break Some(c);
            }
        };
        let number_die = self.chance.die("transwarp tank", 6);
        let number = (number_die <= 4).then_some(number_die);
        let dice = [colour_die, number_die];
        match (colour, number) {
            (Some(c), Some(n)) => self.swap(t, tank_id(c, n), dice, events),
            _ => {
                self.pending = Some(Pending::Warp {
                    tank: t,
                    colour,
                    number,
                    dice,
                })
            }
        }
    }

    /// Tanks keep their facings; a tank named by its own roll stays (RULINGS.md §26).
    fn swap(&mut self, t: TankId, u: TankId, dice: [u8; 2], events: &mut Vec<Event>) {
        if t != u {
            let a = self.tanks[t as usize].at;
            let b = self.tanks[u as usize].at;
            self.tanks[t as usize].at = b;
            self.tanks[u as usize].at = a;
        }
        events.push(Event::Transwarp {
            tank: t,
            dice,
            with: (t != u).then_some(u),
        });
    }

    /// «Turns the tank to face the nearest object … If it's not possible to face the
    /// object directly, the tank will turn to get the object as close as possible to the
    /// laser line of fire.» On a line between two facings: the lesser turn, else left
    /// (RULINGS.md §27).
    fn radar(&mut self, t: TankId, events: &mut Vec<Event>) {
        let tank = &self.tanks[t as usize];
        let at = tank.at;
        let objects: Vec<(Object, u16)> = self
            .objects(Some(Object::Tank(t)))
            .map(|(o, h)| (o, at.distance(h)))
            .collect();
        let Some((object, _)) = self.nearest("radar tie", &objects) else {
            let facing = self.tanks[t as usize].facing;
            events.push(Event::Radar {
                tank: t,
                object: None,
                facing,
            });
            return;
        };
        let h = self.object_hex(object);
        let current = self.tanks[t as usize].facing;
        let facing = radar_facing(at, current, h);
        self.tanks[t as usize].facing = facing;
        events.push(Event::Radar {
            tank: t,
            object: Some(object),
            facing,
        });
    }

    /// «Resolve each attack as a cannon shot against a random target within 6 hexes;
    /// ignore the normal direct fire area. The attacks count as indirect weapons for
    /// defensive purposes.» Any object but the tank itself (RULINGS.md §25).
    fn self_destruct_shot(&mut self, t: TankId, events: &mut Vec<Event>) {
        let at = self.tanks[t as usize].at;
        let within: Vec<(Object, u16)> = self
            .objects(Some(Object::Tank(t)))
            .map(|(o, h)| (o, at.distance(h)))
            .filter(|(_, r)| *r <= FIRE_RANGE)
            .collect();
        if within.is_empty() {
            events.push(Event::SelfDestructShot {
                tank: t,
                target: None,
            });
            return;
        }
        let i = self
            .chance
            .index("self destruct target", within.len(), |i| drawn(within[i].0));
        let (target, range) = within[i];
        events.push(Event::SelfDestructShot {
            tank: t,
            target: Some(target),
        });
        if self.fire_die(t, range, events) {
            let by = self.seat_of(t).expect("a tank in play has a player");
            self.steps.push(Step::Hits {
                target,
                hits: 1,
                by,
            });
        } else {
            events.push(Event::Missed { tank: t });
        }
    }

    /// Hits at an object: a tank's Armor dice, then the damage; a command post drained.
    fn resolve_hits(&mut self, target: Object, hits: u8, by: Seat, events: &mut Vec<Event>) {
        events.push(Event::Hit { target, hits });
        match target {
            Object::Tank(u) => {
                if self.tanks[u as usize].wreck {
                    // «further damage does not affect it».
                    return;
                }
                let mut landed = 0;
                let mut armor_held = false;
                for _ in 0..hits {
                    if !self.tanks[u as usize].has_up(Command::Armor) {
                        landed += 1;
                        continue;
                    }
                    // «Roll a die for each hit inflicted.» (RULINGS.md §14–16)
                    let die = self.chance.die("armor die", 6);
                    let result = match die {
                        1..=3 => ArmorResult::Dissipates,
                        4 | 5 => ArmorResult::Destroyed,
                        _ => ArmorResult::Through,
                    };
                    events.push(Event::ArmorDie {
                        tank: u,
                        die,
                        result,
                        to_bank: result == ArmorResult::Destroyed
                            && self.options.destroyed_armor_to_bank,
                    });
                    match result {
                        ArmorResult::Dissipates => {}
                        ArmorResult::Destroyed => {
                            let k = &mut self.tanks[u as usize];
                            let i = k.face_up.iter().position(|c| *c == Command::Armor);
                            k.face_up.remove(i.expect("Armor is up"));
                            // «Some specials remain face up until used or other
                            // conditions occur, then they go to the bottom of the program
                            // stack like any other card» (RULINGS.md §14); the Bank
                            // under the option.
                            if self.options.destroyed_armor_to_bank {
                                add(&mut self.bank, Command::Armor);
                            } else {
                                k.put_under(Command::Armor, EVERYONE);
                            }
                            armor_held = false;
                        }
                        ArmorResult::Through => {
                            landed += 1;
                            armor_held = true;
                        }
                    }
                }
                if landed > 0 {
                    self.damage(u, landed, armor_held, events);
                }
            }
            Object::Post(c) => self.drain(c, by, events),
        }
    }

    /// «Shuffle the target's program (including any face-up special cards) and randomly
    /// discard one card (two for a double hit).» An Armor that held on a 6 stays up
    /// (RULINGS.md §15).
    fn damage(&mut self, u: TankId, hits: u8, armor_held: bool, events: &mut Vec<Event>) {
        let k = &mut self.tanks[u as usize];
        let mut up = std::mem::take(&mut k.face_up);
        let kept_armor = armor_held
            && up
                .iter()
                .position(|c| *c == Command::Armor)
                .map(|i| up.remove(i))
                .is_some();
        let mut all = up;
        all.append(&mut k.take_program());
        self.chance
            .shuffle("scramble", &mut all, DrawnFrom::Start, |c| {
                c.name().to_string()
            });
        let n = (hits as usize).min(all.len());
        let discarded: Vec<Command> = all.drain(..n).collect();
        for c in &discarded {
            add(&mut self.bank, *c);
        }
        let k = &mut self.tanks[u as usize];
        // Shuffled unseen: nobody knows the order now.
        k.set_program(all, 0);
        if kept_armor {
            k.face_up.push(Command::Armor);
        }
        events.push(Event::Scrambled {
            tank: u,
            discarded,
            left: k.cards() as u8,
        });
        // «If a tank has no program cards at any point in the execution phase, it is
        // destroyed.»
        if k.cards() == 0 {
            self.wreck(u, events);
        }
    }

    /// «The owner of the firing tank randomly takes two cards from the defender's hand,
    /// then selects one to add to their own hand and gives the other to the Bank … If the
    /// defender only has one card left, the firer takes it».
    fn drain(&mut self, post: Colour, by: Seat, events: &mut Vec<Event>) {
        let Some(defender) = self.colour_seat[post as usize] else {
            return;
        };
        if !self.players[defender as usize].alive {
            // A destroyed post's ruin: nothing left to drain (RULINGS.md §29).
            return;
        }
        let hand = &self.players[defender as usize].hand;
        if hand.len() == 1 {
            let c = hand[0];
            self.players[defender as usize].hand.clear();
            add(&mut self.players[by as usize].hand, c);
            events.push(Event::Drained {
                post,
                by,
                taken: vec![Some(c)],
                kept: Some(c),
                banked: Vec::new(),
            });
            self.check_hand(defender, events);
            return;
        }
        let n = (self.options.post_loss as usize).min(hand.len());
        let mut taken = Vec::with_capacity(n);
        for _ in 0..n {
            let hand = &self.players[defender as usize].hand;
            let i = self
                .chance
                .index("drain", hand.len(), |i| hand[i].name().to_string());
            taken.push(self.players[defender as usize].hand.remove(i));
        }
        // Asked even when the cards are alike: a step skipped would tell the other
        // seats that the kept card is the banked one (RULINGS.md §47).
        if !self.options.drain_always_asks && taken.iter().all(|c| *c == taken[0]) {
            let keep = taken[0];
            self.finish_drain(post, by, taken, keep, events);
        } else {
            self.pending = Some(Pending::Drain { post, taken });
        }
    }

    fn finish_drain(
        &mut self,
        post: Colour,
        by: Seat,
        mut taken: Vec<Command>,
        keep: Command,
        events: &mut Vec<Event>,
    ) {
        let shown: Vec<Option<Command>> = taken.iter().map(|c| Some(*c)).collect();
        let i = taken
            .iter()
            .position(|c| *c == keep)
            .expect("kept one taken");
        taken.remove(i);
        add(&mut self.players[by as usize].hand, keep);
        taken.sort_unstable();
        for c in &taken {
            add(&mut self.bank, *c);
        }
        events.push(Event::Drained {
            post,
            by,
            taken: shown,
            kept: Some(keep),
            banked: taken,
        });
        if let Some(d) = self.colour_seat[post as usize] {
            self.check_hand(d, events);
        }
    }

    /// A decision in the middle of execution.
    pub(crate) fn decide(&mut self, seat: Seat, a: &Action, events: &mut Vec<Event>) {
        let pending = self.pending.take().expect("a decision is pending");
        match (pending, a) {
            (
                Pending::Target {
                    tank,
                    weapon,
                    candidates,
                },
                Action::Target(o),
            ) => {
                let range = candidates
                    .iter()
                    .find(|(c, _)| c == o)
                    .map(|(_, r)| *r)
                    .expect("checked legal");
                self.fire_at(tank, weapon, *o, range, true, events);
            }
            (Pending::Warp { tank, dice, .. }, Action::Warp(u)) => {
                self.swap(tank, *u, dice, events);
            }
            (Pending::Drain { post, taken }, Action::Keep(c)) => {
                self.finish_drain(post, seat, taken, *c, events);
            }
            (Pending::Scan { .. }, Action::Scan(u)) => {
                self.reveals += 1;
                for k in &mut self.tanks[*u as usize].known {
                    *k |= seat_bit(seat);
                }
                events.push(Event::Scanned {
                    by: seat,
                    tank: *u,
                    face_down: Some(self.tanks[*u as usize].program.clone()),
                });
            }
            (
                Pending::Virus {
                    target,
                    mut required,
                    mut built,
                    mut added,
                },
                Action::Program(c),
            ) => {
                // The target's own cards first: they must all go back.
                if !remove(&mut required, *c) {
                    remove(&mut self.players[seat as usize].hand, *c);
                    added += 1;
                }
                built.push(*c);
                self.pending = Some(Pending::Virus {
                    target,
                    required,
                    built,
                    added,
                });
            }
            (
                Pending::Virus {
                    target,
                    built,
                    added,
                    ..
                },
                Action::Done,
            ) => {
                // «The tank's program is immediately activated (do not turn it 90°) and
                // kept secret as usual.»
                let k = &mut self.tanks[target as usize];
                // «kept secret as usual»: the firer remembers what they built.
                k.set_program(built, seat_bit(seat));
                k.inactive = false;
                events.push(Event::Reprogrammed {
                    tank: target,
                    by: seat,
                    cards: k.program.len() as u8,
                    added,
                });
                self.check_hand(seat, events);
            }
            (p, a) => unreachable!("{a:?} checked legal for {p:?}"),
        }
    }
}

/// The turning key, aligned with the firing tank: 1 ahead, 2 ahead-right, 3 back-right,
/// 4 back, 5 back-left, 6 ahead-left (sixths of a turn to the left).
pub fn ball_turn(die: u8) -> i32 {
    match die {
        1 => 0,
        2 => -1,
        3 => -2,
        4 => 3,
        5 => 2,
        _ => 1,
    }
}

/// The facing that puts `target` nearest the line of fire from `at`.
pub fn radar_facing(at: Hex, current: Facing, target: Hex) -> Facing {
    let mut best: Option<Facing> = None;
    for f in Facing::ALL {
        match at.sector(f, target) {
            Sector::Inside => return f,
            Sector::LeftEdge | Sector::RightEdge => {
                let better = match best {
                    None => true,
                    Some(b) => {
                        let (tf, tb) = (current.turns_between(f), current.turns_between(b));
                        // The lesser turn; equal turns: the one to the left.
                        tf < tb || (tf == tb && f == current.turned(tf as i32))
                    }
                };
                if better {
                    best = Some(f);
                }
            }
            _ => {}
        }
    }
    best.unwrap_or(current)
}
