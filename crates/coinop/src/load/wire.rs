//! The load's side of the wire: sockets bound to spread loopback addresses, a small
//! HTTP/1.1 JSON client, the table WebSocket, and server messages read leniently.

use super::clients::Ctx;
use anyhow::{Context, Result, anyhow};
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::atomic::Ordering::Relaxed;
use std::time::Duration;
use tokio::net::{TcpSocket, TcpStream};
use tokio::time::timeout;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

pub type Ws = WebSocketStream<TcpStream>;

pub const CONNECT_WITHIN: Duration = Duration::from_secs(10);
const HTTP_WITHIN: Duration = Duration::from_secs(30);

/// The server under load: where it is and whether clients may spread over loopback.
pub struct Target {
    pub addr: SocketAddr,
    /// host:port, for URLs and the Host header.
    pub host: String,
    pub spread: bool,
}

async fn tcp(ctx: &Ctx, recv_buffer: Option<u32>) -> std::io::Result<TcpStream> {
    let socket = match ctx.target.addr {
        SocketAddr::V4(_) => TcpSocket::new_v4()?,
        SocketAddr::V6(_) => TcpSocket::new_v6()?,
    };
    if let Some(src) = ctx.source() {
        socket.bind(src)?;
    }
    if let Some(n) = recv_buffer {
        socket.set_recv_buffer_size(n)?;
    }
    let stream = socket.connect(ctx.target.addr).await?;
    stream.set_nodelay(true)?;
    Ok(stream)
}

/// One HTTP/1.1 JSON request over a fresh connection; the body of a 200, or an error.
pub async fn http(ctx: &Ctx, method: &str, path: &str, body: Option<&Value>) -> Result<Value> {
    Ok(http_as(ctx, method, path, body, None).await?.0)
}

/// [`http`] as a signed-in person (`cookie`: the session's `name=value`); also the
/// session cookie the answer set.
pub async fn http_as(
    ctx: &Ctx,
    method: &str,
    path: &str,
    body: Option<&Value>,
    cookie: Option<&str>,
) -> Result<(Value, Option<String>)> {
    let exchange = async {
        let stream = tcp(ctx, None).await?;
        coinop_server::client::request_as(stream, &ctx.target.host, method, path, body, cookie)
            .await
    };
    let (status, value, set) = timeout(HTTP_WITHIN, exchange)
        .await
        .map_err(|_| anyhow!("{method} {path}: no answer within {HTTP_WITHIN:?}"))?
        .with_context(|| format!("{method} {path}"))?;
    if status != 200 {
        let why = value["error"].as_str().unwrap_or("(no reason given)");
        return Err(anyhow::Error::new(Refused { status })
            .context(format!("{method} {path}: HTTP {status}: {why}")));
    }
    Ok((value, set))
}

/// An HTTP request the server answered with an error status (the error's root cause).
#[derive(Debug)]
pub struct Refused {
    pub status: u16,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HTTP {}", self.status)
    }
}

impl std::error::Error for Refused {}

/// A WebSocket to table `table`, introduced with `token` (none to watch).
pub async fn open_ws(
    ctx: &Ctx,
    table: &str,
    token: Option<&str>,
    recv_buffer: Option<u32>,
) -> Option<Ws> {
    open_ws_as(ctx, table, token, recv_buffer, None).await
}

/// [`open_ws`] as a signed-in person (`cookie`: the session's `name=value`).
pub async fn open_ws_as(
    ctx: &Ctx,
    table: &str,
    token: Option<&str>,
    recv_buffer: Option<u32>,
    cookie: Option<&str>,
) -> Option<Ws> {
    let attempt = async {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let stream = tcp(ctx, recv_buffer).await?;
        let host = &ctx.target.host;
        let mut request = format!("ws://{host}/ws/{table}").into_client_request()?;
        if let Some(c) = cookie {
            let headers = request.headers_mut();
            headers.insert("cookie", c.parse()?);
            headers.insert("origin", format!("http://{host}").parse()?);
        }
        let (mut ws, _) = tokio_tungstenite::client_async(request, stream).await?;
        let hello = json!({"type": "hello", "token": token}).to_string();
        ws.send(Message::Text(hello.into())).await?;
        anyhow::Ok(ws)
    };
    match timeout(CONNECT_WITHIN, attempt).await {
        Ok(Ok(ws)) => {
            ctx.counts.opened.fetch_add(1, Relaxed);
            Some(ws)
        }
        Ok(Err(e)) => {
            ctx.failure(format!("{e:#}"));
            None
        }
        Err(_) => {
            ctx.failure(format!("no WebSocket within {CONNECT_WITHIN:?}"));
            None
        }
    }
}

/// Ends a connection politely, not waiting long for the server's answer.
pub async fn close(mut ws: Ws) {
    let _ = timeout(Duration::from_secs(2), async {
        let _ = ws.close(None).await;
        while let Some(Ok(_)) = ws.next().await {}
    })
    .await;
}

/// A server message, read for what the load needs. Fields of a message type we do not
/// know may have any shape, so each is read leniently (`Loose`).
#[derive(Deserialize)]
pub struct Incoming {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default, deserialize_with = "loose_u64")]
    pub ply: Option<u64>,
    #[serde(default, deserialize_with = "loose_u64")]
    pub id: Option<u64>,
    #[serde(default, deserialize_with = "loose_text")]
    pub message: Option<String>,
    #[serde(default, deserialize_with = "loose_status")]
    pub table: Option<String>,
    #[serde(default)]
    pub legal: Vec<Legal>,
}

#[derive(Deserialize)]
pub struct Legal {
    pub action: Value,
}

/// Any JSON value: a number, a text, a table summary's status, or something skipped.
enum Loose {
    Number(u64),
    Text(String),
    Status(Option<String>),
    Other,
}

impl<'de> Deserialize<'de> for Loose {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Loose, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Loose;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Loose, E> {
                Ok(Loose::Number(n))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Loose, E> {
                Ok(Loose::Text(s.to_string()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_none<E: de::Error>(self) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Loose, D::Error> {
                Loose::deserialize(d)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Loose, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Loose, A::Error> {
                let mut status = None;
                while let Some(key) = map.next_key::<String>()? {
                    let value = map.next_value::<Loose>()?;
                    if let ("status", Loose::Text(s)) = (key.as_str(), value) {
                        status = Some(s);
                    }
                }
                Ok(Loose::Status(status))
            }
        }
        d.deserialize_any(V)
    }
}

fn loose_u64<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    Ok(match Loose::deserialize(d)? {
        Loose::Number(n) => Some(n),
        _ => None,
    })
}

fn loose_text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(match Loose::deserialize(d)? {
        Loose::Text(s) => Some(s),
        _ => None,
    })
}

fn loose_status<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(match Loose::deserialize(d)? {
        Loose::Status(s) => s,
        _ => None,
    })
}

/// The next message we can read, or why the connection is over.
pub async fn next_message(ctx: &Ctx, ws: &mut Ws) -> Result<Incoming, ()> {
    loop {
        let text = match ws.next().await {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(Message::Close(frame))) => {
                let why = frame
                    .map(|f| format!("{} {}", u16::from(f.code), f.reason))
                    .unwrap_or_default();
                ctx.error(format!("closed by the server: {why}"));
                return Err(());
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => {
                ctx.error(format!("connection lost: {e}"));
                return Err(());
            }
            None => {
                ctx.error("connection ended without a close frame");
                return Err(());
            }
        };
        match serde_json::from_str::<Incoming>(text.as_str()) {
            Ok(m) => return Ok(m),
            Err(e) => ctx.error(format!("unreadable message ({e}): {:.80}", text.as_str())),
        }
    }
}
