//! `coinop sim`: many games, as fast as the engine goes.

use crate::AiKind;
use anyhow::{Context, Result};
use coinop_core::{Game, GameRng, Replay, ToMove, Viewer};
use coinop_tanks::options::TanksOptions;
use coinop_tanks::{Tanks, autoplay};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

/// Plays one game with the given AI in every seat; returns it with its replay.
pub fn play_one(
    options: &TanksOptions,
    seed: u64,
    ai: AiKind,
    record: bool,
) -> (Tanks, Option<Replay>) {
    let mut game = Tanks::new_game(options, seed).expect("options were validated");
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 1);
    let mut replay = record.then(|| Replay::start::<Tanks>(options, seed));
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while let ToMove::Seats(seats) = game.to_move() {
        let seat = seats.first().expect("never empty");
        let action = match ai {
            AiKind::Random => {
                legal.clear();
                game.legal_actions_into(seat, &mut legal);
                legal.choose(&mut rng).cloned()
            }
            AiKind::Simple => autoplay::choose(&game.observe(Viewer::Seat(seat)), seat, &mut rng),
        }
        .expect("a seat to move has a legal action");
        events.clear();
        game.apply_into(seat, &action, &mut events)
            .expect("chosen from the legal actions");
        if let Some(r) = &mut replay {
            r.push::<Tanks>(seat, &action);
        }
    }
    if let Some(r) = &mut replay {
        r.finish(&game);
    }
    (game, replay)
}

/// What the report needs of one finished game.
struct Ended {
    round: u16,
    vp: Vec<i32>,
    winners: Vec<u8>,
    reason: &'static str,
}

/// Plays games `seed..seed + games` on `threads` threads. The report is the same for
/// any number of threads: game `i` always has seed `seed + i`, and results are summed
/// in that order.
pub fn run(
    options: &TanksOptions,
    games: u64,
    seed: u64,
    ai: AiKind,
    replays: Option<&Path>,
    threads: usize,
) -> Result<()> {
    if let Some(dir) = replays {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let threads = threads.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let start = Instant::now();
    let ended: Vec<Ended> = pool.install(|| {
        (0..games)
            .into_par_iter()
            .map(|i| -> Result<Ended> {
                let game_seed = seed.wrapping_add(i);
                let (game, replay) = play_one(options, game_seed, ai, replays.is_some());
                if let (Some(dir), Some(r)) = (replays, replay) {
                    let path = dir.join(format!("tanks-{game_seed}.json"));
                    std::fs::write(&path, r.to_json())
                        .with_context(|| format!("writing {}", path.display()))?;
                }
                let outcome = game.outcome().expect("the game ended");
                Ok(Ended {
                    round: game.round,
                    vp: game.players.iter().map(|p| p.vp()).collect(),
                    winners: outcome.winners,
                    reason: game.end.as_ref().map(|r| r.text()).unwrap_or("unfinished"),
                })
            })
            .collect::<Result<Vec<_>>>()
    })?;
    let secs = start.elapsed().as_secs_f64();
    let mut rounds = 0u64;
    let mut vp = vec![0i64; options.players as usize];
    let mut wins = vec![0f64; options.players as usize];
    let mut reasons: BTreeMap<&str, u64> = BTreeMap::new();
    let mut solo_rounds: Vec<u16> = Vec::new();
    for e in &ended {
        rounds += e.round as u64;
        for (s, v) in e.vp.iter().enumerate() {
            vp[s] += *v as i64;
        }
        for w in &e.winners {
            wins[*w as usize] += 1.0 / e.winners.len() as f64;
        }
        *reasons.entry(e.reason).or_default() += 1;
        if options.single_player() && !e.winners.is_empty() {
            solo_rounds.push(e.round);
        }
    }
    println!(
        "{games} games of Arcade Tanks, {} players, {} AI, seed {seed}",
        options.players,
        ai_name(ai)
    );
    let per_s = games as f64 / secs;
    if threads == 1 {
        println!("  {per_s:.0} games/s ({secs:.3} s, 1 thread)");
    } else {
        println!(
            "  {per_s:.0} games/s ({secs:.3} s, {threads} threads: {:.0} games/s each)",
            per_s / threads as f64
        );
    }
    println!("  rounds per game: {:.1}", rounds as f64 / games as f64);
    for s in 0..vp.len() {
        println!(
            "  P{}: mean VP {:.2}, wins {:.1}%",
            s + 1,
            vp[s] as f64 / games as f64,
            100.0 * wins[s] / games as f64
        );
    }
    if !solo_rounds.is_empty() {
        solo_rounds.sort();
        let mean = solo_rounds.iter().map(|r| *r as f64).sum::<f64>() / solo_rounds.len() as f64;
        println!(
            "  Single Player: three Eagles in {} of {games} games; rounds to three Eagles: mean {mean:.1}, median {}",
            solo_rounds.len(),
            solo_rounds[solo_rounds.len() / 2]
        );
    }
    println!("  how games ended:");
    for (r, n) in &reasons {
        println!("    {n:>7}  {r}");
    }
    Ok(())
}

fn ai_name(ai: AiKind) -> &'static str {
    match ai {
        AiKind::Simple => "simple",
        AiKind::Random => "random",
    }
}
