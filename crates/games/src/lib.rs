//! The one list of the games coinop hosts. The server's games (and through `/api/games`
//! the browser's lobby, which loads each game's module `/assets/<name>.js`), the command
//! line's game names and subcommands, and the agents by game name are all made from
//! [`for_each_game!`]; what each front end needs of a game beyond the core API is
//! [`Hosted`] here, or the front end's own trait (the terminal's), which the list makes
//! every game implement.
//!
//! Adding a game (ARCHITECTURE.md, "Adding a game", has the whole list): its crate (the
//! core `Game`, `Words`, `Measured` and the scenario runner's `ScenarioGame`), a line in
//! [`for_each_game!`] and its [`Hosted`] impl below, its agents' hooks in
//! `coinop-agents`, the command line's `CliGame` and `Terminal` impls, and its browser
//! module and rules page in `crates/server/web` (this crate's test checks both are
//! there).

pub use coinop_agents::Agent;
pub use coinop_anarcade;
pub use coinop_robotanks;
pub use coinop_skirmish;
pub use coinop_tanks;

use coinop_core::{Lang, Measured, Say, Words};
use coinop_scenario::{Lesson, ScenarioGame, Tutor};
use serde_json::Value;

/// What a front end needs of a game beyond the core API.
pub trait Hosted: Words + Measured + ScenarioGame {
    /// The game's name in words ("Arcade Tanks").
    const TITLE: &'static str;
    /// Its RULINGS.md: every reading of its rules, served as a page.
    const RULINGS: &'static str;
    /// RULINGS.md in other languages, by language tag: the same numbered sections.
    const RULINGS_TRANSLATED: &'static [(&'static str, &'static str)] = &[];
    /// The AI levels a lobby offers, weakest first.
    const LEVELS: &'static [&'static str] = &["easy", "normal", "hard", "expert"];
    /// The level that plays for a person whose clock ran out.
    const STAND_IN: &'static str = "easy";
    /// Other names the command line knows the game by (ARCADE: `arcade`).
    const ALIASES: &'static [&'static str] = &[];

    /// An agent of a level: any name the game's agents accept (`easy` … `expert`,
    /// `random`, `ismcts:N`), or why not.
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String>;

    /// What the lobby's options form needs beyond the default options (ARCADE: its
    /// ready-made arenas, to offer and preview). Nothing by default.
    fn lobby_data() -> Value {
        Value::Null
    }

    /// The game's lesson (a scenario file that teaches, `crates/<game>/lessons/`), if it
    /// has one.
    const LESSON: Option<&'static str> = None;

    /// The game's catalogue in `lang` (its `crates/<game>/locales`): where its lesson's
    /// translations are (`lesson-*.ftl`). None for a game without one.
    fn say(lang: Lang) -> Option<Say<'static>> {
        let _ = lang;
        None
    }

    /// The rulings in `lang` where they are translated, else the English record.
    fn rulings(lang: Lang) -> &'static str {
        Self::RULINGS_TRANSLATED
            .iter()
            .find(|(tag, _)| *tag == lang.tag())
            .map_or(Self::RULINGS, |(_, text)| text)
    }

    /// The game's name in `lang` (its catalogue's `game-title`), else `TITLE`.
    fn title_in(lang: Lang) -> String {
        Self::say(lang)
            .and_then(|say| say.lookup("game-title"))
            .unwrap_or_else(|| Self::TITLE.to_string())
    }

    /// The lesson after the learner's first `taken` actions, its words in `lang` where
    /// they are translated; why not, if it cannot be.
    fn lesson(taken: usize, lang: Lang) -> Result<Box<dyn Tutor>, String> {
        let text = Self::LESSON.ok_or("this game has no lesson yet")?;
        let mut lesson = Lesson::<Self>::replay(text, taken)?;
        if let Some(say) = Self::say(lang) {
            lesson.translate(lang, |id| say.lookup(id));
        }
        Ok(Box::new(lesson))
    }
}

/// Calls the macro `$callback` with every hosted game's type, in the lobby's order:
/// `$callback!(Tanks, Skirmish, …)` (paths through this crate). The one list.
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback!(
            $crate::coinop_tanks::Tanks,
            $crate::coinop_skirmish::Skirmish,
            $crate::coinop_anarcade::Anarcade,
            $crate::coinop_robotanks::Robotanks
        )
    };
}

/// A hosted game as a list of names shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Its name in code, commands, replays and URLs ("tanks").
    pub name: &'static str,
    pub title: &'static str,
    pub aliases: &'static [&'static str],
}

/// The hosted games, in the lobby's order.
pub fn list() -> Vec<Listed> {
    macro_rules! listed {
        ($($g:ty),*) => { vec![$(Listed {
            name: <$g as coinop_core::Game>::NAME,
            title: <$g as Hosted>::TITLE,
            aliases: <$g as Hosted>::ALIASES,
        }),*] };
    }
    for_each_game!(listed)
}

/// How a RULINGS file in `lang` marks a reading's table setting: `- **Option:**`.
pub fn option_marker(lang: Lang) -> String {
    format!(
        "- **{}:**",
        coinop_core::say::core(lang).text("rulings-option")
    )
}

/// The names of the hosted games, in the lobby's order.
pub fn names() -> Vec<&'static str> {
    list().iter().map(|g| g.name).collect()
}

impl Hosted for coinop_tanks::Tanks {
    const TITLE: &'static str = "Arcade Tanks";
    const RULINGS: &'static str = coinop_tanks::RULINGS_MD;
    const RULINGS_TRANSLATED: &'static [(&'static str, &'static str)] =
        coinop_tanks::RULINGS_TRANSLATED;
    const LESSON: Option<&'static str> = Some(coinop_tanks::LESSON);
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String> {
        coinop_agents::tanks::agent(level, seed)
    }
    fn say(lang: Lang) -> Option<Say<'static>> {
        Some(coinop_tanks::words::say(lang))
    }
}

impl Hosted for coinop_skirmish::Skirmish {
    const TITLE: &'static str = "ARCADE";
    const RULINGS: &'static str = coinop_skirmish::RULINGS_MD;
    const RULINGS_TRANSLATED: &'static [(&'static str, &'static str)] =
        coinop_skirmish::RULINGS_TRANSLATED;
    const ALIASES: &'static [&'static str] = &["arcade"];
    const LESSON: Option<&'static str> = Some(coinop_skirmish::LESSON);
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String> {
        coinop_agents::skirmish::agent(level, seed)
    }
    fn say(lang: Lang) -> Option<Say<'static>> {
        Some(coinop_skirmish::words::say(lang))
    }
    fn lobby_data() -> Value {
        serde_json::json!({ "arenas": coinop_skirmish::arena::builtin_specs() })
    }
}

impl Hosted for coinop_anarcade::Anarcade {
    const TITLE: &'static str = "Anarcade";
    const RULINGS: &'static str = coinop_anarcade::RULINGS_MD;
    const RULINGS_TRANSLATED: &'static [(&'static str, &'static str)] =
        coinop_anarcade::RULINGS_TRANSLATED;
    const LESSON: Option<&'static str> = Some(coinop_anarcade::LESSON);
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String> {
        coinop_agents::anarcade::agent(level, seed)
    }
    fn say(lang: Lang) -> Option<Say<'static>> {
        Some(coinop_anarcade::words::say(lang))
    }
    fn lobby_data() -> Value {
        serde_json::json!({ "cards": coinop_anarcade::cards::builtin_file() })
    }
}

impl Hosted for coinop_robotanks::Robotanks {
    const TITLE: &'static str = "Robotanks";
    const RULINGS: &'static str = coinop_robotanks::RULINGS_MD;
    const RULINGS_TRANSLATED: &'static [(&'static str, &'static str)] =
        coinop_robotanks::RULINGS_TRANSLATED;
    const LESSON: Option<&'static str> = Some(coinop_robotanks::LESSON);
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String> {
        coinop_agents::robotanks::agent(level, seed)
    }
    fn say(lang: Lang) -> Option<Say<'static>> {
        Some(coinop_robotanks::words::say(lang))
    }
}

#[cfg(test)]
mod tests {
    /// A translation of RULINGS.md keeps every numbered section, in order, and names an
    /// option wherever the English does (the table form links `#sN`; the page counts them).
    fn assert_same_sections(english: &str, translated: &str, tag: &str) {
        let lang = coinop_core::Lang::parse(tag).expect("a catalogue language");
        let sections = |text: &str, lang: coinop_core::Lang| -> Vec<(String, usize)> {
            let marker = super::option_marker(lang);
            let mut out: Vec<(String, usize)> = Vec::new();
            for line in text.lines() {
                if let Some(rest) = line.strip_prefix("## ") {
                    let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
                    if !n.is_empty() {
                        out.push((n, 0));
                    }
                } else if line.starts_with(&marker)
                    && let Some(last) = out.last_mut()
                {
                    last.1 += 1;
                }
            }
            out
        };
        assert_eq!(
            sections(english, coinop_core::Lang::EN),
            sections(translated, lang),
            "RULINGS in {tag}: sections and options"
        );
        assert!(
            translated.starts_with("# "),
            "RULINGS in {tag}: a title first"
        );
    }

    #[test]
    fn the_list_names_each_game_once_and_each_gives_agents_of_its_levels() {
        let names = super::names();
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "a game listed twice: {names:?}");
        // What the browser loads by a game's name: its module and its rules page.
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../server/web");
        for name in &names {
            for file in [format!("{name}.js"), format!("rules-{name}.html")] {
                assert!(
                    web.join(&file).is_file(),
                    "{name}: no crates/server/web/{file} (the lobby, the table page and the Rules links load it)"
                );
            }
        }
        macro_rules! check {
            ($($g:ty),*) => {$(
                for level in <$g as super::Hosted>::LEVELS.iter().chain([&<$g as super::Hosted>::STAND_IN]) {
                    assert!(<$g as super::Hosted>::agent(level, 1).is_ok(), "{level}");
                }
                assert!(<$g as super::Hosted>::RULINGS.starts_with('#'));
                for (tag, text) in <$g as super::Hosted>::RULINGS_TRANSLATED {
                    let lang = coinop_core::Lang::parse(tag).expect("a catalogue language");
                    assert_eq!(<$g as super::Hosted>::rulings(lang), *text);
                    assert_same_sections(<$g as super::Hosted>::RULINGS, text, tag);
                }
            )*};
        }
        for_each_game!(check);
    }
}
