//! The difficulty levels every game offers, built from the game's two hooks (its
//! heuristic player and its evaluator), so a game only says how it plays, not how
//! levels are named, timed or parsed.

use crate::{Agent, Budget, Evaluator, Ismcts, IsmctsConfig, Policy, PolicyAgent, RandomAgent};
use coinop_core::Game;
use std::sync::Arc;
use std::time::Duration;

/// The names a player picks, and what they mean:
/// - `random`: uniformly random legal actions (a baseline, not a level);
/// - `easy`: the game's heuristic player;
/// - `normal`: ISMCTS, 100 ms per decision;
/// - `hard`: ISMCTS, 1 s per decision;
/// - `expert`: ISMCTS, 2 s per decision on every core (root-parallel);
/// - `ismcts:N` (N iterations, reproducible) and `ismcts:Nms` (N milliseconds);
/// - any searching name with `@file.json`: its evaluator weighs with that weights file
///   (`coinop tune` writes them; [`crate::tune::Weights`]), and its heuristic plays with
///   the constants the file sets, if it sets them: `easy@file.json` too;
///   `ismcts-chance:…` and `ismcts-open:…` the same with the tree keyed on what the
///   seat sees after each action, or not, whatever the game's own choice (to compare).
pub const LEVELS: &[&str] = &["random", "easy", "normal", "hard", "expert"];

/// What a game brings to the levels.
pub struct Hooks<P, E> {
    /// The heuristic: `easy`, and the other seats and rollouts inside the search.
    pub heuristic: P,
    /// What a position is worth when a rollout stops.
    pub evaluator: E,
    /// Actions a rollout plays before the evaluator judges.
    pub rollout_actions: usize,
    /// UCT's exploration constant: smaller when the evaluator's values lie close
    /// together.
    pub exploration: f64,
    /// Whether the tree keys what comes after each action on what the seat then sees
    /// ([`IsmctsConfig::chance_nodes`]).
    pub chance_nodes: bool,
    /// Whether `heuristic` plays with constants the agent's file set (`easy@FILE`).
    pub styled: bool,
}

/// An agent of a level for `G`.
pub fn agent<G, P, E>(
    name: &str,
    seed: u64,
    hooks: Hooks<P, E>,
) -> Result<Box<dyn Agent<G>>, String>
where
    G: Game,
    P: Policy<G> + 'static,
    E: Evaluator<G> + 'static,
{
    let search =
        |name: &str, budget: Budget, threads: usize, hooks: Hooks<P, E>| -> Box<dyn Agent<G>> {
            Box::new(ismcts(name, budget, threads, seed, hooks))
        };
    // `normal@weights.json`: the level with the evaluator's weights of that file (the
    // game's hooks carry them); the name, as reports show it, keeps the file.
    let (base, weighted) = name
        .split_once('@')
        .map_or((name, false), |(b, _)| (b, true));
    if let Some((budget, threads)) = level_budget(base) {
        return Ok(search(name, budget, threads, hooks));
    }
    if weighted && base == "random" {
        return Err(format!(
            "{name:?}: random has no evaluator nor constants to set"
        ));
    }
    if weighted && !hooks.styled && matches!(base, "easy" | "heuristic" | "simple") {
        return Err(format!(
            "{name:?}: {base} does not search, so it has no evaluator to weigh, and the file \
             sets no constants of its heuristic (coinop tune --heuristic writes them)"
        ));
    }
    Ok(match base {
        "random" => Box::new(RandomAgent::new(seed)),
        "easy" | "heuristic" | "simple" => Box::new(PolicyAgent::new(name, hooks.heuristic, seed)),
        other => {
            let other_name = other;
            let (spec, hooks) = if let Some(spec) = other.strip_prefix("ismcts-chance:") {
                (
                    spec,
                    Hooks {
                        chance_nodes: true,
                        ..hooks
                    },
                )
            } else if let Some(spec) = other.strip_prefix("ismcts-open:") {
                (
                    spec,
                    Hooks {
                        chance_nodes: false,
                        ..hooks
                    },
                )
            } else {
                let spec = other.strip_prefix("ismcts:").ok_or_else(|| {
                    format!("unknown AI {other:?}: use random, easy, normal, hard, expert, heuristic, ismcts:N or ismcts:Nms (or ismcts-chance:…, ismcts-open:…; in ARCADE also plans:… and expectimax:…), a searching one with @weights.json, easy@FILE with a file that sets the heuristic's constants")
                })?;
                (spec, hooks)
            };
            let budget = search_budget(other_name, spec)?;
            search(name, budget, 1, hooks)
        }
    })
}

/// What the searching levels think with: a budget per decision, and threads. Time is
/// the searching thread's CPU time: a level is as strong on a loaded machine as on a
/// quiet one, only slower to answer.
pub fn level_budget(name: &str) -> Option<(Budget, usize)> {
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    Some(match name {
        "normal" => (Budget::CpuTime(Duration::from_millis(100)), 1),
        "hard" => (Budget::CpuTime(Duration::from_secs(1)), 1),
        "expert" => (Budget::CpuTime(Duration::from_secs(2)), cores),
        _ => return None,
    })
}

/// The budget `N` (iterations) or `Nms` (CPU time) of an agent's name such as
/// `ismcts:N`. A decision's search is bounded (a minute, a million iterations): it
/// cannot be interrupted while it thinks.
pub fn search_budget(name: &str, spec: &str) -> Result<Budget, String> {
    Ok(match spec.strip_suffix("ms") {
        Some(ms) => Budget::CpuTime(Duration::from_millis(
            ms.parse()
                .ok()
                .filter(|ms| (1..=MAX_SEARCH_MS).contains(ms))
                .ok_or_else(|| format!("bad time in {name:?}: 1 to {MAX_SEARCH_MS} ms"))?,
        )),
        None => Budget::Iterations(
            spec.parse()
                .ok()
                .filter(|n| *n <= MAX_SEARCH_ITERATIONS)
                .ok_or_else(|| {
                    format!("bad iteration count in {name:?}: 0 to {MAX_SEARCH_ITERATIONS}")
                })?,
        ),
    })
}

/// The longest search `ismcts:Nms` may ask for a decision.
pub const MAX_SEARCH_MS: u64 = 60_000;
/// The most iterations `ismcts:N` may ask for a decision.
pub const MAX_SEARCH_ITERATIONS: u32 = 1_000_000;

/// The search a level makes, with a game's hooks (for benchmarks and experiments too).
pub fn ismcts<G, P, E>(
    name: &str,
    budget: Budget,
    threads: usize,
    seed: u64,
    hooks: Hooks<P, E>,
) -> Ismcts<G, P, E>
where
    G: Game,
    P: Policy<G>,
    E: Evaluator<G>,
{
    let config = IsmctsConfig {
        budget,
        threads,
        seed,
        rollout_actions: hooks.rollout_actions,
        exploration: hooks.exploration,
        chance_nodes: hooks.chance_nodes,
        ..IsmctsConfig::default()
    };
    Ismcts::new(
        name,
        config,
        Arc::new(hooks.heuristic),
        Arc::new(hooks.evaluator),
    )
}

/// One game between agents (one per seat); returns the finished game and the decisions
/// each seat took.
pub fn play<G: Game>(
    options: &G::Options,
    seed: u64,
    agents: &mut [Box<dyn Agent<G>>],
) -> (G, Vec<u64>) {
    let mut game = G::new_game(options, seed).expect("valid options");
    let mut decisions = vec![0u64; agents.len()];
    while let Some(seat) = game.to_move().seats().first() {
        let a = agents[seat as usize].choose(&game, seat);
        game.apply(seat, &a).expect("agents choose legal actions");
        decisions[seat as usize] += 1;
    }
    (game, decisions)
}
