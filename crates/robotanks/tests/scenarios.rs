//! Every scenario file in `tests/scenarios`, each citing its rule.
use coinop_robotanks::{RULINGS_MD, Robotanks};
use std::path::Path;

#[test]
fn scenarios() {
    coinop_scenario::check_dir::<Robotanks>(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        Some(RULINGS_MD),
    );
}
