//! The balance report: the standard rules and each setting (a rule option or variant)
//! played by the same agents over the same seeds, seats rotated; per setting the win rate
//! by seat, how games end, the score margin and spread, and the game's own figures, each
//! with a 95% interval, and which differ significantly from the standard rules.
//!
//! A report is three steps, each usable alone so that many processes may share one:
//! [`plan`] (how many games: the jobs, every setting's games one after another),
//! [`play`] (a range of them: what each game left behind, in order) and [`merge`] (every
//! game, in job order, into the [`BalanceReport`]). The sums are taken in job order, so a
//! report split any way is the report of the whole; [`run`] is the three in one call.

use crate::game_words::{Table, baseline, game_word, game_words, setting_words, slug};
use crate::stats::{Estimate, Sample, holm, one_sample_p, welch_p};
use crate::words::{end_words, say};
use coinop_agents::Agent;
use coinop_core::{Args, Lang, Measured, Seat, Setting};
use coinop_games::{Hosted, Reported};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::ops::Range;

mod text;
pub use text::{is_rate, p_text, value};

/// What to play.
#[derive(Clone, Debug)]
pub struct BalanceConfig {
    /// One agent for every seat, or one per seat (then every seed is played in every
    /// rotation of them).
    pub agents: Vec<String>,
    /// Games per setting (rounded up to whole rotations).
    pub games: u64,
    pub seed: u64,
    /// Settings to compare (names, or the option before `=`; `-` and `_` alike); all
    /// when empty.
    pub only: Vec<String>,
    /// What the baseline is, in words ("the standard rules", "… with Avalanche").
    pub baseline: String,
    /// What a seat's score is, in the game's words ("VP", "cards in hand"), for the
    /// score margin and spread.
    pub score: String,
    /// What the game calls each seat ("Green", "Orange"); none: "seat N".
    pub seat_names: Vec<String>,
    /// The figure counting the first player's wins, when a coin toss and not a seat
    /// decides who plays first (ARCADE: "first player won"): the report leads with it
    /// instead of seat 1's wins. None: seat 1 holds the First Player token.
    pub first_player: Option<String>,
    /// The language the report is said in, and the game's words in it (the fields above
    /// are the data, in English).
    pub words: ReportWords,
}

impl BalanceConfig {
    /// A report of `G` by `agents` (their names as [`Hosted::agent`] takes them),
    /// `games` a setting from `seed`, comparing the settings `only` names (all when
    /// empty) with the standard rules of `table`, said in `lang`.
    pub fn of<G: Reported>(
        lang: Lang,
        standard: &G::Options,
        table: &Table,
        agents: Vec<String>,
        games: u64,
        seed: u64,
        only: Vec<String>,
    ) -> BalanceConfig {
        BalanceConfig {
            agents,
            games,
            seed,
            only,
            // The report's data: English, whatever its words' language.
            baseline: baseline(Lang::EN, table),
            score: G::SCORE.into(),
            seat_names: G::SEATS.iter().map(|s| s.to_string()).collect(),
            first_player: G::FIRST_PLAYER.map(str::to_string),
            words: report_words::<G>(lang, standard, table),
        }
    }
}

/// The report's words in `lang`: the game's names for what the data name in English.
/// English: none (the data's own words), `lang` alone.
pub fn report_words<G: Reported>(lang: Lang, standard: &G::Options, table: &Table) -> ReportWords {
    if lang == Lang::EN {
        return ReportWords::default();
    }
    let game = game_words::<G>(lang);
    ReportWords {
        lang,
        title: game.title,
        baseline: baseline(lang, table),
        score: game.score,
        seat_names: G::SEATS
            .iter()
            .enumerate()
            .map(|(i, s)| game_word::<G>(lang, &format!("seat-{}", i + 1), s))
            .collect(),
        figures: G::FIGURES
            .iter()
            .map(|f| {
                let words = game_word::<G>(lang, &format!("figure-{}", slug(f)), f);
                (f.to_string(), words)
            })
            .collect(),
        settings: G::settings(standard)
            .into_iter()
            .map(|s| {
                (
                    s.name.clone(),
                    setting_words::<G>(lang, &s.name, &s.description),
                )
            })
            .collect(),
        taken: G::taken_in(lang, standard),
        ends: BTreeMap::new(),
    }
}

/// The report's language, and what the game calls in it the things the data name in
/// English. Every field left empty says the data's own words: the default is the English
/// report. The lab's own sentences come from its catalogue (`locales/<lang>/lab.ftl`).
#[derive(Clone, Debug, Default)]
pub struct ReportWords {
    pub lang: Lang,
    /// The game's name ("Танчики"); empty: the report's `game`.
    pub title: String,
    /// What the baseline is; empty: the config's `baseline`.
    pub baseline: String,
    /// What a seat's score is; empty: the config's `score`.
    pub score: String,
    /// What the game calls each seat; empty: the config's `seat_names`.
    pub seat_names: Vec<String>,
    /// The game's figures, by their English names ([`Measured::FIGURES`]).
    pub figures: BTreeMap<String, String>,
    /// What each setting changes, by the setting's name.
    pub settings: BTreeMap<String, String>,
    /// What a seat may take ([`Measured::taken`]), by its English name.
    pub taken: BTreeMap<String, String>,
    /// Why games ended, by the outcomes' English reasons: worded by [`run`] from the
    /// game's own words.
    pub ends: BTreeMap<String, String>,
}

/// The whole report.
#[derive(Debug, Serialize)]
pub struct BalanceReport {
    pub game: String,
    pub players: usize,
    pub agents: Vec<String>,
    pub games_per_setting: u64,
    pub seed: u64,
    pub seconds: f64,
    /// What every setting is compared with, in words.
    pub baseline: String,
    /// What a seat's score is, in words.
    pub score: String,
    /// What the game calls each seat; empty: "seat N".
    pub seat_names: Vec<String>,
    /// The figure counting the first player's wins when a coin decides who plays first.
    pub first_player: Option<String>,
    /// The game's own figures, in the order of `SettingReport::figures`.
    pub figures: Vec<String>,
    /// The standard rules first.
    pub settings: Vec<SettingReport>,
    /// How "significant" was decided.
    pub method: String,
    /// The language the report is said in, and the game's words in it.
    #[serde(skip)]
    pub words: ReportWords,
}

#[derive(Debug, Serialize)]
pub struct SettingReport {
    pub name: String,
    pub description: String,
    pub games: u64,
    /// Win share by seat: seat 1 holds the First Player token in round 1. Shared wins
    /// count as fractions.
    pub seat_wins: Vec<Estimate>,
    /// Win share by agent, in the order given (when there are several).
    pub agent_wins: Vec<Estimate>,
    /// Share of games that ended for each reason.
    pub ends: Vec<(String, Estimate)>,
    /// Winner's score minus the runner-up's.
    pub margin: Estimate,
    /// Best score minus worst.
    pub spread: Estimate,
    /// Mean per game of each of the game's figures.
    pub figures: Vec<Estimate>,
    /// For the baseline: whether each seat wins more or less than its fair share (1 in
    /// `players`), the first-player advantage and any other seat's. Other settings show
    /// a change of it as a difference in "seat N wins".
    pub seat_bias: Vec<SeatBias>,
    /// Every game came out exactly as under the baseline: the agents never met the rule,
    /// which is no evidence either way.
    pub identical_to_baseline: bool,
    /// Every metric by name, with its interval (what the differences compare).
    pub metrics: Vec<(String, Estimate)>,
    /// The strength of each thing a seat may take (Anarcade: each card), strongest first;
    /// empty for a game that names none (`Measured::taken`).
    pub strength: Vec<Strength>,
    /// Differences from the standard rules (none for the standard itself).
    pub differences: Vec<Difference>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Difference {
    pub metric: String,
    pub standard: f64,
    pub setting: f64,
    pub p: f64,
    /// Holm-adjusted over every difference in the report.
    pub p_holm: f64,
    pub significant: bool,
}

/// How often the seats that took something won.
#[derive(Debug, Clone, Serialize)]
pub struct Strength {
    pub name: String,
    /// Seats that took it, per game.
    pub takers_per_game: f64,
    /// The share of those seats that won (shared wins as fractions).
    pub win_rate: Estimate,
}

#[derive(Debug, Clone, Serialize)]
pub struct SeatBias {
    /// 1-based.
    pub seat: usize,
    pub win_rate: f64,
    pub fair: f64,
    pub p: f64,
    /// Holm-adjusted over the seats.
    pub p_holm: f64,
    pub significant: bool,
}

/// What one game left behind: what [`play`] returns, game by game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    seat_share: Vec<f64>,
    agent_share: Vec<f64>,
    reason: String,
    /// The game's record of its end (`Outcome::end`), for its words in any language.
    end: Option<Value>,
    margin: f64,
    spread: f64,
    figures: Vec<f64>,
    /// What each seat took, by name: the win share of every seat that took it.
    taken: Vec<(String, Vec<f64>)>,
}

/// Per-game samples of every metric of one setting, in a fixed order of names.
struct Metrics {
    names: Vec<String>,
    samples: Vec<Sample>,
}

/// A setting's name as typed: case, `-` and `_` do not matter.
fn normal(name: &str) -> String {
    name.to_ascii_lowercase().replace('-', "_")
}

/// The settings a report compares: the baseline first, then those asked for (by exact
/// name, else every setting of the option named before `=`).
pub fn settings_to_run<G: Measured>(
    lang: Lang,
    standard: &G::Options,
    only: &[String],
) -> Result<Vec<Setting<G::Options>>, String> {
    let all = G::settings(standard);
    let mut out = vec![Setting {
        name: "baseline".into(),
        description: "the rules every setting is compared with".into(),
        options: standard.clone(),
    }];
    if only.is_empty() {
        out.extend(all);
        return Ok(out);
    }
    for want in only {
        let want = normal(want);
        let exact: Vec<_> = all
            .iter()
            .filter(|s| normal(&s.name) == want)
            .cloned()
            .collect();
        let found = if exact.is_empty() {
            all.iter()
                .filter(|s| normal(s.name.split('=').next().unwrap_or_default()) == want)
                .cloned()
                .collect()
        } else {
            exact
        };
        if found.is_empty() {
            let in_baseline = G::settings(&G::Options::default())
                .iter()
                .any(|s| normal(&s.name) == want);
            if in_baseline {
                return Err(say(lang).text_with(
                    "error-in-baseline",
                    Args::new().str("setting", want.as_str()),
                ));
            }
            let names: Vec<&str> = all.iter().map(|s| s.name.as_str()).collect();
            return Err(say(lang).text_with(
                "error-no-setting",
                Args::new()
                    .str("setting", want.as_str())
                    .str("settings", names.join(", ")),
            ));
        }
        for f in found {
            if !out.iter().any(|s| s.name == f.name) {
                out.push(f);
            }
        }
    }
    Ok(out)
}

/// What a report plays, checked: its settings, the players, the games a setting.
struct Prepared<O> {
    settings: Vec<Setting<O>>,
    players: usize,
    games: u64,
}

fn prepare<G: Hosted>(
    standard: &G::Options,
    config: &BalanceConfig,
) -> Result<Prepared<G::Options>, String> {
    let lang = config.words.lang;
    let settings = settings_to_run::<G>(lang, standard, &config.only)?;
    let probe = G::new_game(standard, config.seed).map_err(|e| e.to_string())?;
    let players = probe.num_seats();
    let agents = &config.agents;
    if agents.is_empty() || (agents.len() != 1 && agents.len() != players) {
        return Err(say(lang).text_with(
            "error-agents",
            Args::new()
                .num("players", players as i64)
                .num("agents", agents.len() as i64),
        ));
    }
    for a in agents {
        G::agent(a, 0)?;
    }
    for s in &settings {
        G::new_game(&s.options, config.seed).map_err(|e| {
            say(lang).text_with(
                "error-setting",
                Args::new()
                    .str("setting", s.name.as_str())
                    .str("error", e.to_string()),
            )
        })?;
    }
    let rotations = agents.len() as u64;
    let games = config.games.max(1).div_ceil(rotations) * rotations;
    Ok(Prepared {
        settings,
        players,
        games,
    })
}

/// How many games (jobs) the report plays — every setting's, the baseline's first — or
/// why it cannot be played, in the config's language.
pub fn plan<G: Hosted>(standard: &G::Options, config: &BalanceConfig) -> Result<u64, String> {
    let p = prepare::<G>(standard, config)?;
    Ok(p.settings.len() as u64 * p.games)
}

/// What [`play`] returns: games `start..start + played.len()`, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BalancePart {
    pub start: u64,
    pub played: Vec<Played>,
}

/// Plays games `jobs` (within `0..plan`) on the current rayon pool, the agents made by
/// name ([`Hosted::agent`]). `progress` is called after every game (from any thread).
pub fn play<G: Hosted>(
    standard: &G::Options,
    config: &BalanceConfig,
    jobs: Range<u64>,
    progress: &(dyn Fn() + Sync),
) -> Result<BalancePart, String> {
    let p = prepare::<G>(standard, config)?;
    let total = p.settings.len() as u64 * p.games;
    if jobs.end > total {
        return Err(format!("games {jobs:?} of a report of {total}"));
    }
    let start = jobs.start;
    let played = jobs
        .into_par_iter()
        .map(|j| {
            let (s, i) = ((j / p.games) as usize, j % p.games);
            let g = play_one::<G>(&p.settings[s].options, config.seed, i, &config.agents);
            progress();
            g
        })
        .collect();
    Ok(BalancePart { start, played })
}

/// Plays the report: [`plan`], [`play`] every game, [`merge`]. `progress` is called after
/// every game (from any thread).
pub fn run<G: Hosted>(
    standard: &G::Options,
    config: &BalanceConfig,
    progress: &(dyn Fn() + Sync),
) -> Result<BalanceReport, String> {
    let jobs = plan::<G>(standard, config)?;
    let start = std::time::Instant::now();
    let part = play::<G>(standard, config, 0..jobs, progress)?;
    let seconds = start.elapsed().as_secs_f64();
    merge::<G>(standard, config, [part], seconds)
}

/// The report from the parts of all its games, in job order, `seconds` of playing them
/// (the head line's; no other figure depends on it).
pub fn merge<G: Hosted>(
    standard: &G::Options,
    config: &BalanceConfig,
    parts: impl IntoIterator<Item = BalancePart>,
    seconds: f64,
) -> Result<BalanceReport, String> {
    let lang = config.words.lang;
    let Prepared {
        settings,
        players,
        games,
    } = prepare::<G>(standard, config)?;
    let agents = &config.agents;
    let mut played: Vec<Played> = Vec::new();
    for part in parts {
        if part.start != played.len() as u64 {
            return Err(format!(
                "a part starts at game {}, after {} games: the parts go in job order, each once",
                part.start,
                played.len()
            ));
        }
        played.extend(part.played);
    }
    let total = settings.len() as u64 * games;
    if played.len() as u64 != total {
        return Err(format!(
            "the parts hold {} games of the report's {total}",
            played.len()
        ));
    }
    // Every way a game ended under any setting, so an ending that vanishes shows as 0.
    let mut reasons: Vec<String> = played.iter().map(|g| g.reason.clone()).collect();
    reasons.sort();
    reasons.dedup();
    // Each way of ending in the report's language, from the first game that ended so.
    let mut words = config.words.clone();
    for r in &reasons {
        let end = played
            .iter()
            .find(|g| g.reason == *r)
            .and_then(|g| g.end.as_ref());
        words.ends.insert(r.clone(), end_words::<G>(lang, r, end));
    }
    let chunks: Vec<&[Played]> = played.chunks(games as usize).collect();
    // The spread (best minus worst) is a figure of its own only where it ever differs
    // from the margin: never with two players, nor in a game whose losers all score
    // alike (Robotanks: a player out holds no card).
    let spread_apart = players > 2 && played.iter().any(|g| g.spread != g.margin);
    let mut settings = settings;
    settings[0].description = config.baseline.clone();
    let mut reports = Vec::new();
    let mut metrics = Vec::new();
    for (k, chunk) in chunks.iter().enumerate() {
        let (mut report, m) = summarise::<G>(
            &settings[k],
            chunk,
            players,
            agents.len(),
            &reasons,
            spread_apart,
        );
        report.identical_to_baseline = k > 0 && *chunk == chunks[0];
        reports.push(report);
        metrics.push(m);
    }
    // Every setting against the standard, metric by metric; Holm over all of them.
    let mut tests = Vec::new();
    for k in 1..metrics.len() {
        for (j, name) in metrics[k].names.iter().enumerate() {
            let Some(i) = metrics[0].names.iter().position(|n| n == name) else {
                continue;
            };
            let (a, b) = (&metrics[0].samples[i], &metrics[k].samples[j]);
            tests.push((k, name.clone(), a.mean(), b.mean(), welch_p(a, b)));
        }
    }
    // The baseline's seats against a fair share each, Holm over the seats.
    let fair = 1.0 / players as f64;
    let mut seats = Vec::new();
    for s in 0..players {
        let name = format!("seat {} wins", s + 1);
        if let Some(i) = metrics[0].names.iter().position(|n| *n == name) {
            let x = &metrics[0].samples[i];
            seats.push((s, x.mean(), one_sample_p(x, fair)));
        }
    }
    let seat_adjusted = holm(&seats.iter().map(|t| t.2).collect::<Vec<_>>());
    for ((s, rate, p), p_holm) in seats.into_iter().zip(seat_adjusted) {
        reports[0].seat_bias.push(SeatBias {
            seat: s + 1,
            win_rate: rate,
            fair,
            p,
            p_holm,
            significant: p_holm < 0.05,
        });
    }
    let adjusted = holm(&tests.iter().map(|t| t.4).collect::<Vec<_>>());
    for ((k, metric, standard, setting, p), p_holm) in tests.into_iter().zip(adjusted) {
        reports[k].differences.push(Difference {
            metric,
            standard,
            setting,
            p,
            p_holm,
            significant: p_holm < 0.05,
        });
    }
    Ok(BalanceReport {
        game: G::NAME.into(),
        players,
        agents: agents.clone(),
        games_per_setting: games,
        seed: config.seed,
        seconds,
        baseline: config.baseline.clone(),
        score: config.score.clone(),
        seat_names: config.seat_names.clone(),
        first_player: config.first_player.clone(),
        figures: G::FIGURES.iter().map(|s| s.to_string()).collect(),
        settings: reports,
        // The data's words: English, whatever the report's language.
        method: say(Lang::EN).text("method"),
        words,
    })
}

/// Game `i` of a setting: seed `seed + i / rotations`, agents rotated by `i`.
fn play_one<G: Hosted>(options: &G::Options, seed: u64, i: u64, agents: &[String]) -> Played {
    let k = agents.len();
    let game_seed = seed.wrapping_add(i / k as u64);
    let rotation = (i % k as u64) as usize;
    // What happened while the game was set up counts too (a first turn's own steps).
    let mut opening = Vec::new();
    let mut game = G::new_game_into(options, game_seed, &mut opening).expect("checked options");
    let n = game.num_seats();
    // Seat s is played by agent (s + rotation) mod k.
    let agent_of: Vec<usize> = (0..n).map(|s| (s + rotation) % k).collect();
    let mut seats: Vec<Box<dyn Agent<G>>> = (0..n)
        .map(|s| {
            let seed = game_seed.wrapping_mul(0x9e37_79b9).wrapping_add(s as u64);
            G::agent(&agents[agent_of[s]], seed).expect("checked agent")
        })
        .collect();
    let mut figures = vec![0.0; G::FIGURES.len()];
    for e in &opening {
        game.count_event(e, &mut figures);
    }
    let mut events = Vec::new();
    while let Some(seat) = game.to_move().seats().first() {
        let a = seats[seat as usize].choose(&game, seat);
        events.clear();
        game.apply_into(seat, &a, &mut events)
            .expect("agents choose legal actions");
        for e in &events {
            game.count_event(e, &mut figures);
        }
    }
    game.count_end(&mut figures);
    let o = game.outcome().expect("the game is over");
    let share = |s: Seat| {
        if o.winners.contains(&s) {
            1.0 / o.winners.len() as f64
        } else {
            0.0
        }
    };
    let seat_share: Vec<f64> = (0..n as Seat).map(share).collect();
    let mut agent_share = vec![0.0; k];
    for (s, &a) in agent_of.iter().enumerate() {
        agent_share[a] += seat_share[s];
    }
    let mut scores = o.scores.clone();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    let margin = match scores.as_slice() {
        [a, b, ..] => (a - b) as f64,
        _ => 0.0,
    };
    let spread = match (scores.first(), scores.last()) {
        (Some(a), Some(b)) => (a - b) as f64,
        _ => 0.0,
    };
    let taken = game
        .taken()
        .into_iter()
        .map(|(name, seats)| {
            let shares = seats
                .iter()
                .filter_map(|&s| seat_share.get(s as usize).copied())
                .collect();
            (name, shares)
        })
        .collect();
    Played {
        seat_share,
        agent_share,
        reason: o.reason,
        end: o.end,
        margin,
        spread,
        figures,
        taken,
    }
}

fn summarise<G: Measured>(
    setting: &Setting<G::Options>,
    games: &[Played],
    players: usize,
    agents: usize,
    reasons: &[String],
    spread_apart: bool,
) -> (SettingReport, Metrics) {
    let mut m = Metrics {
        names: Vec::new(),
        samples: Vec::new(),
    };
    let mut all = Vec::new();
    let mut track = |name: String, rate: bool, f: &dyn Fn(&Played) -> f64| {
        let mut s = Sample::default();
        games.iter().for_each(|g| s.add(f(g)));
        let e = if rate {
            s.rate_interval()
        } else {
            s.mean_interval()
        };
        all.push((name.clone(), e));
        m.names.push(name);
        m.samples.push(s);
        e
    };
    let seat_wins: Vec<Estimate> = (0..players)
        .map(|s| track(format!("seat {} wins", s + 1), true, &|g| g.seat_share[s]))
        .collect();
    let agent_wins: Vec<Estimate> = if agents > 1 {
        (0..agents)
            .map(|a| track(format!("agent {} wins", a + 1), true, &|g| g.agent_share[a]))
            .collect()
    } else {
        Vec::new()
    };
    let ends: Vec<(String, Estimate)> = reasons
        .iter()
        .map(|r| {
            let e = track(format!("ends: {r}"), true, &|g| {
                f64::from(u8::from(g.reason == *r))
            });
            (r.clone(), e)
        })
        .collect();
    let margin = track("score margin".into(), false, &|g| g.margin);
    // Otherwise the spread is the margin in every game: one figure, not two alike.
    let spread = if spread_apart {
        track("score spread".into(), false, &|g| g.spread)
    } else {
        margin
    };
    let figures: Vec<Estimate> = G::FIGURES
        .iter()
        .enumerate()
        .map(|(i, name)| track(format!("{name} per game"), false, &|g| g.figures[i]))
        .collect();
    let mut strength: Vec<Strength> = Vec::new();
    if let Some(first) = games.first() {
        for (i, (name, _)) in first.taken.iter().enumerate() {
            let mut s = Sample::default();
            let mut takers = 0usize;
            for g in games {
                if let Some((_, shares)) = g.taken.get(i) {
                    takers += shares.len();
                    shares.iter().for_each(|&x| s.add(x));
                }
            }
            if takers > 0 {
                strength.push(Strength {
                    name: name.clone(),
                    takers_per_game: takers as f64 / games.len() as f64,
                    win_rate: s.rate_interval(),
                });
            }
        }
    }
    strength.sort_by(|a, b| b.win_rate.value.total_cmp(&a.win_rate.value));
    (
        SettingReport {
            name: setting.name.clone(),
            description: setting.description.clone(),
            games: games.len() as u64,
            seat_wins,
            agent_wins,
            ends,
            margin,
            spread,
            figures,
            metrics: all,
            strength,
            seat_bias: Vec::new(),
            identical_to_baseline: false,
            differences: Vec::new(),
        },
        m,
    )
}
