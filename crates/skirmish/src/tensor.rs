//! The observation as planes for learning agents ([`coinop_core::Tensor`]): shape
//! `[58, rows, columns]`, the arena's grid as it is laid (10 × 5 for the standard Long
//! Hall). Nothing in ARCADE is hidden, and its observation does not say who looks: every
//! viewer's is the same but for the moves and shots worked out for the seat whose turn it
//! is. So the tensor is drawn from the side of the seat *to move* (AlphaZero's
//! convention): "mover" planes are that seat's, "other" planes its opponent's; while
//! tanks are placed, the seat placing; once the game is over, the seat that moved last.
//! The board is not turned: row 0 is the north, Orange's side, for everyone (plane 33
//! says whether the mover is Orange). Scalars are broadcast: every entry of their plane
//! holds the value.
//!
//! | planes | what |
//! |---|---|
//! | 0–4 | ground one-hot: gap (no tile), floor, wall, Energy Pool, destroyed floor |
//! | 5, 6 | the mover's half of the Zone (where it places in turn), the other's |
//! | 7, 8 | the mover's first rank (a row), the other's |
//! | 9–11 | the mover's tanks 1, 2, 3 (a wreck too, when wrecks stay) |
//! | 12–14 | the other side's tanks 1, 2, 3 |
//! | 15 | the damage points left of the tank on the space / 6 |
//! | 16 | a wreck |
//! | 17 | a stunned tank |
//! | 18 | the tank's repairs beside a Pool in a row / 3 |
//! | 19 | the tank whose turn it is |
//! | 20, 21 | the tank the mover's, the other's activation disc stands under (the next to act) |
//! | 22, 23 | the targeting tokens of the mover's, the other's tanks (a token off the grid is not shown) |
//! | 24 | a space the active tank can reach this turn |
//! | 25 | the movement points the way there costs / 6 |
//! | 26 | the best chance to hit among the shots at the space |
//! | 27 | the best mean damage among them / 6 |
//! | 28 | with Energy Bolts: what a shot's line meets first (it takes the shot instead) |
//! | 29–31 | broadcast, the stage one-hot: placing tanks, playing, over |
//! | 32 | broadcast: the mover is the first player |
//! | 33 | broadcast: the mover is Orange (seat 1, the north side) |
//! | 34 | broadcast: movement points left this turn / 6 |
//! | 35–37 | broadcast: the active tank has fired, fired aimed, rammed this turn |
//! | 38 | broadcast: turns taken / `max_turns` |
//! | 39, 40 | broadcast: walls destroyed by the mover / 5, by the other / 5 |
//! | 41–50 | broadcast, the advanced rules in play: collateral damage, floor destruction, wall destruction, blast, stun, triangulation, energy bolts, target anything, repair, collision |
//! | 51–53 | broadcast, the missions: hold an Energy Pool, reach the far rank, destroy 5 walls |
//! | 54–57 | broadcast: where a missed rocket goes on a die of 2, one-hot N, E, S, W (4, 5, 3 turn 1, 2, 3 quarter turns clockwise from it) |
//!
//! Planes 24–28 are filled in the mover's own observation only: no one else is shown its
//! moves and shots (a spectator's and the other seat's are zero there).

use crate::arena::Ground;
use crate::options::Heading;
use crate::state::{FULL, MOVEMENT, Stage};
use crate::view::Observation;
use crate::{Skirmish, SkirmishOptions};
use coinop_core::{Planes, Tensor};

const GROUND: usize = 0;
const HALF: usize = 5;
const FIRST_RANK: usize = 7;
const MINE: usize = 9;
const THEIRS: usize = 12;
const HP: usize = 15;
const WRECK: usize = 16;
const STUNNED: usize = 17;
const REPAIRS: usize = 18;
const ACTIVE: usize = 19;
const NEXT: usize = 20;
const TOKEN: usize = 22;
const REACH: usize = 24;
const REACH_COST: usize = 25;
const SHOT_HIT: usize = 26;
const SHOT_DAMAGE: usize = 27;
const FIRST_IN_LINE: usize = 28;
const STAGE: usize = 29;
const FIRST_PLAYER: usize = 32;
const ORANGE: usize = 33;
const MOVEMENT_LEFT: usize = 34;
const FIRED: usize = 35;
const TURNS: usize = 38;
const WALLS: usize = 39;
const RULES: usize = 41;
const MISSIONS: usize = 51;
const COMPASS: usize = 54;
const PLANES: usize = 58;

impl Tensor for Skirmish {
    fn tensor_shape(options: &SkirmishOptions) -> Vec<usize> {
        // The options name a valid arena whenever a game exists; a made-up name gets the
        // standard arena's shape.
        let (h, w) = options
            .arena()
            .map_or((10, 5), |a| (a.height as usize, a.width as usize));
        vec![PLANES, h, w]
    }

    fn encode(_: &SkirmishOptions, o: &Observation, out: &mut [f32]) {
        let (w, h) = (o.width as usize, o.height as usize);
        let area = w * h;
        debug_assert_eq!(out.len(), PLANES * area);
        out.fill(0.0);
        let mut p = Planes { out, area };
        // The seat to move: the placer while tanks are placed, else the current seat
        // (which stays the last mover's once the game is over).
        let (stage, me) = match o.stage {
            Stage::Placing { next } if next % 2 == 1 => (0, 1 - o.first_player),
            Stage::Placing { .. } => (0, o.first_player),
            Stage::Playing => (1, o.current),
            Stage::Over => (2, o.current),
        };
        let them = 1 - me;

        for (c, g) in o.ground.iter().enumerate() {
            let k = match g {
                Ground::Gap => 0,
                Ground::Floor => 1,
                Ground::Wall => 2,
                Ground::Pool => 3,
                Ground::Destroyed => 4,
            };
            p.set(GROUND + k, c, 1.0);
            // Arena::in_half: Green's the rows south of the middle, Orange's north of it.
            let y = c / w.max(1);
            let (south, north) = (2 * y > h - 1, 2 * y + 1 < h);
            let (mine, theirs) = if me == 0 {
                (south, north)
            } else {
                (north, south)
            };
            p.set(HALF, c, mine as u8 as f32);
            p.set(HALF + 1, c, theirs as u8 as f32);
            let rank = |seat: u8| o.first_ranks[seat as usize] == y as i32;
            p.set(FIRST_RANK, c, rank(me) as u8 as f32);
            p.set(FIRST_RANK + 1, c, rank(them) as u8 as f32);
        }

        let playing = o.stage == Stage::Playing;
        for (seat, side) in [(me, MINE), (them, THEIRS)] {
            let k = (side != MINE) as usize;
            for (n, u) in o.units[seat as usize].iter().enumerate() {
                if let Some(t) = u.token
                    && t.x >= 0
                    && t.y >= 0
                    && (t.x as usize) < w
                    && (t.y as usize) < h
                {
                    p.set(TOKEN + k, t.y as usize * w + t.x as usize, 1.0);
                }
                let Some(at) = u.at else { continue };
                let c = at as usize;
                p.set(side + n, c, 1.0);
                p.set(HP, c, u.hp as f32 / FULL as f32);
                p.set(WRECK, c, (!u.alive) as u8 as f32);
                p.set(STUNNED, c, u.stunned as u8 as f32);
                p.set(REPAIRS, c, u.repairs_in_a_row as f32 / 3.0);
                if o.active[seat as usize] as usize == n {
                    p.set(NEXT + k, c, 1.0);
                    if playing && o.current == seat {
                        p.set(ACTIVE, c, 1.0);
                    }
                }
            }
        }

        for r in &o.reach {
            p.set(REACH, r.to as usize, 1.0);
            p.set(REACH_COST, r.to as usize, r.cost as f32 / MOVEMENT as f32);
        }
        for s in &o.shots {
            let c = s.target as usize;
            p.max(SHOT_HIT, c, s.hit_percent as f32 / 100.0);
            p.max(
                SHOT_DAMAGE,
                c,
                s.mean_damage_tenths as f32 / (10.0 * FULL as f32),
            );
            if let Some(f) = s.first_in_line {
                p.set(FIRST_IN_LINE, f as usize, 1.0);
            }
        }

        p.fill(STAGE + stage, 1.0);
        p.flag(FIRST_PLAYER, o.first_player == me);
        p.flag(ORANGE, me == 1);
        p.fill(MOVEMENT_LEFT, o.movement_left as f32 / MOVEMENT as f32);
        p.flag(FIRED, o.turn.fired);
        p.flag(FIRED + 1, o.turn.aimed);
        p.flag(FIRED + 2, o.turn.rammed);
        p.fill(TURNS, o.turns as f32 / o.max_turns.max(1) as f32);
        p.fill(WALLS, o.walls_destroyed[me as usize] as f32 / 5.0);
        p.fill(WALLS + 1, o.walls_destroyed[them as usize] as f32 / 5.0);
        let r = o.rules;
        let rules = [
            r.collateral_damage,
            r.floor_destruction,
            r.wall_destruction,
            r.blast,
            r.stun,
            r.triangulation,
            r.energy_bolts,
            r.target_anything,
            r.repair,
            r.collision,
        ];
        for (i, on) in rules.into_iter().enumerate() {
            p.flag(RULES + i, on);
        }
        let m = o.missions;
        for (i, on) in [m.hold_pool, m.far_rank, m.destroy_walls]
            .into_iter()
            .enumerate()
        {
            p.flag(MISSIONS + i, on);
        }
        let two = o.compass.iter().find(|(v, _)| *v == 2).map(|(_, h)| *h);
        let k = match two.unwrap_or_default() {
            Heading::N => 0,
            Heading::E => 1,
            Heading::S => 2,
            Heading::W => 3,
        };
        p.fill(COMPASS + k, 1.0);
    }
}
