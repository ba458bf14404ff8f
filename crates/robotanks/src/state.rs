//! The game state as data: the players and their hands, the sixteen tanks and their
//! programs, the Bank, the phase, the decision waiting and the steps of execution still to
//! do. The deal lives in `setup`, the turn in `turn`, what a tank's cards do in `execute`,
//! which actions are legal in `legal`.

use crate::arena::{Arena, Colour, Object, TankId, tank_colour};
use crate::cards::{Command, Deck};
use crate::event::End;
use crate::hex::{Facing, Hex};
use crate::options::RobotanksOptions;
use coinop_core::{Chance, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Seats sit round the table in this order, each at its colour's side of the map: Black
/// (west), Yellow (north-east), Red (east), White (south-west) (RULINGS.md §11).
pub const CLOCKWISE: [Colour; 4] = [Colour::Black, Colour::Yellow, Colour::Red, Colour::White];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tank {
    pub at: Hex,
    pub facing: Facing,
    /// On the map: its colour plays (RULINGS.md §9).
    pub present: bool,
    pub wreck: bool,
    /// Deactivated this turn for reprogramming (its program rotated 90°).
    pub inactive: bool,
    /// Face-up specials and modifiers, in the order they came up.
    pub face_up: Vec<Command>,
    /// The face-down program, top (next to execute) first. Changed only through the
    /// methods below, which keep `known` beside it.
    pub program: Vec<Command>,
    /// For each program card, the seats (bits) that know it is there: the owner who
    /// placed it, everyone once it has been executed and gone under, the seat that
    /// scanned it; nobody after a scramble. What a seat remembers at a table, so that a
    /// determinization for search deals again only what that seat cannot know.
    pub known: Vec<u8>,
}

/// Everything but what the seats remember (`known`), field by field as engine version 1
/// derived it, so that its recorded hashes still check out.
impl std::hash::Hash for Tank {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.at.hash(h);
        self.facing.hash(h);
        self.present.hash(h);
        self.wreck.hash(h);
        self.inactive.hash(h);
        self.face_up.hash(h);
        self.program.hash(h);
    }
}

/// Every seat, in [`Tank::known`].
pub const EVERYONE: u8 = u8::MAX;

/// A seat's bit in [`Tank::known`].
pub fn seat_bit(s: Seat) -> u8 {
    1 << s
}

impl Tank {
    /// A card goes under the program, known to `who`.
    pub fn put_under(&mut self, c: Command, who: u8) {
        debug_assert_eq!(self.known.len(), self.program.len());
        self.program.push(c);
        self.known.push(who);
    }
    /// The top card comes off to execute.
    pub fn take_top(&mut self) -> Command {
        self.known.remove(0);
        self.program.remove(0)
    }
    /// The whole program comes away (picked up, wrecked, rearranged).
    pub fn take_program(&mut self) -> Vec<Command> {
        self.known.clear();
        std::mem::take(&mut self.program)
    }
    /// A new program, known to `who` in this order.
    pub fn set_program(&mut self, cards: Vec<Command>, who: u8) {
        self.known = vec![who; cards.len()];
        self.program = cards;
    }
    pub fn cards(&self) -> usize {
        self.face_up.len() + self.program.len()
    }
    pub fn has_up(&self, c: Command) -> bool {
        self.face_up.contains(&c)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub colour: Colour,
    /// Sorted: a hand has no order.
    pub hand: Vec<Command>,
    /// How many cards this player keeps from the deal (20 across the empty seat).
    pub keep: u8,
    /// Set aside for the Bank while keeping a hand, revealed when all have kept.
    pub set_aside: Vec<Command>,
    /// Cards chosen for the initial programs, tank 1 first.
    pub initial: Vec<Command>,
    /// Still has a command post.
    pub alive: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Keeping a hand and choosing the initial programs (all players at once).
    Setup,
    Deactivation,
    /// A 1 was rolled: take any card from the Bank.
    BankPick,
    LookUp,
    Programming,
    Execution,
    Over,
}

/// A decision the current player must make in the middle of executing a card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// Target: «the owning player may choose any target in the direct fire area».
    Target {
        tank: TankId,
        weapon: Command,
        candidates: Vec<(Object, u16)>,
    },
    /// Transwarp rolled a 5 or 6: «the player may select any result from 1-4».
    Warp {
        tank: TankId,
        colour: Option<Colour>,
        number: Option<u8>,
        dice: [u8; 2],
    },
    /// A command post hit: the firer's owner keeps one of the cards taken.
    Drain { post: Colour, taken: Vec<Command> },
    /// Scan: «look at any tank's program».
    Scan { tank: TankId },
    /// Virus: the firer rearranges the target's program, adding cards from the hand.
    Virus {
        target: TankId,
        /// The target's cards not yet placed (all must be).
        required: Vec<Command>,
        built: Vec<Command>,
        added: u8,
    },
}

/// A piece of execution still to do; the list is worked through from its end.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// A tank's turn to execute.
    Tank(TankId),
    /// Execute the top face-down card.
    Card {
        tank: TankId,
        zoomed: bool,
    },
    /// Hits coming at an object, dealt by a tank of `by` (the firer's owner drains a post).
    Hits {
        target: Object,
        hits: u8,
        by: Seat,
    },
    /// A direct fire attack at a chosen target.
    Fire {
        tank: TankId,
        weapon: Command,
        target: Object,
        range: u16,
        auto: bool,
    },
    SelfDestructShot {
        tank: TankId,
    },
    /// The tank's program (all of it) to the Bank, the tank a wreck.
    Wreck(TankId),
    /// Execution over: reactivation, and the next player's turn.
    EndOfTurn,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Robotanks {
    pub options: RobotanksOptions,
    pub deck: Arc<Deck>,
    pub arena: Arc<Arena>,
    pub chance: Chance,
    pub players: Vec<Player>,
    /// All sixteen tanks by [`TankId`]; those of absent colours are not on the map.
    pub tanks: Vec<Tank>,
    /// The seat playing each colour.
    pub colour_seat: [Option<Seat>; 4],
    /// Face up, sorted: «anyone taking a card from the Bank may look through all of them».
    pub bank: Vec<Command>,
    pub phase: Phase,
    pub current: Seat,
    pub first: Seat,
    /// Turns begun (one player's each).
    pub turns: u16,
    /// The tank deactivated this turn.
    pub deactivated: Option<TankId>,
    /// Cards traded in at Look-Up, not yet in the Bank.
    pub traded: Vec<Command>,
    pub pending: Option<Pending>,
    pub steps: Vec<Step>,
    /// Tanks whose execution ended this turn (a collision).
    pub stopped: u16,
    pub end: Option<End>,
    /// Hidden cards brought into view without a die (a program picked up, a Scan), so
    /// that the luck position moves with them.
    pub reveals: u32,
    /// Cards executed from a program's top, each brought into view: the luck position
    /// moves with them too. Not in the state hash, as engine version 1 had no count.
    pub executed: u32,
    /// A scenario's stops inside the Execution phase (after each tank executes); never
    /// part of the game: not hashed, not saved, `None` outside scenarios.
    #[serde(skip)]
    pub(crate) checkpoints: Option<Box<Checkpoints>>,
}

/// Where a scenario looks inside a turn that runs without a decision.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Checkpoints {
    /// The checkpoint stopped at ("after Black 1").
    pub paused: Option<String>,
    /// The tank executing since the last stop.
    pub tank: Option<crate::arena::TankId>,
}

/// Sorted insert: hands and the Bank have no order.
pub fn add(pile: &mut Vec<Command>, c: Command) {
    let i = pile.partition_point(|x| *x <= c);
    pile.insert(i, c);
}
pub fn remove(pile: &mut Vec<Command>, c: Command) -> bool {
    match pile.binary_search(&c) {
        Ok(i) => {
            pile.remove(i);
            true
        }
        Err(_) => false,
    }
}

impl Robotanks {
    pub fn seat_of(&self, t: TankId) -> Option<Seat> {
        self.colour_seat[tank_colour(t) as usize]
    }

    pub fn colour(&self, seat: Seat) -> Colour {
        self.players[seat as usize].colour
    }

    /// The four tanks of a seat, in numerical order.
    pub fn tanks_of(&self, seat: Seat) -> std::ops::Range<TankId> {
        let c = self.colour(seat) as u8;
        c * 4..c * 4 + 4
    }

    /// Where the game is, as a key: the scenario files and the browser (the observation's
    /// `step`) name it so. Players see its words (`words::step_words_in`).
    pub fn phase_name(&self) -> &'static str {
        match (&self.phase, &self.pending) {
            (Phase::Execution, Some(Pending::Target { .. })) => "Target",
            (Phase::Execution, Some(Pending::Warp { .. })) => "Transwarp",
            (Phase::Execution, Some(Pending::Drain { .. })) => "Drain",
            (Phase::Execution, Some(Pending::Scan { .. })) => "Scan",
            (Phase::Execution, Some(Pending::Virus { .. })) => "Virus",
            (Phase::Setup, _) => "Setup",
            (Phase::Deactivation, _) => "Deactivation",
            (Phase::BankPick, _) => "BankPick",
            (Phase::LookUp, _) => "LookUp",
            (Phase::Programming, _) => "Programming",
            (Phase::Execution, _) => "Execution",
            (Phase::Over, _) => "Over",
        }
    }
}
