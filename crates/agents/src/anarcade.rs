//! Anarcade's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::{Agent, Budget, Evaluator, Ismcts, Policy};
use coinop_anarcade::{Action, Anarcade, autoplay};
use coinop_core::{GameRng, Seat};

/// The heuristic player (`autoplay::choose`).
pub struct HeuristicPolicy;

impl Policy<Anarcade> for HeuristicPolicy {
    fn act(&self, game: &Anarcade, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose(game, seat, rng).expect("a seat to move has a legal action")
    }
}

pub struct AnarcadeEvaluator;

impl Evaluator<Anarcade> for AnarcadeEvaluator {
    fn evaluate(&self, game: &Anarcade, seat: Seat) -> f64 {
        autoplay::evaluate(game, seat)
    }
}

/// Heuristic actions a rollout plays before the evaluator judges.
const ROLLOUT: usize = 60;
const EXPLORATION: f64 = 0.7;

pub type AnarcadeIsmcts = Ismcts<Anarcade, HeuristicPolicy, AnarcadeEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> AnarcadeIsmcts {
    levels::ismcts(name, budget, threads, seed, hooks())
}

fn hooks() -> Hooks<HeuristicPolicy, AnarcadeEvaluator> {
    Hooks {
        heuristic: HeuristicPolicy,
        evaluator: AnarcadeEvaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
    }
}

/// An agent of a level (see [`levels::LEVELS`]).
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Anarcade>>, String> {
    levels::agent(name, seed, hooks())
}
