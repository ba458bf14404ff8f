//! `coinop arena`: agents play each other, seats rotated, games in parallel; win rates
//! with 95% confidence intervals, VP, game length and decision speed.

use crate::games::CliGame;
use anyhow::{Context, Result};
use coinop_lab::stats::wilson;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

#[derive(Default, Clone, Serialize)]
pub struct AgentResult {
    pub agent: String,
    pub games: u64,
    /// Shared wins count as a fraction.
    pub wins: f64,
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate.
    pub ci_low: f64,
    pub ci_high: f64,
    pub mean_vp: f64,
    pub decisions: u64,
    pub decisions_per_second: f64,
    #[serde(skip)]
    vp_sum: f64,
    #[serde(skip)]
    think_secs: f64,
}

#[derive(Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub title: String,
    /// What `mean_rounds` counts ("rounds", "turns") and what `mean_vp` is.
    pub length: String,
    pub score: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub mean_rounds: f64,
    /// Single Player: mean rounds to three Eagles over the games that got them.
    pub mean_rounds_to_three_eagles: Option<f64>,
    pub three_eagle_games: u64,
    pub seconds: f64,
    pub agents: Vec<AgentResult>,
}

struct GameResult {
    /// Per agent index: (win share, vp, decisions, seconds thinking).
    per_agent: Vec<(f64, f64, u64, f64)>,
    rounds: u32,
    three_eagles: bool,
}

pub fn run<G: CliGame>(
    options: &G::Options,
    names: &[String],
    games: u64,
    seed: u64,
    threads: usize,
    json: Option<&Path>,
    csv: Option<&Path>,
) -> Result<()> {
    for n in names {
        G::agent(n, 0).map_err(anyhow::Error::msg)?;
    }
    let n = names.len();
    if G::players(options) != n {
        anyhow::bail!(
            "{} agents for a {}-player table: name one agent per seat",
            n,
            G::players(options)
        );
    }
    if games == 0 {
        anyhow::bail!("--games must be at least 1");
    }
    // Every seed is played in every seat rotation, so each agent sits in each seat
    // equally often.
    let games = games.div_ceil(n as u64) * n as u64;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()?;
    let bar = ProgressBar::new(games);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed} elapsed, ETA {eta}")
            .expect("a valid template"),
    );
    let start = Instant::now();
    let results: Vec<GameResult> = pool.install(|| {
        (0..games)
            .into_par_iter()
            .map(|i| {
                let game_seed = seed.wrapping_add(i / n as u64);
                // Seat s is played by agent (s + rotation) mod n.
                let order: Vec<usize> = (0..n).map(|s| (s + (i % n as u64) as usize) % n).collect();
                let mut agents: Vec<_> = order
                    .iter()
                    .map(|&k| {
                        G::agent(&names[k], game_seed.wrapping_mul(31).wrapping_add(k as u64))
                            .expect("checked")
                    })
                    .collect();
                let mut game = G::new_game(options, game_seed).expect("valid options");
                let mut decisions = vec![0u64; n];
                let mut think = vec![0f64; n];
                while let Some(seat) = game.to_move().seats().first() {
                    let t = Instant::now();
                    let a = agents[seat as usize].choose(&game, seat);
                    think[seat as usize] += t.elapsed().as_secs_f64();
                    decisions[seat as usize] += 1;
                    game.apply(seat, &a).expect("agents choose legal actions");
                }
                let outcome = game.outcome().expect("finished");
                let mut per_agent = vec![(0.0, 0.0, 0, 0.0); n];
                for (s, &k) in order.iter().enumerate() {
                    let share = if outcome.winners.contains(&(s as u8)) {
                        1.0 / outcome.winners.len() as f64
                    } else {
                        0.0
                    };
                    per_agent[k] = (share, game.score(s as u8) as f64, decisions[s], think[s]);
                }
                bar.inc(1);
                GameResult {
                    per_agent,
                    rounds: game.length(),
                    three_eagles: game.solo_rounds().is_some(),
                }
            })
            .collect()
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let mut agents: Vec<AgentResult> = names
        .iter()
        .map(|a| AgentResult {
            agent: a.clone(),
            games,
            ..Default::default()
        })
        .collect();
    for r in &results {
        for (k, (share, vp, d, t)) in r.per_agent.iter().enumerate() {
            let a = &mut agents[k];
            a.wins += share;
            a.vp_sum += vp;
            a.decisions += d;
            a.think_secs += t;
        }
    }
    for a in &mut agents {
        a.win_rate = a.wins / games as f64;
        (a.ci_low, a.ci_high) = wilson(a.wins, games as f64);
        a.mean_vp = a.vp_sum / games as f64;
        a.decisions_per_second = a.decisions as f64 / a.think_secs.max(1e-9);
    }
    let solo: Vec<f64> = results
        .iter()
        .filter(|r| r.three_eagles)
        .map(|r| r.rounds as f64)
        .collect();
    let report = ArenaReport {
        game: G::NAME.into(),
        title: G::TITLE.into(),
        length: G::LENGTH.into(),
        score: G::SCORE.into(),
        players: G::players(options) as u8,
        games,
        seed,
        mean_rounds: results.iter().map(|r| r.rounds as f64).sum::<f64>() / games as f64,
        mean_rounds_to_three_eagles: (!solo.is_empty())
            .then(|| solo.iter().sum::<f64>() / solo.len() as f64),
        three_eagle_games: solo.len() as u64,
        seconds,
        agents,
    };
    print(&report);
    if let Some(path) = json {
        std::fs::write(path, serde_json::to_string_pretty(&report)?)
            .with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = csv {
        let mut out = String::from(
            "agent,games,wins,win_rate,ci_low,ci_high,mean_vp,decisions,decisions_per_second\n",
        );
        for a in &report.agents {
            out.push_str(&format!(
                "{},{},{:.1},{:.4},{:.4},{:.4},{:.3},{},{:.1}\n",
                a.agent,
                a.games,
                a.wins,
                a.win_rate,
                a.ci_low,
                a.ci_high,
                a.mean_vp,
                a.decisions,
                a.decisions_per_second
            ));
        }
        std::fs::write(path, out).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}

fn print(r: &ArenaReport) {
    println!(
        "{} arena: {} games, {} players, seed {}, {:.1} s; mean {:.1} {}",
        r.title, r.games, r.players, r.seed, r.seconds, r.mean_rounds, r.length
    );
    if let Some(m) = r.mean_rounds_to_three_eagles {
        println!(
            "  three Eagles in {} of {} games, mean {:.1} rounds",
            r.three_eagle_games, r.games, m
        );
    }
    println!(
        "  {:<14} {:>8} {:>17} {:>8} {:>12}   (score: mean {})",
        "agent", "win rate", "95% interval", "score", "decisions/s", r.score
    );
    for a in &r.agents {
        println!(
            "  {:<14} {:>7.1}% {:>7.1}% – {:>5.1}% {:>8.2} {:>12.1}",
            a.agent,
            100.0 * a.win_rate,
            100.0 * a.ci_low,
            100.0 * a.ci_high,
            a.mean_vp,
            a.decisions_per_second
        );
    }
}
