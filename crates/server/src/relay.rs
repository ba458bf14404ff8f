//! In a cluster, requests for a table another process holds are passed on to it: HTTP
//! requests whole, WebSocket connections message by message. The client never knows; a
//! request passed on says so (`HOP`), and is never passed on again.

use crate::Lobby;
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
pub async fn to_holder(State(lobby): State<Arc<Lobby>>, req: Request, next: Next) -> Response {
    let holder = match table_of(req.uri().path()) {
        Some(id) if !req.headers().contains_key(HOP) => lobby.elsewhere(id).await,
        _ => Ok(None),
    };
    match holder {
        Ok(Some(holder)) => pass_on(req, &holder).await,
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
            "error": "this table is moving to another server; try again in a few seconds"
        })),
    )
        .into_response()
}

/// Relays a client's WebSocket to the process that holds table `id`, both ways, until
/// either side closes. If that process cannot be reached (it has died: another takes
/// the table over within seconds), the client is told to reconnect.
pub async fn websocket(client: WebSocket, holder: String, id: String) {
    let (mut to_client, mut from_client) = client.split();
    let url = format!("{}/ws/{id}", holder.replacen("http", "ws", 1));
    let request = match tungstenite::client::IntoClientRequest::into_client_request(url) {
        Ok(mut r) => {
            r.headers_mut().insert(HOP, HeaderValue::from_static("1"));
            r
        }
        Err(_) => return,
    };
    let upstream = match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => ws,
        Err(e) => {
            // An operator's business: a process that cannot reach another is misconfigured
            // (--advertise) or the other has died (its tables move within seconds).
            tracing::warn!("table {id}: cannot reach {holder}, which holds it: {e}");
            let _ = to_client
                .send(Message::Close(Some(CloseFrame {
                    code: close_code::AGAIN,
                    reason: "the table is moving to another server; reconnect".into(),
                })))
                .await;
            return;
        }
    };
    let (mut to_holder, mut from_holder) = upstream.split();
    loop {
        tokio::select! {
            m = from_client.next() => match m.and_then(Result::ok).and_then(to_upstream) {
                Some(m) => {
                    let close = m.is_close();
                    if to_holder.send(m).await.is_err() || close {
                        break;
                    }
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
                    let _ = to_client
                        .send(Message::Close(Some(CloseFrame {
                            code: close_code::AGAIN,
                            reason: "the table is moving to another server; reconnect".into(),
                        })))
                        .await;
                    break;
                }
            },
        }
    }
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
