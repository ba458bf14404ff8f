//! The maneuver cards: the six kinds, a hand or discard pile as counts per kind, a deck or
//! a maneuver as a pile in order. Each player owns the same 18.

use serde::{Deserialize, Serialize};

/// A player's cards: the deck they start with and always own.
pub const DECK_SIZE: usize = 18;
/// Cards in a full hand.
pub const HAND_SIZE: u8 = 7;

/// Maneuver cards. The deck: 2× Advance 1, 4× Advance 2, 2× Advance 3, 4× Turn Left,
/// 4× Turn Right, 2× Turnaround.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Advance1,
    Advance2,
    Advance3,
    TurnLeft,
    TurnRight,
    Turnaround,
}

impl Card {
    pub const ALL: [Card; 6] = [
        Card::Advance1,
        Card::Advance2,
        Card::Advance3,
        Card::TurnLeft,
        Card::TurnRight,
        Card::Turnaround,
    ];
    pub const DECK: [u8; 6] = [2, 4, 2, 4, 4, 2];
    pub fn index(self) -> usize {
        self as usize
    }
    /// Spaces a move card advances; 0 for turn cards.
    pub fn advance(self) -> u8 {
        match self {
            Card::Advance1 => 1,
            Card::Advance2 => 2,
            Card::Advance3 => 3,
            _ => 0,
        }
    }
    pub fn is_move(self) -> bool {
        self.advance() > 0
    }
    pub fn code(self) -> &'static str {
        ["A1", "A2", "A3", "L", "R", "U"][self as usize]
    }
    pub fn parse(s: &str) -> Option<Card> {
        let s = s.trim().to_ascii_uppercase();
        Card::ALL
            .into_iter()
            .find(|c| c.code() == s)
            .or(match s.as_str() {
                "1" => Some(Card::Advance1),
                "2" => Some(Card::Advance2),
                "3" => Some(Card::Advance3),
                "T" => Some(Card::Turnaround),
                _ => None,
            })
    }
    /// The rulebook's name, as scenario files and refusals write it ("you hold no
    /// Advance 2 card"): notation, like [`Card::code`]. What a viewer's log says is
    /// `words.rs`'s, which a language may change and this must not.
    pub fn name(self) -> &'static str {
        [
            "Advance 1",
            "Advance 2",
            "Advance 3",
            "Turn Left",
            "Turn Right",
            "Turnaround",
        ][self as usize]
    }
}

/// Cards of one kind are alike, so a hand or a discard pile is a count per kind. In JSON
/// it is a map from card to count: `{"Advance2": 2, "TurnLeft": 1}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cards(pub [u8; 6]);

impl Serialize for Cards {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let map: std::collections::BTreeMap<Card, u8> = Card::ALL
            .into_iter()
            .filter(|c| self.get(*c) > 0)
            .map(|c| (c, self.get(c)))
            .collect();
        map.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<Card, u8>::deserialize(d)?;
        let mut c = Cards::default();
        for (k, n) in map {
            if n as usize > DECK_SIZE {
                return Err(serde::de::Error::custom(format!(
                    "{n} {} cards: a deck has 18 cards",
                    k.name()
                )));
            }
            c.0[k.index()] = n;
        }
        Ok(c)
    }
}

impl Cards {
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }
    pub fn get(&self, c: Card) -> u8 {
        self.0[c.index()]
    }
    pub fn add(&mut self, c: Card, n: u8) {
        self.0[c.index()] += n;
    }
    pub fn take(&mut self, c: Card, n: u8) {
        self.0[c.index()] -= n;
    }
    /// The `i`-th card in kind order.
    pub fn nth(&self, mut i: u8) -> Card {
        for c in Card::ALL {
            if i < self.get(c) {
                return c;
            }
            i -= self.get(c);
        }
        unreachable!("nth beyond the cards held")
    }
    pub fn list(&self) -> Vec<Card> {
        Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, self.get(c) as usize))
            .collect()
    }
}

/// A pile of at most 18 cards in order (a deck, a maneuver). `Copy`, unlike `ArrayVec`,
/// so cloning a player is one memcpy.
#[derive(Clone, Copy, Debug)]
pub struct Pile {
    len: u8,
    cards: [Card; DECK_SIZE],
}

pub type Maneuver = Pile;

impl Pile {
    pub const fn new() -> Pile {
        Pile {
            len: 0,
            cards: [Card::Advance1; DECK_SIZE],
        }
    }
    /// Panics past 18 cards: a player owns exactly 18.
    pub fn push(&mut self, c: Card) {
        self.cards[self.len as usize] = c;
        self.len += 1;
    }
    pub fn pop(&mut self) -> Option<Card> {
        (self.len > 0).then(|| {
            self.len -= 1;
            self.cards[self.len as usize]
        })
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
    /// Puts these cards on top, in kind order.
    pub fn push_cards(&mut self, cards: &Cards) {
        for c in Card::ALL {
            for _ in 0..cards.get(c) {
                self.push(c);
            }
        }
    }
}

impl Default for Pile {
    fn default() -> Self {
        Pile::new()
    }
}

impl std::ops::Deref for Pile {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

impl std::ops::DerefMut for Pile {
    fn deref_mut(&mut self) -> &mut [Card] {
        &mut self.cards[..self.len as usize]
    }
}

impl PartialEq for Pile {
    fn eq(&self, o: &Pile) -> bool {
        **self == **o
    }
}

impl Eq for Pile {}

impl std::hash::Hash for Pile {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (**self).hash(h)
    }
}

impl FromIterator<Card> for Pile {
    fn from_iter<I: IntoIterator<Item = Card>>(it: I) -> Pile {
        let mut p = Pile::new();
        for c in it {
            p.push(c);
        }
        p
    }
}

impl Serialize for Pile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Pile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<Card>::deserialize(d)?;
        if v.len() > DECK_SIZE {
            return Err(serde::de::Error::custom("a pile holds at most 18 cards"));
        }
        Ok(v.into_iter().collect())
    }
}
