//! The heuristic player, written from the game's strategy, and the evaluator search uses.
//!
//! Strategy: a Credit scored is never lost (it comes back if someone else Aces first),
//! so score all you can; take every Draw (a card played is a card's symbols); buy cards
//! that make the deck better than it is on average, the best first, keeping the symbols
//! the deck lacks in balance — every Credit scored needs an Earn and a Score — and keep
//! back Credits for next turn's scoring unless they would be returned above the limit.
//! It looks only at its own seat's observation. Its constants are a [`Style`]: written
//! by hand, tunable by self-play (`coinop tune anarcade --heuristic`).

use crate::action::Action;
use crate::cards::{CardId, CardSet, Kind, Symbols};
use crate::state::{Anarcade, Phase};
use coinop_core::{GameRng, Seat};

coinop_core::style! {
    /// The heuristic's constants: what a symbol is worth, and what it keeps back.
    pub struct Style {
        /// Worth of a Draw symbol (it plays another card), against an Earn or a Score's 1.
        draw("draw"): 1.3, from 0.0, to 3.0;
        /// Worth of a Buy symbol (it only buys).
        buy("buy"): 0.7, from 0.0, to 3.0;
        /// The least and most an Earn or a Score is worth, however scarce or common it is
        /// in the deck against the other.
        scarce_least("scarce least"): 0.6, from 0.1, to 1.0;
        scarce_most("scarce most"): 1.6, from 1.0, to 4.0;
        /// How much a card must improve on the deck's mean card to be bought.
        least_gain("least gain"): 0.15, from -0.5, to 1.5;
        /// Credits kept back to score next turn, at most.
        credits_kept("credits kept"): 3.0, from 0.0, to 6.0;
    }
}

/// What a symbol is worth in a deck with these totals: Earn and Score are needed in pairs,
/// so the scarcer of the two is worth more; Draw plays another card; Buy only buys.
fn weights(deck: Symbols, style: &Style) -> [f64; 4] {
    let (e, s) = (
        deck.of(Kind::Earn) as f64 + 0.5,
        deck.of(Kind::Score) as f64 + 0.5,
    );
    let earn = (s / e).clamp(style.scarce_least, style.scarce_most);
    let score = (e / s).clamp(style.scarce_least, style.scarce_most);
    [style.draw, earn, score, style.buy]
}

fn worth(w: &[f64; 4], s: Symbols) -> f64 {
    (0..4).map(|k| w[k] * s.0[k] as f64).sum()
}

/// The symbols of every card a player owns, and how many cards.
fn deck_of(g: &Anarcade, seat: Seat) -> (Symbols, usize) {
    let p = &g.players[seat as usize];
    let mut total = Symbols::default();
    let mut n = 0;
    let mut add = |c: &CardId| {
        total.add(g.cards.symbols(*c));
        n += 1;
    };
    p.hand.iter().for_each(&mut add);
    p.draw.iter().for_each(&mut add);
    p.discard.iter().for_each(&mut add);
    if g.current == seat {
        g.turn.in_play.iter().for_each(&mut add);
    }
    (total, n)
}

/// The card (top of a stack) most worth buying now, if any improves the deck.
fn best_buy(g: &Anarcade, seat: Seat, spendable: u32, style: &Style) -> Option<Kind> {
    let (deck, n) = deck_of(g, seat);
    let w = weights(deck, style);
    let average = worth(&w, deck) / n.max(1) as f64;
    let cards: &CardSet = &g.cards;
    let mut best: Option<(f64, Kind)> = None;
    for k in Kind::ALL {
        let Some(&top) = g.stacks[k as usize].last() else {
            continue;
        };
        let d = cards.design(top);
        if d.cost as u32 > spendable {
            continue;
        }
        let gain = worth(&w, d.symbols) - average;
        if gain <= style.least_gain {
            continue;
        }
        // Gain first; among equals the dearer card (its symbols are rarer).
        let v = gain + 0.01 * d.cost as f64;
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, k));
        }
    }
    best.map(|(_, k)| k)
}

/// The heuristic's action for `seat` (which must be to move).
pub fn choose(g: &Anarcade, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    choose_styled(g, seat, &Style::default(), rng)
}

/// [`choose`] with the constants of `style`.
pub fn choose_styled(
    g: &Anarcade,
    seat: Seat,
    style: &Style,
    _rng: &mut GameRng,
) -> Option<Action> {
    if !g.to_move().contains(seat) {
        return None;
    }
    Some(match g.phase {
        Phase::Draw => Action::Draw,
        Phase::Score => Action::Score(g.score_room()),
        Phase::Buy => {
            let p = &g.players[seat as usize];
            // Keep Credits to score next turn: up to what the card still needs, and what
            // a turn usually scores; anything above the limit would be returned anyway.
            let need = g.high_score().saturating_sub(p.scored) as u16;
            let keep = need
                .min(style.credits_kept.round() as u16)
                .min(g.options.credit_limit as u16)
                .min(p.credits);
            let spendable = g.turn.buy_left as u32 + (p.credits - keep) as u32;
            match best_buy(g, seat, spendable, style) {
                Some(k) => Action::Buy(k),
                None => Action::EndTurn,
            }
        }
        Phase::Over => return None,
    })
}

/// What a search that stops early measures of a position, from `seat`'s side: its race
/// to the Aces against the best of the others, each its own minus theirs. The evaluator
/// weighs them (`coinop_agents`' weights file for Anarcade, tuned by `coinop tune`).
pub const FEATURES: [&str; 4] = ["aces", "high score share", "credits", "deck strength"];

/// [`FEATURES`] of `g` for `seat`, against the other seat furthest ahead by the first
/// weights (an Ace 1, the whole High Score 0.8, a Credit 0.05, a point of the deck's
/// mean card 0.25): Aces, the share of the High Score scored, Credits in hand (to the
/// limit), and the strength of the deck (its mean card).
pub fn features(g: &Anarcade, seat: Seat) -> [f64; 4] {
    let hs = g.high_score().max(1) as f64;
    let race = |s: Seat| -> [f64; 4] {
        let p = &g.players[s as usize];
        let (deck, n) = deck_of(g, s);
        [
            p.aced.len() as f64,
            p.scored as f64 / hs,
            p.credits.min(g.options.credit_limit as u16) as f64,
            deck.total() as f64 / n.max(1) as f64,
        ]
    };
    let progress = |f: &[f64; 4]| f[0] + 0.8 * f[1] + 0.05 * f[2] + 0.25 * f[3];
    let mine = race(seat);
    let theirs = (0..g.num_players() as Seat)
        .filter(|&s| s != seat)
        .map(race)
        .max_by(|a, b| progress(a).total_cmp(&progress(b)))
        .unwrap_or([0.0; 4]);
    std::array::from_fn(|i| mine[i] - theirs[i])
}
