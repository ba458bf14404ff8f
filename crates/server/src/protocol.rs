//! The messages of the table WebSocket, both ways, in JSON with a `type` tag.
//!
//! A client first sends `hello` (its seat's secret, or none to watch), then `act` (one
//! or more actions, applied together or not at all),
//! `preview` (tentative actions tried on a copy, for composing a plan that can be taken
//! back), `suggest` (what the game's `easy` player would do for the seat now, played
//! by nobody) and `ping`. The server sends `state` once on connecting, `update` after
//! every move, `table` when only the seats changed (coalesced), `ack`/`preview`/`suggestion`/`error` as replies, `rematch` when a
//! rematch table opens and `left` when the seat was given up.
//!
//! The game's story travels as data: a `state` carries the viewer's history as
//! [`Step`]s — each action's events as the viewer may see them, and what the log tells of
//! each (its line as typed spans, the stretch of the log it begins, a run it folds into)
//! — and an `update` carries the step of each action it applies (one, unless a client
//! sent several together). A refusal is a [`Refusal`]: a code, its fields and
//! the server's message. `log` and `log_skipped` (the history as English lines) stay
//! beside the steps for one release, for clients that read them.

use coinop_core::{ActionError, Outcome, Seat, Told, Viewer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message of a connection: the seat's secret, or none to watch.
    Hello {
        #[serde(default)]
        token: Option<String>,
        /// The language the page shows ("ru"): the story is told in it.
        #[serde(default)]
        lang: Option<String>,
    },
    Act {
        actions: Vec<Value>,
        #[serde(default)]
        id: Option<u64>,
        /// The ply the client last saw: the actions are refused (`stale`) if the seat
        /// has acted since, so a late or repeated click, or an `act` resent after a lost
        /// acknowledgement, is not played twice. Others' actions since do not refuse it.
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
    /// must be the connection's own; `staged`, the actions the page has staged towards
    /// the decision (a plan's cards laid), taken as made: the suggestion goes on from them.
    Suggest {
        #[serde(default)]
        seat: Option<Seat>,
        #[serde(default)]
        staged: Vec<Value>,
        #[serde(default)]
        id: Option<u64>,
    },
    Ping,
    /// A line said at the table (`crate::chat`): answered with `ack`, and sent to every
    /// connection as `chat`.
    Chat {
        text: String,
        #[serde(default)]
        id: Option<u64>,
    },
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
        /// The game so far in words, as the viewer may see it: the lines of `steps`.
        log: Vec<String>,
        /// How many lines at the start of the game `log` leaves out (0: none).
        log_skipped: u64,
        /// The game so far as the viewer may see it, step by step (ply 0: its setting
        /// up): the whole game, or its most recent steps within a megabyte (`Step`s,
        /// already JSON: a table keeps each watched viewer's).
        steps: Vec<Box<serde_json::value::RawValue>>,
        /// How many steps at the start of the game `steps` leaves out (0: none).
        steps_skipped: u64,
        /// The game's terms in words, for the viewer (`Words::glossary`).
        glossary: Value,
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
        /// The story of the actions applied: a step each (one, unless several were sent
        /// together), `events` again with what the log tells of each (`Step`s, already
        /// JSON).
        steps: Vec<Box<serde_json::value::RawValue>>,
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
    /// The answer to `suggest`: the seat's whole decision from `ply` (and its staged
    /// actions) as the `easy` player would make it — `actions` in order with their
    /// `texts`, up to the end of the seat's decision or the first that draws on luck;
    /// `action` and `text` are the first (send them in an `act` to play it). Nothing was
    /// played.
    Suggestion {
        id: Option<u64>,
        ply: u64,
        seat: Seat,
        action: Value,
        text: String,
        actions: Vec<Value>,
        texts: Vec<String>,
    },
    Error {
        id: Option<u64>,
        #[serde(flatten)]
        refusal: Refusal,
    },
    Pong,
    Rematch {
        table: String,
    },
    /// A line said at the table.
    Chat {
        line: crate::chat::ChatLine,
    },
    /// Sent after `state`: who may chat, and the table's last lines.
    ChatHistory {
        rule: crate::chat::ChatRule,
        lines: Vec<crate::chat::ChatLine>,
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
    pub fn error(id: Option<u64>, refusal: impl Into<Refusal>) -> ServerMsg {
        ServerMsg::Error {
            id,
            refusal: refusal.into(),
        }
    }
}

/// One action's story for one viewer: its events as that viewer may see them, and what
/// the log tells of each (`told[i]` is `events[i]`'s). Ply 0 is the game's setting up.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Step {
    pub ply: u64,
    pub events: Vec<Value>,
    pub told: Vec<Told>,
}

/// Why a request was refused, as data: a front end chooses its words by `code`, never by
/// reading `message` (the server's own words, for developers and logs).
///
/// Codes: the engine's (`game_over`, `no_such_seat`, `not_your_turn`, `illegal`,
/// `unknown_id`, `malformed`: `ActionError::code`, with its fields); `stale` (the game
/// moved on from the ply the client saw; fields `at`, `saw`); `spectator` (a spectator
/// asked to act, or for a suggestion); `not_your_seat` (a suggestion for another seat);
/// `gone` (the connection is no longer at the table); `token_invalid` (a seat's link that
/// opens no seat); `bad_message` (not a message of the protocol); `too_large`;
/// `rate_limited`; `not_finished` (a replay of a game not over); `no_action`;
/// `luck_first` (a list going on past an action that drew on luck); `invite_invalid`,
/// `invite_used`, `no_free_seat` (joining); `not_stored` (the store failed; nothing
/// changed); `ai_failed`; `not_in_lesson` (a lesson's learner made another move than
/// its step's: the message says what the step asks);
/// `not_found`, `bad_request`, `forbidden`, `too_many`, `internal`, `elsewhere` (the
/// lobby's: a table held by another process, or moving to one). Names (signing up,
/// creating or joining a table): `name_length` (fields `least`, `most`), `name_like_you`,
/// `name_like_seat`, `name_reserved`, `name_taken` (field `name`), `name_look_alike`
/// (`name`, `other`); `password_short` (`least`), `password_long` (`most`, bytes);
/// `wrong_password` (signing in: a wrong name alike); `delete_unconfirmed`; `sign_in` (a
/// request of an account, signed out); `seat_of_account`, `seat_barred` (a seat an
/// account holds, played signed out or by an account that can no longer play);
/// `claim_too_many` (`most`); `not_an_email`, `mail_needed`; passkeys: `passkey_expired`,
/// `passkey_not_accepted`, `passkey_unknown` (opens no account), `passkey_other_account`,
/// `passkey_registered`, `passkeys_full` (`most`), `last_way_in`; the lobby's chat:
/// `chat_empty`, `chat_too_long` (`most`, `chars`); `bad_options` (options the game
/// cannot be set up with; `reason`, the engine's English); `name_of_account` (a guest's
/// name like an account's: `name`, `other`); `rated_seated`, `rated_same_network` (a
/// rated table's seat refused). A new table: `seats_players` (`players` the options
/// seat, `seats` given), `ai_level` (`level`, `levels`), `clock_too_long` (`most`
/// seconds, `days`); `rematch_not_over`; `try_again_ply` (`actions`, `ply`); `bad_lang`
/// (a language the site does not offer: `lang`, `offered`). Too many, or too fast
/// (HTTP 429; `wait`, seconds): `tables_too_fast`, `chat_too_fast`, `sign_ups_too_fast`,
/// `sign_ins_too_fast`, `passkeys_too_fast`, `connections_too_fast`; `sign_ins_busy`;
/// `ai_tables_full` (`playing`, `most`, a place frees in `wait` `unit`s, `min` or `s`),
/// `ai_busy` (`thinking::refuse_new`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refusal {
    pub code: String,
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub fields: Value,
    pub message: String,
}

impl Refusal {
    pub fn new(code: &str, message: impl Into<String>) -> Refusal {
        Refusal {
            code: code.into(),
            fields: Value::Null,
            message: message.into(),
        }
    }

    pub fn with(code: &str, fields: Value, message: impl Into<String>) -> Refusal {
        Refusal {
            code: code.into(),
            fields,
            message: message.into(),
        }
    }
}

impl From<ActionError> for Refusal {
    fn from(e: ActionError) -> Refusal {
        Refusal::with(e.code(), e.fields(), e.to_string())
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Refusal {}

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

impl Summary {
    /// The summary for a reader of `lang`: why its game ended in their words (the
    /// outcome's `end`, worded by the game), else the outcome's English as it is.
    pub fn in_lang(mut self, lang: coinop_core::Lang) -> Summary {
        if let Some(o) = &mut self.outcome
            && let Some(end) = &o.end
            && let Some(kind) = crate::games::find(&self.game)
            && let Some(words) = (kind.entry.end_words)(lang, end)
        {
            o.reason = words;
        }
        self
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Why a game ended reaches each reader in their language, from the outcome's `end`;
    /// an outcome stored before `end` was kept keeps its English.
    #[test]
    fn the_end_of_a_game_is_worded_for_its_reader() {
        let summary = |end: Option<Value>| Summary {
            id: "t".into(),
            game: "tanks".into(),
            title: "Arcade Tanks".into(),
            options: Value::Null,
            seats: Vec::new(),
            status: "finished".into(),
            ply: 1,
            waiting: Vec::new(),
            clock_ms: 0,
            created_ms: 0,
            outcome: Some(Outcome {
                scores: vec![5, 0],
                winners: vec![0],
                ranks: vec![1, 2],
                reason: "the third Eagle was captured".into(),
                end,
            }),
            rematch: None,
        };
        let ru = coinop_core::Lang::parse("ru").unwrap();
        let reason = |s: Summary| s.outcome.unwrap().reason;
        let end = Some(serde_json::json!({ "reason": "ThirdEagle" }));
        assert_eq!(reason(summary(end.clone()).in_lang(ru)), "взят третий Орёл");
        assert_eq!(
            reason(summary(end).in_lang(coinop_core::Lang::EN)),
            "the third Eagle was captured"
        );
        let solo = Some(serde_json::json!({ "reason": "ThirdEagle", "rounds": 7, "solo": true }));
        assert_eq!(reason(summary(solo).in_lang(ru)), "три Орла за 7 ходов");
        assert_eq!(
            reason(summary(None).in_lang(ru)),
            "the third Eagle was captured"
        );
    }
}
