//! Robotanks' hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::{Agent, Budget, Evaluator, Ismcts, Policy};
use coinop_core::{GameRng, Seat};
use coinop_robotanks::state::Phase;
use coinop_robotanks::{Action, Robotanks, autoplay};

/// The heuristic player (`autoplay::choose`).
pub struct HeuristicPolicy;

impl Policy<Robotanks> for HeuristicPolicy {
    fn act(&self, game: &Robotanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose(game, seat, rng).expect("a seat to move has a legal action")
    }
    /// The deal: dozens of set-asides and the initial programs come before the first
    /// turn, beyond any rollout, so a search would judge them by the hand alone.
    fn decides_alone(&self, game: &Robotanks, _seat: Seat) -> bool {
        game.phase == Phase::Setup
    }
}

pub struct RobotanksEvaluator;

impl Evaluator<Robotanks> for RobotanksEvaluator {
    fn evaluate(&self, game: &Robotanks, seat: Seat) -> f64 {
        autoplay::evaluate(game, seat)
    }
}

/// Heuristic actions a rollout plays before the evaluator judges.
const ROLLOUT: usize = 60;
const EXPLORATION: f64 = 0.7;

pub type RobotanksIsmcts = Ismcts<Robotanks, HeuristicPolicy, RobotanksEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> RobotanksIsmcts {
    levels::ismcts(name, budget, threads, seed, hooks())
}

fn hooks() -> Hooks<HeuristicPolicy, RobotanksEvaluator> {
    Hooks {
        heuristic: HeuristicPolicy,
        evaluator: RobotanksEvaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
    }
}

/// An agent of a level (see [`levels::LEVELS`]).
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Robotanks>>, String> {
    levels::agent(name, seed, hooks())
}
