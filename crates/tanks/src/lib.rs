//! Arcade Tanks (Танчики, Economicus 2017): each player drives a tank with maneuver
//! cards planned simultaneously and face down; rule-driven bots move after the players;
//! then every tank fires at once. Bots are worth 1 VP, Eagles 3; the game ends at the
//! third Eagle or a 5-VP lead.
//!
//! Principal types: [`Tanks`] (the game state, implementing [`coinop_core::Game`]),
//! [`TanksOptions`] (variants and rule readings), [`Action`], [`Event`],
//! [`view::Observation`]. The components are `board`, `cards` and `pieces`; the
//! rulebook's sections live in `setup`, `flow` (planning and the round), `movement`,
//! `bots`, `fire`, `powerups`, with what is legal in `legal`; `RULINGS.md` beside this
//! crate records every reading we chose. Every sentence is in `words`, the top layer,
//! which implements [`coinop_core::Words`] from events and observations alone.

pub mod action;
pub mod autoplay;
pub mod board;
mod bots;
pub mod cards;
pub mod content;
pub mod event;
mod fire;
mod flow;
mod legal;
mod measure;
mod movement;
pub mod options;
pub mod pieces;
mod powerups;
pub mod scenario;
mod setup;
pub mod state;
mod tensor;
pub mod view;
pub mod words;

/// Every reading of the rules this engine makes, with the rulebooks' sentences (shown on
/// the site as a page of its own).
pub const RULINGS_MD: &str = include_str!("../RULINGS.md");
/// The same readings translated, by language tag (the English file is the record: tests
/// and scenario files cite it).
pub const RULINGS_TRANSLATED: &[(&str, &str)] = &[("ru", include_str!("../RULINGS.ru.md"))];

/// The lesson the site teaches the game with (our design): a scenario file that teaches.
pub const LESSON: &str = include_str!("../lessons/first-game.toml");

pub use action::Action;
pub use event::Event;
pub use options::TanksOptions;
pub use state::Tanks;

use coinop_core::{
    ActionError, Chance, Game, GameRng, Mark, Outcome, Seat, SetupError, StableHasher, ToMove,
    Viewer,
};
use std::hash::{Hash, Hasher};

impl Game for Tanks {
    type Options = TanksOptions;
    type Action = Action;
    type Event = Event;
    type Observation = view::Observation;

    const NAME: &'static str = "tanks";
    /// 2: the readings of RULINGS.md §11, §19, §30, §36, §48, §53, §54 (Shovel and Grenade at once, Avalanche one
    /// bot a round, the reserve running out for good, power-ups under placed bots, second
    /// maneuvers shown together).
    const ENGINE_VERSION: u32 = 2;

    fn new_game(options: &TanksOptions, seed: u64) -> Result<Self, SetupError> {
        Tanks::setup(options, seed)
    }
    /// Version 1 games go on under version 1's readings; every one of them is an option.
    fn options_for_version(version: u32, mut o: TanksOptions) -> Result<TanksOptions, String> {
        match version {
            1 => {
                let v1 = options::RuleReadings::engine_version_1();
                o.rulings.powerup_use = v1.powerup_use;
                o.rulings.placed_bot_discards_powerup = v1.placed_bot_discards_powerup;
                o.rulings.bot_reserve = v1.bot_reserve;
                o.rulings.shovel_builds_on = v1.shovel_builds_on;
                o.rulings.second_maneuvers = v1.second_maneuvers;
                Ok(o)
            }
            Self::ENGINE_VERSION => Ok(o),
            v => Err(format!(
                "Arcade Tanks engine version {v} is unknown to this build (it plays 1 and {})",
                Self::ENGINE_VERSION
            )),
        }
    }
    fn options(&self) -> &TanksOptions {
        &self.options
    }
    fn chance(&self) -> Option<&Chance> {
        Some(&self.chance)
    }
    /// A card drawn pops a deck shuffled long before, a maneuver turned face up shows a
    /// plan, a bot entering shows its token: none moves the generator, so the decks'
    /// sizes, the maneuvers shown and the bots' reserve count too. (A hint or a coaching
    /// line that went past one would choose knowing what it showed.)
    fn luck_position(&self) -> Option<u128> {
        let mut h = StableHasher::default();
        for p in &self.players {
            (p.deck.len(), p.revealed).hash(&mut h);
        }
        (self.bot_reserve.len(), self.powerup_reserve.len()).hash(&mut h);
        Some((self.chance.position() << 64) | h.finish() as u128)
    }
    fn num_seats(&self) -> usize {
        self.players.len()
    }
    fn to_move(&self) -> ToMove {
        self.waiting()
    }
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if (seat as usize) < self.players.len() {
            self.legal(seat, out);
        }
    }
    fn num_distinct_actions(&self) -> u32 {
        action::num_ids(self.board.cells() as u32)
    }
    fn action_id(&self, a: &Action) -> u32 {
        action::to_id(a, self.board.cells() as u32)
    }
    fn action_from_id(&self, id: u32) -> Result<Action, ActionError> {
        action::from_id(id, self.board.cells() as u32)
    }
    fn apply_into(
        &mut self,
        seat: Seat,
        a: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if (seat as usize) >= self.players.len() {
            return Err(ActionError::NoSuchSeat {
                seat,
                seats: self.players.len(),
            });
        }
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if let Some(cp) = self.stopped() {
            let why = legal::Illegal::Stopped(cp);
            return Err(ActionError::Illegal(words::refusal(&self.board, &why)));
        }
        if !self.is_waiting(seat) {
            return Err(ActionError::NotYourTurn {
                seat,
                waiting: self.waiting().seats().to_vec(),
            });
        }
        self.check_legal(seat, a)
            .map_err(|why| ActionError::Illegal(words::refusal(&self.board, &why)))?;
        self.perform(seat, a, events);
        Ok(())
    }
    fn event_for(&self, e: &Event, viewer: Viewer) -> Option<Event> {
        Some(event::redact(e, viewer))
    }
    fn observe(&self, viewer: Viewer) -> view::Observation {
        self.observation(viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end.as_ref()?;
        let winners = self.winners();
        if self.options.single_player() {
            let rounds = self.round as i32;
            return Some(Outcome {
                scores: vec![rounds],
                winners,
                ranks: vec![1],
                reason: match reason {
                    state::EndReason::ThirdEagle => format!("three Eagles in {rounds} rounds"),
                    r => words::end_reason(r),
                },
                end: Some(serde_json::json!({ "reason": reason, "rounds": rounds, "solo": true })),
            });
        }
        let scores: Vec<i32> = self.players.iter().map(|p| p.vp()).collect();
        Some(Outcome {
            ranks: Outcome::ranks_from_scores(&scores),
            scores,
            winners,
            reason: words::end_reason(reason),
            end: Some(serde_json::json!({ "reason": reason })),
        })
    }
    /// Hashes exactly what `observe` shows, without building it (search calls this at
    /// every step). The legal actions and the static board follow from the rest.
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        let mut h = StableHasher::default();
        (
            self.round,
            self.first_player,
            &self.stage,
            self.cursor.phase,
            self.cursor.bot_maneuvers,
            self.eagle,
            self.eagles_taken,
        )
            .hash(&mut h);
        (
            self.bricks.as_slice(),
            self.brick_reserve,
            self.bot_reserve.len(),
            self.clock,
            &self.end,
        )
            .hash(&mut h);
        for p in &self.powerups {
            (p.cell, p.face).hash(&mut h);
        }
        for b in &self.bots {
            (b.cell, b.facing, b.known.then_some(b.id), b.moved).hash(&mut h);
        }
        for (s, p) in self.players.iter().enumerate() {
            let own = viewer == Viewer::Seat(s as Seat);
            (
                p.tank,
                p.disengaged,
                p.destroyed,
                own.then_some(p.hand),
                p.hand.total(),
            )
                .hash(&mut h);
            (
                p.deck.len(),
                p.discard,
                p.committed,
                p.exchanged,
                p.helms,
                p.bots,
                p.eagles,
            )
                .hash(&mut h);
            for m in 0..2 {
                let shown = own || p.revealed[m];
                (p.maneuvers[m].len(), shown.then_some(p.maneuvers[m])).hash(&mut h);
            }
        }
        h.finish()
    }
    fn state_hash(&self) -> u64 {
        let mut h = StableHasher::default();
        self.board.hash(&mut h);
        self.round.hash(&mut h);
        self.first_player.hash(&mut h);
        self.stage.hash(&mut h);
        self.cursor.hash(&mut h);
        self.players.as_slice().hash(&mut h);
        self.bots.as_slice().hash(&mut h);
        self.bot_reserve.as_slice().hash(&mut h);
        self.seen_reserve.as_slice().hash(&mut h);
        self.bricks.as_slice().hash(&mut h);
        self.brick_reserve.hash(&mut h);
        self.eagle.hash(&mut h);
        self.last_eagle.hash(&mut h);
        self.eagles_taken.hash(&mut h);
        self.powerups.as_slice().hash(&mut h);
        self.powerup_reserve.as_slice().hash(&mut h);
        self.pending.as_slice().hash(&mut h);
        self.clock.hash(&mut h);
        self.playing_on.hash(&mut h);
        self.end.hash(&mut h);
        // Hashed only when present, so version 1's games keep their hashes.
        if let Some(m) = &self.motion {
            m.hash(&mut h);
        }
        if self.bot_reserve_ran_out {
            true.hash(&mut h);
        }
        // The generator's position decides every future draw.
        self.chance.hash_into(&mut h);
        h.finish()
    }
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }
    /// Laying a card on a maneuver is private and chance-free until the plan is
    /// committed, so a player may take it back.
    fn is_tentative(&self, a: &Action) -> bool {
        matches!(a, Action::Place { .. })
    }
    fn action_text(&self, a: &Action) -> String {
        action::text(a, &self.board)
    }
    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        action::parse(text, &self.board)
    }
    /// The log's stretches: each round, its phases (marker events where no event of
    /// the round's own says so), the end.
    fn mark(e: &Event) -> Option<Mark> {
        match e {
            Event::RoundStarted { round, .. } => Some(Mark::Round {
                number: u32::from(*round),
                seat: None,
            }),
            Event::PhaseBegan { phase } => Some(Mark::Phase {
                phase: phase.key().into(),
            }),
            Event::GameOver { .. } => Some(Mark::GameOver),
            _ => None,
        }
    }
}
