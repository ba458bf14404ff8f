//! What one viewer sees (RULINGS.md §27): every card bought, played or discarded was
//! shown face up, so Discard Stacks are open in full; a hand is seen by its owner only,
//! and the order of every face-down pile (Draw Stacks, the Arcade Stack) and of the
//! Action Stacks below their tops by nobody. What a player with a good memory knows —
//! which cards are in someone's hand and Draw Stack together — is given as a sorted
//! list, which tells nothing of the order or of the hand. Search's other side of it is
//! here too: a full state dealt again from what one seat knows (`determinized`).

use crate::cards::{CardId, CardSet, Kind, Symbols};
use crate::event::End;
use crate::state::{Anarcade, Phase};
use coinop_core::{Chance, DrawnFrom, GameRng, Seat, StableHasher, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub viewer: Viewer,
    pub players: Vec<PlayerView>,
    /// The four Action Stacks, Draw, Earn, Score, Buy.
    pub stacks: Vec<StackView>,
    /// The face-up Arcade Card.
    pub arcade: Option<u8>,
    /// The Arcade Cards still face down in the Arcade Stack, sorted (not their order).
    pub arcade_left: Vec<u8>,
    /// Credits left in the Token Machine (below zero: «any objects» stand in).
    pub token_machine: i32,
    pub first_player: Seat,
    pub current: Seat,
    pub phase: Phase,
    pub turn: TurnView,
    /// Turns played.
    pub turns: u16,
    pub max_turns: u16,
    pub aces_to_win: u8,
    pub credit_limit: u8,
    pub compulsory_draws: bool,
    pub end: Option<End>,
    /// The card set: names, costs, symbols and High Scores, by id.
    pub cards: Arc<CardSet>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub credits: u16,
    /// Credits on the face-up Arcade Card.
    pub scored: u8,
    /// The Victory Area.
    pub aced: Vec<u8>,
    /// The hand, for its owner only.
    pub hand: Option<Vec<CardId>>,
    pub hand_size: u8,
    pub draw_size: u8,
    /// The Discard Stack, bottom first: open to all.
    pub discard: Vec<CardId>,
    /// Cards the viewer knows are in this player's Draw Stack (for the owner) or in the
    /// hand and Draw Stack together (for anyone else), sorted.
    pub unseen: Vec<CardId>,
    /// Every card this player owns.
    pub deck_size: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StackView {
    pub kind: Kind,
    pub top: Option<CardId>,
    pub size: u8,
    /// The whole stack, top last, when the option `open_stacks` lets players look.
    pub cards: Option<Vec<CardId>>,
}

/// The turn in progress, open to all (every played card is face up).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnView {
    pub in_play: Vec<CardId>,
    pub symbols: Symbols,
    pub draws_left: u8,
    pub buy_left: u8,
    pub scored: u8,
    /// The most the player may score now.
    pub score_room: u8,
}

impl Anarcade {
    pub fn observation(&self, viewer: Viewer) -> Observation {
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let own = viewer == Viewer::Seat(s as Seat);
                let mut unseen = p.draw.clone();
                if !own {
                    unseen.extend(&p.hand);
                }
                unseen.sort_unstable();
                let in_play = if self.current as usize == s {
                    self.turn.in_play.len()
                } else {
                    0
                };
                PlayerView {
                    seat: s as Seat,
                    credits: p.credits,
                    scored: p.scored,
                    aced: p.aced.clone(),
                    hand: own.then(|| p.hand.clone()),
                    hand_size: p.hand.len() as u8,
                    draw_size: p.draw.len() as u8,
                    discard: p.discard.clone(),
                    unseen,
                    deck_size: (p.hand.len() + p.draw.len() + p.discard.len() + in_play) as u8,
                }
            })
            .collect();
        let stacks = Kind::ALL
            .iter()
            .map(|&k| {
                let s = &self.stacks[k as usize];
                StackView {
                    kind: k,
                    top: s.last().copied(),
                    size: s.len() as u8,
                    cards: self.options.open_stacks.then(|| s.clone()),
                }
            })
            .collect();
        let mut arcade_left = self.arcade_stack.clone();
        arcade_left.sort_unstable();
        Observation {
            viewer,
            players,
            stacks,
            arcade: self.arcade,
            arcade_left,
            token_machine: self.token_machine,
            first_player: self.first_player,
            current: self.current,
            phase: self.phase,
            turn: TurnView {
                in_play: self.turn.in_play.clone(),
                symbols: self.turn.symbols,
                draws_left: self.turn.draws_left,
                buy_left: self.turn.buy_left,
                scored: self.turn.scored,
                score_room: if self.phase == Phase::Score {
                    self.score_room()
                } else {
                    0
                },
            },
            turns: self.turns,
            max_turns: self.options.max_turns,
            aces_to_win: self.options.aces_to_win,
            credit_limit: self.options.credit_limit,
            compulsory_draws: self.options.compulsory_draws,
            end: self.end.clone(),
            cards: self.cards.clone(),
        }
    }

    /// Hashes exactly what [`Anarcade::observation`] shows `viewer`, without building it
    /// (search asks for this at every step).
    pub fn observation_hash(&self, viewer: Viewer) -> u64 {
        let mut h = StableHasher::default();
        viewer.seat().hash(&mut h);
        let mut sorted: Vec<u8> = Vec::with_capacity(64);
        for (s, p) in self.players.iter().enumerate() {
            let own = viewer == Viewer::Seat(s as Seat);
            (p.credits, p.scored, &p.aced, &p.discard).hash(&mut h);
            (p.hand.len(), p.draw.len()).hash(&mut h);
            if own {
                p.hand.hash(&mut h);
            }
            sorted.clear();
            sorted.extend(&p.draw);
            if !own {
                sorted.extend(&p.hand);
            }
            sorted.sort_unstable();
            sorted.hash(&mut h);
        }
        for s in &self.stacks {
            (s.last(), s.len()).hash(&mut h);
            if self.options.open_stacks {
                s.hash(&mut h);
            }
        }
        sorted.clear();
        sorted.extend(&self.arcade_stack);
        sorted.sort_unstable();
        (self.arcade, &sorted, self.token_machine).hash(&mut h);
        (self.current, self.phase, &self.turn, self.turns, &self.end).hash(&mut h);
        h.finish()
    }

    /// What `seat` cannot see, dealt again: the others' hands and Draw Stacks from what
    /// they hold together, its own Draw Stack's order, the Action Stacks below their tops
    /// (unless open), the Arcade Stack's order, and the luck to come. Each pile is sorted
    /// before it is shuffled, so the result depends only on what `seat` knows.
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Anarcade {
        let mut g = self.clone();
        let mut chance = Chance::reseeded(rng);
        let none = |_: &u8| String::new();
        for (s, p) in g.players.iter_mut().enumerate() {
            if s == seat as usize {
                p.draw.sort_unstable();
                chance.shuffle("", &mut p.draw, DrawnFrom::End, none);
            } else {
                let hand = p.hand.len();
                let mut pool = std::mem::take(&mut p.draw);
                pool.append(&mut p.hand);
                pool.sort_unstable();
                chance.shuffle("", &mut pool, DrawnFrom::End, none);
                p.hand = pool.split_off(pool.len() - hand);
                p.draw = pool;
            }
        }
        if !g.options.open_stacks {
            for st in g.stacks.iter_mut() {
                if let Some(n) = st.len().checked_sub(1) {
                    st[..n].sort_unstable();
                    chance.shuffle("", &mut st[..n], DrawnFrom::End, none);
                }
            }
        }
        g.arcade_stack.sort_unstable();
        chance.shuffle("", &mut g.arcade_stack, DrawnFrom::End, none);
        g.chance = chance;
        g
    }
}
