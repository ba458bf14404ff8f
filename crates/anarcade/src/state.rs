//! The game state, as data: the players' piles and Credits, the Action Stacks, the
//! Arcade Stack, the turn in progress; and the rulebook's SETUP, which deals it. The turn
//! that changes it is in `turn`, what may be done in it in `legal`.

use crate::cards::{CardId, CardSet, Symbols};
use crate::event::End;
use crate::options::AnarcadeOptions;
use coinop_core::{Chance, DrawnFrom, Seat, SetupError, ToMove};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// «There are 53 Credit tokens included»: the Token Machine's count may go below zero,
/// «you can use any object as Credits Tokens if you run out» (RULINGS.md §18).
pub const TOKENS: i32 = 53;
/// «Draw a new hand of 3 Action Cards».
pub const HAND: usize = 3;
/// The names scripts give each player's deck shuffles (no `format!` per reshuffle).
pub(crate) const DECKS: [&str; 4] = ["P1 deck", "P2 deck", "P3 deck", "P4 deck"];
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
    /// The four Action Stacks by [`Kind`](crate::cards::Kind), face up; the last card on top.
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
    /// What a scenario file adds (its players' names, its stops inside a turn): never
    /// part of the game, not hashed, not saved; `None` outside scenarios.
    #[serde(skip)]
    pub(crate) notes: Option<Box<ScenarioNotes>>,
}

/// A seat's number in turn order from `first` among `players`: 1 for the first player
/// («Randomly determine which player will be Player 1», RULINGS.md §21).
pub fn turn_order_number(seat: Seat, first: Seat, players: usize) -> usize {
    let n = players.max(1);
    (seat as usize + n - first as usize % n) % n + 1
}

/// A scenario's additions to a game (`scenario.rs`).
#[derive(Clone, Debug, Default)]
pub(crate) struct ScenarioNotes {
    /// Stop after the Earn phase, which passes without a decision.
    pub stops: bool,
    /// The checkpoint stopped at.
    pub paused: Option<&'static str>,
    /// The players' names in the file, by seat.
    pub names: Vec<String>,
    /// The Credits in the game, when the file set the Token Machine apart from the 53.
    pub total: Option<i64>,
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
            notes: None,
        })
    }

    /// A seat's player number as the rulebook numbers players: in turn order, 1 for the
    /// first player (RULINGS.md §21).
    pub fn player_number(&self, seat: Seat) -> usize {
        turn_order_number(seat, self.first_player, self.players.len())
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
