//! Arcade Tanks' hooks for the generic agents, and the difficulty levels.

use crate::{Agent, Budget, Evaluator, Ismcts, IsmctsConfig, Policy, PolicyAgent, RandomAgent};
use coinop_core::{Game, GameRng, Seat, Viewer};
use coinop_tanks::{Action, Tanks, autoplay};
use std::sync::Arc;
use std::time::Duration;

/// The fast rollout player (`autoplay::quick`).
pub struct QuickPolicy;

impl Policy<Tanks> for QuickPolicy {
    fn act(&self, game: &Tanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::quick(game, seat, rng)
    }
}

/// The heuristic player (`autoplay::choose`), working from the seat's observation only.
pub struct HeuristicPolicy;

impl Policy<Tanks> for HeuristicPolicy {
    fn act(&self, game: &Tanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose(&game.observe(Viewer::Seat(seat)), seat, rng)
            .expect("a seat to move has a legal action")
    }
}

pub struct TanksEvaluator;

impl Evaluator<Tanks> for TanksEvaluator {
    fn evaluate(&self, game: &Tanks, seat: Seat) -> f64 {
        autoplay::evaluate(game, seat)
    }
}

pub type TanksIsmcts = Ismcts<Tanks, HeuristicPolicy, TanksEvaluator>;

/// ISMCTS for Arcade Tanks with a given budget: the heuristic player for the other
/// seats and in short rollouts (about a round and a half), then the evaluator.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> TanksIsmcts {
    let config = IsmctsConfig {
        budget,
        threads,
        seed,
        rollout_actions: 40,
        ..IsmctsConfig::default()
    };
    Ismcts::new(
        name,
        config,
        Arc::new(HeuristicPolicy),
        Arc::new(TanksEvaluator),
    )
}

/// The names a player picks, and what they mean:
/// - `random`: uniformly random legal actions (a baseline, not a level);
/// - `easy`: the heuristic player — heads for the Eagle, lines up shots, avoids water;
/// - `normal`: ISMCTS, 250 ms per decision;
/// - `hard`: ISMCTS, 1 s per decision;
/// - `expert`: ISMCTS, 2 s per decision on every core (root-parallel);
/// - `ismcts:N` (N iterations, reproducible) and `ismcts:Nms` (N milliseconds).
pub const LEVELS: &[&str] = &["random", "easy", "normal", "hard", "expert"];

pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Tanks>>, String> {
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    Ok(match name {
        "random" => Box::new(RandomAgent::new(seed)),
        "easy" | "heuristic" => Box::new(PolicyAgent::new(name, HeuristicPolicy, seed)),
        "quick" => Box::new(PolicyAgent::new(name, QuickPolicy, seed)),
        "normal" => Box::new(ismcts(
            name,
            Budget::Time(Duration::from_millis(250)),
            1,
            seed,
        )),
        "hard" => Box::new(ismcts(name, Budget::Time(Duration::from_secs(1)), 1, seed)),
        "expert" => Box::new(ismcts(
            name,
            Budget::Time(Duration::from_secs(2)),
            cores,
            seed,
        )),
        other => {
            let spec = other.strip_prefix("ismcts:").ok_or_else(|| {
                format!("unknown AI {other:?}: use random, easy, normal, hard, expert, heuristic, ismcts:N or ismcts:Nms")
            })?;
            let budget = match spec.strip_suffix("ms") {
                Some(ms) => Budget::Time(Duration::from_millis(
                    ms.parse().map_err(|_| format!("bad time in {other:?}"))?,
                )),
                None => Budget::Iterations(
                    spec.parse()
                        .map_err(|_| format!("bad iteration count in {other:?}"))?,
                ),
            };
            Box::new(ismcts(other, budget, 1, seed))
        }
    })
}

/// Whether a game name is one `agent` accepts (for argument checking).
pub fn check(name: &str) -> Result<(), String> {
    agent(name, 0).map(|_| ())
}

/// One game between agents (one per seat); returns the finished game and the decisions
/// each seat took.
pub fn play(
    options: &coinop_tanks::TanksOptions,
    seed: u64,
    agents: &mut [Box<dyn Agent<Tanks>>],
) -> (Tanks, Vec<u64>) {
    let mut game = Tanks::new_game(options, seed).expect("valid options");
    let mut decisions = vec![0u64; agents.len()];
    while let Some(seat) = game.to_move().seats().first() {
        let a = agents[seat as usize].choose(&game, seat);
        game.apply(seat, &a).expect("agents choose legal actions");
        decisions[seat as usize] += 1;
    }
    (game, decisions)
}
