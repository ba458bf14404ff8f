//! The refusals a person meets using the site's pages carry a code of their own, with the
//! fields the page words them by (issue 27: a page in Russian says them in Russian), and
//! keep the status and the English sentence they had: signing up (a name taken, too
//! short, like a seat's label or the site's own; a password too short or too long),
//! signing in, deleting an account, passkey ceremonies, the lobby's chat, a table's name
//! and options, a seat an account holds, the account's mail, a new table's seats, levels
//! and clock, a rematch, the language switch, and the too-many and too-fast ones. Each
//! code a test meets is worded in every language the page speaks (`errors.ftl`) with
//! variables its fields carry, and the page words it (`dom.js`'s `BY_CODE`).
//! Then the API's answers per language: `Vary`, the language cookie, the pseudo-locale.

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
    /// Where its requests come from.
    from: SocketAddr,
}

/// An answer: its status, its body, and the session a sign-up or sign-in set.
struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Value,
    session: Option<String>,
}

impl Answer {
    /// Refused with `status` and `code`: the fields it carries.
    #[track_caller]
    fn refused(&self, status: StatusCode, code: &str) -> &Value {
        assert_eq!(self.status, status, "{}", self.body);
        assert_eq!(self.body["code"], code, "{}", self.body);
        worded(code, &self.body["fields"]);
        &self.body["fields"]
    }

    fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }
}

/// The page words `code` (`dom.js`'s `BY_CODE`), and each language's catalogue has its
/// message (`error-<code>`), naming only variables `fields` carries.
#[track_caller]
fn worded(code: &str, fields: &Value) {
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let dom = std::fs::read_to_string(web.join("dom.js")).unwrap();
    let by_code = &dom[dom.find("const BY_CODE").expect("BY_CODE in dom.js")..];
    let by_code = &by_code[..by_code.find("]);").unwrap()];
    assert!(
        by_code.contains(&format!("'{code}'")),
        "dom.js's BY_CODE lacks {code}"
    );
    let id = format!("error-{}", code.replace('_', "-"));
    for lang in ["en", "ru"] {
        let ftl = std::fs::read_to_string(web.join(format!("locales/{lang}/errors.ftl"))).unwrap();
        let start = ftl
            .lines()
            .position(|l| l.starts_with(&format!("{id} =")))
            .unwrap_or_else(|| panic!("{lang}/errors.ftl lacks {id}"));
        // The message: its line and those indented under it.
        let lines = ftl.lines().skip(start);
        let text: Vec<&str> = lines
            .enumerate()
            .take_while(|(i, l)| *i == 0 || l.starts_with(' '))
            .map(|(_, l)| l)
            .collect();
        let text = text.join("\n");
        for (i, _) in text.match_indices('$') {
            let var: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            assert!(
                fields.get(&var).is_some(),
                "{lang}: {id} names ${var}, which the refusal's fields lack: {fields}"
            );
        }
    }
}

impl Site {
    async fn new() -> Site {
        Site::with(
            Config {
                ai_tables_per_address: usize::MAX,
                ..Config::default()
            },
            "10.0.0.7:40000",
        )
        .await
    }

    /// A site with `config`'s limits, asked from `from`.
    async fn with(config: Config, from: &str) -> Site {
        let (lobby, dir) = common::lobby().await;
        Site {
            app: router_with(lobby, config),
            _dir: dir,
            from: from.parse().unwrap(),
        }
    }

    async fn ask(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        session: Option<&str>,
    ) -> Answer {
        let cookie = session.map(|s| format!("coinop_session={s}"));
        let headers: Vec<(&str, &str)> = cookie.iter().map(|c| ("cookie", c.as_str())).collect();
        self.ask_with(method, path, body, &headers).await
    }

    /// Asked with these request headers.
    async fn ask_with(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        headers: &[(&str, &str)],
    ) -> Answer {
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, HOST)
            .header(header::ORIGIN, ORIGIN)
            .header(header::CONTENT_TYPE, "application/json");
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let mut req = req
            .body(Body::from(body.map(|b| b.to_string()).unwrap_or_default()))
            .unwrap();
        req.extensions_mut().insert(ConnectInfo(self.from));
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let headers = res.headers().clone();
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
            headers,
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
    // The site's own names in any language, or looking like them, are no one's: an
    // account passing for a guest, a guest passing for a deleted account (the attack).
    for name in ["Гость", "гость", "удалённый игрок", "d\u{0435}leted player"]
    {
        let own = site.sign_up(name, "correct horse").await;
        own.refused(StatusCode::BAD_REQUEST, "name_reserved");
    }
    for name in ["deleted player", "DELETED  PLAYER", "Удалённый игрок"] {
        let table = site
            .post(
                "/api/tables",
                json!({ "game": "skirmish", "seats": [{}, { "ai": "easy" }], "name": name }),
                None,
            )
            .await;
        table.refused(StatusCode::BAD_REQUEST, "name_reserved");
    }
    // A guest may call themselves what the site calls them anyway.
    let guest = site
        .post(
            "/api/tables",
            json!({ "game": "skirmish", "seats": [{}, { "ai": "easy" }], "name": "Guest" }),
            None,
        )
        .await;
    assert!(guest.status.is_success(), "{}", guest.body);
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

/// A new table's seats, computer level and clock, and a rematch asked too soon: refused
/// by codes with what the page needs to say why, the English sentence as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_tables_seats_levels_clock_and_an_early_rematch_are_refused_by_codes() {
    let site = Site::new().await;
    let three = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {}, {}], "name": "Ann"}),
            None,
        )
        .await;
    assert_eq!(
        three.refused(StatusCode::BAD_REQUEST, "seats_players"),
        &json!({"players": 2, "seats": 3})
    );
    assert_eq!(
        three.error(),
        "these options seat 2 players, but 3 seats were given"
    );
    let level = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"ai": "godlike"}], "name": "Ann"}),
            None,
        )
        .await;
    let fields = level.refused(StatusCode::BAD_REQUEST, "ai_level");
    assert_eq!(fields["level"], "godlike");
    assert!(
        fields["levels"]
            .as_str()
            .is_some_and(|l| l.contains("easy")),
        "{fields}"
    );
    assert!(
        level
            .error()
            .starts_with("unknown AI level \"godlike\": use "),
        "{}",
        level.body
    );
    let clock = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {}], "name": "Ann", "clock_secs": 10_000_000}),
            None,
        )
        .await;
    assert_eq!(
        clock.refused(StatusCode::BAD_REQUEST, "clock_too_long"),
        &json!({"most": 604_800, "days": 7})
    );
    assert_eq!(
        clock.error(),
        "the clock is at most 604800 seconds per decision"
    );

    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"open": true}], "name": "Ann"}),
            None,
        )
        .await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let id = made.body["id"].as_str().unwrap();
    let token = made.body["token"].as_str().unwrap();
    let early = site
        .post(
            &format!("/api/tables/{id}/rematch"),
            json!({"token": token}),
            None,
        )
        .await;
    assert!(
        early
            .refused(StatusCode::BAD_REQUEST, "rematch_not_over")
            .is_null()
    );
    assert_eq!(early.error(), "a rematch comes once the game is over");
}

/// The language switch keeps only a language the site offers: not a tag of none, and
/// not the pseudo-locale (chosen by its tag for a look, never offered nor kept).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_switch_refuses_a_language_not_offered_by_a_code() {
    let site = Site::new().await;
    let none = site
        .post("/api/account/lang", json!({"lang": "xx"}), None)
        .await;
    assert_eq!(
        none.refused(StatusCode::BAD_REQUEST, "bad_lang"),
        &json!({"lang": "xx", "offered": "en, ru"})
    );
    assert_eq!(none.error(), "no language 'xx' (coinop speaks en, ru)");
    for pseudo in ["en-XA", "en-xa"] {
        let refused = site
            .post("/api/account/lang", json!({"lang": pseudo}), None)
            .await;
        assert_eq!(
            refused.refused(StatusCode::BAD_REQUEST, "bad_lang")["lang"],
            pseudo
        );
        assert!(
            refused.headers.get(header::SET_COOKIE).is_none(),
            "nothing kept"
        );
    }
    let ru = site
        .post("/api/account/lang", json!({"lang": "ru"}), None)
        .await;
    assert_eq!(ru.status, StatusCode::OK, "{}", ru.body);
    let cookie = ru
        .headers
        .get(header::SET_COOKIE)
        .unwrap()
        .to_str()
        .unwrap();
    assert!(cookie.starts_with("coinop_lang=ru;"), "{cookie}");
}

/// Too many, or too fast: each its own code (HTTP 429), with how long to wait.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_and_too_fast_are_refused_by_codes_of_their_own() {
    // The lobby's chat: five lines at once, then one every two seconds.
    let site = Site::new().await;
    let session = site.sign_up("Jan", "correct horse").await.session.unwrap();
    let mut refused = None;
    for i in 0..8 {
        let said = site
            .post(
                "/api/lobby/chat",
                json!({"text": format!("line {i}")}),
                Some(&session),
            )
            .await;
        if said.status != StatusCode::OK {
            refused = Some(said);
            break;
        }
    }
    let fast = refused.expect("the chat is limited");
    let wait = fast.refused(StatusCode::TOO_MANY_REQUESTS, "chat_too_fast")["wait"].clone();
    assert!(wait.as_u64().is_some_and(|w| w >= 1), "{}", fast.body);
    assert_eq!(
        fast.error(),
        format!("you are chatting too fast; wait {wait} s")
    );
    // Accounts from one address: five at once.
    let mut refused = None;
    for i in 0..8 {
        let made = site.sign_up(&format!("Kit{i}"), "correct horse").await;
        if made.status != StatusCode::OK {
            refused = Some(made);
            break;
        }
    }
    let many = refused.expect("sign-ups are limited");
    let wait = many.refused(StatusCode::TOO_MANY_REQUESTS, "sign_ups_too_fast")["wait"].clone();
    assert_eq!(
        many.error(),
        format!("too many new accounts from your address; try again in {wait} s")
    );

    // New tables from one address.
    let site = Site::with(
        Config {
            ai_tables_per_address: usize::MAX,
            new_tables_burst: 1.0,
            new_tables_per_minute: 1.0,
            ..Config::default()
        },
        "10.0.1.1:40000",
    )
    .await;
    let people = json!({"game": "tanks", "seats": [{}, {"open": true}], "name": "Lee"});
    let first = site.post("/api/tables", people.clone(), None).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    let second = site.post("/api/tables", people, None).await;
    let wait = second.refused(StatusCode::TOO_MANY_REQUESTS, "tables_too_fast")["wait"].clone();
    assert_eq!(
        second.error(),
        format!("too many new tables from your address; try again in {wait} s")
    );

    // Tables against the computer from one address: here one at once.
    let site = Site::with(
        Config {
            ai_tables_per_address: 1,
            ..Config::default()
        },
        "10.0.2.2:40000",
    )
    .await;
    let against = json!({"game": "tanks", "seats": [{}, {"ai": "easy"}], "name": "Lee"});
    let first = site.post("/api/tables", against.clone(), None).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    let second = site.post("/api/tables", against, None).await;
    let fields = second.refused(StatusCode::TOO_MANY_REQUESTS, "ai_tables_full");
    assert_eq!(fields["playing"], 1);
    assert_eq!(fields["most"], 1);
    assert!(
        ["min", "s"].contains(&fields["unit"].as_str().unwrap()),
        "{fields}"
    );
    assert!(
        second
            .error()
            .starts_with("1 of your tables against the computer are still playing"),
        "{}",
        second.body
    );
}

/// The codes no test here reaches (the computers all busy, a try-again from past a
/// game's end, a flood of sockets, signing in: tests of their own) are worded too.
#[test]
fn every_code_of_the_lobby_is_worded_in_every_language() {
    let wait = json!({"wait": 3});
    for code in [
        "sign_ins_too_fast",
        "sign_ins_busy",
        "passkeys_too_fast",
        "connections_too_fast",
        "ai_busy",
    ] {
        worded(code, &wait);
    }
    worded("try_again_ply", &json!({"actions": 12, "ply": 12}));
}

/// Everything the API answers may be in the request's language, so a cache keeps one
/// answer per language (`Vary`); the language cookie is read as browsers send it (two of
/// them, the first naming none; a quoted value); the games' terms come pseudo-localized
/// in the pseudo-locale, as the rest of a page in it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_apis_answers_per_language_vary_by_it_and_read_the_cookie_as_sent() {
    let site = Site::new().await;
    let made = site
        .post(
            "/api/tables",
            json!({"game": "tanks", "seats": [{}, {"open": true}], "name": "Max"}),
            None,
        )
        .await;
    let id = made.body["id"].as_str().unwrap();
    let get = |path: String| {
        let site = &site;
        async move { site.ask("GET", &path, None, None).await }
    };
    let mut answers = vec![
        get("/api/games".into()).await,
        get("/api/tables".into()).await,
        get(format!("/api/tables/{id}")).await,
        get(format!("/api/tables/{id}/replay-steps")).await,
        get(format!("/api/tables/{id}/replay/0")).await,
    ];
    answers.push(
        site.post("/api/lessons/tanks", json!({"taken": 0}), None)
            .await,
    );
    for a in &answers {
        assert_eq!(
            a.headers.get(header::VARY).map(|v| v.to_str().unwrap()),
            Some("cookie, accept-language"),
            "{} {}",
            a.status,
            a.body
        );
    }

    let games = |headers: Vec<(&'static str, &'static str)>| {
        let site = &site;
        async move {
            let a = site.ask_with("GET", "/api/games", None, &headers).await;
            assert_eq!(a.status, StatusCode::OK, "{}", a.body);
            a.body
        }
    };
    let en = games(vec![]).await;
    let ru = games(vec![("cookie", "coinop_lang=ru")]).await;
    assert_ne!(en, ru, "the glossaries are in the language");
    assert_eq!(ru, games(vec![("accept-language", "ru")]).await);
    assert_eq!(
        ru,
        games(vec![("cookie", "coinop_lang=xx; coinop_lang=ru")]).await,
        "the next cookie when the first names no language"
    );
    assert_eq!(
        ru,
        games(vec![("cookie", "coinop_lang=\"ru\"")]).await,
        "a quoted value"
    );
    assert_eq!(
        en,
        games(vec![
            ("cookie", "coinop_lang=en"),
            ("accept-language", "ru")
        ])
        .await
    );
    // The pseudo-locale: the English terms, pseudo-localized.
    let pseudo = games(vec![("cookie", "coinop_lang=en-XA")]).await;
    assert_ne!(pseudo, en);
    let tanks = |g: &Value| {
        g.as_array()
            .unwrap()
            .iter()
            .find(|g| g["name"] == "tanks")
            .unwrap()
            .clone()
    };
    let (en_tanks, pseudo_tanks) = (tanks(&en), tanks(&pseudo));
    assert_eq!(pseudo_tanks["name"], "tanks");
    let lesson = pseudo_tanks["lesson"].as_str().unwrap();
    assert!(lesson.starts_with('[') && !lesson.is_ascii(), "{lesson}");
    assert_ne!(Some(lesson), en_tanks["lesson"].as_str());
}
