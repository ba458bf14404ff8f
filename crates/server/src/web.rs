//! HTTP routes (the table WebSocket's upgrade among them: its session is `ws.rs`), and
//! the browser client's files (embedded in the binary, so a user needs no build step).

use crate::limits::{Config, PerAddress};
use crate::lobby::{CreateTable, Lobby, LobbyError};
use crate::table::Command;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, FromRef, Path, Query, State};
use axum::http::{Extensions, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use coinop_core::Seat;
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// What the routes share: the lobby, the server's limits, and the new-table allowance
/// per address.
#[derive(Clone)]
struct App {
    lobby: Arc<Lobby>,
    /// Lines each account may say in the lobby.
    chatters: Arc<crate::limits::Allowance<String>>,
    accounts: Arc<crate::accounts::Accounts>,
    /// None when the site's address cannot carry passkeys (said at start).
    passkeys: Option<Arc<crate::passkeys::Passkeys>>,
    config: Arc<Config>,
    new_tables: Arc<PerAddress>,
    sockets: Arc<PerAddress>,
}

impl FromRef<App> for Arc<Lobby> {
    fn from_ref(app: &App) -> Arc<Lobby> {
        app.lobby.clone()
    }
}

mod accounts;

#[derive(rust_embed::RustEmbed)]
#[folder = "web/"]
struct Assets;

/// The site's routes, with the default limits. Serve it with [`crate::listen::serve`]
/// (or `into_make_service_with_connect_info::<SocketAddr>()`) so that limits per address
/// apply.
pub fn router(lobby: Arc<Lobby>) -> Router {
    router_with(lobby, Config::default())
}

/// Passkeys for the site's address, or for localhost without one.
fn passkeys(lobby: &Lobby, config: &Config) -> Option<Arc<crate::passkeys::Passkeys>> {
    let site = config.site_url.as_deref().unwrap_or("http://localhost");
    let made = webauthn_rs::prelude::Url::parse(site)
        .map_err(anyhow::Error::from)
        .and_then(|url| crate::passkeys::Passkeys::new(lobby.store().clone(), &url));
    match made {
        Ok(p) => Some(Arc::new(p)),
        Err(e) => {
            tracing::error!("no passkeys at {site}: {e:#}");
            None
        }
    }
}

/// The site's routes, with `config`'s limits.
pub fn router_with(lobby: Arc<Lobby>, config: Config) -> Router {
    let app = App {
        chatters: Arc::new(crate::limits::Allowance::new(
            crate::chat::BURST,
            1.0 / crate::chat::EVERY_SECS,
        )),
        accounts: Arc::new(crate::accounts::Accounts::new(lobby.store().clone())),
        passkeys: passkeys(&lobby, &config),
        lobby,
        new_tables: Arc::new(PerAddress::new_tables(&config)),
        sockets: Arc::new(PerAddress::new(config.ws_burst, config.ws_per_second)),
        config: Arc::new(config.clone()),
    };
    Router::new()
        .route("/", get(index))
        .route("/t/{id}", get(index))
        .route("/replay/{id}", get(index))
        .route("/assets/{*path}", get(asset))
        .route("/l10n/{file}", get(catalogue))
        .route("/rulings/{game}", get(rulings))
        .route("/rules/{game}", get(rules))
        .route("/api/games", get(games))
        .route("/api/tables", get(list).post(create))
        .route("/api/tables/{id}", get(table))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/leave", post(leave))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/coaching", post(coaching))
        .route("/api/tables/{id}/try-again", post(try_again))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/replay/{ply}", get(replay_at))
        .route("/api/tables/{id}/replay-log", get(replay_log))
        .route("/api/tables/{id}/replay-steps", get(replay_steps))
        .route("/api/lessons/{game}", post(lesson))
        .route("/learn/{game}", get(index))
        .route("/ws/{id}", get(ws))
        .route("/account", get(index))
        .route("/ratings/{game}", get(index))
        .route("/players/{name}", get(index))
        .merge(accounts::routes())
        // The API answers in its own shape, an unknown route or method too.
        .route("/api/{*rest}", axum::routing::any(no_such_route))
        .method_not_allowed_fallback(wrong_method)
        .layer(axum::middleware::from_fn(vary_by_language))
        .layer(axum::middleware::from_fn_with_state(
            (app.lobby.clone(), app.config.clone()),
            crate::relay::to_holder,
        ))
        // Before a request is relayed to the process holding its table: that one sees
        // the relay's host, not the browser's.
        .layer(axum::middleware::from_fn(accounts::same_site_only))
        .layer(DefaultBodyLimit::max(crate::ws::MAX_MESSAGE))
        // The whole request, body and handler: a body trickled a byte at a time
        // restarts a per-read timeout for ever, not this one.
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            config.body_within,
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .with_state(app)
}

/// What a page of ours may load: only our own scripts, styles, images and sockets; no
/// plugins, no other origin framing it (clickjacking), no `<base>` to redirect relative
/// links. Inline scripts and styles stay allowed: the rules pages carry a small module
/// and the views set styles as they draw; text a player wrote is only ever put in as
/// text, never as markup.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; \
     object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

impl IntoResponse for LobbyError {
    fn into_response(self) -> Response {
        let status = match &self {
            LobbyError::NotFound(_) => StatusCode::NOT_FOUND,
            LobbyError::Bad(_) => StatusCode::BAD_REQUEST,
            LobbyError::Forbidden(_) => StatusCode::FORBIDDEN,
            LobbyError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
            LobbyError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            LobbyError::Elsewhere(..) => StatusCode::SERVICE_UNAVAILABLE,
            LobbyError::Refused(r) => match r.code.as_str() {
                "not_found" => StatusCode::NOT_FOUND,
                "not_finished" | "token_invalid" | "forbidden" | "spectator" => {
                    StatusCode::FORBIDDEN
                }
                "too_many" | "rate_limited" => StatusCode::TOO_MANY_REQUESTS,
                "elsewhere" => StatusCode::SERVICE_UNAVAILABLE,
                "internal" | "not_stored" | "ai_failed" | "gone" => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
                _ => StatusCode::BAD_REQUEST,
            },
        };
        // The message for people and logs, the code (and its fields) for front ends.
        let r = self.refusal();
        let body = if r.fields.is_null() {
            json!({ "error": r.message, "code": r.code })
        } else {
            json!({ "error": r.message, "code": r.code, "fields": r.fields })
        };
        (status, Json(body)).into_response()
    }
}

type ApiResult<T> = Result<Json<T>, LobbyError>;

/// A JSON request body; a malformed one becomes a 400 with the reason, in our error shape.
type Body<T> = Result<Json<T>, JsonRejection>;

impl From<JsonRejection> for LobbyError {
    fn from(e: JsonRejection) -> Self {
        LobbyError::Bad(e.body_text())
    }
}

/// The page every address of the site opens, in the request's language: `lang` on the
/// page, and the languages the site speaks for the header's switch.
async fn index(headers: axum::http::HeaderMap) -> Response {
    let Some(file) = Assets::get("index.html") else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let lang = crate::lang::of_request(&headers);
    let page =
        String::from_utf8_lossy(&file.data).replacen("<html lang=\"en\">", &html_open(lang), 1);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (header::CACHE_CONTROL, "no-cache".to_string()),
            (header::VARY, "cookie, accept-language".to_string()),
        ],
        page,
    )
        .into_response()
}

/// A page's `<html>` opening: its language, and those the header's switch offers.
fn html_open(lang: coinop_core::Lang) -> String {
    format!("<html lang=\"{lang}\"{}>", langs_attr())
}

/// ` data-langs="en ru"`: the languages the header's switch offers.
fn langs_attr() -> String {
    let langs: Vec<&str> = coinop_core::Lang::all()
        .map(coinop_core::Lang::tag)
        .collect();
    format!(" data-langs=\"{}\"", langs.join(" "))
}

/// The site's header on a document the server serves whole (a game's rules, its rulings):
/// index.html's `<header class="top">`, the one every page shows, not a copy. Its words
/// are put in the reader's language here, so it reads without script too; its Rules link
/// goes to this game's rules in the same tab; `/assets/doc.js` then makes the language
/// switch and the account link live as on every page.
fn site_header(lang: coinop_core::Lang, game: &str) -> String {
    let Some(file) = Assets::get("index.html") else {
        return String::new();
    };
    let index = String::from_utf8_lossy(&file.data);
    let Some(start) = index.find("<header") else {
        return String::new();
    };
    let Some(end) = index[start..].find("</header>") else {
        return String::new();
    };
    let header = &index[start..start + end + "</header>".len()];
    let words = crate::lang::page_words(lang);
    const MARK: &str = "data-l10n-id=\"";
    let mut out = String::with_capacity(header.len());
    let mut rest = header;
    while let Some(at) = rest.find(MARK) {
        let after = &rest[at + MARK.len()..];
        let (Some(quote), Some(gt)) = (after.find('"'), after.find('>')) else {
            break;
        };
        let Some(lt) = after[gt..].find('<') else {
            break;
        };
        let id = &after[..quote];
        let own = &after[gt + 1..gt + lt];
        let said = words
            .lookup(id)
            .or_else(|| crate::lang::page_words(coinop_core::Lang::EN).lookup(id));
        out.push_str(&rest[..at + MARK.len() + gt + 1]);
        out.push_str(&said.map_or_else(|| own.to_string(), |w| html_escape(&w)));
        rest = &after[gt + lt..];
    }
    out.push_str(rest);
    // The Rules link: this game's, here (index.html's opens a game's in another tab).
    let mut header = out;
    if let Some(class) = header.find("class=\"rules-link\"") {
        let tag = header[..class].rfind("<a ").unwrap_or(class);
        let close = class + header[class..].find('>').unwrap_or(0);
        let link = header[tag..close]
            .replace(" target=\"_blank\"", "")
            .split(' ')
            .map(|attr| match attr.starts_with("href=") {
                true => format!("href=\"/rules/{game}\""),
                false => attr.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ");
        header.replace_range(tag..close, &link);
    }
    header
}

/// `<`, `>`, `&` and `"` as HTML writes them in text.
fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A document of the site (a game's rules or rulings page, written whole) with the site's
/// header: the switch's languages and the reader's on `<html>` (its `lang` the document's
/// own: an English page for a reader of a language it is not written in), the header
/// first in the body, its script last. The text stays the document's own: printed, or
/// read without script, it is the same.
fn with_site_header(page: &str, lang: coinop_core::Lang, game: &str) -> String {
    let mut page = page.to_string();
    if let Some(open) = page.find("<html")
        && let Some(len) = page[open..].find('>')
    {
        let reader = format!("{} data-reader=\"{}\"", langs_attr(), lang.tag());
        page.insert_str(open + len, &reader);
    }
    if let Some(body) = page.find("<body>") {
        page.insert_str(
            body + "<body>".len(),
            &format!("\n{}\n", site_header(lang, game)),
        );
    }
    if let Some(end) = page.rfind("</body>") {
        page.insert_str(
            end,
            "<script type=\"module\" src=\"/assets/doc.js\"></script>\n",
        );
    }
    page
}

/// A language's whole catalogue for the page (`web/locales/<lang>/*.ftl`, one after
/// another), formatted in the browser by Fluent's own runtime.
async fn catalogue(Path(file): Path<String>) -> Response {
    let Some(lang) = file.strip_suffix(".ftl").and_then(coinop_core::Lang::parse) else {
        return (StatusCode::NOT_FOUND, "no such language").into_response();
    };
    // The pseudo-locale is English, made pseudo in the page.
    let tag = if lang.is_pseudo() { "en" } else { lang.tag() };
    let prefix = format!("locales/{tag}/");
    let mut names: Vec<_> = Assets::iter()
        .filter(|p| p.starts_with(&prefix) && p.ends_with(".ftl"))
        .collect();
    names.sort();
    let mut text = String::new();
    for name in names {
        if let Some(f) = Assets::get(&name) {
            text.push_str(&String::from_utf8_lossy(&f.data));
            text.push('\n');
        }
    }
    (
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (header::CACHE_CONTROL, "no-cache".to_string()),
        ],
        text,
    )
        .into_response()
}

async fn asset(Path(path): Path<String>) -> Response {
    match Assets::get(&path) {
        Some(file) => {
            let mime = mime_guess::from_path(&path).first_or_octet_stream();
            (
                [
                    (header::CONTENT_TYPE, mime.as_ref().to_string()),
                    (header::CACHE_CONTROL, "no-cache".to_string()),
                ],
                file.data,
            )
                .into_response()
        }
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// A game's rules page in the reader's language (`rules-<game>.<lang>.html`), English
/// where the page is not written in it yet.
async fn rules(Path(game): Path<String>, headers: axum::http::HeaderMap) -> Response {
    if crate::games::find(&game).is_none() {
        return (StatusCode::NOT_FOUND, "no such game").into_response();
    }
    let lang = crate::lang::of_request(&headers);
    let own = format!("rules-{game}.{}.html", lang.tag());
    let path = if lang != coinop_core::Lang::EN && Assets::get(&own).is_some() {
        own
    } else {
        format!("rules-{game}.html")
    };
    let Some(file) = Assets::get(&path) else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let page = with_site_header(&String::from_utf8_lossy(&file.data), lang, &game);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::VARY, "cookie, accept-language"),
        ],
        page,
    )
        .into_response()
}

/// A game's rulings as a page of the site: the Markdown rendered, each numbered section
/// anchored (`#s30`) so the table form can link to the reading it offers.
async fn rulings(Path(game): Path<String>, headers: axum::http::HeaderMap) -> Response {
    let Some(kind) = crate::games::find(&game) else {
        return (StatusCode::NOT_FOUND, "no such game").into_response();
    };
    use pulldown_cmark::{CowStr, Event, HeadingLevel, Parser, Tag, html};
    // The file's bookkeeping for developers (which list a section answers, where the
    // sections come from) is not for players.
    let lang = crate::lang::of_request(&headers);
    let text: String = (kind.rulings)(lang)
        .split("\n\n")
        .filter(|para| !para.trim_start().starts_with("Where to find things:"))
        .collect::<Vec<_>>()
        .join("\n\n")
        .lines()
        .filter(|line| !(line.starts_with("*Answers ") || line.starts_with("*Further point")))
        .collect::<Vec<_>>()
        .join("\n");
    let events: Vec<Event> = Parser::new(&text).collect();
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::Start(Tag::Heading {
                level: HeadingLevel::H2,
                classes,
                attrs,
                ..
            }) => {
                // "## 30. Shovel and Grenade…" → id="s30"
                let n: Option<String> = match events.get(i + 1) {
                    Some(Event::Text(t)) => {
                        let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
                        (!digits.is_empty()).then_some(digits)
                    }
                    _ => None,
                };
                out.push(Event::Start(Tag::Heading {
                    level: HeadingLevel::H2,
                    id: n.map(|n| CowStr::from(format!("s{n}"))),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
            }
            // HTML written in the file is shown as text, never passed through.
            Event::Html(t) | Event::InlineHtml(t) => out.push(Event::Text(t.clone())),
            other => out.push(other.clone()),
        }
    }
    let mut body = String::new();
    html::push_html(&mut body, out.into_iter());
    // The introduction names this game's readings: how many, how many a table may set
    // the other way, and where its rules and its tables are.
    let sections = text
        .lines()
        .filter(|l| l.starts_with("## ") && l[3..].starts_with(|c: char| c.is_ascii_digit()))
        .count();
    // The text may be the English record where the language has no translation.
    let markers = [
        coinop_games::option_marker(lang),
        coinop_games::option_marker(coinop_core::Lang::EN),
    ];
    let options = text
        .lines()
        .filter(|l| {
            markers
                .iter()
                .any(|m| l.trim_start().starts_with(m.as_str()))
        })
        .count();
    let say = crate::lang::say(lang);
    let name = kind.entry.name;
    let title = (kind.title_in)(lang);
    let game = || coinop_core::Args::new().str("game", title.clone());
    let choose = if options > 0 {
        let create = format!(
            "<a href=\"/?game={name}\">{}</a>",
            say.text_with("rulings-create", game())
        );
        format!(
            " {}",
            say.text_with(
                "rulings-options",
                coinop_core::Args::new()
                    .num("options", options as i64)
                    .str("create", create)
            )
        )
    } else {
        String::new()
    };
    let intro = format!(
        "<p class=\"hint\" id=\"readings-intro\">{}{choose} <a href=\"/rules/{name}\">{}</a></p>",
        say.text_with("rulings-intro", game().num("sections", sections as i64)),
        say.text_with("rulings-rules", game()),
    );
    let page = format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title>\
         <link rel=\"stylesheet\" href=\"/assets/style.css\"></head><body>\
         <main class=\"prose\">{intro}{body}</main></body></html>",
        lang.tag(),
        say.text_with("rulings-page-title", game()),
    );
    let page = with_site_header(&page, lang, name);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::VARY, "cookie, accept-language"),
        ],
        page,
    )
        .into_response()
}

async fn games(headers: axum::http::HeaderMap) -> Json<&'static [crate::games::GameInfo]> {
    // Made once per language: a glossary asks for a game set up. The pseudo-locale's
    // too, so a page in it shows the games' terms pseudo-localized like its other words.
    static INFOS: std::sync::LazyLock<Vec<Vec<crate::games::GameInfo>>> =
        std::sync::LazyLock::new(|| {
            coinop_core::Lang::all_and_pseudo()
                .map(crate::games::infos)
                .collect()
        });
    let lang = crate::lang::of_request(&headers);
    Json(
        &INFOS[coinop_core::Lang::all_and_pseudo()
            .position(|l| l == lang)
            .unwrap_or(0)],
    )
}

/// The API's answers may depend on the request's language (`crate::lang::of_request`:
/// the cookie, else `Accept-Language`), so a cache keeps one per language, as for the
/// pages: every answer under `/api/` says so unless its handler said otherwise.
async fn vary_by_language(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let mut res = next.run(req).await;
    if api && !res.headers().contains_key(header::VARY) {
        res.headers_mut().insert(
            header::VARY,
            HeaderValue::from_static("cookie, accept-language"),
        );
    }
    res
}

/// A lesson where the learner stands, or after their next move (`lessons.rs`).
async fn lesson(
    Path(game): Path<String>,
    headers: axum::http::HeaderMap,
    body: Body<crate::lessons::LessonRequest>,
) -> Result<Json<serde_json::Value>, LobbyError> {
    let kind = crate::games::find(&game)
        .ok_or_else(|| LobbyError::NotFound(format!("there is no game {game:?}")))?;
    let Json(req) = body?;
    crate::lessons::answer(kind, req, crate::lang::of_request(&headers))
        .await
        .map(|a| Json((*a).clone()))
        .map_err(LobbyError::Refused)
}

async fn no_such_route(uri: axum::http::Uri) -> LobbyError {
    LobbyError::NotFound(format!("there is no {} in the API", uri.path()))
}

async fn wrong_method(method: axum::http::Method, uri: axum::http::Uri) -> Response {
    let e = LobbyError::Bad(format!("{} does not take {method}", uri.path()));
    let mut r = e.into_response();
    *r.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    r
}

#[derive(Deserialize)]
struct ListQuery {
    status: Option<String>,
    /// How many, newest first: 100 unless asked, at most 500. (The lobby asks for what it
    /// shows: polled every 15 s by every open lobby, 400 running tables were 330 KB.)
    limit: Option<usize>,
}

async fn list(
    State(lobby): State<Arc<Lobby>>,
    q: Result<Query<ListQuery>, QueryRejection>,
    headers: axum::http::HeaderMap,
) -> ApiResult<Vec<crate::protocol::Summary>> {
    let Query(q) = q.map_err(|e| LobbyError::Bad(e.body_text()))?;
    if let Some(s) = q.status.as_deref()
        && !["open", "running", "finished"].contains(&s)
    {
        return Err(LobbyError::Bad(format!(
            "no tables are {s:?}: ask for status open, running or finished (or none: all)"
        )));
    }
    let limit = q.limit.unwrap_or(100).clamp(1, 500);
    let lang = crate::lang::of_request(&headers);
    let tables = lobby.list(q.status.as_deref(), limit).await?;
    Ok(Json(tables.into_iter().map(|t| t.in_lang(lang)).collect()))
}

/// The address a new table is asked from, if it may have one now (each address has its
/// tables a minute).
fn new_table_from(
    app: &App,
    extensions: &Extensions,
    headers: &axum::http::HeaderMap,
) -> Result<Option<std::net::IpAddr>, LobbyError> {
    let from = app.config.client(extensions, headers);
    if let Some(from) = from {
        app.new_tables.take(from).map_err(|wait| {
            LobbyError::too_many(
                "tables_too_fast",
                json!({ "wait": wait }),
                format!("too many new tables from your address; try again in {wait} s"),
            )
        })?;
    }
    Ok(from)
}

async fn create(
    State(app): State<App>,
    extensions: Extensions,
    headers: axum::http::HeaderMap,
    body: Body<CreateTable>,
) -> ApiResult<crate::lobby::Created> {
    let lobby = app.lobby.clone();
    let from = new_table_from(&app, &extensions, &headers)?;
    let Json(mut req) = body?;
    // Signed in, a person sits as their account, and the seat is theirs on any device.
    let account = accounts::account_of(&app, &headers).await?;
    match &account {
        Some(a) => req.name = Some(a.name.clone()),
        None => guest_name(&app, req.name.as_deref()).await?,
    }
    if req.rated && account.is_none() {
        return Err(LobbyError::forbidden(
            "sign_in",
            serde_json::Value::Null,
            "sign in to create a rated table: a rating is an account's",
        ));
    }
    let rated = req.rated;
    // Refused, rather than slowing every table, when its address already has its fill
    // of tables whose AI is thinking, or the AI players are all busy.
    let ai_owner = from
        .filter(|_| req.seats.iter().any(|s| s.ai.is_some()))
        .map(crate::thinking::Owner::of);
    if let Some(owner) = &ai_owner
        && let Some(why) = crate::thinking::refuse_new(owner, app.config.ai_tables_per_address)
    {
        return Err(LobbyError::TooMany(why.into()));
    }
    let created = lobby.create_from(req, from).await?;
    if let Some(owner) = &ai_owner {
        crate::thinking::note(owner, &created.id);
    }
    hold(
        &app,
        account.as_ref(),
        &created.id,
        created.token.as_deref(),
    )
    .await?;
    if rated {
        crate::ratings::mark_rated(app.lobby.store(), &created.id).await?;
        if let (Some(ip), Some(seat)) = (from, created.seat) {
            let key = crate::ratings::address_key(ip);
            crate::ratings::note_address(app.lobby.store(), &created.id, seat, &key).await?;
        }
    }
    Ok(Json(created))
}

/// A guest may not sit under a name that looks like an account's: nothing at a table
/// tells a guest's seat from a signed-in one's.
async fn guest_name(app: &App, name: Option<&str>) -> Result<(), LobbyError> {
    let name = crate::lobby::clean_name(name.unwrap_or_default());
    if name.is_empty() {
        return Ok(());
    }
    match app.accounts.look_alike(&name).await? {
        Some(other) => Err(LobbyError::bad(
            "name_of_account",
            serde_json::json!({ "name": name, "other": other }),
            format!(
                "the name {name:?} is an account's ({other}): sign in as it, or choose another"
            ),
        )),
        None => Ok(()),
    }
}

/// A seat just taken by a signed-in person becomes their account's.
async fn hold(
    app: &App,
    account: Option<&crate::accounts::Account>,
    table: &str,
    token: Option<&str>,
) -> Result<(), LobbyError> {
    if let (Some(a), Some(token)) = (account, token) {
        app.accounts.hold(&a.id, table, token).await?;
    }
    Ok(())
}

async fn table(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
) -> ApiResult<crate::protocol::Summary> {
    let lang = crate::lang::of_request(&headers);
    Ok(Json(lobby.table(&id).await?.summary().in_lang(lang)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    seat: Option<Seat>,
    /// The invitation's secret, from an invite link.
    #[serde(default)]
    invite: Option<String>,
    #[serde(default)]
    name: String,
}

async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    extensions: Extensions,
    headers: axum::http::HeaderMap,
    body: Body<JoinRequest>,
) -> ApiResult<serde_json::Value> {
    let Json(mut req) = body?;
    let account = accounts::account_of(&app, &headers).await?;
    match &account {
        Some(a) => req.name = a.name.clone(),
        None => guest_name(&app, Some(&req.name)).await?,
    }
    let store = app.lobby.store();
    let rated = crate::ratings::is_rated(store, &id).await?;
    // A rated table is played by as many people as seats: one account a seat, and each
    // from a network of its own (two accounts from one place play unrated: ARCHITECTURE).
    let address = app
        .config
        .client(&extensions, &headers)
        .map(crate::ratings::address_key);
    // The checks and the seat taken are one step: two joins at once would both pass
    // the checks before either seat is written. (A table's joins reach the process that
    // holds it, so one lock a process suffices; rated joins are few.)
    static RATED_JOINS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _one_at_a_time = match rated {
        true => Some(RATED_JOINS.lock().await),
        false => None,
    };
    if rated {
        let Some(a) = &account else {
            return Err(LobbyError::forbidden(
                "sign_in",
                serde_json::Value::Null,
                "this table is rated: sign in to take a seat at it",
            ));
        };
        if app.accounts.seated(&a.id, &id).await? {
            return Err(LobbyError::forbidden(
                "rated_seated",
                serde_json::Value::Null,
                "you already have a seat at this rated table",
            ));
        }
        if let Some(k) = &address
            && crate::ratings::address_seated(store, &id, k).await?
        {
            return Err(LobbyError::forbidden(
                "rated_same_network",
                serde_json::Value::Null,
                "a player at this rated table plays from the same network as you: at a rated \
                 table each player sits from their own (play an unrated table together)",
            ));
        }
    }
    let (seat, token) = app.lobby.join(&id, req.seat, req.invite, &req.name).await?;
    hold(&app, account.as_ref(), &id, Some(&token)).await?;
    if rated && let Some(k) = &address {
        crate::ratings::note_address(store, &id, seat, k).await?;
    }
    Ok(Json(json!({ "seat": seat, "token": token })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenRequest {
    token: String,
}

/// A seat's secret acts for it only from its account when an account holds it (as on
/// the WebSocket): signed out, a browser that kept the secret no longer acts by it.
async fn holder_or_refuse(
    app: &App,
    headers: &axum::http::HeaderMap,
    table: &str,
    token: &str,
) -> Result<(), LobbyError> {
    let account = accounts::account_of(app, headers).await?;
    crate::accounts::may_play(
        app.lobby.store(),
        table,
        token,
        account.as_ref().map(|a| a.id.as_str()),
    )
    .await
}

async fn leave(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    body: Body<TokenRequest>,
) -> ApiResult<serde_json::Value> {
    let Json(req) = body?;
    holder_or_refuse(&app, &headers, &id, &req.token).await?;
    let seat = app.lobby.leave(&id, &req.token).await?;
    Ok(Json(json!({ "seat": seat })))
}

async fn rematch(
    State(app): State<App>,
    Path(id): Path<String>,
    extensions: Extensions,
    headers: axum::http::HeaderMap,
    body: Body<TokenRequest>,
) -> ApiResult<serde_json::Value> {
    let Json(req) = body?;
    holder_or_refuse(&app, &headers, &id, &req.token).await?;
    let owner = app
        .config
        .client(&extensions, &headers)
        .map(crate::thinking::Owner::of);
    // A rematch against the computer is a new table with AI seats like any other.
    let ai = app
        .lobby
        .table(&id)
        .await?
        .summary()
        .seats
        .iter()
        .any(|s| s.ai.is_some());
    if ai
        && let Some(owner) = &owner
        && let Some(why) = crate::thinking::refuse_new(owner, app.config.ai_tables_per_address)
    {
        return Err(LobbyError::TooMany(why.into()));
    }
    let table = app.lobby.rematch(&id, &req.token, owner.clone()).await?;
    if ai && let Some(owner) = &owner {
        crate::thinking::note(owner, &table);
    }
    Ok(Json(json!({ "table": table })))
}

/// The coaching of the asker's seat at a finished table (`crate::coaching`): asked
/// with the seat's secret, as it is the seat's own.
async fn coaching(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    body: Body<TokenRequest>,
) -> ApiResult<serde_json::Value> {
    let Json(req) = body?;
    holder_or_refuse(&app, &headers, &id, &req.token).await?;
    let (seat, c) = app.lobby.coaching(&id, &req.token).await?;
    let c = c.in_lang(crate::lang::of_request(&headers));
    let mut answer = serde_json::to_value(c).expect("coaching serializes");
    answer["seat"] = json!(seat);
    Ok(Json(answer))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TryAgainRequest {
    token: String,
    /// Actions of the finished game to begin after.
    ply: usize,
}

/// "Try again from here": a new table against the computer from a finished game's
/// position (`Lobby::try_again`), counted like any new table with computer players.
async fn try_again(
    State(app): State<App>,
    Path(id): Path<String>,
    extensions: Extensions,
    headers: axum::http::HeaderMap,
    body: Body<TryAgainRequest>,
) -> ApiResult<crate::lobby::Created> {
    let from = new_table_from(&app, &extensions, &headers)?;
    let Json(req) = body?;
    holder_or_refuse(&app, &headers, &id, &req.token).await?;
    let owner = from.map(crate::thinking::Owner::of);
    if let Some(owner) = &owner
        && let Some(why) = crate::thinking::refuse_new(owner, app.config.ai_tables_per_address)
    {
        return Err(LobbyError::TooMany(why.into()));
    }
    let created = app
        .lobby
        .try_again(&id, &req.token, req.ply, owner.clone())
        .await?;
    if let Some(owner) = &owner {
        crate::thinking::note(owner, &created.id);
    }
    let account = accounts::account_of(&app, &headers).await?;
    hold(
        &app,
        account.as_ref(),
        &created.id,
        created.token.as_deref(),
    )
    .await?;
    Ok(Json(created))
}

async fn replay(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
) -> ApiResult<coinop_core::Replay> {
    let (_, replay) = lobby.ask(&id, |reply| Command::Replay { reply }).await?;
    Ok(Json(replay.map_err(LobbyError::Refused)?))
}

async fn replay_at(
    State(lobby): State<Arc<Lobby>>,
    path: Result<Path<(String, u64)>, PathRejection>,
    headers: axum::http::HeaderMap,
) -> ApiResult<serde_json::Value> {
    let Path((id, ply)) =
        path.map_err(|_| LobbyError::Bad("a step is a whole number from 0".into()))?;
    let lang = crate::lang::of_request(&headers);
    let (t, answer) = lobby
        .ask(&id, |reply| Command::ReplayAt { ply, lang, reply })
        .await?;
    // Past the last step of a finished game: no such step (not_found); otherwise not yet.
    let frame = answer.map_err(LobbyError::Refused)?;
    Ok(Json(json!({
        "ply": ply, "total": frame.total, "observation": frame.observation,
        "reveals": frame.reveals, "events": frame.events, "log": frame.log,
        "table": t.summary().in_lang(lang),
    })))
}

/// A finished game's whole log, nothing hidden: the lines of its setup, then one list of
/// lines per action. Kept one release beside `replay-steps`, for old clients.
async fn replay_log(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
) -> ApiResult<Arc<Vec<Vec<String>>>> {
    let lang = crate::lang::of_request(&headers);
    let (_, answer) = lobby
        .ask(&id, |reply| Command::ReplayLog { lang, reply })
        .await?;
    Ok(Json(answer.map_err(LobbyError::Refused)?.lines))
}

/// A finished game's whole story, nothing hidden: its steps (each action's events and
/// what the log tells of them, from the setting up) and the game's terms in words, as
/// JSON the table made once.
async fn replay_steps(
    State(lobby): State<Arc<Lobby>>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
) -> Result<Response, LobbyError> {
    let lang = crate::lang::of_request(&headers);
    let (_, answer) = lobby
        .ask(&id, |reply| Command::ReplayLog { lang, reply })
        .await?;
    let whole = answer.map_err(LobbyError::Refused)?;
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        whole.json.to_string(),
    )
        .into_response())
}

async fn ws(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    extensions: Extensions,
    upgrade: WebSocketUpgrade,
) -> Response {
    let client = app.config.client(&extensions, &headers);
    if let Some(client) = client
        && let Err(wait) = app.sockets.take(client)
    {
        return LobbyError::too_many(
            "connections_too_fast",
            json!({ "wait": wait }),
            format!("too many connections a second from your address; try again in {wait} s"),
        )
        .into_response();
    }
    // Small buffers: an idle connection should cost a few kilobytes, not the 256 KiB
    // of tungstenite's defaults; a message is written as soon as it is sent.
    let upgrade = upgrade
        .max_message_size(crate::ws::MAX_FRAME)
        .max_frame_size(crate::ws::MAX_FRAME)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0);
    // A page of another site may open a WebSocket to us, and the browser sends our
    // cookie with it: the session counts only from our own pages (or relayed by another
    // process of ours, which checked it).
    let relayed = headers.contains_key(crate::relay::HOP);
    let cookie_counts = relayed || accounts::from_our_pages(&headers);
    // In a cluster, a table another process holds is played there, through this one.
    if !relayed && let Ok(Some(holder)) = app.lobby.elsewhere(&id).await {
        let ping_every = app.config.ping_every;
        let cookie = headers
            .get(header::COOKIE)
            .filter(|_| cookie_counts)
            .cloned();
        return upgrade.on_upgrade(move |socket| {
            crate::relay::websocket(socket, holder, id, ping_every, client, cookie)
        });
    }
    // A signed-in spectator chats as their account; a seat an account holds is played
    // only signed in as it.
    let account = match cookie_counts {
        true => accounts::account_of(&app, &headers).await.ok().flatten(),
        false => None,
    }
    .map(|a| (a.id, a.name));
    let lang = crate::lang::of_request(&headers);
    upgrade.on_upgrade(move |socket| {
        crate::ws::session(socket, app.lobby, app.config, id, account, lang)
    })
}

#[cfg(test)]
mod tests {
    /// Every page is laid out for the screen it is on: without the viewport line a phone
    /// shows a page zoomed out to a desktop's width (the ARCADE rules page did).
    #[test]
    fn every_page_declares_its_viewport() {
        let pages: Vec<_> = super::Assets::iter()
            .filter(|p| p.ends_with(".html"))
            .collect();
        assert!(!pages.is_empty());
        for p in pages {
            let file = super::Assets::get(&p).expect("listed");
            let text = String::from_utf8_lossy(&file.data);
            assert!(
                text.contains(
                    r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#
                ),
                "{p} has no viewport line"
            );
        }
    }
}
