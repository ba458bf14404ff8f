//! Evaluators as weights over what a game measures of a position, and the tuning of the
//! weights by self-play (`coinop tune`).
//!
//! A game's evaluator is `σ(w · f)`: `f` the game's features of a position from a seat's
//! side ([`Tunable::features`]: each one its own minus the strongest other's, or signed by
//! who moves), `w` a weights file (`crates/agents/weights/<game>.json`, [`Weights`]); or,
//! in a game that measures a seat against each rival ([`Tunable::features_per_rival`]),
//! the seat's share `1 / (1 + Σ exp(−w · fᵢ))`. The tuning fits `σ(w · f)` against the
//! strongest other, which is the same model at two seats only. The
//! tuning is Monte Carlo regression (TD(1)): games played by a set of agents, each
//! position a sample of its features and what the seat got in the end; logistic
//! regression by Newton's method, with a small ridge, on four games in five, the fifth
//! held out to say how well the weights predict ([`fit`], [`log_loss`]). The sums go in
//! game order: a fixed seed gives the same weights however the games are split among
//! threads or processes.

use crate::{Agent, Evaluator, outcome_value};
use coinop_core::{Game, Knob, Seat};
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// The most features a game's evaluator may have.
pub const MAX_FEATURES: usize = 16;

/// A game whose evaluator is a logistic function of features it measures.
pub trait Tunable: Game {
    /// The features, in order (the game's `autoplay::FEATURES`).
    const FEATURES: &'static [&'static str];
    /// The weights the levels use: the text of `crates/agents/weights/<game>.json`.
    const WEIGHTS: &'static str;
    /// [`Self::FEATURES`] of this position from `seat`'s side, into `out` (as long).
    fn features(&self, seat: Seat, out: &mut [f64]);
    /// What the position is worth to `seat` where the features are not asked: the game
    /// is over, or the seat is out of it (or, in Arcade Tanks, alone at the table).
    fn settled(&self, seat: Seat) -> Option<f64> {
        outcome_value(self, seat)
    }
    /// For a game where the last one standing wins: [`Self::FEATURES`] of `seat` against
    /// each other seat still in the game, one after another into `out`, and how many
    /// rivals (at most [`MAX_RIVALS`]). The evaluator is then the seat's share of the win
    /// as if each seat's strength were `w · f`: `1 / (1 + Σ exp(−w · fᵢ))`, which for a
    /// single rival is `σ(w · f)` again. `None` (the default): `σ(w · f)` against the
    /// strongest other, as [`Self::features`] measures.
    fn features_per_rival(&self, seat: Seat, out: &mut [f64]) -> Option<usize> {
        let _ = (seat, out);
        None
    }
    /// The heuristic's constants that self-play may tune (`coinop tune --heuristic`);
    /// none: its heuristic has nothing to tune yet.
    const KNOBS: &'static [Knob] = &[];
    /// The heuristic player (`easy`) with `values` for [`Self::KNOBS`], in order.
    fn heuristic(values: &[f64], name: &str, seed: u64) -> Option<Box<dyn Agent<Self>>> {
        let _ = (values, name, seed);
        None
    }
}

/// The most rivals [`Tunable::features_per_rival`] may give.
pub const MAX_RIVALS: usize = 7;

/// One feature's weight.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weight {
    pub feature: String,
    pub weight: f64,
}

/// A weights file: the weights of a game's features, in the game's order, and where
/// they come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weights {
    pub game: String,
    /// Where these weights come from, in words.
    pub note: String,
    pub weights: Vec<Weight>,
    /// How `coinop tune` made them, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tuning: Option<Tuning>,
    /// The heuristic's constants, if the file sets them (all of them, in the game's
    /// order): `easy@FILE` plays with them, and a search with `@FILE` imagines the
    /// heuristic (the other seats, its rollouts) with them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub heuristic: Vec<Constant>,
    /// How `coinop tune --heuristic` found them, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heuristic_tuning: Option<HeuristicTuning>,
}

/// One of the heuristic's constants ([`Tunable::KNOBS`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Constant {
    pub knob: String,
    pub value: f64,
}

/// How a tuning of the heuristic's constants ran: enough to run it again, and what it
/// found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeuristicTuning {
    pub method: String,
    /// The command that reruns it.
    pub command: String,
    pub seed: u64,
    pub iterations: u64,
    /// Games a step plays (the two perturbed styles against each other).
    pub games_per_step: u64,
    /// Games of the tuned constants against those as written, on seeds the tuning did not
    /// play, and the tuned ones' share of the wins there.
    pub check_games: u64,
    pub check_share: f64,
}

/// How a tuning run made its weights: enough to run it again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tuning {
    pub method: String,
    /// The command that reruns it.
    pub command: String,
    pub games: u64,
    pub seed: u64,
    pub agents: Vec<String>,
    /// Positions fitted on, and held out.
    pub samples: usize,
    pub held_out: usize,
    /// Mean log loss on the held-out positions: of the weights before, and of these.
    pub loss_before: f64,
    pub loss_after: f64,
}

/// The largest weight a file may give.
const MAX_WEIGHT: f64 = 1e3;

impl Weights {
    /// A weights file for `G`, checked: JSON of this shape, for this game, every feature
    /// in the game's order, every weight finite and at most 1,000 across.
    pub fn read<G: Tunable>(text: &str) -> Result<Weights, String> {
        let w: Weights =
            serde_json::from_str(text).map_err(|e| format!("not a weights file: {e}"))?;
        if w.game != <G as Game>::NAME {
            return Err(format!(
                "weights for {:?}, not for {:?}",
                w.game,
                <G as Game>::NAME
            ));
        }
        let names: Vec<&str> = w.weights.iter().map(|x| x.feature.as_str()).collect();
        if names != G::FEATURES {
            return Err(format!(
                "{}'s features are {:?}, in that order; the file has {names:?}",
                <G as Game>::NAME,
                G::FEATURES
            ));
        }
        if let Some(x) = w
            .weights
            .iter()
            .find(|x| !x.weight.is_finite() || x.weight.abs() > MAX_WEIGHT)
        {
            return Err(format!(
                "weight of {:?} is {}: it must be a number from -{MAX_WEIGHT} to {MAX_WEIGHT}",
                x.feature, x.weight
            ));
        }
        if !w.heuristic.is_empty() {
            let knobs: Vec<&str> = G::KNOBS.iter().map(|k| k.name).collect();
            let named: Vec<&str> = w.heuristic.iter().map(|c| c.knob.as_str()).collect();
            if knobs.is_empty() {
                return Err(format!(
                    "{}'s heuristic has no constants to set; the file sets {named:?}",
                    <G as Game>::NAME
                ));
            }
            if named != knobs {
                return Err(format!(
                    "{}'s heuristic constants are {knobs:?}, in that order; the file has {named:?}",
                    <G as Game>::NAME
                ));
            }
            for (c, k) in w.heuristic.iter().zip(G::KNOBS) {
                if !(c.value.is_finite() && (k.min..=k.max).contains(&c.value)) {
                    return Err(format!(
                        "heuristic constant {:?} is {}: it must be from {} to {}",
                        k.name, c.value, k.min, k.max
                    ));
                }
            }
        }
        Ok(w)
    }

    /// The heuristic's constants the file sets, in the game's order, if it sets them.
    pub fn style(&self) -> Option<Vec<f64>> {
        (!self.heuristic.is_empty()).then(|| self.heuristic.iter().map(|c| c.value).collect())
    }

    /// The weights the levels use for `G`.
    pub fn standard<G: Tunable>() -> Weights {
        Weights::read::<G>(G::WEIGHTS).expect("the built-in weights files are checked by a test")
    }

    /// The weights alone, in the game's order.
    pub fn values(&self) -> Vec<f64> {
        self.weights.iter().map(|x| x.weight).collect()
    }
}

/// The evaluator `σ(w · f)` of a game's features (or the share against each rival).
pub struct Weighted<G> {
    w: Vec<f64>,
    game: PhantomData<fn(&G)>,
}

impl<G: Tunable> Weighted<G> {
    pub fn new(weights: &Weights) -> Weighted<G> {
        Weighted {
            w: weights.values(),
            game: PhantomData,
        }
    }

    /// The evaluator of the weights the levels use.
    pub fn standard() -> Weighted<G> {
        Weighted::new(&Weights::standard::<G>())
    }
}

/// The largest weights file an agent's name may point to.
const MAX_FILE: u64 = 64 * 1024;

/// The evaluator an agent's name asks for: `normal@my.json` the weights of that file
/// (checked), any name without `@` the standard weights. A file is read once a process:
/// every game of a run weighs alike, however the file changes meanwhile.
pub fn evaluator_of<G: Tunable>(name: &str) -> Result<Weighted<G>, String> {
    Ok(weights_of::<G>(name)?.map_or_else(Weighted::standard, |w| Weighted::new(&w)))
}

/// The heuristic's constants an agent's name asks for: those of the file after `@`, if
/// it sets them (checked); else none (the heuristic as written).
pub fn style_of<G: Tunable>(name: &str) -> Result<Option<Vec<f64>>, String> {
    Ok(weights_of::<G>(name)?.and_then(|w| w.style()))
}

/// The heuristic's style an agent's name asks for ([`style_of`], made by `from_values`),
/// or the default, and whether the file set it.
pub fn heuristic_style<G: Tunable, S: Default>(
    name: &str,
    from_values: fn(&[f64]) -> S,
) -> Result<(S, bool), String> {
    Ok(match style_of::<G>(name)? {
        Some(values) => (from_values(&values), true),
        None => (S::default(), false),
    })
}

/// The weights file an agent's name points to (`normal@my.json`), read and checked;
/// `None` for a name without `@`.
fn weights_of<G: Tunable>(name: &str) -> Result<Option<Weights>, String> {
    let Some((_, path)) = name.split_once('@') else {
        return Ok(None);
    };
    if path.is_empty() {
        return Err(format!("{name:?}: no weights file after @"));
    }
    static READ: std::sync::Mutex<Vec<(String, String)>> = std::sync::Mutex::new(Vec::new());
    let text = {
        let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
        match read.iter().find(|(p, _)| p == path) {
            Some((_, text)) => text.clone(),
            None => {
                let text = read_weights_file(path)?;
                read.push((path.to_string(), text.clone()));
                text
            }
        }
    };
    let weights = Weights::read::<G>(&text).map_err(|e| format!("weights file {path}: {e}"))?;
    Ok(Some(weights))
}

/// A weights file's text: a regular file (not a pipe or a device, which could block or
/// never end) of at most `MAX_FILE` bytes.
fn read_weights_file(path: &str) -> Result<String, String> {
    let fail = |e: &dyn std::fmt::Display| format!("weights file {path}: {e}");
    let meta = std::fs::metadata(path).map_err(|e| fail(&e))?;
    if !meta.is_file() {
        return Err(fail(&"not a regular file"));
    }
    if meta.len() > MAX_FILE {
        return Err(fail(&format_args!("more than {MAX_FILE} bytes")));
    }
    let file = std::fs::File::open(path).map_err(|e| fail(&e))?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, MAX_FILE + 1), &mut bytes)
        .map_err(|e| fail(&e))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(fail(&format_args!("more than {MAX_FILE} bytes")));
    }
    let text = String::from_utf8(bytes).map_err(|_| fail(&"not UTF-8 text"))?;
    Ok(text.trim_start_matches('\u{feff}').to_string())
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(w: &[f64], f: &[f64]) -> f64 {
    w.iter().zip(f).map(|(w, f)| w * f).sum()
}

impl<G: Tunable> Evaluator<G> for Weighted<G> {
    fn evaluate(&self, game: &G, seat: Seat) -> f64 {
        if let Some(v) = game.settled(seat) {
            return v;
        }
        let k = self.w.len();
        let mut each = [0.0; MAX_FEATURES * MAX_RIVALS];
        if let Some(n) = game.features_per_rival(seat, &mut each[..k * MAX_RIVALS]) {
            let odds_against: f64 = each[..k * n.min(MAX_RIVALS)]
                .chunks_exact(k)
                .map(|f| (-dot(&self.w, f)).exp())
                .sum();
            return 1.0 / (1.0 + odds_against);
        }
        let mut f = [0.0; MAX_FEATURES];
        let f = &mut f[..k];
        game.features(seat, f);
        sigmoid(dot(&self.w, f))
    }
}

/// A position seen from one seat: its features, and the seat's share of the win in the
/// end (a shared win split, a loss 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    pub features: Vec<f64>,
    pub target: f64,
}

/// One game of `agents` (one per seat) from `seed`: every `every`th decision's position,
/// from every seat still in the game, as samples.
pub fn play_samples<G: Tunable>(
    options: &G::Options,
    seed: u64,
    agents: &mut [Box<dyn Agent<G>>],
    every: usize,
) -> Vec<Sample> {
    let mut game = G::new_game(options, seed).expect("options checked before the run");
    let seats = agents.len() as Seat;
    let mut seen: Vec<(Seat, Vec<f64>)> = Vec::new();
    let mut decisions = 0usize;
    while let Some(seat) = game.to_move().seats().first() {
        if decisions.is_multiple_of(every.max(1)) {
            for s in 0..seats {
                if game.settled(s).is_none() {
                    let mut f = vec![0.0; G::FEATURES.len()];
                    game.features(s, &mut f);
                    seen.push((s, f));
                }
            }
        }
        decisions += 1;
        let a = agents[seat as usize].choose(&game, seat);
        game.apply(seat, &a).expect("agents choose legal actions");
    }
    let outcome = game.outcome().expect("a game with no seat to move is over");
    seen.into_iter()
        .map(|(s, features)| Sample {
            features,
            target: if outcome.winners.contains(&s) {
                1.0 / outcome.winners.len() as f64
            } else {
                0.0
            },
        })
        .collect()
}

/// Why `samples` cannot be fitted for `G`, if they cannot: each must have the game's
/// features, finite, and a target from 0 to 1 (a part made for another game, or edited,
/// is refused rather than fitted).
pub fn check_samples<G: Tunable>(samples: &[Sample]) -> Result<(), String> {
    let k = G::FEATURES.len();
    for s in samples {
        if s.features.len() != k {
            return Err(format!(
                "a sample has {} features; {} has {k}",
                s.features.len(),
                <G as Game>::NAME
            ));
        }
        if !s.features.iter().all(|f| f.is_finite()) || !(0.0..=1.0).contains(&s.target) {
            return Err("a sample's features must be finite and its target from 0 to 1".into());
        }
    }
    Ok(())
}

/// Whether fitted weights may be written as a weights file (finite, within the bound).
pub fn weights_fit(w: &[f64]) -> bool {
    w.iter().all(|x| x.is_finite() && x.abs() <= MAX_WEIGHT)
}

/// Mean log loss of `w` on `samples` (lower is better; 0.693 is a coin's).
pub fn log_loss(samples: &[Sample], w: &[f64]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(dot(w, &s.features)).clamp(1e-9, 1.0 - 1e-9);
            -(s.target * p.ln() + (1.0 - s.target) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len() as f64
}

/// Share of the decided positions (target 0 or 1) whose side `w` calls right.
pub fn accuracy(samples: &[Sample], w: &[f64]) -> f64 {
    let decided: Vec<&Sample> = samples
        .iter()
        .filter(|s| s.target == 0.0 || s.target == 1.0)
        .collect();
    if decided.is_empty() {
        return 0.0;
    }
    let right = decided
        .iter()
        .filter(|s| (dot(w, &s.features) > 0.0) == (s.target == 1.0))
        .count();
    right as f64 / decided.len() as f64
}

/// The ridge on the weights, per sample: keeps a feature that never varies at 0.
pub const RIDGE: f64 = 1e-4;

/// Logistic regression of the targets on the features, by Newton's method from 0 (with
/// `RIDGE`): the weights that predict the outcome best, as `k` numbers.
#[allow(clippy::needless_range_loop)] // matrix arithmetic reads best by index
pub fn fit(samples: &[Sample], k: usize) -> Vec<f64> {
    let mut w = vec![0.0; k];
    let ridge = RIDGE * samples.len().max(1) as f64;
    for _ in 0..50 {
        let mut grad = vec![0.0; k];
        let mut hess = vec![vec![0.0; k]; k];
        for s in samples {
            let p = sigmoid(dot(&w, &s.features));
            let (r, c) = (p - s.target, p * (1.0 - p));
            for i in 0..k {
                grad[i] += r * s.features[i];
                for j in 0..k {
                    hess[i][j] += c * s.features[i] * s.features[j];
                }
            }
        }
        for i in 0..k {
            grad[i] += ridge * w[i];
            hess[i][i] += ridge;
        }
        let Some(step) = solve(hess, grad) else { break };
        for i in 0..k {
            w[i] -= step[i];
        }
        if step.iter().map(|x| x.abs()).fold(0.0, f64::max) < 1e-10 {
            break;
        }
    }
    w
}

/// `a x = b` by Gaussian elimination with partial pivoting; None if `a` is singular.
#[allow(clippy::needless_range_loop)]
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let m = a[row][col] / a[col][col];
            for c in col..n {
                a[row][c] -= m * a[col][c];
            }
            b[row] -= m * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_weights_that_made_the_outcomes() {
        // Targets drawn from σ(2a − b) on a grid of features: the fit recovers 2 and −1.
        let mut samples = Vec::new();
        for i in 0..40 {
            for j in 0..40 {
                let f = vec![i as f64 / 10.0 - 2.0, j as f64 / 10.0 - 2.0];
                let target = sigmoid(2.0 * f[0] - f[1]);
                samples.push(Sample {
                    features: f,
                    target,
                });
            }
        }
        let w = fit(&samples, 2);
        assert!(
            (w[0] - 2.0).abs() < 0.02 && (w[1] + 1.0).abs() < 0.02,
            "{w:?}"
        );
        assert!(log_loss(&samples, &w) < log_loss(&samples, &[1.0, 0.0]));
    }

    #[test]
    fn a_feature_that_never_varies_keeps_no_weight() {
        let samples: Vec<Sample> = (0..100)
            .map(|i| Sample {
                features: vec![if i % 2 == 0 { 1.0 } else { -1.0 }, 0.0],
                target: if i % 2 == 0 { 0.9 } else { 0.1 },
            })
            .collect();
        let w = fit(&samples, 2);
        assert_eq!(w[1], 0.0);
        assert!((sigmoid(w[0]) - 0.9).abs() < 0.01, "{w:?}");
    }
}
