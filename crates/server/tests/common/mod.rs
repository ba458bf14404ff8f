//! What several of the server's test files share.

use coinop_server::{Lobby, Store};
use std::sync::Arc;

/// A lobby on a fresh SQLite file, which lives as long as the directory answered.
pub async fn lobby() -> (Arc<Lobby>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let lobby = Lobby::open(Store::open(&url).await.unwrap()).await.unwrap();
    (Arc::new(lobby), dir)
}
