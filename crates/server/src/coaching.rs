//! Coaching after a game: when a game ends, each person's seat is looked at again by
//! the `hard` agent's search, seeing only what that seat saw (`coinop_agents::coach`),
//! and up to three decisions where its choice was clearly worth more are kept, with what
//! it would have done in the game's words. It thinks on the shared pool at the lowest
//! priority, one decision a turn (so a long game never holds a thread for long), within
//! [`BUDGET`] of search a seat, at most [`MOST_UNDER_WAY`] at once. The answers live in
//! memory, the latest [`KEEP`] of them; one asked for after a restart is thought again.

use crate::games::GameKind;
use crate::thinking::{self, Owner, Priority};
use coinop_agents::coach::{AnyCoach, CoachConfig, Coached};
use coinop_core::{Erased, Lang, Replay, Seat};
use serde::Serialize;
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

/// The strong agent's whole thinking time for one seat's game, shared out over its
/// decisions (at most `hard`'s 1 s each); `COINOP_COACH_SECONDS` sets another.
pub const BUDGET: Duration = Duration::from_secs(20);

/// [`BUDGET`], or the seconds `COINOP_COACH_SECONDS` says (at most an hour).
fn budget() -> Duration {
    static B: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *B.get_or_init(|| {
        std::env::var("COINOP_COACH_SECONDS")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(BUDGET, |s| Duration::from_secs(s.min(3600)))
    })
}
/// Coachings kept in memory.
pub const KEEP: usize = 512;
/// Coachings under way at once (each holds its game's positions, one a decision):
/// past this, a game ending is not coached, and says so.
pub const MOST_UNDER_WAY: usize = 64;

static UNDER_WAY: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Where a seat's coaching stands.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Coaching {
    /// Still looking: `judged` of `decisions` so far.
    Thinking {
        judged: usize,
        decisions: usize,
    },
    Ready {
        moments: Vec<Marked>,
        /// The seat's decisions with a choice in them, and how many were looked at
        /// before the budget was spent.
        decisions: usize,
        judged: usize,
    },
    Failed {
        message: String,
    },
}

/// A decision the strong agent would have taken otherwise, in words.
#[derive(Clone, Debug, Serialize)]
pub struct Marked {
    /// Actions of the game before it: "Try again from here" starts after them.
    pub ply: usize,
    /// What the seat did, and what the strong agent would have done, an action a line,
    /// in the asker's language ([`Coaching::in_lang`]; English till then).
    pub played: Vec<String>,
    pub better: Vec<String>,
    /// The same lines in each language the site speaks, for [`Coaching::in_lang`].
    #[serde(skip)]
    pub said: Vec<(Lang, Vec<String>, Vec<String>)>,
    /// The same as the game's actions, for a front end to say in its own words.
    pub played_actions: Vec<Value>,
    pub better_actions: Vec<Value>,
    /// Whether the line stops with the decision still the seat's (after an exchange's
    /// draw, a shot's dice): the rest was to be decided once that was seen, so the words
    /// must say so or the line reads as a whole, impossible, decision.
    pub played_goes_on: bool,
    pub better_goes_on: bool,
    /// What the seat saw then (its own view: the game is over).
    pub view: Value,
    /// Test games from each decision (both from the same positions and luck), and how
    /// many of them each won.
    pub playouts: u32,
    pub played_won: u32,
    pub better_won: u32,
}

impl Coaching {
    /// The coaching with its lines in words of `lang` (English where the language was
    /// not worded).
    pub fn in_lang(mut self, lang: Lang) -> Coaching {
        if let Coaching::Ready { moments, .. } = &mut self {
            for m in moments {
                if let Some((_, played, better)) = m.said.iter().find(|(l, ..)| *l == lang) {
                    m.played = played.clone();
                    m.better = better.clone();
                }
            }
        }
        self
    }
}

#[derive(Default)]
struct Kept {
    by: HashMap<(String, Seat), Coaching>,
    order: VecDeque<(String, Seat)>,
}

static KEPT: LazyLock<Mutex<Kept>> = LazyLock::new(Mutex::default);

/// A seat's coaching, if it was begun.
pub fn get(table: &str, seat: Seat) -> Option<Coaching> {
    let kept = KEPT.lock().expect("coaching");
    kept.by.get(&(table.to_string(), seat)).cloned()
}

/// A seat's coaching if begun; else it is marked begun (one request of two at once
/// begins it).
fn claim(table: &str, seat: Seat) -> Option<Coaching> {
    let mut kept = KEPT.lock().expect("coaching");
    if let Some(c) = kept.by.get(&(table.to_string(), seat)) {
        return Some(c.clone());
    }
    let begun = Coaching::Thinking {
        judged: 0,
        decisions: 0,
    };
    put(&mut kept, table, seat, begun);
    None
}

fn set(table: &str, seat: Seat, c: Coaching) {
    put(&mut KEPT.lock().expect("coaching"), table, seat, c);
}

fn put(kept: &mut Kept, table: &str, seat: Seat, c: Coaching) {
    let key = (table.to_string(), seat);
    if kept.by.insert(key.clone(), c).is_none() {
        kept.order.push_back(key);
        while kept.order.len() > KEEP {
            if let Some(old) = kept.order.pop_front() {
                kept.by.remove(&old);
            }
        }
    }
}

/// Begins coaching `seat` of the finished game `replay` records, unless it was begun;
/// answers where it stands.
pub fn start(
    kind: &'static GameKind,
    table: &str,
    owner: &Owner,
    seat: Seat,
    replay: Replay,
) -> Coaching {
    if let Some(c) = claim(table, seat) {
        return c;
    }
    // Seeded by the table's name and the seat, never by the game's seed: the
    // determinizations draw what the seat could not see, and must owe nothing to the
    // luck that dealt it.
    let mut h = coinop_core::StableHasher::default();
    std::hash::Hasher::write(&mut h, table.as_bytes());
    std::hash::Hasher::write_u8(&mut h, seat);
    let config = CoachConfig {
        budget: budget(),
        seed: std::hash::Hasher::finish(&h),
        ..CoachConfig::default()
    };
    use std::sync::atomic::Ordering::Relaxed;
    if UNDER_WAY.fetch_add(1, Relaxed) >= MOST_UNDER_WAY {
        UNDER_WAY.fetch_sub(1, Relaxed);
        let c = Coaching::Failed {
            message: "the server is coaching too many games at once to coach this one".into(),
        };
        set(table, seat, c.clone());
        return c;
    }
    match (kind.coach)(&replay, seat, &config) {
        Ok(run) => {
            let c = Coaching::Thinking {
                judged: 0,
                decisions: run.coached_json().decisions,
            };
            set(table, seat, c.clone());
            submit(
                kind,
                table.to_string(),
                owner.clone(),
                seat,
                run,
                Arc::new(replay),
            );
            c
        }
        Err(message) => {
            UNDER_WAY.fetch_sub(1, Relaxed);
            tracing::warn!("table {table}: cannot coach seat {seat}: {message}");
            let c = Coaching::Failed { message };
            set(table, seat, c.clone());
            c
        }
    }
}

/// Thinks one decision on the pool, then the next in a later turn.
fn submit(
    kind: &'static GameKind,
    table: String,
    owner: Owner,
    seat: Seat,
    mut run: Box<dyn AnyCoach>,
    replay: Arc<Replay>,
) {
    let (t, o) = (table.clone(), owner.clone());
    thinking::submit(&o, &t, Priority::Coaching, move || {
        let more = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run.step()))
            .unwrap_or_else(|_| Err("the search failed".into()));
        match more {
            Ok(true) => {
                let c = run.coached_json();
                set(
                    &table,
                    seat,
                    Coaching::Thinking {
                        judged: c.judged,
                        decisions: c.decisions,
                    },
                );
                submit(kind, table, owner, seat, run, replay);
            }
            Ok(false) => {
                UNDER_WAY.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
                let c = in_words(kind, &replay, seat, run.coached_json());
                set(&table, seat, c);
            }
            Err(message) => {
                UNDER_WAY.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
                tracing::warn!("table {table}: coaching seat {seat} failed: {message}");
                set(&table, seat, Coaching::Failed { message });
            }
        }
    });
}

/// The moments with their actions in the words the seat's list of choices gives them.
fn in_words(kind: &GameKind, replay: &Replay, seat: Seat, coached: Coached<Value>) -> Coaching {
    let worded = || -> Result<Vec<Marked>, String> {
        let mut moments = Vec::new();
        // One replay of the game for all of them: they come in the order played.
        let mut at = (kind.entry.recorded)(replay.engine_version, &replay.options, replay.seed)
            .map_err(|e| e.to_string())?;
        let mut ply = 0;
        for m in coached.moments {
            for s in &replay.actions[ply..m.ply] {
                at.apply_json(s.seat, &s.action)
                    .map_err(|e| e.to_string())?;
            }
            ply = m.ply;
            let (played, played_goes_on) = words(&*at, seat, &m.played, Lang::EN)?;
            let (better, better_goes_on) = words(&*at, seat, &m.better, Lang::EN)?;
            let mut said = Vec::new();
            for lang in Lang::all_and_pseudo().filter(|l| *l != Lang::EN) {
                let (p, _) = words(&*at, seat, &m.played, lang)?;
                let (b, _) = words(&*at, seat, &m.better, lang)?;
                said.push((lang, p, b));
            }
            moments.push(Marked {
                ply: m.ply,
                played,
                better,
                said,
                played_goes_on,
                better_goes_on,
                view: at.observe(coinop_core::Viewer::Seat(seat)),
                played_actions: m.played,
                better_actions: m.better,
                playouts: m.playouts,
                played_won: m.played_won,
                better_won: m.better_won,
            });
        }
        Ok(moments)
    };
    match worded() {
        Ok(moments) => Coaching::Ready {
            moments,
            decisions: coached.decisions,
            judged: coached.judged,
        },
        Err(message) => Coaching::Failed { message },
    }
}

/// `actions` taken in turn from `game` by `seat`, each as its list of choices says it in
/// `lang`, and whether the seat's decision goes on after them.
fn words(
    game: &dyn Erased,
    seat: Seat,
    actions: &[Value],
    lang: Lang,
) -> Result<(Vec<String>, bool), String> {
    let mut g = game.clone_box();
    let mut said = Vec::new();
    for a in actions {
        let i = g
            .legal_actions(seat)
            .iter()
            .position(|l| l == a)
            .ok_or_else(|| format!("{a} is not a legal action"))?;
        said.push(g.action_texts(seat, lang).swap_remove(i));
        g.apply_json(seat, a).map_err(|e| e.to_string())?;
    }
    // A coached line stops where luck is drawn or what was laid is given up for good (an
    // exchange): the seat, still to move, decided the rest after seeing what came.
    let goes_on = !said.is_empty() && g.outcome().is_none() && g.to_move().contains(seat);
    Ok((said, goes_on))
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    /// An Arcade Tanks exchange draws cards with the plan not yet laid (the coach's line
    /// stops there): the line goes on once the cards are seen; a committed plan does not.
    #[test]
    fn a_line_that_stops_on_a_draw_is_said_to_go_on() {
        let kind = crate::games::find("tanks").expect("tanks");
        let mut g = (kind.entry.new_game)(&(kind.entry.default_options)(), 7).expect("a game");
        let is = |a: &Value, v: &str| a.get(v).is_some() || a == v;
        while !g.legal_actions(0).iter().any(|a| is(a, "Exchange")) {
            let seat = g.to_move().seats().first().expect("a seat to move");
            let a = g.legal_actions(seat)[0].clone();
            g.apply_json(seat, &a).expect("legal");
        }
        let legal = g.legal_actions(0);
        let place = legal.iter().find(|a| is(a, "Place")).unwrap().clone();
        let exchange = legal.iter().find(|a| is(a, "Exchange")).unwrap().clone();
        let (said, goes_on) =
            super::words(&*g, 0, &[place.clone(), exchange], coinop_core::Lang::EN).unwrap();
        assert_eq!(said.len(), 2);
        assert!(goes_on, "{said:?}");
        let mut plan = g.clone_box();
        let mut laid = Vec::new();
        while let Some(a) = plan
            .legal_actions(0)
            .into_iter()
            .find(|a| is(a, "Place") || is(a, "Commit"))
        {
            plan.apply_json(0, &a).unwrap();
            let done = is(&a, "Commit");
            laid.push(a);
            if done {
                break;
            }
        }
        let (_, goes_on) = super::words(&*g, 0, &laid, coinop_core::Lang::EN).unwrap();
        assert!(!goes_on, "a committed plan is whole: {laid:?}");
    }

    /// A coached line is worded in each language and served in the asker's: a Russian
    /// reader reads the moves in Russian, an English one in the notation.
    #[test]
    fn a_coaching_is_read_in_the_askers_language() {
        use super::{Coaching, Marked, words};
        use coinop_core::Lang;
        let kind = crate::games::find("tanks").expect("tanks");
        let g = (kind.entry.new_game)(&(kind.entry.default_options)(), 7).expect("a game");
        let seat = g.to_move().seats().first().expect("a seat to move");
        let line = [g.legal_actions(seat)[0].clone()];
        let ru = Lang::parse("ru").unwrap();
        let (en_said, _) = words(&*g, seat, &line, Lang::EN).unwrap();
        let (ru_said, _) = words(&*g, seat, &line, ru).unwrap();
        assert_ne!(en_said, ru_said);
        let coaching = Coaching::Ready {
            moments: vec![Marked {
                ply: 0,
                played: en_said.clone(),
                better: en_said.clone(),
                said: vec![(ru, ru_said.clone(), ru_said.clone())],
                played_actions: line.to_vec(),
                better_actions: line.to_vec(),
                played_goes_on: false,
                better_goes_on: false,
                view: Value::Null,
                playouts: 0,
                played_won: 0,
                better_won: 0,
            }],
            decisions: 1,
            judged: 1,
        };
        let read = |lang| serde_json::to_value(coaching.clone().in_lang(lang)).unwrap();
        assert_eq!(read(ru)["moments"][0]["played"], serde_json::json!(ru_said));
        assert_eq!(read(ru)["moments"][0]["better"], serde_json::json!(ru_said));
        assert_eq!(
            read(Lang::EN)["moments"][0]["played"],
            serde_json::json!(en_said)
        );
        assert!(read(ru)["moments"][0].get("said").is_none());
    }
}
