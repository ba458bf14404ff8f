//! The games this server hosts. A game brings its core entry, its AI levels and (in the
//! browser client) its board renderer; everything else is generic.

use coinop_agents::{AnyAgent, Typed};
use coinop_core::GameEntry;
use serde::Serialize;

/// Makes an agent of a level (any name the game's agents accept, also `ismcts:N`).
pub type AgentMaker = fn(level: &str, seed: u64) -> Result<Box<dyn AnyAgent>, String>;

pub struct GameKind {
    pub entry: GameEntry,
    pub title: &'static str,
    /// AI levels offered in the lobby, weakest first.
    pub levels: &'static [&'static str],
    pub agent: AgentMaker,
    /// Plays for a person whose clock ran out.
    pub stand_in: &'static str,
    /// The game's RULINGS.md: every reading of its rules, served as a page.
    pub rulings: &'static str,
    /// What the lobby's options form needs beyond the default options (ARCADE: its
    /// ready-made arenas, to offer and preview).
    pub lobby_data: fn() -> serde_json::Value,
}

pub static GAMES: &[GameKind] = &[
    GameKind {
        entry: GameEntry::of::<coinop_tanks::Tanks>(),
        title: "Arcade Tanks",
        levels: &["easy", "normal", "hard", "expert"],
        agent: |level, seed| {
            Ok(Box::new(Typed(coinop_agents::tanks::agent(level, seed)?)) as Box<dyn AnyAgent>)
        },
        stand_in: "easy",
        rulings: coinop_tanks::RULINGS_MD,
        lobby_data: || serde_json::Value::Null,
    },
    GameKind {
        entry: GameEntry::of::<coinop_skirmish::Skirmish>(),
        title: "ARCADE",
        levels: &["easy", "normal", "hard", "expert"],
        agent: |level, seed| {
            Ok(Box::new(Typed(coinop_agents::skirmish::agent(level, seed)?)) as Box<dyn AnyAgent>)
        },
        stand_in: "easy",
        rulings: coinop_skirmish::RULINGS_MD,
        lobby_data: || serde_json::json!({ "arenas": coinop_skirmish::arena::builtin_specs() }),
    },
    GameKind {
        entry: GameEntry::of::<coinop_anarcade::Anarcade>(),
        title: "Anarcade",
        levels: &["easy", "normal", "hard", "expert"],
        agent: |level, seed| {
            Ok(Box::new(Typed(coinop_agents::anarcade::agent(level, seed)?)) as Box<dyn AnyAgent>)
        },
        stand_in: "easy",
        rulings: coinop_anarcade::RULINGS_MD,
        lobby_data: || serde_json::json!({ "cards": coinop_anarcade::cards::builtin_file() }),
    },
    GameKind {
        entry: GameEntry::of::<coinop_robotanks::Robotanks>(),
        title: "Robotanks",
        levels: &["easy", "normal", "hard", "expert"],
        agent: |level, seed| {
            Ok(Box::new(Typed(coinop_agents::robotanks::agent(level, seed)?)) as Box<dyn AnyAgent>)
        },
        stand_in: "easy",
        rulings: coinop_robotanks::RULINGS_MD,
        lobby_data: || serde_json::Value::Null,
    },
];

pub fn find(name: &str) -> Option<&'static GameKind> {
    GAMES.iter().find(|g| g.entry.name == name)
}

/// What the lobby shows of a game.
#[derive(Serialize)]
pub struct GameInfo {
    pub name: &'static str,
    pub title: &'static str,
    pub levels: &'static [&'static str],
    pub default_options: serde_json::Value,
    pub data: serde_json::Value,
}

pub fn infos() -> Vec<GameInfo> {
    GAMES
        .iter()
        .map(|g| GameInfo {
            name: g.entry.name,
            title: g.title,
            levels: g.levels,
            default_options: (g.entry.default_options)(),
            data: (g.lobby_data)(),
        })
        .collect()
}
