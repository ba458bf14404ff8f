//! The store commits the actions of every table that arrive together in one transaction
//! (one sync of the disk for many tables: past about a thousand actions a second, one
//! each was the server's limit). What one table may not store stays its own failure.

use coinop_server::Store;
use coinop_server::store::{ActionRecord, TableRecord};
use serde_json::json;

fn table(id: &str) -> TableRecord {
    TableRecord {
        id: id.into(),
        game: "tanks".into(),
        engine_version: 1,
        options: json!({}),
        seed: 1,
        clock_ms: 0,
        created_ms: 0,
        seats: Vec::new(),
        finished: false,
        outcome: None,
        final_hash: None,
        rematch: None,
    }
}

fn action(ply: u64) -> ActionRecord {
    ActionRecord {
        ply,
        seat: 0,
        action: json!({"Commit": ply}),
        by: "seat".into(),
        at_ms: 1,
    }
}

/// On one thread, so that every append below is waiting before the store takes any:
/// they go in one batch.
#[tokio::test(flavor = "current_thread")]
async fn tables_committed_together_succeed_or_fail_each_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let store = Store::open(&url).await.unwrap();
    let ids: Vec<String> = (0..5).map(|i| format!("t{i}")).collect();
    for id in &ids {
        assert!(store.insert_table(&table(id), None).await.unwrap());
    }
    store.append_actions("t0", &[action(0)]).await.unwrap();
    // A batch: four tables' actions, and one that puts another action where t0 has one.
    let other = ActionRecord {
        seat: 1,
        ..action(0)
    };
    let batch: Vec<(&str, Vec<ActionRecord>)> = vec![
        ("t0", vec![other]),
        ("t1", vec![action(0), action(1)]),
        ("t2", vec![action(0)]),
        ("t3", vec![action(0), action(1), action(2)]),
        ("t4", vec![action(0)]),
    ];
    let appends = batch.iter().map(|(id, a)| store.append_actions(id, a));
    let stored = futures_util::future::join_all(appends).await;
    assert!(stored[0].is_err(), "two actions at one ply");
    assert!(stored[1..].iter().all(Result::is_ok), "{stored:?}");
    for (id, n) in [("t0", 1), ("t1", 2), ("t2", 1), ("t3", 3), ("t4", 1)] {
        let actions = store.load_actions(id).await.unwrap();
        let plies: Vec<u64> = actions.iter().map(|a| a.ply).collect();
        assert_eq!(plies, (0..n).collect::<Vec<_>>(), "{id}");
        assert_eq!(actions[0], action(0));
    }
    // The same action again, as after a commit that failed yet was applied (the
    // connection lost during COMMIT): it is there, and said so.
    store.append_actions("t0", &[action(0)]).await.unwrap();
    assert_eq!(store.load_actions("t0").await.unwrap(), [action(0)]);
    // Many tables at once, each with many actions: all stored, each table's in order
    // (more rows than one INSERT takes), in far fewer transactions than tables.
    let many: Vec<String> = (0..40).map(|i| format!("m{i}")).collect();
    for id in &many {
        store.insert_table(&table(id), None).await.unwrap();
    }
    let actions: Vec<ActionRecord> = (0..30).map(action).collect();
    let before = store.action_transactions();
    let stored =
        futures_util::future::join_all(many.iter().map(|id| store.append_actions(id, &actions)))
            .await;
    assert!(stored.iter().all(Result::is_ok), "{stored:?}");
    let transactions = store.action_transactions() - before;
    assert!(
        transactions <= 2,
        "40 tables in {transactions} transactions"
    );
    for id in &many {
        assert_eq!(store.load_actions(id).await.unwrap(), actions, "{id}");
    }
}

/// In a cluster, a process stores actions only for the tables it holds: in a batch, the
/// table it does not hold is refused and the others are stored.
#[tokio::test(flavor = "current_thread")]
async fn a_table_not_held_is_refused_in_a_batch_and_the_others_stored() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let store = Store::open(&url).await.unwrap().fenced("me");
    for id in ["held", "not"] {
        store.insert_table(&table(id), None).await.unwrap();
    }
    assert!(store.acquire_lease("held", "me").await.unwrap());
    let first = [action(0)];
    let (held, not) = tokio::join!(
        store.append_actions("held", &first),
        store.append_actions("not", &first),
    );
    held.unwrap();
    let refused = not.unwrap_err().to_string();
    assert!(refused.contains("no longer holds table not"), "{refused}");
    assert_eq!(store.load_actions("held").await.unwrap().len(), 1);
    assert!(store.load_actions("not").await.unwrap().is_empty());
}
