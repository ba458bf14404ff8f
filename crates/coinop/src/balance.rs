//! `coinop balance`: glue between the command line and `coinop_lab::balance`; and the
//! games' words every report of the command line says (`sim`, `arena`, `balance`): what a
//! game's length and score are counted in, its seats, figures and settings, in the run's
//! language (each game's `locales/<lang>/measures.ftl`, `Words::report_word`; English
//! is the data's own words).

use crate::TableArgs;
use crate::games::CliGame;
use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_lab::balance::{self, BalanceConfig, ReportWords};
use indicatif::ProgressBar;
use std::collections::BTreeMap;
use std::path::Path;

pub struct Outputs<'a> {
    pub html: Option<&'a Path>,
    pub json: Option<&'a Path>,
    pub csv: Option<&'a Path>,
}

/// A game's words in the reports, in one language.
pub struct GameWords {
    /// Its name: "Arcade Tanks", «Танчики».
    pub title: String,
    /// What its length is counted in, as "rounds per game" says it («ходов за партию»).
    pub length_of: String,
    /// One of them: "round".
    pub length_unit: String,
    /// What a seat's score is: "VP".
    pub score: String,
    /// The same, as "mean VP" says it («победных очков в среднем»).
    pub score_of: String,
}

/// A message's id for a name in the data, in lowercase words: "Eagles taken" →
/// "eagles-taken", "aimed_shot=BeforeMoving" → "aimed-shot-beforemoving".
fn slug(name: &str) -> String {
    name.to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// The game's word `part` ("figure-eagles-taken") in `lang`: in English the data's own
/// `english`, elsewhere the catalogue's, else (a name it does not know yet) the data's.
fn game_word<G: CliGame>(lang: Lang, part: &str, english: &str) -> String {
    if lang == Lang::EN {
        return english.to_string();
    }
    G::report_word(lang, &format!("{}-{part}", G::NAME)).unwrap_or_else(|| english.to_string())
}

/// The game's words in the reports, in `lang`.
pub fn game_words<G: CliGame>(lang: Lang) -> GameWords {
    let length = G::LENGTH;
    GameWords {
        title: match lang == Lang::EN {
            true => G::TITLE.to_string(),
            false => G::title_in(lang),
        },
        length_of: game_word::<G>(lang, "length-of", length),
        length_unit: game_word::<G>(lang, "length-unit", length.trim_end_matches('s')),
        score: game_word::<G>(lang, "score", G::SCORE),
        score_of: game_word::<G>(lang, "score-of", G::SCORE),
    }
}

/// What `setting` changes, in `lang`.
fn setting_words<G: CliGame>(lang: Lang, name: &str, english: &str) -> String {
    game_word::<G>(lang, &format!("setting-{}", slug(name)), english)
}

/// What the report's settings are compared with, in `lang`: the standard rules, and the
/// table's own choices after them. In English, the report's data.
pub fn baseline(lang: Lang, table: &TableArgs) -> String {
    let say = words::say(lang);
    let mut b = say.text("baseline-standard");
    let mut then = |id: &str, args: Args| b.push_str(&say.text_with(id, args));
    if !table.variant.is_empty() {
        then(
            "baseline-with",
            Args::new().str("variants", table.variant.join(", ")),
        );
    }
    if let Some(o) = &table.options {
        then("baseline-options", Args::new().str("options", o.as_str()));
    }
    if let Some(n) = table.boxes {
        then("baseline-boxes", Args::new().num("boxes", n));
    }
    if let Some(a) = &table.arena {
        then("baseline-arena", Args::new().str("arena", a.as_str()));
    }
    if let Some(a) = &table.arena_file {
        then(
            "baseline-arena-file",
            Args::new().str("path", a.display().to_string()),
        );
    }
    if let Some(c) = &table.cards {
        then(
            "baseline-card-file",
            Args::new().str("path", c.display().to_string()),
        );
    }
    b
}

/// The report's words in `lang`: the game's names for what the data name in English.
/// English: none (the data's own words), `lang` alone.
pub fn report_words<G: CliGame>(
    lang: Lang,
    standard: &G::Options,
    table: &TableArgs,
) -> ReportWords {
    if lang == Lang::EN {
        return ReportWords::default();
    }
    let game = game_words::<G>(lang);
    ReportWords {
        lang,
        title: game.title,
        baseline: baseline(lang, table),
        score: game.score,
        seat_names: G::SEATS
            .iter()
            .enumerate()
            .map(|(i, s)| game_word::<G>(lang, &format!("seat-{}", i + 1), s))
            .collect(),
        figures: G::FIGURES
            .iter()
            .map(|f| {
                let words = game_word::<G>(lang, &format!("figure-{}", slug(f)), f);
                (f.to_string(), words)
            })
            .collect(),
        settings: G::settings(standard)
            .into_iter()
            .map(|s| {
                (
                    s.name.clone(),
                    setting_words::<G>(lang, &s.name, &s.description),
                )
            })
            .collect(),
        taken: G::taken_in(lang, standard),
        ends: BTreeMap::new(),
    }
}

/// Lists the settings a report can compare.
pub fn list<G: CliGame>(lang: Lang, standard: &G::Options) {
    let title = game_words::<G>(lang).title;
    println!(
        "{}",
        words::say(lang).text_with("balance-list", Args::new().str("title", title))
    );
    for s in G::settings(standard) {
        let description = setting_words::<G>(lang, &s.name, &s.description);
        println!("  {:<38} {description}", s.name);
    }
}

/// The width the report is fitted to: the terminal's, or `COLUMNS` when the output is not
/// one; none (lines whole) without either.
fn width() -> Option<usize> {
    console::Term::stdout()
        .size_checked()
        .map(|(_, cols)| cols as usize)
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
        .filter(|w| *w >= 40)
}

/// Where the agents never met a rule (every game as the baseline's) and they are the
/// default (`easy`, the heuristic) or random: which settings, and the stronger agents to
/// try.
fn never_met(
    lang: Lang,
    report: &balance::BalanceReport,
    config: &BalanceConfig,
) -> Option<String> {
    let never: Vec<&str> = report
        .settings
        .iter()
        .skip(1)
        .filter(|s| s.identical_to_baseline)
        .map(|s| s.name.as_str())
        .collect();
    let weak = config
        .agents
        .iter()
        .all(|a| matches!(a.as_str(), "easy" | "random"));
    if never.is_empty() || !weak {
        return None;
    }
    Some(
        words::say(lang).text_with(
            "balance-never-met",
            Args::new()
                .str("agents", config.agents.join(","))
                .str("settings", coinop_core::say::list_in(lang, &never))
                .num("count", never.len() as i64),
        ),
    )
}

pub fn run<G: CliGame>(
    standard: &G::Options,
    config: &BalanceConfig,
    threads: usize,
    out: Outputs,
) -> Result<()> {
    let lang = config.words.lang;
    let settings =
        balance::settings_to_run::<G>(lang, standard, &config.only).map_err(anyhow::Error::msg)?;
    let rotations = config.agents.len().max(1) as u64;
    let per = config.games.max(1).div_ceil(rotations) * rotations;
    let bar = ProgressBar::new(per * settings.len() as u64);
    bar.set_style(crate::words::progress_style(lang));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()?;
    let make = |name: &str, seed: u64| G::agent(name, seed);
    let report = pool
        .install(|| balance::run::<G>(standard, config, &make, &|| bar.inc(1)))
        .map_err(anyhow::Error::msg)?;
    bar.finish_and_clear();
    let width = width();
    print!("{}", report.text_width(width));
    if let Some(words) = never_met(lang, &report, config) {
        let words = match width {
            Some(w) => textwrap::fill(&words, w),
            None => words,
        };
        println!("\n{words}");
    }
    let say = words::say(lang);
    let writing = |p: &Path| {
        say.text_with(
            "error-writing",
            Args::new().str("path", p.display().to_string()),
        )
    };
    if let Some(p) = out.html {
        std::fs::write(p, coinop_lab::html::page(&report)).with_context(|| writing(p))?;
        println!(
            "{}",
            say.text_with(
                "balance-wrote",
                Args::new().str("path", p.display().to_string())
            )
        );
    }
    if let Some(p) = out.json {
        std::fs::write(p, serde_json::to_string_pretty(&report)?).with_context(|| writing(p))?;
    }
    if let Some(p) = out.csv {
        std::fs::write(p, report.csv()).with_context(|| writing(p))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game's length, score, seats, figures and settings have their words in every
    /// language: in English the data's own (so an English report is its data), and
    /// elsewhere a translation, so no report says a new figure or setting in English.
    #[test]
    fn every_figure_and_setting_of_every_game_has_its_words_in_every_language() {
        fn check<G: CliGame>(missing: &mut Vec<String>) {
            let standard = G::Options::default();
            let mut names: Vec<(String, String)> = vec![
                ("length-of".into(), G::LENGTH.into()),
                ("length-unit".into(), G::LENGTH.trim_end_matches('s').into()),
                ("score".into(), G::SCORE.into()),
                ("score-of".into(), G::SCORE.into()),
            ];
            for (i, s) in G::SEATS.iter().enumerate() {
                names.push((format!("seat-{}", i + 1), s.to_string()));
            }
            for f in G::FIGURES {
                names.push((format!("figure-{}", slug(f)), f.to_string()));
            }
            for s in G::settings(&standard) {
                names.push((format!("setting-{}", slug(&s.name)), s.description));
            }
            for lang in Lang::all() {
                for (part, english) in &names {
                    let id = format!("{}-{part}", G::NAME);
                    match G::report_word(lang, &id) {
                        None => missing.push(format!("{lang}: no {id} ({english:?})")),
                        Some(w) if lang == Lang::EN && w != *english => {
                            missing.push(format!("en: {id} says {w:?}, the data {english:?}"))
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        let mut missing = Vec::new();
        macro_rules! each {
            ($($g:ty),*) => {$( check::<$g>(&mut missing); )*};
        }
        coinop_games::for_each_game!(each);
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    #[test]
    fn anarcade_cards_taken_are_named_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let words =
            <coinop_anarcade::Anarcade as coinop_core::Words>::taken_in(ru, &Default::default());
        assert_eq!(
            words.get("Coin Slot (yellow, cost 2)").map(String::as_str),
            Some("«Монетоприёмник» (жёлтая, цена 2)"),
            "{words:?}"
        );
        assert!(
            <coinop_tanks::Tanks as coinop_core::Words>::taken_in(ru, &Default::default())
                .is_empty()
        );
    }
}
