//! A table's chat (`crate::chat`): who may speak, the last lines said, and each
//! connection's allowance of lines. The lines are stored as they are said, in the
//! background: a slow store never holds the table up.

use super::Table;
use super::broadcast::deliver;
use crate::chat::{self, BURST, ChatLine, ChatRule, EVERY_SECS, KEPT};
use crate::limits::Bucket;
use crate::protocol::{Outgoing, Refusal, ServerMsg};
use crate::store::now_ms;
use coinop_core::Viewer;
use std::collections::{HashMap, VecDeque};

#[derive(Default)]
pub(super) struct Chat {
    rule: ChatRule,
    lines: VecDeque<ChatLine>,
    next: u64,
    /// Each speaker's allowance of lines: a seat's, or a spectator's account's, kept
    /// across its connections (a reconnection must not refill it).
    allowance: HashMap<String, Bucket>,
}

impl Table {
    /// The table's chat as stored, when its task starts.
    pub(super) async fn load_chat(&mut self) {
        match chat::load(&self.store, &self.rec.id).await {
            Ok((rule, lines, next)) => {
                self.chat.rule = rule;
                self.chat.lines = lines.into();
                self.chat.next = next;
            }
            Err(e) => {
                tracing::error!("table {}: cannot load its chat: {e:#}", self.rec.id);
                self.chat.next = 1;
            }
        }
    }

    /// What a connection is sent after its state: who may chat, and the last lines.
    pub(super) fn chat_history(&self) -> Outgoing {
        Outgoing::from(&ServerMsg::ChatHistory {
            rule: self.chat.rule,
            lines: self.chat.lines.iter().cloned().collect(),
        })
    }

    /// The lines said by these seats, under their new name.
    pub(super) fn rename_chatter(&mut self, seats: &[coinop_core::Seat], name: &str) {
        for line in &mut self.chat.lines {
            if line.seat.is_some_and(|s| seats.contains(&s)) {
                line.name = name.to_string();
            }
        }
    }

    /// A line said by connection `conn`: checked, sent to everyone, stored.
    pub(super) fn say(
        &mut self,
        conn: u64,
        account: Option<(String, String)>,
        text: &str,
    ) -> Result<u64, Refusal> {
        let viewer = self
            .subs
            .iter()
            .find(|s| s.conn == conn)
            .map(|s| s.viewer)
            .ok_or_else(|| Refusal::new("not_connected", "this connection is not at the table"))?;
        let name = match viewer {
            Viewer::Seat(s) if self.chat.rule.seats => self.rec.seats[s as usize].name.clone(),
            Viewer::Seat(_) => {
                return Err(Refusal::new(
                    "chat_off",
                    "the table's creator has switched its chat off",
                ));
            }
            Viewer::Spectator if !self.chat.rule.spectators => {
                return Err(Refusal::new(
                    "chat_off",
                    "at this table only the players chat",
                ));
            }
            Viewer::Spectator => match &account {
                Some((_, name)) => name.clone(),
                None => {
                    return Err(Refusal::new("sign_in", "sign in to chat as a spectator"));
                }
            },
        };
        let text = chat::clean(text).map_err(|why| Refusal::new("bad_chat", why))?;
        let speaker = match (viewer, &account) {
            (Viewer::Seat(s), _) => format!("seat {s}"),
            (Viewer::Spectator, Some((id, _))) => format!("account {id}"),
            (Viewer::Spectator, None) => format!("connection {conn}"),
        };
        let bucket = self
            .chat
            .allowance
            .entry(speaker)
            .or_insert_with(|| Bucket::full(BURST));
        if !bucket.take(BURST, 1.0 / EVERY_SECS) {
            return Err(Refusal::new(
                "rate_limited",
                "you are chatting too fast; wait a moment",
            ));
        }
        let line = ChatLine {
            seq: self.chat.next,
            ply: self.ply(),
            seat: match viewer {
                Viewer::Seat(s) => Some(s),
                Viewer::Spectator => None,
            },
            name,
            text,
            at_ms: now_ms(),
        };
        self.chat.next += 1;
        let out = Outgoing::from(&ServerMsg::Chat { line: line.clone() });
        deliver(&mut self.subs, |_| out.clone());
        let (store, id, kept) = (self.store.clone(), self.rec.id.clone(), line.clone());
        let account = account.map(|(id, _)| id);
        tokio::spawn(async move {
            if let Err(e) = chat::keep(&store, &id, &kept, account.as_deref()).await {
                tracing::error!("table {id}: cannot keep a chat line: {e:#}");
            }
        });
        self.chat.lines.push_back(line);
        if self.chat.lines.len() > KEPT {
            self.chat.lines.pop_front();
        }
        Ok(self.ply())
    }
}
