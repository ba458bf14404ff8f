//! The lobby: creating tables, finding them (loading finished and sleeping ones from the
//! store on demand, and letting them go again when nobody has looked for a while),
//! joining, leaving and rematches.

use crate::games::{self, GameKind};
use crate::protocol::{Refusal, Summary};
use crate::store::{ActionRecord, SeatRecord, Store, TableRecord, now_ms};
use crate::table::{self, Command, Reply, TableHandle};
use crate::thinking;
use anyhow::Result;
use coinop_core::Seat;
use rand::RngExt;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;
use tokio::time::Instant;

/// How long a finished table that nobody watches or asks for stays in memory (its
/// replay loads it again on demand); at a steady stream of finished games, memory holds
/// this many minutes' worth of them.
pub const KEEP_FINISHED: Duration = Duration::from_secs(2 * 60);

/// An unfinished table that nobody has been at for this long, with nothing due (no
/// computer to move, no clock running), sleeps: it leaves memory and the lobby's lists,
/// and its links load it again. Players who went away for the evening find their game;
/// the lobby shows the games someone is at.
pub const SLEEP_AFTER: Duration = Duration::from_secs(30 * 60);

pub struct Lobby {
    store: Store,
    tables: Mutex<HashMap<String, Resident>>,
    /// One gate per table being loaded or retired, so a table is loaded (and its task
    /// started) once, and never while it is being put to sleep, without holding up
    /// requests for other tables meanwhile.
    loading: Mutex<HashMap<String, Arc<Mutex<()>>>>,
    /// Held while a rematch is made, so two players asking at once get one table.
    rematches: Mutex<()>,
    /// In a cluster, this process's name (its address): see `crate::cluster`.
    cluster: Option<String>,
    /// The summaries this process last published, by table (in a cluster).
    published: Mutex<HashMap<String, String>>,
}

#[derive(Debug, thiserror::Error)]
pub enum LobbyError {
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Bad(String),
    /// Refused to this person (HTTP 403): `forbidden`, or a code of its own.
    #[error("{0}")]
    Forbidden(Denial),
    /// Too many at once, or too fast (HTTP 429): [`LobbyError::too_many`], with a code
    /// of its own the page words.
    #[error("{0}")]
    TooMany(Denial),
    #[error("internal error: {0}")]
    Internal(String),
    /// Another process of the cluster holds the table: at this address.
    #[error("table {0} is served by another process; try again")]
    Elsewhere(String, String),
    /// A refusal with a code of its own: a table's, or the lobby's ([`LobbyError::bad`]).
    /// Its HTTP status follows its code (400 unless the code says otherwise).
    #[error("{0}")]
    Refused(Refusal),
}

impl LobbyError {
    /// The refusal's code on the wire (`protocol::Refusal`).
    pub fn code(&self) -> &str {
        match self {
            LobbyError::NotFound(_) => "not_found",
            LobbyError::Bad(_) => "bad_request",
            LobbyError::Forbidden(d) => &d.0.code,
            LobbyError::TooMany(d) => &d.0.code,
            LobbyError::Internal(_) => "internal",
            LobbyError::Elsewhere(..) => "elsewhere",
            LobbyError::Refused(r) => &r.code,
        }
    }

    /// The error as the wire's refusal.
    pub fn refusal(&self) -> Refusal {
        match self {
            LobbyError::Refused(r) => r.clone(),
            LobbyError::Forbidden(d) | LobbyError::TooMany(d) => (*d.0).clone(),
            e => Refusal::new(e.code(), e.to_string()),
        }
    }

    /// A request refused for a reason the page words by `code` (HTTP 400, as `Bad`),
    /// with its `fields`; `message` is the server's English.
    pub fn bad(code: &str, fields: Value, message: impl Into<String>) -> LobbyError {
        LobbyError::Refused(Refusal::with(code, fields, message))
    }

    /// A request refused to this person (HTTP 403) for a reason the page words by
    /// `code`, with its `fields`; `message` is the server's English.
    pub fn forbidden(code: &str, fields: Value, message: impl Into<String>) -> LobbyError {
        LobbyError::Forbidden(Denial(Box::new(Refusal::with(code, fields, message))))
    }

    /// A request refused for now, being too many or too fast (HTTP 429), for a reason
    /// the page words by `code`, with its `fields` (how long to `wait`, in seconds);
    /// `message` is the server's English.
    pub fn too_many(code: &str, fields: Value, message: impl Into<String>) -> LobbyError {
        LobbyError::TooMany(Denial(Box::new(Refusal::with(code, fields, message))))
    }
}

/// What a `LobbyError::Forbidden` (or `TooMany`) carries: the refusal, code `forbidden` when it was made
/// from a sentence alone (`"sign in first".into()`), else a code of its own
/// ([`LobbyError::forbidden`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Denial(pub Box<Refusal>);

impl From<&str> for Denial {
    fn from(message: &str) -> Denial {
        Denial(Box::new(Refusal::new("forbidden", message)))
    }
}

impl From<Refusal> for Denial {
    fn from(refusal: Refusal) -> Denial {
        Denial(Box::new(refusal))
    }
}

impl From<String> for Denial {
    fn from(message: String) -> Denial {
        Denial(Box::new(Refusal::new("forbidden", message)))
    }
}

/// The server's sentence.
impl From<Denial> for String {
    fn from(d: Denial) -> String {
        d.0.message
    }
}

impl std::fmt::Display for Denial {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl From<anyhow::Error> for LobbyError {
    fn from(e: anyhow::Error) -> Self {
        LobbyError::Internal(format!("{e:#}"))
    }
}

/// A table in memory, and when a request last took its handle.
struct Resident {
    handle: TableHandle,
    asked: Instant,
}

impl Resident {
    fn new(handle: TableHandle) -> Resident {
        Resident {
            handle,
            asked: Instant::now(),
        }
    }
}

/// A request for a new table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    pub game: String,
    #[serde(default)]
    pub options: Option<Value>,
    pub seats: Vec<SeatRequest>,
    /// Seconds per decision for people; 0 or absent = no clock.
    #[serde(default)]
    pub clock_secs: u64,
    /// The creator's name; the creator takes the first person's seat.
    #[serde(default)]
    pub name: Option<String>,
    /// A rated table (`crate::ratings`): its people must be signed in. The site's routes
    /// see to it; the lobby plays it as any other.
    #[serde(default)]
    pub rated: bool,
    /// Who may chat at the table (`crate::chat`): by default its seats and spectators.
    #[serde(default)]
    pub chat: Option<crate::chat::ChatRule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    /// An AI level, or absent for a person.
    #[serde(default)]
    pub ai: Option<String>,
    /// A person's seat that anyone may take from the list of open tables. Otherwise
    /// (the default) it is kept for whoever holds its invitation.
    #[serde(default)]
    pub open: bool,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Created {
    pub id: String,
    /// The creator's seat and its secret, if the table has a person's seat.
    pub seat: Option<Seat>,
    pub token: Option<String>,
    /// A single-use invitation to every other person's seat, to pass on.
    pub invites: Vec<Invite>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct Invite {
    pub seat: Seat,
    pub invite: String,
}

pub(crate) const MAX_NAME: usize = 24;
const MAX_CLOCK_SECS: u64 = 7 * 24 * 3600;

impl Lobby {
    /// A lobby over `store`, with every unfinished table resumed.
    /// The store the lobby keeps its tables in (accounts keep theirs there too).
    pub fn store(&self) -> &Store {
        &self.store
    }

    pub async fn open(store: Store) -> Result<Lobby> {
        let lobby = Lobby {
            store,
            tables: Mutex::new(HashMap::new()),
            loading: Mutex::new(HashMap::new()),
            rematches: Mutex::new(()),
            cluster: None,
            published: Mutex::new(HashMap::new()),
        };
        let ids = lobby.store.unfinished().await?;
        let mut tables = lobby.tables.lock().await;
        for id in ids {
            match table::load(games::find, &lobby.store, &id, false).await {
                Ok(Some(t)) => {
                    tables.insert(id, Resident::new(t));
                }
                Ok(None) => {}
                Err(e) => tracing::error!("cannot resume table {id}: {e:#}"),
            }
        }
        drop(tables);
        Ok(lobby)
    }

    /// A lobby of one process of a cluster, named `me` (its address, as the other
    /// processes reach it). It resumes no table by itself: [`Lobby::tend`] takes over
    /// those nobody holds.
    pub async fn open_cluster(store: Store, me: &str) -> Result<Lobby> {
        Ok(Lobby {
            store: store.fenced(me),
            tables: Mutex::new(HashMap::new()),
            loading: Mutex::new(HashMap::new()),
            rematches: Mutex::new(()),
            cluster: Some(me.to_string()),
            published: Mutex::new(HashMap::new()),
        })
    }

    /// This process's name in a cluster.
    pub fn me(&self) -> Option<&str> {
        self.cluster.as_deref()
    }

    /// A cluster's upkeep, every `cluster::RENEW_EVERY`: renews this process's leases,
    /// stops the tables it no longer holds, publishes its tables' summaries, and takes
    /// over unfinished tables nobody holds.
    pub async fn tend(self: &Arc<Self>) -> Result<()> {
        let Some(me) = self.cluster.clone() else {
            return Ok(());
        };
        let held: std::collections::HashSet<String> =
            self.store.renew_leases(&me).await?.into_iter().collect();
        let unheld: Vec<String> = self
            .tables
            .lock()
            .await
            .iter()
            .filter(|(id, r)| !held.contains(*id) && r.handle.summary().status != "finished")
            .map(|(id, _)| id.clone())
            .collect();
        // A table loaded (its lease taken) since the leases were renewed above is ours.
        let mut gone = Vec::new();
        for id in unheld {
            if self.store.lease_holder(&id).await?.as_deref() != Some(me.as_str()) {
                gone.push(id);
            }
        }
        let lost: Vec<TableHandle> = {
            let mut tables = self.tables.lock().await;
            gone.iter()
                .filter_map(|id| tables.remove(id))
                .map(|r| r.handle)
                .collect()
        };
        for t in lost {
            tracing::warn!(
                "table {}: another process holds it now; letting it go",
                t.id
            );
            t.tell(Command::Stop).await;
        }
        let summaries: Vec<Summary> = self
            .tables
            .lock()
            .await
            .values()
            .map(|r| r.handle.summary())
            .collect();
        let mut published = self.published.lock().await;
        published.retain(|id, _| summaries.iter().any(|s| &s.id == id));
        for s in summaries {
            let text = serde_json::to_string(&s)?;
            if published.get(&s.id) != Some(&text) {
                self.store.publish_summary(&me, &s).await?;
                published.insert(s.id.clone(), text);
            }
        }
        drop(published);
        for id in self.store.orphans(64).await? {
            if let Err(e) = self.table(&id).await {
                tracing::debug!("table {id}: not taken over: {e}");
            }
        }
        Ok(())
    }

    /// Gives up every table this process holds (it is stopping), so that others take
    /// them over at once.
    pub async fn release_all(&self) -> Result<()> {
        if let Some(me) = &self.cluster {
            self.store.release_all(me).await?;
        }
        Ok(())
    }

    pub async fn resumed(&self) -> usize {
        self.tables.lock().await.len()
    }

    /// Lets go of tables nobody is connected to and no request has taken for a while:
    /// finished ones after `finished`, unfinished ones waiting for no computer and no
    /// clock after `unfinished` (they sleep: left out of the lobby's lists, not resumed
    /// at start, and loaded again by the first request, a seat's link say). Their task
    /// ends and their game leaves memory; the store keeps them. Returns the tables that
    /// went.
    /// Renames seats of a table in memory (the store has the new name): a deleted
    /// account's seats, which its name must no longer mark.
    pub async fn rename_seats(self: &Arc<Self>, id: &str, seats: Vec<Seat>, name: &str) {
        if self.resident(id).await.is_none() {
            return;
        }
        let _ = self
            .ask(id, |reply| Command::Rename {
                seats: seats.clone(),
                name: name.to_string(),
                reply,
            })
            .await;
    }

    /// The summary of a table in memory, without loading one that is not.
    pub async fn resident(&self, id: &str) -> Option<crate::protocol::Summary> {
        let tables = self.tables.lock().await;
        tables.get(id).map(|r| r.handle.summary())
    }

    /// Wakes the sleeping tables whose clock has run out: loaded, each finds its clock
    /// past and the computer moves for the seat as it would have (a game of days goes on
    /// while everyone is away). Returns those woken.
    pub async fn wake_due(self: &Arc<Self>) -> Vec<String> {
        let due = match self.store.due_to_wake(now_ms()).await {
            Ok(d) => d,
            Err(e) => {
                tracing::warn!("cannot ask which tables to wake: {e:#}");
                return Vec::new();
            }
        };
        let mut woken = Vec::new();
        for id in due {
            match self.table(&id).await {
                Ok(_) => woken.push(id),
                Err(e) => tracing::warn!("table {id}: cannot wake it: {e}"),
            }
        }
        woken
    }

    pub async fn retire_idle(&self, finished: Duration, unfinished: Duration) -> Vec<String> {
        let now = Instant::now();
        let candidates: Vec<(TableHandle, Duration)> = self
            .tables
            .lock()
            .await
            .values()
            .filter_map(|r| {
                let idle = if r.handle.summary().status == "finished" {
                    finished
                } else {
                    unfinished
                };
                (now.duration_since(r.asked) >= idle).then(|| (r.handle.clone(), idle))
            })
            .collect();
        let mut gone = Vec::new();
        for (handle, idle) in candidates {
            // Loading this table waits until it has gone and is marked asleep, so a
            // request meanwhile loads it afresh and wakes it.
            let gate = self.gate(&handle.id).await;
            let one_load = gate.lock().await;
            // The table decides (nobody connected, nothing due) and, if it goes, closes
            // its handles before answering; a request that took one meanwhile finds it
            // closed and asks again on a fresh one (`Lobby::ask`).
            if let Ok(true) = handle.ask(|reply| Command::Retire { idle, reply }).await {
                let mut tables = self.tables.lock().await;
                if tables
                    .get(&handle.id)
                    .is_some_and(|r| r.handle.same(&handle))
                {
                    tables.remove(&handle.id);
                }
                drop(tables);
                if handle.summary().status != "finished"
                    && let Err(e) = self.store.set_dormant(&handle.id, true).await
                {
                    tracing::warn!("table {}: not marked asleep: {e:#}", handle.id);
                }
                if let Some(me) = &self.cluster
                    && let Err(e) = self.store.release_lease(&handle.id, me).await
                {
                    tracing::warn!("table {}: lease not released: {e:#}", handle.id);
                }
                gone.push(handle.id.clone());
            }
            drop(one_load);
            self.ungate(&handle.id, &gate).await;
        }
        gone
    }

    /// The gate that lets one task at a time load table `id` (or retire it).
    async fn gate(&self, id: &str) -> Arc<Mutex<()>> {
        self.loading
            .lock()
            .await
            .entry(id.to_string())
            .or_default()
            .clone()
    }

    /// Forgets table `id`'s gate, unless someone else waits at it.
    async fn ungate(&self, id: &str, gate: &Arc<Mutex<()>>) {
        let mut loading = self.loading.lock().await;
        // Still this gate in the map, and held by the map and us alone: nobody waits at
        // it. (Removed while someone waits, a newcomer would make a second gate and load
        // the table beside them: two tasks for one game.)
        if loading.get(id).is_some_and(|g| Arc::ptr_eq(g, gate)) && Arc::strong_count(gate) == 2 {
            loading.remove(id);
        }
    }

    /// Asks table `id`; once more, on a freshly loaded handle, if its task had ended
    /// (retired) between finding the table and asking. Gives the handle that answered.
    pub async fn ask<T>(
        self: &Arc<Self>,
        id: &str,
        make: impl Fn(Reply<T>) -> Command,
    ) -> Result<(TableHandle, Result<T, Refusal>), LobbyError> {
        let t = self.table(id).await?;
        let answer = t.ask(&make).await;
        if answer.is_ok() || !t.is_closed() {
            return Ok((t, answer));
        }
        let t = self.table(id).await?;
        let answer = t.ask(&make).await;
        Ok((t, answer))
    }

    pub async fn table(self: &Arc<Self>, id: &str) -> Result<TableHandle, LobbyError> {
        if !valid_id(id) {
            return Err(LobbyError::NotFound(format!("there is no table {id:?}")));
        }
        if let Some(t) = self.take(id).await {
            return Ok(t);
        }
        if let Some(holder) = self.elsewhere(id).await? {
            return Err(LobbyError::Elsewhere(id.to_string(), holder));
        }
        let this = self.clone();
        let id = id.to_string();
        uninterrupted(async move { this.load_once(&id).await }).await
    }

    /// In a cluster, the address of the other process that holds table `id`, if one does.
    pub async fn elsewhere(&self, id: &str) -> Result<Option<String>, LobbyError> {
        let Some(me) = &self.cluster else {
            return Ok(None);
        };
        if self.take(id).await.is_some() {
            return Ok(None);
        }
        Ok(self
            .store
            .lease_holder(id)
            .await?
            .filter(|holder| holder != me))
    }

    /// Loads a table and puts it in the lobby, once however many ask at the same time.
    async fn load_once(&self, id: &str) -> Result<TableHandle, LobbyError> {
        let gate = self.gate(id).await;
        let _one_load = gate.lock().await;
        if let Some(t) = self.take(id).await {
            // Loaded by whoever held the gate before us.
            self.ungate(id, &gate).await;
            return Ok(t);
        }
        // In a cluster, an unfinished table is played by the one process holding it.
        if let Some(me) = &self.cluster
            && self.store.is_unfinished(id).await?
            && !self.store.acquire_lease(id, me).await?
        {
            self.ungate(id, &gate).await;
            let holder = self.store.lease_holder(id).await?.unwrap_or_default();
            return Err(LobbyError::Elsewhere(id.to_string(), holder));
        }
        // Asleep, it wakes first: resident and playing, it must resume at start and be
        // taken over in a cluster. (Marked awake and then not loaded, it resumes at the
        // next start, which is harmless.)
        let slept = self.store.woken(id).await.unwrap_or(false);
        let loaded = match self.store.set_dormant(id, false).await {
            Ok(()) => table::load(games::find, &self.store, id, slept).await,
            Err(e) => Err(e),
        };
        if let Ok(Some(t)) = &loaded {
            self.tables
                .lock()
                .await
                .insert(id.to_string(), Resident::new(t.clone()));
        }
        self.ungate(id, &gate).await;
        match loaded? {
            Some(t) => Ok(t),
            None => Err(LobbyError::NotFound(format!("there is no table {id:?}"))),
        }
    }

    /// The handle of a table in memory, marked as asked for now. A table whose task
    /// has ended is dropped here, to be loaded again.
    async fn take(&self, id: &str) -> Option<TableHandle> {
        let mut tables = self.tables.lock().await;
        let r = tables.get_mut(id)?;
        if r.handle.is_closed() {
            tables.remove(id);
            return None;
        }
        r.asked = Instant::now();
        Some(r.handle.clone())
    }

    pub async fn create(self: &Arc<Self>, req: CreateTable) -> Result<Created, LobbyError> {
        self.create_from(req, None).await
    }

    /// A new table opened from address `from` (when known): its AI players think in
    /// that address's turn.
    pub async fn create_from(
        self: &Arc<Self>,
        req: CreateTable,
        from: Option<std::net::IpAddr>,
    ) -> Result<Created, LobbyError> {
        let owner = from.map(thinking::Owner::of);
        let kind: &'static GameKind = games::find(&req.game).ok_or_else(|| {
            LobbyError::Bad(format!(
                "unknown game {:?}; this server has: {}",
                req.game,
                games::GAMES
                    .iter()
                    .map(|g| g.entry.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        if req.clock_secs > MAX_CLOCK_SECS {
            return Err(LobbyError::bad(
                "clock_too_long",
                json!({ "most": MAX_CLOCK_SECS, "days": MAX_CLOCK_SECS / (24 * 3600) }),
                format!("the clock is at most {MAX_CLOCK_SECS} seconds per decision"),
            ));
        }
        let options = req
            .options
            .unwrap_or_else(|| (kind.entry.default_options)());
        // serde would read a list as the fields in order, past the check of their names.
        if !options.is_object() {
            return Err(LobbyError::Bad(
                "options must be an object of option names and values".into(),
            ));
        }
        let seed: u64 = rand::rng().random();
        // The page's forms offer only options that make a game: a reason the page does
        // not word (the engine's English, in `reason`).
        let game = (kind.entry.new_game)(&options, seed).map_err(|e| {
            LobbyError::bad(
                "bad_options",
                json!({ "reason": e.to_string() }),
                e.to_string(),
            )
        })?;
        if game.num_seats() != req.seats.len() {
            return Err(LobbyError::bad(
                "seats_players",
                json!({ "players": game.num_seats(), "seats": req.seats.len() }),
                format!(
                    "these options seat {} players, but {} seats were given",
                    game.num_seats(),
                    req.seats.len()
                ),
            ));
        }
        for s in &req.seats {
            if let Some(level) = &s.ai
                && !kind.levels.contains(&level.as_str())
            {
                return Err(LobbyError::bad(
                    "ai_level",
                    json!({ "level": level, "levels": kind.levels.join(", ") }),
                    format!("unknown AI level {level:?}: use {}", kind.levels.join(", ")),
                ));
            }
        }
        // Stored whole, so the table's page and its replays read every option as played.
        let options = game.options_json();
        let creator = clean_name(req.name.as_deref().unwrap_or(""));
        check_name(&creator)?;
        let first_person = req.seats.iter().position(|s| s.ai.is_none());
        let seats: Vec<SeatRecord> = req
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatRecord {
                seat: i as Seat,
                ai: s.ai.clone(),
                name: match &s.ai {
                    Some(level) => format!("AI ({level})"),
                    None if Some(i) == first_person && !creator.is_empty() => creator.clone(),
                    None => table::vacant_seat_name(i as Seat),
                },
                token: crate::store::new_token(),
                invite: crate::store::new_token(),
                claimed: Some(i) == first_person,
                open: s.ai.is_none() && s.open,
            })
            .collect();
        let rec = TableRecord {
            id: new_id(),
            game: kind.entry.name.to_string(),
            engine_version: kind.entry.engine_version,
            options,
            seed,
            clock_ms: req.clock_secs * 1000,
            created_ms: now_ms(),
            seats,
            finished: false,
            outcome: None,
            final_hash: None,
            rematch: None,
        };
        let created = Created {
            id: rec.id.clone(),
            seat: first_person.map(|s| s as Seat),
            token: first_person.map(|s| rec.seats[s].token.clone()),
            invites: rec
                .seats
                .iter()
                .filter(|s| s.ai.is_none() && Some(s.seat as usize) != first_person)
                .map(|s| Invite {
                    seat: s.seat,
                    invite: s.invite.clone(),
                })
                .collect(),
        };
        let this = self.clone();
        let chat = req.chat;
        uninterrupted(async move {
            this.store.insert_table(&rec, None).await?;
            // Before its task starts, which reads it.
            if let Some(rule) = chat {
                crate::chat::set_rule(&this.store, &rec.id, rule).await?;
            }
            this.register(kind, rec, owner).await?;
            Ok(created)
        })
        .await
    }

    /// Starts a new table's task and puts it in the lobby (call it from `uninterrupted`
    /// code: a task the lobby does not know must never run).
    async fn register(
        &self,
        kind: &'static GameKind,
        rec: TableRecord,
        owner: Option<thinking::Owner>,
    ) -> Result<TableHandle> {
        self.register_with(kind, rec, Vec::new(), owner).await
    }

    /// [`Lobby::register`] of a table whose game begins with `log` (stored here first).
    async fn register_with(
        &self,
        kind: &'static GameKind,
        rec: TableRecord,
        log: Vec<ActionRecord>,
        owner: Option<thinking::Owner>,
    ) -> Result<TableHandle> {
        if let Some(me) = &self.cluster
            && !self.store.acquire_lease(&rec.id, me).await?
        {
            anyhow::bail!("table {}: another process took the new table", rec.id);
        }
        if !log.is_empty() {
            self.store.append_actions(&rec.id, &log).await?;
        }
        let handle = table::start(kind, self.store.clone(), rec, log, owner, false)?;
        self.tables
            .lock()
            .await
            .insert(handle.id.clone(), Resident::new(handle.clone()));
        Ok(handle)
    }

    /// Tables by status ("open", "running", "finished"; anything else: all live ones),
    /// the newest `limit` of them (the finished, at most 50).
    pub async fn list(
        self: &Arc<Self>,
        status: Option<&str>,
        limit: usize,
    ) -> Result<Vec<Summary>, LobbyError> {
        let mut out: Vec<Summary> = if status == Some("finished") {
            let mut v = Vec::new();
            for id in self.store.finished(limit.min(50) as u32).await? {
                // From memory if the table is there, else from its record: listing
                // finished games does not load (replay) them.
                let resident = self
                    .tables
                    .lock()
                    .await
                    .get(&id)
                    .filter(|r| !r.handle.is_closed())
                    .map(|r| r.handle.summary());
                match resident {
                    Some(s) => v.push(s),
                    None => {
                        if let Some(s) = self.stored_summary(&id).await? {
                            v.push(s);
                        }
                    }
                }
            }
            v
        } else {
            let tables = self.tables.lock().await;
            tables
                .values()
                .map(|r| r.handle.summary())
                .filter(|s| match status {
                    Some(want @ ("open" | "running")) => s.status == want,
                    _ => s.status != "finished",
                })
                .collect()
        };
        if let Some(me) = &self.cluster
            && status != Some("finished")
        {
            // The tables other processes hold, as they last published them.
            let others = self.store.others_summaries(me).await?;
            let mine: std::collections::HashSet<String> =
                out.iter().map(|s| s.id.clone()).collect();
            out.extend(others.into_iter().filter(|s| {
                !mine.contains(&s.id)
                    && match status {
                        Some(want @ ("open" | "running")) => s.status == want,
                        _ => s.status != "finished",
                    }
            }));
        }
        out.sort_by(|a, b| b.created_ms.cmp(&a.created_ms).then(a.id.cmp(&b.id)));
        out.truncate(limit);
        Ok(out)
    }

    /// A finished table's summary from the store alone.
    async fn stored_summary(&self, id: &str) -> Result<Option<Summary>> {
        let Some(rec) = self.store.load_table(id).await? else {
            return Ok(None);
        };
        let Some(kind) = games::find(&rec.game) else {
            return Ok(None);
        };
        let ply = self.store.action_count(id).await?;
        let outcome = rec
            .outcome
            .clone()
            .and_then(|v| serde_json::from_value::<Option<coinop_core::Outcome>>(v).ok())
            .flatten();
        Ok(Some(table::summary_of(
            &rec,
            kind,
            ply,
            Vec::new(),
            outcome,
            |_| false,
        )))
    }

    pub async fn join(
        self: &Arc<Self>,
        id: &str,
        seat: Option<Seat>,
        invite: Option<String>,
        name: &str,
    ) -> Result<(Seat, String), LobbyError> {
        let name = clean_name(name);
        check_name(&name)?;
        let name = if name.is_empty() {
            "Guest".into()
        } else {
            name
        };
        self.ask(id, |reply| Command::Join {
            seat,
            invite: invite.clone(),
            name: name.clone(),
            reply,
        })
        .await?
        .1
        .map_err(LobbyError::Refused)
    }

    pub async fn leave(self: &Arc<Self>, id: &str, token: &str) -> Result<Seat, LobbyError> {
        self.ask(id, |reply| Command::Leave {
            token: token.to_string(),
            reply,
        })
        .await?
        .1
        .map_err(LobbyError::Refused)
    }

    /// The rematch of a finished table (made on the first request): the same game,
    /// options, clock and seats — every person keeps their seat and its secret (known to
    /// them alone) — with a new seed.
    /// `owner`: whose turn the new table's AI players think in (the address asking).
    pub async fn rematch(
        self: &Arc<Self>,
        id: &str,
        token: &str,
        owner: Option<thinking::Owner>,
    ) -> Result<String, LobbyError> {
        let this = self.clone();
        let (id, token) = (id.to_string(), token.to_string());
        uninterrupted(async move { this.make_rematch(&id, &token, owner).await }).await
    }

    async fn make_rematch(
        self: &Arc<Self>,
        id: &str,
        token: &str,
        owner: Option<thinking::Owner>,
    ) -> Result<String, LobbyError> {
        let _one_at_a_time = self.rematches.lock().await;
        self.ask(id, |reply| Command::Seat {
            token: token.to_string(),
            reply,
        })
        .await?
        .1
        .map_err(LobbyError::Refused)?;
        let rec = self
            .ask(id, |reply| Command::Record { reply })
            .await?
            .1
            .map_err(LobbyError::Refused)?;
        if let Some(r) = rec.rematch {
            return Ok(r);
        }
        if !rec.finished {
            return Err(LobbyError::bad(
                "rematch_not_over",
                Value::Null,
                "a rematch comes once the game is over",
            ));
        }
        let kind = games::find(&rec.game)
            .ok_or_else(|| LobbyError::Internal(format!("unknown game {}", rec.game)))?;
        let new = TableRecord {
            id: new_id(),
            seed: rand::rng().random(),
            created_ms: now_ms(),
            finished: false,
            outcome: None,
            final_hash: None,
            rematch: None,
            ..rec
        };
        // The new table and the old one's link to it in one transaction: a rematch is
        // made once, and it holds even if the old table's task has just ended. (The
        // finished table's record in memory may not know of a rematch another process
        // of a cluster has made: the store does, and that one is the rematch.)
        if !self.store.insert_table(&new, Some(id)).await? {
            let made = self.store.load_table(id).await?.and_then(|r| r.rematch);
            let made = made.ok_or_else(|| LobbyError::Internal("the rematch was lost".into()))?;
            if let Ok(t) = self.table(id).await {
                t.tell(Command::SetRematch { id: made.clone() }).await;
            }
            return Ok(made);
        }
        // Its seats keep their secrets, and so their accounts: an account's seat is
        // played only signed in as it, at the rematch too.
        self.store.copy_seat_accounts(id, &new.id).await?;
        let new_id = self.register(kind, new, owner).await?.id;
        if let Ok(t) = self.table(id).await {
            t.tell(Command::SetRematch { id: new_id.clone() }).await;
        }
        Ok(new_id)
    }
}

impl Lobby {
    /// The coaching of the seat `token` holds at the finished table `id`
    /// (`crate::coaching`): begun now if it was not (a restart forgets it).
    pub async fn coaching(
        self: &Arc<Self>,
        id: &str,
        token: &str,
    ) -> Result<(Seat, crate::coaching::Coaching), LobbyError> {
        let seat = self.seat_of(id, token).await?;
        if let Some(c) = crate::coaching::get(id, seat) {
            return Ok((seat, c));
        }
        let (_, kind, replay) = self.finished_game(id).await?;
        let owner = thinking::Owner::Table(id.to_string());
        Ok((seat, crate::coaching::start(kind, id, &owner, seat, replay)))
    }

    /// "Try again from here": a new table whose game is the finished table `id`'s after
    /// its first `ply` actions — the same options and seed, so the same luck — with the
    /// seat `token` holds kept by its player (its name, a new secret) and every other
    /// seat played by the computer (at its level, `easy` for a person's).
    pub async fn try_again(
        self: &Arc<Self>,
        id: &str,
        token: &str,
        ply: usize,
        owner: Option<thinking::Owner>,
    ) -> Result<Created, LobbyError> {
        let seat = self.seat_of(id, token).await?;
        let (rec, kind, replay) = self.finished_game(id).await?;
        if ply >= replay.actions.len() {
            return Err(LobbyError::bad(
                "try_again_ply",
                json!({ "actions": replay.actions.len(), "ply": ply }),
                format!(
                    "the game had {} actions: try again from one before its end",
                    replay.actions.len()
                ),
            ));
        }
        let now = now_ms();
        let log: Vec<ActionRecord> = replay.actions[..ply]
            .iter()
            .enumerate()
            .map(|(i, a)| ActionRecord {
                ply: i as u64,
                seat: a.seat,
                action: a.action.clone(),
                by: "copied".into(),
                at_ms: now,
            })
            .collect();
        let seats: Vec<SeatRecord> = rec
            .seats
            .iter()
            .map(|s| {
                let mine = s.seat == seat;
                let ai = (!mine).then(|| s.ai.clone().unwrap_or_else(|| "easy".into()));
                SeatRecord {
                    seat: s.seat,
                    name: match &ai {
                        Some(level) => format!("AI ({level})"),
                        None => s.name.clone(),
                    },
                    ai,
                    token: crate::store::new_token(),
                    invite: crate::store::new_token(),
                    claimed: mine,
                    open: false,
                }
            })
            .collect();
        let new = TableRecord {
            id: new_id(),
            created_ms: now,
            seats,
            clock_ms: 0,
            finished: false,
            outcome: None,
            final_hash: None,
            rematch: None,
            ..rec
        };
        let created = Created {
            id: new.id.clone(),
            seat: Some(seat),
            token: Some(new.seats[seat as usize].token.clone()),
            invites: Vec::new(),
        };
        let this = self.clone();
        uninterrupted(async move {
            this.store.insert_table(&new, None).await?;
            this.register_with(kind, new, log, owner).await?;
            Ok(created)
        })
        .await
    }

    /// The seat `token` holds at table `id`.
    async fn seat_of(self: &Arc<Self>, id: &str, token: &str) -> Result<Seat, LobbyError> {
        self.ask(id, |reply| Command::Seat {
            token: token.to_string(),
            reply,
        })
        .await?
        .1
        .map_err(LobbyError::Refused)
    }

    /// Table `id`'s record, game and replay, if its game is over.
    async fn finished_game(
        self: &Arc<Self>,
        id: &str,
    ) -> Result<(TableRecord, &'static GameKind, coinop_core::Replay), LobbyError> {
        let rec = self
            .ask(id, |reply| Command::Record { reply })
            .await?
            .1
            .map_err(LobbyError::Refused)?;
        if !rec.finished {
            return Err(LobbyError::Refused(Refusal::new(
                "not_finished",
                "coaching and trying again come once the game is over",
            )));
        }
        let kind = games::find(&rec.game)
            .ok_or_else(|| LobbyError::Internal(format!("unknown game {}", rec.game)))?;
        let replay = self
            .ask(id, |reply| Command::Replay { reply })
            .await?
            .1
            .map_err(LobbyError::Refused)?;
        Ok((rec, kind, replay))
    }
}

/// Runs `work` to its end even if the request that started it is dropped (its client
/// gone): starting a table's task and putting it in the lobby must not be cut in two, or
/// a task the lobby does not know would run, and a second one for the same table could
/// follow.
async fn uninterrupted<T: Send + 'static>(
    work: impl std::future::Future<Output = Result<T, LobbyError>> + Send + 'static,
) -> Result<T, LobbyError> {
    tokio::spawn(work)
        .await
        .map_err(|e| LobbyError::Internal(format!("the lobby failed: {e}")))?
}

/// A player's name as others will read it: no control or invisible format characters
/// (a right-to-left override would turn the text after it around, a zero-width space
/// would make "Bob" and "Bob" two names), spaces of any kind as one space, at most
/// `MAX_NAME` characters.
pub(crate) fn clean_name(name: &str) -> String {
    let mut out = String::new();
    // Marks counted once the invisible characters between them are gone.
    let visible: String = name
        .chars()
        .filter(|&c| !c.is_control() && !coinop_core::text::invisible(c))
        .collect();
    for c in coinop_core::text::tame_marks(&visible).chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            out.push(c);
        }
    }
    out.trim_end()
        .chars()
        .take(MAX_NAME)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// Names that would read as another seat's label ("P3", "Bob (P1)", "Seat 2") or an
/// AI's ("AI (hard)") are refused: the log, the scores and the seats list name seats so.
pub(crate) fn check_name(name: &str) -> Result<(), LobbyError> {
    let lower = name.to_lowercase();
    let seat_label = |t: &str| {
        let t = t.trim();
        [t.strip_prefix('p'), t.strip_prefix("seat")]
            .into_iter()
            .flatten()
            .map(str::trim_start)
            .any(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
    };
    let bracketed = lower
        .strip_suffix(')')
        .and_then(|t| t.rsplit_once('('))
        .is_some_and(|(_, inner)| seat_label(inner));
    // "You" would read as each reader's own seat: the log said "You places their tank".
    if lower == "you" || lower == "me" {
        return Err(LobbyError::bad(
            "name_like_you",
            json!({ "name": name }),
            format!("the name {name:?} would read as every player's own; choose another"),
        ));
    }
    if seat_label(&lower) || bracketed || lower.starts_with("ai (") || lower == "ai" {
        return Err(LobbyError::bad(
            "name_like_seat",
            json!({ "name": name }),
            format!(
                "the name {name:?} reads like a seat's or an AI's label (P1, AI (easy)); choose another"
            ),
        ));
    }
    // The name a deleted account's seats keep, as any language shows it, or a look-alike:
    // a guest so named would pass for a deleted account.
    if site_name("site-deleted-player", name) {
        return Err(reserved(name));
    }
    Ok(())
}

/// The name as it looks (UTS #39's skeleton, of its lower case): "аlice" with a Cyrillic
/// "а", or "alice" and "aIice", look alike and may not be two people.
pub(crate) fn skeleton(name: &str) -> String {
    unicode_security::skeleton(&name.to_lowercase())
        .collect::<String>()
        .to_lowercase()
}

/// Whether `name` is, or looks like, the site's own name `id` (a page message: "deleted
/// player", «удалённый игрок») in any language, or as the server stores it.
pub(crate) fn site_name(id: &str, name: &str) -> bool {
    let look = skeleton(name);
    coinop_core::Lang::all()
        .filter_map(|lang| crate::lang::page_words(lang).lookup(id))
        .any(|words| skeleton(&words) == look)
}

/// A name refused as the site's own.
pub(crate) fn reserved(name: &str) -> LobbyError {
    LobbyError::bad(
        "name_reserved",
        json!({ "name": name }),
        format!("the name {name:?} is the site's own; choose another"),
    )
}

/// Table ids: 10 characters of an alphabet without look-alikes.
fn new_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..10)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_what_would_hide_or_turn_text_around() {
        assert_eq!(clean_name("\u{202e}Bob the Great"), "Bob the Great");
        assert_eq!(clean_name("Bob\u{200b}"), "Bob");
        assert_eq!(clean_name("\u{200b}\u{200b}\u{200b}"), "");
        assert_eq!(clean_name("  Ann \t\u{3000} Lee  "), "Ann Lee");
        assert_eq!(clean_name("Ёжик в тумане"), "Ёжик в тумане");
        assert_eq!(clean_name(&"W".repeat(40)).chars().count(), MAX_NAME);
        // Cut at 24 characters, never ending on a space.
        assert_eq!(
            clean_name("aaaaaaaaaaaaaaaaaaaaaaa bbb"),
            "aaaaaaaaaaaaaaaaaaaaaaa"
        );
    }

    #[test]
    fn names_that_read_as_a_seat_or_an_ai_are_refused() {
        for bad in [
            "P3",
            "p 12",
            "Bob (P1)",
            "bob (p 2)",
            "AI (hard)",
            "Seat 2",
            "AI",
            "You",
            "me",
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
        for good in [
            "Pat",
            "P3nny",
            "Bob (the great)",
            "Aiden",
            "Seat of power",
            "R2-D2",
            "Youssef",
            "",
        ] {
            assert!(check_name(good).is_ok(), "{good}");
        }
    }
}
