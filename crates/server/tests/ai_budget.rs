//! Issue 14, point 4: twenty person-vs-expert tables from one address once took every
//! core. An address may keep only so many tables with AI players thinking; past that, and
//! when the AI players are all busy, a new table with AI seats is refused with a reason,
//! while tables of people alone, and other addresses, are still served. (A process of its
//! own: the AI players' queue is shared by the whole process.)

mod common;

use coinop_server::{Config, router_with};
use serde_json::{Value, json};
use std::net::SocketAddr;

/// POSTs `body` to `path` from the loopback address `from`; the status and the JSON.
async fn post_from(server: SocketAddr, from: &str, path: &str, body: Value) -> (u16, Value) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let tcp = socket.connect(server).await.unwrap();
    coinop_server::client::request(tcp, "test", "POST", path, Some(&body))
        .await
        .unwrap()
}

fn config_ai_tables() -> usize {
    Config::default().ai_tables_per_address
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_cannot_keep_more_than_its_share_of_ai_tables_thinking() {
    let (lobby, _dir) = common::lobby().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let config = Config {
        new_tables_per_minute: 0.0,
        ..Config::default()
    };
    tokio::spawn(coinop_server::listen::serve(
        listener,
        router_with(lobby.clone(), config.clone()),
        config,
        std::future::pending(),
    ));
    // Half the tables have the person move first, so their AI has not thought yet (an
    // attack found those were not counted); the others' AI plans at once.
    let ai_first = json!({"game": "tanks", "seats": [{"ai": "easy"}, {}], "name": "Ann"});
    let person_first = json!({"game": "anarcade", "options": {"first_player": 0},
        "seats": [{}, {"ai": "expert"}], "name": "Ann"});
    for i in 0..config_ai_tables() {
        let body = if i % 2 == 0 { &ai_first } else { &person_first };
        let (status, t) = post_from(addr, "127.0.0.5", "/api/tables", body.clone()).await;
        assert_eq!(status, 200, "{t}");
    }
    let against_ai = person_first.clone();
    let (status, refused) = post_from(addr, "127.0.0.5", "/api/tables", against_ai.clone()).await;
    assert_eq!(status, 429, "{refused}");
    let why = refused["error"].as_str().unwrap();
    assert!(why.contains("are still playing"), "{why}");
    assert!(why.contains("a place frees in"), "{why}");
    // A table of people alone is still served from there, and AI tables from elsewhere.
    let people = json!({"game": "tanks", "seats": [{}, {}], "name": "Ann"});
    assert_eq!(
        post_from(addr, "127.0.0.5", "/api/tables", people).await.0,
        200
    );
    assert_eq!(
        post_from(addr, "127.0.0.6", "/api/tables", against_ai)
            .await
            .0,
        200
    );
}
