//! One table: a task that owns the game and is the only one to change it. Connections,
//! AI seats and clocks send it commands; it commits every accepted action to the store
//! before it changes the game or acknowledges anything, then sends each connection what
//! its viewer may see.

mod ai;
mod broadcast;
mod chat;
mod clocks;
mod replay;
mod seats;
mod story;

pub use ai::{SUGGEST_LEVEL, Suggested};
pub(crate) use broadcast::legal_of;
pub use broadcast::summary_of;
pub use replay::ReplayFrame;
pub use seats::vacant_seat_name;
pub(crate) use story::Story;
pub use story::lines_of;

use crate::games::GameKind;
use crate::protocol::{LegalAction, Outgoing, Refusal, ServerMsg, Summary};
use crate::store::{ActionRecord, Store, TableRecord};
use crate::thinking::{Budget, Owner};
use anyhow::{Context, Result, anyhow};
use coinop_agents::AnyAgent;
use coinop_core::{AnyGame, Lang, Replay, Seat, Viewer};
use serde_json::Value;
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

pub type Reply<T> = oneshot::Sender<Result<T, Refusal>>;

pub enum Command {
    Connect {
        conn: u64,
        token: Option<String>,
        /// The language the connection's viewer reads the game in.
        lang: Lang,
        out: mpsc::Sender<Outgoing>,
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
    /// given, must be it), from the actions it has `staged`; changes nothing.
    Suggest {
        conn: u64,
        seat: Option<Seat>,
        staged: Vec<Value>,
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
    /// A line said by connection `conn`, by `account` (id and name) if signed in.
    Chat {
        conn: u64,
        account: Option<(String, String)>,
        text: String,
        reply: Reply<u64>,
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
    /// These seats' person is now called `name` (their account was deleted: the store
    /// has the new name already); their chat lines too.
    Rename {
        seats: Vec<Seat>,
        name: String,
        reply: Reply<()>,
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
        lang: Lang,
        reply: Reply<ReplayFrame>,
    },
    /// A finished game's whole story, step by step, with nothing hidden, and the game's
    /// terms in words.
    ReplayLog {
        lang: Lang,
        reply: Reply<replay::Whole>,
    },
    Record {
        reply: Reply<TableRecord>,
    },
    /// Ends the task at once: another process of the cluster holds the table now.
    /// Connections are dropped and reconnect to it.
    Stop,
    /// Ends the task if nobody is connected and nothing has happened at the table for
    /// `idle` (no command, nobody leaving), and the game is over or waits for nobody's
    /// clock and no computer (it may sleep: see `Lobby::retire_idle`); answers whether
    /// it did.
    Retire {
        idle: Duration,
        reply: Reply<bool>,
    },
    Decided {
        seat: Seat,
        ply: u64,
        by: &'static str,
        result: Result<Value, Refusal>,
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

    pub async fn ask<T>(&self, make: impl FnOnce(Reply<T>) -> Command) -> Result<T, Refusal> {
        let (reply, rx) = oneshot::channel();
        self.tx
            .send(make(reply))
            .await
            .map_err(|_| Refusal::new("gone", "the table has closed"))?;
        rx.await
            .map_err(|_| Refusal::new("gone", "the table did not answer"))?
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
    lang: Lang,
    out: mpsc::Sender<Outgoing>,
}

struct Table {
    kind: &'static GameKind,
    store: Store,
    rec: TableRecord,
    game: AnyGame,
    log: Vec<Logged>,
    /// Events of every action, as the engine reported them (unfiltered: never sent),
    /// kept as JSON text: as `Value`s they took 7.8 KB an action (an Arcade Tanks
    /// action's events are some 300 bytes of text), and a server's memory grew with
    /// every move played.
    events: Vec<Packed>,
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
    /// Each watched viewer's story as told so far (`story.rs`): a connection is told it
    /// from there, and each update is told on from there.
    /// Each watched viewer's story in each language it is read in.
    stories: Vec<((Viewer, Lang), story::Story)>,
    /// A finished game's whole story, nothing hidden, as the replay serves it: made once.
    whole: Vec<(Lang, replay::Whole)>,
    /// Who may chat, the last lines said, the next line's number, and each connection's
    /// allowance of lines.
    chat: chat::Chat,
}

/// Sets the game up from its record and actions (the replay), and starts its task.
pub fn start(
    kind: &'static GameKind,
    store: Store,
    rec: TableRecord,
    log: Vec<ActionRecord>,
    owner: Option<Owner>,
    slept: bool,
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
        events.push(Packed::new(&ev));
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
        log: log.iter().map(Logged::new).collect(),
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
                    // clock is left after a restart. Time a table slept is: a game of
                    // days sleeps between moves while its clocks run.
                    let left = (t + rec.clock_ms).saturating_sub(crate::store::now_ms());
                    let left = if slept {
                        left
                    } else {
                        left.max(rec.clock_ms / 2)
                    };
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
        stories: Vec::new(),
        whole: Vec::new(),
        chat: chat::Chat::default(),
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

/// A replay asked of a game still being played.
fn not_finished() -> Refusal {
    Refusal::new(
        "not_finished",
        "the replay is available once the game is over",
    )
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        self.load_chat().await;
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
            let flush_at = self.seats_changed.map(|t| t + Duration::from_millis(50));
            tokio::select! {
                command = rx.recv() => match command {
                    Some(Command::Retire { idle, reply }) => {
                        let go = (self.rec.finished || self.may_sleep())
                            && self.subs.is_empty()
                            && !self.thinking
                            && self.last_seen.elapsed() >= idle;
                        if go {
                            // Closed before answering: from now on every handle says so.
                            rx.close();
                            // Asleep, the table is still waited on: say when to wake it
                            // and whom it waits for.
                            if !self.rec.finished {
                                let waiting = self.game.to_move().seats().to_vec();
                                if let Err(e) =
                                    self.store.set_wake(&self.rec.id, self.wake_ms(), &waiting).await
                                {
                                    tracing::warn!("table {}: wake time not kept: {e:#}", self.rec.id);
                                }
                            }
                        }
                        let _ = reply.send(Ok(go));
                        if go {
                            break;
                        }
                    }
                    Some(Command::Stop) => {
                        rx.close();
                        break;
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
                // Seat changes not yet told (commands kept coming, or the last looked like
                // more were on the way): told now.
                _ = tokio::time::sleep_until(flush_at.unwrap_or_else(Instant::now)), if flush_at.is_some() => {
                    self.send_table();
                }
            }
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Connect {
                conn,
                token,
                lang,
                out,
                reply,
            } => {
                let viewer = match token.filter(|t| !t.is_empty()) {
                    None => Viewer::Spectator,
                    Some(t) => match self.seat_of(&t) {
                        Some(s) => Viewer::Seat(s),
                        None => {
                            let _ = reply.send(Err(Refusal::new(
                                "token_invalid",
                                "this seat link is not valid (the seat may have been given up)",
                            )));
                            return;
                        }
                    },
                };
                let state = self.state_for(viewer, lang);
                let before = self.online();
                if out.try_send(Outgoing::from(&state)).is_ok()
                    && out.try_send(self.chat_history()).is_ok()
                {
                    self.subs.push(Subscriber {
                        conn,
                        viewer,
                        lang,
                        out,
                    });
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
                    Ok(seat) if ply.is_some_and(|p| self.acted_since(seat, p)) => {
                        Err(Refusal::with(
                            "stale",
                            serde_json::json!({ "at": self.ply(), "saw": ply }),
                            format!(
                                "the game has moved on: it is at action {}, and you saw action {}; \
                                 nothing was applied",
                                self.ply(),
                                ply.unwrap_or_default()
                            ),
                        ))
                    }
                    Ok(seat) => {
                        let lang = self.lang_of_conn(conn);
                        self.commit(seat, actions, "seat", lang).await
                    }
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
                        return Err(Refusal::new("not_your_turn", "it is not your decision now"));
                    }
                    let lang = self.lang_of_conn(conn);
                    let tried = self.game.preview(seat, &actions).map_err(|e| {
                        reworded_in_list(&*self.game, seat, &actions, Refusal::from(e), lang)
                    })?;
                    Ok((
                        tried.observe(Viewer::Seat(seat)),
                        legal_of(&*tried, seat, lang),
                    ))
                });
                let _ = reply.send(result);
            }
            Command::Suggest {
                conn,
                seat,
                staged,
                reply,
            } => self.suggest(conn, seat, staged, reply),
            Command::Join {
                seat,
                invite,
                name,
                reply,
            } => {
                let _ = reply.send(self.join(seat, invite, name).await);
            }
            Command::Chat {
                conn,
                account,
                text,
                reply,
            } => {
                let _ = reply.send(self.say(conn, account, &text));
            }
            Command::Leave { token, reply } => {
                let _ = reply.send(self.leave(&token).await);
            }
            Command::Seat { token, reply } => {
                let _ =
                    reply.send(self.seat_of(&token).ok_or_else(|| {
                        Refusal::new("token_invalid", "this seat link is not valid")
                    }));
            }
            Command::Rename { seats, name, reply } => {
                for &s in &seats {
                    if let Some(rec) = self.rec.seats.get_mut(s as usize) {
                        rec.name = name.clone();
                    }
                }
                self.rename_chatter(&seats, &name);
                self.refresh();
                self.seats_changed.get_or_insert_with(Instant::now);
                let _ = reply.send(Ok(()));
            }
            Command::SetRematch { id } => {
                self.rec.rematch = Some(id.clone());
                self.refresh();
                for sub in &self.subs {
                    let _ = sub
                        .out
                        .try_send(Outgoing::from(&ServerMsg::Rematch { table: id.clone() }));
                }
            }
            Command::Replay { reply } => {
                let _ = reply.send(if self.rec.finished {
                    Ok(self.replay())
                } else {
                    Err(not_finished())
                });
            }
            Command::ReplayAt { ply, lang, reply } => {
                let _ = reply.send(self.replay_at(ply, lang));
            }
            Command::ReplayLog { lang, reply } => {
                let _ = reply.send(if self.rec.finished {
                    Ok(self.whole_story(lang))
                } else {
                    Err(not_finished())
                });
            }
            Command::Record { reply } => {
                let _ = reply.send(Ok(self.rec.clone()));
            }
            // Answered by the task's loop, which ends when it retires or stops.
            Command::Retire { reply, .. } => {
                let _ = reply.send(Ok(false));
            }
            Command::Stop => {}
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
                    Ok(action) => self
                        .commit(seat, vec![action], by, Lang::EN)
                        .await
                        .map(|_| ()),
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

    /// Whether `seat` has acted since the client saw action `saw` (or `saw` is one the
    /// game has not reached): what it sends was decided on a picture its own action has
    /// overtaken — a late or repeated click. Other seats' actions since do not count: in
    /// simultaneous planning a fresh plan meets the others' commits, and is still good
    /// while it is legal.
    fn acted_since(&self, seat: Seat, saw: u64) -> bool {
        match self.log.get(saw as usize..) {
            Some(since) => since.iter().any(|a| a.seat == seat),
            None => true,
        }
    }

    /// The language connection `conn` reads the game in (English if it is gone).
    fn lang_of_conn(&self, conn: u64) -> Lang {
        self.subs
            .iter()
            .find(|s| s.conn == conn)
            .map_or(Lang::EN, |s| s.lang)
    }

    /// Applies `actions` for `seat` together: all are legal in turn and stored, or
    /// nothing changes.
    async fn commit(
        &mut self,
        seat: Seat,
        actions: Vec<Value>,
        by: &'static str,
        lang: Lang,
    ) -> Result<u64, Refusal> {
        if actions.is_empty() {
            return Err(Refusal::new("no_action", "no action given"));
        }
        tracing::debug!(table = %self.rec.id, seat, by, n = actions.len(), ply = self.ply(), "commit");
        // Stored as the engine writes them, whatever else the client sent along.
        let actions = actions
            .iter()
            .map(|a| self.game.canonical_action(a))
            .collect::<Result<Vec<_>, _>>()
            .map_err(Refusal::from)?;
        let mut next = self.game.clone_box();
        let mut events = Vec::with_capacity(actions.len());
        for (i, a) in actions.iter().enumerate() {
            let luck = next.luck_position();
            // A refused action leaves `next` where it was: the position that refused it.
            events.push(
                next.apply_json(seat, a)
                    .map_err(|e| reworded(&*next, seat, a, Refusal::from(e), lang))?,
            );
            // Whatever follows a roll of the dice or a card drawn would be tried knowing
            // it, and a list refused there would tell it without spending it.
            if i + 1 < actions.len() && next.luck_position() != luck {
                return Err(Refusal::with(
                    "luck_first",
                    serde_json::json!({ "action": i + 1, "of": actions.len() }),
                    format!(
                        "action {} of {} rolled dice or showed a hidden card: send it last, and the rest after it",
                        i + 1,
                        actions.len()
                    ),
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
                Refusal::new(
                    "not_stored",
                    "the server could not save your action; nothing was changed, try again",
                )
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
        self.log.extend(records.iter().map(Logged::new));
        self.events.extend(events.iter().map(Packed::new));
        if self.game.outcome().is_some() && !self.rec.finished {
            self.mark_finished().await;
        }
        self.refresh();
        self.broadcast(first, &events);
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
        crate::thinking::finished(&self.rec.id);
        // A rated table moves its players' ratings, once.
        let (store, id) = (self.store.clone(), self.rec.id.clone());
        tokio::spawn(async move {
            if let Err(e) = crate::ratings::count_finished(&store, &id).await {
                tracing::error!("table {id}: cannot count its rating: {e:#}");
            }
        });
        // Each person's game is looked at again, for the coaching the end shows.
        let replay = self.replay();
        for s in self
            .rec
            .seats
            .iter()
            .filter(|s| s.ai.is_none() && s.claimed)
        {
            crate::coaching::start(self.kind, &self.rec.id, &self.owner, s.seat, replay.clone());
        }
        self.rec.outcome = Some(outcome);
        self.rec.final_hash = Some(hash);
        self.deadlines.iter_mut().for_each(|d| *d = None);
    }
}

/// JSON kept as text while it waits: a `Value` costs far more memory than its text (an
/// Arcade Tanks action of 35 bytes took 1.1 KB), and a table keeps every action and its
/// events for as long as it lives.
struct Packed(Box<str>);

impl Packed {
    fn new(value: &(impl serde::Serialize + ?Sized)) -> Packed {
        Packed(
            serde_json::to_string(value)
                .expect("JSON values serialize")
                .into_boxed_str(),
        )
    }

    fn unpack(&self) -> Vec<Value> {
        serde_json::from_str(&self.0).expect("the list it wrote")
    }

    fn value(&self) -> Value {
        serde_json::from_str(&self.0).expect("the value it wrote")
    }
}

/// An action of the game's log: the seat that took it, and the action.
struct Logged {
    seat: Seat,
    action: Packed,
}

impl Logged {
    fn new(a: &ActionRecord) -> Logged {
        Logged {
            seat: a.seat,
            action: Packed::new(&a.action),
        }
    }
}

/// Loads a table from the store and starts it.
/// `slept`: the table was asleep with a clock running, which ran on meanwhile.
pub async fn load(
    kind_of: impl Fn(&str) -> Option<&'static GameKind>,
    store: &Store,
    id: &str,
    slept: bool,
) -> Result<Option<TableHandle>> {
    let Some(rec) = store.load_table(id).await? else {
        return Ok(None);
    };
    let kind =
        kind_of(&rec.game).with_context(|| format!("table {id}: unknown game {:?}", rec.game))?;
    let log = store.load_actions(id).await?;
    start(kind, store.clone(), rec, log, None, slept).map(Some)
}

/// An engine's refusal of `seat`'s `action`, worded again in `lang` by the engine from
/// `at`, the position that refused it (the English `message` stays, for developers).
pub(crate) fn reworded(
    at: &dyn coinop_core::Erased,
    seat: Seat,
    action: &Value,
    mut e: Refusal,
    lang: Lang,
) -> Refusal {
    if e.code == "illegal"
        && lang != Lang::EN
        && let Some(words) = at.refusal(seat, action, lang)
    {
        e.fields = serde_json::json!({ "reason": words });
    }
    e
}

/// [`reworded`] for a refusal of one of `actions` tried in turn from `game` (a preview,
/// which does not say which): the refused one found by trying them again.
pub(crate) fn reworded_in_list(
    game: &dyn coinop_core::Erased,
    seat: Seat,
    actions: &[Value],
    e: Refusal,
    lang: Lang,
) -> Refusal {
    if e.code != "illegal" || lang == Lang::EN {
        return e;
    }
    let mut at = game.clone_box();
    for a in actions {
        if at.apply_json(seat, a).is_err() {
            return reworded(&*at, seat, a, e, lang);
        }
    }
    e
}
