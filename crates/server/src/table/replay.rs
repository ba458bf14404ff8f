//! A finished game for the replay viewer: the whole replay, and any step of it with
//! every seat's view.

use super::Table;
use crate::protocol::{Refusal, Step};
use coinop_core::words::Teller;
use coinop_core::{Lang, Replay, ReplayStep, Seat, Viewer};
use serde_json::Value;
use std::sync::Arc;

impl Table {
    pub(super) fn replay(&self) -> Replay {
        Replay {
            game: self.rec.game.clone(),
            engine_version: self.rec.engine_version,
            options: self.rec.options.clone(),
            seed: self.rec.seed,
            actions: self
                .log
                .iter()
                .map(|a| ReplayStep {
                    seat: a.seat,
                    action: a.action.value(),
                })
                .collect(),
            final_hash: self.game.state_hash(),
        }
    }

    /// The whole story of a finished game, nothing hidden: every action's events and
    /// what the log tells of them, from the game's setting up (told as a spectator reads,
    /// over events not redacted), as the replay's JSON and the old log's lines. Made
    /// once, then kept while the table is (a long game's took seconds and hundreds of
    /// megabytes a request when it was made anew each time).
    pub(super) fn whole_story(&mut self, lang: Lang) -> Whole {
        if let Some((_, w)) = self.whole.iter().find(|(l, _)| *l == lang) {
            return w.clone();
        }
        let game = &*self.game;
        let voice = game.voice(Viewer::Spectator, lang);
        let mut teller = Teller::default();
        let mut json = String::from("{\"steps\":[");
        let mut lines = Vec::with_capacity(self.events.len() + 1);
        let opening = std::iter::once(self.opening.clone());
        for (ply, events) in opening
            .chain(self.events.iter().map(|e| e.unpack()))
            .enumerate()
        {
            let told = teller.tell_all(&*voice, &events);
            let step = Step {
                ply: ply as u64,
                events,
                told,
            };
            if ply > 0 {
                json.push(',');
            }
            json.push_str(&serde_json::to_string(&step).expect("steps serialize"));
            lines.push(super::lines_of(&step).collect());
        }
        json.push_str("],\"glossary\":");
        json.push_str(&game.glossary(Viewer::Spectator, lang).to_string());
        json.push('}');
        let whole = Whole {
            json: json.into(),
            lines: Arc::new(lines),
        };
        self.whole.push((lang, whole.clone()));
        whole
    }

    pub(super) fn replay_at(&self, ply: u64, lang: Lang) -> Result<ReplayFrame, Refusal> {
        if !self.rec.finished {
            return Err(super::not_finished());
        }
        let total = self.ply();
        if ply > total {
            return Err(Refusal::with(
                "not_found",
                serde_json::json!({ "total": total }),
                format!("this game has {total} actions"),
            ));
        }
        let mut game =
            (self.kind.entry.recorded)(self.rec.engine_version, &self.rec.options, self.rec.seed)
                .map_err(|e| Refusal::new("internal", e.to_string()))?;
        let mut events = self.opening.clone();
        for a in &self.log[..ply as usize] {
            events = game
                .apply_json(a.seat, &a.action.value())
                .map_err(Refusal::from)?;
        }
        // The game is over: the replay may show every hand and plan, seat by seat. Only
        // where a seat's view differs from the spectator's is sent (its hand, its plans),
        // not sixteen copies of the board.
        let observation = game.observe(Viewer::Spectator);
        let reveals = (0..game.num_seats() as Seat)
            .map(|s| {
                let mut out = Vec::new();
                differences(&observation, &game.observe(Viewer::Seat(s)), "", &mut out);
                out
            })
            .collect();
        Ok(ReplayFrame {
            observation,
            reveals,
            log: Teller::default()
                .tell_all(&*game.voice(Viewer::Spectator, lang), &events)
                .iter()
                .filter_map(|t| t.line.as_ref().map(|l| l.plain()))
                .collect(),
            events: game.events_for(&events, Viewer::Spectator),
            total,
        })
    }
}

/// A finished game's whole story, as the replay serves it: `{"steps": [...], "glossary":
/// ...}` as JSON text, and each step's lines in plain words (the old `/replay-log`).
#[derive(Clone, Debug)]
pub struct Whole {
    pub json: Arc<str>,
    pub lines: Arc<Vec<Vec<String>>>,
}

/// A finished game at one step, for the replay viewer.
#[derive(Debug, serde::Serialize)]
pub struct ReplayFrame {
    pub observation: Value,
    /// What each seat saw that a spectator did not (its hand and plans: the game is
    /// over, nothing is secret), as changes to `observation`: a JSON pointer and the value
    /// found there in the seat's view.
    pub reveals: Vec<Vec<(String, Value)>>,
    /// What the last action did, as a spectator saw it (for animating the step).
    pub events: Vec<Value>,
    /// And in words, with nothing hidden (kept one release for old clients: the story
    /// is `/replay-steps`).
    pub log: Vec<String>,
    pub total: u64,
}

/// Where `theirs` differs from `ours`: each place (a JSON pointer under `at`) and the
/// value `theirs` holds there. Objects and arrays of one length are compared inside;
/// anything else that differs is given whole. Keys only `ours` has are not listed.
pub(super) fn differences(ours: &Value, theirs: &Value, at: &str, out: &mut Vec<(String, Value)>) {
    match (ours, theirs) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, vb) in b {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match a.get(k) {
                    Some(va) => differences(va, vb, &here, out),
                    None => out.push((here, vb.clone())),
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (va, vb)) in a.iter().zip(b).enumerate() {
                differences(va, vb, &format!("{at}/{i}"), out);
            }
        }
        _ if ours != theirs => out.push((at.to_string(), theirs.clone())),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::differences;
    use serde_json::json;

    #[test]
    fn differences_name_only_what_a_seat_sees_more_of() {
        let ours = json!({"round": 3, "players": [{"hand": null, "vp": 1}, {"hand": null, "vp": 2}], "a/b": 1});
        let theirs = json!({"round": 3, "players": [{"hand": {"Advance1": 2}, "vp": 1}, {"hand": null, "vp": 2}], "a/b": 2, "new": [1]});
        let mut out = Vec::new();
        differences(&ours, &theirs, "", &mut out);
        assert_eq!(
            out,
            vec![
                ("/a~1b".to_string(), json!(2)),
                ("/new".to_string(), json!([1])),
                ("/players/0/hand".to_string(), json!({"Advance1": 2})),
            ]
        );
        let mut none = Vec::new();
        differences(&ours, &ours, "", &mut none);
        assert!(none.is_empty());
    }
}
