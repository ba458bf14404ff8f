//! Lessons served: `POST /api/lessons/{game}` with how many of the learner's actions are
//! taken (and, to move, the actions). The server keeps nothing: each request builds the
//! lesson again from its file (a lesson is short, and its luck is scripted), so a page
//! may reload, go back, or be opened in two tabs. The answer has the shape of a table's
//! `state` or `update` (as the learner's seat sees it: hidden information stays hidden),
//! with the lesson's words beside it. Each point of a lesson is made once and kept.

use crate::games::GameKind;
use crate::protocol::{Refusal, SeatSummary, ServerMsg, Summary};
use crate::table::Story;
use crate::table::{legal_of, reworded_in_list};
use coinop_core::{Lang, Viewer};
use coinop_scenario::{NotNow, Tutor};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// What a page sends.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonRequest {
    /// The learner's actions taken so far (`lesson.taken` of the last answer).
    #[serde(default)]
    pub taken: usize,
    /// The learner's next actions; none to be told where the lesson stands.
    #[serde(default)]
    pub actions: Option<Vec<Value>>,
    /// Actions to try and take back (a plan's cards laid): answered as a table's
    /// `preview`, the lesson unchanged.
    #[serde(default)]
    pub preview: Option<Vec<Value>>,
}

/// Answers already made: a lesson's state after each number of the learner's actions, and
/// its update for each of the step's moves, are the same for everyone (the file and
/// `taken` decide them), so each is made once. Only answers to the lesson's own moves
/// are kept (and refusals of points past a lesson's end), within a bound.
static MADE: LazyLock<Mutex<HashMap<Point, Made>>> = LazyLock::new(Default::default);

/// An answer made, or the refusal of a point that is not in the lesson (past its end):
/// kept too, so asking again costs nothing.
type Made = Result<Arc<Value>, Refusal>;

/// A point of a lesson: the game, the learner's actions taken, and how many of the
/// step's moves the answer takes (none: the state there).
type Point = (&'static str, Lang, usize, usize);

/// The lesson's answer, or its refusal (a move the lesson does not take changes nothing).
/// Made on a blocking thread (a lesson is built again from its file: milliseconds), once
/// for each point of the lesson; another move is refused from the made state's words.
/// The lesson's log is told in `lang`.
pub async fn answer(
    kind: &'static GameKind,
    req: LessonRequest,
    lang: Lang,
) -> Result<Arc<Value>, Refusal> {
    if !kind.has_lesson {
        return Err(Refusal::new("not_found", "this game has no lesson yet"));
    }
    let name = kind.entry.name;
    let taken = req.taken;
    let state = match made(name, lang, taken, 0) {
        Some(s) => s?,
        None => {
            let req = LessonRequest {
                taken,
                actions: None,
                preview: None,
            };
            let s = blocking(move || compute(kind, req, lang))
                .await
                .map(Arc::new);
            keep(name, lang, taken, 0, s.clone());
            s?
        }
    };
    match (&req.actions, &req.preview) {
        (None, None) => Ok(state),
        (Some(actions), None) => {
            let expected = state["lesson"]["expected"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let follows = !actions.is_empty()
                && actions.len() <= expected.len()
                && actions.iter().zip(&expected).all(|(a, e)| a == e);
            if !follows {
                let now = &state["lesson"]["now"];
                let other = now["other"].as_str().filter(|o| !o.is_empty());
                let words = coinop_core::say::core(lang);
                let why = match (other, now["say"].as_str()) {
                    (Some(o), _) => o.to_string(),
                    (None, Some(say)) => words.text_with(
                        "lesson-not-this-time",
                        coinop_core::Args::new().str("say", say),
                    ),
                    (None, None) => words.text("lesson-over"),
                };
                return Err(Refusal::new("not_in_lesson", why));
            }
            let n = actions.len();
            if let Some(u) = made(name, lang, taken, n) {
                return u;
            }
            let u = blocking(move || compute(kind, req, lang))
                .await
                .map(Arc::new);
            keep(name, lang, taken, n, u.clone());
            u
        }
        _ => Ok(Arc::new(blocking(move || compute(kind, req, lang)).await?)),
    }
}

fn made(game: &'static str, lang: Lang, taken: usize, moves: usize) -> Option<Made> {
    MADE.lock()
        .expect("lessons made")
        .get(&(game, lang, taken, moves))
        .cloned()
}

fn keep(game: &'static str, lang: Lang, taken: usize, moves: usize, answer: Made) {
    let mut made = MADE.lock().expect("lessons made");
    // Bounded by the lessons' steps; a bound all the same.
    if made.len() > 4096 {
        made.clear();
    }
    made.insert((game, lang, taken, moves), answer);
}

async fn blocking(
    work: impl FnOnce() -> Result<Value, Refusal> + Send + 'static,
) -> Result<Value, Refusal> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|_| Err(Refusal::new("internal", "the lesson could not be made")))
}

/// The lesson's answer, made from its file.
fn compute(kind: &GameKind, req: LessonRequest, lang: Lang) -> Result<Value, Refusal> {
    if !kind.has_lesson {
        return Err(Refusal::new("not_found", "this game has no lesson yet"));
    }
    let mut tutor = (kind.lesson)(req.taken, lang)
        .map_err(|e| Refusal::new("bad_request", format!("no such point in the lesson: {e}")))?;
    let seat = tutor.head().seat;
    let viewer = Viewer::Seat(seat);
    if let Some(tried) = req.preview {
        if req.actions.is_some() || tried.len() > 64 {
            return Err(Refusal::new(
                "bad_request",
                "a preview is of at most 64 actions, and alone",
            ));
        }
        let game = tutor.game();
        if !game.to_move().contains(seat) {
            return Err(Refusal::new("not_your_turn", "it is not your decision now"));
        }
        let tried = game
            .preview(seat, &tried)
            .map_err(|e| reworded_in_list(game, seat, &tried, Refusal::from(e), lang))?;
        let msg = ServerMsg::Preview {
            id: None,
            observation: tried.observe(viewer),
            legal: legal_of(&*tried, seat, lang),
        };
        return Ok(serde_json::to_value(&msg).expect("messages serialize"));
    }
    match req.actions {
        None => {
            let story = Story::from_start(
                tutor.game(),
                viewer,
                lang,
                &[],
                tutor.history().iter().cloned(),
            );
            let sent = story.sent().expect("a story told afresh keeps its tail");
            let msg = ServerMsg::State {
                table: summary(kind, &*tutor, lang),
                you: viewer,
                ply: tutor.ply(),
                observation: tutor.game().observe(viewer),
                legal: legal_of(tutor.game(), seat, lang),
                log: sent.log,
                log_skipped: sent.log_skipped,
                steps: sent.steps,
                steps_skipped: sent.steps_skipped,
                glossary: tutor.game().glossary(viewer, lang),
                clocks: vec![None; tutor.game().num_seats()],
            };
            Ok(with_lesson(&msg, &*tutor))
        }
        Some(actions) => {
            if actions.is_empty() || actions.len() > 64 {
                return Err(Refusal::new("bad_request", "send 1 to 64 actions"));
            }
            let first = tutor.ply();
            let told = tutor
                .take(&actions)
                .map_err(|NotNow(why)| Refusal::new("not_in_lesson", why))?;
            let history = tutor.history();
            let before = history.len() - told.len();
            let game = tutor.game();
            let mut story =
                Story::from_start(game, viewer, lang, &[], history[..before].iter().cloned());
            let voice = game.voice(viewer, lang);
            let steps: Vec<_> = told
                .iter()
                .enumerate()
                .map(|(i, events)| story.tell(&*voice, game, viewer, first + i as u64 + 1, events))
                .collect();
            let msg = ServerMsg::Update {
                table: summary(kind, &*tutor, lang),
                ply: tutor.ply(),
                observation: game.observe(viewer),
                legal: legal_of(game, seat, lang),
                log: steps.iter().flat_map(|t| t.lines.iter().cloned()).collect(),
                events: steps
                    .iter()
                    .flat_map(|t| t.events.iter().cloned())
                    .collect(),
                steps: steps.into_iter().map(|t| t.json).collect(),
                clocks: vec![None; game.num_seats()],
            };
            Ok(with_lesson(&msg, &*tutor))
        }
    }
}

fn with_lesson(msg: &ServerMsg, tutor: &dyn Tutor) -> Value {
    let mut v = serde_json::to_value(msg).expect("messages serialize");
    v["lesson"] = json!(tutor.coaching());
    v
}

/// The lesson's table as the page draws it: the learner's seat, and the others by the
/// names the lesson gives them.
fn summary(kind: &GameKind, tutor: &dyn Tutor, lang: Lang) -> Summary {
    let words = coinop_core::say::core(lang);
    let game = tutor.game();
    let head = tutor.head();
    let mut others = head.names.iter();
    let seats = (0..game.num_seats())
        .map(|s| {
            let you = s == head.seat as usize;
            SeatSummary {
                seat: s as u8,
                ai: (!you).then(|| "lesson".to_string()),
                // Not "You": the log tells every seat in the third person ("Player draws").
                name: if you {
                    words.text("lesson-learner")
                } else {
                    others.next().cloned().unwrap_or_else(|| {
                        words.text_with(
                            "lesson-seat",
                            coinop_core::Args::new().num("n", s as i64 + 1),
                        )
                    })
                },
                claimed: true,
                open: false,
                online: true,
            }
        })
        .collect();
    let outcome = game.outcome();
    Summary {
        id: format!("lesson-{}", kind.entry.name),
        game: kind.entry.name.to_string(),
        title: head.title.clone(),
        options: game.options_json(),
        seats,
        status: if outcome.is_some() {
            "finished"
        } else {
            "running"
        }
        .into(),
        ply: tutor.ply(),
        waiting: game.to_move().seats().iter().collect(),
        clock_ms: 0,
        created_ms: 0,
        outcome,
        rematch: None,
    }
}
