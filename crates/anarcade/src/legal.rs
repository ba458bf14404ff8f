//! Which actions are legal now: a player decides only in the Draw phase (draw another
//! card, or stop), the Score phase (how many Credits, up to the room the rules leave) and
//! the Buy phase (the top card of a stack they can pay for, or end the turn).

use crate::action::Action;
use crate::cards::{CardId, Kind};
use crate::state::{Anarcade, Phase};
use coinop_core::Seat;

impl Anarcade {
    /// How many Credits the player to move may score now: one per Score symbol, from
    /// their Credits, never above the High Score.
    pub fn score_room(&self) -> u8 {
        let p = &self.players[self.current as usize];
        let room = self.high_score().saturating_sub(p.scored);
        (self.turn.symbols.of(Kind::Score) as u16)
            .min(p.credits)
            .min(room as u16) as u8
    }

    /// What the player to move can pay in the Buy phase: Buy symbols and Credits.
    pub fn buying_power(&self) -> u32 {
        self.turn.buy_left as u32 + self.players[self.current as usize].credits as u32
    }

    /// The top card of a stack, if it can be bought now.
    pub fn affordable(&self, k: Kind) -> Option<CardId> {
        let top = *self.stacks[k as usize].last()?;
        (self.cards.design(top).cost as u32 <= self.buying_power()).then_some(top)
    }

    pub fn can_draw(&self) -> bool {
        let p = &self.players[self.current as usize];
        self.turn.draws_left > 0 && !(p.draw.is_empty() && p.discard.is_empty())
    }

    pub fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        if seat != self.current {
            return;
        }
        match self.phase {
            Phase::Draw => {
                out.push(Action::Draw);
                if !self.options.compulsory_draws {
                    out.push(Action::StopDrawing);
                }
            }
            Phase::Score => {
                for k in 0..=self.score_room() {
                    out.push(Action::Score(k));
                }
            }
            Phase::Buy => {
                for k in Kind::ALL {
                    if self.affordable(k).is_some() {
                        out.push(Action::Buy(k));
                    }
                }
                out.push(Action::EndTurn);
            }
            Phase::Over => {}
        }
    }

    /// Why the player to move may not take `a` now, as data ([`crate::words`] says it in
    /// a language), or `Ok` for a legal action. Only for the seat whose turn it is: any
    /// other is refused before this (`coinop_core::check_turn`).
    pub(crate) fn check_legal(&self, a: &Action) -> Result<(), Illegal> {
        match (self.phase, a) {
            // Under `compulsory_draws` the Draw phase never waits for a decision.
            (Phase::Draw, Action::Draw | Action::StopDrawing) => Ok(()),
            (Phase::Score, Action::Score(k)) => {
                let room = self.score_room();
                if *k <= room {
                    return Ok(());
                }
                let p = &self.players[self.current as usize];
                Err(Illegal::Score {
                    asked: *k,
                    symbols: self.turn.symbols.of(Kind::Score),
                    credits: p.credits,
                    to_high_score: self.high_score().saturating_sub(p.scored),
                    high_score: self.high_score(),
                    room,
                })
            }
            (Phase::Buy, Action::Buy(k)) => match self.stacks[*k as usize].last() {
                None => Err(Illegal::EmptyStack(*k)),
                Some(&top) if self.affordable(*k).is_none() => Err(Illegal::CannotAfford {
                    card: top,
                    buy: self.turn.buy_left,
                    credits: self.players[self.current as usize].credits,
                }),
                Some(_) => Ok(()),
            },
            (Phase::Buy, Action::EndTurn) => Ok(()),
            (phase, a) => Err(Illegal::NotInPhase { action: *a, phase }),
        }
    }

    /// Why `apply` refuses `a` of `seat` as illegal now
    /// ([`coinop_core::ActionError::Illegal`]), as data: None for a legal action, and for
    /// one refused otherwise (no such seat, the game over, another seat's turn).
    pub(crate) fn why_illegal(&self, seat: Seat, a: &Action) -> Option<Illegal> {
        coinop_core::check_turn(self, seat).ok()?;
        self.check_legal(a).err()
    }
}

/// Why an action is refused: data, worded in `words.rs` (`refusal_in`) for the player
/// who tried it, in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// More Credits scored than the room: one per Score symbol, from the player's
    /// Credits, never above the High Score.
    Score {
        asked: u8,
        symbols: u8,
        credits: u16,
        /// What the Arcade Card still takes before its High Score.
        to_high_score: u8,
        high_score: u8,
        /// The most that may be scored.
        room: u8,
    },
    /// Buying from an empty Action Stack.
    EmptyStack(Kind),
    /// Buying a top card dearer than the Buy symbols and Credits left.
    CannotAfford { card: CardId, buy: u8, credits: u16 },
    /// An action of another phase than this one.
    NotInPhase { action: Action, phase: Phase },
}
