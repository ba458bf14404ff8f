//! Who may act, and which actions are legal: the decisions each stage of the round
//! offers, and why any other is refused.

use crate::action::Action;
use crate::board::{Cell, Dir};
use crate::cards::*;
use crate::options::ExchangeLimit;
use crate::pieces::PowerUp;
use crate::state::*;
use coinop_core::{ActionError, Seat, SeatSet, ToMove};

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

    pub(crate) fn check_legal(&self, seat: Seat, a: &Action) -> Result<(), ActionError> {
        if self.is_legal(seat, a) {
            return Ok(());
        }
        let why = match (&self.stage, a) {
            (Stage::Planning, Action::Place { maneuver, card }) => {
                let p = &self.players[seat as usize];
                if *maneuver > 1 {
                    "there are only maneuvers 1 and 2".to_string()
                } else if p.hand.get(*card) == 0 {
                    format!("you hold no {} card", card.name())
                } else if card.is_move()
                    && p.maneuvers[*maneuver as usize].iter().any(|c| c.is_move())
                {
                    "a maneuver holds no more than 1 move card".into()
                } else {
                    "the other maneuver still needs a card from your hand".into()
                }
            }
            (Stage::Planning, Action::Exchange { .. }) => {
                "you may exchange once per planning, cards of one kind you hold".into()
            }
            (Stage::Planning, Action::Commit) => "each maneuver needs at least one card".into(),
            (Stage::Planning, Action::Disengage) => {
                "you can disengage only before putting down cards".into()
            }
            (Stage::PlaceTanks { .. }, Action::PlaceTank { .. }) => {
                "tanks go on a free space of the starting diagonal farthest from the Eagle".into()
            }
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelRemove { cell },
            ) => {
                let bricks: Vec<String> = self
                    .bricks
                    .iter()
                    .map(|b| self.board.name(b.cell))
                    .collect();
                format!(
                    "there is no brick on {} to shovel away (bricks: {})",
                    self.cell_name(*cell),
                    if bricks.is_empty() {
                        "none".into()
                    } else {
                        bricks.join(", ")
                    }
                )
            }
            (
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                },
                Action::ShovelAdd { cell },
            ) => {
                if self.brick_reserve == 0 {
                    "no removed brick token is free to put back".into()
                } else {
                    format!(
                        "{} is not an empty space: a brick goes on plain ground with nothing on it",
                        self.cell_name(*cell)
                    )
                }
            }
            (stage, _) => format!("not a legal decision now ({})", stage_name(stage)),
        };
        Err(ActionError::Illegal(why))
    }
}

impl Tanks {
    /// A space's name, or what was wrong with an action's number for one.
    fn cell_name(&self, c: Cell) -> String {
        if (c as usize) < self.board.cells() {
            self.board.name(c)
        } else {
            format!("space #{c} (off the board)")
        }
    }
}

fn stage_name(s: &Stage) -> &'static str {
    match s {
        Stage::PlaceTanks { .. } => "tanks are being placed",
        Stage::Planning => "planning",
        Stage::BotOrder => "the first player is choosing which bot moves next",
        Stage::PowerUpChoice {
            power: PowerUp::Shovel,
            ..
        } => "a Shovel is being used",
        Stage::PowerUpChoice { .. } => "a Grenade is being thrown",
        Stage::Over => "the game is over",
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
