//! Runs every scenario file in `tests/scenarios/`.

use coinop_tanks::scenario::Scenario;

#[test]
fn all_scenarios_pass() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("scenario folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    // SCENARIO=part-of-a-name runs only the matching files.
    if let Ok(only) = std::env::var("SCENARIO") {
        files.retain(|f| f.to_string_lossy().contains(&only));
    }
    assert!(!files.is_empty(), "no scenario files");
    let mut failed = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        match Scenario::parse(&text) {
            Err(e) => failed.push(format!("{name}: does not parse: {e}")),
            Ok(s) => {
                let r = s.check();
                if !r.failures.is_empty() {
                    failed.push(format!(
                        "{name} ({}):\n  {}\n  log:\n    {}",
                        s.rule,
                        r.failures.join("\n  "),
                        r.log.join("\n    ")
                    ));
                }
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n\n")
    );
}
