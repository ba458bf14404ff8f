//! Which actions are legal now: a player decides only in the Draw phase (draw another
//! card, or stop), the Score phase (how many Credits, up to the room the rules leave) and
//! the Buy phase (the top card of a stack they can pay for, or end the turn).

use crate::action::Action;
use crate::cards::{CardId, Kind};
use crate::state::{Anarcade, Phase};
use coinop_core::{ActionError, Seat};

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

    pub fn check_legal(&self, a: &Action) -> Result<(), ActionError> {
        let bad = |s: String| Err(ActionError::Illegal(s));
        match (self.phase, a) {
            // Under `compulsory_draws` the Draw phase never waits for a decision.
            (Phase::Draw, Action::Draw | Action::StopDrawing) => Ok(()),
            (Phase::Score, Action::Score(k)) => {
                let room = self.score_room();
                if *k <= room {
                    return Ok(());
                }
                let p = &self.players[self.current as usize];
                bad(format!(
                    "cannot score {k}: {} Score symbols, {} Credits, {} to the High Score of {} — at most {room}",
                    self.turn.symbols.of(Kind::Score),
                    p.credits,
                    self.high_score().saturating_sub(p.scored),
                    self.high_score()
                ))
            }
            (Phase::Buy, Action::Buy(k)) => match self.stacks[*k as usize].last() {
                None => bad(format!("the {} Action Stack is empty", k.name())),
                Some(&top) if self.affordable(*k).is_none() => bad(format!(
                    "{} costs {}; you have {} Buy and {} Credits",
                    self.cards.design(top).name,
                    self.cards.design(top).cost,
                    self.turn.buy_left,
                    self.players[self.current as usize].credits
                )),
                Some(_) => Ok(()),
            },
            (Phase::Buy, Action::EndTurn) => Ok(()),
            (phase, a) => bad(format!(
                "{} is not an action of the {} phase",
                crate::action::text(a),
                match phase {
                    Phase::Draw => "Draw",
                    Phase::Score => "Score",
                    Phase::Buy => "Buy",
                    Phase::Over => "finished game's",
                }
            )),
        }
    }
}
