//! Pure data: the whole state of a game of Arcade Tanks. Fixed-capacity arrays and an
//! `Arc`'d board keep a clone to one memcpy.

use crate::board::{Board, Cell, Dir};
use crate::cards::{Cards, Maneuver, Pile};
use crate::options::{MAX_BOXES, MAX_PLAYERS, TanksOptions};
use crate::pieces::{BotId, PowerUp, TankPos, Unit};
use arrayvec::ArrayVec;
use coinop_core::{Chance, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Per box: 16 bot tokens, 12 bricks, 4 power-ups.
pub const MAX_BOTS: usize = 16 * MAX_BOXES as usize;
pub const MAX_BRICKS: usize = 12 * MAX_BOXES as usize;
pub const MAX_POWERUPS: usize = 4 * MAX_BOXES as usize;
/// Tanks and bots on the board at most: the longest column a push can move.
pub const MAX_UNITS: usize = MAX_PLAYERS + MAX_BOTS;
pub const EAGLES: u8 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// `None` while the tank is destroyed (or not yet placed).
    pub tank: Option<TankPos>,
    pub disengaged: bool,
    /// Destroyed this round: respawns at the round's end.
    pub destroyed: bool,
    pub hand: Cards,
    /// Top of the deck is the last card.
    pub deck: Pile,
    pub discard: Cards,
    pub maneuvers: [Maneuver; 2],
    /// Maneuvers already turned face up this round.
    pub revealed: [bool; 2],
    pub exchanged: bool,
    pub committed: bool,
    /// Helm tokens kept.
    pub helms: u8,
    /// Bot tokens taken: 1 VP each.
    pub bots: u8,
    /// Eagle tokens taken: 3 VP each.
    pub eagles: u8,
}

impl Player {
    pub fn vp(&self) -> i32 {
        self.bots as i32 + 3 * self.eagles as i32
    }
    /// Tank on the board and taking part this round.
    pub fn active(&self) -> bool {
        self.tank.is_some() && !self.disengaged
    }
    /// All 18 cards, wherever they are.
    pub fn card_count(&self) -> usize {
        self.hand.total() as usize
            + self.deck.len()
            + self.discard.total() as usize
            + self.maneuvers[0].len()
            + self.maneuvers[1].len()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bot {
    pub id: BotId,
    pub cell: Cell,
    pub facing: Dir,
    /// Whether its back has been seen: bots placed "without looking at their flipsides"
    /// keep their colour and number hidden until destroyed.
    pub known: bool,
    /// Has moved in this action phase.
    pub moved: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Brick {
    pub cell: Cell,
    pub damaged: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedPowerUp {
    pub cell: Cell,
    /// Token index 0..4 (per box); its back is `PowerUp::BACKS[token % 4]`.
    pub token: u8,
    pub face: PowerUp,
}

/// Where the round stands. Between decisions the engine runs on by itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Seats still to place their tank, in order; then the round starts (setup) or the
    /// First Player token passes (respawn).
    PlaceTanks {
        queue: ArrayVec<Seat, MAX_PLAYERS>,
        setup: bool,
    },
    /// Simultaneous, hidden planning.
    Planning,
    /// The first player picks which bot moves next.
    BotOrder,
    /// A player resolves a Shovel or Grenade.
    PowerUpChoice {
        seat: Seat,
        power: PowerUp,
    },
    Over,
}

/// Where an action phase stands, so it can pause for a decision and resume.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Player `turn` (index in turn order from the first player), next card `card`.
    Players {
        turn: u8,
        card: u8,
    },
    Bots,
    Fire,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cursor {
    /// 0 or 1: the 1st or 2nd action phase.
    pub phase: u8,
    pub step: Step,
    /// Maneuvers each bot makes this phase: the highest move card revealed.
    pub bot_maneuvers: u8,
    /// The bot moving now and the maneuvers it has left, when a decision interrupted it.
    pub moving_bot: Option<(BotId, u8)>,
}

impl Cursor {
    /// The start of an action phase.
    pub fn start(phase: u8) -> Cursor {
        Cursor {
            phase,
            step: Step::Players { turn: 0, card: 0 },
            bot_maneuvers: 0,
            moving_bot: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    ThirdEagle,
    LeadOfFive,
    TieBroken,
    RoundLimit,
    /// Playing on, with no bot left to score and none to come: the tie stands.
    TieStands,
}

/// The full game state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Tanks {
    /// Shared: a replaced tile set can be long, and states are cloned by the million.
    pub(crate) options: Arc<TanksOptions>,
    pub(crate) board: Arc<Board>,
    /// Every draw of luck goes through here (scenarios can script it).
    pub(crate) chance: Chance,
    pub round: u16,
    pub first_player: Seat,
    pub stage: Stage,
    pub cursor: Cursor,
    pub players: ArrayVec<Player, MAX_PLAYERS>,
    pub bots: ArrayVec<Bot, MAX_BOTS>,
    pub bot_reserve: ArrayVec<BotId, MAX_BOTS>,
    /// Tokens in the reserve whose backs everyone saw go there (a shared kill, a bot
    /// lost without a scorer, a bot with no free space).
    pub seen_reserve: ArrayVec<BotId, MAX_BOTS>,
    pub bricks: ArrayVec<Brick, MAX_BRICKS>,
    /// Brick tokens off the board, free for a Shovel.
    pub brick_reserve: u8,
    pub eagle: Option<Cell>,
    /// Where the last Eagle stood: "farthest from the Eagle" still means something when
    /// play goes on after the third one (a tie).
    pub last_eagle: Option<Cell>,
    pub eagles_taken: u8,
    pub powerups: ArrayVec<PlacedPowerUp, MAX_POWERUPS>,
    pub powerup_reserve: ArrayVec<u8, MAX_POWERUPS>,
    /// Shovels and Grenades taken but not yet used, in order.
    pub pending: ArrayVec<(Seat, PowerUp), MAX_POWERUPS>,
    /// Clock: bots neither move nor shoot.
    pub clock: bool,
    /// A movement waiting for a Shovel or Grenade to be used (boxed: almost always none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub motion: Option<Box<Motion>>,
    /// Set only by scenario runs, which stop at checkpoints; never part of the hash.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) checkpoints: Option<Box<Checkpoints>>,
    /// RU «Если запас ботов закончился, новые боты в этой партии уже не появляются»: the
    /// reserve's last token was drawn, so no bot enters again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot_reserve_ran_out: bool,
    /// The third Eagle fell (or the lead of 5 came) with a tie on top: play on.
    pub playing_on: bool,
    pub end: Option<EndReason>,
}

impl Tanks {
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn opts(&self) -> &TanksOptions {
        &self.options
    }
    pub fn seats(&self) -> usize {
        self.players.len()
    }
    /// Seats in turn order starting from the first player.
    pub fn turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players.len() as u8;
        (0..n).map(move |i| self.seat_after(i))
    }
    /// The seat `turn` places after the first player, clockwise.
    #[inline]
    pub fn seat_after(&self, turn: u8) -> Seat {
        let s = self.first_player as usize + turn as usize;
        let n = self.players.len();
        // Without a division in the common case.
        (if s < n {
            s
        } else if s < 2 * n {
            s - n
        } else {
            s % n
        }) as Seat
    }
    pub fn player_at(&self, c: Cell) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.tank.map(|t| t.cell) == Some(c))
            .map(|s| s as Seat)
    }
    pub fn bot_at(&self, c: Cell) -> Option<usize> {
        self.bots.iter().position(|b| b.cell == c)
    }
    pub fn brick_at(&self, c: Cell) -> Option<usize> {
        self.bricks.iter().position(|b| b.cell == c)
    }
    pub fn powerup_at(&self, c: Cell) -> Option<usize> {
        self.powerups.iter().position(|p| p.cell == c)
    }
    pub fn unit_at(&self, c: Cell) -> Option<Unit> {
        self.player_at(c)
            .map(Unit::Player)
            .or_else(|| self.bot_at(c).map(|b| Unit::Bot(self.bots[b].id)))
    }
    /// Concrete or a brick: what stops movement and shots.
    pub fn is_solid(&self, c: Cell) -> bool {
        self.board.blocks_movement(c) || self.brick_at(c).is_some()
    }
    /// The Eagle's segment, or the last Eagle's when none stands.
    pub fn eagle_segment(&self) -> Option<usize> {
        self.eagle
            .or(self.last_eagle)
            .map(|c| self.board.segment_of[c as usize] as usize)
    }
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }
}

/// A point inside a turn where a scenario may stop the engine to look at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checkpoint {
    /// A player's maneuver has been carried out (`phase` 0 or 1).
    Maneuver { seat: Seat, phase: u8 },
    /// Every bot has moved.
    Bots { phase: u8 },
    /// The volley has been fired and its hits resolved.
    Volley { phase: u8 },
}

impl Checkpoint {
    /// "P1 maneuver 1", "bots 2", "volley 1": what scenario files call it.
    pub fn name(self) -> String {
        match self {
            Checkpoint::Maneuver { seat, phase } => format!("P{} maneuver {}", seat + 1, phase + 1),
            Checkpoint::Bots { phase } => format!("bots {}", phase + 1),
            Checkpoint::Volley { phase } => format!("volley {}", phase + 1),
        }
    }
}

/// Scenario runs only: stop at checkpoints, and where the engine stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoints {
    pub at: Option<Checkpoint>,
    /// Stopped right after a volley, which must not be fired again on resuming.
    pub fired: bool,
}

/// Units moved by one card or one bot maneuver, which may have to slide afterwards.
pub type Moved = ArrayVec<Unit, MAX_UNITS>;

/// A card's (or a bot maneuver's) movement still to run: the spaces left to drive, then
/// the slides of everything it moved. Kept in the state only while it waits for a Shovel
/// or Grenade taken on the way to be used (RU «сразу же», RULINGS.md §30).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Motion {
    pub unit: Unit,
    pub dir: Dir,
    /// The player whose card this is: bots it sinks are theirs.
    pub credit: Option<Seat>,
    pub steps_left: u8,
    pub moved: Moved,
    /// Sliders an obstacle stopped, and where.
    pub stuck: ArrayVec<(Unit, Cell), MAX_UNITS>,
}

impl Motion {
    pub fn new(unit: Unit, dir: Dir, credit: Option<Seat>, steps: u8) -> Motion {
        let mut moved = Moved::new();
        moved.push(unit);
        Motion {
            unit,
            dir,
            credit,
            steps_left: steps,
            moved,
            stuck: ArrayVec::new(),
        }
    }
}
