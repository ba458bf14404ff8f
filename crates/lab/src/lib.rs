//! Experiments on any coinop game through the core API: the simulator (`coinop sim`,
//! [`sim`]), the arena of agents against each other (`coinop arena`, [`arena`]) and the
//! balance report (`coinop balance`, [`balance`]), which plays the standard rules and
//! each rule option and variant a game lists ([`coinop_core::Measured`]) with the same
//! agents over the same seeds, and says with intervals and tests what each one changes.
//!
//! Each run is three steps usable apart, so that many processes (a cluster's workers) may
//! share one and print the report of the whole: `plan` (how many games: the jobs), `play`
//! (a range of jobs into a part, serde data) and `merge` (every part, in job order, into
//! the report). [`by_name`] is the same for a game named by a string, its options, parts
//! and reports as JSON.
//!
//! Principal items: [`sim::SimReport`], [`arena::ArenaReport`],
//! [`balance::BalanceReport`] (terminal text, CSV, JSON by serde) and [`html::page`] (a
//! self-contained page with SVG plots). A report is said in a language, its words from
//! [`words`]' catalogue and the game's ([`game_words`]); its data stay English.

pub mod arena;
pub mod balance;
pub mod by_name;
pub mod curve;
pub mod game_words;
pub mod html;
pub mod sim;
pub mod stats;
pub mod tune;
pub mod tune_heuristic;
pub mod words;
