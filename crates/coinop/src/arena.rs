//! `coinop arena`: glue between the command line and `coinop_lab::arena` (the games, the
//! tallies, the report in the run's language): the thread pool, the progress bar, the
//! clock, and the JSON and CSV it writes, which are data.

use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use coinop_lab::arena::{self, ArenaConfig};
use indicatif::ProgressBar;
use std::path::Path;
use std::time::Instant;

#[allow(clippy::too_many_arguments)]
pub fn run<G: Reported>(
    lang: Lang,
    options: &G::Options,
    names: &[String],
    games: u64,
    seed: u64,
    threads: usize,
    json: Option<&Path>,
    csv: Option<&Path>,
) -> Result<()> {
    let config = ArenaConfig {
        agents: names.to_vec(),
        games,
        seed,
    };
    let jobs = arena::plan::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()?;
    let bar = ProgressBar::new(jobs);
    bar.set_style(words::progress_style(lang));
    let start = Instant::now();
    let part = pool.install(|| arena::play::<G>(options, &config, 0..jobs, &|| bar.inc(1)));
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let report =
        arena::merge::<G>(options, &config, [part], seconds).map_err(anyhow::Error::msg)?;
    print!("{}", report.text(lang));
    let say = words::say(lang);
    let writing = |p: &Path| {
        say.text_with(
            "error-writing",
            Args::new().str("path", p.display().to_string()),
        )
    };
    if let Some(path) = json {
        std::fs::write(path, report.json()).with_context(|| writing(path))?;
    }
    if let Some(path) = csv {
        std::fs::write(path, report.csv()).with_context(|| writing(path))?;
    }
    Ok(())
}
