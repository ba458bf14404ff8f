//! One table: a task that owns the game and is the only one to change it. Connections,
//! AI seats and clocks send it commands; it commits every accepted action to the store
//! before it changes the game or acknowledges anything, then sends each connection what
//! its viewer may see.

use crate::games::GameKind;
use crate::protocol::{LegalAction, SeatSummary, ServerMsg, Summary};
use crate::store::{ActionRecord, SeatRecord, Store, TableRecord};
use crate::thinking::{self, Budget, Owner, Priority};
use anyhow::{Context, Result, anyhow};
use coinop_agents::AnyAgent;
use coinop_core::{AnyGame, Erased, Replay, ReplayStep, Seat, Viewer};
use serde_json::Value;
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// The game log sent to a viewer on connecting: the whole game, unless its words pass
/// this many bytes (far beyond a game people play), then the most recent that fit, so
/// the message stays well under a WebSocket frame.
const LOG_ON_CONNECT_BYTES: usize = 512 * 1024;

/// The level whose choice `suggest` answers with: the game's heuristic player.
pub const SUGGEST_LEVEL: &str = "easy";

/// What the game's `easy` player would do for a seat (the answer to `suggest`).
#[derive(Clone, Debug)]
pub struct Suggested {
    pub ply: u64,
    pub seat: Seat,
    pub action: Value,
    pub text: String,
}

pub type Reply<T> = oneshot::Sender<Result<T, String>>;

pub enum Command {
    Connect {
        conn: u64,
        token: Option<String>,
        out: mpsc::Sender<ServerMsg>,
        reply: Reply<Viewer>,
    },
    Disconnect {
        conn: u64,
    },
    Act {
        conn: u64,
        actions: Vec<Value>,
        /// The ply the client saw, if it said.
        ply: Option<u64>,
        reply: Reply<u64>,
    },
    Preview {
        conn: u64,
        actions: Vec<Value>,
        reply: Reply<(Value, Vec<LegalAction>)>,
    },
    /// What the game's `easy` player would do now for the seat `conn` holds (`seat`, if
    /// given, must be it); changes nothing.
    Suggest {
        conn: u64,
        seat: Option<Seat>,
        reply: Reply<Suggested>,
    },
    /// Takes a seat: the one `invite` opens, or else a free one (`seat` if given).
    /// Answers with the seat and a fresh secret for it.
    Join {
        seat: Option<Seat>,
        invite: Option<String>,
        name: String,
        reply: Reply<(Seat, String)>,
    },
    Leave {
        token: String,
        reply: Reply<Seat>,
    },
    /// The seat holding `token`, if any.
    Seat {
        token: String,
        reply: Reply<Seat>,
    },
    /// The lobby made (and stored) this finished table's rematch: tell whoever is here.
    SetRematch {
        id: String,
    },
    Replay {
        reply: Reply<Replay>,
    },
    /// A finished game after `ply` actions: the spectator's view, every seat's view, and
    /// what the last action did.
    ReplayAt {
        ply: u64,
        reply: Reply<ReplayFrame>,
    },
    /// A finished game's whole log, action by action, with nothing hidden.
    ReplayLog {
        reply: Reply<Vec<Vec<String>>>,
    },
    Record {
        reply: Reply<TableRecord>,
    },
    /// Ends the task if the game is over, nobody is connected and nothing has happened
    /// at the table for `idle` (no command, nobody leaving); answers whether it did.
    Retire {
        idle: Duration,
        reply: Reply<bool>,
    },
    Decided {
        seat: Seat,
        ply: u64,
        by: &'static str,
        result: Result<Value, String>,
        agent: Option<Box<dyn AnyAgent>>,
        /// How long it thought.
        took: Duration,
    },
}

#[derive(Clone)]
pub struct TableHandle {
    pub id: String,
    tx: mpsc::Sender<Command>,
    summary: Arc<RwLock<Summary>>,
}

impl TableHandle {
    pub fn summary(&self) -> Summary {
        self.summary.read().expect("summary lock").clone()
    }

    pub async fn ask<T>(&self, make: impl FnOnce(Reply<T>) -> Command) -> Result<T, String> {
        let (reply, rx) = oneshot::channel();
        self.tx
            .send(make(reply))
            .await
            .map_err(|_| "the table has closed".to_string())?;
        rx.await
            .map_err(|_| "the table did not answer".to_string())?
    }

    pub async fn tell(&self, command: Command) {
        let _ = self.tx.send(command).await;
    }

    /// Whether the table's task has ended (retired): a new handle must be loaded.
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    /// Whether both handles reach the same task.
    pub fn same(&self, other: &TableHandle) -> bool {
        self.tx.same_channel(&other.tx)
    }
}

struct Subscriber {
    conn: u64,
    viewer: Viewer,
    out: mpsc::Sender<ServerMsg>,
}

struct Table {
    kind: &'static GameKind,
    store: Store,
    rec: TableRecord,
    game: AnyGame,
    log: Vec<ActionRecord>,
    /// Events of every action, as the engine reported them (unfiltered: never sent).
    events: Vec<Vec<Value>>,
    /// What happened while the game was set up, before any action (unfiltered).
    opening: Vec<Value>,
    subs: Vec<Subscriber>,
    /// The agent of each AI seat, while it is not thinking.
    agents: Vec<Option<Box<dyn AnyAgent>>>,
    thinking: bool,
    /// When the table last heard from anyone (a command of any kind but `Retire`).
    last_seen: Instant,
    /// When each waiting person's clock runs out.
    deadlines: Vec<Option<Instant>>,
    summary: Arc<RwLock<Summary>>,
    me: mpsc::Sender<Command>,
    /// A seat whose agent failed at this ply, so the table does not ask it again in a loop.
    stuck: Vec<Option<u64>>,
    /// Whose turn this table's AI thinks in, and how much it has thought lately.
    owner: Owner,
    budget: Budget,
    /// When the table's AI may think again, having thought its fill of the minute.
    rest_until: Option<Instant>,
    /// Since when seats have changed (taken, given up, online or not) without connections
    /// being told.
    seats_changed: Option<Instant>,
}

/// Sets the game up from its record and actions (the replay), and starts its task.
pub fn start(
    kind: &'static GameKind,
    store: Store,
    rec: TableRecord,
    log: Vec<ActionRecord>,
    owner: Option<Owner>,
) -> Result<TableHandle> {
    let mut game = (kind.entry.recorded)(rec.engine_version, &rec.options, rec.seed)
        .map_err(|e| anyhow!("table {}: {e}", rec.id))?;
    let opening = (kind.entry.opening)(rec.engine_version, &rec.options, rec.seed)
        .map_err(|e| anyhow!("table {}: {e}", rec.id))?;
    let mut events = Vec::with_capacity(log.len());
    // Since when each seat has been waiting, so clocks resume where they stood.
    let mut since: Vec<Option<u64>> = (0..game.num_seats() as Seat)
        .map(|s| game.to_move().contains(s).then_some(rec.created_ms))
        .collect();
    for (i, a) in log.iter().enumerate() {
        if a.ply != i as u64 {
            return Err(anyhow!("table {}: action {i} is missing", rec.id));
        }
        let decided = !game.is_tentative_json(&a.action);
        let ev = game
            .apply_json(a.seat, &a.action)
            .map_err(|e| anyhow!("table {}: stored action {i} is refused: {e}", rec.id))?;
        events.push(ev);
        let to_move = game.to_move();
        for (s, t) in since.iter_mut().enumerate() {
            let fresh = decided && s == a.seat as usize;
            *t = match (to_move.contains(s as Seat), *t) {
                (false, _) => None,
                (true, Some(kept)) if !fresh => Some(kept),
                (true, _) => Some(a.at_ms),
            };
        }
    }
    if game.num_seats() != rec.seats.len() {
        return Err(anyhow!("table {}: seats do not match the game", rec.id));
    }
    let mut agents: Vec<Option<Box<dyn AnyAgent>>> = Vec::new();
    for s in &rec.seats {
        agents.push(match &s.ai {
            Some(level) => Some(
                (kind.agent)(level, rec.seed ^ (0x9e37_79b9 * (s.seat as u64 + 1)))
                    .map_err(|e| anyhow!("table {}: {e}", rec.id))?,
            ),
            None => None,
        });
    }
    let (tx, rx) = mpsc::channel(1024);
    let mut table = Table {
        kind,
        store,
        game,
        log,
        events,
        opening,
        subs: Vec::new(),
        agents,
        thinking: false,
        last_seen: Instant::now(),
        deadlines: since
            .iter()
            .enumerate()
            .map(|(s, t)| {
                let t = (*t)?;
                let person = rec.seats.get(s).is_some_and(|x| x.ai.is_none());
                (person && rec.clock_ms > 0).then(|| {
                    // Time the server was down is not the player's: at least half a
                    // clock is left after a restart.
                    let left = (t + rec.clock_ms)
                        .saturating_sub(crate::store::now_ms())
                        .max(rec.clock_ms / 2);
                    Instant::now() + Duration::from_millis(left)
                })
            })
            .collect(),
        // Filled in by `refresh` below.
        summary: Arc::new(RwLock::new(summary_of(
            &rec,
            kind,
            0,
            Vec::new(),
            None,
            |_| false,
        ))),
        me: tx.clone(),
        stuck: vec![None; rec.seats.len()],
        seats_changed: None,
        owner: owner.unwrap_or_else(|| Owner::Table(rec.id.clone())),
        budget: Budget::default(),
        rest_until: None,
        rec,
    };
    table.refresh();
    let handle = TableHandle {
        id: table.rec.id.clone(),
        tx,
        summary: table.summary.clone(),
    };
    tokio::spawn(table.run(rx));
    Ok(handle)
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        // A finished game whose end was not yet marked (the server stopped in between).
        if self.game.outcome().is_some() && !self.rec.finished {
            self.mark_finished().await;
        }
        self.pump();
        loop {
            let deadline = if self.thinking {
                None
            } else {
                self.deadlines
                    .iter()
                    .enumerate()
                    .filter(|(s, _)| self.stuck[*s] != Some(self.ply()))
                    .filter_map(|(_, d)| *d)
                    .chain(self.rest_until)
                    .min()
            };
            tokio::select! {
                command = rx.recv() => match command {
                    Some(Command::Retire { idle, reply }) => {
                        let go = self.rec.finished
                            && self.subs.is_empty()
                            && !self.thinking
                            && self.last_seen.elapsed() >= idle;
                        if go {
                            // Closed before answering: from now on every handle says so.
                            rx.close();
                        }
                        let _ = reply.send(Ok(go));
                        if go {
                            break;
                        }
                    }
                    Some(c) => {
                        self.last_seen = Instant::now();
                        self.handle(c).await;
                        // Seat changes go out once the commands waiting now are handled:
                        // a hundred people arriving together make one message each.
                        // (At most a fifth of a second late while commands keep coming.)
                        if self.seats_changed.is_some_and(|t| {
                            rx.is_empty() || t.elapsed() >= Duration::from_millis(200)
                        }) {
                            self.send_table();
                        }
                    }
                    None => break,
                },
                _ = tokio::time::sleep_until(deadline.unwrap_or_else(Instant::now)), if deadline.is_some() => {
                    self.pump();
                }
            }
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Connect {
                conn,
                token,
                out,
                reply,
            } => {
                let viewer = match token.filter(|t| !t.is_empty()) {
                    None => Viewer::Spectator,
                    Some(t) => match self.seat_of(&t) {
                        Some(s) => Viewer::Seat(s),
                        None => {
                            let _ = reply.send(Err(
                                "this seat link is not valid (the seat may have been given up)"
                                    .into(),
                            ));
                            return;
                        }
                    },
                };
                let state = self.state_for(viewer);
                let before = self.online();
                if out.try_send(state).is_ok() {
                    self.subs.push(Subscriber { conn, viewer, out });
                }
                let _ = reply.send(Ok(viewer));
                self.refresh();
                // Others hear only of a seat coming online, and only the seat list: a
                // spectator joining changes nothing they see (and telling everyone would
                // cost N² for N watchers).
                if self.online() != before {
                    self.seats_changed.get_or_insert_with(Instant::now);
                }
            }
            Command::Disconnect { conn } => {
                let before = self.online();
                self.subs.retain(|s| s.conn != conn);
                self.refresh();
                if self.online() != before {
                    self.seats_changed.get_or_insert_with(Instant::now);
                }
            }
            Command::Act {
                conn,
                actions,
                ply,
                reply,
            } => {
                let result = match self.seat_of_conn(conn) {
                    Err(e) => Err(e),
                    Ok(_) if ply.is_some_and(|p| p != self.ply()) => Err(format!(
                        "the game has moved on: it is at action {}, and you saw action {}; \
                         nothing was applied",
                        self.ply(),
                        ply.unwrap_or_default()
                    )),
                    Ok(seat) => self.commit(seat, actions, "seat").await,
                };
                let _ = reply.send(result);
            }
            Command::Preview {
                conn,
                actions,
                reply,
            } => {
                let result = self.seat_of_conn(conn).and_then(|seat| {
                    if !self.game.to_move().contains(seat) {
                        return Err("it is not your decision now".to_string());
                    }
                    let tried = self
                        .game
                        .preview(seat, &actions)
                        .map_err(|e| e.to_string())?;
                    Ok((tried.observe(Viewer::Seat(seat)), legal_of(&*tried, seat)))
                });
                let _ = reply.send(result);
            }
            Command::Suggest { conn, seat, reply } => self.suggest(conn, seat, reply),
            Command::Join {
                seat,
                invite,
                name,
                reply,
            } => {
                let _ = reply.send(self.join(seat, invite, name).await);
            }
            Command::Leave { token, reply } => {
                let _ = reply.send(self.leave(&token).await);
            }
            Command::Seat { token, reply } => {
                let _ = reply.send(
                    self.seat_of(&token)
                        .ok_or_else(|| "this seat link is not valid".to_string()),
                );
            }
            Command::SetRematch { id } => {
                self.rec.rematch = Some(id.clone());
                self.refresh();
                for sub in &self.subs {
                    let _ = sub.out.try_send(ServerMsg::Rematch { table: id.clone() });
                }
            }
            Command::Replay { reply } => {
                let _ = reply.send(if self.rec.finished {
                    Ok(self.replay())
                } else {
                    Err("the replay is available once the game is over".into())
                });
            }
            Command::ReplayAt { ply, reply } => {
                let _ = reply.send(self.replay_at(ply));
            }
            Command::ReplayLog { reply } => {
                let _ = reply.send(if self.rec.finished {
                    Ok(std::iter::once(&self.opening)
                        .chain(&self.events)
                        .map(|ev| {
                            ev.iter()
                                .filter_map(|e| self.game.event_text_json(e))
                                .collect()
                        })
                        .collect())
                } else {
                    Err("the replay is available once the game is over".into())
                });
            }
            Command::Record { reply } => {
                let _ = reply.send(Ok(self.rec.clone()));
            }
            // Answered by the task's loop, which ends when it retires.
            Command::Retire { reply, .. } => {
                let _ = reply.send(Ok(false));
            }
            Command::Decided {
                seat,
                ply,
                by,
                result,
                agent,
                took,
            } => {
                self.thinking = false;
                self.budget.spend(took);
                if let Some(a) = agent {
                    self.agents[seat as usize] = Some(a);
                }
                if ply != self.ply() {
                    // The game moved on while it thought: decide again from here.
                    self.pump();
                    return;
                }
                let outcome = match result {
                    Ok(action) => self.commit(seat, vec![action], by).await.map(|_| ()),
                    Err(e) => Err(e),
                };
                if let Err(e) = outcome {
                    tracing::warn!("table {}: the {by} for seat {seat}: {e}", self.rec.id);
                    if ply == self.ply() {
                        // Not again until something changes (no busy loop on its clock).
                        self.stuck[seat as usize] = Some(ply);
                        self.deadlines[seat as usize] = None;
                    }
                }
                self.pump();
            }
        }
    }

    fn ply(&self) -> u64 {
        self.log.len() as u64
    }

    /// The seat a person holds with `token`.
    fn seat_of(&self, token: &str) -> Option<Seat> {
        self.rec
            .seats
            .iter()
            .find(|s| {
                s.ai.is_none()
                    && s.claimed
                    && constant_time_eq(s.token.as_bytes(), token.as_bytes())
            })
            .map(|s| s.seat)
    }

    async fn join(
        &mut self,
        seat: Option<Seat>,
        invite: Option<String>,
        name: String,
    ) -> Result<(Seat, String), String> {
        let person = |s: &&SeatRecord| s.ai.is_none();
        let target = match &invite {
            Some(inv) => {
                let s = self
                    .rec
                    .seats
                    .iter()
                    .filter(person)
                    .find(|s| constant_time_eq(s.invite.as_bytes(), inv.as_bytes()))
                    .ok_or("this invitation is not valid")?;
                if s.claimed {
                    return Err("this invitation has already been used".into());
                }
                s.seat
            }
            // Without an invitation, only an open seat: a seat kept for an invited
            // friend is theirs alone.
            None => self
                .rec
                .seats
                .iter()
                .filter(person)
                .filter(|s| !s.claimed && s.open)
                .map(|s| s.seat)
                .find(|s| seat.is_none_or(|want| want == *s))
                .ok_or_else(|| match seat.map(|s| (s, self.rec.seats.get(usize::from(s)))) {
                    Some((s, None)) => format!(
                        "this table has seats 1 to {}; there is no seat {}",
                        self.rec.seats.len(),
                        u32::from(s) + 1
                    ),
                    Some((s, Some(r))) if r.ai.is_none() && !r.claimed => format!(
                        "seat {} is kept for an invited player: it is taken with its invitation link",
                        u32::from(s) + 1
                    ),
                    Some((s, _)) => format!("seat {} is not free", u32::from(s) + 1),
                    None => "this table has no seat that anyone may take".to_string(),
                })?,
        };
        let old = self.rec.seats[target as usize].clone();
        let rec = &mut self.rec.seats[target as usize];
        rec.claimed = true;
        rec.name = name;
        // A fresh secret: whoever held the invitation cannot act for the new occupant
        // (the invitation itself now only says it has been used).
        rec.token = crate::new_token();
        let token = rec.token.clone();
        self.save_seat(target, old).await?;
        self.refresh();
        self.seats_changed.get_or_insert_with(Instant::now);
        Ok((target, token))
    }

    async fn leave(&mut self, token: &str) -> Result<Seat, String> {
        let s = self.seat_of(token).ok_or("this seat link is not valid")?;
        let old = self.rec.seats[s as usize].clone();
        let rec = &mut self.rec.seats[s as usize];
        rec.claimed = false;
        // Given up, the seat is anyone's: its invitation was for the one who left.
        rec.open = true;
        rec.name = vacant_seat_name(s);
        rec.token = crate::new_token();
        rec.invite = crate::new_token();
        self.save_seat(s, old).await?;
        for sub in self.subs.iter().filter(|x| x.viewer == Viewer::Seat(s)) {
            let _ = sub.out.try_send(ServerMsg::Left {
                message: "you gave up this seat".into(),
            });
        }
        self.subs.retain(|x| x.viewer != Viewer::Seat(s));
        self.refresh();
        self.seats_changed.get_or_insert_with(Instant::now);
        Ok(s)
    }

    fn seat_of_conn(&self, conn: u64) -> Result<Seat, String> {
        match self.subs.iter().find(|s| s.conn == conn).map(|s| s.viewer) {
            Some(Viewer::Seat(s)) => Ok(s),
            Some(Viewer::Spectator) => Err("spectators cannot act".into()),
            None => Err("this connection is no longer at the table; reload".into()),
        }
    }

    /// Works out what the game's `easy` player would do for the seat `conn` holds, on a
    /// copy of the game and on a blocking thread (the table goes on meanwhile), and
    /// answers `reply`. The agent is the one AI seats use, so it sees the game only as
    /// that seat may (its legal actions, observation, determinizations); the game is
    /// not touched.
    fn suggest(&self, conn: u64, asked: Option<Seat>, reply: Reply<Suggested>) {
        let (seat, mut agent) = match self.suggester(conn, asked) {
            Ok(x) => x,
            Err(why) => {
                let _ = reply.send(Err(why));
                return;
            }
        };
        let ply = self.ply();
        let game = self.game.clone_box();
        let table = self.rec.id.clone();
        thinking::submit(&self.owner, &self.rec.id, Priority::People, move || {
            let worked = (|| {
                let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    agent.choose_json(&*game, seat)
                }))
                .unwrap_or_else(|_| Err("the AI failed".to_string()))?;
                let chosen = game.canonical_action(&chosen).map_err(|e| e.to_string())?;
                // Its words as the seat's list of legal actions gives them; an action
                // not on that list is never offered.
                let legal = game.legal_actions(seat);
                let i = legal
                    .iter()
                    .position(|a| *a == chosen)
                    .ok_or_else(|| format!("the AI chose {chosen}, which is not a legal action"))?;
                let text = game.action_texts(seat).swap_remove(i);
                Ok(Suggested {
                    ply,
                    seat,
                    action: chosen,
                    text,
                })
            })();
            let answer = worked.map_err(|e: String| {
                tracing::warn!("table {table}: no suggestion for seat {seat}: {e}");
                "the computer could not suggest an action here".to_string()
            });
            let _ = reply.send(answer);
        });
    }

    /// The seat `conn` may be given a suggestion for now, and the agent to ask; or why
    /// not.
    fn suggester(
        &self,
        conn: u64,
        asked: Option<Seat>,
    ) -> Result<(Seat, Box<dyn AnyAgent>), String> {
        let seat = match self.subs.iter().find(|s| s.conn == conn).map(|s| s.viewer) {
            Some(Viewer::Seat(s)) => s,
            Some(Viewer::Spectator) => {
                return Err("spectators get no suggestions: only a seat's player may ask".into());
            }
            None => return Err("this connection is no longer at the table; reload".into()),
        };
        if let Some(a) = asked
            && a != seat
        {
            return Err(format!(
                "you hold seat {}, not seat {}: a suggestion is only for your own seat",
                u32::from(seat) + 1,
                u32::from(a) + 1
            ));
        }
        if self.rec.finished || self.game.outcome().is_some() {
            return Err("the game is over".into());
        }
        if !self.game.to_move().contains(seat) {
            return Err("it is not your decision now".into());
        }
        // Seeded by what every seat knows (the ply and the seat), never by the game's
        // seed: the same position gets the same suggestion.
        let seed = self.ply().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(seat);
        let agent = (self.kind.agent)(SUGGEST_LEVEL, seed).map_err(|e| {
            tracing::error!("table {}: no agent to suggest with: {e}", self.rec.id);
            "the server cannot suggest an action in this game".to_string()
        })?;
        Ok((seat, agent))
    }

    /// Stores seat `s`; if that fails, puts back `old` and says so.
    async fn save_seat(&mut self, s: Seat, old: SeatRecord) -> Result<(), String> {
        let rec: SeatRecord = self.rec.seats[s as usize].clone();
        if let Err(e) = self.store.update_seat(&self.rec.id, &rec).await {
            tracing::error!("table {}: cannot save seat {s}: {e:#}", self.rec.id);
            self.rec.seats[s as usize] = old;
            return Err("the server could not save the seat; nothing was changed".into());
        }
        Ok(())
    }

    /// Applies `actions` for `seat` together: all are legal in turn and stored, or
    /// nothing changes.
    async fn commit(
        &mut self,
        seat: Seat,
        actions: Vec<Value>,
        by: &'static str,
    ) -> Result<u64, String> {
        if actions.is_empty() {
            return Err("no action given".into());
        }
        tracing::debug!(table = %self.rec.id, seat, by, n = actions.len(), ply = self.ply(), "commit");
        // Stored as the engine writes them, whatever else the client sent along.
        let actions = actions
            .iter()
            .map(|a| self.game.canonical_action(a))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let mut next = self.game.clone_box();
        let mut events = Vec::with_capacity(actions.len());
        for (i, a) in actions.iter().enumerate() {
            let luck = next.luck_position();
            events.push(next.apply_json(seat, a).map_err(|e| e.to_string())?);
            // Whatever follows a roll of the dice or a card drawn would be tried knowing
            // it, and a list refused there would tell it without spending it.
            if i + 1 < actions.len() && next.luck_position() != luck {
                return Err(format!(
                    "action {} of {} rolled dice or showed a hidden card: send it last, and the rest after it",
                    i + 1,
                    actions.len()
                ));
            }
        }
        let first = self.ply();
        let records: Vec<ActionRecord> = actions
            .into_iter()
            .enumerate()
            .map(|(i, action)| ActionRecord {
                ply: first + i as u64,
                seat,
                action,
                by: by.to_string(),
                at_ms: crate::store::now_ms(),
            })
            .collect();
        self.store
            .append_actions(&self.rec.id, &records)
            .await
            .map_err(|e| {
                tracing::error!("table {}: cannot store actions: {e:#}", self.rec.id);
                "the server could not save your action; nothing was changed, try again".to_string()
            })?;
        tracing::debug!(table = %self.rec.id, "stored");
        self.game = next;
        // A decision taken (anything but a tentative step) gives the seat's next
        // decision a whole clock.
        if records
            .iter()
            .any(|r| !self.game.is_tentative_json(&r.action))
        {
            self.deadlines[seat as usize] = None;
        }
        self.log.extend(records);
        let new_events: Vec<Value> = events.iter().flatten().cloned().collect();
        self.events.extend(events);
        if self.game.outcome().is_some() && !self.rec.finished {
            self.mark_finished().await;
        }
        self.refresh();
        self.broadcast(&new_events);
        self.pump();
        Ok(self.ply())
    }

    async fn mark_finished(&mut self) {
        let outcome = serde_json::to_value(self.game.outcome()).expect("outcomes serialize");
        let hash = self.game.state_hash();
        if let Err(e) = self.store.finish(&self.rec.id, &outcome, hash).await {
            // The log is stored, so the end is found again when the table is loaded.
            tracing::error!(
                "table {}: cannot mark the game finished: {e:#}",
                self.rec.id
            );
        }
        self.rec.finished = true;
        self.rec.outcome = Some(outcome);
        self.rec.final_hash = Some(hash);
        self.deadlines.iter_mut().for_each(|d| *d = None);
    }

    /// Starts the next AI decision or clock stand-in, if one is due.
    fn pump(&mut self) {
        if self.thinking || self.rec.finished {
            return;
        }
        // A table that has thought its fill of the minute rests (clocks included: a
        // stand-in thinks too).
        self.rest_until = self.budget.rest_until().map(Instant::from_std);
        if self.rest_until.is_some() {
            return;
        }
        let to_move = self.game.to_move();
        let now = Instant::now();
        let stuck = |s: Seat| self.stuck[s as usize] == Some(self.ply());
        let ai = to_move
            .seats()
            .iter()
            .find(|&s| self.agents[s as usize].is_some() && !stuck(s));
        let (seat, agent, by) = if let Some(s) = ai {
            (s, self.agents[s as usize].take().expect("idle agent"), "ai")
        } else if let Some(s) = to_move
            .seats()
            .iter()
            .find(|&s| self.deadlines[s as usize].is_some_and(|d| d <= now) && !stuck(s))
        {
            match (self.kind.agent)(self.kind.stand_in, self.rec.seed ^ self.ply()) {
                Ok(a) => (s, a, "clock"),
                Err(e) => {
                    tracing::error!("table {}: no stand-in: {e}", self.rec.id);
                    return;
                }
            }
        } else {
            return;
        };
        self.thinking = true;
        let game = self.game.clone_box();
        let ply = self.ply();
        let me = self.me.clone();
        // Tables of computers alone wait behind tables with people.
        let priority = if self.rec.seats.iter().all(|s| s.ai.is_some()) {
            Priority::Computers
        } else {
            Priority::People
        };
        thinking::submit(&self.owner, &self.rec.id, priority, move || {
            let started = std::time::Instant::now();
            let mut agent = agent;
            // A panicking agent must not leave the table waiting for it for ever.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                agent.choose_json(&*game, seat)
            }))
            .unwrap_or_else(|_| Err("the AI failed".to_string()));
            let agent = (by == "ai").then_some(agent);
            let _ = me.blocking_send(Command::Decided {
                seat,
                ply,
                by,
                result,
                agent,
                took: started.elapsed(),
            });
        });
    }

    /// Recomputes clocks and the lobby's summary after a change.
    /// Which seats someone is connected to now.
    fn online(&self) -> Vec<bool> {
        (0..self.rec.seats.len())
            .map(|s| {
                self.subs
                    .iter()
                    .any(|x| x.viewer == Viewer::Seat(s as Seat))
            })
            .collect()
    }

    fn refresh(&mut self) {
        let to_move = self.game.to_move();
        let clock = Duration::from_millis(self.rec.clock_ms);
        let now = Instant::now();
        for (s, d) in self.deadlines.iter_mut().enumerate() {
            let waits = to_move.contains(s as Seat)
                && self.rec.seats[s].ai.is_none()
                && self.rec.clock_ms > 0
                && !self.rec.finished;
            *d = match (*d, waits) {
                (_, false) => None,
                (None, true) => Some(now + clock),
                (Some(d), true) => Some(d),
            };
        }
        let summary = summary_of(
            &self.rec,
            self.kind,
            self.ply(),
            to_move.seats().to_vec(),
            self.game.outcome(),
            |s| self.subs.iter().any(|x| x.viewer == Viewer::Seat(s)),
        );
        *self.summary.write().expect("summary lock") = summary;
    }

    fn clocks(&self) -> Vec<Option<u64>> {
        let now = Instant::now();
        self.deadlines
            .iter()
            .map(|d| d.map(|d| d.saturating_duration_since(now).as_millis() as u64))
            .collect()
    }

    fn state_for(&self, viewer: Viewer) -> ServerMsg {
        let mut log: Vec<String> = self.game.event_texts(&self.opening, viewer);
        for ev in &self.events {
            log.extend(self.game.event_texts(ev, viewer));
        }
        let mut bytes = 0;
        let keep = log
            .iter()
            .rev()
            .take_while(|l| {
                bytes += l.len() + 4;
                bytes <= LOG_ON_CONNECT_BYTES
            })
            .count();
        let skip = log.len() - keep;
        ServerMsg::State {
            table: self.summary.read().expect("summary lock").clone(),
            you: viewer,
            ply: self.ply(),
            observation: self.game.observe(viewer),
            legal: legal_for(&*self.game, viewer),
            log: log.split_off(skip),
            log_skipped: skip as u64,
            clocks: self.clocks(),
        }
    }

    /// Sends every connection the change as its viewer may see it; drops connections
    /// too slow to keep up (they reconnect and get the whole state).
    fn broadcast(&mut self, events: &[Value]) {
        self.seats_changed = None;
        let table = self.summary.read().expect("summary lock").clone();
        let clocks = self.clocks();
        let game = &self.game;
        let ply = self.log.len() as u64;
        self.subs.retain(|sub| {
            let events = game.events_for(events, sub.viewer);
            let log = events
                .iter()
                .filter_map(|e| game.event_text_json(e))
                .collect();
            let legal = legal_for(&**game, sub.viewer);
            sub.out
                .try_send(ServerMsg::Update {
                    table: table.clone(),
                    ply,
                    observation: game.observe(sub.viewer),
                    legal,
                    events,
                    log,
                    clocks: clocks.clone(),
                })
                .is_ok()
        });
    }

    /// Sends every connection the table's summary (its seats: who sits, who is online),
    /// which a seat coming or going changes and nothing else.
    fn send_table(&mut self) {
        self.seats_changed = None;
        let msg = ServerMsg::Table {
            table: self.summary.read().expect("summary lock").clone(),
        };
        self.subs
            .retain(|sub| sub.out.try_send(msg.clone()).is_ok());
    }

    fn replay(&self) -> Replay {
        Replay {
            game: self.rec.game.clone(),
            engine_version: self.rec.engine_version,
            options: self.rec.options.clone(),
            seed: self.rec.seed,
            actions: self
                .log
                .iter()
                .map(|a| ReplayStep {
                    seat: a.seat,
                    action: a.action.clone(),
                })
                .collect(),
            final_hash: self.game.state_hash(),
        }
    }

    fn replay_at(&self, ply: u64) -> Result<ReplayFrame, String> {
        if !self.rec.finished {
            return Err("the replay is available once the game is over".into());
        }
        let total = self.ply();
        if ply > total {
            return Err(format!("this game has {total} actions"));
        }
        let mut game =
            (self.kind.entry.recorded)(self.rec.engine_version, &self.rec.options, self.rec.seed)
                .map_err(|e| e.to_string())?;
        let mut events = self.opening.clone();
        for a in &self.log[..ply as usize] {
            events = game
                .apply_json(a.seat, &a.action)
                .map_err(|e| e.to_string())?;
        }
        // The game is over: the replay may show every hand and plan, seat by seat. Only
        // where a seat's view differs from the spectator's is sent (its hand, its plans),
        // not sixteen copies of the board.
        let observation = game.observe(Viewer::Spectator);
        let reveals = (0..game.num_seats() as Seat)
            .map(|s| {
                let mut out = Vec::new();
                differences(&observation, &game.observe(Viewer::Seat(s)), "", &mut out);
                out
            })
            .collect();
        Ok(ReplayFrame {
            observation,
            reveals,
            log: events
                .iter()
                .filter_map(|e| game.event_text_json(e))
                .collect(),
            events: game.events_for(&events, Viewer::Spectator),
            total,
        })
    }
}

/// A finished game at one step, for the replay viewer.
#[derive(Debug, serde::Serialize)]
pub struct ReplayFrame {
    pub observation: Value,
    /// What each seat saw that a spectator did not (its hand and plans: the game is
    /// over, nothing is secret), as changes to `observation`: a JSON pointer and the value
    /// found there in the seat's view.
    pub reveals: Vec<Vec<(String, Value)>>,
    /// What the last action did, as a spectator saw it (for animating the step).
    pub events: Vec<Value>,
    /// And in words, with nothing hidden.
    pub log: Vec<String>,
    pub total: u64,
}

/// Where `theirs` differs from `ours`: each place (a JSON pointer under `at`) and the
/// value `theirs` holds there. Objects and arrays of one length are compared inside;
/// anything else that differs is given whole. Keys only `ours` has are not listed.
fn differences(ours: &Value, theirs: &Value, at: &str, out: &mut Vec<(String, Value)>) {
    match (ours, theirs) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, vb) in b {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match a.get(k) {
                    Some(va) => differences(va, vb, &here, out),
                    None => out.push((here, vb.clone())),
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (va, vb)) in a.iter().zip(b).enumerate() {
                differences(va, vb, &format!("{at}/{i}"), out);
            }
        }
        _ if ours != theirs => out.push((at.to_string(), theirs.clone())),
        _ => {}
    }
}

/// What `viewer` may do now: a seat's legal actions with their words; none to watch.
fn legal_for(game: &dyn Erased, viewer: Viewer) -> Vec<LegalAction> {
    match viewer {
        Viewer::Seat(s) => legal_of(game, s),
        Viewer::Spectator => Vec::new(),
    }
}

fn legal_of(game: &dyn Erased, seat: Seat) -> Vec<LegalAction> {
    game.legal_actions(seat)
        .into_iter()
        .zip(game.action_texts(seat))
        .map(|(action, text)| LegalAction { action, text })
        .collect()
}

/// How a person's seat is named while nobody holds it.
pub fn vacant_seat_name(seat: Seat) -> String {
    format!("Seat {}", u32::from(seat) + 1)
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// What the lobby shows of a table: from its record, and the live facts given.
pub fn summary_of(
    rec: &TableRecord,
    kind: &GameKind,
    ply: u64,
    waiting: Vec<Seat>,
    outcome: Option<coinop_core::Outcome>,
    online: impl Fn(Seat) -> bool,
) -> Summary {
    let status = if rec.finished {
        "finished"
    } else if rec
        .seats
        .iter()
        .any(|s| s.ai.is_none() && !s.claimed && s.open)
    {
        "open"
    } else {
        "running"
    };
    Summary {
        id: rec.id.clone(),
        game: rec.game.clone(),
        title: kind.title.into(),
        options: rec.options.clone(),
        seats: rec
            .seats
            .iter()
            .map(|s| SeatSummary {
                seat: s.seat,
                ai: s.ai.clone(),
                name: s.name.clone(),
                claimed: s.claimed,
                open: s.open,
                online: online(s.seat),
            })
            .collect(),
        status: status.into(),
        ply,
        waiting,
        clock_ms: rec.clock_ms,
        created_ms: rec.created_ms,
        outcome,
        rematch: rec.rematch.clone(),
    }
}

/// Loads a table from the store and starts it.
pub async fn load(
    kind_of: impl Fn(&str) -> Option<&'static GameKind>,
    store: &Store,
    id: &str,
) -> Result<Option<TableHandle>> {
    let Some(rec) = store.load_table(id).await? else {
        return Ok(None);
    };
    let kind =
        kind_of(&rec.game).with_context(|| format!("table {id}: unknown game {:?}", rec.game))?;
    let log = store.load_actions(id).await?;
    start(kind, store.clone(), rec, log, None).map(Some)
}

#[cfg(test)]
mod tests {
    use super::differences;
    use serde_json::json;

    #[test]
    fn differences_name_only_what_a_seat_sees_more_of() {
        let ours = json!({"round": 3, "players": [{"hand": null, "vp": 1}, {"hand": null, "vp": 2}], "a/b": 1});
        let theirs = json!({"round": 3, "players": [{"hand": {"Advance1": 2}, "vp": 1}, {"hand": null, "vp": 2}], "a/b": 2, "new": [1]});
        let mut out = Vec::new();
        differences(&ours, &theirs, "", &mut out);
        assert_eq!(
            out,
            vec![
                ("/a~1b".to_string(), json!(2)),
                ("/new".to_string(), json!([1])),
                ("/players/0/hand".to_string(), json!({"Advance1": 2})),
            ]
        );
        let mut none = Vec::new();
        differences(&ours, &ours, "", &mut none);
        assert!(none.is_empty());
    }
}
