//! The browser tests (`tests/browser/*.test.mjs`): Debian's Chromium driven by
//! playwright-core against this crate's `coinop serve`. They need Node.js, `npm ci` in
//! `tests/browser` and `/usr/bin/chromium`; `.ci/run` installs them and sets
//! `COINOP_REQUIRE_BROWSER=1`, so in CI they always run. Elsewhere, without those
//! tools, the test says what is missing and passes.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn the_site_works_in_a_real_browser() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("tests/browser");
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let mut missing = Vec::new();
    if Command::new("node").arg("--version").output().is_err() {
        missing.push("Node.js (`node`)");
    }
    if !dir.join("node_modules/playwright-core").exists() {
        missing.push("playwright-core (`npm ci --prefix tests/browser`)");
    }
    if !PathBuf::from(&chromium).exists() {
        missing.push("Chromium (`apt-get install chromium`)");
    }
    if !missing.is_empty() {
        assert!(
            std::env::var_os("COINOP_REQUIRE_BROWSER").is_none(),
            "browser tests required but missing: {}",
            missing.join(", ")
        );
        eprintln!(
            "browser tests skipped; to run them install: {}",
            missing.join(", ")
        );
        return;
    }
    let artifacts = root.join("target/browser-artifacts");
    let status = Command::new("node")
        .args(["--test", "--test-concurrency=1"])
        .current_dir(&dir)
        .env("COINOP_BIN", env!("CARGO_BIN_EXE_coinop"))
        .env("COINOP_ARTIFACTS", &artifacts)
        .env("CHROMIUM", &chromium)
        .status()
        .expect("node runs");
    assert!(
        status.success(),
        "browser tests failed (screenshots in {})",
        artifacts.display()
    );
}
