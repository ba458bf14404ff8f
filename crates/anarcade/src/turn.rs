//! The turn, as the rulebook orders it: the hand laid out, the Draw phase, Earning, the
//! Score phase, the Buy phase, and the end of the turn (the Ace, the Credit limit, a new
//! hand). A phase with nothing to decide passes by itself; the engine stops only where a
//! player has a choice.

use crate::action::Action;
use crate::cards::{CardId, Kind};
use crate::event::{End, Event};
use crate::state::{Anarcade, DECKS, HAND, Phase, Turn};
use coinop_core::{DrawnFrom, Seat};

impl Anarcade {
    pub fn perform(&mut self, a: &Action, ev: &mut Vec<Event>) {
        let seat = self.current;
        match *a {
            Action::Draw => {
                self.draw_and_play(ev);
            }
            Action::StopDrawing => {
                ev.push(Event::StoppedDrawing {
                    seat,
                    left: self.turn.draws_left,
                });
                self.turn.draws_left = 0;
            }
            Action::Score(k) => {
                let p = &mut self.players[seat as usize];
                p.credits -= k as u16;
                p.scored += k;
                self.turn.scored += k;
                if k > 0 {
                    ev.push(Event::Scored {
                        seat,
                        credits: k,
                        total: p.scored,
                        high_score: self.high_score(),
                    });
                } else {
                    ev.push(Event::SkippedScore { seat });
                }
                self.enter_buy();
            }
            Action::Buy(k) => {
                let card = self.stacks[k as usize].pop().expect("checked legal");
                let cost = self.cards.design(card).cost;
                let from_buy = cost.min(self.turn.buy_left);
                self.turn.buy_left -= from_buy;
                let credits = cost - from_buy;
                self.players[seat as usize].credits -= credits as u16;
                // RULINGS.md §7: Credits spent go to the Token Machine.
                self.token_machine += credits as i32;
                self.players[seat as usize].discard.push(card);
                ev.push(Event::Bought {
                    seat,
                    card,
                    stack: k,
                    buy: from_buy,
                    credits,
                });
            }
            Action::EndTurn => {
                self.end_turn(ev);
                return;
            }
        }
        self.advance(ev);
    }

    /// Starts the current player's turn: «place all of the Action Cards in your hand in
    /// front of you with the symbols showing».
    pub fn begin_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.current;
        ev.push(Event::TurnBegins {
            seat,
            turn: self.turns + 1,
        });
        self.turn = Turn {
            symbols: self.arcade_symbols(),
            ..Turn::default()
        };
        let hand = std::mem::take(&mut self.players[seat as usize].hand);
        for card in hand {
            self.play(card, false, ev);
        }
        self.turn.draws_left = self.turn.symbols.of(Kind::Draw);
        self.turn.buy_left = 0;
        self.phase = Phase::Draw;
        self.advance(ev);
    }

    fn play(&mut self, card: CardId, drawn: bool, ev: &mut Vec<Event>) {
        self.turn.in_play.push(card);
        self.turn.symbols.add(self.cards.symbols(card));
        ev.push(Event::Played {
            seat: self.current,
            card,
            drawn,
        });
    }

    /// «For each Draw symbol, draw and play an Action Card from your Draw Stack» — and
    /// «If the new card has a Draw Action symbol, draw another card».
    fn draw_and_play(&mut self, ev: &mut Vec<Event>) {
        let seat = self.current;
        self.turn.draws_left -= 1;
        if let Some(card) = self.draw_card(seat, ev) {
            let d = self.cards.symbols(card).of(Kind::Draw);
            self.turn.draws_left = self.turn.draws_left.saturating_add(d);
            self.play(card, true, ev);
        }
    }

    /// One card from a player's Draw Stack, the Discard Stack shuffled into a new one when
    /// it is empty («shuffle the Discard Stack into a new Draw Stack … and resume drawing»).
    fn draw_card(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Option<CardId> {
        let s = seat as usize;
        if self.players[s].draw.is_empty() {
            if self.players[s].discard.is_empty() {
                return None;
            }
            let mut pile = std::mem::take(&mut self.players[s].discard);
            let cards = &self.cards;
            self.chance
                .shuffle(DECKS[s], &mut pile, DrawnFrom::End, |c| {
                    cards.design(*c).name.clone()
                });
            ev.push(Event::Reshuffled {
                seat,
                cards: pile.len() as u8,
            });
            self.players[s].draw = pile;
        }
        self.players[s].draw.pop()
    }

    /// Moves on through the phases until a player has a choice or the game is over.
    pub fn advance(&mut self, ev: &mut Vec<Event>) {
        loop {
            match self.phase {
                Phase::Draw => {
                    if self.can_draw() {
                        if !self.options.compulsory_draws {
                            return;
                        }
                        self.draw_and_play(ev);
                        continue;
                    }
                    if self.turn.draws_left > 0 {
                        // «or if there are no cards left in the Draw and Discard Stacks».
                        ev.push(Event::OutOfCards {
                            seat: self.current,
                            left: self.turn.draws_left,
                        });
                        self.turn.draws_left = 0;
                    }
                    self.earn(ev);
                    self.phase = Phase::Score;
                    // A scenario looks at the turn here: the Earn phase asks nothing.
                    if let Some(n) = self.notes.as_mut()
                        && n.stops
                    {
                        n.paused = Some("earn");
                        return;
                    }
                }
                Phase::Score => {
                    if self.score_room() > 0 {
                        return;
                    }
                    self.enter_buy();
                }
                Phase::Buy => {
                    if Kind::ALL.iter().any(|&k| self.affordable(k).is_some()) {
                        return;
                    }
                    // Said, or a turn that ends with no decision asked leaves no trace.
                    ev.push(Event::NothingToBuy {
                        seat: self.current,
                        power: self.buying_power(),
                    });
                    self.end_turn(ev);
                    return;
                }
                Phase::Over => return,
            }
        }
    }

    /// «You can purchase a card … by paying its cost in Buy symbols and/or Credits».
    fn enter_buy(&mut self) {
        self.phase = Phase::Buy;
        self.turn.buy_left = self.turn.symbols.of(Kind::Buy);
    }

    /// «Move one Credit from the Token Machine to your Credits Area … for each Earn
    /// Action symbol shown» (taken at once: RULINGS.md §26).
    fn earn(&mut self, ev: &mut Vec<Event>) {
        let n = self.turn.symbols.of(Kind::Earn);
        if n > 0 {
            self.players[self.current as usize].credits += n as u16;
            self.token_machine -= n as i32;
            ev.push(Event::Earned {
                seat: self.current,
                credits: n,
            });
        }
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.current;
        let s = seat as usize;
        // «Move all of the Action Cards you played this turn into your Discard Stack».
        let played = std::mem::take(&mut self.turn.in_play);
        self.players[s].discard.extend(played);
        // «Ace the Arcade Card».
        let hs = self.high_score();
        if let Some(a) = self.arcade
            && hs > 0
            && self.players[s].scored == hs
        {
            self.players[s].aced.push(a);
            self.arcade = None;
            let aces = self.players[s].aced.len() as u8;
            ev.push(Event::Aced {
                seat,
                arcade: a,
                aces,
            });
            // «If this is the third Arcade Card that you have Aced … You won the game!»
            // The steps after it are not taken (RULINGS.md §19).
            if aces >= self.options.aces_to_win {
                self.finish(End::Aces { winner: seat }, ev);
                return;
            }
            // «Move your Credits from the Arcade Board to the Token Machine».
            self.token_machine += self.players[s].scored as i32;
            self.players[s].scored = 0;
            // «Return the other players' Credits from the Arcade Board to their
            // respective Credits Areas».
            for (o, p) in self.players.iter_mut().enumerate() {
                if p.scored > 0 {
                    ev.push(Event::ScoreReturned {
                        seat: o as Seat,
                        credits: p.scored,
                    });
                    p.credits += p.scored as u16;
                    p.scored = 0;
                }
            }
            // «Draw a new Arcade Card and place it face up on the Arcade Stack».
            self.arcade = self.arcade_stack.pop();
            match self.arcade {
                Some(a) => ev.push(Event::NewArcade { arcade: a }),
                None => {
                    // Unreachable with the options' check (RULINGS.md §28); kept total.
                    let best = self.players.iter().map(|p| p.aced.len()).max().unwrap_or(0);
                    let winners = (0..self.players.len() as Seat)
                        .filter(|&o| self.players[o as usize].aced.len() == best)
                        .collect();
                    self.finish(End::ArcadeEmpty { winners }, ev);
                    return;
                }
            }
        }
        // «Return Credits to the Token Machine until you have no more than 6».
        let limit = self.options.credit_limit as u16;
        if self.players[s].credits > limit {
            let back = self.players[s].credits - limit;
            self.players[s].credits = limit;
            self.token_machine += back as i32;
            ev.push(Event::ExcessReturned {
                seat,
                credits: back,
            });
        }
        // «Draw a new hand of 3 Action Cards from your Draw Stack for next turn».
        let mut hand = Vec::with_capacity(HAND);
        for _ in 0..HAND {
            match self.draw_card(seat, ev) {
                Some(c) => hand.push(c),
                None => break,
            }
        }
        ev.push(Event::HandDrawn {
            seat,
            cards: hand.clone(),
        });
        self.players[s].hand = hand;
        self.turns += 1;
        if self.turns >= self.options.max_turns {
            self.finish(End::TurnLimit, ev);
            return;
        }
        // «Play proceeds to the player to the left».
        self.current = (self.current + 1) % self.players.len() as Seat;
        self.begin_turn(ev);
    }

    fn finish(&mut self, end: End, ev: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.end = Some(end.clone());
        ev.push(Event::GameOver { end });
    }
}
