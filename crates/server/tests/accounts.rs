//! Accounts through the site's routes: signing up and in, the session cookie, the same
//! answer for a wrong name and a wrong password, limited attempts, requests forged by
//! another site refused, a session planted before sign-in worth nothing after it, tables
//! held across devices and claimed from a guest, signing out everywhere, export and
//! deletion.

mod common;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use coinop_server::{Config, router_with};
use serde_json::{Value, json};
use std::net::SocketAddr;
use tower::ServiceExt;

const HOST: &str = "coinop.test";
const ORIGIN: &str = "https://coinop.test";

struct Site {
    app: axum::Router,
    lobby: std::sync::Arc<coinop_server::Lobby>,
    _dir: tempfile::TempDir,
}

/// One answer: status, JSON body, and the session cookie it set (`Some("")` if it took
/// it away).
struct Answer {
    status: StatusCode,
    body: Value,
    cookie: Option<String>,
    set_cookie: Option<String>,
}

impl Site {
    async fn new() -> Site {
        let (lobby, dir) = common::lobby().await;
        let config = Config {
            ai_tables_per_address: usize::MAX,
            ..Config::default()
        };
        Site {
            app: router_with(lobby.clone(), config),
            lobby,
            _dir: dir,
        }
    }

    /// A request from `from`, with `cookie` (a session secret) and `origin` if given.
    async fn ask(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        cookie: Option<&str>,
        origin: Option<&str>,
        from: &str,
    ) -> Answer {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, HOST)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(c) = cookie {
            req = req.header(header::COOKIE, format!("coinop_session={c}"));
        }
        if let Some(o) = origin {
            req = req.header(header::ORIGIN, o);
        }
        let mut req = req
            .body(Body::from(body.map(|b| b.to_string()).unwrap_or_default()))
            .unwrap();
        let addr: SocketAddr = format!("{from}:40000").parse().unwrap();
        req.extensions_mut().insert(ConnectInfo(addr));
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let set_cookie = res
            .headers()
            .get(header::SET_COOKIE)
            .map(|v| v.to_str().unwrap().to_string());
        let cookie = set_cookie.as_deref().map(|c| {
            c.strip_prefix("coinop_session=")
                .unwrap()
                .split(';')
                .next()
                .unwrap()
                .to_string()
        });
        let bytes = axum::body::to_bytes(res.into_body(), 1 << 20)
            .await
            .unwrap();
        Answer {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            cookie,
            set_cookie,
        }
    }

    async fn post(&self, path: &str, body: Value, cookie: Option<&str>) -> Answer {
        self.ask("POST", path, Some(body), cookie, Some(ORIGIN), "10.0.0.1")
            .await
    }

    async fn get(&self, path: &str, cookie: Option<&str>) -> Answer {
        self.ask("GET", path, None, cookie, None, "10.0.0.1").await
    }

    async fn sign_up(&self, name: &str, password: &str) -> String {
        let a = self
            .post(
                "/api/account/sign-up",
                json!({"name": name, "password": password}),
                None,
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        a.cookie.unwrap()
    }

    async fn me(&self, cookie: &str) -> Value {
        self.get("/api/account", Some(cookie)).await.body["account"].clone()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_sign_in_and_out_with_a_session_cookie() {
    let site = Site::new().await;
    let a = site
        .post(
            "/api/account/sign-up",
            json!({"name": "  Ann\u{200b}  Lee ", "password": "correct horse"}),
            None,
        )
        .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(
        a.body["account"]["name"], "Ann Lee",
        "the name cleaned as a seat's"
    );
    let set = a.set_cookie.unwrap();
    for part in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="] {
        assert!(set.contains(part), "{set}");
    }
    assert!(
        !set.contains("Secure"),
        "served over plain HTTP here: {set}"
    );
    let cookie = a.cookie.unwrap();
    assert_eq!(site.me(&cookie).await["name"], "Ann Lee");
    assert_eq!(
        site.get("/api/account", None).await.body["account"],
        Value::Null
    );
    // The name is taken, in any case.
    let again = site
        .post(
            "/api/account/sign-up",
            json!({"name": "ann lee", "password": "another one"}),
            None,
        )
        .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert!(again.body["error"].as_str().unwrap().contains("taken"));
    // Too short a password, a name that reads as a seat's label.
    for (name, password) in [
        ("Bob", "short"),
        ("P2", "long enough"),
        ("x", "long enough"),
    ] {
        let r = site
            .post(
                "/api/account/sign-up",
                json!({"name": name, "password": password}),
                None,
            )
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{name}: {}", r.body);
        assert!(r.cookie.is_none());
    }
    // Signing out ends the session and takes the cookie away.
    let out = site
        .post("/api/account/sign-out", json!({}), Some(&cookie))
        .await;
    assert_eq!(out.status, StatusCode::OK);
    assert_eq!(out.cookie.as_deref(), Some(""));
    assert_eq!(site.me(&cookie).await, Value::Null);
    // And signing in again gives a new one.
    let back = site
        .post(
            "/api/account/sign-in",
            json!({"name": "ANN LEE", "password": "correct horse"}),
            None,
        )
        .await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.body);
    let fresh = back.cookie.unwrap();
    assert_ne!(fresh, cookie);
    assert_eq!(site.me(&fresh).await["name"], "Ann Lee");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_name_and_a_wrong_password_are_answered_alike_and_attempts_are_limited() {
    let site = Site::new().await;
    site.sign_up("Cora", "correct horse").await;
    let wrong_password = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Cora", "password": "wrong horse"}),
            None,
        )
        .await;
    let no_such_name = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Dora", "password": "wrong horse"}),
            None,
        )
        .await;
    assert_eq!(wrong_password.status, StatusCode::FORBIDDEN);
    assert_eq!(
        (wrong_password.status, &wrong_password.body),
        (no_such_name.status, &no_such_name.body),
        "nothing tells a name that exists from one that does not"
    );
    assert!(wrong_password.cookie.is_none() && no_such_name.cookie.is_none());
    // Ten tries a name (two spent above on Cora and Dora, one each), then one a minute:
    // even the right password waits, and an unknown name waits alike.
    for name in ["Cora", "Dora"] {
        let mut refused = None;
        for _ in 0..12 {
            let r = site
                .post(
                    "/api/account/sign-in",
                    json!({"name": name, "password": "wrong horse"}),
                    None,
                )
                .await;
            if r.status == StatusCode::TOO_MANY_REQUESTS {
                refused = Some(r.body);
                break;
            }
            assert_eq!(r.status, StatusCode::FORBIDDEN);
        }
        let body = refused.unwrap_or_else(|| panic!("{name}: never limited"));
        assert_eq!(body["code"], "sign_ins_too_fast", "{body}");
        assert!(body["fields"]["wait"].as_u64().is_some(), "{body}");
        assert!(
            body["error"]
                .as_str()
                .unwrap()
                .contains("too many sign-in attempts"),
            "{body}"
        );
    }
    let right = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Cora", "password": "correct horse"}),
            None,
        )
        .await;
    assert_eq!(
        right.status,
        StatusCode::TOO_MANY_REQUESTS,
        "{}",
        right.body
    );
    // Another name from another address is not held up by them.
    site.sign_up("Edna", "correct horse").await;
    let other = site
        .ask(
            "POST",
            "/api/account/sign-in",
            Some(json!({"name": "Edna", "password": "correct horse"})),
            None,
            Some(ORIGIN),
            "10.0.0.2",
        )
        .await;
    assert_eq!(other.status, StatusCode::OK, "{}", other.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_that_tries_many_names_is_limited() {
    let site = Site::new().await;
    let mut limited = false;
    for i in 0..40 {
        let r = site
            .ask(
                "POST",
                "/api/account/sign-in",
                Some(json!({"name": format!("guess{i}"), "password": "wrong horse"})),
                None,
                Some(ORIGIN),
                "10.0.0.9",
            )
            .await;
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            limited = true;
            break;
        }
    }
    assert!(
        limited,
        "thirty names from one address, then one every 20 s"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_forged_by_another_site_is_refused_and_changes_nothing() {
    let site = Site::new().await;
    let cookie = site.sign_up("Fay", "correct horse").await;
    for origin in [Some("https://evil.test"), Some("null"), None] {
        let r = site
            .ask(
                "POST",
                "/api/account/sign-out-everywhere",
                Some(json!({})),
                Some(&cookie),
                origin,
                "10.0.0.1",
            )
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{origin:?}: {}", r.body);
        assert_eq!(r.body["code"], "cross_site");
        assert_eq!(site.me(&cookie).await["name"], "Fay", "still signed in");
        // A table made in the person's name from another site's page is refused too.
        let t = site
            .ask(
                "POST",
                "/api/tables",
                Some(json!({"game": "tanks", "seats": [{}, {"ai": "easy"}]})),
                Some(&cookie),
                origin,
                "10.0.0.1",
            )
            .await;
        assert_eq!(t.status, StatusCode::FORBIDDEN, "{}", t.body);
    }
    // Without a session there is nothing to forge: a guest's request is as before.
    let guest = site
        .ask(
            "POST",
            "/api/tables",
            Some(json!({"game": "tanks", "seats": [{}, {"ai": "easy"}], "name": "Gus"})),
            None,
            None,
            "10.0.0.1",
        )
        .await;
    assert_eq!(guest.status, StatusCode::OK, "{}", guest.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_planted_before_sign_in_is_worth_nothing_after_it() {
    let site = Site::new().await;
    // The attacker's own session, planted in the victim's browser.
    let planted = site.sign_up("Mallory", "correct horse").await;
    site.sign_up("Hana", "correct horse").await;
    let r = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Hana", "password": "correct horse"}),
            Some(&planted),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let given = r.cookie.unwrap();
    assert_ne!(given, planted);
    assert_eq!(site.me(&given).await["name"], "Hana");
    assert_eq!(
        site.me(&planted).await,
        Value::Null,
        "the planted session ended"
    );
    // A made-up secret signs nobody in.
    assert_eq!(site.me(&"0".repeat(64)).await, Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_follow_the_account_to_another_device_and_a_guest_claims_theirs() {
    let site = Site::new().await;
    let laptop = site.sign_up("Ida", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"ai": "easy"}], "name": "whatever"}),
            Some(&laptop),
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let table = made.body["id"].as_str().unwrap().to_string();
    // The seat is named as the account, whatever name the request gave.
    let summary = site.get(&format!("/api/tables/{table}"), None).await.body;
    assert!(summary.to_string().contains("Ida"), "{summary}");
    assert!(!summary.to_string().contains("whatever"), "{summary}");
    // The phone signs in and finds the seat, with the token that plays it.
    let phone = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Ida", "password": "correct horse"}),
            None,
        )
        .await
        .cookie
        .unwrap();
    let seats = site.get("/api/account/tables", Some(&phone)).await.body;
    assert_eq!(seats["seats"][0]["table"], table.as_str(), "{seats}");
    assert_eq!(seats["seats"][0]["token"], made.body["token"]);
    assert_eq!(
        seats["seats"][0]["your_turn"], true,
        "the tank to place is Ida's: {seats}"
    );
    // A guest may not sit under an account's name, or one that looks like it (a
    // Cyrillic "І" for the "I").
    for name in ["Ida", "ida", "\u{406}da"] {
        let refused = site
            .post(
                "/api/tables",
                json!({"game": "skirmish", "seats": [{}, {"ai": "easy"}], "name": name}),
                None,
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::BAD_REQUEST,
            "{name}: {}",
            refused.body
        );
        assert!(
            refused.body["error"]
                .as_str()
                .unwrap()
                .contains("an account's")
        );
    }
    // A guest's table (made before signing up) is claimed by its token; a wrong token
    // or another's seat claims nothing.
    let guest = site
        .post(
            "/api/tables",
            json!({"game": "skirmish", "seats": [{}, {"ai": "easy"}], "name": "Guest I"}),
            None,
        )
        .await
        .body;
    let claim = site
        .post(
            "/api/account/claim",
            json!({"seats": [
                {"table": guest["id"], "token": guest["token"]},
                {"table": guest["id"], "token": "f".repeat(32)},
                {"table": table, "token": made.body["token"]},
            ]}),
            Some(&phone),
        )
        .await;
    assert_eq!(claim.status, StatusCode::OK, "{}", claim.body);
    assert_eq!(
        claim.body["claimed"], 1,
        "only the guest's seat was free to claim"
    );
    let other = site.sign_up("Jo", "correct horse").await;
    let stolen = site
        .post(
            "/api/account/claim",
            json!({"seats": [{"table": table, "token": made.body["token"]}]}),
            Some(&other),
        )
        .await;
    assert_eq!(
        stolen.body["claimed"], 0,
        "a seat held by an account is not taken by another"
    );
    let seats = site.get("/api/account/tables", Some(&laptop)).await.body;
    assert_eq!(seats["seats"].as_array().unwrap().len(), 2, "{seats}");
    // Signed out, the routes of an account are refused.
    let none = site.get("/api/account/tables", None).await;
    assert_eq!(none.status, StatusCode::FORBIDDEN);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_out_everywhere_ends_every_session() {
    let site = Site::new().await;
    let one = site.sign_up("Kai", "correct horse").await;
    let two = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Kai", "password": "correct horse"}),
            None,
        )
        .await
        .cookie
        .unwrap();
    let r = site
        .post("/api/account/sign-out-everywhere", json!({}), Some(&one))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert_eq!(r.body["sessions_ended"], 2);
    assert_eq!(site.me(&one).await, Value::Null);
    assert_eq!(site.me(&two).await, Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_exports_its_data_and_deletes_itself_its_games_staying() {
    let site = Site::new().await;
    let cookie = site.sign_up("Lou", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"ai": "easy"}]}),
            Some(&cookie),
        )
        .await
        .body;
    let table = made["id"].as_str().unwrap().to_string();
    let export = site.get("/api/account/export", Some(&cookie)).await;
    assert_eq!(export.status, StatusCode::OK);
    assert_eq!(export.body["account"]["name"], "Lou");
    assert_eq!(export.body["seats"][0]["table"], table.as_str());
    assert_eq!(export.body["sessions"].as_array().unwrap().len(), 1);
    assert!(export.body["ratings"].is_array(), "{}", export.body);
    assert!(export.body["chat"].is_array(), "{}", export.body);
    assert!(
        !export.body.to_string().contains("argon2"),
        "no password hash in an export"
    );
    // The wrong password deletes nothing.
    let no = site
        .post(
            "/api/account/delete",
            json!({"password": "wrong horse"}),
            Some(&cookie),
        )
        .await;
    assert_eq!(no.status, StatusCode::FORBIDDEN);
    assert_eq!(site.me(&cookie).await["name"], "Lou");
    let yes = site
        .post(
            "/api/account/delete",
            json!({"password": "correct horse"}),
            Some(&cookie),
        )
        .await;
    assert_eq!(yes.status, StatusCode::OK, "{}", yes.body);
    assert_eq!(site.me(&cookie).await, Value::Null, "its sessions ended");
    let again = site
        .post(
            "/api/account/sign-in",
            json!({"name": "Lou", "password": "correct horse"}),
            None,
        )
        .await;
    assert_eq!(again.status, StatusCode::FORBIDDEN);
    assert_eq!(again.body["error"], "wrong name or password");
    // Its game stays, its seat under "deleted player".
    let stored = site
        .lobby
        .store()
        .load_table(&table)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.seats[0].name, "deleted player");
    // And the name is free for another person.
    site.sign_up("Lou", "another horse").await;
}

/// Rating manipulation: one person playing a rated table from two accounts. A rated
/// table is taken one account a seat, each from a network of its own; from one network
/// two people play it unrated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_table_takes_one_account_a_seat_each_from_its_own_network() {
    let site = Site::new().await;
    let ida = site.sign_up("Ida", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "skirmish", "seats": [{}, {}], "rated": true}),
            Some(&ida),
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let table = made.body["id"].as_str().unwrap().to_string();
    let invite = made.body["invites"][0]["invite"].clone();
    let join = format!("/api/tables/{table}/join");
    // Ida again, for the other seat: refused.
    let twice = site
        .post(&join, json!({"invite": invite}), Some(&ida))
        .await;
    assert_eq!(twice.status, StatusCode::FORBIDDEN, "{}", twice.body);
    assert!(
        twice.body["error"]
            .as_str()
            .unwrap()
            .contains("already have a seat")
    );
    // A second account from Ida's network (10.0.0.1): refused.
    let sock = site.sign_up("Sock", "correct horse").await;
    let same = site
        .post(&join, json!({"invite": invite}), Some(&sock))
        .await;
    assert_eq!(same.status, StatusCode::FORBIDDEN, "{}", same.body);
    assert!(
        same.body["error"]
            .as_str()
            .unwrap()
            .contains("same network"),
        "{}",
        same.body
    );
    // From another network: seated.
    let other = site
        .ask(
            "POST",
            &join,
            Some(json!({"invite": invite})),
            Some(&sock),
            Some(ORIGIN),
            "10.0.0.2",
        )
        .await;
    assert_eq!(other.status, StatusCode::OK, "{}", other.body);
    // An unrated table from one network is fine.
    let casual = site
        .post(
            "/api/tables",
            json!({"game": "skirmish", "seats": [{}, {}]}),
            Some(&ida),
        )
        .await;
    let ok = site
        .post(
            &format!("/api/tables/{}/join", casual.body["id"].as_str().unwrap()),
            json!({"invite": casual.body["invites"][0]["invite"]}),
            Some(&sock),
        )
        .await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);
}

/// A profile lists the tables that wait for its player (a friend sees whom a game waits
/// for), with no seat's link in it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_lists_the_tables_where_it_is_the_players_turn() {
    let site = Site::new().await;
    let cookie = site.sign_up("Uma", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"ai": "easy"}]}),
            Some(&cookie),
        )
        .await
        .body;
    let profile = site.get("/api/players/uma", None).await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.body);
    let turns = profile.body["their_turn"].as_array().unwrap();
    assert_eq!(turns.len(), 1, "{}", profile.body);
    assert_eq!(turns[0]["table"], made["id"]);
    assert_eq!(turns[0]["game"], "tanks");
    assert!(
        !profile
            .body
            .to_string()
            .contains(made["token"].as_str().unwrap()),
        "no seat's link on a profile"
    );
}

/// Passkeys, as far as a server test can go without an authenticator (the browser test
/// signs up, in and out with Chromium's virtual one): each ceremony's answer is refused
/// when forged, expired, answered twice or for the wrong kind, and changes nothing; an
/// account without a password cannot be signed into by one; a passkey request names no
/// account.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn passkey_ceremonies_refuse_forged_and_replayed_answers_and_change_nothing() {
    let site = Site::new().await;
    // Any page may ask for a sign-in challenge; it names no account (discoverable).
    let options = site
        .post("/api/account/passkeys/sign-in-options", json!({}), None)
        .await;
    assert_eq!(options.status, StatusCode::OK, "{}", options.body);
    let ceremony = options.body["ceremony"].as_str().unwrap().to_string();
    let public_key = &options.body["options"]["publicKey"];
    assert_eq!(public_key["rpId"], "localhost", "{}", options.body);
    assert!(
        public_key["allowCredentials"]
            .as_array()
            .is_none_or(|a| a.is_empty()),
        "a sign-in challenge lists no one's credentials: {}",
        options.body
    );
    assert_eq!(public_key["userVerification"], "required");
    // A forged assertion is refused alike, and spends the ceremony.
    let forged = json!({
        "id": "AAAA", "rawId": "AAAA", "type": "public-key", "extensions": {},
        "response": {"authenticatorData": "AAAA", "clientDataJSON": "AAAA", "signature": "AAAA", "userHandle": "AAAA"},
    });
    let refused = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": ceremony, "credential": forged}),
            None,
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
    assert_eq!(
        refused.body["error"],
        "this passkey does not open an account here"
    );
    assert!(refused.cookie.is_none(), "no session for a forged passkey");
    let again = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": ceremony, "credential": forged}),
            None,
        )
        .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "{}", again.body);
    assert!(again.body["error"].as_str().unwrap().contains("expired"));
    // An unknown ceremony, a malformed credential: refused with a reason.
    let unknown = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": "f".repeat(64), "credential": forged}),
            None,
        )
        .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "{}", unknown.body);
    let malformed = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": "x", "credential": {"id": 5}}),
            None,
        )
        .await;
    assert_eq!(
        malformed.status,
        StatusCode::BAD_REQUEST,
        "{}",
        malformed.body
    );

    // A sign-up by passkey checks its name first, and makes no account until answered.
    site.sign_up("Vic", "correct horse").await;
    let taken = site
        .post(
            "/api/account/passkeys/sign-up",
            json!({"name": "vic"}),
            None,
        )
        .await;
    assert_eq!(taken.status, StatusCode::BAD_REQUEST, "{}", taken.body);
    assert!(taken.body["error"].as_str().unwrap().contains("taken"));
    let begun = site
        .post(
            "/api/account/passkeys/sign-up",
            json!({"name": "Wes"}),
            None,
        )
        .await;
    assert_eq!(begun.status, StatusCode::OK, "{}", begun.body);
    assert_eq!(begun.body["options"]["publicKey"]["user"]["name"], "Wes");
    assert!(site.get("/api/players/Wes", None).await.status == StatusCode::NOT_FOUND);
    // Answered with a sign-in's kind of answer, or forged: refused, still no account.
    let wrong_kind = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": begun.body["ceremony"], "credential": forged}),
            None,
        )
        .await;
    assert_eq!(
        wrong_kind.status,
        StatusCode::BAD_REQUEST,
        "{}",
        wrong_kind.body
    );
    assert!(site.get("/api/players/Wes", None).await.status == StatusCode::NOT_FOUND);

    // Adding a passkey needs a session; removing another's is refused.
    let none = site
        .post("/api/account/passkeys/add", json!({}), None)
        .await;
    assert_eq!(none.status, StatusCode::FORBIDDEN);
    let cookie = site.sign_up("Xan", "correct horse").await;
    let add = site
        .post("/api/account/passkeys/add", json!({}), Some(&cookie))
        .await;
    assert_eq!(add.status, StatusCode::OK, "{}", add.body);
    assert_eq!(add.body["options"]["publicKey"]["user"]["name"], "Xan");
    let other = site
        .post(
            "/api/account/passkeys/remove",
            json!({"id": "00ff"}),
            Some(&cookie),
        )
        .await;
    assert_eq!(other.status, StatusCode::NOT_FOUND, "{}", other.body);
    // The account page says where passkeys work.
    let me = site.get("/api/account", Some(&cookie)).await.body;
    assert_eq!(me["passkey_host"], "localhost", "{me}");
    assert_eq!(me["has_password"], true);
    assert_eq!(me["passkeys"], json!([]));
}

/// The attack joined a rated table from two accounts of one network at the same moment:
/// both passed the checks before either seat was written (5 of 5 times). Joins at once
/// are checked one after the other: one is seated, the other refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rated_joins_at_the_same_moment_are_checked_one_after_the_other() {
    let site = Site::new().await;
    let host = site.sign_up("Hal", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "options": {"players": 3}, "seats": [{}, {"open": true}, {"open": true}], "rated": true}),
            Some(&host),
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let join = format!("/api/tables/{}/join", made.body["id"].as_str().unwrap());
    let (a, b) = (
        site.sign_up("Ivo", "correct horse").await,
        site.sign_up("Jan", "correct horse").await,
    );
    for _ in 0..3 {
        let (x, y) = tokio::join!(
            site.ask(
                "POST",
                &join,
                Some(json!({})),
                Some(&a),
                Some(ORIGIN),
                "10.0.0.7"
            ),
            site.ask(
                "POST",
                &join,
                Some(json!({})),
                Some(&b),
                Some(ORIGIN),
                "10.0.0.7"
            ),
        );
        let seated = [&x, &y]
            .iter()
            .filter(|r| r.status == StatusCode::OK)
            .count();
        assert!(
            seated <= 1,
            "two accounts of one network seated: {} / {}",
            x.body,
            y.body
        );
    }
}

/// A deleted account's name no longer marks its seats and chat lines, in the tables in
/// memory as in the store: the name is free again, and its next holder must not seem
/// to have played those games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_accounts_seats_are_renamed_at_tables_in_memory() {
    let site = Site::new().await;
    let cookie = site.sign_up("Kit", "correct horse").await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"ai": "easy"}]}),
            Some(&cookie),
        )
        .await
        .body;
    let table = made["id"].as_str().unwrap().to_string();
    let before = site.get(&format!("/api/tables/{table}"), None).await.body;
    assert_eq!(before["seats"][0]["name"], "Kit", "{before}");
    let gone = site
        .post(
            "/api/account/delete",
            json!({"password": "correct horse"}),
            Some(&cookie),
        )
        .await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.body);
    let after = site.get(&format!("/api/tables/{table}"), None).await.body;
    assert_eq!(after["seats"][0]["name"], "deleted player", "{after}");
    let listed = site.get("/api/tables", None).await.body;
    assert!(!listed.to_string().contains("\"Kit\""), "{listed}");
}
