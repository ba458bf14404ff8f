//! The observation as planes for learning agents ([`coinop_core::Tensor`]): shape
//! `[223, rows, columns]` over the map's hexes as the map file lays them out ("odd-r"
//! offset coordinates, [`Hex::offset`]: row `r` from the top, column `c` from the left,
//! odd rows shifted half a hex right), 13 × 17 for the standard arena, whatever the number
//! of players. A grid entry that is no hex of the arena is wall. The map is not turned.
//!
//! Colours come in blocks *from the viewer's*, clockwise round the table (Black, Yellow,
//! Red, White): block 0 is the viewer's colour, block 2 the enemy across the map, blocks 1
//! and 3 the neighbours; a spectator's start at Black. An absent colour (two or three
//! players) keeps its block, marked not playing. Scalars are broadcast: every entry of
//! their plane holds the value. Card kinds are in the order of [`Command::ALL`] (Turn 60°
//! Left … Zoom, 32 kinds).
//!
//! | planes | what |
//! |---|---|
//! | 0, 1 | floor, wall (a wall inside the arena, or no hex of it) |
//! | 2 + 12j … | colour block `j`, below |
//! | 50–53 | a tank's number one-hot, 1 to 4 |
//! | 54–59 | a tank's facing one-hot: E, NE, NW, W, SW, SE |
//! | 60 | a wreck |
//! | 61 | a tank deactivated for reprogramming |
//! | 62 | a tank's face-down program cards / 6 |
//! | 63–73 | a tank's face-up cards: Transwarp, Radar, Turret, Armor, Shield, ECM, Self Destruct, Scan, Target, Auto Hit, Zoom |
//! | 74–105 | the card a tank executes next, one-hot by kind, when the viewer knows it (it placed it or scanned it; in setup, the viewer's initial program cards) |
//! | 106 | the hexes that next card moves the tank through |
//! | 107 | that move runs into a wall or an object (at the tank) |
//! | 108 | a ruined command post (its player is out) |
//! | 109 | the tank the decision in progress is about (firing, warping, scanning, or a Virus's target) |
//! | 110 | what a Target decision may fire at (tank or command post) |
//! | 111–117 | broadcast, the phase one-hot: setup, deactivation, Bank pick after a 1, Look-Up, programming, execution, over |
//! | 118–122 | broadcast, the decision inside execution one-hot: Target, Transwarp, Drain, Scan, Virus |
//! | 123 | broadcast: turns begun / `max_turns` |
//! | 124 | broadcast: cards a command post loses to a hit / 3 |
//! | 125 | broadcast: the introductory deck |
//! | 126 | broadcast: the viewer is a spectator |
//! | 127–158 | broadcast: the viewer's hand per kind / 4 (zeros for a spectator) |
//! | 159–190 | broadcast: the Bank per kind / 4 |
//! | 191–222 | broadcast: the cards in question per kind / 4: in setup the viewer's cards set aside, at Look-Up the cards traded in, in a Drain the post's cards taken (shown to the firer's owner and the defender), in a Virus the target's cards still to place (shown to the firer) |
//!
//! A colour block, planes from its start:
//!
//! | plane | what |
//! |---|---|
//! | 0 | its tanks on the map, wrecks included |
//! | 1 | its command post (ruined or not) |
//! | 2 | its dock hexes: the tank's number / 4 |
//! | 3 | its tanks' direct fire areas: how many of them reach the hex / 4 |
//! | 4–7 | broadcast flags: a player has it, the player still has a command post, is to move, went first |
//! | 8–11 | broadcast: hand size / 20, cards kept from the deal / 20, cards still to set aside / 10, initial programs chosen / 4 |

use crate::arena::{Arena, Colour, Object, tank_colour};
use crate::cards::Command;
use crate::hex::Hex;
use crate::state::{CLOCKWISE, Phase};
use crate::view::{Observation, PendingView};
use crate::{Robotanks, RobotanksOptions};
use coinop_core::{Planes, Tensor};

const FLOOR: usize = 0;
const WALL: usize = 1;
const COLOURS: usize = 2;
const PER_COLOUR: usize = 12;
const NUMBER: usize = 50;
const FACING: usize = 54;
const WRECK: usize = 60;
const INACTIVE: usize = 61;
const FACE_DOWN: usize = 62;
const FACE_UP: usize = 63;
const NEXT: usize = 74;
const NEXT_PATH: usize = 106;
const BUMPS: usize = 107;
const RUIN: usize = 108;
const SUBJECT: usize = 109;
const CANDIDATE: usize = 110;
const PHASE: usize = 111;
const PENDING: usize = 118;
const TURNS: usize = 123;
const POST_LOSS: usize = 124;
const INTRODUCTORY: usize = 125;
const SPECTATOR: usize = 126;
const HAND: usize = 127;
const BANK: usize = 159;
const IN_QUESTION: usize = 191;
const PLANES: usize = 223;

/// The cards that lie face up on a tank, in their planes' order.
const FACE_UP_CARDS: [Command; 11] = [
    Command::Transwarp,
    Command::Radar,
    Command::Turret,
    Command::Armor,
    Command::Shield,
    Command::Ecm,
    Command::SelfDestruct,
    Command::Scan,
    Command::Target,
    Command::AutoHit,
    Command::Zoom,
];

/// Rows and columns of the grid that holds every hex of the arena.
fn grid(arena: &Arena) -> (usize, usize) {
    arena
        .floor
        .iter()
        .chain(&arena.walls)
        .map(|h| h.offset())
        .fold((0, 0), |(rows, cols), (c, r)| {
            (rows.max(r as usize + 1), cols.max(c as usize + 1))
        })
}

fn kind(c: Command) -> usize {
    c as usize
}

/// The planes of one observation, each `rows × columns` long.
/// The planes over the map's offset grid: a hex is a cell of [`Planes`].
struct HexPlanes<'a> {
    p: Planes<'a>,
    rows: usize,
    cols: usize,
}

impl HexPlanes<'_> {
    fn at(&self, h: Hex) -> Option<usize> {
        let (c, r) = h.offset();
        (c >= 0 && r >= 0 && (c as usize) < self.cols && (r as usize) < self.rows)
            .then(|| r as usize * self.cols + c as usize)
    }
    fn set(&mut self, plane: usize, h: Hex, v: f32) {
        if let Some(i) = self.at(h) {
            self.p.set(plane, i, v);
        }
    }
    fn add(&mut self, plane: usize, h: Hex, v: f32) {
        if let Some(i) = self.at(h) {
            self.p.add(plane, i, v);
        }
    }
    fn fill(&mut self, plane: usize, v: f32) {
        self.p.fill(plane, v);
    }
    fn flag(&mut self, plane: usize, on: bool) {
        self.p.flag(plane, on);
    }
    /// Broadcasts the count of each kind in `cards` / 4 from `plane` on.
    fn counts(&mut self, plane: usize, cards: &[Command]) {
        let mut n = [0u8; 32];
        for &c in cards {
            n[kind(c)] += 1;
        }
        for (k, &n) in n.iter().enumerate() {
            self.fill(plane + k, n as f32 / 4.0);
        }
    }
}

impl Tensor for Robotanks {
    fn tensor_shape(options: &RobotanksOptions) -> Vec<usize> {
        // Options that make a game have an arena; others get the standard one's shape.
        let (rows, cols) = options.arena().map_or((13, 17), |a| grid(&a));
        vec![PLANES, rows, cols]
    }

    fn encode(_: &RobotanksOptions, o: &Observation, out: &mut [f32]) {
        let (rows, cols) = grid(&o.arena);
        debug_assert_eq!(out.len(), PLANES * rows * cols);
        out.fill(0.0);
        let mut p = HexPlanes {
            p: Planes {
                out,
                area: rows * cols,
            },
            rows,
            cols,
        };

        p.fill(WALL, 1.0);
        for &h in &o.arena.floor {
            p.set(FLOOR, h, 1.0);
            p.set(WALL, h, 0.0);
        }

        let me = o.viewer.seat();
        let mine = me
            .and_then(|s| o.players.get(s as usize))
            .map_or(Colour::Black, |pl| pl.colour);
        let place = |c: Colour| CLOCKWISE.iter().position(|&k| k == c).unwrap_or(0);
        // The block of each colour, by `Colour as usize`.
        let block = Colour::ALL.map(|c| COLOURS + PER_COLOUR * ((place(c) + 4 - place(mine)) % 4));

        for c in Colour::ALL {
            let b = block[c as usize];
            for (n, &dock) in o.arena.docks[c as usize].iter().enumerate() {
                p.set(b + 2, dock, (n + 1) as f32 / 4.0);
            }
        }
        for post in &o.posts {
            if post.present {
                p.set(block[post.colour as usize] + 1, post.at, 1.0);
                if post.destroyed {
                    p.set(RUIN, post.at, 1.0);
                }
            }
        }
        for (s, pl) in o.players.iter().enumerate() {
            let b = block[pl.colour as usize];
            p.fill(b + 4, 1.0);
            p.flag(b + 5, pl.alive);
            let to_move = match o.phase {
                // Setup is played by all at once, by every seat with setup still to do.
                Phase::Setup => pl.hand_size > pl.keep || pl.initial_chosen < 4,
                Phase::Over => false,
                _ => o.current as usize == s,
            };
            p.flag(b + 6, to_move);
            p.flag(b + 7, o.first as usize == s);
            p.fill(b + 8, pl.hand_size as f32 / 20.0);
            p.fill(b + 9, pl.keep as f32 / 20.0);
            p.fill(b + 10, pl.to_set_aside as f32 / 10.0);
            p.fill(b + 11, pl.initial_chosen as f32 / 4.0);
        }

        for t in o.tanks.iter().filter(|t| t.present) {
            let b = block[tank_colour(t.id) as usize];
            p.set(b, t.at, 1.0);
            for &h in &t.fire_area {
                p.add(b + 3, h, 0.25);
            }
            p.set(NUMBER + (t.id % 4) as usize, t.at, 1.0);
            p.set(FACING + t.facing.index() as usize, t.at, 1.0);
            p.set(WRECK, t.at, t.wreck as u8 as f32);
            p.set(INACTIVE, t.at, t.inactive as u8 as f32);
            p.set(FACE_DOWN, t.at, t.face_down as f32 / 6.0);
            for c in &t.face_up {
                if let Some(k) = FACE_UP_CARDS.iter().position(|u| u == c) {
                    p.set(FACE_UP + k, t.at, 1.0);
                }
            }
            if let Some(next) = &t.next {
                p.set(NEXT + kind(next.card), t.at, 1.0);
                for &h in &next.path {
                    p.set(NEXT_PATH, h, 1.0);
                }
                p.set(BUMPS, t.at, next.bumps as u8 as f32);
            }
        }
        // The viewer's initial programs, tank 1 first: each tank's first card.
        if let Some(initial) = me
            .and_then(|s| o.players.get(s as usize))
            .and_then(|pl| pl.initial.as_ref())
        {
            for (n, &c) in initial.iter().enumerate().take(4) {
                let t = mine as usize * 4 + n;
                if let Some(tank) = o.tanks.get(t) {
                    p.set(NEXT + kind(c), tank.at, 1.0);
                }
            }
        }

        let phase = match o.phase {
            Phase::Setup => 0,
            Phase::Deactivation => 1,
            Phase::BankPick => 2,
            Phase::LookUp => 3,
            Phase::Programming => 4,
            Phase::Execution => 5,
            Phase::Over => 6,
        };
        p.fill(PHASE + phase, 1.0);
        let tank_at = |t: u8| o.tanks.get(t as usize).map(|k| k.at);
        let mut in_question: &[Command] = &o.traded;
        if o.phase == Phase::Setup {
            let own = me.and_then(|s| o.players.get(s as usize));
            in_question = own.and_then(|pl| pl.set_aside.as_deref()).unwrap_or(&[]);
        }
        if let Some(pending) = &o.pending {
            let (k, subject) = match pending {
                PendingView::Target {
                    tank, candidates, ..
                } => {
                    for (object, _) in candidates {
                        let at = match *object {
                            Object::Tank(t) => tank_at(t),
                            Object::Post(c) => Some(o.arena.command_posts[c as usize]),
                        };
                        if let Some(h) = at {
                            p.set(CANDIDATE, h, 1.0);
                        }
                    }
                    (0, Some(*tank))
                }
                PendingView::Warp { tank, .. } => (1, Some(*tank)),
                PendingView::Drain { taken, .. } => {
                    in_question = taken.as_deref().unwrap_or(&[]);
                    (2, None)
                }
                PendingView::Scan { tank } => (3, Some(*tank)),
                PendingView::Virus {
                    target, required, ..
                } => {
                    in_question = required.as_deref().unwrap_or(&[]);
                    (4, Some(*target))
                }
            };
            p.fill(PENDING + k, 1.0);
            if let Some(h) = subject.and_then(tank_at) {
                p.set(SUBJECT, h, 1.0);
            }
        }
        p.fill(TURNS, o.turns as f32 / o.max_turns.max(1) as f32);
        p.fill(POST_LOSS, o.post_loss as f32 / 3.0);
        p.flag(INTRODUCTORY, o.introductory);
        p.flag(SPECTATOR, me.is_none());
        if let Some(hand) = me
            .and_then(|s| o.players.get(s as usize))
            .and_then(|pl| pl.hand.as_ref())
        {
            p.counts(HAND, hand);
        }
        p.counts(BANK, &o.bank);
        p.counts(IN_QUESTION, in_question);
    }
}
