//! Engine speed: whole random games at 2, 3 and 4 players, the engine's time for
//! heuristic games, setup (the deal), clones, legal actions, hashing, determinizing and a
//! heuristic decision.
//! Figures and the machine they came from are in BENCHMARKS.md.

use coinop_core::{Game, GameRng, Seat, Viewer, conformance};
use coinop_robotanks::{Action, Robotanks, RobotanksOptions, autoplay};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use std::hint::black_box;

/// One game to the end with uniformly random legal actions: (game, decisions).
fn random_game(options: &RobotanksOptions, seed: u64) -> (Robotanks, u32) {
    let mut g = Robotanks::new_game(options, seed).unwrap();
    let decisions = conformance::play_out(&mut g, &mut GameRng::seed_from_u64(seed));
    (g, decisions)
}

/// The decisions of one game by the heuristic player, to be played again.
fn heuristic_log(options: &RobotanksOptions, seed: u64) -> Vec<(Seat, Action)> {
    let mut g = Robotanks::new_game(options, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut log = Vec::new();
    while let Some(seat) = g.to_move().seats().first() {
        let a = autoplay::choose(&g, seat, &mut rng).unwrap();
        g.apply(seat, &a).unwrap();
        log.push((seat, a));
    }
    log
}

fn benches(c: &mut Criterion) {
    eprintln!(
        "size_of::<Robotanks>() = {} bytes",
        std::mem::size_of::<Robotanks>()
    );
    for players in [2u8, 3, 4] {
        let o = RobotanksOptions {
            players,
            ..Default::default()
        };
        let (mut turns, mut decisions, mut capped) = (0u64, 0u64, 0);
        for seed in 1000..1400 {
            let (g, d) = random_game(&o, seed);
            turns += g.turns as u64;
            decisions += d as u64;
            capped += usize::from(matches!(
                g.end,
                Some(coinop_robotanks::End::TurnLimit { .. })
            ));
        }
        eprintln!(
            "random games, {players} players: {:.1} turns and {:.1} decisions a game, {capped} of 400 at the turn limit (seeds 1000..1400)",
            turns as f64 / 400.0,
            decisions as f64 / 400.0
        );
        let mut seed = 0;
        c.bench_function(&format!("random game, {players} players"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(&o, seed))
            })
        });
    }
    let four = RobotanksOptions {
        players: 4,
        ..Default::default()
    };
    let logs: Vec<(u64, Vec<(Seat, Action)>)> = (0..64)
        .map(|seed| (seed, heuristic_log(&four, seed)))
        .collect();
    let mut k = 0;
    let mut events = Vec::with_capacity(64);
    c.bench_function("heuristic game, 4 players, engine only", |b| {
        b.iter(|| {
            let (seed, log) = &logs[k % logs.len()];
            k += 1;
            let mut g = Robotanks::new_game(&four, *seed).unwrap();
            for (seat, a) in log {
                events.clear();
                g.apply_into(*seat, a, &mut events).unwrap();
            }
            black_box(g)
        })
    });
    c.bench_function("new game, 4 players", |b| {
        b.iter(|| black_box(Robotanks::new_game(&four, 7).unwrap()))
    });
    let (mid, _) = {
        let mut g = Robotanks::new_game(&four, 3).unwrap();
        let mut rng = GameRng::seed_from_u64(3);
        for _ in 0..40 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let a = autoplay::choose(&g, seat, &mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
        (g, ())
    };
    c.bench_function("clone, 4 players mid-game", |b| {
        b.iter(|| black_box(mid.clone()))
    });
    let seat = mid.to_move().seats().first().unwrap_or(0);
    let mut legal = Vec::with_capacity(32);
    c.bench_function("legal actions", |b| {
        b.iter(|| {
            legal.clear();
            mid.legal_actions_into(seat, &mut legal);
            black_box(legal.len())
        })
    });
    c.bench_function("state_hash", |b| b.iter(|| black_box(mid.state_hash())));
    c.bench_function("observation_hash", |b| {
        b.iter(|| black_box(mid.observation_hash(Viewer::Seat(seat))))
    });
    let mut rng = GameRng::seed_from_u64(1);
    c.bench_function("determinize", |b| {
        b.iter(|| black_box(mid.determinize(seat, &mut rng)))
    });
    c.bench_function("heuristic decision", |b| {
        b.iter(|| black_box(autoplay::choose(&mid, seat, &mut rng)))
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
