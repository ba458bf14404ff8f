//! The turn: each player's Deactivation (or the Bank die), Look-Up, Programming,
//! Execution (worked through in `execute`) and Reactivation, in turn round the table; what
//! each decision does (`perform`); elimination, wrecks, and the three endings.

use crate::action::Action;
use crate::arena::TankId;
use crate::event::{End, Event};
use crate::state::{Phase, Robotanks, Step, add, remove, seat_bit};
use coinop_core::Seat;

impl Robotanks {
    /// A scenario's position is set: its turn begins.
    pub(crate) fn begin_scenario_turn(&mut self) {
        self.begin_turn(&mut Vec::new());
    }

    pub(crate) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        if self.turns >= self.options.max_turns {
            let winners = self.most_cards();
            self.finish(End::TurnLimit { winners }, events);
            return;
        }
        self.turns += 1;
        self.phase = Phase::Deactivation;
        self.deactivated = None;
        self.stopped = 0;
        events.push(Event::TurnBegins {
            seat: self.current,
            turn: self.turns,
        });
    }

    /// The seats still in the game holding the most cards (ties share).
    fn most_cards(&self) -> Vec<Seat> {
        let best = self
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.hand.len())
            .max()
            .unwrap_or(0);
        (0..self.players.len() as Seat)
            .filter(|s| {
                let p = &self.players[*s as usize];
                p.alive && p.hand.len() == best
            })
            .collect()
    }

    pub(crate) fn finish(&mut self, end: End, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.pending = None;
        self.steps.clear();
        self.end = Some(end.clone());
        events.push(Event::GameOver { end });
    }

    /// The turn passes clockwise to the next player still in the game.
    pub(crate) fn next_turn(&mut self, events: &mut Vec<Event>) {
        if self.phase == Phase::Over {
            return;
        }
        let n = self.players.len() as Seat;
        let mut s = self.current;
        for _ in 0..n {
            s = (s + 1) % n;
            if self.players[s as usize].alive {
                break;
            }
        }
        self.current = s;
        self.begin_turn(events);
    }

    /// «A player with no cards in their hand is immediately eliminated»: «Wreck all of
    /// their tanks and add their programs to the Bank.» Ends the game when one post is left.
    pub(crate) fn check_hand(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let p = &self.players[seat as usize];
        if !p.alive || !p.hand.is_empty() || self.phase == Phase::Setup {
            return;
        }
        self.players[seat as usize].alive = false;
        events.push(Event::Eliminated { seat });
        for t in self.tanks_of(seat) {
            let k = &self.tanks[t as usize];
            if k.present && !k.wreck {
                self.wreck(t, events);
            }
        }
        let alive: Vec<Seat> = (0..self.players.len() as Seat)
            .filter(|s| self.players[*s as usize].alive)
            .collect();
        if alive.len() == 1 {
            self.finish(End::LastPost { winner: alive[0] }, events);
        } else if seat == self.current && self.phase != Phase::Over {
            // The player's own turn ends with them, and is over as any turn is
            // (RULINGS.md §44: the stalemate is checked).
            self.pending = None;
            self.steps.clear();
            self.end_of_turn(events);
        }
    }

    /// The tank becomes a wreck; whatever program it has goes to the Bank.
    pub(crate) fn wreck(&mut self, t: TankId, events: &mut Vec<Event>) {
        let tank = &mut self.tanks[t as usize];
        let mut banked = std::mem::take(&mut tank.face_up);
        banked.append(&mut tank.take_program());
        tank.wreck = true;
        tank.inactive = false;
        banked.sort_unstable();
        for c in &banked {
            add(&mut self.bank, *c);
        }
        events.push(Event::Wrecked { tank: t, banked });
    }

    /// After an action: run execution until a decision is needed or the turn passes.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        while self.phase == Phase::Execution && self.pending.is_none() {
            // A scenario looks between one tank's execution and the next (or the end of
            // the turn): "after Black 1".
            if let Some(c) = self.checkpoints.as_mut() {
                if c.paused.is_some() {
                    break;
                }
                if let (Some(Step::Tank(_) | Step::EndOfTurn), Some(t)) =
                    (self.steps.last(), c.tank)
                {
                    c.tank = None;
                    c.paused = Some(format!("after {}", crate::action::tank_text(t)));
                    break;
                }
            }
            let Some(step) = self.steps.pop() else {
                break;
            };
            if let (Step::Tank(t), Some(c)) = (&step, self.checkpoints.as_mut()) {
                c.tank = Some(*t);
            }
            self.step(step, events);
        }
    }

    /// Programming over (or there was none): the Execution phase.
    pub(crate) fn begin_execution(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Execution;
        self.steps.clear();
        self.steps.push(Step::EndOfTurn);
        for t in self.tanks_of(self.current).rev() {
            self.steps.push(Step::Tank(t));
        }
        // «If a tank has no program cards at any point in the execution phase, it is
        // destroyed» — a deactivated tank left without a program, at once.
        for t in self.tanks_of(self.current) {
            let tank = &self.tanks[t as usize];
            if tank.present && !tank.wreck && tank.cards() == 0 {
                self.wreck(t, events);
            }
        }
        self.run(events);
    }

    pub(crate) fn end_of_turn(&mut self, events: &mut Vec<Event>) {
        // «Reactivation – Activate your deactivated tank, if any».
        if let Some(t) = self.deactivated.take()
            && self.tanks[t as usize].inactive
        {
            self.tanks[t as usize].inactive = false;
            events.push(Event::Reactivated { tank: t });
        }
        if self.stalemate() {
            let winners = self.most_cards();
            self.finish(End::Stalemate { winners }, events);
            return;
        }
        self.next_turn(events);
    }

    /// No tank of a player still in the game is left to move or fire (RULINGS.md §44).
    fn stalemate(&self) -> bool {
        !(0..self.players.len() as Seat).any(|s| {
            self.players[s as usize].alive
                && self.tanks_of(s).any(|t| {
                    let k = &self.tanks[t as usize];
                    k.present && !k.wreck
                })
        })
    }

    /// Carries out a legal action (checked by the caller).
    pub fn perform(&mut self, seat: Seat, a: &Action, events: &mut Vec<Event>) {
        use Action as A;
        let s = seat as usize;
        match (self.phase, a) {
            (Phase::Setup, A::Misdeal) => {
                events.push(Event::Misdeal { seat });
                self.deal(events);
            }
            (Phase::Setup, A::Discard(c)) => {
                remove(&mut self.players[s].hand, *c);
                self.players[s].set_aside.push(*c);
                events.push(Event::SetAside {
                    seat,
                    card: Some(*c),
                });
            }
            (Phase::Setup, A::Program(c)) => {
                // «Choose a single card from your hand for each of your tanks».
                let p = &mut self.players[s];
                remove(&mut p.hand, *c);
                p.initial.push(*c);
                let tank = p.colour as u8 * 4 + p.initial.len() as u8 - 1;
                events.push(Event::Programmed {
                    seat,
                    tank,
                    card: Some(*c),
                });
                if !(0..self.players.len() as Seat).any(|s| self.setting_up(s)) {
                    self.finish_setup(events);
                }
            }
            (Phase::Deactivation, A::Deactivate(n)) => {
                // «picking up its program stack (including any face-up cards) and adding
                // it to your hand».
                let t = self.colour(seat) as u8 * 4 + n - 1;
                let tank = &mut self.tanks[t as usize];
                let mut cards = std::mem::take(&mut tank.face_up);
                cards.append(&mut tank.take_program());
                tank.inactive = true;
                cards.sort_unstable();
                for c in &cards {
                    add(&mut self.players[s].hand, *c);
                }
                events.push(Event::Deactivated {
                    tank: t,
                    cards: cards.into_iter().map(Some).collect(),
                });
                self.deactivated = Some(t);
                self.traded.clear();
                self.reveals += 1;
                // «Look-Up – If you have a deactivated tank, you may trade in two cards
                // from your hand for one card from the Bank» (RULINGS.md §32, §33).
                if self.bank.is_empty() || self.players[s].hand.len() < 2 {
                    self.phase = Phase::Programming;
                } else {
                    self.phase = Phase::LookUp;
                }
            }
            (Phase::Deactivation, A::Roll) => {
                // «If you do not deactivate a tank, roll a die; on a 1, take a card from
                // the Bank.»
                let die = self.chance.die("bank die", 6);
                events.push(Event::BankDie { seat, die });
                if die == 1 && !self.bank.is_empty() {
                    self.phase = Phase::BankPick;
                } else {
                    self.begin_execution(events);
                }
            }
            (Phase::BankPick, A::Take(c)) => {
                remove(&mut self.bank, *c);
                add(&mut self.players[s].hand, *c);
                events.push(Event::TookFromBank { seat, card: *c });
                self.begin_execution(events);
            }
            (Phase::LookUp, A::Pass) => {
                events.push(Event::SkippedLookUp { seat });
                self.phase = Phase::Programming;
            }
            (Phase::LookUp, A::Give(c)) => {
                remove(&mut self.players[s].hand, *c);
                self.traded.push(*c);
                events.push(Event::TradedIn { seat, card: *c });
            }
            (Phase::LookUp, A::Take(c)) => {
                remove(&mut self.bank, *c);
                add(&mut self.players[s].hand, *c);
                events.push(Event::TookFromBank { seat, card: *c });
                for c in std::mem::take(&mut self.traded) {
                    add(&mut self.bank, c);
                }
                self.phase = Phase::Programming;
            }
            (Phase::Programming, A::Program(c)) => {
                let t = self.deactivated.expect("programming a deactivated tank");
                remove(&mut self.players[s].hand, *c);
                self.tanks[t as usize].put_under(*c, seat_bit(seat));
                events.push(Event::Programmed {
                    seat,
                    tank: t,
                    card: Some(*c),
                });
                self.check_hand(seat, events);
            }
            (Phase::Programming, A::Done) => {
                let t = self.deactivated.expect("programming a deactivated tank");
                events.push(Event::ProgramDone {
                    tank: t,
                    cards: self.tanks[t as usize].program.len() as u8,
                });
                self.begin_execution(events);
            }
            (Phase::Execution, a) => {
                self.decide(seat, a, events);
                self.run(events);
            }
            (phase, a) => unreachable!("{a:?} checked legal in {phase:?}"),
        }
    }
}
