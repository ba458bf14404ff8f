//! Runs every scenario file in `tests/scenarios/` on the shared runner, checking each
//! citation of RULINGS.md. `SCENARIO=part-of-a-name` runs some.

use coinop_tanks::Tanks;
use std::path::Path;

#[test]
fn all_scenarios_pass() {
    let root = env!("CARGO_MANIFEST_DIR");
    let rulings = std::fs::read_to_string(format!("{root}/RULINGS.md")).expect("RULINGS.md");
    coinop_scenario::check_dir::<Tanks>(&Path::new(root).join("tests/scenarios"), Some(&rulings));
}
