//! What happens, as events a log can narrate and a browser can animate. Hidden from other
//! seats (RULINGS.md §40): the cards a player is dealt, sets aside, programs, picks up,
//! sees by Scan or Virus, and takes from a command post; every card that *executes* is
//! turned up for all to see, and every card that reaches the Bank is face up.

use crate::arena::{Arena, Colour, Object, TankId};
use crate::cards::Command;
use crate::hex::{Facing, Hex};
use coinop_core::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// «The player with the last remaining command post wins.»
    LastPost { winner: Seat },
    /// No tank can move or fire any more (RULINGS.md §44): the most cards in hand win.
    Stalemate { winners: Vec<Seat> },
    /// The options' turn limit (RULINGS.md §44): the most cards in hand win.
    TurnLimit { winners: Vec<Seat> },
}

impl End {
    pub fn winners(&self) -> Vec<Seat> {
        match self {
            End::LastPost { winner } => vec![*winner],
            End::Stalemate { winners } | End::TurnLimit { winners } => winners.clone(),
        }
    }
}

/// How an Armor die went (RULINGS.md §14–16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArmorResult {
    /// 1–3: «the hit dissipates».
    Dissipates,
    /// 4–5: «the armor is destroyed but the tank is unhurt».
    Destroyed,
    /// 6: «the armor remains intact but the tank is hit».
    Through,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// Each player's colour, in seat order; cards left over after an even deal go to the
    /// Bank (RULINGS.md §6).
    Colours {
        colours: Vec<Colour>,
        leftover: Vec<Command>,
    },
    /// The cards dealt to a seat: for its owner only (others see how many).
    Dealt {
        seat: Seat,
        cards: Vec<Option<Command>>,
    },
    Misdeal {
        seat: Seat,
    },
    /// A card set aside for the Bank while keeping a hand: seen by its owner until every
    /// hand is kept.
    SetAside {
        seat: Seat,
        card: Option<Command>,
    },
    /// Every card set aside goes to the Bank, face up.
    SetAsideToBank {
        cards: Vec<Command>,
    },
    /// A card placed face down on a tank's program (its owner sees which).
    Programmed {
        seat: Seat,
        tank: TankId,
        card: Option<Command>,
    },
    ProgramDone {
        tank: TankId,
        cards: u8,
    },
    GameStarts {
        first: Seat,
    },
    TurnBegins {
        seat: Seat,
        turn: u16,
    },
    /// The program picked up into the hand (its owner sees which cards).
    Deactivated {
        tank: TankId,
        cards: Vec<Option<Command>>,
    },
    /// The Deactivation-phase die, with no tank deactivated.
    BankDie {
        seat: Seat,
        die: u8,
    },
    TookFromBank {
        seat: Seat,
        card: Command,
    },
    TradedIn {
        seat: Seat,
        card: Command,
    },
    SkippedLookUp {
        seat: Seat,
    },
    Executes {
        tank: TankId,
        card: Command,
        /// One of the three cards of a Zoom.
        zoomed: bool,
    },
    /// Nothing face down to execute (RULINGS.md §41).
    Idle {
        tank: TankId,
    },
    /// A special or modifier stays face up.
    FaceUp {
        tank: TankId,
        card: Command,
    },
    /// ECM to the bottom before the tank moves or fires.
    EcmDown {
        tank: TankId,
    },
    ZoomBegins {
        tank: TankId,
        cards: u8,
    },
    Turned {
        tank: TankId,
        facing: Facing,
    },
    Moved {
        tank: TankId,
        from: Hex,
        to: Hex,
    },
    /// Movement stopped against a wall (`with` none) or an object.
    Collided {
        tank: TankId,
        at: Hex,
        with: Option<Object>,
    },
    NoTarget {
        tank: TankId,
    },
    /// A face-up Turret serves a direct fire attack and goes to the bottom (RULINGS.md
    /// §12–13). The turret turns, the tank does not: `outside` says the target lay
    /// outside the tank's own fire area, where only the Turret could reach it.
    TurretUsed {
        tank: TankId,
        target: Object,
        outside: bool,
    },
    Targeted {
        tank: TankId,
        target: Object,
        range: u16,
        chosen: bool,
    },
    /// A fire die against the range (the second of a Shield's two).
    FireDie {
        tank: TankId,
        die: u8,
        range: u16,
        hit: bool,
    },
    AutoHit {
        tank: TankId,
    },
    Missed {
        tank: TankId,
    },
    Rotated {
        target: Object,
        facing: Facing,
    },
    /// `path`: the hexes the beam crossed, up to the object hit; `wall`: the wall (or
    /// the arena's edge) that stopped it short, if one did.
    LaserBeam {
        tank: TankId,
        dice: [u8; 2],
        path: Vec<Hex>,
        hit: Option<Object>,
        #[serde(default)]
        wall: Option<Hex>,
    },
    MortarBlast {
        tank: TankId,
        die: u8,
        centre: Hex,
    },
    /// One leg of an Energy Ball: `turn` is the turning-key die (none for the first leg).
    BallLeg {
        tank: TankId,
        turn: Option<u8>,
        distance: u8,
        path: Vec<Hex>,
    },
    /// Where the ball struck: a wall (none) or an object.
    BallStruck {
        tank: TankId,
        at: Hex,
        object: Option<Object>,
    },
    /// The ball ran its leg limit without striking anything (RULINGS.md §5).
    BallFizzled {
        tank: TankId,
    },
    Transwarp {
        tank: TankId,
        dice: [u8; 2],
        with: Option<TankId>,
    },
    Radar {
        tank: TankId,
        object: Option<Object>,
        facing: Facing,
    },
    SelfDestruct {
        tank: TankId,
        attacks: u8,
    },
    SelfDestructShot {
        tank: TankId,
        target: Option<Object>,
    },
    /// A hit (two for a double hit) coming at an object.
    Hit {
        target: Object,
        hits: u8,
    },
    ArmorDie {
        tank: TankId,
        die: u8,
        result: ArmorResult,
    },
    ShieldHolds {
        tank: TankId,
    },
    /// The program shuffled and cards discarded to the Bank (face up).
    Scrambled {
        tank: TankId,
        discarded: Vec<Command>,
        left: u8,
    },
    Wrecked {
        tank: TankId,
        /// Program cards that went to the Bank.
        banked: Vec<Command>,
    },
    /// A command post drained: `taken` and `kept` seen by the firer's owner and the
    /// defender only; `banked` by all.
    Drained {
        post: Colour,
        by: Seat,
        taken: Vec<Option<Command>>,
        kept: Option<Command>,
        banked: Vec<Command>,
    },
    /// A Virus rearranged a program; `cards` it now holds, `added` from the firer's hand.
    Reprogrammed {
        tank: TankId,
        by: Seat,
        cards: u8,
        added: u8,
    },
    /// What a Scan showed, to the scanning player only.
    Scanned {
        by: Seat,
        tank: TankId,
        face_down: Option<Vec<Command>>,
    },
    Reactivated {
        tank: TankId,
    },
    Eliminated {
        seat: Seat,
    },
    GameOver {
        end: End,
    },
}

fn hide(cards: &[Option<Command>]) -> Vec<Option<Command>> {
    vec![None; cards.len()]
}

impl Event {
    /// The event as `viewer` may see it. `owner` gives a tank's seat.
    pub fn for_viewer(&self, viewer: Viewer, owner: impl Fn(TankId) -> Option<Seat>) -> Event {
        let me = viewer.seat();
        match self {
            Event::Dealt { seat, cards } if me != Some(*seat) => Event::Dealt {
                seat: *seat,
                cards: hide(cards),
            },
            Event::SetAside { seat, .. } if me != Some(*seat) => Event::SetAside {
                seat: *seat,
                card: None,
            },
            Event::Programmed { seat, tank, .. } if me != Some(*seat) => Event::Programmed {
                seat: *seat,
                tank: *tank,
                card: None,
            },
            Event::Deactivated { tank, cards } if me != owner(*tank) => Event::Deactivated {
                tank: *tank,
                cards: hide(cards),
            },
            Event::Drained {
                post,
                by,
                taken,
                kept,
                banked,
            } if me != Some(*by) && me != owner(*post as u8 * 4) => Event::Drained {
                post: *post,
                by: *by,
                taken: hide(taken),
                kept: None,
                banked: banked.clone(),
            },
            Event::Scanned { by, tank, .. } if me != Some(*by) => Event::Scanned {
                by: *by,
                tank: *tank,
                face_down: None,
            },
            e => e.clone(),
        }
    }
}

/// The end as the log tells it, naming the winners by colour.
pub fn end_text(e: &End, colour: impl Fn(Seat) -> Colour) -> String {
    let names = |w: &[Seat]| {
        w.iter()
            .map(|s| colour(*s).name())
            .collect::<Vec<_>>()
            .join(" and ")
    };
    match e {
        End::LastPost { winner } => format!(
            "GAME OVER — {} holds the last command post",
            colour(*winner).name()
        ),
        End::Stalemate { winners } => format!(
            "GAME OVER — no tank is left to fight; the most cards in hand: {}",
            names(winners)
        ),
        End::TurnLimit { winners } => format!(
            "GAME OVER — the turn limit; the most cards in hand: {}",
            names(winners)
        ),
    }
}

/// Why the game ended, without who won (the outcome lists the winners), so that reports
/// count the ways games end rather than each set of winners.
pub fn end_reason(e: &End) -> &'static str {
    match e {
        End::LastPost { .. } => "one command post is left standing",
        End::Stalemate { .. } => "no tank is left to fight: the most cards in hand win",
        End::TurnLimit { .. } => "the turn limit is reached: the most cards in hand win",
    }
}

fn facing_name(f: Facing) -> &'static str {
    f.code()
}

trait Named {
    fn name(self) -> String;
}
impl Named for Object {
    fn name(self) -> String {
        match self {
            Object::Tank(t) => crate::action::tank_text(t),
            Object::Post(c) => format!("{} command post", c.name()),
        }
    }
}

/// A hex as the map labels it ("K7"); a hex beyond the drawn map is the arena's edge
/// (its wall all round).
fn hex(h: Hex, arena: &Arena) -> String {
    if arena.on_map(h) {
        h.label()
    } else {
        "the edge of the arena".into()
    }
}

/// "1 hex", "3 hexes".
fn hexes(n: usize) -> String {
    crate::state::plural(n, "hex", "hexes")
}

fn cards(cs: &[Option<Command>]) -> String {
    if cs.is_empty() {
        return "no cards".into();
    }
    if cs.iter().all(|c| c.is_none()) {
        return crate::state::plural(cs.len(), "card", "cards");
    }
    if let Some(open) = cs.iter().copied().collect::<Option<Vec<Command>>>() {
        // Copies side by side counted: "Turn 60° Right ×2".
        return crate::view::names(&open);
    }
    cs.iter()
        .map(|c| c.map_or("a card", |c| c.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line of narration. `colour` names a seat by its colour; `arena` names hexes.
pub fn text(e: &Event, colour: impl Fn(Seat) -> Colour, arena: &Arena) -> String {
    use crate::action::tank_text as tank;
    let who = |s: Seat| colour(s).name().to_string();
    let open = |cs: &[Command]| cards(&cs.iter().map(|c| Some(*c)).collect::<Vec<_>>());
    match e {
        Event::Colours { colours, leftover } => {
            let mut t = format!(
                "colours: {}",
                colours
                    .iter()
                    .enumerate()
                    .map(|(s, c)| format!("seat {} {}", s + 1, c.name()))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            if !leftover.is_empty() {
                t.push_str(&format!(
                    "; left over from the deal to the Bank: {}",
                    open(leftover)
                ));
            }
            t
        }
        Event::Dealt { seat, cards: cs } => format!("{} is dealt {}", who(*seat), cards(cs)),
        Event::Misdeal { seat } => {
            format!("{} declares a misdeal: the deck is dealt again", who(*seat))
        }
        Event::SetAside { seat, card } => format!(
            "{} sets aside {} for the Bank",
            who(*seat),
            card.map_or("a card", |c| c.name())
        ),
        Event::SetAsideToBank { cards: cs } => {
            format!("the cards set aside go to the Bank: {}", open(cs))
        }
        Event::Programmed {
            seat: _,
            tank: t,
            card,
        } => format!(
            "{} is programmed: {} face down",
            tank(*t),
            card.map_or("a card", |c| c.name())
        ),
        Event::ProgramDone { tank: t, cards: n } => format!(
            "{}'s new program: {}",
            tank(*t),
            crate::state::plural(*n as usize, "card", "cards")
        ),
        Event::GameStarts { first } => format!("{} goes first", who(*first)),
        Event::TurnBegins { seat, turn } => format!("— turn {turn}: {} —", who(*seat)),
        Event::Deactivated { tank: t, cards: cs } => format!(
            "{} is deactivated; its program goes to the hand: {}",
            tank(*t),
            cards(cs)
        ),
        Event::BankDie { seat, die } => format!(
            "{} deactivates nothing and rolls {die}{}",
            who(*seat),
            if *die == 1 {
                ": a card from the Bank"
            } else {
                ""
            }
        ),
        Event::TookFromBank { seat, card } => {
            format!("{} takes {} from the Bank", who(*seat), card.name())
        }
        Event::TradedIn { seat, card } => format!("{} trades in {}", who(*seat), card.name()),
        Event::SkippedLookUp { seat } => format!("{} trades nothing at Look-Up", who(*seat)),
        Event::Executes {
            tank: t,
            card,
            zoomed,
        } => format!(
            "{} executes {}{}",
            tank(*t),
            card.name(),
            if *zoomed { " (zoom)" } else { "" }
        ),
        Event::Idle { tank: t } => format!("{} has only face-up cards and does nothing", tank(*t)),
        Event::FaceUp { tank: t, card } => format!("{}'s {} stays face up", tank(*t), card.name()),
        Event::EcmDown { tank: t } => {
            format!("{}'s ECM goes to the bottom of its program", tank(*t))
        }
        Event::ZoomBegins { tank: t, cards: n } => format!(
            "{} zooms: {} this turn",
            tank(*t),
            if *n == 1 {
                "the next card executes".to_string()
            } else {
                format!("the next {n} cards execute")
            }
        ),
        Event::Turned { tank: t, facing } => {
            format!("{} turns to face {}", tank(*t), facing_name(*facing))
        }
        Event::Moved {
            tank: t,
            from: _,
            to,
        } => format!("{} moves to {}", tank(*t), hex(*to, arena)),
        Event::Collided { tank: t, at, with } => match with {
            Some(o) => format!(
                "{} runs into {} at {} and stops",
                tank(*t),
                o.name(),
                hex(*at, arena)
            ),
            None if arena.on_map(*at) => {
                format!("{} runs into a wall at {} and stops", tank(*t), at.label())
            }
            None => format!("{} runs into the edge of the arena and stops", tank(*t)),
        },
        Event::NoTarget { tank: t } => format!(
            "{} has nothing in its fire area and does not fire",
            tank(*t)
        ),
        Event::TurretUsed {
            tank: t,
            target,
            outside: true,
        } => format!(
            "{}'s Turret swings round to {}, outside the tank's fire area (the tank itself does not turn); the Turret is used",
            tank(*t),
            target.name()
        ),
        Event::TurretUsed {
            tank: t,
            target,
            outside: false,
        } => format!(
            "{}'s Turret is used, though {} is in the tank's fire area anyway",
            tank(*t),
            target.name()
        ),
        Event::Targeted {
            tank: t,
            target,
            range,
            chosen,
        } => format!(
            "{} {} {} at range {range}",
            tank(*t),
            if *chosen { "picks out" } else { "targets" },
            target.name()
        ),
        Event::FireDie {
            tank: _,
            die,
            range,
            hit,
        } => format!(
            "the die shows {die} against range {range}: {}",
            if *hit { "hit" } else { "miss" }
        ),
        Event::AutoHit { tank: t } => format!("{}'s Auto Hit: it hits without a die", tank(*t)),
        Event::Missed { tank: t } => format!("{} misses", tank(*t)),
        Event::Rotated { target, facing } => format!(
            "{} is spun round to face {}",
            target.name(),
            facing_name(*facing)
        ),
        Event::LaserBeam {
            tank: t,
            dice,
            path,
            hit,
            wall,
        } => format!(
            "{}'s laser: {}+{} = {}{}",
            tank(*t),
            dice[0],
            dice[1],
            hexes(usize::from(dice[0] + dice[1])),
            match (hit, wall) {
                (Some(o), _) => format!(
                    ", hits {} at {}, {} ahead",
                    o.name(),
                    hex(*path.last().expect("a hit is on the path"), arena),
                    hexes(path.len())
                ),
                (None, Some(w)) => format!(
                    ", {} travelled, stops at {}: nothing hit",
                    hexes(path.len()),
                    if arena.on_map(*w) {
                        format!("the wall at {}", w.label())
                    } else {
                        "the edge of the arena".into()
                    }
                ),
                (None, None) => format!(", {} travelled, nothing hit", hexes(path.len())),
            }
        ),
        Event::MortarBlast {
            tank: t,
            die,
            centre,
        } => format!(
            "{}'s mortar round lands {} ahead, {}",
            tank(*t),
            hexes(usize::from(*die)),
            if arena.on_map(*centre) {
                format!("at {}", centre.label())
            } else {
                "beyond the edge of the arena".into()
            }
        ),
        Event::BallLeg {
            tank: _,
            turn,
            distance,
            path,
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
        },
        Event::BallStruck {
            tank: _,
            at,
            object,
        } => match object {
            Some(o) => format!(
                "the energy ball strikes {} at {}",
                o.name(),
                hex(*at, arena)
            ),
            None if arena.on_map(*at) => {
                format!("the energy ball strikes a wall at {}", at.label())
            }
            None => "the energy ball strikes the edge of the arena".into(),
        },
        Event::BallFizzled { tank: t } => format!("{}'s energy ball fizzles out", tank(*t)),
        Event::Transwarp {
            tank: t,
            dice,
            with,
        } => match with {
            Some(u) => format!(
                "{} transwarps ({} {}) and swaps places with {}",
                tank(*t),
                dice[0],
                dice[1],
                tank(*u)
            ),
            None => format!(
                "{} transwarps ({} {}) onto itself: nothing happens",
                tank(*t),
                dice[0],
                dice[1]
            ),
        },
        Event::Radar {
            tank: t,
            object,
            facing,
        } => match object {
            Some(o) => format!(
                "{}'s radar finds {} and turns to face {}",
                tank(*t),
                o.name(),
                facing_name(*facing)
            ),
            None => format!("{}'s radar finds nothing", tank(*t)),
        },
        Event::SelfDestruct { tank: t, attacks } => {
            format!(
                "{} SELF-DESTRUCTS: {}",
                tank(*t),
                crate::state::plural(usize::from(*attacks), "attack", "attacks")
            )
        }
        Event::SelfDestructShot { tank: _, target } => match target {
            Some(o) => format!("a shot at {}", o.name()),
            None => "a shot, with nothing within 6 hexes".into(),
        },
        Event::Hit { target, hits } => format!(
            "{} takes {}",
            target.name(),
            if *hits == 2 { "a double hit" } else { "a hit" }
        ),
        Event::ArmorDie {
            tank: t,
            die,
            result,
        } => format!(
            "{}'s armor rolls {die}: {}",
            tank(*t),
            match result {
                ArmorResult::Dissipates => "the hit dissipates",
                ArmorResult::Destroyed => "the armor is destroyed, the tank unhurt",
                ArmorResult::Through => "the armor holds but the tank is hit",
            }
        ),
        Event::ShieldHolds { tank: t } => format!("{}'s shield holds", tank(*t)),
        Event::Scrambled {
            tank: t,
            discarded,
            left,
        } => format!(
            "{}'s program is scrambled; to the Bank: {} ({} left)",
            tank(*t),
            open(discarded),
            left
        ),
        Event::Wrecked { tank: t, banked } => {
            if banked.is_empty() {
                format!("{} is destroyed: a wreck", tank(*t))
            } else {
                format!(
                    "{} is a wreck; its program goes to the Bank: {}",
                    tank(*t),
                    open(banked)
                )
            }
        }
        Event::Drained {
            post,
            by,
            taken,
            kept,
            banked,
        } => format!(
            "{}'s command post is hit: {} takes {}{}{}",
            post.name(),
            who(*by),
            cards(taken),
            kept.map_or(String::new(), |k| format!(", keeps {}", k.name())),
            if banked.is_empty() {
                String::new()
            } else {
                format!(", to the Bank: {}", open(banked))
            }
        ),
        Event::Reprogrammed {
            tank: t,
            by,
            cards: n,
            added,
        } => format!(
            "{} rearranges {}'s program: {} ({} added)",
            who(*by),
            tank(*t),
            crate::state::plural(*n as usize, "card", "cards"),
            added
        ),
        Event::Scanned {
            by,
            tank: t,
            face_down,
        } => match face_down {
            Some(p) => format!(
                "{} scans {}: {}",
                who(*by),
                tank(*t),
                if p.is_empty() {
                    "nothing face down".into()
                } else {
                    p.iter().map(|c| c.name()).collect::<Vec<_>>().join(" → ")
                }
            ),
            None => format!("{} scans {}", who(*by), tank(*t)),
        },
        Event::Reactivated { tank: t } => format!("{} is active again", tank(*t)),
        Event::Eliminated { seat } => format!(
            "{}'s command post is DESTROYED: out of the game",
            who(*seat)
        ),
        Event::GameOver { end } => end_text(end, &colour),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(e: Event) -> String {
        text(&e, |s| Colour::ALL[s as usize], &crate::arena::standard())
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
