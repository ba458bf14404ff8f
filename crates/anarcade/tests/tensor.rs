//! The observation tensor: it fits (shape, finite, nothing hidden, not constant) at two,
//! three and four players and with open stacks, and its features hold what
//! `src/tensor.rs` says they do.

use coinop_anarcade::{Anarcade, AnarcadeOptions};
use coinop_core::conformance::tensors_fit;
use coinop_core::{Game, Tensor, Viewer};

fn players(players: u8) -> AnarcadeOptions {
    AnarcadeOptions {
        players,
        ..Default::default()
    }
}

#[test]
fn tensors_fit_every_table() {
    for n in [2, 3, 4] {
        tensors_fit::<Anarcade>(&players(n), 0..4);
    }
    let open = AnarcadeOptions {
        open_stacks: true,
        compulsory_draws: true,
        catch_up_credits: 1,
        ..players(3)
    };
    tensors_fit::<Anarcade>(&open, 0..3);
}

#[test]
fn shape_follows_players() {
    assert_eq!(Anarcade::tensor_shape(&players(2)), vec![350]);
    assert_eq!(Anarcade::tensor_shape(&players(4)), vec![464]);
}

/// With our card set (24 designs, 10 Arcade Cards): the cards in play at 44…68, the hand
/// at 68…92, the stacks' cards left at 92…116, seat blocks of 57 from 236. The first
/// turn has begun: the mover's hand is laid out, the other seat holds its next hand.
#[test]
fn own_hand_and_seat_come_first() {
    let o = players(2);
    let g = Anarcade::new_game(&o, 5).unwrap();
    let mover = g.current;
    let other = 1 - mover;
    let mut t = vec![f32::NAN; Anarcade::tensor_len(&o)];
    let per_design = |cards: &[u8], per: f32| {
        let mut v = [0.0f32; 24];
        for &c in cards {
            v[c as usize] += 1.0 / per;
        }
        v
    };

    g.encode_for(Viewer::Seat(other), &mut t);
    let hand = &g.players[other as usize].hand;
    assert_eq!(hand.len(), 3);
    assert_eq!(
        &t[68..92],
        &per_design(hand, 3.0),
        "the viewer's hand per design"
    );
    assert_eq!(t[236], 0.0, "seat block 0, the viewer, is not to move");
    assert_eq!(t[236 + 57], 1.0, "seat block 1, the mover, is");
    assert_eq!(t[236 + 6], 1.0, "3 cards in hand / 3");
    assert_eq!(t[236 + 8], 0.2, "6 Starter Cards owned / 30");
    assert_eq!(
        &t[44..68],
        &per_design(&g.turn.in_play, 4.0),
        "the cards in play"
    );
    let left = &t[92..116];
    assert_eq!(
        left.iter().filter(|&&x| x == 1.0).count(),
        21,
        "every Action design"
    );
    assert!(left.iter().all(|&x| x == 0.0 || x == 1.0));
    let arcade = g.arcade.unwrap() as usize;
    assert_eq!(t[10], g.cards.arcade[arcade].high_score as f32 / 20.0);
    assert_eq!(t[16 + arcade], 1.0, "the face-up Arcade Card");

    g.encode_for(Viewer::Seat(mover), &mut t);
    assert_eq!(t[236], 1.0, "the mover's own block is 0");
    assert_eq!(t[236 + 57], 0.0);
    assert_eq!(t[236 + 57 + 6], 1.0, "the other's hand: 3 cards");
    assert!(
        t[68..92].iter().all(|&x| x == 0.0),
        "the mover's hand is laid out"
    );

    g.encode_for(Viewer::Spectator, &mut t);
    assert_eq!(t[4], 1.0);
    assert!(
        t[68..92].iter().all(|&x| x == 0.0),
        "no hand for a spectator"
    );
}
