//! The log: each event's line, and the runs [`Words::joins`] finds told as one.
//!
//! [`Words::joins`]: coinop_core::Words::joins

use super::{
    card, card_or_not, cards, cards_n, end_line, hex, hexes, joined, object, open, post, seat_of,
    tank, who,
};
use crate::arena::{Object, TankId, tank_colour, tank_number};
use crate::cards::Command;
use crate::event::{ArmorResult, Event};
use crate::hex::Hex;
use crate::view::Observation;
use coinop_core::Seat;
use coinop_core::words::{Line, plural};

/// One line of narration: `None` for an event that only marks a stretch of the log.
pub fn line(o: &Observation, e: &Event) -> Option<Line> {
    let tank = |t: &TankId| tank(o, *t);
    let object = |x: &Object| object(o, *x);
    let who = |s: &Seat| who(o, *s);
    let hex = |h: &Hex| hex(o, *h);
    Some(match e {
        Event::DealBegins => return None,
        Event::Colours { colours, leftover } => {
            let mut l = Line::from("colours: ");
            for (s, c) in colours.iter().enumerate() {
                if s > 0 {
                    l = l.text(", ");
                }
                l = l.text(format!("seat {} ", s + 1));
                l = match Seat::try_from(s) {
                    Ok(seat) if s < o.players.len() => l.seat(seat, c.name()),
                    _ => l.text(c.name()),
                };
            }
            if !leftover.is_empty() {
                l = l
                    .text("; left over from the deal to the Bank: ")
                    .then(open(leftover));
            }
            l
        }
        Event::Dealt { seat, cards: cs } => who(seat).text(" is dealt ").then(cards(cs)),
        Event::Misdeal { seat } => who(seat).text(" declares a misdeal: the deck is dealt again"),
        Event::SetAside { seat, card } => who(seat)
            .text(" sets aside ")
            .then(card_or_not(*card))
            .text(" for the Bank"),
        Event::SetAsideToBank { cards: cs } => {
            Line::from("the cards set aside go to the Bank: ").then(open(cs))
        }
        Event::Programmed { tank: t, card, .. } => tank(t)
            .text(" is programmed: ")
            .then(card_or_not(*card))
            .text(" face down"),
        Event::ProgramDone { tank: t, cards: n } => tank(t)
            .text("'s new program: ")
            .text(cards_n(usize::from(*n))),
        Event::GameStarts { first } => who(first).text(" goes first"),
        Event::TurnBegins { seat, turn } => Line::from(format!("— turn {turn}: "))
            .then(who(seat))
            .text(" —")
            .quiet(),
        Event::Deactivated { tank: t, cards: cs } => tank(t)
            .text(" is deactivated; its program goes to the hand: ")
            .then(cards(cs)),
        Event::BankDie { seat, die } => who(seat).text(format!(
            " deactivates nothing and rolls {die}{}",
            if *die == 1 {
                ": a card from the Bank"
            } else {
                ""
            }
        )),
        Event::TookFromBank { seat, card: c } => who(seat)
            .text(" takes ")
            .then(card(*c))
            .text(" from the Bank"),
        Event::TradedIn { seat, card: c } => who(seat).text(" trades in ").then(card(*c)),
        Event::SkippedLookUp { seat } => who(seat).text(" trades nothing at Look-Up"),
        Event::Executes {
            tank: t,
            card: c,
            zoomed,
        } => tank(t)
            .text(" executes ")
            .then(card(*c))
            .text(if *zoomed { " (zoom)" } else { "" }),
        Event::Idle { tank: t } => tank(t).text(" has only face-up cards and does nothing"),
        Event::FaceUp { tank: t, card: c } => {
            tank(t).text("'s ").then(card(*c)).text(" stays face up")
        }
        Event::EcmDown { tank: t } => tank(t)
            .text("'s ")
            .then(card(Command::Ecm))
            .text(" goes to the bottom of its program"),
        Event::ZoomBegins { tank: t, cards: n } => tank(t).text(format!(
            " zooms: {} this turn",
            if *n == 1 {
                "the next card executes".to_string()
            } else {
                format!("the next {n} cards execute")
            }
        )),
        Event::Turned { tank: t, facing } => {
            tank(t).text(format!(" turns to face {}", facing.code()))
        }
        Event::Moved { tank: t, to, .. } => tank(t).text(" moves to ").then(hex(to)),
        Event::Collided { tank: t, at, with } => match with {
            Some(x) => tank(t)
                .text(" runs into ")
                .then(object(x))
                .text(" at ")
                .then(hex(at))
                .text(" and stops"),
            None if o.arena.on_map(*at) => tank(t)
                .text(" runs into a wall at ")
                .then(hex(at))
                .text(" and stops"),
            None => tank(t).text(" runs into the edge of the arena and stops"),
        },
        Event::NoTarget { tank: t } => {
            tank(t).text(" has nothing in its fire area and does not fire")
        }
        Event::TurretUsed {
            tank: t,
            target,
            outside: true,
        } => tank(t)
            .text("'s ")
            .then(card(Command::Turret))
            .text(" swings round to ")
            .then(object(target))
            .text(", outside the tank's fire area (the tank itself does not turn); the Turret is used"),
        Event::TurretUsed {
            tank: t,
            target,
            outside: false,
        } => tank(t)
            .text("'s ")
            .then(card(Command::Turret))
            .text(" is used, though ")
            .then(object(target))
            .text(" is in the tank's fire area anyway"),
        Event::Targeted {
            tank: t,
            target,
            range,
            chosen,
        } => tank(t)
            .text(if *chosen { " picks out " } else { " targets " })
            .then(object(target))
            .text(format!(" at range {range}")),
        Event::FireDie {
            die, range, hit, ..
        } => format!(
            "the die shows {die} against range {range}: {}",
            if *hit { "hit" } else { "miss" }
        )
        .into(),
        Event::AutoHit { tank: t } => tank(t)
            .text("'s ")
            .then(card(Command::AutoHit))
            .text(": it hits without a die"),
        Event::Missed { tank: t } => tank(t).text(" misses"),
        Event::Rotated { target, facing } => object(target).text(format!(
            " is spun round to face {}",
            facing.code()
        )),
        Event::LaserBeam {
            tank: t,
            dice,
            path,
            hit,
            wall,
        } => {
            let l = tank(t).text(format!(
                "'s laser: {}+{} = {}",
                dice[0],
                dice[1],
                hexes(usize::from(dice[0]) + usize::from(dice[1]))
            ));
            match (hit, wall) {
                (Some(x), _) => {
                    let l = l.text(", hits ").then(object(x));
                    let l = match path.last() {
                        Some(h) => l.text(" at ").then(hex(h)),
                        None => l,
                    };
                    l.text(format!(", {} ahead", hexes(path.len())))
                }
                (None, Some(w)) => {
                    let l = l.text(format!(", {} travelled, stops at ", hexes(path.len())));
                    let l = if o.arena.on_map(*w) {
                        l.text("the wall at ").then(hex(w))
                    } else {
                        l.text("the edge of the arena")
                    };
                    l.text(": nothing hit")
                }
                (None, None) => l.text(format!(", {} travelled, nothing hit", hexes(path.len()))),
            }
        }
        Event::MortarBlast {
            tank: t,
            die,
            centre,
        } => {
            let l = tank(t).text(format!(
                "'s mortar round lands {} ahead, ",
                hexes(usize::from(*die))
            ));
            if o.arena.on_map(*centre) {
                l.text("at ").then(hex(centre))
            } else {
                l.text("beyond the edge of the arena")
            }
        }
        Event::BallLeg {
            turn,
            distance,
            path,
            ..
        } => match turn {
            None => format!(
                "the energy ball flies {} straight ahead ({} travelled)",
                hexes(usize::from(*distance)),
                path.len()
            ),
            Some(d) => format!(
                "the energy ball turns ({d}) and flies {} ({} travelled)",
                hexes(usize::from(*distance)),
                path.len()
            ),
        }
        .into(),
        Event::BallStruck { at, object: x, .. } => match x {
            Some(x) => Line::from("the energy ball strikes ")
                .then(object(x))
                .text(" at ")
                .then(hex(at)),
            None if o.arena.on_map(*at) => {
                Line::from("the energy ball strikes a wall at ").then(hex(at))
            }
            None => "the energy ball strikes the edge of the arena".into(),
        },
        Event::BallFizzled { tank: t } => tank(t).text("'s energy ball fizzles out"),
        Event::Transwarp {
            tank: t,
            dice,
            with,
        } => {
            let l = tank(t).text(format!(" transwarps ({} {})", dice[0], dice[1]));
            match with {
                Some(u) => l.text(" and swaps places with ").then(tank(u)),
                None => l.text(" onto itself: nothing happens"),
            }
        }
        Event::Radar {
            tank: t,
            object: x,
            facing,
        } => match x {
            Some(x) => tank(t)
                .text("'s radar finds ")
                .then(object(x))
                .text(format!(" and turns to face {}", facing.code())),
            None => tank(t).text("'s radar finds nothing"),
        },
        Event::SelfDestruct { tank: t, attacks } => tank(t)
            .text(format!(
                " SELF-DESTRUCTS: {}",
                plural(*attacks, "attack", "attacks")
            ))
            .strong(),
        Event::SelfDestructShot { target, .. } => match target {
            Some(x) => Line::from("a shot at ").then(object(x)),
            None => "a shot, with nothing within 6 hexes".into(),
        },
        Event::Hit { target, hits } => object(target).text(if *hits == 2 {
            " takes a double hit"
        } else {
            " takes a hit"
        }),
        Event::ArmorDie {
            tank: t,
            die,
            result,
            to_bank,
        } => tank(t).text(format!(
            "'s armor rolls {die}: {}",
            match (result, to_bank) {
                (ArmorResult::Dissipates, _) => "the hit dissipates",
                (ArmorResult::Destroyed, false) => {
                    "the armor is destroyed, the tank unhurt; the Armor card goes to the bottom of its program"
                }
                (ArmorResult::Destroyed, true) => {
                    "the armor is destroyed, the tank unhurt; the Armor card goes to the Bank"
                }
                (ArmorResult::Through, _) => "the armor holds but the tank is hit",
            }
        )),
        Event::ShieldHolds { tank: t } => tank(t).text("'s shield holds"),
        Event::Scrambled {
            tank: t,
            discarded,
            left,
        } => tank(t)
            .text("'s program is scrambled; to the Bank: ")
            .then(open(discarded))
            .text(format!(" ({left} left)")),
        Event::Wrecked { tank: t, banked } => {
            if banked.is_empty() {
                tank(t).text(" is destroyed: a wreck")
            } else {
                tank(t)
                    .text(" is a wreck; its program goes to the Bank: ")
                    .then(open(banked))
            }
        }
        Event::Drained {
            post: c,
            by,
            taken,
            kept,
            banked,
        } => {
            let mut l = post(o, *c, true)
                .text(" is hit: ")
                .then(who(by))
                .text(" takes ")
                .then(cards(taken));
            if let Some(k) = kept {
                l = l.text(", keeps ").then(card(*k));
            }
            if !banked.is_empty() {
                l = l.text(", to the Bank: ").then(open(banked));
            }
            l
        }
        Event::Reprogrammed {
            tank: t,
            by,
            cards: n,
            added,
        } => who(by)
            .text(" rearranges ")
            .then(tank(t))
            .text(format!(
                "'s program: {} ({added} added)",
                cards_n(usize::from(*n))
            )),
        Event::Scanned {
            by,
            tank: t,
            face_down,
        } => {
            let l = who(by).text(" scans ").then(tank(t));
            match face_down {
                Some(p) if p.is_empty() => l.text(": nothing face down"),
                Some(p) => l.text(": ").then(joined(p.iter().map(|c| card(*c)), " → ")),
                None => l,
            }
        }
        Event::Reactivated { tank: t } => tank(t).text(" is active again"),
        Event::Eliminated { seat } => {
            let l = match o.players.get(usize::from(*seat)) {
                Some(p) => post(o, p.colour, true),
                None => who(seat).text("'s command post"),
            };
            l.text(" is DESTROYED: out of the game").strong()
        }
        Event::GameOver { end } => end_line(o, end),
    })
}

/// A run [`Words::joins`] found, told as one line as the browser has folded it: "Red set
/// aside 30 cards", "Red programmed tanks 1–4: …", "Red 2 is programmed: 3 cards face
/// down" (or its cards, "Forward 1 → Fire Cannon", to its owner), "Red 2's new program:
/// 3 cards, face down" (or "— Forward 1 → Fire Cannon").
pub fn fold(o: &Observation, run: &[Event]) -> Line {
    let placed: Vec<(TankId, Option<Command>)> = run
        .iter()
        .filter_map(|e| match e {
            Event::Programmed { tank, card, .. } => Some((*tank, *card)),
            _ => None,
        })
        .collect();
    let named = !placed.is_empty() && placed.iter().all(|(_, c)| c.is_some());
    let in_order = || joined(placed.iter().filter_map(|(_, c)| c.map(card)), " → ");
    match run.last() {
        Some(Event::SetAside { seat, .. }) => {
            who(o, *seat).text(format!(" set aside {} cards", run.len()))
        }
        Some(Event::Programmed { tank: last, .. }) => {
            let first = placed.first().map_or(*last, |(t, _)| *t);
            if first != *last {
                // The deal: a seat's first programs, one tank after another.
                let colour = tank_colour(first.min(15));
                let l = match seat_of(o, colour) {
                    Some(s) => Line::new().seat(s, colour.name()),
                    None => colour.name().into(),
                };
                let l = l.text(format!(
                    " programmed tanks {}–{}",
                    tank_number(first),
                    tank_number(*last)
                ));
                if named {
                    l.text(": ")
                        .then(joined(placed.iter().filter_map(|(_, c)| c.map(card)), ", "))
                } else {
                    l
                }
            } else if named {
                tank(o, *last)
                    .text(" is programmed: ")
                    .then(in_order())
                    .text(" face down")
            } else {
                tank(o, *last).text(format!(" is programmed: {} cards face down", placed.len()))
            }
        }
        Some(Event::ProgramDone { tank: t, cards: n }) => {
            let l = tank(o, *t)
                .text("'s new program: ")
                .text(cards_n(usize::from(*n)));
            if named {
                l.text(" — ").then(in_order())
            } else {
                l.text(", face down")
            }
        }
        Some(e) => line(o, e).unwrap_or_default(),
        None => Line::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Robotanks;
    use crate::RobotanksOptions;
    use crate::hex::Hex;
    use coinop_core::{Game, Viewer};

    /// A line as a spectator of a four-player game reads it: seat 1 is Black.
    fn say(e: Event) -> String {
        let o = RobotanksOptions {
            players: 4,
            ..Default::default()
        };
        let g = Robotanks::new_game(&o, 1).unwrap();
        line(&g.observe(Viewer::Spectator), &e)
            .map(|l| l.plain())
            .unwrap_or_default()
    }

    #[test]
    fn a_laser_names_what_stopped_it() {
        let off = Hex::new(-20, -20);
        assert!(!crate::arena::standard().on_map(off));
        let t = say(Event::LaserBeam {
            tank: 0,
            dice: [1, 2],
            path: vec![],
            hit: None,
            wall: Some(off),
        });
        assert!(
            t.ends_with(
                "1+2 = 3 hexes, 0 hexes travelled, stops at the edge of the arena: nothing hit"
            ),
            "{t}"
        );
        let t = say(Event::LaserBeam {
            tank: 0,
            dice: [1, 1],
            path: vec![Hex::from_offset(1, 4), Hex::from_offset(2, 4)],
            hit: None,
            wall: None,
        });
        assert!(t.ends_with("2 hexes travelled, nothing hit"), "{t}");
    }

    #[test]
    fn a_laser_event_logged_before_the_wall_field_still_reads() {
        let old = r#"{"LaserBeam":{"tank":0,"dice":[1,1],"path":[],"hit":null}}"#;
        let e: Event = serde_json::from_str(old).unwrap();
        assert!(say(e).ends_with("0 hexes travelled, nothing hit"));
    }

    #[test]
    fn copies_of_a_card_are_counted() {
        use Command::*;
        let t = say(Event::SetAsideToBank {
            cards: vec![TurnRight60, TurnRight60, Forward1, Cannon, Cannon, Cannon],
        });
        assert_eq!(
            t,
            "the cards set aside go to the Bank: Turn 60° Right ×2, Forward 1, Fire Cannon ×3"
        );
        let dealt = say(Event::Dealt {
            seat: 0,
            cards: vec![Some(Forward2), Some(Forward2)],
        });
        assert_eq!(dealt, "Black is dealt Forward 2 ×2");
    }

    #[test]
    fn one_of_a_thing_is_singular() {
        assert!(
            say(Event::ZoomBegins { tank: 0, cards: 1 })
                .ends_with("zooms: the next card executes this turn")
        );
        assert!(
            say(Event::ZoomBegins { tank: 0, cards: 3 })
                .ends_with("zooms: the next 3 cards execute this turn")
        );
        assert!(
            say(Event::SelfDestruct {
                tank: 0,
                attacks: 1
            })
            .ends_with("SELF-DESTRUCTS: 1 attack")
        );
        let leg = say(Event::BallLeg {
            tank: 0,
            turn: None,
            distance: 1,
            path: vec![Hex::from_offset(1, 4)],
        });
        assert_eq!(
            leg,
            "the energy ball flies 1 hex straight ahead (1 travelled)"
        );
        let mortar = say(Event::MortarBlast {
            tank: 0,
            die: 1,
            centre: Hex::from_offset(1, 4),
        });
        assert!(mortar.ends_with("lands 1 hex ahead, at C5"), "{mortar}");
        let deactivated = say(Event::Deactivated {
            tank: 0,
            cards: vec![None],
        });
        assert!(
            deactivated.ends_with("goes to the hand: 1 card"),
            "{deactivated}"
        );
    }
}
