//! Games that last days: a table whose clock has hours to run sleeps like any idle table,
//! keeping when to wake and whom it waits for; when its clock runs out while it sleeps,
//! the lobby wakes it and the computer moves for the seat, and the game goes on.

mod common;

use coinop_server::lobby::{CreateTable, SeatRequest};
use sqlx::Row;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_of_days_sleeps_and_wakes_when_its_clock_runs_out() {
    let (lobby, _dir) = common::lobby().await;
    let t = lobby
        .create(CreateTable {
            game: "skirmish".into(),
            options: Some(serde_json::json!({"first_player": 0})),
            seats: vec![
                SeatRequest {
                    ai: None,
                    open: false,
                },
                SeatRequest {
                    ai: None,
                    open: false,
                },
            ],
            clock_secs: 24 * 3600,
            name: Some("Ann".into()),
            rated: false,
            chat: None,
        })
        .await
        .unwrap();
    let store = lobby.store().clone();
    // Nobody at it: it sleeps, though its clock runs (a day to go).
    tokio::time::sleep(Duration::from_millis(50)).await;
    let gone = lobby.retire_idle(Duration::ZERO, Duration::ZERO).await;
    assert!(
        gone.contains(&t.id),
        "a day's clock lets it sleep: {gone:?}"
    );
    let row = sqlx::query("SELECT dormant, wake_ms, waiting FROM tables WHERE id = $1")
        .bind(t.id.clone())
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(row.get::<i64, _>(0), 1);
    let wake: i64 = row.get(1);
    let day = 24 * 3600 * 1000;
    let now = coinop_server::store::now_ms() as i64;
    assert!(
        (wake - (now + day)).abs() < 60_000,
        "wakes when the clock runs out: {wake} vs {}",
        now + day
    );
    assert_eq!(
        row.get::<String, _>(2),
        "[0]",
        "it waits for the first player"
    );
    // Nothing is due yet: it stays asleep; whose turn it is, is known without waking it.
    assert!(lobby.wake_due().await.is_empty());
    let accounts = coinop_server::accounts::Accounts::new(store.clone());
    let ann = accounts
        .sign_up("Ann", "correct horse", None)
        .await
        .unwrap()
        .0
        .id;
    assert!(
        accounts
            .hold(&ann, &t.id, t.token.as_deref().unwrap())
            .await
            .unwrap()
    );
    let held = accounts.seats(&ann, 10).await.unwrap();
    assert_eq!(held[0].waiting_asleep, Some(vec![0]));
    assert!(lobby.resident(&t.id).await.is_none(), "still asleep");

    // A day passes (the table made a day ago, its clock from then): it is woken, and the
    // computer moves for the seat whose time ran out.
    sqlx::query("UPDATE tables SET created_ms = created_ms - $1, wake_ms = $2 WHERE id = $3")
        .bind(day + 1000)
        .bind(now - 1)
        .bind(t.id.clone())
        .execute(store.pool())
        .await
        .unwrap();
    assert_eq!(lobby.wake_due().await, vec![t.id.clone()]);
    let mut ply = 0;
    for _ in 0..100 {
        ply = lobby.table(&t.id).await.unwrap().summary().ply;
        if ply > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(ply > 0, "the clock's stand-in moved");
    let by: String =
        sqlx::query("SELECT decided_by FROM actions WHERE table_id = $1 ORDER BY ply LIMIT 1")
            .bind(t.id.clone())
            .fetch_one(store.pool())
            .await
            .unwrap()
            .get(0);
    assert_eq!(by, "clock");
}
