//! Passkeys (WebAuthn, through webauthn-rs): an account signs in with a key its device
//! keeps, no password. A signed-in account adds passkeys; a new account may be made with
//! one alone; signing in asks the browser for any passkey of this site (a *discoverable*
//! credential: no name is typed, so nothing tells which names exist).
//!
//! Each ceremony is two requests: the first gives the page a challenge and keeps the
//! ceremony's state in the store (so another process of a cluster can finish it), under
//! the SHA-256 of a secret only the page has; the second answers it, once, within five
//! minutes. The relying party is the site's address (`serve --site-url`), or `localhost`
//! on any port when none is given: a browser offers passkeys only to a secure context,
//! which plain http is only on localhost.

use crate::accounts::{Account, Accounts, internal};
use crate::lobby::LobbyError;
use crate::store::{Store, hex, new_token, now_ms, sha256_hex};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sqlx::Row;
use webauthn_rs::prelude::*;

/// How long a page has to answer a challenge.
const CEREMONY_MS: u64 = 5 * 60 * 1000;
/// Passkeys one account may hold.
pub const MAX_PER_ACCOUNT: usize = 20;

/// A ceremony in progress, as the store keeps it.
#[derive(Serialize, Deserialize)]
enum Ceremony {
    /// A signed-in account adds a passkey.
    Add {
        account: String,
        state: PasskeyRegistration,
    },
    /// A new account, made with a passkey: its id and name are fixed when it begins.
    SignUp {
        account: String,
        name: String,
        key: String,
        state: PasskeyRegistration,
    },
    /// Signing in (or confirming who one is) with any passkey of the site.
    SignIn { state: DiscoverableAuthentication },
}

/// What a finished registration did.
pub enum Registered {
    Added,
    /// A new account, and its first session's secret.
    SignedUp(Account, String),
}

pub struct Passkeys {
    webauthn: Webauthn,
    rp_id: String,
    store: Store,
    /// Passkeys an account may begin adding: each begun is a row in the store.
    adds: crate::limits::Allowance<String>,
}

/// The one answer to a passkey that opens nothing, whatever was wrong with it.
fn refused() -> LobbyError {
    LobbyError::forbidden(
        "passkey_unknown",
        Value::Null,
        "this passkey does not open an account here",
    )
}

/// The WebAuthn user handle of an account: its id (128 random bits in hex) as a UUID.
fn handle(account: &str) -> Result<Uuid, LobbyError> {
    Uuid::try_parse(account).map_err(internal)
}

impl Passkeys {
    /// Passkeys for the site at `site` (its scheme, host and port as players reach it).
    pub fn new(store: Store, site: &Url) -> anyhow::Result<Passkeys> {
        let rp_id = site
            .host_str()
            .ok_or_else(|| anyhow::anyhow!("the site's address {site} has no host"))?
            .to_string();
        let mut builder = WebauthnBuilder::new(&rp_id, site)?.rp_name("coinop");
        if rp_id == "localhost" {
            builder = builder.allow_any_port(true);
        }
        Ok(Passkeys {
            webauthn: builder.build()?,
            rp_id,
            store,
            // Ten, then one a minute.
            adds: crate::limits::Allowance::new(10.0, 1.0 / 60.0),
        })
    }

    /// The host passkeys belong to: a page on another host cannot use them.
    pub fn rp_id(&self) -> &str {
        &self.rp_id
    }

    async fn begin(&self, ceremony: &Ceremony) -> Result<String, LobbyError> {
        let secret = format!("{}{}", new_token(), new_token());
        sqlx::query(
            "INSERT INTO passkey_ceremonies (id, ceremony, expires_ms) VALUES ($1, $2, $3)",
        )
        .bind(sha256_hex(&secret))
        .bind(serde_json::to_string(ceremony).map_err(internal)?)
        .bind((now_ms() + CEREMONY_MS) as i64)
        .execute(self.store.pool())
        .await
        .map_err(internal)?;
        Ok(secret)
    }

    /// The ceremony `secret` began, taken out of the store: each is answered once.
    async fn take(&self, secret: &str) -> Result<Ceremony, LobbyError> {
        let expired = || {
            LobbyError::bad(
                "passkey_expired",
                Value::Null,
                "the passkey request has expired; try again",
            )
        };
        if secret.len() > 128 {
            return Err(expired());
        }
        let row = sqlx::query(
            "DELETE FROM passkey_ceremonies WHERE id = $1 RETURNING ceremony, expires_ms",
        )
        .bind(sha256_hex(secret))
        .fetch_optional(self.store.pool())
        .await
        .map_err(internal)?
        .ok_or_else(expired)?;
        let expires: i64 = row.try_get("expires_ms").map_err(internal)?;
        if (expires as u64) <= now_ms() {
            return Err(expired());
        }
        let text: String = row.try_get("ceremony").map_err(internal)?;
        serde_json::from_str(&text).map_err(internal)
    }

    /// The account's passkeys, to leave out of a new registration.
    async fn held(&self, account: &str) -> Result<Vec<Passkey>, LobbyError> {
        sqlx::query("SELECT passkey FROM passkeys WHERE account_id = $1")
            .bind(account.to_string())
            .fetch_all(self.store.pool())
            .await
            .map_err(internal)?
            .iter()
            .map(|r| {
                let text: String = r.try_get("passkey").map_err(internal)?;
                serde_json::from_str(&text).map_err(internal)
            })
            .collect()
    }

    /// Begins adding a passkey to a signed-in account.
    pub async fn start_add(&self, account: &Account) -> Result<Value, LobbyError> {
        self.adds.take(account.id.clone()).map_err(|wait| {
            LobbyError::too_many(
                "passkeys_too_fast",
                json!({ "wait": wait }),
                format!("too many passkeys begun; try again in {wait} s"),
            )
        })?;
        let held = self.held(&account.id).await?;
        if held.len() >= MAX_PER_ACCOUNT {
            return Err(LobbyError::bad(
                "passkeys_full",
                json!({ "most": MAX_PER_ACCOUNT }),
                format!("an account holds at most {MAX_PER_ACCOUNT} passkeys; remove one first"),
            ));
        }
        let exclude = held.iter().map(|p| p.cred_id().clone()).collect();
        let (options, state) = self
            .webauthn
            .start_passkey_registration(
                handle(&account.id)?,
                &account.name,
                &account.name,
                Some(exclude),
            )
            .map_err(internal)?;
        let ceremony = Ceremony::Add {
            account: account.id.clone(),
            state,
        };
        Ok(json!({ "ceremony": self.begin(&ceremony).await?, "options": discoverable(options)? }))
    }

    /// Begins a new account made with a passkey: the name is checked (and the address's
    /// allowance of new accounts spent) now.
    pub async fn start_sign_up(
        &self,
        accounts: &Accounts,
        name: &str,
        from: Option<std::net::IpAddr>,
    ) -> Result<Value, LobbyError> {
        let (name, key) = accounts.new_name(name, from).await?;
        let account = new_token();
        let (options, state) = self
            .webauthn
            .start_passkey_registration(handle(&account)?, &name, &name, None)
            .map_err(internal)?;
        let ceremony = Ceremony::SignUp {
            account,
            name,
            key,
            state,
        };
        Ok(json!({ "ceremony": self.begin(&ceremony).await?, "options": discoverable(options)? }))
    }

    /// Finishes a registration begun by [`start_add`](Self::start_add) (for `signed_in`
    /// only) or [`start_sign_up`](Self::start_sign_up).
    pub async fn finish_registration(
        &self,
        accounts: &Accounts,
        signed_in: Option<&Account>,
        secret: &str,
        credential: &RegisterPublicKeyCredential,
    ) -> Result<Registered, LobbyError> {
        let (account, state, new) = match self.take(secret).await? {
            Ceremony::Add { account, state } => {
                if signed_in.is_none_or(|a| a.id != account) {
                    return Err(LobbyError::forbidden(
                        "passkey_other_account",
                        Value::Null,
                        "this passkey request was made for another account",
                    ));
                }
                (account, state, None)
            }
            Ceremony::SignUp {
                account,
                name,
                key,
                state,
            } => (account, state, Some((name, key))),
            Ceremony::SignIn { .. } => {
                return Err(LobbyError::Bad("that was a request to sign in".into()));
            }
        };
        let passkey = self
            .webauthn
            .finish_passkey_registration(credential, &state)
            .map_err(|e| {
                LobbyError::forbidden(
                    "passkey_not_accepted",
                    Value::Null,
                    format!("the passkey was not accepted: {e}"),
                )
            })?;
        let id = hex(passkey.cred_id());
        let taken = sqlx::query("SELECT 1 FROM passkeys WHERE id = $1")
            .bind(id.clone())
            .fetch_optional(self.store.pool())
            .await
            .map_err(internal)?;
        if taken.is_some() {
            return Err(LobbyError::bad(
                "passkey_registered",
                Value::Null,
                "this passkey is already registered here",
            ));
        }
        let made = match new {
            Some((name, key)) => {
                // Another may have taken a name like it meanwhile.
                if let Some(other) = accounts.look_alike(&name).await? {
                    return Err(crate::accounts::like_another(&name, &other));
                }
                Some(accounts.create(account.clone(), name, key, None).await?)
            }
            None => None,
        };
        let now = now_ms() as i64;
        let stored = sqlx::query(
            "INSERT INTO passkeys (id, account_id, passkey, created_ms, used_ms) VALUES ($1, $2, $3, $4, $4)",
        )
        .bind(id)
        .bind(account.clone())
        .bind(serde_json::to_string(&passkey).map_err(internal)?)
        .bind(now)
        .execute(self.store.pool())
        .await;
        if let Err(e) = stored {
            // An account with neither password nor passkey opens nothing: unmade.
            if made.is_some() {
                accounts.unmake(&account).await?;
            }
            return Err(internal(e));
        }
        Ok(match made {
            Some(a) => {
                let secret = accounts.open_session(&a.id).await?;
                Registered::SignedUp(a, secret)
            }
            None => Registered::Added,
        })
    }

    /// Begins a sign-in (or a confirmation) with any passkey of this site.
    pub async fn start_sign_in(&self) -> Result<Value, LobbyError> {
        let (mut options, state) = self
            .webauthn
            .start_discoverable_authentication()
            .map_err(internal)?;
        // Asked for by a button, not offered in the name field's autofill.
        options.mediation = None;
        let ceremony = Ceremony::SignIn { state };
        Ok(json!({ "ceremony": self.begin(&ceremony).await?, "options": options }))
    }

    /// The account a passkey's answer to a sign-in ceremony proves, its counter moved
    /// on. Every failure answers alike.
    pub async fn finish_sign_in(
        &self,
        secret: &str,
        credential: &PublicKeyCredential,
    ) -> Result<Account, LobbyError> {
        let Ceremony::SignIn { state } = self.take(secret).await? else {
            return Err(LobbyError::Bad(
                "that was a request to register a passkey".into(),
            ));
        };
        let (user, cred_id) = self
            .webauthn
            .identify_discoverable_authentication(credential)
            .map_err(|_| refused())?;
        let row = sqlx::query(
            "SELECT p.passkey, a.id, a.name, a.created_ms FROM passkeys p JOIN accounts a ON a.id = p.account_id \
             WHERE p.id = $1 AND a.deleted = 0 AND a.banned = 0",
        )
        .bind(hex(cred_id))
        .fetch_optional(self.store.pool())
        .await
        .map_err(internal)?
        .ok_or_else(refused)?;
        let account = Account {
            id: row.try_get("id").map_err(internal)?,
            name: row.try_get("name").map_err(internal)?,
            created_ms: row.try_get::<i64, _>("created_ms").map_err(internal)? as u64,
        };
        if handle(&account.id)? != user {
            return Err(refused());
        }
        let text: String = row.try_get("passkey").map_err(internal)?;
        let mut passkey: Passkey = serde_json::from_str(&text).map_err(internal)?;
        let result = self
            .webauthn
            .finish_discoverable_authentication_v2(credential, state, &passkey)
            .map_err(|_| refused())?;
        passkey.update_credential(&result);
        sqlx::query("UPDATE passkeys SET passkey = $1, used_ms = $2 WHERE id = $3")
            .bind(serde_json::to_string(&passkey).map_err(internal)?)
            .bind(now_ms() as i64)
            .bind(hex(passkey.cred_id()))
            .execute(self.store.pool())
            .await
            .map_err(internal)?;
        Ok(account)
    }

    /// Removes one of the account's passkeys; false if it has no such passkey. Never its
    /// last way in (its only passkey, with no password): checked and done under the
    /// account's row lock, so two removals at once cannot both pass the check.
    pub async fn remove(&self, account: &Account, id: &str) -> Result<bool, LobbyError> {
        let mut tx = self.store.pool().begin().await.map_err(internal)?;
        // Takes the account's row (PostgreSQL) or the database (SQLite) for writing.
        sqlx::query("UPDATE accounts SET id = id WHERE id = $1")
            .bind(account.id.clone())
            .execute(&mut *tx)
            .await
            .map_err(internal)?;
        let row = sqlx::query(
            "SELECT (SELECT COUNT(*) FROM passkeys WHERE account_id = $1 AND id = $2) AS this, \
             (SELECT COUNT(*) FROM passkeys WHERE account_id = $1 AND id <> $2) AS others, \
             (SELECT COUNT(*) FROM accounts WHERE id = $1 AND password IS NOT NULL) AS password",
        )
        .bind(account.id.clone())
        .bind(id.to_string())
        .fetch_one(&mut *tx)
        .await
        .map_err(internal)?;
        let this: i64 = row.try_get("this").map_err(internal)?;
        let others: i64 = row.try_get("others").map_err(internal)?;
        let password: i64 = row.try_get("password").map_err(internal)?;
        if this == 0 {
            return Ok(false);
        }
        if others == 0 && password == 0 {
            return Err(LobbyError::bad(
                "last_way_in",
                Value::Null,
                "this is your account's only way in (it has no password): add another passkey first",
            ));
        }
        let done = sqlx::query("DELETE FROM passkeys WHERE id = $1 AND account_id = $2")
            .bind(id.to_string())
            .bind(account.id.clone())
            .execute(&mut *tx)
            .await
            .map_err(internal)?;
        tx.commit().await.map_err(internal)?;
        Ok(done.rows_affected() > 0)
    }
}

/// The account's passkeys as its page lists them (and its export gives them): an id,
/// when it was added and last used. The keys themselves are public keys, and stay here.
pub async fn listed(store: &Store, account: &str) -> Result<Vec<Value>, LobbyError> {
    sqlx::query(
        "SELECT id, created_ms, used_ms FROM passkeys WHERE account_id = $1 ORDER BY created_ms",
    )
    .bind(account.to_string())
    .fetch_all(store.pool())
    .await
    .map_err(internal)?
    .iter()
    .map(|r| -> Result<Value, sqlx::Error> {
        Ok(json!({
            "id": r.try_get::<String, _>("id")?,
            "created_ms": r.try_get::<i64, _>("created_ms")?,
            "used_ms": r.try_get::<i64, _>("used_ms")?,
        }))
    })
    .collect::<Result<Vec<_>, _>>()
    .map_err(internal)
}

/// Registration options that ask the authenticator to keep the credential (a resident,
/// "discoverable" key): signing in names no account, so the device must find its key by
/// itself. (webauthn-rs asks for none by default; its check of the answer is the same.)
fn discoverable(options: CreationChallengeResponse) -> Result<Value, LobbyError> {
    let mut options = serde_json::to_value(options).map_err(internal)?;
    let selection = &mut options["publicKey"]["authenticatorSelection"];
    selection["residentKey"] = json!("required");
    selection["requireResidentKey"] = json!(true);
    Ok(options)
}
