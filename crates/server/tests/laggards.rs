//! Issue 14, points 1 and 2: a connection too slow to take what the table sends it is
//! dropped. When it was a seat's last connection, the seat is offline: the lobby's
//! summary says so, and every other connection is told, as when a player leaves. (It
//! used to be told to nobody: the seat's `Disconnect` came after the drop and found
//! nothing left to change, so watchers saw the player online until the next move.)

use coinop_server::lobby::{CreateTable, SeatRequest};
use coinop_server::protocol::Outgoing;
use coinop_server::table::Command;
use coinop_server::{Lobby, Store};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_dropped_for_falling_behind_is_told_offline_to_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let lobby = Arc::new(Lobby::open(Store::open(&url).await.unwrap()).await.unwrap());
    let person = |open| SeatRequest { ai: None, open };
    let created = lobby
        .create(CreateTable {
            game: "tanks".into(),
            options: None,
            seats: vec![person(false), person(true)],
            clock_secs: 0,
            name: Some("Ann".into()),
        })
        .await
        .unwrap();
    let id = created.id.clone();
    let connect = |conn: u64, token: Option<String>, room: usize| {
        let lobby = lobby.clone();
        let id = id.clone();
        async move {
            let (out, inbox) = mpsc::channel::<Outgoing>(room);
            let (_, viewer) = lobby
                .ask(&id, |reply| Command::Connect {
                    conn,
                    token: token.clone(),
                    out: out.clone(),
                    reply,
                })
                .await
                .unwrap();
            viewer.unwrap();
            inbox
        }
    };
    let mut watcher = connect(2, None, 64).await;
    assert_eq!(next(&mut watcher).await["type"], "state");
    // Ann's connection has room for two messages, which the state and her seat coming
    // online fill: it never reads.
    let mut ann = connect(1, created.token.clone(), 2).await;
    let m = next(&mut watcher).await;
    assert_eq!(m["table"]["seats"][0]["online"], true, "{m}");
    // Someone takes the open seat: a seat change, told to every connection. Ann's has
    // no room for it, and is dropped.
    let (_, joined) = lobby
        .ask(&id, |reply| Command::Join {
            seat: None,
            invite: None,
            name: "Bob".into(),
            reply,
        })
        .await
        .unwrap();
    assert_eq!(joined.unwrap().0, 1);
    let m = next(&mut watcher).await;
    assert_eq!(m["table"]["seats"][1]["claimed"], true, "{m}");
    // Then it hears Ann's seat go offline, and the lobby lists her so.
    let m = next(&mut watcher).await;
    assert_eq!(m["type"], "table", "{m}");
    assert_eq!(m["table"]["seats"][0]["online"], false, "{m}");
    assert!(!lobby.table(&id).await.unwrap().summary().seats[0].online);
    // Ann's connection holds what it had room for, and is closed.
    assert_eq!(next(&mut ann).await["type"], "state");
    assert_eq!(next(&mut ann).await["type"], "table");
    assert!(
        ann.recv().await.is_none(),
        "Ann's connection is still served"
    );
}

/// The next message on a connection, within 5 s.
async fn next(inbox: &mut mpsc::Receiver<Outgoing>) -> Value {
    let out = tokio::time::timeout(Duration::from_secs(5), inbox.recv())
        .await
        .expect("a message within 5 s")
        .expect("the connection is open");
    serde_json::from_str(&out.text).unwrap()
}
