//! How often Robotanks' search imagines the heuristic right: in heuristic self-play
//! (20 games at each of 2, 3 and 4 players), the share of decisions where
//! `autoplay::choose_quickly` (the search's likeness, routes on the bare floor) picks what
//! `autoplay::choose` (`easy`) picks, by players and phase. Both are asked with the same
//! random stream, so a tie broken at random is not counted as a difference.
//!
//! `cargo run --release -p coinop-agents --example robotanks_likeness`

use coinop_core::{Game, GameRng};
use coinop_robotanks::{Robotanks, RobotanksOptions, autoplay};
use rand::SeedableRng;
use std::collections::BTreeMap;

fn main() {
    let (mut same, mut all) = (0u64, 0u64);
    let mut by_phase: BTreeMap<(u8, String), (u64, u64)> = BTreeMap::new();
    for players in [2u8, 3, 4] {
        let options = RobotanksOptions {
            players,
            ..Default::default()
        };
        for seed in 0..20u64 {
            let mut g = Robotanks::new_game(&options, seed).expect("default options are valid");
            let mut rng = GameRng::seed_from_u64(seed);
            while let Some(seat) = g.to_move().seats().first() {
                let mut twin = rng.clone();
                let Some(a) = autoplay::choose(&g, seat, &mut rng) else {
                    break;
                };
                let b = autoplay::choose_quickly(&g, seat, &mut twin);
                let phase = by_phase
                    .entry((players, format!("{:?}", g.phase)))
                    .or_default();
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
    for ((players, phase), (s, n)) in by_phase {
        println!(
            "  {players} players, {phase}: {s} of {n} ({:.1}%)",
            share(s, n)
        );
    }
}
