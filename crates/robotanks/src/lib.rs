//! Robotanks by Jeff Siadek and Neal Sofge (Fat Messiah Games, revised edition 2001): each
//! player leads four tanks on a hex arena, each tank looping a hidden program of command
//! cards; damage scrambles programs, and the last command post wins.
//!
//! Principal types: [`Robotanks`] (the game state, implementing [`coinop_core::Game`]),
//! [`RobotanksOptions`], [`Action`], [`Event`], [`view::Observation`]. The hex geometry is
//! [`hex`] (axial coordinates), the deck and arena are data ([`cards`], [`arena`]: our
//! designs in `content/`; tank ids and the objects on the map are in `arena`). The deal
//! lives in `setup`, the turn in `turn`, what cards do in `execute`, which actions are
//! legal in `legal`, what a seat sees in [`view`], every sentence in [`words`] (the top
//! layer: nothing else imports it); `RULINGS.md` beside this crate records every reading
//! we chose.

pub mod action;
pub mod arena;
pub mod autoplay;
pub mod cards;
pub mod event;
mod execute;
pub mod hex;
mod legal;
mod measure;
pub mod options;
pub mod scenario;
mod setup;
pub mod state;
mod tensor;
mod turn;
pub mod view;
pub mod words;

/// The key of the Execution phase's [`Mark`].
pub const EXECUTION: &str = "execution";

/// Every reading of the rules this engine makes, with the rulebook's sentences.
pub const RULINGS_MD: &str = include_str!("../RULINGS.md");
/// The same readings translated, by language tag (the English file is the record: tests
/// and scenario files cite it).
pub const RULINGS_TRANSLATED: &[(&str, &str)] = &[("ru", include_str!("../RULINGS.ru.md"))];

/// The lesson the site teaches the game with (our design): a scenario file that teaches.
pub const LESSON: &str = include_str!("../lessons/first-game.toml");

pub use action::Action;
pub use cards::ROCKET_HEXES;
pub use event::{End, Event};
pub use execute::{BALL_LEGS, FIRE_RANGE, ball_turn, radar_facing};
pub use options::RobotanksOptions;
pub use state::Robotanks;

use coinop_core::{
    ActionError, Chance, Game, GameRng, Mark, Outcome, Seat, SetupError, StableHasher, ToMove,
    Viewer,
};
use std::hash::{Hash, Hasher};

impl Game for Robotanks {
    type Options = RobotanksOptions;
    type Action = Action;
    type Event = Event;
    type Observation = view::Observation;

    const NAME: &'static str = "robotanks";
    /// 2: our arena's walls by Black's and Red's command posts, and a drain that always
    /// asks which card to keep (version 1's games replay with both as they were).
    const ENGINE_VERSION: u32 = 3;

    fn new_game(options: &RobotanksOptions, seed: u64) -> Result<Self, SetupError> {
        Robotanks::setup(options, seed)
    }
    /// The colours and the deal, told in `events`.
    fn new_game_into(
        options: &RobotanksOptions,
        seed: u64,
        events: &mut Vec<Event>,
    ) -> Result<Self, SetupError> {
        Robotanks::setup_with(options, Chance::from_seed(seed), events)
    }
    fn options_for_version(
        version: u32,
        mut o: RobotanksOptions,
    ) -> Result<RobotanksOptions, String> {
        match version {
            1 => {
                if o.custom_arena.is_none() {
                    o.custom_arena = Some(arena::version_1());
                }
                o.drain_always_asks = false;
                o.destroyed_armor_to_bank = true;
                Ok(o)
            }
            // Version 2 sent a destroyed Armor to the Bank (RULINGS.md §14).
            2 => {
                o.destroyed_armor_to_bank = true;
                Ok(o)
            }
            Self::ENGINE_VERSION => Ok(o),
            v => Err(format!(
                "Robotanks engine version {v} is unknown to this build (it plays 1 to {})",
                Self::ENGINE_VERSION
            )),
        }
    }
    fn options(&self) -> &RobotanksOptions {
        &self.options
    }
    fn chance(&self) -> Option<&Chance> {
        Some(&self.chance)
    }
    /// Picking up a program, a Scan and each card executed show hidden cards without a die.
    fn luck_position(&self) -> Option<u128> {
        Some((self.chance.position() << 33) | (self.reveals as u128 + self.executed as u128))
    }
    fn num_seats(&self) -> usize {
        self.players.len()
    }
    fn to_move(&self) -> ToMove {
        Robotanks::to_move(self)
    }
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        self.legal(seat, out);
    }
    fn num_distinct_actions(&self) -> u32 {
        action::NUM_IDS
    }
    fn action_id(&self, a: &Action) -> u32 {
        action::to_id(a)
    }
    fn action_from_id(&self, id: u32) -> Result<Action, ActionError> {
        action::from_id(id)
    }
    fn apply_into(
        &mut self,
        seat: Seat,
        a: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        coinop_core::check_turn(self, seat)?;
        self.check_legal(seat, a)
            .map_err(|why| ActionError::Illegal(words::refusal(&why)))?;
        self.perform(seat, a, events);
        Ok(())
    }
    fn event_for(&self, e: &Event, viewer: Viewer) -> Option<Event> {
        Some(e.for_viewer(viewer, |t| self.seat_of(t)))
    }
    fn observe(&self, viewer: Viewer) -> view::Observation {
        self.observation(viewer)
    }
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        Robotanks::observation_hash(self, viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        let end = self.end.as_ref()?;
        let winners = end.winners();
        // The score is the cards in hand (a player who is out has none).
        let scores: Vec<i32> = self.players.iter().map(|p| p.hand.len() as i32).collect();
        let mut ranks = Outcome::ranks_from_scores(&scores);
        for (s, r) in ranks.iter_mut().enumerate() {
            if winners.contains(&(s as Seat)) {
                *r = 1;
            } else if *r == 1 {
                *r = 2;
            }
        }
        Some(Outcome {
            scores,
            winners,
            ranks,
            reason: words::end_reason(end).to_string(),
            end: serde_json::to_value(end).ok(),
        })
    }
    fn state_hash(&self) -> u64 {
        let mut h = StableHasher::default();
        // The deck, the arena and every option, so a replay under others does not check out.
        (&self.deck.counts, &self.deck.introductory_excludes).hash(&mut h);
        (&self.arena.floor, &self.arena.walls, &self.arena.docks).hash(&mut h);
        (&self.arena.command_posts, &self.arena.facing).hash(&mut h);
        let o = &self.options;
        (o.players, o.introductory, o.starting_hand, o.post_loss).hash(&mut h);
        (o.fire_area_edges, o.first_player, o.max_turns).hash(&mut h);
        (&self.players, &self.tanks, &self.colour_seat, &self.bank).hash(&mut h);
        (self.phase, self.current, self.first, self.turns).hash(&mut h);
        (self.deactivated, &self.traded, &self.pending, &self.steps).hash(&mut h);
        (self.stopped, &self.end, self.reveals).hash(&mut h);
        self.chance.hash_into(&mut h);
        h.finish()
    }
    /// What `seat` cannot see, dealt again: the other hands (and, during setup, what the
    /// others set aside and chose), every face-down program card it cannot know — its
    /// own too once scrambled (RULINGS.md §40; it remembers what it placed, what it saw
    /// executed and what it scanned: [`state::Tank::known`]) — and a Virus's cards being
    /// rearranged by another, from all of those together; and the luck to come. The pool
    /// is sorted before it is shuffled, so the result depends only on what `seat` knows.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }
    fn action_text(&self, a: &Action) -> String {
        action::text(a)
    }
    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        action::parse_with(text, &|h| self.object_at(h))
    }
    /// The log's stretches: the deal, each player's turn, its Execution (begun by the first
    /// card a tank executes or finds nothing to execute, or by a Bank die of 2–6, after
    /// which the tanks execute at once), the end.
    fn mark(e: &Event) -> Option<Mark> {
        match e {
            Event::DealBegins => Some(Mark::Round {
                number: 0,
                seat: None,
            }),
            Event::TurnBegins { seat, turn } => Some(Mark::Round {
                number: u32::from(*turn),
                seat: Some(*seat),
            }),
            Event::Executes { .. } | Event::Idle { .. } | Event::BankDie { die: 2.., .. } => {
                Some(Mark::Phase {
                    phase: EXECUTION.into(),
                })
            }
            Event::GameOver { .. } => Some(Mark::GameOver),
            _ => None,
        }
    }
}
