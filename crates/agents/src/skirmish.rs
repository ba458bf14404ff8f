//! ARCADE's hooks for the generic agents.

use crate::levels::{self, Hooks};
use crate::tune::{self, Tunable, Weighted};
use crate::{
    Agent, Budget, Expectimax, ExpectimaxConfig, Ismcts, PlanConfig, PlanSearch, Planner, Policy,
    PolicyAgent,
};
use coinop_core::{GameRng, Knob, Seat};
use coinop_skirmish::autoplay::{self, Style, TurnPlan};
use coinop_skirmish::state::Stage;
use coinop_skirmish::{Action, Skirmish};

/// The heuristic player (`autoplay::choose`), with its constants as written or as a
/// weights file sets them.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicPolicy {
    pub style: Style,
}

impl Policy<Skirmish> for HeuristicPolicy {
    fn act(&self, game: &Skirmish, seat: Seat, rng: &mut GameRng) -> Action {
        autoplay::choose_styled(game, seat, &self.style, rng)
            .expect("a seat to move has a legal action")
    }
    /// Placing the tanks: what a space is worth shows only once the shooting starts,
    /// beyond any search's reach at a level's time (the evaluator sees every placement
    /// alike, so the search would place at random); the heuristic places by the
    /// strategy (our half's middle, beside walls).
    fn decides_alone(&self, game: &Skirmish, _seat: Seat) -> bool {
        matches!(game.stage, Stage::Placing { .. })
    }
}

/// ARCADE's evaluator: the weights of its features (`weights/skirmish.json`).
pub type SkirmishEvaluator = Weighted<Skirmish>;

impl Tunable for Skirmish {
    const FEATURES: &'static [&'static str] = &autoplay::FEATURES;
    const WEIGHTS: &'static str = include_str!("../weights/skirmish.json");
    fn features(&self, seat: Seat, out: &mut [f64]) {
        out.copy_from_slice(&autoplay::features(self, seat));
    }
    const KNOBS: &'static [Knob] = &Style::KNOBS;
    fn heuristic(values: &[f64], name: &str, seed: u64) -> Option<Box<dyn Agent<Skirmish>>> {
        let style = Style::from_values(values);
        Some(Box::new(PolicyAgent::new(
            name,
            HeuristicPolicy { style },
            seed,
        )))
    }
}

/// Whole turns for [`PlanSearch`]: the heuristic's and the others it scores best.
#[derive(Clone, Copy, Debug, Default)]
pub struct TurnPlanner {
    /// The heuristic's constants its turns are weighed and played with.
    pub style: Style,
}

impl Planner<Skirmish> for TurnPlanner {
    type Plan = TurnPlan;
    fn plans(&self, game: &Skirmish, seat: Seat, max: usize, rng: &mut GameRng) -> Vec<TurnPlan> {
        autoplay::turn_plans(game, seat, max, &self.style, rng)
    }
    fn step(
        &self,
        game: &Skirmish,
        seat: Seat,
        plan: &TurnPlan,
        rng: &mut GameRng,
    ) -> Option<Action> {
        autoplay::plan_step(game, seat, plan, &self.style, rng)
    }
    fn turn(&self, game: &Skirmish) -> u32 {
        game.turns as u32
    }
    /// A shot's outcomes: exact, but for where a missed rocket lands under Collateral
    /// Damage ([`MISSES_DRAWN`] of them).
    fn outcomes(
        &self,
        game: &Skirmish,
        seat: Seat,
        action: &Action,
        rng: &mut GameRng,
    ) -> Option<Vec<(f64, Skirmish)>> {
        if !matches!(action, Action::Fire { .. }) {
            return None;
        }
        game.shot_outcomes(seat, action, MISSES_DRAWN, rng).ok()
    }
}

/// Where a missed rocket may land, drawn for a search weighing a shot (Collateral
/// Damage): every roll with a 1 is too many to list (6^10).
const MISSES_DRAWN: usize = 3;

pub type SkirmishPlans = PlanSearch<Skirmish, TurnPlanner, HeuristicPolicy, SkirmishEvaluator>;
pub type SkirmishExpectimax = Expectimax<Skirmish, TurnPlanner, HeuristicPolicy, SkirmishEvaluator>;

/// Plans the expectimax weighs for the turn to play now, and at every turn after.
pub const ROOT_PLANS: usize = 12;
pub const INNER_PLANS: usize = 4;
/// The deepest the expectimax looks, in turns, with a time budget.
pub const MAX_DEPTH: u32 = 8;
/// The deepest `expectimax:D` may ask for.
pub const MAX_FIXED_DEPTH: u32 = 4;

/// Expectimax over whole turns (`expectimax:D` turns deep, or `expectimax:Nms` of CPU
/// a decision, deepening).
pub fn expectimax(
    name: &str,
    budget: Budget,
    seed: u64,
    evaluator: SkirmishEvaluator,
    heuristic: HeuristicPolicy,
) -> SkirmishExpectimax {
    Expectimax::new(
        name,
        ExpectimaxConfig {
            budget,
            root_plans: ROOT_PLANS,
            plans: INNER_PLANS,
            max_depth: MAX_DEPTH,
            seed,
        },
        TurnPlanner {
            style: heuristic.style,
        },
        heuristic,
        evaluator,
    )
}

/// Plans weighed at a turn.
pub const MAX_PLANS: usize = 8;
/// Turns the heuristic plays on after the plan's before the evaluator judges: the
/// enemy's answer and our next tank's turn. (Rollouts to the end of the game won 56.7%
/// against the heuristic at 1 s a decision, 60 games; AGENTS.md.)
pub const PLAN_HORIZON: u32 = 2;

/// The search over whole turns (`plans:N` rollouts or `plans:Nms` of CPU a decision).
pub fn plans(
    name: &str,
    budget: Budget,
    threads: usize,
    seed: u64,
    evaluator: SkirmishEvaluator,
    heuristic: HeuristicPolicy,
) -> SkirmishPlans {
    PlanSearch::new(
        name,
        PlanConfig {
            budget,
            max_plans: MAX_PLANS,
            horizon: PLAN_HORIZON,
            threads,
            seed,
        },
        TurnPlanner {
            style: heuristic.style,
        },
        heuristic,
        evaluator,
    )
}

/// No rollout: the evaluator judges the position a search reaches. The dice of rollouts
/// drowned the differences between moves, and the evaluator counts the shot to come.
/// Measured against the heuristic at 3,000 iterations (AGENTS.md): rollouts of 4 actions
/// won 57%, none 67% (and ran twice as many iterations a second).
const ROLLOUT: usize = 0;
const EXPLORATION: f64 = 1.2;
/// Whether the tree branches on what the seat sees after each of its actions.
const CHANCE_NODES: bool = false;

pub type SkirmishIsmcts = Ismcts<Skirmish, HeuristicPolicy, SkirmishEvaluator>;

/// ISMCTS as the levels make it, for benchmarks.
pub fn ismcts(name: &str, budget: Budget, threads: usize, seed: u64) -> SkirmishIsmcts {
    let hooks = hooks(Weighted::standard(), HeuristicPolicy::default(), false);
    levels::ismcts(name, budget, threads, seed, hooks)
}

fn hooks(
    evaluator: SkirmishEvaluator,
    heuristic: HeuristicPolicy,
    styled: bool,
) -> Hooks<HeuristicPolicy, SkirmishEvaluator> {
    Hooks {
        heuristic,
        evaluator,
        rollout_actions: ROLLOUT,
        exploration: EXPLORATION,
        chance_nodes: CHANCE_NODES,
        styled,
    }
}

/// An agent of a level (see [`levels::LEVELS`]): the heuristic for `easy`, and inside
/// the search for the other seat and the rollouts.
pub fn agent(name: &str, seed: u64) -> Result<Box<dyn Agent<Skirmish>>, String> {
    let evaluator = tune::evaluator_of(name)?;
    let (style, styled) = tune::heuristic_style::<Skirmish, _>(name, Style::from_values)?;
    let heuristic = HeuristicPolicy { style };
    if let Some(spec) = name.strip_prefix("plans:") {
        let spec = spec.split_once('@').map_or(spec, |(spec, _)| spec);
        let budget = levels::search_budget(name, spec)?;
        return Ok(Box::new(plans(name, budget, 1, seed, evaluator, heuristic)));
    }
    if let Some(spec) = name.strip_prefix("expectimax:") {
        let spec = spec.split_once('@').map_or(spec, |(spec, _)| spec);
        let budget = if spec.ends_with("ms") {
            levels::search_budget(name, spec)?
        } else {
            // Turns deep: each costs some fifteen times the one before, and a fixed depth
            // does not watch the clock (4 turns: seconds a decision).
            let turns = spec
                .parse()
                .ok()
                .filter(|d| (1..=MAX_FIXED_DEPTH).contains(d))
                .ok_or_else(|| {
                    format!("bad depth in {name:?}: 1 to {MAX_FIXED_DEPTH} turns, or Nms of CPU")
                })?;
            Budget::Iterations(turns)
        };
        return Ok(Box::new(expectimax(
            name, budget, seed, evaluator, heuristic,
        )));
    }
    levels::agent(name, seed, hooks(evaluator, heuristic, styled))
}

/// Whether a name is one `agent` accepts.
pub fn check(name: &str) -> Result<(), String> {
    agent(name, 0).map(|_| ())
}
