//! The observation as a flat vector for learning agents ([`coinop_core::Tensor`]): shape
//! `[36 + 2A + 5D + 4(6 + D) + players × (9 + 2D)]` for a card set of `D` card designs
//! (Starter and Action) and `A` Arcade Cards: `[350]` for two players with our set
//! (D = 24, A = 10), `[464]` for four. A card is counted by its design (its index in
//! the card set, the id actions and observations use), so a "per design" range is `D`
//! long. Seats are in turn order *from the viewer* (the viewer's own seat first); a
//! spectator's start at seat 0.
//!
//! | features | what |
//! |---|---|
//! | 0–3 | the phase one-hot: Draw, Score, Buy, game over (Earn passes by itself) |
//! | 4 | the viewer is a spectator |
//! | 5 | turns played / `max_turns` |
//! | 6 | Credits in the Token Machine / 53 (below 0 when «any objects» stand in) |
//! | 7 | Aces to win / 3 |
//! | 8 | the Credit limit / 6 |
//! | 9 | Draw actions are compulsory |
//! | 10 | the face-up Arcade Card's High Score / 20 (0 when none) |
//! | 11–14 | its symbols, Draw, Earn, Score, Buy / 4 |
//! | 15 | Arcade Cards face down in the Arcade Stack / A |
//! | 16 … 16+A | the face-up Arcade Card one-hot |
//! | 16+A … 16+2A | the Arcade Cards still in the Arcade Stack |
//! | T = 16+2A: T … T+4 | the turn's symbols (cards in play and the Arcade Card), Draw, Earn, Score, Buy / 10 |
//! | T+4 … T+8 | Draw actions left / 5, Buy symbols left / 10, Credits scored this turn / 20, the most that may be scored now / 20 |
//! | T+8 … T+8+D | the cards in play per design / 4 |
//! | H = T+8+D: H … H+D | the viewer's hand per design / 3 (zeros for a spectator) |
//! | H+D … H+2D | cards left in the Action Stacks per design / that design's copies (every card out of the stacks is seen, so this is known to all) |
//! | K = H+2D: K + (6+D)k … | Action Stack `k` (Draw, Earn, Score, Buy): its cards / its size at setup, its top card's cost / 10, the top's symbols Draw, Earn, Score, Buy / 4, then the top card one-hot per design |
//! | P = K+4(6+D): P + (9+2D)j … | seat block `j` (the viewer's seat is `j = 0`), below |
//!
//! A seat block, features from its start:
//!
//! | features | what |
//! |---|---|
//! | 0 | to move now |
//! | 1 | Player 1 (the first player) |
//! | 2 | Credits / the Credit limit |
//! | 3 | Credits scored on the face-up Arcade Card / its High Score |
//! | 4 | the same Credits / 20 |
//! | 5 | Arcade Cards Aced / Aces to win |
//! | 6–8 | cards in hand / 3, in the Draw Stack / 30, owned in all / 30 |
//! | 9 … 9+D | the face-up Discard Stack per design / 4 |
//! | 9+D … 9+2D | the cards in hand and Draw Stack together per design / 4 (what any player with a good memory knows; the viewer's own hand is also on its own, above) |

use crate::cards::{CardId, Kind};
use crate::state::{HAND, Phase, TOKENS};
use crate::view::Observation;
use crate::{Anarcade, AnarcadeOptions};
use coinop_core::Tensor;

const PHASE: usize = 0;
const SPECTATOR: usize = 4;
const TURNS: usize = 5;
const TOKEN_MACHINE: usize = 6;
const ACES_TO_WIN: usize = 7;
const CREDIT_LIMIT: usize = 8;
const COMPULSORY: usize = 9;
const HIGH_SCORE: usize = 10;
const ARCADE_SYMBOLS: usize = 11;
const ARCADE_LEFT: usize = 15;
const ARCADE: usize = 16;
/// Features of a stack before its top card's one-hot.
const STACK: usize = 6;
/// Features of a seat block before its per-design ranges.
const SEAT: usize = 9;

/// Where each range starts, for `d` designs, `a` Arcade Cards.
struct Layout {
    d: usize,
    a: usize,
    turn: usize,
    hand: usize,
    stacks: usize,
    seats: usize,
}

impl Layout {
    fn new(d: usize, a: usize) -> Layout {
        let turn = ARCADE + 2 * a;
        let hand = turn + 8 + d;
        let stacks = hand + 2 * d;
        let seats = stacks + 4 * (STACK + d);
        Layout {
            d,
            a,
            turn,
            hand,
            stacks,
            seats,
        }
    }
    fn seat_len(&self) -> usize {
        SEAT + 2 * self.d
    }
    fn len(&self, players: usize) -> usize {
        self.seats + players * self.seat_len()
    }
}

/// Adds 1 / `per` at each card's design.
fn count(out: &mut [f32], cards: &[CardId], per: f32) {
    for &c in cards {
        if let Some(e) = out.get_mut(c as usize) {
            *e += 1.0 / per;
        }
    }
}

impl Tensor for Anarcade {
    fn tensor_shape(options: &AnarcadeOptions) -> Vec<usize> {
        // Options that make a game have a card set; others get our set's shape.
        let (d, a) = options
            .card_set()
            .map_or((24, 10), |s| (s.designs.len(), s.arcade.len()));
        vec![Layout::new(d, a).len(options.players as usize)]
    }

    fn encode(_: &AnarcadeOptions, o: &Observation, out: &mut [f32]) {
        let set = &o.cards;
        let l = Layout::new(set.designs.len(), set.arcade.len());
        let (d, a) = (l.d, l.a);
        let n = o.players.len();
        debug_assert_eq!(out.len(), l.len(n));
        out.fill(0.0);

        let phase = match o.phase {
            Phase::Draw => 0,
            Phase::Score => 1,
            Phase::Buy => 2,
            Phase::Over => 3,
        };
        out[PHASE + phase] = 1.0;
        let me = o.viewer.seat();
        out[SPECTATOR] = me.is_none() as u8 as f32;
        out[TURNS] = o.turns as f32 / o.max_turns.max(1) as f32;
        out[TOKEN_MACHINE] = o.token_machine as f32 / TOKENS as f32;
        out[ACES_TO_WIN] = o.aces_to_win as f32 / 3.0;
        out[CREDIT_LIMIT] = o.credit_limit as f32 / 6.0;
        out[COMPULSORY] = o.compulsory_draws as u8 as f32;
        let arcade = o.arcade.and_then(|i| set.arcade.get(i as usize));
        if let (Some(i), Some(card)) = (o.arcade, arcade) {
            out[HIGH_SCORE] = card.high_score as f32 / 20.0;
            for (k, &s) in card.symbols.0.iter().enumerate() {
                out[ARCADE_SYMBOLS + k] = s as f32 / 4.0;
            }
            out[ARCADE + i as usize] = 1.0;
        }
        out[ARCADE_LEFT] = o.arcade_left.len() as f32 / a.max(1) as f32;
        for &i in &o.arcade_left {
            if (i as usize) < a {
                out[ARCADE + a + i as usize] = 1.0;
            }
        }

        let t = &o.turn;
        for (k, &s) in t.symbols.0.iter().enumerate() {
            out[l.turn + k] = s as f32 / 10.0;
        }
        out[l.turn + 4] = t.draws_left as f32 / 5.0;
        out[l.turn + 5] = t.buy_left as f32 / 10.0;
        out[l.turn + 6] = t.scored as f32 / 20.0;
        out[l.turn + 7] = t.score_room as f32 / 20.0;
        count(&mut out[l.turn + 8..l.hand], &t.in_play, 4.0);

        // What is left in the Action Stacks: each design's copies at setup, less every
        // card of it seen since (owned by a player, or in play).
        let mut copies = [0u16; 256];
        for &c in set.stacks.iter().flatten() {
            copies[c as usize] += 1;
        }
        let left = &mut out[l.hand + d..l.stacks];
        for (e, &n) in left.iter_mut().zip(&copies) {
            *e = n as f32;
        }
        count(left, &t.in_play, -1.0);
        for p in &o.players {
            count(left, &p.discard, -1.0);
            count(left, &p.unseen, -1.0);
            if let Some(hand) = &p.hand {
                count(left, hand, -1.0);
            }
        }
        for (e, &n) in left.iter_mut().zip(&copies) {
            *e = if n == 0 { 0.0 } else { e.max(0.0) / n as f32 };
        }

        for (k, s) in o.stacks.iter().enumerate().take(4) {
            let b = l.stacks + (STACK + d) * k;
            let at_setup = set.stacks[Kind::ALL[k] as usize].len().max(1);
            out[b] = s.size as f32 / at_setup as f32;
            if let Some(top) = s.top
                && let Some(design) = set.designs.get(top as usize)
            {
                out[b + 1] = design.cost as f32 / 10.0;
                for (j, &n) in design.symbols.0.iter().enumerate() {
                    out[b + 2 + j] = n as f32 / 4.0;
                }
                out[b + STACK + top as usize] = 1.0;
            }
        }

        let first = me.map_or(0, |s| s as usize);
        let limit = o.credit_limit.max(1) as f32;
        for j in 0..n {
            let seat = (first + j) % n;
            let p = &o.players[seat];
            let b = l.seats + l.seat_len() * j;
            out[b] = (o.current as usize == seat && o.phase != Phase::Over) as u8 as f32;
            out[b + 1] = (o.first_player as usize == seat) as u8 as f32;
            out[b + 2] = p.credits as f32 / limit;
            if let Some(card) = arcade {
                out[b + 3] = p.scored as f32 / card.high_score.max(1) as f32;
            }
            out[b + 4] = p.scored as f32 / 20.0;
            out[b + 5] = p.aced.len() as f32 / o.aces_to_win.max(1) as f32;
            out[b + 6] = p.hand_size as f32 / HAND as f32;
            out[b + 7] = p.draw_size as f32 / 30.0;
            out[b + 8] = p.deck_size as f32 / 30.0;
            count(&mut out[b + SEAT..b + SEAT + d], &p.discard, 4.0);
            let held = &mut out[b + SEAT + d..b + SEAT + 2 * d];
            count(held, &p.unseen, 4.0);
            if let Some(hand) = &p.hand {
                count(held, hand, 4.0);
                if j == 0 {
                    count(&mut out[l.hand..l.hand + d], hand, HAND as f32);
                }
            }
        }
    }
}
