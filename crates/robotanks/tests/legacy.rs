//! Games recorded by engine version 1 (before the walls by Black's and Red's command posts,
//! and before a drain of two alike cards asked which to keep) still verify: the engine
//! replays them on version 1's arena and drain, bit for bit, final hash included.

use coinop_core::conformance;
use coinop_robotanks::Robotanks;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/replays-v1");

#[test]
fn version_1_replays_still_verify() {
    conformance::old_replays_verify::<Robotanks>(DIR, 1, 4);
}

/// A table `coinop serve` stored under engine version 1 goes on under version 1's rules
/// through the erased entry the server loads it by; today's rules make another game of
/// each one's actions; a version from the future is refused with a reason.
#[test]
fn stored_version_1_tables_load_through_the_erased_entry() {
    conformance::old_tables_load::<Robotanks>(DIR, 1, None);
}
