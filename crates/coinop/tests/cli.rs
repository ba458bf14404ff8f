//! The `coinop` command line as a user runs it: `sim` gives the same report on any
//! number of threads, and the replays it writes check out with `coinop replay`.

use std::process::Command;

fn coinop(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(args)
        .output()
        .expect("the coinop binary runs");
    assert!(
        out.status.success(),
        "coinop {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The report without its timing line.
fn figures(report: &str) -> String {
    report
        .lines()
        .filter(|l| !l.contains("games/s"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sim_reports_the_same_games_on_any_number_of_threads_and_its_replays_verify() {
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    let base = [
        "sim",
        "tanks",
        "--games",
        "12",
        "--players",
        "3",
        "--seed",
        "40",
        "--ai",
        "simple",
    ];
    let one = coinop(&[&base[..], &["--threads", "1", "--replays", replays]].concat());
    let three = coinop(&[&base[..], &["--threads", "3"]].concat());
    assert!(one.contains("12 games of Arcade Tanks, 3 players, simple AI, seed 40"));
    assert!(one.contains("1 thread"), "{one}");
    assert!(three.contains("3 threads"), "{three}");
    assert!(one.contains("how games ended"));
    assert_eq!(figures(&one), figures(&three));

    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 12);
    for f in &files {
        let out = coinop(&["replay", "--quiet", f.to_str().unwrap()]);
        assert!(out.starts_with("replay OK:"), "{}: {out}", f.display());
    }
}

/// `coinop balance`: the same figures on any number of threads, settings chosen by
/// name, every output written, a significant difference found where there must be one
/// (Avalanche's top-up plus one brings more bots), and an unknown setting refused.
#[test]
fn balance_reports_settings_with_intervals_and_writes_every_output() {
    let dir = tempfile::tempdir().unwrap();
    let path = |f: &str| dir.path().join(f).to_str().unwrap().to_string();
    let (html, json, csv) = (path("b.html"), path("b.json"), path("b.csv"));
    let base = [
        "balance",
        "tanks",
        "--games",
        "300",
        "--seed",
        "3",
        "--settings",
        "avalanche-top-up,second_maneuvers",
    ];
    let one = coinop(
        &[
            &base[..],
            &[
                "--threads",
                "1",
                "--html",
                &html,
                "--json",
                &json,
                "--csv",
                &csv,
            ],
        ]
        .concat(),
    );
    let two = coinop(&[&base[..], &["--threads", "2"]].concat());
    let table = |s: &str| {
        s.lines()
            .filter(|l| !l.contains("balance:") && !l.starts_with("wrote"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(table(&one), table(&two));
    assert!(one.contains("baseline: the standard rules"), "{one}");
    assert!(one.contains("avalanche_top_up — "), "{one}");
    // Rules the heuristic never meets leave every game as it was, and say so.
    assert!(
        one.lines().any(|l| l.starts_with("second_maneuvers=InTurn")
            && l.contains("= every game as the baseline's")),
        "{one}"
    );
    assert!(one.contains("bots entering per game"), "{one}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.starts_with("<!doctype html>") && page.contains("<svg"),
        "{page:.200}"
    );
    // Self-contained: nothing fetched; the only address is SVG's namespace.
    assert_eq!(
        page.matches("http").count(),
        page.matches("http://www.w3.org/2000/svg").count()
    );
    assert!(!page.contains("<script") && !page.contains("<link"));
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["settings"].as_array().unwrap().len(), 3);
    assert_eq!(report["games_per_setting"], 300);
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert!(rows.starts_with("setting,metric,value,low,high,baseline,p,p_holm,significant"));
    assert!(
        rows.lines()
            .any(|l| l.starts_with("avalanche_top_up,bots entering per game,"))
    );
    // An ending that never happens under a setting is a rate of 0, not a missing row.
    assert!(rows.lines().any(|l| l.starts_with("baseline,ends: ")));

    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(["balance", "tanks", "--settings", "no_such"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no setting \"no_such\""));
}

/// Arguments a user can get wrong are refused with a reason, before any work, never
/// with a panic.
#[test]
fn wrong_arguments_are_refused_with_a_reason() {
    let refused = |args: &[&str], want: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    };
    refused(
        &["sim", "tanks", "--games", "0"],
        "--games must be at least 1",
    );
    refused(
        &["balance", "tanks", "--games", "0"],
        "--games must be at least 1",
    );
    refused(
        &["sim", "tanks", "--options", "[2,0]"],
        "must be a JSON object",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--agents",
            "easy,easy,easy",
            "--players",
            "2",
        ],
        "--players 2 but 3 agents",
    );
    refused(
        &[
            "sim",
            "tanks",
            "--options",
            r#"{"tiles_ron":"x"}"#,
            "--games",
            "2",
        ],
        "tiles",
    );
    refused(
        &[
            "arena",
            "tanks",
            "--agents",
            "easy,easy",
            "--options",
            r#"{"tiles_ron":"x"}"#,
        ],
        "tiles",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--html",
            "/nonexistent-dir/b.html",
            "--games",
            "5",
        ],
        "cannot write /nonexistent-dir/b.html",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--variant",
            "avalanche",
            "--settings",
            "avalanche",
        ],
        "part of the baseline",
    );
}
