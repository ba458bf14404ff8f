//! How often Robotanks' search imagines the heuristic right: in heuristic self-play
//! (20 games each at 2 and 3 players), the share of decisions where
//! `autoplay::choose_quickly` (the search's likeness, routes on the bare floor) picks what
//! `autoplay::choose` (`easy`) picks, by phase.
//!
//! `cargo run --release -p coinop-agents --example robotanks_likeness`

use coinop_core::{Game, GameRng};
use coinop_robotanks::{Robotanks, RobotanksOptions, autoplay};
use rand::SeedableRng;
use std::collections::BTreeMap;

fn main() {
    let (mut same, mut all) = (0u64, 0u64);
    let mut by_phase: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for players in [2u8, 3] {
        let options = RobotanksOptions {
            players,
            ..Default::default()
        };
        for seed in 0..20u64 {
            let mut g = Robotanks::new_game(&options, seed).expect("default options are valid");
            let mut rng = GameRng::seed_from_u64(seed);
            while let Some(seat) = g.to_move().seats().first() {
                let Some(a) = autoplay::choose(&g, seat, &mut rng) else {
                    break;
                };
                let b = autoplay::choose_quickly(&g, seat, &mut rng);
                let phase = by_phase.entry(format!("{:?}", g.phase)).or_default();
                phase.1 += 1;
                all += 1;
                if b == Some(a) {
                    phase.0 += 1;
                    same += 1;
                }
                g.apply(seat, &a)
                    .expect("the heuristic plays legal actions");
            }
        }
    }
    let share = |s: u64, n: u64| 100.0 * s as f64 / n.max(1) as f64;
    println!(
        "the same action: {same} of {all} ({:.1}%)",
        share(same, all)
    );
    for (phase, (s, n)) in by_phase {
        println!("  {phase}: {s} of {n} ({:.1}%)", share(s, n));
    }
}
