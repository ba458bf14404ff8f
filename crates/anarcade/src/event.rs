//! What happens, as events a log can narrate and a browser can animate. Only the cards
//! of a newly drawn hand are secret: other seats learn how many were drawn, not which.

use crate::cards::{CardId, CardSet, HIDDEN, Kind};
use coinop_core::{Seat, Viewer};
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
}

pub fn player(seat: Seat) -> String {
    format!("Player {}", seat + 1)
}

/// "1 Credit", "2 Credits".
pub fn plural(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One line of narration.
pub fn text(e: &Event, cards: &CardSet) -> String {
    let card = |c: CardId| {
        if c == HIDDEN {
            "a card".to_string()
        } else {
            let d = cards.design(c);
            format!("{} [{}]", d.name, d.symbols.text())
        }
    };
    let arcade = |a: u8| {
        let a = &cards.arcade[a as usize];
        format!("{} (High Score {})", a.name, a.high_score)
    };
    match e {
        Event::TurnBegins { seat, turn } => format!("— turn {turn}: {} —", player(*seat)),
        Event::Played {
            seat,
            card: c,
            drawn,
        } => format!(
            "{} {} {}",
            player(*seat),
            if *drawn { "draws and plays" } else { "plays" },
            card(*c)
        ),
        Event::Reshuffled { seat, cards: n } => format!(
            "{} shuffles the Discard Stack into a new Draw Stack ({})",
            player(*seat),
            plural(*n, "card", "cards")
        ),
        Event::StoppedDrawing { seat, left } => format!(
            "{} stops drawing, skipping {}",
            player(*seat),
            plural(*left, "Draw action", "Draw actions")
        ),
        Event::OutOfCards { seat, left } => format!(
            "{} has no card left to draw ({} unused)",
            player(*seat),
            plural(*left, "Draw action", "Draw actions")
        ),
        Event::Earned { seat, credits } => format!(
            "{} earns {}",
            player(*seat),
            plural(*credits, "Credit", "Credits")
        ),
        Event::Scored {
            seat,
            credits,
            total,
            high_score,
        } => format!(
            "{} scores {} on the Arcade Card: {total} of {high_score}{}",
            player(*seat),
            plural(*credits, "Credit", "Credits"),
            if total == high_score {
                " — Aced at the end of the turn"
            } else {
                ""
            }
        ),
        Event::SkippedScore { seat } => format!("{} scores nothing", player(*seat)),
        Event::Bought {
            seat,
            card: c,
            stack,
            buy,
            credits,
        } => {
            let paid = match (*buy, *credits) {
                (0, 0) => "nothing".to_string(),
                (b, 0) => plural(b, "Buy", "Buy"),
                (0, c) => plural(c, "Credit", "Credits"),
                (b, c) => format!(
                    "{} and {}",
                    plural(b, "Buy", "Buy"),
                    plural(c, "Credit", "Credits")
                ),
            };
            format!(
                "{} buys {} from the {} Action Stack for {paid}",
                player(*seat),
                card(*c),
                stack.name()
            )
        }
        Event::Aced {
            seat,
            arcade: a,
            aces,
        } => format!(
            "{} ACES {} — {} in the Victory Area",
            player(*seat),
            arcade(*a),
            plural(*aces, "Arcade Card", "Arcade Cards")
        ),
        Event::ScoreReturned { seat, credits } => format!(
            "{} gets {} back from the Arcade Board",
            player(*seat),
            plural(*credits, "Credit", "Credits")
        ),
        Event::NewArcade { arcade: a } => format!("new Arcade Card: {}", arcade(*a)),
        Event::ExcessReturned { seat, credits } => format!(
            "{} returns {} above the limit to the Token Machine",
            player(*seat),
            plural(*credits, "Credit", "Credits")
        ),
        Event::HandDrawn { seat, cards: hand } => {
            if hand.iter().all(|&c| c == HIDDEN) {
                format!(
                    "{} draws a new hand of {}",
                    player(*seat),
                    plural(hand.len() as u32, "card", "cards")
                )
            } else {
                let names: Vec<String> = hand.iter().map(|&c| card(c)).collect();
                format!("{} draws a new hand: {}", player(*seat), names.join(", "))
            }
        }
        Event::GameOver { end } => match end {
            End::Aces { winner } => {
                format!("GAME OVER — {} is the King of the Arcade", player(*winner))
            }
            End::ArcadeEmpty { winners } => format!(
                "GAME OVER — the Arcade Stack is empty; most Aces: {}",
                winners
                    .iter()
                    .map(|s| player(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            End::TurnLimit => "GAME OVER — the turn limit is reached: nobody wins".into(),
        },
    }
}
