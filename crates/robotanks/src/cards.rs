//! The program cards: the 32 commands the rulebook names, and the deck as data. How many
//! of each make the 96 is not printed; `content/deck.toml` is our design with its
//! reasoning, and a user's file (the printed counts typed in) is read the same way and
//! checked whole.

use serde::{Deserialize, Serialize};

/// How far a Rocket Booster takes a tank.
pub const ROCKET_HEXES: u8 = 6;

/// What a card does to a tank's place: sixths of a turn to the left, or a move of some
/// hexes in a direction (sixths to the left of the facing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    Turn(i32),
    Move(i32, u8),
}

impl Command {
    /// What the card does to its tank's place, if it moves or turns it.
    pub fn motion(self) -> Option<Motion> {
        use Command::*;
        Some(match self {
            TurnLeft60 => Motion::Turn(1),
            TurnRight60 => Motion::Turn(-1),
            TurnLeft120 => Motion::Turn(2),
            TurnRight120 => Motion::Turn(-2),
            Turn180 => Motion::Turn(3),
            Forward1 => Motion::Move(0, 1),
            Forward2 => Motion::Move(0, 2),
            Forward3 => Motion::Move(0, 3),
            Back1 => Motion::Move(3, 1),
            Back2 => Motion::Move(3, 2),
            Back3 => Motion::Move(3, 3),
            SideslipLeft => Motion::Move(1, 1),
            SideslipRight => Motion::Move(-1, 1),
            RocketBooster => Motion::Move(0, ROCKET_HEXES),
            _ => return None,
        })
    }
}

/// What a card is, for the rules that treat kinds alike (the misdeal, Turret, ECM).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Group {
    Turn,
    Move,
    DirectFire,
    IndirectFire,
    Special,
    Modifier,
}

macro_rules! commands {
    ($($v:ident = $name:literal, $group:ident;)*) => {
        /// One of the 32 commands.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum Command { $($v),* }

        impl Command {
            pub const ALL: &'static [Command] = &[$(Command::$v),*];
            /// The name printed on the card.
            pub fn name(self) -> &'static str {
                match self { $(Command::$v => $name),* }
            }
            pub fn group(self) -> Group {
                match self { $(Command::$v => Group::$group),* }
            }
        }
    };
}

commands! {
    TurnLeft60 = "Turn 60° Left", Turn;
    TurnRight60 = "Turn 60° Right", Turn;
    TurnLeft120 = "Turn 120° Left", Turn;
    TurnRight120 = "Turn 120° Right", Turn;
    Turn180 = "Turn 180°", Turn;
    Forward1 = "Forward 1", Move;
    Forward2 = "Forward 2", Move;
    Forward3 = "Forward 3", Move;
    Back1 = "Back 1", Move;
    Back2 = "Back 2", Move;
    Back3 = "Back 3", Move;
    SideslipLeft = "Sideslip Left", Move;
    SideslipRight = "Sideslip Right", Move;
    RocketBooster = "Rocket Booster", Move;
    Cannon = "Fire Cannon", DirectFire;
    EgCannon = "Fire Electro-Grounded Cannon", DirectFire;
    Displacer = "Fire Displacer", DirectFire;
    Virus = "Fire Virus", DirectFire;
    Laser = "Fire Laser", IndirectFire;
    Mortar = "Fire Mortar", IndirectFire;
    EnergyBall = "Fire Energy Ball", IndirectFire;
    Transwarp = "Transwarp", Special;
    Radar = "Radar", Special;
    Turret = "Turret", Special;
    Armor = "Armor", Special;
    Shield = "Shield", Special;
    Ecm = "ECM", Special;
    SelfDestruct = "Self Destruct", Special;
    Scan = "Scan", Special;
    Target = "Target", Modifier;
    AutoHit = "Auto Hit", Modifier;
    Zoom = "Zoom", Modifier;
}

impl Command {
    /// A card by its printed name (any case; "deg" or "°"; "EG Cannon" for short).
    pub fn parse(name: &str) -> Option<Command> {
        let want = normal(name);
        Command::ALL
            .iter()
            .copied()
            .find(|c| {
                let n = normal(c.name());
                n == want || n.strip_prefix("fire ") == Some(want.as_str())
            })
            .or_else(|| {
                (want == "eg cannon" || want == "fire eg cannon").then_some(Command::EgCannon)
            })
    }
}

fn normal(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .replace(" deg", "°")
        .replace("deg", "°")
}

/// A deck file, as written (`content/deck.toml`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckFile {
    pub name: String,
    #[serde(default)]
    pub title: String,
    /// The cards the introductory game removes: «Energy Ball, Virus, Self Destruct, and Scan».
    #[serde(default)]
    pub introductory_excludes: Vec<String>,
    pub card: Vec<CardCount>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardCount {
    pub name: String,
    pub count: u8,
}

/// A checked deck: how many of each command, and which the introductory game leaves out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deck {
    pub name: String,
    pub title: String,
    pub counts: Vec<(Command, u8)>,
    pub introductory_excludes: Vec<Command>,
}

/// A deck file is at most this long.
pub const MAX_FILE: usize = 32 * 1024;
/// Cards in a deck, at most (four hands of 18 need 72; room for a larger homemade deck).
pub const MAX_CARDS: usize = 250;
/// The deck must at least let four players keep a hand of 18 («Each player selects 18
/// cards to keep»).
pub const MIN_CARDS: usize = 72;

impl DeckFile {
    pub fn read(text: &str) -> Result<DeckFile, String> {
        if text.len() > MAX_FILE {
            return Err(format!(
                "deck file: {} bytes; at most {MAX_FILE}",
                text.len()
            ));
        }
        let file: DeckFile = toml::from_str(text).map_err(|e| {
            let e = e.to_string();
            format!("deck file: {}", e.chars().take(600).collect::<String>())
        })?;
        file.build()?;
        Ok(file)
    }

    pub fn build(&self) -> Result<Deck, String> {
        // Shown to every seat at the table: nothing that could pass for other words.
        coinop_core::text::check_label("deck name", &self.name, 40)?;
        if !self.title.is_empty() {
            coinop_core::text::check_label("deck title", &self.title, 80)?;
        }
        let mut counts: Vec<(Command, u8)> = Vec::new();
        for c in &self.card {
            let cmd = Command::parse(&c.name).ok_or_else(|| {
                format!(
                    "card {:?}: not a Robotanks command (the rulebook's 32: {})",
                    coinop_core::text::preview(&c.name),
                    Command::ALL
                        .iter()
                        .map(|c| c.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })?;
            if counts.iter().any(|(k, _)| *k == cmd) {
                return Err(format!("card {:?} is listed twice", cmd.name()));
            }
            counts.push((cmd, c.count));
        }
        let total: usize = counts.iter().map(|(_, n)| *n as usize).sum();
        if !(MIN_CARDS..=MAX_CARDS).contains(&total) {
            return Err(format!(
                "the deck has {total} cards; {MIN_CARDS} to {MAX_CARDS} (the box has 96)"
            ));
        }
        let mut excludes = Vec::new();
        for n in &self.introductory_excludes {
            let cmd = Command::parse(n).ok_or_else(|| {
                format!(
                    "introductory_excludes: {:?} is not a command",
                    coinop_core::text::preview(n)
                )
            })?;
            excludes.push(cmd);
        }
        Ok(Deck {
            name: self.name.clone(),
            title: self.title.clone(),
            counts,
            introductory_excludes: excludes,
        })
    }
}

impl Deck {
    /// Every card of the deck, in a fixed order (to be shuffled): the whole deck, or the
    /// introductory one.
    pub fn cards(&self, introductory: bool) -> Vec<Command> {
        self.counts
            .iter()
            .filter(|(c, _)| !(introductory && self.introductory_excludes.contains(c)))
            .flat_map(|&(c, n)| std::iter::repeat_n(c, n as usize))
            .collect()
    }
    pub fn count(&self, c: Command) -> u8 {
        self.counts
            .iter()
            .find(|(k, _)| *k == c)
            .map_or(0, |(_, n)| *n)
    }
}

/// Our design: `content/deck.toml`.
pub const STANDARD_TOML: &str = include_str!("../content/deck.toml");

pub fn standard() -> Deck {
    DeckFile::read(STANDARD_TOML)
        .and_then(|f| f.build())
        .expect("the built-in deck is valid")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulebooks_commands_by_kind() {
        // «five different turn cards», «9 of these» moves, four direct and three indirect
        // weapons, eight specials, three modifiers.
        let n = |g: Group| Command::ALL.iter().filter(|c| c.group() == g).count();
        assert_eq!(n(Group::Turn), 5);
        assert_eq!(n(Group::Move), 9);
        assert_eq!(n(Group::DirectFire), 4);
        assert_eq!(n(Group::IndirectFire), 3);
        assert_eq!(n(Group::Special), 8);
        assert_eq!(n(Group::Modifier), 3);
        for c in Command::ALL {
            assert_eq!(Command::parse(c.name()), Some(*c));
        }
        assert_eq!(Command::parse("energy ball"), Some(Command::EnergyBall));
        assert_eq!(
            Command::parse("Turn 60 deg left"),
            Some(Command::TurnLeft60)
        );
        assert_eq!(Command::parse("Turn 60 left"), None);
        assert_eq!(Command::parse("turn 60deg left"), Some(Command::TurnLeft60));
    }

    #[test]
    fn our_deck_uses_every_card_and_has_96() {
        let d = standard();
        // «Robotanks includes 96 program cards».
        assert_eq!(d.cards(false).len(), 96);
        for c in Command::ALL {
            assert!(d.count(*c) >= 1, "{} is missing", c.name());
        }
        // «For the introductory game, prepare the deck by removing all Energy Ball, Virus,
        // Self Destruct, and Scan cards.»
        let intro = d.cards(true);
        for c in [
            Command::EnergyBall,
            Command::Virus,
            Command::SelfDestruct,
            Command::Scan,
        ] {
            assert!(!intro.contains(&c));
        }
        assert_eq!(intro.len(), 96 - 7);
    }

    #[test]
    fn deck_files_are_checked() {
        let bad = |from: &str, to: &str, says: &str| {
            let text = STANDARD_TOML.replacen(from, to, 1);
            assert_ne!(text, STANDARD_TOML, "{from:?} not in the file");
            let e = DeckFile::read(&text).unwrap_err();
            assert!(e.contains(says), "{e}");
        };
        bad(
            "name = \"Forward 1\"",
            "name = \"Forward 9\"",
            "not a Robotanks command",
        );
        bad(
            "name = \"Forward 2\"",
            "name = \"Forward 1\"",
            "listed twice",
        );
        let small = "name = \"tiny\"\n[[card]]\nname = \"Fire Cannon\"\ncount = 10\n";
        assert!(DeckFile::read(small).unwrap_err().contains("72 to 250"));
        bad("count = 10", "count = 200", "72 to 250");
        bad("\"Scan\"]", "\"Scanner\"]", "not a command");
        bad("[[card]]", "[[cards]]", "deck file");
        assert!(DeckFile::read(&"#".repeat(MAX_FILE + 1)).is_err());
        // The name and title are shown to every seat: nothing that reads as other words.
        let titled = |t: &str| {
            STANDARD_TOML.replacen(
                "title = \"The standard deck (coinop's design)\"",
                &format!("title = \"{t}\""),
                1,
            )
        };
        assert!(DeckFile::read(&titled("Our own")).is_ok());
        let e = DeckFile::read(&titled("\\u202eAI (hard) wins")).unwrap_err();
        assert!(e.contains("invisible"), "{e}");
        assert!(DeckFile::read(&titled(&"x".repeat(81))).is_err());
    }
}
