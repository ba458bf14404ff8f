//! The observation tensor: it fits (shape, finite, nothing hidden, not constant) in the
//! standard game, with every advanced rule, a mission and tanks placed in turn, and its
//! planes hold what `src/tensor.rs` says they do.

use coinop_core::conformance::tensors_fit;
use coinop_core::{Game, Tensor, Viewer};
use coinop_skirmish::options::{AdvancedRules, Missions, Placement};
use coinop_skirmish::{Skirmish, SkirmishOptions};

#[test]
fn tensors_fit_standard_rules_missions_and_placing() {
    tensors_fit::<Skirmish>(&SkirmishOptions::default(), 0..4);
    let all = SkirmishOptions {
        rules: AdvancedRules::all(),
        missions: Missions {
            far_rank: true,
            destroy_walls: true,
            ..Default::default()
        },
        ..Default::default()
    };
    tensors_fit::<Skirmish>(&all, 0..4);
    let pool = SkirmishOptions {
        arena: "centre-pool".into(),
        placement: Placement::InTurn,
        rules: AdvancedRules::all(),
        missions: Missions {
            hold_pool: true,
            ..Default::default()
        },
        ..Default::default()
    };
    tensors_fit::<Skirmish>(&pool, 0..4);
}

#[test]
fn shape_is_the_arenas() {
    assert_eq!(
        Skirmish::tensor_shape(&SkirmishOptions::default()),
        vec![58, 10, 5]
    );
    let o = SkirmishOptions {
        arena: "two-bridges".into(),
        ..Default::default()
    };
    assert_eq!(Skirmish::tensor_shape(&o), vec![58, 11, 7]);
}

/// The seat to move sees its tanks on the "mover" planes, its active tank marked, and the
/// spaces it can reach; the other seat sees the same tanks there, but no moves.
#[test]
fn the_movers_tanks_come_first() {
    let o = SkirmishOptions::default();
    let g = Skirmish::new_game(&o, 3).unwrap();
    let mover = g.to_move().seats().first().unwrap();
    let area = 50;
    let at = |t: &[f32], plane: usize, cell: u16| t[plane * area + cell as usize];
    let mut t = vec![f32::NAN; Skirmish::tensor_len(&o)];
    let start = g.arena.starts[mover as usize][0];
    let enemy = g.arena.starts[1 - mover as usize][2];

    g.encode_for(Viewer::Seat(mover), &mut t);
    assert_eq!(at(&t, 9, start), 1.0, "the mover's tank 1");
    assert_eq!(at(&t, 14, enemy), 1.0, "the other side's tank 3");
    assert_eq!(at(&t, 15, start), 1.0, "6 damage points of 6");
    assert_eq!(at(&t, 19, start), 1.0, "its turn");
    assert_eq!(at(&t, 33, 0), mover as f32, "the mover is Orange");
    assert_eq!(at(&t, 34, 7), 1.0, "6 movement points of 6");
    let reach: f32 = t[24 * area..25 * area].iter().sum();
    assert_eq!(reach as usize, g.observe(Viewer::Seat(mover)).reach.len());
    assert!(reach > 0.0);

    g.encode_for(Viewer::Seat(1 - mover), &mut t);
    assert_eq!(at(&t, 9, start), 1.0, "still the mover's tank");
    assert!(
        t[24 * area..29 * area].iter().all(|&x| x == 0.0),
        "no moves shown"
    );
}
