//! The refusals a person meets using the site's pages carry a code of their own, with the
//! fields the page words them by (issue 27: a page in Russian says them in Russian), and
//! keep the status and the English sentence they had: signing up (a name taken, too
//! short, like a seat's label or the site's own; a password too short or too long),
//! signing in, deleting an account, passkey ceremonies, the lobby's chat, a table's name
//! and options, a seat an account holds, the account's mail.

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
    _dir: tempfile::TempDir,
}

/// An answer: its status, its body, and the session a sign-up or sign-in set.
struct Answer {
    status: StatusCode,
    body: Value,
    session: Option<String>,
}

impl Answer {
    /// Refused with `status` and `code`: the fields it carries.
    #[track_caller]
    fn refused(&self, status: StatusCode, code: &str) -> &Value {
        assert_eq!(self.status, status, "{}", self.body);
        assert_eq!(self.body["code"], code, "{}", self.body);
        &self.body["fields"]
    }

    fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }
}

impl Site {
    async fn new() -> Site {
        let (lobby, dir) = common::lobby().await;
        let config = Config {
            ai_tables_per_address: usize::MAX,
            ..Config::default()
        };
        Site {
            app: router_with(lobby, config),
            _dir: dir,
        }
    }

    async fn ask(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        session: Option<&str>,
    ) -> Answer {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, HOST)
            .header(header::ORIGIN, ORIGIN)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(s) = session {
            req = req.header(header::COOKIE, format!("coinop_session={s}"));
        }
        let mut req = req
            .body(Body::from(body.map(|b| b.to_string()).unwrap_or_default()))
            .unwrap();
        let addr: SocketAddr = "10.0.0.7:40000".parse().unwrap();
        req.extensions_mut().insert(ConnectInfo(addr));
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let session = res
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find_map(|c| c.strip_prefix("coinop_session="))
            .and_then(|c| c.split(';').next())
            .filter(|s| !s.is_empty())
            .map(str::to_string);
        let bytes = axum::body::to_bytes(res.into_body(), 1 << 20)
            .await
            .unwrap();
        Answer {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            session,
        }
    }

    async fn post(&self, path: &str, body: Value, session: Option<&str>) -> Answer {
        self.ask("POST", path, Some(body), session).await
    }

    async fn sign_up(&self, name: &str, password: &str) -> Answer {
        self.post(
            "/api/account/sign-up",
            json!({"name": name, "password": password}),
            None,
        )
        .await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signing_up_is_refused_by_codes_with_the_name_or_the_rule() {
    let site = Site::new().await;
    let cora = site.sign_up("Cora", "correct horse").await;
    assert_eq!(cora.status, StatusCode::OK, "{}", cora.body);

    let taken = site.sign_up("cora", "correct horse").await;
    let fields = taken.refused(StatusCode::BAD_REQUEST, "name_taken");
    assert_eq!(fields["name"], "cora");
    assert_eq!(taken.error(), "the name \"cora\" is taken; choose another");

    let short = site.sign_up("\u{200b}Z", "correct horse").await;
    let fields = short.refused(StatusCode::BAD_REQUEST, "name_length");
    assert_eq!(fields, &json!({"least": 2, "most": 24}));
    assert_eq!(short.error(), "a name has 2 to 24 letters, digits or signs");

    let seat = site.sign_up("Bob (P2)", "correct horse").await;
    assert_eq!(
        seat.refused(StatusCode::BAD_REQUEST, "name_like_seat")["name"],
        "Bob (P2)"
    );
    let you = site.sign_up("You", "correct horse").await;
    assert_eq!(
        you.refused(StatusCode::BAD_REQUEST, "name_like_you")["name"],
        "You"
    );
    let own = site.sign_up("Guest", "correct horse").await;
    assert_eq!(
        own.refused(StatusCode::BAD_REQUEST, "name_reserved")["name"],
        "Guest"
    );
    assert_eq!(
        own.error(),
        "the name \"Guest\" is the site's own; choose another"
    );
    // A name that looks like an account's (a Cyrillic "с"): which one it looks like.
    let alike = site.sign_up("\u{0441}ora", "correct horse").await;
    let fields = alike.refused(StatusCode::BAD_REQUEST, "name_look_alike");
    assert_eq!(fields, &json!({"name": "\u{0441}ora", "other": "Cora"}));

    let short = site.sign_up("Dora", "horse").await;
    assert_eq!(
        short.refused(StatusCode::BAD_REQUEST, "password_short"),
        &json!({"least": 8})
    );
    assert_eq!(short.error(), "a password has at least 8 characters");
    let long = site.sign_up("Dora", &"h".repeat(1025)).await;
    assert_eq!(
        long.refused(StatusCode::BAD_REQUEST, "password_long"),
        &json!({"most": 1024})
    );
    assert!(taken.session.is_none() && long.session.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signing_in_deleting_and_signed_out_requests_are_refused_by_codes() {
    let site = Site::new().await;
    let session = site.sign_up("Ezra", "correct horse").await.session.unwrap();

    // A wrong password and a name nobody has: the same code, status and sentence.
    for name in ["Ezra", "Ezzra"] {
        let wrong = site
            .post(
                "/api/account/sign-in",
                json!({"name": name, "password": "wrong horse"}),
                None,
            )
            .await;
        assert!(
            wrong
                .refused(StatusCode::FORBIDDEN, "wrong_password")
                .is_null()
        );
        assert_eq!(wrong.error(), "wrong name or password");
    }

    let kept = site
        .post(
            "/api/account/delete",
            json!({"password": "wrong horse"}),
            Some(&session),
        )
        .await;
    kept.refused(StatusCode::FORBIDDEN, "delete_unconfirmed");
    assert_eq!(
        kept.error(),
        "wrong password (or confirm with one of your passkeys)"
    );

    // The account's requests, signed out.
    let signed_out = site
        .post("/api/account/claim", json!({"seats": []}), None)
        .await;
    signed_out.refused(StatusCode::FORBIDDEN, "sign_in");
    assert_eq!(signed_out.error(), "sign in first");

    // Its mail: an address that is none, or none at all for "tell me".
    let none = site
        .post(
            "/api/account/mail",
            json!({"email": "not an address", "notify": true}),
            Some(&session),
        )
        .await;
    none.refused(StatusCode::BAD_REQUEST, "not_an_email");
    let missing = site
        .post(
            "/api/account/mail",
            json!({"email": null, "notify": true}),
            Some(&session),
        )
        .await;
    missing.refused(StatusCode::BAD_REQUEST, "mail_needed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobbys_chat_is_refused_by_codes() {
    let site = Site::new().await;
    let out = site
        .post("/api/lobby/chat", json!({"text": "hello"}), None)
        .await;
    out.refused(StatusCode::FORBIDDEN, "sign_in");
    assert_eq!(out.error(), "sign in to chat in the lobby");

    let session = site.sign_up("Fay", "correct horse").await.session.unwrap();
    let long = site
        .post(
            "/api/lobby/chat",
            json!({"text": "x".repeat(301)}),
            Some(&session),
        )
        .await;
    assert_eq!(
        long.refused(StatusCode::BAD_REQUEST, "chat_too_long"),
        &json!({"most": 300, "chars": 301})
    );
    assert_eq!(
        long.error(),
        "a line has at most 300 characters (this one 301)"
    );
    let empty = site
        .post(
            "/api/lobby/chat",
            json!({"text": "\u{200b} \u{200b}"}),
            Some(&session),
        )
        .await;
    empty.refused(StatusCode::BAD_REQUEST, "chat_empty");
    let said = site
        .post("/api/lobby/chat", json!({"text": "hello"}), Some(&session))
        .await;
    assert_eq!(said.status, StatusCode::OK, "{}", said.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn passkey_requests_are_refused_by_codes() {
    let site = Site::new().await;
    let forged = json!({
        "id": "AAAA", "rawId": "AAAA", "type": "public-key", "extensions": {},
        "response": {"authenticatorData": "AAAA", "clientDataJSON": "AAAA", "signature": "AAAA", "userHandle": "AAAA"},
    });
    let options = site
        .post("/api/account/passkeys/sign-in-options", json!({}), None)
        .await;
    let ceremony = options.body["ceremony"].as_str().unwrap().to_string();
    let unknown = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": ceremony, "credential": forged}),
            None,
        )
        .await;
    unknown.refused(StatusCode::FORBIDDEN, "passkey_unknown");
    assert_eq!(
        unknown.error(),
        "this passkey does not open an account here"
    );
    // Answered once: again, it has expired.
    let again = site
        .post(
            "/api/account/passkeys/sign-in",
            json!({"ceremony": ceremony, "credential": forged}),
            None,
        )
        .await;
    again.refused(StatusCode::BAD_REQUEST, "passkey_expired");
    assert_eq!(again.error(), "the passkey request has expired; try again");
    // A sign-up by passkey checks its name as a sign-up does.
    site.sign_up("Gil", "correct horse").await;
    let taken = site
        .post(
            "/api/account/passkeys/sign-up",
            json!({"name": "GIL"}),
            None,
        )
        .await;
    assert_eq!(
        taken.refused(StatusCode::BAD_REQUEST, "name_taken")["name"],
        "GIL"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_refuse_names_options_and_an_accounts_seat_by_codes() {
    let site = Site::new().await;
    let create = |name: &str, options: Value| json!({"game": "tanks", "options": options, "seats": [{}, {"open": true}], "name": name});
    let you = site
        .post("/api/tables", create("me", json!({"players": 2})), None)
        .await;
    assert_eq!(
        you.refused(StatusCode::BAD_REQUEST, "name_like_you")["name"],
        "me"
    );
    let options = site
        .post("/api/tables", create("Hal", json!({"players": 5})), None)
        .await;
    let fields = options.refused(StatusCode::BAD_REQUEST, "bad_options");
    assert!(
        fields["reason"]
            .as_str()
            .is_some_and(|r| r.contains("5 players cannot play with 1 box")),
        "{}",
        options.body
    );
    assert_eq!(options.error(), fields["reason"]);

    // A table made signed in: its seat is the account's, played signed in only.
    let session = site.sign_up("Hal", "correct horse").await.session.unwrap();
    let made = site
        .post(
            "/api/tables",
            create("", json!({"players": 2})),
            Some(&session),
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let id = made.body["id"].as_str().unwrap().to_string();
    let token = made.body["token"].as_str().unwrap().to_string();
    let seat = site
        .post(
            &format!("/api/tables/{id}/join"),
            json!({"name": "P1"}),
            None,
        )
        .await;
    assert_eq!(
        seat.refused(StatusCode::BAD_REQUEST, "name_like_seat")["name"],
        "P1"
    );
    let held = site
        .post(
            &format!("/api/tables/{id}/leave"),
            json!({"token": token}),
            None,
        )
        .await;
    held.refused(StatusCode::FORBIDDEN, "seat_of_account");
    assert_eq!(
        held.error(),
        "this seat belongs to an account: sign in as it to play here"
    );
    let joined = site
        .post(
            &format!("/api/tables/{id}/join"),
            json!({"name": "Ida"}),
            None,
        )
        .await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.body);
}

/// A lesson's refused preview (the planner asking why a card cannot go there) reads in
/// the reader's language: the engine words again the action it refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lessons_refused_preview_is_worded_in_the_readers_language() {
    let site = Site::new().await;
    let preview = json!({"taken": 0, "preview": [{"Place": {"card": "Advance3", "maneuver": 0}}]});
    let en = site.post("/api/lessons/tanks", preview.clone(), None).await;
    let ru = site
        .post("/api/lessons/tanks", preview, Some("none; coinop_lang=ru"))
        .await;
    let reason = |a: &Answer| {
        a.body["fields"]["reason"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(en.body["code"], "illegal", "{}", en.body);
    assert_eq!(ru.body["code"], "illegal", "{}", ru.body);
    assert!(reason(&en).contains("Advance 3"), "{}", en.body);
    assert!(reason(&ru).contains("Вперёд на 3"), "{}", ru.body);
}
