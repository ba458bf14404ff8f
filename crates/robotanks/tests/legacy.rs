//! Games recorded by engine version 1 (before the walls by Black's and Red's command posts,
//! and before a drain of two alike cards asked which to keep) still verify: the engine
//! replays them on version 1's arena and drain, bit for bit, final hash included.

use coinop_core::{Game, Replay};
use coinop_robotanks::Robotanks;

fn recorded() -> Vec<(String, Replay)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/replays-v1");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("replay folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            (f.display().to_string(), Replay::from_json(&text).unwrap())
        })
        .collect()
}

#[test]
fn version_1_replays_still_verify() {
    let replays = recorded();
    assert!(replays.len() >= 4, "the recorded replays are missing");
    for (f, replay) in &replays {
        assert_eq!(replay.engine_version, 1, "{f}");
        let game: Robotanks = replay
            .play(|_: &Robotanks, _, _, _| {})
            .unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(game.outcome().is_some(), "{f}");
    }
}

/// A table `coinop serve` stored under engine version 1 goes on under version 1's rules
/// through the erased entry the server loads it by; today's rules make another game of
/// the same actions; a version from the future is refused with a reason.
#[test]
fn stored_version_1_tables_load_through_the_erased_entry() {
    let entry = coinop_core::GameEntry::of::<Robotanks>();
    for (f, replay) in recorded() {
        let mut g = (entry.recorded)(1, &replay.options, replay.seed).unwrap();
        for s in &replay.actions {
            g.apply_json(s.seat, &s.action).unwrap();
        }
        assert_eq!(g.state_hash(), replay.final_hash, "{f}");
        let mut now = (entry.recorded)(2, &replay.options, replay.seed).unwrap();
        let same = replay
            .actions
            .iter()
            .all(|s| now.apply_json(s.seat, &s.action).is_ok())
            && now.state_hash() == replay.final_hash;
        assert!(
            !same,
            "{f}: version 2 should not replay version 1's game unchanged"
        );
    }
    let (_, replay) = &recorded()[0];
    let err = (entry.recorded)(3, &replay.options, replay.seed)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("newer than this build"), "{err}");
}
