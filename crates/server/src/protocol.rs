//! The messages of the table WebSocket, both ways, in JSON with a `type` tag.
//!
//! A client first sends `hello` (its seat's secret, or none to watch), then `act` (one
//! or more actions, applied together or not at all),
//! `preview` (tentative actions tried on a copy, for composing a plan that can be taken
//! back), `suggest` (what the game's `easy` player would do for the seat now, played
//! by nobody) and `ping`. The server sends `state` once on connecting, `update` after
//! every move, `table` when only the seats changed (coalesced), `ack`/`preview`/`suggestion`/`error` as replies, `rematch` when a
//! rematch table opens and `left` when the seat was given up.

use coinop_core::{Outcome, Seat, Viewer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message of a connection: the seat's secret, or none to watch.
    Hello {
        #[serde(default)]
        token: Option<String>,
    },
    Act {
        actions: Vec<Value>,
        #[serde(default)]
        id: Option<u64>,
        /// The ply the client last saw: the actions apply only if the game is still
        /// there, so an `act` resent after a lost acknowledgement is refused, not played
        /// twice.
        #[serde(default)]
        ply: Option<u64>,
    },
    Preview {
        actions: Vec<Value>,
        #[serde(default)]
        id: Option<u64>,
    },
    /// What the game's `easy` player would do for the connection's seat now: answered
    /// with `suggestion` (to this connection only), never played. `seat`, if given,
    /// must be the connection's own.
    Suggest {
        #[serde(default)]
        seat: Option<Seat>,
        #[serde(default)]
        id: Option<u64>,
    },
    Ping,
}

/// A legal action with its words.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LegalAction {
    pub action: Value,
    pub text: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Everything the viewer needs to draw the table: sent on connecting.
    State {
        table: Summary,
        you: Viewer,
        ply: u64,
        observation: Value,
        legal: Vec<LegalAction>,
        /// The game so far in words, as the viewer may see it: the whole game (the most
        /// recent half megabyte of it at most).
        log: Vec<String>,
        /// How many lines at the start of the game `log` leaves out (0: none).
        log_skipped: u64,
        clocks: Vec<Option<u64>>,
    },
    /// What changed: the events as the viewer may see them, in data and in words.
    Update {
        table: Summary,
        ply: u64,
        observation: Value,
        legal: Vec<LegalAction>,
        events: Vec<Value>,
        log: Vec<String>,
        clocks: Vec<Option<u64>>,
    },
    /// The table's seats changed (a player took or gave up a seat, came or went): its
    /// summary, and nothing of the game.
    Table {
        table: Summary,
    },
    Ack {
        id: Option<u64>,
        ply: u64,
    },
    Preview {
        id: Option<u64>,
        observation: Value,
        legal: Vec<LegalAction>,
    },
    /// The answer to `suggest`: a legal action of the seat at `ply`, as `legal` lists
    /// it (send `action` in an `act` to play it). Nothing was played.
    Suggestion {
        id: Option<u64>,
        ply: u64,
        seat: Seat,
        action: Value,
        text: String,
    },
    Error {
        id: Option<u64>,
        message: String,
    },
    Pong,
    Rematch {
        table: String,
    },
    Left {
        message: String,
    },
}

/// A server message on its way to one connection: already in JSON (a `Value` waiting in
/// a queue costs ten times its text), and shared by every connection of one viewer.
#[derive(Clone, Debug)]
pub struct Outgoing {
    pub text: std::sync::Arc<str>,
    /// The connection ends after it (`left`).
    pub last: bool,
}

impl From<&ServerMsg> for Outgoing {
    fn from(msg: &ServerMsg) -> Outgoing {
        Outgoing {
            text: serde_json::to_string(msg)
                .expect("messages serialize")
                .into(),
            last: matches!(msg, ServerMsg::Left { .. }),
        }
    }
}

impl ServerMsg {
    pub fn error(id: Option<u64>, message: impl Into<String>) -> ServerMsg {
        ServerMsg::Error {
            id,
            message: message.into(),
        }
    }
}

/// A table as the lobby lists it; never contains a token.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Summary {
    pub id: String,
    pub game: String,
    pub title: String,
    pub options: Value,
    pub seats: Vec<SeatSummary>,
    /// "open" (a person's seat that anyone may take is free), "running" or "finished".
    pub status: String,
    pub ply: u64,
    pub waiting: Vec<Seat>,
    pub clock_ms: u64,
    pub created_ms: u64,
    pub outcome: Option<Outcome>,
    pub rematch: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: Seat,
    pub ai: Option<String>,
    pub name: String,
    pub claimed: bool,
    /// A person's seat that anyone may take while it is free (else it is kept for the
    /// holder of its invitation).
    #[serde(default)]
    pub open: bool,
    /// Someone is connected to this seat now.
    pub online: bool,
}
