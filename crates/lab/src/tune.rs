//! `coinop tune`: a game's evaluator weights fitted by self-play
//! ([`coinop_agents::tune`]). Agents play `games` games; every position is a sample of
//! the evaluator's features and what each seat got in the end; games `i` with
//! `i mod 5 = 4` are held out. The weights are fitted on the others, and the report says
//! how well the weights in use and the fitted ones predict the held-out games. Like the
//! arena, a run is [`plan`], [`play`] (a range of games, in any process) and [`merge`]
//! (the parts in game order: the fit), so its weights are the same however it is split.

use crate::arena::{check_table, in_job_order};
use crate::game_words::game_words;
use crate::words::{column_width, decimal, say};
use coinop_agents::tune::{self, Sample, Tunable, Tuning, Weight, Weights};
use coinop_core::{Args, Game, Lang};
use coinop_games::Reported;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// What a tuning run plays.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TuneConfig {
    /// One agent per seat, by the names [`coinop_games::Hosted::agent`] takes.
    pub agents: Vec<String>,
    pub games: u64,
    /// Game `i` is dealt from seed `seed + i`.
    pub seed: u64,
    /// A sample every this many decisions (1: every one).
    pub every: usize,
    /// The rule options as given (`--options`' JSON), for the rerun command; the table
    /// itself is the `options` each step takes.
    #[serde(default)]
    pub options: Option<String>,
}

pub use crate::arena::MAX_GAMES;

/// The samples of games `start..start + games.len()`, each game's in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TunePart {
    pub start: u64,
    pub games: Vec<Vec<Sample>>,
}

/// One feature's weight before and after.
#[derive(Clone, Debug, Serialize)]
pub struct FeatureRow {
    pub feature: String,
    pub before: f64,
    pub after: f64,
}

/// A tuning run's report: the weights fitted, and how well each set predicts the
/// held-out games.
#[derive(Clone, Debug, Serialize)]
pub struct TuneReport {
    pub game: String,
    pub title: String,
    pub games: u64,
    pub features: Vec<FeatureRow>,
    /// Mean log loss and share of decided positions called right, on the held-out games.
    pub loss_before: f64,
    pub loss_after: f64,
    pub accuracy_before: f64,
    pub accuracy_after: f64,
    /// The weights file the run makes.
    pub weights: Weights,
}

/// Games held out of the fit: one in five.
fn held_out(game: u64) -> bool {
    game % 5 == 4
}

/// How many games the run plays, or why it cannot, in `lang`.
pub fn plan<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: &TuneConfig,
) -> Result<u64, String> {
    let say = say(lang);
    if config.games < 5 {
        return Err(say.text("tune-games-at-least-five"));
    }
    if config.every == 0 {
        return Err(say.text("tune-every-at-least-one"));
    }
    check_table::<G>(lang, options, &config.agents, config.games, config.seed)?;
    Ok(config.games)
}

/// Plays games `jobs` on the current rayon pool; `progress` after each.
pub fn play<G: Reported>(
    options: &G::Options,
    config: &TuneConfig,
    jobs: Range<u64>,
    progress: &(dyn Fn() + Sync),
) -> TunePart {
    let start = jobs.start;
    let games = jobs
        .into_par_iter()
        .map(|i| {
            let seed = config.seed.wrapping_add(i);
            let mut agents: Vec<_> = config
                .agents
                .iter()
                .enumerate()
                .map(|(k, name)| {
                    G::agent(name, seed.wrapping_mul(31).wrapping_add(k as u64)).expect("checked")
                })
                .collect();
            let samples = tune::play_samples::<G>(options, seed, &mut agents, config.every);
            progress();
            samples
        })
        .collect();
    TunePart { start, games }
}

/// The command line that plays `config`'s run (for the weights file: how to rerun it).
pub fn command<G: Reported>(config: &TuneConfig) -> String {
    let quoted = |s: &str| {
        if s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "@:,./_-".contains(c))
        {
            s.to_string()
        } else {
            format!("'{}'", s.replace('\'', r"'\''"))
        }
    };
    let mut command = format!(
        "coinop tune {} --agents {} --games {} --seed {} --every {}",
        <G as Game>::NAME,
        quoted(&config.agents.join(",")),
        config.games,
        config.seed,
        config.every
    );
    if let Some(options) = &config.options {
        command += &format!(" --options {}", quoted(options));
    }
    command
}

/// The fit over every part (in game order, each game once).
pub fn merge<G: Reported>(
    config: &TuneConfig,
    parts: impl IntoIterator<Item = TunePart>,
) -> Result<TuneReport, String> {
    let command = command::<G>(config);
    let games = in_job_order(parts.into_iter().map(|p| (p.start, p.games)), config.games)?;
    let (mut fitted, mut kept) = (Vec::new(), Vec::new());
    for (i, samples) in games.into_iter().enumerate() {
        tune::check_samples::<G>(&samples)?;
        if held_out(i as u64) {
            kept.extend(samples);
        } else {
            fitted.extend(samples);
        }
    }
    if fitted.is_empty() || kept.is_empty() {
        return Err(format!(
            "no positions to fit ({} to fit, {} to hold out): the games left the evaluator \
             nothing to judge (one seat alone, or a sample too rare for --every)",
            fitted.len(),
            kept.len()
        ));
    }
    let k = <G as Tunable>::FEATURES.len();
    let before = Weights::standard::<G>().values();
    let after = tune::fit(&fitted, k);
    if !tune::weights_fit(&after) {
        return Err(format!(
            "the fit gave weights beyond ±1000 ({after:?}): a feature predicts the outcome \
             exactly in these games; play more, or other agents"
        ));
    }
    let (loss_before, loss_after) = (
        tune::log_loss(&kept, &before),
        tune::log_loss(&kept, &after),
    );
    let weights = Weights {
        game: <G as Game>::NAME.into(),
        note: format!(
            "Tuned by self-play: `{command}`. Logistic regression of each seat's share of the \
             win on the features of every position, by Newton's method; games i mod 5 = 4 held out."
        ),
        weights: <G as Tunable>::FEATURES
            .iter()
            .zip(&after)
            .map(|(f, w)| Weight {
                feature: f.to_string(),
                weight: *w,
            })
            .collect(),
        tuning: Some(Tuning {
            method: "Monte Carlo (TD(1)) logistic regression, Newton's method, ridge 1e-4 a sample"
                .into(),
            command: command.clone(),
            games: config.games,
            seed: config.seed,
            agents: config.agents.clone(),
            samples: fitted.len(),
            held_out: kept.len(),
            loss_before,
            loss_after,
        }),
        heuristic: Vec::new(),
        heuristic_tuning: None,
    };
    Ok(TuneReport {
        game: <G as Game>::NAME.into(),
        title: G::TITLE.into(),
        games: config.games,
        features: <G as Tunable>::FEATURES
            .iter()
            .zip(before.iter().zip(&after))
            .map(|(f, (b, a))| FeatureRow {
                feature: f.to_string(),
                before: *b,
                after: *a,
            })
            .collect(),
        loss_before,
        loss_after,
        accuracy_before: tune::accuracy(&kept, &before),
        accuracy_after: tune::accuracy(&kept, &after),
        weights,
    })
}

impl TuneReport {
    /// The weights file the run makes (`--out`), as text.
    pub fn weights_file(&self) -> String {
        serde_json::to_string_pretty(&self.weights).expect("weights serialize") + "\n"
    }

    /// The report in `lang`: the weights before and after, and the held-out figures.
    pub fn text<G: Reported>(&self, lang: Lang) -> String {
        let say = say(lang);
        let num = |x: f64, places: usize| decimal(lang, x, places);
        let tuning = self.weights.tuning.as_ref();
        let mut out = say.text_with(
            "tune-head",
            Args::new()
                .str("title", game_words::<G>(lang).title)
                .num("games", self.games as i64)
                .num("fitted", tuning.map_or(0, |t| t.samples) as i64)
                .num("held", tuning.map_or(0, |t| t.held_out) as i64),
        );
        out.push('\n');
        let head = [
            say.text("tune-column-feature"),
            say.text("tune-column-before"),
            say.text("tune-column-after"),
        ];
        // The weights file keeps the English names; the report says them in `lang`.
        let names: Vec<String> = self
            .features
            .iter()
            .map(|f| say.text(&feature_message(&f.feature)))
            .collect();
        let wide = column_width(&head[0], &names);
        out.push_str(&format!(
            "  {:<wide$}  {:>9}  {:>9}\n",
            head[0], head[1], head[2]
        ));
        for (f, name) in self.features.iter().zip(&names) {
            out.push_str(&format!(
                "  {:<wide$}  {:>9}  {:>9}\n",
                name,
                num(f.before, 4),
                num(f.after, 4)
            ));
        }
        for (key, b, a, places) in [
            ("tune-loss", self.loss_before, self.loss_after, 4),
            (
                "tune-accuracy",
                100.0 * self.accuracy_before,
                100.0 * self.accuracy_after,
                1,
            ),
        ] {
            out.push_str(&format!(
                "  {}\n",
                say.text_with(
                    key,
                    Args::new()
                        .str("before", num(b, places))
                        .str("after", num(a, places))
                )
            ));
        }
        let better = self.loss_after < self.loss_before - 1e-4;
        out.push_str(&format!(
            "  {}\n",
            say.text(if better {
                "tune-better"
            } else {
                "tune-no-better"
            })
        ));
        out
    }
}

/// The message that names a feature of a game's evaluator in the tune report.
pub fn feature_message(feature: &str) -> String {
    format!("tune-feature-{}", feature.replace(' ', "-"))
}
