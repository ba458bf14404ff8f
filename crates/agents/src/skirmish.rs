//! ARCADE's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::{Agent, Evaluator, Policy};
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

/// An agent of a level (see [`levels::LEVELS`]): the heuristic for `easy` and inside
/// the search, rollouts of about three turns.
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Skirmish>>, String> {
    levels::agent(
        name,
        seed,
        Hooks {
            heuristic: HeuristicPolicy,
            evaluator: SkirmishEvaluator,
            rollout_actions: 15,
        },
    )
}

/// Whether a name is one `agent` accepts.
pub fn check(name: &str) -> Result<(), String> {
    agent(name, 0).map(|_| ())
}
