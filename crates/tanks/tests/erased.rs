//! The type-erased API front ends use: any game by name, JSON in and out.

use coinop_core::{GameEntry, Viewer};
use coinop_tanks::{Tanks, TanksOptions};

#[test]
fn a_game_made_by_name_plays_through_json() {
    let entry = GameEntry::of::<Tanks>();
    assert_eq!(entry.name, "tanks");
    let mut options = (entry.default_options)();
    options["players"] = 3.into();
    let mut g = (entry.new_game)(&options, 11).unwrap();
    assert_eq!(g.num_seats(), 3);
    let bad = serde_json::json!({"players": 9});
    assert!((entry.new_game)(&bad, 1).is_err());
    assert!((entry.new_game)(&serde_json::json!({"no_such_option": 1}), 1).is_err());
    let mut steps = 0;
    while let Some(seat) = g.to_move().seats().first() {
        let ids = g.legal_action_ids(seat);
        let texts = g.action_texts(seat, coinop_core::Lang::EN);
        assert_eq!(ids.len(), texts.len());
        let events = if steps % 2 == 0 {
            g.apply_id(seat, ids[steps % ids.len()]).unwrap()
        } else {
            g.apply_text(seat, &texts[steps % texts.len()]).unwrap()
        };
        let seen = g.events_for(&events, Viewer::Spectator);
        assert_eq!(seen.len(), events.len());
        steps += 1;
        if steps > 3000 {
            break;
        }
    }
    // Malformed and illegal input get errors and change nothing.
    let before = g.state_hash();
    assert!(
        g.apply_json(0, &serde_json::json!({"Nonsense": 1}))
            .is_err()
    );
    assert!(g.apply_text(0, "m9 Q").is_err());
    assert!(g.apply_id(0, u32::MAX).is_err());
    assert_eq!(g.state_hash(), before);
    let obs = g.observe(Viewer::Seat(1));
    assert!(
        obs["players"][0]["hand"].is_null(),
        "another seat's hand is hidden"
    );
    assert!(obs["players"][1]["hand"].is_object());
    let copy = g.clone_box();
    assert_eq!(copy.state_hash(), g.state_hash());
    assert!(!g.board_text(Viewer::Spectator).is_empty());
}

/// Replaces every number in `v` by one of the awkward values, chosen by `pick`.
fn mangle(v: &mut serde_json::Value, pick: &mut impl FnMut() -> serde_json::Value) {
    match v {
        serde_json::Value::Number(_) => *v = pick(),
        serde_json::Value::Array(a) => a.iter_mut().for_each(|x| mangle(x, pick)),
        serde_json::Value::Object(o) => o.values_mut().for_each(|x| mangle(x, pick)),
        _ => {}
    }
}

/// Whatever a client or a stored log sends — real actions and events with their numbers
/// replaced by edge values (off the board, past a seat, past a type's range) — every
/// entry point of the erased API answers without panicking, and an error leaves the game
/// as it was.
#[test]
fn mangled_actions_and_events_never_panic_and_errors_change_nothing() {
    use rand::{RngExt, SeedableRng};
    let awkward: Vec<serde_json::Value> = [
        0i64,
        1,
        2,
        3,
        7,
        17,
        18,
        143,
        144,
        255,
        256,
        287,
        288,
        1151,
        65_534,
        65_535,
        65_536,
        4_294_967_295,
        -1,
    ]
    .into_iter()
    .map(Into::into)
    .collect();
    let entry = GameEntry::of::<Tanks>();
    let mut rng = coinop_core::GameRng::seed_from_u64(5);
    let mut checked = 0;
    for (players, seed) in [(1, 1), (2, 2), (4, 3), (6, 4), (13, 5)] {
        let mut options = (entry.default_options)();
        options["players"] = players.into();
        options["board"]["boxes"] = TanksOptions::boxes_for(players).into();
        let mut g = (entry.new_game)(&options, seed).unwrap();
        let mut events: Vec<serde_json::Value> = Vec::new();
        for _ in 0..400 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            for a in legal.iter().take(6) {
                let mut bad = a.clone();
                mangle(&mut bad, &mut || {
                    awkward[rng.random_range(0..awkward.len())].clone()
                });
                let any_seat = [seat, 0, 1, 7, 15, 255][rng.random_range(0..6)];
                let before = g.state_hash();
                let mut h = g.clone_box();
                if h.apply_json(any_seat, &bad).is_err() {
                    assert_eq!(h.state_hash(), before, "{bad} changed the game");
                }
                let _ = g.preview(any_seat, std::slice::from_ref(&bad));
                let _ = g.canonical_action(&bad);
                let _ = g.is_tentative_json(&bad);
                let mut h = g.clone_box();
                if h.apply_id(any_seat, rng.random()).is_err() {
                    assert_eq!(h.state_hash(), before);
                }
                assert_eq!(g.state_hash(), before);
                checked += 1;
            }
            for e in events.iter().take(6) {
                let mut bad = e.clone();
                mangle(&mut bad, &mut || {
                    awkward[rng.random_range(0..awkward.len())].clone()
                });
                let mut teller = coinop_core::words::Teller::default();
                let _ = teller.tell(&*g.voice(Viewer::Spectator, coinop_core::Lang::EN), &bad);
                let _ = g.events_for(std::slice::from_ref(&bad), Viewer::Seat(255));
            }
            let pick = &legal[rng.random_range(0..legal.len())];
            events = g.apply_json(seat, pick).unwrap();
        }
    }
    assert!(checked > 1000, "only {checked} mangled actions were tried");
}
