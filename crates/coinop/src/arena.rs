//! `coinop arena`: agents play each other, seats rotated, games in parallel; win rates
//! with 95% confidence intervals, VP, game length and decision speed. The report is in
//! the run's language; its JSON and CSV are data, the same in every language.

use crate::games::CliGame;
use crate::words;
use anyhow::{Context, Result};
use coinop_core::{Args, Lang};
use coinop_lab::stats::wilson;
use coinop_lab::words::decimal;
use indicatif::ProgressBar;
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

#[allow(clippy::too_many_arguments)]
pub fn run<G: CliGame>(
    lang: Lang,
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
    let say = words::say(lang);
    if G::players(options) != n {
        anyhow::bail!(
            say.text_with(
                "arena-agents-for-table",
                Args::new()
                    .num("agents", n as i64)
                    .num("players", G::players(options) as i64),
            )
        );
    }
    if games == 0 {
        anyhow::bail!(say.text("games-at-least-one"));
    }
    // Every seed is played in every seat rotation, so each agent sits in each seat
    // equally often.
    let games = games.div_ceil(n as u64) * n as u64;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()?;
    let bar = ProgressBar::new(games);
    bar.set_style(words::progress_style(lang));
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
    print::<G>(lang, &report);
    let writing = |p: &Path| {
        say.text_with(
            "error-writing",
            Args::new().str("path", p.display().to_string()),
        )
    };
    if let Some(path) = json {
        std::fs::write(path, serde_json::to_string_pretty(&report)?)
            .with_context(|| writing(path))?;
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
        std::fs::write(path, out).with_context(|| writing(path))?;
    }
    Ok(())
}

/// The report at the terminal, in `lang`: the data's names of the game's length and score
/// in the game's words.
fn print<G: CliGame>(lang: Lang, r: &ArenaReport) {
    let say = words::say(lang);
    let game = crate::balance::game_words::<G>(lang);
    let num = |x: f64, places: usize| decimal(lang, x, places);
    println!(
        "{}",
        say.text_with(
            "arena-head",
            Args::new()
                .str("title", game.title)
                .num("games", r.games as i64)
                .num("players", i64::from(r.players))
                .str("seed", r.seed.to_string())
                .str("seconds", num(r.seconds, 1))
                .str("rounds", num(r.mean_rounds, 1))
                .str("length", game.length_of),
        )
    );
    if let Some(m) = r.mean_rounds_to_three_eagles {
        println!(
            "  {}",
            say.text_with(
                "arena-solo",
                Args::new()
                    .num("won", r.three_eagle_games as i64)
                    .num("games", r.games as i64)
                    .str("mean", num(m, 1)),
            )
        );
    }
    // Each column as wide as its title, and at least as its figures.
    let titles = [
        "arena-column-agent",
        "arena-column-win-rate",
        "arena-column-interval",
        "arena-column-score",
        "arena-column-speed",
    ]
    .map(|id| say.text(id));
    let w: Vec<usize> = titles
        .iter()
        .zip([14, 8, 17, 8, 12])
        .map(|(t, least)| t.chars().count().max(least))
        .collect();
    println!(
        "  {:<a$} {:>b$} {:>c$} {:>d$} {:>e$}   {}",
        titles[0],
        titles[1],
        titles[2],
        titles[3],
        titles[4],
        say.text_with("arena-score-is", Args::new().str("score", game.score)),
        a = w[0],
        b = w[1],
        c = w[2],
        d = w[3],
        e = w[4],
    );
    for a in &r.agents {
        let rate = format!("{:>7}%", num(100.0 * a.win_rate, 1));
        let interval = format!(
            "{:>7}% – {:>5}%",
            num(100.0 * a.ci_low, 1),
            num(100.0 * a.ci_high, 1)
        );
        println!(
            "  {:<a$} {rate:>b$} {interval:>c$} {:>d$} {:>e$}",
            a.agent,
            num(a.mean_vp, 2),
            num(a.decisions_per_second, 1),
            a = w[0],
            b = w[1],
            c = w[2],
            d = w[3],
            e = w[4],
        );
    }
}
