//! Replays recorded by engine version 1 (before the readings of RULINGS.md §53–§58 were
//! settled) still verify: the engine replays them under the readings of their time,
//! bit for bit, final hash included.

use coinop_core::Replay;
use coinop_tanks::Tanks;

#[test]
fn version_1_replays_still_verify() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/replays-v1");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("replay folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "the recorded replays are missing");
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let replay = Replay::from_json(&text).unwrap();
        assert_eq!(replay.engine_version, 1, "{}", f.display());
        let game: Tanks = replay
            .play(|_: &Tanks, _, _, _| {})
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(game.is_over(), "{}", f.display());
    }
}

/// A table `coinop serve` stored under engine version 1 goes on under version 1's
/// readings: the erased entry the server loads it through plays its actions to the same
/// final hash, and refuses a version it does not know with a reason.
#[test]
fn stored_version_1_tables_load_through_the_erased_entry() {
    let entry = coinop_core::GameEntry::of::<Tanks>();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/replays-v1");
    let text = std::fs::read_to_string(format!("{dir}/p2-tanks-22.json")).unwrap();
    let replay = Replay::from_json(&text).unwrap();
    let mut g = (entry.recorded)(1, &replay.options, replay.seed).unwrap();
    for s in &replay.actions {
        g.apply_json(s.seat, &s.action).unwrap();
    }
    assert_eq!(g.state_hash(), replay.final_hash);
    // The same actions under today's readings are another game.
    let mut now = (entry.recorded)(2, &replay.options, replay.seed).unwrap();
    let same = replay
        .actions
        .iter()
        .all(|s| now.apply_json(s.seat, &s.action).is_ok())
        && now.state_hash() == replay.final_hash;
    assert!(
        !same,
        "version 2 should not replay version 1's game unchanged"
    );
    let err = (entry.recorded)(3, &replay.options, replay.seed)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("newer than this build"), "{err}");
}
