//! The log: each event's line, and the runs [`Words::joins`] finds told as one.
//!
//! [`Words::joins`]: coinop_core::Words::joins

use super::{Teller, joined};
use crate::arena::{TankId, tank_colour, tank_number};
use crate::cards::Command;
use crate::event::{ArmorResult, Event};
use crate::hex::Hex;
use coinop_core::words::Line;
use coinop_core::{Args, Seat};

impl Teller<'_> {
    /// One line of narration: `None` for an event that only marks a stretch of the log.
    pub(super) fn line(&self, e: &Event) -> Option<Line> {
        let a = Args::new;
        let tank = |t: &TankId| self.tank(*t);
        let who = |s: &Seat| self.who(*s);
        let hex = |h: Hex| self.hex(h);
        let card = |c: Command| self.card(c);
        Some(match e {
            Event::DealBegins => return None,
            Event::Colours { colours, leftover } => {
                let mut seats = Line::new();
                for (s, c) in colours.iter().enumerate() {
                    if s > 0 {
                        seats = seats.text(self.say.text("cards-separator"));
                    }
                    let colour = match Seat::try_from(s) {
                        Ok(seat) if s < self.players().len() => {
                            Line::new().seat(seat, self.colour(*c))
                        }
                        _ => self.colour(*c).into(),
                    };
                    seats = seats.then(self.say(
                        "colours-seat",
                        a().num("n", s as i64 + 1).line("colour", colour),
                    ));
                }
                if leftover.is_empty() {
                    self.say("colours", a().line("seats", seats))
                } else {
                    self.say(
                        "colours-leftover",
                        a().line("seats", seats).line("cards", self.open(leftover)),
                    )
                }
            }
            Event::Dealt { seat, cards: cs } => self.say(
                "dealt",
                a().line("player", who(seat)).line("cards", self.cards(cs)),
            ),
            Event::Misdeal { seat } => self.say("misdeal", a().line("player", who(seat))),
            Event::SetAside { seat, card: c } => match c {
                Some(c) => self.say(
                    "set-aside",
                    a().line("player", who(seat)).line("card", card(*c)),
                ),
                None => self.say("set-aside-hidden", a().line("player", who(seat))),
            },
            Event::SetAsideToBank { cards: cs } => {
                self.say("set-aside-to-bank", a().line("cards", self.open(cs)))
            }
            Event::Programmed {
                tank: t, card: c, ..
            } => match c {
                Some(c) => self.say(
                    "programmed",
                    a().line("tank", tank(t)).line("card", card(*c)),
                ),
                None => self.say("programmed-hidden", a().line("tank", tank(t))),
            },
            Event::ProgramDone { tank: t, cards: n } => self.say(
                "program-done",
                a().line("tank", tank(t)).num("n", i64::from(*n)),
            ),
            Event::GameStarts { first } => self.say("game-starts", a().line("player", who(first))),
            Event::TurnBegins { seat, turn } => self
                .say(
                    "turn-begins",
                    a().num("turn", i64::from(*turn)).line("player", who(seat)),
                )
                .quiet(),
            Event::Deactivated { tank: t, cards: cs } => self.say(
                "deactivated",
                a().line("tank", tank(t)).line("cards", self.cards(cs)),
            ),
            Event::BankDie { seat, die } => self.say(
                if *die == 1 {
                    "bank-die-one"
                } else {
                    "bank-die"
                },
                a().line("player", who(seat)).num("die", i64::from(*die)),
            ),
            Event::TookFromBank { seat, card: c } => self.say(
                "took-from-bank",
                a().line("player", who(seat)).line("card", card(*c)),
            ),
            Event::TradedIn { seat, card: c } => self.say(
                "traded-in",
                a().line("player", who(seat)).line("card", card(*c)),
            ),
            Event::SkippedLookUp { seat } => {
                self.say("skipped-look-up", a().line("player", who(seat)))
            }
            Event::Executes {
                tank: t,
                card: c,
                zoomed,
            } => self.say(
                if *zoomed {
                    "executes-zoomed"
                } else {
                    "executes"
                },
                a().line("tank", tank(t)).line("card", card(*c)),
            ),
            Event::Idle { tank: t } => self.say("idle", a().line("tank", tank(t))),
            Event::FaceUp { tank: t, card: c } => {
                self.say("face-up", a().line("tank", tank(t)).line("card", card(*c)))
            }
            Event::EcmDown { tank: t } => self.say(
                "ecm-down",
                a().line("tank", tank(t)).line("card", card(Command::Ecm)),
            ),
            Event::ZoomBegins { tank: t, cards: n } => self.say(
                "zoom-begins",
                a().line("tank", tank(t)).num("n", i64::from(*n)),
            ),
            Event::Turned { tank: t, facing } => self.say(
                "turned",
                a().line("tank", tank(t))
                    .str("facing", self.facing(*facing)),
            ),
            Event::Moved { tank: t, to, .. } => {
                self.say("moved", a().line("tank", tank(t)).line("hex", hex(*to)))
            }
            Event::Collided { tank: t, at, with } => match with {
                Some(x) => self.say(
                    "collided",
                    a().line("tank", tank(t))
                        .line("object", self.object(*x))
                        .line("hex", hex(*at)),
                ),
                None if self.on_map(*at) => self.say(
                    "collided-wall",
                    a().line("tank", tank(t)).line("hex", hex(*at)),
                ),
                None => self.say("collided-edge", a().line("tank", tank(t))),
            },
            Event::NoTarget { tank: t } => self.say("no-target", a().line("tank", tank(t))),
            Event::TurretUsed {
                tank: t,
                target,
                outside,
            } => self.say(
                if *outside {
                    "turret-outside"
                } else {
                    "turret-inside"
                },
                a().line("tank", tank(t))
                    .line("card", card(Command::Turret))
                    .line("target", self.object(*target)),
            ),
            Event::Targeted {
                tank: t,
                target,
                range,
                chosen,
            } => self.say(
                if *chosen {
                    "targeted-chosen"
                } else {
                    "targeted"
                },
                a().line("tank", tank(t))
                    .line("target", self.object(*target))
                    .num("range", i64::from(*range)),
            ),
            Event::FireDie {
                die, range, hit, ..
            } => self.say(
                if *hit {
                    "fire-die-hit"
                } else {
                    "fire-die-miss"
                },
                a().num("die", i64::from(*die))
                    .num("range", i64::from(*range)),
            ),
            Event::AutoHit { tank: t } => self.say(
                "auto-hit",
                a().line("tank", tank(t))
                    .line("card", card(Command::AutoHit)),
            ),
            Event::Missed { tank: t } => self.say("missed", a().line("tank", tank(t))),
            Event::Rotated { target, facing } => self.say(
                "rotated",
                a().line("target", self.object(*target))
                    .str("facing", self.facing(*facing)),
            ),
            Event::LaserBeam {
                tank: t,
                dice,
                path,
                hit,
                wall,
            } => {
                let args = a()
                    .line("tank", tank(t))
                    .num("a", i64::from(dice[0]))
                    .num("b", i64::from(dice[1]))
                    .num("sum", i64::from(dice[0]) + i64::from(dice[1]));
                let travelled = path.len() as i64;
                match (hit, wall) {
                    (Some(x), _) => {
                        let args = args.line("target", self.object(*x)).num("ahead", travelled);
                        match path.last() {
                            Some(h) => self.say("laser-hit", args.line("hex", hex(*h))),
                            None => self.say("laser-hit-nowhere", args),
                        }
                    }
                    (None, Some(w)) if self.on_map(*w) => self.say(
                        "laser-wall",
                        args.num("travelled", travelled).line("hex", hex(*w)),
                    ),
                    (None, Some(_)) => self.say("laser-edge", args.num("travelled", travelled)),
                    (None, None) => self.say("laser-nothing", args.num("travelled", travelled)),
                }
            }
            Event::MortarBlast {
                tank: t,
                die,
                centre,
            } => {
                let args = a().line("tank", tank(t)).num("n", i64::from(*die));
                if self.on_map(*centre) {
                    self.say("mortar", args.line("hex", hex(*centre)))
                } else {
                    self.say("mortar-beyond", args)
                }
            }
            Event::BallLeg {
                turn,
                distance,
                path,
                ..
            } => {
                let args = a()
                    .num("distance", i64::from(*distance))
                    .num("travelled", path.len() as i64);
                match turn {
                    None => self.say("ball-leg", args),
                    Some(d) => self.say("ball-leg-turn", args.num("turn", i64::from(*d))),
                }
            }
            Event::BallStruck { at, object: x, .. } => match x {
                Some(x) => self.say(
                    "ball-struck",
                    a().line("target", self.object(*x)).line("hex", hex(*at)),
                ),
                None if self.on_map(*at) => self.say("ball-struck-wall", a().line("hex", hex(*at))),
                None => self.say("ball-struck-edge", a()),
            },
            Event::BallFizzled { tank: t } => self.say("ball-fizzled", a().line("tank", tank(t))),
            Event::Transwarp {
                tank: t,
                dice,
                with,
            } => {
                let args = a()
                    .line("tank", tank(t))
                    .num("a", i64::from(dice[0]))
                    .num("b", i64::from(dice[1]));
                match with {
                    Some(u) => self.say("transwarp", args.line("other", tank(u))),
                    None => self.say("transwarp-self", args),
                }
            }
            Event::Radar {
                tank: t,
                object: x,
                facing,
            } => match x {
                Some(x) => self.say(
                    "radar",
                    a().line("tank", tank(t))
                        .line("target", self.object(*x))
                        .str("facing", self.facing(*facing)),
                ),
                None => self.say("radar-nothing", a().line("tank", tank(t))),
            },
            Event::SelfDestruct { tank: t, attacks } => self
                .say(
                    "self-destruct",
                    a().line("tank", tank(t)).num("n", i64::from(*attacks)),
                )
                .strong(),
            Event::SelfDestructShot { target, .. } => match target {
                Some(x) => self.say("self-destruct-shot", a().line("target", self.object(*x))),
                None => self.say("self-destruct-shot-nothing", a()),
            },
            Event::Hit { target, hits } => self.say(
                if *hits == 2 { "hit-double" } else { "hit" },
                a().line("target", self.object(*target)),
            ),
            Event::ArmorDie {
                tank: t,
                die,
                result,
                to_bank,
            } => self.say(
                match (result, to_bank) {
                    (ArmorResult::Dissipates, _) => "armor-dissipates",
                    (ArmorResult::Destroyed, false) => "armor-destroyed",
                    (ArmorResult::Destroyed, true) => "armor-destroyed-bank",
                    (ArmorResult::Through, _) => "armor-through",
                },
                a().line("tank", tank(t)).num("die", i64::from(*die)),
            ),
            Event::ShieldHolds { tank: t } => self.say("shield-holds", a().line("tank", tank(t))),
            Event::Scrambled {
                tank: t,
                discarded,
                left,
            } => self.say(
                "scrambled",
                a().line("tank", tank(t))
                    .line("cards", self.open(discarded))
                    .num("left", *left as i64),
            ),
            Event::Wrecked { tank: t, banked } => {
                if banked.is_empty() {
                    self.say("wrecked", a().line("tank", tank(t)))
                } else {
                    self.say(
                        "wrecked-banked",
                        a().line("tank", tank(t)).line("cards", self.open(banked)),
                    )
                }
            }
            Event::Drained {
                post: c,
                by,
                taken,
                kept,
                banked,
            } => {
                let mut args = a()
                    .line("post", self.post(*c, true))
                    .line("player", who(by))
                    .line("taken", self.cards(taken));
                if let Some(k) = kept {
                    args = args.line("kept", card(*k));
                }
                if !banked.is_empty() {
                    args = args.line("banked", self.open(banked));
                }
                let id = match (kept.is_some(), banked.is_empty()) {
                    (false, true) => "drained",
                    (true, true) => "drained-kept",
                    (false, false) => "drained-banked",
                    (true, false) => "drained-kept-banked",
                };
                self.say(id, args)
            }
            Event::Reprogrammed {
                tank: t,
                by,
                cards: n,
                added,
            } => self.say(
                "reprogrammed",
                a().line("player", who(by))
                    .line("tank", tank(t))
                    .num("n", i64::from(*n))
                    .num("added", *added as i64),
            ),
            Event::Scanned {
                by,
                tank: t,
                face_down,
            } => {
                let args = a().line("player", who(by)).line("tank", tank(t));
                match face_down {
                    Some(p) if p.is_empty() => self.say("scanned-empty", args),
                    Some(p) => self.say(
                        "scanned-program",
                        args.line("cards", self.in_order(p.iter().copied())),
                    ),
                    None => self.say("scanned", args),
                }
            }
            Event::Reactivated { tank: t } => self.say("reactivated", a().line("tank", tank(t))),
            Event::Eliminated { seat } => match self.players().get(usize::from(*seat)) {
                Some(p) => self.say("eliminated", a().line("post", self.post(p.colour, true))),
                None => self.say("eliminated-seat", a().line("player", who(seat))),
            }
            .strong(),
            Event::GameOver { end } => self.end_line(end),
        })
    }

    /// A run [`Words::joins`] found, told as one line as the browser has folded it: "Red
    /// set aside 30 cards", "Red programmed tanks 1–4: …", "Red 2 is programmed: 3 cards
    /// face down" (or its cards, "Forward 1 → Fire Cannon", to its owner), "Red 2's new
    /// program: 3 cards, face down" (or "— Forward 1 → Fire Cannon").
    ///
    /// [`Words::joins`]: coinop_core::Words::joins
    pub(super) fn fold(&self, run: &[Event]) -> Line {
        let a = Args::new;
        let placed: Vec<(TankId, Option<Command>)> = run
            .iter()
            .filter_map(|e| match e {
                Event::Programmed { tank, card, .. } => Some((*tank, *card)),
                _ => None,
            })
            .collect();
        let named = !placed.is_empty() && placed.iter().all(|(_, c)| c.is_some());
        let in_order = || self.in_order(placed.iter().filter_map(|(_, c)| *c));
        match run.last() {
            Some(Event::SetAside { seat, .. }) => self.say(
                "set-aside-run",
                a().line("player", self.who(*seat))
                    .num("n", run.len() as i64),
            ),
            Some(Event::Programmed { tank: last, .. }) => {
                let first = placed.first().map_or(*last, |(t, _)| *t);
                if first != *last {
                    // The deal: a seat's first programs, one tank after another.
                    let colour = tank_colour(first.min(15));
                    let player = match self.seat_of(colour) {
                        Some(s) => Line::new().seat(s, self.colour(colour)),
                        None => self.colour(colour).into(),
                    };
                    let args = a()
                        .line("player", player)
                        .num("first", tank_number(first))
                        .num("last", tank_number(*last));
                    if named {
                        let sep = self.say.text("cards-separator");
                        let cards = joined(
                            placed.iter().filter_map(|(_, c)| c.map(|c| self.card(c))),
                            &sep,
                        );
                        self.say("programmed-tanks-named", args.line("cards", cards))
                    } else {
                        self.say("programmed-tanks", args)
                    }
                } else if named {
                    self.say(
                        "programmed-run",
                        a().line("tank", self.tank(*last)).line("cards", in_order()),
                    )
                } else {
                    self.say(
                        "programmed-run-hidden",
                        a().line("tank", self.tank(*last))
                            .num("n", placed.len() as i64),
                    )
                }
            }
            Some(Event::ProgramDone { tank: t, cards: n }) => {
                let args = a().line("tank", self.tank(*t)).num("n", i64::from(*n));
                if named {
                    self.say("program-done-named", args.line("cards", in_order()))
                } else {
                    self.say("program-done-hidden", args)
                }
            }
            Some(e) => self.line(e).unwrap_or_default(),
            None => Line::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Robotanks;
    use crate::RobotanksOptions;
    use crate::hex::Hex;
    use coinop_core::{Game, Viewer, Words};

    /// A line as a spectator of a four-player game reads it: seat 1 is Black.
    fn say(e: Event) -> String {
        let o = RobotanksOptions {
            players: 4,
            ..Default::default()
        };
        let g = Robotanks::new_game(&o, 1).unwrap();
        Robotanks::line(&g.observe(Viewer::Spectator), &e)
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
