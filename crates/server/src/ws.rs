//! The table WebSocket once upgraded: the hello, then each message answered in turn
//! under the connection's rate limit, the table's messages written out, pings, and the
//! close frames that say why a connection ends. Shared with the relay (`relay.rs`), which
//! answers as the holder would.

use crate::limits::{Bucket, Config};
use crate::lobby::{Lobby, LobbyError};
use crate::protocol::{ClientMsg, Refusal, ServerMsg};
use crate::table::Command;
use axum::extract::ws::{Message, WebSocket, close_code};
use coinop_core::Lang;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// The largest message a client may send; anything bigger is refused with an error frame.
pub const MAX_MESSAGE: usize = 16 * 1024;
/// Beyond this the connection itself is closed (the frame is not even read).
pub(crate) const MAX_FRAME: usize = 1 << 20;
/// Messages a connection may send in a burst, and per second after that.
const BURST: f64 = 30.0;
const PER_SECOND: f64 = 10.0;
/// Messages refused for speed before the connection is closed.
const STRIKES: u32 = 200;

/// How long a new connection may take to say who it is.
const HELLO_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

/// Just the `id` of a client message.
#[derive(Deserialize)]
struct MessageId {
    id: Option<u64>,
}

static CONNECTIONS: AtomicU64 = AtomicU64::new(1);

/// A server message as one WebSocket text frame.
fn frame(msg: &ServerMsg) -> Message {
    Message::Text(
        serde_json::to_string(msg)
            .expect("messages serialize")
            .into(),
    )
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;

/// Writes one message, unless the client has not read for `within`: false if it could
/// not be written.
async fn write(sink: &mut Sink, msg: Message, within: Duration) -> bool {
    matches!(
        tokio::time::timeout(within, sink.send(msg)).await,
        Ok(Ok(()))
    )
}

/// `account`: the signed-in person of the upgrade's request (id and name), if any: a
/// spectator chats as them.
pub(crate) async fn session(
    socket: WebSocket,
    lobby: Arc<Lobby>,
    config: Arc<Config>,
    id: String,
    account: Option<(String, String)>,
    mut lang: Lang,
) {
    let (mut sink, mut stream) = socket.split();
    let within = config.write_within;
    // An error frame, then the connection closes.
    async fn refuse(sink: &mut Sink, why: Refusal, within: Duration) {
        if write(sink, frame(&ServerMsg::error(None, why)), within).await {
            let _ = tokio::time::timeout(within, sink.close()).await;
        }
    }
    // An unknown table is said at once, before waiting for a hello.
    if let Err(e) = lobby.table(&id).await {
        return refuse(&mut sink, e.refusal(), within).await;
    }
    // The first message says who is there: a seat's secret, or none for a spectator.
    // (In a message rather than the URL, so the secret never sits in an access log.)
    let token = match tokio::time::timeout(HELLO_WITHIN, stream.next()).await {
        // The hello is a message like the others, held to their size (not the frame's
        // megabyte, which would be read and parsed before anyone said who they are).
        Ok(Some(Ok(Message::Text(t)))) if t.len() > MAX_MESSAGE => {
            let why = Refusal::with(
                "too_large",
                serde_json::json!({ "bytes": t.len(), "most": MAX_MESSAGE }),
                format!(
                    "message too large ({} bytes; at most {MAX_MESSAGE})",
                    t.len()
                ),
            );
            return refuse(&mut sink, why, within).await;
        }
        Ok(Some(Ok(Message::Text(t)))) => match serde_json::from_str::<ClientMsg>(t.as_str()) {
            Ok(ClientMsg::Hello { token, lang: said }) => {
                // The page says the language it shows; the request's is the fallback.
                lang = said.as_deref().and_then(Lang::parse).unwrap_or(lang);
                token
            }
            _ => {
                let why = r#"say hello first: {"type":"hello","token":…} (token null to watch)"#;
                return refuse(&mut sink, Refusal::new("bad_message", why), within).await;
            }
        },
        _ => return,
    };
    if let Some(t) = token.as_deref().filter(|t| !t.is_empty()) {
        let me = account.as_ref().map(|(id, _)| id.as_str());
        if let Err(e) = crate::accounts::may_play(lobby.store(), &id, t, me).await {
            let why = match e {
                LobbyError::Forbidden(why) => Refusal::new("sign_in", why),
                other => other.refusal(),
            };
            return refuse(&mut sink, why, within).await;
        }
    }
    let conn = CONNECTIONS.fetch_add(1, Ordering::Relaxed);
    let (out, mut inbox) = mpsc::channel(config.outbox.max(1));
    let connected = lobby
        .ask(&id, |reply| Command::Connect {
            conn,
            token: token.clone(),
            lang,
            out: out.clone(),
            reply,
        })
        .await;
    drop(out);
    let table = match connected {
        Ok((table, Ok(_))) => table,
        Ok((_, Err(e))) => return refuse(&mut sink, e, within).await,
        Err(e) => return refuse(&mut sink, e.refusal(), within).await,
    };
    let mut bucket = Bucket::full(BURST);
    let mut strikes = 0u32;
    // A client that reads answers each ping with a pong (browsers do it by themselves);
    // one that has not answered by the next ping is gone or not reading, and is dropped.
    let mut ping = tokio::time::interval_at(Instant::now() + config.ping_every, config.ping_every);
    let mut answered = true;
    loop {
        tokio::select! {
            msg = inbox.recv() => match msg {
                Some(m) => {
                    if !write(&mut sink, Message::Text(m.text.as_ref().into()), within).await || m.last {
                        break;
                    }
                }
                // The table dropped this connection (too slow); the client reconnects.
                None => {
                    close(&mut sink, &mut stream, close_code::AGAIN, "fell behind the table; reconnect for a fresh state", within).await;
                    break;
                }
            },
            _ = ping.tick() => {
                if !answered {
                    close(&mut sink, &mut stream, close_code::AWAY, "no answer to a ping; reconnect for a fresh state", within).await;
                    break;
                }
                answered = false;
                if !write(&mut sink, Message::Ping(Default::default()), within).await {
                    break;
                }
            }
            incoming = stream.next() => {
                let text = match incoming {
                    None | Some(Ok(Message::Close(_))) => break,
                    Some(Err(e)) => {
                        if is_invalid_utf8(e) {
                            close(&mut sink, &mut stream, close_code::INVALID, "text messages must be UTF-8", within).await;
                        }
                        break;
                    }
                    Some(Ok(Message::Text(t))) => Some(t),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Pong(_))) => {
                        answered = true;
                        continue;
                    }
                    Some(Ok(_)) => continue,
                };
                if !bucket.take(BURST, PER_SECOND) {
                    strikes += 1;
                    if strikes > STRIKES {
                        let _ = write(&mut sink, frame(&ServerMsg::error(None, Refusal::new("rate_limited", "too many messages; closing the connection"))), within).await;
                        close(&mut sink, &mut stream, close_code::POLICY, "too many messages", within).await;
                        break;
                    }
                    // Answer with the message's id, if it has one, so the client knows which
                    // request was dropped.
                    let id = text
                        .as_ref()
                        .and_then(|t| serde_json::from_str::<MessageId>(t.as_str()).ok())
                        .and_then(|m| m.id);
                    let refused = ServerMsg::error(id, Refusal::new("rate_limited", format!("too many messages: at most {PER_SECOND} a second; this one was ignored")));
                    if !write(&mut sink, frame(&refused), within).await {
                        break;
                    }
                    continue;
                }
                let Some(text) = text else {
                    if !write(&mut sink, frame(&ServerMsg::error(None, Refusal::new("bad_message", "send JSON text messages"))), within).await {
                        break;
                    }
                    continue;
                };
                let reply = handle(&table, lobby.store(), conn, text.as_str(), &account).await;
                if let Some(r) = reply
                    && !write(&mut sink, frame(&r), within).await
                {
                    break;
                }
            }
        }
    }
    table.tell(Command::Disconnect { conn }).await;
}

/// Whether a connection failed on a text message that is not UTF-8, which the protocol
/// answers with close code 1007 (other failures: the connection is gone, or broke the
/// protocol itself, and nothing more is said).
pub(crate) fn is_invalid_utf8(e: axum::Error) -> bool {
    matches!(
        e.into_inner()
            .downcast_ref::<tokio_tungstenite::tungstenite::Error>(),
        Some(tokio_tungstenite::tungstenite::Error::Utf8(_))
    )
}

/// Ends a connection with a close frame that says why, so a client can tell a server
/// that hung up on purpose from a network that failed; then reads what the client still
/// sends until it answers the close (a second at most), since a socket closed with
/// unread data is reset and the reset can overtake the close frame.
async fn close(
    sink: &mut Sink,
    stream: &mut futures_util::stream::SplitStream<WebSocket>,
    code: u16,
    reason: &'static str,
    within: Duration,
) {
    let frame = Message::Close(Some(axum::extract::ws::CloseFrame {
        code,
        reason: reason.into(),
    }));
    if write(sink, frame, within).await {
        let _ = tokio::time::timeout(Duration::from_secs(1), async {
            while let Some(Ok(m)) = stream.next().await {
                if matches!(m, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
}

async fn handle(
    table: &crate::table::TableHandle,
    store: &crate::store::Store,
    conn: u64,
    text: &str,
    account: &Option<(String, String)>,
) -> Option<ServerMsg> {
    if text.len() > MAX_MESSAGE {
        // Its id, when it can be read (the frame is at most a megabyte), so the client
        // knows which request was refused.
        let id = serde_json::from_str::<MessageId>(text)
            .ok()
            .and_then(|m| m.id);
        return Some(ServerMsg::error(
            id,
            Refusal::with(
                "too_large",
                serde_json::json!({ "bytes": text.len(), "most": MAX_MESSAGE }),
                format!(
                    "message too large ({} bytes; at most {MAX_MESSAGE})",
                    text.len()
                ),
            ),
        ));
    }
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            // The id, when it can be read, so the client knows which request failed.
            let id = serde_json::from_str::<MessageId>(text)
                .ok()
                .and_then(|m| m.id);
            return Some(ServerMsg::error(
                id,
                Refusal::new("bad_message", format!("malformed message: {e}")),
            ));
        }
    };
    Some(match msg {
        ClientMsg::Ping => ServerMsg::Pong,
        ClientMsg::Hello { .. } => {
            ServerMsg::error(None, Refusal::new("bad_message", "already introduced"))
        }
        ClientMsg::Chat { text, id } => {
            // An account banned or deleted since this connection opened says nothing.
            if let Some((who, _)) = account {
                match crate::accounts::active(store, who).await {
                    Ok(true) => {}
                    Ok(false) => {
                        return Some(ServerMsg::error(
                            id,
                            Refusal::new("sign_in", "this account can no longer chat"),
                        ));
                    }
                    Err(e) => return Some(ServerMsg::error(id, e.refusal())),
                }
            }
            let account = account.clone();
            match table
                .ask(|reply| Command::Chat {
                    conn,
                    account,
                    text,
                    reply,
                })
                .await
            {
                Ok(ply) => ServerMsg::Ack { id, ply },
                Err(e) => ServerMsg::error(id, e),
            }
        }
        ClientMsg::Act { actions, id, ply } => {
            match table
                .ask(|reply| Command::Act {
                    conn,
                    actions,
                    ply,
                    reply,
                })
                .await
            {
                Ok(ply) => ServerMsg::Ack { id, ply },
                Err(e) => ServerMsg::error(id, e),
            }
        }
        // A message like any other for the connection's rate limit (one token), and
        // answered before the connection's next message is read: one at a time.
        ClientMsg::Suggest { seat, staged, id } => {
            match table
                .ask(|reply| Command::Suggest {
                    conn,
                    seat,
                    staged,
                    reply,
                })
                .await
            {
                Ok(s) => ServerMsg::Suggestion {
                    id,
                    ply: s.ply,
                    seat: s.seat,
                    action: s.actions[0].clone(),
                    text: s.texts[0].clone(),
                    actions: s.actions,
                    texts: s.texts,
                },
                Err(e) => ServerMsg::error(id, e),
            }
        }
        ClientMsg::Preview { actions, id } => {
            match table
                .ask(|reply| Command::Preview {
                    conn,
                    actions,
                    reply,
                })
                .await
            {
                Ok((observation, legal)) => ServerMsg::Preview {
                    id,
                    observation,
                    legal,
                },
                Err(e) => ServerMsg::error(id, e),
            }
        }
    })
}
