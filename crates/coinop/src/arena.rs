//! `coinop arena`: glue between the command line and `coinop_lab::arena` (the games, the
//! tallies, the report in the run's language): the thread pool, the progress bar, the
//! clock, and the JSON and CSV it writes, which are data.

use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use coinop_lab::arena::{self, ArenaConfig, ArenaReport};
use coinop_lab::curve::{self, CurveReport};
use indicatif::ProgressBar;
use std::path::Path;
use std::time::Instant;

/// `--curve`: one arena run per time, then the curve's table (and page).
#[allow(clippy::too_many_arguments)]
pub fn curve<G: Reported>(
    lang: Lang,
    options: &G::Options,
    names: &[String],
    times: &[u64],
    games: u64,
    seed: u64,
    threads: usize,
    html: Option<&Path>,
    json: Option<&Path>,
) -> Result<()> {
    curve::check_family(names).map_err(anyhow::Error::msg)?;
    let mut report = CurveReport::new(lang, names);
    // Every name is checked before the first game.
    for &ms in times {
        let config = ArenaConfig {
            agents: curve::agents_at(names, ms),
            games,
            seed,
        };
        arena::plan::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    }
    for &ms in times {
        let run = play::<G>(
            lang,
            options,
            curve::agents_at(names, ms),
            games,
            seed,
            threads,
        )?;
        print!("{}", run.text(lang));
        report.add(ms, &run);
        // After every point: a run of hours stopped early keeps what it measured.
        if let Some(path) = html {
            write(lang, path, report.html())?;
        }
        if let Some(path) = json {
            write(lang, path, serde_json::to_string_pretty(&report)?)?;
        }
    }
    print!("\n{}", report.text());
    Ok(())
}

/// One arena run, with its progress bar.
fn play<G: Reported>(
    lang: Lang,
    options: &G::Options,
    names: Vec<String>,
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<ArenaReport<G>> {
    let config = ArenaConfig {
        agents: names,
        games,
        seed,
    };
    let jobs = arena::plan::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let bar = ProgressBar::new(jobs);
    bar.set_style(words::progress_style(lang));
    let start = Instant::now();
    let part = pool.install(|| arena::play::<G>(options, &config, 0..jobs, &|| bar.inc(1)));
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    arena::merge::<G>(options, &config, [part], seconds).map_err(anyhow::Error::msg)
}

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
    let report = play::<G>(lang, options, names.to_vec(), games, seed, threads)?;
    print!("{}", report.text(lang));
    if let Some(path) = json {
        write(lang, path, report.json())?;
    }
    if let Some(path) = csv {
        write(lang, path, report.csv())?;
    }
    Ok(())
}

/// Writes a file the run was asked for, saying which one could not be written.
fn write(lang: Lang, path: &Path, text: String) -> Result<()> {
    std::fs::write(path, text).with_context(|| {
        words::say(lang).text_with(
            "error-writing",
            Args::new().str("path", path.display().to_string()),
        )
    })
}
