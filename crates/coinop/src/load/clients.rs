//! The clients: people and AI tables played by random legal actions, watchers (also
//! churn and idle), slow readers; and `Ctx`, what they all share.

use super::process::socket_state;
use super::wire::{Target, close, http_as, next_message, open_ws, open_ws_as};
use futures_util::{FutureExt, SinkExt, StreamExt};
use hdrhistogram::Histogram;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::collections::{BTreeMap, VecDeque};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::{Instant, sleep, sleep_until, timeout};
use tokio_tungstenite::tungstenite::Message;

pub const ANSWER_WITHIN: Duration = Duration::from_secs(30);
/// A slow reader's receive buffer: small, so the server's sending backs up soon.
const SLOW_READ_BUFFER: u32 = 4096;

/// RNG streams, one per client: the kind in the high half, the client's number below.
pub const PEOPLE: u64 = 1;
pub const AI: u64 = 2;
pub const SPECTATOR: u64 = 3;
pub const CHURN: u64 = 4;
pub const SLOW: u64 = 5;
pub const IDLE: u64 = 6;

#[derive(Default)]
pub struct Counts {
    pub opened: AtomicU64,
    pub failures: AtomicU64,
    pub errors: AtomicU64,
    pub stale: AtomicU64,
    /// New tables the server refused as too many (its thinking is full): asked again.
    pub busy: AtomicU64,
    pub finished: AtomicU64,
    pub slow_closed: AtomicU64,
    pub slow_unread: AtomicU64,
    /// Acknowledgements received in the measured window, and in all.
    pub acks: AtomicU64,
    pub acks_total: AtomicU64,
    /// Acknowledged actions whose update never came to the seat that should see it.
    pub missed: AtomicU64,
}

/// What every client shares.
pub struct Ctx {
    pub target: Target,
    pub game: &'static str,
    pub options: Mutex<Value>,
    pub think: Duration,
    pub seed: u64,
    pub stop: watch::Receiver<bool>,
    pub stopping: AtomicBool,
    /// The measured window: from the end of the ramp-up to the end of the run.
    pub window: OnceLock<(Instant, Instant)>,
    pub tables: Mutex<Vec<String>>,
    pub sources: AtomicU64,
    pub counts: Counts,
    pub ack_us: Mutex<Histogram<u64>>,
    pub update_us: Mutex<Histogram<u64>>,
    pub kinds: Mutex<BTreeMap<String, u64>>,
    /// People play signed in: each an account, its session's cookie on every request.
    pub signed_in: bool,
    /// Signing up before the run, and signing in anew during it: each a password
    /// hashed or checked (argon2id).
    pub sign_up_us: Mutex<Histogram<u64>>,
    pub sign_in_us: Mutex<Histogram<u64>>,
    /// The people's sessions from signing up, by table loop: its two people's cookies.
    pub sessions: Mutex<Vec<[Option<String>; 2]>>,
}

impl Ctx {
    pub fn rng(&self, kind: u64, n: u64) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_stream(kind << 32 | n);
        rng
    }

    pub fn stopping(&self) -> bool {
        self.stopping.load(Relaxed)
    }

    pub fn in_window(&self, t: Instant) -> bool {
        self.window
            .get()
            .is_some_and(|&(from, to)| t >= from && t <= to)
    }

    pub fn note(&self, what: &str) {
        // Grouped by their words: numbers (plies, ports, ids) would make each one unique.
        let mut key = String::new();
        for c in what.chars().take(160) {
            if !c.is_ascii_digit() {
                key.push(c);
            } else if !key.ends_with('N') {
                key.push('N');
            }
        }
        let mut kinds = self.kinds.lock().expect("kinds lock");
        if kinds.len() < 64 || kinds.contains_key(&key) {
            *kinds.entry(key).or_default() += 1;
        }
    }

    /// An error reply, an unexpected close or a failed HTTP request (not while stopping).
    pub fn error(&self, what: impl AsRef<str>) {
        if !self.stopping() {
            self.counts.errors.fetch_add(1, Relaxed);
            self.note(what.as_ref());
        }
    }

    pub fn failure(&self, what: impl AsRef<str>) {
        if !self.stopping() {
            self.counts.failures.fetch_add(1, Relaxed);
            self.note(&format!("connection failure: {}", what.as_ref()));
        }
    }

    pub fn record(&self, hist: &Mutex<Histogram<u64>>, sent: Instant, took: Duration) {
        if self.in_window(sent) && !self.stopping() {
            let us = (took.as_micros() as u64).max(1);
            hist.lock().expect("histogram lock").saturating_record(us);
        }
    }

    /// The next source address for a client socket: 127.1.x.y on loopback.
    pub fn source(&self) -> Option<SocketAddr> {
        if !self.target.spread {
            return None;
        }
        let n = self.sources.fetch_add(1, Relaxed) % (200 * 250);
        let ip = Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250) as u8 + 1);
        Some(SocketAddr::new(IpAddr::V4(ip), 0))
    }

    pub fn pick_table(&self, rng: &mut ChaCha8Rng) -> Option<String> {
        let tables = self.tables.lock().expect("tables lock");
        (!tables.is_empty()).then(|| tables[rng.random_range(0..tables.len())].clone())
    }

    pub fn running(&self, id: &str, on: bool) {
        let mut tables = self.tables.lock().expect("tables lock");
        if on {
            tables.push(id.to_string());
        } else if let Some(i) = tables.iter().position(|t| t == id) {
            tables.swap_remove(i);
        }
    }
}

/// Resolves when the run is over (or the run's sender is gone).
pub async fn stopped(stop: &mut watch::Receiver<bool>) {
    while !*stop.borrow_and_update() {
        if stop.changed().await.is_err() {
            return;
        }
    }
}

/// Sleeps `d`, or less if the run ends.
pub async fn pause(ctx: &Ctx, d: Duration) {
    let mut stop = ctx.stop.clone();
    tokio::select! {
        _ = stopped(&mut stop) => {}
        _ = sleep(d) => {}
    }
}

/// A table for the load: `seats` as the lobby takes them; the tokens of its person
/// seats (the creator's, then each invitation joined).
/// With `cookies`, its two people are signed in (the creator's first).
pub async fn new_table(
    ctx: &Ctx,
    seats: &Value,
    cookies: [Option<&str>; 2],
) -> Option<(String, Vec<String>)> {
    let options = ctx.options.lock().expect("options lock").clone();
    let body = json!({"game": ctx.game, "options": options, "seats": seats, "name": "load a"});
    let created = match http_as(ctx, "POST", "/api/tables", Some(&body), cookies[0]).await {
        Ok((v, _)) => v,
        // The server's own limit on thinking tables (429 "all busy", or too many from
        // this address): it is working as meant, so the table waits and asks again.
        Err(e)
            if e.downcast_ref::<super::wire::Refused>()
                .is_some_and(|r| r.status == 429 || r.status == 503) =>
        {
            ctx.counts.busy.fetch_add(1, Relaxed);
            pause(ctx, Duration::from_secs(2)).await;
            return None;
        }
        Err(e) => {
            ctx.error(format!("{e:#}"));
            return None;
        }
    };
    let (Some(id), Some(token)) = (created["id"].as_str(), created["token"].as_str()) else {
        ctx.error(format!("POST /api/tables: no id and token in {created}"));
        return None;
    };
    let mut tokens = vec![token.to_string()];
    for invite in created["invites"].as_array().into_iter().flatten() {
        let body = json!({"invite": invite["invite"], "name": "load b"});
        let path = format!("/api/tables/{id}/join");
        match http_as(ctx, "POST", &path, Some(&body), cookies[1]).await {
            Ok((v, _)) => match v["token"].as_str() {
                Some(t) => tokens.push(t.to_string()),
                None => {
                    ctx.error(format!("POST /api/tables/…/join: no token in {v}"));
                    return None;
                }
            },
            Err(e) => {
                ctx.error(format!("{e:#}"));
                return None;
            }
        }
    }
    Some((id.to_string(), tokens))
}

/// Update latency of one table: act sent → the update at the acknowledged ply reaching
/// the seat that should see it (the other person; at AI tables, the actor itself). The
/// acknowledgement and that update come in either order.
#[derive(Default)]
struct Tracker {
    /// The last updates each client received: (ply, when).
    seen: [VecDeque<(u64, Instant)>; 2],
    /// Acknowledged actions whose update has not reached `target` yet.
    waiting: Vec<(usize, u64, Instant)>,
}

impl Tracker {
    /// Client `who` got the update at `ply`; gives the (sent, latency) it completes.
    pub fn update(
        &mut self,
        who: usize,
        ply: u64,
        now: Instant,
    ) -> (Vec<(Instant, Duration)>, u64) {
        let seen = &mut self.seen[who];
        if seen.back().is_none_or(|&(p, _)| p < ply) {
            seen.push_back((ply, now));
            if seen.len() > 32 {
                seen.pop_front();
            }
        }
        let (mut done, mut missed) = (Vec::new(), 0);
        self.waiting.retain(|&(target, p, sent)| {
            if target != who || p > ply {
                return true;
            }
            if p == ply {
                done.push((sent, now.saturating_duration_since(sent)));
            } else {
                missed += 1;
            }
            false
        });
        (done, missed)
    }

    /// An action sent at `sent` was acknowledged at `ply`; its latency if `target` has
    /// already had that update.
    pub fn ack(&mut self, target: usize, ply: u64, sent: Instant) -> Option<Duration> {
        match self.seen[target].iter().find(|&&(p, _)| p == ply) {
            Some(&(_, at)) => Some(at.saturating_duration_since(sent)),
            None => {
                self.waiting.push((target, ply, sent));
                None
            }
        }
    }
}

enum End {
    Finished,
    Stopped,
    Failed,
}

/// One driven seat: client `who` of its table; its updates complete the latency of the
/// actions of `target`'s partner (people) or its own (AI tables).
struct Seat<'a> {
    table: &'a str,
    token: &'a str,
    /// The signed-in person's session cookie.
    cookie: Option<&'a str>,
    who: usize,
    target: usize,
    tracker: &'a Mutex<Tracker>,
}

fn jittered(think: Duration, rng: &mut ChaCha8Rng) -> Duration {
    think.mul_f64(rng.random_range(0.5..1.5))
}

/// Plays a seat: when its `legal` list is not empty, thinks, then sends one of them at
/// random with the ply it saw; one act in flight at a time.
async fn play(ctx: &Ctx, seat: Seat<'_>, rng: &mut ChaCha8Rng) -> End {
    let Some(mut ws) = open_ws_as(ctx, seat.table, Some(seat.token), None, seat.cookie).await
    else {
        return End::Failed;
    };
    let mut stop = ctx.stop.clone();
    let far = || Instant::now() + Duration::from_secs(86_400);
    let mut ply: Option<u64> = None;
    let mut legal: Vec<Value> = Vec::new();
    // After an acknowledgement, the update at its ply comes before the next decision.
    let mut need_ply = 0;
    let mut think: Option<Instant> = None;
    let mut in_flight: Option<(u64, Instant)> = None;
    let mut next_id = 0;
    loop {
        if think.is_none()
            && in_flight.is_none()
            && ply.is_some_and(|p| p >= need_ply)
            && !legal.is_empty()
        {
            think = Some(Instant::now() + jittered(ctx.think, rng));
        }
        let answer_by = in_flight.map(|(_, sent)| sent + ANSWER_WITHIN);
        tokio::select! {
            _ = stopped(&mut stop) => {
                close(ws).await;
                return End::Stopped;
            }
            _ = sleep_until(think.unwrap_or_else(far)), if think.is_some() => {
                think = None;
                let Some(p) = ply.filter(|&p| p >= need_ply && !legal.is_empty()) else {
                    continue;
                };
                let action = legal[rng.random_range(0..legal.len())].clone();
                next_id += 1;
                let act = json!({"type": "act", "actions": [action], "id": next_id, "ply": p});
                let sent = Instant::now();
                if let Err(e) = ws.send(Message::Text(act.to_string().into())).await {
                    ctx.error(format!("cannot send: {e}"));
                    return End::Failed;
                }
                in_flight = Some((next_id, sent));
            }
            _ = sleep_until(answer_by.unwrap_or_else(far)), if answer_by.is_some() => {
                ctx.error(format!("no answer to an act within {ANSWER_WITHIN:?}"));
                in_flight = None;
            }
            m = next_message(ctx, &mut ws) => {
                let Ok(m) = m else { return End::Failed };
                let now = Instant::now();
                match m.kind.as_str() {
                    "state" | "update" => {
                        let Some(p) = m.ply else {
                            ctx.error(format!("a {} without a ply", m.kind));
                            continue;
                        };
                        ply = Some(p);
                        legal = m.legal.into_iter().map(|l| l.action).collect();
                        if legal.is_empty() {
                            think = None;
                        }
                        let tracker = seat.tracker.lock();
                        let (done, missed) = tracker.expect("tracker lock").update(seat.who, p, now);
                        for (sent, took) in done {
                            ctx.record(&ctx.update_us, sent, took);
                        }
                        ctx.counts.missed.fetch_add(missed, Relaxed);
                        if m.table.as_deref() == Some("finished") {
                            close(ws).await;
                            return End::Finished;
                        }
                    }
                    "ack" => {
                        let mine = in_flight.filter(|&(id, _)| m.id == Some(id));
                        let Some((_, sent)) = mine else {
                            ctx.error(format!("an ack of no act in flight: id {:?}", m.id));
                            continue;
                        };
                        in_flight = None;
                        ctx.counts.acks_total.fetch_add(1, Relaxed);
                        if ctx.in_window(now) {
                            ctx.counts.acks.fetch_add(1, Relaxed);
                        }
                        ctx.record(&ctx.ack_us, sent, now - sent);
                        let Some(acked) = m.ply else {
                            ctx.error("an ack without a ply");
                            continue;
                        };
                        need_ply = acked;
                        let mut tracker = seat.tracker.lock().expect("tracker lock");
                        if let Some(took) = tracker.ack(seat.target, acked, sent) {
                            ctx.record(&ctx.update_us, sent, took);
                        }
                    }
                    "error" => {
                        let message = m.message.unwrap_or_default();
                        if in_flight.is_some_and(|(id, _)| m.id == Some(id)) {
                            in_flight = None;
                        }
                        if message.contains("the game has moved on") {
                            ctx.counts.stale.fetch_add(1, Relaxed);
                        } else {
                            ctx.error(format!("error reply: {message}"));
                        }
                    }
                    // pong, rematch, left, and whatever comes later: nothing to do.
                    _ => {}
                }
            }
        }
    }
}

/// The name of person `who` (0 or 1) of people table `n`.
pub fn person(ctx: &Ctx, n: u64, who: usize) -> String {
    format!("L{}-{n}{}", ctx.seed % 1000, ["a", "b"][who])
}

/// Signs `name` up (`new`: its time in `sign_up_us`) or in (`sign_in_us`): the session's
/// cookie. Told the server is busy signing people in, it waits and asks again.
pub async fn sign_in(ctx: &Ctx, name: &str, new: bool) -> Option<String> {
    let (path, times) = match new {
        true => ("/api/account/sign-up", &ctx.sign_up_us),
        false => ("/api/account/sign-in", &ctx.sign_in_us),
    };
    let body = json!({"name": name, "password": "load password"});
    loop {
        let sent = Instant::now();
        match http_as(ctx, "POST", path, Some(&body), None).await {
            Ok((_, Some(cookie))) => {
                let took = sent.elapsed().as_micros() as u64;
                let _ = times.lock().expect("histogram lock").record(took.max(1));
                return Some(cookie);
            }
            Ok((v, None)) => {
                ctx.error(format!("POST {path}: no session cookie with {v}"));
                return None;
            }
            Err(e)
                if e.downcast_ref::<super::wire::Refused>()
                    .is_some_and(|r| r.status == 429)
                    && !ctx.stopping() =>
            {
                ctx.counts.busy.fetch_add(1, Relaxed);
                pause(ctx, Duration::from_millis(500)).await;
            }
            Err(e) => {
                ctx.error(format!("{e:#}"));
                return None;
            }
        }
    }
}

/// Keeps a table of `seats` going: creates it, plays its person seats, and when the game
/// ends (or a client failed) starts another.
pub async fn table_loop(ctx: Arc<Ctx>, kind: u64, n: u64, seats: Value) {
    let mut rngs = [ctx.rng(kind, 2 * n), ctx.rng(kind, 2 * n + 1)];
    let [rng0, rng1] = &mut rngs;
    // Signed in, each person makes an account with its first table, and signs in anew
    // (a new session, the password checked again) for each table after.
    let names = [0, 1].map(|who| person(&ctx, n, who));
    let mut cookies: [Option<String>; 2] = match kind == PEOPLE {
        true => ctx
            .sessions
            .lock()
            .expect("sessions lock")
            .get(n as usize)
            .cloned()
            .unwrap_or_default(),
        false => [None, None],
    };
    let mut first = true;
    while !ctx.stopping() {
        if ctx.signed_in && kind == PEOPLE && !first {
            for who in 0..2 {
                cookies[who] = sign_in(&ctx, &names[who], false).await;
            }
            if cookies.iter().any(Option::is_none) {
                pause(&ctx, Duration::from_secs(1)).await;
                continue;
            }
        }
        first = false;
        let cookie = |who: usize| cookies[who].as_deref();
        let Some((id, tokens)) = new_table(&ctx, &seats, [cookie(0), cookie(1)]).await else {
            pause(&ctx, Duration::from_secs(1)).await;
            continue;
        };
        ctx.running(&id, true);
        let tracker = Mutex::new(Tracker::default());
        let seat = |who: usize, target: usize| Seat {
            table: &id,
            cookie: cookie(who),
            token: &tokens[who],
            who,
            target,
            tracker: &tracker,
        };
        let end = if tokens.len() == 1 {
            play(&ctx, seat(0, 0), rng0).await
        } else {
            let a = play(&ctx, seat(0, 1), rng0);
            let b = play(&ctx, seat(1, 0), rng1);
            tokio::pin!(a, b);
            // The first to end decides; a finished game ends for the other seat too.
            let (first, other) = tokio::select! {
                e = &mut a => (e, b.as_mut().left_future()),
                e = &mut b => (e, a.as_mut().right_future()),
            };
            if let End::Finished | End::Stopped = first
                && timeout(Duration::from_secs(10), other).await.is_err()
            {
                ctx.error("the other seat never saw the game end");
            }
            first
        };
        ctx.running(&id, false);
        match end {
            End::Finished => {
                ctx.counts.finished.fetch_add(1, Relaxed);
            }
            End::Stopped => break,
            End::Failed => pause(&ctx, Duration::from_secs(1)).await,
        }
    }
}

/// Watches tables: a random running one (another when it ends), or `fixed` for good.
/// `churn` leaves once the state has come.
pub async fn watcher(ctx: Arc<Ctx>, mut rng: ChaCha8Rng, fixed: Option<String>, churn: bool) {
    let mut stop = ctx.stop.clone();
    while !ctx.stopping() {
        let Some(table) = fixed.clone().or_else(|| ctx.pick_table(&mut rng)) else {
            pause(&ctx, Duration::from_millis(200)).await;
            continue;
        };
        let Some(mut ws) = open_ws(&ctx, &table, None, None).await else {
            if churn {
                return;
            }
            pause(&ctx, Duration::from_secs(1)).await;
            continue;
        };
        // Churn waits this long for the state at most.
        let state_by = churn.then(|| Instant::now() + ANSWER_WITHIN);
        loop {
            tokio::select! {
                _ = stopped(&mut stop) => {
                    close(ws).await;
                    return;
                }
                _ = sleep_until(state_by.unwrap_or_else(Instant::now)), if state_by.is_some() => {
                    ctx.error(format!("no state within {ANSWER_WITHIN:?}"));
                    return;
                }
                m = next_message(&ctx, &mut ws) => match m {
                    Ok(m) if churn && m.kind == "state" => {
                        close(ws).await;
                        return;
                    }
                    Ok(m) if !churn && m.table.as_deref() == Some("finished") => {
                        close(ws).await;
                        break;
                    }
                    Ok(_) => {}
                    Err(()) if churn => return,
                    Err(()) => {
                        pause(&ctx, Duration::from_secs(1)).await;
                        break;
                    }
                }
            }
        }
    }
}

/// Says hello to a running table and never reads; notes whether the server hangs up.
pub async fn slow_reader(ctx: Arc<Ctx>, mut rng: ChaCha8Rng) {
    let table = loop {
        if let Some(t) = ctx.pick_table(&mut rng) {
            break t;
        }
        pause(&ctx, Duration::from_millis(200)).await;
        if ctx.stopping() {
            return;
        }
    };
    let Some(mut ws) = open_ws(&ctx, &table, None, Some(SLOW_READ_BUFFER)).await else {
        return;
    };
    let mut stop = ctx.stop.clone();
    let mut closed = false;
    loop {
        let over = tokio::select! {
            _ = stopped(&mut stop) => true,
            _ = sleep(Duration::from_secs(1)) => false,
        };
        // A FIN or RST shows at once; a close behind data we never read shows below.
        let (open, unread) = socket_state(ws.get_ref());
        closed |= !open;
        if over {
            ctx.counts.slow_unread.fetch_add(unread, Relaxed);
            break;
        }
    }
    // Now read what waited: a close frame (or the end) there means the server hung up.
    let drained = timeout(Duration::from_secs(3), async {
        while let Some(m) = ws.next().await {
            match m {
                Ok(Message::Close(frame)) => {
                    let why = frame
                        .map(|f| format!("{} {}", u16::from(f.code), f.reason))
                        .unwrap_or_default();
                    return Some(why);
                }
                Ok(_) => {}
                Err(e) => return Some(e.to_string()),
            }
        }
        Some("the connection ended".to_string())
    })
    .await;
    if let Ok(Some(why)) = drained {
        closed = true;
        ctx.note(&format!(
            "(expected) a slow reader closed by the server: {why}"
        ));
    }
    if closed {
        ctx.counts.slow_closed.fetch_add(1, Relaxed);
    }
}
