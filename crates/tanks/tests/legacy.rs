//! Replays recorded by engine version 1 (before the readings of RULINGS.md §53–§58 were
//! settled) still verify: the engine replays them under the readings of their time,
//! bit for bit, final hash included.

use coinop_core::conformance;
use coinop_tanks::Tanks;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/replays-v1");

#[test]
fn version_1_replays_still_verify() {
    conformance::old_replays_verify::<Tanks>(DIR, 1, 6);
}

/// A table `coinop serve` stored under engine version 1 goes on under version 1's
/// readings: the erased entry the server loads it through plays its actions to the same
/// final hash, and refuses a version it does not know with a reason.
#[test]
fn stored_version_1_tables_load_through_the_erased_entry() {
    conformance::old_tables_load::<Tanks>(DIR, 1, Some(&["p2-tanks-22.json"]));
}
