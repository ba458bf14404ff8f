//! The games this server hosts, from the one list (`coinop_games`). A game brings its
//! core entry, its AI levels and (in the browser client) its board; everything else is
//! generic.

use coinop_agents::coach::{AnyCoach, Coach, CoachConfig, PlayoutMaker, StrongMaker};
use coinop_agents::{AnyAgent, Typed};
use coinop_core::GameEntry;
use coinop_games::Hosted;
use serde::Serialize;

/// Makes an agent of a level (any name the game's agents accept, also `ismcts:N`).
pub type AgentMaker = fn(level: &str, seed: u64) -> Result<Box<dyn AnyAgent>, String>;

/// The level whose playouts judge coached decisions: the game's heuristic player.
pub const COACH_PLAYOUTS: &str = "easy";

/// Begins coaching a seat of a recorded game, or says why it cannot.
pub type CoachMaker = fn(
    replay: &coinop_core::Replay,
    seat: coinop_core::Seat,
    config: &CoachConfig,
) -> Result<Box<dyn AnyCoach>, String>;

pub struct GameKind {
    pub entry: GameEntry,
    pub title: &'static str,
    /// AI levels offered in the lobby, weakest first.
    pub levels: &'static [&'static str],
    pub agent: AgentMaker,
    /// Plays for a person whose clock ran out.
    pub stand_in: &'static str,
    /// The game's RULINGS.md in a language (English where not translated): every reading
    /// of its rules, served as a page.
    pub rulings: fn(coinop_core::Lang) -> &'static str,
    /// The game's name in a language.
    pub title_in: fn(coinop_core::Lang) -> String,
    /// What the lobby's options form needs beyond the default options (ARCADE: its
    /// ready-made arenas, to offer and preview).
    pub lobby_data: fn() -> serde_json::Value,
    /// The game's lesson after the learner's first `taken` actions (`Hosted::lesson`).
    pub lesson: fn(
        taken: usize,
        lang: coinop_core::Lang,
    ) -> Result<Box<dyn coinop_scenario::Tutor>, String>,
    /// Whether it has one.
    pub has_lesson: bool,
    /// Coaching of a seat of a finished game (`coinop_agents::coach`): the strong agent
    /// `hard`'s search, its time shared out of the config's budget; actions as JSON.
    pub coach: CoachMaker,
}

/// The games this server hosts: `coinop_games`' one list.
pub static GAMES: std::sync::LazyLock<Vec<GameKind>> = std::sync::LazyLock::new(|| {
    macro_rules! kinds {
        ($($g:ty),*) => { vec![$(GameKind::of::<$g>()),*] };
    }
    coinop_games::for_each_game!(kinds)
});

impl GameKind {
    /// A hosted game, as the server plays it.
    pub fn of<G: Hosted>() -> GameKind {
        GameKind {
            entry: GameEntry::of::<G>(),
            title: G::TITLE,
            levels: G::LEVELS,
            agent: |level, seed| Ok(Box::new(Typed(G::agent(level, seed)?)) as Box<dyn AnyAgent>),
            stand_in: G::STAND_IN,
            rulings: G::rulings,
            title_in: G::title_in,
            lobby_data: G::lobby_data,
            lesson: G::lesson,
            has_lesson: G::LESSON.is_some(),
            coach: |replay, seat, config| {
                let strong: StrongMaker<G> = Box::new(|seed, time: std::time::Duration| {
                    G::agent(&format!("ismcts:{}ms", time.as_millis().max(1)), seed)
                });
                let playout: PlayoutMaker<G> = Box::new(|seed| G::agent(COACH_PLAYOUTS, seed));
                Ok(Box::new(Coach::<G>::new(
                    replay,
                    seat,
                    strong,
                    playout,
                    config.clone(),
                )?) as Box<dyn AnyCoach>)
            },
        }
    }
}

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
    /// Its lesson's title, if it has one (`/learn/<name>`).
    pub lesson: Option<String>,
}

/// The games as the lobby shows them, their terms in `lang`.
pub fn infos(lang: coinop_core::Lang) -> Vec<GameInfo> {
    GAMES
        .iter()
        .map(|g| GameInfo {
            name: g.entry.name,
            title: g.title,
            levels: g.levels,
            default_options: (g.entry.default_options)(),
            data: lobby_data(g, lang),
            lesson: g
                .has_lesson
                .then(|| (g.lesson)(0, lang).map(|t| t.head().title.clone()).ok())
                .flatten(),
        })
        .collect()
}

/// What the lobby's form and the rules page need of a game: its own data (ARCADE's
/// arenas, Anarcade's cards), and the glossary of a game with the default options (the
/// words of its terms), made once.
fn lobby_data(g: &GameKind, lang: coinop_core::Lang) -> serde_json::Value {
    let mut data = (g.lobby_data)();
    let glossary = (g.entry.new_game)(&(g.entry.default_options)(), 0)
        .map(|game| game.glossary(coinop_core::Viewer::Spectator, lang))
        .unwrap_or_default();
    match &mut data {
        serde_json::Value::Object(map) => {
            map.insert("glossary".into(), glossary);
        }
        _ => data = serde_json::json!({ "glossary": glossary }),
    }
    data
}
