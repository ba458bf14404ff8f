//! What happened, for logs, narration and animation. Events that carry hidden cards are
//! redacted per viewer by [`redact`].

use crate::board::{Board, Cell, Dir};
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u16,
        first_player: Seat,
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

fn bot_name(b: &BotRef, board: &Board) -> String {
    match b.id {
        Some(id) => format!("bot {} at {}", id.code(), board.name(b.cell)),
        None => format!("bot at {}", board.name(b.cell)),
    }
}

fn mover_name(m: &Mover, board: &Board) -> String {
    match m {
        Mover::Player(s) => format!("P{}", u32::from(*s) + 1),
        Mover::Bot(b) => bot_name(b, board),
    }
}

/// Cards by the rulebook's names: "Advance 2, Turn Left".
fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "1 card", "2 cards".
fn count(n: u8, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// One line of narration.
pub fn text(e: &Event, board: &Board) -> String {
    let n = |c: &Cell| board.name(*c);
    let p = |s: &Seat| format!("P{}", u32::from(*s) + 1);
    match e {
        Event::RoundStarted {
            round,
            first_player,
        } => {
            format!(
                "— round {round}: {} holds the First Player token —",
                p(first_player)
            )
        }
        Event::TankPlaced { seat, cell, facing } => {
            format!(
                "{} places their tank on {} facing {facing}",
                p(seat),
                n(cell)
            )
        }
        Event::Exchanged { seat, card, count } => {
            format!("{} exchanges {count}× {}", p(seat), card.name())
        }
        Event::Drew {
            seat,
            count: n,
            cards,
        } if cards.is_empty() => {
            format!("{} draws {}", p(seat), count(*n, "card"))
        }
        Event::Drew { seat, cards, .. } => format!("{} draws {}", p(seat), cards_text(cards)),
        Event::CardPlaced {
            seat,
            maneuver,
            card,
        } => match card {
            Some(c) => format!(
                "{} puts {} on maneuver {}",
                p(seat),
                c.name(),
                u32::from(*maneuver) + 1
            ),
            None => format!(
                "{} puts a card on maneuver {}",
                p(seat),
                u32::from(*maneuver) + 1
            ),
        },
        Event::Committed { seat } => format!("{} has planned", p(seat)),
        Event::Disengaged { seat } => format!("{} disengages this round", p(seat)),
        Event::ManeuverRevealed {
            seat,
            maneuver,
            cards,
        } => {
            format!(
                "{} reveals maneuver {}: {}",
                p(seat),
                u32::from(*maneuver) + 1,
                cards_text(cards)
            )
        }
        Event::Turned { mover, to } => format!("{} turns to face {to}", mover_name(mover, board)),
        Event::Moved {
            mover,
            from,
            to,
            how,
        } => {
            let verb = match how {
                How::Drive => "moves",
                How::Push => "is pushed",
                How::Slide => "slides",
            };
            let who = match mover {
                Mover::Player(s) => p(s),
                Mover::Bot(b) => match b.id {
                    Some(id) => format!("bot {}", id.code()),
                    None => "bot".into(),
                },
            };
            format!("{who} {verb} {} → {}", n(from), n(to))
        }
        Event::Stopped { mover, at } => {
            format!(
                "{} is stopped by an obstacle at {}",
                mover_name(mover, board),
                n(at)
            )
        }
        Event::Destroyed { mover, cell, cause } => {
            let how = match cause {
                Cause::Shot => "is destroyed by fire",
                Cause::Water => "sinks in the water",
                Cause::OffEdge => "falls off the board",
                Cause::Grenade => "is blown up by the grenade",
            };
            let who = match mover {
                Mover::Player(s) => p(s),
                Mover::Bot(b) => match b.id {
                    Some(id) => format!("bot {}", id.code()),
                    None => "bot".into(),
                },
            };
            format!("{who} {how} at {}", n(cell))
        }
        Event::BotScored { seat, bot } => {
            format!("{} takes bot token {} (+1 VP)", p(seat), bot.code())
        }
        Event::BotToReserve { bot, shooters } if shooters.len() > 1 => format!(
            "several players hit bot {} at once: nobody scores it, it returns to the reserve",
            bot.code()
        ),
        Event::BotToReserve { bot, .. } => format!("bot {} returns to the reserve", bot.code()),
        Event::EagleTaken { seat, cell, taken } => {
            format!(
                "{} captures the Eagle at {} (+3 VP; Eagle {taken} of 3)",
                p(seat),
                n(cell)
            )
        }
        Event::EaglePlaced { cell, clockwise } => match clockwise {
            Some(true) => format!(
                "the coin says right: a new Eagle lands clockwise, on {}",
                n(cell)
            ),
            Some(false) => {
                format!(
                    "the coin says left: a new Eagle lands counter-clockwise, on {}",
                    n(cell)
                )
            }
            None => format!("the Eagle stands on {}", n(cell)),
        },
        Event::PowerUpPlaced { cell, power } => {
            format!("a {} power-up appears on {}", power.name(), n(cell))
        }
        Event::PowerUpTaken { seat, cell, power } => {
            format!("{} picks up the {} on {}", p(seat), power.name(), n(cell))
        }
        Event::PowerUpRemoved { cell, power } => {
            format!(
                "a bot runs over the {} on {}: it is removed",
                power.name(),
                n(cell)
            )
        }
        Event::PowerUpDiscardedByPlacedBot { cell, power } => format!(
            "a bot placed on {} discards the {} there: it is removed",
            n(cell),
            power.name()
        ),
        Event::BotsFrozen => "the Clock stops the bots: they neither move nor shoot".into(),
        Event::BotReserveRanOut => {
            "the bot reserve has run out: no new bot will enter this game".into()
        }
        Event::HelmUsed { seat } => format!("{}'s Helm absorbs the hits", p(seat)),
        Event::ShovelRemoved { seat, cell } => {
            format!("{} shovels away the brick on {}", p(seat), n(cell))
        }
        Event::ShovelAdded { seat, cell } => format!("{} builds a brick on {}", p(seat), n(cell)),
        Event::GrenadeExploded { seat, cell } => {
            format!("{} throws a grenade: explosion around {}", p(seat), n(cell))
        }
        Event::BotManeuvers { count: n } => match n {
            0 => "no move card was played: bots do not maneuver".into(),
            c => format!(
                "the highest move card is {c}: each bot makes {}",
                count(*c, "maneuver")
            ),
        },
        Event::BotDecision { bot, reason } => {
            let b = bot_name(bot, board);
            match reason {
                BotReason::TurnToTarget { target } => {
                    format!("{b} sees {} and turns towards it", p(target))
                }
                BotReason::AdvanceToTarget { target } => {
                    format!("{b} faces {} in sight and advances", p(target))
                }
                BotReason::SkipBlocked { target } => format!(
                    "{b} sees {} but water, a bot or an obstacle is in front: it waits",
                    p(target)
                ),
                BotReason::AdvanceClear => {
                    format!("{b} sees no target and the way is clear: it advances")
                }
                BotReason::TurnFromObstacle => {
                    format!("{b} sees no target and faces an obstacle: it turns")
                }
                BotReason::Boxed => format!("{b} is boxed in on every side and waits"),
            }
        }
        Event::Shot { shooter, target } => {
            let s = mover_name(shooter, board);
            match target {
                ShotTarget::Nothing => format!("{s} fires into the distance"),
                ShotTarget::Concrete(c) => format!("{s} fires at the concrete on {}", n(c)),
                ShotTarget::Brick(c) => format!("{s} hits the brick on {}", n(c)),
                ShotTarget::Player(t) => format!("{s} hits {}", p(t)),
                ShotTarget::Bot(b) => format!("{s} hits {}", bot_name(b, board)),
            }
        }
        Event::BrickDamaged { cell } => format!("the brick on {} is damaged", n(cell)),
        Event::BrickRemoved { cell } => format!("the brick on {} is destroyed", n(cell)),
        Event::CardsLost { seat, cards } => {
            format!("{} loses {} from their hand", p(seat), cards_text(cards))
        }
        Event::ReshuffledAll { seat } => {
            format!("{} shuffles all their cards into a new deck", p(seat))
        }
        Event::Reshuffled { seat } => {
            format!("{} reshuffles their discard pile into a new deck", p(seat))
        }
        Event::BotSpawned { bot, facing } => {
            format!("{} enters facing {facing}", bot_name(bot, board))
        }
        Event::FirstPlayerPassed { seat } => {
            format!("the First Player token passes to {}", p(seat))
        }
        Event::GameOver { reason, winners } => {
            let w: Vec<String> = winners.iter().map(p).collect();
            format!("GAME OVER: {}. Winner: {}", reason.text(), w.join(" and "))
        }
    }
}
