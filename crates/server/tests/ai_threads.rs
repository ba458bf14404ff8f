//! AI seats share the machine: however many AI tables there are, no more decisions think
//! at once than the limit (one per core by default; one here, in a process of its own so
//! that the limit can be set before any table thinks).

mod common;

use coinop_server::lobby::{CreateTable, SeatRequest};
use coinop_server::thinking;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ai_tables_take_turns_thinking() {
    assert!(thinking::set_max_thinking(1));
    let (lobby, _dir) = common::lobby().await;
    let ai = || SeatRequest {
        ai: Some("easy".into()),
        open: false,
    };
    let mut ids = Vec::new();
    for _ in 0..8 {
        let c = lobby
            .create(CreateTable {
                rated: false,
                chat: None,
                game: "tanks".into(),
                options: Some(json!({"players": 4})),
                seats: vec![ai(), ai(), ai(), ai()],
                clock_secs: 0,
                name: None,
            })
            .await
            .unwrap();
        ids.push(c.id);
    }
    let deadline = tokio::time::Instant::now() + Duration::from_secs(300);
    for id in &ids {
        let t = lobby.table(id).await.unwrap();
        while t.summary().status != "finished" {
            assert!(
                tokio::time::Instant::now() < deadline,
                "table {id} did not end"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    // Thirty-two AI seats at eight tables wanted to think all the time; one at a time did.
    assert_eq!(thinking::thinking_peak(), 1);
    assert_eq!(thinking::max_thinking(), 1);
}
