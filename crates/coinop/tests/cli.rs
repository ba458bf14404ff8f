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
