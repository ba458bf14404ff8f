//! Anarcade's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::tune::{self, Tunable, Weighted};
use crate::{Agent, Budget, Ismcts, Policy};
use coinop_anarcade::{Action, Anarcade, autoplay};
use coinop_core::{GameRng, Seat};

/// The heuristic player (`autoplay::choose`).
pub struct HeuristicPolicy;

impl Policy<Anarcade> for HeuristicPolicy {
    fn act(&self, game: &Anarcade, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose(game, seat, rng).expect("a seat to move has a legal action")
    }
}

/// Anarcade's evaluator: the weights of its features (`weights/anarcade.json`).
pub type AnarcadeEvaluator = Weighted<Anarcade>;

impl Tunable for Anarcade {
    const FEATURES: &'static [&'static str] = &autoplay::FEATURES;
    const WEIGHTS: &'static str = include_str!("../weights/anarcade.json");
    fn features(&self, seat: Seat, out: &mut [f64]) {
        out.copy_from_slice(&autoplay::features(self, seat));
    }
}

/// Heuristic actions a rollout plays before the evaluator judges.
const ROLLOUT: usize = 60;
const EXPLORATION: f64 = 0.7;
/// Whether the tree branches on what the seat sees after each of its actions.
const CHANCE_NODES: bool = false;

pub type AnarcadeIsmcts = Ismcts<Anarcade, HeuristicPolicy, AnarcadeEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> AnarcadeIsmcts {
    levels::ismcts(name, budget, threads, seed, hooks(Weighted::standard()))
}

fn hooks(evaluator: AnarcadeEvaluator) -> Hooks<HeuristicPolicy, AnarcadeEvaluator> {
    Hooks {
        heuristic: HeuristicPolicy,
        evaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
        chance_nodes: CHANCE_NODES,
    }
}

/// An agent of a level (see [`levels::LEVELS`]).
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Anarcade>>, String> {
    let evaluator = tune::evaluator_of(name)?;
    levels::agent(name, seed, hooks(evaluator))
}
