//! The observation as planes for learning agents ([`coinop_core::Tensor`]): shape
//! `[planes, rows, columns]`, the board's spaces as rows and columns (`6 × 2` rows and
//! `6 × 4 × boxes` columns with the built-in tiles: 12 × 12 for one box), and
//! `59 + 38 × players` planes. Scalars are broadcast: every entry of their plane holds
//! the value. Seats are in turn order *from the viewer* (the viewer's own seat first, then
//! the next seat clockwise…); a spectator sees seat 0 first.
//!
//! | planes | what |
//! |---|---|
//! | 0–4 | terrain one-hot: empty, concrete, forest, water, ice |
//! | 5–8 | the colour of the space's segment one-hot: red, yellow, green, blue |
//! | 9 | a bot spawn space: its number / 4 |
//! | 10, 11 | a brick: intact, damaged |
//! | 12 | the Eagle |
//! | 13–17 | a power-up, the face shown: Star, Clock, Helm, Shovel, Grenade |
//! | 18 | a bot |
//! | 19–22 | a bot's colour, once its back has been seen: red, yellow, green, blue |
//! | 23 | a bot's number / 4, once seen |
//! | 24 | a bot that has moved in this action phase |
//! | 25–28 | where a bot will turn or drive next (its AI as the board stands): N, E, S, W |
//! | 29 | that next maneuver drives forward (else it turns, or waits) |
//! | 30 | that bot's target is the viewer's tank |
//! | 31 | that bot has a target in sight |
//! | 32–35 | the facing of the tank (player's or bot) on the space: N, E, S, W |
//! | 36 | the viewer's own plan while planning: every space its laid maneuvers drive or slide it into |
//! | 37, 38 | where the viewer's 1st, 2nd maneuver would leave its tank |
//! | 39 | broadcast: round / `max_rounds` |
//! | 40–45 | broadcast, the stage one-hot: placing tanks, planning, first player orders the bots, Shovel choice, Grenade choice, game over |
//! | 46 | broadcast: 2nd action phase |
//! | 47 | broadcast: maneuvers each bot makes this phase / 3 |
//! | 48 | broadcast: Clock in force |
//! | 49 | broadcast: bricks in reserve / (12 × boxes) |
//! | 50 | broadcast: bots in reserve / (16 × boxes) |
//! | 51 | broadcast: Eagles taken / 3 |
//! | 52 | broadcast: the viewer is a spectator |
//! | 53–58 | broadcast: the viewer's own hand per card (Advance 1, 2, 3, Turn Left, Right, Turnaround) / 4 (zero for a spectator) |
//! | 59 + 38k … | seat block `k` (the viewer's seat is `k = 0`), below |
//!
//! A seat block, planes from its start:
//!
//! | plane | what |
//! |---|---|
//! | 0 | its tank, at its space |
//! | 1–7 | broadcast flags: tank on the board, disengaged, destroyed this round, committed its plan, has exchanged, to move now, holds the First Player token |
//! | 8, 9 | broadcast: hand size / 7, deck size / 18 |
//! | 10–15 | broadcast: the face-up discard pile per card / that card's copies in a deck (2, 4, 2, 4, 4, 2) |
//! | 16–19 | broadcast: Helms kept / 4, bot tokens / 10, Eagle tokens / 3, victory points / 15 |
//! | 20–28 | broadcast, the 1st maneuver: cards / 7, cards visible (own, or turned face up), then when visible its effect: the net turn before its move card one-hot (right, around, left), the move card's spaces / 3, the net turn after it one-hot (right, around, left) |
//! | 29–37 | the same for the 2nd maneuver |

use crate::board::Terrain;
use crate::cards::{Card, DECK_SIZE, HAND_SIZE};
use crate::content::TileSet;
use crate::event::BotReason;
use crate::pieces::PowerUp;
use crate::state::Stage;
use crate::view::Observation;
use crate::{Tanks, TanksOptions};
use coinop_core::{Planes, Tensor};

const TERRAIN: usize = 0;
const SEGMENT: usize = 5;
const SPAWN: usize = 9;
const BRICK: usize = 10;
const EAGLE: usize = 12;
const POWERUP: usize = 13;
const BOT: usize = 18;
const BOT_COLOUR: usize = 19;
const BOT_NUMBER: usize = 23;
const BOT_MOVED: usize = 24;
const BOT_NEXT_DIR: usize = 25;
const BOT_NEXT_DRIVES: usize = 29;
const BOT_TARGETS_VIEWER: usize = 30;
const BOT_HAS_TARGET: usize = 31;
const FACING: usize = 32;
const PLAN_PATH: usize = 36;
const PLAN_STOP: usize = 37;
const ROUND: usize = 39;
const STAGE: usize = 40;
const SECOND_PHASE: usize = 46;
const BOT_MANEUVERS: usize = 47;
const CLOCK: usize = 48;
const BRICK_RESERVE: usize = 49;
const BOT_RESERVE: usize = 50;
const EAGLES_TAKEN: usize = 51;
const SPECTATOR: usize = 52;
const HAND: usize = 53;
const SEATS: usize = 59;
const PER_SEAT: usize = 38;

/// Spaces along a segment's side: the first tile's rows (the built-in tiles are 6 × 6).
fn segment_size(options: &TanksOptions) -> usize {
    let custom = options
        .tiles_ron
        .as_deref()
        .and_then(|t| TileSet::load(t).ok());
    let set = custom.as_ref().unwrap_or_else(|| TileSet::builtin());
    set.tiles().first().map_or(6, |t| t.rows.len())
}

/// The net quarter turns clockwise of the turn cards in `cards`.
fn quarter_turns(cards: &[Card]) -> u8 {
    cards.iter().fold(0, |q, c| {
        (q + match c {
            Card::TurnRight => 1,
            Card::Turnaround => 2,
            Card::TurnLeft => 3,
            _ => 0,
        }) % 4
    })
}

impl Tensor for Tanks {
    fn tensor_shape(options: &TanksOptions) -> Vec<usize> {
        let n = segment_size(options);
        vec![
            SEATS + PER_SEAT * options.players as usize,
            2 * n,
            2 * n * options.board.boxes as usize,
        ]
    }

    fn encode(options: &TanksOptions, o: &Observation, out: &mut [f32]) {
        let board = &o.board;
        let area = board.cells();
        let seats = o.players.len();
        debug_assert_eq!(out.len(), (SEATS + PER_SEAT * seats) * area);
        out.fill(0.0);
        let mut p = Planes { out, area };
        let boxes = options.board.boxes.max(1) as f32;

        for (c, t) in board.terrain.iter().enumerate() {
            let k = match t {
                Terrain::Empty => 0,
                Terrain::Concrete => 1,
                Terrain::Forest => 2,
                Terrain::Water => 3,
                Terrain::Ice => 4,
            };
            p.set(TERRAIN + k, c, 1.0);
            let segment = &board.segments[board.segment_of[c] as usize];
            p.set(SEGMENT + segment.colour as usize, c, 1.0);
        }
        for s in &board.segments {
            for spawn in &s.spawns {
                p.set(SPAWN, spawn.cell as usize, spawn.number as f32 / 4.0);
            }
        }
        for b in &o.bricks {
            p.set(BRICK + b.damaged as usize, b.cell as usize, 1.0);
        }
        if let Some(e) = o.eagle {
            p.set(EAGLE, e as usize, 1.0);
        }
        for pu in &o.powerups {
            let k = match pu.power {
                PowerUp::Star => 0,
                PowerUp::Clock => 1,
                PowerUp::Helm => 2,
                PowerUp::Shovel => 3,
                PowerUp::Grenade => 4,
            };
            p.set(POWERUP + k, pu.cell as usize, 1.0);
        }
        let me = o.viewer.seat();
        for b in &o.bots {
            let c = b.cell as usize;
            p.set(BOT, c, 1.0);
            p.set(FACING + b.facing.index() as usize, c, 1.0);
            if let Some(id) = b.id {
                p.set(BOT_COLOUR + id.colour as usize, c, 1.0);
                p.set(BOT_NUMBER, c, id.number as f32 / 4.0);
            }
            if b.moved {
                p.set(BOT_MOVED, c, 1.0);
            }
            if let Some(next) = &b.next {
                if let Some(d) = next.dir {
                    p.set(BOT_NEXT_DIR + d.index() as usize, c, 1.0);
                }
                let target = match next.reason {
                    BotReason::TurnToTarget { target } | BotReason::SkipBlocked { target } => {
                        Some(target)
                    }
                    BotReason::AdvanceToTarget { target } => {
                        p.set(BOT_NEXT_DRIVES, c, 1.0);
                        Some(target)
                    }
                    BotReason::AdvanceClear => {
                        p.set(BOT_NEXT_DRIVES, c, 1.0);
                        None
                    }
                    BotReason::TurnFromObstacle | BotReason::Boxed => None,
                };
                if let Some(t) = target {
                    p.set(BOT_HAS_TARGET, c, 1.0);
                    if Some(t) == me {
                        p.set(BOT_TARGETS_VIEWER, c, 1.0);
                    }
                }
            }
        }
        if let Some(plan) = &o.plan {
            for leg in &plan.legs {
                p.set(PLAN_PATH, leg.to as usize, 1.0);
            }
            for (m, stop) in plan.stops.iter().take(2).enumerate() {
                if let Some(stop) = stop {
                    p.set(PLAN_STOP + m, stop.cell as usize, 1.0);
                }
            }
        }

        p.fill(ROUND, o.round as f32 / options.max_rounds.max(1) as f32);
        let stage = match &o.stage {
            Stage::PlaceTanks { .. } => 0,
            Stage::Planning => 1,
            Stage::BotOrder => 2,
            Stage::PowerUpChoice {
                power: PowerUp::Grenade,
                ..
            } => 4,
            Stage::PowerUpChoice { .. } => 3,
            Stage::Over => 5,
        };
        p.fill(STAGE + stage, 1.0);
        p.flag(SECOND_PHASE, o.action_phase == 1);
        p.fill(BOT_MANEUVERS, o.bot_maneuvers as f32 / 3.0);
        p.flag(CLOCK, o.clock);
        p.fill(BRICK_RESERVE, o.brick_reserve as f32 / (12.0 * boxes));
        p.fill(BOT_RESERVE, o.bot_reserve as f32 / (16.0 * boxes));
        p.fill(EAGLES_TAKEN, o.eagles_taken as f32 / 3.0);
        p.flag(SPECTATOR, me.is_none());

        let first = me.map_or(0, |s| s as usize);
        for k in 0..seats {
            let seat = (first + k) % seats;
            let pl = &o.players[seat];
            let base = SEATS + PER_SEAT * k;
            if let Some(t) = pl.tank {
                p.set(base, t.cell as usize, 1.0);
                p.set(FACING + t.facing.index() as usize, t.cell as usize, 1.0);
            }
            if k == 0
                && let Some(hand) = &pl.hand
            {
                for (i, &n) in hand.0.iter().enumerate() {
                    p.fill(HAND + i, n as f32 / 4.0);
                }
            }
            p.flag(base + 1, pl.tank.is_some());
            p.flag(base + 2, pl.disengaged);
            p.flag(base + 3, pl.destroyed);
            p.flag(base + 4, pl.committed);
            p.flag(base + 5, pl.exchanged);
            p.flag(base + 6, o.waiting.contains(&(seat as u8)));
            p.flag(base + 7, o.first_player as usize == seat);
            p.fill(base + 8, pl.hand_size as f32 / HAND_SIZE as f32);
            p.fill(base + 9, pl.deck_size as f32 / DECK_SIZE as f32);
            for (i, &n) in pl.discard.0.iter().enumerate() {
                p.fill(base + 10 + i, n as f32 / Card::DECK[i] as f32);
            }
            p.fill(base + 16, pl.helms as f32 / 4.0);
            p.fill(base + 17, pl.bots as f32 / 10.0);
            p.fill(base + 18, pl.eagles as f32 / 3.0);
            p.fill(base + 19, pl.vp as f32 / 15.0);
            for (m, man) in pl.maneuvers.iter().enumerate() {
                let b = base + 20 + 9 * m;
                p.fill(b, man.count as f32 / HAND_SIZE as f32);
                let Some(cards) = &man.cards else { continue };
                p.fill(b + 1, 1.0);
                let split = cards.iter().position(|c| c.is_move());
                let (before, after) = cards.split_at(split.unwrap_or(cards.len()));
                let turn = |q: u8| (q > 0).then(|| q as usize - 1);
                if let Some(q) = turn(quarter_turns(before)) {
                    p.fill(b + 2 + q, 1.0);
                }
                if let Some((mv, after)) = after.split_first() {
                    p.fill(b + 5, mv.advance() as f32 / 3.0);
                    if let Some(q) = turn(quarter_turns(after)) {
                        p.fill(b + 6 + q, 1.0);
                    }
                }
            }
        }
    }
}
