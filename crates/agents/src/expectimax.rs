//! Expectimax over whole turns, for games of alternating turns and dice: the game's
//! heuristic proposes a handful of plans for each turn, every shot the plan fires
//! branches on its outcomes with their exact odds (the game enumerates them,
//! [`Planner::outcomes`]), and the evaluator judges where the last turn leaves the
//! game. The seat searching takes the plan worth most on average over the dice; the
//! others are taken to answer with the plan worth least to it (paranoid, as minimax
//! is with two players). It deepens a turn at a time while its budget lasts, so more
//! time looks further ahead: the shape of Michie's expectimax and Ballard's
//! *-minimax, without the pruning.
//!
//! Where a sampling search meets a hit in some futures and a miss in others and
//! averages one line of play over both, this one weighs each outcome by its odds and
//! plays the rest of the turn, in each, as the heuristic would once it knows how the shot
//! went. ARCADE is what it is for (AGENTS.md): ISMCTS there gained nothing from more
//! time.

use crate::{Agent, Budget, Evaluator, Planner, Policy, outcome_value, thread_cpu_time};
use coinop_core::{Game, GameRng, Seat};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct ExpectimaxConfig {
    /// `Iterations(d)`: `d` turns deep (at least 1, at most `max_depth`), reproducible;
    /// each turn deeper costs some fifteen times the one before. A time budget deepens a
    /// turn at a time until it is spent, and plays what the deepest finished search
    /// chose (the first, one turn deep, always finishes).
    pub budget: Budget,
    /// Plans weighed for the searching seat's turn now.
    pub root_plans: usize,
    /// Plans weighed at every later turn, the searching seat's and the others'.
    pub plans: usize,
    /// The deepest search, in turns.
    pub max_depth: u32,
    pub seed: u64,
}

/// What the last search did.
#[derive(Clone, Debug, Default)]
pub struct ExpectimaxStats {
    /// Turns deep the search that chose went.
    pub depth: u32,
    /// Turns played out, over all depths.
    pub turns: u64,
    pub elapsed: Duration,
    pub cpu: Duration,
    /// Each root plan's value at that depth, in the order the planner gave them.
    pub values: Vec<f64>,
}

pub struct Expectimax<G: Game, L: Planner<G>, P, E> {
    name: String,
    config: ExpectimaxConfig,
    planner: L,
    policy: P,
    eval: E,
    rng: GameRng,
    /// The plan being carried out, the turn it is for, and how far the game's luck had
    /// gone when it was chosen: once luck is drawn (a shot rolled), the rest of the turn
    /// is searched again, knowing how it fell.
    current: Option<(L::Plan, u32, Option<u128>)>,
    pub last: ExpectimaxStats,
}

/// The search of one decision: whose it is, and its budget.
struct Search<'a, G: Game, L: Planner<G>, P, E> {
    root: Seat,
    config: &'a ExpectimaxConfig,
    planner: &'a L,
    policy: &'a P,
    eval: &'a E,
    rng: GameRng,
    start: Instant,
    cpu_start: Duration,
    turns: u64,
    /// Whether this depth may be given up when the budget is spent.
    may_stop: bool,
    _game: std::marker::PhantomData<G>,
}

impl<G, L, P, E> Search<'_, G, L, P, E>
where
    G: Game,
    L: Planner<G>,
    P: Policy<G>,
    E: Evaluator<G>,
{
    /// Whether a time budget is spent, and this depth may be given up.
    fn spent(&self) -> bool {
        self.may_stop && self.left().is_some_and(|left| left.is_zero())
    }

    /// What is left of a time budget (none for a budget in turns).
    fn left(&self) -> Option<Duration> {
        match self.config.budget {
            Budget::Iterations(_) => None,
            Budget::Time(d) => Some(d.saturating_sub(self.start.elapsed())),
            Budget::CpuTime(d) => Some(d.saturating_sub(thread_cpu_time() - self.cpu_start)),
        }
    }

    /// What `game`, at the start of a turn, is worth to the searching seat with `depth`
    /// turns still to look; `None` once the budget is spent.
    fn value(&mut self, game: &G, depth: u32) -> Option<f64> {
        if let Some(v) = outcome_value(game, self.root) {
            return Some(v);
        }
        let Some(seat) = game.to_move().seats().first() else {
            return Some(self.eval.evaluate(game, self.root));
        };
        if depth == 0 {
            return Some(self.eval.evaluate(game, self.root));
        }
        if self.policy.decides_alone(game, seat) {
            let a = self.policy.act(game, seat, &mut self.rng);
            let mut g = game.clone();
            g.apply(seat, &a).expect("policies choose legal actions");
            return self.value(&g, depth);
        }
        // The clock is read every few turns.
        if self.turns.is_multiple_of(8) && self.spent() {
            return None;
        }
        let plans = self
            .planner
            .plans(game, seat, self.config.plans, &mut self.rng);
        let turn = self.planner.turn(game);
        let mine = seat == self.root;
        let mut best = if mine {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for plan in &plans {
            let v = self.turn_value(game.clone(), seat, plan, turn, depth)?;
            best = if mine { best.max(v) } else { best.min(v) };
        }
        Some(best)
    }

    /// `seat` plays `plan` for the rest of the turn `turn`, every outcome of its luck
    /// weighed by its odds; then the game is judged `depth - 1` turns on.
    fn turn_value(
        &mut self,
        mut game: G,
        seat: Seat,
        plan: &L::Plan,
        turn: u32,
        depth: u32,
    ) -> Option<f64> {
        while game.to_move().seats().contains(seat) && self.planner.turn(&game) == turn {
            let a = self
                .planner
                .step(&game, seat, plan, &mut self.rng)
                .filter(|a| game.legal_actions(seat).contains(a))
                .unwrap_or_else(|| self.policy.act(&game, seat, &mut self.rng));
            if let Some(outcomes) = self.planner.outcomes(&game, seat, &a, &mut self.rng) {
                let mut total = 0.0;
                for (p, after) in outcomes {
                    total += p * self.turn_value(after, seat, plan, turn, depth)?;
                }
                return Some(total);
            }
            game.apply(seat, &a).expect("legal actions apply");
        }
        self.turns += 1;
        self.value(&game, depth - 1)
    }
}

impl<G, L, P, E> Expectimax<G, L, P, E>
where
    G: Game,
    L: Planner<G>,
    P: Policy<G>,
    E: Evaluator<G>,
{
    pub fn new(name: &str, config: ExpectimaxConfig, planner: L, policy: P, eval: E) -> Self {
        Expectimax {
            name: name.into(),
            rng: GameRng::seed_from_u64(config.seed),
            config,
            planner,
            policy,
            eval,
            current: None,
            last: ExpectimaxStats::default(),
        }
    }

    /// The index of the best of `plans` for `seat`, deepening while the budget lasts.
    fn search(&mut self, game: &G, seat: Seat, plans: &[L::Plan]) -> usize {
        let seed: u64 = self.rng.random();
        let mut search = Search {
            root: seat,
            config: &self.config,
            planner: &self.planner,
            policy: &self.policy,
            eval: &self.eval,
            rng: GameRng::seed_from_u64(seed),
            start: Instant::now(),
            cpu_start: thread_cpu_time(),
            turns: 0,
            may_stop: false,
            _game: std::marker::PhantomData,
        };
        let turn = self.planner.turn(game);
        let deepest = match self.config.budget {
            Budget::Iterations(d) => d.clamp(1, self.config.max_depth.max(1)),
            _ => self.config.max_depth.max(1),
        };
        let (mut best, mut stats) = (0, ExpectimaxStats::default());
        // What the last two depths cost: a depth that cannot finish in what is left is
        // not begun (each costs many times the one before), so the time is not spent
        // on a search thrown away.
        let (mut before, mut last) = (Duration::ZERO, Duration::ZERO);
        for depth in 1..=deepest {
            // (The first turn deep has no answers in it, so the growth is read from
            // the second depth on.)
            if depth > 3
                && let Some(left) = search.left()
                && !before.is_zero()
                && last.as_secs_f64() * (last.as_secs_f64() / before.as_secs_f64())
                    > left.as_secs_f64()
            {
                break;
            }
            let began = thread_cpu_time();
            // Every depth meets the same draws: a deeper search differs by its depth alone.
            search.rng = GameRng::seed_from_u64(seed);
            search.may_stop = depth > 1;
            let values: Option<Vec<f64>> = plans
                .iter()
                .map(|plan| search.turn_value(game.clone(), seat, plan, turn, depth))
                .collect();
            let Some(values) = values else { break };
            // The best value; ties go to the earlier plan (the heuristic's own is first).
            best = 0;
            for (i, v) in values.iter().enumerate() {
                if *v > values[best] + 1e-12 {
                    best = i;
                }
            }
            stats.depth = depth;
            stats.values = values;
            (before, last) = (last, thread_cpu_time() - began);
            if search.spent() {
                break;
            }
        }
        stats.turns = search.turns;
        stats.elapsed = search.start.elapsed();
        stats.cpu = thread_cpu_time() - search.cpu_start;
        self.last = stats;
        best
    }
}

impl<G, L, P, E> Agent<G> for Expectimax<G, L, P, E>
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
        let luck = game.luck_position();
        if let Some((plan, t, drawn)) = &self.current
            && *t == turn
            && *drawn == luck
            && let Some(a) = self.planner.step(game, seat, plan, &mut self.rng)
            && legal.contains(&a)
        {
            self.last = ExpectimaxStats::default();
            return a;
        }
        self.current = None;
        self.last = ExpectimaxStats::default();
        let plans = if legal.len() == 1 || self.policy.decides_alone(game, seat) {
            Vec::new()
        } else {
            self.planner
                .plans(game, seat, self.config.root_plans, &mut self.rng)
        };
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
                self.current = plan.map(|p| (p, turn, luck));
                a
            }
            None => self.policy.act(game, seat, &mut self.rng),
        }
    }
}
