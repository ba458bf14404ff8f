//! What happens, as events: the record a log tells (in `words`) and a browser animates,
//! and the stretches of the log they begin. Only the cards of a newly drawn hand are
//! secret: other seats learn how many were drawn, not which.

use crate::cards::{CardId, HIDDEN, Kind};
use coinop_core::{Mark, Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// «The first player to have 3 Arcade Cards in their Victory Area … wins».
    Aces { winner: Seat },
    /// Cannot happen with the options' check (RULINGS.md §28): the most Aces share the win.
    ArcadeEmpty { winners: Vec<Seat> },
    /// The options' turn limit: nobody wins.
    TurnLimit,
}

impl End {
    pub fn winners(&self) -> Vec<Seat> {
        match self {
            End::Aces { winner } => vec![*winner],
            End::ArcadeEmpty { winners } => winners.clone(),
            End::TurnLimit => Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TurnBegins {
        seat: Seat,
        turn: u16,
    },
    /// A card laid out from the hand, or drawn and played by a Draw action.
    Played {
        seat: Seat,
        card: CardId,
        drawn: bool,
    },
    /// The Discard Stack shuffled into a new Draw Stack.
    Reshuffled {
        seat: Seat,
        cards: u8,
    },
    StoppedDrawing {
        seat: Seat,
        left: u8,
    },
    /// Draw actions left with no card in the Draw and Discard Stacks.
    OutOfCards {
        seat: Seat,
        left: u8,
    },
    Earned {
        seat: Seat,
        credits: u8,
    },
    Scored {
        seat: Seat,
        credits: u8,
        total: u8,
        high_score: u8,
    },
    SkippedScore {
        seat: Seat,
    },
    Bought {
        seat: Seat,
        card: CardId,
        stack: Kind,
        /// Paid with Buy symbols.
        buy: u8,
        /// Paid with Credits.
        credits: u8,
    },
    Aced {
        seat: Seat,
        arcade: u8,
        aces: u8,
    },
    ScoreReturned {
        seat: Seat,
        credits: u8,
    },
    NewArcade {
        arcade: u8,
    },
    ExcessReturned {
        seat: Seat,
        credits: u16,
    },
    /// The Buy phase passed by itself: no top card of the Action Stacks cost `power` or
    /// less (Buy symbols left and Credits), so the turn ended with no decision asked.
    NothingToBuy {
        seat: Seat,
        power: u32,
    },
    /// The new hand: its cards only for its owner (empty for everyone else).
    HandDrawn {
        seat: Seat,
        cards: Vec<CardId>,
    },
    GameOver {
        end: End,
    },
}

impl Event {
    /// The event as `viewer` may see it.
    pub fn for_viewer(&self, viewer: Viewer) -> Event {
        match self {
            Event::HandDrawn { seat, cards } if viewer != Viewer::Seat(*seat) => Event::HandDrawn {
                seat: *seat,
                cards: vec![HIDDEN; cards.len()],
            },
            e => e.clone(),
        }
    }

    /// The stretch of the log this event begins: each player's turn, the Ace that ends
    /// one (a phase of its own: the Arcade Board is cleared and a new card turned up), and
    /// the end of the game.
    pub fn mark(&self) -> Option<Mark> {
        match self {
            Event::TurnBegins { seat, turn } => Some(Mark::Round {
                number: u32::from(*turn),
                seat: Some(*seat),
            }),
            Event::Aced { .. } => Some(Mark::Phase {
                phase: ACE_PHASE.into(),
            }),
            Event::GameOver { .. } => Some(Mark::GameOver),
            _ => None,
        }
    }
}

/// The key of the phase an Ace begins at the end of a turn.
pub const ACE_PHASE: &str = "ace";
