//! `coinop balance`: glue between the command line and `coinop_lab::balance`.

use crate::games::CliGame;
use anyhow::{Context, Result};
use coinop_lab::balance::{self, BalanceConfig};
use indicatif::{ProgressBar, ProgressStyle};
use std::path::Path;

pub struct Outputs<'a> {
    pub html: Option<&'a Path>,
    pub json: Option<&'a Path>,
    pub csv: Option<&'a Path>,
}

/// Lists the settings a report can compare.
pub fn list<G: CliGame>(standard: &G::Options) {
    println!("settings of {} (name — what it changes):", G::TITLE);
    for s in G::settings(standard) {
        println!("  {:<38} {}", s.name, s.description);
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
fn never_met(report: &balance::BalanceReport, config: &BalanceConfig) -> Option<String> {
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
    let agents = config.agents.join(",");
    Some(format!(
        "The agents ({agents}) never met {}: every game under {} was the baseline's, which \
         says nothing of the rule. The default agent plays by simple rules that do not use \
         it; try --agents normal or --agents hard, which search (slower: fewer games, \
         --games 100), to see what {} does.",
        coinop_core::words::list(&never),
        if never.len() == 1 { "it" } else { "them" },
        if never.len() == 1 { "it" } else { "each" },
    ))
}

pub fn run<G: CliGame>(
    standard: &G::Options,
    config: &BalanceConfig,
    threads: usize,
    out: Outputs,
) -> Result<()> {
    let settings =
        balance::settings_to_run::<G>(standard, &config.only).map_err(anyhow::Error::msg)?;
    let rotations = config.agents.len().max(1) as u64;
    let per = config.games.max(1).div_ceil(rotations) * rotations;
    let bar = ProgressBar::new(per * settings.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed} elapsed, ETA {eta}")
            .expect("a valid template"),
    );
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
    if let Some(words) = never_met(&report, config) {
        let words = match width {
            Some(w) => textwrap::fill(&words, w),
            None => words,
        };
        println!("\n{words}");
    }
    if let Some(p) = out.html {
        std::fs::write(p, coinop_lab::html::page(&report))
            .with_context(|| format!("writing {}", p.display()))?;
        println!("wrote {}", p.display());
    }
    if let Some(p) = out.json {
        std::fs::write(p, serde_json::to_string_pretty(&report)?)
            .with_context(|| format!("writing {}", p.display()))?;
    }
    if let Some(p) = out.csv {
        std::fs::write(p, report.csv()).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}
