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

/// The page's modules type-check against the contract (`crates/server/web/types.js`),
/// and every hosted game's module against `GameModule`: `tsc --checkJs --noEmit` over
/// the site's own files, so the site still needs no build step.
#[test]
fn the_client_type_checks_against_its_contract() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tsc = root.join("tests/browser/node_modules/typescript/bin/tsc");
    if !tsc.exists() || Command::new("node").arg("--version").output().is_err() {
        assert!(
            std::env::var_os("COINOP_REQUIRE_BROWSER").is_none(),
            "the type check is required but TypeScript is missing (`npm ci --prefix tests/browser`)"
        );
        eprintln!("type check skipped: `npm ci --prefix tests/browser` installs TypeScript");
        return;
    }
    // Each hosted game's module, held to the contract: made from the one list of games,
    // so a new game is checked without a word here.
    let dir = root.join("target/tsc");
    std::fs::create_dir_all(&dir).unwrap();
    let web = root.join("crates/server/web").canonicalize().unwrap();
    let games = coinop_games::names();
    let mut contract = String::from(
        "// @ts-check\n// Written by crates/coinop/tests/browser.rs: every hosted game's module, held to the contract.\n",
    );
    for g in &games {
        contract.push_str(&format!(
            "import {g} from '{}';\n",
            web.join(format!("{g}.js")).display()
        ));
    }
    contract.push_str(&format!(
        "/** @type {{import('{}').GameModule[]}} */\nexport const hosted = [{}];\n",
        web.join("types.js").display(),
        games.join(", ")
    ));
    std::fs::write(dir.join("contract.js"), contract).unwrap();
    let config = serde_json::json!({
        "extends": root.join("tests/browser/tsconfig.json").canonicalize().unwrap(),
        "include": [web.join("*.js"), dir.join("contract.js")],
    });
    std::fs::write(dir.join("tsconfig.json"), config.to_string()).unwrap();
    let out = Command::new("node")
        .arg(&tsc)
        .args([
            "-p",
            dir.join("tsconfig.json").to_str().unwrap(),
            "--pretty",
            "false",
        ])
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "the browser client does not type-check:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
