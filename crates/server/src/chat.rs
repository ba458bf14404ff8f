//! Chat: at a table, where its seats speak under their seats' names and signed-in
//! spectators under their accounts' (each may be switched off by the table's creator),
//! and in the lobby, where only the signed in speak. Text only, cleaned as names are
//! (no control, bidirectional or invisible characters), at most [`MAX_CHARS`]
//! characters, [`BURST`] lines and then one every [`EVERY_SECS`] s per person. A table's
//! chat is stored with it (and shown in its replay, at the ply it was said); the table's
//! task sends each line to everyone watching. Muting is the reader's: the page hides
//! the lines of the names it was told to.

use crate::store::{Store, now_ms};
use anyhow::Result;
use coinop_core::Seat;
use serde::{Deserialize, Serialize};
use sqlx::Row;

pub const MAX_CHARS: usize = 300;
/// Lines a person may say at once, then one every `EVERY_SECS`.
pub const BURST: f64 = 5.0;
pub const EVERY_SECS: f64 = 2.0;
/// Lines a table or the lobby keeps to show a newcomer.
pub const KEPT: usize = 200;

/// One line said.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChatLine {
    pub seq: u64,
    /// The game's ply when it was said (0 in the lobby).
    pub ply: u64,
    /// The seat that said it; none for a spectator or in the lobby.
    pub seat: Option<Seat>,
    pub name: String,
    pub text: String,
    pub at_ms: u64,
}

/// Who may chat at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatRule {
    pub seats: bool,
    pub spectators: bool,
}

impl Default for ChatRule {
    fn default() -> ChatRule {
        ChatRule {
            seats: true,
            spectators: true,
        }
    }
}

/// A line as it will be shown: one line of text, no control, bidirectional or invisible
/// characters (they could turn the text after it around or hide what it says), runs of
/// spaces as one; empty or too long is refused with the reason.
pub fn clean(text: &str) -> Result<String, String> {
    check(text).map_err(|(_, _, message)| message)
}

/// Why a chat line is refused: a code the page words, its fields, the English.
pub type ChatRefusal = (&'static str, serde_json::Value, String);

/// [`clean`], refused with a code the page words: `chat_empty`, or `chat_too_long`
/// (fields `most` and `chars`, the line's length).
pub fn check(text: &str) -> Result<String, ChatRefusal> {
    let mut out = String::new();
    // Marks counted once the invisible characters between them are gone.
    let visible: String = text
        .chars()
        .filter(|&c| (!c.is_control() || c.is_whitespace()) && !coinop_core::text::invisible(c))
        .collect();
    for c in coinop_core::text::tame_marks(&visible).chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    let out = out.trim_end().to_string();
    if out.is_empty() {
        return Err((
            "chat_empty",
            serde_json::Value::Null,
            "say something: the line is empty".into(),
        ));
    }
    let n = out.chars().count();
    if n > MAX_CHARS {
        return Err((
            "chat_too_long",
            serde_json::json!({ "most": MAX_CHARS, "chars": n }),
            format!("a line has at most {MAX_CHARS} characters (this one {n})"),
        ));
    }
    Ok(out)
}

/// A table's rule and its last lines (not removed), oldest first; and its next seq.
pub async fn load(store: &Store, table: &str) -> Result<(ChatRule, Vec<ChatLine>, u64)> {
    let rule = sqlx::query("SELECT seats, spectators FROM chat_rules WHERE table_id = $1")
        .bind(table.to_string())
        .fetch_optional(store.pool())
        .await?
        .map(|r| -> Result<ChatRule> {
            Ok(ChatRule {
                seats: r.try_get::<i64, _>(0)? != 0,
                spectators: r.try_get::<i64, _>(1)? != 0,
            })
        })
        .transpose()?
        .unwrap_or_default();
    let next: i64 = sqlx::query("SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE table_id = $1")
        .bind(table.to_string())
        .fetch_one(store.pool())
        .await?
        .try_get(0)?;
    let mut lines = lines(store, table, 0, KEPT).await?;
    lines.reverse();
    Ok((rule, lines, next as u64))
}

/// Lines after `after`, newest first, at most `limit`.
async fn lines(store: &Store, table: &str, after: u64, limit: usize) -> Result<Vec<ChatLine>> {
    sqlx::query(
        "SELECT seq, ply, seat, name, text, at_ms FROM chat WHERE table_id = $1 AND seq > $2 AND removed = 0 \
         ORDER BY seq DESC LIMIT $3",
    )
    .bind(table.to_string())
    .bind(after as i64)
    .bind(limit as i64)
    .fetch_all(store.pool())
    .await?
    .iter()
    .map(|r| {
        Ok(ChatLine {
            seq: r.try_get::<i64, _>(0)? as u64,
            ply: r.try_get::<i64, _>(1)? as u64,
            seat: r.try_get::<Option<i64>, _>(2)?.map(|s| s as Seat),
            name: r.try_get(3)?,
            text: r.try_get(4)?,
            at_ms: r.try_get::<i64, _>(5)? as u64,
        })
    })
    .collect()
}

/// Lines a replay shows at most: the last ones said.
pub const REPLAY_AT_MOST: usize = 5000;

/// The lines of a table, for its replay (removed ones left out): the last
/// [`REPLAY_AT_MOST`], so a flood makes no answer without bound.
pub async fn all(store: &Store, table: &str) -> Result<Vec<ChatLine>> {
    let mut v = lines(store, table, 0, REPLAY_AT_MOST).await?;
    v.reverse();
    Ok(v)
}

/// Every line an account said (for its export): where, when and what.
pub async fn said_by(store: &Store, account: &str) -> Result<Vec<serde_json::Value>> {
    let rows = sqlx::query(
        "SELECT table_id, seq, text, at_ms FROM chat WHERE account_id = $1 ORDER BY at_ms",
    )
    .bind(account.to_string())
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            let table: String = r.try_get("table_id")?;
            Ok(serde_json::json!({
                "where": if table.is_empty() { "lobby".to_string() } else { format!("table {table}") },
                "said_at_ms": r.try_get::<i64, _>("at_ms")?,
                "text": r.try_get::<String, _>("text")?,
            }))
        })
        .collect()
}

/// Keeps a line said at `table` ('' for the lobby).
pub async fn keep(
    store: &Store,
    table: &str,
    line: &ChatLine,
    account: Option<&str>,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO chat (table_id, seq, ply, seat, account_id, name, text, at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(table.to_string())
    .bind(line.seq as i64)
    .bind(line.ply as i64)
    .bind(line.seat.map(i64::from))
    .bind(account.map(str::to_string))
    .bind(line.name.clone())
    .bind(line.text.clone())
    .bind(line.at_ms as i64)
    .execute(store.pool())
    .await?;
    Ok(())
}

/// Sets who may chat at a table.
pub async fn set_rule(store: &Store, table: &str, rule: ChatRule) -> Result<()> {
    sqlx::query(
        "INSERT INTO chat_rules (table_id, seats, spectators) VALUES ($1, $2, $3) \
         ON CONFLICT (table_id) DO UPDATE SET seats = excluded.seats, spectators = excluded.spectators",
    )
    .bind(table.to_string())
    .bind(i64::from(rule.seats))
    .bind(i64::from(rule.spectators))
    .execute(store.pool())
    .await?;
    Ok(())
}

/// Says a line in the lobby, as `name`; the line as kept. Any process of a cluster may:
/// the next seq is taken in the insert, again if another took it first.
pub async fn say_in_lobby(
    store: &Store,
    account: &str,
    name: &str,
    text: &str,
) -> Result<ChatLine> {
    for _ in 0..5 {
        let seq: i64 =
            sqlx::query("SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE table_id = ''")
                .fetch_one(store.pool())
                .await?
                .try_get(0)?;
        let line = ChatLine {
            seq: seq as u64,
            ply: 0,
            seat: None,
            name: name.to_string(),
            text: text.to_string(),
            at_ms: now_ms(),
        };
        if keep(store, "", &line, Some(account)).await.is_ok() {
            return Ok(line);
        }
    }
    anyhow::bail!("the lobby's chat is busy; try again")
}

/// The lobby's lines after `after`, oldest first.
pub async fn lobby_since(store: &Store, after: u64) -> Result<Vec<ChatLine>> {
    let mut v = lines(store, "", after, 100).await?;
    v.reverse();
    Ok(v)
}

/// An operator removes a line; true if there was one.
pub async fn remove(store: &Store, table: &str, seq: u64) -> Result<bool> {
    let done = sqlx::query("UPDATE chat SET removed = 1 WHERE table_id = $1 AND seq = $2")
        .bind(table.to_string())
        .bind(seq as i64)
        .execute(store.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_cleaned_as_a_name_is_and_kept_short() {
        assert_eq!(
            clean("  hi\u{202e}there\n\tfriend \u{200b}").unwrap(),
            "hithere friend"
        );
        assert!(clean(" \u{200b} ").is_err());
        assert!(clean(&"x".repeat(MAX_CHARS + 1)).is_err());
        assert_eq!(
            clean(&"é".repeat(MAX_CHARS)).unwrap().chars().count(),
            MAX_CHARS
        );
        assert_eq!(
            clean("<b>bold</b>").unwrap(),
            "<b>bold</b>",
            "text, shown as text"
        );
    }
}
