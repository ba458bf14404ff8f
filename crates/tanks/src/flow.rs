//! The round: PLANNING, the two ACTION PHASES, END OF THE ROUND. Which decisions are
//! legal at each point is `legal.rs`'s.

use crate::action::Action;
use crate::cards::*;
use crate::event::{Event, Phase};
use crate::options::{Avalanche, ClockLasts, MAX_PLAYERS, ReserveRunsOut, SecondReveal};
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::Seat;

impl Tanks {
    /// Applies a legal action (checked by the caller) and runs the game on to the next
    /// decision.
    pub(crate) fn perform(&mut self, seat: Seat, a: &Action, ev: &mut Vec<Event>) {
        match *a {
            Action::PlaceTank { cell, facing } => {
                self.players[seat as usize].tank = Some(TankPos { cell, facing });
                ev.push(Event::TankPlaced { seat, cell, facing });
                let Stage::PlaceTanks { queue, setup } = &mut self.stage else {
                    unreachable!()
                };
                queue.remove(0);
                if queue.is_empty() {
                    if *setup {
                        self.start_round(ev);
                    } else {
                        self.next_round(ev);
                    }
                }
            }
            Action::Exchange { card, count } => {
                let p = &mut self.players[seat as usize];
                p.hand.take(card, count);
                p.discard.add(card, count);
                p.exchanged = true;
                ev.push(Event::Exchanged { seat, card, count });
                self.draw(seat, count, ev);
            }
            Action::Place { maneuver, card } => {
                let p = &mut self.players[seat as usize];
                p.hand.take(card, 1);
                p.maneuvers[maneuver as usize].push(card);
                ev.push(Event::CardPlaced {
                    seat,
                    maneuver,
                    card: Some(card),
                });
            }
            Action::Disengage => {
                let p = &mut self.players[seat as usize];
                p.disengaged = true;
                p.committed = true;
                ev.push(Event::Disengaged { seat });
                self.after_commit(ev);
            }
            Action::Commit => {
                self.players[seat as usize].committed = true;
                ev.push(Event::Committed { seat });
                self.after_commit(ev);
            }
            Action::MoveBot { cell } => {
                let i = self.bot_at(cell).expect("checked legal");
                self.move_bot(i, ev);
                self.advance(ev);
            }
            Action::ShovelRemove { cell } => {
                self.pending.remove(0);
                self.shovel_remove(seat, cell, ev);
                self.advance(ev);
            }
            Action::ShovelAdd { cell } => {
                self.pending.remove(0);
                self.shovel_add(seat, cell, ev);
                self.advance(ev);
            }
            Action::Grenade { cell } => {
                self.pending.remove(0);
                self.grenade(seat, cell, ev);
                self.advance(ev);
            }
        }
    }

    fn after_commit(&mut self, ev: &mut Vec<Event>) {
        if self.players.iter().all(|p| p.committed) {
            self.cursor = Cursor::start(0);
            ev.push(Event::PhaseBegan {
                phase: Phase::FirstAction,
            });
            self.advance(ev);
        }
    }

    /// Runs the action phases until a decision is needed or the round is over.
    pub(crate) fn advance(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.is_over() {
                self.stage = Stage::Over;
                self.motion = None;
                return;
            }
            if let Some(&(seat, power)) = self.pending.first() {
                let possible = power == PowerUp::Grenade
                    || !self.bricks.is_empty()
                    || !self.shovel_add_spaces().is_empty();
                if possible {
                    self.stage = Stage::PowerUpChoice { seat, power };
                    return;
                }
                self.pending.remove(0);
                continue;
            }
            // A card (or bot maneuver) stopped for that choice goes on.
            if let Some(m) = self.motion.take() {
                self.run_motion(*m, ev);
                continue;
            }
            let phase = self.cursor.phase as usize;
            match self.cursor.step {
                Step::Players { turn, card } => {
                    if turn as usize >= self.seats() {
                        self.cursor.step = Step::Bots;
                        if !self.clock {
                            ev.push(Event::BotManeuvers {
                                count: self.cursor.bot_maneuvers,
                            });
                        }
                        continue;
                    }
                    let seat = self.seat_after(turn);
                    let next_turn = Step::Players {
                        turn: turn + 1,
                        card: 0,
                    };
                    let p = &mut self.players[seat as usize];
                    if !p.active() {
                        self.cursor.step = next_turn;
                        // A tank lost during its own maneuver: the maneuver is over.
                        if card > 0
                            && self.stop_at(Checkpoint::Maneuver {
                                seat,
                                phase: phase as u8,
                            })
                        {
                            return;
                        }
                        continue;
                    }
                    if card == 0 {
                        let cards = p.maneuvers[phase];
                        // "each player reveal cards in their 1st maneuver stack" — the
                        // 2nd may have been shown already, all together.
                        if !p.revealed[phase] {
                            p.revealed[phase] = true;
                            ev.push(Event::ManeuverRevealed {
                                seat,
                                maneuver: phase as u8,
                                cards,
                            });
                        }
                        // «Самая сильная карта движения, сыгранная игроками»: counted
                        // when played, so a tank lost before its turn adds nothing.
                        let top = cards.iter().map(|c| c.advance()).max().unwrap_or(0);
                        self.cursor.bot_maneuvers = self.cursor.bot_maneuvers.max(top);
                    }
                    let p = &self.players[seat as usize];
                    match p.maneuvers[phase].get(card as usize) {
                        Some(&c) => {
                            self.cursor.step = Step::Players {
                                turn,
                                card: card + 1,
                            };
                            self.play_card(seat, c, ev);
                        }
                        None => {
                            self.cursor.step = next_turn;
                            let phase = phase as u8;
                            if self.stop_at(Checkpoint::Maneuver { seat, phase }) {
                                return;
                            }
                        }
                    }
                }
                Step::Bots => {
                    if self.cursor.moving_bot.is_some() {
                        self.continue_bot(ev);
                        continue;
                    }
                    let mut unmoved = self.bots.iter().enumerate().filter(|(_, b)| !b.moved);
                    let still = if self.clock || self.cursor.bot_maneuvers == 0 {
                        (None, None)
                    } else {
                        (unmoved.next(), unmoved.next())
                    };
                    match still {
                        (None, _) => {
                            self.cursor.step = Step::Fire;
                            if self.stop_at(Checkpoint::Bots { phase: phase as u8 }) {
                                return;
                            }
                        }
                        (Some((i, _)), None) => self.move_bot(i, ev),
                        _ => {
                            // "All bots are moved by the first player in any order"
                            self.stage = Stage::BotOrder;
                            return;
                        }
                    }
                }
                Step::Fire => {
                    let resumed = self
                        .checkpoints
                        .as_mut()
                        .is_some_and(|c| std::mem::take(&mut c.fired));
                    if !resumed {
                        self.open_fire(ev);
                        for b in &mut self.bots {
                            b.moved = false;
                        }
                        if self.stop_at(Checkpoint::Volley { phase: phase as u8 }) {
                            self.checkpoints.as_mut().expect("stopped").fired = true;
                            return;
                        }
                    }
                    if self.is_over() {
                        continue;
                    }
                    if self.options.rulings.clock == ClockLasts::ActionPhase {
                        self.clock = false;
                    }
                    if phase == 0 {
                        self.cursor = Cursor::start(1);
                        ev.push(Event::PhaseBegan {
                            phase: Phase::SecondAction,
                        });
                        if self.options.rulings.second_maneuvers == SecondReveal::AllAtOnce {
                            self.reveal_second_maneuvers(ev);
                        }
                        continue;
                    }
                    self.end_round(ev);
                    return;
                }
            }
        }
    }

    /// In scenario runs, stops at `cp` (returns true: the caller returns at once).
    fn stop_at(&mut self, cp: Checkpoint) -> bool {
        match &mut self.checkpoints {
            Some(c) => {
                c.at = Some(cp);
                true
            }
            None => false,
        }
    }

    /// Whether a scenario run stopped the engine at a checkpoint.
    pub(crate) fn stopped(&self) -> Option<Checkpoint> {
        self.checkpoints.as_ref().and_then(|c| c.at)
    }

    /// Goes on from a checkpoint.
    pub(crate) fn resume(&mut self, ev: &mut Vec<Event>) {
        if let Some(c) = &mut self.checkpoints
            && c.at.take().is_some()
        {
            self.advance(ev);
        }
    }

    /// RU «В фазе 2-го действия все игроки вскрывают карты 2-го маневра»: every tank
    /// still in play shows its 2nd maneuver at once, in turn order; they are resolved in
    /// turn order as in the 1st phase.
    fn reveal_second_maneuvers(&mut self, ev: &mut Vec<Event>) {
        for turn in 0..self.seats() as u8 {
            let seat = self.seat_after(turn);
            let p = &mut self.players[seat as usize];
            if p.active() && !p.revealed[1] {
                p.revealed[1] = true;
                ev.push(Event::ManeuverRevealed {
                    seat,
                    maneuver: 1,
                    cards: p.maneuvers[1],
                });
            }
        }
    }

    /// Round 1 after setup placements.
    fn start_round(&mut self, ev: &mut Vec<Event>) {
        self.stage = Stage::Planning;
        ev.push(Event::RoundStarted {
            round: self.round,
            first_player: self.first_player,
        });
        ev.push(Event::PhaseBegan {
            phase: Phase::Planning,
        });
    }

    /// GETTING NEW CARDS, BOTS RESPAWN, PLAYERS RESPAWN.
    fn end_round(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::PhaseBegan {
            phase: Phase::RoundEnd,
        });
        let order: ArrayVec<Seat, MAX_PLAYERS> = self.turn_order().collect();
        for &seat in &order {
            let p = &mut self.players[seat as usize];
            if p.destroyed {
                continue;
            }
            if p.disengaged {
                // "replenish their hand back to 7 cards and flip their tank token back"
                p.disengaged = false;
                let short = HAND_SIZE.saturating_sub(p.hand.total());
                self.draw(seat, short, ev);
            } else {
                // "discard all cards played for maneuvers, draw the same number of cards
                // from the deck, then if they have less than 7 cards, they draw 1
                // additional card."
                let mut played = 0;
                for m in &mut p.maneuvers {
                    for &c in m.iter() {
                        p.discard.add(c, 1);
                    }
                    played += m.len() as u8;
                    m.clear();
                }
                self.draw(seat, played, ev);
                if self.players[seat as usize].hand.total() < HAND_SIZE {
                    self.draw(seat, 1, ev);
                }
            }
        }
        self.respawn_bots(ev);
        let mut queue = ArrayVec::new();
        for &seat in &order {
            if self.players[seat as usize].destroyed {
                // "Reshuffle all of their cards, preparing a new deck; draw new hand of 7"
                self.reshuffle_all(seat, ev);
                self.draw(seat, HAND_SIZE, ev);
                let p = &mut self.players[seat as usize];
                p.destroyed = false;
                p.disengaged = false;
                queue.push(seat);
            }
        }
        if self.round >= self.options.max_rounds {
            self.finish(EndReason::RoundLimit, ev);
            return;
        }
        if queue.is_empty() {
            self.next_round(ev);
        } else {
            self.stage = Stage::PlaceTanks {
                queue,
                setup: false,
            };
        }
    }

    /// "If there are less than 3 bots on the board, draw necessary number of tokens from
    /// the reserve and put them on spaces with same number and color as on their
    /// flipsides." Avalanche adds one.
    fn respawn_bots(&mut self, ev: &mut Vec<Event>) {
        let quota = self.options.bot_quota();
        let mut new = match self.options.variants.avalanche {
            Some(Avalanche::Instead) => 1,
            _ => quota.saturating_sub(self.bots.len()),
        };
        if self.options.variants.avalanche == Some(Avalanche::OnTop) {
            new += 1;
        }
        for _ in 0..new {
            if self.bot_reserve.is_empty() || self.bot_reserve_ran_out || self.bots.is_full() {
                return;
            }
            let id = self.draw_bot();
            // RU: «Если нужная клетка занята, бот выставляется на следующий свободный
            // номер в этом сегменте» — counting on past 4 to 1.
            let free = self.home_space(id).and_then(|(seg, _)| {
                let spawns = &self.board.segments[seg].spawns;
                (0..4u8)
                    .filter_map(|k| {
                        spawns
                            .iter()
                            .find(|s| s.number == (id.number - 1 + k) % 4 + 1)
                    })
                    .find(|s| self.spawn_is_free(s.cell))
                    .copied()
            });
            match free {
                Some(s) => {
                    self.put_bot(id, s.cell, s.facing, true, ev);
                    if self.bot_reserve.is_empty()
                        && self.options.rulings.bot_reserve == ReserveRunsOut::ForGood
                    {
                        self.bot_reserve_ran_out = true;
                        ev.push(Event::BotReserveRanOut);
                    }
                }
                // Ruling: with all four spaces taken the bot stays in the reserve.
                None => {
                    self.bot_reserve.push(id);
                    self.seen_reserve.push(id);
                }
            }
        }
    }

    /// "Finally, pass first player token to the next player (clockwise)".
    fn next_round(&mut self, ev: &mut Vec<Event>) {
        self.first_player = (self.first_player + 1) % self.seats() as Seat;
        ev.push(Event::FirstPlayerPassed {
            seat: self.first_player,
        });
        self.round += 1;
        self.clock = false;
        for p in &mut self.players {
            p.exchanged = false;
            p.committed = false;
            p.revealed = [false; 2];
        }
        self.start_round(ev);
    }
}
