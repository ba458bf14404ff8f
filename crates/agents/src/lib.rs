//! AI players that work on any game through the core API.
//!
//! Principal types: [`Agent`] (anything that picks an action for a seat), [`RandomAgent`],
//! [`PolicyAgent`] (a game's own heuristic as a player), [`Ismcts`] (information-set
//! Monte Carlo tree search), and the two hooks a game supplies for search: [`Policy`]
//! (how a seat acts in rollouts, and how opponents act during search) and [`Evaluator`]
//! (what a position is worth when a rollout stops early).
//!
//! **Invariant:** an agent decides only from what its seat may see. Agents receive the
//! full state for speed, but look at it only through `legal_actions`, `observe` or
//! `determinize` for their own seat; tests check that two states differing only in what
//! the seat cannot see give the same decision.

pub mod anarcade;
pub mod coach;
mod erased;
pub mod expectimax;
mod ismcts;
pub mod levels;
pub mod plans;
pub mod robotanks;
pub mod skirmish;
pub mod tanks;
pub mod tune;

pub use erased::{AnyAgent, Typed};

pub use expectimax::{Expectimax, ExpectimaxConfig, ExpectimaxStats};
pub use ismcts::{Budget, Ismcts, IsmctsConfig, SearchStats, thread_cpu_time};
pub use plans::{PlanConfig, PlanSearch, PlanStats, Planner};

use coinop_core::{Game, GameRng, Seat};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// A player.
pub trait Agent<G: Game>: Send {
    fn name(&self) -> String;
    /// An action for `seat`, which must be one of the seat's legal actions now.
    fn choose(&mut self, game: &G, seat: Seat) -> G::Action;
    /// The CPU time the last decision's search used on all its threads, for agents that
    /// search (a server counts what a table's thinking costs by it).
    fn last_cpu(&self) -> Option<std::time::Duration> {
        None
    }
}

/// How a seat acts when search needs a quick move: in rollouts, and for the other seats
/// inside the search tree. Must look only at what `seat` may see (its observation, or
/// the public state and its own hand) — the state it gets may be a determinization.
pub trait Policy<G: Game>: Send + Sync {
    fn act(&self, game: &G, seat: Seat, rng: &mut GameRng) -> G::Action;
    /// Decisions the search leaves to this policy, because their worth shows only beyond
    /// its rollouts' horizon (a deal of many small choices before the first turn, say).
    /// The search then plays them as the policy would, at its root and inside its tree.
    fn decides_alone(&self, game: &G, seat: Seat) -> bool {
        let _ = (game, seat);
        false
    }
    /// How the policy plays inside ISMCTS's simulations (the other seats, rollouts): as
    /// it plays, unless the game has a cheaper likeness of it that lets the search look
    /// at more futures in its time. (The plan search and expectimax, ARCADE's, play
    /// `act`.)
    fn simulate(&self, game: &G, seat: Seat, rng: &mut GameRng) -> G::Action {
        self.act(game, seat, rng)
    }
}

/// What a non-final position is worth to `seat`, in [0, 1] (1 = sure win).
pub trait Evaluator<G: Game>: Send + Sync {
    fn evaluate(&self, game: &G, seat: Seat) -> f64;
}

/// Uniform over legal actions: the policy when a game brings none of its own.
pub struct UniformPolicy;

impl<G: Game> Policy<G> for UniformPolicy {
    fn act(&self, game: &G, seat: Seat, rng: &mut GameRng) -> G::Action {
        game.legal_actions(seat)
            .choose(rng)
            .expect("a seat to move has a legal action")
            .clone()
    }
}

/// The value of a finished game to `seat`: 1 for a sole win, shared wins split, and a
/// loss worth a little more the better the rank.
pub fn outcome_value<G: Game>(game: &G, seat: Seat) -> Option<f64> {
    let o = game.outcome()?;
    if o.winners.contains(&seat) {
        return Some(1.0 / o.winners.len() as f64);
    }
    let n = o.ranks.len().max(2) as f64;
    let rank = *o.ranks.get(seat as usize)? as f64;
    Some(0.25 * (n - rank) / (n - 1.0))
}

/// Uniformly random legal actions.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent {
            rng: GameRng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }
    fn choose(&mut self, game: &G, seat: Seat) -> G::Action {
        game.legal_actions(seat)
            .choose(&mut self.rng)
            .expect("a seat to move has a legal action")
            .clone()
    }
}

/// A game's [`Policy`] playing as an agent (for Arcade Tanks: the heuristic player).
pub struct PolicyAgent<P> {
    name: String,
    policy: P,
    rng: GameRng,
}

impl<P> PolicyAgent<P> {
    pub fn new(name: &str, policy: P, seed: u64) -> PolicyAgent<P> {
        PolicyAgent {
            name: name.into(),
            policy,
            rng: GameRng::seed_from_u64(seed),
        }
    }
}

impl<G: Game, P: Policy<G>> Agent<G> for PolicyAgent<P> {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn choose(&mut self, game: &G, seat: Seat) -> G::Action {
        self.policy.act(game, seat, &mut self.rng)
    }
}
