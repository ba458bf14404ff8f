//! `coinop balance`: glue between the command line and `coinop_lab::balance` (the games,
//! the report in the run's language, the game's words in it): the table's choices for
//! the baseline, the list of settings, the thread pool, the progress bar, the terminal's
//! width, and the files it writes.

use crate::TableArgs;
use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use coinop_lab::balance::{self, BalanceConfig};
use coinop_lab::game_words::{Table, game_words, setting_words};
use indicatif::ProgressBar;
use std::path::Path;

pub struct Outputs<'a> {
    pub html: Option<&'a Path>,
    pub json: Option<&'a Path>,
    pub csv: Option<&'a Path>,
}

/// The table's choices beyond the standard rules, as typed: what the baseline says.
pub fn table(args: &TableArgs) -> Table {
    Table {
        variants: args.variant.clone(),
        options: args.options.clone(),
        boxes: args.boxes,
        arena: args.arena.clone(),
        arena_file: args.arena_file.as_ref().map(|p| p.display().to_string()),
        card_file: args.cards.as_ref().map(|p| p.display().to_string()),
    }
}

/// Lists the settings a report can compare.
pub fn list<G: Reported>(lang: Lang, standard: &G::Options) {
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

pub fn run<G: Reported>(
    standard: &G::Options,
    config: &BalanceConfig,
    threads: usize,
    out: Outputs,
) -> Result<()> {
    let lang = config.words.lang;
    let jobs = balance::plan::<G>(standard, config).map_err(anyhow::Error::msg)?;
    let bar = ProgressBar::new(jobs);
    bar.set_style(crate::words::progress_style(lang));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let start = std::time::Instant::now();
    let part = pool
        .install(|| balance::play::<G>(standard, config, 0..jobs, &|| bar.inc(1)))
        .map_err(anyhow::Error::msg)?;
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let report =
        balance::merge::<G>(standard, config, [part], seconds).map_err(anyhow::Error::msg)?;
    print!("{}", report.terminal_text(width()));
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
        std::fs::write(p, report.json()).with_context(|| writing(p))?;
    }
    if let Some(p) = out.csv {
        std::fs::write(p, report.csv()).with_context(|| writing(p))?;
    }
    Ok(())
}
