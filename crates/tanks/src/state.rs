//! Pure data: the whole state of a game of Arcade Tanks. Fixed-capacity arrays and an
//! `Arc`'d board keep a clone to one memcpy.

use crate::board::{Board, Cell, Colour, Dir};
use crate::options::{MAX_PLAYERS, TanksOptions};
use arrayvec::ArrayVec;
use coinop_core::{Chance, Seat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

use crate::options::MAX_BOXES;

/// Per box: 16 bot tokens, 12 bricks, 4 power-ups.
pub const MAX_BOTS: usize = 16 * MAX_BOXES as usize;
pub const MAX_BRICKS: usize = 12 * MAX_BOXES as usize;
pub const MAX_POWERUPS: usize = 4 * MAX_BOXES as usize;
/// Tanks and bots on the board at most: the longest column a push can move.
pub const MAX_UNITS: usize = MAX_PLAYERS + MAX_BOTS;
pub const DECK_SIZE: usize = 18;
pub const HAND_SIZE: u8 = 7;
pub const EAGLES: u8 = 3;

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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TankPos {
    pub cell: Cell,
    pub facing: Dir,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// `None` while the tank is destroyed (or not yet placed).
    pub tank: Option<TankPos>,
    pub disengaged: bool,
    /// Destroyed this round: respawns at the round's end.
    pub destroyed: bool,
    pub hand: Cards,
    /// Top of the deck is the last card.
    pub deck: Pile,
    pub discard: Cards,
    pub maneuvers: [Maneuver; 2],
    /// Maneuvers already turned face up this round.
    pub revealed: [bool; 2],
    pub exchanged: bool,
    pub committed: bool,
    /// Helm tokens kept.
    pub helms: u8,
    /// Bot tokens taken: 1 VP each.
    pub bots: u8,
    /// Eagle tokens taken: 3 VP each.
    pub eagles: u8,
}

impl Player {
    pub fn vp(&self) -> i32 {
        self.bots as i32 + 3 * self.eagles as i32
    }
    /// Tank on the board and taking part this round.
    pub fn active(&self) -> bool {
        self.tank.is_some() && !self.disengaged
    }
    /// All 18 cards, wherever they are.
    pub fn card_count(&self) -> usize {
        self.hand.total() as usize
            + self.deck.len()
            + self.discard.total() as usize
            + self.maneuvers[0].len()
            + self.maneuvers[1].len()
    }
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bot {
    pub id: BotId,
    pub cell: Cell,
    pub facing: Dir,
    /// Whether its back has been seen: bots placed "without looking at their flipsides"
    /// keep their colour and number hidden until destroyed.
    pub known: bool,
    /// Has moved in this action phase.
    pub moved: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Brick {
    pub cell: Cell,
    pub damaged: bool,
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
    pub fn name(self) -> &'static str {
        ["Star", "Clock", "Helm", "Shovel", "Grenade"][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedPowerUp {
    pub cell: Cell,
    /// Token index 0..4 (per box); its back is `PowerUp::BACKS[token % 4]`.
    pub token: u8,
    pub face: PowerUp,
}

/// Where the round stands. Between decisions the engine runs on by itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Seats still to place their tank, in order; then the round starts (setup) or the
    /// First Player token passes (respawn).
    PlaceTanks {
        queue: ArrayVec<Seat, MAX_PLAYERS>,
        setup: bool,
    },
    /// Simultaneous, hidden planning.
    Planning,
    /// The first player picks which bot moves next.
    BotOrder,
    /// A player resolves a Shovel or Grenade.
    PowerUpChoice {
        seat: Seat,
        power: PowerUp,
    },
    Over,
}

/// Where an action phase stands, so it can pause for a decision and resume.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Player `turn` (index in turn order from the first player), next card `card`.
    Players {
        turn: u8,
        card: u8,
    },
    Bots,
    Fire,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cursor {
    /// 0 or 1: the 1st or 2nd action phase.
    pub phase: u8,
    pub step: Step,
    /// Maneuvers each bot makes this phase: the highest move card revealed.
    pub bot_maneuvers: u8,
    /// The bot moving now and the maneuvers it has left, when a decision interrupted it.
    pub moving_bot: Option<(BotId, u8)>,
}

impl Cursor {
    /// The start of an action phase.
    pub fn start(phase: u8) -> Cursor {
        Cursor {
            phase,
            step: Step::Players { turn: 0, card: 0 },
            bot_maneuvers: 0,
            moving_bot: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    ThirdEagle,
    LeadOfFive,
    TieBroken,
    RoundLimit,
    /// Playing on, with no bot left to score and none to come: the tie stands.
    TieStands,
}

impl EndReason {
    pub fn text(&self) -> &'static str {
        match self {
            EndReason::ThirdEagle => "the third Eagle was captured",
            EndReason::LeadOfFive => "the leader is 5 VP ahead",
            EndReason::TieBroken => "the tie for the lead was broken",
            EndReason::RoundLimit => "the round limit was reached",
            EndReason::TieStands => "no bot is left to break the tie",
        }
    }
}

/// The full game state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Tanks {
    /// Shared: a replaced tile set can be long, and states are cloned by the million.
    pub(crate) options: Arc<TanksOptions>,
    pub(crate) board: Arc<Board>,
    /// Every draw of luck goes through here (scenarios can script it).
    pub(crate) chance: Chance,
    pub round: u16,
    pub first_player: Seat,
    pub stage: Stage,
    pub cursor: Cursor,
    pub players: ArrayVec<Player, MAX_PLAYERS>,
    pub bots: ArrayVec<Bot, MAX_BOTS>,
    pub bot_reserve: ArrayVec<BotId, MAX_BOTS>,
    /// Tokens in the reserve whose backs everyone saw go there (a shared kill, a bot
    /// lost without a scorer, a bot with no free space).
    pub seen_reserve: ArrayVec<BotId, MAX_BOTS>,
    pub bricks: ArrayVec<Brick, MAX_BRICKS>,
    /// Brick tokens off the board, free for a Shovel.
    pub brick_reserve: u8,
    pub eagle: Option<Cell>,
    /// Where the last Eagle stood: "farthest from the Eagle" still means something when
    /// play goes on after the third one (a tie).
    pub last_eagle: Option<Cell>,
    pub eagles_taken: u8,
    pub powerups: ArrayVec<PlacedPowerUp, MAX_POWERUPS>,
    pub powerup_reserve: ArrayVec<u8, MAX_POWERUPS>,
    /// Shovels and Grenades taken but not yet used, in order.
    pub pending: ArrayVec<(Seat, PowerUp), MAX_POWERUPS>,
    /// Clock: bots neither move nor shoot.
    pub clock: bool,
    /// A movement waiting for a Shovel or Grenade to be used (boxed: almost always none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub motion: Option<Box<Motion>>,
    /// Set only by scenario runs, which stop at checkpoints; never part of the hash.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) checkpoints: Option<Box<Checkpoints>>,
    /// RU «Если запас ботов закончился, новые боты в этой партии уже не появляются»: the
    /// reserve's last token was drawn, so no bot enters again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot_reserve_ran_out: bool,
    /// The third Eagle fell (or the lead of 5 came) with a tie on top: play on.
    pub playing_on: bool,
    pub end: Option<EndReason>,
}

impl Tanks {
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn opts(&self) -> &TanksOptions {
        &self.options
    }
    pub fn seats(&self) -> usize {
        self.players.len()
    }
    /// Seats in turn order starting from the first player.
    pub fn turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players.len() as u8;
        (0..n).map(move |i| self.seat_after(i))
    }
    /// The seat `turn` places after the first player, clockwise.
    #[inline]
    pub fn seat_after(&self, turn: u8) -> Seat {
        let s = self.first_player as usize + turn as usize;
        let n = self.players.len();
        // Without a division in the common case.
        (if s < n {
            s
        } else if s < 2 * n {
            s - n
        } else {
            s % n
        }) as Seat
    }
    pub fn player_at(&self, c: Cell) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.tank.map(|t| t.cell) == Some(c))
            .map(|s| s as Seat)
    }
    pub fn bot_at(&self, c: Cell) -> Option<usize> {
        self.bots.iter().position(|b| b.cell == c)
    }
    pub fn brick_at(&self, c: Cell) -> Option<usize> {
        self.bricks.iter().position(|b| b.cell == c)
    }
    pub fn powerup_at(&self, c: Cell) -> Option<usize> {
        self.powerups.iter().position(|p| p.cell == c)
    }
    pub fn unit_at(&self, c: Cell) -> Option<Unit> {
        self.player_at(c)
            .map(Unit::Player)
            .or_else(|| self.bot_at(c).map(|b| Unit::Bot(self.bots[b].id)))
    }
    /// Concrete or a brick: what stops movement and shots.
    pub fn is_solid(&self, c: Cell) -> bool {
        self.board.blocks_movement(c) || self.brick_at(c).is_some()
    }
    /// The Eagle's segment, or the last Eagle's when none stands.
    pub fn eagle_segment(&self) -> Option<usize> {
        self.eagle
            .or(self.last_eagle)
            .map(|c| self.board.segment_of[c as usize] as usize)
    }
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }
}

/// A point inside a turn where a scenario may stop the engine to look at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Checkpoint {
    /// A player's maneuver has been carried out (`phase` 0 or 1).
    Maneuver { seat: Seat, phase: u8 },
    /// Every bot has moved.
    Bots { phase: u8 },
    /// The volley has been fired and its hits resolved.
    Volley { phase: u8 },
}

impl Checkpoint {
    /// "P1 maneuver 1", "bots 2", "volley 1": what scenario files call it.
    pub fn name(self) -> String {
        match self {
            Checkpoint::Maneuver { seat, phase } => format!("P{} maneuver {}", seat + 1, phase + 1),
            Checkpoint::Bots { phase } => format!("bots {}", phase + 1),
            Checkpoint::Volley { phase } => format!("volley {}", phase + 1),
        }
    }
}

/// Scenario runs only: stop at checkpoints, and where the engine stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoints {
    pub at: Option<Checkpoint>,
    /// Stopped right after a volley, which must not be fired again on resuming.
    pub fired: bool,
}

/// Units moved by one card or one bot maneuver, which may have to slide afterwards.
pub type Moved = ArrayVec<Unit, MAX_UNITS>;

/// A card's (or a bot maneuver's) movement still to run: the spaces left to drive, then
/// the slides of everything it moved. Kept in the state only while it waits for a Shovel
/// or Grenade taken on the way to be used (RU «сразу же», RULINGS.md §30).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Motion {
    pub unit: Unit,
    pub dir: Dir,
    /// The player whose card this is: bots it sinks are theirs.
    pub credit: Option<Seat>,
    pub steps_left: u8,
    pub moved: Moved,
    /// Sliders an obstacle stopped, and where.
    pub stuck: ArrayVec<(Unit, Cell), MAX_UNITS>,
}

impl Motion {
    pub fn new(unit: Unit, dir: Dir, credit: Option<Seat>, steps: u8) -> Motion {
        let mut moved = Moved::new();
        moved.push(unit);
        Motion {
            unit,
            dir,
            credit,
            steps_left: steps,
            moved,
            stuck: ArrayVec::new(),
        }
    }
}

/// A tank on the board: a player's, or a bot known by its token (its back may be hidden
/// from players, but the engine always knows it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Unit {
    Player(Seat),
    Bot(BotId),
}
