//! Every scenario file in `tests/scenarios`, each citing its rule.
use coinop_anarcade::{Anarcade, RULINGS_MD};
use std::path::Path;

#[test]
fn scenarios() {
    coinop_scenario::check_dir::<Anarcade>(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        Some(RULINGS_MD),
    );
}
