//! A player written from the game's strategy. In ARCADE only the enemy tank that moves
//! next can answer before our next turn, and without Energy Bolts nothing gives cover
//! but distance. So every turn it weighs each space the active tank can reach against
//! each shot from there — the damage the dice are expected to deal, a kill worth more
//! since a destroyed tank's turns pass — and against where the movement left after the
//! shot lets it end the turn: what each enemy tank could deal it there next (standing
//! and aiming, or moving and firing), the next mover in full, the others in part. Then
//! it goes there, fires, and backs off. It repairs when hurt beside a Pool, rams only
//! to finish a tank it outlives, and plays the missions in force. Nothing in ARCADE is
//! hidden but the dice to come, which it never looks at. Its constants are a [`Style`]:
//! written by hand against the random player and itself, and tunable by self-play
//! (`coinop tune skirmish --heuristic`, AGENTS.md).

use crate::action::Action;
use crate::arena::{Cell, Ground, Point};
use crate::fire::dice_for;
use crate::options::AimedShot;
use crate::state::{Skirmish, Stage};
use coinop_core::{Game, GameRng, Seat};
use rand::RngExt;

coinop_core::style! {
    /// The heuristic's constants: how it weighs what it weighs.
    pub struct Style {
        /// Value of destroying a tank, on top of the damage points taken off it.
        kill("kill"): 6.0, from 0.0, to 20.0;
        /// How much the damage expected back weighs against the damage dealt.
        caution("caution"): 0.6, from 0.0, to 2.0;
        /// Turns over which caution wanes to nothing (so a standoff ends).
        caution_turns("caution turns"): 120.0, from 20.0, to 400.0;
        /// How much an enemy tank that does not move next threatens, against the one
        /// that does.
        later_threat("later threat"): 0.35, from 0.0, to 1.0;
        /// How much a stunned enemy tank's threat counts.
        stunned_threat("stunned threat"): 0.3, from 0.0, to 1.0;
        /// Worth of a turn ended further forward, across the whole Zone.
        forward("forward"): 0.05, from 0.0, to 1.0;
        /// Worth lost per 2 movement points from a shot at the nearest enemy tank.
        closing("closing"): 0.4, from 0.0, to 2.0;
        /// Movement points a damage point left on an enemy tank counts as, in "nearest".
        weak_is_near("weak is near"): 0.6, from 0.0, to 3.0;
        /// Worth of a repair per damage point mended (at most 2).
        repair("repair"): 0.9, from 0.0, to 3.0;
    }
}

/// The chance that a shot of `dice` dice deals at least `k` damage points.
fn at_least(dice: i32, k: u8) -> f64 {
    if dice < 1 {
        return if k <= 6 { 1.0 } else { 0.0 };
    }
    let n = dice.min(crate::fire::MAX_DICE);
    // No die shows 1, and every die is at least k.
    ((7 - k.max(2)) as f64 / 6.0).powi(n).min(1.0)
}

/// Damage points a shot is expected to take off a tank with `hp` left, a kill weighed
/// in at `kill`.
pub fn shot_value(dice: i32, hp: u8, kill: f64) -> f64 {
    let dealt: f64 = (1..=hp).map(|k| at_least(dice, k)).sum();
    dealt + kill * at_least(dice, hp)
}

/// Spaces the active tank can reach this turn: (space, points spent, first step there).
fn reachable(g: &Skirmish, from: Cell) -> Vec<(Cell, u8, Option<Cell>)> {
    reachable_with(g, from, g.budget())
}

fn reachable_with(g: &Skirmish, from: Cell, budget: u8) -> Vec<(Cell, u8, Option<Cell>)> {
    g.steps_from(from, budget)
        .iter()
        .enumerate()
        .filter_map(|(c, r)| r.map(|r| (c as Cell, r.spent, r.first)))
        .collect()
}

/// Where each enemy tank could fire from on its next turn: standing (aimed) and every
/// space its six movement points reach (unaimed), with whether it moves next.
struct Threats {
    /// Each enemy tank: where it stands, where it can fire from, its targeting token
    /// (Triangulation), and how much its threat weighs.
    tanks: Vec<(Point, Vec<Point>, Option<Point>, f64)>,
    /// Movement points from each space to the nearest enemy tank, walking round walls
    /// and gaps (a weak tank counts as nearer): where "closing in" leads.
    near: Vec<f64>,
    style: Style,
}

impl Threats {
    fn of(g: &Skirmish, seat: Seat, style: &Style) -> Threats {
        let enemy = 1 - seat;
        let next = g.active[enemy as usize] as usize;
        let mut tanks = Vec::new();
        for (n, u) in g.units[enemy as usize].iter().enumerate() {
            let Some(c) = u.at.filter(|_| u.alive()) else {
                continue;
            };
            // The tank that moves next answers first; the others only after our next turn.
            let w = if n == next { 1.0 } else { style.later_threat };
            let w = if u.stunned {
                w * style.stunned_threat
            } else {
                w
            };
            let spots = reachable_with(g, c, crate::state::MOVEMENT)
                .into_iter()
                .map(|(r, _, _)| g.arena.point(r))
                .collect();
            let token = u.token.filter(|_| g.options.rules.triangulation);
            tanks.push((g.arena.point(c), spots, token, w));
        }
        Threats {
            tanks,
            near: walking_distance(g, enemy, style.weak_is_near),
            style: *style,
        }
    }

    /// What the enemy is expected to deal to a tank of `hp` standing on `at`.
    fn at(&self, g: &Skirmish, at: Cell, hp: u8) -> f64 {
        let to = g.arena.point(at);
        let bolts = g.options.rules.energy_bolts;
        let mut total = 0.0;
        for (home, spots, token, w) in &self.tanks {
            let mut dice = dice_for(*home, to, true, false);
            let clear_home = !(bolts && g.first_in_line(*home, to).is_some());
            if !clear_home {
                dice = i32::MAX;
            }
            let mut clear_any = clear_home;
            for &r in spots {
                if bolts && g.first_in_line(r, to).is_some() {
                    continue;
                }
                clear_any = true;
                dice = dice.min(dice_for(r, to, false, false));
            }
            // Its token: a tank that stays where it was hit is shot from next to it.
            if let Some(t) = token {
                if clear_home {
                    dice = dice.min(dice_for(*t, to, true, true));
                } else if clear_any {
                    dice = dice.min(dice_for(*t, to, false, true));
                }
            }
            if dice != i32::MAX {
                total += w * shot_value(dice, hp, self.style.kill);
            }
        }
        total
    }
}

/// The shots the active tank could take from `from` (not having moved if `fresh`).
fn shots(g: &Skirmish, seat: Seat, from: Cell, fresh: bool, kill: f64) -> Vec<(Action, f64)> {
    let me = g.active_unit();
    let token = g.unit(me).token.filter(|_| g.options.rules.triangulation);
    let aims: &[bool] = match g.options.readings.aimed_shot {
        AimedShot::StaysPut if fresh => &[false, true],
        AimedShot::BeforeMoving if fresh => &[true],
        _ => &[false],
    };
    let mut out = Vec::new();
    let origin = g.arena.point(from);
    let rules = g.options.rules;
    for u in &g.units[1 - seat as usize] {
        let Some(c) = u.at.filter(|_| u.alive()) else {
            continue;
        };
        let aim = g.arena.point(c);
        if rules.energy_bolts && g.first_in_line(origin, aim).is_some() {
            continue; // something is in the way
        }
        for &aimed in aims {
            let plain = dice_for(origin, aim, aimed, false);
            out.push((
                Action::Fire {
                    target: c,
                    from_token: false,
                    aimed,
                },
                shot_value(plain, u.hp, kill),
            ));
            if let Some(t) = token {
                let d = dice_for(t, aim, aimed, true);
                if d < plain {
                    out.push((
                        Action::Fire {
                            target: c,
                            from_token: true,
                            aimed,
                        },
                        shot_value(d, u.hp, kill),
                    ));
                }
            }
        }
    }
    // The mission of five walls: a wall hit is worth more the nearer the fifth.
    if g.options.missions.destroy_walls && rules.target_anything {
        let done = g.walls_destroyed[seat as usize] as f64;
        for c in 0..g.arena.cells() as Cell {
            if g.ground[c as usize] != Ground::Wall {
                continue;
            }
            let aim = g.arena.point(c);
            if rules.energy_bolts && g.first_in_line(origin, aim).is_some() {
                continue;
            }
            for &aimed in aims {
                let d = dice_for(origin, aim, aimed, false);
                out.push((
                    Action::Fire {
                        target: c,
                        from_token: false,
                        aimed,
                    },
                    at_least(d, 1) * (1.0 + done),
                ));
            }
        }
    }
    out
}

/// How good it is to end the turn on `at`, beyond the shot: missions, and closing in.
fn position_value(g: &Skirmish, seat: Seat, at: Cell, threats: &Threats) -> f64 {
    let (_, y) = g.arena.xy(at);
    let goal = g.arena.first_rank(1 - seat);
    let home = g.arena.first_rank(seat);
    let span = (goal - home).abs().max(1) as f64;
    let forward = (y - home).abs() as f64 / span;
    // Between spaces otherwise equal, the one further forward: without it the order
    // spaces are numbered in (north first) broke ties, and Green pressed on where
    // Orange hung back.
    let mut v = threats.style.forward * forward;
    if g.options.missions.far_rank {
        if y == goal {
            return 1000.0;
        }
        v += 2.0 * forward;
    }
    // Close in on the weakest enemy tank, a little (in steps of 2 movement points).
    let nearest = threats.near[at as usize];
    if nearest.is_finite() {
        v -= threats.style.closing * nearest / 2.0;
    }
    v
}

/// How far each space is from a shot at a tank of `enemy`, in movement points: walking
/// over floor (tanks ignored: they move; diagonals only past empty corners, as tanks
/// move) to a space with a clear line to it (with Energy Bolts; else any space), plus
/// the distance of the shot from there and `weak_is_near` a damage point it has left.
fn walking_distance(g: &Skirmish, enemy: Seat, weak_is_near: f64) -> Vec<f64> {
    let a = &g.arena;
    let mut cost = vec![f64::INFINITY; a.cells()];
    let mut queue: Vec<Cell> = Vec::new();
    let bolts = g.options.rules.energy_bolts;
    for u in &g.units[enemy as usize] {
        let Some(t) = u.at.filter(|_| u.alive()) else {
            continue;
        };
        let target = g.arena.point(t);
        for c in 0..a.cells() as Cell {
            if c != t && g.ground[c as usize] != Ground::Floor {
                continue;
            }
            let from = g.arena.point(c);
            if bolts && c != t && g.first_in_line(from, target).is_some() {
                continue;
            }
            let k = u.hp as f64 * weak_is_near
                + 2.0 * dice_for(from, target, false, false).max(0) as f64;
            if k < cost[c as usize] {
                cost[c as usize] = k;
                queue.push(c);
            }
        }
    }
    let floor = |x: i32, y: i32| {
        a.cell(x, y)
            .is_none_or(|c| g.ground[c as usize] == Ground::Floor)
    };
    // Relax until nothing improves (the Zone is small).
    while let Some(c) = queue.pop() {
        let (x0, y0) = a.xy(c);
        for n in g.around(c) {
            if g.ground[n as usize] != Ground::Floor {
                continue;
            }
            let (x1, y1) = a.xy(n);
            let diagonal = x0 != x1 && y0 != y1;
            if diagonal && !(floor(x1, y0) && floor(x0, y1)) {
                continue;
            }
            let k = cost[c as usize] + if diagonal { 3.0 } else { 2.0 };
            if k < cost[n as usize] {
                cost[n as usize] = k;
                queue.push(n);
            }
        }
    }
    cost
}

/// Picks an action for `seat`; `None` only when it has no decision.
pub fn choose(g: &Skirmish, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    choose_styled(g, seat, &Style::default(), rng)
}

/// [`choose`] with the constants of `style`.
pub fn choose_styled(g: &Skirmish, seat: Seat, style: &Style, rng: &mut GameRng) -> Option<Action> {
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let pick = match g.stage {
        Stage::Placing { .. } => place(g, &legal, rng),
        Stage::Playing => act(g, seat, style, rng),
        Stage::Over => None,
    };
    pick.filter(|a| legal.contains(a))
        .or(Some(Action::End))
        .filter(|a| legal.contains(a))
        .or_else(|| legal.first().copied())
}

/// Setup in turn: a space of our half near the middle, beside a wall if there is one.
fn place(g: &Skirmish, legal: &[Action], rng: &mut GameRng) -> Option<Action> {
    let mid = (g.arena.height as i32 - 1) as f64 / 2.0;
    legal
        .iter()
        .map(|a| {
            let Action::Place { at } = *a else {
                return (f64::NEG_INFINITY, *a);
            };
            let (_, y) = g.arena.xy(at);
            let cover = g
                .around(at)
                .filter(|&n| g.ground[n as usize] == Ground::Wall)
                .count() as f64;
            let score = -(y as f64 - mid).abs() * 0.5 + cover + rng.random_range(0.0..0.5);
            (score, *a)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a)
}

/// The active tank's next action.
fn act(g: &Skirmish, seat: Seat, style: &Style, rng: &mut GameRng) -> Option<Action> {
    let me = g.active_unit();
    let u = *g.unit(me);
    let at = u.at?;
    // Repair: when hurt, or for the mission.
    if g.repair_allowed() {
        let missing = (crate::state::FULL - u.hp) as f64;
        let mission = g.options.missions.hold_pool && u.repairs_in_a_row >= 2;
        let best_shot = shots(g, seat, at, true, style.kill)
            .into_iter()
            .map(|(_, v)| v)
            .fold(0.0, f64::max);
        let worth = if mission {
            1000.0
        } else if g.options.missions.hold_pool {
            1.5 + missing.min(2.0) + u.repairs_in_a_row as f64
        } else {
            missing.min(2.0) * style.repair
        };
        if worth > best_shot + 0.2 && (missing >= 2.0 || g.options.missions.hold_pool) {
            return Some(Action::Repair);
        }
    }
    let places = reachable(g, at);
    let threats = Threats::of(g, seat, style);
    let caution = caution(g, style);
    if !g.turn.fired {
        let mut best: Option<&TurnOption> = None;
        let options = turn_options(g, seat, at, &places, &threats, caution, rng);
        for o in &options {
            if best.is_none_or(|b| o.score > b.score + 1e-9) {
                best = Some(o);
            }
        }
        // A ram that destroys an enemy tank and leaves ours standing.
        if let Some(ram) = finishing_ram(g, seat, at, &places)
            && best.is_none_or(|b| style.kill + 2.0 > b.score)
        {
            return Some(ram);
        }
        let best = best?;
        if best.from != at {
            return best.first.map(|to| Action::Move { to });
        }
        return Some(best.shot.unwrap_or(Action::End));
    }
    // Fired: with movement left, back off to where the enemy is expected to deal least.
    let stay_score = end_value(g, seat, at, &threats, caution, u.hp);
    let mut best = (stay_score, None);
    for &(r, _, first) in &places {
        let s = end_value(g, seat, r, &threats, caution, u.hp) + rng.random_range(0.0..1e-6);
        if s > best.0 + 0.05 {
            best = (s, first);
        }
    }
    Some(best.1.map(|to| Action::Move { to }).unwrap_or(Action::End))
}

/// How good `at` is to end the turn on, for a tank of `hp`: the position, less what
/// the enemy is expected to deal it there.
fn end_value(g: &Skirmish, seat: Seat, at: Cell, threats: &Threats, caution: f64, hp: u8) -> f64 {
    position_value(g, seat, at, threats) - caution * threats.at(g, at, hp)
}

/// A long game is a standoff behind cover: caution wanes as turns pass, so someone
/// comes out (gone after `caution_turns`).
fn caution(g: &Skirmish, style: &Style) -> f64 {
    style.caution * (1.0 - (g.turns as f64 / style.caution_turns.max(1.0)).min(1.0))
}

/// A way to spend the turn before firing: go to `from` (first step `first`), then
/// fire `shot` there, or end the turn there without one.
struct TurnOption {
    score: f64,
    from: Cell,
    first: Option<Cell>,
    shot: Option<Action>,
}

/// Every space the active tank can reach with every shot from there (and none), each
/// scored by the damage expected and where the turn can end after it.
fn turn_options(
    g: &Skirmish,
    seat: Seat,
    at: Cell,
    places: &[(Cell, u8, Option<Cell>)],
    threats: &Threats,
    caution: f64,
    rng: &mut GameRng,
) -> Vec<TurnOption> {
    let hp = g.unit(g.active_unit()).hp;
    let fresh = g.turn.spent == 0 && !g.turn.fired;
    let budget = if g.may_move() { g.movement_left() } else { 0 };
    let mut out = Vec::new();
    for &(r, spent, first) in places {
        let stay = r == at;
        // Where it can end the turn after firing from r, with what movement is left.
        let base = reachable_with(g, r, budget - spent)
            .into_iter()
            .map(|(r2, _, _)| end_value(g, seat, r2, threats, caution, hp))
            .fold(f64::NEG_INFINITY, f64::max);
        let here = end_value(g, seat, r, threats, caution, hp);
        let mut options = shots(g, seat, r, fresh && stay, threats.style.kill);
        options.push((Action::End, 0.0));
        for (shot, v) in options {
            // An aimed shot keeps the tank where it is (RULINGS.md §3).
            // Without a shot, r is where the turn ends.
            let pinned = shot == Action::End
                || (matches!(shot, Action::Fire { aimed: true, .. })
                    && g.options.readings.aimed_shot == AimedShot::StaysPut);
            let end = if pinned { here } else { base };
            let shot = (shot != Action::End).then_some(shot);
            // Equal choices are drawn by lot: an order of spaces would favour a side.
            out.push(TurnOption {
                score: end + v + rng.random_range(0.0..1e-6),
                from: r,
                first,
                shot,
            });
        }
    }
    out
}

/// A whole turn a search can weigh against others: the heuristic's own, repairing, or
/// going to a space and firing there (or not) — the backing off after a shot is the
/// heuristic's, once the dice have spoken.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TurnPlan {
    Heuristic,
    Repair,
    Go { to: Cell, shot: Option<Action> },
}

/// The plans for `seat`'s turn, the heuristic's own first, then the turns it scores
/// best, at most `max` in all. Only at the start of a turn of the seat's: elsewhere
/// (placing, mid-turn) the heuristic's alone.
pub fn turn_plans(
    g: &Skirmish,
    seat: Seat,
    max: usize,
    style: &Style,
    rng: &mut GameRng,
) -> Vec<TurnPlan> {
    let mut plans = vec![TurnPlan::Heuristic];
    let me = g.active_unit();
    let Some(at) = g.unit(me).at else {
        return plans;
    };
    if g.stage != Stage::Playing || g.current != seat {
        return plans;
    }
    // Fired, with movement left: where to end the turn, the heuristic's choice first.
    if g.turn.fired && g.may_move() {
        let threats = Threats::of(g, seat, style);
        let hp = g.unit(me).hp;
        let caution = caution(g, style);
        let mut ends: Vec<(f64, Cell)> = reachable(g, at)
            .into_iter()
            .map(|(r, _, _)| (end_value(g, seat, r, &threats, caution, hp), r))
            .collect();
        if ends.len() < 2 {
            return plans; // nowhere else to go
        }
        ends.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (_, to) in ends.into_iter().take(max.saturating_sub(1)) {
            plans.push(TurnPlan::Go { to, shot: None });
        }
        return plans;
    }
    if g.turn.spent > 0 || g.turn.fired {
        return plans;
    }
    if g.repair_allowed() {
        plans.push(TurnPlan::Repair);
    }
    let places = reachable(g, at);
    let threats = Threats::of(g, seat, style);
    let mut options = turn_options(g, seat, at, &places, &threats, caution(g, style), rng);
    options.sort_by(|a, b| b.score.total_cmp(&a.score));
    // The best scored is the heuristic's own (unless it repairs or rams).
    for o in options.iter().skip(1) {
        if plans.len() >= max {
            break;
        }
        plans.push(TurnPlan::Go {
            to: o.from,
            shot: o.shot,
        });
    }
    plans.truncate(max.max(1));
    plans
}

/// The next action of a plan, or `None` when it cannot go on (the caller then plays
/// the heuristic).
pub fn plan_step(
    g: &Skirmish,
    seat: Seat,
    plan: &TurnPlan,
    style: &Style,
    rng: &mut GameRng,
) -> Option<Action> {
    if g.stage != Stage::Playing || g.current != seat {
        return choose_styled(g, seat, style, rng);
    }
    match *plan {
        TurnPlan::Heuristic => choose_styled(g, seat, style, rng),
        TurnPlan::Repair => (g.turn.spent == 0 && !g.turn.fired).then_some(Action::Repair),
        TurnPlan::Go { to, shot } => {
            // A shot planned and taken: the heuristic backs off.
            if g.turn.fired && shot.is_some() {
                return choose_styled(g, seat, style, rng);
            }
            let at = g.unit(g.active_unit()).at?;
            if at != to {
                if !g.may_move() {
                    return None;
                }
                let (_, _, first) = reachable(g, at).into_iter().find(|&(r, _, _)| r == to)?;
                return first.map(|to| Action::Move { to });
            }
            Some(shot.unwrap_or(Action::End))
        }
    }
}

/// A ram the heuristic takes: it destroys the rammed enemy tank and our tank survives.
fn finishing_ram(
    g: &Skirmish,
    seat: Seat,
    at: Cell,
    places: &[(Cell, u8, Option<Cell>)],
) -> Option<Action> {
    if !g.options.rules.collision || !g.may_move() {
        return None;
    }
    let my_hp = g.unit(g.active_unit()).hp;
    for &(r, spent, first) in places {
        for n in g.around(r) {
            let Some(other) = g.unit_at(n) else { continue };
            if other.seat == seat || !g.unit(other).alive() {
                continue;
            }
            let (x0, y0) = g.arena.xy(r);
            let (x1, y1) = g.arena.xy(n);
            let diagonal = x0 != x1 && y0 != y1;
            let cost = if diagonal { 3 } else { 2 };
            if spent + cost > g.movement_left() {
                continue;
            }
            if diagonal
                && [g.arena.cell(x1, y0), g.arena.cell(x0, y1)]
                    .into_iter()
                    .flatten()
                    .any(|s| !g.empty(s))
            {
                continue;
            }
            let damage = (g.turn.spent + spent + cost) / 2;
            if damage >= g.unit(other).hp && damage < my_hp {
                return Some(if r == at {
                    Action::Move { to: n }
                } else {
                    Action::Move { to: first? }
                });
            }
        }
    }
    None
}

/// What a search that stops early measures of a position, from `seat`'s side (each one
/// its own minus the enemy's, or signed by who moves): the evaluator weighs them
/// (`coinop_agents`' weights file for ARCADE, tuned by `coinop tune`).
pub const FEATURES: [&str; 6] = [
    "damage points",
    "tanks",
    "shot on the move",
    "on the move",
    "stunned tanks",
    "exposure",
];

/// [`FEATURES`] of `g` for `seat`:
/// - damage points left on its tanks, minus the enemy's;
/// - tanks still fighting, minus the enemy's;
/// - the damage (a kill counted as 3 more) the tank on the move can still expect to deal
///   this turn, positive if it is ours (dice make a position's worth depend on who
///   shoots next);
/// - 1 if our tank is on the move, -1 if theirs;
/// - our stunned tanks, minus theirs;
/// - the damage the enemy could expect to deal our tanks from where it stands, a shot
///   each, minus what ours could deal it.
pub fn features(g: &Skirmish, seat: Seat) -> [f64; 6] {
    let mine = seat as usize;
    let theirs = 1 - mine;
    let side = |s: usize| -> (f64, f64, f64) {
        let alive = g.units[s].iter().filter(|u| u.alive());
        alive.fold((0.0, 0.0, 0.0), |(hp, n, stunned), u| {
            (hp + u.hp as f64, n + 1.0, stunned + u.stunned as u8 as f64)
        })
    };
    let (my_hp, my_tanks, my_stunned) = side(mine);
    let (their_hp, their_tanks, their_stunned) = side(theirs);
    let (mut shot, mut moving) = (0.0, 0.0);
    if g.stage == Stage::Playing {
        let sign = if g.current == seat { 1.0 } else { -1.0 };
        shot = sign * next_shot(g);
        moving = sign;
    }
    [
        my_hp - their_hp,
        my_tanks - their_tanks,
        shot,
        moving,
        my_stunned - their_stunned,
        exposure(g, theirs) - exposure(g, mine),
    ]
}

/// What the tanks of `shooters` could expect to deal the other side from where they
/// stand, each its best shot unaimed (a kill counted as 3 more).
fn exposure(g: &Skirmish, shooters: usize) -> f64 {
    if g.stage != Stage::Playing {
        return 0.0;
    }
    let bolts = g.options.rules.energy_bolts;
    let mut total = 0.0;
    for u in g.units[shooters].iter().filter(|u| u.alive() && !u.stunned) {
        let Some(at) = u.at else { continue };
        let from = g.arena.point(at);
        let mut best = 0.0f64;
        for e in &g.units[1 - shooters] {
            let Some(c) = e.at.filter(|_| e.alive()) else {
                continue;
            };
            let to = g.arena.point(c);
            if bolts && g.first_in_line(from, to).is_some() {
                continue;
            }
            let dice = dice_for(from, to, false, false);
            let dealt: f64 = (1..=e.hp).map(|k| at_least(dice, k)).sum();
            best = best.max(dealt + 3.0 * at_least(dice, e.hp));
        }
        total += best;
    }
    total
}

/// The damage (a kill counted as 3 more) the active tank's best shot this turn is
/// expected to deal, from any space it can still reach.
fn next_shot(g: &Skirmish) -> f64 {
    let me = g.active_unit();
    let u = g.unit(me);
    let Some(at) = u.at.filter(|_| u.alive() && !u.stunned && !g.turn.fired) else {
        return 0.0;
    };
    let fresh = g.turn.spent == 0;
    let bolts = g.options.rules.energy_bolts;
    let mut best = 0.0f64;
    for (r, _, _) in reachable(g, at) {
        let from = g.arena.point(r);
        for e in &g.units[1 - me.seat as usize] {
            let Some(c) = e.at.filter(|_| e.alive()) else {
                continue;
            };
            let to = g.arena.point(c);
            if bolts && g.first_in_line(from, to).is_some() {
                continue;
            }
            let dice = dice_for(from, to, fresh && r == at, false);
            let dealt: f64 = (1..=e.hp).map(|k| at_least(dice, k)).sum();
            best = best.max(dealt + 3.0 * at_least(dice, e.hp));
        }
    }
    best
}
