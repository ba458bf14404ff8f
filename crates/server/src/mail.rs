//! E-mail, opt-in: "your turn" at a game of days, to a signed-in player who asked for it
//! and is not at the table, through the SMTP server the operator names
//! (`coinop serve --smtp smtp://host:25` or `smtps://user:password@host`, with
//! `--mail-from`). Without `--smtp` nothing is sent. One mail a seat a turn, and only at
//! tables whose clock gives an hour or more a move: a quick game is played at the table.

use crate::store::Store;
use anyhow::{Context, Result};
use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::Row;
use std::sync::OnceLock;

/// Tables whose clock gives at least this long a move mail "your turn".
pub const MAIL_CLOCK_MS: u64 = 3600 * 1000;

pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// The site's address, for the link in a mail (`http://host:port`).
    site: String,
}

static MAILER: OnceLock<Mailer> = OnceLock::new();

/// Sets the site's mailer, once, from the operator's SMTP URL.
pub fn configure(smtp: &str, from: &str, site: &str) -> Result<()> {
    let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp)
        .with_context(|| format!("cannot use the SMTP server {}", redact(smtp)))?
        .build();
    let from: Mailbox = from
        .parse()
        .with_context(|| format!("--mail-from {from:?} is not an address"))?;
    let _ = MAILER.set(Mailer {
        transport,
        from,
        site: site.trim_end_matches('/').to_string(),
    });
    Ok(())
}

fn redact(url: &str) -> String {
    match url.split_once('@') {
        Some((head, tail)) => match head.split_once("://") {
            Some((scheme, _)) => format!("{scheme}://…@{tail}"),
            None => format!("…@{tail}"),
        },
        None => url.to_string(),
    }
}

/// Whether this server sends mail (`serve --smtp`).
pub fn configured() -> bool {
    MAILER.get().is_some()
}

/// An address as the site takes it: one line, something@somewhere, at most 254 bytes.
pub fn check_address(address: &str) -> Result<String, String> {
    let a = address.trim();
    if a.len() > 254 || a.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err("that is not an e-mail address".into());
    }
    a.parse::<lettre::Address>()
        .map(|_| a.to_string())
        .map_err(|_| "that is not an e-mail address".into())
}

/// Tells the player at `seat` of `table` that it is their turn, if they asked to be told
/// and the table is a game of days. Errors are logged: a mail not sent never holds a
/// game up.
pub fn your_turn(store: Store, table: String, game_title: &'static str, seat: u8) {
    let Some(mailer) = MAILER.get() else { return };
    tokio::spawn(async move {
        if let Err(e) = send_your_turn(mailer, &store, &table, game_title, seat).await {
            tracing::warn!("table {table}: no 'your turn' mail: {e:#}");
        }
    });
}

async fn send_your_turn(
    mailer: &Mailer,
    store: &Store,
    table: &str,
    title: &str,
    seat: u8,
) -> Result<()> {
    let Some(row) = sqlx::query(
        "SELECT a.name, a.email FROM seats s JOIN accounts a ON a.id = s.account_id \
         WHERE s.table_id = $1 AND s.seat = $2 AND a.notify = 1 AND a.email IS NOT NULL AND a.deleted = 0 AND a.banned = 0",
    )
    .bind(table.to_string())
    .bind(i64::from(seat))
    .fetch_optional(store.pool())
    .await?
    else {
        return Ok(());
    };
    let name: String = row.try_get(0)?;
    let email: String = row.try_get(1)?;
    let to = Mailbox::new(Some(name.clone()), email.parse()?);
    let link = format!("{}/t/{table}", mailer.site);
    let message = Message::builder()
        .from(mailer.from.clone())
        .to(to)
        .subject(format!("Your turn at {title} (table {table})"))
        .header(ContentType::TEXT_PLAIN)
        .body(format!(
            "{name}, it is your turn at {title}, table {table}:\n\n{link}\n\n\
             You asked to be told by e-mail; your account's page turns it off.\n"
        ))?;
    mailer.transport.send(message).await?;
    Ok(())
}
