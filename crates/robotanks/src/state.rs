//! The game state and the turn: the deal, keeping a hand and the initial programs, then
//! each player's Deactivation, Look-Up, Programming, Execution and Reactivation. What a
//! tank's cards do when they execute lives in `execute`.

use crate::arena::{Arena, Colour, Object, TankId, tank_colour, tank_number};
use crate::cards::{Command, Deck, Group};
use crate::event::{End, Event};
use crate::hex::{Facing, Hex};
use crate::options::RobotanksOptions;
use coinop_core::{ActionError, Chance, DrawnFrom, Seat, SeatSet, SetupError, ToMove};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Seats sit round the table in this order, each at its colour's side of the map: Black
/// (west), Yellow (north-east), Red (east), White (south-west) (RULINGS.md §11).
pub const CLOCKWISE: [Colour; 4] = [Colour::Black, Colour::Yellow, Colour::Red, Colour::White];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tank {
    pub at: Hex,
    pub facing: Facing,
    /// On the map: its colour plays (RULINGS.md §9).
    pub present: bool,
    pub wreck: bool,
    /// Deactivated this turn for reprogramming (its program rotated 90°).
    pub inactive: bool,
    /// Face-up specials and modifiers, in the order they came up.
    pub face_up: Vec<Command>,
    /// The face-down program, top (next to execute) first. Changed only through the
    /// methods below, which keep `known` beside it.
    pub program: Vec<Command>,
    /// For each program card, the seats (bits) that know it is there: the owner who
    /// placed it, everyone once it has been executed and gone under, the seat that
    /// scanned it; nobody after a scramble. What a seat remembers at a table, so that a
    /// determinization for search deals again only what that seat cannot know.
    pub known: Vec<u8>,
}

/// Everything but what the seats remember (`known`), field by field as engine version 1
/// derived it, so that its recorded hashes still check out.
impl std::hash::Hash for Tank {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.at.hash(h);
        self.facing.hash(h);
        self.present.hash(h);
        self.wreck.hash(h);
        self.inactive.hash(h);
        self.face_up.hash(h);
        self.program.hash(h);
    }
}

/// Every seat, in [`Tank::known`].
pub const EVERYONE: u8 = u8::MAX;

/// A seat's bit in [`Tank::known`].
pub fn seat_bit(s: Seat) -> u8 {
    1 << s
}

impl Tank {
    /// A card goes under the program, known to `who`.
    pub fn put_under(&mut self, c: Command, who: u8) {
        debug_assert_eq!(self.known.len(), self.program.len());
        self.program.push(c);
        self.known.push(who);
    }
    /// The top card comes off to execute.
    pub fn take_top(&mut self) -> Command {
        self.known.remove(0);
        self.program.remove(0)
    }
    /// The whole program comes away (picked up, wrecked, rearranged).
    pub fn take_program(&mut self) -> Vec<Command> {
        self.known.clear();
        std::mem::take(&mut self.program)
    }
    /// A new program, known to `who` in this order.
    pub fn set_program(&mut self, cards: Vec<Command>, who: u8) {
        self.known = vec![who; cards.len()];
        self.program = cards;
    }
    pub fn cards(&self) -> usize {
        self.face_up.len() + self.program.len()
    }
    pub fn has_up(&self, c: Command) -> bool {
        self.face_up.contains(&c)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub colour: Colour,
    /// Sorted: a hand has no order.
    pub hand: Vec<Command>,
    /// How many cards this player keeps from the deal (20 across the empty seat).
    pub keep: u8,
    /// Set aside for the Bank while keeping a hand, revealed when all have kept.
    pub set_aside: Vec<Command>,
    /// Cards chosen for the initial programs, tank 1 first.
    pub initial: Vec<Command>,
    /// Still has a command post.
    pub alive: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Keeping a hand and choosing the initial programs (all players at once).
    Setup,
    Deactivation,
    /// A 1 was rolled: take any card from the Bank.
    BankPick,
    LookUp,
    Programming,
    Execution,
    Over,
}

/// A decision the current player must make in the middle of executing a card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// Target: «the owning player may choose any target in the direct fire area».
    Target {
        tank: TankId,
        weapon: Command,
        candidates: Vec<(Object, u16)>,
    },
    /// Transwarp rolled a 5 or 6: «the player may select any result from 1-4».
    Warp {
        tank: TankId,
        colour: Option<Colour>,
        number: Option<u8>,
        dice: [u8; 2],
    },
    /// A command post hit: the firer's owner keeps one of the cards taken.
    Drain { post: Colour, taken: Vec<Command> },
    /// Scan: «look at any tank's program».
    Scan { tank: TankId },
    /// Virus: the firer rearranges the target's program, adding cards from the hand.
    Virus {
        target: TankId,
        /// The target's cards not yet placed (all must be).
        required: Vec<Command>,
        built: Vec<Command>,
        added: u8,
    },
}

/// A piece of execution still to do; the list is worked through from its end.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// A tank's turn to execute.
    Tank(TankId),
    /// Execute the top face-down card.
    Card {
        tank: TankId,
        zoomed: bool,
    },
    /// Hits coming at an object, dealt by a tank of `by` (the firer's owner drains a post).
    Hits {
        target: Object,
        hits: u8,
        by: Seat,
    },
    /// A direct fire attack at a chosen target.
    Fire {
        tank: TankId,
        weapon: Command,
        target: Object,
        range: u16,
        auto: bool,
    },
    SelfDestructShot {
        tank: TankId,
    },
    /// The tank's program (all of it) to the Bank, the tank a wreck.
    Wreck(TankId),
    /// Execution over: reactivation, and the next player's turn.
    EndOfTurn,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Robotanks {
    pub options: RobotanksOptions,
    pub deck: Arc<Deck>,
    pub arena: Arc<Arena>,
    pub chance: Chance,
    pub players: Vec<Player>,
    /// All sixteen tanks by [`TankId`]; those of absent colours are not on the map.
    pub tanks: Vec<Tank>,
    /// The seat playing each colour.
    pub colour_seat: [Option<Seat>; 4],
    /// Face up, sorted: «anyone taking a card from the Bank may look through all of them».
    pub bank: Vec<Command>,
    pub phase: Phase,
    pub current: Seat,
    pub first: Seat,
    /// Turns begun (one player's each).
    pub turns: u16,
    /// The tank deactivated this turn.
    pub deactivated: Option<TankId>,
    /// Cards traded in at Look-Up, not yet in the Bank.
    pub traded: Vec<Command>,
    pub pending: Option<Pending>,
    pub steps: Vec<Step>,
    /// Tanks whose execution ended this turn (a collision).
    pub stopped: u16,
    pub end: Option<End>,
    /// Hidden cards brought into view without a die (a program picked up, a Scan), so
    /// that the luck position moves with them.
    pub reveals: u32,
    /// Cards executed from a program's top, each brought into view: the luck position
    /// moves with them too. Not in the state hash, as engine version 1 had no count.
    pub executed: u32,
}

/// Sorted insert: hands and the Bank have no order.
pub fn add(pile: &mut Vec<Command>, c: Command) {
    let i = pile.partition_point(|x| *x <= c);
    pile.insert(i, c);
}
pub fn remove(pile: &mut Vec<Command>, c: Command) -> bool {
    match pile.binary_search(&c) {
        Ok(i) => {
            pile.remove(i);
            true
        }
        Err(_) => false,
    }
}

/// Whether a dealt hand lets its player declare a misdeal (RULINGS.md §7): «no fire or
/// movement cards» read as lacking either kind, turns counting as movement.
pub fn misdeal_allowed(hand: &[Command]) -> bool {
    let fire = hand
        .iter()
        .any(|c| matches!(c.group(), Group::DirectFire | Group::IndirectFire));
    let moves = hand
        .iter()
        .any(|c| matches!(c.group(), Group::Move | Group::Turn));
    !fire || !moves
}

/// A seat may still declare a misdeal: it holds its whole deal, nothing set aside or
/// programmed yet («at this point», RULINGS.md §7).
fn misdeal_open(p: &Player) -> bool {
    p.set_aside.is_empty() && p.initial.is_empty() && misdeal_allowed(&p.hand)
}

impl Robotanks {
    /// A new game: colours, the deal, every seat keeping a hand.
    pub fn setup(options: &RobotanksOptions, seed: u64) -> Result<Self, SetupError> {
        Self::setup_with(options, Chance::from_seed(seed), &mut Vec::new())
    }

    pub fn setup_with(
        options: &RobotanksOptions,
        mut chance: Chance,
        events: &mut Vec<Event>,
    ) -> Result<Self, SetupError> {
        let deck = options.deck().map_err(SetupError)?;
        options.check(&deck).map_err(SetupError)?;
        let arena = options.arena().map_err(SetupError)?;
        // «Randomly assign each player a color»: which colours play (RULINGS.md §9, §10);
        // seats take them clockwise.
        let colours: Vec<Colour> = match options.players {
            4 => CLOCKWISE.to_vec(),
            3 => {
                let absent =
                    chance.index("absent colour", 4, |i| Colour::ALL[i].name().to_string());
                let absent = Colour::ALL[absent];
                CLOCKWISE.into_iter().filter(|c| *c != absent).collect()
            }
            _ => {
                if chance.coin("colours", "Black and Red", "Yellow and White") {
                    vec![Colour::Black, Colour::Red]
                } else {
                    vec![Colour::Yellow, Colour::White]
                }
            }
        };
        let mut colour_seat = [None; 4];
        for (s, c) in colours.iter().enumerate() {
            colour_seat[*c as usize] = Some(s as Seat);
        }
        let tanks = (0..16)
            .map(|t: TankId| {
                let c = tank_colour(t) as usize;
                Tank {
                    at: arena.docks[c][(t % 4) as usize],
                    facing: arena.facing[c],
                    present: colour_seat[c].is_some(),
                    wreck: false,
                    inactive: false,
                    face_up: Vec::new(),
                    program: Vec::new(),
                    known: Vec::new(),
                }
            })
            .collect();
        let players = colours
            .iter()
            .map(|&colour| Player {
                colour,
                hand: Vec::new(),
                keep: options.starting_hand
                    + if options.players == 3 && colour_seat[colour.enemy() as usize].is_none() {
                        // «the player diagonally across from the empty seat may keep 20».
                        2
                    } else {
                        0
                    },
                set_aside: Vec::new(),
                initial: Vec::new(),
                alive: true,
            })
            .collect();
        let mut g = Robotanks {
            options: options.clone(),
            deck,
            arena,
            chance,
            players,
            tanks,
            colour_seat,
            bank: Vec::new(),
            phase: Phase::Setup,
            current: 0,
            first: 0,
            turns: 0,
            deactivated: None,
            traded: Vec::new(),
            pending: None,
            steps: Vec::new(),
            stopped: 0,
            end: None,
            reveals: 0,
            executed: 0,
        };
        g.deal(events);
        // «Randomly select the player to go first» (drawn now, so that everyone knows
        // while keeping a hand).
        let n = g.players.len();
        g.first = match options.first_player {
            Some(s) => s,
            None => g.chance.index("first player", n, |i| {
                g.players[i].colour.name().to_string()
            }) as Seat,
        };
        g.current = g.first;
        Ok(g)
    }

    /// «Shuffle the deck and deal it out evenly to the players»; what does not divide
    /// evenly goes to the Bank (RULINGS.md §6).
    fn deal(&mut self, events: &mut Vec<Event>) {
        let mut cards = self.deck.cards(self.options.introductory);
        self.chance
            .shuffle("deal", &mut cards, DrawnFrom::Start, |c| {
                c.name().to_string()
            });
        let n = self.players.len();
        let each = cards.len() / n;
        self.bank.clear();
        let leftover: Vec<Command> = cards[each * n..].to_vec();
        for c in &leftover {
            add(&mut self.bank, *c);
        }
        events.push(Event::Colours {
            colours: self.players.iter().map(|p| p.colour).collect(),
            leftover,
        });
        for (s, p) in self.players.iter_mut().enumerate() {
            // Dealt round the table one at a time: seat s gets every n-th card.
            let mut hand: Vec<Command> = cards
                .iter()
                .skip(s)
                .step_by(n)
                .take(each)
                .copied()
                .collect();
            hand.sort_unstable();
            events.push(Event::Dealt {
                seat: s as Seat,
                cards: hand.iter().map(|c| Some(*c)).collect(),
            });
            p.hand = hand;
            p.set_aside.clear();
            p.initial.clear();
        }
    }

    pub fn seat_of(&self, t: TankId) -> Option<Seat> {
        self.colour_seat[tank_colour(t) as usize]
    }

    pub fn colour(&self, seat: Seat) -> Colour {
        self.players[seat as usize].colour
    }

    /// The four tanks of a seat, in numerical order.
    pub fn tanks_of(&self, seat: Seat) -> std::ops::Range<TankId> {
        let c = self.colour(seat) as u8;
        c * 4..c * 4 + 4
    }

    /// Whether a seat still has setup to do: cards to set aside or initial programs.
    fn setting_up(&self, seat: Seat) -> bool {
        let p = &self.players[seat as usize];
        p.hand.len() > p.keep as usize || p.initial.len() < 4
    }

    pub fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Over => ToMove::Terminal,
            Phase::Setup => ToMove::Seats(
                (0..self.players.len() as Seat)
                    .filter(|s| self.setting_up(*s))
                    .collect::<SeatSet>(),
            ),
            _ => ToMove::Seats(SeatSet::single(self.current)),
        }
    }

    /// Where the game is, in the words a player knows ("picking from the Bank"): for
    /// errors, prompts and the text view, where [`Robotanks::phase_name`]'s keys mean
    /// nothing to a player.
    pub fn phase_words(&self) -> &'static str {
        match (&self.phase, &self.pending) {
            (Phase::Execution, Some(Pending::Target { .. })) => "choosing a target",
            (Phase::Execution, Some(Pending::Warp { .. })) => {
                "choosing the tank to swap places with (Transwarp)"
            }
            (Phase::Execution, Some(Pending::Drain { .. })) => {
                "keeping a card taken from a command post"
            }
            (Phase::Execution, Some(Pending::Scan { .. })) => "choosing the tank to scan",
            (Phase::Execution, Some(Pending::Virus { .. })) => "rearranging a program (Virus)",
            (Phase::Setup, _) => "the deal: keeping a hand and choosing initial programs",
            (Phase::Deactivation, _) => "Deactivation: reprogramming a tank, or rolling",
            (Phase::BankPick, _) => "picking from the Bank after rolling a 1",
            (Phase::LookUp, _) => "Look-Up: trading cards for one from the Bank",
            (Phase::Programming, _) => "Programming the deactivated tank",
            (Phase::Execution, _) => "Execution: the tanks carry out their programs",
            (Phase::Over, _) => "the game is over",
        }
    }

    /// Where the game is, as a key: the scenario files and the browser (the observation's
    /// `step`) name it so. Players see [`Robotanks::phase_words`].
    pub fn phase_name(&self) -> &'static str {
        match (&self.phase, &self.pending) {
            (Phase::Execution, Some(Pending::Target { .. })) => "Target",
            (Phase::Execution, Some(Pending::Warp { .. })) => "Transwarp",
            (Phase::Execution, Some(Pending::Drain { .. })) => "Drain",
            (Phase::Execution, Some(Pending::Scan { .. })) => "Scan",
            (Phase::Execution, Some(Pending::Virus { .. })) => "Virus",
            (Phase::Setup, _) => "Setup",
            (Phase::Deactivation, _) => "Deactivation",
            (Phase::BankPick, _) => "BankPick",
            (Phase::LookUp, _) => "LookUp",
            (Phase::Programming, _) => "Programming",
            (Phase::Execution, _) => "Execution",
            (Phase::Over, _) => "Over",
        }
    }

    /// Every setup step done: the set-aside cards go to the Bank, the initial programs
    /// are placed, and the first player's turn begins.
    fn finish_setup(&mut self, events: &mut Vec<Event>) {
        let mut all = Vec::new();
        for p in &mut self.players {
            all.append(&mut p.set_aside);
        }
        all.sort_unstable();
        for c in &all {
            add(&mut self.bank, *c);
        }
        events.push(Event::SetAsideToBank { cards: all });
        for s in 0..self.players.len() as Seat {
            let initial = std::mem::take(&mut self.players[s as usize].initial);
            for (t, c) in self.tanks_of(s).zip(initial) {
                self.tanks[t as usize].set_program(vec![c], seat_bit(s));
            }
        }
        events.push(Event::GameStarts { first: self.first });
        self.current = self.first;
        self.begin_turn(events);
    }

    /// A scenario's position is set: its turn begins.
    pub(crate) fn begin_scenario_turn(&mut self) {
        self.begin_turn(&mut Vec::new());
    }

    fn begin_turn(&mut self, events: &mut Vec<Event>) {
        if self.turns >= self.options.max_turns {
            let winners = self.most_cards();
            self.finish(End::TurnLimit { winners }, events);
            return;
        }
        self.turns += 1;
        self.phase = Phase::Deactivation;
        self.deactivated = None;
        self.stopped = 0;
        events.push(Event::TurnBegins {
            seat: self.current,
            turn: self.turns,
        });
    }

    /// The seats still in the game holding the most cards (ties share).
    fn most_cards(&self) -> Vec<Seat> {
        let best = self
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| p.hand.len())
            .max()
            .unwrap_or(0);
        (0..self.players.len() as Seat)
            .filter(|s| {
                let p = &self.players[*s as usize];
                p.alive && p.hand.len() == best
            })
            .collect()
    }

    pub(crate) fn finish(&mut self, end: End, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.pending = None;
        self.steps.clear();
        self.end = Some(end.clone());
        events.push(Event::GameOver { end });
    }

    /// The turn passes clockwise to the next player still in the game.
    pub(crate) fn next_turn(&mut self, events: &mut Vec<Event>) {
        if self.phase == Phase::Over {
            return;
        }
        let n = self.players.len() as Seat;
        let mut s = self.current;
        for _ in 0..n {
            s = (s + 1) % n;
            if self.players[s as usize].alive {
                break;
            }
        }
        self.current = s;
        self.begin_turn(events);
    }

    /// «A player with no cards in their hand is immediately eliminated»: «Wreck all of
    /// their tanks and add their programs to the Bank.» Ends the game when one post is left.
    pub(crate) fn check_hand(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let p = &self.players[seat as usize];
        if !p.alive || !p.hand.is_empty() || self.phase == Phase::Setup {
            return;
        }
        self.players[seat as usize].alive = false;
        events.push(Event::Eliminated { seat });
        for t in self.tanks_of(seat) {
            let k = &self.tanks[t as usize];
            if k.present && !k.wreck {
                self.wreck(t, events);
            }
        }
        let alive: Vec<Seat> = (0..self.players.len() as Seat)
            .filter(|s| self.players[*s as usize].alive)
            .collect();
        if alive.len() == 1 {
            self.finish(End::LastPost { winner: alive[0] }, events);
        } else if seat == self.current && self.phase != Phase::Over {
            // The player's own turn ends with them, and is over as any turn is
            // (RULINGS.md §44: the stalemate is checked).
            self.pending = None;
            self.steps.clear();
            self.end_of_turn(events);
        }
    }

    /// The tank becomes a wreck; whatever program it has goes to the Bank.
    pub(crate) fn wreck(&mut self, t: TankId, events: &mut Vec<Event>) {
        let tank = &mut self.tanks[t as usize];
        let mut banked = std::mem::take(&mut tank.face_up);
        banked.append(&mut tank.take_program());
        tank.wreck = true;
        tank.inactive = false;
        banked.sort_unstable();
        for c in &banked {
            add(&mut self.bank, *c);
        }
        events.push(Event::Wrecked { tank: t, banked });
    }

    /// After an action: run execution until a decision is needed or the turn passes.
    pub(crate) fn run(&mut self, events: &mut Vec<Event>) {
        while self.phase == Phase::Execution && self.pending.is_none() {
            let Some(step) = self.steps.pop() else {
                break;
            };
            self.step(step, events);
        }
    }

    /// Programming over (or there was none): the Execution phase.
    pub(crate) fn begin_execution(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Execution;
        self.steps.clear();
        self.steps.push(Step::EndOfTurn);
        for t in self.tanks_of(self.current).rev() {
            self.steps.push(Step::Tank(t));
        }
        // «If a tank has no program cards at any point in the execution phase, it is
        // destroyed» — a deactivated tank left without a program, at once.
        for t in self.tanks_of(self.current) {
            let tank = &self.tanks[t as usize];
            if tank.present && !tank.wreck && tank.cards() == 0 {
                self.wreck(t, events);
            }
        }
        self.run(events);
    }

    pub(crate) fn end_of_turn(&mut self, events: &mut Vec<Event>) {
        // «Reactivation – Activate your deactivated tank, if any».
        if let Some(t) = self.deactivated.take()
            && self.tanks[t as usize].inactive
        {
            self.tanks[t as usize].inactive = false;
            events.push(Event::Reactivated { tank: t });
        }
        if self.stalemate() {
            let winners = self.most_cards();
            self.finish(End::Stalemate { winners }, events);
            return;
        }
        self.next_turn(events);
    }

    /// No tank of a player still in the game is left to move or fire (RULINGS.md §44).
    fn stalemate(&self) -> bool {
        !(0..self.players.len() as Seat).any(|s| {
            self.players[s as usize].alive
                && self.tanks_of(s).any(|t| {
                    let k = &self.tanks[t as usize];
                    k.present && !k.wreck
                })
        })
    }

    /// Refuses an action that is not legal now, naming why.
    pub fn check_legal(&self, seat: Seat, a: &crate::Action) -> Result<(), ActionError> {
        if self.is_legal(seat, a) {
            Ok(())
        } else {
            Err(ActionError::Illegal(self.why_illegal(seat, a)))
        }
    }

    /// Whether `a` is among [`Robotanks::legal`]'s actions, without listing them (random
    /// play and search check every action they apply).
    pub fn is_legal(&self, seat: Seat, a: &crate::Action) -> bool {
        use crate::Action as A;
        if !self.to_move().contains(seat) {
            return false;
        }
        let p = &self.players[seat as usize];
        let held = |c: &Command| p.hand.binary_search(c).is_ok();
        let banked = |c: &Command| self.bank.binary_search(c).is_ok();
        match (self.phase, a) {
            (Phase::Setup, A::Misdeal) => misdeal_open(p),
            (Phase::Setup, A::Discard(c)) => p.hand.len() > p.keep as usize && held(c),
            (Phase::Setup, A::Program(c)) => {
                p.hand.len() <= p.keep as usize && p.initial.len() < 4 && held(c)
            }
            (Phase::Deactivation, A::Deactivate(n)) => {
                (1..=4).contains(n)
                    && !self.tanks[(self.colour(seat) as u8 * 4 + n - 1) as usize].wreck
            }
            (Phase::Deactivation, A::Roll) => true,
            (Phase::BankPick, A::Take(c)) => banked(c),
            (Phase::LookUp, A::Take(c)) => self.traded.len() == 2 && banked(c),
            (Phase::LookUp, A::Pass) => self.traded.is_empty(),
            // Look-Up begins only with a card in the Bank, and the cards traded in reach
            // it only after the take: there is always one to take.
            (Phase::LookUp, A::Give(c)) => {
                self.traded.len() < 2 && held(c) && !self.bank.is_empty()
            }
            (Phase::Programming, A::Done) => true,
            (Phase::Programming, A::Program(c)) => held(c),
            (Phase::Execution, _) => {
                let mut legal = Vec::new();
                self.legal(seat, &mut legal);
                legal.contains(a)
            }
            _ => false,
        }
    }

    fn why_illegal(&self, seat: Seat, a: &crate::Action) -> String {
        use crate::Action as A;
        let p = &self.players[seat as usize];
        let mut legal = Vec::new();
        self.legal(seat, &mut legal);
        let what = crate::action::text(a);
        // The right kind of move with the wrong card: name the card.
        let kind = std::mem::discriminant(a);
        if legal.iter().any(|l| std::mem::discriminant(l) == kind) {
            match a {
                A::Discard(c) | A::Give(c) if !p.hand.contains(c) => {
                    return format!("{what}: there is no {} in your hand", c.name());
                }
                A::Program(c) if !p.hand.contains(c) => {
                    return format!("{what}: there is no {} in your hand", c.name());
                }
                A::Take(c) if !self.bank.contains(c) => {
                    return format!("{what}: there is no {} in the Bank", c.name());
                }
                _ => {}
            }
        }
        let mut names: Vec<String> = legal.iter().take(12).map(crate::action::text).collect();
        if legal.len() > 12 {
            names.push("…".into());
        }
        format!(
            "{what} is not a move now ({}); try one of: {}",
            self.phase_words(),
            names.join(", ")
        )
    }

    /// The legal actions of `seat` now.
    pub fn legal(&self, seat: Seat, out: &mut Vec<crate::Action>) {
        use crate::Action as A;
        if !self.to_move().contains(seat) {
            return;
        }
        let p = &self.players[seat as usize];
        let kinds = |pile: &[Command], out: &mut Vec<A>, f: fn(Command) -> A| {
            let mut last = None;
            for &c in pile {
                if last != Some(c) {
                    out.push(f(c));
                    last = Some(c);
                }
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Setup => {
                if misdeal_open(p) {
                    out.push(A::Misdeal);
                }
                if p.hand.len() > p.keep as usize {
                    kinds(&p.hand, out, A::Discard);
                } else if p.initial.len() < 4 {
                    kinds(&p.hand, out, A::Program);
                }
            }
            Phase::Deactivation => {
                for t in self.tanks_of(seat) {
                    if !self.tanks[t as usize].wreck {
                        out.push(A::Deactivate(tank_number(t)));
                    }
                }
                out.push(A::Roll);
            }
            Phase::BankPick => kinds(&self.bank, out, A::Take),
            Phase::LookUp => {
                if self.traded.len() == 2 {
                    kinds(&self.bank, out, A::Take);
                } else {
                    if self.traded.is_empty() {
                        out.push(A::Pass);
                    }
                    if !self.bank.is_empty() {
                        kinds(&p.hand, out, A::Give);
                    }
                }
            }
            Phase::Programming => {
                out.push(A::Done);
                kinds(&p.hand, out, A::Program);
            }
            Phase::Execution => match &self.pending {
                None => {}
                Some(Pending::Target { candidates, .. }) => {
                    out.extend(candidates.iter().map(|(o, _)| A::Target(*o)));
                }
                Some(Pending::Warp { colour, number, .. }) => {
                    for t in 0..16u8 {
                        let ok = self.tanks[t as usize].present
                            && colour.is_none_or(|c| tank_colour(t) == c)
                            && number.is_none_or(|n| tank_number(t) == n);
                        if ok {
                            out.push(A::Warp(t));
                        }
                    }
                }
                Some(Pending::Drain { taken, .. }) => {
                    let mut t = taken.clone();
                    t.sort_unstable();
                    kinds(&t, out, A::Keep);
                }
                Some(Pending::Scan { .. }) => {
                    for t in 0..16u8 {
                        let k = &self.tanks[t as usize];
                        if k.present && !k.wreck {
                            out.push(A::Scan(t));
                        }
                    }
                }
                Some(Pending::Virus { required, .. }) => {
                    if required.is_empty() {
                        out.push(A::Done);
                    }
                    let mut all = required.clone();
                    for c in &p.hand {
                        add(&mut all, *c);
                    }
                    kinds(&all, out, A::Program);
                }
            },
        }
    }

    /// Carries out a legal action (checked by the caller).
    pub fn perform(&mut self, seat: Seat, a: &crate::Action, events: &mut Vec<Event>) {
        use crate::Action as A;
        let s = seat as usize;
        match (self.phase, a) {
            (Phase::Setup, A::Misdeal) => {
                events.push(Event::Misdeal { seat });
                self.deal(events);
            }
            (Phase::Setup, A::Discard(c)) => {
                remove(&mut self.players[s].hand, *c);
                self.players[s].set_aside.push(*c);
                events.push(Event::SetAside {
                    seat,
                    card: Some(*c),
                });
            }
            (Phase::Setup, A::Program(c)) => {
                // «Choose a single card from your hand for each of your tanks».
                let p = &mut self.players[s];
                remove(&mut p.hand, *c);
                p.initial.push(*c);
                let tank = p.colour as u8 * 4 + p.initial.len() as u8 - 1;
                events.push(Event::Programmed {
                    seat,
                    tank,
                    card: Some(*c),
                });
                if !(0..self.players.len() as Seat).any(|s| self.setting_up(s)) {
                    self.finish_setup(events);
                }
            }
            (Phase::Deactivation, A::Deactivate(n)) => {
                // «picking up its program stack (including any face-up cards) and adding
                // it to your hand».
                let t = self.colour(seat) as u8 * 4 + n - 1;
                let tank = &mut self.tanks[t as usize];
                let mut cards = std::mem::take(&mut tank.face_up);
                cards.append(&mut tank.take_program());
                tank.inactive = true;
                cards.sort_unstable();
                for c in &cards {
                    add(&mut self.players[s].hand, *c);
                }
                events.push(Event::Deactivated {
                    tank: t,
                    cards: cards.into_iter().map(Some).collect(),
                });
                self.deactivated = Some(t);
                self.traded.clear();
                self.reveals += 1;
                // «Look-Up – If you have a deactivated tank, you may trade in two cards
                // from your hand for one card from the Bank» (RULINGS.md §32, §33).
                if self.bank.is_empty() || self.players[s].hand.len() < 2 {
                    self.phase = Phase::Programming;
                } else {
                    self.phase = Phase::LookUp;
                }
            }
            (Phase::Deactivation, A::Roll) => {
                // «If you do not deactivate a tank, roll a die; on a 1, take a card from
                // the Bank.»
                let die = self.chance.die("bank die", 6);
                events.push(Event::BankDie { seat, die });
                if die == 1 && !self.bank.is_empty() {
                    self.phase = Phase::BankPick;
                } else {
                    self.begin_execution(events);
                }
            }
            (Phase::BankPick, A::Take(c)) => {
                remove(&mut self.bank, *c);
                add(&mut self.players[s].hand, *c);
                events.push(Event::TookFromBank { seat, card: *c });
                self.begin_execution(events);
            }
            (Phase::LookUp, A::Pass) => {
                events.push(Event::SkippedLookUp { seat });
                self.phase = Phase::Programming;
            }
            (Phase::LookUp, A::Give(c)) => {
                remove(&mut self.players[s].hand, *c);
                self.traded.push(*c);
                events.push(Event::TradedIn { seat, card: *c });
            }
            (Phase::LookUp, A::Take(c)) => {
                remove(&mut self.bank, *c);
                add(&mut self.players[s].hand, *c);
                events.push(Event::TookFromBank { seat, card: *c });
                for c in std::mem::take(&mut self.traded) {
                    add(&mut self.bank, c);
                }
                self.phase = Phase::Programming;
            }
            (Phase::Programming, A::Program(c)) => {
                let t = self.deactivated.expect("programming a deactivated tank");
                remove(&mut self.players[s].hand, *c);
                self.tanks[t as usize].put_under(*c, seat_bit(seat));
                events.push(Event::Programmed {
                    seat,
                    tank: t,
                    card: Some(*c),
                });
                self.check_hand(seat, events);
            }
            (Phase::Programming, A::Done) => {
                let t = self.deactivated.expect("programming a deactivated tank");
                events.push(Event::ProgramDone {
                    tank: t,
                    cards: self.tanks[t as usize].program.len() as u8,
                });
                self.begin_execution(events);
            }
            (Phase::Execution, a) => {
                self.decide(seat, a, events);
                self.run(events);
            }
            (phase, a) => unreachable!("{a:?} checked legal in {phase:?}"),
        }
    }
}

/// "1 card", "2 cards".
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
