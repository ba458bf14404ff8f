//! The type-erased API front ends use: any game by name, JSON in and out.

use coinop_core::{GameEntry, Viewer};
use coinop_tanks::Tanks;

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
        let texts = g.action_texts(seat);
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
    assert!(!g.render_text(Viewer::Spectator).is_empty());
}
