//! What players agree on before the game: how many play, the card set, who starts, and
//! our readings where the rulebook could be read two ways (RULINGS.md names each).

use crate::cards::{self, CardFile, CardSet};
use coinop_core::Seat;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AnarcadeOptions {
    /// «2 - 4 Players».
    pub players: u8,
    /// A user's card set, played instead of ours when given (checked when the game is set up).
    pub custom_cards: Option<CardFile>,
    /// The seat that is Player 1; none: drawn at random («Randomly determine which player
    /// will be Player 1»).
    pub first_player: Option<Seat>,
    /// Draw actions must all be taken (RULINGS.md §3); ours: each may be skipped.
    pub compulsory_draws: bool,
    /// Anyone may look through the Action Stacks (RULINGS.md §11); ours: only each
    /// stack's top card is seen.
    pub open_stacks: bool,
    /// «Return Credits to the Token Machine until you have no more than 6 Credits».
    pub credit_limit: u8,
    /// «The first player to have 3 Arcade Cards in their Victory Area … wins»; fewer for a
    /// shorter game (our option).
    pub aces_to_win: u8,
    /// Credits each player starts with for every place after Player 1 in turn order
    /// (Player 2 one, Player 3 two … at 1). Ours: the rules give no starting Credits
    /// (RULINGS.md §16), and Player 1 wins more than a fair share (BALANCE.md).
    pub catch_up_credits: u8,
    /// Turns (one player's each) after which an unfinished game ends without a winner.
    /// Ours: the rulebook has no limit, but players who never score would play for ever.
    pub max_turns: u16,
}

impl Default for AnarcadeOptions {
    fn default() -> Self {
        AnarcadeOptions {
            players: 2,
            custom_cards: None,
            first_player: None,
            compulsory_draws: false,
            open_stacks: false,
            credit_limit: 6,
            aces_to_win: 3,
            catch_up_credits: 0,
            max_turns: 600,
        }
    }
}

/// The longest game the options may ask for.
pub const MAX_TURNS: u16 = 2000;

impl AnarcadeOptions {
    /// The card set these options play with, checked.
    pub fn card_set(&self) -> Result<Arc<CardSet>, String> {
        match &self.custom_cards {
            None => Ok(cards::builtin()),
            Some(f) => f.build().map(Arc::new),
        }
    }

    /// The options as a game keeps them: a card file edited from ours but still titled
    /// as ours is retitled, so that every front end (which shows the options) names it
    /// so. Applying it twice changes nothing.
    pub fn normalized(&self) -> AnarcadeOptions {
        let mut o = self.clone();
        if let Some(f) = &mut o.custom_cards {
            let ours = cards::builtin_file();
            let same =
                f.arcade == ours.arcade && f.starter == ours.starter && f.action == ours.action;
            if f.title == ours.title && !same {
                f.title = format!("your cards, edited from {}", ours.title);
            }
        }
        o
    }

    /// Whether the options make a game, and if not why.
    pub fn check(&self, set: &CardSet) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!(
                "players: {}; Anarcade is for 2 to 4 players",
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
        if !(1..=3).contains(&self.aces_to_win) {
            return Err(format!(
                "aces_to_win: {}; 1 to 3 (the rules: 3)",
                self.aces_to_win
            ));
        }
        if !(1..=60).contains(&self.credit_limit) {
            return Err(format!(
                "credit_limit: {}; 1 to 60 (the rules: 6)",
                self.credit_limit
            ));
        }
        if self.catch_up_credits > 5 {
            return Err(format!(
                "catch_up_credits: {}; 0 to 5 (the rules: 0)",
                self.catch_up_credits
            ));
        }
        if !(1..=MAX_TURNS).contains(&self.max_turns) {
            return Err(format!("max_turns: {}; 1 to {MAX_TURNS}", self.max_turns));
        }
        // RULINGS.md §28: enough Arcade Cards that the stack cannot run out before someone
        // wins (with 10 and 4 players, the 9th Ace is always someone's third).
        let needed = (self.aces_to_win as usize - 1) * self.players as usize + 1;
        if set.arcade.len() < needed {
            return Err(format!(
                "the card set has {} Arcade Cards; {} players racing to {} Aces need {needed}",
                set.arcade.len(),
                self.players,
                self.aces_to_win
            ));
        }
        Ok(())
    }
}
