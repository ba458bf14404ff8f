//! Ratings per game: every finished game of a table created as rated, between accounts
//! and the computer levels, moves its players' ratings once. Two players: Glicko-2
//! (1500 ± 350 to start); three or more: Weng–Lin, the Bradley–Terry model of OpenSkill
//! (25 ± 8.33), on each finishing rank. Both from the `skillratings` crate. A computer
//! level is a player like any other ("ai:hard"), so its rating says where a person
//! stands against it.
//!
//! Games are counted in the order they ended (each counted game keeps its place,
//! `rated_seq`), one at a time under a lock, so [`recompute`] counts the stored games
//! again and gives the same numbers. A seat whose clock ran out and that never played
//! again abandoned the game: it counts as last, whatever the computer that stood in for
//! it made of the rest.

use crate::store::{Store, now_ms};
use anyhow::{Context, Result};
use serde::Serialize;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};
use sqlx::{AnyConnection, Row};
use std::collections::BTreeMap;

/// A rated table, as created; then counted, or found not countable.
pub const RATED: i64 = 1;
pub const COUNTED: i64 = 2;
pub const NOT_COUNTED: i64 = 3;

/// A player's standing in one format.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Standing {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u64,
    pub wins: u64,
}

/// Two players, or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Duel,
    Multi,
}

impl Format {
    pub fn of(players: usize) -> Format {
        if players == 2 {
            Format::Duel
        } else {
            Format::Multi
        }
    }

    /// The format's key in the store: `tanks:duel`.
    pub fn key(self, game: &str) -> String {
        match self {
            Format::Duel => format!("{game}:duel"),
            Format::Multi => format!("{game}:multi"),
        }
    }

    pub fn start(self) -> Standing {
        let (rating, deviation, volatility) = match self {
            Format::Duel => {
                let r = Glicko2Rating::new();
                (r.rating, r.deviation, r.volatility)
            }
            Format::Multi => {
                let r = WengLinRating::new();
                (r.rating, r.uncertainty, 0.0)
            }
        };
        Standing {
            rating,
            deviation,
            volatility,
            games: 0,
            wins: 0,
        }
    }
}

/// The standings after one game: each seat's player's standing before it, and its rank
/// (1 = best, shared on a tie); a player in several seats (a computer level twice) moves
/// by the mean of its seats' moves. `won` says which seats won.
pub fn after_game(
    format: Format,
    before: &[Standing],
    ranks: &[usize],
    won: &[bool],
) -> Vec<Standing> {
    let moved: Vec<(f64, f64, f64)> = match format {
        Format::Duel => {
            let g = |s: &Standing| Glicko2Rating {
                rating: s.rating,
                deviation: s.deviation,
                volatility: s.volatility,
            };
            let outcome = match ranks[0].cmp(&ranks[1]) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
            };
            let (a, b) = glicko2(
                &g(&before[0]),
                &g(&before[1]),
                &outcome,
                &Glicko2Config::new(),
            );
            vec![
                (a.rating, a.deviation, a.volatility),
                (b.rating, b.deviation, b.volatility),
            ]
        }
        Format::Multi => {
            let teams: Vec<[WengLinRating; 1]> = before
                .iter()
                .map(|s| {
                    [WengLinRating {
                        rating: s.rating,
                        uncertainty: s.deviation,
                    }]
                })
                .collect();
            let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                .iter()
                .zip(ranks)
                .map(|(t, &r)| (&t[..], MultiTeamOutcome::new(r)))
                .collect();
            weng_lin_multi_team(&input, &WengLinConfig::new())
                .into_iter()
                .map(|t| (t[0].rating, t[0].uncertainty, 0.0))
                .collect()
        }
    };
    moved
        .into_iter()
        .zip(before)
        .zip(won)
        .map(|(((rating, deviation, volatility), b), &w)| Standing {
            rating,
            deviation,
            volatility,
            games: b.games + 1,
            wins: b.wins + u64::from(w),
        })
        .collect()
}

/// Counts a table that has just ended, if it was created as rated: once, in its turn.
pub async fn count_finished(store: &Store, table: &str) -> Result<()> {
    let mut tx = store.pool().begin().await?;
    lock(&mut tx).await;
    let rated: Option<i64> = sqlx::query("SELECT rated FROM tables WHERE id = $1 AND finished = 1")
        .bind(table.to_string())
        .fetch_optional(&mut *tx)
        .await?
        .map(|r| r.try_get(0))
        .transpose()?;
    if rated != Some(RATED) {
        return Ok(());
    }
    let seq: i64 = sqlx::query("SELECT COALESCE(MAX(rated_seq), 0) + 1 FROM tables")
        .fetch_one(&mut *tx)
        .await?
        .try_get(0)?;
    let counted = count(&mut tx, table, seq).await?;
    sqlx::query("UPDATE tables SET rated = $1, rated_seq = $2 WHERE id = $3")
        .bind(if counted { COUNTED } else { NOT_COUNTED })
        .bind(if counted { Some(seq) } else { None })
        .bind(table.to_string())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Counts every counted game again, from the stored games, in the order they were
/// counted: the ratings as they were, or as they should be.
pub async fn recompute(store: &Store) -> Result<usize> {
    let mut tx = store.pool().begin().await?;
    lock(&mut tx).await;
    sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
    sqlx::query("DELETE FROM rating_history")
        .execute(&mut *tx)
        .await?;
    let tables =
        sqlx::query("SELECT id, rated_seq FROM tables WHERE rated = $1 ORDER BY rated_seq")
            .bind(COUNTED)
            .fetch_all(&mut *tx)
            .await?;
    for r in &tables {
        let id: String = r.try_get(0)?;
        let seq: i64 = r.try_get(1)?;
        count(&mut tx, &id, seq).await?;
    }
    tx.commit().await?;
    Ok(tables.len())
}

/// One writer of ratings at a time, in every process of a cluster (PostgreSQL's table
/// lock; SQLite has one writer anyway and refuses the statement, harmlessly).
async fn lock(tx: &mut sqlx::Transaction<'_, sqlx::Any>) {
    let _ = sqlx::query("LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE")
        .execute(&mut **tx)
        .await;
}

/// Moves the ratings by one finished table; false if it cannot be counted (a person's
/// seat held by no account, or one player in both seats of a duel).
async fn count(conn: &mut AnyConnection, table: &str, seq: i64) -> Result<bool> {
    let row = sqlx::query("SELECT game, outcome FROM tables WHERE id = $1")
        .bind(table.to_string())
        .fetch_one(&mut *conn)
        .await?;
    let game: String = row.try_get(0)?;
    let outcome: Option<String> = row.try_get(1)?;
    let outcome: coinop_core::Outcome =
        serde_json::from_str(&outcome.context("a counted table has an outcome")?)?;
    let seats =
        sqlx::query("SELECT seat, ai, account_id FROM seats WHERE table_id = $1 ORDER BY seat")
            .bind(table.to_string())
            .fetch_all(&mut *conn)
            .await?;
    let mut players = Vec::new();
    for s in &seats {
        let ai: Option<String> = s.try_get(1)?;
        let account: Option<String> = s.try_get(2)?;
        match (ai, account) {
            (Some(level), _) => players.push(format!("ai:{level}")),
            (None, Some(a)) => players.push(a),
            (None, None) => return Ok(false),
        }
    }
    if players.len() != outcome.ranks.len() || players.len() < 2 {
        return Ok(false);
    }
    let format = Format::of(players.len());
    if format == Format::Duel && players[0] == players[1] {
        return Ok(false);
    }
    // Who abandoned: the clock played its last decision.
    let mut last_by: BTreeMap<i64, String> = BTreeMap::new();
    for r in sqlx::query("SELECT seat, decided_by FROM actions WHERE table_id = $1 ORDER BY ply")
        .bind(table.to_string())
        .fetch_all(&mut *conn)
        .await?
    {
        last_by.insert(r.try_get(0)?, r.try_get(1)?);
    }
    let worst = outcome.ranks.iter().copied().max().unwrap_or(1) as usize;
    let abandoned = |seat: usize| last_by.get(&(seat as i64)).is_some_and(|b| b == "clock");
    let ranks: Vec<usize> = (0..players.len())
        .map(|s| {
            if abandoned(s) {
                worst + 1
            } else {
                outcome.ranks[s] as usize
            }
        })
        .collect();
    let won: Vec<bool> = (0..players.len())
        .map(|s| !abandoned(s) && outcome.winners.contains(&(s as coinop_core::Seat)))
        .collect();
    let key = format.key(&game);
    let mut before = Vec::new();
    for p in &players {
        before.push(
            standing(conn, p, &key)
                .await?
                .unwrap_or_else(|| format.start()),
        );
    }
    let after = after_game(format, &before, &ranks, &won);
    // A player in several seats: the mean of its moves, counted as one game.
    let mut merged: BTreeMap<&str, (Standing, u32, bool)> = BTreeMap::new();
    for ((p, a), b) in players.iter().zip(&after).zip(&before) {
        let e = merged.entry(p).or_insert((
            Standing {
                rating: 0.0,
                deviation: 0.0,
                volatility: 0.0,
                ..*b
            },
            0,
            false,
        ));
        e.0.rating += a.rating;
        e.0.deviation += a.deviation;
        e.0.volatility += a.volatility;
        e.1 += 1;
        e.2 |= a.wins > b.wins;
    }
    let now = now_ms() as i64;
    for (p, (sum, n, w)) in merged {
        let n = f64::from(n);
        let s = Standing {
            rating: sum.rating / n,
            deviation: sum.deviation / n,
            volatility: sum.volatility / n,
            games: sum.games + 1,
            wins: sum.wins + u64::from(w),
        };
        sqlx::query(
            "INSERT INTO ratings (player, format, rating, deviation, volatility, games, wins, updated_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (player, format) DO UPDATE SET \
             rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, \
             games = excluded.games, wins = excluded.wins, updated_ms = excluded.updated_ms",
        )
        .bind(p.to_string())
        .bind(key.clone())
        .bind(s.rating)
        .bind(s.deviation)
        .bind(s.volatility)
        .bind(s.games as i64)
        .bind(s.wins as i64)
        .bind(now)
        .execute(&mut *conn)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (player, format, table_id, seq, rating, deviation) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(p.to_string())
        .bind(key.clone())
        .bind(table.to_string())
        .bind(seq)
        .bind(s.rating)
        .bind(s.deviation)
        .execute(&mut *conn)
        .await?;
    }
    Ok(true)
}

async fn standing(conn: &mut AnyConnection, player: &str, key: &str) -> Result<Option<Standing>> {
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, games, wins FROM ratings WHERE player = $1 AND format = $2",
    )
    .bind(player.to_string())
    .bind(key.to_string())
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| standing_at(&r, 0)).transpose()
}

/// A standing from a row's columns rating, deviation, volatility, games, wins, from `at`.
fn standing_at(r: &sqlx::any::AnyRow, at: usize) -> Result<Standing> {
    Ok(Standing {
        rating: r.try_get(at)?,
        deviation: r.try_get(at + 1)?,
        volatility: r.try_get(at + 2)?,
        games: r.try_get::<i64, _>(at + 3)? as u64,
        wins: r.try_get::<i64, _>(at + 4)? as u64,
    })
}

/// Marks a table just made as rated.
pub async fn mark_rated(store: &Store, table: &str) -> Result<()> {
    sqlx::query("UPDATE tables SET rated = $1 WHERE id = $2")
        .bind(RATED)
        .bind(table.to_string())
        .execute(store.pool())
        .await?;
    Ok(())
}

/// The key a rated table keeps of the network a seat was taken from: a hash of the
/// client's address as the limits count it (an IPv6 client by its /64).
pub fn address_key(ip: std::net::IpAddr) -> String {
    let key = crate::limits::client_key(ip);
    crate::store::sha256_hex(&format!("coinop seat address {key}"))
}

/// Notes the network `seat` of a rated table was taken from.
pub async fn note_address(store: &Store, table: &str, seat: u8, key: &str) -> Result<()> {
    sqlx::query("UPDATE seats SET address_key = $1 WHERE table_id = $2 AND seat = $3")
        .bind(key.to_string())
        .bind(table.to_string())
        .bind(i64::from(seat))
        .execute(store.pool())
        .await?;
    Ok(())
}

/// Whether another seat of the table was taken from that network.
pub async fn address_seated(store: &Store, table: &str, key: &str) -> Result<bool> {
    Ok(
        sqlx::query("SELECT 1 FROM seats WHERE table_id = $1 AND address_key = $2")
            .bind(table.to_string())
            .bind(key.to_string())
            .fetch_optional(store.pool())
            .await?
            .is_some(),
    )
}

/// Whether a table was created as rated.
pub async fn is_rated(store: &Store, table: &str) -> Result<bool> {
    let r: Option<i64> = sqlx::query("SELECT rated FROM tables WHERE id = $1")
        .bind(table.to_string())
        .fetch_optional(store.pool())
        .await?
        .map(|r| r.try_get(0))
        .transpose()?;
    Ok(r.unwrap_or(0) != 0)
}

/// One line of a leaderboard.
#[derive(Clone, Debug, Serialize)]
pub struct Ranked {
    /// The account's name, or "Computer (hard)".
    pub name: String,
    pub computer: bool,
    #[serde(flatten)]
    pub standing: Standing,
}

/// The best of a format, by rating.
pub async fn leaderboard(store: &Store, key: &str, limit: usize) -> Result<Vec<Ranked>> {
    let rows = sqlx::query(
        "SELECT r.player, a.name, r.rating, r.deviation, r.volatility, r.games, r.wins FROM ratings r \
         LEFT JOIN accounts a ON a.id = r.player WHERE r.format = $1 AND (a.deleted = 0 OR r.player LIKE 'ai:%') \
         ORDER BY r.rating DESC, r.player LIMIT $2",
    )
    .bind(key.to_string())
    .bind(limit as i64)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            let player: String = r.try_get(0)?;
            let name: Option<String> = r.try_get(1)?;
            let computer = player.starts_with("ai:");
            Ok(Ranked {
                name: if computer {
                    format!("Computer ({})", &player[3..])
                } else {
                    name.unwrap_or_default()
                },
                computer,
                standing: standing_at(r, 2)?,
            })
        })
        .collect()
}

/// A player's standings, and each one's history (oldest first), for a profile.
pub async fn of_player(store: &Store, player: &str) -> Result<serde_json::Value> {
    let rows = sqlx::query(
        "SELECT format, rating, deviation, volatility, games, wins FROM ratings WHERE player = $1 ORDER BY format",
    )
    .bind(player.to_string())
    .fetch_all(store.pool())
    .await?;
    let mut out = Vec::new();
    for r in &rows {
        let format: String = r.try_get(0)?;
        let history = sqlx::query(
            "SELECT table_id, rating, deviation FROM rating_history WHERE player = $1 AND format = $2 ORDER BY seq",
        )
        .bind(player.to_string())
        .bind(format.clone())
        .fetch_all(store.pool())
        .await?
        .iter()
        .map(|h| -> Result<serde_json::Value> {
            Ok(serde_json::json!({
                "table": h.try_get::<String, _>(0)?,
                "rating": h.try_get::<f64, _>(1)?,
                "deviation": h.try_get::<f64, _>(2)?,
            }))
        })
        .collect::<Result<Vec<_>>>()?;
        out.push(serde_json::json!({
            "format": format,
            "rating": r.try_get::<f64, _>(1)?,
            "deviation": r.try_get::<f64, _>(2)?,
            "games": r.try_get::<i64, _>(4)?,
            "wins": r.try_get::<i64, _>(5)?,
            "history": history,
        }));
    }
    Ok(serde_json::Value::Array(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_duel_moves_the_winner_up_and_the_loser_down_by_glicko2() {
        let s = Format::Duel.start();
        let after = after_game(Format::Duel, &[s, s], &[1, 2], &[true, false]);
        assert!(
            after[0].rating > 1500.0 && after[1].rating < 1500.0,
            "{after:?}"
        );
        assert!(
            (after[0].rating - 1500.0 + (after[1].rating - 1500.0)).abs() < 1e-6,
            "equal and opposite from equal starts"
        );
        assert!(after[0].deviation < 350.0);
        assert_eq!((after[0].games, after[0].wins, after[1].wins), (1, 1, 0));
        let draw = after_game(Format::Duel, &[s, s], &[1, 1], &[false, false]);
        assert!((draw[0].rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn many_players_move_by_their_ranks() {
        let s = Format::Multi.start();
        let after = after_game(
            Format::Multi,
            &[s, s, s, s],
            &[2, 1, 4, 3],
            &[false, true, false, false],
        );
        assert!(
            after[1].rating > after[0].rating
                && after[0].rating > after[3].rating
                && after[3].rating > after[2].rating,
            "{after:?}"
        );
        assert!(after.iter().all(|a| a.deviation < s.deviation));
    }
}
