//! Every scenario file in `tests/scenarios`, each citing its rule.
use coinop_skirmish::{RULINGS_MD, Skirmish};
use std::path::Path;

#[test]
fn scenarios() {
    coinop_scenario::check_dir::<Skirmish>(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        Some(RULINGS_MD),
    );
}
