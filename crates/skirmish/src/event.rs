//! What happens, as data: for animations, tests, figures and the log (told in
//! `words.rs`). Nothing in ARCADE is hidden, so every viewer sees every event.

use crate::arena::{Cell, Point, UnitId};
use coinop_core::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// The log's key for setup in turn, the phase before the first turn in which players
/// place their tanks (`Game::mark` of a `Placed`).
pub const PLACING: &str = "placing";

/// Where damage came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    /// The shot hit its target.
    Shot,
    /// «the target is hit for 1 point of damage … a glancing blow».
    Glancing,
    /// A missed rocket came down on this unit.
    Collateral,
    /// An energy bolt stopped on this unit on its way.
    Bolt,
    Blast,
    Collision,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// Every enemy unit destroyed.
    Destroyed { winner: Seat },
    /// Both sides destroyed at once: «the game ends in a tie».
    Tie,
    /// Mission: a unit repaired beside an Energy Pool 3 turns in a row.
    Pool { winner: Seat },
    /// Mission: a unit reached the opponent's first rank.
    FarRank { winner: Seat },
    /// Mission: 5 walls destroyed.
    Walls { winner: Seat },
    /// Our limit on a game's length: a draw.
    TurnLimit { turns: u16 },
}

impl End {
    pub fn winner(self) -> Option<Seat> {
        match self {
            End::Destroyed { winner }
            | End::Pool { winner }
            | End::FarRank { winner }
            | End::Walls { winner } => Some(winner),
            End::Tie | End::TurnLimit { .. } => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Placed {
        unit: UnitId,
        at: Cell,
    },
    /// A tank's turn begins. `turn` here and in `Skipped` and `Recovered` is the game's
    /// count of turns, this one included: each of the three begins a turn of the log
    /// (`Game::mark`).
    TurnBegins {
        unit: UnitId,
        turn: u16,
    },
    /// A destroyed tank's turn: «simply move your activation disc to the next unit».
    Skipped {
        unit: UnitId,
        turn: u16,
    },
    /// A stunned tank's turn: «a stunned unit just recovers».
    Recovered {
        unit: UnitId,
        turn: u16,
    },
    Moved {
        unit: UnitId,
        from: Cell,
        to: Cell,
        cost: u8,
        left: u8,
    },
    Rammed {
        unit: UnitId,
        target: UnitId,
        at: Cell,
        spent: u8,
        damage: u8,
    },
    Fired {
        unit: UnitId,
        target: Cell,
        from: Point,
        from_token: bool,
        aimed: bool,
        dice: i32,
    },
    AutoHit,
    Rolled {
        dice: Vec<u8>,
    },
    /// A miss with no Collateral Damage: the rocket is gone.
    Missed,
    Glancing,
    /// The dice left after removing 1s, 6s and pairs adding to 7, and where the rocket
    /// comes down.
    Offset {
        offsets: Vec<(u8, u8)>,
        landing: Point,
    },
    BoltStopped {
        at: Cell,
    },
    Hit {
        target: UnitId,
        damage: u8,
    },
    Damaged {
        unit: UnitId,
        points: u8,
        hp: u8,
        cause: Cause,
    },
    Destroyed {
        unit: UnitId,
        at: Option<Cell>,
        wreck: bool,
    },
    Stunned {
        unit: UnitId,
    },
    Blast {
        at: Cell,
    },
    WallDestroyed {
        at: Cell,
        by: Seat,
    },
    FloorDestroyed {
        at: Cell,
    },
    /// The shot came down on a space where it changes nothing.
    Lands {
        at: Cell,
    },
    HitsWreck {
        at: Cell,
    },
    /// It came down outside the grid.
    Lost {
        at: Point,
    },
    Token {
        unit: UnitId,
        at: Point,
    },
    Repaired {
        unit: UnitId,
        points: u8,
        hp: u8,
        in_a_row: u8,
    },
    TurnEnded {
        unit: UnitId,
    },
    GameOver {
        end: End,
    },
}

/// The event as `viewer` may see it: nothing in ARCADE is hidden, so every viewer sees
/// every event whole.
pub fn seen_by(e: &Event, viewer: Viewer) -> Option<Event> {
    let _ = viewer;
    Some(e.clone())
}
