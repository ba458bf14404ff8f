//! `coinop sim`: many games, as fast as the engine goes.

use crate::AiKind;
use crate::games::CliGame;
use anyhow::{Context, Result};
use coinop_core::{GameRng, Replay, ToMove};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

/// Plays one game with the given AI in every seat; returns it with its replay and the
/// number of decisions taken (every action of every seat).
pub fn play_one<G: CliGame>(
    options: &G::Options,
    seed: u64,
    ai: AiKind,
    record: bool,
) -> (G, Option<Replay>, u64) {
    let mut game = G::new_game(options, seed).expect("options were validated");
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 1);
    let mut replay = record.then(|| Replay::start::<G>(options, seed));
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut decisions = 0;
    while let ToMove::Seats(seats) = game.to_move() {
        decisions += 1;
        let seat = seats.first().expect("never empty");
        let action = match ai {
            AiKind::Random => {
                legal.clear();
                game.legal_actions_into(seat, &mut legal);
                legal.choose(&mut rng).cloned()
            }
            AiKind::Simple => Some(game.simple(seat, &mut rng)),
        }
        .expect("a seat to move has a legal action");
        events.clear();
        game.apply_into(seat, &action, &mut events)
            .expect("chosen from the legal actions");
        if let Some(r) = &mut replay {
            r.push::<G>(seat, &action);
        }
    }
    if let Some(r) = &mut replay {
        r.finish(&game);
    }
    (game, replay, decisions)
}

/// The report's sums, kept as integers so that adding them up in any order (on any
/// number of threads) gives the same figures.
#[derive(Default)]
struct Tally {
    rounds: u64,
    decisions: u64,
    vp: Vec<i64>,
    /// Wins per seat in 2520ths (a shared win counts 1/k, and 2520 divides by 1..=10).
    wins: Vec<u64>,
    /// Games by how they ended, then by how many seats shared the win (0: nobody won).
    reasons: BTreeMap<String, BTreeMap<usize, u64>>,
    /// Single Player: how many games took three Eagles in this many rounds.
    solo: BTreeMap<u16, u64>,
}

const WIN: u64 = 2520;

/// `a += b`, element by element, `a` growing to `b`'s length.
fn add_into<T: Copy + Default + std::ops::AddAssign>(a: &mut Vec<T>, b: &[T]) {
    a.resize(a.len().max(b.len()), T::default());
    a.iter_mut().zip(b).for_each(|(x, y)| *x += *y);
}

impl Tally {
    fn add<G: CliGame>(mut self, game: &G, decisions: u64) -> Tally {
        let outcome = game.outcome().expect("the game ended");
        let seats = game.num_seats();
        self.rounds += game.length() as u64;
        self.decisions += decisions;
        self.vp.resize(seats, 0);
        self.wins.resize(seats, 0);
        for s in 0..seats {
            self.vp[s] += game.score(s as u8);
        }
        for w in &outcome.winners {
            self.wins[*w as usize] += WIN / outcome.winners.len() as u64;
        }
        *self
            .reasons
            .entry(outcome.reason)
            .or_default()
            .entry(outcome.winners.len())
            .or_default() += 1;
        if let Some(r) = game.solo_rounds() {
            *self.solo.entry(r).or_default() += 1;
        }
        self
    }

    fn merge(mut self, other: Tally) -> Tally {
        self.rounds += other.rounds;
        self.decisions += other.decisions;
        add_into(&mut self.vp, &other.vp);
        add_into(&mut self.wins, &other.wins);
        for (k, by_winners) in other.reasons {
            let mine = self.reasons.entry(k).or_default();
            for (w, n) in by_winners {
                *mine.entry(w).or_default() += n;
            }
        }
        for (k, n) in other.solo {
            *self.solo.entry(k).or_default() += n;
        }
        self
    }
}

/// Plays games `seed..seed + games` on `threads` threads. The report is the same for
/// any number of threads: game `i` always has seed `seed + i`, and the sums are exact.
/// Memory stays the same however many games are played.
pub fn run<G: CliGame>(
    options: &G::Options,
    games: u64,
    seed: u64,
    ai: AiKind,
    replays: Option<&Path>,
    threads: usize,
) -> Result<()> {
    if games == 0 {
        anyhow::bail!("--games must be at least 1");
    }
    if let Some(dir) = replays {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let threads = threads.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let start = Instant::now();
    let tally = pool.install(|| {
        (0..games)
            .into_par_iter()
            .try_fold(Tally::default, |tally, i| -> Result<Tally> {
                let game_seed = seed.wrapping_add(i);
                let (game, replay, decisions) =
                    play_one::<G>(options, game_seed, ai, replays.is_some());
                if let (Some(dir), Some(r)) = (replays, replay) {
                    let path = dir.join(format!("{}-{game_seed}.json", G::NAME));
                    std::fs::write(&path, r.to_json())
                        .with_context(|| format!("writing {}", path.display()))?;
                }
                Ok(tally.add::<G>(&game, decisions))
            })
            .try_reduce(Tally::default, |a, b| Ok(a.merge(b)))
    })?;
    let secs = start.elapsed().as_secs_f64();
    let Tally {
        rounds,
        decisions,
        vp,
        wins,
        reasons,
        solo,
    } = tally;
    let vp = if vp.is_empty() {
        vec![0; G::players(options)]
    } else {
        vp
    };
    let wins: Vec<f64> = (0..vp.len())
        .map(|s| wins.get(s).copied().unwrap_or(0) as f64 / WIN as f64)
        .collect();
    println!(
        "{games} games of {}, {} players, {} AI, seed {seed}",
        G::TITLE,
        G::players(options),
        ai_name(ai)
    );
    // Decisions are every action a seat takes: what OpenSpiel's random play counts.
    let per_s = games as f64 / secs;
    let dec_s = decisions as f64 / secs;
    if threads == 1 {
        println!("  {per_s:.0} games/s, {dec_s:.0} decisions/s ({secs:.3} s, 1 thread)");
    } else {
        println!(
            "  {per_s:.0} games/s, {dec_s:.0} decisions/s ({secs:.3} s, {threads} threads: {:.0} games/s, {:.0} decisions/s each)",
            per_s / threads as f64,
            dec_s / threads as f64
        );
    }
    let unit = G::LENGTH.trim_end_matches('s');
    println!(
        "  {} per game: {:.1}",
        G::LENGTH,
        rounds as f64 / games as f64
    );
    println!(
        "  decisions per game: {:.1} ({:.1} a {unit})",
        decisions as f64 / games as f64,
        decisions as f64 / rounds.max(1) as f64
    );
    for s in 0..vp.len() {
        println!(
            "  P{}: mean {} {:.2}, wins {:.1}%",
            s + 1,
            G::SCORE,
            vp[s] as f64 / games as f64,
            100.0 * wins[s] / games as f64
        );
    }
    let solo_games: u64 = solo.values().sum();
    if solo_games > 0 {
        let mean = solo.iter().map(|(r, n)| *r as f64 * *n as f64).sum::<f64>() / solo_games as f64;
        // The middle game (the upper one of an even count), as the sorted list gave.
        let mut seen = 0;
        let median = solo
            .iter()
            .find(|(_, n)| {
                seen += **n;
                seen > solo_games / 2
            })
            .map(|(r, _)| *r)
            .unwrap_or(0);
        println!(
            "  Single Player: three Eagles in {solo_games} of {games} games; rounds to three Eagles: mean {mean:.1}, median {median}"
        );
    }
    println!("  how games ended:");
    for (r, by_winners) in &reasons {
        let n: u64 = by_winners.values().sum();
        println!("    {n:>7}  {r}{}", shared_wins(by_winners));
    }
    Ok(())
}

/// " (12 won alone, 5 shared: 4 by 2 seats, 1 by 3)": how the games that ended one way
/// were won, when not all by one seat. A shared win is counted by how many shared it,
/// not by which seats, so a four-player report has a line per way of ending, not one per
/// set of winners.
fn shared_wins(by_winners: &BTreeMap<usize, u64>) -> String {
    let alone = by_winners.get(&1).copied().unwrap_or(0);
    let nobody = by_winners.get(&0).copied().unwrap_or(0);
    let shared: Vec<(usize, u64)> = by_winners
        .iter()
        .filter(|(w, _)| **w > 1)
        .map(|(w, n)| (*w, *n))
        .collect();
    if shared.is_empty() && (nobody == 0 || alone == 0) {
        return String::new();
    }
    let mut parts = Vec::new();
    if alone > 0 {
        parts.push(format!("{alone} won alone"));
    }
    if !shared.is_empty() {
        let total: u64 = shared.iter().map(|(_, n)| n).sum();
        let by = shared
            .iter()
            .enumerate()
            .map(|(i, (w, n))| {
                if i == 0 {
                    format!("{n} by {w} seats")
                } else {
                    format!("{n} by {w}")
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        parts.push(format!("{total} shared: {by}"));
    }
    if nobody > 0 {
        parts.push(format!("{nobody} won by nobody"));
    }
    format!(" ({})", parts.join(", "))
}

fn ai_name(ai: AiKind) -> &'static str {
    match ai {
        AiKind::Simple => "simple",
        AiKind::Random => "random",
    }
}
