//! Anarcade's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::tune::{self, Tunable, Weighted};
use crate::{Agent, Budget, Ismcts, Policy, PolicyAgent};
use coinop_anarcade::autoplay::{self, Style};
use coinop_anarcade::{Action, Anarcade};
use coinop_core::{GameRng, Knob, Seat};

/// The heuristic player (`autoplay::choose`), with its constants as written or as a
/// weights file sets them.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicPolicy {
    pub style: Style,
}

impl Policy<Anarcade> for HeuristicPolicy {
    fn act(&self, game: &Anarcade, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose_styled(game, seat, &self.style, rng)
            .expect("a seat to move has a legal action")
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
    const KNOBS: &'static [Knob] = &Style::KNOBS;
    fn heuristic(values: &[f64], name: &str, seed: u64) -> Option<Box<dyn Agent<Anarcade>>> {
        let style = Style::from_values(values);
        Some(Box::new(PolicyAgent::new(
            name,
            HeuristicPolicy { style },
            seed,
        )))
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
    let hooks = hooks(Weighted::standard(), HeuristicPolicy::default(), false);
    levels::ismcts(name, budget, threads, seed, hooks)
}

fn hooks(
    evaluator: AnarcadeEvaluator,
    heuristic: HeuristicPolicy,
    styled: bool,
) -> Hooks<HeuristicPolicy, AnarcadeEvaluator> {
    Hooks {
        heuristic,
        evaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
        chance_nodes: CHANCE_NODES,
        styled,
    }
}

/// An agent of a level (see [`levels::LEVELS`]).
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Anarcade>>, String> {
    let evaluator = tune::evaluator_of(name)?;
    let (style, styled) = tune::heuristic_style::<Anarcade, _>(name, Style::from_values)?;
    let heuristic = HeuristicPolicy { style };
    levels::agent(name, seed, hooks(evaluator, heuristic, styled))
}
