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
use crate::words::{decimal, end_words, say, with_separator};
use coinop_agents::Agent;
use coinop_core::{Args, Lang, Measured, Say, Seat, Setting};
use coinop_games::{Hosted, Reported};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::ops::Range;

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

impl BalanceReport {
    /// The report as a table for the terminal: the main figures of every setting, a `*`
    /// beside a figure that differs significantly from the baseline, then the seats, and
    /// every significant difference in words. Lines are left whole ([`Self::text_width`]
    /// fits a terminal).
    pub fn text(&self) -> String {
        self.text_width(None)
    }

    /// The language the report is said in.
    pub fn lang(&self) -> Lang {
        self.words.lang
    }

    /// The lab's catalogue in the report's language.
    pub fn say(&self) -> Say<'static> {
        say(self.words.lang)
    }

    /// `x` with `places` decimals, as the report's language writes numbers.
    pub fn decimal(&self, x: f64, places: usize) -> String {
        decimal(self.words.lang, x, places)
    }

    /// The game's name: its title in the report's language, else its name in the data.
    pub fn title(&self) -> &str {
        non_empty(&self.words.title, &self.game)
    }

    /// What every setting is compared with, in words.
    pub fn baseline_words(&self) -> &str {
        non_empty(&self.words.baseline, &self.baseline)
    }

    /// One of the game's figures, by its English name, in the report's words.
    pub fn figure_words(&self, figure: &str) -> String {
        self.words
            .figures
            .get(figure)
            .cloned()
            .unwrap_or_else(|| figure.to_string())
    }

    /// What a setting changes, in words: the baseline's own words for the baseline.
    pub fn description(&self, set: &SettingReport) -> String {
        if self.is_baseline(set) {
            return self.baseline_words().to_string();
        }
        self.words
            .settings
            .get(&set.name)
            .cloned()
            .unwrap_or_else(|| set.description.clone())
    }

    /// A setting's name as the table's row gives it: as typed, the baseline's in words.
    pub fn row_name(&self, set: &SettingReport) -> String {
        match self.is_baseline(set) {
            true => self.say().text("baseline-row"),
            false => set.name.clone(),
        }
    }

    fn is_baseline(&self, set: &SettingReport) -> bool {
        self.settings.first().is_some_and(|b| std::ptr::eq(b, set))
    }

    /// Why games ended one way, by the outcomes' English reason, in the report's words.
    pub fn end_words(&self, reason: &str) -> String {
        self.words
            .ends
            .get(reason)
            .cloned()
            .unwrap_or_else(|| reason.to_string())
    }

    /// Something a seat may take, by its English name, in the report's words.
    pub fn taken_words(&self, name: &str) -> String {
        self.words
            .taken
            .get(name)
            .cloned()
            .unwrap_or_else(|| name.to_string())
    }

    /// A metric, by its name in the data ("seat 1 wins", "ends: …", "rounds per game"),
    /// in the report's words.
    pub fn metric_words(&self, metric: &str) -> String {
        let say = self.say();
        let number = |s: &str| s.parse::<i64>().ok();
        if let Some(n) = metric
            .strip_prefix("seat ")
            .and_then(|m| m.strip_suffix(" wins"))
            .and_then(number)
        {
            return say.text_with("metric-seat-wins", Args::new().num("seat", n));
        }
        if let Some(n) = metric
            .strip_prefix("agent ")
            .and_then(|m| m.strip_suffix(" wins"))
            .and_then(number)
        {
            return say.text_with("metric-agent-wins", Args::new().num("agent", n));
        }
        if let Some(reason) = metric.strip_prefix("ends: ") {
            return say.text_with(
                "metric-ends",
                Args::new().str("reason", self.end_words(reason)),
            );
        }
        match metric {
            "score margin" => return say.text("metric-margin"),
            "score spread" => return say.text("metric-spread"),
            _ => {}
        }
        if let Some(figure) = metric.strip_suffix(" per game") {
            let id = match is_rate(metric) {
                true => "metric-rate-per-game",
                false => "metric-per-game",
            };
            return say.text_with(id, Args::new().str("figure", self.figure_words(figure)));
        }
        metric.to_string()
    }

    /// A metric's value as people read it, in the report's language: rates (wins,
    /// endings) in percent.
    pub fn value(&self, metric: &str, v: f64) -> String {
        value(self.words.lang, metric, v)
    }

    /// A p-value as the report's language writes it.
    pub fn p_text(&self, p: f64) -> String {
        p_text(self.words.lang, p)
    }

    /// What a seat is called: "Green (seat 1)", or "seat 1".
    pub fn seat_name(&self, seat: usize) -> String {
        let names = match self.words.seat_names.is_empty() {
            true => &self.seat_names,
            false => &self.words.seat_names,
        };
        let n = seat as i64;
        match names.get(seat.wrapping_sub(1)) {
            Some(name) => self.say().text_with(
                "seat-named",
                Args::new().str("name", name.as_str()).num("seat", n),
            ),
            None => self.say().text_with("seat", Args::new().num("seat", n)),
        }
    }

    /// [`Self::text`] fitted to `width` columns: prose wrapped, the table's setting
    /// column narrowed and its figures set in two tables or more, the widest first.
    pub fn text_width(&self, width: Option<usize>) -> String {
        let say = self.say();
        let fit = |text: &str| match width {
            Some(w) => wrap(text, w),
            None => text.to_string(),
        };
        let mut s = fit(&say.text_with(
            "balance-head",
            Args::new()
                .str("game", self.title())
                .num("players", self.players as i64)
                .str("agents", self.agents.join(","))
                .num("games", self.games_per_setting as i64)
                .str("seed", self.seed.to_string())
                .str("seconds", self.decimal(self.seconds, 1)),
        ));
        s.push('\n');
        s.push_str(&fit(&say.text_with(
            "balance-baseline",
            Args::new().str("baseline", self.baseline_words()),
        )));
        s.push('\n');
        s.push_str(&fit(&self.score_words()));
        s.push_str("\n\n");
        // The columns: who wins (seat 1, or the first player where a coin decides), the
        // length, the margin, then up to three more of the game's figures.
        let length = self.figures.first().cloned().unwrap_or_default();
        let lead = self
            .first_player
            .as_ref()
            .and_then(|f| self.figures.iter().position(|x| x == f));
        let extra: Vec<usize> = (1..self.figures.len())
            .filter(|i| Some(*i) != lead)
            .take(3)
            .collect();
        let lead_title = match lead {
            Some(_) => say.text("column-first-player-wins"),
            None => self.metric_words("seat 1 wins"),
        };
        // (title, rate?, metric)
        let mut columns: Vec<(String, bool, String)> = vec![
            (
                lead_title,
                true,
                match lead {
                    Some(i) => format!("{} per game", self.figures[i]),
                    None => "seat 1 wins".into(),
                },
            ),
            (
                self.figure_words(&length),
                false,
                format!("{length} per game"),
            ),
            (
                self.metric_words("score margin"),
                false,
                "score margin".into(),
            ),
        ];
        for &i in &extra {
            let f = &self.figures[i];
            columns.push((self.figure_words(f), is_rate(f), format!("{f} per game")));
        }
        // Whole, as ever, with no width; else as many columns a table as fit beside a
        // setting column of 20 or more, the "=" of a setting alike the baseline's short.
        const CELL: usize = 15;
        let (name_width, per_table, short_same) = match width {
            None => (38, columns.len(), false),
            Some(w) if w >= 38 + CELL * columns.len() + 34 => (38, columns.len(), false),
            Some(w) => {
                let per = (w.saturating_sub(22) / CELL).clamp(1, columns.len());
                (w.saturating_sub(CELL * per + 2).clamp(12, 38), per, true)
            }
        };
        let setting = say.text("column-setting");
        for (k, chunk) in columns.chunks(per_table).enumerate() {
            if k > 0 {
                s.push('\n');
            }
            let titles: Vec<&str> = chunk.iter().map(|c| c.0.as_str()).collect();
            s.push_str(&header(&setting, &titles, name_width));
            for r in &self.settings {
                let mark = |metric: &str| {
                    if r.differences
                        .iter()
                        .any(|d| d.metric == metric && d.significant)
                    {
                        "*"
                    } else {
                        " "
                    }
                };
                let mut row = format!("{:<name_width$}", trim(&self.row_name(r), name_width));
                for (_, pct, metric) in chunk {
                    let e = r
                        .metrics
                        .iter()
                        .find(|(n, _)| n == metric)
                        .map(|m| m.1)
                        .unwrap_or_default();
                    let (k, d) = if *pct { (100.0, 1) } else { (1.0, 2) };
                    let v = self.decimal(k * e.value, d);
                    let h = self.decimal(k * (e.high - e.low) / 2.0, d);
                    row.push_str("  ");
                    row.push_str(&format!(
                        "{:>13}",
                        format!("{v}{} ±{h}{}", if *pct { "%" } else { "" }, mark(metric))
                    ));
                }
                if r.identical_to_baseline {
                    if short_same {
                        row.push_str(" =");
                    } else {
                        row.push_str("  ");
                        row.push_str(&say.text("row-same"));
                    }
                }
                s.push_str(&row);
                s.push('\n');
            }
        }
        let same = match short_same {
            true => say.text("legend-same-short"),
            false => say.text("legend-same"),
        };
        s.push_str(&fit(&say.text_with("legend", Args::new().str("same", same))));
        s.push_str("\n\n");
        let fair = self.decimal(100.0 / self.players.max(1) as f64, 1);
        let separator = say.text("list-separator");
        if let Some(base) = self.settings.first() {
            let seats: Vec<String> = base
                .seat_bias
                .iter()
                .map(|b| {
                    say.text_with(
                        if b.significant {
                            "seat-rate-off"
                        } else {
                            "seat-rate"
                        },
                        Args::new()
                            .str("seat", self.seat_name(b.seat))
                            .str("rate", self.decimal(100.0 * b.win_rate, 1)),
                    )
                })
                .collect();
            let args = Args::new()
                .str("fair", fair.as_str())
                .str("seats", seats.join(&separator));
            let line = match lead.and_then(|i| base.figures.get(i)) {
                Some(e) => say.text_with(
                    "seats-and-first-player",
                    args.str("rate", self.decimal(100.0 * e.value, 1))
                        .str("half", self.decimal(50.0 * (e.high - e.low), 1)),
                ),
                None => say.text_with("seats", args),
            };
            s.push_str(&fit(&line));
            s.push_str("\n\n");
        }
        if let Some(base) = self.settings.first()
            && !base.strength.is_empty()
        {
            s.push_str(&fit(
                &say.text_with("strength", Args::new().str("fair", fair.as_str()))
            ));
            s.push('\n');
            let taken_by = |takers: f64| {
                say.text_with(
                    "strength-taken-by",
                    Args::new().str("takers", self.decimal(takers, 2)),
                )
            };
            // The rest of a row is 20 columns and the words of who took it (48 in all in
            // English).
            let rest = 20 + taken_by(0.0).chars().count();
            let name = width.map_or(44, |w| w.saturating_sub(rest).clamp(16, 44));
            for t in &base.strength {
                s.push_str(&format!(
                    "    {:<name$} {:>5}% ±{}   {}\n",
                    trim(&self.taken_words(&t.name), name),
                    self.decimal(100.0 * t.win_rate.value, 1),
                    self.decimal(50.0 * (t.win_rate.high - t.win_rate.low), 1),
                    taken_by(t.takers_per_game),
                ));
            }
            s.push('\n');
        }
        let mut any = false;
        for r in self.settings.iter().skip(1) {
            let sig: Vec<&Difference> = r.differences.iter().filter(|d| d.significant).collect();
            if sig.is_empty() {
                continue;
            }
            any = true;
            s.push_str(&fit(&say.text_with(
                "setting-differs",
                Args::new()
                    .str("setting", r.name.as_str())
                    .str("description", self.description(r)),
            )));
            s.push('\n');
            for d in sig {
                let line = say.text_with(
                    "difference",
                    Args::new()
                        .str("metric", self.metric_words(&d.metric))
                        .str("from", self.value(&d.metric, d.standard))
                        .str("to", self.value(&d.metric, d.setting))
                        .str("p", self.p_text(d.p))
                        .str("holm", self.p_text(d.p_holm)),
                );
                s.push_str(&fit(&format!("    {line}")));
                s.push('\n');
            }
        }
        if !any {
            s.push_str(&say.text("no-difference"));
            s.push('\n');
        }
        s
    }

    /// Where the agents never met a rule (every game as the baseline's) and they are the
    /// default (`easy`, the heuristic) or random: which settings, and the stronger agents
    /// to try.
    pub fn never_met(&self) -> Option<String> {
        let never: Vec<&str> = self
            .settings
            .iter()
            .skip(1)
            .filter(|s| s.identical_to_baseline)
            .map(|s| s.name.as_str())
            .collect();
        let weak = self
            .agents
            .iter()
            .all(|a| matches!(a.as_str(), "easy" | "random"));
        if never.is_empty() || !weak {
            return None;
        }
        let lang = self.lang();
        Some(
            say(lang).text_with(
                "balance-never-met",
                Args::new()
                    .str("agents", self.agents.join(","))
                    .str("settings", coinop_core::say::list_in(lang, &never))
                    .num("count", never.len() as i64),
            ),
        )
    }

    /// The report as `coinop balance` prints it, fitted to `width` columns (none: lines
    /// whole, as for a pipe): [`Self::text_width`], then [`Self::never_met`].
    pub fn terminal_text(&self, width: Option<usize>) -> String {
        let mut s = self.text_width(width);
        if let Some(words) = self.never_met() {
            let words = match width {
                Some(w) => textwrap::fill(&words, w),
                None => words,
            };
            s.push('\n');
            s.push_str(&words);
            s.push('\n');
        }
        s
    }

    /// The report as data, JSON (what `--json` writes).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report is JSON")
    }

    /// What the score is, and the margin (and spread, where it is a figure of its own).
    pub fn score_words(&self) -> String {
        let spread = self
            .settings
            .first()
            .is_some_and(|b| b.metrics.iter().any(|(m, _)| m == "score spread"));
        let say = self.say();
        let score = match non_empty(&self.words.score, &self.score) {
            "" => say.text("score-of-the-game"),
            s => s.to_string(),
        };
        let how = match (spread, self.players > 2) {
            (true, _) => "apart",
            (false, true) => "once",
            (false, false) => "none",
        };
        say.text_with(
            "score-words",
            Args::new().str("score", score).str("spread", how),
        )
    }

    /// One row per setting and metric.
    pub fn csv(&self) -> String {
        let mut s = String::from("setting,metric,value,low,high,baseline,p,p_holm,significant\n");
        for r in &self.settings {
            for (metric, e) in &r.metrics {
                let d = r.differences.iter().find(|d| d.metric == *metric);
                s.push_str(&format!(
                    "{},{},{:.6},{:.6},{:.6},{},{},{},{}\n",
                    csv_field(&r.name),
                    csv_field(metric),
                    e.value,
                    e.low,
                    e.high,
                    d.map(|d| format!("{:.6}", d.standard)).unwrap_or_default(),
                    d.map(|d| format!("{:.3e}", d.p)).unwrap_or_default(),
                    d.map(|d| format!("{:.3e}", d.p_holm)).unwrap_or_default(),
                    d.map(|d| d.significant.to_string()).unwrap_or_default(),
                ));
            }
        }
        s
    }
}

/// A metric's value as people read it: rates (wins, endings) in percent.
pub fn value(lang: Lang, metric: &str, v: f64) -> String {
    if is_rate(metric) {
        format!("{}%", decimal(lang, 100.0 * v, 1))
    } else {
        decimal(lang, v, 2)
    }
}

/// Wins and endings are rates; everything else a count or a score per game.
pub fn is_rate(metric: &str) -> bool {
    // A game's own figure counted 1 for a game it holds in ("Player 1 wins") is a rate too.
    // ARCADE's "first player won" too.
    metric.ends_with(" wins")
        || metric.ends_with(" wins per game")
        || metric.ends_with(" won per game")
        || metric.starts_with("ends: ")
}

/// "= 3.1e-5", or "< 1e-15" below what a double tells apart from 0 (in `lang`'s
/// decimals: «= 3,1e-5»).
pub fn p_text(lang: Lang, p: f64) -> String {
    if p < 1e-15 {
        "< 1e-15".into()
    } else {
        format!("= {}", with_separator(lang, format!("{p:.1e}")))
    }
}

/// `words`, or the data's `own` where there are none.
fn non_empty<'a>(words: &'a str, own: &'a str) -> &'a str {
    if words.is_empty() { own } else { words }
}

/// The table's column titles, each whole: one too long for its column (13 wide) is set
/// on two lines or more, broken between words, its last line beside the others; the
/// setting column, titled `setting`, `name` wide.
fn header(setting: &str, titles: &[&str], name: usize) -> String {
    let cells: Vec<Vec<String>> = titles
        .iter()
        .map(|t| {
            textwrap::wrap(t, textwrap::Options::new(13).break_words(false))
                .into_iter()
                .map(|l| l.into_owned())
                .collect()
        })
        .collect();
    let depth = cells.iter().map(Vec::len).max().unwrap_or(1);
    let mut out = String::new();
    for line in 0..depth {
        let mut row = format!("{:<name$}", if line + 1 == depth { setting } else { "" });
        for c in &cells {
            let part = (line + c.len())
                .checked_sub(depth)
                .and_then(|k| c.get(k))
                .map_or("", String::as_str);
            row.push_str(&format!("  {part:>13}"));
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

/// `text` wrapped to `width`, a line's continuation under its text (past its indent).
fn wrap(text: &str, width: usize) -> String {
    let lead = text.len() - text.trim_start().len();
    let indent = " ".repeat((lead + 4).min(width / 2));
    // "1e-15" and "runner-up's" stay whole.
    let options = textwrap::Options::new(width)
        .subsequent_indent(&indent)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    textwrap::wrap(text, options).join("\n")
}

fn trim(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let t: String = s.chars().take(n - 1).collect();
        format!("{t}…")
    }
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_column_title_is_set_whole_over_two_lines() {
        let h = header(
            "setting",
            &["seat 1 wins", "turns", "first player wins"],
            38,
        );
        let lines: Vec<&str> = h.lines().collect();
        assert_eq!(lines.len(), 2, "{h}");
        assert!(lines[0].trim_start().starts_with("first player"), "{h}");
        assert!(
            lines[1].starts_with("setting") && lines[1].ends_with("  wins"),
            "{h}"
        );
        // Each title's last line ends at its column's right edge.
        assert_eq!(lines[0].len(), lines[1].len(), "{h}");
        assert_eq!(
            header("setting", &["seat 1 wins", "turns"], 38)
                .lines()
                .count(),
            1
        );
    }
}
