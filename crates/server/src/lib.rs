//! The coinop web server: a lobby of tables, each a task that owns one game, stored
//! action by action in SQLite or PostgreSQL, played over WebSockets by the browser
//! client embedded in this crate (`web/`).
//!
//! Principal types: [`Lobby`] (create, find, join, leave, rematch), [`table`] (one task
//! per table: the only code that changes a game), [`Store`] (the database),
//! [`protocol`] (the WebSocket messages). Front-end code never names a game type: it
//! goes through `coinop_core::Erased` and the registry in [`games`].
//!
//! **Invariant:** an action is committed to the store before the game changes or
//! anyone hears of it; on start every unfinished table is replayed from its stored
//! actions and carries on.

pub mod accounts;
pub mod chat;
pub mod client;
pub mod cluster;
pub mod coaching;
pub mod games;
pub mod lang;
pub mod lessons;
pub mod limits;
pub mod listen;
pub mod lobby;
pub mod mail;
pub mod passkeys;
pub mod protocol;
pub mod ratings;
mod relay;
pub mod store;
pub mod table;
pub mod thinking;
mod web;
mod ws;

pub use limits::Config;
pub use lobby::Lobby;
pub use store::{Store, new_token};
pub use web::{router, router_with};
pub use ws::MAX_MESSAGE;

use anyhow::{Context, Result};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// Where tables are kept.
#[derive(Clone, Debug)]
pub enum Database {
    /// A SQLite file, created on first use.
    Sqlite(PathBuf),
    /// A database URL (`postgres://…` or `sqlite://…`).
    Url(String),
}

impl Database {
    pub async fn open(&self) -> Result<Store> {
        match self {
            Database::Sqlite(path) => Store::open_sqlite(path).await,
            Database::Url(url) => Store::open(url).await,
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Database::Sqlite(path) => format!("SQLite file {}", path.display()),
            Database::Url(url) if url.starts_with("sqlite") => url.clone(),
            Database::Url(url) => format!("PostgreSQL database {}", store::redact(url)),
        }
    }
}

/// The default place of the SQLite file: `$COINOP_DATA`, else the user's data directory
/// (`$XDG_DATA_HOME/coinop` or `~/.local/share/coinop`), else `./coinop-data`.
pub fn default_data_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("COINOP_DATA") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME") {
        return PathBuf::from(d).join("coinop");
    }
    if let Some(home) = std::env::var_os("HOME") {
        return PathBuf::from(home).join(".local/share/coinop");
    }
    PathBuf::from("coinop-data")
}

/// How `serve` runs: alone, or as one process of a cluster (see [`cluster`]).
#[derive(Clone, Debug, Default)]
pub struct Serve {
    /// One of several processes on one PostgreSQL database.
    pub cluster: bool,
    /// The address the other processes reach this one at (`http://host:port`); by
    /// default the address it listens on, which must then not be 0.0.0.0.
    pub advertise: Option<String>,
    /// The SMTP server "your turn" mail goes through (`smtp://host:25`,
    /// `smtps://user:password@host`); none: no mail.
    pub smtp: Option<String>,
    /// The sender of the site's mail.
    pub mail_from: String,
    /// The site's address as its players reach it, for links in mail (default: the
    /// address it listens on).
    pub site_url: Option<String>,
}

/// Runs the server until Ctrl-C. Prints `listening on http://ADDR/` once it accepts
/// connections (tests read the port from that line when `addr` has port 0).
pub async fn serve(addr: SocketAddr, database: Database, how: Serve) -> Result<()> {
    if let Some(smtp) = &how.smtp {
        let site = how
            .site_url
            .clone()
            .unwrap_or_else(|| format!("http://{addr}"));
        mail::configure(smtp, &how.mail_from, &site)?;
    }
    large_blocks_from_the_system();
    let mut config = Config::default();
    config.fit_to_descriptors();
    if let Some(site) = &how.site_url {
        let url = webauthn_rs::prelude::Url::parse(site)
            .with_context(|| format!("--site-url {site}: give https://host[:port]"))?;
        anyhow::ensure!(
            url.host_str().is_some() && matches!(url.scheme(), "http" | "https"),
            "--site-url {site}: give https://host[:port]"
        );
        config.site_url = Some(site.trim_end_matches('/').to_string());
    }
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    let local = listener.local_addr()?;
    let store = database.open().await?;
    let lobby = if how.cluster {
        if matches!(database, Database::Sqlite(_)) {
            anyhow::bail!("--cluster needs a PostgreSQL database (--database-url postgres://…)");
        }
        let me = match how.advertise {
            Some(a) => a.trim_end_matches('/').to_string(),
            None if local.ip().is_unspecified() => anyhow::bail!(
                "--cluster on {local} needs --advertise http://HOST:PORT: the address the \
                 other processes reach this one at"
            ),
            None => format!("http://{local}"),
        };
        // A relayed WebSocket holds two descriptors, one each way.
        config.max_connections = (config.max_connections / 2).max(16);
        let lobby = Arc::new(Lobby::open_cluster(store, &me).await?);
        lobby.tend().await?;
        let tending = Arc::downgrade(&lobby);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(cluster::RENEW_EVERY);
            loop {
                every.tick().await;
                let Some(lobby) = tending.upgrade() else {
                    break;
                };
                if let Err(e) = lobby.tend().await {
                    tracing::error!("cluster upkeep failed: {e:#}");
                }
            }
        });
        println!("coinop: one process of a cluster, reached at {me}");
        lobby
    } else {
        Arc::new(Lobby::open(store).await?)
    };
    // Finished tables come into memory when someone looks at them, and unfinished ones
    // stay while someone plays: let them go again (the unfinished to sleep).
    let sweeper = Arc::downgrade(&lobby);
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(30));
        loop {
            every.tick().await;
            let Some(lobby) = sweeper.upgrade() else {
                break;
            };
            lobby
                .retire_idle(lobby::KEEP_FINISHED, lobby::SLEEP_AFTER)
                .await;
            lobby.wake_due().await;
            give_back_memory();
        }
    });
    println!(
        "coinop: {} tables resumed; data in the {}",
        lobby.resumed().await,
        database.describe()
    );
    println!("listening on http://{local}/");
    listen::serve(
        listener,
        router_with(lobby.clone(), config.clone()),
        config,
        async {
            let _ = tokio::signal::ctrl_c().await;
        },
    )
    .await;
    // Others take this process's tables over at once, not when the leases run out.
    if lobby.me().is_some() {
        lobby.release_all().await?;
        println!("coinop: stopped; the other processes take this one's tables over");
    }
    Ok(())
}

/// Large blocks straight from the system and back to it when freed. glibc's threshold for
/// that otherwise rises to the largest block freed: after one password hashed (argon2id's
/// 19 MiB), each hashing thread's arena kept its 19 MiB for reuse, and 20 sign-ups left
/// the server at 250 MiB. Fixed at 4 MiB, a hash's memory is returned when it is done.
fn large_blocks_from_the_system() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes the allocator's tuning.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 4 << 20);
    }
}

/// Returns freed memory to the operating system. glibc keeps what a burst freed (a
/// crowd of connections gone, tables retired) for reuse, and the process's RSS stays at
/// its peak for good; trimming every sweep brings it down to what is in use.
fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory held by the allocator.
    unsafe {
        libc::malloc_trim(0);
    }
}
