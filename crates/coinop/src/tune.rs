//! `coinop tune`: glue between the command line and `coinop_lab::tune`: the thread pool,
//! the progress bar, and the weights file it writes.

use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use coinop_lab::tune::{self, TuneConfig};
use coinop_lab::tune_heuristic::{self, HeuristicConfig};
use indicatif::ProgressBar;
use std::path::Path;

/// Plays the games, fits, prints the report; `out` gets the weights file.
pub fn run<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: TuneConfig,
    threads: usize,
    out: Option<&Path>,
) -> Result<()> {
    let jobs = tune::plan::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    check_out(lang, out)?;
    let part = played(lang, threads, jobs, |done| {
        tune::play::<G>(options, &config, 0..jobs, done)
    })?;
    let report = tune::merge::<G>(&config, [part]).map_err(anyhow::Error::msg)?;
    print!("{}", report.text::<G>(lang));
    write_out(
        lang,
        out,
        &report.weights_file(),
        &report.game,
        "tune-wrote",
    )
}

/// Tunes the heuristic's constants, prints the report; `out` gets the weights file.
pub fn run_heuristic<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: HeuristicConfig,
    threads: usize,
    out: Option<&Path>,
) -> Result<()> {
    tune_heuristic::check::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    check_out(lang, out)?;
    let games = tune_heuristic::games(&config);
    let report = played(lang, threads, games, |done| {
        tune_heuristic::run::<G>(options, &config, done)
    })?
    .map_err(anyhow::Error::msg)?;
    print!("{}", report.text::<G>(lang));
    if out.is_none() {
        println!(
            "  {}",
            coinop_lab::words::say(lang).text("tune-heuristic-not-written")
        );
    }
    write_out(
        lang,
        out,
        &report.weights_file(),
        &report.game,
        "tune-heuristic-wrote",
    )
}

/// `play` on a pool of `threads`, with a progress bar of `games` that it moves on by
/// calling `done` after each game.
fn played<T: Send>(
    lang: Lang,
    threads: usize,
    games: u64,
    play: impl FnOnce(&(dyn Fn() + Sync)) -> T + Send,
) -> Result<T> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let bar = ProgressBar::new(games);
    bar.set_style(words::progress_style(lang));
    let out = pool.install(|| play(&|| bar.inc(1)));
    bar.finish_and_clear();
    Ok(out)
}

fn cannot_write(lang: Lang, out: Option<&Path>) -> String {
    words::say(lang).text_with(
        "error-writing",
        Args::new().str(
            "path",
            out.map(|p| p.display().to_string()).unwrap_or_default(),
        ),
    )
}

/// Where the weights go is checked before the games are played (the file is left as it
/// was until they are).
fn check_out(lang: Lang, out: Option<&Path>) -> Result<()> {
    if let Some(path) = out {
        std::fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
            .with_context(|| cannot_write(lang, out))?;
    }
    Ok(())
}

fn write_out(lang: Lang, out: Option<&Path>, text: &str, game: &str, said: &str) -> Result<()> {
    if let Some(path) = out {
        std::fs::write(path, text).with_context(|| cannot_write(lang, out))?;
        println!(
            "  {}",
            coinop_lab::words::say(lang).text_with(
                said,
                Args::new()
                    .str("path", path.display().to_string())
                    .str("game", game),
            )
        );
    }
    Ok(())
}
