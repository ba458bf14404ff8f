//! The rulebook's SETUP: the colours drawn, the deck dealt out evenly (a misdeal deals it
//! again), every seat keeping a hand and choosing its tanks' first programs, all at once
//! and in secret; when all have, the cards set aside go to the Bank and the first turn
//! begins.

use crate::arena::{Colour, TankId, tank_colour};
use crate::cards::Command;
use crate::event::Event;
use crate::options::RobotanksOptions;
use crate::state::{CLOCKWISE, Phase, Player, Robotanks, Tank, add, seat_bit};
use coinop_core::{Chance, DrawnFrom, Seat, SetupError};

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
            checkpoints: None,
        };
        events.push(Event::DealBegins);
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
    pub(crate) fn deal(&mut self, events: &mut Vec<Event>) {
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

    /// Every setup step done: the set-aside cards go to the Bank, the initial programs
    /// are placed, and the first player's turn begins.
    pub(crate) fn finish_setup(&mut self, events: &mut Vec<Event>) {
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
}
