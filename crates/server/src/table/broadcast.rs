//! What each connection is sent: the whole state on connecting, each move as its viewer
//! may see it, and the seats when only they changed; a connection that cannot keep up
//! is dropped (it reconnects and gets the state again).

use super::{Subscriber, Table};
use crate::games::GameKind;
use crate::protocol::{LegalAction, Outgoing, SeatSummary, ServerMsg, Step, Summary};
use crate::store::TableRecord;
use coinop_core::words::Teller;
use coinop_core::{Erased, Seat, Viewer};
use serde_json::Value;

impl Table {
    /// Which seats someone is connected to now.
    pub(super) fn online(&self) -> Vec<bool> {
        (0..self.rec.seats.len())
            .map(|s| {
                self.subs
                    .iter()
                    .any(|x| x.viewer == Viewer::Seat(s as Seat))
            })
            .collect()
    }

    /// The viewer's whole story from the game's setting up, told afresh: its steps (the
    /// events of each action as the viewer may see them, and what the log tells of each),
    /// and the teller where it stands after them, to tell the next update on from.
    fn story_for(&self, viewer: Viewer) -> (Vec<Step>, Teller<Value>) {
        let events: Vec<Vec<Value>> = std::iter::once(self.game.events_for(&self.opening, viewer))
            .chain(
                self.events
                    .iter()
                    .map(|ev| self.game.events_for(&ev.unpack(), viewer)),
            )
            .collect();
        let mut teller = Teller::default();
        let steps = told_steps(&*self.game, &mut teller, viewer, events);
        (steps, teller)
    }

    pub(super) fn state_for(&mut self, viewer: Viewer) -> ServerMsg {
        let (mut steps, teller) = self.story_for(viewer);
        self.tellers.retain(|(v, _)| *v != viewer);
        self.tellers.push((viewer, teller));
        // The most recent steps whose story fits the cap (their lines in the old `log`
        // too, sent beside them for one release).
        let mut bytes = 0;
        let keep = steps
            .iter()
            .rev()
            .take_while(|s| {
                bytes += serde_json::to_string(s).map_or(0, |t| t.len());
                bytes += lines_of(s).map(|l| l.len() + 4).sum::<usize>();
                bytes <= LOG_ON_CONNECT_BYTES
            })
            .count();
        let skip = steps.len() - keep;
        let skipped_lines = steps[..skip].iter().flat_map(lines_of).count() as u64;
        let steps = steps.split_off(skip);
        let log = steps.iter().flat_map(lines_of).collect();
        ServerMsg::State {
            table: self.summary.read().expect("summary lock").clone(),
            you: viewer,
            ply: self.ply(),
            observation: self.game.observe(viewer),
            legal: legal_for(&*self.game, viewer),
            log,
            log_skipped: skipped_lines,
            steps,
            steps_skipped: skip as u64,
            glossary: self.game.glossary(viewer),
            clocks: self.clocks(),
        }
    }

    /// Sends every connection the change as its viewer may see it; drops connections
    /// too slow to keep up (they reconnect and get the whole state).
    pub(super) fn broadcast(&mut self, events: &[Value]) {
        self.seats_changed = None;
        let table = self.summary.read().expect("summary lock").clone();
        let clocks = self.clocks();
        let ply = self.log.len() as u64;
        // A viewer's teller is made by its `state` on connecting; one missing (none here
        // since the table loaded) is told the whole story first.
        let viewers: Vec<Viewer> = self.subs.iter().map(|s| s.viewer).collect();
        for v in viewers {
            if !self.tellers.iter().any(|(t, _)| *t == v) {
                let (_, teller) = self.story_for(v);
                self.tellers.push((v, teller));
            }
        }
        let game = &self.game;
        let tellers = &mut self.tellers;
        // Each viewer's update is made once, however many connections watch as it.
        let mut made: Vec<(Viewer, Outgoing)> = Vec::new();
        let seat_dropped = deliver(&mut self.subs, |sub| {
            match made.iter().find(|(v, _)| *v == sub.viewer) {
                Some((_, out)) => out.clone(),
                None => {
                    let events = game.events_for(events, sub.viewer);
                    let teller = &mut tellers
                        .iter_mut()
                        .find(|(v, _)| *v == sub.viewer)
                        .expect("made above")
                        .1;
                    let told = game
                        .tell(teller, sub.viewer, std::slice::from_ref(&events))
                        .pop()
                        .unwrap_or_default();
                    let step = Step {
                        ply,
                        events: events.clone(),
                        told,
                    };
                    let out = Outgoing::from(&ServerMsg::Update {
                        table: table.clone(),
                        ply,
                        observation: game.observe(sub.viewer),
                        legal: legal_for(&**game, sub.viewer),
                        log: lines_of(&step).collect(),
                        events,
                        step,
                        clocks: clocks.clone(),
                    });
                    made.push((sub.viewer, out.clone()));
                    out
                }
            }
        });
        // Tellers of viewers nobody watches as any more go: one comes back with a state.
        let subs = &self.subs;
        self.tellers
            .retain(|(v, _)| subs.iter().any(|s| s.viewer == *v));
        self.offline_if_dropped(seat_dropped);
    }

    /// Sends every connection the table's summary (its seats: who sits, who is online),
    /// which a seat coming or going changes and nothing else.
    pub(super) fn send_table(&mut self) {
        self.seats_changed = None;
        let msg = ServerMsg::Table {
            table: self.summary.read().expect("summary lock").clone(),
        };
        let out = Outgoing::from(&msg);
        let seat_dropped = deliver(&mut self.subs, |_| out.clone());
        self.offline_if_dropped(seat_dropped);
    }

    /// A seat whose last connection was dropped (too slow) is offline: the summary says
    /// so, and the others are told like any seat change. (Its session's `Disconnect`
    /// comes after and finds nothing left to change.)
    fn offline_if_dropped(&mut self, seat_dropped: bool) {
        let told = |s: &Summary| s.seats.iter().map(|x| x.online).collect::<Vec<_>>();
        if seat_dropped && self.online() != told(&self.summary.read().expect("summary lock")) {
            self.refresh();
            self.seats_changed
                .get_or_insert_with(tokio::time::Instant::now);
        }
    }
}

/// Sends each connection its message, and drops those too slow to take it; whether a
/// seat's connection was among them.
fn deliver(subs: &mut Vec<Subscriber>, mut message: impl FnMut(&Subscriber) -> Outgoing) -> bool {
    let mut seat_dropped = false;
    subs.retain(|sub| {
        let kept = sub.out.try_send(message(sub)).is_ok();
        seat_dropped |= !kept && matches!(sub.viewer, Viewer::Seat(_));
        kept
    });
    seat_dropped
}

/// The steps of a story from its start (ply 0, the setting up, then one an action): each
/// step's events (as `viewer` may see them) with what the log tells of them, told on
/// from where `teller` stands.
pub(super) fn told_steps(
    game: &dyn Erased,
    teller: &mut Teller<Value>,
    viewer: Viewer,
    events: Vec<Vec<Value>>,
) -> Vec<Step> {
    let told = game.tell(teller, viewer, &events);
    events
        .into_iter()
        .zip(told)
        .enumerate()
        .map(|(ply, (events, told))| Step {
            ply: ply as u64,
            events,
            told,
        })
        .collect()
}

/// A step's lines in plain words: the `log` of old clients.
pub fn lines_of(step: &Step) -> impl Iterator<Item = String> + '_ {
    step.told
        .iter()
        .filter_map(|t| t.line.as_ref().map(|l| l.plain()))
}

/// The story sent to a viewer on connecting: the whole game, unless it passes this many
/// bytes (far beyond a game people play), then the most recent steps that fit, so the
/// message stays well under a WebSocket frame.
pub(super) const LOG_ON_CONNECT_BYTES: usize = 512 * 1024;

/// What `viewer` may do now: a seat's legal actions with their words; none to watch.
pub(super) fn legal_for(game: &dyn Erased, viewer: Viewer) -> Vec<LegalAction> {
    match viewer {
        Viewer::Seat(s) => legal_of(game, s),
        Viewer::Spectator => Vec::new(),
    }
}

pub(super) fn legal_of(game: &dyn Erased, seat: Seat) -> Vec<LegalAction> {
    game.legal_actions(seat)
        .into_iter()
        .zip(game.action_texts(seat))
        .map(|(action, text)| LegalAction { action, text })
        .collect()
}

/// What the lobby shows of a table: from its record, and the live facts given.
pub fn summary_of(
    rec: &TableRecord,
    kind: &GameKind,
    ply: u64,
    waiting: Vec<Seat>,
    outcome: Option<coinop_core::Outcome>,
    online: impl Fn(Seat) -> bool,
) -> Summary {
    let status = if rec.finished {
        "finished"
    } else if rec
        .seats
        .iter()
        .any(|s| s.ai.is_none() && !s.claimed && s.open)
    {
        "open"
    } else {
        "running"
    };
    Summary {
        id: rec.id.clone(),
        game: rec.game.clone(),
        title: kind.title.into(),
        options: rec.options.clone(),
        seats: rec
            .seats
            .iter()
            .map(|s| SeatSummary {
                seat: s.seat,
                ai: s.ai.clone(),
                name: s.name.clone(),
                claimed: s.claimed,
                open: s.open,
                online: online(s.seat),
            })
            .collect(),
        status: status.into(),
        ply,
        waiting,
        clock_ms: rec.clock_ms,
        created_ms: rec.created_ms,
        outcome,
        rematch: rec.rematch.clone(),
    }
}
