//! `coinop tune <game> --heuristic`: the heuristic's own constants ([`Tunable::KNOBS`])
//! tuned by self-play, with SPSA (simultaneous perturbation stochastic approximation,
//! Spall 1998; the method chess engines tune their constants with).
//!
//! Each constant is scaled to its range, 0 to 1. A step perturbs all of them at once, by
//! `±c` each (the signs drawn from the seed), and the two perturbed heuristics play each
//! other `games_per_step` games, two seats, on the same seeds with the seats swapped: the
//! difference of their shares estimates the slope of the win rate along the perturbation,
//! and the constants move up that slope by `a`. The gains shrink as Spall advises
//! (`a / (k + 1 + A)^0.602`, `c / (k + 1)^0.101`, `A` a tenth of the steps). The result is
//! the mean of the second half of the steps (the last step alone carries the noise of
//! its games). Then the tuned constants play those as written over `check_games` games on
//! seeds the steps did not play, and the report gives their share with its 95% interval.
//! Games are summed in seed order: a seed gives the same constants on any number of
//! threads.

use crate::game_words::game_words;
use crate::stats::wilson;
use crate::words::{column_width, decimal, say};
use coinop_agents::tune::{Constant, HeuristicTuning, Tunable, Weights};
use coinop_agents::{Agent, levels};
use coinop_core::{Args, Game, GameRng, Knob, Lang};
use coinop_games::Reported;
use rand::{RngExt, SeedableRng};
use rayon::prelude::*;
use serde::Serialize;

/// How a tuning of the heuristic runs.
#[derive(Clone, Debug)]
pub struct HeuristicConfig {
    /// SPSA steps.
    pub iterations: u64,
    /// Games a step plays (even: each seed with the seats swapped).
    pub games_per_step: u64,
    /// Games of the tuned constants against those as written, at the end.
    pub check_games: u64,
    pub seed: u64,
    /// The rule options as given (`--options`' JSON), for the rerun command.
    pub options: Option<String>,
}

/// How far each constant is perturbed at the first step, and how far the first step
/// moves it per unit of slope, as shares of its range.
const PERTURBATION: f64 = 0.1;
const STEP: f64 = 0.05;
/// The check's seeds start here past the run's seed: no step plays them.
const CHECK_SEEDS: u64 = 1 << 40;

/// One constant as written and as tuned.
#[derive(Clone, Debug, Serialize)]
pub struct KnobRow {
    pub knob: String,
    pub written: f64,
    pub tuned: f64,
    pub min: f64,
    pub max: f64,
}

/// What a tuning of the heuristic found.
#[derive(Clone, Debug, Serialize)]
pub struct HeuristicReport {
    pub game: String,
    pub knobs: Vec<KnobRow>,
    /// The tuned constants' share of the wins against those as written, and its 95%
    /// interval, over `check_games`.
    pub check_games: u64,
    pub share: f64,
    pub interval: (f64, f64),
    /// The weights file the run makes: the built-in evaluator weights and these constants.
    pub weights: Weights,
}

/// Why `config` cannot run for `G` on `options`, if it cannot, in `lang`: the heuristic
/// has no knobs, the counts are not even, or the table is not of two seats.
pub fn check<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: &HeuristicConfig,
) -> Result<(), String> {
    let say = say(lang);
    if <G as Tunable>::KNOBS.is_empty() {
        return Err(say.text_with(
            "tune-heuristic-none",
            Args::new().str("title", game_words::<G>(lang).title),
        ));
    }
    if config.iterations == 0 {
        return Err(say.text("tune-heuristic-steps"));
    }
    for (arg, games) in [
        ("--step-games", config.games_per_step),
        ("--check", config.check_games),
    ] {
        if games < 2 || !games.is_multiple_of(2) {
            return Err(say.text_with("tune-heuristic-even", Args::new().str("arg", arg)));
        }
    }
    let seats = G::new_game(options, config.seed)
        .map_err(|e| e.to_string())?
        .num_seats();
    if seats != 2 {
        return Err(say.text_with(
            "tune-heuristic-two-seats",
            Args::new().num("seats", seats as i64),
        ));
    }
    Ok(())
}

/// The command line that reruns `config`.
pub fn command<G: Reported>(config: &HeuristicConfig) -> String {
    let mut command = format!(
        "coinop tune {} --heuristic --steps {} --step-games {} --check {} --seed {}",
        <G as Game>::NAME,
        config.iterations,
        config.games_per_step,
        config.check_games,
        config.seed
    );
    if let Some(options) = &config.options {
        command += &format!(" --options '{}'", options.replace('\'', r"'\''"));
    }
    command
}

/// Scaled constants (0 to 1) back to values.
fn values(knobs: &[Knob], x: &[f64]) -> Vec<f64> {
    knobs
        .iter()
        .zip(x)
        .map(|(k, x)| k.min + x.clamp(0.0, 1.0) * (k.max - k.min))
        .collect()
}

/// The heuristic with `first`'s constants against `second`'s, two seats, `games` games
/// from `seed` (each seed twice, the seats swapped), on the current rayon pool: the
/// first's share of the wins. `progress` after each game.
fn duel<G: Reported>(
    options: &G::Options,
    first: &[f64],
    second: &[f64],
    seed: u64,
    games: u64,
    progress: &(dyn Fn() + Sync),
) -> f64 {
    let shares: Vec<f64> = (0..games)
        .into_par_iter()
        .map(|i| {
            let deal = seed.wrapping_add(i / 2);
            let swapped = i % 2 == 1;
            let make = |values: &[f64], seat: u64| -> Box<dyn Agent<G>> {
                let agent_seed = deal.wrapping_mul(31).wrapping_add(seat);
                G::heuristic(values, "easy", agent_seed).expect("the game has knobs (checked)")
            };
            let (a, b) = if swapped {
                (make(second, 0), make(first, 1))
            } else {
                (make(first, 0), make(second, 1))
            };
            let mut agents = vec![a, b];
            let (game, _) = levels::play::<G>(options, deal, &mut agents);
            progress();
            // The first's share: a shared win split, a draw (no winner) half, a loss
            // nothing; so the two shares of a game add up to 1, as the slope assumes.
            let winners = game.outcome().map(|o| o.winners).unwrap_or_default();
            let first = swapped as u8;
            if winners.is_empty() {
                0.5
            } else if winners.contains(&first) {
                1.0 / winners.len() as f64
            } else {
                0.0
            }
        })
        .collect();
    shares.iter().sum::<f64>() / games as f64
}

/// Games the run plays, for a progress bar.
pub fn games(config: &HeuristicConfig) -> u64 {
    config.iterations * config.games_per_step + config.check_games
}

/// Tunes `G`'s heuristic at two seats of `options` on the current rayon pool, or says
/// why it cannot ([`check`]).
pub fn run<G: Reported>(
    options: &G::Options,
    config: &HeuristicConfig,
    progress: &(dyn Fn() + Sync),
) -> Result<HeuristicReport, String> {
    check::<G>(Lang::EN, options, config)?;
    let knobs = <G as Tunable>::KNOBS;
    let n = knobs.len();
    let mut x: Vec<f64> = knobs
        .iter()
        .map(|k| (k.value - k.min) / (k.max - k.min))
        .collect();
    let steps = config.iterations;
    let big_a = steps as f64 / 10.0;
    let mut sum = vec![0.0; n];
    let mut summed = 0u64;
    for k in 0..steps {
        let c = PERTURBATION / ((k + 1) as f64).powf(0.101);
        let a = STEP * (1.0 + big_a).powf(0.602) / ((k + 1) as f64 + big_a).powf(0.602);
        let mut rng = GameRng::seed_from_u64(config.seed.wrapping_add(k.wrapping_mul(0x9e37)));
        let delta: Vec<f64> = (0..n)
            .map(|_| if rng.random::<bool>() { 1.0 } else { -1.0 })
            .collect();
        let shifted = |sign: f64| -> Vec<f64> {
            let moved: Vec<f64> = x
                .iter()
                .zip(&delta)
                .map(|(x, d)| x + sign * c * d)
                .collect();
            values(knobs, &moved)
        };
        let seed = config.seed.wrapping_add(k * (config.games_per_step / 2));
        let share = duel::<G>(
            options,
            &shifted(1.0),
            &shifted(-1.0),
            seed,
            config.games_per_step,
            progress,
        );
        // The plus side's share less the minus side's, over the distance between them.
        let slope = (2.0 * share - 1.0) / (2.0 * c);
        for (x, d) in x.iter_mut().zip(&delta) {
            *x = (*x + a * slope * d).clamp(0.0, 1.0);
        }
        // The second half of the steps (the last one alone if there is one step).
        if 2 * k + 1 >= steps {
            for (s, x) in sum.iter_mut().zip(&x) {
                *s += x;
            }
            summed += 1;
        }
    }
    let mean: Vec<f64> = sum.iter().map(|s| s / summed as f64).collect();
    let tuned = values(knobs, &mean);
    let written = coinop_core::knob::written(knobs);
    let share = duel::<G>(
        options,
        &tuned,
        &written,
        config.seed.wrapping_add(CHECK_SEEDS),
        config.check_games,
        progress,
    );
    let interval = wilson(share * config.check_games as f64, config.check_games as f64);
    let command = command::<G>(config);
    let mut weights = Weights::standard::<G>();
    weights.note = format!(
        "The heuristic's constants tuned by self-play: `{command}`. The evaluator's weights \
         are the built-in ones, whose note says: {}",
        weights.note
    );
    weights.heuristic = knobs
        .iter()
        .zip(&tuned)
        .map(|(k, v)| Constant {
            knob: k.name.into(),
            value: *v,
        })
        .collect();
    weights.heuristic_tuning = Some(HeuristicTuning {
        method: format!(
            "SPSA: every constant scaled to its range, perturbed ±{PERTURBATION}/(k+1)^0.101, \
             stepped {STEP}·(1+A)^0.602/(k+1+A)^0.602 along the slope, A = steps/10; the \
             mean of the second half of the steps"
        ),
        command,
        seed: config.seed,
        iterations: steps,
        games_per_step: config.games_per_step,
        check_games: config.check_games,
        check_share: share,
    });
    Ok(HeuristicReport {
        game: <G as Game>::NAME.into(),
        knobs: knobs
            .iter()
            .zip(&tuned)
            .map(|(k, v)| KnobRow {
                knob: k.name.into(),
                written: k.value,
                tuned: *v,
                min: k.min,
                max: k.max,
            })
            .collect(),
        check_games: config.check_games,
        share,
        interval,
        weights,
    })
}

impl HeuristicReport {
    /// The weights file the run makes (`--out`), as text.
    pub fn weights_file(&self) -> String {
        serde_json::to_string_pretty(&self.weights).expect("weights serialize") + "\n"
    }

    /// The report in `lang`: each constant as written and tuned, and the check.
    pub fn text<G: Reported>(&self, lang: Lang) -> String {
        let say = say(lang);
        let num = |x: f64, places: usize| decimal(lang, x, places);
        let tuning = self.weights.heuristic_tuning.as_ref();
        let mut out = say.text_with(
            "tune-heuristic-head",
            Args::new()
                .str("title", game_words::<G>(lang).title)
                .num("steps", tuning.map_or(0, |t| t.iterations) as i64)
                .num("games", tuning.map_or(0, |t| t.games_per_step) as i64),
        );
        out.push('\n');
        let head = [
            say.text("tune-heuristic-column-knob"),
            say.text("tune-heuristic-column-written"),
            say.text("tune-heuristic-column-tuned"),
            say.text("tune-heuristic-column-range"),
        ];
        let names: Vec<String> = self
            .knobs
            .iter()
            .map(|k| say.text(&knob_message(&k.knob)))
            .collect();
        let wide = column_width(&head[0], &names);
        let (w1, w2) = (
            head[1].chars().count().max(9),
            head[2].chars().count().max(9),
        );
        out.push_str(&format!(
            "  {:<wide$}  {:>w1$}  {:>w2$}  {}\n",
            head[0], head[1], head[2], head[3]
        ));
        for (k, name) in self.knobs.iter().zip(&names) {
            out.push_str(&format!(
                "  {:<wide$}  {:>w1$}  {:>w2$}  {} … {}\n",
                name,
                num(k.written, 3),
                num(k.tuned, 3),
                num(k.min, 2),
                num(k.max, 2)
            ));
        }
        let pct = |x: f64| num(100.0 * x, 1);
        out.push_str(&format!(
            "  {}\n",
            say.text_with(
                "tune-heuristic-check",
                Args::new()
                    .num("games", self.check_games as i64)
                    .str("share", pct(self.share))
                    .str("low", pct(self.interval.0))
                    .str("high", pct(self.interval.1))
            )
        ));
        let verdict = if self.interval.0 > 0.5 {
            "tune-heuristic-better"
        } else if self.interval.1 < 0.5 {
            "tune-heuristic-worse"
        } else {
            "tune-heuristic-same"
        };
        out.push_str(&format!("  {}\n", say.text(verdict)));
        out
    }
}

/// The message that names a heuristic's constant in the report.
pub fn knob_message(knob: &str) -> String {
    format!("tune-knob-{}", knob.replace(' ', "-"))
}
