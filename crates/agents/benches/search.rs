//! ISMCTS speed: iterations per second from a mid-game decision of Arcade Tanks (a
//! planning), of ARCADE (a tank's turn), of Anarcade (a turn's decision) and of Robotanks
//! (a Deactivation decision).

use coinop_agents::Budget;
use coinop_agents::tanks::ismcts;
use coinop_core::Game;
use coinop_tanks::{Tanks, TanksOptions};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    for players in [2u8, 4] {
        let options = TanksOptions {
            players,
            ..Default::default()
        };
        let (g, _, _) = coinop_core::conformance::random_game::<Tanks>(&options, 3, 300);
        let seat = g.to_move().seats().first().unwrap();
        let mut agent = ismcts("bench", Budget::Iterations(200), 1, 1);
        c.bench_function(&format!("ISMCTS 200 iterations, {players} players"), |b| {
            b.iter(|| black_box(agent.search(&g, seat)))
        });
    }
    let options = coinop_skirmish::SkirmishOptions::default();
    let (g, _, _) =
        coinop_core::conformance::random_game::<coinop_skirmish::Skirmish>(&options, 3, 20);
    let seat = g.to_move().seats().first().unwrap();
    let mut agent = coinop_agents::skirmish::ismcts("bench", Budget::Iterations(1000), 1, 1);
    c.bench_function("ISMCTS 1000 iterations, ARCADE", |b| {
        b.iter(|| black_box(agent.search(&g, seat)))
    });
    for players in [2u8, 4] {
        let options = coinop_anarcade::AnarcadeOptions {
            players,
            ..Default::default()
        };
        let (g, _, _) =
            coinop_core::conformance::random_game::<coinop_anarcade::Anarcade>(&options, 3, 30);
        let seat = g.to_move().seats().first().unwrap();
        let mut agent = coinop_agents::anarcade::ismcts("bench", Budget::Iterations(1000), 1, 1);
        c.bench_function(
            &format!("ISMCTS 1000 iterations, Anarcade {players} players"),
            |b| b.iter(|| black_box(agent.search(&g, seat))),
        );
    }
    for players in [2u8, 4] {
        let options = coinop_robotanks::RobotanksOptions {
            players,
            ..Default::default()
        };
        // Past the deal, at a turn's first decision.
        let mut g = coinop_robotanks::Robotanks::new_game(&options, 3).unwrap();
        let mut rng = coinop_core::GameRng::seed_from_u64(3);
        while g.phase_name() != "Deactivation" || g.turns < 6 {
            let seat = g.to_move().seats().first().unwrap();
            let a = coinop_robotanks::autoplay::choose(&g, seat, &mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
        let seat = g.to_move().seats().first().unwrap();
        let mut agent = coinop_agents::robotanks::ismcts("bench", Budget::Iterations(1000), 1, 1);
        c.bench_function(
            &format!("ISMCTS 1000 iterations, Robotanks {players} players"),
            |b| b.iter(|| black_box(agent.search(&g, seat))),
        );
    }
}

criterion_group! {
    name = search;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(5));
    targets = benches
}
criterion_main!(search);
