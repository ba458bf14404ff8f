//! Thousands of seeded 2-, 3- and 4-player games under random option sets: they end,
//! conserve every card across hands, programs, the Bank and what is set aside after every
//! action, never show a face-down program card or another's hand, replay bit for bit,
//! and refuse illegal actions without changing anything.

use coinop_core::{ActionError, Game, GameRng, Seat, Viewer, conformance};
use coinop_robotanks::cards::Command;
use coinop_robotanks::state::{Pending, Phase};
use coinop_robotanks::{Action, Event, Robotanks, RobotanksOptions};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// A random set of options that makes a game.
fn random_options(seed: u64) -> RobotanksOptions {
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9));
    RobotanksOptions {
        players: rng.random_range(2..=4),
        introductory: rng.random_bool(0.3),
        starting_hand: [18, 18, 12, 8][rng.random_range(0..4)],
        post_loss: [2, 2, 3][rng.random_range(0..3)],
        fire_area_edges: rng.random_bool(0.8),
        ..Default::default()
    }
}

/// Every card of the deck is somewhere, exactly once.
fn invariants(g: &Robotanks) {
    let mut want = g.deck.cards(g.options.introductory);
    want.sort_unstable();
    let mut all: Vec<Command> = g.bank.clone();
    for p in &g.players {
        all.extend(&p.hand);
        all.extend(&p.set_aside);
        all.extend(&p.initial);
    }
    for k in &g.tanks {
        all.extend(&k.face_up);
        all.extend(&k.program);
        if k.wreck {
            assert_eq!(k.cards(), 0, "a wreck has no program");
        }
    }
    all.extend(&g.traded);
    match &g.pending {
        Some(Pending::Drain { taken, .. }) => all.extend(taken),
        Some(Pending::Virus {
            required, built, ..
        }) => {
            all.extend(required);
            all.extend(built);
        }
        Some(Pending::Target { weapon, .. }) => all.push(*weapon),
        _ => {}
    }
    all.sort_unstable();
    assert_eq!(all, want, "cards are conserved");
    for (s, p) in g.players.iter().enumerate() {
        // Counted once a trade or a command post's drain is whole (RULINGS.md §32).
        let settled = g.traded.is_empty()
            && !matches!(
                g.pending,
                Some(Pending::Drain { .. } | Pending::Virus { .. })
            );
        if g.phase != Phase::Setup && g.end.is_none() && settled {
            assert_eq!(
                p.alive,
                !p.hand.is_empty(),
                "seat {s}: out exactly when the hand is empty"
            );
        }
    }
}

#[test]
fn random_games_end_and_conserve_every_card() {
    // 3,000 games: 600 option sets, 5 seeds each.
    for k in 0..600u64 {
        let o = random_options(k);
        conformance::random_games_end::<Robotanks>(&o, 5, 200_000, invariants);
    }
}
