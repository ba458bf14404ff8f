//! Several `coinop serve --cluster` processes on one PostgreSQL database (issue 14, "past
//! one machine"): a game is played through a process that does not hold the table, the
//! process holding it is killed mid-game, and the game goes on through another one with
//! every acknowledged action in place. Runs on the database CI gives
//! (`COINOP_TEST_DATABASE_URL`), in a fresh database of its own.

use futures_util::{SinkExt, StreamExt};
// The database name below is made of this process's id alone.
use serde_json::{Value, json};
use sqlx::AssertSqlSafe;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A `coinop serve --cluster` process and the address it listens on.
struct Process {
    child: Child,
    addr: String,
}

impl Process {
    fn start(url: &str) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_coinop"))
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--cluster",
                "--database-url",
                url,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("coinop serve starts");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let addr = loop {
            let line = lines.next().expect("a line from serve").unwrap();
            if let Some(rest) = line.strip_prefix("listening on http://") {
                break rest.trim_end_matches('/').to_string();
            }
        };
        // Keep reading its output so that it never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        Process { child, addr }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn http(addr: &str, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    coinop_server::client::request(tcp, "test", method, path, body.as_ref())
        .await
        .unwrap()
}

/// Connects to table `id` through `addr` as the seat holding `token`, and returns the
/// connection and its first state; `None` if the process answers otherwise (the table
/// is moving) or the connection fails.
async fn seat(addr: &str, id: &str, token: &str) -> Option<(Ws, Value)> {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws/{id}"))
        .await
        .ok()?;
    let hello = json!({"type": "hello", "token": token}).to_string();
    ws.send(Message::Text(hello.into())).await.ok()?;
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .ok()??
            .ok()?;
        match m {
            Message::Text(t) => {
                let v: Value = serde_json::from_str(&t).ok()?;
                if v["type"] == "state" {
                    return Some((ws, v));
                }
                if v["type"] == "error" {
                    return None;
                }
            }
            Message::Close(_) => return None,
            _ => {}
        }
    }
}

/// Plays the first legal action the seat has, `n` times (waiting for the AI between);
/// the ply of the last acknowledgement.
async fn play(ws: &mut Ws, mut latest: Value, n: usize) -> u64 {
    let mut acked = 0;
    let mut sent = 0;
    while sent < n {
        let legal = latest["legal"].as_array().cloned().unwrap_or_default();
        if legal.is_empty() || latest["table"]["status"] == "finished" {
            latest = next_game_message(ws).await;
            continue;
        }
        let msg = json!({"type": "act", "actions": [legal[0]["action"]], "id": sent, "ply": latest["ply"]});
        ws.send(Message::Text(msg.to_string().into()))
            .await
            .unwrap();
        loop {
            let v = next_message(ws).await;
            if v["type"] == "ack" && v["id"] == sent as u64 {
                acked = v["ply"].as_u64().unwrap();
                sent += 1;
                break;
            }
            if v["type"] == "error" && v["id"] == sent as u64 {
                // The AI moved first: decide again on what comes next.
                break;
            }
            if v["type"] == "state" || v["type"] == "update" {
                latest = v;
            }
        }
        while latest["ply"].as_u64() < Some(acked) {
            latest = next_game_message(ws).await;
        }
    }
    acked
}

async fn next_message(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("the connection is open")
            .unwrap();
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

async fn next_game_message(ws: &mut Ws) -> Value {
    loop {
        let v = next_message(ws).await;
        if v["type"] == "state" || v["type"] == "update" {
            return v;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_goes_on_through_another_process_when_its_process_dies() {
    let base = match std::env::var("COINOP_TEST_DATABASE_URL") {
        Ok(url) if !url.is_empty() => url,
        _ => {
            assert!(
                std::env::var("COINOP_REQUIRE_POSTGRES").is_err(),
                "COINOP_REQUIRE_POSTGRES is set but COINOP_TEST_DATABASE_URL is not"
            );
            eprintln!("no PostgreSQL (COINOP_TEST_DATABASE_URL): the cluster is not tried");
            return;
        }
    };
    // A database of its own, so no other test's tables are taken over.
    let name = format!("coinop_cluster_{}", std::process::id());
    let admin = sqlx::PgPool::connect(&base).await.unwrap();
    sqlx::query(AssertSqlSafe(format!("DROP DATABASE IF EXISTS {name}")))
        .execute(&admin)
        .await
        .unwrap();
    sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&admin)
        .await
        .unwrap();
    let (prefix, _) = base.rsplit_once('/').unwrap();
    let url = format!("{prefix}/{name}");

    let a = Process::start(&url);
    let mut b = Some(Process::start(&url));
    let c = Process::start(&url);

    // A table against the computer, opened on A: A holds it.
    let (status, t) = http(
        &a.addr,
        "POST",
        "/api/tables",
        Some(json!({"game": "tanks", "seats": [{}, {"ai": "easy"}], "name": "Ann"})),
    )
    .await;
    assert_eq!(status, 200, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["token"].as_str().unwrap().to_string();

    // Every process lists it (B and C from A's published summary, within a renewal).
    let deadline = Instant::now() + Duration::from_secs(10);
    for p in [b.as_ref().unwrap(), &c] {
        loop {
            let (_, list) = http(&p.addr, "GET", "/api/tables", None).await;
            if list
                .as_array()
                .is_some_and(|l| l.iter().any(|x| x["id"] == id.as_str()))
            {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "{} does not list the table",
                p.addr
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    // Played through B, which passes everything on to A.
    let via_b = b.as_ref().unwrap().addr.clone();
    let (status, summary) = http(&via_b, "GET", &format!("/api/tables/{id}"), None).await;
    assert_eq!(status, 200, "{summary}");
    let (mut ws, state) = seat(&via_b, &id, &token).await.expect("a seat through B");
    let acked = play(&mut ws, state, 6).await;
    assert!(acked >= 6, "{acked}");
    drop(ws);
    // A text message that is not UTF-8 is answered through B as A answers it.
    {
        use tokio_tungstenite::tungstenite::protocol::frame::Frame;
        use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
        let (mut ws, _) = seat(&via_b, &id, &token).await.expect("a seat through B");
        let bad = Frame::message(vec![b'{', 0xff, b'}'], OpCode::Data(Data::Text), true);
        ws.send(Message::Frame(bad)).await.unwrap();
        let close = loop {
            match tokio::time::timeout(Duration::from_secs(10), ws.next()).await {
                Ok(Some(Ok(Message::Close(frame)))) => break frame.expect("a code and reason"),
                Ok(Some(Ok(_))) => continue,
                other => panic!("no close frame through B: {other:?}"),
            }
        };
        assert_eq!(u16::from(close.code), 1007, "{close:?}");
    }

    // A dies mid-game, without a word.
    let mut a = a;
    a.child.kill().unwrap();
    a.child.wait().unwrap();
    let killed = Instant::now();

    // Through C, the table comes back (taken over by B or C) with every acknowledged
    // action, and the game goes on.
    let (mut ws, state) = loop {
        if let Some(x) = seat(&c.addr, &id, &token).await {
            break x;
        }
        assert!(
            killed.elapsed() < Duration::from_secs(30),
            "the table did not come back within 30 s"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let back = killed.elapsed();
    assert!(
        state["ply"].as_u64().unwrap() >= acked,
        "acknowledged actions lost: {} < {acked}",
        state["ply"]
    );
    let more = play(&mut ws, state, 4).await;
    assert!(more > acked, "the game did not go on: {more} after {acked}");
    eprintln!("the table came back {back:?} after its process was killed");
    drop(ws);

    // And once more: B stops (Ctrl-C would release its leases; a kill does not), and C
    // serves on.
    drop(b.take());
    let (mut ws, state) = loop {
        if let Some(x) = seat(&c.addr, &id, &token).await {
            break x;
        }
        assert!(
            killed.elapsed() < Duration::from_secs(60),
            "C never took the table"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert!(state["ply"].as_u64().unwrap() >= more);
    let last = play(&mut ws, state, 2).await;
    assert!(last > more);
    drop(ws);
    drop(c);
    let _ = sqlx::query(AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&admin)
    .await;
}
