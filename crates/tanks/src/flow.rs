//! The round: PLANNING, the two ACTION PHASES, END OF THE ROUND — and which decisions
//! are legal at each point.

use crate::action::Action;
use crate::board::{Cell, Dir};
use crate::event::Event;
use crate::options::{
    Avalanche, ClockLasts, ExchangeLimit, MAX_PLAYERS, ReserveRunsOut, SecondReveal,
};
use crate::state::*;
use arrayvec::ArrayVec;
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

    fn after_commit(&mut self, ev: &mut Vec<Event>) {
        if self.players.iter().all(|p| p.committed) {
            self.cursor = Cursor::start(0);
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
    }

    /// GETTING NEW CARDS, BOTS RESPAWN, PLAYERS RESPAWN.
    fn end_round(&mut self, ev: &mut Vec<Event>) {
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
