//! The account routes (`crate::accounts`), and the guard every state-changing request
//! with a session passes: it must come from one of our own pages.

use super::{ApiResult, App, Body};
use crate::accounts::{Account, GuestSeat, session_cookie, session_secret};
use crate::lobby::LobbyError;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};

pub(super) fn routes() -> Router<App> {
    Router::new()
        .route("/api/account", get(me))
        .route("/api/account/sign-up", post(sign_up))
        .route("/api/account/sign-in", post(sign_in))
        .route("/api/account/sign-out", post(sign_out))
        .route(
            "/api/account/sign-out-everywhere",
            post(sign_out_everywhere),
        )
        .route("/api/account/tables", get(tables))
        .route("/api/account/claim", post(claim))
        .route("/api/account/export", get(export))
        .route("/api/account/delete", post(delete))
        .route("/api/account/mail", post(set_mail))
        .route("/api/account/lang", post(set_lang))
        .route("/api/account/passkeys/add", post(passkey_add))
        .route("/api/account/passkeys/sign-up", post(passkey_sign_up))
        .route("/api/account/passkeys/register", post(passkey_register))
        .route(
            "/api/account/passkeys/sign-in-options",
            post(passkey_sign_in_options),
        )
        .route("/api/account/passkeys/sign-in", post(passkey_sign_in))
        .route("/api/account/passkeys/remove", post(passkey_remove))
        .route("/api/ratings/{game}", get(leaderboard))
        .route("/api/lobby/chat", get(lobby_chat).post(lobby_say))
        .route("/api/tables/{id}/chat", get(table_chat))
        .route("/api/players/{name}", get(profile))
}

/// A game's leaderboards: two players (Glicko-2) and more (Weng–Lin), computer levels
/// among the people.
async fn leaderboard(
    State(app): State<App>,
    axum::extract::Path(game): axum::extract::Path<String>,
) -> ApiResult<serde_json::Value> {
    if crate::games::find(&game).is_none() {
        return Err(LobbyError::NotFound(format!("no game {game:?} here")));
    }
    let store = app.lobby.store();
    use crate::ratings::{Format, leaderboard};
    let duel = leaderboard(store, &Format::Duel.key(&game), 100).await;
    let multi = leaderboard(store, &Format::Multi.key(&game), 100).await;
    Ok(Json(
        json!({ "game": game, "duel": duel?, "multi": multi? }),
    ))
}

/// A player's profile: ratings with their history, games played and won, recent games,
/// and the tables where it is their turn.
async fn profile(
    State(app): State<App>,
    axum::extract::Path(name): axum::extract::Path<String>,
) -> ApiResult<serde_json::Value> {
    let account = app
        .accounts
        .by_name(&name)
        .await?
        .ok_or_else(|| LobbyError::NotFound(format!("no player named {name:?}")))?;
    let ratings = crate::ratings::of_player(app.lobby.store(), &account.id).await?;
    let games = app.accounts.games(&account.id, 1000).await?;
    let list = games.as_array().map(Vec::as_slice).unwrap_or_default();
    let played = list.iter().filter(|g| g["finished"] == true).count();
    let won = list.iter().filter(|g| g["won"] == true).count();
    // The tables that wait for this player now (what any spectator may see at them;
    // never the seats' links).
    let waiting: Vec<_> = seats_turns_first(&app, &account.id)
        .await?
        .into_iter()
        .take_while(|s| s.your_turn)
        .map(|s| json!({ "table": s.table, "game": s.game, "seat": s.seat }))
        .collect();
    Ok(Json(json!({
        "their_turn": waiting,
        "name": account.name,
        "since_ms": account.created_ms,
        "ratings": ratings,
        "played": played,
        "won": won,
        "recent": list.iter().take(20).collect::<Vec<_>>(),
    })))
}

/// Cross-site request forgery: a browser sends our cookie with a form another site
/// posts to us. A state-changing request that carries a session must say it comes from
/// our own origin (`Origin`, which browsers send with every POST, naming our host), and
/// must not be marked cross-site (`Sec-Fetch-Site`). Requests without a session act by
/// the secrets in their bodies, which another site does not have. The cookie's
/// `SameSite=Lax` is the second wall.
pub(super) async fn same_site_only(req: Request, next: Next) -> Response {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    // A request relayed by another process of a cluster was checked there (a page of
    // another site cannot add a header of its own to a request to us).
    let relayed = req.headers().contains_key(crate::relay::HOP);
    if !safe
        && !relayed
        && session_secret(req.headers()).is_some()
        && !from_our_pages(req.headers())
    {
        return (
            StatusCode::FORBIDDEN,
            Json(json!({
                "error": "refused: a request with your session came from another site's page",
                "code": "cross_site",
            })),
        )
            .into_response();
    }
    next.run(req).await
}

pub(super) fn from_our_pages(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if text("sec-fetch-site").is_some_and(|s| s != "same-origin" && s != "none") {
        return false;
    }
    let (Some(origin), Some(host)) = (text("origin"), text("host")) else {
        return false;
    };
    let origin_host = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    origin_host.is_some_and(|o| o.eq_ignore_ascii_case(host))
}

/// The cookie is `Secure` when the site is served over TLS: told so by the operator
/// (`COINOP_SECURE_COOKIES`), or by the trusted reverse proxy's `X-Forwarded-Proto`.
fn secure(app: &App, headers: &HeaderMap) -> bool {
    app.config.secure_cookies
        || headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|p| p.eq_ignore_ascii_case("https"))
            && !app.config.trusted_proxies.is_empty()
}

/// The answer that takes the session cookie away, with `body`.
fn signed_out(app: &App, headers: &HeaderMap, body: serde_json::Value) -> Response {
    (
        [(
            header::SET_COOKIE,
            session_cookie(None, secure(app, headers)),
        )],
        Json(body),
    )
        .into_response()
}

/// The signed-in person of a request, if any.
pub(super) async fn account_of(
    app: &App,
    headers: &HeaderMap,
) -> Result<Option<Account>, LobbyError> {
    app.accounts
        .signed_in(session_secret(headers).as_deref())
        .await
}

/// The account and the session cookie to set with it.
/// The answer that signs a browser in: its session cookie, and the account's language
/// (if it chose one) as the browser's from now on.
async fn signed_in(
    app: &App,
    headers: &HeaderMap,
    account: Account,
    secret: &str,
) -> Result<Response, LobbyError> {
    let secure = secure(app, headers);
    let lang = app.accounts.lang(&account.id).await?;
    let mut response = (
        [(header::SET_COOKIE, session_cookie(Some(secret), secure))],
        Json(json!({ "account": account, "lang": lang })),
    )
        .into_response();
    if let Some(lang) = lang
        && let Ok(v) = crate::lang::cookie(lang, secure).parse()
    {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(response)
}

/// [`signed_in`], ending the session the browser brought: a new one is made at every
/// sign-in, never adopted (a session planted before sign-in is worth nothing after it).
async fn replace_session(
    app: &App,
    headers: &HeaderMap,
    account: Account,
    secret: &str,
) -> Result<Response, LobbyError> {
    if let Some(old) = session_secret(headers) {
        app.accounts.sign_out(&old).await?;
    }
    signed_in(app, headers, account, secret).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

async fn me(State(app): State<App>, headers: HeaderMap) -> ApiResult<serde_json::Value> {
    let account = account_of(&app, &headers).await?;
    // The host passkeys work on: a page elsewhere (another name of this server) offers none.
    let passkey_host = app.passkeys.as_ref().map(|p| p.rp_id().to_string());
    let Some(a) = account else {
        return Ok(Json(
            json!({ "account": null, "passkey_host": passkey_host }),
        ));
    };
    let (email, notify) = app.accounts.mail_settings(&a.id).await?;
    let passkeys = crate::passkeys::listed(app.lobby.store(), &a.id).await?;
    let has_password = app.accounts.has_password(&a).await?;
    Ok(Json(json!({
        "account": a, "email": email, "notify": notify, "passkey_host": passkey_host,
        "mail_sent": crate::mail::configured(),
        "passkeys": passkeys, "has_password": has_password,
    })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MailSettings {
    email: Option<String>,
    notify: bool,
}

/// The account's address, and whether to be told "your turn" by e-mail at games of days.
async fn set_mail(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<MailSettings>,
) -> ApiResult<serde_json::Value> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let Json(m) = body?;
    app.accounts
        .set_mail(&account.id, m.email.as_deref(), m.notify)
        .await?;
    let (email, notify) = app.accounts.mail_settings(&account.id).await?;
    Ok(Json(json!({ "email": email, "notify": notify })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LangChoice {
    lang: String,
}

/// The header's language switch: remembered by the browser (a cookie) and, signed in, on
/// the account, so another device shows the site in it after signing in.
async fn set_lang(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<LangChoice>,
) -> Result<Response, LobbyError> {
    let Json(choice) = body?;
    // Only a language the switch offers: the pseudo-locale is chosen by its tag for a
    // look at the page, never kept on an account.
    let lang = coinop_core::Lang::parse(&choice.lang)
        .filter(|l| coinop_core::Lang::all().any(|o| o == *l))
        .ok_or_else(|| {
            let offered: Vec<&str> = coinop_core::Lang::all().map(|l| l.tag()).collect();
            let message = match choice.lang.parse::<coinop_core::Lang>() {
                Err(e) => e,
                Ok(_) => format!(
                    "'{}' is not offered (coinop speaks {})",
                    choice.lang,
                    offered.join(", ")
                ),
            };
            LobbyError::bad(
                "bad_lang",
                json!({ "lang": choice.lang, "offered": offered.join(", ") }),
                message,
            )
        })?;
    let account = account_of(&app, &headers).await?;
    if let Some(a) = &account {
        app.accounts.set_lang(&a.id, lang).await?;
    }
    Ok((
        [(
            header::SET_COOKIE,
            crate::lang::cookie(lang, secure(&app, &headers)),
        )],
        Json(json!({ "lang": lang, "stored": account.is_some() })),
    )
        .into_response())
}

async fn sign_up(
    State(app): State<App>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
    body: Body<Credentials>,
) -> Result<Response, LobbyError> {
    let Json(c) = body?;
    let from = app.config.client(&extensions, &headers);
    let (account, secret) = app.accounts.sign_up(&c.name, &c.password, from).await?;
    signed_in(&app, &headers, account, &secret).await
}

async fn sign_in(
    State(app): State<App>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
    body: Body<Credentials>,
) -> Result<Response, LobbyError> {
    let Json(c) = body?;
    let from = app.config.client(&extensions, &headers);
    let (account, secret) = app.accounts.sign_in(&c.name, &c.password, from).await?;
    replace_session(&app, &headers, account, &secret).await
}

async fn sign_out(State(app): State<App>, headers: HeaderMap) -> Result<Response, LobbyError> {
    if let Some(secret) = session_secret(&headers) {
        app.accounts.sign_out(&secret).await?;
    }
    Ok(signed_out(&app, &headers, json!({ "account": null })))
}

async fn signed_in_or_refuse(app: &App, headers: &HeaderMap) -> Result<Account, LobbyError> {
    account_of(app, headers)
        .await?
        .ok_or_else(|| LobbyError::forbidden("sign_in", Value::Null, "sign in first"))
}

async fn sign_out_everywhere(
    State(app): State<App>,
    headers: HeaderMap,
) -> Result<Response, LobbyError> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let ended = app.accounts.sign_out_everywhere(&account.id).await?;
    Ok(signed_out(
        &app,
        &headers,
        json!({ "account": null, "sessions_ended": ended }),
    ))
}

/// The seats the account holds, with their tokens: a person's tables on any device.
async fn tables(State(app): State<App>, headers: HeaderMap) -> ApiResult<serde_json::Value> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let seats = seats_turns_first(&app, &account.id).await?;
    Ok(Json(json!({ "seats": seats })))
}

/// The account's seats (the latest 200), the tables where it is its turn first.
async fn seats_turns_first(
    app: &App,
    account: &str,
) -> Result<Vec<crate::accounts::HeldSeat>, LobbyError> {
    let mut seats = app.accounts.seats(account, 200).await?;
    // Whose turn: a table in memory says so itself; a sleeping one as it went to sleep.
    for s in &mut seats {
        if s.finished {
            continue;
        }
        s.your_turn = match &s.waiting_asleep {
            Some(w) => w.contains(&s.seat),
            None => app
                .lobby
                .resident(&s.table)
                .await
                .is_some_and(|t| t.waiting.contains(&(s.seat as coinop_core::Seat))),
        };
    }
    seats.sort_by_key(|s| !s.your_turn);
    Ok(seats)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Claim {
    seats: Vec<GuestSeat>,
}

/// A guest's seats (their tokens, kept by the browser) become the account's.
async fn claim(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<Claim>,
) -> ApiResult<serde_json::Value> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let Json(c) = body?;
    if c.seats.len() > 500 {
        return Err(LobbyError::bad(
            "claim_too_many",
            json!({ "most": 500 }),
            "at most 500 seats a claim",
        ));
    }
    let mut claimed = 0;
    for s in &c.seats {
        if app.accounts.hold(&account.id, &s.table, &s.token).await? {
            claimed += 1;
        }
    }
    Ok(Json(json!({ "claimed": claimed, "of": c.seats.len() })))
}

async fn export(State(app): State<App>, headers: HeaderMap) -> Result<Response, LobbyError> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let mut data = app.accounts.export(&account).await?;
    let store = app.lobby.store();
    data["ratings"] = crate::ratings::of_player(store, &account.id).await?;
    data["chat"] = serde_json::Value::Array(crate::chat::said_by(store, &account.id).await?);
    data["passkeys"] = serde_json::Value::Array(crate::passkeys::listed(store, &account.id).await?);
    Ok((
        [(
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"coinop-account.json\"".to_string(),
        )],
        Json(data),
    )
        .into_response())
}

/// A passkey's answer to a sign-in ceremony.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Assertion {
    ceremony: String,
    credential: webauthn_rs::prelude::PublicKeyCredential,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Confirm {
    #[serde(default)]
    password: Option<String>,
    /// Instead of the password (an account made with a passkey has none).
    #[serde(default)]
    passkey: Option<Assertion>,
}

async fn delete(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<Confirm>,
) -> Result<Response, LobbyError> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let Json(c) = body?;
    let by_passkey = match &c.passkey {
        Some(a) => {
            passkeys(&app)?
                .finish_sign_in(&a.ceremony, &a.credential)
                .await?
                .id
                == account.id
        }
        None => false,
    };
    let seats = app.accounts.seats(&account.id, 100_000).await?;
    app.accounts
        .delete(&account, c.password.as_deref(), by_passkey)
        .await?;
    // The tables in memory say the seats' new name too (the store has it).
    let mut by_table: std::collections::BTreeMap<String, Vec<coinop_core::Seat>> =
        Default::default();
    for s in seats {
        by_table
            .entry(s.table)
            .or_default()
            .push(s.seat as coinop_core::Seat);
    }
    for (table, seats) in by_table {
        app.lobby
            .rename_seats(&table, seats, "deleted player")
            .await;
    }
    Ok(signed_out(
        &app,
        &headers,
        json!({ "account": null, "deleted": true }),
    ))
}

fn passkeys(app: &App) -> Result<&crate::passkeys::Passkeys, LobbyError> {
    app.passkeys.as_deref().ok_or_else(|| {
        LobbyError::NotFound("passkeys are not set up on this server (see serve --site-url)".into())
    })
}

/// Begins adding a passkey to the signed-in account.
async fn passkey_add(State(app): State<App>, headers: HeaderMap) -> ApiResult<serde_json::Value> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    Ok(Json(passkeys(&app)?.start_add(&account).await?))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewName {
    name: String,
}

/// Begins a new account made with a passkey alone.
async fn passkey_sign_up(
    State(app): State<App>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
    body: Body<NewName>,
) -> ApiResult<serde_json::Value> {
    let Json(n) = body?;
    let from = app.config.client(&extensions, &headers);
    Ok(Json(
        passkeys(&app)?
            .start_sign_up(&app.accounts, &n.name, from)
            .await?,
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Registration {
    ceremony: String,
    credential: webauthn_rs::prelude::RegisterPublicKeyCredential,
}

/// Finishes adding a passkey, or making an account with one (then signed in).
async fn passkey_register(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<Registration>,
) -> Result<Response, LobbyError> {
    let Json(r) = body?;
    let account = account_of(&app, &headers).await?;
    use crate::passkeys::Registered;
    match passkeys(&app)?
        .finish_registration(&app.accounts, account.as_ref(), &r.ceremony, &r.credential)
        .await?
    {
        Registered::SignedUp(account, secret) => {
            replace_session(&app, &headers, account, &secret).await
        }
        Registered::Added => {
            let id = account.map(|a| a.id).unwrap_or_default();
            let list = crate::passkeys::listed(app.lobby.store(), &id).await?;
            Ok(Json(json!({ "passkeys": list })).into_response())
        }
    }
}

/// A challenge for any passkey of this site (to sign in, or to confirm who one is).
async fn passkey_sign_in_options(
    State(app): State<App>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
) -> ApiResult<serde_json::Value> {
    app.accounts
        .try_from_address(app.config.client(&extensions, &headers))?;
    Ok(Json(passkeys(&app)?.start_sign_in().await?))
}

/// Signs in with a passkey: a new session, as with a password.
async fn passkey_sign_in(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<Assertion>,
) -> Result<Response, LobbyError> {
    let Json(a) = body?;
    let account = passkeys(&app)?
        .finish_sign_in(&a.ceremony, &a.credential)
        .await?;
    let secret = app.accounts.open_session(&account.id).await?;
    replace_session(&app, &headers, account, &secret).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasskeyId {
    id: String,
}

/// Removes one of the account's passkeys (not its last way in).
async fn passkey_remove(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<PasskeyId>,
) -> ApiResult<serde_json::Value> {
    let account = signed_in_or_refuse(&app, &headers).await?;
    let Json(p) = body?;
    let store = app.lobby.store();
    if !passkeys(&app)?.remove(&account, &p.id).await? {
        return Err(LobbyError::NotFound("you have no such passkey".into()));
    }
    Ok(Json(
        json!({ "passkeys": crate::passkeys::listed(store, &account.id).await? }),
    ))
}

#[derive(Deserialize)]
struct After {
    #[serde(default)]
    after: u64,
}

/// The lobby's lines after `after` (the page asks every few seconds).
async fn lobby_chat(
    State(app): State<App>,
    q: Result<axum::extract::Query<After>, axum::extract::rejection::QueryRejection>,
) -> ApiResult<serde_json::Value> {
    let axum::extract::Query(q) = q.map_err(|e| LobbyError::Bad(e.body_text()))?;
    let lines = crate::chat::lobby_since(app.lobby.store(), q.after).await?;
    Ok(Json(json!({ "lines": lines })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Say {
    text: String,
}

/// A line in the lobby: the signed in only, at the pace a table allows.
async fn lobby_say(
    State(app): State<App>,
    headers: HeaderMap,
    body: Body<Say>,
) -> ApiResult<serde_json::Value> {
    let account = account_of(&app, &headers).await?.ok_or_else(|| {
        LobbyError::forbidden("sign_in", Value::Null, "sign in to chat in the lobby")
    })?;
    let Json(say) = body?;
    let text = crate::chat::check(&say.text)
        .map_err(|(code, fields, message)| LobbyError::bad(code, fields, message))?;
    app.chatters.take(account.id.clone()).map_err(|wait| {
        LobbyError::too_many(
            "chat_too_fast",
            json!({ "wait": wait }),
            format!("you are chatting too fast; wait {wait} s"),
        )
    })?;
    let line =
        crate::chat::say_in_lobby(app.lobby.store(), &account.id, &account.name, &text).await?;
    Ok(Json(json!({ "line": line })))
}

/// A table's chat, every line (a replay shows each at its ply).
async fn table_chat(
    State(app): State<App>,
    axum::extract::Path(id): axum::extract::Path<String>,
) -> ApiResult<serde_json::Value> {
    app.lobby.table(&id).await?;
    let lines = crate::chat::all(app.lobby.store(), &id).await?;
    Ok(Json(json!({ "lines": lines })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn only_our_own_pages_may_change_state_with_a_session() {
        assert!(from_our_pages(&headers(&[
            ("origin", "http://127.0.0.1:8080"),
            ("host", "127.0.0.1:8080")
        ])));
        assert!(from_our_pages(&headers(&[
            ("origin", "https://coinop.example"),
            ("host", "coinop.example"),
            ("sec-fetch-site", "same-origin")
        ])));
        assert!(!from_our_pages(&headers(&[
            ("origin", "https://evil.example"),
            ("host", "coinop.example")
        ])));
        assert!(!from_our_pages(&headers(&[
            ("origin", "https://coinop.example.evil"),
            ("host", "coinop.example")
        ])));
        assert!(
            !from_our_pages(&headers(&[("host", "coinop.example")])),
            "no Origin"
        );
        assert!(!from_our_pages(&headers(&[
            ("origin", "null"),
            ("host", "coinop.example")
        ])));
        assert!(!from_our_pages(&headers(&[
            ("origin", "https://coinop.example"),
            ("host", "coinop.example"),
            ("sec-fetch-site", "cross-site")
        ])));
    }
}
