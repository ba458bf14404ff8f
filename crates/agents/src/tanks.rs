//! Arcade Tanks' hooks for the generic agents, and the difficulty levels.

use crate::levels::{self, Hooks};
use crate::tune::{self, Tunable, Weighted};
use crate::{Agent, Budget, Ismcts, IsmctsConfig, Policy, PolicyAgent, outcome_value};
use coinop_core::{Game, GameRng, Knob, Seat, Viewer};
use coinop_tanks::autoplay::{self, Style};
use coinop_tanks::{Action, Tanks};
use std::sync::Arc;

/// The fast rollout player (`autoplay::quick`).
pub struct QuickPolicy;

impl Policy<Tanks> for QuickPolicy {
    fn act(&self, game: &Tanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::quick(game, seat, rng)
    }
}

/// The heuristic player (`autoplay::choose`), working from the seat's observation only,
/// with its constants as written or as a weights file sets them.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicPolicy {
    pub style: Style,
}

impl Policy<Tanks> for HeuristicPolicy {
    fn act(&self, game: &Tanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose_styled(&game.observe(Viewer::Seat(seat)), seat, &self.style, rng)
            .expect("a seat to move has a legal action")
    }
}

/// Arcade Tanks's evaluator: the weights of its features (`weights/tanks.json`), `autoplay::solo_value` alone at the table.
pub type TanksEvaluator = Weighted<Tanks>;

impl Tunable for Tanks {
    const FEATURES: &'static [&'static str] = &autoplay::FEATURES;
    const WEIGHTS: &'static str = include_str!("../weights/tanks.json");
    fn features(&self, seat: Seat, out: &mut [f64]) {
        out.copy_from_slice(&autoplay::features(self, seat));
    }
    fn settled(&self, seat: Seat) -> Option<f64> {
        if self.players.len() == 1 {
            return Some(autoplay::solo_value(self));
        }
        outcome_value(self, seat)
    }
    const KNOBS: &'static [Knob] = &Style::KNOBS;
    fn heuristic(values: &[f64], name: &str, seed: u64) -> Option<Box<dyn Agent<Tanks>>> {
        let style = Style::from_values(values);
        Some(Box::new(PolicyAgent::new(
            name,
            HeuristicPolicy { style },
            seed,
        )))
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
        rollout_actions: ROLLOUT,
        ..IsmctsConfig::default()
    };
    Ismcts::new(
        name,
        config,
        Arc::new(HeuristicPolicy::default()),
        Arc::new(Weighted::standard()),
    )
}

/// Actions a rollout plays (about a round and a half) before the evaluator judges.
const ROLLOUT: usize = 40;

pub use crate::levels::LEVELS;

/// An agent of a level (see [`LEVELS`]); also `quick`, the fast rollout player.
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Tanks>>, String> {
    if name == "quick" {
        return Ok(Box::new(PolicyAgent::new(name, QuickPolicy, seed)));
    }
    let evaluator = tune::evaluator_of(name)?;
    let (style, styled) = tune::heuristic_style::<Tanks, _>(name, Style::from_values)?;
    levels::agent(
        name,
        seed,
        Hooks {
            heuristic: HeuristicPolicy { style },
            evaluator,
            rollout_actions: ROLLOUT,
            exploration: IsmctsConfig::default().exploration,
            chance_nodes: false,
            styled,
        },
    )
}

/// Whether a game name is one `agent` accepts (for argument checking).
pub fn check(name: &str) -> Result<(), String> {
    agent(name, 0).map(|_| ())
}

/// One game between agents (one per seat).
pub fn play(
    options: &coinop_tanks::TanksOptions,
    seed: u64,
    agents: &mut [Box<dyn Agent<Tanks>>],
) -> (Tanks, Vec<u64>) {
    levels::play(options, seed, agents)
}
