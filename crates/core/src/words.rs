//! Words are a layer over the record. What happened is data (a game's `Event`); how it is
//! said to one viewer is a [`Line`] of typed [`Span`]s, made by the game's [`Words`] from
//! the event (already as that viewer may see it) and the viewer's observation — never from
//! the whole state, so a sentence cannot tell what its viewer may not know. A front end
//! colours a seat or links a place from the spans' data and never reads meaning out of
//! the words; a language will be a parameter of this layer, never of the data.
//!
//! Where a log starts a new stretch (a round, a player's turn, a phase, the end) is data
//! too: [`Game::mark`](crate::Game::mark). A [`Teller`] tells a viewer's log event by
//! event: the line of each, the heading of each mark (a phase already running begins
//! nothing), and runs of alike events told as one line ([`Words::fold`]).

use crate::lang::Lang;
use crate::{Game, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A piece of a told line: its words, and what they name, if anything.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Span {
    pub text: String,
    /// The seat these words name, or the seat whose piece they name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    /// A piece on the board, as the engine's JSON names it (a Robotanks tank's number, an
    /// ARCADE unit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<Value>,
    /// A place on the board, as the engine's JSON names it (a cell, a hex).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Value>,
    /// A card, as the engine's JSON names it (its kind, or its id in the game's card set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<Value>,
}

/// One line of narration: spans whose words, read in order, are the sentence.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub spans: Vec<Span>,
    /// One of the game's big moments (an Eagle captured, a command post destroyed, the
    /// game over): a front end makes it stand out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub strong: bool,
    /// A line that only repeats the heading above it ("— turn 5: Player 2 —"): a front
    /// end may set it back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quiet: bool,
}

fn json(v: impl Serialize) -> Value {
    serde_json::to_value(v).expect("engine types serialize to JSON")
}

impl Line {
    pub fn new() -> Line {
        Line::default()
    }

    /// Appends words that name nothing (joined to plain words before them).
    pub fn text(mut self, text: impl AsRef<str>) -> Line {
        self.push_text(text.as_ref());
        self
    }

    pub fn push_text(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        match self.spans.last_mut() {
            Some(last) if last.is_plain() => last.text.push_str(text),
            _ => self.spans.push(Span {
                text: text.into(),
                ..Span::default()
            }),
        }
    }

    /// Appends the words naming `seat`.
    pub fn seat(mut self, seat: Seat, text: impl Into<String>) -> Line {
        self.spans.push(Span {
            text: text.into(),
            seat: Some(seat),
            ..Span::default()
        });
        self
    }

    /// Appends the words naming a piece, and the seat it belongs to, if any.
    pub fn piece(
        mut self,
        piece: impl Serialize,
        seat: Option<Seat>,
        text: impl Into<String>,
    ) -> Line {
        self.spans.push(Span {
            text: text.into(),
            seat,
            piece: Some(json(piece)),
            ..Span::default()
        });
        self
    }

    /// Appends the words naming a place on the board.
    pub fn place(mut self, place: impl Serialize, text: impl Into<String>) -> Line {
        self.spans.push(Span {
            text: text.into(),
            place: Some(json(place)),
            ..Span::default()
        });
        self
    }

    /// Appends the words naming a card.
    pub fn card(mut self, card: impl Serialize, text: impl Into<String>) -> Line {
        self.spans.push(Span {
            text: text.into(),
            card: Some(json(card)),
            ..Span::default()
        });
        self
    }

    /// Appends another line's spans.
    pub fn then(mut self, other: Line) -> Line {
        for span in other.spans {
            if span.is_plain() {
                self.push_text(&span.text);
            } else {
                self.spans.push(span);
            }
        }
        self.strong |= other.strong;
        self
    }

    /// Makes the line one of the game's big moments.
    pub fn strong(mut self) -> Line {
        self.strong = true;
        self
    }

    /// Makes the line one that repeats its stretch's heading.
    pub fn quiet(mut self) -> Line {
        self.quiet = true;
        self
    }

    /// The words alone.
    pub fn plain(&self) -> String {
        self.to_string()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| s.text.is_empty())
    }
}

impl Span {
    /// Words that name nothing.
    pub fn is_plain(&self) -> bool {
        self.seat.is_none() && self.piece.is_none() && self.place.is_none() && self.card.is_none()
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        for s in &self.spans {
            f.write_str(&s.text)?;
        }
        Ok(())
    }
}

impl From<String> for Line {
    fn from(text: String) -> Line {
        Line::new().text(text)
    }
}

impl From<&str> for Line {
    fn from(text: &str) -> Line {
        Line::new().text(text)
    }
}

/// Where a log starts a new stretch: data, told by [`Game::mark`](crate::Game::mark) from
/// an event alone, worded by [`Words::heading`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mark", rename_all = "snake_case")]
pub enum Mark {
    /// A round begins (Arcade Tanks), or in a game of turns a turn: its number as the
    /// game counts it, and the seat whose turn it is, if one.
    Round {
        number: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
    },
    /// A phase of the round or turn begins, by the game's key for it ("action-1").
    /// A phase mark for the phase already running begins nothing.
    Phase { phase: String },
    /// The game is over.
    GameOver,
}

/// How a game is said: every sentence of a game lives in its `words.rs`, which
/// implements this. Lines are drawn from an event as the viewer may see it and from the
/// viewer's observation (for names on the board, the card set, the colours): nothing
/// else, so no sentence can tell a viewer more than the data they were sent.
pub trait Words: Game {
    /// The line telling `event` (already redacted for the viewer of `view`) in `lang`,
    /// or `None` for an event that only marks a stretch of the log.
    fn line_in(lang: Lang, view: &Self::Observation, event: &Self::Event) -> Option<Line>;

    /// The line in English: the record's tests and golden files read these.
    fn line(view: &Self::Observation, event: &Self::Event) -> Option<Line> {
        Self::line_in(Lang::EN, view, event)
    }

    /// The heading of the stretch of the log `mark` begins ("Round 3", "Turn 5 —
    /// Player 2", "1st action phase"), in `lang`.
    fn heading_in(lang: Lang, view: &Self::Observation, mark: &Mark) -> Line;

    /// The heading in English.
    fn heading(view: &Self::Observation, mark: &Mark) -> Line {
        Self::heading_in(Lang::EN, view, mark)
    }

    /// Whether `next`, told right after `prev`, continues a run that [`Words::fold`]
    /// tells as one line. None do by default.
    fn joins(prev: &Self::Event, next: &Self::Event) -> bool {
        let _ = (prev, next);
        false
    }

    /// The one line telling `run` (two or more events, each joining the one before it)
    /// in `lang`. Called only where [`Words::joins`] said so.
    fn fold_in(lang: Lang, view: &Self::Observation, run: &[Self::Event]) -> Line {
        Self::line_in(lang, view, run.last().expect("a run has events")).unwrap_or_default()
    }

    /// The fold in English.
    fn fold(view: &Self::Observation, run: &[Self::Event]) -> Line {
        Self::fold_in(Lang::EN, view, run)
    }

    /// The position as text for the viewer of `view`: the terminal's board, golden files.
    fn board(view: &Self::Observation) -> String;

    /// The game's terms a front end shows beside its board, in words of `lang`, keyed by
    /// the engine's JSON names (Robotanks: each command's printed name and what it does):
    /// sent once with a table's state, so no front end keeps a copy of them. Nothing by
    /// default.
    fn glossary_in(lang: Lang, view: &Self::Observation) -> Value {
        let _ = (lang, view);
        Value::Null
    }

    /// Why a game ended, in `lang`, from its outcome's `end` (the game's record of it, as
    /// JSON); none for an end it does not know (then the outcome's English stands).
    fn end_in(lang: Lang, end: &Value) -> Option<String> {
        let _ = (lang, end);
        None
    }

    /// Why `seat` may not take `action` now, in `lang`: the same reason the engine's
    /// `ActionError::Illegal` gives in English, for a front end reading another language.
    /// `None` for an action that is legal now, or a game that words no refusals (then the
    /// English stands).
    fn refusal_in(&self, lang: Lang, seat: Seat, action: &Self::Action) -> Option<String> {
        let _ = (lang, seat, action);
        None
    }

    /// `action` in words of `lang`, as a list of choices offers it to a reader of that
    /// language. The English is the engine's notation ([`Game::action_text`]), which the
    /// terminal, logs and golden files keep; a game that words its actions in no other
    /// language gives that.
    fn action_in(&self, lang: Lang, action: &Self::Action) -> String {
        let _ = lang;
        self.action_text(action)
    }

    /// A balance report's word `id` in `lang` from the game's catalogue (`locales/<lang>/
    /// measures.ftl`: "tanks-figure-eagles-taken"), `None` where it has none: what the
    /// game counts, its figures and settings ([`Measured`](crate::Measured)) are its
    /// own words, not the report's.
    fn report_word(lang: Lang, id: &str) -> Option<String> {
        let _ = (lang, id);
        None
    }

    /// What a seat may take ([`Measured::taken`](crate::Measured::taken)), by the English
    /// name `taken` gives it, in `lang`, under `options`. None by default.
    fn taken_in(lang: Lang, options: &Self::Options) -> std::collections::BTreeMap<String, String> {
        let _ = (lang, options);
        std::collections::BTreeMap::new()
    }

    /// The glossary in English.
    fn glossary(view: &Self::Observation) -> Value {
        Self::glossary_in(Lang::EN, view)
    }
}

/// What a viewer's log shows for one event.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Told {
    /// The stretch of the log this event begins, with its heading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Headed>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Line>,
    /// `line` tells the run of events ending here, in place of the line shown before it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub folds: bool,
}

/// A mark and its heading.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Headed {
    #[serde(flatten)]
    pub mark: Mark,
    pub heading: Line,
}

/// Tells one viewer's log, event after event, remembering what a line depends on: the
/// phase running (a mark for it again begins nothing) and the run the last line tells.
/// Events are the viewer's own (redacted for them); `E` is the game's event, or its JSON.
#[derive(Clone, Debug)]
pub struct Teller<E> {
    phase: Option<String>,
    run: Vec<E>,
}

impl<E> Default for Teller<E> {
    fn default() -> Self {
        Teller {
            phase: None,
            run: Vec::new(),
        }
    }
}

/// The few things a [`Teller`] asks of a game, for its events typed or as JSON.
pub trait Teach<E> {
    fn mark(&self, event: &E) -> Option<Mark>;
    fn heading(&self, mark: &Mark) -> Line;
    fn line(&self, event: &E) -> Option<Line>;
    fn joins(&self, prev: &E, next: &E) -> bool;
    fn fold(&self, run: &[E]) -> Line;
}

/// A game's words for one viewer: its [`Words`] with that viewer's observation, in the
/// viewer's language.
pub struct Voice<'a, G: Words>(pub &'a G::Observation, pub Lang);

impl<G: Words> Teach<G::Event> for Voice<'_, G> {
    fn mark(&self, event: &G::Event) -> Option<Mark> {
        G::mark(event)
    }
    fn heading(&self, mark: &Mark) -> Line {
        G::heading_in(self.1, self.0, mark)
    }
    fn line(&self, event: &G::Event) -> Option<Line> {
        G::line_in(self.1, self.0, event)
    }
    fn joins(&self, prev: &G::Event, next: &G::Event) -> bool {
        G::joins(prev, next)
    }
    fn fold(&self, run: &[G::Event]) -> Line {
        G::fold_in(self.1, self.0, run)
    }
}

impl<E: Clone> Teller<E> {
    /// What the log shows for `event`.
    pub fn tell(&mut self, words: &(impl Teach<E> + ?Sized), event: &E) -> Told {
        let mut told = Told::default();
        if let Some(mark) = words.mark(event) {
            let begins = match &mark {
                Mark::Round { .. } | Mark::GameOver => {
                    self.phase = None;
                    true
                }
                Mark::Phase { phase } => {
                    let new = self.phase.as_deref() != Some(phase.as_str());
                    self.phase = Some(phase.clone());
                    new
                }
            };
            if begins {
                // A run never crosses into a new stretch of the log.
                self.run.clear();
                told.mark = Some(Headed {
                    heading: words.heading(&mark),
                    mark,
                });
            }
        }
        let Some(line) = words.line(event) else {
            return told;
        };
        if self.run.last().is_some_and(|prev| words.joins(prev, event)) {
            self.run.push(event.clone());
            told.line = Some(words.fold(&self.run));
            told.folds = true;
        } else {
            self.run.clear();
            self.run.push(event.clone());
            told.line = Some(line);
        }
        told
    }

    /// Tells every event in turn.
    pub fn tell_all<'e>(
        &mut self,
        words: &(impl Teach<E> + ?Sized),
        events: impl IntoIterator<Item = &'e E>,
    ) -> Vec<Told>
    where
        E: 'e,
    {
        events.into_iter().map(|e| self.tell(words, e)).collect()
    }
}

/// "1 card", "2 cards": a count and its noun, in English.
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "a", "a and b", "a, b and c".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_join_and_named_ones_stay_apart() {
        let l = Line::new()
            .seat(0, "P1")
            .text(" moves to ")
            .text("")
            .place((2, 3), "c4")
            .text(" and ")
            .text("stops");
        assert_eq!(l.plain(), "P1 moves to c4 and stops");
        assert_eq!(l.spans.len(), 4);
        assert_eq!(l.spans[1].text, " moves to ");
        assert_eq!(l.spans[2].place, Some(serde_json::json!([2, 3])));
        assert_eq!(l.spans[3].text, " and stops");
        let json = serde_json::to_value(&l).unwrap();
        assert_eq!(
            json["spans"][0],
            serde_json::json!({"text": "P1", "seat": 0})
        );
        assert!(json.get("strong").is_none());
    }

    #[test]
    fn plurals_and_lists() {
        assert_eq!(plural(1u8, "card", "cards"), "1 card");
        assert_eq!(plural(0u8, "card", "cards"), "0 cards");
        assert_eq!(list::<&str>(&[]), "");
        assert_eq!(list(&["a"]), "a");
        assert_eq!(list(&["a", "b", "c"]), "a, b and c");
    }

    /// A toy game's words: events are numbers; 0 begins a round, 1 a phase, 7 only marks
    /// (no line), and a run of 5s is told as one line.
    struct Toy;
    impl Teach<u8> for Toy {
        fn mark(&self, e: &u8) -> Option<Mark> {
            match e {
                0 => Some(Mark::Round {
                    number: 1,
                    seat: None,
                }),
                1 | 7 => Some(Mark::Phase { phase: "p".into() }),
                _ => None,
            }
        }
        fn heading(&self, m: &Mark) -> Line {
            format!("{m:?}").into()
        }
        fn line(&self, e: &u8) -> Option<Line> {
            (*e != 7).then(|| Line::from(e.to_string()))
        }
        fn joins(&self, a: &u8, b: &u8) -> bool {
            *a == 5 && *b == 5
        }
        fn fold(&self, run: &[u8]) -> Line {
            format!("{} fives", run.len()).into()
        }
    }

    #[test]
    fn a_teller_heads_stretches_once_and_folds_runs() {
        let mut t = Teller::default();
        let told = t.tell_all(&Toy, &[0, 1, 5, 5, 5, 7, 1, 5, 0, 1]);
        let marks: Vec<bool> = told.iter().map(|x| x.mark.is_some()).collect();
        // The second phase mark (7) and the third (1) are the phase already running.
        assert_eq!(
            marks,
            [
                true, true, false, false, false, false, false, false, true, true
            ]
        );
        let lines: Vec<String> = told
            .iter()
            .map(|x| x.line.as_ref().map(Line::plain).unwrap_or_default())
            .collect();
        assert_eq!(
            lines,
            ["0", "1", "5", "2 fives", "3 fives", "", "1", "5", "0", "1"]
        );
        assert!(told[3].folds && told[4].folds && !told[7].folds);
    }
}
