//! The pieces on the board and the tokens taken from it: a tank (a player's, or a bot
//! known by its token), the bot tokens with their colour and number, the power-up tokens.

use crate::board::{Cell, Colour, Dir};
use crate::options::MAX_BOXES;
use coinop_core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TankPos {
    pub cell: Cell,
    pub facing: Dir,
}

/// A bot token: the colour and number on its back.
#[derive(Clone, Copy, Debug, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BotId {
    pub colour: Colour,
    pub number: u8,
    /// Which box it came from, 0 for the first.
    pub set: u8,
}

/// Bots are looked up by token all through a round: one comparison, not three branches.
impl PartialEq for BotId {
    fn eq(&self, o: &BotId) -> bool {
        self.key() == o.key()
    }
}

impl Eq for BotId {}

/// Field by field, as the derived hash did (replays keep their final hashes).
impl std::hash::Hash for BotId {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.colour.hash(h);
        self.number.hash(h);
        self.set.hash(h);
    }
}

impl BotId {
    fn key(self) -> u32 {
        u32::from_le_bytes([self.colour as u8, self.number, self.set, 0])
    }
    /// "R2", or "R2'" for the second box's, "R2''" for the third's.
    pub fn code(self) -> String {
        format!(
            "{}{}{}",
            self.colour.letter(),
            self.number,
            "'".repeat(self.set as usize)
        )
    }
    /// "Red 2", or "Red 2'" for the second box's: as the page and the log name a bot
    /// (its code, "R2", is for files and the command line).
    pub fn name(self) -> String {
        format!(
            "{} {}{}",
            self.colour.name(),
            self.number,
            "'".repeat(self.set as usize)
        )
    }
    pub fn parse(s: &str) -> Option<BotId> {
        let bare = s.trim_end_matches('\'');
        let set = (s.len() - bare.len()) as u8;
        let s = bare;
        if set >= MAX_BOXES {
            return None;
        }
        let mut ch = s.chars();
        let colour = Colour::from_letter(ch.next()?)?;
        let number: u8 = ch.as_str().parse().ok()?;
        (1..=4).contains(&number).then_some(BotId {
            colour,
            number,
            set,
        })
    }
}

/// The five power-ups. Each of the 4 tokens has a Star on one face and one other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PowerUp {
    Star,
    Clock,
    Helm,
    Shovel,
    Grenade,
}

impl PowerUp {
    /// The non-Star face of each token.
    pub const BACKS: [PowerUp; 4] = [
        PowerUp::Clock,
        PowerUp::Helm,
        PowerUp::Shovel,
        PowerUp::Grenade,
    ];
    /// The name scenario scripts give a token ("power-up: Helm"): notation. What a
    /// viewer's log says is `words.rs`'s.
    pub fn name(self) -> &'static str {
        ["Star", "Clock", "Helm", "Shovel", "Grenade"][self as usize]
    }
}

/// A tank on the board: a player's, or a bot known by its token (its back may be hidden
/// from players, but the engine always knows it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Unit {
    Player(Seat),
    Bot(BotId),
}
