use coinop_core::{Game, GameRng, ToMove};
use coinop_skirmish::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
fn main() {
    let o = SkirmishOptions::default();
    let mut losses = 0;
    let mut hist = std::collections::BTreeMap::new();
    let mut hd = std::collections::BTreeMap::new();
    let mut hturns = 0;
    let n: u64 = std::env::args()
        .nth(1)
        .map(|a| a.parse().unwrap())
        .unwrap_or(400);
    for seed in 0..n {
        let mut g = Skirmish::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        let h = (seed % 2) as u8;
        let mut log = Vec::new();
        while let ToMove::Seats(s) = g.to_move() {
            let seat = s.first().unwrap();
            let a = if seat == h {
                autoplay::choose(&g, seat, &mut rng).unwrap()
            } else {
                *g.legal_actions(seat).choose(&mut rng).unwrap()
            };
            let ev = g.apply(seat, &a).unwrap();
            for e in &ev {
                if let Event::Fired { dice, unit, .. } = e {
                    if unit.seat != h {
                        log.push(*dice);
                    } else {
                        *hd.entry(*dice).or_insert(0) += 1;
                    }
                }
                if let Event::TurnEnded { unit } = e {
                    if unit.seat == h {
                        hturns += 1;
                    }
                }
                if let Event::Damaged { unit, points, .. } = e {
                    if unit.seat == h {
                        *hist.entry(*points).or_insert(0) += 1;
                    }
                }
            }
        }
        let w = g.outcome().unwrap().winners;
        if !w.contains(&h) {
            losses += 1;
            if losses < 6 {
                println!("seed {seed} random shots dice {:?} turns {}", log, g.turns);
            }
        }
    }
    println!("losses {losses} dmg hist {hist:?}\nheuristic dice {hd:?} turns {hturns}");
}
