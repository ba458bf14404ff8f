//! Where AI players think: a pool of threads of their own, at a lower priority than the
//! threads that serve connections, shared fairly. A person's click is answered before any
//! AI thinks on; decisions at tables with people go before those of tables of computers
//! alone; and among those waiting, each owner (the address that opened the table) takes
//! its turn, so one client opening twenty tables against the strongest AI gets no more
//! than anyone else. Each table also thinks at most [`THINK_PER_MINUTE`] in any minute.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How much CPU time one table's AI may think in any minute of wall-clock time (all its
/// search threads counted); past it, the table's next decision waits (that table slows
/// down, no other). CPU time, as the levels' own budgets are: a loaded server neither
/// shortens a level's search nor charges a table for the time it waited for a core.
pub const THINK_PER_MINUTE: Duration = Duration::from_secs(30);
/// Owners with decisions waiting, per thread, past which new tables with AI seats are
/// refused.
pub const BACKLOG_PER_THREAD: usize = 8;
/// What "recently" means for `Config::ai_tables_per_address`.
pub const RECENT: Duration = Duration::from_secs(5 * 60);

/// Threads that think at once: one per core unless `COINOP_AI_THREADS` says. (An
/// `expert` decision searches on every core itself, at the same low priority.)
pub fn max_thinking() -> usize {
    *MAX_THINKING.get_or_init(|| {
        std::env::var("COINOP_AI_THREADS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            .clamp(1, 1024)
    })
}

static MAX_THINKING: OnceLock<usize> = OnceLock::new();

/// Sets [`max_thinking`] before anything has thought; false if it is already fixed.
pub fn set_max_thinking(n: usize) -> bool {
    MAX_THINKING.set(n.clamp(1, 1024)).is_ok()
}

static THINKING: AtomicUsize = AtomicUsize::new(0);
static THINKING_PEAK: AtomicUsize = AtomicUsize::new(0);

/// The most decisions this process has had thinking at once.
pub fn thinking_peak() -> usize {
    THINKING_PEAK.load(Ordering::Relaxed)
}

/// Whose turn a decision waits in: the address that opened the table, or the table
/// itself when that is not known (a table resumed after a restart, a rematch).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    Address(IpAddr),
    Table(String),
}

impl Owner {
    /// The owner a client's requests count for: its address (an IPv6 /64 as one).
    pub fn of(client: IpAddr) -> Owner {
        Owner::Address(crate::limits::client_key(client))
    }
}

/// Which decisions go first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// At a table where a person plays (and suggestions a person asked for).
    People = 0,
    /// At a table of computers alone.
    Computers = 1,
    /// Coaching a finished game (`crate::coaching`): when nothing else waits.
    Coaching = 2,
}

type Work = Box<dyn FnOnce() + Send>;

#[derive(Default)]
struct Queue {
    /// For each priority, the owners with decisions waiting, in turn; each owner's in
    /// the order they came.
    waiting: [VecDeque<(Owner, VecDeque<Work>)>; 3],
    len: usize,
    /// Decisions thinking now, by owner: an owner may have at most half the threads
    /// (one of two), so however long its searches run, others always get a thread.
    running: HashMap<Owner, usize>,
    /// The tables of each owner and when each last asked to think.
    recent: HashMap<Owner, HashMap<String, Instant>>,
    started: bool,
}

struct Pool {
    queue: Mutex<Queue>,
    ready: Condvar,
}

fn pool() -> &'static Pool {
    static P: OnceLock<Pool> = OnceLock::new();
    P.get_or_init(|| Pool {
        queue: Mutex::new(Queue::default()),
        ready: Condvar::new(),
    })
}

/// Runs `work` on a thinking thread when its turn comes.
pub fn submit(
    owner: &Owner,
    table: &str,
    priority: Priority,
    work: impl FnOnce() + Send + 'static,
) {
    let pool = pool();
    let mut q = pool.queue.lock().expect("thinking queue");
    if !q.started {
        q.started = true;
        for i in 0..max_thinking() {
            std::thread::Builder::new()
                .name(format!("coinop-ai-{i}"))
                .spawn(think)
                .expect("a thread for AI players");
        }
    }
    // Coaching a finished game is no table of the owner's still playing.
    if priority != Priority::Coaching {
        q.recent
            .entry(owner.clone())
            .or_default()
            .insert(table.to_string(), Instant::now());
    }
    enqueue(&mut q, owner, priority, Box::new(work));
    drop(q);
    pool.ready.notify_one();
}

/// Puts `work` last in `owner`'s line of its priority (the owner joins the turn if new).
fn enqueue(q: &mut Queue, owner: &Owner, priority: Priority, work: Work) {
    let line = &mut q.waiting[priority as usize];
    match line.iter_mut().find(|(o, _)| o == owner) {
        Some((_, jobs)) => jobs.push_back(work),
        None => line.push_back((owner.clone(), VecDeque::from([work]))),
    }
    q.len += 1;
}

/// Why a new table with AI seats cannot be served now, if it cannot: `ai_tables_full`
/// (fields `playing`, `most`, and when a place frees: `wait` in `unit`, `min` or `s`),
/// or `ai_busy`.
/// `per_owner`: how many tables of one address may have had AI in the last [`RECENT`].
pub fn refuse_new(owner: &Owner, per_owner: usize) -> Option<crate::protocol::Refusal> {
    use crate::protocol::Refusal;
    let mut q = pool().queue.lock().expect("thinking queue");
    let now = Instant::now();
    q.recent.retain(|_, tables| {
        tables.retain(|_, at| now.duration_since(*at) < RECENT);
        !tables.is_empty()
    });
    if let Owner::Address(_) = owner
        && let Some(mine) = q.recent.get(owner)
        && mine.len() >= per_owner
    {
        // A place frees when a game ends, or when the oldest has been open for RECENT.
        let oldest = mine.values().min().copied().unwrap_or(now);
        let frees = RECENT.saturating_sub(now.duration_since(oldest)).as_secs() + 1;
        let (wait, unit) = if frees >= 60 {
            (frees.div_ceil(60), "min")
        } else {
            (frees, "s")
        };
        return Some(Refusal::with(
            "ai_tables_full",
            serde_json::json!({
                "playing": mine.len(), "most": per_owner, "wait": wait, "unit": unit,
            }),
            format!(
                "{} of your tables against the computer are still playing (at most \
                 {per_owner} at once); finish one, or a place frees in {wait} {unit}",
                mine.len()
            ),
        ));
    }
    // Busy for everyone only when many owners wait: one owner's backlog is its own (the
    // queue serves every other owner before its next decision).
    // Coaching waits behind everything, so it never makes the computer players busy.
    let owners = q.waiting[..Priority::Coaching as usize]
        .iter()
        .flatten()
        .filter(|(o, _)| o != owner)
        .count();
    if owners >= BACKLOG_PER_THREAD * max_thinking() {
        return Some(Refusal::new(
            "ai_busy",
            "the computer players are all busy right now; try again in a minute, or play \
             against people",
        ));
    }
    None
}

/// Counts a new table with AI seats as one of `owner`'s from now, before its AI has
/// thought (a table whose person moves first counts too).
pub fn note(owner: &Owner, table: &str) {
    let mut q = pool().queue.lock().expect("thinking queue");
    q.recent
        .entry(owner.clone())
        .or_default()
        .insert(table.to_string(), Instant::now());
}

/// A table's game is over: its computer players have nothing left to think, so it no
/// longer counts against its owner's tables.
pub fn finished(table: &str) {
    let mut q = pool().queue.lock().expect("thinking queue");
    q.recent.retain(|_, tables| {
        tables.remove(table);
        !tables.is_empty()
    });
}

/// A thinking thread: takes the next decision in turn and runs it.
fn think() {
    lower_priority();
    let pool = pool();
    loop {
        let (owner, work) = {
            let mut q = pool.queue.lock().expect("thinking queue");
            loop {
                if let Some(w) = next(&mut q, max_thinking()) {
                    break w;
                }
                q = pool.ready.wait(q).expect("thinking queue");
            }
        };
        let now = THINKING.fetch_add(1, Ordering::Relaxed) + 1;
        THINKING_PEAK.fetch_max(now, Ordering::Relaxed);
        // The work catches an AI's panic itself; this only keeps the thread alive.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
        THINKING.fetch_sub(1, Ordering::Relaxed);
        let mut q = pool.queue.lock().expect("thinking queue");
        if let Some(n) = q.running.get_mut(&owner) {
            *n -= 1;
            if *n == 0 {
                q.running.remove(&owner);
            }
        }
        drop(q);
        // Its owner's next decision may run now.
        pool.ready.notify_all();
    }
}

/// The next decision: the first priority with any waiting, the owner whose turn it is
/// among those not already thinking on their share of the threads.
fn next(q: &mut Queue, threads: usize) -> Option<(Owner, Work)> {
    let share = (threads / 2).max(1);
    for p in 0..q.waiting.len() {
        let line = &mut q.waiting[p];
        let Some(i) = line
            .iter()
            .position(|(o, _)| q.running.get(o).copied().unwrap_or(0) < share)
        else {
            continue;
        };
        let (owner, mut jobs) = line.remove(i).expect("a waiting owner");
        let work = jobs.pop_front().expect("an owner waits with work");
        if !jobs.is_empty() {
            line.push_back((owner.clone(), jobs));
        }
        q.len -= 1;
        *q.running.entry(owner.clone()).or_default() += 1;
        return Some((owner, work));
    }
    None
}

/// Makes the calling thread (and the threads it starts: an `expert` search) yield to
/// the threads that serve connections.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with `who` 0 changes the calling thread's nice value on Linux.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 10);
    }
}

/// A table's thinking over the last minute, to keep it within [`THINK_PER_MINUTE`].
#[derive(Default)]
pub struct Budget {
    spent: VecDeque<(Instant, Duration)>,
}

impl Budget {
    /// Counts a decision that ended now after thinking `took`.
    pub fn spend(&mut self, took: Duration) {
        self.spent.push_back((Instant::now(), took));
    }

    /// When the table may think again, if not now.
    pub fn rest_until(&mut self) -> Option<Instant> {
        let now = Instant::now();
        while self
            .spent
            .front()
            .is_some_and(|(at, _)| now.duration_since(*at) >= Duration::from_secs(60))
        {
            self.spent.pop_front();
        }
        let mut used: Duration = self.spent.iter().map(|(_, d)| *d).sum();
        if used < THINK_PER_MINUTE {
            return None;
        }
        // Wait until enough of the minute's thinking has aged out of it.
        for (at, d) in &self.spent {
            used = used.saturating_sub(*d);
            if used < THINK_PER_MINUTE {
                return Some(*at + Duration::from_secs(60));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24: eight tables against the computer, all finished, refused a ninth; only
    /// tables whose computer players still play count, and the refusal says when a place
    /// frees.
    #[test]
    fn a_finished_game_frees_its_place_and_a_refusal_says_when_one_frees() {
        let owner = Owner::Address("192.0.2.77".parse().unwrap());
        for i in 0..3 {
            note(&owner, &format!("budget-{i}"));
        }
        let why = refuse_new(&owner, 3).expect("three of three are playing");
        assert_eq!(why.code, "ai_tables_full");
        assert_eq!(
            why.fields,
            serde_json::json!({"playing": 3, "most": 3, "wait": 5, "unit": "min"})
        );
        let why = why.message;
        assert!(
            why.contains("3 of your tables against the computer are still playing"),
            "{why}"
        );
        assert!(why.contains("a place frees in 5 min"), "{why}");
        finished("budget-1");
        assert_eq!(refuse_new(&owner, 3), None);
        note(&owner, "budget-3");
        assert!(refuse_new(&owner, 3).is_some());
    }

    /// Coaching a finished game (issue 24) is no table still playing, and however much
    /// of it waits, the computer players are not busy for anyone.
    #[test]
    fn coaching_neither_holds_a_place_nor_makes_the_computers_busy() {
        let owner = Owner::Address("192.0.2.78".parse().unwrap());
        note(&owner, "coached-0");
        finished("coached-0");
        // The work is held back (the threads that take it wait for the gate), so the
        // owners wait in line.
        static GATE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
        let hold = || {
            let until = Instant::now() + Duration::from_secs(10);
            while !GATE.load(std::sync::atomic::Ordering::Relaxed) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(5));
            }
        };
        for i in 0..(BACKLOG_PER_THREAD * max_thinking() + max_thinking() + 4) {
            let other = Owner::Address(format!("198.51.100.{}", i % 250).parse().unwrap());
            submit(&other, &format!("coached-{i}"), Priority::Coaching, hold);
        }
        submit(&owner, "coached-0", Priority::Coaching, hold);
        let fresh = Owner::Address("203.0.113.9".parse().unwrap());
        let (mine, anyone) = (refuse_new(&owner, 1), refuse_new(&fresh, 8));
        GATE.store(true, std::sync::atomic::Ordering::Relaxed);
        assert_eq!(mine, None, "its finished table holds no place");
        assert_eq!(anyone, None, "coaching waiting never refuses a table");
    }

    #[test]
    fn owners_take_turns_and_people_go_first() {
        let mut q = Queue::default();
        let a = Owner::Table("a".into());
        let b = Owner::Table("b".into());
        let order = std::sync::Arc::new(Mutex::new(Vec::new()));
        let job = |name: &'static str| {
            let order = order.clone();
            Box::new(move || order.lock().unwrap().push(name)) as Work
        };
        for (owner, p, name) in [
            (&a, Priority::Computers, "a-c1"),
            (&a, Priority::People, "a1"),
            (&a, Priority::People, "a2"),
            (&a, Priority::People, "a3"),
            (&b, Priority::People, "b1"),
        ] {
            enqueue(&mut q, owner, p, job(name));
        }
        // Four threads: each owner may think on two at once.
        while let Some((owner, w)) = next(&mut q, 4) {
            w();
            *q.running.get_mut(&owner).unwrap() -= 1;
        }
        assert_eq!(*order.lock().unwrap(), ["a1", "b1", "a2", "a3", "a-c1"]);
        assert_eq!(q.len, 0);
    }

    #[test]
    fn an_owner_thinks_on_half_the_threads_at_most() {
        let mut q = Queue::default();
        let a = Owner::Table("a".into());
        let b = Owner::Table("b".into());
        for owner in [&a, &a, &a, &b] {
            enqueue(&mut q, owner, Priority::People, Box::new(|| {}));
        }
        // Two threads: a takes one; its next waits while b takes the other.
        let (first, _) = next(&mut q, 2).unwrap();
        assert_eq!(first, a);
        let (second, _) = next(&mut q, 2).unwrap();
        assert_eq!(second, b);
        assert!(next(&mut q, 2).is_none(), "a already thinks on its share");
        *q.running.get_mut(&a).unwrap() -= 1;
        assert_eq!(next(&mut q, 2).unwrap().0, a);
    }

    #[test]
    fn a_table_past_its_minute_of_thinking_rests() {
        let mut b = Budget::default();
        assert_eq!(b.rest_until(), None);
        b.spend(Duration::from_secs(20));
        assert_eq!(b.rest_until(), None);
        b.spend(Duration::from_secs(15));
        let until = b.rest_until().expect("35 s in a minute is past the budget");
        let wait = until.duration_since(Instant::now());
        assert!(wait > Duration::from_secs(55) && wait <= Duration::from_secs(60));
    }
}
