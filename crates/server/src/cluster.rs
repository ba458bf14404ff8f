//! Several `coinop serve --cluster` processes on one PostgreSQL database serve one site.
//!
//! Each unfinished table is owned by one process at a time: the owner holds a lease (a
//! row of `leases`, named by the process's address) and renews it every
//! [`RENEW_EVERY`]; a lease not renewed for [`LEASE`] has expired, and any process may
//! take the table over, replaying it from its stored actions. A process stores actions
//! only for tables whose lease it holds (`Store::fenced`), so nothing acknowledged is ever
//! lost or played twice. Any process accepts any client: a request for a table another
//! process owns is passed on to it (`web`), and every process lists every table from the
//! summaries owners publish with their leases.

use crate::protocol::Summary;
use crate::store::Store;
use crate::store::now_ms;
use anyhow::Result;
use sqlx::Row;
use std::time::Duration;

/// How long a lease lasts unless renewed: a dead process's tables move within this.
pub const LEASE: Duration = Duration::from_secs(6);
/// How often a process renews its leases, publishes its tables' summaries and takes
/// over tables whose owner has gone.
pub const RENEW_EVERY: Duration = Duration::from_secs(2);

fn expiry() -> i64 {
    (now_ms() + LEASE.as_millis() as u64) as i64
}

impl Store {
    /// Takes (or keeps) the lease of `table` for `me`, if nobody else holds it; whether
    /// `me` holds it now.
    pub async fn acquire_lease(&self, table: &str, me: &str) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO leases (table_id, owner, expires_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms \
             WHERE leases.owner = excluded.owner OR leases.expires_ms < $4",
        )
        .bind(table.to_string())
        .bind(me.to_string())
        .bind(expiry())
        .bind(now_ms() as i64)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Renews every lease `me` holds; the tables it still holds.
    pub async fn renew_leases(&self, me: &str) -> Result<Vec<String>> {
        sqlx::query("UPDATE leases SET expires_ms = $1 WHERE owner = $2 AND expires_ms >= $3")
            .bind(expiry())
            .bind(me.to_string())
            .bind(now_ms() as i64)
            .execute(self.pool())
            .await?;
        let rows = sqlx::query("SELECT table_id FROM leases WHERE owner = $1 AND expires_ms >= $2")
            .bind(me.to_string())
            .bind(now_ms() as i64)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>(0)?))
            .collect()
    }

    /// Gives up `me`'s lease of `table` (it finished and left memory, or the process is
    /// stopping), so another process may take it at once.
    pub async fn release_lease(&self, table: &str, me: &str) -> Result<()> {
        sqlx::query("DELETE FROM leases WHERE table_id = $1 AND owner = $2")
            .bind(table.to_string())
            .bind(me.to_string())
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Gives up every lease of `me`.
    pub async fn release_all(&self, me: &str) -> Result<()> {
        sqlx::query("DELETE FROM leases WHERE owner = $1")
            .bind(me.to_string())
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// The process that holds `table` now, if any.
    pub async fn lease_holder(&self, table: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT owner FROM leases WHERE table_id = $1 AND expires_ms >= $2")
            .bind(table.to_string())
            .bind(now_ms() as i64)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Unfinished tables nobody holds (their owner stopped or died), oldest first; not
    /// those asleep, which the first request for them loads.
    pub async fn orphans(&self, limit: u32) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT t.id FROM tables t LEFT JOIN leases l ON l.table_id = t.id \
             WHERE t.finished = 0 AND t.dormant = 0 \
               AND (l.table_id IS NULL OR l.expires_ms < $1) \
             ORDER BY t.created_ms, t.id LIMIT $2",
        )
        .bind(now_ms() as i64)
        .bind(limit as i64)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>(0)?))
            .collect()
    }

    /// Whether table `id` exists and is not finished.
    pub async fn is_unfinished(&self, id: &str) -> Result<bool> {
        let row = sqlx::query("SELECT finished FROM tables WHERE id = $1")
            .bind(id.to_string())
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => r.try_get::<i64, _>(0)? == 0,
            None => false,
        })
    }

    /// Publishes how the lobby shows `table`, which `me` holds.
    pub async fn publish_summary(&self, me: &str, summary: &Summary) -> Result<()> {
        sqlx::query("UPDATE leases SET summary = $1 WHERE table_id = $2 AND owner = $3")
            .bind(serde_json::to_string(summary)?)
            .bind(summary.id.clone())
            .bind(me.to_string())
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// The tables other processes hold now, as they last published them.
    pub async fn others_summaries(&self, me: &str) -> Result<Vec<Summary>> {
        let rows = sqlx::query(
            "SELECT summary FROM leases WHERE owner <> $1 AND expires_ms >= $2 AND summary IS NOT NULL",
        )
        .bind(me.to_string())
        .bind(now_ms() as i64)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>(0).ok())
            .filter_map(|s| serde_json::from_str(&s).ok())
            .collect())
    }
}
