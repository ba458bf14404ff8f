//! `coinop arena`: agents play each other, seats rotated, games in parallel; win rates
//! with 95% confidence intervals, score, game length and decision speed. A run is three
//! steps, each usable alone so that many processes may share one: [`plan`] (how many
//! games: the jobs, whole rotations of the agents), [`play`] (a range of them: each
//! game's result, in order) and [`merge`] (every game's result, in job order, into the
//! [`ArenaReport`]). The sums are taken in job order, so a run split any way gives the
//! report of the whole. The report is said in a language ([`ArenaReport::text`]); its
//! JSON and CSV are data, the same in every language.

use crate::game_words::game_words;
use crate::stats::wilson;
use crate::words::{decimal, say};
use coinop_core::{Args, Lang};
use coinop_games::Reported;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;
use std::ops::Range;
use std::time::Instant;

/// What a run plays, beyond the table's options.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ArenaConfig {
    /// One agent per seat, by the names [`coinop_games::Hosted::agent`] takes.
    pub agents: Vec<String>,
    /// Games asked for: rounded up to whole rotations of the agents.
    pub games: u64,
    /// Rotation `r` of seed `seed + i` is game `i * agents + r`.
    pub seed: u64,
}

/// How one agent did in one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AgentGame {
    /// Its share of the win (a shared win counts as a fraction).
    pub share: f64,
    pub score: f64,
    pub decisions: u64,
    /// Seconds it spent choosing.
    pub seconds: f64,
}

/// One game's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// By agent, in the order of the config's.
    pub agents: Vec<AgentGame>,
    /// Its length ([`Reported::length`]).
    pub rounds: u32,
    /// Arcade Tanks' Single Player won.
    pub three_eagles: bool,
}

/// What [`play`] returns: the results of games `start..start + games.len()`, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaPart {
    pub start: u64,
    pub games: Vec<GameResult>,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
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

/// A run's report as data.
#[derive(Debug, Serialize)]
#[serde(bound = "")]
pub struct ArenaReport<G> {
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
    #[serde(skip)]
    of: PhantomData<fn() -> G>,
}

/// How many games (jobs) the run plays, or why it cannot be played, in `lang`.
pub fn plan<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: &ArenaConfig,
) -> Result<u64, String> {
    let n = config.agents.len();
    let say = say(lang);
    if config.games == 0 {
        return Err(say.text("games-at-least-one"));
    }
    check_table::<G>(lang, options, &config.agents, config.games, config.seed)?;
    // Every seed is played in every seat rotation, so each agent sits in each seat
    // equally often.
    Ok(config.games.div_ceil(n as u64) * n as u64)
}

/// The most games a run may ask for.
pub const MAX_GAMES: u64 = 1_000_000;

/// Why `agents` (one per seat, by name) cannot play `games` games at a table of
/// `options` from `seed`, if they cannot: a run's checks before its first game.
pub(crate) fn check_table<G: Reported>(
    lang: Lang,
    options: &G::Options,
    agents: &[String],
    games: u64,
    seed: u64,
) -> Result<(), String> {
    for n in agents {
        G::agent(n, 0)?;
    }
    let say = say(lang);
    let n = agents.len();
    if n == 0 || G::players(options) != n {
        return Err(say.text_with(
            "arena-agents-for-table",
            Args::new()
                .num("agents", n as i64)
                .num("players", G::players(options) as i64),
        ));
    }
    if games > MAX_GAMES {
        return Err(say.text_with("games-at-most", Args::new().num("most", MAX_GAMES as i64)));
    }
    G::new_game(options, seed).map_err(|e| e.to_string())?;
    Ok(())
}

/// Every part's items in job order, or why the parts are not the run's jobs, each once.
pub(crate) fn in_job_order<T>(
    parts: impl IntoIterator<Item = (u64, Vec<T>)>,
    jobs: u64,
) -> Result<Vec<T>, String> {
    let mut all: Vec<T> = Vec::new();
    for (start, items) in parts {
        if start != all.len() as u64 {
            return Err(format!(
                "a part starts at game {start}, after {} games: the parts go in job order, each once",
                all.len()
            ));
        }
        all.extend(items);
    }
    if all.len() as u64 != jobs {
        return Err(format!(
            "the parts hold {} games of the run's {jobs}",
            all.len()
        ));
    }
    Ok(all)
}

/// Plays games `jobs` (within `0..plan`) on the current rayon pool; `progress` is called
/// after every game (from any thread).
pub fn play<G: Reported>(
    options: &G::Options,
    config: &ArenaConfig,
    jobs: Range<u64>,
    progress: &(dyn Fn() + Sync),
) -> ArenaPart {
    let start = jobs.start;
    let games = jobs
        .into_par_iter()
        .map(|i| {
            let r = play_one::<G>(options, config, i);
            progress();
            r
        })
        .collect();
    ArenaPart { start, games }
}

/// Game `i`: seed `seed + i / agents`, seat `s` played by agent `(s + i) mod agents`.
fn play_one<G: Reported>(options: &G::Options, config: &ArenaConfig, i: u64) -> GameResult {
    let names = &config.agents;
    let n = names.len();
    let game_seed = config.seed.wrapping_add(i / n as u64);
    // Seat s is played by agent (s + rotation) mod n.
    let order: Vec<usize> = (0..n).map(|s| (s + (i % n as u64) as usize) % n).collect();
    let mut agents: Vec<_> = order
        .iter()
        .map(|&k| {
            G::agent(&names[k], game_seed.wrapping_mul(31).wrapping_add(k as u64)).expect("checked")
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
    let mut per_agent = vec![
        AgentGame {
            share: 0.0,
            score: 0.0,
            decisions: 0,
            seconds: 0.0,
        };
        n
    ];
    for (s, &k) in order.iter().enumerate() {
        let share = if outcome.winners.contains(&(s as u8)) {
            1.0 / outcome.winners.len() as f64
        } else {
            0.0
        };
        per_agent[k] = AgentGame {
            share,
            score: game.score(s as u8) as f64,
            decisions: decisions[s],
            seconds: think[s],
        };
    }
    GameResult {
        agents: per_agent,
        rounds: game.length(),
        three_eagles: game.solo_rounds().is_some(),
    }
}

/// The report of a run from the parts of all its games, in job order, `seconds` of
/// playing them (the head line's; no other figure depends on it but the agents' decision
/// speed, which the parts' clocks measured).
pub fn merge<G: Reported>(
    options: &G::Options,
    config: &ArenaConfig,
    parts: impl IntoIterator<Item = ArenaPart>,
    seconds: f64,
) -> Result<ArenaReport<G>, String> {
    let n = config.agents.len().max(1) as u64;
    let games = config.games.div_ceil(n) * n;
    let results = in_job_order(parts.into_iter().map(|p| (p.start, p.games)), games)?;
    let mut agents: Vec<AgentResult> = config
        .agents
        .iter()
        .map(|a| AgentResult {
            agent: a.clone(),
            games,
            ..Default::default()
        })
        .collect();
    for r in &results {
        if r.agents.len() != agents.len() {
            return Err(format!(
                "a game of {} agents in a run of {}",
                r.agents.len(),
                agents.len()
            ));
        }
        for (k, g) in r.agents.iter().enumerate() {
            let a = &mut agents[k];
            a.wins += g.share;
            a.vp_sum += g.score;
            a.decisions += g.decisions;
            a.think_secs += g.seconds;
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
    Ok(ArenaReport {
        game: G::NAME.into(),
        title: G::TITLE.into(),
        length: G::LENGTH.into(),
        score: G::SCORE.into(),
        players: G::players(options) as u8,
        games,
        seed: config.seed,
        mean_rounds: results.iter().map(|r| r.rounds as f64).sum::<f64>() / games as f64,
        mean_rounds_to_three_eagles: (!solo.is_empty())
            .then(|| solo.iter().sum::<f64>() / solo.len() as f64),
        three_eagle_games: solo.len() as u64,
        seconds,
        agents,
        of: PhantomData,
    })
}

impl<G: Reported> ArenaReport<G> {
    /// The report as `coinop arena` prints it, in `lang`: the data's names of the game's
    /// length and score in the game's words; a line each, each ending in a newline.
    pub fn text(&self, lang: Lang) -> String {
        let say = say(lang);
        let game = game_words::<G>(lang);
        let num = |x: f64, places: usize| decimal(lang, x, places);
        let mut out = String::new();
        let mut line = |s: String| {
            out.push_str(&s);
            out.push('\n');
        };
        line(
            say.text_with(
                "arena-head",
                Args::new()
                    .str("title", game.title)
                    .num("games", self.games as i64)
                    .num("players", i64::from(self.players))
                    .str("seed", self.seed.to_string())
                    .str("seconds", num(self.seconds, 1))
                    .str("rounds", num(self.mean_rounds, 1))
                    .str("length", game.length_of),
            ),
        );
        if let Some(m) = self.mean_rounds_to_three_eagles {
            line(format!(
                "  {}",
                say.text_with(
                    "arena-solo",
                    Args::new()
                        .num("won", self.three_eagle_games as i64)
                        .num("games", self.games as i64)
                        .str("mean", num(m, 1)),
                )
            ));
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
        line(format!(
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
        ));
        for a in &self.agents {
            let rate = format!("{:>7}%", num(100.0 * a.win_rate, 1));
            let interval = format!(
                "{:>7}% – {:>5}%",
                num(100.0 * a.ci_low, 1),
                num(100.0 * a.ci_high, 1)
            );
            line(format!(
                "  {:<a$} {rate:>b$} {interval:>c$} {:>d$} {:>e$}",
                a.agent,
                num(a.mean_vp, 2),
                num(a.decisions_per_second, 1),
                a = w[0],
                b = w[1],
                c = w[2],
                d = w[3],
                e = w[4],
            ));
        }
        out
    }

    /// The report as data, JSON (what `--json` writes).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report is JSON")
    }

    /// A row per agent, CSV (what `--csv` writes).
    pub fn csv(&self) -> String {
        let mut out = String::from(
            "agent,games,wins,win_rate,ci_low,ci_high,mean_vp,decisions,decisions_per_second\n",
        );
        for a in &self.agents {
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
        out
    }
}
