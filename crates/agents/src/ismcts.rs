//! Information-set Monte Carlo tree search (single-observer, Cowling, Powley & Whitehouse
//! 2012), with UCT over availability counts.
//!
//! Each iteration draws a determinization for the searching seat — a full state it cannot
//! tell apart from the real one — and walks the one tree of *its own* decisions. The other
//! seats act by the game's [`Policy`], which sees only what they may see. Simultaneous
//! decisions are served with the searching seat first, so its plan in the tree can never
//! depend on another seat's uncommitted plan; and the others, deciding afterwards through
//! their own observations, cannot see the searcher's face-down choices either.

use crate::{Agent, Evaluator, Policy, outcome_value};
use coinop_core::{Game, GameRng, Seat, Viewer};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Iterations per decision: reproducible for a fixed seed.
    Iterations(u32),
    /// Wall-clock time per decision.
    Time(Duration),
    /// CPU time of each searching thread per decision: the same search on a loaded
    /// machine as on a quiet one, only slower to come (the levels think so). A parallel
    /// search gives every thread the whole of it.
    CpuTime(Duration),
}

impl Budget {
    /// Whether a search that began at `start` (wall clock) and `cpu_start` (its thread's
    /// CPU clock) has spent the budget after `iterations`; a timed search does one first.
    pub(crate) fn spent(self, iterations: u64, start: Instant, cpu_start: Duration) -> bool {
        match self {
            Budget::Iterations(n) => iterations >= n as u64,
            Budget::Time(d) => iterations > 0 && start.elapsed() >= d,
            Budget::CpuTime(d) => iterations > 0 && thread_cpu_time() - cpu_start >= d,
        }
    }
}

/// CPU time the calling thread has used so far (Linux and the other Unixes: the thread's
/// own clock; elsewhere wall-clock time since the thread first asked).
pub fn thread_cpu_time() -> Duration {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: a valid out-pointer; the clock exists on every Unix this builds for.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return Duration::new(t.tv_sec as u64, t.tv_nsec as u32);
        }
    }
    thread_local!(static FIRST: Instant = Instant::now());
    FIRST.with(|first| first.elapsed())
}

#[derive(Clone, Debug)]
pub struct IsmctsConfig {
    pub budget: Budget,
    /// UCT exploration constant.
    pub exploration: f64,
    /// Actions played by the policy after the tree before the evaluator judges.
    pub rollout_actions: usize,
    /// Independent searches merged at the root (root parallelism), each with the whole
    /// budget, on threads of their own.
    pub threads: usize,
    pub seed: u64,
    /// After a search, keep playing its confident line (children visited by at least
    /// half their parent's visits) without searching again, while it stays legal — a
    /// plan made of several small decisions is searched once, not at every card.
    pub follow_line: bool,
    /// Nodes a tree may grow to; past it a search goes on from the leaves it has. A tree
    /// is the AI's memory (tens of bytes a node): with it bounded, and freed between
    /// decisions, what a server's thinking holds is bounded by how many tables think at
    /// once, as its CPU is.
    pub max_nodes: usize,
    /// Key the tree on what the searching seat sees, not on its actions alone: below
    /// each of its actions, one node per observation it can meet at its next decision
    /// (the dice of a shot, the other seats' moves), so what it does next may depend on
    /// how the shot went. Without it the tree is open-loop: one line of actions for every
    /// future, which averages a hit and a miss into one plan.
    pub chance_nodes: bool,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            budget: Budget::Iterations(1000),
            exploration: 0.7,
            rollout_actions: 150,
            threads: 1,
            seed: 0,
            follow_line: true,
            max_nodes: 1 << 18,
            chance_nodes: false,
        }
    }
}

/// What the last search did, for benchmarks and the arena.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchStats {
    pub iterations: u64,
    pub elapsed: Duration,
    /// CPU time the search's threads used, summed.
    pub cpu: Duration,
}

struct Node<A> {
    action: Option<A>,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    total: f64,
    /// What the searching seat saw when it decided here (0 until first reached). With
    /// chance nodes, an observation node's key (its `action` is `None`).
    seen: u64,
    /// Reached with different observations: the node joins several information sets
    /// (other seats acted, or chance drew cards), so its line must not be followed.
    mixed: bool,
}

impl<A> Node<A> {
    fn new(action: Option<A>) -> Node<A> {
        Node {
            action,
            children: Vec::new(),
            visits: 0,
            avail: 0,
            total: 0.0,
            seen: 0,
            mixed: false,
        }
    }
}

/// One search tree: its nodes are freed once a decision is made (its other buffers kept).
struct Tree<A> {
    nodes: Vec<Node<A>>,
    path: Vec<u32>,
    legal: Vec<A>,
    untried: Vec<A>,
}

impl<A> Tree<A> {
    fn new() -> Tree<A> {
        Tree {
            nodes: Vec::new(),
            path: Vec::new(),
            legal: Vec::new(),
            untried: Vec::new(),
        }
    }

    /// The heap this tree holds, roughly: its nodes and their lists of children.
    fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node<A>>()
            + self
                .nodes
                .iter()
                .map(|n| n.children.capacity() * std::mem::size_of::<u32>())
                .sum::<usize>()
    }
}

pub struct Ismcts<G: Game, P, E> {
    name: String,
    config: IsmctsConfig,
    policy: Arc<P>,
    eval: Arc<E>,
    rng: GameRng,
    trees: Vec<Tree<G::Action>>,
    /// The rest of the last search's confident line, next action last, each with the
    /// observation the seat must have for it to apply.
    line: Vec<(G::Action, u64)>,
    pub last: SearchStats,
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> Ismcts<G, P, E> {
    pub fn new(name: &str, config: IsmctsConfig, policy: Arc<P>, eval: Arc<E>) -> Self {
        let trees = (0..config.threads.max(1)).map(|_| Tree::new()).collect();
        Ismcts {
            name: name.into(),
            rng: GameRng::seed_from_u64(config.seed),
            config,
            policy,
            eval,
            trees,
            line: Vec::new(),
            last: SearchStats::default(),
        }
    }

    /// The same search with trees of at most `nodes` nodes.
    pub fn with_max_nodes(mut self, nodes: usize) -> Self {
        self.config.max_nodes = nodes.max(1);
        self
    }

    /// Nodes in the largest tree now.
    pub fn tree_nodes(&self) -> usize {
        self.trees.iter().map(|t| t.nodes.len()).max().unwrap_or(0)
    }

    /// The heap the search trees hold now: the last search's until a decision is made,
    /// nothing between decisions.
    pub fn tree_bytes(&self) -> usize {
        self.trees.iter().map(Tree::bytes).sum()
    }

    /// Root visit counts per legal action, merged over the parallel trees.
    pub fn search(&mut self, game: &G, seat: Seat) -> Vec<(G::Action, u32)> {
        let start = Instant::now();
        let seeds: Vec<u64> = (0..self.trees.len()).map(|_| self.rng.random()).collect();
        let (policy, eval, config) = (&*self.policy, &*self.eval, &self.config);
        let (iterations, cpu) = if self.trees.len() == 1 {
            run(
                &mut self.trees[0],
                game,
                seat,
                config,
                policy,
                eval,
                seeds[0],
            )
        } else {
            // Own threads, not rayon's pool: a search inside an arena worker must not
            // pick up other games while it waits for its trees.
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .trees
                    .iter_mut()
                    .zip(seeds)
                    .map(|(t, s)| scope.spawn(move || run(t, game, seat, config, policy, eval, s)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("search threads do not panic"))
                    .fold((0, Duration::ZERO), |(i, c), (n, d)| (i + n, c + d))
            })
        };
        self.last = SearchStats {
            iterations,
            elapsed: start.elapsed(),
            cpu,
        };
        let mut merged: Vec<(G::Action, u32)> = game
            .legal_actions(seat)
            .into_iter()
            .map(|a| (a, 0))
            .collect();
        for t in &self.trees {
            if t.nodes.is_empty() {
                continue;
            }
            for &c in &t.nodes[0].children {
                let n = &t.nodes[c as usize];
                if let Some(m) = merged
                    .iter_mut()
                    .find(|(a, _)| Some(a) == n.action.as_ref())
                {
                    m.1 += n.visits;
                }
            }
        }
        merged
    }
}

impl<G: Game, P: Policy<G>, E: Evaluator<G>> Agent<G> for Ismcts<G, P, E> {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn last_cpu(&self) -> Option<Duration> {
        Some(self.last.cpu)
    }
    fn choose(&mut self, game: &G, seat: Seat) -> G::Action {
        let legal = game.legal_actions(seat);
        if let Some((next, seen)) = self.line.pop()
            && legal.contains(&next)
            && seen == game.observation_hash(Viewer::Seat(seat))
        {
            self.last = SearchStats::default();
            return next;
        }
        self.line.clear();
        if legal.len() == 1 {
            self.last = SearchStats::default();
            return legal[0].clone();
        }
        if self.policy.decides_alone(game, seat) {
            self.last = SearchStats::default();
            return self.policy.act(game, seat, &mut self.rng);
        }
        let visits = self.search(game, seat);
        // Most visited; ties go to the first in the game's order.
        let best = visits.iter().map(|(_, v)| *v).max().unwrap_or(0);
        let action = visits
            .into_iter()
            .find(|(_, v)| *v == best)
            .map(|(a, _)| a)
            .expect("a legal action");
        if self.config.follow_line {
            self.line = confident_line(&self.trees[0], &action, self.config.chance_nodes);
        }
        // A table that waits for people keeps no tree (25 MB for Anarcade's `hard`).
        for t in &mut self.trees {
            t.nodes = Vec::new();
        }
        action
    }
}

/// The line below the chosen root action: children with at least half their parent's
/// visits (and 20 in all), each the one information set the seat will be in — stopping
/// where other seats' moves or chance make the next decision depend on what it will see.
/// In an open-loop tree a node remembers what the seat saw there (`mixed` if it saw
/// several things); with chance nodes an action goes on only to its one observation
/// node, if one alone follows it. Stored last-first for popping.
fn confident_line<A: Clone + PartialEq>(
    t: &Tree<A>,
    first: &A,
    chance_nodes: bool,
) -> Vec<(A, u64)> {
    let mut line = Vec::new();
    let Some(root) = t.nodes.first() else {
        return line;
    };
    let Some(mut node) = root
        .children
        .iter()
        .copied()
        .find(|&c| t.nodes[c as usize].action.as_ref() == Some(first))
    else {
        return line;
    };
    loop {
        // Where the seat decides next, and what it sees there.
        let decides = if chance_nodes {
            match t.nodes[node as usize].children[..] {
                [outcome] => &t.nodes[outcome as usize],
                _ => break,
            }
        } else {
            &t.nodes[node as usize]
        };
        if decides.mixed || decides.seen == 0 {
            break;
        }
        let best = decides
            .children
            .iter()
            .copied()
            .max_by_key(|&c| t.nodes[c as usize].visits);
        match best {
            Some(c)
                if t.nodes[c as usize].visits >= 20
                    && 2 * t.nodes[c as usize].visits >= decides.visits =>
            {
                let action = t.nodes[c as usize].action.clone();
                line.push((action.expect("children carry actions"), decides.seen));
                node = c;
            }
            _ => break,
        }
    }
    line.reverse();
    line
}

fn run<G: Game, P: Policy<G>, E: Evaluator<G>>(
    t: &mut Tree<G::Action>,
    root: &G,
    seat: Seat,
    config: &IsmctsConfig,
    policy: &P,
    eval: &E,
    seed: u64,
) -> (u64, Duration) {
    let mut rng = GameRng::seed_from_u64(seed);
    t.nodes.clear();
    t.nodes.push(Node::new(None));
    let start = Instant::now();
    let cpu_start = thread_cpu_time();
    let mut iterations = 0u64;
    loop {
        if config.budget.spent(iterations, start, cpu_start) {
            return (iterations, thread_cpu_time() - cpu_start);
        }
        iterations += 1;
        let mut g = root.determinize(seat, &mut rng);
        t.path.clear();
        t.path.push(0);
        let mut node = 0usize;
        // Selection and expansion over the searcher's own decisions.
        loop {
            let seats = g.to_move().seats();
            let Some(first) = seats.first() else { break };
            if !seats.contains(seat) || policy.decides_alone(&g, seat) {
                let s = if seats.contains(seat) { seat } else { first };
                let a = policy.simulate(&g, s, &mut rng);
                g.apply(s, &a).expect("policies choose legal actions");
                continue;
            }
            if config.chance_nodes && t.nodes[node].action.is_some() {
                // The action node below which this observation is one outcome.
                let seen = g.observation_hash(Viewer::Seat(seat));
                let found = t.nodes[node]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| t.nodes[c as usize].seen == seen);
                node = match found {
                    Some(c) => c as usize,
                    None if t.nodes.len() >= config.max_nodes => break,
                    None => {
                        let id = t.nodes.len();
                        t.nodes.push(Node {
                            seen,
                            ..Node::new(None)
                        });
                        t.nodes[node].children.push(id as u32);
                        id
                    }
                };
                t.path.push(node as u32);
            } else if !config.chance_nodes && node != 0 && !t.nodes[node].mixed {
                let seen = g.observation_hash(Viewer::Seat(seat));
                let n = &mut t.nodes[node];
                if n.seen == 0 {
                    n.seen = seen;
                } else if n.seen != seen {
                    n.mixed = true;
                }
            }
            t.legal.clear();
            g.legal_actions_into(seat, &mut t.legal);
            if t.legal.is_empty() {
                break;
            }
            t.untried.clear();
            for a in &t.legal {
                let child = t.nodes[node]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| t.nodes[c as usize].action.as_ref() == Some(a));
                match child {
                    Some(c) => t.nodes[c as usize].avail += 1,
                    None => t.untried.push(a.clone()),
                }
            }
            if !t.untried.is_empty() && t.nodes.len() >= config.max_nodes {
                // The tree is full: this node is a leaf from now on.
                break;
            }
            if let Some(a) = t.untried.choose(&mut rng).cloned() {
                let id = t.nodes.len() as u32;
                t.nodes.push(Node {
                    avail: 1,
                    ..Node::new(Some(a.clone()))
                });
                t.nodes[node].children.push(id);
                t.path.push(id);
                g.apply(seat, &a).expect("legal in this determinization");
                break;
            }
            let mut best = (f64::MIN, 0u32);
            for &c in &t.nodes[node].children {
                let n = &t.nodes[c as usize];
                let Some(a) = &n.action else { continue };
                if !t.legal.contains(a) {
                    continue;
                }
                let mean = n.total / n.visits.max(1) as f64;
                let ucb = mean
                    + config.exploration
                        * ((n.avail.max(1) as f64).ln() / n.visits.max(1) as f64).sqrt();
                if ucb > best.0 {
                    best = (ucb, c);
                }
            }
            let c = best.1 as usize;
            let a = t.nodes[c].action.clone().expect("children carry actions");
            g.apply(seat, &a).expect("legal in this determinization");
            t.path.push(c as u32);
            node = c;
        }
        // Rollout by the policy, then judge.
        for _ in 0..config.rollout_actions {
            let Some(s) = g.to_move().seats().first() else {
                break;
            };
            let a = policy.simulate(&g, s, &mut rng);
            g.apply(s, &a).expect("policies choose legal actions");
        }
        let value = outcome_value(&g, seat).unwrap_or_else(|| eval.evaluate(&g, seat));
        for &id in &t.path {
            let n = &mut t.nodes[id as usize];
            n.visits += 1;
            n.total += value;
        }
    }
}
