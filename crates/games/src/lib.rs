//! The one list of the games coinop hosts. The server's games (and through `/api/games`
//! the browser's lobby, which loads each game's module `/assets/<name>.js`), the command
//! line's game names and subcommands, and the agents by game name are all made from
//! [`for_each_game!`]; what each front end needs of a game beyond the core API is
//! [`Hosted`] here, or the front end's own trait (the terminal's), which the list makes
//! every game implement. [`Reported`] is what the reports of many games (`coinop sim`,
//! `arena`, `balance`; `coinop_lab`) say of a game: its length, score and seats.
//!
//! Adding a game (ARCHITECTURE.md, "Adding a game", has the whole list): its crate (the
//! core `Game`, `Words`, `Measured` and the scenario runner's `ScenarioGame`), a line in
//! [`for_each_game!`] and its [`Hosted`] impl below, its agents' hooks in
//! `coinop-agents`, its [`Reported`] impl below, the command line's `CliGame` and
//! `Terminal` impls, and its browser
//! module and rules page in `crates/server/web` (this crate's test checks both are
//! there).

pub use coinop_agents::Agent;
pub use coinop_anarcade;
pub use coinop_robotanks;
pub use coinop_skirmish;
pub use coinop_tanks;

use coinop_core::{GameRng, Lang, Measured, Say, Seat, Words};
use coinop_scenario::{Lesson, ScenarioGame, Tutor};
use serde_json::Value;

/// What a front end needs of a game beyond the core API.
/// Its evaluator's features and weights ([`coinop_agents::tune::Tunable`]) are part of
/// it: `coinop tune` fits them for any hosted game.
pub trait Hosted: Words + Measured + ScenarioGame + coinop_agents::tune::Tunable {
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

/// What the reports of many games say of a game beyond its balance figures
/// ([`coinop_core::Measured`]): what its length and a seat's score are, in English (the
/// data's words; each game's `measures.ftl` words them in a language), its seats, and the
/// rule-following player the simulator plays.
pub trait Reported: Hosted {
    /// What a game's length is counted in: "rounds", "turns".
    const LENGTH: &'static str;
    /// What a seat's score is, for reports: "VP".
    const SCORE: &'static str;
    /// What reports call the seats ("Green"); none: "seat N".
    const SEATS: &'static [&'static str] = &[];
    /// The figure counting the first player's wins where a coin toss, not a seat, decides
    /// who moves first: reports lead with it instead of seat 1's wins.
    const FIRST_PLAYER: Option<&'static str> = None;

    /// The seats of a table of these options.
    fn players(options: &Self::Options) -> usize;
    /// The options for a table of `players`, as the command line's `--players` sets them
    /// (Arcade Tanks: with boxes enough for them). A game of one table size keeps its own.
    fn with_players(options: Self::Options, players: u8) -> Self::Options;
    /// The game's heuristic player (`sim --ai simple`).
    fn simple(&self, seat: Seat, rng: &mut GameRng) -> Self::Action;
    fn length(&self) -> u32;
    fn score(&self, seat: Seat) -> i64;
    /// Arcade Tanks' Single Player: the rounds it took to win, if it was won.
    fn solo_rounds(&self) -> Option<u16> {
        None
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
#[derive(Clone, Copy, Debug)]
pub struct Listed {
    /// Its name in code, commands, replays and URLs ("tanks").
    pub name: &'static str,
    pub title: &'static str,
    /// Its name in a language (`Hosted::title_in`).
    pub title_in: fn(Lang) -> String,
    pub aliases: &'static [&'static str],
}

/// The hosted games, in the lobby's order.
pub fn list() -> Vec<Listed> {
    macro_rules! listed {
        ($($g:ty),*) => { vec![$(Listed {
            name: <$g as coinop_core::Game>::NAME,
            title: <$g as Hosted>::TITLE,
            title_in: <$g as Hosted>::title_in,
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

impl Reported for coinop_tanks::Tanks {
    const LENGTH: &'static str = "rounds";
    const SCORE: &'static str = "VP";

    fn players(o: &coinop_tanks::options::TanksOptions) -> usize {
        o.players as usize
    }
    fn with_players(
        mut o: coinop_tanks::options::TanksOptions,
        players: u8,
    ) -> coinop_tanks::options::TanksOptions {
        o.players = players;
        o.board.boxes = o
            .board
            .boxes
            .max(coinop_tanks::options::TanksOptions::boxes_for(players));
        o
    }
    fn simple(&self, seat: Seat, rng: &mut GameRng) -> coinop_tanks::Action {
        use coinop_core::Game;
        coinop_tanks::autoplay::choose(&self.observe(coinop_core::Viewer::Seat(seat)), seat, rng)
            .expect("a seat to move has a legal action")
    }
    fn length(&self) -> u32 {
        self.round as u32
    }
    fn score(&self, seat: Seat) -> i64 {
        self.players[seat as usize].vp() as i64
    }
    fn solo_rounds(&self) -> Option<u16> {
        use coinop_core::Game;
        let won = self.outcome().is_some_and(|o| !o.winners.is_empty());
        (self.opts().single_player() && won).then_some(self.round)
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

impl Reported for coinop_skirmish::Skirmish {
    const LENGTH: &'static str = "turns";
    const SCORE: &'static str = "damage points left";
    const SEATS: &'static [&'static str] = &coinop_skirmish::words::COLOURS;
    /// «Flip a coin to see who goes first.»
    const FIRST_PLAYER: Option<&'static str> = Some("first player won");

    fn players(_: &coinop_skirmish::options::SkirmishOptions) -> usize {
        2
    }
    /// ARCADE is for two, whatever is asked (its table refuses another number).
    fn with_players(
        o: coinop_skirmish::options::SkirmishOptions,
        _: u8,
    ) -> coinop_skirmish::options::SkirmishOptions {
        o
    }
    fn simple(&self, seat: Seat, rng: &mut GameRng) -> coinop_skirmish::Action {
        coinop_skirmish::autoplay::choose(self, seat, rng)
            .expect("a seat to move has a legal action")
    }
    fn length(&self) -> u32 {
        self.turns as u32
    }
    fn score(&self, seat: Seat) -> i64 {
        self.units[seat as usize].iter().map(|u| u.hp as i64).sum()
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

impl Reported for coinop_anarcade::Anarcade {
    const LENGTH: &'static str = "turns";
    const SCORE: &'static str = "Aces";
    /// «Randomly determine which player will be Player 1» «Player 1 takes the first
    /// turn.»: Player 1 is drawn, not seat 1.
    const FIRST_PLAYER: Option<&'static str> = Some("Player 1 wins");

    fn players(o: &coinop_anarcade::AnarcadeOptions) -> usize {
        o.players as usize
    }
    fn with_players(
        mut o: coinop_anarcade::AnarcadeOptions,
        players: u8,
    ) -> coinop_anarcade::AnarcadeOptions {
        o.players = players;
        o
    }
    fn simple(&self, seat: Seat, rng: &mut GameRng) -> coinop_anarcade::Action {
        coinop_anarcade::autoplay::choose(self, seat, rng)
            .expect("a seat to move has a legal action")
    }
    fn length(&self) -> u32 {
        self.turns as u32
    }
    fn score(&self, seat: Seat) -> i64 {
        self.players[seat as usize].aced.len() as i64
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

impl Reported for coinop_robotanks::Robotanks {
    const LENGTH: &'static str = "turns";
    const SCORE: &'static str = "cards in hand";
    /// «Randomly select the player to go first»: not seat 1.
    const FIRST_PLAYER: Option<&'static str> = Some("first player wins");

    fn players(o: &coinop_robotanks::RobotanksOptions) -> usize {
        o.players as usize
    }
    fn with_players(
        mut o: coinop_robotanks::RobotanksOptions,
        players: u8,
    ) -> coinop_robotanks::RobotanksOptions {
        o.players = players;
        o
    }
    fn simple(&self, seat: Seat, rng: &mut GameRng) -> coinop_robotanks::Action {
        coinop_robotanks::autoplay::choose(self, seat, rng)
            .expect("a seat to move has a legal action")
    }
    fn length(&self) -> u32 {
        self.turns as u32
    }
    fn score(&self, seat: Seat) -> i64 {
        self.players[seat as usize].hand.len() as i64
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
