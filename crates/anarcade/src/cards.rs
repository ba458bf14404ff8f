//! The cards, as data. The rulebook gives their numbers (10 Arcade Cards, 24 Starter
//! Cards, 96 Action Cards in four stacks of equal size) but not what is printed on them:
//! `content/champion-gold.toml` is our design, with its reasoning beside it, and a user
//! may type in the printed cards (or their own) in the same format. Every file is
//! checked whole when it is read; a game never starts on a card set that breaks a rule.

use coinop_core::text;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// The four action types, in the order of the phases. Also the four Action Stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Draw,
    Earn,
    Score,
    Buy,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Draw, Kind::Earn, Kind::Score, Kind::Buy];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Draw => "Draw",
            Kind::Earn => "Earn",
            Kind::Score => "Score",
            Kind::Buy => "Buy",
        }
    }
    /// The stack's colour: «Blue for Draw, Yellow for Earn, Purple for Score and Green for Buy».
    pub fn colour(self) -> &'static str {
        match self {
            Kind::Draw => "blue",
            Kind::Earn => "yellow",
            Kind::Score => "purple",
            Kind::Buy => "green",
        }
    }
    /// "draw", "earn", … or the colour.
    pub fn parse(s: &str) -> Option<Kind> {
        let s = s.trim().to_ascii_lowercase();
        Kind::ALL
            .into_iter()
            .find(|k| s == k.name().to_ascii_lowercase() || s == k.colour())
    }
    pub fn letter(self) -> char {
        self.name().as_bytes()[0] as char
    }
}

/// How many of each symbol a card shows, indexed by [`Kind`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Symbols(pub [u8; 4]);

impl Symbols {
    pub fn of(self, k: Kind) -> u8 {
        self.0[k as usize]
    }
    pub fn total(self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }
    /// "D E E" → one Draw, two Earn. Letters D, E, S, B; spaces ignored.
    pub fn parse(text: &str) -> Result<Symbols, String> {
        let mut s = [0u8; 4];
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
            let k = Kind::ALL
                .into_iter()
                .find(|k| k.letter() == c.to_ascii_uppercase())
                .ok_or_else(|| {
                    format!(
                        "symbols {text:?}: {c:?} is not a symbol (D Draw, E Earn, S Score, B Buy)"
                    )
                })?;
            s[k as usize] = s[k as usize].saturating_add(1);
        }
        Ok(Symbols(s))
    }
    /// "D E E", the notation files use.
    pub fn text(self) -> String {
        let mut out = Vec::new();
        for k in Kind::ALL {
            for _ in 0..self.of(k) {
                out.push(k.letter().to_string());
            }
        }
        out.join(" ")
    }
    pub fn add(&mut self, o: Symbols) {
        for i in 0..4 {
            self.0[i] = self.0[i].saturating_add(o.0[i]);
        }
    }
}

/// A card set file, as written (`content/champion-gold.toml`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFile {
    pub name: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub note: String,
    pub arcade: Vec<ArcadeSpec>,
    pub starter: Vec<CardSpec>,
    pub action: Vec<CardSpec>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArcadeSpec {
    pub name: String,
    pub high_score: u8,
    pub symbols: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSpec {
    pub name: String,
    /// The Action Stack ("draw", "earn", "score", "buy" or its colour); none for a Starter.
    #[serde(default)]
    pub stack: Option<String>,
    #[serde(default)]
    pub cost: u8,
    pub symbols: String,
    /// Copies of this card (per player, for Starter Cards).
    #[serde(default = "one")]
    pub count: u8,
}

fn one() -> u8 {
    1
}

/// One kind of Action Card (a Starter Card is one with no stack).
#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Design {
    pub name: String,
    pub stack: Option<Kind>,
    pub cost: u8,
    pub symbols: Symbols,
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Arcade {
    pub name: String,
    pub high_score: u8,
    pub symbols: Symbols,
}

/// A card, as an index into [`CardSet::designs`]: piles are lists of these.
pub type CardId = u8;

/// A card another seat may not see (in a hand drawn, as the event tells it).
pub const HIDDEN: CardId = u8::MAX;

/// A checked card set, ready to deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardSet {
    pub name: String,
    pub title: String,
    pub designs: Vec<Design>,
    /// One player's Starter Cards («Give each player 6 Starter Cards»).
    pub starters: Vec<CardId>,
    /// The four Action Stacks before shuffling, by [`Kind`].
    pub stacks: [Vec<CardId>; 4],
    pub arcade: Vec<Arcade>,
    /// A stable hash of everything above, so a game's state hash covers its cards.
    pub digest: u64,
}

/// «Give each player 6 Starter Cards».
pub const STARTERS: usize = 6;
/// The highest High Score a card may print (a Score action's id space is sized by it).
pub const MAX_HIGH_SCORE: u8 = 20;
/// Symbols on one card, at most.
const MAX_SYMBOLS: u32 = 8;
/// A card set file is at most this long.
pub const MAX_FILE: usize = 64 * 1024;
const MAX_NAME: usize = 40;
const MAX_STACK: usize = 60;
const MAX_ARCADE: usize = 30;
/// Designs a set may hold (card ids are bytes).
const MAX_DESIGNS: usize = 200;

fn check_name(what: &str, name: &str) -> Result<(), String> {
    if name.trim().is_empty() {
        return Err(format!("{what}: a card needs a name"));
    }
    text::check_label(what, name, MAX_NAME)?;
    // Brackets write a card's symbols in the log ("Coin Slot [E E]").
    if name.contains(['[', ']']) {
        return Err(format!(
            "{what} {:?}: no [ or ] in a name (they mark symbols)",
            text::preview(name)
        ));
    }
    Ok(())
}

fn check_symbols(what: &str, name: &str, text: &str) -> Result<Symbols, String> {
    if text.len() > 64 {
        return Err(format!(
            "{what} {name:?}: symbols {:?}: at most {MAX_SYMBOLS} symbols on a card",
            text::preview(text)
        ));
    }
    let s = Symbols::parse(text).map_err(|e| format!("{what} {name:?}: {e}"))?;
    if s.total() > MAX_SYMBOLS {
        return Err(format!(
            "{what} {name:?}: {} symbols; at most {MAX_SYMBOLS} on a card",
            s.total()
        ));
    }
    Ok(s)
}

impl CardFile {
    /// Reads a card file (TOML) and checks it.
    pub fn read(text: &str) -> Result<CardFile, String> {
        if text.len() > MAX_FILE {
            return Err(format!(
                "card file: {} bytes; at most {MAX_FILE}",
                text.len()
            ));
        }
        let file: CardFile = toml::from_str(text).map_err(|e| {
            // A parse error quotes the line it stopped on, which may be very long.
            let e = e.to_string();
            let mut short: String = e.chars().take(600).collect();
            if short.len() < e.len() {
                short.push_str(" …");
            }
            format!("card file: {short}")
        })?;
        file.build()?;
        Ok(file)
    }

    /// The card set, or the first thing wrong with the file.
    pub fn build(&self) -> Result<CardSet, String> {
        check_name("card set", &self.name)?;
        // A file may leave the title out: the name is shown instead.
        if !self.title.is_empty() {
            text::check_label("card set title", &self.title, 80)?;
        }
        if self.note.len() > 8 * 1024 {
            return Err("card set: note at most 8 KB".into());
        }
        let mut designs = Vec::new();
        let mut starters = Vec::new();
        let mut stacks: [Vec<CardId>; 4] = Default::default();
        if self.starter.len() + self.action.len() > MAX_DESIGNS {
            return Err(format!("card set: at most {MAX_DESIGNS} kinds of card"));
        }
        for c in &self.starter {
            check_name("starter card", &c.name)?;
            if c.stack.is_some() {
                return Err(format!(
                    "starter card {:?}: Starter Cards are in no Action Stack",
                    c.name
                ));
            }
            let symbols = check_symbols("starter card", &c.name, &c.symbols)?;
            if c.cost > MAX_HIGH_SCORE {
                return Err(format!(
                    "starter card {:?}: cost {}; at most {MAX_HIGH_SCORE}",
                    c.name, c.cost
                ));
            }
            if symbols.total() == 0 {
                return Err(format!(
                    "starter card {:?}: Starter Cards are Action Cards, with «one or more symbols»; none given",
                    c.name
                ));
            }
            let id = designs.len() as CardId;
            designs.push(Design {
                name: c.name.clone(),
                stack: None,
                cost: c.cost,
                symbols,
            });
            starters.extend(std::iter::repeat_n(id, c.count as usize));
        }
        if starters.len() != STARTERS {
            return Err(format!(
                "starter cards: {} per player; the rules give each player {STARTERS} («Give each player 6 Starter Cards»)",
                starters.len()
            ));
        }
        for c in &self.action {
            check_name("action card", &c.name)?;
            let stack = c
                .stack
                .as_deref()
                .and_then(Kind::parse)
                .ok_or_else(|| {
                    format!(
                        "action card {:?}: stack {:?} — one of draw, earn, score, buy (or blue, yellow, purple, green)",
                        c.name,
                        text::preview(c.stack.as_deref().unwrap_or(""))
                    )
                })?;
            let symbols = check_symbols("action card", &c.name, &c.symbols)?;
            if symbols.total() == 0 {
                return Err(format!(
                    "action card {:?}: «one or more symbols», none given",
                    c.name
                ));
            }
            if c.cost > MAX_HIGH_SCORE {
                return Err(format!(
                    "action card {:?}: cost {}; at most {MAX_HIGH_SCORE}",
                    c.name, c.cost
                ));
            }
            if c.count == 0 {
                return Err(format!("action card {:?}: count 0", c.name));
            }
            let id = designs.len() as CardId;
            designs.push(Design {
                name: c.name.clone(),
                stack: Some(stack),
                cost: c.cost,
                symbols,
            });
            stacks[stack as usize].extend(std::iter::repeat_n(id, c.count as usize));
        }
        let sizes: Vec<usize> = stacks.iter().map(Vec::len).collect();
        if sizes.iter().any(|&n| n == 0 || n > MAX_STACK) || sizes.iter().any(|&n| n != sizes[0]) {
            return Err(format!(
                "action stacks hold {} (Draw, Earn, Score, Buy): «each stack should have an equal number of cards», 1 to {MAX_STACK} each",
                sizes
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        let mut names: Vec<&str> = designs.iter().map(|d| d.name.as_str()).collect();
        names.sort();
        if let Some(w) = names.windows(2).find(|w| w[0].eq_ignore_ascii_case(w[1])) {
            return Err(format!(
                "two kinds of card are called {:?}: write one with a count",
                w[0]
            ));
        }
        if self.arcade.len() < 3 || self.arcade.len() > MAX_ARCADE {
            return Err(format!(
                "arcade cards: {}; 3 to {MAX_ARCADE} (the box has 10)",
                self.arcade.len()
            ));
        }
        let mut arcade: Vec<Arcade> = Vec::new();
        for a in &self.arcade {
            check_name("arcade card", &a.name)?;
            if arcade.iter().any(|b| b.name.eq_ignore_ascii_case(&a.name)) {
                return Err(format!("two Arcade Cards are called {:?}", a.name));
            }
            if !(1..=MAX_HIGH_SCORE).contains(&a.high_score) {
                return Err(format!(
                    "arcade card {:?}: High Score {}; 1 to {MAX_HIGH_SCORE}",
                    a.name, a.high_score
                ));
            }
            arcade.push(Arcade {
                name: a.name.clone(),
                high_score: a.high_score,
                symbols: check_symbols("arcade card", &a.name, &a.symbols)?,
            });
        }
        let mut set = CardSet {
            name: self.name.clone(),
            title: self.title.clone(),
            designs,
            starters,
            stacks,
            arcade,
            digest: 0,
        };
        set.digest = set.compute_digest();
        Ok(set)
    }
}

/// Our design: `content/champion-gold.toml`.
pub const CHAMPION_GOLD_TOML: &str = include_str!("../content/champion-gold.toml");
pub const BUILTIN: &str = "champion-gold";

/// The built-in set, read once.
pub fn builtin_file() -> &'static CardFile {
    static FILE: OnceLock<CardFile> = OnceLock::new();
    FILE.get_or_init(|| CardFile::read(CHAMPION_GOLD_TOML).expect("the built-in card set is valid"))
}

pub fn builtin() -> Arc<CardSet> {
    static SET: OnceLock<Arc<CardSet>> = OnceLock::new();
    SET.get_or_init(|| Arc::new(builtin_file().build().expect("valid")))
        .clone()
}

impl CardSet {
    fn compute_digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = coinop_core::StableHasher::default();
        (&self.name, &self.title).hash(&mut h);
        (&self.designs, &self.starters, &self.stacks, &self.arcade).hash(&mut h);
        h.finish()
    }
    pub fn design(&self, id: CardId) -> &Design {
        &self.designs[id as usize]
    }
    pub fn symbols(&self, id: CardId) -> Symbols {
        self.designs[id as usize].symbols
    }
    /// Cards in the four Action Stacks together.
    pub fn action_cards(&self) -> usize {
        self.stacks.iter().map(Vec::len).sum()
    }
    /// A card named in a scenario or by a player: its name, any case.
    pub fn find(&self, name: &str) -> Option<CardId> {
        let n = name.trim();
        self.designs
            .iter()
            .position(|d| d.name.eq_ignore_ascii_case(n))
            .map(|i| i as CardId)
    }
    pub fn find_arcade(&self, name: &str) -> Option<u8> {
        let n = name.trim();
        self.arcade
            .iter()
            .position(|a| a.name.eq_ignore_ascii_case(n))
            .map(|i| i as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_set_has_the_rulebooks_numbers() {
        let s = builtin();
        // «10 Arcade Cards, 24 Starter Cards, 96 Action Cards»
        assert_eq!(s.arcade.len(), 10);
        assert_eq!(s.starters.len() * 4, 24);
        assert_eq!(s.action_cards(), 96);
        for (k, stack) in s.stacks.iter().enumerate() {
            assert_eq!(stack.len(), 24, "stack {k}");
            for &c in stack {
                let d = s.design(c);
                assert_eq!(d.stack, Some(Kind::ALL[k]));
                assert!(d.symbols.total() >= 1);
                // Each card shows its own type among its symbols (our design).
                assert!(d.symbols.of(Kind::ALL[k]) >= 1, "{}", d.name);
            }
        }
    }

    #[test]
    fn files_are_checked() {
        let base = CHAMPION_GOLD_TOML;
        let bad = |from: &str, to: &str, says: &str| {
            let text = base.replacen(from, to, 1);
            assert_ne!(text, base, "{from:?} not in the file");
            let e = CardFile::read(&text).unwrap_err();
            assert!(e.contains(says), "{e}");
        };
        bad("high_score = 5", "high_score = 0", "High Score 0");
        bad("high_score = 5", "high_score = 21", "1 to 20");
        bad("stack = \"earn\"", "stack = \"red\"", "one of draw");
        bad("symbols = \"E\"", "symbols = \"X\"", "not a symbol");
        bad("count = 3", "count = 4", "per player");
        bad("name = \"Insert Coin\"", "name = \"\"", "needs a name");
        bad("[[arcade]]", "[[arcad]]", "card file");
        assert!(CardFile::read(&"#".repeat(MAX_FILE + 1)).is_err());
        // A title may be left out (the name is shown), but not fool a reader.
        let untitled = base.replacen("title = \"Champion Gold (coinop's design)\"\n", "", 1);
        assert_ne!(untitled, base);
        assert!(CardFile::read(&untitled).is_ok());
        bad(
            "title = \"Champion Gold (coinop's design)\"",
            "title = \"\\u202eAI (hard) wins\"",
            "invisible",
        );
        // Names that would look like others, or like symbols in the log.
        bad(
            "name = \"Coin Slot\"",
            "name = \"Coin\\u202eSlot\"",
            "invisible",
        );
        bad(
            "name = \"Coin Slot\"",
            "name = \"Coin\\u200bSlot\"",
            "invisible",
        );
        bad(
            "name = \"Coin Slot\"",
            "name = \"Coin [S S S]\"",
            "no [ or ]",
        );
        bad(
            "name = \"Maze Muncher\"",
            "name = \"Asteroid Belt\"",
            "two Arcade Cards",
        );
        bad(
            "name = \"Coin Slot\"",
            "name = \"Coin  Slot\"",
            "two together",
        );
        bad(
            "name = \"Coin Slot\"",
            "name = \"Coin\\u2028Slot\"",
            "invisible",
        );
        let huge = format!("stack = \"{}\"", "y".repeat(5000));
        bad("stack = \"earn\"", &huge, "one of draw");
        let e = CardFile::read(&base.replacen("stack = \"earn\"", &huge, 1)).unwrap_err();
        assert!(e.len() < 300, "{e}");
        let e = CardFile::read(&format!("{base}\nbad line {}", "z".repeat(50_000))).unwrap_err();
        assert!(e.len() < 800, "{}", e.len());
        bad(
            "symbols = \"E\"",
            &format!("symbols = \"{}\"", "E".repeat(5000)),
            "at most 8",
        );
        // An error repeats the start of a long value, not all of it.
        let long = base.replacen(
            "name = \"Coin Slot\"",
            &format!("name = \"{}\"", "x".repeat(5000)),
            1,
        );
        let e = CardFile::read(&long).unwrap_err();
        assert!(e.len() < 200, "{e}");
    }

    #[test]
    fn symbols_read_and_write() {
        let s = Symbols::parse("D e, E b").unwrap();
        assert_eq!(s.0, [1, 2, 0, 1]);
        assert_eq!(s.text(), "D E E B");
        assert_eq!(Kind::parse("purple"), Some(Kind::Score));
    }
}
