//! The heuristic player, written from the game's strategy, and the evaluator search uses.
//!
//! Strategy: the hand is the command post's life, so keep a reserve and never trade or
//! program it away; programs cannot be seen, so rather than guess what a tank will do,
//! reprogram one tank a turn — the one worst placed: nothing to shoot at, or a program
//! nearly used up — with a short loop built from where it stands: turn to face the
//! nearest enemy, close in while it is far, then fire; Armor or Shield first when cards
//! allow. Weak cards are set aside at the deal and strong ones taken from the Bank.
//! It looks only at what its own seat may see.

use crate::action::Action;
use crate::arena::Colour;
use crate::cards::Command;
use crate::execute::radar_facing;
use crate::hex::Hex;
use crate::state::{Object, Pending, Phase, Robotanks, TankId};
use coinop_core::{Game, GameRng, Seat};

/// What a card is worth in a hand or a program, roughly.
pub fn value(c: Command) -> i32 {
    use Command::*;
    match c {
        Cannon => 10,
        EgCannon => 9,
        AutoHit => 8,
        Armor => 8,
        Laser => 7,
        Forward2 => 7,
        Shield => 7,
        Turret => 7,
        Mortar => 6,
        Forward1 | Forward3 => 6,
        TurnLeft60 | TurnRight60 => 6,
        Radar => 6,
        EnergyBall => 5,
        Ecm | Target | Zoom => 5,
        TurnLeft120 | TurnRight120 => 4,
        Virus | SideslipLeft | SideslipRight | RocketBooster => 4,
        Displacer | Turn180 | Back1 | Back2 | SelfDestruct => 3,
        Back3 | Transwarp => 2,
        Scan => 1,
    }
}

/// Cards the heuristic keeps in hand at least, after programming.
const RESERVE: usize = 4;
/// The longest program it writes: long enough to outlast a few hits.
const MAX_PROGRAM: usize = 5;

fn enemy_objects(g: &Robotanks, seat: Seat) -> Vec<(Object, Hex)> {
    let mine = g.colour(seat);
    let mut out = Vec::new();
    for (t, k) in g.tanks.iter().enumerate() {
        if k.present && !k.wreck && crate::state::tank_colour(t as TankId) != mine {
            out.push((Object::Tank(t as TankId), k.at));
        }
    }
    for c in Colour::ALL {
        if c != mine
            && let Some(s) = g.colour_seat[c as usize]
            && g.players[s as usize].alive
        {
            out.push((Object::Post(c), g.arena.command_posts[c as usize]));
        }
    }
    out
}

/// Whether the tank's direct fire would find an enemy first.
fn enemy_in_sights(g: &Robotanks, seat: Seat, t: TankId) -> bool {
    let c = g.candidates(t);
    let Some(best) = c.iter().map(|(_, r)| *r).min() else {
        return false;
    };
    let mine = g.colour(seat);
    c.iter().filter(|(_, r)| *r == best).all(|(o, _)| match o {
        Object::Tank(u) => crate::state::tank_colour(*u) != mine && !g.tanks[*u as usize].wreck,
        Object::Post(c) => *c != mine,
    })
}

/// A card the hand lacks and the Bank has: something to move with, then to fire with.
fn wanted(g: &Robotanks, seat: Seat) -> Option<Command> {
    let hand = &g.players[seat as usize].hand;
    // The turn the tank being reprogrammed needs first.
    if let Some(t) = g.deactivated
        && let Aim::Close { turn, .. } = aim(g, seat, t)
    {
        let cards = turn_cards(route(g, t, turn).0);
        if !cards.is_empty()
            && !cards.iter().any(|c| hand.contains(c))
            && let Some(c) = cards.iter().find(|c| g.bank.contains(c))
        {
            return Some(*c);
        }
    }
    let groups: [&[Command]; 2] = [
        &[Command::Forward2, Command::Forward3, Command::Forward1],
        &[Command::Cannon, Command::EgCannon, Command::Laser],
    ];
    for group in groups {
        if !group.iter().any(|c| hand.contains(c))
            && let Some(c) = group.iter().find(|c| g.bank.contains(c))
        {
            return Some(*c);
        }
    }
    None
}

/// What a tank should do from where it stands: fire (an enemy is first in its sights
/// and near), or turn towards the nearest enemy command post (or tank) and close in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Aim {
    Fire,
    /// Sixths of a turn to the left that would face the target, and whether it is far.
    Close {
        turn: i32,
        far: bool,
    },
}

fn aim(g: &Robotanks, seat: Seat, t: TankId) -> Aim {
    let k = &g.tanks[t as usize];
    let near = g
        .candidates(t)
        .iter()
        .map(|(_, r)| *r)
        .min()
        .is_some_and(|r| r <= 4);
    if near && enemy_in_sights(g, seat, t) {
        return Aim::Fire;
    }
    // The nearest enemy post is the goal; a tank on the way is fought if it is nearer.
    let enemies = enemy_objects(g, seat);
    let post = enemies
        .iter()
        .filter(|(o, _)| matches!(o, Object::Post(_)))
        .min_by_key(|(_, h)| k.at.distance(*h));
    let tank = enemies
        .iter()
        .filter(|(o, _)| matches!(o, Object::Tank(_)))
        .min_by_key(|(_, h)| k.at.distance(*h));
    let goal = match (post, tank) {
        (Some(p), Some(t)) if k.at.distance(t.1) + 2 < k.at.distance(p.1) => Some(t.1),
        (Some(p), _) => Some(p.1),
        (None, Some(t)) => Some(t.1),
        (None, None) => None,
    };
    let Some(h) = goal else {
        return Aim::Fire;
    };
    let want = radar_facing(k.at, k.facing, h);
    Aim::Close {
        turn: (want.index() as i32 - k.facing.index() as i32).rem_euclid(6),
        far: k.at.distance(h) > 3,
    }
}

/// The turn (sixths to the left) a closing tank takes and the clear hexes ahead after
/// it: the facing wanted, or one either side when that way is blocked.
fn route(g: &Robotanks, t: TankId, turn: i32) -> (i32, usize) {
    let k = &g.tanks[t as usize];
    let clear = |f: crate::hex::Facing| {
        k.at.ray(f)
            .take(3)
            .take_while(|h| g.arena.is_floor(*h) && g.object_at(*h).is_none())
            .count()
    };
    let want = k.facing.turned(turn);
    [0, 1, -1]
        .into_iter()
        .map(|d| ((turn + d).rem_euclid(6), clear(want.turned(d))))
        .find(|(_, run)| *run > 0)
        .unwrap_or((turn, 0))
}

/// The turn cards that make a turn, best first.
fn turn_cards(turn: i32) -> &'static [Command] {
    match turn.rem_euclid(6) {
        1 => &[Command::TurnLeft60],
        2 => &[Command::TurnLeft120, Command::TurnLeft60],
        3 => &[
            Command::Turn180,
            Command::TurnLeft120,
            Command::TurnRight120,
        ],
        4 => &[Command::TurnRight120, Command::TurnRight60],
        5 => &[Command::TurnRight60],
        _ => &[],
    }
}

/// A short program for tank `t` from `hand` (at most `budget` cards): fire when in
/// position; otherwise turn to face the goal and close in.
fn plan(g: &Robotanks, seat: Seat, t: TankId, hand: &[Command], budget: usize) -> Vec<Command> {
    let mut hand = hand.to_vec();
    let mut out = Vec::new();
    let budget = budget.min(MAX_PROGRAM);
    let mut take = |c: Command, out: &mut Vec<Command>| {
        if out.len() < budget
            && let Some(i) = hand.iter().position(|x| *x == c)
        {
            hand.remove(i);
            out.push(c);
            return true;
        }
        false
    };
    let first = |cs: &[Command],
                 out: &mut Vec<Command>,
                 take: &mut dyn FnMut(Command, &mut Vec<Command>) -> bool| {
        cs.iter().any(|c| take(*c, out))
    };
    match aim(g, seat, t) {
        Aim::Fire => {
            first(&[Command::Armor, Command::Shield], &mut out, &mut take);
            for _ in 0..2 {
                first(
                    &[
                        Command::Cannon,
                        Command::EgCannon,
                        Command::Laser,
                        Command::Mortar,
                    ],
                    &mut out,
                    &mut take,
                );
            }
        }
        Aim::Close { turn, far } => {
            let (turn, run) = route(g, t, turn);
            let turned = match turn {
                0 => true,
                // Two small turns do what a large one does.
                2 => {
                    take(Command::TurnLeft120, &mut out)
                        || (take(Command::TurnLeft60, &mut out)
                            && take(Command::TurnLeft60, &mut out))
                }
                4 => {
                    take(Command::TurnRight120, &mut out)
                        || (take(Command::TurnRight60, &mut out)
                            && take(Command::TurnRight60, &mut out))
                }
                3 => {
                    take(Command::Turn180, &mut out)
                        || (take(Command::TurnLeft120, &mut out)
                            && take(Command::TurnLeft60, &mut out))
                }
                n => turn_cards(n).iter().any(|c| take(*c, &mut out)),
            };
            // Without the turn the way ahead is not the one measured: no moves.
            let run = if turned { run } else { 0 };
            if far || run < 3 {
                // Only as far as the way is clear: no ramming.
                let moves: &[Command] = match run {
                    0 => &[],
                    1 => &[Command::Forward1],
                    2 => &[Command::Forward2, Command::Forward1],
                    _ => &[Command::Forward3, Command::Forward2, Command::Forward1],
                };
                first(moves, &mut out, &mut take);
            }
            first(
                &[Command::Cannon, Command::EgCannon, Command::Laser],
                &mut out,
                &mut take,
            );
        }
    }
    // Spare cards make the program outlast hits: more fire.
    while out.len() < budget
        && first(
            &[
                Command::Cannon,
                Command::EgCannon,
                Command::Laser,
                Command::Mortar,
            ],
            &mut out,
            &mut take,
        )
    {}
    if out.is_empty() {
        // Something rather than a wreck.
        let best = hand.iter().copied().max_by_key(|c| value(*c));
        if let Some(c) = best {
            out.push(c);
        }
    }
    out
}

/// The heuristic's action for `seat`, if it has one.
pub fn choose(g: &Robotanks, seat: Seat, _rng: &mut GameRng) -> Option<Action> {
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let p = &g.players[seat as usize];
    let hand = &p.hand;
    let best_of = |cards: &mut dyn Iterator<Item = Command>| cards.max_by_key(|c| value(*c));
    Some(match g.phase {
        Phase::Over => return None,
        Phase::Setup => {
            if p.hand.len() > p.keep as usize {
                let worst = hand.iter().copied().min_by_key(|c| value(*c))?;
                Action::Discard(worst)
            } else {
                // Initial programs: move out towards the enemy.
                let pick = [
                    Command::Forward2,
                    Command::Forward1,
                    Command::Forward3,
                    Command::Cannon,
                ]
                .into_iter()
                .find(|c| hand.contains(c))
                .or_else(|| hand.iter().copied().max_by_key(|c| value(*c)))?;
                Action::Program(pick)
            }
        }
        Phase::Deactivation => {
            let round = (g.turns as usize / g.players.len().max(1)) % 4;
            let need = |t: &TankId| {
                let k = &g.tanks[*t as usize];
                let ahead = k.at.neighbour(k.facing);
                let blocked = !g.arena.is_floor(ahead) || g.object_at(ahead).is_some();
                let mut n = match aim(g, seat, *t) {
                    Aim::Fire => 0,
                    Aim::Close { turn: 0, .. } if !blocked => 1,
                    Aim::Close { .. } => 3,
                };
                if k.program.len() + k.face_up.len() <= 1 && n > 0 {
                    n += 1;
                }
                if (*t % 4) as usize == round {
                    n += 1;
                }
                n
            };
            let best = g
                .tanks_of(seat)
                .filter(|t| !g.tanks[*t as usize].wreck)
                .max_by_key(|t| (need(t), std::cmp::Reverse(*t)));
            match best {
                Some(t) if hand.len() > RESERVE && need(&t) >= 2 => Action::Deactivate(t % 4 + 1),
                _ => Action::Roll,
            }
        }
        Phase::BankPick => {
            Action::Take(wanted(g, seat).or_else(|| best_of(&mut g.bank.iter().copied()))?)
        }
        Phase::LookUp => {
            if g.traded.len() == 2 {
                Action::Take(wanted(g, seat).or_else(|| best_of(&mut g.bank.iter().copied()))?)
            } else {
                let worst = hand.iter().copied().min_by_key(|c| value(*c))?;
                let lacking = wanted(g, seat).is_some() && hand.len() >= RESERVE + 2;
                let best_bank = g.bank.iter().map(|c| value(*c)).max().unwrap_or(0);
                let upgrade = hand.len() >= 12 && best_bank >= 9 && value(worst) <= 3;
                if !g.traded.is_empty() || lacking || upgrade {
                    Action::Give(worst)
                } else {
                    Action::Pass
                }
            }
        }
        Phase::Programming => {
            let t = g.deactivated?;
            let placed = g.tanks[t as usize].program.len();
            // The whole plan is made from the hand as it was before the first card.
            let mut before = hand.clone();
            before.extend(&g.tanks[t as usize].program);
            before.sort_unstable();
            let budget = before.len().saturating_sub(RESERVE).max(1);
            let want = plan(g, seat, t, &before, budget);
            match want.get(placed) {
                Some(c) if hand.contains(c) && hand.len() > 1 => Action::Program(*c),
                _ => Action::Done,
            }
        }
        Phase::Execution => match &g.pending {
            Some(Pending::Target { candidates, .. }) => {
                let mine = g.colour(seat);
                let enemy = |o: &Object| match o {
                    Object::Tank(u) => {
                        crate::state::tank_colour(*u) != mine && !g.tanks[*u as usize].wreck
                    }
                    Object::Post(c) => *c != mine,
                };
                let pick = candidates
                    .iter()
                    .filter(|(o, _)| enemy(o))
                    .min_by_key(|(_, r)| *r)
                    .or_else(|| candidates.iter().max_by_key(|(_, r)| *r))?;
                Action::Target(pick.0)
            }
            Some(Pending::Warp { .. }) => {
                // Land nearest an enemy command post.
                let posts: Vec<Hex> = enemy_objects(g, seat)
                    .into_iter()
                    .filter(|(o, _)| matches!(o, Object::Post(_)))
                    .map(|(_, h)| h)
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
                Action::Keep(best_of(&mut taken.iter().copied())?)
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

/// What the position is worth to `seat`, in [0, 1]: its cards in hand (its life), its
/// tanks still fighting and their programs, against the best of the others.
pub fn evaluate(g: &Robotanks, seat: Seat) -> f64 {
    if let Some(o) = g.outcome() {
        return if o.winners.contains(&seat) {
            1.0 / o.winners.len() as f64
        } else {
            0.0
        };
    }
    let strength = |s: Seat| -> f64 {
        let p = &g.players[s as usize];
        if !p.alive {
            return -100.0;
        }
        let mut x = p.hand.len() as f64;
        for t in g.tanks_of(s) {
            let k = &g.tanks[t as usize];
            if !k.wreck {
                x += 2.0 + 0.3 * k.cards() as f64;
            }
        }
        x
    };
    let mine = strength(seat);
    let best_other = (0..g.num_seats() as Seat)
        .filter(|&s| s != seat)
        .map(strength)
        .fold(f64::MIN, f64::max);
    let x = (mine - best_other) / 4.0;
    1.0 / (1.0 + (-x).exp())
}
