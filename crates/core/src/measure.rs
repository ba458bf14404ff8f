//! What a balance report varies and measures for a game: the rule options and variants
//! worth comparing with the standard rules, and the figures of a finished game beyond
//! its [`Outcome`](crate::Outcome). The report itself (`coinop balance`) is generic.

use crate::{Game, Seat};

/// One setting to compare with the standard rules.
#[derive(Clone, Debug)]
pub struct Setting<O> {
    /// A stable name for the command line and the report ("powerup_use=AfterCard").
    pub name: String,
    /// What it changes, in a player's words.
    pub description: String,
    pub options: O,
}

/// A game a balance report can vary and measure.
pub trait Measured: Game {
    /// Names of the per-game figures, in report order. The first is the game's length
    /// (Arcade Tanks: rounds).
    const FIGURES: &'static [&'static str];

    /// Every rule option and variant worth comparing, each as the whole options of a
    /// game that differs from `standard` in that one point (players and seats as there).
    fn settings(standard: &Self::Options) -> Vec<Setting<Self::Options>>;

    /// Adds what one event contributes to the figures (indexed as [`Measured::FIGURES`]).
    fn count_event(&self, event: &Self::Event, figures: &mut [f64]);

    /// Adds what is known only once the game is over (its length, say).
    fn count_end(&self, figures: &mut [f64]);

    /// What each seat chose to take during the finished game (Anarcade: the cards it
    /// bought), by name with the seats that took it. The report gives each one's
    /// strength: how often the seats that took it won. None by default.
    fn taken(&self) -> Vec<(String, Vec<Seat>)> {
        Vec::new()
    }
}
