//! What happened, as data: the record a log, the narration (`words.rs`) and the
//! browser's animations are drawn from. Events that carry hidden cards are redacted per
//! viewer by [`redact`].

use crate::board::{Cell, Dir};
use crate::cards::{Card, Pile};
use crate::pieces::{BotId, PowerUp};
use crate::state::EndReason;
use coinop_core::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A bot as players see it: where it stands, and its token if its back has been seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotRef {
    pub cell: Cell,
    pub id: Option<BotId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mover {
    Player(Seat),
    Bot(BotRef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum How {
    Drive,
    Push,
    Slide,
}

/// Why a bot did what it did, in the rulebook's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BotReason {
    /// "target is in sight": turn towards it.
    TurnToTarget { target: Seat },
    /// Already facing the target: advance 1 towards it.
    AdvanceToTarget { target: Seat },
    /// Target in sight, but water or a bot (or another obstacle) in front: skip.
    SkipBlocked { target: Seat },
    /// "no target is in sight and no obstacles in front": advance.
    AdvanceClear,
    /// "no target ... in front of it is an obstacle": turn right, left, or around.
    TurnFromObstacle,
    /// Boxed in on all sides: nothing to do.
    Boxed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Shot,
    Water,
    OffEdge,
    Grenade,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotTarget {
    Nothing,
    Concrete(Cell),
    Brick(Cell),
    Player(Seat),
    Bot(BotRef),
}

/// The stretches of a round, by the rulebook's sections: PLANNING, the 1st and 2nd
/// ACTION PHASE, END OF THE ROUND.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Planning,
    FirstAction,
    SecondAction,
    RoundEnd,
}

impl Phase {
    /// The key a log's phase mark carries (`coinop_core::Mark::Phase`).
    pub fn key(self) -> &'static str {
        match self {
            Phase::Planning => "planning",
            Phase::FirstAction => "action-1",
            Phase::SecondAction => "action-2",
            Phase::RoundEnd => "round-end",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u16,
        first_player: Seat,
    },
    /// A stretch of the round begins. Only marks the log (it says nothing and changes
    /// nothing): the 2nd action phase, for one, may begin with no maneuver to reveal,
    /// and the end of the round with nobody to draw.
    PhaseBegan {
        phase: Phase,
    },
    TankPlaced {
        seat: Seat,
        cell: Cell,
        facing: Dir,
    },
    Exchanged {
        seat: Seat,
        card: Card,
        count: u8,
    },
    /// `cards` is empty for viewers other than `seat`.
    Drew {
        seat: Seat,
        count: u8,
        cards: Pile,
    },
    /// `card` is hidden from everyone but `seat`.
    CardPlaced {
        seat: Seat,
        maneuver: u8,
        card: Option<Card>,
    },
    Committed {
        seat: Seat,
    },
    Disengaged {
        seat: Seat,
    },
    ManeuverRevealed {
        seat: Seat,
        maneuver: u8,
        cards: Pile,
    },
    Turned {
        mover: Mover,
        to: Dir,
    },
    Moved {
        mover: Mover,
        from: Cell,
        to: Cell,
        how: How,
    },
    Stopped {
        mover: Mover,
        at: Cell,
    },
    Destroyed {
        mover: Mover,
        cell: Cell,
        cause: Cause,
    },
    /// A bot token went to a player as 1 VP.
    BotScored {
        seat: Seat,
        bot: BotId,
    },
    /// A destroyed bot's token went back to the reserve.
    BotToReserve {
        bot: BotId,
        shooters: Vec<Seat>,
    },
    EagleTaken {
        seat: Seat,
        cell: Cell,
        taken: u8,
    },
    EaglePlaced {
        cell: Cell,
        clockwise: Option<bool>,
    },
    PowerUpPlaced {
        cell: Cell,
        power: PowerUp,
    },
    PowerUpTaken {
        seat: Seat,
        cell: Cell,
        power: PowerUp,
    },
    PowerUpRemoved {
        cell: Cell,
        power: PowerUp,
    },
    /// A bot placed on a power-up's space discarded it (`placed_bot_discards_powerup`).
    PowerUpDiscardedByPlacedBot {
        cell: Cell,
        power: PowerUp,
    },
    BotsFrozen,
    /// The bot reserve's last token was placed: no bot enters again this game.
    BotReserveRanOut,
    HelmUsed {
        seat: Seat,
    },
    ShovelRemoved {
        seat: Seat,
        cell: Cell,
    },
    ShovelAdded {
        seat: Seat,
        cell: Cell,
    },
    GrenadeExploded {
        seat: Seat,
        cell: Cell,
    },
    BotManeuvers {
        count: u8,
    },
    BotDecision {
        bot: BotRef,
        reason: BotReason,
    },
    Shot {
        shooter: Mover,
        target: ShotTarget,
    },
    BrickDamaged {
        cell: Cell,
    },
    BrickRemoved {
        cell: Cell,
    },
    /// Cards discarded face up from a hit ("discard 2 random cards").
    CardsLost {
        seat: Seat,
        cards: Pile,
    },
    /// A destroyed tank's player shuffles all 18 cards into a new deck.
    ReshuffledAll {
        seat: Seat,
    },
    Reshuffled {
        seat: Seat,
    },
    BotSpawned {
        bot: BotRef,
        facing: Dir,
    },
    FirstPlayerPassed {
        seat: Seat,
    },
    GameOver {
        reason: EndReason,
        winners: Vec<Seat>,
    },
}

/// The event as `viewer` may see it.
pub fn redact(e: &Event, viewer: Viewer) -> Event {
    let own = |seat: Seat| viewer == Viewer::Seat(seat);
    match e {
        Event::Drew { seat, count, .. } if !own(*seat) => Event::Drew {
            seat: *seat,
            count: *count,
            cards: Pile::new(),
        },
        Event::CardPlaced { seat, maneuver, .. } if !own(*seat) => Event::CardPlaced {
            seat: *seat,
            maneuver: *maneuver,
            card: None,
        },
        e => e.clone(),
    }
}
