//! What players agree on before the game: how many play, the deck and arena, the
//! introductory deck, the Shorter Game, and our readings where the rulebook could be read
//! two ways (RULINGS.md names each).

use crate::arena::{self, Arena, ArenaFile};
use crate::cards::{self, Deck, DeckFile};
use coinop_core::Seat;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RobotanksOptions {
    /// 2 to 4 (RULINGS.md §10: two players are allowed, on opposite colours).
    pub players: u8,
    /// «For the introductory game, prepare the deck by removing all Energy Ball, Virus,
    /// Self Destruct, and Scan cards.»
    pub introductory: bool,
    /// «Each player selects 18 cards to keep»; fewer for the Shorter Game («reduce the
    /// size of the starting hands»; RULINGS.md §39 suggests 12).
    pub starting_hand: u8,
    /// Cards a command post loses to a hit: 2, or 3 for the Shorter Game («have command
    /// posts lose *three* cards when hit»).
    pub post_loss: u8,
    /// Hexes on the two edge lines of the direct fire area belong to it (RULINGS.md §1);
    /// off: only hexes strictly inside the 60° wedge.
    pub fire_area_edges: bool,
    /// The seat that goes first; none: drawn at random («Randomly select the player to go
    /// first»).
    pub first_player: Option<Seat>,
    /// A user's deck (the printed counts typed in), instead of ours.
    pub custom_deck: Option<DeckFile>,
    /// A user's arena (the printed mapsheet typed in), instead of ours.
    pub custom_arena: Option<ArenaFile>,
    /// Turns (one player's each) after which an unfinished game ends; the player holding
    /// the most cards wins (RULINGS.md §44). The rulebook has no limit.
    pub max_turns: u16,
    /// A command post's drain asks the firer which card to keep even when the two are
    /// alike, so that the others cannot tell (RULINGS.md §47); off, as engine version 1
    /// played: no question when they are alike.
    pub drain_always_asks: bool,
    /// An Armor destroyed on a 4–5 goes to the Bank (RULINGS.md §14's other reading, and
    /// engine versions 1–2); off: to the bottom of the program like any special «used or
    /// other conditions occur».
    pub destroyed_armor_to_bank: bool,
    /// A misdeal only for a deal with neither fire nor movement cards, the plain words'
    /// reading (RULINGS.md §7); off: lacking either kind.
    pub misdeal_needs_neither: bool,
}

impl Default for RobotanksOptions {
    fn default() -> Self {
        RobotanksOptions {
            players: 4,
            introductory: false,
            starting_hand: 18,
            post_loss: 2,
            fire_area_edges: true,
            first_player: None,
            custom_deck: None,
            custom_arena: None,
            max_turns: 400,
            drain_always_asks: true,
            destroyed_armor_to_bank: false,
            misdeal_needs_neither: false,
        }
    }
}

/// Our deck and arena, read once: a game set up by the million shares them.
static STANDARD_DECK: OnceLock<Arc<Deck>> = OnceLock::new();
static STANDARD_ARENA: OnceLock<Arc<Arena>> = OnceLock::new();

/// The longest game the options may ask for.
pub const MAX_TURNS: u16 = 4000;

impl RobotanksOptions {
    /// The deck these options play with, checked.
    pub fn deck(&self) -> Result<Arc<Deck>, String> {
        match &self.custom_deck {
            None => Ok(STANDARD_DECK
                .get_or_init(|| Arc::new(cards::standard()))
                .clone()),
            Some(f) => f.build().map(Arc::new),
        }
    }

    /// The arena these options play on, checked.
    pub fn arena(&self) -> Result<Arc<Arena>, String> {
        match &self.custom_arena {
            None => Ok(STANDARD_ARENA
                .get_or_init(|| Arc::new(arena::standard()))
                .clone()),
            Some(f) => f.build().map(Arc::new),
        }
    }

    /// Whether the options make a game, and if not why.
    pub fn check(&self, deck: &Deck) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!(
                "players: {}; Robotanks is for 2 to 4 players",
                self.players
            ));
        }
        if let Some(s) = self.first_player
            && s >= self.players
        {
            return Err(format!(
                "first_player: seat {s}; seats are 0 to {}",
                self.players - 1
            ));
        }
        if !(5..=18).contains(&self.starting_hand) {
            return Err(format!(
                "starting_hand: {}; 5 to 18 (the rules: 18; a card for each tank's first program and one in hand)",
                self.starting_hand
            ));
        }
        if !(2..=3).contains(&self.post_loss) {
            return Err(format!(
                "post_loss: {}; 2 (the rules) or 3 (the Shorter Game)",
                self.post_loss
            ));
        }
        if !(1..=MAX_TURNS).contains(&self.max_turns) {
            return Err(format!("max_turns: {}; 1 to {MAX_TURNS}", self.max_turns));
        }
        // Each player must be dealt at least the hand they keep (and 20 in a 3-player game).
        let cards = deck.cards(self.introductory).len();
        let dealt = cards / self.players as usize;
        let keep = self.starting_hand as usize + if self.players == 3 { 2 } else { 0 };
        if dealt < keep {
            return Err(format!(
                "the deck has {cards} cards: {dealt} each for {} players, fewer than the {keep} they keep",
                self.players
            ));
        }
        Ok(())
    }
}
