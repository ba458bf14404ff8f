//! What each watched viewer's log has been told: the teller where it stands (its phase,
//! the run its last line tells), so each update is told on from there; and, for the
//! spectators, the most recent steps already as JSON within what a `state` sends, so a
//! spectator arriving is told the story without telling the whole game again (a long
//! game took half a second a connection, and a storm of arriving spectators stalled its
//! table). A seat is one person: its connection tells the game afresh, and only its
//! teller is kept (a tail for every viewer of every table cost the server hundreds of
//! megabytes under load).

use crate::protocol::Step;
use coinop_core::words::{Teach, Teller};
use coinop_core::{Erased, Lang, Viewer};
use serde_json::Value;
use serde_json::value::RawValue;
use std::collections::VecDeque;

/// The story a `state` carries: the whole game, unless it passes this many bytes (steps
/// and the old log's lines together), then the most recent steps that fit. A step is
/// about 1 KB an action (its events and their lines as spans): a long two-player Arcade
/// Tanks game of 770 actions fits.
pub(crate) const STORY_BYTES: usize = 1024 * 1024;

pub(crate) struct Story {
    teller: Teller<Value>,
    /// The most recent steps, kept while the story is a spectators'.
    tail: Option<Tail>,
}

#[derive(Default)]
struct Tail {
    steps: VecDeque<Kept>,
    bytes: usize,
    /// Steps, and their lines, left out before the tail.
    skipped_steps: u64,
    skipped_lines: u64,
}

/// One step as sent: its JSON, and its lines in plain words (the old `log`).
struct Kept {
    json: Box<RawValue>,
    lines: Vec<String>,
    bytes: usize,
}

/// One step told: as JSON, with its events and lines for the old fields beside it.
pub(crate) struct Told {
    pub(crate) json: Box<RawValue>,
    pub(crate) events: Vec<Value>,
    pub(crate) lines: Vec<String>,
}

/// What a `state` sends of a story.
pub(crate) struct Sent {
    pub(crate) steps: Vec<Box<RawValue>>,
    pub(crate) steps_skipped: u64,
    pub(crate) log: Vec<String>,
    pub(crate) log_skipped: u64,
}

impl Story {
    /// The viewer's story in `lang` from the game's setting up: the opening's events, then each
    /// action's (`actions`, unredacted), told one step at a time, its tail kept.
    pub(crate) fn from_start(
        game: &dyn Erased,
        viewer: Viewer,
        lang: Lang,
        opening: &[Value],
        actions: impl Iterator<Item = Vec<Value>>,
    ) -> Story {
        let mut story = Story {
            teller: Teller::default(),
            tail: Some(Tail::default()),
        };
        let voice = game.voice(viewer, lang);
        story.tell(&*voice, game, viewer, 0, opening);
        for (i, events) in actions.enumerate() {
            story.tell(&*voice, game, viewer, i as u64 + 1, &events);
        }
        story
    }

    /// Tells one action's events (unredacted) to the viewer, keeps the step if the tail
    /// is kept, and gives it.
    pub(crate) fn tell(
        &mut self,
        voice: &dyn Teach<Value>,
        game: &dyn Erased,
        viewer: Viewer,
        ply: u64,
        events: &[Value],
    ) -> Told {
        let events = game.events_for(events, viewer);
        let told = self.teller.tell_all(voice, &events);
        let step = Step { ply, events, told };
        let json = serde_json::value::to_raw_value(&step).expect("steps serialize");
        let lines: Vec<String> = lines_of(&step).collect();
        if let Some(tail) = &mut self.tail {
            tail.keep(json.clone(), lines.clone());
        }
        Told {
            json,
            events: step.events,
            lines,
        }
    }

    /// What a `state` sends: the tail, if it is kept.
    pub(crate) fn sent(&self) -> Option<Sent> {
        let tail = self.tail.as_ref()?;
        Some(Sent {
            steps: tail.steps.iter().map(|t| t.json.clone()).collect(),
            steps_skipped: tail.skipped_steps,
            log: tail
                .steps
                .iter()
                .flat_map(|t| t.lines.iter().cloned())
                .collect(),
            log_skipped: tail.skipped_lines,
        })
    }

    /// Keeps only the teller from now on.
    pub(crate) fn forget_tail(&mut self) {
        self.tail = None;
    }
}

impl Tail {
    fn keep(&mut self, json: Box<RawValue>, lines: Vec<String>) {
        let bytes = json.get().len() + lines.iter().map(|l| l.len() + 4).sum::<usize>();
        self.bytes += bytes;
        self.steps.push_back(Kept { json, lines, bytes });
        while self.bytes > STORY_BYTES && self.steps.len() > 1 {
            let gone = self.steps.pop_front().expect("more than one");
            self.bytes -= gone.bytes;
            self.skipped_steps += 1;
            self.skipped_lines += gone.lines.len() as u64;
        }
    }
}

/// A step's lines in plain words: the `log` of old clients.
pub fn lines_of(step: &Step) -> impl Iterator<Item = String> + '_ {
    step.told
        .iter()
        .filter_map(|t| t.line.as_ref().map(|l| l.plain()))
}
