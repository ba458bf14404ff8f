//! Accounts: a person who comes back as themselves. A name and a password, sessions in the
//! store behind an HttpOnly cookie, and the seats the person took, found again on any
//! device. Guests keep what they had: a seat's token is still what plays it, and an
//! account is where a person's tokens are kept.
//!
//! Passwords are hashed with argon2id (RFC 9106) at m = 19 MiB, t = 2, p = 1 (OWASP's
//! first choice), on a blocking thread and at most [`hashing_at_once`] at a time, so a
//! flood of sign-ins queues instead of starving the tables. A wrong name and a wrong
//! password get the same answer after the same work (an unknown name is checked against
//! a hash of nothing), and attempts are limited per name and per address alike, whether
//! the name exists or not.

use crate::limits::{Allowance, PerAddress};
use crate::lobby::{LobbyError, MAX_NAME, check_name, clean_name, skeleton};
use crate::store::{Store, new_token, now_ms, sha256_hex};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::RngExt;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlx::Row;
use std::net::IpAddr;
use std::sync::OnceLock;
use tokio::sync::Semaphore;

/// The cookie that carries a session's secret.
pub const SESSION_COOKIE: &str = "coinop_session";
/// A session lasts this long after it was last used.
pub const SESSION_DAYS: u64 = 30;
/// Passwords hashed at once; more wait their turn.
/// On a machine of two cores, one: a crowd signing in must leave the tables a core.
pub fn hashing_at_once() -> usize {
    std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
}
/// Passwords waiting their turn at most; past it a sign-in is told to come back in a
/// moment at once (about a second of hashing waits already), rather than wait until its
/// request times out.
pub const HASHING_WAITING: usize = 64;
/// argon2id's memory (KiB), passes and lanes.
pub const ARGON2_M_KIB: u32 = 19 * 1024;
pub const ARGON2_T: u32 = 2;
pub const ARGON2_P: u32 = 1;
const MIN_PASSWORD: usize = 8;
/// Longer is refused before hashing: a megabyte password is work for nothing.
const MAX_PASSWORD_BYTES: usize = 1024;
const DAY_MS: u64 = 24 * 3600 * 1000;
/// A session's last use is written at most this often.
const TOUCH_EVERY_MS: u64 = 3600 * 1000;

/// A signed-in person as the site shows them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Account {
    pub id: String,
    pub name: String,
    pub created_ms: u64,
}

/// One seat an account holds, with the token that plays it.
#[derive(Clone, Debug, Serialize)]
pub struct HeldSeat {
    pub table: String,
    pub game: String,
    pub seat: u64,
    pub token: String,
    pub created_ms: u64,
    pub finished: bool,
    /// Whom a sleeping table waits for, as it went to sleep (a resident one says it
    /// itself).
    #[serde(skip)]
    pub waiting_asleep: Option<Vec<u64>>,
    /// Whether the seat has a decision to make now.
    pub your_turn: bool,
}

/// A seat a guest holds, offered to an account.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuestSeat {
    pub table: String,
    pub token: String,
}

pub struct Accounts {
    store: Store,
    hashing: std::sync::Arc<Semaphore>,
    /// Passwords waiting for a turn to be hashed.
    waiting: std::sync::atomic::AtomicUsize,
    tries_per_name: Allowance<String>,
    tries_per_address: PerAddress,
    sign_ups: PerAddress,
    /// When sessions and passkey requests past their end were last cleared.
    pruned_ms: std::sync::atomic::AtomicU64,
    /// Whether the accounts made before skeletons were kept have theirs now.
    skeletons_filled: std::sync::atomic::AtomicBool,
}

fn argon2() -> Argon2<'static> {
    let params = Params::new(ARGON2_M_KIB, ARGON2_T, ARGON2_P, None).expect("argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// A hash of nothing, checked when the name is unknown so that it costs what a known
/// name costs.
fn nobody() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| hash_now("").unwrap_or_default())
}

fn hash_now(password: &str) -> Result<String, LobbyError> {
    let salt: [u8; 16] = rand::rng().random();
    let salt = SaltString::encode_b64(&salt).map_err(|e| LobbyError::Internal(e.to_string()))?;
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| LobbyError::Internal(format!("cannot hash a password: {e}")))
}

fn verify_now(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .is_ok_and(|h| argon2().verify_password(password.as_bytes(), &h).is_ok())
}

/// The name as compared: two people may not be "Ann" and "ann".
fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// What the store keeps of a session's secret.
fn session_id(secret: &str) -> String {
    sha256_hex(secret)
}

/// The session secret in a request's cookies, if any.
pub fn session_secret(headers: &axum::http::HeaderMap) -> Option<String> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == SESSION_COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The `Set-Cookie` value that gives a browser its session (`None`: takes it away).
pub fn session_cookie(secret: Option<&str>, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    match secret {
        Some(s) => format!(
            "{SESSION_COOKIE}={s}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
            SESSION_DAYS * 24 * 3600
        ),
        None => format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    }
}

pub(crate) fn internal(e: impl std::fmt::Display) -> LobbyError {
    LobbyError::Internal(e.to_string())
}

/// The one answer to a sign-in that failed, whichever part was wrong.
fn wrong() -> LobbyError {
    LobbyError::forbidden("wrong_password", Value::Null, "wrong name or password")
}

/// Signing in refused for a while: too many attempts from an address or for a name.
fn sign_ins_too_fast(wait: u64) -> LobbyError {
    LobbyError::too_many(
        "sign_ins_too_fast",
        json!({ "wait": wait }),
        format!("too many sign-in attempts; try again in {wait} s"),
    )
}

/// A name taken by an account (or a moment ago by another request).
fn taken(name: &str) -> LobbyError {
    LobbyError::bad(
        "name_taken",
        json!({ "name": name }),
        format!("the name {name:?} is taken; choose another"),
    )
}

/// A name that looks like `other`, an account's.
pub(crate) fn like_another(name: &str, other: &str) -> LobbyError {
    LobbyError::bad(
        "name_look_alike",
        json!({ "name": name, "other": other }),
        format!("the name {name:?} looks like {other:?}, an account's; choose another"),
    )
}

impl Accounts {
    pub fn new(store: Store) -> Accounts {
        Accounts {
            store,
            hashing: std::sync::Arc::new(Semaphore::new(hashing_at_once())),
            waiting: std::sync::atomic::AtomicUsize::new(0),
            // Ten tries a name, then one a minute; thirty an address, then one every 20 s.
            tries_per_name: Allowance::new(10.0, 1.0 / 60.0),
            tries_per_address: PerAddress::new(30.0, 1.0 / 20.0),
            // Five new accounts an address, then one every ten minutes.
            sign_ups: PerAddress::new(5.0, 1.0 / 600.0),
            pruned_ms: std::sync::atomic::AtomicU64::new(0),
            skeletons_filled: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// A turn at hashing, or a refusal at once when too many wait for one. The turn is
    /// owned, so the blocking job holds it to its end even if the request is dropped.
    async fn turn(&self) -> Result<tokio::sync::OwnedSemaphorePermit, LobbyError> {
        use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
        /// Counts one waiting until dropped: a request cancelled while it waits (its
        /// client gone, its time out) must not stay counted.
        struct Waiting<'a>(&'a AtomicUsize);
        impl Drop for Waiting<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, Relaxed);
            }
        }
        let waiting = Waiting(&self.waiting);
        if self.waiting.fetch_add(1, Relaxed) >= HASHING_WAITING {
            return Err(LobbyError::too_many(
                "sign_ins_busy",
                Value::Null,
                "many people are signing in at once; try again in a few seconds",
            ));
        }
        let turn = self.hashing.clone().acquire_owned().await;
        drop(waiting);
        turn.map_err(internal)
    }

    async fn hash(&self, password: String) -> Result<String, LobbyError> {
        let turn = self.turn().await?;
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            hash_now(&password)
        })
        .await
        .map_err(internal)?
    }

    async fn verify(&self, password: String, stored: String) -> Result<bool, LobbyError> {
        let turn = self.turn().await?;
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            verify_now(&password, &stored)
        })
        .await
        .map_err(internal)
    }

    /// A new account, signed in: its session's secret for the cookie.
    pub async fn sign_up(
        &self,
        name: &str,
        password: &str,
        from: Option<IpAddr>,
    ) -> Result<(Account, String), LobbyError> {
        check_password(password)?;
        let (name, key) = self.new_name(name, from).await?;
        let hash = self.hash(password.to_string()).await?;
        let account = self.create(new_token(), name, key, Some(hash)).await?;
        let secret = self.open_session(&account.id).await?;
        Ok((account, secret))
    }

    /// A name a new account may take (cleaned, and its key): refused if it is not a name,
    /// is taken, or this address has made its fill of accounts.
    pub(crate) async fn new_name(
        &self,
        name: &str,
        from: Option<IpAddr>,
    ) -> Result<(String, String), LobbyError> {
        let name = clean_name(name);
        if name.chars().count() < 2 {
            return Err(LobbyError::bad(
                "name_length",
                json!({ "least": 2, "most": MAX_NAME }),
                format!("a name has 2 to {MAX_NAME} letters, digits or signs"),
            ));
        }
        check_name(&name)?;
        // The name the site gives one who gave none, in any language (check_name has
        // refused the deleted account's): no account passes for a guest.
        if crate::lobby::site_name("site-guest", &name) {
            return Err(crate::lobby::reserved(&name));
        }
        if let Some(ip) = from {
            self.sign_ups.take(ip).map_err(|wait| {
                LobbyError::too_many(
                    "sign_ups_too_fast",
                    json!({ "wait": wait }),
                    format!("too many new accounts from your address; try again in {wait} s"),
                )
            })?;
        }
        let key = name_key(&name);
        if self.find(&key).await?.is_some() {
            return Err(taken(&name));
        }
        if let Some(other) = self.look_alike(&name).await? {
            return Err(like_another(&name, &other));
        }
        Ok((name, key))
    }

    /// The name of an account that `name` looks like, if any.
    pub async fn look_alike(&self, name: &str) -> Result<Option<String>, LobbyError> {
        self.fill_skeletons().await?;
        sqlx::query("SELECT name FROM accounts WHERE skeleton = $1 AND deleted = 0 LIMIT 1")
            .bind(skeleton(name))
            .fetch_optional(self.store.pool())
            .await
            .map_err(internal)?
            .map(|r| r.try_get::<String, _>("name"))
            .transpose()
            .map_err(internal)
    }

    /// Gives the accounts made before skeletons were kept theirs (once a process).
    async fn fill_skeletons(&self) -> Result<(), LobbyError> {
        use std::sync::atomic::Ordering::Relaxed;
        if self.skeletons_filled.load(Relaxed) {
            return Ok(());
        }
        let rows =
            sqlx::query("SELECT id, name FROM accounts WHERE skeleton IS NULL AND deleted = 0")
                .fetch_all(self.store.pool())
                .await
                .map_err(internal)?;
        for r in rows {
            let (id, name): (String, String) = (
                r.try_get("id").map_err(internal)?,
                r.try_get("name").map_err(internal)?,
            );
            sqlx::query("UPDATE accounts SET skeleton = $1 WHERE id = $2")
                .bind(skeleton(&name))
                .bind(id)
                .execute(self.store.pool())
                .await
                .map_err(internal)?;
        }
        self.skeletons_filled.store(true, Relaxed);
        Ok(())
    }

    /// Stores a new account (with no password, it is opened by its passkeys alone).
    pub(crate) async fn create(
        &self,
        id: String,
        name: String,
        key: String,
        hash: Option<String>,
    ) -> Result<Account, LobbyError> {
        let account = Account {
            id,
            name,
            created_ms: now_ms(),
        };
        let stored = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password, created_ms, skeleton) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(account.id.clone())
        .bind(account.name.clone())
        .bind(key)
        .bind(hash)
        .bind(account.created_ms as i64)
        .bind(skeleton(&account.name))
        .execute(self.store.pool())
        .await;
        match stored {
            Ok(_) => Ok(account),
            // Taken a moment ago by another request.
            Err(e) if e.to_string().to_lowercase().contains("unique") => Err(taken(&account.name)),
            Err(e) => Err(internal(e)),
        }
    }

    /// One sign-in attempt from `from` (by password or passkey), counted against the
    /// address's allowance.
    pub(crate) fn try_from_address(&self, from: Option<IpAddr>) -> Result<(), LobbyError> {
        match from {
            Some(ip) => self.tries_per_address.take(ip).map_err(sign_ins_too_fast),
            None => Ok(()),
        }
    }

    /// Signs in: a new session (never one the browser brought, so a session planted
    /// before sign-in is worth nothing after it).
    pub async fn sign_in(
        &self,
        name: &str,
        password: &str,
        from: Option<IpAddr>,
    ) -> Result<(Account, String), LobbyError> {
        let key = name_key(&clean_name(name));
        self.try_from_address(from)?;
        self.tries_per_name
            .take(key.clone())
            .map_err(sign_ins_too_fast)?;
        if password.is_empty() || password.len() > MAX_PASSWORD_BYTES {
            return Err(wrong());
        }
        let found = self.find(&key).await?;
        let stored = found
            .as_ref()
            .and_then(|(_, hash)| hash.clone())
            .unwrap_or_else(|| nobody().to_string());
        let right = self.verify(password.to_string(), stored).await?;
        match found {
            Some((account, Some(_))) if right => {
                let secret = self.open_session(&account.id).await?;
                Ok((account, secret))
            }
            _ => Err(wrong()),
        }
    }

    /// The account and its password hash, by the name's key (deleted accounts are not
    /// found: their keys are their ids).
    async fn find(&self, key: &str) -> Result<Option<(Account, Option<String>)>, LobbyError> {
        let row = sqlx::query(
            "SELECT id, name, password, created_ms, banned FROM accounts WHERE name_key = $1 AND deleted = 0",
        )
        .bind(key.to_string())
        .fetch_optional(self.store.pool())
        .await
        .map_err(internal)?;
        row.map(|r| -> Result<_, sqlx::Error> {
            // A banned account's password opens nothing.
            let banned = r.try_get::<i64, _>("banned")? != 0;
            Ok((
                Account {
                    id: r.try_get("id")?,
                    name: r.try_get("name")?,
                    created_ms: r.try_get::<i64, _>("created_ms")? as u64,
                },
                if banned { None } else { r.try_get("password")? },
            ))
        })
        .transpose()
        .map_err(internal)
    }

    /// A new session of the account: the secret for its cookie. (Sessions past their
    /// end are cleared now and then on the way.)
    pub(crate) async fn open_session(&self, account: &str) -> Result<String, LobbyError> {
        self.prune().await?;
        let secret = format!("{}{}", new_token(), new_token());
        let now = now_ms();
        sqlx::query(
            "INSERT INTO sessions (id, account_id, created_ms, seen_ms, expires_ms) VALUES ($1, $2, $3, $3, $4)",
        )
        .bind(session_id(&secret))
        .bind(account.to_string())
        .bind(now as i64)
        .bind((now + SESSION_DAYS * DAY_MS) as i64)
        .execute(self.store.pool())
        .await
        .map_err(internal)?;
        Ok(secret)
    }

    /// Clears sessions and passkey requests past their end, at most once a minute per
    /// process (nothing reads them, but a table that only grows is a leak).
    async fn prune(&self) -> Result<(), LobbyError> {
        use std::sync::atomic::Ordering::Relaxed;
        let now = now_ms();
        let last = self.pruned_ms.load(Relaxed);
        if now < last + 60_000
            || self
                .pruned_ms
                .compare_exchange(last, now, Relaxed, Relaxed)
                .is_err()
        {
            return Ok(());
        }
        for sql in [
            "DELETE FROM sessions WHERE expires_ms <= $1",
            "DELETE FROM passkey_ceremonies WHERE expires_ms <= $1",
        ] {
            sqlx::query(sql)
                .bind(now as i64)
                .execute(self.store.pool())
                .await
                .map_err(internal)?;
        }
        Ok(())
    }

    /// Whether the account has a password (an account made with a passkey has none).
    /// Forgets an account made a moment ago that never got its way in (a passkey
    /// sign-up whose passkey could not be stored).
    pub(crate) async fn unmake(&self, account: &str) -> Result<(), LobbyError> {
        sqlx::query("DELETE FROM accounts WHERE id = $1 AND password IS NULL")
            .bind(account.to_string())
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(())
    }

    pub async fn has_password(&self, account: &Account) -> Result<bool, LobbyError> {
        Ok(self
            .find(&name_key(&account.name))
            .await?
            .is_some_and(|(_, hash)| hash.is_some()))
    }

    /// Who a request's session belongs to, if it is alive; its life is extended by use.
    pub async fn signed_in(&self, secret: Option<&str>) -> Result<Option<Account>, LobbyError> {
        let Some(secret) = secret else {
            return Ok(None);
        };
        let id = session_id(secret);
        let now = now_ms();
        let row = sqlx::query(
            "SELECT a.id, a.name, a.created_ms, s.seen_ms FROM sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.id = $1 AND s.expires_ms > $2 AND a.deleted = 0 AND a.banned = 0",
        )
        .bind(id.clone())
        .bind(now as i64)
        .fetch_optional(self.store.pool())
        .await
        .map_err(internal)?;
        let Some(r) = row else {
            return Ok(None);
        };
        let seen: i64 = r.try_get("seen_ms").map_err(internal)?;
        if now.saturating_sub(seen as u64) > TOUCH_EVERY_MS {
            sqlx::query("UPDATE sessions SET seen_ms = $1, expires_ms = $2 WHERE id = $3")
                .bind(now as i64)
                .bind((now + SESSION_DAYS * DAY_MS) as i64)
                .bind(id)
                .execute(self.store.pool())
                .await
                .map_err(internal)?;
        }
        Ok(Some(Account {
            id: r.try_get("id").map_err(internal)?,
            name: r.try_get("name").map_err(internal)?,
            created_ms: r.try_get::<i64, _>("created_ms").map_err(internal)? as u64,
        }))
    }

    /// Ends this session.
    pub async fn sign_out(&self, secret: &str) -> Result<(), LobbyError> {
        sqlx::query("DELETE FROM sessions WHERE id = $1")
            .bind(session_id(secret))
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(())
    }

    /// Ends every session of the account, on every device.
    pub async fn sign_out_everywhere(&self, account: &str) -> Result<u64, LobbyError> {
        let done = sqlx::query("DELETE FROM sessions WHERE account_id = $1")
            .bind(account.to_string())
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(done.rows_affected())
    }

    /// The seat played with `token` at `table` becomes the account's (a guest's table
    /// claimed, or a table just made or joined while signed in). False if no such seat
    /// is free of accounts.
    pub async fn hold(&self, account: &str, table: &str, token: &str) -> Result<bool, LobbyError> {
        let done = sqlx::query(
            "UPDATE seats SET account_id = $1 WHERE table_id = $2 AND token = $3 AND account_id IS NULL",
        )
        .bind(account.to_string())
        .bind(table.to_string())
        .bind(token.to_string())
        .execute(self.store.pool())
        .await
        .map_err(internal)?;
        Ok(done.rows_affected() > 0)
    }

    /// Whether the account holds a seat at `table`.
    pub async fn seated(&self, account: &str, table: &str) -> Result<bool, LobbyError> {
        Ok(
            sqlx::query("SELECT 1 FROM seats WHERE table_id = $1 AND account_id = $2")
                .bind(table.to_string())
                .bind(account.to_string())
                .fetch_optional(self.store.pool())
                .await
                .map_err(internal)?
                .is_some(),
        )
    }

    /// The seats the account holds, newest first.
    pub async fn seats(&self, account: &str, limit: usize) -> Result<Vec<HeldSeat>, LobbyError> {
        let rows = sqlx::query(
            "SELECT s.table_id, t.game, s.seat, s.token, t.created_ms, t.finished, t.dormant, t.waiting FROM seats s \
             JOIN tables t ON t.id = s.table_id WHERE s.account_id = $1 ORDER BY t.created_ms DESC LIMIT $2",
        )
        .bind(account.to_string())
        .bind(limit as i64)
        .fetch_all(self.store.pool())
        .await
        .map_err(internal)?;
        rows.iter()
            .map(|r| -> Result<HeldSeat, sqlx::Error> {
                Ok(HeldSeat {
                    table: r.try_get("table_id")?,
                    game: r.try_get("game")?,
                    seat: r.try_get::<i64, _>("seat")? as u64,
                    token: r.try_get("token")?,
                    created_ms: r.try_get::<i64, _>("created_ms")? as u64,
                    finished: r.try_get::<i64, _>("finished")? != 0,
                    waiting_asleep: (r.try_get::<i64, _>("dormant")? != 0)
                        .then(|| r.try_get::<Option<String>, _>("waiting"))
                        .transpose()?
                        .flatten()
                        .and_then(|w| serde_json::from_str(&w).ok()),
                    your_turn: false,
                })
            })
            .collect::<Result<_, _>>()
            .map_err(internal)
    }

    /// The account's e-mail address and whether it wants "your turn" by e-mail.
    pub async fn mail_settings(&self, account: &str) -> Result<(Option<String>, bool), LobbyError> {
        let r = sqlx::query("SELECT email, notify FROM accounts WHERE id = $1")
            .bind(account.to_string())
            .fetch_one(self.store.pool())
            .await
            .map_err(internal)?;
        Ok((
            r.try_get("email").map_err(internal)?,
            r.try_get::<i64, _>("notify").map_err(internal)? != 0,
        ))
    }

    /// The language the account chose, if it did.
    pub async fn lang(&self, account: &str) -> Result<Option<coinop_core::Lang>, LobbyError> {
        let r = sqlx::query("SELECT lang FROM accounts WHERE id = $1")
            .bind(account.to_string())
            .fetch_optional(self.store.pool())
            .await
            .map_err(internal)?;
        let tag: Option<String> = match r {
            Some(r) => r.try_get("lang").map_err(internal)?,
            None => None,
        };
        Ok(tag.as_deref().and_then(coinop_core::Lang::parse))
    }

    /// Remembers the account's language.
    pub async fn set_lang(&self, account: &str, lang: coinop_core::Lang) -> Result<(), LobbyError> {
        sqlx::query("UPDATE accounts SET lang = $1 WHERE id = $2")
            .bind(lang.tag())
            .bind(account.to_string())
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(())
    }

    /// Sets them: no address, no mail.
    pub async fn set_mail(
        &self,
        account: &str,
        email: Option<&str>,
        notify: bool,
    ) -> Result<(), LobbyError> {
        let email = email
            .filter(|e| !e.trim().is_empty())
            .map(crate::mail::check_address)
            .transpose()
            .map_err(|why| LobbyError::bad("not_an_email", Value::Null, why))?;
        if notify && email.is_none() {
            return Err(LobbyError::bad(
                "mail_needed",
                Value::Null,
                "give an e-mail address to be told by e-mail",
            ));
        }
        sqlx::query("UPDATE accounts SET email = $1, notify = $2 WHERE id = $3")
            .bind(email)
            .bind(i64::from(notify))
            .bind(account.to_string())
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(())
    }

    /// An account by its name, as others see it.
    pub async fn by_name(&self, name: &str) -> Result<Option<Account>, LobbyError> {
        Ok(self
            .find(&name_key(&clean_name(name)))
            .await?
            .map(|(a, _)| a))
    }

    /// The games an account played, newest first, as anyone may see them (no tokens):
    /// each with whether its seat won.
    pub async fn games(
        &self,
        account: &str,
        limit: usize,
    ) -> Result<serde_json::Value, LobbyError> {
        let rows = sqlx::query(
            "SELECT s.table_id, t.game, s.seat, t.created_ms, t.finished, t.outcome, t.rated FROM seats s \
             JOIN tables t ON t.id = s.table_id WHERE s.account_id = $1 ORDER BY t.created_ms DESC LIMIT $2",
        )
        .bind(account.to_string())
        .bind(limit as i64)
        .fetch_all(self.store.pool())
        .await
        .map_err(internal)?;
        let mut out = Vec::new();
        for r in &rows {
            let seat = r.try_get::<i64, _>(2).map_err(internal)?;
            let outcome: Option<String> = r.try_get(5).map_err(internal)?;
            let won = outcome
                .and_then(|o| serde_json::from_str::<coinop_core::Outcome>(&o).ok())
                .map(|o| o.winners.contains(&(seat as coinop_core::Seat)));
            out.push(serde_json::json!({
                "table": r.try_get::<String, _>(0).map_err(internal)?,
                "game": r.try_get::<String, _>(1).map_err(internal)?,
                "seat": seat,
                "created_ms": r.try_get::<i64, _>(3).map_err(internal)?,
                "finished": r.try_get::<i64, _>(4).map_err(internal)? != 0,
                "won": won,
                "rated": r.try_get::<i64, _>(6).map_err(internal)? != 0,
            }));
        }
        Ok(serde_json::Value::Array(out))
    }

    /// Everything the site keeps about the account, for it to take away.
    pub async fn export(&self, account: &Account) -> Result<serde_json::Value, LobbyError> {
        let sessions = sqlx::query(
            "SELECT created_ms, seen_ms, expires_ms FROM sessions WHERE account_id = $1 ORDER BY created_ms",
        )
        .bind(account.id.clone())
        .fetch_all(self.store.pool())
        .await
        .map_err(internal)?
        .iter()
        .map(|r| -> Result<serde_json::Value, sqlx::Error> {
            Ok(serde_json::json!({
                "created_ms": r.try_get::<i64, _>("created_ms")?,
                "last_used_ms": r.try_get::<i64, _>("seen_ms")?,
                "expires_ms": r.try_get::<i64, _>("expires_ms")?,
            }))
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(internal)?;
        let seats: Vec<serde_json::Value> = self
            .seats(&account.id, 100_000)
            .await?
            .into_iter()
            .map(|s| {
                serde_json::json!({
                    "table": s.table, "game": s.game, "seat": s.seat, "created_ms": s.created_ms,
                    "finished": s.finished, "replay": format!("/replay/{}", s.table),
                })
            })
            .collect();
        let (email, notify) = self.mail_settings(&account.id).await?;
        Ok(serde_json::json!({
            "account": { "name": account.name, "created_ms": account.created_ms, "email": email, "mail_your_turn": notify },
            "sessions": sessions,
            "seats": seats,
        }))
    }

    /// Deletes the account, confirmed by its password, or by one of its passkeys just
    /// now (`by_passkey`: the caller checked it; an account with no password has only
    /// that): its name, password, passkeys and sessions go; its games stay, their seats
    /// named "deleted player".
    pub async fn delete(
        &self,
        account: &Account,
        password: Option<&str>,
        by_passkey: bool,
    ) -> Result<(), LobbyError> {
        let stored = self
            .find(&name_key(&account.name))
            .await?
            .ok_or_else(wrong)?
            .1;
        let confirmed = match (password, stored) {
            _ if by_passkey => true,
            (Some(p), Some(hash)) => {
                p.len() <= MAX_PASSWORD_BYTES && self.verify(p.to_string(), hash).await?
            }
            _ => false,
        };
        if !confirmed {
            return Err(LobbyError::forbidden(
                "delete_unconfirmed",
                Value::Null,
                "wrong password (or confirm with one of your passkeys)",
            ));
        }
        let mut tx = self.store.pool().begin().await.map_err(internal)?;
        sqlx::query(
            "UPDATE accounts SET name = 'deleted player', name_key = $1, password = NULL, skeleton = NULL, deleted = 1 WHERE id = $2",
        )
        .bind(format!("deleted:{}", account.id))
        .bind(account.id.clone())
        .execute(&mut *tx)
        .await
        .map_err(internal)?;
        // Its chat lines too: a spectator's by its account, a seat's by the seat.
        sqlx::query(
            "UPDATE chat SET name = 'deleted player' WHERE account_id = $1 OR EXISTS \
             (SELECT 1 FROM seats s WHERE s.account_id = $1 AND s.table_id = chat.table_id AND s.seat = chat.seat)",
        )
        .bind(account.id.clone())
        .execute(&mut *tx)
        .await
        .map_err(internal)?;
        sqlx::query("UPDATE seats SET name = 'deleted player' WHERE account_id = $1")
            .bind(account.id.clone())
            .execute(&mut *tx)
            .await
            .map_err(internal)?;
        for sql in [
            "DELETE FROM sessions WHERE account_id = $1",
            "DELETE FROM passkeys WHERE account_id = $1",
        ] {
            sqlx::query(sql)
                .bind(account.id.clone())
                .execute(&mut *tx)
                .await
                .map_err(internal)?;
        }
        tx.commit().await.map_err(internal)?;
        Ok(())
    }
}

/// Who may play a seat by its secret: `Ok` if nobody's account holds it, or the account
/// signed in is the one that does (and may still sign in: not banned or deleted). A seat
/// an account holds is played only signed in as it, so signing out (everywhere) takes
/// the account's seats away from a browser that still has their secrets.
pub async fn may_play(
    store: &Store,
    table: &str,
    token: &str,
    signed_in: Option<&str>,
) -> Result<(), LobbyError> {
    let row = sqlx::query(
        "SELECT s.account_id, a.banned, a.deleted FROM seats s JOIN accounts a ON a.id = s.account_id \
         WHERE s.table_id = $1 AND s.token = $2",
    )
    .bind(table.to_string())
    .bind(token.to_string())
    .fetch_optional(store.pool())
    .await
    .map_err(internal)?;
    let Some(r) = row else { return Ok(()) };
    let holder: String = r.try_get("account_id").map_err(internal)?;
    let barred = r.try_get::<i64, _>("banned").map_err(internal)? != 0
        || r.try_get::<i64, _>("deleted").map_err(internal)? != 0;
    if barred {
        return Err(LobbyError::forbidden(
            "seat_barred",
            Value::Null,
            "the account that holds this seat can no longer play",
        ));
    }
    if signed_in != Some(holder.as_str()) {
        return Err(LobbyError::forbidden(
            "seat_of_account",
            Value::Null,
            "this seat belongs to an account: sign in as it to play here",
        ));
    }
    Ok(())
}

/// Whether an account may still speak: not banned, not deleted.
pub async fn active(store: &Store, account: &str) -> Result<bool, LobbyError> {
    Ok(
        sqlx::query("SELECT 1 FROM accounts WHERE id = $1 AND banned = 0 AND deleted = 0")
            .bind(account.to_string())
            .fetch_optional(store.pool())
            .await
            .map_err(internal)?
            .is_some(),
    )
}

/// An operator bans an account by its name: it is signed out everywhere and can no longer
/// sign in or chat; its games stay. False if there is no such account.
pub async fn ban(store: &Store, name: &str) -> anyhow::Result<bool> {
    let key = name_key(&clean_name(name));
    let id: Option<String> =
        sqlx::query("SELECT id FROM accounts WHERE name_key = $1 AND deleted = 0")
            .bind(key)
            .fetch_optional(store.pool())
            .await?
            .map(|r| r.try_get(0))
            .transpose()?;
    let Some(id) = id else { return Ok(false) };
    sqlx::query("UPDATE accounts SET banned = 1 WHERE id = $1")
        .bind(id.clone())
        .execute(store.pool())
        .await?;
    sqlx::query("DELETE FROM sessions WHERE account_id = $1")
        .bind(id)
        .execute(store.pool())
        .await?;
    Ok(true)
}

fn check_password(password: &str) -> Result<(), LobbyError> {
    if password.chars().count() < MIN_PASSWORD {
        return Err(LobbyError::bad(
            "password_short",
            json!({ "least": MIN_PASSWORD }),
            format!("a password has at least {MIN_PASSWORD} characters"),
        ));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(LobbyError::bad(
            "password_long",
            json!({ "most": MAX_PASSWORD_BYTES }),
            format!("a password has at most {MAX_PASSWORD_BYTES} bytes"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_verifies_against_its_own_hash_only() {
        let h = hash_now("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify_now("correct horse", &h));
        assert!(!verify_now("correct hors", &h));
        assert!(!verify_now("correct horse", nobody()));
        assert!(!verify_now("x", "not a hash"));
    }

    #[test]
    fn the_session_cookie_is_read_only_in_its_own_shape() {
        let mut headers = axum::http::HeaderMap::new();
        let s = "a".repeat(64);
        headers.insert(
            axum::http::header::COOKIE,
            format!("x=1; {SESSION_COOKIE}={s}; y=2").parse().unwrap(),
        );
        assert_eq!(session_secret(&headers).as_deref(), Some(s.as_str()));
        headers.insert(
            axum::http::header::COOKIE,
            format!("{SESSION_COOKIE}=../../etc").parse().unwrap(),
        );
        assert_eq!(session_secret(&headers), None);
        let c = session_cookie(Some(&s), true);
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Lax") && c.ends_with("; Secure"));
        assert!(!session_cookie(Some(&s), false).contains("Secure"));
    }
}
