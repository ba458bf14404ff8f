//! What happens, as data (for animations and tests) and in words (the log). Nothing in
//! ARCADE is hidden, so every viewer sees every event.

use crate::arena::{Arena, Cell, point_name};
use crate::state::Point;
use coinop_core::Seat;
use serde::{Deserialize, Serialize};

/// A tank: its player and its number (0-based; players call them 1 to 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UnitId {
    pub seat: Seat,
    pub n: u8,
}

pub const COLOURS: [&str; 2] = ["Green", "Orange"];

impl UnitId {
    /// "Green 2".
    pub fn name(self) -> String {
        format!("{} {}", COLOURS[self.seat as usize], self.n + 1)
    }
}

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
    pub fn text(self) -> String {
        match self {
            End::Destroyed { winner } => {
                format!("every {} tank was destroyed", COLOURS[1 - winner as usize])
            }
            End::Tie => "both sides were destroyed at once: a tie".into(),
            End::Pool { .. } => "a tank drew energy from a Pool three turns in a row".into(),
            End::FarRank { .. } => "a tank reached the opponent's first rank".into(),
            End::Walls { .. } => "five walls were destroyed".into(),
            End::TurnLimit { turns } => format!("{turns} turns passed without a winner: a draw"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Placed {
        unit: UnitId,
        at: Cell,
    },
    TurnBegins {
        unit: UnitId,
    },
    /// A destroyed tank's turn: «simply move your activation disc to the next unit».
    Skipped {
        unit: UnitId,
    },
    /// A stunned tank's turn: «a stunned unit just recovers».
    Recovered {
        unit: UnitId,
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

fn pt(p: Point) -> String {
    point_name(p.x as i32, p.y as i32)
}

fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// One line of narration.
pub fn text(e: &Event, a: &Arena) -> String {
    let c = |c: Cell| a.name(c);
    match e {
        Event::Placed { unit, at } => format!("{} is placed on {}", unit.name(), c(*at)),
        Event::TurnBegins { unit } => format!("— {}'s turn", unit.name()),
        Event::Skipped { unit } => format!("{} is destroyed: its turn passes", unit.name()),
        Event::Recovered { unit } => format!("{} recovers from the stun (its turn)", unit.name()),
        Event::Moved {
            unit,
            from,
            to,
            cost,
            left,
        } => {
            format!(
                "{} moves {} → {} ({}, {left} left)",
                unit.name(),
                c(*from),
                c(*to),
                plural(*cost, "point", "points")
            )
        }
        Event::Rammed {
            unit,
            target,
            at,
            spent,
            damage,
        } => format!(
            "{} rams {} on {} ({} spent): {} each",
            unit.name(),
            target.name(),
            c(*at),
            plural(*spent, "point", "points"),
            plural(*damage, "damage point", "damage points")
        ),
        Event::Fired {
            unit,
            target,
            from,
            from_token,
            aimed,
            dice,
        } => {
            let how = match (from_token, aimed) {
                (true, true) => ", aimed, measured from its targeting token",
                (true, false) => ", measured from its targeting token",
                (false, true) => ", aimed",
                (false, false) => "",
            };
            let dice = if *dice < 1 {
                "no dice needed".to_string()
            } else {
                plural((*dice).min(crate::fire::MAX_DICE), "die", "dice")
            };
            let _ = from;
            format!("{} fires at {}{how}: {dice}", unit.name(), c(*target))
        }
        Event::AutoHit => "so close it cannot miss: a hit for 6".into(),
        Event::Rolled { dice } => {
            let faces: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            format!("rolls {}", faces.join(" "))
        }
        Event::Missed => "a 1: missed".into(),
        Event::Glancing => "a 1, and no die is left to move the rocket: a glancing blow".into(),
        Event::Offset { offsets, landing } => {
            let parts: Vec<String> = offsets
                .iter()
                .map(|(v, n)| format!("{} for the {v}s", plural(*n, "space", "spaces")))
                .collect();
            format!(
                "a 1: missed; the rocket lands {} off, on {}",
                parts.join(" and "),
                pt(*landing)
            )
        }
        Event::BoltStopped { at } => format!("the energy bolt strikes {} on its way", c(*at)),
        Event::Hit { target, damage } => format!(
            "hits {} for {}",
            target.name(),
            plural(*damage, "point", "points")
        ),
        Event::Damaged {
            unit,
            points,
            hp,
            cause,
        } => {
            let why = match cause {
                Cause::Shot => "",
                Cause::Glancing => " (glancing blow)",
                Cause::Collateral => " (the rocket came down on it)",
                Cause::Bolt => " (in the bolt's way)",
                Cause::Blast => " (blast)",
                Cause::Collision => " (collision)",
            };
            format!(
                "{} takes {}{why}: {hp} left",
                unit.name(),
                plural(*points, "damage point", "damage points")
            )
        }
        Event::Destroyed { unit, at, wreck } => match (at, wreck) {
            (Some(at), true) => format!(
                "{} is destroyed; its wreck stays on {}",
                unit.name(),
                c(*at)
            ),
            _ => format!("{} is destroyed", unit.name()),
        },
        Event::Stunned { unit } => format!(
            "{} is stunned: it will spend its next turn recovering",
            unit.name()
        ),
        Event::Blast { at } => format!("blast on {}", c(*at)),
        Event::WallDestroyed { at, by } => format!(
            "the wall on {} is destroyed ({} has destroyed one more)",
            c(*at),
            COLOURS[*by as usize]
        ),
        Event::FloorDestroyed { at } => format!("the floor on {} is destroyed: a gap now", c(*at)),
        Event::Lands { at } => format!("the shot comes down on {}", c(*at)),
        Event::HitsWreck { at } => format!("the shot hits the wreck on {}", c(*at)),
        Event::Lost { at } => format!("the shot comes down off the Zone, at {}", pt(*at)),
        Event::Token { unit, at } => {
            format!("{}'s targeting token goes to {}", unit.name(), pt(*at))
        }
        Event::Repaired {
            unit,
            points,
            hp,
            in_a_row,
        } => format!(
            "{} draws energy from the Pool: {} repaired, {hp} now ({} in a row)",
            unit.name(),
            plural(*points, "point", "points"),
            plural(*in_a_row, "turn", "turns")
        ),
        Event::TurnEnded { unit } => format!("{} ends its turn", unit.name()),
        Event::GameOver { end } => match end.winner() {
            Some(w) => format!("GAME OVER — {} wins: {}", COLOURS[w as usize], end.text()),
            None => format!("GAME OVER — {}", end.text()),
        },
    }
}
