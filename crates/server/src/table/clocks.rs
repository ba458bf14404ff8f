//! Clocks: when each waiting person's time runs out, and the lobby's summary that shows
//! them.

use super::{Table, summary_of};
use coinop_core::{Seat, Viewer};
use std::time::Duration;
use tokio::time::Instant;

/// A table whose every running clock has longer than this to run may sleep.
pub(super) const SLEEP_WITH_CLOCK: Duration = Duration::from_secs(20 * 60);

impl Table {
    /// When the first running clock runs out, in ms since the epoch (to wake a sleeping
    /// table then).
    pub(super) fn wake_ms(&self) -> Option<u64> {
        let now = Instant::now();
        let wall = crate::store::now_ms();
        self.deadlines
            .iter()
            .flatten()
            .min()
            .map(|d| wall + d.saturating_duration_since(now).as_millis() as u64)
    }

    /// Recomputes clocks and the lobby's summary after a change.
    pub(super) fn refresh(&mut self) {
        let to_move = self.game.to_move();
        let clock = Duration::from_millis(self.rec.clock_ms);
        let now = Instant::now();
        let mut now_waiting = Vec::new();
        for (s, d) in self.deadlines.iter_mut().enumerate() {
            let waits = to_move.contains(s as Seat)
                && self.rec.seats[s].ai.is_none()
                && self.rec.clock_ms > 0
                && !self.rec.finished;
            *d = match (*d, waits) {
                (_, false) => None,
                (None, true) => {
                    now_waiting.push(s as Seat);
                    Some(now + clock)
                }
                (Some(d), true) => Some(d),
            };
        }
        // At a game of days, a player away from the table is told it is their turn (by
        // e-mail, if they asked for it).
        if self.rec.clock_ms >= crate::mail::MAIL_CLOCK_MS {
            for s in now_waiting {
                if !self.subs.iter().any(|x| x.viewer == Viewer::Seat(s)) {
                    crate::mail::your_turn(
                        self.store.clone(),
                        self.rec.id.clone(),
                        self.kind.title,
                        s,
                    );
                }
            }
        }
        let summary = summary_of(
            &self.rec,
            self.kind,
            self.ply(),
            to_move.seats().to_vec(),
            self.game.outcome(),
            |s| self.subs.iter().any(|x| x.viewer == Viewer::Seat(s)),
        );
        *self.summary.write().expect("summary lock") = summary;
    }

    pub(super) fn clocks(&self) -> Vec<Option<u64>> {
        let now = Instant::now();
        self.deadlines
            .iter()
            .map(|d| d.map(|d| d.saturating_duration_since(now).as_millis() as u64))
            .collect()
    }
}
