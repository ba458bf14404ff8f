//! The heuristic player, written from the game's strategy, and the evaluator search uses.
//!
//! Strategy: the hand is the command post's life, and the way to win is to drain an
//! enemy's: bring tanks close to an enemy command post, facing it, and shoot it turn after
//! turn. A tank is *at a post* when an enemy command post is, alone, the nearest object in
//! its direct fire area, within 3 hexes (so that no friend and no wreck is shot instead).
//!
//! Programs are hidden, even from their owner, so the player tells what a program is
//! doing from what everyone sees, its length and its face-up cards, and writes them so:
//! - a *firing* program (3 cards at most: an Armor or Shield first when cards can be
//!   spared, then Lasers or Cannons) only for a tank at a post; it loops harmlessly;
//! - a *route* (4 cards or more): the shortest run of the hand's turns and moves towards
//!   a post that collides with nothing standing now (a walking distance over every hex
//!   and facing, worked out backwards from the places a post can be shot from), then
//!   fire cards if it gets there, or else a *marker*, a card that stays face up and does
//!   nothing (Target, Turret, ECM, Auto Hit, Shield, Armor), which shows when it is done.
//!
//! At Deactivation it reprograms the one tank that needs it most: a route that has
//! reached a post (it gets a firing program), a route whose marker is up, an idle or
//! damaged tank away from a post (if the hand holds a way there), a firing tank one hit
//! from a wreck, and, every eighth turn or so, a route still on its way in case it went
//! astray. With none, it rolls for a Bank card. It keeps 5 cards in hand at least, sets
//! weak cards aside at the deal (keeping a few idle ones), starts every tank on an idle
//! card, trades two spare cards for one it lacks when its hand is rich, and takes from
//! the Bank what it lacks most. It looks only at what its seat may see: its hand (and
//! the cards it placed this turn), the Bank, the map, and each tank's place, facing,
//! face-up cards and number of cards.

use crate::action::Action;
use crate::arena::{Arena, Colour, Object, TankId, tank_colour};
use crate::cards::{Command, Motion};
use crate::execute::{FIRE_RANGE, in_fire_area};
use crate::hex::{Facing, Hex};
use crate::state::{Pending, Phase, Robotanks};
use coinop_core::{Game, GameRng, Seat};
use std::cell::RefCell;
use std::sync::Arc;

/// What a card is worth in a hand or a program, roughly.
pub fn value(c: Command) -> i32 {
    use Command::*;
    match c {
        Laser => 11,
        Cannon => 10,
        Armor => 9,
        Forward3 => 9,
        RocketBooster => 8,
        Forward2 => 8,
        EgCannon => 7,
        Shield => 7,
        TurnLeft60 | TurnRight60 => 7,
        Forward1 => 6,
        EnergyBall => 6,
        TurnLeft120 | TurnRight120 => 5,
        SideslipLeft | SideslipRight => 5,
        AutoHit | Turret | Ecm | Target => 4,
        Turn180 | Mortar | Radar | Zoom => 4,
        Back1 | Back2 => 3,
        Displacer | Virus | Back3 | Transwarp => 2,
        SelfDestruct | Scan => 1,
    }
}

coinop_core::style! {
    /// The heuristic's constants that self-play may tune (whole numbers: each is
    /// rounded where it is used).
    pub struct Style {
        /// Cards kept in hand at least, after programming.
        reserve("reserve"): 5.0, from 1.0, to 10.0;
        /// Every this many of its turns, a route not seen to be done is written again.
        refresh("refresh"): 8.0, from 2.0, to 24.0;
        /// The smallest hand that trades two cards for a Bank card it lacks.
        trade_hand("trade hand"): 12.0, from 4.0, to 24.0;
    }
}

impl Style {
    fn reserve(&self) -> usize {
        self.reserve.round().max(0.0) as usize
    }
}
/// The longest firing program; every route is longer.
const FIRING_MAX: usize = 3;
/// The shortest route; every firing program is shorter.
const ROUTE_MIN: usize = FIRING_MAX + 1;
/// The longest route.
const ROUTE_MAX: usize = 10;
/// How far (hexes) from an enemy command post a tank still shoots at it from its post.
const POST_RANGE: u16 = 3;

/// The cards that turn or move a tank, as bits of a mask (their index here).
const MOTIONS: [Command; 14] = [
    Command::TurnLeft60,
    Command::TurnRight60,
    Command::TurnLeft120,
    Command::TurnRight120,
    Command::Turn180,
    Command::Forward1,
    Command::Forward2,
    Command::Forward3,
    Command::Back1,
    Command::Back2,
    Command::Back3,
    Command::SideslipLeft,
    Command::SideslipRight,
    Command::RocketBooster,
];

fn motion_bit(c: Command) -> Option<u16> {
    MOTIONS.iter().position(|m| *m == c).map(|i| 1 << i)
}

/// The motion cards among `cards`, as a mask of [`MOTIONS`].
fn motion_mask(cards: &[Command]) -> u16 {
    cards
        .iter()
        .filter_map(|c| motion_bit(*c))
        .fold(0, |a, b| a | b)
}

/// A tank's place: its hex and facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pose {
    at: Hex,
    facing: Facing,
}

/// The map as the planner needs it: which hexes a tank may stand on (floor, not a
/// command post) and their neighbours, built once per thread and map; and the last few
/// walking-distance tables, which depend on where every tank stands too (unless made
/// on the bare floor, for [`choose_quickly`]).
struct Map {
    arena: Arc<Arena>,
    /// Colours in play (their command posts stand), as bits.
    posts: u8,
    edges: bool,
    qmin: i16,
    rmin: i16,
    width: i16,
    height: i16,
    open: Vec<bool>,
    /// The neighbouring cell across each hexside (cell × 6 + facing), `NONE` off the map.
    next: Vec<u32>,
    /// Tables by (enemy posts, motions at hand, where the tanks stand or the bare
    /// floor), the one used longest ago first.
    tables: Vec<(TableKey, Vec<u8>)>,
    /// The table asked for last.
    last: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TableKey {
    /// The enemy colours whose posts are aimed at, as bits.
    posts: u8,
    mask: u16,
    tanks: u64,
    /// Made on the bare floor: the tanks neither block nor shield (`tanks` is then 0).
    bare: bool,
}

const FAR: u8 = u8::MAX;
const NONE: u32 = u32::MAX;
/// Tables kept per thread.
const TABLES: usize = 64;

impl Map {
    fn new(g: &Robotanks, posts: u8) -> Map {
        let a = &g.arena;
        let qmin = a.floor.iter().map(|h| h.q).min().unwrap_or(0);
        let qmax = a.floor.iter().map(|h| h.q).max().unwrap_or(0);
        let rmin = a.floor.iter().map(|h| h.r).min().unwrap_or(0);
        let rmax = a.floor.iter().map(|h| h.r).max().unwrap_or(0);
        let (width, height) = (qmax - qmin + 1, rmax - rmin + 1);
        let cells = (width as usize) * (height as usize);
        let mut m = Map {
            arena: g.arena.clone(),
            posts,
            edges: g.options.fire_area_edges,
            qmin,
            rmin,
            width,
            height,
            open: vec![false; cells],
            next: vec![NONE; cells * 6],
            tables: Vec::new(),
            last: 0,
        };
        for h in &a.floor {
            let post = Colour::ALL
                .into_iter()
                .any(|c| posts & (1 << c as u8) != 0 && a.command_posts[c as usize] == *h);
            if let Some(i) = m.cell(*h)
                && !post
            {
                m.open[i] = true;
            }
        }
        for i in 0..cells {
            for f in Facing::ALL {
                if let Some(j) = m.cell(m.hex(i).neighbour(f))
                    && m.open[j]
                {
                    m.next[i * 6 + f.index() as usize] = j as u32;
                }
            }
        }
        m
    }

    fn cell(&self, h: Hex) -> Option<usize> {
        let (q, r) = (h.q - self.qmin, h.r - self.rmin);
        (q >= 0 && r >= 0 && q < self.width && r < self.height)
            .then(|| (r as usize) * (self.width as usize) + q as usize)
    }

    fn hex(&self, cell: usize) -> Hex {
        let w = self.width as usize;
        Hex::new((cell % w) as i16 + self.qmin, (cell / w) as i16 + self.rmin)
    }

    fn is_open(&self, h: Hex) -> bool {
        self.cell(h).is_some_and(|i| self.open[i])
    }

    /// The walking-distance table for `key`, made if it is not kept.
    fn table(&mut self, v: &View, key: TableKey) -> &[u8] {
        // A route asks the same table many times running.
        let last = Some(self.last).filter(|i| self.tables.get(*i).is_some_and(|t| t.0 == key));
        let i = match last.or_else(|| self.tables.iter().position(|(k, _)| *k == key)) {
            Some(i) if i + 1 == self.tables.len() => i,
            Some(i) => {
                // Kept longest: the heuristic's own tables for each position of the
                // tanks, made in passing, must not push out the search's.
                let t = self.tables.remove(i);
                self.tables.push(t);
                self.tables.len() - 1
            }
            None => {
                let t = self.build(v, key);
                if self.tables.len() >= TABLES {
                    self.tables.remove(0);
                }
                self.tables.push((key, t));
                self.tables.len() - 1
            }
        };
        self.last = i;
        &self.tables[i].1
    }

    /// Cards needed at the least to reach a firing place at one of `key.posts`,
    /// per pose (cell × 6 + facing), by Dial's algorithm backwards from the firing places
    /// (0 within 2 hexes, 1 at 3 hexes: a poorer shot). No move may pass through or end
    /// on a tank or wreck standing now; a pose on one counts only for that tank. On the
    /// bare floor (`key.bare`) no tank stands in the way or in the line of fire.
    fn build(&self, v: &View, key: TableKey) -> Vec<u8> {
        let cells = self.open.len();
        let mut free = self.open.clone();
        for (o, h) in &v.objects {
            if let (Object::Tank(_), Some(i), false) = (o, self.cell(*h), key.bare) {
                free[i] = false;
            }
        }
        let mut cost = vec![FAR; cells * 6];
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(), Vec::new()];
        for post in Colour::ALL {
            if key.posts & (1 << post as u8) == 0 {
                continue;
            }
            let target = self.arena.command_posts[post as usize];
            for h in target.within(POST_RANGE) {
                let Some(cell) = self.cell(h) else {
                    continue;
                };
                if !free[cell] {
                    continue;
                }
                for f in Facing::ALL {
                    let pi = cell * 6 + f.index() as usize;
                    if cost[pi] == 0 {
                        continue;
                    }
                    if v.aim(None, h, f, key.bare).map(|(c, _, _)| c) == Some(post) {
                        let c = if h.distance(target) <= 2 { 0 } else { 1 };
                        if c < cost[pi] {
                            cost[pi] = c;
                            buckets[c as usize].push(pi as u32);
                        }
                    }
                }
            }
        }
        // Turns by sixths; moves by direction, with the distances (as bits) each way.
        let mut turns: Vec<i32> = Vec::new();
        let mut moves: Vec<(i32, u8, u8)> = Vec::new();
        for (i, c) in MOTIONS.iter().enumerate() {
            if key.mask & (1 << i) == 0 {
                continue;
            }
            match c.motion() {
                Some(Motion::Turn(s)) => turns.push(-s),
                Some(Motion::Move(rel, k)) => match moves.iter_mut().find(|m| m.0 == rel) {
                    Some(m) => {
                        m.1 |= 1 << k;
                        m.2 = m.2.max(k);
                    }
                    None => moves.push((rel, 1 << k, k)),
                },
                None => {}
            }
        }
        let mut level = 0;
        while level < buckets.len() && level + 1 < FAR as usize {
            let here = std::mem::take(&mut buckets[level]);
            let next = level + 1;
            let mut reached: Vec<u32> = Vec::new();
            for pi in here {
                let pi = pi as usize;
                if cost[pi] as usize != level {
                    continue;
                }
                let (cell, f) = (pi / 6, Facing::new((pi % 6) as i32));
                let mut relax = |q: usize| {
                    if cost[q] as usize > next {
                        cost[q] = next as u8;
                        reached.push(q as u32);
                    }
                };
                for s in &turns {
                    relax(cell * 6 + f.turned(*s).index() as usize);
                }
                if !free[cell] {
                    continue;
                }
                // Backwards along each move's direction: a tank k hexes back that moves
                // k this way lands here, if the hexes between are clear.
                for &(rel, ks, most) in &moves {
                    let back = f.turned(rel).opposite().index() as usize;
                    let mut at = cell;
                    for k in 1..=most {
                        let n = self.next[at * 6 + back];
                        if n == NONE {
                            break;
                        }
                        at = n as usize;
                        if ks & (1 << k) != 0 {
                            relax(at * 6 + f.index() as usize);
                        }
                        if !free[at] {
                            break;
                        }
                    }
                }
            }
            if !reached.is_empty() {
                if buckets.len() <= next {
                    buckets.resize(next + 1, Vec::new());
                }
                buckets[next].append(&mut reached);
            }
            level += 1;
        }
        cost
    }
}

/// The last program planned: everything it was planned from (the turn, seat and tank,
/// where the tanks stand, which way each faces, the map, the fire area's reading,
/// whether on the bare floor and the cards held in reserve; a thread may serve several
/// tables and styles), the hand, and the program.
type Plan = (PlanKey, Arc<Arena>, Vec<Command>, Vec<Command>);
type PlanKey = (u16, Seat, TankId, u64, u64, bool, bool, usize);

thread_local! {
    static MAP: RefCell<Option<Map>> = const { RefCell::new(None) };
    static PLAN: RefCell<Option<Plan>> = const { RefCell::new(None) };
}

/// Runs `f` with this game's map (built once per thread and map).
fn with_map<R>(g: &Robotanks, f: impl FnOnce(&mut Map) -> R) -> R {
    let posts = Colour::ALL
        .into_iter()
        .filter(|c| g.colour_seat[*c as usize].is_some())
        .fold(0u8, |a, c| a | 1 << c as u8);
    MAP.with(|m| {
        let mut m = m.borrow_mut();
        let same = m.as_ref().is_some_and(|m| {
            m.posts == posts
                && m.edges == g.options.fire_area_edges
                && (Arc::ptr_eq(&m.arena, &g.arena) || *m.arena == *g.arena)
        });
        if !same {
            *m = Some(Map::new(g, posts));
        }
        let map = m.as_mut().expect("the map was just made");
        if !Arc::ptr_eq(&map.arena, &g.arena) {
            map.arena = g.arena.clone();
        }
        f(map)
    })
}

/// What the seat sees of the map now: every object's hex, and whose it is.
struct View<'a> {
    g: &'a Robotanks,
    seat: Seat,
    mine: Colour,
    objects: Vec<(Object, Hex)>,
    /// Enemy colours whose command posts still stand.
    targets: Vec<Colour>,
    /// Where every tank and wreck stands, hashed.
    tanks: u64,
    /// Whether walking distances are judged on the bare floor (see [`choose_quickly`]).
    bare: bool,
    style: Style,
}

impl<'a> View<'a> {
    /// What `seat` sees, with routes judged on the bare floor if `bare`, and the
    /// heuristic's constants.
    fn judging(g: &'a Robotanks, seat: Seat, bare: bool, style: &Style) -> View<'a> {
        View {
            bare,
            style: *style,
            ..View::new(g, seat)
        }
    }

    fn new(g: &'a Robotanks, seat: Seat) -> View<'a> {
        let mine = g.colour(seat);
        let mut objects = Vec::with_capacity(20);
        for (t, k) in g.tanks.iter().enumerate() {
            if k.present {
                objects.push((Object::Tank(t as TankId), k.at));
            }
        }
        let mut targets = Vec::new();
        for c in Colour::ALL {
            if let Some(s) = g.colour_seat[c as usize] {
                objects.push((Object::Post(c), g.arena.command_posts[c as usize]));
                if c != mine && g.players[s as usize].alive {
                    targets.push(c);
                }
            }
        }
        // Everything the plans depend on beyond the hand: where each tank stands, whether
        // it is a wreck or hides behind ECM, and which posts are aimed at.
        let mut tanks: u64 = 0xcbf2_9ce4_8422_2325;
        for (t, k) in g.tanks.iter().enumerate() {
            if k.present {
                let flags = k.wreck as u64 | (k.has_up(Command::Ecm) as u64) << 1;
                for x in [t as u64, k.at.q as u16 as u64, k.at.r as u16 as u64, flags] {
                    tanks = (tanks ^ x).wrapping_mul(0x0100_0000_01b3);
                }
            }
        }
        for c in &targets {
            tanks = (tanks ^ (100 + *c as u64)).wrapping_mul(0x0100_0000_01b3);
        }
        View {
            g,
            seat,
            mine,
            objects,
            targets,
            tanks,
            bare: false,
            style: Style::default(),
        }
    }

    fn pose(&self, t: TankId) -> Pose {
        let k = &self.g.tanks[t as usize];
        Pose {
            at: k.at,
            facing: k.facing,
        }
    }

    /// Whether a hex holds an object other than tank `t`.
    fn taken(&self, h: Hex, t: TankId) -> bool {
        self.objects
            .iter()
            .any(|(o, at)| *at == h && *o != Object::Tank(t))
    }

    /// Where a card takes tank `t` from `p`, if it goes there without a collision.
    fn after(&self, map: &Map, t: TankId, p: Pose, c: Command) -> Option<Pose> {
        match c.motion()? {
            Motion::Turn(s) => Some(Pose {
                at: p.at,
                facing: p.facing.turned(s),
            }),
            Motion::Move(rel, k) => {
                let dir = p.facing.turned(rel);
                let mut at = p.at;
                for _ in 0..k {
                    at = at.neighbour(dir);
                    if !map.is_open(at) || self.taken(at, t) {
                        return None;
                    }
                }
                Some(Pose {
                    at,
                    facing: p.facing,
                })
            }
        }
    }

    /// The enemy command post tank `t` would shoot from `p`: the nearest object in its
    /// direct fire area, alone at that range, within [`POST_RANGE`]; with its range and
    /// whether it is straight ahead with nothing between (a Laser's line).
    fn post_shot(&self, t: TankId, p: Pose) -> Option<(Colour, u16, bool)> {
        self.aim(Some(t), p.at, p.facing, false)
    }

    /// The enemy post a tank at `at` facing `f` would shoot, if any (`bare`: as if no
    /// tank stood in the arena).
    fn aim(
        &self,
        t: Option<TankId>,
        at: Hex,
        f: Facing,
        bare: bool,
    ) -> Option<(Colour, u16, bool)> {
        let edges = self.g.options.fire_area_edges;
        let posts = &self.g.arena.command_posts;
        let (c, r) = self
            .targets
            .iter()
            .map(|c| (*c, at.distance(posts[*c as usize])))
            .filter(|(c, r)| {
                (1..=POST_RANGE).contains(r) && in_fire_area(at, f, posts[*c as usize], edges)
            })
            .min_by_key(|(_, r)| *r)?;
        // Nothing else as near in the direct fire area.
        for (o, h) in &self.objects {
            if *o == Object::Post(c) || t.is_some_and(|t| *o == Object::Tank(t)) || *h == at {
                continue;
            }
            if bare && matches!(o, Object::Tank(_)) {
                continue;
            }
            if at.distance(*h) > r || !in_fire_area(at, f, *h, edges) {
                continue;
            }
            if let Object::Tank(u) = o {
                let k = &self.g.tanks[*u as usize];
                if !k.wreck && k.has_up(Command::Ecm) {
                    continue;
                }
            }
            return None;
        }
        let step = f.step();
        let straight = at.plus(step.times(r as i16)) == posts[c as usize]
            && (1..r as i16).all(|j| self.g.arena.is_floor(at.plus(step.times(j))));
        Some((c, r, straight))
    }

    /// The fewest cards from `p` to a firing place at an enemy post, with `mask`'s motions.
    fn distance(&self, map: &mut Map, mask: u16, p: Pose) -> u8 {
        let Some(cell) = map.cell(p.at) else {
            return FAR;
        };
        let posts = self.targets.iter().fold(0u8, |a, c| a | 1 << *c as u8);
        if posts == 0 {
            return FAR;
        }
        let key = TableKey {
            posts,
            mask,
            tanks: if self.bare { 0 } else { self.tanks },
            bare: self.bare,
        };
        map.table(self, key)[cell * 6 + p.facing.index() as usize]
    }
}

/// Removes one `c` from a sorted pile; whether there was one.
fn take_card(pile: &mut Vec<Command>, c: Command) -> bool {
    match pile.iter().position(|x| *x == c) {
        Some(i) => {
            pile.remove(i);
            true
        }
        None => false,
    }
}

/// The fire cards for a tank at its post, best first: a Laser or an Energy Ball cannot
/// miss a post straight ahead and near; a Cannon hits on 2 or more; an Electro-Grounded
/// Cannon's miss hurts the firer.
fn fire_order(straight: bool, range: u16) -> &'static [Command] {
    use Command::*;
    match (straight, range) {
        (true, 1) => &[Laser, EnergyBall, Cannon, EgCannon],
        (true, _) => &[Laser, Cannon, EgCannon],
        _ => &[Cannon, EgCannon],
    }
}

/// A firing program for a tank at its post, `range` from the enemy post (`straight`: on
/// its line of fire, nothing between), from `hand`: Armor (or Shield) first when the
/// budget allows, then fire cards; at most [`FIRING_MAX`] cards, at most `budget`.
fn firing_program(
    straight: bool,
    range: u16,
    hand: &mut Vec<Command>,
    budget: usize,
) -> Vec<Command> {
    let mut out = Vec::new();
    let budget = budget.min(FIRING_MAX);
    let fires = fire_order(straight, range);
    let fire_count: usize = hand.iter().filter(|c| fires.contains(c)).count();
    if budget >= 2 && fire_count >= 1 {
        for c in [Command::Armor, Command::Shield] {
            if take_card(hand, c) {
                out.push(c);
                break;
            }
        }
    }
    while out.len() < budget {
        match fires.iter().find(|c| hand.contains(c)) {
            Some(c) => {
                take_card(hand, *c);
                out.push(*c);
            }
            None => break,
        }
    }
    if out.iter().all(|c| !fires.contains(c)) {
        // Nothing to fire with: the caller gives the tank an idle card.
        for c in out.drain(..) {
            crate::state::add(hand, c);
        }
    }
    out
}

/// The cards a tank at `p` would play to reach an enemy post, from `hand`, at most `max`.
/// Each step looks two cards ahead on the walking distance and never collides with what
/// stands now; without progress it stops.
fn path(v: &View, map: &mut Map, t: TankId, p: Pose, hand: &[Command], max: usize) -> Vec<Command> {
    let mut hand: Vec<Command> = hand.to_vec();
    let mask = motion_mask(&hand);
    let mut out = Vec::new();
    let mut pose = p;
    let mut seen = vec![p];
    // The table's firing places are exactly those where the post is shot (0: within 2
    // hexes; 1: at 3, or a card from a nearer one).
    let score = |map: &mut Map, q: Pose| -> u32 {
        match v.distance(map, mask, q) {
            FAR => 1000,
            d => d as u32,
        }
    };
    let mut here = score(map, pose);
    while out.len() < max && here > 0 {
        let mut kinds: Vec<Command> = hand
            .iter()
            .copied()
            .filter(|c| c.motion().is_some())
            .collect();
        kinds.dedup();
        let mut best: Option<(u32, i32, Command, Pose)> = None;
        for &c1 in &kinds {
            let Some(p1) = v.after(map, t, pose, c1) else {
                continue;
            };
            if seen.contains(&p1) {
                continue;
            }
            let mut s = 1 + score(map, p1);
            if out.len() + 1 < max && s > 1 {
                for &c2 in &kinds {
                    if c2 == c1 && hand.iter().filter(|c| **c == c1).count() < 2 {
                        continue;
                    }
                    if let Some(p2) = v.after(map, t, p1, c2) {
                        s = s.min(2 + score(map, p2));
                    }
                }
            }
            // Cheaper cards first among equals.
            let key = (s, value(c1));
            if best.is_none_or(|(bs, bv, _, _)| key < (bs, bv)) {
                best = Some((s, value(c1), c1, p1));
            }
        }
        let Some((s, _, c, p1)) = best else {
            break;
        };
        // Allow a detour of a card or two when the hand lacks the best turn.
        if s > here + 2 || (here >= 1000 && s >= here) {
            break;
        }
        take_card(&mut hand, c);
        out.push(c);
        pose = p1;
        seen.push(p1);
        here = score(map, pose);
    }
    // A path that does not end better than it began is no path.
    while !out.is_empty() {
        let mut q = p;
        for c in &out {
            q = v.after(map, t, q, *c).expect("checked");
        }
        if score(map, q) < score(map, p) {
            break;
        }
        out.pop();
    }
    out
}

/// Cards that stay face up once executed and harm nothing: one placed right after a
/// route's path tells everyone (its owner too) that the path is done.
const MARKERS: [Command; 6] = [
    Command::Target,
    Command::Turret,
    Command::Ecm,
    Command::AutoHit,
    Command::Shield,
    Command::Armor,
];

/// Cards that keep a tank still and harmless, for the initial programs: the ones of no
/// other use first. (Not Scan: see [`idle_card`].)
const IDLERS: [Command; 8] = [
    Command::Radar,
    Command::Zoom,
    Command::Target,
    Command::Turret,
    Command::Ecm,
    Command::AutoHit,
    Command::Shield,
    Command::Armor,
];

/// A card of `hand` that keeps a tank still and harmless: an idler, else a turn (it
/// spins in place), else a Scan — last, as a tank whose only card is a Scan asks its
/// player which tank to scan every turn until it is reprogrammed (a person whose deal
/// Auto chose was asked it turn after turn).
fn idle_card(hand: &[Command]) -> Option<Command> {
    IDLERS
        .iter()
        .copied()
        .find(|c| hand.contains(c))
        .or_else(|| {
            [
                Command::TurnLeft60,
                Command::TurnRight60,
                Command::TurnLeft120,
                Command::TurnRight120,
                Command::Turn180,
            ]
            .into_iter()
            .rev()
            .find(|c| hand.contains(c))
        })
        .or_else(|| hand.contains(&Command::Scan).then_some(Command::Scan))
}

/// A route for tank `t` from `hand` (at most `budget` cards): a path towards a post;
/// fire cards after it if it arrives, else a marker (which comes face up when the path
/// is done); then cards that do nothing, up to a route's length.
fn route(
    v: &View,
    map: &mut Map,
    t: TankId,
    hand: &mut Vec<Command>,
    budget: usize,
) -> Vec<Command> {
    let p = v.pose(t);
    let budget = budget.min(ROUTE_MAX);
    if budget < ROUTE_MIN {
        return Vec::new();
    }
    let steps = path(v, map, t, p, hand, budget - 1);
    let mut end = p;
    for c in &steps {
        take_card(hand, *c);
        end = v.after(map, t, end, *c).expect("a clear path");
    }
    let mut out = steps;
    let shot = v.post_shot(t, end);
    let fires: &[Command] = match shot {
        Some((_, r, straight)) => fire_order(straight, r),
        None => &[],
    };
    if shot.is_none()
        && let Some(m) = MARKERS.iter().find(|c| hand.contains(c))
    {
        take_card(hand, *m);
        out.push(*m);
    }
    let fire_ok = shot.is_some() || safe_to_fire(v, t, end);
    while out.len() < ROUTE_MIN {
        // Fire cards at a post; elsewhere cards that neither move nor shoot (a turn at
        // worst), so that nothing is hit while the tank waits to be reprogrammed; a
        // fire card only where no friend would be hit.
        let pick = fires
            .iter()
            .chain(MARKERS.iter())
            .find(|c| hand.contains(c))
            .copied()
            .or_else(|| {
                hand.iter()
                    .copied()
                    .filter(|c| {
                        !matches!(c.motion(), Some(Motion::Move(..)))
                            && !matches!(
                                c,
                                Command::SelfDestruct
                                    | Command::Transwarp
                                    | Command::Radar
                                    | Command::Zoom
                            )
                            && (fire_ok || !fires_at_all(*c))
                    })
                    .min_by_key(|c| (fires_at_all(*c), c.motion().is_some(), value(*c)))
            });
        match pick {
            Some(c) => {
                take_card(hand, c);
                out.push(c);
            }
            None => break,
        }
    }
    out
}

/// Whether tank `t`'s direct fire from `p` would hit no friend: the nearest objects in
/// its direct fire area are neither its side's tanks nor its command post.
fn safe_to_fire(v: &View, t: TankId, p: Pose) -> bool {
    let edges = v.g.options.fire_area_edges;
    let near = v
        .objects
        .iter()
        .filter(|(o, h)| {
            *o != Object::Tank(t)
                && p.at.distance(*h) <= FIRE_RANGE
                && in_fire_area(p.at, p.facing, *h, edges)
        })
        .map(|(o, h)| (*o, p.at.distance(*h)));
    let best = near.clone().map(|(_, r)| r).min();
    near.filter(|(_, r)| Some(*r) == best)
        .all(|(o, _)| match o {
            Object::Tank(u) => tank_colour(u) != v.mine || v.g.tanks[u as usize].wreck,
            Object::Post(c) => c != v.mine,
        })
}

/// Whether a card shoots.
fn fires_at_all(c: Command) -> bool {
    use crate::cards::Group;
    matches!(c.group(), Group::DirectFire | Group::IndirectFire)
}

/// How urgently tank `t` needs reprogramming (0: leave it), by what the seat sees: the
/// tank's place, facing, face-up cards and number of cards, and the seat's hand.
fn need(v: &View, map: &mut Map, t: TankId, hand_len: usize) -> u32 {
    let g = v.g;
    let k = &g.tanks[t as usize];
    let n = k.cards();
    let p = v.pose(t);
    let spare = (hand_len + n).saturating_sub(v.style.reserve());
    if v.post_shot(t, p).is_some() {
        if n > FIRING_MAX {
            // A route has arrived: make it a firing program.
            return 100;
        }
        let hand = &g.players[v.seat as usize].hand;
        if n <= 1 && spare >= 3 && hand.iter().any(|c| fire_order(true, 1).contains(c)) {
            // One hit from a wreck: more cards to lose.
            return 20;
        }
        return 0;
    }
    let marked = k.face_up.iter().any(|c| MARKERS.contains(c));
    let hand = &g.players[v.seat as usize].hand;
    if spare < ROUTE_MIN {
        return 0;
    }
    if n >= ROUTE_MIN {
        // A route: its cards (moves and turns, mostly) come back to the hand. Done (its
        // marker is up): write the next one. On its way: trust it, but now and then
        // write it again from where the tank stands, in case it went astray (a hit
        // scrambles it, and with no marker nothing tells).
        if marked {
            let crow = v
                .targets
                .iter()
                .map(|c| p.at.distance(g.arena.command_posts[*c as usize]) as u32)
                .min()
                .unwrap_or(30);
            return 50 + 30 - crow.min(30);
        }
        let clock = g.turns as usize / g.players.len().max(1);
        let refresh = v.style.refresh.round().max(1.0) as usize;
        return if (clock + 2 * (t as usize % 4)).is_multiple_of(refresh) {
            15
        } else {
            0
        };
    }
    // An idle tank, a firing tank knocked off its post, or a damaged route: it needs
    // the way in the hand. The nearer the post, the sooner it shoots.
    if !hand
        .iter()
        .any(|c| matches!(c.motion(), Some(Motion::Move(..))))
    {
        return 0;
    }
    let d = 30 - (v.distance(map, motion_mask(hand), p) as u32).min(30);
    if d == 0 || path(v, map, t, p, hand, ROUTE_MAX - 1).is_empty() {
        return 0;
    }
    30 + d + if marked { 20 } else { 0 }
}

/// The heuristic's action for `seat`, if it has one.
pub fn choose(g: &Robotanks, seat: Seat, _rng: &mut GameRng) -> Option<Action> {
    choose_with(g, seat, false, &Style::default())
}

/// [`choose`] with the constants of `style`, and routes on the bare floor if `quickly`
/// (as [`choose_quickly`]).
pub fn choose_styled(
    g: &Robotanks,
    seat: Seat,
    style: &Style,
    quickly: bool,
    _rng: &mut GameRng,
) -> Option<Action> {
    choose_with(g, seat, quickly, style)
}

/// The heuristic's action as a search imagines it, many thousand times a second: the
/// same rules, but its routes judge how far an enemy post is on the bare floor, so one
/// table of walking distances per hand serves every position of the tanks. Its moves
/// still never run into a tank standing now. Building a table for each position of the
/// tanks took most of a search's time; `easy` itself plays [`choose`].
pub fn choose_quickly(g: &Robotanks, seat: Seat, _rng: &mut GameRng) -> Option<Action> {
    choose_with(g, seat, true, &Style::default())
}

fn choose_with(g: &Robotanks, seat: Seat, bare: bool, style: &Style) -> Option<Action> {
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let p = &g.players[seat as usize];
    let hand = &p.hand;
    Some(match g.phase {
        Phase::Over => return None,
        Phase::Setup => {
            if p.hand.len() > p.keep as usize {
                Action::Discard(least_wanted(hand))
            } else {
                // Initial programs: an idle card each, so no tank wanders or shoots
                // before it has a route.
                let pick = idle_card(hand)
                    .or_else(|| {
                        hand.iter()
                            .copied()
                            .filter(|c| c.motion().is_none() && !fires_at_all(*c))
                            .min_by_key(|c| value(*c))
                    })
                    .or_else(|| hand.first().copied())?;
                Action::Program(pick)
            }
        }
        Phase::Deactivation => {
            let v = View::judging(g, seat, bare, style);
            let best = with_map(g, |map| {
                g.tanks_of(seat)
                    .filter(|t| !g.tanks[*t as usize].wreck)
                    .map(|t| (need(&v, map, t, hand.len()), t))
                    .filter(|(n, _)| *n > 0)
                    .max_by_key(|(n, t)| (*n, std::cmp::Reverse(*t)))
            });
            match best {
                Some((_, t)) => Action::Deactivate(t % 4 + 1),
                None => Action::Roll,
            }
        }
        Phase::BankPick => Action::Take(bank_pick(g, seat)?),
        Phase::LookUp => {
            if g.traded.len() == 2 {
                Action::Take(bank_pick(g, seat)?)
            } else if !g.traded.is_empty() {
                Action::Give(least_wanted(hand))
            } else {
                // Two cards the hand can spare for one it lacks, only from a rich hand.
                let count = |c: Command| hand.iter().filter(|x| **x == c).count();
                let trade = hand.len() as f64 >= style.trade_hand.round()
                    && bank_pick(g, seat).is_some_and(|c| keep_score(c, count(c) + 1) >= 80)
                    && {
                        let mut rest = hand.clone();
                        (0..2).all(|_| {
                            let c = least_wanted(&rest);
                            let i = count(c);
                            take_card(&mut rest, c);
                            keep_score(c, i) <= 50
                        })
                    };
                if trade {
                    Action::Give(least_wanted(hand))
                } else {
                    Action::Pass
                }
            }
        }
        Phase::Programming => {
            let t = g.deactivated?;
            // The tank's program now holds only the cards the seat placed this turn (its
            // own log shows them, RULINGS.md §40); the plan is made from the hand as it
            // was before the first of them.
            let placed = &g.tanks[t as usize].program;
            let mut before = hand.clone();
            before.extend(placed.iter().copied());
            before.sort_unstable();
            let want = program_for(g, seat, t, &before, bare, style);
            match want.get(placed.len()) {
                Some(c)
                    if placed[..] == want[..placed.len()] && hand.contains(c) && hand.len() > 1 =>
                {
                    Action::Program(*c)
                }
                _ => Action::Done,
            }
        }
        Phase::Execution => match &g.pending {
            Some(Pending::Target { candidates, .. }) => {
                let mine = g.colour(seat);
                let rank = |o: &Object| match o {
                    Object::Post(c) if *c != mine => 0,
                    Object::Tank(u) if tank_colour(*u) != mine && !g.tanks[*u as usize].wreck => 1,
                    Object::Tank(u) if g.tanks[*u as usize].wreck => 2,
                    _ => 3,
                };
                let pick = candidates.iter().min_by_key(|(o, r)| (rank(o), *r))?;
                Action::Target(pick.0)
            }
            Some(Pending::Warp { .. }) => {
                // Land nearest an enemy command post.
                let v = View::new(g, seat);
                let posts: Vec<Hex> = v
                    .targets
                    .iter()
                    .map(|c| g.arena.command_posts[*c as usize])
                    .collect();
                let score = |a: &Action| match a {
                    Action::Warp(u) => {
                        let at = g.tanks[*u as usize].at;
                        posts.iter().map(|h| at.distance(*h)).min().unwrap_or(0)
                    }
                    _ => u16::MAX,
                };
                *legal.iter().min_by_key(|a| score(a))?
            }
            Some(Pending::Drain { taken, .. }) => {
                let count = |c: Command| hand.iter().filter(|x| **x == c).count();
                Action::Keep(
                    taken
                        .iter()
                        .copied()
                        .max_by_key(|c| keep_score(*c, count(*c) + 1))?,
                )
            }
            Some(Pending::Scan { .. }) => legal[0],
            Some(Pending::Virus { required, .. }) => match required.first() {
                Some(c) => Action::Program(*c),
                None => Action::Done,
            },
            None => return None,
        },
    })
}

/// The new program for the deactivated tank `t`, from the hand `before` it.
fn program_for(
    g: &Robotanks,
    seat: Seat,
    t: TankId,
    before: &[Command],
    bare: bool,
    style: &Style,
) -> Vec<Command> {
    let v = View::judging(g, seat, bare, style);
    // The same plan is asked for once per card placed: keep the last.
    let facings = g
        .tanks
        .iter()
        .fold(0u64, |a, k| a << 3 | k.facing.index() as u64);
    let key: PlanKey = (
        g.turns,
        seat,
        t,
        v.tanks,
        facings,
        g.options.fire_area_edges,
        bare,
        style.reserve(),
    );
    let kept = PLAN.with(|p| {
        p.borrow()
            .as_ref()
            .filter(|(k, a, b, _)| {
                *k == key && (Arc::ptr_eq(a, &g.arena) || **a == *g.arena) && b[..] == *before
            })
            .map(|(_, _, _, plan)| plan.clone())
    });
    if let Some(plan) = kept {
        return plan;
    }
    let plan = make_program(&v, t, before);
    PLAN.with(|p| *p.borrow_mut() = Some((key, g.arena.clone(), before.to_vec(), plan.clone())));
    plan
}

fn make_program(v: &View, t: TankId, before: &[Command]) -> Vec<Command> {
    let g = v.g;
    let mut hand = before.to_vec();
    let budget = before.len().saturating_sub(v.style.reserve()).max(1);
    let p = v.pose(t);
    let out = match v.post_shot(t, p) {
        Some((_, r, straight)) => firing_program(straight, r, &mut hand, budget),
        None => with_map(g, |map| route(v, map, t, &mut hand, budget)),
    };
    if out.is_empty() {
        // Something rather than a wreck: a card that keeps the tank still and harmless
        // if there is one.
        let c = idle_card(before).or_else(|| {
            before
                .iter()
                .copied()
                .min_by_key(|c| (fires_at_all(*c), c.motion().is_some(), value(*c)))
        });
        return c.into_iter().collect();
    }
    out
}

/// How much the heuristic wants the `i`-th copy (from 1) of a card in its hand.
fn keep_score(c: Command, i: usize) -> i32 {
    use Command::*;
    let (first, upto, later) = match c {
        Laser => (100, 3, 60),
        Cannon => (95, 4, 55),
        Forward3 => (90, 3, 50),
        Forward2 => (88, 3, 50),
        RocketBooster => (86, 2, 50),
        TurnLeft60 | TurnRight60 => (85, 2, 45),
        Armor => (84, 2, 50),
        Forward1 => (80, 2, 45),
        Shield => (78, 1, 40),
        // Idle cards for the initial programs, and route markers.
        Target | Turret | Ecm | AutoHit => (75, 1, 62),
        TurnLeft120 | TurnRight120 => (70, 1, 35),
        SideslipLeft | SideslipRight => (60, 1, 30),
        EgCannon => (58, 1, 30),
        Turn180 => (55, 1, 20),
        EnergyBall => (50, 1, 20),
        Back1 => (30, 1, 10),
        _ => (10, 0, 5),
    };
    if i <= upto { first } else { later }
}

/// The card the hand can best do without.
fn least_wanted(hand: &[Command]) -> Command {
    // Four idle cards are wanted for the initial programs.
    let idle = hand.iter().filter(|c| IDLERS.contains(c)).count() <= 4;
    let mut worst = (i32::MAX, hand[0]);
    let mut i = 0;
    for (j, c) in hand.iter().enumerate() {
        // The hand is sorted: count copies as they come.
        i = if j > 0 && hand[j - 1] == *c { i + 1 } else { 1 };
        let mut s = keep_score(*c, i);
        if idle && IDLERS.contains(c) {
            s = s.max(76);
        }
        if s < worst.0 {
            worst = (s, *c);
        }
    }
    worst.1
}

/// The Bank card to take: what the hand lacks most.
fn bank_pick(g: &Robotanks, seat: Seat) -> Option<Command> {
    let hand = &g.players[seat as usize].hand;
    let count = |c: Command| hand.iter().filter(|x| **x == c).count();
    g.bank
        .iter()
        .copied()
        .max_by_key(|c| keep_score(*c, count(*c) + 1))
}

/// What a search that stops early measures of a position, from `seat`'s side: each its
/// own minus that of the strongest other seat ([`features`], what `coinop tune` fits),
/// or of each other seat ([`features_against_each`], what the search weighs). The
/// evaluator weighs them (`coinop_agents`' weights file for Robotanks).
pub const FEATURES: [&str; 5] = [
    "cards in hand",
    "tanks",
    "program cards",
    "parked at a post",
    "posts drained",
];

/// [`FEATURES`] of `g` for `seat`, against the other seat still in the game that is
/// strongest by the first weights (a hand card 1, a tank 2, a program card 0.8, a tank
/// parked at an enemy post 2.5 and one parked at our own -2.5):
/// - cards in hand (the command post's life);
/// - tanks still fighting (worth more than their cards);
/// - cards in their programs (still the seat's cards: a deactivation brings them home,
///   though a hit may scramble them away);
/// - its tanks parked at an enemy command post, facing it with nothing nearer: they
///   drain that post turn after turn, the game's whole plan, which a rollout's
///   few rounds only start to show;
/// - enemy tanks parked so at its own post.
pub fn features(g: &Robotanks, seat: Seat) -> [f64; 5] {
    let each = measures(g);
    let strength = |f: &[f64; 5]| f[0] + 2.0 * f[1] + 0.8 * f[2] + 2.5 * (f[3] - f[4]);
    let other = rivals(g, seat).max_by(|&a, &b| strength(&each[a]).total_cmp(&strength(&each[b])));
    let mine = each[seat as usize];
    let theirs = other.map_or([0.0; 5], |s| each[s]);
    std::array::from_fn(|i| mine[i] - theirs[i])
}

/// [`FEATURES`] of `g` for `seat` against each other seat still in the game, in seat
/// order (at most 3), and how many there are. Three or four at a table are not a duel
/// with the strongest: whoever is hurt, the seat is nearer being the last post standing.
pub fn features_against_each(g: &Robotanks, seat: Seat) -> ([[f64; 5]; 3], usize) {
    let each = measures(g);
    let mine = each[seat as usize];
    let mut out = [[0.0; 5]; 3];
    let mut n = 0;
    for (slot, s) in out.iter_mut().zip(rivals(g, seat)) {
        *slot = std::array::from_fn(|i| mine[i] - each[s][i]);
        n += 1;
    }
    (out, n)
}

/// The other seats still in the game.
fn rivals(g: &Robotanks, seat: Seat) -> impl Iterator<Item = usize> + '_ {
    (0..g.num_seats()).filter(move |&s| s != seat as usize && g.players[s].alive)
}

/// Each seat's own [`FEATURES`] (nothing for a seat out of the game).
fn measures(g: &Robotanks) -> [[f64; 5]; 4] {
    // On the stack: the search calls this at every leaf (a table has at most 4 seats).
    let mut each = [[0.0f64; 5]; 4];
    for s in 0..g.num_seats() as Seat {
        let p = &g.players[s as usize];
        if !p.alive {
            continue;
        }
        each[s as usize][0] = p.hand.len() as f64;
        let v = View::new(g, s);
        for t in g.tanks_of(s) {
            let k = &g.tanks[t as usize];
            if k.wreck || !k.present {
                continue;
            }
            each[s as usize][1] += 1.0;
            each[s as usize][2] += k.cards() as f64;
            if let Some((post, _, _)) = v.post_shot(t, v.pose(t))
                && let Some(d) = g.colour_seat[post as usize]
            {
                each[s as usize][3] += 1.0;
                each[d as usize][4] += 1.0;
            }
        }
    }
    each
}

/// Whether `seat` is out of the game (its post destroyed) while others play on: it can
/// no longer win.
pub fn eliminated(g: &Robotanks, seat: Seat) -> bool {
    !g.players[seat as usize].alive
}
