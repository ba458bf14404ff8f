//! Which actions are legal now, whose decision it is, and why an action is not legal.

use crate::action::Action;
use crate::arena::{tank_colour, tank_number};
use crate::cards::{Command, Group};
use crate::state::{Pending, Phase, Player, Robotanks, add};
use coinop_core::{Seat, SeatSet, ToMove};

/// Whether a dealt hand lets its player declare a misdeal (RULINGS.md §7): «no fire or
/// movement cards» read as lacking either kind, turns counting as movement.
pub fn misdeal_allowed(hand: &[Command], needs_neither: bool) -> bool {
    let fire = hand
        .iter()
        .any(|c| matches!(c.group(), Group::DirectFire | Group::IndirectFire));
    let moves = hand
        .iter()
        .any(|c| matches!(c.group(), Group::Move | Group::Turn));
    if needs_neither {
        !fire && !moves
    } else {
        !fire || !moves
    }
}

/// A seat may still declare a misdeal: it holds its whole deal, nothing set aside or
/// programmed yet («at this point», RULINGS.md §7).
fn misdeal_open(p: &Player, needs_neither: bool) -> bool {
    p.set_aside.is_empty() && p.initial.is_empty() && misdeal_allowed(&p.hand, needs_neither)
}

impl Robotanks {
    /// Whether a seat still has setup to do: cards to set aside or initial programs.
    pub(crate) fn setting_up(&self, seat: Seat) -> bool {
        let p = &self.players[seat as usize];
        p.hand.len() > p.keep as usize || p.initial.len() < 4
    }

    pub fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Over => ToMove::Terminal,
            Phase::Setup => ToMove::Seats(
                (0..self.players.len() as Seat)
                    .filter(|s| self.setting_up(*s))
                    .collect::<SeatSet>(),
            ),
            _ => ToMove::Seats(SeatSet::single(self.current)),
        }
    }

    /// Refuses an action that is not legal now, saying why as data ([`crate::words`] says
    /// it in a language). Only for a seat to move: any other is refused before this
    /// (`coinop_core::check_turn`).
    pub(crate) fn check_legal(&self, seat: Seat, a: &Action) -> Result<(), Illegal> {
        if self.is_legal(seat, a) {
            Ok(())
        } else {
            Err(self.illegal(seat, a))
        }
    }

    /// Why `apply` refuses `a` of `seat` as illegal now
    /// ([`coinop_core::ActionError::Illegal`]), as data: None for a legal action, and for
    /// one refused otherwise (no such seat, the game over, another seat's decision).
    pub(crate) fn why_illegal(&self, seat: Seat, a: &Action) -> Option<Illegal> {
        coinop_core::check_turn(self, seat).ok()?;
        self.check_legal(seat, a).err()
    }

    /// Whether `a` is among [`Robotanks::legal`]'s actions, without listing them (random
    /// play and search check every action they apply).
    pub fn is_legal(&self, seat: Seat, a: &Action) -> bool {
        use Action as A;
        if !self.to_move().contains(seat) {
            return false;
        }
        let p = &self.players[seat as usize];
        let held = |c: &Command| p.hand.binary_search(c).is_ok();
        let banked = |c: &Command| self.bank.binary_search(c).is_ok();
        match (self.phase, a) {
            (Phase::Setup, A::Misdeal) => misdeal_open(p, self.options.misdeal_needs_neither),
            (Phase::Setup, A::Discard(c)) => p.hand.len() > p.keep as usize && held(c),
            (Phase::Setup, A::Program(c)) => {
                p.hand.len() <= p.keep as usize && p.initial.len() < 4 && held(c)
            }
            (Phase::Deactivation, A::Deactivate(n)) => {
                (1..=4).contains(n)
                    && !self.tanks[(self.colour(seat) as u8 * 4 + n - 1) as usize].wreck
            }
            (Phase::Deactivation, A::Roll) => true,
            (Phase::BankPick, A::Take(c)) => banked(c),
            (Phase::LookUp, A::Take(c)) => self.traded.len() == 2 && banked(c),
            (Phase::LookUp, A::Pass) => self.traded.is_empty(),
            // Look-Up begins only with a card in the Bank, and the cards traded in reach
            // it only after the take: there is always one to take.
            (Phase::LookUp, A::Give(c)) => {
                self.traded.len() < 2 && held(c) && !self.bank.is_empty()
            }
            (Phase::Programming, A::Done) => true,
            (Phase::Programming, A::Program(c)) => held(c),
            (Phase::Execution, _) => {
                let mut legal = Vec::new();
                self.legal(seat, &mut legal);
                legal.contains(a)
            }
            _ => false,
        }
    }

    fn illegal(&self, seat: Seat, a: &Action) -> Illegal {
        use Action as A;
        let mut legal = Vec::new();
        self.legal(seat, &mut legal);
        // The right kind of move with the wrong card: name the card.
        let kind = std::mem::discriminant(a);
        if let Some(p) = self.players.get(seat as usize)
            && legal.iter().any(|l| std::mem::discriminant(l) == kind)
        {
            match *a {
                A::Discard(c) | A::Give(c) | A::Program(c) if !p.hand.contains(&c) => {
                    return Illegal::MissingFromHand(*a, c);
                }
                A::Take(c) if !self.bank.contains(&c) => return Illegal::MissingFromBank(*a, c),
                _ => {}
            }
        }
        Illegal::NotNow {
            action: *a,
            step: self.phase_name(),
            legal,
        }
    }

    /// The legal actions of `seat` now.
    pub fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        use Action as A;
        if !self.to_move().contains(seat) {
            return;
        }
        let p = &self.players[seat as usize];
        let kinds = |pile: &[Command], out: &mut Vec<A>, f: fn(Command) -> A| {
            let mut last = None;
            for &c in pile {
                if last != Some(c) {
                    out.push(f(c));
                    last = Some(c);
                }
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Setup => {
                if misdeal_open(p, self.options.misdeal_needs_neither) {
                    out.push(A::Misdeal);
                }
                if p.hand.len() > p.keep as usize {
                    kinds(&p.hand, out, A::Discard);
                } else if p.initial.len() < 4 {
                    kinds(&p.hand, out, A::Program);
                }
            }
            Phase::Deactivation => {
                for t in self.tanks_of(seat) {
                    if !self.tanks[t as usize].wreck {
                        out.push(A::Deactivate(tank_number(t)));
                    }
                }
                out.push(A::Roll);
            }
            Phase::BankPick => kinds(&self.bank, out, A::Take),
            Phase::LookUp => {
                if self.traded.len() == 2 {
                    kinds(&self.bank, out, A::Take);
                } else {
                    if self.traded.is_empty() {
                        out.push(A::Pass);
                    }
                    if !self.bank.is_empty() {
                        kinds(&p.hand, out, A::Give);
                    }
                }
            }
            Phase::Programming => {
                out.push(A::Done);
                kinds(&p.hand, out, A::Program);
            }
            Phase::Execution => match &self.pending {
                None => {}
                Some(Pending::Target { candidates, .. }) => {
                    out.extend(candidates.iter().map(|(o, _)| A::Target(*o)));
                }
                Some(Pending::Warp { colour, number, .. }) => {
                    for t in 0..16u8 {
                        let ok = self.tanks[t as usize].present
                            && colour.is_none_or(|c| tank_colour(t) == c)
                            && number.is_none_or(|n| tank_number(t) == n);
                        if ok {
                            out.push(A::Warp(t));
                        }
                    }
                }
                Some(Pending::Drain { taken, .. }) => {
                    let mut t = taken.clone();
                    t.sort_unstable();
                    kinds(&t, out, A::Keep);
                }
                Some(Pending::Scan { .. }) => {
                    for t in 0..16u8 {
                        let k = &self.tanks[t as usize];
                        if k.present && !k.wreck {
                            out.push(A::Scan(t));
                        }
                    }
                }
                Some(Pending::Virus { required, .. }) => {
                    if required.is_empty() {
                        out.push(A::Done);
                    }
                    let mut all = required.clone();
                    for c in &p.hand {
                        add(&mut all, *c);
                    }
                    kinds(&all, out, A::Program);
                }
            },
        }
    }
}

/// Why an action is refused: data, worded in `words.rs` (`refusal_in`) for the seat that
/// tried it, in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The right kind of move with a card the hand does not hold: the action, its card.
    MissingFromHand(Action, Command),
    /// A card taken that the Bank does not hold.
    MissingFromBank(Action, Command),
    /// Not a move of this step: the step's key ([`Robotanks::phase_name`]) and the moves
    /// that are.
    NotNow {
        action: Action,
        step: &'static str,
        legal: Vec<Action>,
    },
}

#[cfg(test)]
mod tests {
    use crate::action::Action;
    use crate::arena::Object;
    use coinop_core::Game;

    #[test]
    fn a_tank_number_from_outside_is_refused_with_words() {
        let g = crate::Robotanks::new_game(&Default::default(), 1).unwrap();
        for a in [
            Action::Warp(16),
            Action::Scan(200),
            Action::Target(Object::Tank(99)),
        ] {
            let mut g2 = g.clone();
            let e = g2.apply(0, &a).unwrap_err().to_string();
            assert!(e.contains("not a move now"), "{e}");
            assert_eq!(g2, g);
        }
    }
}
