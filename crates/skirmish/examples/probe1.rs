use coinop_core::{Game, GameRng, ToMove};
use coinop_skirmish::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
fn main() {
    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let o = SkirmishOptions::default();
    let mut g = Skirmish::new_game(&o, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let h = (seed % 2) as u8;
    println!("heuristic is seat {h}");
    while let ToMove::Seats(s) = g.to_move() {
        let seat = s.first().unwrap();
        let a = if seat == h {
            autoplay::choose(&g, seat, &mut rng).unwrap()
        } else {
            *g.legal_actions(seat).choose(&mut rng).unwrap()
        };
        let ev = g.apply(seat, &a).unwrap();
        for e in &ev {
            println!("{}", g.event_text(e));
        }
        if matches!(ev.last(), Some(Event::TurnEnded { .. })) && seat == h {
            println!("{}", view::render(&g));
        }
    }
}
