//! The observation tensor: it fits (shape, finite, nothing hidden, not constant) at two,
//! three and four players and in the Shorter introductory game, and its planes hold what
//! `src/tensor.rs` says they do.

use coinop_core::conformance::tensors_fit;
use coinop_core::{Game, Tensor, Viewer};
use coinop_robotanks::hex::Hex;
use coinop_robotanks::{Robotanks, RobotanksOptions};

fn players(players: u8) -> RobotanksOptions {
    RobotanksOptions {
        players,
        ..Default::default()
    }
}

#[test]
fn tensors_fit_every_table() {
    for n in [4, 2, 3] {
        tensors_fit::<Robotanks>(&players(n), 0..3);
    }
    let short = RobotanksOptions {
        introductory: true,
        starting_hand: 12,
        post_loss: 3,
        ..players(4)
    };
    tensors_fit::<Robotanks>(&short, 0..3);
}

#[test]
fn shape_is_the_arenas_for_any_players() {
    for n in [2, 3, 4] {
        assert_eq!(Robotanks::tensor_shape(&players(n)), vec![223, 13, 17]);
    }
}

/// Each viewer finds its own tanks and command post in colour block 0 (planes 2 and 3),
/// the colour across the map in block 2 (planes 26, 27); its own hand from plane 127.
#[test]
fn own_colour_comes_first() {
    let o = players(4);
    let g = Robotanks::new_game(&o, 11).unwrap();
    let mut t = vec![f32::NAN; Robotanks::tensor_len(&o)];
    let at = |t: &[f32], plane: usize, h: Hex| {
        let (c, r) = h.offset();
        t[plane * 221 + r as usize * 17 + c as usize]
    };
    for seat in 0..4u8 {
        g.encode_for(Viewer::Seat(seat), &mut t);
        let mine = g.tanks_of(seat);
        for id in mine.clone() {
            let tank = &g.tanks[id as usize];
            assert_eq!(at(&t, 2, tank.at), 1.0, "seat {seat}: its tank {id}");
            assert_eq!(at(&t, 50 + (id % 4) as usize, tank.at), 1.0, "its number");
            let f = 54 + tank.facing.index() as usize;
            assert_eq!(at(&t, f, tank.at), 1.0, "its facing");
        }
        let colour = g.colour(seat);
        assert_eq!(at(&t, 3, g.arena.command_posts[colour as usize]), 1.0);
        let enemy = colour.enemy() as usize;
        assert_eq!(
            at(&t, 27, g.arena.command_posts[enemy]),
            1.0,
            "across the map"
        );
        let hand = &g.players[seat as usize].hand;
        for (k, c) in coinop_robotanks::cards::Command::ALL.iter().enumerate() {
            let n = hand.iter().filter(|h| *h == c).count();
            assert_eq!(
                at(&t, 127 + k, Hex::new(0, 0)),
                n as f32 / 4.0,
                "hand: {c:?}"
            );
        }
        assert_eq!(at(&t, 111, Hex::new(0, 0)), 1.0, "setup");
        assert_eq!(at(&t, 2 + 4, Hex::new(0, 0)), 1.0, "block 0 plays");
    }
    g.encode_for(Viewer::Spectator, &mut t);
    assert_eq!(at(&t, 126, Hex::new(0, 0)), 1.0);
    assert!(
        (127..159).all(|k| at(&t, k, Hex::new(0, 0)) == 0.0),
        "no hand"
    );
}
