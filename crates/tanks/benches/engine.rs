//! Engine speed: whole random 4-player games, state clones, legal-action enumeration.
//! Figures and the machine they came from are in BENCHMARKS.md.

use coinop_core::{Game, GameRng, Seat, Viewer};
use coinop_tanks::{Action, Tanks, TanksOptions, autoplay};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use std::hint::black_box;

/// One game to the end with uniformly random legal actions.
fn random_game(options: &TanksOptions, seed: u64) -> Tanks {
    let mut g = Tanks::new_game(options, seed).unwrap();
    coinop_core::conformance::play_out(&mut g, &mut GameRng::seed_from_u64(seed));
    g
}

/// The decisions of one game by the rule-following player, to be played again.
fn rule_following_log(options: &TanksOptions, seed: u64) -> Vec<(Seat, Action)> {
    let mut g = Tanks::new_game(options, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut log = Vec::new();
    while let Some(seat) = g.to_move().seats().first() {
        let a = autoplay::choose(&g.observe(Viewer::Seat(seat)), seat, &mut rng).unwrap();
        g.apply(seat, &a).unwrap();
        log.push((seat, a));
    }
    log
}

/// A position in the middle of a game's planning.
fn midgame(options: &TanksOptions) -> Tanks {
    let (g, _, _) = coinop_core::conformance::random_game::<Tanks>(options, 3, 400);
    g
}

fn replay(options: &TanksOptions, seed: u64, log: &[(Seat, Action)]) -> Tanks {
    let mut g = Tanks::new_game(options, seed).unwrap();
    for (seat, a) in log {
        g.apply(*seat, a).unwrap();
    }
    g
}

fn benches(c: &mut Criterion) {
    let four = TanksOptions {
        players: 4,
        ..Default::default()
    };
    eprintln!(
        "size_of::<Tanks>() = {} bytes",
        std::mem::size_of::<Tanks>()
    );
    let (mut rounds, mut games) = (0u64, 0u64);
    for seed in 1000..1200 {
        rounds += random_game(&four, seed).round as u64;
        games += 1;
    }
    eprintln!(
        "random 4-player games last {:.1} rounds on average (seeds 1000..1200): divide the \
         time of a game by this for the time of a round",
        rounds as f64 / games as f64
    );
    let mut seed = 0;
    c.bench_function("random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&four, seed))
        })
    });
    // The engine's own time for games as long as played ones: logged decisions of the
    // rule-following player, applied (and checked for legality) again. Its own
    // decision-making is not timed.
    let logs: Vec<(u64, Vec<(Seat, Action)>)> = (0..64)
        .map(|seed| (seed, rule_following_log(&four, seed)))
        .collect();
    let mut rounds = 0u64;
    for (seed, log) in &logs {
        rounds += replay(&four, *seed, log).round as u64;
    }
    eprintln!(
        "rule-following 4-player games last {:.1} rounds on average (seeds 0..64)",
        rounds as f64 / logs.len() as f64
    );
    let mut k = 0;
    let mut events = Vec::with_capacity(64);
    c.bench_function("rule-following 4-player game, engine only", |b| {
        b.iter(|| {
            k = (k + 1) % logs.len();
            let (seed, log) = &logs[k];
            let mut g = Tanks::new_game(&four, *seed).unwrap();
            for (seat, a) in log {
                events.clear();
                g.apply_into(*seat, a, &mut events).unwrap();
            }
            black_box(g)
        })
    });
    let mut seed = 0;
    c.bench_function("new 4-player game (random layout)", |b| {
        b.iter(|| {
            seed += 1;
            black_box(Tanks::new_game(&four, seed).unwrap())
        })
    });
    let g = midgame(&four);
    c.bench_function("clone 4-player state", |b| b.iter(|| black_box(g.clone())));
    let seat = g.to_move().seats().first().unwrap();
    let mut out = Vec::with_capacity(64);
    c.bench_function("legal actions (planning)", |b| {
        b.iter(|| {
            out.clear();
            g.legal_actions_into(seat, &mut out);
            black_box(out.len())
        })
    });
    // The same over 256 different decisions, as random play meets them: hands differ
    // from one call to the next, so branches cannot be learnt.
    let positions: Vec<(Tanks, u8)> = (0..256)
        .map(|i| {
            let (g, _, _) =
                coinop_core::conformance::random_game::<Tanks>(&four, i, 50 + i as usize);
            let seat = g.to_move().seats().first().unwrap_or(0);
            (g, seat)
        })
        .collect();
    let mut i = 0;
    c.bench_function("legal actions (256 varied positions)", |b| {
        b.iter(|| {
            i = (i + 1) & 255;
            let (g, seat) = &positions[i];
            out.clear();
            g.legal_actions_into(*seat, &mut out);
            black_box(out.len())
        })
    });
    c.bench_function("state hash", |b| b.iter(|| black_box(g.state_hash())));
}

criterion_group! {
    name = engine;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(4));
    targets = benches
}
criterion_main!(engine);
