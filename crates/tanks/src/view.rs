//! What a seat may see: observations (the words and the text board are drawn from them,
//! in `words.rs`), and determinization for search.

use crate::action::Action;
use crate::board::{Board, Cell, Dir};
use crate::cards::*;
pub use crate::movement::{Halt, PlanLeg, PlanStop, PlanTrace};
use crate::pieces::*;
use crate::state::*;
use coinop_core::{Chance, GameRng, Seat, Viewer};
use rand::seq::SliceRandom;

use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManeuverView {
    pub count: u8,
    /// The cards, for their owner or once turned face up.
    pub cards: Option<Vec<Card>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub tank: Option<TankPos>,
    pub disengaged: bool,
    pub destroyed: bool,
    /// Only for the seat itself.
    pub hand: Option<Cards>,
    pub hand_size: u8,
    pub deck_size: u8,
    /// Discard piles are face up.
    pub discard: Cards,
    pub maneuvers: [ManeuverView; 2],
    pub committed: bool,
    pub exchanged: bool,
    pub helms: u8,
    pub bots: u8,
    pub eagles: u8,
    pub vp: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotView {
    pub cell: Cell,
    pub facing: Dir,
    /// Colour and number, once its back has been seen.
    pub id: Option<BotId>,
    /// Already moved in this action phase.
    pub moved: bool,
    /// While the seats plan and while the first player orders the bots: what this one's
    /// AI would do first if nothing else moved (its rules read the board as it is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<BotIntent>,
}

/// A bot's next maneuver as its AI decides it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotIntent {
    pub reason: crate::event::BotReason,
    /// Where it turns to, or drives.
    pub dir: Option<Dir>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerUpView {
    pub cell: Cell,
    pub power: PowerUp,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub viewer: Viewer,
    pub round: u16,
    pub first_player: Seat,
    pub stage: Stage,
    /// 0 or 1: which action phase the round is in (planning counts as 0).
    pub action_phase: u8,
    pub waiting: Vec<Seat>,
    pub board: Arc<Board>,
    pub bricks: Vec<Brick>,
    pub brick_reserve: u8,
    pub eagle: Option<Cell>,
    pub eagles_taken: u8,
    pub powerups: Vec<PowerUpView>,
    pub bots: Vec<BotView>,
    pub bot_reserve: u8,
    /// Maneuvers each bot makes in this action phase (the highest move card played).
    pub bot_maneuvers: u8,
    pub players: Vec<PlayerView>,
    pub clock: bool,
    pub end: Option<EndReason>,
    /// The viewer's legal actions, if it is their decision.
    pub legal: Vec<Action>,
    /// While planning: where the viewer's own laid maneuvers (tentative ones included)
    /// would take their tank, for a front end to draw. Nobody else's plan, ever.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<PlanTrace>,
}

impl Tanks {
    pub(crate) fn observation(&self, viewer: Viewer) -> Observation {
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let own = viewer == Viewer::Seat(s as Seat);
                let man = |m: usize| ManeuverView {
                    count: p.maneuvers[m].len() as u8,
                    cards: (own || p.revealed[m]).then(|| p.maneuvers[m].to_vec()),
                };
                PlayerView {
                    seat: s as Seat,
                    tank: p.tank,
                    disengaged: p.disengaged,
                    destroyed: p.destroyed,
                    hand: own.then_some(p.hand),
                    hand_size: p.hand.total(),
                    deck_size: p.deck.len() as u8,
                    discard: p.discard,
                    maneuvers: [man(0), man(1)],
                    committed: p.committed,
                    exchanged: p.exchanged,
                    helms: p.helms,
                    bots: p.bots,
                    eagles: p.eagles,
                    vp: p.vp(),
                }
            })
            .collect();
        let mut legal = Vec::new();
        let mut plan = None;
        if let Viewer::Seat(s) = viewer {
            self.legal(s, &mut legal);
            if self.stage == Stage::Planning {
                plan = self.plan_trace(s);
            }
        }
        Observation {
            viewer,
            round: self.round,
            first_player: self.first_player,
            stage: self.stage.clone(),
            action_phase: self.cursor.phase,
            waiting: self.waiting().seats().to_vec(),
            board: self.board.clone(),
            bricks: self.bricks.to_vec(),
            brick_reserve: self.brick_reserve,
            eagle: self.eagle,
            eagles_taken: self.eagles_taken,
            powerups: self
                .powerups
                .iter()
                .map(|p| PowerUpView {
                    cell: p.cell,
                    power: p.face,
                })
                .collect(),
            bots: self
                .bots
                .iter()
                .map(|b| BotView {
                    cell: b.cell,
                    facing: b.facing,
                    id: b.known.then_some(b.id),
                    moved: b.moved,
                    next: (matches!(self.stage, Stage::BotOrder | Stage::Planning) && !b.moved)
                        .then(|| {
                            let (reason, dir) = self.bot_decision(b);
                            BotIntent { reason, dir }
                        }),
                })
                .collect(),
            bot_reserve: self.bot_reserve.len() as u8,
            bot_maneuvers: self.cursor.bot_maneuvers,
            players,
            clock: self.clock,
            end: self.end.clone(),
            legal,
            plan,
        }
    }

    /// Resamples what `seat` cannot see: other players' hands, decks and face-down
    /// maneuvers (from the pool of their unseen cards), every deck's order, the backs of
    /// bots placed unseen (among the tokens never seen), the backs of Star-side power-ups
    /// (among the tokens in the reserve), and the future of the random generator. Never
    /// returns a hidden fact unchanged for lack of a valid sample.
    pub(crate) fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Tanks {
        let mut g = self.clone();
        for (s, p) in g.players.iter_mut().enumerate() {
            // Every pool is sorted before it is shuffled, so the sample depends only on
            // what `seat` knows (and the generator), never on the hidden truth.
            if s as Seat == seat {
                p.deck.sort();
                p.deck.shuffle(rng);
                continue;
            }
            let hidden_m: Vec<usize> = (0..2).filter(|&m| !p.revealed[m]).collect();
            let mut pool: Vec<Card> = p.hand.list();
            pool.extend(p.deck.iter().copied());
            for &m in &hidden_m {
                pool.extend(p.maneuvers[m].iter().copied());
            }
            pool.sort();
            let sizes: Vec<usize> = hidden_m.iter().map(|&m| p.maneuvers[m].len()).collect();
            let (mans, mut rest) = deal_maneuvers(pool, &sizes, rng);
            for (k, &m) in hidden_m.iter().enumerate() {
                p.maneuvers[m] = mans[k].iter().copied().collect();
            }
            rest.shuffle(rng);
            let hand_size = p.hand.total() as usize;
            p.hand = Cards::default();
            for &c in &rest[..hand_size] {
                p.hand.add(c, 1);
            }
            p.deck = rest[hand_size..].iter().copied().collect();
        }
        // Bots' backs: the unseen tokens are those on unknown bots and in the reserve,
        // less the ones seen going back to it.
        let unknown: Vec<usize> = (0..g.bots.len()).filter(|&i| !g.bots[i].known).collect();
        let unseen_reserve: Vec<BotId> = g
            .bot_reserve
            .iter()
            .copied()
            .filter(|id| !g.seen_reserve.contains(id))
            .collect();
        let mut ids: Vec<BotId> = unknown.iter().map(|&i| g.bots[i].id).collect();
        ids.extend(unseen_reserve.iter().copied());
        ids.sort();
        ids.shuffle(rng);
        let old: Vec<BotId> = unknown.iter().map(|&i| g.bots[i].id).collect();
        for (k, &i) in unknown.iter().enumerate() {
            g.bots[i].id = ids[k];
        }
        if let Some((id, left)) = g.cursor.moving_bot
            && let Some(k) = old.iter().position(|o| *o == id)
        {
            g.cursor.moving_bot = Some((ids[k], left));
        }
        let mut reserve: Vec<BotId> = g.seen_reserve.to_vec();
        reserve.extend(ids[unknown.len()..].iter().copied());
        reserve.sort();
        reserve.shuffle(rng);
        g.bot_reserve = reserve.into_iter().collect();
        // Power-up tokens: what is under a Star face, and which tokens are in the reserve.
        let star_slots: Vec<usize> = (0..g.powerups.len())
            .filter(|&i| g.powerups[i].face == PowerUp::Star)
            .collect();
        let mut tokens: Vec<u8> = star_slots.iter().map(|&i| g.powerups[i].token).collect();
        tokens.extend(g.powerup_reserve.iter().copied());
        tokens.sort();
        tokens.shuffle(rng);
        for (k, &i) in star_slots.iter().enumerate() {
            g.powerups[i].token = tokens[k];
        }
        g.powerup_reserve = tokens[star_slots.len()..].iter().copied().collect();
        g.chance = Chance::reseeded(rng);
        g
    }
}

/// Deals face-down maneuvers of the given sizes from a pool of cards, each with at most
/// one move card, and returns them with the cards left. Random first; if that keeps
/// failing, by construction (a move card to as many maneuvers as possible leaves the most
/// turn cards for the rest, so it succeeds whenever any deal does).
fn deal_maneuvers(
    mut pool: Vec<Card>,
    sizes: &[usize],
    rng: &mut GameRng,
) -> (Vec<Vec<Card>>, Vec<Card>) {
    for _ in 0..8 {
        pool.shuffle(rng);
        let mut rest = pool.clone();
        let mut mans = Vec::new();
        for &len in sizes {
            let mut m: Vec<Card> = Vec::new();
            let mut i = 0;
            while m.len() < len && i < rest.len() {
                if rest[i].is_move() && m.iter().any(|c| c.is_move()) {
                    i += 1;
                } else {
                    m.push(rest.remove(i));
                }
            }
            mans.push(m);
        }
        if mans.iter().zip(sizes).all(|(m, &len)| m.len() == len) {
            return (mans, rest);
        }
    }
    let (mut moves, mut turns): (Vec<Card>, Vec<Card>) =
        pool.into_iter().partition(|c| c.is_move());
    let mut mans = Vec::new();
    for &len in sizes {
        let mut m = Vec::new();
        if len > 0
            && let Some(c) = moves.pop()
        {
            m.push(c);
        }
        while m.len() < len {
            match turns.pop() {
                Some(c) => m.push(c),
                None => break,
            }
        }
        m.shuffle(rng);
        mans.push(m);
    }
    moves.append(&mut turns);
    (mans, moves)
}
