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
