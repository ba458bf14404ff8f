//! ARCADE's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::{Agent, Budget, Evaluator, Ismcts, Policy};
use coinop_core::{GameRng, Seat};
use coinop_skirmish::{Action, Skirmish, autoplay};

/// The heuristic player (`autoplay::choose`).
pub struct HeuristicPolicy;

impl Policy<Skirmish> for HeuristicPolicy {
    fn act(&self, game: &Skirmish, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose(game, seat, rng).expect("a seat to move has a legal action")
    }
}

pub struct SkirmishEvaluator;

impl Evaluator<Skirmish> for SkirmishEvaluator {
    fn evaluate(&self, game: &Skirmish, seat: Seat) -> f64 {
        autoplay::evaluate(game, seat)
    }
}

/// No rollout: the evaluator judges the position a search reaches. The dice of rollouts
/// drowned the differences between moves, and the evaluator counts the shot to come.
/// Measured against the heuristic at 3,000 iterations (AGENTS.md): rollouts of 4 actions
/// won 57%, none 67% (and ran twice as many iterations a second).
const ROLLOUT: usize = 0;
const EXPLORATION: f64 = 1.2;

pub type SkirmishIsmcts = Ismcts<Skirmish, HeuristicPolicy, SkirmishEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> SkirmishIsmcts {
    levels::ismcts(name, budget, threads, seed, hooks())
}

fn hooks() -> Hooks<HeuristicPolicy, SkirmishEvaluator> {
    Hooks {
        heuristic: HeuristicPolicy,
        evaluator: SkirmishEvaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
    }
}

/// An agent of a level (see [`levels::LEVELS`]): the heuristic for `easy`, and inside
/// the search for the other seat and the rollouts.
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Skirmish>>, String> {
    levels::agent(name, seed, hooks())
}

/// Whether a name is one `agent` accepts.
pub fn check(name: &str) -> Result<(), String> {
    agent(name, 0).map(|_| ())
}
