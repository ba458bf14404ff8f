//! Durable storage of tables, seats and actions: one code path for SQLite (the embedded
//! default) and PostgreSQL, through sqlx's `Any` driver. Times are integer milliseconds,
//! JSON is text, u64 values are stored as their i64 bit pattern.

use anyhow::{Context, Result, bail};
use coinop_core::Seat;
use rand::RngExt;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::{mpsc, oneshot};

/// One schema for both databases (see the migration's header).
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// In a cluster, this process's name: actions are stored only for tables it holds
    /// the lease of (see `crate::cluster`).
    fence: Option<std::sync::Arc<str>>,
    /// Where actions go to be stored, by every table together (see [`commit_loop`]).
    commits: mpsc::Sender<Pending>,
    /// How many transactions have stored actions (for tests and measurements).
    transactions: Arc<AtomicU64>,
}

/// A table as stored: how to set the game up again, and who sits where.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRecord {
    pub id: String,
    pub game: String,
    pub engine_version: u32,
    pub options: Value,
    pub seed: u64,
    pub clock_ms: u64,
    pub created_ms: u64,
    pub seats: Vec<SeatRecord>,
    pub finished: bool,
    pub outcome: Option<Value>,
    pub final_hash: Option<u64>,
    pub rematch: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub seat: Seat,
    /// The AI level playing this seat, or `None` for a person.
    pub ai: Option<String>,
    pub name: String,
    /// The secret that lets the seated person act for this seat; known only to them.
    pub token: String,
    /// The secret of the seat's invitation, given to the table's creator to pass on;
    /// claiming the seat with it gives the claimer a fresh `token`.
    pub invite: String,
    /// Whether a person has taken the seat.
    pub claimed: bool,
    /// Whether anyone may take the seat while it is free; if not, only the holder of its
    /// invitation.
    #[serde(default)]
    pub open: bool,
}

/// One accepted action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionRecord {
    pub ply: u64,
    pub seat: Seat,
    pub action: Value,
    /// Who decided it: "seat" (the person), "ai" (an AI seat) or "clock" (a stand-in
    /// after the seat's clock ran out).
    pub by: String,
    /// When it was accepted (ms since the Unix epoch): clocks resume from it.
    #[serde(default)]
    pub at_ms: u64,
}

impl Store {
    /// Opens (creating on first use) a SQLite file.
    pub async fn open_sqlite(path: &Path) -> Result<Store> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create the data directory {}", dir.display()))?;
        }
        // The path goes into a URL: escape what a URL would read as syntax.
        let path = path
            .display()
            .to_string()
            .replace('%', "%25")
            .replace('?', "%3F")
            .replace('#', "%23");
        let url = format!("sqlite://{path}?mode=rwc");
        Store::open(&url).await
    }

    /// Opens a database by URL (`sqlite://…` or `postgres://…`) and brings its schema up
    /// to date.
    pub async fn open(url: &str) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let postgres = url.starts_with("postgres:") || url.starts_with("postgresql:");
        if !postgres && !url.starts_with("sqlite:") {
            bail!("unsupported database URL {url:?}: use sqlite://PATH or postgres://…");
        }
        let pool = AnyPoolOptions::new()
            // SQLite allows one writer; one connection keeps writes in order and avoids
            // "database is locked".
            .max_connections(if postgres { 8 } else { 1 })
            .connect(url)
            .await
            .with_context(|| format!("cannot open the database {}", redact(url)))?;
        if !postgres {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
            sqlx::query("PRAGMA synchronous = FULL")
                .execute(&pool)
                .await?;
        }
        MIGRATOR
            .run(&pool)
            .await
            .context("cannot bring the database schema up to date")?;
        let (commits, waiting) = mpsc::channel(1024);
        let transactions = Arc::new(AtomicU64::new(0));
        tokio::spawn(commit_loop(pool.clone(), waiting, transactions.clone()));
        Ok(Store {
            pool,
            fence: None,
            commits,
            transactions,
        })
    }

    /// The same database for a process of a cluster named `me`: actions are stored only
    /// while `me` holds the table's lease, so a process that lost a table (stalled,
    /// cut off) can never write into the game another process now plays.
    pub fn fenced(mut self, me: &str) -> Store {
        self.fence = Some(me.into());
        self
    }

    /// The database itself, for the site's other parts (accounts, ratings) and tools.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// A new table; `rematch_of` names the finished table it is the rematch of, linked
    /// in the same transaction. False, and nothing stored, if that table has a rematch
    /// already (another process of a cluster made it a moment before).
    pub async fn insert_table(&self, t: &TableRecord, rematch_of: Option<&str>) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO tables (id, game, engine_version, options, seed, clock_ms, created_ms, finished) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0)",
        )
        .bind(t.id.clone())
        .bind(t.game.clone())
        .bind(t.engine_version as i64)
        .bind(t.options.to_string())
        .bind(t.seed as i64)
        .bind(t.clock_ms as i64)
        .bind(t.created_ms as i64)
        .execute(&mut *tx)
        .await?;
        for s in &t.seats {
            sqlx::query(
                "INSERT INTO seats (table_id, seat, ai, name, token, invite, claimed, open_seat) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(t.id.clone())
            .bind(s.seat as i64)
            .bind(s.ai.clone())
            .bind(s.name.clone())
            .bind(s.token.clone())
            .bind(s.invite.clone())
            .bind(s.claimed as i64)
            .bind(s.open as i64)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(old) = rematch_of {
            let linked =
                sqlx::query("UPDATE tables SET rematch = $1 WHERE id = $2 AND rematch IS NULL")
                    .bind(t.id.clone())
                    .bind(old.to_string())
                    .execute(&mut *tx)
                    .await?;
            if linked.rows_affected() == 0 {
                tx.rollback().await?;
                return Ok(false);
            }
        }
        tx.commit().await?;
        Ok(true)
    }

    /// In a cluster, fails unless this process holds `table`'s lease.
    async fn check_fence(&self, table: &str) -> Result<()> {
        check_fence(&self.pool, self.fence.as_deref(), table).await
    }

    /// How many transactions have stored actions since the store was opened: fewer than
    /// the appends when tables' actions were committed together.
    pub fn action_transactions(&self) -> u64 {
        self.transactions.load(Ordering::Relaxed)
    }

    /// Stores actions of one table: all of them, or none. They are committed together
    /// with the actions of other tables that arrive meanwhile; the answer comes once they
    /// are durable. In a cluster, fails unless this process holds `table`'s lease.
    pub async fn append_actions(&self, table: &str, actions: &[ActionRecord]) -> Result<()> {
        let (done, stored) = oneshot::channel();
        let pending = Pending {
            table: table.to_string(),
            actions: actions.to_vec(),
            fence: self.fence.clone(),
            done,
        };
        self.commits
            .send(pending)
            .await
            .map_err(|_| anyhow::anyhow!("the store has closed"))?;
        stored
            .await
            .map_err(|_| anyhow::anyhow!("the store has closed"))?
    }

    /// Gives each seat of table `to` the account of the same seat at `from`.
    pub async fn copy_seat_accounts(&self, from: &str, to: &str) -> Result<()> {
        sqlx::query(
            "UPDATE seats SET account_id = \
             (SELECT o.account_id FROM seats o WHERE o.table_id = $1 AND o.seat = seats.seat) \
             WHERE table_id = $2",
        )
        .bind(from.to_string())
        .bind(to.to_string())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Stores a seat's change. A seat whose secret changes has a new holder (or none):
    /// the account that held it, and the network it sat from, are no longer its (else
    /// the one who left would be given the next holder's secret, and credited with the
    /// game).
    pub async fn update_seat(&self, table: &str, s: &SeatRecord) -> Result<()> {
        self.check_fence(table).await?;
        sqlx::query(
            "UPDATE seats SET name = $1, token = $2, invite = $3, claimed = $4, open_seat = $5, \
             account_id = CASE WHEN token = $2 THEN account_id ELSE NULL END, \
             address_key = CASE WHEN token = $2 THEN address_key ELSE NULL END \
             WHERE table_id = $6 AND seat = $7",
        )
        .bind(s.name.clone())
        .bind(s.token.clone())
        .bind(s.invite.clone())
        .bind(s.claimed as i64)
        .bind(s.open as i64)
        .bind(table.to_string())
        .bind(s.seat as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn finish(&self, table: &str, outcome: &Value, final_hash: u64) -> Result<()> {
        sqlx::query("UPDATE tables SET finished = 1, outcome = $1, final_hash = $2 WHERE id = $3")
            .bind(outcome.to_string())
            .bind(final_hash as i64)
            .bind(table.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn load_table(&self, id: &str) -> Result<Option<TableRecord>> {
        let Some(row) = sqlx::query(
            "SELECT id, game, engine_version, options, seed, clock_ms, created_ms, finished, outcome, final_hash, rematch \
             FROM tables WHERE id = $1",
        )
        .bind(id.to_string())
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let mut t = table_from_row(&row)?;
        let seats = sqlx::query(
            "SELECT seat, ai, name, token, invite, claimed, open_seat FROM seats WHERE table_id = $1 ORDER BY seat",
        )
        .bind(id.to_string())
        .fetch_all(&self.pool)
        .await?;
        for r in seats {
            t.seats.push(SeatRecord {
                seat: r.try_get::<i64, _>(0)? as Seat,
                ai: r.try_get(1)?,
                name: r.try_get(2)?,
                token: r.try_get(3)?,
                invite: r.try_get(4)?,
                claimed: r.try_get::<i64, _>(5)? != 0,
                open: r.try_get::<i64, _>(6)? != 0,
            });
        }
        Ok(Some(t))
    }

    pub async fn load_actions(&self, id: &str) -> Result<Vec<ActionRecord>> {
        let rows = sqlx::query(
            "SELECT ply, seat, action, decided_by, created_ms FROM actions WHERE table_id = $1 ORDER BY ply",
        )
        .bind(id.to_string())
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.try_get(2)?;
                Ok(ActionRecord {
                    ply: r.try_get::<i64, _>(0)? as u64,
                    seat: r.try_get::<i64, _>(1)? as Seat,
                    action: serde_json::from_str(&text)
                        .context("a stored action is not valid JSON")?,
                    by: r.try_get(3)?,
                    at_ms: r.try_get::<i64, _>(4)? as u64,
                })
            })
            .collect()
    }

    /// Ids of tables not yet finished and not asleep, oldest first: they resume when the
    /// server starts.
    pub async fn unfinished(&self) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT id FROM tables WHERE finished = 0 AND dormant = 0 ORDER BY created_ms, id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>(0)?))
            .collect()
    }

    /// Marks an unfinished table asleep (nobody has been at it for a while: it left
    /// memory) or awake (loaded again).
    /// In a cluster a table is put to sleep only while this process holds its lease: one
    /// that another process has taken over meanwhile (this one cut off for a while) is
    /// left awake, or nobody would take it over again.
    /// When a sleeping table must wake (its first clock's end), and whom it waits for.
    pub async fn set_wake(&self, id: &str, wake_ms: Option<u64>, waiting: &[Seat]) -> Result<()> {
        sqlx::query("UPDATE tables SET wake_ms = $1, waiting = $2 WHERE id = $3")
            .bind(wake_ms.map(|w| w as i64))
            .bind(serde_json::to_string(waiting)?)
            .bind(id.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A table being woken: whether it slept with a clock running (which ran on); its
    /// wake time is spent.
    pub async fn woken(&self, id: &str) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE tables SET wake_ms = NULL WHERE id = $1 AND dormant = 1 AND wake_ms IS NOT NULL",
        )
        .bind(id.to_string())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Sleeping tables whose clock has run out by `now_ms`.
    pub async fn due_to_wake(&self, now_ms: u64) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT id FROM tables WHERE dormant = 1 AND finished = 0 AND wake_ms IS NOT NULL AND wake_ms <= $1 \
             ORDER BY wake_ms LIMIT 100",
        )
        .bind(now_ms as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    pub async fn set_dormant(&self, id: &str, dormant: bool) -> Result<()> {
        match (&self.fence, dormant) {
            (Some(me), true) => {
                sqlx::query(
                    "UPDATE tables SET dormant = 1 WHERE id = $1 AND EXISTS \
                     (SELECT 1 FROM leases WHERE table_id = $1 AND owner = $2 AND expires_ms > $3)",
                )
                .bind(id.to_string())
                .bind(me.to_string())
                .bind(now_ms() as i64)
                .execute(&self.pool)
                .await?;
            }
            _ => {
                sqlx::query("UPDATE tables SET dormant = $1 WHERE id = $2 AND dormant <> $1")
                    .bind(dormant as i64)
                    .bind(id.to_string())
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// How many actions a table has.
    pub async fn action_count(&self, id: &str) -> Result<u64> {
        let row = sqlx::query("SELECT COUNT(*) FROM actions WHERE table_id = $1")
            .bind(id.to_string())
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get::<i64, _>(0)? as u64)
    }

    /// The most recently created finished tables.
    pub async fn finished(&self, limit: u32) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT id FROM tables WHERE finished = 1 ORDER BY created_ms DESC, id LIMIT $1",
        )
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<String, _>(0)?))
            .collect()
    }
}

fn table_from_row(row: &AnyRow) -> Result<TableRecord> {
    let options: String = row.try_get(3)?;
    let outcome: Option<String> = row.try_get(8)?;
    Ok(TableRecord {
        id: row.try_get(0)?,
        game: row.try_get(1)?,
        engine_version: row.try_get::<i64, _>(2)? as u32,
        options: serde_json::from_str(&options).context("stored options are not valid JSON")?,
        seed: row.try_get::<i64, _>(4)? as u64,
        clock_ms: row.try_get::<i64, _>(5)? as u64,
        created_ms: row.try_get::<i64, _>(6)? as u64,
        seats: Vec::new(),
        finished: row.try_get::<i64, _>(7)? != 0,
        outcome: outcome
            .map(|o| serde_json::from_str(&o))
            .transpose()
            .context("a stored outcome is not valid JSON")?,
        final_hash: row.try_get::<Option<i64>, _>(9)?.map(|h| h as u64),
        rematch: row.try_get(10)?,
    })
}

/// A database URL without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(a), Some(b)) if b > a => format!("{}://…@{}", &url[..a], &url[b + 1..]),
        _ => url.to_string(),
    }
}

pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// A text's SHA-256, in hex: what the store keeps of a secret.
pub(crate) fn sha256_hex(text: &str) -> String {
    use sha2::{Digest, Sha256};
    hex(&Sha256::digest(text.as_bytes()))
}

/// Bytes in lower-case hex.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A seat's secret: 128 random bits from the operating system's generator, in hex.
pub fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// Actions of one table waiting to be stored.
struct Pending {
    table: String,
    actions: Vec<ActionRecord>,
    fence: Option<Arc<str>>,
    done: oneshot::Sender<Result<()>>,
}

/// At most this many tables' actions in one transaction.
const MAX_BATCH: usize = 256;

/// At most this many actions in one INSERT (six values each: well under the limits on
/// bound values of SQLite, 32,766, and PostgreSQL, 65,535).
const ROWS_PER_INSERT: usize = 500;

/// Stores actions as they come, every table's together: those that arrive while one
/// transaction commits go into the next. A durable commit costs a sync of the disk
/// (SQLite, `synchronous = FULL`) or of the log (PostgreSQL); one per action made the
/// store the server's limit past about a thousand actions a second.
async fn commit_loop(
    pool: AnyPool,
    mut waiting: mpsc::Receiver<Pending>,
    transactions: Arc<AtomicU64>,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let mut ready = Vec::with_capacity(batch.len());
        for p in batch.drain(..) {
            match check_fence(&pool, p.fence.as_deref(), &p.table).await {
                Ok(()) => ready.push(p),
                Err(e) => {
                    let _ = p.done.send(Err(e));
                }
            }
        }
        if ready.len() > 1 {
            match insert_actions(&pool, &ready).await {
                Ok(()) => {
                    transactions.fetch_add(1, Ordering::Relaxed);
                    for p in ready {
                        let _ = p.done.send(Ok(()));
                    }
                    continue;
                }
                // One table's actions refused (none should be) fail the transaction:
                // each table's are stored again on their own, so the error is its alone.
                Err(e) => tracing::warn!("a batch of {} tables' actions: {e:#}", ready.len()),
            }
        }
        for p in ready {
            let mut stored = insert_actions(&pool, std::slice::from_ref(&p)).await;
            if stored.is_ok() {
                transactions.fetch_add(1, Ordering::Relaxed);
            }
            // A commit that failed may yet have been applied (the connection lost during
            // COMMIT): then the actions are there, and saying "nothing was stored" would
            // leave the table a move behind its log.
            if stored.is_err() && already_stored(&pool, &p).await {
                stored = Ok(());
            }
            let _ = p.done.send(stored);
        }
    }
}

/// Whether exactly `p`'s actions are stored, at their plies.
async fn already_stored(pool: &AnyPool, p: &Pending) -> bool {
    let (Some(first), Some(last)) = (p.actions.first(), p.actions.last()) else {
        return true;
    };
    let rows = sqlx::query(
        "SELECT ply, seat, action, decided_by FROM actions \
         WHERE table_id = $1 AND ply >= $2 AND ply <= $3 ORDER BY ply",
    )
    .bind(p.table.clone())
    .bind(first.ply as i64)
    .bind(last.ply as i64)
    .fetch_all(pool)
    .await;
    let Ok(rows) = rows else {
        return false;
    };
    rows.len() == p.actions.len()
        && rows.iter().zip(&p.actions).all(|(r, a)| {
            r.try_get::<i64, _>(0).ok() == Some(a.ply as i64)
                && r.try_get::<i64, _>(1).ok() == Some(a.seat as i64)
                && r.try_get::<String, _>(2).ok() == Some(a.action.to_string())
                && r.try_get::<String, _>(3).ok().as_ref() == Some(&a.by)
        })
}

/// Inserts the actions of `batch` in one transaction.
async fn insert_actions(pool: &AnyPool, batch: &[Pending]) -> Result<()> {
    let rows: Vec<(&str, &ActionRecord)> = batch
        .iter()
        .flat_map(|p| p.actions.iter().map(|a| (p.table.as_str(), a)))
        .collect();
    let mut tx = pool.begin().await?;
    for chunk in rows.chunks(ROWS_PER_INSERT) {
        let values: Vec<String> = (0..chunk.len())
            .map(|i| {
                let n = i * 6;
                format!(
                    "(${}, ${}, ${}, ${}, ${}, ${})",
                    n + 1,
                    n + 2,
                    n + 3,
                    n + 4,
                    n + 5,
                    n + 6
                )
            })
            .collect();
        let sql = format!(
            "INSERT INTO actions (table_id, ply, seat, action, decided_by, created_ms) VALUES {}",
            values.join(", ")
        );
        // Made of placeholders alone: the values are bound.
        let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
        for (table, a) in chunk {
            insert = insert
                .bind(table.to_string())
                .bind(a.ply as i64)
                .bind(a.seat as i64)
                .bind(a.action.to_string())
                .bind(a.by.clone())
                .bind(a.at_ms as i64);
        }
        insert.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Fails unless `fence` (a process of a cluster) holds `table`'s lease; passes outside a
/// cluster.
async fn check_fence(pool: &AnyPool, fence: Option<&str>, table: &str) -> Result<()> {
    if let Some(me) = fence {
        let held = sqlx::query(
            "SELECT COUNT(*) FROM leases WHERE table_id = $1 AND owner = $2 AND expires_ms > $3",
        )
        .bind(table.to_string())
        .bind(me.to_string())
        .bind(now_ms() as i64)
        .fetch_one(pool)
        .await?;
        if held.try_get::<i64, _>(0)? == 0 {
            bail!("this process no longer holds table {table}");
        }
    }
    Ok(())
}
