//! A simple rule-following player: heads for the Eagle, lines up shots at bots, avoids
//! water and bots' lines of fire. It looks only at what its seat may see (it works on
//! the seat's [`Observation`]), so it cannot cheat. Its constants are a [`Style`]:
//! written by hand, tunable by self-play (`coinop tune tanks --heuristic`).

use crate::action::Action;
use crate::board::{Cell, Dir, Terrain};
use crate::cards::{Card, Cards};
use crate::pieces::PowerUp;
use crate::state::Stage;
use crate::view::Observation;
use coinop_core::{GameRng, Seat};
use rand::seq::IndexedRandom;

coinop_core::style! {
    /// The heuristic's constants: what a plan's two maneuvers are worth, in points of an
    /// Eagle's 100.
    pub struct Style {
        /// Worth of driving over a power-up.
        power_up("power up"): 4.0, from 0.0, to 30.0;
        /// Worth of ending a maneuver with a bot in our sights.
        bot_in_sights("bot in sights"): 6.0, from 0.0, to 30.0;
        /// Cost of each bot that has us in its sights after a maneuver.
        in_bot_sights("in bot sights"): 3.0, from 0.0, to 30.0;
        /// Cost of each cell between the plan's end and the Eagle.
        eagle_distance("eagle distance"): 3.0, from 0.0, to 30.0;
        /// Worth of ending the plan facing the Eagle.
        facing_eagle("facing eagle"): 2.0, from 0.0, to 30.0;
        /// The most cards in hand at which it disengages when a bot aims at it.
        poor_hand("poor hand"): 3.0, from 0.0, to 7.0;
    }
}

/// Picks an action for `seat` from its observation (which lists its legal actions).
pub fn choose(o: &Observation, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    choose_styled(o, seat, &Style::default(), rng)
}

/// [`choose`] with the constants of `style`.
pub fn choose_styled(
    o: &Observation,
    seat: Seat,
    style: &Style,
    rng: &mut GameRng,
) -> Option<Action> {
    if o.legal.is_empty() {
        return None;
    }
    let me = &o.players[seat as usize];
    let a = match &o.stage {
        Stage::PlaceTanks { .. } => place_tank(o),
        Stage::Planning => plan_step(o, seat, style),
        Stage::BotOrder => o.legal.first().cloned(),
        Stage::PowerUpChoice {
            power: PowerUp::Grenade,
            ..
        } => grenade(o, seat),
        Stage::PowerUpChoice { .. } => {
            // Clear the brick nearest our tank, else build one.
            let from = me.tank.map(|t| t.cell);
            o.legal
                .iter()
                .min_by_key(|a| match (a, from) {
                    (Action::ShovelRemove { cell }, Some(f)) => dist(o, *cell, f),
                    (Action::ShovelRemove { .. }, None) => 0,
                    _ => 1000,
                })
                .cloned()
        }
        Stage::Over => None,
    };
    a.filter(|a| o.legal.contains(a))
        .or_else(|| o.legal.choose(rng).cloned())
}

fn dist(o: &Observation, a: Cell, b: Cell) -> i32 {
    let (ax, ay) = o.board.xy(a);
    let (bx, by) = o.board.xy(b);
    (ax - bx).abs() + (ay - by).abs()
}

/// Nearest start space to the Eagle, facing it.
fn place_tank(o: &Observation) -> Option<Action> {
    let eagle = o.eagle?;
    let (ex, ey) = o.board.xy(eagle);
    o.legal
        .iter()
        .filter_map(|a| match a {
            Action::PlaceTank { cell, facing } => {
                let (x, y) = o.board.xy(*cell);
                let want = if (ex - x).abs() >= (ey - y).abs() {
                    if ex > x { Dir::E } else { Dir::W }
                } else if ey > y {
                    Dir::S
                } else {
                    Dir::N
                };
                Some((dist(o, *cell, eagle) * 10 + i32::from(*facing != want), a))
            }
            _ => None,
        })
        .min_by_key(|(k, _)| *k)
        .map(|(_, a)| *a)
}

/// The whole plan is chosen at once, then played out one card per call.
fn plan_step(o: &Observation, seat: Seat, style: &Style) -> Option<Action> {
    let me = &o.players[seat as usize];
    let hand = me.hand?;
    let placed = [&me.maneuvers[0], &me.maneuvers[1]];
    if placed[0].count == 0 && placed[1].count == 0 {
        if hand.total() < 2 {
            return Some(Action::Disengage);
        }
        // No move card: exchange the most common turn card for fresh ones.
        let moves = hand.get(Card::Advance1) + hand.get(Card::Advance2) + hand.get(Card::Advance3);
        if moves == 0 && !me.exchanged {
            let turn = [Card::TurnLeft, Card::TurnRight, Card::Turnaround]
                .into_iter()
                .max_by_key(|c| hand.get(*c))
                .expect("three kinds");
            if hand.get(turn) >= 2 {
                return Some(Action::Exchange {
                    card: turn,
                    count: hand.get(turn) - 1,
                });
            }
        }
        // A poor hand: no move card left to play, or so few cards that a bot's shot
        // would leave nothing — disengage, refill to 7 and be no target this round.
        let aimed_at = me.tank.is_some_and(|t| bots_aiming_at(o, t.cell) > 0);
        if moves == 0 || (hand.total() as f64 <= style.poor_hand.round() && aimed_at) {
            return Some(Action::Disengage);
        }
    }
    let (m1, m2) = cached_plan(o, seat, hand, style)?;
    let have = |m: usize| placed[m].cards.as_ref().map(|c| c.len()).unwrap_or(0);
    for (m, cards) in [(0u8, &m1), (1u8, &m2)] {
        if let Some(&c) = cards.get(have(m as usize)) {
            return Some(Action::Place {
                maneuver: m,
                card: c,
            });
        }
    }
    Some(Action::Commit)
}

/// What a plan depends on: the seat, round, tank, all its cards this planning, the
/// Eagle, and the constants it weighs with. The plan is chosen once and then put down card by card, so each planning step
/// after the first finds it here instead of searching again.
type PlanKey = u64;
type Plan = (Vec<Card>, Vec<Card>);
/// A cached plan with the cards that were already down when it was chosen.
type CachedPlan = (Plan, [Vec<Card>; 2]);

thread_local! {
    static PLANS: std::cell::RefCell<Option<(PlanKey, CachedPlan)>> =
        const { std::cell::RefCell::new(None) };
}

fn cached_plan(
    o: &Observation,
    seat: Seat,
    hand: Cards,
    style: &Style,
) -> Option<(Vec<Card>, Vec<Card>)> {
    let me = &o.players[seat as usize];
    let mut all = hand;
    for m in &me.maneuvers {
        for c in m.cards.iter().flatten() {
            all.add(*c, 1);
        }
    }
    // Everything on the board the plan was chosen from, so a cached plan is exactly the
    // plan that would be chosen again.
    let mut h = coinop_core::StableHasher::default();
    use std::hash::{Hash, Hasher};
    (seat, o.round, all.0, o.eagle, &*o.board).hash(&mut h);
    for p in &o.players {
        p.tank.map(|t| (t.cell, t.facing as u8)).hash(&mut h);
    }
    for b in &o.bots {
        (b.cell, b.facing as u8).hash(&mut h);
    }
    for b in &o.bricks {
        (b.cell, b.damaged).hash(&mut h);
    }
    for p in &o.powerups {
        (p.cell, p.power as u8).hash(&mut h);
    }
    for k in [
        style.power_up,
        style.bot_in_sights,
        style.in_bot_sights,
        style.eagle_distance,
        style.facing_eagle,
    ] {
        k.to_bits().hash(&mut h);
    }
    let key: PlanKey = h.finish();
    // The best plan for fewer cards down, if it begins with the cards down now, is the
    // best plan for these too (the best of all plans is the best of any subset holding
    // it); so a cached plan answers when the cards down then are a prefix of those now.
    let placed: [Vec<Card>; 2] = [0, 1].map(|m| me.maneuvers[m].cards.clone().unwrap_or_default());
    let cached = PLANS.with(|p| {
        p.borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    });
    if let Some((plan, then)) = cached
        && placed[0].starts_with(&then[0])
        && placed[1].starts_with(&then[1])
        && plan.0.starts_with(&placed[0])
        && plan.1.starts_with(&placed[1])
    {
        return Some(plan);
    }
    let plan = best_plan(o, seat, hand, style)?;
    PLANS.with(|p| *p.borrow_mut() = Some((key, (plan.clone(), placed))));
    Some(plan)
}

/// Candidate maneuvers of one or two cards from a hand.
fn maneuvers(hand: &Cards) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    for a in Card::ALL.into_iter().filter(|c| hand.get(*c) > 0) {
        out.push(vec![a]);
        for b in Card::ALL {
            let need = if a == b { 2 } else { 1 };
            if hand.get(b) >= need && !(a.is_move() && b.is_move()) && (a.is_move() != b.is_move())
            {
                out.push(vec![a, b]);
            }
        }
    }
    out
}

fn best_plan(
    o: &Observation,
    seat: Seat,
    hand: Cards,
    style: &Style,
) -> Option<(Vec<Card>, Vec<Card>)> {
    let me = &o.players[seat as usize];
    let start = me.tank?;
    // Cards already down are a prefix the chosen maneuver must keep; planning from the
    // full set of cards makes every call choose the same plan.
    let placed: Vec<Vec<Card>> = me
        .maneuvers
        .iter()
        .map(|m| m.cards.clone().unwrap_or_default())
        .collect();
    let mut full = hand;
    for c in placed.iter().flatten() {
        full.add(*c, 1);
    }
    let mut best: Option<(f64, Vec<Card>, Vec<Card>)> = None;
    for m1 in maneuvers(&full)
        .into_iter()
        .filter(|m| m.starts_with(&placed[0]))
    {
        let mut rest = full;
        for c in &m1 {
            rest.take(*c, 1);
        }
        for m2 in maneuvers(&rest)
            .into_iter()
            .filter(|m| m.starts_with(&placed[1]))
        {
            let (p1, s1) = ghost(o, start.cell, start.facing, &m1, style);
            let score = match p1 {
                None => -1000.0,
                Some((c, f)) => match ghost(o, c, f, &m2, style) {
                    (None, _) => -1000.0,
                    (Some((c2, f2)), s2) => s1 + s2 + position_value(o, c2, f2, style),
                },
            };
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((score, m1.clone(), m2));
            }
        }
    }
    best.map(|(_, a, b)| (a, b))
}

/// Our own tank alone on the board: where a maneuver leaves it (None if it sinks), and
/// what it is worth on the way (Eagles, power-ups, shots after the maneuver).
fn ghost(
    o: &Observation,
    mut c: Cell,
    mut f: Dir,
    cards: &[Card],
    style: &Style,
) -> (Option<(Cell, Dir)>, f64) {
    let mut score = 0.0;
    let blocked = |c: Cell| {
        o.board.terrain(c) == Terrain::Concrete
            || o.bricks.iter().any(|b| b.cell == c)
            || o.bots.iter().any(|b| b.cell == c)
            || o.players
                .iter()
                .any(|p| p.tank.is_some_and(|t| t.cell == c))
    };
    let visit = |c: Cell, score: &mut f64| {
        if o.eagle == Some(c) {
            *score += 100.0;
        }
        if o.powerups.iter().any(|p| p.cell == c) {
            *score += style.power_up;
        }
    };
    for card in cards {
        match card {
            Card::TurnLeft => f = f.left(),
            Card::TurnRight => f = f.right(),
            Card::Turnaround => f = f.back(),
            m => {
                // Advance, then slide on while on ice; `None` once sunk.
                let forward = |c: &mut Cell, score: &mut f64| -> Option<bool> {
                    match o.board.step(*c, f) {
                        Some(n) if !blocked(n) => {
                            *c = n;
                            if o.board.terrain(n) == Terrain::Water {
                                return None;
                            }
                            visit(n, score);
                            Some(true)
                        }
                        _ => Some(false),
                    }
                };
                for _ in 0..m.advance() {
                    match forward(&mut c, &mut score) {
                        None => return (None, score),
                        Some(false) => break,
                        Some(true) => {}
                    }
                }
                while o.board.terrain(c) == Terrain::Ice {
                    match forward(&mut c, &mut score) {
                        None => return (None, score),
                        Some(false) => break,
                        Some(true) => {}
                    }
                }
            }
        }
    }
    // After each maneuver everyone fires: a bot in our sights is a point, a bot that has
    // us in its sights costs cards.
    if shot_hits_bot(o, c, f) {
        score += style.bot_in_sights;
    }
    score -= style.in_bot_sights * bots_aiming_at(o, c) as f64;
    (Some((c, f)), score)
}

fn shot_hits_bot(o: &Observation, from: Cell, f: Dir) -> bool {
    let mut c = from;
    while let Some(n) = o.board.step(c, f) {
        c = n;
        if o.board.terrain(c) == Terrain::Concrete || o.bricks.iter().any(|b| b.cell == c) {
            return false;
        }
        if o.bots.iter().any(|b| b.cell == c) {
            return o.board.terrain(c) != Terrain::Forest;
        }
        if o.players
            .iter()
            .any(|p| p.tank.is_some_and(|t| t.cell == c))
        {
            return false;
        }
    }
    false
}

fn bots_aiming_at(o: &Observation, target: Cell) -> i32 {
    if o.board.terrain(target) == Terrain::Forest {
        return 0;
    }
    o.bots
        .iter()
        .filter(|b| {
            let mut c = b.cell;
            while let Some(n) = o.board.step(c, b.facing) {
                c = n;
                if o.board.terrain(c) == Terrain::Concrete || o.bricks.iter().any(|x| x.cell == c) {
                    return false;
                }
                if c == target {
                    return true;
                }
            }
            false
        })
        .count() as i32
}

/// Closer to the Eagle is better, and facing it helps the next round.
fn position_value(o: &Observation, c: Cell, f: Dir, style: &Style) -> f64 {
    let Some(e) = o.eagle else { return 0.0 };
    let d = dist(o, c, e);
    let (x, y) = o.board.xy(c);
    let (ex, ey) = o.board.xy(e);
    let toward = match f {
        Dir::N => ey < y,
        Dir::S => ey > y,
        Dir::E => ex > x,
        Dir::W => ex < x,
    };
    let facing = if toward { style.facing_eagle } else { 0.0 };
    -style.eagle_distance * d as f64 + facing
}

/// The square that blows up the most bots and none of our own tank.
fn grenade(o: &Observation, seat: Seat) -> Option<Action> {
    let mine = o.players[seat as usize].tank.map(|t| t.cell);
    let near = |a: Cell, b: Cell| {
        let (ax, ay) = o.board.xy(a);
        let (bx, by) = o.board.xy(b);
        (ax - bx).abs() <= 1 && (ay - by).abs() <= 1
    };
    o.legal
        .iter()
        .filter_map(|a| match a {
            Action::Grenade { cell } => {
                let bots = o.bots.iter().filter(|b| near(*cell, b.cell)).count() as i32;
                let own = mine.is_some_and(|m| near(*cell, m)) as i32;
                let others = o
                    .players
                    .iter()
                    .filter(|p| p.seat != seat && p.tank.is_some_and(|t| near(*cell, t.cell)))
                    .count() as i32;
                Some((bots * 4 + others - own * 10, a))
            }
            _ => None,
        })
        .max_by_key(|(k, _)| *k)
        .map(|(_, a)| *a)
}

/// A fast player for search rollouts. It works on the state itself for speed but reads
/// only what `seat` may see: its own hand and maneuvers and the public board.
pub fn quick(g: &crate::Tanks, seat: Seat, rng: &mut GameRng) -> Action {
    use rand::RngExt;
    let a = match &g.stage {
        Stage::Planning => quick_plan(g, seat, rng),
        Stage::PlaceTanks { .. } => {
            let spaces = g.start_spaces();
            let eagle = g.eagle.or(g.last_eagle);
            let cell = match eagle {
                Some(e) => *spaces
                    .iter()
                    .min_by_key(|c| cells_apart(g, **c, e))
                    .expect("a start space"),
                None => spaces[rng.random_range(0..spaces.len())],
            };
            Some(Action::PlaceTank {
                cell,
                facing: eagle.map(|e| toward(g, cell, e)).unwrap_or(Dir::N),
            })
        }
        Stage::BotOrder => g
            .bots
            .iter()
            .find(|b| !b.moved)
            .map(|b| Action::MoveBot { cell: b.cell }),
        Stage::PowerUpChoice {
            power: PowerUp::Grenade,
            ..
        } => {
            let mine = g.players[seat as usize].tank.map(|t| t.cell);
            let near = |a: Cell, b: Cell| {
                let (ax, ay) = g.board().xy(a);
                let (bx, by) = g.board().xy(b);
                (ax - bx).abs() <= 1 && (ay - by).abs() <= 1
            };
            g.bots
                .iter()
                .map(|b| b.cell)
                .max_by_key(|c| {
                    g.bots.iter().filter(|b| near(*c, b.cell)).count() as i32
                        - 10 * i32::from(mine.is_some_and(|m| near(*c, m)))
                })
                .map(|cell| Action::Grenade { cell })
        }
        _ => None,
    };
    match a {
        Some(a) if g.is_legal(seat, &a) => a,
        _ => {
            let legal = coinop_core::Game::legal_actions(g, seat);
            legal[rng.random_range(0..legal.len())]
        }
    }
}

fn cells_apart(g: &crate::Tanks, a: Cell, b: Cell) -> i32 {
    let (ax, ay) = g.board().xy(a);
    let (bx, by) = g.board().xy(b);
    (ax - bx).abs() + (ay - by).abs()
}

/// The facing that points most directly from `from` to `to`.
fn toward(g: &crate::Tanks, from: Cell, to: Cell) -> Dir {
    let (x, y) = g.board().xy(from);
    let (tx, ty) = g.board().xy(to);
    if (tx - x).abs() >= (ty - y).abs() {
        if tx > x { Dir::E } else { Dir::W }
    } else if ty > y {
        Dir::S
    } else {
        Dir::N
    }
}

/// Turn towards the Eagle if a card allows, then a move card, in each maneuver.
fn quick_plan(g: &crate::Tanks, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    use rand::RngExt;
    let p = &g.players[seat as usize];
    let hand = p.hand;
    if p.maneuvers.iter().all(|m| m.is_empty()) && hand.total() < 2 {
        return Some(Action::Disengage);
    }
    let tank = p.tank?;
    let goal = g.eagle.or(g.last_eagle).map(|e| toward(g, tank.cell, e));
    let mut facing = tank.facing;
    for m in 0..2u8 {
        let man = &p.maneuvers[m as usize];
        for c in man.iter() {
            facing = match c {
                Card::TurnLeft => facing.left(),
                Card::TurnRight => facing.right(),
                Card::Turnaround => facing.back(),
                _ => facing,
            };
        }
        let has_move = man.iter().any(|c| c.is_move());
        let moves: Vec<Card> = [Card::Advance1, Card::Advance2, Card::Advance3]
            .into_iter()
            .filter(|c| hand.get(*c) > 0)
            .collect();
        if man.is_empty() || (!has_move && !moves.is_empty()) {
            if !has_move
                && let Some(goal) = goal
                && goal != facing
                && rng.random_bool(0.8)
            {
                let turn = if goal == facing.right() {
                    Card::TurnRight
                } else if goal == facing.left() {
                    Card::TurnLeft
                } else {
                    Card::Turnaround
                };
                if hand.get(turn) > 0 && !man.contains(&turn) {
                    return Some(Action::Place {
                        maneuver: m,
                        card: turn,
                    });
                }
            }
            if let Some(&c) = moves.get(rng.random_range(0..moves.len().max(1))) {
                return Some(Action::Place {
                    maneuver: m,
                    card: c,
                });
            }
            if man.is_empty() {
                let any = Card::ALL.into_iter().find(|c| hand.get(*c) > 0)?;
                return Some(Action::Place {
                    maneuver: m,
                    card: any,
                });
            }
        }
    }
    Some(Action::Commit)
}

/// How close a seat's tank is to the Eagle, from 1 (on it) to 0 (24 cells or more, or
/// no tank or no Eagle on the board).
fn closeness(g: &crate::Tanks, seat: Seat) -> f64 {
    match (g.players[seat as usize].tank, g.eagle) {
        (Some(t), Some(e)) => 1.0 - (cells_apart(g, t.cell, e) as f64 / 24.0).min(1.0),
        _ => 0.0,
    }
}

/// What a Single Player game is worth, in [0, 1], for search that stops before the end:
/// Eagles taken, closeness to the next, and speed.
pub fn solo_value(g: &crate::Tanks) -> f64 {
    ((g.eagles_taken as f64 + 0.8 * closeness(g, 0)) / 4.0 - 0.005 * g.round as f64).clamp(0.0, 1.0)
}

/// What a search that stops early measures of a game of two or more, from `seat`'s side:
/// the evaluator weighs them (`coinop_agents`' weights file for Arcade Tanks, tuned by
/// `coinop tune`).
pub const FEATURES: [&str; 3] = ["victory points", "closeness", "their closeness"];

/// [`FEATURES`] of `g` for `seat`: its VP minus the most another seat has (the VP race),
/// how close its tank is to the Eagle, and how close that other seat's is.
pub fn features(g: &crate::Tanks, seat: Seat) -> [f64; 3] {
    let me = &g.players[seat as usize];
    let best_other = g
        .players
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != seat as usize)
        .max_by_key(|(s, p)| (p.vp(), std::cmp::Reverse(*s)));
    let (their_vp, their_closeness) =
        best_other.map_or((0, 0.0), |(s, p)| (p.vp(), closeness(g, s as Seat)));
    [
        (me.vp() - their_vp) as f64,
        closeness(g, seat),
        their_closeness,
    ]
}
