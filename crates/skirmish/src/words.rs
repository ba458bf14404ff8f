//! Every sentence of ARCADE: the log's lines, its headings, the names of sides and tanks,
//! the end in words, the rules' names and the text board. Drawn only from an event and
//! the viewer's [`Observation`] (nothing in ARCADE is hidden, but a sentence still says
//! only what its viewer was sent). Each line is typed spans: a side is a seat span, a
//! tank a piece span (its [`UnitId`] and side), a space a place span (its [`Cell`]), so
//! a front end colours and links them without reading the words.

use crate::arena::{Cell, Ground, Point, UnitId, point_name};
use crate::event::{Cause, End, Event, PLACING};
use crate::fire::{MAX_DICE, NoShot};
use crate::legal::Illegal;
use crate::movement::Refusal;
use crate::options::AdvancedRules;
use crate::state::{Skirmish, Stage};
use crate::view::Observation;
use coinop_core::words::{list, plural};
use coinop_core::{Line, Mark, Seat, Words};
use serde_json::{Value, json};

/// The sides' colours, Green (seat 0, the south) and Orange (seat 1, the north): the
/// players' names in the log.
pub const COLOURS: [&str; 2] = ["Green", "Orange"];

/// A side's name: "Green", "Orange".
pub fn side(seat: Seat) -> &'static str {
    COLOURS.get(seat as usize).copied().unwrap_or("?")
}

/// A tank's name: "Green 2".
pub fn unit_name(id: UnitId) -> String {
    format!("{} {}", side(id.seat), id.n + 1)
}

/// The words naming a side.
fn seat(s: Seat) -> Line {
    Line::new().seat(s, side(s))
}

/// The words naming a tank: a piece of its side.
fn unit(id: UnitId) -> Line {
    Line::new().piece(id, Some(id.seat), unit_name(id))
}

/// A space's name on the viewer's Zone: "c5".
fn cell_name(view: &Observation, c: Cell) -> String {
    let w = view.width.max(1) as i32;
    point_name(c as i32 % w, c as i32 / w)
}

/// The words naming a space.
fn cell(view: &Observation, c: Cell) -> Line {
    Line::new().place(c, cell_name(view, c))
}

/// The words naming a point: a space when it is one of the grid's, else its
/// coordinates ("(-1, 4)") naming nothing.
fn point(view: &Observation, p: Point) -> Line {
    let name = point_name(p.x as i32, p.y as i32);
    let on_grid = p.x >= 0
        && p.y >= 0
        && (p.x as i32) < view.width as i32
        && (p.y as i32) < view.height as i32;
    if on_grid {
        Line::new().place(p.y as Cell * view.width as Cell + p.x as Cell, name)
    } else {
        Line::new().text(name)
    }
}

/// How a game ended, in words: the reason of its outcome.
pub fn end_text(end: End) -> String {
    end_line(end).plain()
}

fn end_line(end: End) -> Line {
    match end {
        End::Destroyed { winner } => Line::new()
            .text("every ")
            .then(seat(winner ^ 1)) // the other side
            .text(" tank was destroyed"),
        End::Tie => "both sides were destroyed at once: a tie".into(),
        End::Pool { .. } => "a tank drew energy from a Pool three turns in a row".into(),
        End::FarRank { .. } => "a tank reached the opponent's first rank".into(),
        End::Walls { .. } => "five walls were destroyed".into(),
        End::TurnLimit { turns } => format!("{turns} turns passed without a winner: a draw").into(),
    }
}

/// What a shot's tail says about how it was measured.
fn how_fired(from_token: bool, aimed: bool) -> &'static str {
    match (from_token, aimed) {
        (true, true) => ", aimed, measured from its targeting token",
        (true, false) => ", measured from its targeting token",
        (false, true) => ", aimed",
        (false, false) => "",
    }
}

/// Why a tank took damage, said after the damage.
fn why_damaged(cause: Cause) -> &'static str {
    match cause {
        Cause::Shot => "",
        Cause::Glancing => " (glancing blow)",
        Cause::Collateral => " (the rocket came down on it)",
        Cause::Bolt => " (in the bolt's way)",
        Cause::Blast => " (blast)",
        Cause::Collision => " (collision)",
    }
}

/// The line telling `e`.
fn tell(view: &Observation, e: &Event) -> Line {
    let c = |at: Cell| cell(view, at);
    match e {
        Event::Placed { unit: u, at } => unit(*u).text(" is placed on ").then(c(*at)),
        Event::TurnBegins { unit: u, .. } => Line::new()
            .text("— ")
            .then(unit(*u))
            .text("'s turn")
            .quiet(),
        Event::Skipped { unit: u, .. } => unit(*u).text(" is destroyed: its turn passes"),
        Event::Recovered { unit: u, .. } => unit(*u).text(" recovers from the stun (its turn)"),
        Event::Moved {
            unit: u,
            from,
            to,
            cost,
            left,
        } => unit(*u)
            .text(" moves ")
            .then(c(*from))
            .text(" → ")
            .then(c(*to))
            .text(format!(
                " ({}, {left} left)",
                plural(*cost, "point", "points")
            )),
        Event::Rammed {
            unit: u,
            target,
            at,
            spent,
            damage,
        } => unit(*u)
            .text(" rams ")
            .then(unit(*target))
            .text(" on ")
            .then(c(*at))
            .text(format!(
                " ({} spent): {} each",
                plural(*spent, "point", "points"),
                plural(*damage, "damage point", "damage points")
            )),
        Event::Fired {
            unit: u,
            target,
            from_token,
            aimed,
            dice,
            ..
        } => {
            let dice = if *dice < 1 {
                "no dice needed".to_string()
            } else {
                plural((*dice).min(MAX_DICE) as u64, "die", "dice")
            };
            unit(*u)
                .text(" fires at ")
                .then(c(*target))
                .text(format!("{}: {dice}", how_fired(*from_token, *aimed)))
        }
        Event::AutoHit => "so close it cannot miss: a hit for 6".into(),
        Event::Rolled { dice } => {
            let faces: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            format!("rolls {}", faces.join(" ")).into()
        }
        Event::Missed => "a 1: missed".into(),
        Event::Glancing => "a 1, and no die is left to move the rocket: a glancing blow".into(),
        Event::Offset { offsets, landing } => {
            let parts: Vec<String> = offsets
                .iter()
                .map(|(v, n)| format!("{} for the {v}s", plural(*n, "space", "spaces")))
                .collect();
            Line::new()
                .text(format!(
                    "a 1: missed; the rocket lands {} off, on ",
                    list(&parts)
                ))
                .then(point(view, *landing))
        }
        Event::BoltStopped { at } => Line::new()
            .text("the energy bolt strikes ")
            .then(c(*at))
            .text(" on its way"),
        Event::Hit { target, damage } => Line::new()
            .text("hits ")
            .then(unit(*target))
            .text(format!(" for {}", plural(*damage, "point", "points"))),
        Event::Damaged {
            unit: u,
            points,
            hp,
            cause,
        } => unit(*u).text(format!(
            " takes {}{}: {hp} left",
            plural(*points, "damage point", "damage points"),
            why_damaged(*cause)
        )),
        Event::Destroyed { unit: u, at, wreck } => match (at, wreck) {
            (Some(at), true) => unit(*u)
                .text(" is destroyed; its wreck stays on ")
                .then(c(*at)),
            _ => unit(*u).text(" is destroyed"),
        }
        .strong(),
        Event::Stunned { unit: u } => {
            unit(*u).text(" is stunned: it will spend its next turn recovering")
        }
        Event::Blast { at } => Line::new().text("blast on ").then(c(*at)),
        Event::WallDestroyed { at, by } => Line::new()
            .text("the wall on ")
            .then(c(*at))
            .text(" is destroyed (")
            .then(seat(*by))
            .text(" has destroyed one more)"),
        Event::FloorDestroyed { at } => Line::new()
            .text("the floor on ")
            .then(c(*at))
            .text(" is destroyed: a gap now"),
        Event::Lands { at } => Line::new().text("the shot comes down on ").then(c(*at)),
        Event::HitsWreck { at } => Line::new().text("the shot hits the wreck on ").then(c(*at)),
        Event::Lost { at } => Line::new()
            .text("the shot comes down off the Zone, at ")
            .then(point(view, *at)),
        Event::Token { unit: u, at } => unit(*u)
            .text("'s targeting token goes to ")
            .then(point(view, *at)),
        Event::Repaired {
            unit: u,
            points,
            hp,
            in_a_row,
        } => unit(*u).text(format!(
            " draws energy from the Pool: {} repaired, {hp} now ({} in a row)",
            plural(*points, "point", "points"),
            plural(*in_a_row, "turn", "turns")
        )),
        Event::TurnEnded { unit: u } => unit(*u).text(" ends its turn"),
        Event::GameOver { end } => {
            let head = match end.winner() {
                Some(w) => Line::new()
                    .text("GAME OVER — ")
                    .then(seat(w))
                    .text(" wins: "),
                None => Line::new().text("GAME OVER — "),
            };
            head.then(end_line(*end)).strong()
        }
    }
}

/// Why an action was refused, for the seat that tried it.
pub(crate) fn refusal(view: &Observation, why: &Illegal) -> String {
    let name = |c: Cell| cell_name(view, c);
    match *why {
        Illegal::NoSuchSpace => "no such space".into(),
        Illegal::PlaceNotEmpty(at) => format!("{} is not an empty floor space", name(at)),
        Illegal::PlaceNotInHalf(at) => format!("{} is not in your half of the Zone", name(at)),
        Illegal::StillPlacing => "the tanks are still being placed".into(),
        Illegal::AllPlaced => "every tank is already placed".into(),
        Illegal::Step { from, to, why } => match why {
            Refusal::Here => format!("the tank is already on {}", name(to)),
            Refusal::NotNext => format!("{} is not next to {}", name(to), name(from)),
            Refusal::MayNotMove { rammed: true } => {
                "this tank rammed: its movement is over for this turn".into()
            }
            Refusal::MayNotMove { rammed: false } => {
                "this tank fired aimed: it stays put for the rest of the turn".into()
            }
            Refusal::Cost { cost, left } => format!(
                "a {} step costs {cost} movement points; {left} left",
                if cost == 3 { "diagonal" } else { "straight" },
            ),
            Refusal::Corner(side) => format!(
                "a diagonal step needs both spaces beside it empty; {} is not",
                name(side)
            ),
            Refusal::Taken { by, wreck } => format!(
                "{} is taken by {}{}",
                name(to),
                unit_name(by),
                if wreck { "'s wreck" } else { "" }
            ),
            Refusal::NotFloor => format!("{} is not empty floor", name(to)),
        },
        Illegal::Fire { target, why } => match why {
            NoShot::Fired => "a tank fires its cannon once per turn".into(),
            NoShot::NoToken => {
                "this tank has no targeting token yet (it comes with its first shot)".into()
            }
            NoShot::NoTriangulation => {
                "measuring from a targeting token needs the Triangulation rule".into()
            }
            NoShot::AimedAfterMoving => {
                "only a tank that has not moved this turn fires aimed".into()
            }
            NoShot::AimedOnlyBeforeMoving { moved: true } => {
                "this tank has moved: its shot is not aimed".into()
            }
            NoShot::AimedOnlyBeforeMoving { moved: false } => {
                "a tank that has not moved yet fires aimed".into()
            }
            NoShot::OwnSpace => "a tank cannot shoot at its own space".into(),
            NoShot::NoEnemy => format!(
                "{} holds no enemy tank (shooting anything else needs the Target Anything rule)",
                name(target)
            ),
            NoShot::Pool => "an Energy Pool cannot be destroyed: shoot something else".into(),
            NoShot::OffZone => format!("{} is not part of the Zone", name(target)),
        },
        Illegal::RepairNotInPlay => "repairing needs the Repair rule".into(),
        Illegal::RepairAfterActing => "a tank repairs only by doing nothing else all turn".into(),
        Illegal::RepairAwayFromPool => "a tank repairs only beside an Energy Pool".into(),
    }
}

/// The tank whose turn `number` of `seat` is, in a game played from its start: turns
/// alternate from the first player's, and each side's tanks act 1, 2, 3, 1 … (a
/// destroyed tank's turn counts). None where the count cannot be that side's turn (a
/// scenario's position, set up mid-game).
fn unit_of_turn(view: &Observation, number: u32, seat: Seat) -> Option<UnitId> {
    let first = seat == view.first_player;
    if seat > 1 || (number % 2 == 1) != first {
        return None;
    }
    // The side's own count of turns, this one included.
    let own = if first {
        number.div_ceil(2)
    } else {
        number / 2
    };
    let n = own.checked_sub(1)? % 3;
    Some(UnitId { seat, n: n as u8 })
}

impl Words for Skirmish {
    // English alone until its catalogue lands.
    fn line_in(_lang: coinop_core::Lang, view: &Observation, event: &Event) -> Option<Line> {
        Some(tell(view, event))
    }

    /// "Turn 5 — Green 3" (the tank a piece of its side), "Placing the tanks", "Game
    /// over".
    fn heading_in(_lang: coinop_core::Lang, view: &Observation, mark: &Mark) -> Line {
        match mark {
            Mark::Round { number, seat: s } => {
                let head = Line::new().text(format!("Turn {number}"));
                match s.map(|s| (s, unit_of_turn(view, *number, s))) {
                    Some((_, Some(u))) => head.text(" — ").then(unit(u)),
                    Some((s, None)) => head.text(" — ").then(seat(s)),
                    None => head,
                }
            }
            Mark::Phase { phase } if phase == PLACING => "Placing the tanks".into(),
            Mark::Phase { phase } => phase.as_str().into(),
            Mark::GameOver => "Game over".into(),
        }
    }

    /// The Zone with each tank as G1–G3 / O1–O3 (lower case when stunned, xx for a
    /// wreck), then each tank's damage points, then where the game stands.
    fn board(view: &Observation) -> String {
        board(view)
    }

    /// The advanced rules in play and the missions, each by its name in the rulebook
    /// with what it does, keyed as the options name them.
    fn glossary_in(_lang: coinop_core::Lang, view: &Observation) -> Value {
        glossary(view)
    }
}

/// The advanced rules: the option's key, the rulebook's name, what it does.
const RULES: [(&str, &str, &str); 10] = [
    (
        "collateral_damage",
        "Collateral Damage",
        "A miss comes down elsewhere, by the Compass: a glancing blow, or off target.",
    ),
    (
        "floor_destruction",
        "Floor Destruction",
        "Hits on empty floor destroy it; nothing may enter it after.",
    ),
    (
        "wall_destruction",
        "Wall Destruction",
        "Shots destroy walls (5 destroyed: the walls mission).",
    ),
    (
        "blast",
        "Blast",
        "A hit for 6, or a wall or floor destroyed, deals 1 to every tank next to it.",
    ),
    (
        "stun",
        "Stun",
        "A tank hit for more than 3, or caught in a blast, spends its next turn recovering.",
    ),
    (
        "triangulation",
        "Triangulation",
        "Each impact leaves your targeting token; fire from it at +2 dice.",
    ),
    (
        "energy_bolts",
        "Energy Bolts",
        "Shots fly straight: the first object on the line is hit.",
    ),
    (
        "target_anything",
        "Target Anything",
        "Fire at any space: walls, floor, your own tanks.",
    ),
    (
        "repair",
        "Repair",
        "Spend a turn beside an Energy Pool to repair 2 (never above 6).",
    ),
    (
        "collision",
        "Collision",
        "Ram a tank: both take 1 per full 2 movement points spent.",
    ),
];

fn rule_on(rules: &AdvancedRules, key: &str) -> bool {
    let mut r = *rules;
    let name = key.replace('_', "-");
    r.flag(&name).is_some_and(|on| *on)
}

fn glossary(view: &Observation) -> Value {
    let rules: serde_json::Map<String, Value> = RULES
        .iter()
        .filter(|(key, ..)| rule_on(&view.rules, key))
        .map(|(key, name, text)| (key.to_string(), json!({ "name": name, "text": text })))
        .collect();
    let m = view.missions;
    let missions: serde_json::Map<String, Value> = [
        (
            m.hold_pool,
            "hold_pool",
            "Hold an Energy Pool",
            "Win by repairing beside a Pool three turns in a row.",
        ),
        (
            m.far_rank,
            "far_rank",
            "Reach the far rank",
            "Win by driving a tank onto the opponent's first rank.",
        ),
        (
            m.destroy_walls,
            "destroy_walls",
            "Destroy 5 walls",
            "Win by destroying five walls.",
        ),
    ]
    .into_iter()
    .filter(|(on, ..)| *on)
    .map(|(_, key, name, text)| (key.to_string(), json!({ "name": name, "text": text })))
    .collect();
    // A tank's damage points when whole: the page draws its pips and the end's chart
    // from it, not from a copy.
    json!({ "sides": COLOURS, "rules": rules, "missions": missions, "full": crate::state::FULL })
}

/// The text board (see [`Words::board`]).
fn board(o: &Observation) -> String {
    let mut out = String::new();
    out.push_str("    ");
    for x in 0..o.width {
        out.push_str(&format!(" {} ", (b'a' + x) as char));
    }
    out.push('\n');
    let unit_at =
        |c: Cell| UnitId::all().find(|id| o.units[id.seat as usize][id.n as usize].at == Some(c));
    for y in 0..o.height as usize {
        out.push_str(&format!("{:>3} ", y + 1));
        for x in 0..o.width as usize {
            let c = (y * o.width as usize + x) as Cell;
            let s = match unit_at(c) {
                Some(id) => {
                    let u = &o.units[id.seat as usize][id.n as usize];
                    if !u.alive {
                        " xx".to_string()
                    } else {
                        let letter = if id.seat == 0 { 'G' } else { 'O' };
                        let letter = if u.stunned {
                            letter.to_ascii_lowercase()
                        } else {
                            letter
                        };
                        format!(" {letter}{}", id.n + 1)
                    }
                }
                None => match o.ground.get(c as usize) {
                    Some(Ground::Floor) => " . ".into(),
                    Some(Ground::Wall) => " # ".into(),
                    Some(Ground::Pool) => " P ".into(),
                    Some(Ground::Destroyed) => " ~ ".into(),
                    Some(Ground::Gap) | None => "   ".into(),
                },
            };
            out.push_str(&format!("{s:<3}"));
        }
        out.push('\n');
    }
    for (seat, colour) in COLOURS.iter().enumerate() {
        let parts: Vec<String> = o.units[seat]
            .iter()
            .enumerate()
            .map(|(n, u)| {
                let mark = if o.stage == Stage::Playing
                    && o.current as usize == seat
                    && o.active[seat] as usize == n
                {
                    "*"
                } else {
                    ""
                };
                if u.alive {
                    format!(
                        "{mark}{}{}: {}{}",
                        &colour[..1],
                        n + 1,
                        u.hp,
                        if u.stunned { " stunned" } else { "" }
                    )
                } else {
                    format!("{mark}{}{}: destroyed", &colour[..1], n + 1)
                }
            })
            .collect();
        out.push_str(&format!("{colour:<6} {}\n", parts.join("  ")));
    }
    match o.stage {
        Stage::Over => {
            if let Some(end) = o.end {
                out.push_str(&format!("game over: {}\n", end_text(end)));
            }
        }
        Stage::Placing { .. } => out.push_str("placing tanks\n"),
        Stage::Playing => out.push_str(&format!(
            "turn {}: {} {} to act, {} movement points left{}\n",
            o.turns + 1,
            side(o.current),
            o.active[o.current as usize] + 1,
            o.movement_left,
            if o.turn.fired { ", has fired" } else { "" }
        )),
    }
    out
}
