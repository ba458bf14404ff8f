//! Robotanks' hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::tune::{self, Tunable, Weighted};
use crate::{Agent, Budget, Ismcts, Policy, PolicyAgent, outcome_value};
use coinop_core::{Game, GameRng, Knob, Seat};
use coinop_robotanks::autoplay::{self, Style};
use coinop_robotanks::state::Phase;
use coinop_robotanks::{Action, Robotanks};

/// The heuristic player (`autoplay::choose`), with its constants as written or as a
/// weights file sets them.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicPolicy {
    pub style: Style,
}

impl Policy<Robotanks> for HeuristicPolicy {
    fn act(&self, game: &Robotanks, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose_styled(game, seat, &self.style, false, rng)
            .expect("a seat to move has a legal action")
    }
    /// The deal: dozens of set-asides and the initial programs come before the first
    /// turn, beyond any rollout, so a search would judge them by the hand alone.
    fn decides_alone(&self, game: &Robotanks, _seat: Seat) -> bool {
        game.phase == Phase::Setup
    }
    /// Routes judged on the bare floor: most of the search's time went on walking
    /// distances around tanks that will have moved by the next turn. Not at four
    /// players (see [`MEASURED_UP_TO`]).
    fn simulate(&self, game: &Robotanks, seat: Seat, rng: &mut GameRng) -> Action {
        if game.num_seats() > MEASURED_UP_TO {
            return self.act(game, seat, rng);
        }
        autoplay::choose_styled(game, seat, &self.style, true, rng)
            .expect("a seat to move has a legal action")
    }
}

/// Robotanks's evaluator: the weights of its features (`weights/robotanks.json`).
pub type RobotanksEvaluator = Weighted<Robotanks>;

impl Tunable for Robotanks {
    const FEATURES: &'static [&'static str] = &autoplay::FEATURES;
    const WEIGHTS: &'static str = include_str!("../weights/robotanks.json");
    fn features(&self, seat: Seat, out: &mut [f64]) {
        out.copy_from_slice(&autoplay::features(self, seat));
    }
    /// A seat whose command post is destroyed has lost, whoever goes on.
    fn settled(&self, seat: Seat) -> Option<f64> {
        outcome_value(self, seat).or(autoplay::eliminated(self, seat).then_some(0.0))
    }
    /// The last command post standing wins: against every other seat, not the strongest.
    /// Not at four players (see [`MEASURED_UP_TO`]).
    fn features_per_rival(&self, seat: Seat, out: &mut [f64]) -> Option<usize> {
        if self.num_seats() > MEASURED_UP_TO {
            return None;
        }
        let (each, n) = autoplay::features_against_each(self, seat);
        let mut written = 0;
        for (chunk, f) in out
            .chunks_exact_mut(autoplay::FEATURES.len())
            .zip(&each[..n])
        {
            chunk.copy_from_slice(f);
            written += 1;
        }
        Some(written)
    }
    const KNOBS: &'static [Knob] = &Style::KNOBS;
    fn heuristic(values: &[f64], name: &str, seed: u64) -> Option<Box<dyn Agent<Robotanks>>> {
        let style = Style::from_values(values);
        Some(Box::new(PolicyAgent::new(
            name,
            HeuristicPolicy { style },
            seed,
        )))
    }
}

/// The most players at which the search imagines the heuristic quickly and weighs every
/// rival: measured at 2 and 3 players (76.5% against `easy`, 200 games; 37.3% against two,
/// 102 games: both above the model before, though within its intervals). At four,
/// `normal` against three `easy` won 11.0% with both, 13.0% and 16.0% with either alone,
/// against 22.0% with neither (100 games each, AGENTS.md), so it keeps the model before.
const MEASURED_UP_TO: usize = 3;

/// Heuristic actions a rollout plays before the evaluator judges.
const ROLLOUT: usize = 60;
const EXPLORATION: f64 = 0.7;
/// Whether the tree branches on what the seat sees after each of its actions.
const CHANCE_NODES: bool = false;

pub type RobotanksIsmcts = Ismcts<Robotanks, HeuristicPolicy, RobotanksEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> RobotanksIsmcts {
    let hooks = hooks(Weighted::standard(), HeuristicPolicy::default(), false);
    levels::ismcts(name, budget, threads, seed, hooks)
}

fn hooks(
    evaluator: RobotanksEvaluator,
    heuristic: HeuristicPolicy,
    styled: bool,
) -> Hooks<HeuristicPolicy, RobotanksEvaluator> {
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
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Robotanks>>, String> {
    let evaluator = tune::evaluator_of(name)?;
    let (style, styled) = tune::heuristic_style::<Robotanks, _>(name, Style::from_values)?;
    levels::agent(
        name,
        seed,
        hooks(evaluator, HeuristicPolicy { style }, styled),
    )
}
