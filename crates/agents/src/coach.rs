//! Coaching after a game: the decisions of one seat where a stronger player, seeing only
//! what that seat saw, would have done clearly better, and by how much.
//!
//! A decision is what a hint gives: the seat's actions from the moment it is asked until
//! the decision is no longer its own, an action draws on luck, or a plan's tentative
//! steps are committed. At each, the strong agent takes the whole decision on a copy of
//! the game as the seat stood, and both decisions — the one played and the strong one —
//! are judged alike: from the same determinizations of the seat's view (everything it
//! could not see drawn afresh, the future luck too), each followed by the same playout of
//! the game's heuristic player for every seat to the end. The pairs share their luck, so
//! a difference is the decisions', not the dice's. A moment is kept only when the strong
//! decision's mean value is ahead by `margin` and by twice the difference's standard
//! error; the `most` clearest are kept, in the order they were played.

use crate::{Agent, outcome_value};
use coinop_core::{Game, GameRng, Replay, Seat};
use rand::SeedableRng;
use std::time::{Duration, Instant};

/// How hard to look, and what counts as clearly better.
#[derive(Clone, Debug)]
pub struct CoachConfig {
    /// Playouts per decision judged (each decision, played and strong, gets them all).
    pub playouts: u32,
    /// The most moments kept.
    pub most: usize,
    /// The least difference in mean value (a win is 1) that counts.
    pub margin: f64,
    /// The strong agent's whole time, shared out over the seat's decisions.
    pub budget: Duration,
    /// The most any one decision gets of it (the `hard` level's time).
    pub per_decision_most: Duration,
    /// The least any one decision gets.
    pub per_decision_least: Duration,
    /// Seeds the determinizations and playouts: the same game coached with the same seed
    /// gives the same moments when the strong agent is reproducible (an iteration budget).
    pub seed: u64,
}

impl Default for CoachConfig {
    fn default() -> Self {
        CoachConfig {
            playouts: 64,
            most: 3,
            margin: 0.1,
            budget: Duration::from_secs(20),
            per_decision_most: Duration::from_secs(1),
            per_decision_least: Duration::from_millis(50),
            seed: 0,
        }
    }
}

/// A decision where the strong agent's choice was worth clearly more.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment<A> {
    /// Actions of the game's log before the decision: the position is the game after them.
    pub ply: usize,
    /// What the seat did.
    pub played: Vec<A>,
    /// What the strong agent would have done.
    pub better: Vec<A>,
    /// Playouts won from each (of `playouts`).
    pub played_won: u32,
    pub better_won: u32,
    pub playouts: u32,
    /// Mean value of the strong decision less that of the played one.
    pub gain: f64,
}

/// What coaching found, and how much it looked at.
#[derive(Clone, Debug)]
pub struct Coached<A> {
    pub moments: Vec<Moment<A>>,
    /// The seat's decisions with a choice in them, and how many were judged before the
    /// budget ran out.
    pub decisions: usize,
    pub judged: usize,
}

/// One decision of the seat in the game: where it began in the log, the position then,
/// and what the seat did.
struct Decision<G: Game> {
    ply: usize,
    before: G,
    played: Vec<G::Action>,
}

/// Makes the strong agent for one decision, given a seed and the time it may think.
pub type StrongMaker<G> = Box<dyn Fn(u64, Duration) -> Result<Box<dyn Agent<G>>, String> + Send>;
/// Makes the playouts' player, given a seed.
pub type PlayoutMaker<G> = Box<dyn Fn(u64) -> Result<Box<dyn Agent<G>>, String> + Send>;

/// Coaching of one seat of one game, a decision at a time, so a server can think it in
/// turns between other work ([`Coach::step`]) and stop when its budget is spent.
pub struct Coach<G: Game> {
    seat: Seat,
    config: CoachConfig,
    strong: StrongMaker<G>,
    playout: PlayoutMaker<G>,
    decisions: Vec<Decision<G>>,
    /// The order they are judged in: spread over the game (0, ½, ¼, ¾ … of the way), so
    /// a budget spent before the end leaves the whole game sampled, not its start.
    order: Vec<usize>,
    next: usize,
    found: Vec<Moment<G::Action>>,
    /// Time spent in `step`, against the budget.
    spent: Duration,
}

impl<G: Game> Coach<G> {
    /// Coaching of `seat` in the game `replay` records (which must be `G`'s).
    pub fn new(
        replay: &Replay,
        seat: Seat,
        strong: StrongMaker<G>,
        playout: PlayoutMaker<G>,
        config: CoachConfig,
    ) -> Result<Coach<G>, String> {
        let decisions = decisions::<G>(replay, seat)?;
        let order = spread(decisions.len());
        Ok(Coach {
            seat,
            config,
            strong,
            playout,
            decisions,
            order,
            next: 0,
            found: Vec::new(),
            spent: Duration::ZERO,
        })
    }

    /// Judges the next decision; false once there is none left or the budget is spent.
    pub fn step(&mut self) -> Result<bool, String> {
        let left = self.decisions.len() - self.next;
        if left == 0 || self.spent >= self.config.budget {
            return Ok(false);
        }
        let started = Instant::now();
        let share = (self.config.budget - self.spent) / left as u32;
        let time = share.clamp(
            self.config.per_decision_least,
            self.config.per_decision_most,
        );
        let d = &self.decisions[self.order[self.next]];
        let mut agent = (self.strong)(mix(self.config.seed, d.ply as u64), time)?;
        let mut copy = d.before.clone();
        let seat = self.seat;
        let better = take_decision(&mut copy, seat, |g| Some(agent.choose(g, seat)));
        if !better.is_empty()
            && better != d.played
            && let Some(m) = judge(d, better, seat, &self.playout, &self.config)?
        {
            self.found.push(m);
        }
        self.next += 1;
        self.spent += started.elapsed();
        Ok(self.next < self.decisions.len() && self.spent < self.config.budget)
    }

    /// Every step taken.
    pub fn run(mut self) -> Result<Coached<G::Action>, String> {
        while self.step()? {}
        Ok(self.coached())
    }

    /// What the steps so far found: the clearest moments, in the order played.
    pub fn coached(&self) -> Coached<G::Action> {
        let mut found = self.found.clone();
        found.sort_by(|a, b| b.gain.total_cmp(&a.gain).then(a.ply.cmp(&b.ply)));
        found.truncate(self.config.most);
        found.sort_by_key(|m| m.ply);
        Coached {
            moments: found,
            decisions: self.decisions.len(),
            judged: self.next,
        }
    }
}

/// [`Coach`] of any game, its actions as JSON: for a server hosting games by name.
pub trait AnyCoach: Send {
    /// [`Coach::step`].
    fn step(&mut self) -> Result<bool, String>;
    /// [`Coach::coached`], actions as JSON.
    fn coached_json(&self) -> Coached<serde_json::Value>;
}

impl<G: Game> AnyCoach for Coach<G> {
    fn step(&mut self) -> Result<bool, String> {
        Coach::step(self)
    }
    fn coached_json(&self) -> Coached<serde_json::Value> {
        let json = |a: &[G::Action]| {
            a.iter()
                .map(|a| serde_json::to_value(a).expect("actions serialize"))
                .collect::<Vec<_>>()
        };
        let c = self.coached();
        Coached {
            moments: c
                .moments
                .iter()
                .map(|m| Moment {
                    ply: m.ply,
                    played: json(&m.played),
                    better: json(&m.better),
                    played_won: m.played_won,
                    better_won: m.better_won,
                    playouts: m.playouts,
                    gain: m.gain,
                })
                .collect(),
            decisions: c.decisions,
            judged: c.judged,
        }
    }
}

/// The seat's decisions with a choice in them, in the order played.
fn decisions<G: Game>(replay: &Replay, seat: Seat) -> Result<Vec<Decision<G>>, String> {
    if replay.game != G::NAME {
        return Err(format!("a {} game cannot coach {}", G::NAME, replay.game));
    }
    let options = coinop_core::recorded_options::<G>(replay.engine_version, &replay.options)?;
    let mut game = G::new_game(&options, replay.seed).map_err(|e| e.to_string())?;
    let actions: Vec<(Seat, G::Action)> = replay
        .actions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            serde_json::from_value(s.action.clone())
                .map(|a| (s.seat, a))
                .map_err(|e| format!("action {i} is malformed: {e}"))
        })
        .collect::<Result<_, _>>()?;
    let mut taken = vec![false; actions.len()];
    let mut found = Vec::new();
    for (i, (s, action)) in actions.iter().enumerate() {
        if *s == seat && !taken[i] {
            let mut copy = game.clone();
            let choice = game.legal_actions(seat).len() > 1;
            let mut mine = (i..actions.len()).filter(|&j| actions[j].0 == seat);
            let played = take_decision(&mut copy, seat, |_| {
                let j = mine.next()?;
                taken[j] = true;
                Some(actions[j].1.clone())
            });
            if choice || played.len() > 1 {
                found.push(Decision {
                    ply: i,
                    before: game.clone(),
                    played,
                });
            }
        }
        game.apply(*s, action)
            .map_err(|e| format!("action {i} is refused: {e}"))?;
    }
    Ok(found)
}

/// The seat's whole decision, taken on `game` one action after another from `next` while
/// it is still the seat's: it ends with an action that draws on luck, that commits a
/// plan's tentative steps, or that ends the game or the seat's turn to move. An action
/// `game` refuses ends it, untaken.
fn take_decision<G: Game>(
    game: &mut G,
    seat: Seat,
    mut next: impl FnMut(&G) -> Option<G::Action>,
) -> Vec<G::Action> {
    let mut taken = Vec::new();
    let mut staging = false;
    while taken.len() < 64 && game.outcome().is_none() && game.to_move().contains(seat) {
        let Some(action) = next(game) else { break };
        let luck = game.luck_position();
        let tentative = game.is_tentative(&action);
        let commits = staging && !tentative;
        staging |= tentative;
        if game.apply(seat, &action).is_err() {
            break;
        }
        taken.push(action);
        if commits || game.luck_position() != luck {
            break;
        }
    }
    taken
}

/// Both decisions from the same determinizations and playouts; a moment if the strong
/// one is clearly better.
fn judge<G: Game>(
    d: &Decision<G>,
    better: Vec<G::Action>,
    seat: Seat,
    playout: &PlayoutMaker<G>,
    config: &CoachConfig,
) -> Result<Option<Moment<G::Action>>, String> {
    let mut diffs = Vec::new();
    let (mut played_won, mut better_won) = (0, 0);
    for k in 0..config.playouts {
        let seed = mix(mix(config.seed, d.ply as u64), u64::from(k) + 1);
        let mut rng = GameRng::seed_from_u64(seed);
        let world = d.before.determinize(seat, &mut rng);
        let (Some((pv, pw)), Some((bv, bw))) = (
            play_out(&world, seat, &d.played, seed, playout)?,
            play_out(&world, seat, &better, seed, playout)?,
        ) else {
            continue;
        };
        played_won += u32::from(pw);
        better_won += u32::from(bw);
        diffs.push(bv - pv);
    }
    let n = diffs.len() as f64;
    if n < 2.0 {
        return Ok(None);
    }
    let mean = diffs.iter().sum::<f64>() / n;
    let var = diffs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let stderr = (var / n).sqrt();
    if mean < config.margin || mean < 2.0 * stderr {
        return Ok(None);
    }
    Ok(Some(Moment {
        ply: d.ply,
        played: d.played.clone(),
        better,
        played_won,
        better_won,
        playouts: diffs.len() as u32,
        gain: mean,
    }))
}

/// The seat's value at the end of a playout from `world` after `decision` (none if the
/// decision cannot be taken there), and whether the seat won alone.
fn play_out<G: Game>(
    world: &G,
    seat: Seat,
    decision: &[G::Action],
    seed: u64,
    playout: &PlayoutMaker<G>,
) -> Result<Option<(f64, bool)>, String> {
    let mut g = world.clone();
    for a in decision {
        if g.apply(seat, a).is_err() {
            return Ok(None);
        }
    }
    let mut players: Vec<Box<dyn Agent<G>>> = (0..g.num_seats() as u64)
        .map(|s| playout(mix(seed, s)))
        .collect::<Result<_, _>>()?;
    let mut steps = 0;
    while let Some(s) = g.to_move().seats().first() {
        let a = players[s as usize].choose(&g, s);
        if g.apply(s, &a).is_err() || steps > 100_000 {
            return Ok(None);
        }
        steps += 1;
    }
    let won = g
        .outcome()
        .is_some_and(|o| o.winners.len() == 1 && o.winners[0] == seat);
    Ok(outcome_value(&g, seat).map(|v| (v, won)))
}

/// 0..n in an order spread over the range: by each index's bits reversed (van der
/// Corput), 0, 4, 2, 6, 1, 5, 3, 7 for eight.
fn spread(n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|i| (i.reverse_bits(), *i));
    order
}

/// A seed made of two numbers (splitmix64's finalizer over their sum).
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a
        .wrapping_add(b.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    #[test]
    fn decisions_are_judged_spread_over_the_game() {
        assert_eq!(super::spread(8), [0, 4, 2, 6, 1, 5, 3, 7]);
        let mut five = super::spread(5);
        assert_eq!(five[..2], [0, 4]);
        five.sort();
        assert_eq!(five, [0, 1, 2, 3, 4]);
    }
}
