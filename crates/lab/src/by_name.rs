//! The lab's runs for a game named by a string, everything else strings too: for a
//! caller that cannot name a game's type (Python, on a cluster). A run is described by a
//! [`Spec`] (JSON, the command line's arguments by the same names) and goes in the same
//! three steps as [`crate::sim`], [`crate::arena`], [`crate::balance`] and
//! [`crate::tune`]: `*_plan` (how
//! many jobs), `*_play` (jobs `start..end` into a part, JSON) on any number of workers,
//! and `*_merge` (every part, in job order, into the report: [`Merged`], the text the
//! command line prints and the files it writes). With the same spec and seeds, the
//! report is the command line's, figure for figure, however the jobs were split; only
//! the timings (seconds, games/s, decisions/s) differ.

use crate::arena::{self, ArenaConfig, ArenaPart};
use crate::balance::{self, BalanceConfig, BalancePart};
use crate::game_words::Table;
use crate::sim::{self, Ai, SimConfig, Tally};
use crate::tune::{self, TuneConfig, TunePart};
use crate::words::say;
use coinop_core::Lang;
use coinop_games::Reported;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::ops::Range;

/// A run, as the command line's arguments give it (`coinop sim|arena|balance|tune GAME …`).
/// Every field but `game` may be left out: the command line's defaults.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Spec {
    /// The game's name or alias: "tanks", "skirmish" ("arcade"), "anarcade", "robotanks".
    pub game: String,
    /// Rule options as JSON text, merged over the game's defaults (`--options`).
    pub options: Option<String>,
    /// Players (`--players`): sim and balance; the arena seats one per agent.
    pub players: Option<u8>,
    /// Games (`--games`): sim 1000, arena 100, balance 400 a setting.
    pub games: Option<u64>,
    /// The first seed (`--seed`): sim and arena 0, balance and tune 1.
    pub seed: Option<u64>,
    /// Sim's AI (`--ai`): random (the default), simple (easy, heuristic).
    pub ai: Option<String>,
    /// Agents (`--agents`): the arena's and tune's, one per seat (tune: easy, easy by
    /// default); balance's, one for every seat or one per seat (default easy).
    pub agents: Vec<String>,
    /// Balance's settings to compare (`--settings`); all when empty.
    pub settings: Vec<String>,
    /// Tune's sample every this many decisions (`--every`, default 1).
    pub every: Option<usize>,
    /// The language of the report and of any refusal (`--lang`): en, ru. Default en.
    pub lang: Option<String>,
}

/// A merged run's outputs: what the command line prints and what it writes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Merged {
    /// The report as the command line prints it, in the spec's language.
    pub text: String,
    /// The report as data (arena's and balance's `--json`).
    pub json: String,
    /// Arena's and balance's `--csv`.
    pub csv: Option<String>,
    /// Balance's `--html`: a page with plots. (Tune's `json` is the weights file
    /// `--out` writes.)
    pub html: Option<String>,
}

/// How many games `coinop sim` plays for `spec`: its jobs are `0..sim_plan(spec)`.
pub fn sim_plan(spec: &str) -> Result<u64, String> {
    jobs(call(spec, Kind::Sim, Step::Plan)?)
}

/// Sim's games `start..end`: a part, JSON (a [`Tally`]: integer sums, the games counted).
pub fn sim_play(spec: &str, start: u64, end: u64) -> Result<String, String> {
    part(call(spec, Kind::Sim, Step::Play(start..end))?)
}

/// Sim's report from the parts of all its games (in any order), `seconds` of `threads`
/// playing them (the speed line's). `json`: the report's sums; no CSV.
pub fn sim_merge(
    spec: &str,
    parts: &[String],
    seconds: f64,
    threads: usize,
) -> Result<Merged, String> {
    merged(call(spec, Kind::Sim, Step::merge(parts, seconds, threads))?)
}

/// How many games `coinop arena` plays for `spec` (whole rotations of the agents).
pub fn arena_plan(spec: &str) -> Result<u64, String> {
    jobs(call(spec, Kind::Arena, Step::Plan)?)
}

/// The arena's games `start..end`: a part, JSON (an [`ArenaPart`]: `start` and each
/// game's result in order).
pub fn arena_play(spec: &str, start: u64, end: u64) -> Result<String, String> {
    part(call(spec, Kind::Arena, Step::Play(start..end))?)
}

/// The arena's report from the parts of all its games, in job order, `seconds` of
/// playing them (the head line's).
pub fn arena_merge(spec: &str, parts: &[String], seconds: f64) -> Result<Merged, String> {
    merged(call(spec, Kind::Arena, Step::merge(parts, seconds, 1))?)
}

/// How many games `coinop balance` plays for `spec`: every setting's, one after another.
pub fn balance_plan(spec: &str) -> Result<u64, String> {
    jobs(call(spec, Kind::Balance, Step::Plan)?)
}

/// Balance's games `start..end`: a part, JSON (a [`BalancePart`]: `start` and what each
/// game left behind, in order).
pub fn balance_play(spec: &str, start: u64, end: u64) -> Result<String, String> {
    part(call(spec, Kind::Balance, Step::Play(start..end))?)
}

/// Balance's report from the parts of all its games, in job order, `seconds` of playing
/// them (the head line's); its text fitted to `width` columns (none: lines whole, as the
/// command line prints to a pipe).
pub fn balance_merge(
    spec: &str,
    parts: &[String],
    seconds: f64,
    width: Option<usize>,
) -> Result<Merged, String> {
    let mut step = Step::merge(parts, seconds, 1);
    if let Step::Merge { width: w, .. } = &mut step {
        *w = width;
    }
    merged(call(spec, Kind::Balance, step)?)
}

/// How many games `coinop tune` plays for `spec`.
pub fn tune_plan(spec: &str) -> Result<u64, String> {
    jobs(call(spec, Kind::Tune, Step::Plan)?)
}

/// Tune's games `start..end`: a part, JSON (a [`TunePart`]: each game's samples).
pub fn tune_play(spec: &str, start: u64, end: u64) -> Result<String, String> {
    part(call(spec, Kind::Tune, Step::Play(start..end))?)
}

/// Tune's fit from the parts of all its games, in job order: the report, and as `json`
/// the weights file.
pub fn tune_merge(spec: &str, parts: &[String]) -> Result<Merged, String> {
    merged(call(spec, Kind::Tune, Step::merge(parts, 0.0, 1))?)
}

#[derive(Clone, Copy)]
enum Kind {
    Sim,
    Arena,
    Balance,
    Tune,
}

enum Step<'a> {
    Plan,
    Play(Range<u64>),
    Merge {
        parts: &'a [String],
        seconds: f64,
        threads: usize,
        width: Option<usize>,
    },
}

impl<'a> Step<'a> {
    fn merge(parts: &'a [String], seconds: f64, threads: usize) -> Step<'a> {
        Step::Merge {
            parts,
            seconds,
            threads,
            width: None,
        }
    }
}

enum Out {
    Jobs(u64),
    Part(String),
    Merged(Merged),
}

fn jobs(out: Out) -> Result<u64, String> {
    match out {
        Out::Jobs(n) => Ok(n),
        _ => unreachable!("a plan gives jobs"),
    }
}

fn part(out: Out) -> Result<String, String> {
    match out {
        Out::Part(p) => Ok(p),
        _ => unreachable!("a play gives a part"),
    }
}

fn merged(out: Out) -> Result<Merged, String> {
    match out {
        Out::Merged(m) => Ok(m),
        _ => unreachable!("a merge gives the report"),
    }
}

/// `step` of the run `kind` of the game `spec` names.
fn call(spec: &str, kind: Kind, step: Step) -> Result<Out, String> {
    let spec: Spec = serde_json::from_str(spec).map_err(|e| format!("the run's spec: {e}"))?;
    let lang = match &spec.lang {
        None => Lang::EN,
        Some(tag) => Lang::parse(tag).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
            format!("no language {tag:?} (languages: {})", known.join(", "))
        })?,
    };
    let name = spec.game.as_str();
    macro_rules! pick {
        ($($g:ty),*) => {$(
            if name == <$g as coinop_core::Game>::NAME
                || <$g as coinop_games::Hosted>::ALIASES.contains(&name)
            {
                return match kind {
                    Kind::Sim => sim_step::<$g>(&spec, lang, step),
                    Kind::Arena => arena_step::<$g>(&spec, lang, step),
                    Kind::Balance => balance_step::<$g>(&spec, lang, step),
                    Kind::Tune => tune_step::<$g>(&spec, lang, step),
                };
            }
        )*};
    }
    coinop_games::for_each_game!(pick);
    Err(format!(
        "no game called {name:?} (games: {})",
        coinop_games::names().join(", ")
    ))
}

/// `json` over the game's default options, as the command line's `--options`.
pub fn options<G: Reported>(json: Option<&str>) -> Result<G::Options, String> {
    let base = G::Options::default();
    let Some(json) = json else { return Ok(base) };
    let mut value = serde_json::to_value(&base).map_err(|e| e.to_string())?;
    let patch: Value =
        serde_json::from_str(json).map_err(|e| format!("the options are not JSON: {e}"))?;
    if !patch.is_object() {
        return Err(
            "the options must be a JSON object of option names, like '{\"max_rounds\":50}'".into(),
        );
    }
    merge(&mut value, patch);
    serde_json::from_value(value)
        .map_err(|e| format!("the options name an unknown option or value: {e}"))
}

fn merge(base: &mut Value, patch: Value) {
    match (base, patch) {
        (Value::Object(b), Value::Object(p)) => {
            for (k, v) in p {
                merge(b.entry(k).or_insert(Value::Null), v);
            }
        }
        (b, p) => *b = p,
    }
}

/// The table's options: `spec`'s over the defaults, for `players` where given.
fn table<G: Reported>(spec: &Spec, players: Option<u8>) -> Result<G::Options, String> {
    let options = options::<G>(spec.options.as_deref())?;
    Ok(match players {
        Some(p) => G::with_players(options, p),
        None => options,
    })
}

fn parts<T: DeserializeOwned>(parts: &[String]) -> Result<Vec<T>, String> {
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| serde_json::from_str(p).map_err(|e| format!("part {i}: {e}")))
        .collect()
}

fn to_json<T: Serialize>(part: &T) -> String {
    serde_json::to_string(part).expect("a part is JSON")
}

/// `jobs` if they lie within the run's `0..total`.
fn within(jobs: Range<u64>, total: u64) -> Result<Range<u64>, String> {
    if jobs.start > jobs.end || jobs.end > total {
        return Err(format!("games {jobs:?} of a run of {total}"));
    }
    Ok(jobs)
}

fn sim_step<G: Reported>(spec: &Spec, lang: Lang, step: Step) -> Result<Out, String> {
    let options = table::<G>(spec, spec.players)?;
    let ai = spec.ai.as_deref().unwrap_or("random");
    let config = SimConfig {
        games: spec.games.unwrap_or(1000),
        seed: spec.seed.unwrap_or(0),
        ai: Ai::parse(ai).ok_or_else(|| format!("no AI {ai:?} for sim: random or simple"))?,
    };
    let total = sim::plan::<G>(lang, &options, &config)?;
    match step {
        Step::Plan => Ok(Out::Jobs(total)),
        Step::Play(jobs) => {
            let jobs = within(jobs, total)?;
            let tally = sim::play::<G, String>(&options, &config, jobs, None)?;
            Ok(Out::Part(to_json(&tally)))
        }
        Step::Merge {
            parts: p,
            seconds,
            threads,
            ..
        } => {
            let report = sim::merge::<G>(&options, &config, parts::<Tally>(p)?, seconds, threads)?;
            Ok(Out::Merged(Merged {
                text: report.text(lang),
                json: report.json(),
                csv: None,
                html: None,
            }))
        }
    }
}

fn arena_step<G: Reported>(spec: &Spec, lang: Lang, step: Step) -> Result<Out, String> {
    if spec.agents.is_empty() {
        return Err("the arena's agents: one per seat, by name (easy, random, ismcts:N, …)".into());
    }
    let options = table::<G>(spec, Some(spec.agents.len() as u8))?;
    let config = ArenaConfig {
        agents: spec.agents.clone(),
        games: spec.games.unwrap_or(100),
        seed: spec.seed.unwrap_or(0),
    };
    let total = arena::plan::<G>(lang, &options, &config)?;
    match step {
        Step::Plan => Ok(Out::Jobs(total)),
        Step::Play(jobs) => {
            let jobs = within(jobs, total)?;
            Ok(Out::Part(to_json(&arena::play::<G>(
                &options,
                &config,
                jobs,
                &|| {},
            ))))
        }
        Step::Merge {
            parts: p, seconds, ..
        } => {
            let report = arena::merge::<G>(&options, &config, parts::<ArenaPart>(p)?, seconds)?;
            Ok(Out::Merged(Merged {
                text: report.text(lang),
                json: report.json(),
                csv: Some(report.csv()),
                html: None,
            }))
        }
    }
}

fn balance_step<G: Reported>(spec: &Spec, lang: Lang, step: Step) -> Result<Out, String> {
    let agents = match spec.agents.is_empty() {
        true => vec!["easy".to_string()],
        false => spec.agents.clone(),
    };
    let mut players = spec.players;
    if agents.len() > 1 {
        if players.is_some_and(|p| p as usize != agents.len()) {
            return Err(format!(
                "players {} but {} agents: name one agent for every seat, or one per seat",
                players.unwrap_or(0),
                agents.len()
            ));
        }
        players = Some(agents.len() as u8);
    }
    let games = spec.games.unwrap_or(400);
    if games == 0 {
        return Err(say(lang).text("games-at-least-one"));
    }
    let standard = table::<G>(spec, players)?;
    let table = Table {
        options: spec.options.clone(),
        ..Table::default()
    };
    let config = BalanceConfig::of::<G>(
        lang,
        &standard,
        &table,
        agents,
        games,
        spec.seed.unwrap_or(1),
        spec.settings.clone(),
    );
    let total = balance::plan::<G>(&standard, &config)?;
    match step {
        Step::Plan => Ok(Out::Jobs(total)),
        Step::Play(jobs) => {
            let jobs = within(jobs, total)?;
            let part = balance::play::<G>(&standard, &config, jobs, &|| {})?;
            Ok(Out::Part(to_json(&part)))
        }
        Step::Merge {
            parts: p,
            seconds,
            width,
            ..
        } => {
            let report =
                balance::merge::<G>(&standard, &config, parts::<BalancePart>(p)?, seconds)?;
            Ok(Out::Merged(Merged {
                text: report.terminal_text(width),
                json: report.json(),
                csv: Some(report.csv()),
                html: Some(crate::html::page(&report)),
            }))
        }
    }
}

fn tune_step<G: Reported>(spec: &Spec, lang: Lang, step: Step) -> Result<Out, String> {
    if spec.ai.is_some() || !spec.settings.is_empty() {
        return Err("tune takes agents (one per seat), not ai or settings".into());
    }
    let agents = match (spec.agents.is_empty(), spec.players) {
        (true, players) => vec!["easy".to_string(); players.unwrap_or(2) as usize],
        (false, Some(p)) if p as usize != spec.agents.len() => {
            return Err(format!(
                "players {p} but {} agents: name one agent per seat",
                spec.agents.len()
            ));
        }
        (false, _) => spec.agents.clone(),
    };
    let players = u8::try_from(agents.len()).map_err(|_| "at most 255 agents".to_string())?;
    let options = table::<G>(spec, Some(players))?;
    let config = TuneConfig {
        agents,
        games: spec.games.unwrap_or(2000),
        seed: spec.seed.unwrap_or(1),
        every: spec.every.unwrap_or(1),
        options: spec.options.clone(),
    };
    let total = tune::plan::<G>(lang, &options, &config)?;
    match step {
        Step::Plan => Ok(Out::Jobs(total)),
        Step::Play(jobs) => {
            let jobs = within(jobs, total)?;
            Ok(Out::Part(to_json(&tune::play::<G>(
                &options,
                &config,
                jobs,
                &|| {},
            ))))
        }
        Step::Merge { parts: p, .. } => {
            let report = tune::merge::<G>(&config, parts::<TunePart>(p)?)?;
            Ok(Out::Merged(Merged {
                text: report.text::<G>(lang),
                json: report.weights_file(),
                csv: None,
                html: None,
            }))
        }
    }
}
