//! What happens, as data: events a log tells (in `words`) and a browser animates, and
//! what each viewer may see of them. Hidden from other seats (RULINGS.md §40): the cards
//! a player is dealt, sets aside, programs, picks up, sees by Scan or Virus, and takes
//! from a command post; every card that *executes* is turned up for all to see, and every
//! card that reaches the Bank is face up.

use crate::arena::{Colour, Object, TankId};
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
    /// The deal begins (not a misdeal's deal again): only marks the log's first stretch,
    /// told by nothing and changing nothing.
    DealBegins,
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
        /// A destroyed Armor went to the Bank (option `destroyed_armor_to_bank`), not to
        /// the bottom of the tank's program (RULINGS.md §14).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        to_bank: bool,
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
