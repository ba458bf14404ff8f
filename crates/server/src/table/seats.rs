//! Seats and their secrets: who holds a seat (by the secret only they know), taking one
//! by invitation or, if it is open, by asking, and giving it up.

use super::Table;
use crate::protocol::{Outgoing, Refusal, ServerMsg};
use crate::store::SeatRecord;
use coinop_core::{Seat, Viewer};
use tokio::time::Instant;

impl Table {
    /// The seat a person holds with `token`.
    pub(super) fn seat_of(&self, token: &str) -> Option<Seat> {
        self.rec
            .seats
            .iter()
            .find(|s| {
                s.ai.is_none()
                    && s.claimed
                    && constant_time_eq(s.token.as_bytes(), token.as_bytes())
            })
            .map(|s| s.seat)
    }

    pub(super) async fn join(
        &mut self,
        seat: Option<Seat>,
        invite: Option<String>,
        name: String,
    ) -> Result<(Seat, String), Refusal> {
        let person = |s: &&SeatRecord| s.ai.is_none();
        let target = match &invite {
            Some(inv) => {
                let s = self
                    .rec
                    .seats
                    .iter()
                    .filter(person)
                    .find(|s| constant_time_eq(s.invite.as_bytes(), inv.as_bytes()))
                    .ok_or_else(|| Refusal::new("invite_invalid", "this invitation is not valid"))?;
                if s.claimed {
                    return Err(Refusal::new(
                        "invite_used",
                        "this invitation has already been used",
                    ));
                }
                s.seat
            }
            // Without an invitation, only an open seat: a seat kept for an invited
            // friend is theirs alone.
            None => self
                .rec
                .seats
                .iter()
                .filter(person)
                .filter(|s| !s.claimed && s.open)
                .map(|s| s.seat)
                .find(|s| seat.is_none_or(|want| want == *s))
                .ok_or_else(|| {
                    let why = match seat.map(|s| (s, self.rec.seats.get(usize::from(s)))) {
                    Some((s, None)) => format!(
                        "this table has seats 1 to {}; there is no seat {}",
                        self.rec.seats.len(),
                        u32::from(s) + 1
                    ),
                    Some((s, Some(r))) if r.ai.is_none() && !r.claimed => format!(
                        "seat {} is kept for an invited player: it is taken with its invitation link",
                        u32::from(s) + 1
                    ),
                    Some((s, _)) => format!("seat {} is not free", u32::from(s) + 1),
                    None => "this table has no seat that anyone may take".to_string(),
                    };
                    Refusal::with("no_free_seat", serde_json::json!({ "seat": seat }), why)
                })?,
        };
        let old = self.rec.seats[target as usize].clone();
        let rec = &mut self.rec.seats[target as usize];
        rec.claimed = true;
        rec.name = name;
        // A fresh secret: whoever held the invitation cannot act for the new occupant
        // (the invitation itself now only says it has been used).
        rec.token = crate::store::new_token();
        let token = rec.token.clone();
        self.save_seat(target, old).await?;
        self.refresh();
        self.seats_changed.get_or_insert_with(Instant::now);
        Ok((target, token))
    }

    pub(super) async fn leave(&mut self, token: &str) -> Result<Seat, Refusal> {
        let s = self
            .seat_of(token)
            .ok_or_else(|| Refusal::new("token_invalid", "this seat link is not valid"))?;
        let old = self.rec.seats[s as usize].clone();
        let rec = &mut self.rec.seats[s as usize];
        rec.claimed = false;
        // Given up, the seat is anyone's: its invitation was for the one who left.
        rec.open = true;
        rec.name = vacant_seat_name(s);
        rec.token = crate::store::new_token();
        rec.invite = crate::store::new_token();
        self.save_seat(s, old).await?;
        for sub in self.subs.iter().filter(|x| x.viewer == Viewer::Seat(s)) {
            let _ = sub.out.try_send(Outgoing::from(&ServerMsg::Left {
                message: "you gave up this seat".into(),
            }));
        }
        self.subs.retain(|x| x.viewer != Viewer::Seat(s));
        self.refresh();
        self.seats_changed.get_or_insert_with(Instant::now);
        Ok(s)
    }

    pub(super) fn seat_of_conn(&self, conn: u64) -> Result<Seat, Refusal> {
        match self.subs.iter().find(|s| s.conn == conn).map(|s| s.viewer) {
            Some(Viewer::Seat(s)) => Ok(s),
            Some(Viewer::Spectator) => Err(Refusal::new("spectator", "spectators cannot act")),
            None => Err(gone()),
        }
    }

    /// Stores seat `s`; if that fails, puts back `old` and says so.
    pub(super) async fn save_seat(&mut self, s: Seat, old: SeatRecord) -> Result<(), Refusal> {
        let rec: SeatRecord = self.rec.seats[s as usize].clone();
        if let Err(e) = self.store.update_seat(&self.rec.id, &rec).await {
            tracing::error!("table {}: cannot save seat {s}: {e:#}", self.rec.id);
            self.rec.seats[s as usize] = old;
            return Err(Refusal::new(
                "not_stored",
                "the server could not save the seat; nothing was changed",
            ));
        }
        Ok(())
    }
}

/// The connection asking has left the table meanwhile.
pub(super) fn gone() -> Refusal {
    Refusal::new("gone", "this connection is no longer at the table; reload")
}

/// How a person's seat is named while nobody holds it.
pub fn vacant_seat_name(seat: Seat) -> String {
    format!("Seat {}", u32::from(seat) + 1)
}

pub(super) fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
