//! What each watched viewer's log has been told: the teller where it stands (its phase,
//! the run its last line tells) and the most recent steps, already as JSON, within what a
//! `state` sends. A connection is told the story from there, not by telling the whole
//! game again (a long game took half a second a connection, and a storm of reconnecting
//! spectators stalled its table), and each update is told on from there.

use crate::protocol::Step;
use coinop_core::words::{Teach, Teller};
use coinop_core::{Erased, Viewer};
use serde_json::Value;
use serde_json::value::RawValue;
use std::collections::VecDeque;

/// The story a `state` carries: the whole game, unless it passes this many bytes (steps
/// and the old log's lines together), then the most recent steps that fit. A step is
/// about 1 KB an action (its events and their lines as spans): a long two-player Arcade
/// Tanks game of 770 actions fits.
pub(super) const STORY_BYTES: usize = 1024 * 1024;

pub(super) struct Story {
    pub(super) teller: Teller<Value>,
    tail: VecDeque<Told>,
    bytes: usize,
    /// Steps, and their lines, left out before the tail.
    skipped_steps: u64,
    skipped_lines: u64,
}

/// One step as sent: its JSON, and its lines in plain words (the old `log`).
struct Told {
    json: Box<RawValue>,
    lines: Vec<String>,
    bytes: usize,
}

impl Story {
    /// The viewer's story from the game's setting up: the opening's events, then each
    /// action's (`actions`, unredacted), told one step at a time.
    pub(super) fn from_start(
        game: &dyn Erased,
        viewer: Viewer,
        opening: &[Value],
        actions: impl Iterator<Item = Vec<Value>>,
    ) -> Story {
        let mut story = Story {
            teller: Teller::default(),
            tail: VecDeque::new(),
            bytes: 0,
            skipped_steps: 0,
            skipped_lines: 0,
        };
        let voice = game.voice(viewer);
        story.tell(&*voice, game, viewer, 0, opening);
        for (i, events) in actions.enumerate() {
            story.tell(&*voice, game, viewer, i as u64 + 1, &events);
        }
        story
    }

    /// Tells one action's events (unredacted) to the viewer, keeps the step, and gives it.
    pub(super) fn tell(
        &mut self,
        voice: &dyn Teach<Value>,
        game: &dyn Erased,
        viewer: Viewer,
        ply: u64,
        events: &[Value],
    ) -> Step {
        let events = game.events_for(events, viewer);
        let told = self.teller.tell_all(voice, &events);
        let step = Step { ply, events, told };
        self.keep(&step);
        step
    }

    fn keep(&mut self, step: &Step) {
        let json = serde_json::value::to_raw_value(step).expect("steps serialize");
        let lines: Vec<String> = lines_of(step).collect();
        let bytes = json.get().len() + lines.iter().map(|l| l.len() + 4).sum::<usize>();
        self.bytes += bytes;
        self.tail.push_back(Told { json, lines, bytes });
        while self.bytes > STORY_BYTES && self.tail.len() > 1 {
            let gone = self.tail.pop_front().expect("more than one");
            self.bytes -= gone.bytes;
            self.skipped_steps += 1;
            self.skipped_lines += gone.lines.len() as u64;
        }
    }

    /// The steps a `state` sends, how many it leaves out, the old log and its lines left
    /// out.
    pub(super) fn sent(&self) -> (Vec<Box<RawValue>>, u64, Vec<String>, u64) {
        (
            self.tail.iter().map(|t| t.json.clone()).collect(),
            self.skipped_steps,
            self.tail
                .iter()
                .flat_map(|t| t.lines.iter().cloned())
                .collect(),
            self.skipped_lines,
        )
    }
}

/// A step's lines in plain words: the `log` of old clients.
pub fn lines_of(step: &Step) -> impl Iterator<Item = String> + '_ {
    step.told
        .iter()
        .filter_map(|t| t.line.as_ref().map(|l| l.plain()))
}
