//! `coinop tune`: glue between the command line and `coinop_lab::tune`: the thread pool,
//! the progress bar, and the weights file it writes.

use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use coinop_lab::tune::{self, TuneConfig};
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
    let cannot_write = || {
        words::say(lang).text_with(
            "error-writing",
            Args::new().str(
                "path",
                out.map(|p| p.display().to_string()).unwrap_or_default(),
            ),
        )
    };
    // Where the weights go is checked before the games are played (the file is left as
    // it was until they are).
    if let Some(path) = out {
        std::fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(path)
            .with_context(cannot_write)?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let bar = ProgressBar::new(jobs);
    bar.set_style(words::progress_style(lang));
    let part = pool.install(|| tune::play::<G>(options, &config, 0..jobs, &|| bar.inc(1)));
    bar.finish_and_clear();
    let report = tune::merge::<G>(&config, [part]).map_err(anyhow::Error::msg)?;
    print!("{}", report.text::<G>(lang));
    if let Some(path) = out {
        std::fs::write(path, report.weights_file()).with_context(cannot_write)?;
        println!(
            "  {}",
            coinop_lab::words::say(lang).text_with(
                "tune-wrote",
                Args::new()
                    .str("path", path.display().to_string())
                    .str("game", report.game.clone()),
            )
        );
    }
    Ok(())
}
