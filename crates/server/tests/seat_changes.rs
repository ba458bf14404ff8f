//! Issue 14, point 2: a seat taken, given up, coming online or going away is told to
//! every connection in one small message, coalesced; these are the ways it could go
//! untold.

mod common;

use coinop_server::Lobby;
use coinop_server::lobby::{CreateTable, SeatRequest};
use coinop_server::protocol::Outgoing;
use coinop_server::table::Command;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// A connection too slow to take what the table sends it is dropped (issue 14, point 1).
/// When it was a seat's last connection, the seat is offline: the lobby's summary says
/// so, and every other connection is told, as when a player leaves. (It used to be told
/// to nobody: the seat's `Disconnect` came after the drop and found nothing left to
/// change, so watchers saw the player online until the next move.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_dropped_for_falling_behind_is_told_offline_to_the_others() {
    // Ann's connection has room for three messages, which the state, the chat so far and
    // her seat coming online fill: it never reads.
    let Scene {
        lobby,
        _dir,
        id,
        mut watcher,
        mut ann,
    } = a_watcher_then_ann_online(3).await;
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
    assert_eq!(next(&mut ann).await["type"], "chat_history");
    assert_eq!(next(&mut ann).await["type"], "table");
    assert!(
        ann.recv().await.is_none(),
        "Ann's connection is still served"
    );
}

/// A seat change waits for the commands queued behind it, so that many make one message;
/// but when the last of them is one that tells nobody anything (the lobby asking an idle
/// table whether it may retire), the change must still go out. (On one thread, so both
/// commands are queued before the table handles either.)
#[tokio::test(flavor = "current_thread")]
async fn a_seat_change_is_told_even_when_no_command_follows_it() {
    let Scene {
        lobby,
        _dir,
        id,
        mut watcher,
        ann: _ann,
    } = a_watcher_then_ann_online(64).await;
    let table = lobby.table(&id).await.unwrap();
    table.tell(Command::Disconnect { conn: 1 }).await;
    let retired = table
        .ask(|reply| Command::Retire {
            idle: Duration::ZERO,
            reply,
        })
        .await;
    assert_eq!(retired, Ok(false));
    let m = next(&mut watcher).await;
    assert_eq!(m["type"], "table", "{m}");
    assert_eq!(m["table"]["seats"][0]["online"], false, "{m}");
}

/// A table of Ann's with a seat open, a watcher who has its state, and Ann connected
/// with room for `room` messages waiting (connection 1; the watcher's is 2), whom the
/// watcher has heard come online.
struct Scene {
    lobby: Arc<Lobby>,
    _dir: tempfile::TempDir,
    id: String,
    watcher: mpsc::Receiver<Outgoing>,
    ann: mpsc::Receiver<Outgoing>,
}

async fn a_watcher_then_ann_online(room: usize) -> Scene {
    let (lobby, _dir) = common::lobby().await;
    let created = lobby.create(ann_and_an_open_seat()).await.unwrap();
    let id = created.id.clone();
    let mut watcher = connect(&lobby, &id, 2, None, 64).await;
    assert_eq!(next(&mut watcher).await["type"], "state");
    assert_eq!(next(&mut watcher).await["type"], "chat_history");
    let ann = connect(&lobby, &id, 1, created.token.clone(), room).await;
    let m = next(&mut watcher).await;
    assert_eq!(m["table"]["seats"][0]["online"], true, "{m}");
    Scene {
        lobby,
        _dir,
        id,
        watcher,
        ann,
    }
}

/// An Arcade Tanks table of two people: Ann, who made it, and a seat open to anyone.
fn ann_and_an_open_seat() -> CreateTable {
    let person = |open| SeatRequest { ai: None, open };
    CreateTable {
        rated: false,
        chat: None,
        game: "tanks".into(),
        options: None,
        seats: vec![person(false), person(true)],
        clock_secs: 0,
        name: Some("Ann".into()),
    }
}

/// Connects to table `id` as the seat `token` opens (a spectator without), with room for
/// `room` messages waiting; answers the connection's queue.
async fn connect(
    lobby: &Arc<Lobby>,
    id: &str,
    conn: u64,
    token: Option<String>,
    room: usize,
) -> mpsc::Receiver<Outgoing> {
    let (out, inbox) = mpsc::channel::<Outgoing>(room);
    let (_, viewer) = lobby
        .ask(id, |reply| Command::Connect {
            conn,
            token: token.clone(),
            lang: coinop_core::Lang::EN,
            out: out.clone(),
            reply,
        })
        .await
        .unwrap();
    viewer.unwrap();
    inbox
}

/// The next message on a connection, within 5 s.
async fn next(inbox: &mut mpsc::Receiver<Outgoing>) -> Value {
    let out = tokio::time::timeout(Duration::from_secs(5), inbox.recv())
        .await
        .expect("a message within 5 s")
        .expect("the connection is open");
    serde_json::from_str(&out.text).unwrap()
}
