//! The observation tensor: it fits (shape, finite, nothing hidden, not constant) at every
//! player count and board size, and its planes hold what `src/tensor.rs` says they do.

use coinop_core::conformance::tensors_fit;
use coinop_core::{Game, Tensor, Viewer};
use coinop_tanks::{Action, Tanks, TanksOptions};

fn players(players: u8, boxes: u8) -> TanksOptions {
    let mut o = TanksOptions {
        players,
        ..Default::default()
    };
    o.board.boxes = boxes;
    o
}

#[test]
fn tensors_fit_every_table() {
    for (p, boxes) in [(2, 1), (1, 1), (4, 1), (4, 2)] {
        tensors_fit::<Tanks>(&players(p, boxes), 0..3);
    }
}

#[test]
fn shape_follows_players_and_boxes() {
    assert_eq!(Tanks::tensor_shape(&players(2, 1)), vec![135, 12, 12]);
    assert_eq!(Tanks::tensor_shape(&players(1, 1)), vec![97, 12, 12]);
    assert_eq!(Tanks::tensor_shape(&players(6, 2)), vec![287, 12, 24]);
}

/// A tank placed shows on its owner's seat block, which is the first for its owner and
/// the second for the other seat; the owner's hand shows only to the owner.
#[test]
fn own_tank_and_hand_are_the_viewers() {
    let o = players(2, 1);
    let mut g = Tanks::new_game(&o, 7).unwrap();
    let seat = g.to_move().seats().first().unwrap();
    let placed = g
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::PlaceTank { .. }))
        .expect("a tank to place first");
    let Action::PlaceTank { cell, facing } = placed else {
        unreachable!()
    };
    g.apply(seat, &placed).unwrap();
    let area = 144;
    let at = |t: &[f32], plane: usize, cell: u16| t[plane * area + cell as usize];
    let mut t = vec![f32::NAN; Tanks::tensor_len(&o)];

    g.encode_for(Viewer::Seat(seat), &mut t);
    assert_eq!(at(&t, 59, cell), 1.0, "the viewer's own tank, seat block 0");
    assert_eq!(at(&t, 59 + 38, cell), 0.0);
    assert_eq!(
        at(&t, 32 + facing.index() as usize, cell),
        1.0,
        "its facing"
    );
    assert_eq!(at(&t, 60, 0), 1.0, "seat block 0: tank on the board");
    assert_eq!(at(&t, 52, 0), 0.0, "not a spectator");
    let hand = g.players[seat as usize].hand;
    for k in 0..6 {
        assert_eq!(at(&t, 53 + k, 5), hand.0[k] as f32 / 4.0, "hand card {k}");
    }
    assert_eq!(at(&t, 59 + 8, 0), hand.total() as f32 / 7.0);

    let other = 1 - seat;
    g.encode_for(Viewer::Seat(other), &mut t);
    assert_eq!(at(&t, 59, cell), 0.0);
    assert_eq!(
        at(&t, 59 + 38, cell),
        1.0,
        "the other seat's tank, seat block 1"
    );
    let other_hand = g.players[other as usize].hand;
    assert_eq!(at(&t, 53 + 1, 0), other_hand.0[1] as f32 / 4.0);

    g.encode_for(Viewer::Spectator, &mut t);
    assert_eq!(
        at(&t, 59 + 38 * seat as usize, cell),
        1.0,
        "spectators: seat 0 first"
    );
    assert_eq!(at(&t, 52, 3), 1.0);
    assert!(
        (53..59).all(|p| at(&t, p, 0) == 0.0),
        "no hand for a spectator"
    );
}
