//! The game state, setup, and the turn: four phases (Draw, Earn, Score, Buy) and the
//! end of the turn, as the rulebook orders them. A phase with nothing to decide passes
//! by itself; the engine stops only where a player has a choice.

use crate::action::Action;
use crate::cards::{CardId, CardSet, Kind, Symbols};
use crate::event::{End, Event};
use crate::options::AnarcadeOptions;
use coinop_core::{ActionError, Chance, DrawnFrom, Seat, SetupError, ToMove};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// «There are 53 Credit tokens included»: the Token Machine's count may go below zero,
/// «you can use any object as Credits Tokens if you run out» (RULINGS.md §18).
pub const TOKENS: i32 = 53;
/// «Draw a new hand of 3 Action Cards».
pub const HAND: usize = 3;
/// The names scripts give each player's deck shuffles (no `format!` per reshuffle).
const DECKS: [&str; 4] = ["P1 deck", "P2 deck", "P3 deck", "P4 deck"];
const STACKS: [&str; 4] = ["draw stack", "earn stack", "score stack", "buy stack"];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// The hand drawn for the next turn (hidden from the others).
    pub hand: Vec<CardId>,
    /// The Draw Stack, face down; drawn from the end.
    pub draw: Vec<CardId>,
    /// The Discard Stack, face up; the last card on top.
    pub discard: Vec<CardId>,
    /// The Credits Area.
    pub credits: u16,
    /// Credits on the Arcade Board's Score area for the face-up Arcade Card.
    pub scored: u8,
    /// The Victory Area: Arcade Cards Aced, by index into the card set.
    pub aced: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Draw,
    Score,
    Buy,
    Over,
}

/// The turn in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// Cards played this turn, in the order laid out.
    pub in_play: Vec<CardId>,
    /// Symbols of the played cards and the top Arcade Card.
    pub symbols: Symbols,
    /// Draw actions not yet taken.
    pub draws_left: u8,
    /// Buy symbols not yet spent.
    pub buy_left: u8,
    /// Credits scored this turn.
    pub scored: u8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Anarcade {
    pub options: AnarcadeOptions,
    pub cards: Arc<CardSet>,
    pub chance: Chance,
    pub players: Vec<Player>,
    /// The four Action Stacks by [`Kind`], face up; the last card on top.
    pub stacks: [Vec<CardId>; 4],
    /// The Arcade Stack below the face-up card, face down; drawn from the end.
    pub arcade_stack: Vec<u8>,
    /// The face-up Arcade Card on top of the Arcade Stack.
    pub arcade: Option<u8>,
    pub token_machine: i32,
    pub first_player: Seat,
    pub current: Seat,
    pub phase: Phase,
    pub turn: Turn,
    /// Turns completed.
    pub turns: u16,
    pub end: Option<End>,
}

impl Anarcade {
    pub fn setup(options: &AnarcadeOptions, seed: u64) -> Result<Anarcade, SetupError> {
        Anarcade::setup_with(options, Chance::from_seed(seed))
    }

    /// Setup drawing its luck from `chance` (a scenario's may be scripted).
    pub fn setup_with(
        options: &AnarcadeOptions,
        mut chance: Chance,
    ) -> Result<Anarcade, SetupError> {
        let options = &options.normalized();
        let cards = options.card_set().map_err(SetupError)?;
        options.check(&cards).map_err(SetupError)?;
        let n = options.players as usize;
        // «Randomly determine which player will be Player 1».
        let first_player = match options.first_player {
            Some(s) => s,
            None => chance.index_u8("first player", options.players, |i| format!("P{}", i + 1)),
        };
        let label = |c: &CardId| cards.design(*c).name.clone();
        // «Shuffle each Action Stack».
        let mut stacks = cards.stacks.clone();
        for (s, name) in stacks.iter_mut().zip(STACKS) {
            chance.shuffle(name, s, DrawnFrom::End, label);
        }
        // «Shuffle the Arcade Cards … draw the top card … face up».
        let mut arcade_stack: Vec<u8> = (0..cards.arcade.len() as u8).collect();
        chance.shuffle("arcade stack", &mut arcade_stack, DrawnFrom::End, |a| {
            cards.arcade[*a as usize].name.clone()
        });
        let arcade = arcade_stack.pop();
        // «Give each player 6 Starter Cards … face down … draws a starting hand of 3».
        let mut players = Vec::with_capacity(n);
        for deck in &DECKS[..n] {
            let mut draw = cards.starters.clone();
            chance.shuffle(deck, &mut draw, DrawnFrom::End, label);
            let hand = draw.split_off(draw.len() - HAND);
            players.push(Player {
                hand,
                draw,
                discard: Vec::new(),
                credits: 0,
                scored: 0,
                aced: Vec::new(),
            });
        }
        // Our option against Player 1's edge: later places start with Credits.
        let mut token_machine = TOKENS;
        for k in 1..n {
            let s = (first_player as usize + k) % n;
            let c = options.catch_up_credits as u16 * k as u16;
            players[s].credits = c;
            token_machine -= c as i32;
        }
        Ok(Anarcade {
            options: options.clone(),
            cards,
            chance,
            players,
            stacks,
            arcade_stack,
            arcade,
            token_machine,
            first_player,
            current: first_player,
            phase: Phase::Draw,
            turn: Turn::default(),
            turns: 0,
            end: None,
        })
    }

    pub fn num_players(&self) -> usize {
        self.players.len()
    }

    pub fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            ToMove::Terminal
        } else {
            ToMove::Seats(coinop_core::SeatSet::single(self.current))
        }
    }

    pub fn high_score(&self) -> u8 {
        self.arcade
            .map(|a| self.cards.arcade[a as usize].high_score)
            .unwrap_or(0)
    }

    pub fn arcade_symbols(&self) -> Symbols {
        self.arcade
            .map(|a| self.cards.arcade[a as usize].symbols)
            .unwrap_or_default()
    }

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

    /// Every card of the game, wherever it is: the Action Stacks, each player's piles,
    /// the cards in play. For conservation checks.
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut v: Vec<CardId> = self.stacks.iter().flatten().copied().collect();
        for p in &self.players {
            v.extend(&p.hand);
            v.extend(&p.draw);
            v.extend(&p.discard);
        }
        v.extend(&self.turn.in_play);
        v.sort_unstable();
        v
    }

    /// Credits anywhere: the Token Machine, Credits Areas and Score areas. Always 53.
    pub fn all_credits(&self) -> i64 {
        self.token_machine as i64
            + self
                .players
                .iter()
                .map(|p| p.credits as i64 + p.scored as i64)
                .sum::<i64>()
    }
}
