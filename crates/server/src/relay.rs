//! In a cluster, requests for a table another process holds are passed on to it: HTTP
//! requests whole, WebSocket connections message by message. The client never knows; a
//! request passed on says so (`HOP`), and is never passed on again.

use crate::lobby::Lobby;
use axum::body::Body;
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use std::sync::{Arc, OnceLock};
use tokio_tungstenite::tungstenite;

/// The header of a request one process passes on to another.
pub const HOP: &str = "x-coinop-hop";

/// How long a relayed message may wait for a client that does not read.
const WRITE_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);
/// How long the holder may take to accept a relayed WebSocket.
const CONNECT_WITHIN: std::time::Duration = std::time::Duration::from_secs(5);

fn client() -> &'static Client<HttpConnector, Body> {
    static C: OnceLock<Client<HttpConnector, Body>> = OnceLock::new();
    C.get_or_init(|| Client::builder(TokioExecutor::new()).build_http())
}

/// The table a request is about: `/api/tables/{id}` and what lies under it.
fn table_of(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/api/tables/")?;
    let id = rest.split('/').next()?;
    (!id.is_empty()).then_some(id)
}

/// Middleware: passes a request about a table another process holds on to that process.
pub async fn to_holder(
    State((lobby, config)): State<(Arc<Lobby>, Arc<crate::limits::Config>)>,
    req: Request,
    next: Next,
) -> Response {
    let holder = match table_of(req.uri().path()) {
        Some(id) if !req.headers().contains_key(HOP) => lobby.elsewhere(id).await,
        _ => Ok(None),
    };
    match holder {
        Ok(Some(holder)) => {
            // The holder hears who the client is from us, not from the client.
            let client = config.client(req.extensions(), req.headers());
            let mut req = req;
            req.headers_mut().remove("x-forwarded-for");
            if let Some(ip) = client.and_then(|ip| HeaderValue::from_str(&ip.to_string()).ok()) {
                req.headers_mut().insert("x-forwarded-for", ip);
            }
            pass_on(req, &holder).await
        }
        Ok(None) => next.run(req).await,
        Err(e) => e.into_response(),
    }
}

async fn pass_on(mut req: Request, holder: &str) -> Response {
    let path = req
        .uri()
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .to_string();
    let Ok(uri) = format!("{holder}{path}").parse::<Uri>() else {
        return moving();
    };
    *req.uri_mut() = uri;
    req.headers_mut().insert(HOP, HeaderValue::from_static("1"));
    req.headers_mut().remove(axum::http::header::HOST);
    match client().request(req).await {
        Ok(res) => res.map(Body::new),
        Err(e) => {
            tracing::warn!("cannot reach {holder}: {e}");
            moving()
        }
    }
}

fn moving() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [(axum::http::header::RETRY_AFTER, "2")],
        axum::Json(serde_json::json!({
            "error": "this table is moving to another server; try again in a few seconds",
            "code": "elsewhere"
        })),
    )
        .into_response()
}

/// Relays a client's WebSocket to the process that holds table `id`, both ways, until
/// either side closes. If that process cannot be reached (it has died: another takes
/// the table over within seconds), the client is told to reconnect.
/// `from`: the client's address, passed on as `X-Forwarded-For` (the holder counts its
/// limits by it when this process is among its trusted proxies).
pub async fn websocket(
    client: WebSocket,
    holder: String,
    id: String,
    ping_every: std::time::Duration,
    from: Option<std::net::IpAddr>,
    // The browser's cookie: the holder knows who is signed in (a spectator's chat).
    cookie: Option<HeaderValue>,
) {
    let (mut to_client, mut from_client) = client.split();
    let url = format!("{}/ws/{id}", holder.replacen("http", "ws", 1));
    let request = match tungstenite::client::IntoClientRequest::into_client_request(url) {
        Ok(mut r) => {
            r.headers_mut().insert(HOP, HeaderValue::from_static("1"));
            if let Some(ip) = from.and_then(|ip| HeaderValue::from_str(&ip.to_string()).ok()) {
                r.headers_mut().insert("x-forwarded-for", ip);
            }
            if let Some(c) = cookie {
                r.headers_mut().insert(axum::http::header::COOKIE, c);
            }
            r
        }
        Err(_) => return,
    };
    // Small buffers, as for a connection of our own; and a holder that does not answer
    // within seconds is as good as gone.
    let config = tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0);
    let connecting = tokio_tungstenite::connect_async_with_config(request, Some(config), false);
    let upstream = match tokio::time::timeout(CONNECT_WITHIN, connecting)
        .await
        .unwrap_or_else(|_| Err(tungstenite::Error::Io(std::io::ErrorKind::TimedOut.into())))
    {
        Ok((ws, _)) => ws,
        Err(e) => {
            // An operator's business: a process that cannot reach another is misconfigured
            // (--advertise) or the other has died (its tables move within seconds).
            tracing::warn!("table {id}: cannot reach {holder}, which holds it: {e}");
            let _ = to_client.send(moving_close()).await;
            return;
        }
    };
    let (mut to_holder, mut from_holder) = upstream.split();
    // The client is pinged here as the holder would ping it: one that has not answered a
    // ping by the next is gone, or not reading.
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + ping_every, ping_every);
    let mut answered = true;
    loop {
        tokio::select! {
            _ = ping.tick() => {
                let sent = tokio::time::timeout(WRITE_WITHIN, to_client.send(Message::Ping(Default::default()))).await;
                if !answered || !matches!(sent, Ok(Ok(()))) {
                    break;
                }
                answered = false;
            }
            m = from_client.next() => match m {
                Some(Ok(Message::Pong(_))) => answered = true,
                Some(Ok(m)) => {
                    let Some(m) = to_upstream(m) else { continue };
                    let close = m.is_close();
                    if to_holder.send(m).await.is_err() || close {
                        break;
                    }
                }
                // Said as the holder would say it (it never sees the message).
                Some(Err(e)) => {
                    if crate::ws::is_invalid_utf8(e) {
                        let invalid = Message::Close(Some(CloseFrame {
                            code: close_code::INVALID,
                            reason: "text messages must be UTF-8".into(),
                        }));
                        let _ = tokio::time::timeout(WRITE_WITHIN, to_client.send(invalid)).await;
                    }
                    break;
                }
                None => break,
            },
            m = from_holder.next() => match m {
                Some(Ok(m)) => {
                    let Some(m) = to_downstream(m) else { continue };
                    let close = matches!(m, Message::Close(_));
                    // A client that does not read is let go, as the holder would.
                    let sent = tokio::time::timeout(WRITE_WITHIN, to_client.send(m)).await;
                    if !matches!(sent, Ok(Ok(()))) || close {
                        break;
                    }
                }
                // The holder went away mid-game: the client reconnects and finds the
                // table where it has moved.
                _ => {
                    let _ = to_client.send(moving_close()).await;
                    break;
                }
            },
        }
    }
}

/// The close frame that tells a client its table is changing process: reconnect.
fn moving_close() -> Message {
    Message::Close(Some(CloseFrame {
        code: close_code::AGAIN,
        reason: "the table is moving to another server; reconnect".into(),
    }))
}

fn to_upstream(m: Message) -> Option<tungstenite::Message> {
    Some(match m {
        Message::Text(t) => tungstenite::Message::text(t.as_str()),
        Message::Binary(b) => tungstenite::Message::binary(b),
        Message::Ping(p) => tungstenite::Message::Ping(p),
        Message::Pong(p) => tungstenite::Message::Pong(p),
        Message::Close(c) => {
            tungstenite::Message::Close(c.map(|c| tungstenite::protocol::CloseFrame {
                code: c.code.into(),
                reason: c.reason.as_str().to_string().into(),
            }))
        }
    })
}

fn to_downstream(m: tungstenite::Message) -> Option<Message> {
    Some(match m {
        tungstenite::Message::Text(t) => Message::text(t.as_str()),
        tungstenite::Message::Binary(b) => Message::binary(b),
        // Pings and pongs are each hop's own business.
        tungstenite::Message::Ping(_) | tungstenite::Message::Pong(_) => return None,
        tungstenite::Message::Close(c) => Message::Close(c.map(|c| CloseFrame {
            code: c.code.into(),
            reason: c.reason.as_str().to_string().into(),
        })),
        tungstenite::Message::Frame(_) => return None,
    })
}
