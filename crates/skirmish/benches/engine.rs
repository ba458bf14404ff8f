//! Engine speed: whole random games (the core rules, and every advanced rule), the
//! engine's time for heuristic games, setup, clones, legal actions and hashing.
//! Figures and the machine they came from are in BENCHMARKS.md.

use coinop_core::{Game, GameRng, Seat, conformance};
use coinop_skirmish::options::AdvancedRules;
use coinop_skirmish::{Action, Skirmish, SkirmishOptions, autoplay};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use std::hint::black_box;

/// One game to the end with uniformly random legal actions: (game, decisions).
fn random_game(options: &SkirmishOptions, seed: u64) -> (Skirmish, u32) {
    let mut g = Skirmish::new_game(options, seed).unwrap();
    let decisions = conformance::play_out(&mut g, &mut GameRng::seed_from_u64(seed));
    (g, decisions)
}

/// The decisions of one game by the heuristic player, to be played again.
fn heuristic_log(options: &SkirmishOptions, seed: u64) -> Vec<(Seat, Action)> {
    let mut g = Skirmish::new_game(options, seed).unwrap();
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
    let core = SkirmishOptions::default();
    let all = SkirmishOptions {
        rules: AdvancedRules::all(),
        ..Default::default()
    };
    eprintln!(
        "size_of::<Skirmish>() = {} bytes",
        std::mem::size_of::<Skirmish>()
    );
    for (name, o) in [("core rules", &core), ("every advanced rule", &all)] {
        let (mut turns, mut decisions) = (0u64, 0u64);
        for seed in 1000..1400 {
            let (g, d) = random_game(o, seed);
            turns += g.turns as u64;
            decisions += d as u64;
        }
        eprintln!(
            "random games, {name}: {:.1} turns and {:.1} decisions a game (seeds 1000..1400)",
            turns as f64 / 400.0,
            decisions as f64 / 400.0
        );
        let mut seed = 0;
        c.bench_function(&format!("random game, {name}"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(o, seed))
            })
        });
    }
    let logs: Vec<(u64, Vec<(Seat, Action)>)> = (0..64)
        .map(|seed| (seed, heuristic_log(&core, seed)))
        .collect();
    let mut k = 0;
    let mut events = Vec::with_capacity(64);
    c.bench_function("heuristic game, engine only", |b| {
        b.iter(|| {
            k = (k + 1) % logs.len();
            let (seed, log) = &logs[k];
            let mut g = Skirmish::new_game(&core, *seed).unwrap();
            for (seat, a) in log {
                events.clear();
                g.apply_into(*seat, a, &mut events).unwrap();
            }
            black_box(g)
        })
    });
    let mut seed = 0;
    c.bench_function("new game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Skirmish::new_game(&core, seed).unwrap())
        })
    });
    let (g, _, _) = coinop_core::conformance::random_game::<Skirmish>(&all, 3, 60);
    c.bench_function("clone mid-game state", |b| b.iter(|| black_box(g.clone())));
    let seat = g.to_move().seats().first().unwrap_or(0);
    let mut out = Vec::with_capacity(64);
    c.bench_function("legal actions (mid-game)", |b| {
        b.iter(|| {
            out.clear();
            g.legal_actions_into(seat, &mut out);
            black_box(out.len())
        })
    });
    let mut rng = GameRng::seed_from_u64(1);
    c.bench_function("heuristic decision", |b| {
        b.iter(|| black_box(autoplay::choose(&g, seat, &mut rng)))
    });
    c.bench_function("state hash", |b| b.iter(|| black_box(g.state_hash())));
}

criterion_group! {
    name = engine;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(4));
    targets = benches
}
criterion_main!(engine);
