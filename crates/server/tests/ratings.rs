//! Ratings from finished rated tables: a duel by Glicko-2, more players by Weng–Lin, the
//! computer levels rated as players, an abandoned seat counted last, a table with a
//! guest's seat not counted, each table counted once, and the ratings counted again from
//! the stored games equal, bit for bit, to those counted as the games ended.

mod common;

use coinop_server::accounts::Accounts;
use coinop_server::lobby::{CreateTable, SeatRequest};
use coinop_server::ratings::{self, COUNTED, NOT_COUNTED};
use serde_json::json;
use sqlx::Row;

fn person() -> SeatRequest {
    SeatRequest {
        ai: None,
        open: false,
    }
}

/// A table of `game` with `seats`, whose seats are held by `players` (an account's id,
/// or None for a guest; an AI seat's entry is ignored), finished with `ranks` and
/// `winners`; the seats in `abandoned` had their last decision made by the clock.
#[allow(clippy::too_many_arguments)]
async fn finished_table(
    lobby: &std::sync::Arc<coinop_server::Lobby>,
    game: &str,
    options: serde_json::Value,
    seats: Vec<SeatRequest>,
    players: &[Option<&str>],
    ranks: &[u8],
    winners: &[u8],
    abandoned: &[i64],
) -> String {
    let created = lobby
        .create(CreateTable {
            game: game.into(),
            options: Some(options),
            seats,
            clock_secs: 0,
            name: Some("Someone".into()),
            rated: true,
            chat: None,
        })
        .await
        .unwrap();
    let store = lobby.store();
    ratings::mark_rated(store, &created.id).await.unwrap();
    for (s, p) in players.iter().enumerate() {
        if let Some(p) = p {
            sqlx::query("UPDATE seats SET account_id = $1 WHERE table_id = $2 AND seat = $3")
                .bind(p.to_string())
                .bind(created.id.clone())
                .bind(s as i64)
                .execute(store.pool())
                .await
                .unwrap();
        }
    }
    for (ply, seat) in abandoned.iter().enumerate() {
        sqlx::query("INSERT INTO actions (table_id, ply, seat, action, decided_by, created_ms) VALUES ($1, $2, $3, 'null', 'clock', 0)")
            .bind(created.id.clone())
            .bind(10_000 + ply as i64)
            .bind(*seat)
            .execute(store.pool())
            .await
            .unwrap();
    }
    let scores: Vec<i32> = ranks.iter().map(|&r| 10 - i32::from(r)).collect();
    let outcome = json!({"scores": scores, "winners": winners, "ranks": ranks, "reason": "test"});
    store.finish(&created.id, &outcome, 0).await.unwrap();
    ratings::count_finished(store, &created.id).await.unwrap();
    // Counted once, however often asked.
    ratings::count_finished(store, &created.id).await.unwrap();
    created.id
}

async fn all_ratings(
    store: &coinop_server::Store,
) -> Vec<(String, String, f64, f64, f64, i64, i64)> {
    sqlx::query("SELECT player, format, rating, deviation, volatility, games, wins FROM ratings ORDER BY player, format")
        .fetch_all(store.pool())
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4), r.get(5), r.get(6)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_games_move_ratings_once_and_counting_again_gives_the_same_numbers() {
    let (lobby, _dir) = common::lobby().await;
    let accounts = Accounts::new(lobby.store().clone());
    let ann = accounts
        .sign_up("Ann", "correct horse", None)
        .await
        .unwrap()
        .0
        .id;
    let bob = accounts
        .sign_up("Bob", "correct horse", None)
        .await
        .unwrap()
        .0
        .id;
    let cy = accounts
        .sign_up("Cy", "correct horse", None)
        .await
        .unwrap()
        .0
        .id;
    let duel = || vec![person(), person()];
    let skirmish = json!({});
    // Ann beats Bob twice, Bob beats Ann once.
    for (first, second) in [(1, 2), (2, 1), (1, 2)] {
        finished_table(
            &lobby,
            "skirmish",
            skirmish.clone(),
            duel(),
            &[Some(&ann), Some(&bob)],
            &[first, second],
            &[if first == 1 { 0 } else { 1 }],
            &[],
        )
        .await;
    }
    // Ann against the computer (hard), and loses.
    let vs_ai = vec![
        person(),
        SeatRequest {
            ai: Some("hard".into()),
            open: false,
        },
    ];
    finished_table(
        &lobby,
        "skirmish",
        skirmish.clone(),
        vs_ai,
        &[Some(&ann), None],
        &[2, 1],
        &[1],
        &[],
    )
    .await;
    // Three players of Arcade Tanks: Cy first, Ann second, Bob third; then Bob wins one
    // but had abandoned it (the clock made his last decision): he counts last.
    let three = || vec![person(), person(), person()];
    let tanks = json!({"players": 3});
    finished_table(
        &lobby,
        "tanks",
        tanks.clone(),
        three(),
        &[Some(&ann), Some(&bob), Some(&cy)],
        &[2, 3, 1],
        &[2],
        &[],
    )
    .await;
    let abandoned = finished_table(
        &lobby,
        "tanks",
        tanks.clone(),
        three(),
        &[Some(&ann), Some(&bob), Some(&cy)],
        &[2, 1, 3],
        &[1],
        &[1],
    )
    .await;
    // A guest in a seat: not counted.
    let guest = finished_table(
        &lobby,
        "skirmish",
        skirmish.clone(),
        duel(),
        &[Some(&ann), None],
        &[1, 2],
        &[0],
        &[],
    )
    .await;
    let store = lobby.store();
    let state = |id: String| async move {
        sqlx::query("SELECT rated FROM tables WHERE id = $1")
            .bind(id)
            .fetch_one(store.pool())
            .await
            .unwrap()
            .get::<i64, _>(0)
    };
    assert_eq!(state(guest).await, NOT_COUNTED);
    assert_eq!(state(abandoned.clone()).await, COUNTED);

    let board = ratings::leaderboard(store, "skirmish:duel", 10)
        .await
        .unwrap();
    let names: Vec<&str> = board.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        names[0], "Computer (hard)",
        "it beat Ann, who leads Bob: {board:?}"
    );
    assert!(
        names.iter().position(|n| *n == "Ann") < names.iter().position(|n| *n == "Bob"),
        "{names:?}"
    );
    let ann_duel = board.iter().find(|r| r.name == "Ann").unwrap();
    assert_eq!((ann_duel.standing.games, ann_duel.standing.wins), (4, 2));
    let multi = ratings::leaderboard(store, "tanks:multi", 10)
        .await
        .unwrap();
    let bob_multi = multi.iter().find(|r| r.name == "Bob").unwrap();
    assert_eq!(bob_multi.standing.wins, 0, "an abandoned game is not a win");
    assert_eq!(multi.last().unwrap().name, "Bob", "last twice: {multi:?}");
    let history = ratings::of_player(store, &ann).await.unwrap();
    assert_eq!(
        history.as_array().unwrap().len(),
        2,
        "a duel and a multi-player rating: {history}"
    );

    let before = all_ratings(store).await;
    assert_eq!(ratings::recompute(store).await.unwrap(), 6);
    let again = all_ratings(store).await;
    assert_eq!(
        before, again,
        "counting the stored games again gives the same numbers"
    );
}
