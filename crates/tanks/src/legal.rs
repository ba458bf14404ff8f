//! Who may act, and which actions are legal: the decisions each stage of the round
//! offers, and why any other is refused.

use crate::action::Action;
use crate::board::{Cell, Dir};
use crate::cards::*;
use crate::options::ExchangeLimit;
use crate::pieces::PowerUp;
use crate::state::*;
use coinop_core::{Seat, SeatSet, ToMove};

impl Tanks {
    pub(crate) fn waiting(&self) -> ToMove {
        match &self.stage {
            Stage::Over => ToMove::Terminal,
            Stage::PlaceTanks { queue, .. } => ToMove::Seats(SeatSet::single(queue[0])),
            Stage::Planning => {
                let mut seats = SeatSet::default();
                for (s, p) in self.players.iter().enumerate() {
                    if !p.committed {
                        seats.insert(s as Seat);
                    }
                }
                ToMove::Seats(seats)
            }
            Stage::BotOrder => ToMove::Seats(SeatSet::single(self.first_player)),
            Stage::PowerUpChoice { seat, .. } => ToMove::Seats(SeatSet::single(*seat)),
        }
    }

    /// Whether `seat` has a decision to take now (cheaper than `waiting`).
    pub(crate) fn is_waiting(&self, seat: Seat) -> bool {
        match &self.stage {
            Stage::Over => false,
            Stage::PlaceTanks { queue, .. } => queue.first() == Some(&seat),
            Stage::Planning => self
                .players
                .get(seat as usize)
                .is_some_and(|p| !p.committed),
            Stage::BotOrder => seat == self.first_player,
            Stage::PowerUpChoice { seat: s, .. } => *s == seat,
        }
    }

    /// Whether one action is legal, without listing them all.
    pub(crate) fn is_legal(&self, seat: Seat, a: &Action) -> bool {
        if !self.is_waiting(seat) {
            return false;
        }
        let p = &self.players[seat as usize];
        match (&self.stage, *a) {
            (Stage::PlaceTanks { .. }, Action::PlaceTank { cell, .. }) => self.is_start_space(cell),
            (Stage::Planning, Action::Exchange { card, count }) => {
                self.may_exchange(p) && count >= 1 && count <= p.hand.get(card)
            }
            (Stage::Planning, Action::Place { maneuver, card }) => {
                maneuver < 2 && self.can_place(p, maneuver, card)
            }
            (Stage::Planning, Action::Disengage) => p.maneuvers.iter().all(|m| m.is_empty()),
            (Stage::Planning, Action::Commit) => p.maneuvers.iter().all(|m| !m.is_empty()),
            (Stage::BotOrder, Action::MoveBot { cell }) => {
                self.bots.iter().any(|b| b.cell == cell && !b.moved)
            }
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelRemove { cell },
            ) => self.brick_at(cell).is_some(),
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelAdd { cell },
            ) => (cell as usize) < self.board.cells() && self.shovel_add_ok(cell),
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Grenade,
                    ..
                },
                Action::Grenade { cell },
            ) => (cell as usize) < self.board.cells(),
            _ => false,
        }
    }

    fn may_exchange(&self, p: &Player) -> bool {
        !p.exchanged || self.options.rulings.exchange == ExchangeLimit::Unlimited
    }

    /// Legal actions of a seat whose decision it is.
    pub(crate) fn legal(&self, seat: Seat, out: &mut Vec<Action>) {
        if !self.is_waiting(seat) {
            return;
        }
        match &self.stage {
            Stage::Over => {}
            Stage::PlaceTanks { .. } => {
                self.for_each_start_space(|cell| {
                    out.extend(Dir::ALL.map(|facing| Action::PlaceTank { cell, facing }))
                });
            }
            Stage::Planning => self.legal_planning(seat, out),
            Stage::BotOrder => out.extend(
                self.bots
                    .iter()
                    .filter(|b| !b.moved)
                    .map(|b| Action::MoveBot { cell: b.cell }),
            ),
            Stage::PowerUpChoice {
                power: PowerUp::Shovel,
                ..
            } => {
                out.extend(
                    self.bricks
                        .iter()
                        .map(|b| Action::ShovelRemove { cell: b.cell }),
                );
                out.extend(
                    self.shovel_add_spaces()
                        .into_iter()
                        .map(|cell| Action::ShovelAdd { cell }),
                );
            }
            Stage::PowerUpChoice { .. } => {
                out.extend((0..self.board.cells() as Cell).map(|cell| Action::Grenade { cell }))
            }
        }
    }

    fn legal_planning(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.players[seat as usize];
        let untouched = p.maneuvers[0].is_empty() && p.maneuvers[1].is_empty();
        // "Before selecting their cards, player may discard any number of the same cards
        // ... to draw the same amount"; RU: «один раз».
        if self.may_exchange(p) {
            for card in Card::ALL {
                extend_prefix(out, &EXCHANGES[card.index()], p.hand.get(card) as usize);
            }
        }
        // "Each maneuver must consist of at least one card ... any number of Turn Cards,
        // but no more than 1 Move Card". A card may go down only while the hand can
        // still give every empty maneuver one card.
        let total = p.hand.total() as usize;
        let held = Card::ALL
            .iter()
            .fold(0u8, |m, c| m | (u8::from(p.hand.get(*c) > 0) << c.index()));
        for (m, places) in PLACES.iter().enumerate() {
            let other_empty = usize::from(p.maneuvers[1 - m].is_empty());
            if total <= other_empty {
                continue;
            }
            let has_move = p.maneuvers[m].iter().any(|c| c.is_move());
            let kinds = if has_move { held & !MOVE_CARDS } else { held };
            let (actions, n) = &places[kinds as usize];
            extend_prefix(out, actions, *n as usize);
        }
        if untouched {
            out.push(Action::Disengage);
        }
        if !p.maneuvers[0].is_empty() && !p.maneuvers[1].is_empty() {
            out.push(Action::Commit);
        }
    }

    fn can_place(&self, p: &Player, m: u8, card: Card) -> bool {
        let man = &p.maneuvers[m as usize];
        if p.hand.get(card) == 0 || (card.is_move() && man.iter().any(|c| c.is_move())) {
            return false;
        }
        let empty_after = p
            .maneuvers
            .iter()
            .enumerate()
            .filter(|(i, x)| x.is_empty() && *i != m as usize)
            .count();
        p.hand.total() as usize > empty_after
    }

    /// Why `seat` may not take `a` now, as data ([`crate::words`] says it in a language),
    /// or `Ok` for a legal action. Only for a seat whose decision it is: any other is
    /// refused before this ([`coinop_core::ActionError::NotYourTurn`]).
    pub(crate) fn check_legal(&self, seat: Seat, a: &Action) -> Result<(), Illegal> {
        if self.is_legal(seat, a) {
            return Ok(());
        }
        Err(match (&self.stage, a) {
            (Stage::Planning, Action::Place { maneuver, card }) => {
                match self.players.get(seat as usize) {
                    _ if *maneuver > 1 => Illegal::NoSuchManeuver,
                    Some(p) if p.hand.get(*card) == 0 => Illegal::NotHeld(*card),
                    Some(p)
                        if card.is_move()
                            && p.maneuvers[*maneuver as usize].iter().any(|c| c.is_move()) =>
                    {
                        Illegal::SecondMoveCard
                    }
                    _ => Illegal::OtherManeuverNeedsCard,
                }
            }
            (Stage::Planning, Action::Exchange { .. }) => Illegal::Exchange,
            (Stage::Planning, Action::Commit) => Illegal::CommitEmpty,
            (Stage::Planning, Action::Disengage) => Illegal::DisengageAfterCards,
            (Stage::PlaceTanks { .. }, Action::PlaceTank { .. }) => Illegal::StartSpace,
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelRemove { cell },
            ) => Illegal::NoBrick {
                cell: *cell,
                bricks: self.bricks.iter().map(|b| b.cell).collect(),
            },
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelAdd { cell },
            ) => {
                if self.brick_reserve == 0 {
                    Illegal::NoBrickFree
                } else {
                    Illegal::NotEmpty(*cell)
                }
            }
            (stage, _) => Illegal::NotNow(Moment::of(stage)),
        })
    }

    /// Why `apply` refuses `a` of `seat` as illegal now ([`coinop_core::ActionError::Illegal`]),
    /// as data: None for a legal action, and for one refused otherwise (no such seat, the
    /// game over, not this seat's decision).
    pub(crate) fn why_illegal(&self, seat: Seat, a: &Action) -> Option<Illegal> {
        if (seat as usize) >= self.players.len() || self.is_over() {
            return None;
        }
        if let Some(cp) = self.stopped() {
            return Some(Illegal::Stopped(cp));
        }
        if !self.is_waiting(seat) {
            return None;
        }
        self.check_legal(seat, a).err()
    }
}

/// Why an action is refused: data, worded in `words.rs` (`refusal_in`) for the seat that
/// tried it, in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A scenario run stopped the engine at a checkpoint.
    Stopped(Checkpoint),
    /// A card put on a maneuver other than 1 and 2.
    NoSuchManeuver,
    /// A card put down, or exchanged, that the hand does not hold.
    NotHeld(Card),
    /// "no more than 1 Move Card" in a maneuver.
    SecondMoveCard,
    /// The card would leave the other, empty maneuver without one.
    OtherManeuverNeedsCard,
    /// An exchange past the one the planning allows, or of cards not held.
    Exchange,
    /// Planned with a maneuver still empty.
    CommitEmpty,
    /// Disengaging after putting down cards.
    DisengageAfterCards,
    /// A tank placed off the free spaces of the starting diagonal.
    StartSpace,
    /// A Shovel removing a brick that is not there: the space, and the bricks on the board.
    NoBrick { cell: Cell, bricks: Vec<Cell> },
    /// A Shovel building with no removed brick token free.
    NoBrickFree,
    /// A Shovel building on a space that is not empty ground.
    NotEmpty(Cell),
    /// An action of another moment of the round than this one.
    NotNow(Moment),
}

/// Where the round stands, as a refusal names it: which decision it waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    PlacingTanks,
    Planning,
    BotOrder,
    Shovel,
    Grenade,
    Over,
}

impl Moment {
    fn of(s: &Stage) -> Moment {
        match s {
            Stage::PlaceTanks { .. } => Moment::PlacingTanks,
            Stage::Planning => Moment::Planning,
            Stage::BotOrder => Moment::BotOrder,
            Stage::PowerUpChoice {
                power: PowerUp::Shovel,
                ..
            } => Moment::Shovel,
            Stage::PowerUpChoice { .. } => Moment::Grenade,
            Stage::Over => Moment::Over,
        }
    }

    /// The catalogue's key of the moment (`refusal-not-now`'s selector).
    pub fn key(self) -> &'static str {
        match self {
            Moment::PlacingTanks => "placing",
            Moment::Planning => "planning",
            Moment::BotOrder => "bot-order",
            Moment::Shovel => "shovel",
            Moment::Grenade => "grenade",
            Moment::Over => "over",
        }
    }
}

/// Appends `table[..n]`. Copies a fixed-size block and cuts it back, so short lists cost
/// no call to `memcpy` and no branch on their length.
#[inline]
fn extend_prefix(out: &mut Vec<Action>, table: &[Action], n: usize) {
    const BLOCK: usize = 6;
    let n = n.min(table.len());
    if n <= BLOCK && table.len() >= BLOCK {
        let len = out.len();
        out.extend_from_slice(&table[..BLOCK]);
        out.truncate(len + n);
    } else {
        out.extend_from_slice(&table[..n]);
    }
}

/// Bits of the move cards in a mask of card kinds.
const MOVE_CARDS: u8 = 0b111;

/// `EXCHANGES[kind][..n]`: the exchanges open to a hand holding `n` cards of that kind.
/// Random play enumerates legal actions at every step, and hands vary at random: table
/// lookups keep that free of unpredictable branches.
static EXCHANGES: [[Action; DECK_SIZE]; 6] = {
    let mut t = [[Action::Commit; DECK_SIZE]; 6];
    let mut k = 0;
    while k < 6 {
        let mut n = 0;
        while n < DECK_SIZE {
            t[k][n] = Action::Exchange {
                card: Card::ALL[k],
                count: n as u8 + 1,
            };
            n += 1;
        }
        k += 1;
    }
    t
};

/// `PLACES[maneuver][kinds]`: one `Place` per card kind in the mask, in kind order.
static PLACES: [[([Action; 6], u8); 64]; 2] = {
    let mut t = [[([Action::Commit; 6], 0u8); 64]; 2];
    let mut m = 0;
    while m < 2 {
        let mut mask = 0;
        while mask < 64 {
            let mut n = 0;
            let mut k = 0;
            while k < 6 {
                if mask & (1 << k) != 0 {
                    t[m][mask].0[n] = Action::Place {
                        maneuver: m as u8,
                        card: Card::ALL[k],
                    };
                    n += 1;
                }
                k += 1;
            }
            t[m][mask].1 = n as u8;
            mask += 1;
        }
        m += 1;
    }
    t
};
