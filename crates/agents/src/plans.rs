//! Search over whole turns: the game's heuristic proposes a handful of plans for the
//! seat's turn, and each is tried in many sampled futures — the dice and the hidden
//! drawn again each time, everyone then playing the heuristic for a few turns — and
//! judged by the evaluator there. The plan that does best on average is played.
//!
//! This is rollout-based policy improvement (Tesauro & Galperin 1996; Bertsekas's
//! rollout algorithm): with enough futures it plays at least as well as the heuristic it
//! starts from. Every plan meets the same sampled futures in a round (common random
//! numbers), so the dice weigh less in the comparison between plans, and a plan's worth
//! is its mean over them: chance handled as chance.
//!
//! Where a single decision is a small part of a turn (ARCADE: one step of a tank), a
//! tree over actions spends its time telling apart orders of steps; plans make the turn
//! the unit of search. Measured for ARCADE (AGENTS.md), it beats the heuristic by less
//! than ISMCTS does, so no level uses it: it is the `plans:` agent, for comparison.

use crate::{Agent, Budget, Evaluator, Policy, outcome_value, thread_cpu_time};
use coinop_core::{Game, GameRng, Seat};
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a game brings to a search over plans.
pub trait Planner<G: Game>: Send + Sync {
    type Plan: Clone + PartialEq + Send + Sync;
    /// At most `max` plans for the seat's decision now, the heuristic's own first. One
    /// plan means there is nothing to search.
    fn plans(&self, game: &G, seat: Seat, max: usize, rng: &mut GameRng) -> Vec<Self::Plan>;
    /// The plan's next action, or `None` when it cannot go on (the heuristic then
    /// plays).
    fn step(&self, game: &G, seat: Seat, plan: &Self::Plan, rng: &mut GameRng)
    -> Option<G::Action>;
    /// A count that grows by one each turn: a plan lasts the seat's turn, and rollouts
    /// stop a number of turns on.
    fn turn(&self, game: &G) -> u32;
    /// What `action` may lead to when it draws luck whose odds the game can tell (the
    /// dice of a shot): each outcome's probability and the state after it, summing to 1.
    /// `None` for an action without luck, or whose luck the game does not enumerate:
    /// a search over outcomes plays it on as it comes.
    fn outcomes(
        &self,
        game: &G,
        seat: Seat,
        action: &G::Action,
        rng: &mut GameRng,
    ) -> Option<Vec<(f64, G)>> {
        let _ = (game, seat, action, rng);
        None
    }
}

#[derive(Clone, Debug)]
pub struct PlanConfig {
    /// A budget in iterations counts rollouts (one plan in one future).
    pub budget: Budget,
    /// Plans weighed at a decision.
    pub max_plans: usize,
    /// Turns the heuristic plays after the plan's turn before the evaluator judges.
    pub horizon: u32,
    /// Independent searches, each with the whole budget, merged (root parallelism).
    pub threads: usize,
    pub seed: u64,
}

/// What the last search did.
#[derive(Clone, Debug, Default)]
pub struct PlanStats {
    /// Futures sampled (each plan met each of them).
    pub rounds: u64,
    pub elapsed: Duration,
    pub cpu: Duration,
    /// Each plan's mean value, in the order the planner gave them.
    pub means: Vec<f64>,
}

pub struct PlanSearch<G: Game, L: Planner<G>, P, E> {
    name: String,
    config: PlanConfig,
    planner: Arc<L>,
    policy: Arc<P>,
    eval: Arc<E>,
    rng: GameRng,
    /// The plan being carried out, and the turn it is for.
    current: Option<(L::Plan, u32)>,
    pub last: PlanStats,
}

impl<G, L, P, E> PlanSearch<G, L, P, E>
where
    G: Game,
    L: Planner<G>,
    P: Policy<G>,
    E: Evaluator<G>,
{
    pub fn new(name: &str, config: PlanConfig, planner: L, policy: P, eval: E) -> Self {
        PlanSearch {
            name: name.into(),
            rng: GameRng::seed_from_u64(config.seed),
            config,
            planner: Arc::new(planner),
            policy: Arc::new(policy),
            eval: Arc::new(eval),
            current: None,
            last: PlanStats::default(),
        }
    }

    /// The index of the best plan among `plans`, after searching.
    fn search(&mut self, game: &G, seat: Seat, plans: &[L::Plan]) -> usize {
        let start = Instant::now();
        let threads = self.config.threads.max(1);
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.random()).collect();
        let (planner, policy, eval, config) =
            (&*self.planner, &*self.policy, &*self.eval, &self.config);
        let runs: Vec<Sums> = if threads == 1 {
            vec![rounds(
                game, seat, plans, config, planner, policy, eval, seeds[0],
            )]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = seeds
                    .into_iter()
                    .map(|s| {
                        scope.spawn(move || {
                            rounds(game, seat, plans, config, planner, policy, eval, s)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("search threads do not panic"))
                    .collect()
            })
        };
        let mut all = Sums::new(plans.len());
        for r in runs {
            all.add(&r);
        }
        let means: Vec<f64> = all
            .value
            .iter()
            .map(|t| t / all.rounds.max(1) as f64)
            .collect();
        // The best mean; ties go to the earlier plan (the heuristic's own is first).
        // (Keeping the heuristic's plan unless another beat it by a standard error of
        // the paired difference won 53% against the heuristic, where this wins 59%.)
        let mut best = 0;
        for (i, m) in means.iter().enumerate() {
            if *m > means[best] {
                best = i;
            }
        }
        let (n, cpu) = (all.rounds, all.cpu);
        self.last = PlanStats {
            rounds: n,
            elapsed: start.elapsed(),
            cpu,
            means,
        };
        best
    }
}

/// What rounds of futures gave: each plan's summed value.
struct Sums {
    value: Vec<f64>,
    rounds: u64,
    cpu: Duration,
}

impl Sums {
    fn new(plans: usize) -> Sums {
        Sums {
            value: vec![0.0; plans],
            rounds: 0,
            cpu: Duration::ZERO,
        }
    }
    fn add(&mut self, other: &Sums) {
        for (x, y) in self.value.iter_mut().zip(&other.value) {
            *x += y;
        }
        self.rounds += other.rounds;
        self.cpu += other.cpu;
    }
}

/// Rounds of sampled futures until the budget is spent.
#[allow(clippy::too_many_arguments)]
fn rounds<G: Game, L: Planner<G>, P: Policy<G>, E: Evaluator<G>>(
    root: &G,
    seat: Seat,
    plans: &[L::Plan],
    config: &PlanConfig,
    planner: &L,
    policy: &P,
    eval: &E,
    seed: u64,
) -> Sums {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut sums = Sums::new(plans.len());
    let start = Instant::now();
    let cpu_start = thread_cpu_time();
    let turn = planner.turn(root);
    loop {
        // A rollout is one plan in one future.
        let rollouts = sums.rounds * plans.len() as u64;
        if config.budget.spent(rollouts, start, cpu_start) {
            sums.cpu = thread_cpu_time() - cpu_start;
            return sums;
        }
        sums.rounds += 1;
        // One future for every plan: the same determinization and the same draws.
        let future: u64 = rng.random();
        for (plan, total) in plans.iter().zip(&mut sums.value) {
            let mut draws = GameRng::seed_from_u64(future);
            let mut g = root.determinize(seat, &mut draws);
            // The plan, while it is the seat's turn.
            while g.to_move().seats().contains(seat) && planner.turn(&g) == turn {
                let a = planner
                    .step(&g, seat, plan, &mut draws)
                    .filter(|a| g.legal_actions(seat).contains(a))
                    .unwrap_or_else(|| policy.act(&g, seat, &mut draws));
                g.apply(seat, &a).expect("legal actions apply");
            }
            // Then everyone by the heuristic, for the horizon.
            while planner.turn(&g) <= turn + config.horizon {
                let Some(s) = g.to_move().seats().first() else {
                    break;
                };
                let a = policy.act(&g, s, &mut draws);
                g.apply(s, &a).expect("policies choose legal actions");
            }
            *total += outcome_value(&g, seat).unwrap_or_else(|| eval.evaluate(&g, seat));
        }
    }
}

impl<G, L, P, E> Agent<G> for PlanSearch<G, L, P, E>
where
    G: Game,
    L: Planner<G>,
    P: Policy<G>,
    E: Evaluator<G>,
{
    fn name(&self) -> String {
        self.name.clone()
    }
    fn last_cpu(&self) -> Option<Duration> {
        Some(self.last.cpu)
    }
    fn choose(&mut self, game: &G, seat: Seat) -> G::Action {
        let legal = game.legal_actions(seat);
        let turn = self.planner.turn(game);
        if let Some((plan, t)) = &self.current
            && *t == turn
            && let Some(a) = self.planner.step(game, seat, plan, &mut self.rng)
            && legal.contains(&a)
        {
            self.last = PlanStats::default();
            return a;
        }
        self.current = None;
        let plans = if legal.len() == 1 {
            Vec::new()
        } else {
            self.planner
                .plans(game, seat, self.config.max_plans, &mut self.rng)
        };
        self.last = PlanStats::default();
        let plan = match plans.len() {
            0 => None,
            1 => Some(plans[0].clone()),
            _ => Some(plans[self.search(game, seat, &plans)].clone()),
        };
        let action = plan.as_ref().and_then(|p| {
            self.planner
                .step(game, seat, p, &mut self.rng)
                .filter(|a| legal.contains(a))
        });
        match action {
            Some(a) => {
                self.current = plan.map(|p| (p, turn));
                a
            }
            None => self.policy.act(game, seat, &mut self.rng),
        }
    }
}
