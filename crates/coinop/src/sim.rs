//! `coinop sim`: glue between the command line and `coinop_lab::sim` (the games, the
//! tally, the report in the run's language): the thread pool, the clock, the replays it
//! writes, which are data.

use crate::AiKind;
use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang, Replay};
use coinop_games::Reported;
use coinop_lab::sim::{self, Ai, SimConfig};
use std::path::Path;
use std::time::Instant;

/// Plays games `seed..seed + games` on `threads` threads. The report is the same for
/// any number of threads: game `i` always has seed `seed + i`, and the sums are exact.
/// Memory stays the same however many games are played. The report is said in `lang`.
pub fn run<G: Reported>(
    lang: Lang,
    options: &G::Options,
    games: u64,
    seed: u64,
    ai: AiKind,
    replays: Option<&Path>,
    threads: usize,
) -> Result<()> {
    let config = SimConfig {
        games,
        seed,
        ai: match ai {
            AiKind::Simple => Ai::Simple,
            AiKind::Random => Ai::Random,
        },
    };
    let jobs = sim::plan::<G>(lang, options, &config).map_err(anyhow::Error::msg)?;
    let say = words::say(lang);
    let path = |p: &Path| Args::new().str("path", p.display().to_string());
    if let Some(dir) = replays {
        std::fs::create_dir_all(dir).with_context(|| say.text_with("error-creating", path(dir)))?;
    }
    let write = |game_seed: u64, r: Replay| -> Result<()> {
        let dir = replays.expect("replays are kept only for a folder");
        let file = dir.join(format!("{}-{game_seed}.json", G::NAME));
        std::fs::write(&file, r.to_json())
            .with_context(|| say.text_with("error-writing", path(&file)))
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let start = Instant::now();
    let keep = replays
        .is_some()
        .then_some(&write as &(dyn Fn(u64, Replay) -> Result<()> + Sync));
    let tally = pool.install(|| sim::play::<G, anyhow::Error>(options, &config, 0..jobs, keep))?;
    let secs = start.elapsed().as_secs_f64();
    let report =
        sim::merge::<G>(options, &config, [tally], secs, threads).map_err(anyhow::Error::msg)?;
    print!("{}", report.text(lang));
    Ok(())
}
