//! Issue 14, point 6: at constant load the server's memory grew with every action played,
//! since a table kept each action and its events as `serde_json::Value`s (an Arcade
//! Tanks action of 35 bytes took 1.1 KB, its events 7.8 KB). The bytes a table keeps per
//! action are counted here by the allocator, over a whole game. (A process of its own: the
//! allocator is counted for the whole process.)

mod common;

use coinop_server::Lobby;
use coinop_server::lobby::{CreateTable, SeatRequest};

use serde_json::json;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::Duration;

/// The system allocator, counting the bytes in use.
struct Counting;

static IN_USE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        IN_USE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        IN_USE.fetch_add(new as isize - layout.size() as isize, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_keeps_well_under_a_kilobyte_or_two_per_action() {
    let (lobby, _dir) = common::lobby().await;
    let ai = || SeatRequest {
        ai: Some("easy".into()),
        open: false,
    };
    let game = |seed_players: u32| CreateTable {
        rated: false,
        chat: None,
        game: "tanks".into(),
        options: Some(json!({"players": seed_players})),
        seats: (0..seed_players).map(|_| ai()).collect(),
        clock_secs: 0,
        name: None,
    };
    // A first game warms up what is made once (the store's statements, the runtime).
    let warm = lobby.create(game(2)).await.unwrap();
    wait_finished(&lobby, &warm.id).await;
    // What a table costs before any action: one of four people, where nobody moves.
    let before = IN_USE.load(Ordering::Relaxed);
    let idle = lobby
        .create(CreateTable {
            rated: false,
            chat: None,
            seats: (0..4)
                .map(|_| SeatRequest {
                    ai: None,
                    open: true,
                })
                .collect(),
            ..game(4)
        })
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let table = IN_USE.load(Ordering::Relaxed) - before;
    drop(idle);
    let before = IN_USE.load(Ordering::Relaxed);
    let c = lobby.create(game(4)).await.unwrap();
    let plies = wait_finished(&lobby, &c.id).await;
    let kept = IN_USE.load(Ordering::Relaxed) - before - table;
    let per_action = kept / plies as isize;
    eprintln!(
        "{plies} actions: {kept} bytes kept beyond a table's {table}, {per_action} an action"
    );
    assert!(plies > 50, "a whole game: {plies} actions");
    // Text: ~50 bytes an action and ~300 of events, with room for the vectors' slack.
    assert!(
        per_action < 2_000,
        "{per_action} bytes kept per action ({kept} for {plies})"
    );
}

/// Waits until table `id` has finished; its number of actions.
async fn wait_finished(lobby: &std::sync::Arc<Lobby>, id: &str) -> u64 {
    let t = lobby.table(id).await.unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    loop {
        let s = t.summary();
        if s.status == "finished" {
            return s.ply;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "table {id} did not end"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
