//! `coinop load` as CI runs it: a short run against a server of its own, every kind of
//! client at once, no errors, and the figures in its JSON.

use std::process::Command;

#[test]
fn a_short_load_runs_clean_and_reports_its_figures() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("load.json");
    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args([
            "load",
            "--seconds",
            "20",
            "--people-tables",
            "6",
            "--ai-tables",
            "2",
            "--spectators",
            "20",
            "--churn-per-second",
            "2",
            "--slow-readers",
            "2",
            "--idle",
            "10",
            "--json",
        ])
        .arg(&json)
        .output()
        .expect("the coinop binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "coinop load failed:\n{stdout}\n{stderr}"
    );
    let text = std::fs::read_to_string(&json).unwrap();
    let f: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(f["errors"], 0, "{text}");
    assert_eq!(f["connection_failures"], 0, "{text}");
    assert!(f["actions_acknowledged"].as_u64().unwrap() > 0, "{text}");
    assert!(f["actions_per_second"].as_f64().unwrap() > 0.0, "{text}");
    for latency in ["ack_latency_ms", "update_latency_ms"] {
        for q in ["count", "p50", "p99", "max"] {
            assert!(f[latency][q].is_number(), "{latency}.{q}: {text}");
        }
    }
    assert!(
        f["update_latency_ms"]["count"].as_u64().unwrap() > 0,
        "{text}"
    );
    // 6 × 2 players, 2 AI tables' players, 20 spectators, 2 slow readers, 10 idle.
    assert!(f["connections_opened"].as_u64().unwrap() >= 46, "{text}");
    for count in [
        "stale_moves",
        "games_finished",
        "slow_readers_closed",
        "updates_missed",
    ] {
        assert!(f[count].is_u64(), "{count}: {text}");
    }
    let server = &f["server"];
    for figure in [
        "cpu_percent",
        "rss_kib_start",
        "rss_kib_after_ramp",
        "rss_kib_end",
        "rss_kib_peak",
        "idle_bytes_per_connection",
    ] {
        assert!(server[figure].is_number(), "server.{figure}: {text}");
    }
    assert!(stdout.contains("ack latency"), "{stdout}");
}
