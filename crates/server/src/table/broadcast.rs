//! What each connection is sent: the whole state on connecting, each move as its viewer
//! may see it, and the seats when only they changed; a connection that cannot keep up
//! is dropped (it reconnects and gets the state again).

use super::Packed;
use super::story::{Story, Told};
use super::{Subscriber, Table};
use crate::games::GameKind;
use crate::protocol::{LegalAction, Outgoing, SeatSummary, ServerMsg, Summary};
use crate::store::TableRecord;
use coinop_core::{Erased, Lang, Seat, Viewer};
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

    pub(super) fn state_for(&mut self, viewer: Viewer, lang: Lang) -> ServerMsg {
        // A spectators' story is kept, tail and all, and told from there; a seat's is told
        // afresh, and only its teller kept.
        let kept = self
            .stories
            .iter()
            .find(|(v, _)| *v == (viewer, lang))
            .and_then(|(_, s)| s.sent());
        let sent = match kept {
            Some(sent) => sent,
            None => {
                let mut story = Story::from_start(
                    &*self.game,
                    viewer,
                    lang,
                    &self.opening,
                    self.events.iter().map(Packed::unpack),
                );
                let sent = story.sent().expect("a story told afresh keeps its tail");
                if viewer != Viewer::Spectator {
                    story.forget_tail();
                }
                self.stories.retain(|(v, _)| *v != (viewer, lang));
                self.stories.push(((viewer, lang), story));
                sent
            }
        };
        ServerMsg::State {
            table: self
                .summary
                .read()
                .expect("summary lock")
                .clone()
                .in_lang(lang),
            you: viewer,
            ply: self.ply(),
            observation: self.game.observe(viewer),
            legal: legal_for(&*self.game, viewer, lang),
            log: sent.log,
            log_skipped: sent.log_skipped,
            steps: sent.steps,
            steps_skipped: sent.steps_skipped,
            glossary: self.game.glossary(viewer, lang),
            clocks: self.clocks(),
        }
    }

    /// Sends every connection the actions just applied (each action's events, from ply
    /// `first`) as its viewer may see them; drops connections too slow to keep up (they
    /// reconnect and get the whole state).
    pub(super) fn broadcast(&mut self, first: u64, actions: &[Vec<Value>]) {
        self.seats_changed = None;
        let table = self.summary.read().expect("summary lock").clone();
        let clocks = self.clocks();
        let ply = self.log.len() as u64;
        // Stories of viewers nobody watches as any more go (one comes back with a state);
        // each watched viewer's is told on, once however many connections watch as it.
        let subs = &self.subs;
        self.stories
            .retain(|(v, _)| subs.iter().any(|s| (s.viewer, s.lang) == *v));
        let listeners: Vec<(Viewer, Lang)> = self.subs.iter().map(|s| (s.viewer, s.lang)).collect();
        let mut made: Vec<((Viewer, Lang), Outgoing)> = Vec::new();
        for (viewer, lang) in listeners {
            if made.iter().any(|(v, _)| *v == (viewer, lang)) {
                continue;
            }
            let game = &*self.game;
            let story = story_of(
                &mut self.stories,
                game,
                &self.opening,
                &self.events,
                (viewer, lang),
            );
            let voice = game.voice(viewer, lang);
            let told: Vec<Told> = actions
                .iter()
                .enumerate()
                .map(|(i, events)| story.tell(&*voice, game, viewer, first + i as u64 + 1, events))
                .collect();
            let out = Outgoing::from(&ServerMsg::Update {
                table: table.clone().in_lang(lang),
                ply,
                observation: game.observe(viewer),
                legal: legal_for(game, viewer, lang),
                log: told.iter().flat_map(|t| t.lines.iter().cloned()).collect(),
                events: told.iter().flat_map(|t| t.events.iter().cloned()).collect(),
                steps: told.into_iter().map(|t| t.json).collect(),
                clocks: clocks.clone(),
            });
            made.push(((viewer, lang), out));
        }
        let seat_dropped = deliver(&mut self.subs, |sub| {
            made.iter()
                .find(|(v, _)| *v == (sub.viewer, sub.lang))
                .expect("made for every viewer")
                .1
                .clone()
        });
        self.offline_if_dropped(seat_dropped);
    }

    /// Sends every connection the table's summary (its seats: who sits, who is online),
    /// which a seat coming or going changes and nothing else.
    pub(super) fn send_table(&mut self) {
        self.seats_changed = None;
        let table = self.summary.read().expect("summary lock").clone();
        // One message a language read at the table.
        let mut made: Vec<(coinop_core::Lang, Outgoing)> = Vec::new();
        for sub in &self.subs {
            if !made.iter().any(|(l, _)| *l == sub.lang) {
                let msg = ServerMsg::Table {
                    table: table.clone().in_lang(sub.lang),
                };
                made.push((sub.lang, Outgoing::from(&msg)));
            }
        }
        let seat_dropped = deliver(&mut self.subs, |sub| {
            made.iter()
                .find(|(l, _)| *l == sub.lang)
                .expect("made for every language")
                .1
                .clone()
        });
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

/// The viewer's story in a language as told so far: kept while any connection watches as
/// it in that language (made by its `state`), told from the game's start when none did.
fn story_of<'s>(
    stories: &'s mut Vec<((Viewer, Lang), Story)>,
    game: &dyn Erased,
    opening: &[Value],
    actions: &[Packed],
    (viewer, lang): (Viewer, Lang),
) -> &'s mut Story {
    match stories.iter().position(|(v, _)| *v == (viewer, lang)) {
        Some(i) => &mut stories[i].1,
        None => {
            let story = Story::from_start(
                game,
                viewer,
                lang,
                opening,
                actions.iter().map(Packed::unpack),
            );
            stories.push(((viewer, lang), story));
            &mut stories.last_mut().expect("just pushed").1
        }
    }
}

/// Sends each connection its message, and drops those too slow to take it; whether a
/// seat's connection was among them.
pub(super) fn deliver(
    subs: &mut Vec<Subscriber>,
    mut message: impl FnMut(&Subscriber) -> Outgoing,
) -> bool {
    let mut seat_dropped = false;
    subs.retain(|sub| {
        let kept = sub.out.try_send(message(sub)).is_ok();
        seat_dropped |= !kept && matches!(sub.viewer, Viewer::Seat(_));
        kept
    });
    seat_dropped
}

/// What `viewer` may do now: a seat's legal actions with their words in `lang`; none to
/// watch.
pub(super) fn legal_for(game: &dyn Erased, viewer: Viewer, lang: Lang) -> Vec<LegalAction> {
    match viewer {
        Viewer::Seat(s) => legal_of(game, s, lang),
        Viewer::Spectator => Vec::new(),
    }
}

/// `seat`'s legal actions, each with its words in `lang`.
pub(crate) fn legal_of(game: &dyn Erased, seat: Seat, lang: Lang) -> Vec<LegalAction> {
    game.legal_actions(seat)
        .into_iter()
        .zip(game.action_texts(seat, lang))
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
