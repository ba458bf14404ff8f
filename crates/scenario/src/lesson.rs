//! Lessons: a scenario file that teaches. Its `[lesson]` table names it and the seat the
//! learner plays; each step with `say` is the learner's (what to do, and `why`, `done`
//! once done, `other` for any other move), every other step is the script of the seats
//! the learner plays against, played at once. The position and its luck are the
//! scenario's, so a lesson is data, and the runner checks it like any scenario.
//!
//! A lesson holds no state a server must keep: [`Lesson::replay`] builds it again from
//! its file and the number of the learner's actions taken, so a page can reload or come
//! back at any time.

use crate::ScenarioGame;
use crate::file::{self, Scenario, Step};
pub use crate::file::{LessonHead, Teaching};
use coinop_core::{Args, Erased, Lang, Seat};
use serde::Serialize;
use serde_json::Value;

/// Where a lesson stands, as a page shows it.
#[derive(Clone, Debug, Serialize)]
pub struct Coaching {
    pub title: String,
    pub intro: String,
    pub outro: String,
    /// The learner's step now, from 1; `of` steps in all.
    pub step: usize,
    pub of: usize,
    /// The step's words; none when the lesson is over.
    pub now: Option<Teaching>,
    /// What the last step did (its `done`), once it is done.
    pub last_done: String,
    /// The actions the step still waits for, in order (to mark their controls).
    pub expected: Vec<Value>,
    /// How many of the learner's actions are taken (what a page sends back).
    pub taken: usize,
    pub finished: bool,
}

/// A move the lesson does not take, and the sentence that says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotNow(pub String);

/// A lesson being played, whatever its game: what the server serves.
pub trait Tutor: Send + Sync {
    fn game(&self) -> &dyn Erased;
    fn head(&self) -> &LessonHead;
    /// The events of the scripted steps before the learner's first (one list an action).
    fn opening(&self) -> &[Vec<Value>];
    fn coaching(&self) -> Coaching;
    /// Takes the learner's actions (all, or none if any is not the lesson's next), then
    /// plays the other seats' script up to the learner's next step; the events of every
    /// action applied, one list an action.
    fn take(&mut self, actions: &[Value]) -> Result<Vec<Vec<Value>>, NotNow>;
    /// Actions applied since the position (the learner's and the script's).
    fn ply(&self) -> u64;
    /// Every action's events since the position, the opening's first: the whole story.
    fn history(&self) -> &[Vec<Value>];
}

/// A lesson of game `G`.
pub struct Lesson<G> {
    head: LessonHead,
    steps: Vec<Step>,
    teachings: Vec<Option<Teaching>>,
    game: G,
    /// The step being played, and how many of its actions are taken.
    next: usize,
    within: usize,
    taken: usize,
    ply: u64,
    opening: Vec<Vec<Value>>,
    history: Vec<Vec<Value>>,
    last_done: String,
    /// The language of its words (the file's are English).
    lang: Lang,
}

/// The ids of a lesson's words in a translation (the game's catalogue): `lesson-title`,
/// `lesson-intro`, `lesson-outro`, `lesson-name-N` (the other seats' names, from 1), and
/// for each step with words `lesson-step-N-say`, `-why`, `-done`, `-other` (N counting
/// every `[[step]]` of the file from 1), each for a field the file fills.
pub fn words_of(head: &LessonHead, teachings: &[Option<Teaching>]) -> Vec<(String, String)> {
    let mut out = vec![("lesson-title".to_string(), head.title.clone())];
    for (id, text) in [("lesson-intro", &head.intro), ("lesson-outro", &head.outro)] {
        if !text.is_empty() {
            out.push((id.to_string(), text.clone()));
        }
    }
    for (i, name) in head.names.iter().enumerate() {
        out.push((format!("lesson-name-{}", i + 1), name.clone()));
    }
    for (i, t) in teachings.iter().enumerate() {
        let Some(t) = t else { continue };
        for (field, text) in [
            ("say", &t.say),
            ("why", &t.why),
            ("done", &t.done),
            ("other", &t.other),
        ] {
            if !text.is_empty() {
                out.push((format!("lesson-step-{}-{field}", i + 1), text.clone()));
            }
        }
    }
    out
}

impl<G: ScenarioGame> Lesson<G> {
    /// The lesson's words in `lang`: each one `word(id)` gives (the game's catalogue, ids
    /// as [`words_of`] names them); the file's English where it gives none.
    pub fn translate(&mut self, lang: Lang, word: impl Fn(&str) -> Option<String>) {
        self.lang = lang;
        if lang == Lang::EN {
            return;
        }
        // The pseudo-locale is the file's English made long and accented.
        let pseudo = lang.is_pseudo();
        let put = |text: &mut String, id: &str| {
            if text.is_empty() {
            } else if pseudo {
                *text = coinop_core::lang::pseudo(text);
            } else if let Some(w) = word(id) {
                *text = w;
            }
        };
        put(&mut self.head.title, "lesson-title");
        put(&mut self.head.intro, "lesson-intro");
        put(&mut self.head.outro, "lesson-outro");
        for (i, name) in self.head.names.iter_mut().enumerate() {
            put(name, &format!("lesson-name-{}", i + 1));
        }
        for (i, t) in self.teachings.iter_mut().enumerate() {
            let Some(t) = t else { continue };
            put(&mut t.say, &format!("lesson-step-{}-say", i + 1));
            put(&mut t.why, &format!("lesson-step-{}-why", i + 1));
            put(&mut t.done, &format!("lesson-step-{}-done", i + 1));
            put(&mut t.other, &format!("lesson-step-{}-other", i + 1));
        }
        // A step already done says its `done` in the language too.
        if let Some(done) = self
            .next
            .checked_sub(1)
            .and_then(|i| self.teachings[..=i].iter().rev().flatten().next())
            .filter(|_| !self.last_done.is_empty())
        {
            self.last_done = done.done.clone();
        }
    }

    /// Its words as the file has them (English), with their ids.
    pub fn words(&self) -> Vec<(String, String)> {
        words_of(&self.head, &self.teachings)
    }

    /// The lesson in `text`, at its start (the other seats' opening script played).
    pub fn new(text: &str) -> Result<Lesson<G>, String> {
        let scenario = Scenario::parse(text)?;
        let head = scenario
            .lesson
            .clone()
            .ok_or("a lesson needs a `[lesson]` table (title, seat)")?;
        if let Some(g) = &scenario.game
            && g != G::NAME
        {
            return Err(format!("this is a lesson of {g:?}, not {:?}", G::NAME));
        }
        let teachings: Vec<Option<Teaching>> =
            scenario.steps.iter().map(|s| s.teach.clone()).collect();
        if teachings.iter().all(Option::is_none) {
            return Err("a lesson needs at least one step that says what to do (`say`)".into());
        }
        let game = scenario.build::<G>()?;
        if head.seat as usize >= game.num_seats() {
            return Err(format!(
                "the learner's seat {} is not at the table",
                head.seat
            ));
        }
        let mut lesson = Lesson {
            head,
            steps: scenario.steps,
            teachings,
            game,
            next: 0,
            within: 0,
            taken: 0,
            ply: 0,
            opening: Vec::new(),
            history: Vec::new(),
            last_done: String::new(),
            lang: Lang::EN,
        };
        lesson.opening = lesson.play_script()?;
        lesson.history = lesson.opening.clone();
        Ok(lesson)
    }

    /// The lesson after the learner's first `taken` actions, as its file scripts them.
    pub fn replay(text: &str, taken: usize) -> Result<Lesson<G>, String> {
        let mut lesson = Lesson::<G>::new(text)?;
        for _ in 0..taken {
            let action = lesson
                .expected()?
                .into_iter()
                .next()
                .ok_or("the lesson is over: nothing more to take")?;
            lesson.take(&[action]).map_err(|NotNow(e)| e)?;
        }
        Ok(lesson)
    }

    /// The game as the lesson stands.
    pub fn state(&self) -> &G {
        &self.game
    }

    /// The learner's step's actions not yet taken, as JSON.
    fn expected(&self) -> Result<Vec<Value>, String> {
        let Some(step) = self.steps.get(self.next) else {
            return Ok(Vec::new());
        };
        let texts = self.actions_of(step, self.next)?;
        texts
            .iter()
            .skip(self.within)
            .map(|t| {
                self.game
                    .parse_action(t)
                    .map_err(|e| format!("step {}: {t:?}: {e}", self.next + 1))
                    .and_then(|a| serde_json::to_value(a).map_err(|e| e.to_string()))
            })
            .collect()
    }

    fn actions_of(&self, step: &Step, i: usize) -> Result<Vec<String>, String> {
        let mut actions = step.actions.clone();
        let label = format!("step {}", i + 1);
        let more = file::decode::<G::Shorthand>(step.shorthand.clone(), &label)
            .and_then(|s| self.game.expand(s))?;
        actions.extend(more);
        Ok(actions)
    }

    /// Readies step `next` (its changes to the position and its luck) when it begins.
    fn begin_step(&mut self) -> Result<(), String> {
        if self.within > 0 {
            return Ok(());
        }
        let Some(step) = self.steps.get(self.next) else {
            return Ok(());
        };
        if let Some(set) = &step.set {
            let label = format!("step {} set", self.next + 1);
            let change = file::decode::<G::Change>(set.clone(), &label)?;
            self.game.change(change)?;
        }
        let chance = step.chance.clone();
        self.game.chance_mut().script(chance);
        Ok(())
    }

    fn apply(&mut self, seat: Seat, text: &str) -> Result<Vec<Value>, String> {
        let action = self.game.parse_action(text).map_err(|e| e.to_string())?;
        let mut events = Vec::new();
        self.game
            .apply_into(seat, &action, &mut events)
            .map_err(|e| format!("step {}: {text:?} refused: {e}", self.next + 1))?;
        self.ply += 1;
        events
            .iter()
            .map(|e| serde_json::to_value(e).map_err(|e| e.to_string()))
            .collect()
    }

    /// Plays the other seats' steps up to the learner's next (or the end).
    fn play_script(&mut self) -> Result<Vec<Vec<Value>>, String> {
        let mut told = Vec::new();
        while self.next < self.steps.len() && self.teachings[self.next].is_none() {
            self.begin_step()?;
            let step = self.steps[self.next].clone();
            let seat = step
                .seat
                .unwrap_or_else(|| self.game.to_move().seats().first().unwrap_or(0));
            for text in self.actions_of(&step, self.next)? {
                told.push(self.apply(seat, &text)?);
            }
            self.next += 1;
        }
        self.begin_step()?;
        Ok(told)
    }
}

impl<G: ScenarioGame> Tutor for Lesson<G> {
    fn game(&self) -> &dyn Erased {
        &self.game
    }

    fn head(&self) -> &LessonHead {
        &self.head
    }

    fn opening(&self) -> &[Vec<Value>] {
        &self.opening
    }

    fn coaching(&self) -> Coaching {
        let learner_steps: Vec<usize> = (0..self.steps.len())
            .filter(|i| self.teachings[*i].is_some())
            .collect();
        let done_before = learner_steps.iter().filter(|i| **i < self.next).count();
        // What the step will do is told once it is done: its `done` may tell luck to come.
        let now = self
            .teachings
            .get(self.next)
            .cloned()
            .flatten()
            .map(|t| Teaching {
                done: String::new(),
                ..t
            });
        Coaching {
            title: self.head.title.clone(),
            intro: self.head.intro.clone(),
            outro: self.head.outro.clone(),
            step: (done_before + 1).min(learner_steps.len()),
            of: learner_steps.len(),
            finished: now.is_none(),
            now,
            last_done: self.last_done.clone(),
            expected: self.expected().unwrap_or_default(),
            taken: self.taken,
        }
    }

    fn take(&mut self, actions: &[Value]) -> Result<Vec<Vec<Value>>, NotNow> {
        let say = coinop_core::say::core(self.lang);
        let Some(teaching) = self.teachings.get(self.next).cloned().flatten() else {
            return Err(NotNow(say.text("lesson-over")));
        };
        let other = || {
            NotNow(if teaching.other.is_empty() {
                say.text_with(
                    "lesson-not-this-time",
                    Args::new().str("say", teaching.say.clone()),
                )
            } else {
                teaching.other.clone()
            })
        };
        let expected = self.expected().map_err(NotNow)?;
        if actions.is_empty() || actions.len() > expected.len() {
            return Err(other());
        }
        for (got, want) in actions.iter().zip(&expected) {
            let got = Erased::canonical_action(&self.game, got).map_err(|_| other())?;
            if &got != want {
                return Err(other());
            }
        }
        let step = self.steps[self.next].clone();
        let texts = self.actions_of(&step, self.next).map_err(NotNow)?;
        let seat = self.head.seat;
        let mut told = Vec::new();
        for text in texts.iter().skip(self.within).take(actions.len()) {
            told.push(self.apply(seat, text).map_err(NotNow)?);
            self.within += 1;
            self.taken += 1;
        }
        if self.within == texts.len() {
            self.last_done = teaching.done.clone();
            self.next += 1;
            self.within = 0;
            told.extend(self.play_script().map_err(NotNow)?);
        }
        self.history.extend(told.iter().cloned());
        Ok(told)
    }

    fn ply(&self) -> u64 {
        self.ply
    }

    fn history(&self) -> &[Vec<Value>] {
        &self.history
    }
}

/// Checks a lesson as its tests do: it runs as a scenario (its expectations hold), it
/// has 8 to 15 steps of the learner's, each step takes its own move, and any other legal
/// move is answered and changes nothing.
pub fn check_lesson<G: ScenarioGame>(text: &str) -> Result<Coaching, String> {
    let report = Scenario::parse(text)?.run::<G>();
    if !report.passed() {
        return Err(report.describe(true));
    }
    let mut lesson = Lesson::<G>::new(text)?;
    let of = lesson.coaching().of;
    if !(8..=15).contains(&of) {
        return Err(format!("{of} steps of the learner's: a lesson has 8 to 15"));
    }
    loop {
        let c = lesson.coaching();
        if c.now.is_none() {
            return Ok(c);
        }
        let now = lesson.teachings[lesson.next]
            .clone()
            .expect("a learner's step is under way");
        if c.now.as_ref().is_some_and(|n| !n.done.is_empty()) {
            return Err(format!(
                "step {}: its `done` is told before it is done",
                c.step
            ));
        }
        if now.say.trim().is_empty() || now.done.trim().is_empty() {
            return Err(format!(
                "step {}: `say` and `done` must say something",
                c.step
            ));
        }
        let seat = lesson.head.seat;
        let before = lesson.game.state_hash();
        let wrong = Erased::legal_actions(&lesson.game, seat)
            .into_iter()
            .find(|a| Some(a) != c.expected.first());
        if let Some(wrong) = wrong {
            match lesson.take(std::slice::from_ref(&wrong)) {
                Err(NotNow(why)) if !why.is_empty() => {}
                other => {
                    return Err(format!(
                        "step {}: {wrong} was not refused: {other:?}",
                        c.step
                    ));
                }
            }
            if lesson.game.state_hash() != before || lesson.coaching().taken != c.taken {
                return Err(format!("step {}: a refused move changed the game", c.step));
            }
        }
        if c.expected.is_empty() {
            return Err(format!("step {}: no action to take", c.step));
        }
        lesson
            .take(&c.expected)
            .map_err(|NotNow(e)| format!("step {}: {e}", c.step))?;
        let again = Lesson::<G>::replay(text, lesson.taken)?;
        if again.game.state_hash() != lesson.game.state_hash() {
            return Err(format!(
                "step {}: replaying the lesson does not reach the same game",
                c.step
            ));
        }
    }
}
