//! ARCADE, the two-player skirmish by Néstor Romeral Andrés: three tanks a side on a Zone
//! of terrain tiles; players alternate turns with one active tank each (1, 2, 3, 1 …),
//! which may move up to 6 points, fire once (dice by distance; any 1 misses, else the
//! lowest die is the damage), and move again. Ten advanced rules, each an option, and
//! three missions as further ways to win.
//!
//! Principal types: [`Skirmish`] (the game state, implementing [`coinop_core::Game`]),
//! [`SkirmishOptions`], [`Action`], [`Event`], [`view::Observation`], [`arena::Arena`].
//! The rulebook's sections live in `state` (setup and turns), `movement` (moving and
//! Collision), `fire` (the cannon and the advanced rules of shots), `legal` (what may be
//! done now); every sentence is `words`'s (implementing [`coinop_core::Words`]), the top
//! layer, which nothing else in the crate uses. `RULINGS.md` beside this crate records
//! every reading we chose.

pub mod action;
pub mod arena;
pub mod autoplay;
pub mod event;
mod fire;
mod legal;
mod measure;
mod movement;
pub mod options;
pub mod scenario;
pub mod state;
mod tensor;
pub mod view;
pub mod words;

/// Every reading of the rules this engine makes, with the rulebook's sentences.
pub const RULINGS_MD: &str = include_str!("../RULINGS.md");
/// The same readings translated, by language tag (the English file is the record: tests
/// and scenario files cite it).
pub const RULINGS_TRANSLATED: &[(&str, &str)] = &[("ru", include_str!("../RULINGS.ru.md"))];

/// The lesson the site teaches the game with (our design): a scenario file that teaches.
pub const LESSON: &str = include_str!("../lessons/first-game.toml");

pub use action::Action;
pub use arena::{Point, UnitId};
pub use event::Event;
pub use fire::{MAX_DICE, Outcomes, dice_for, odds};
pub use movement::Reach;
pub use options::SkirmishOptions;
pub use state::Skirmish;

use coinop_core::{
    ActionError, Chance, Game, GameRng, Mark, Outcome, Seat, SetupError, StableHasher, ToMove,
    Viewer,
};
use std::hash::{Hash, Hasher};

impl Game for Skirmish {
    type Options = SkirmishOptions;
    type Action = Action;
    type Event = Event;
    type Observation = view::Observation;

    const NAME: &'static str = "skirmish";
    const ENGINE_VERSION: u32 = 1;

    fn new_game(options: &SkirmishOptions, seed: u64) -> Result<Self, SetupError> {
        Self::new_game_into(options, seed, &mut Vec::new())
    }
    /// The first turn begins at once (unless tanks are still to be placed), told in
    /// `events`.
    fn new_game_into(
        options: &SkirmishOptions,
        seed: u64,
        events: &mut Vec<Event>,
    ) -> Result<Self, SetupError> {
        let mut g = Skirmish::setup(options, seed)?;
        if g.stage == state::Stage::Playing {
            g.begin_turn(events);
        }
        Ok(g)
    }
    fn options(&self) -> &SkirmishOptions {
        &self.options
    }
    fn chance(&self) -> Option<&Chance> {
        Some(&self.chance)
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        Skirmish::to_move(self)
    }
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        if seat < 2 {
            self.legal(seat, out);
        }
    }
    fn num_distinct_actions(&self) -> u32 {
        action::num_ids(self.arena.cells() as u32)
    }
    fn action_id(&self, a: &Action) -> u32 {
        action::to_id(a, self.arena.cells() as u32)
    }
    fn action_from_id(&self, id: u32) -> Result<Action, ActionError> {
        action::from_id(id, self.arena.cells() as u32)
    }
    fn apply_into(
        &mut self,
        seat: Seat,
        a: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        coinop_core::check_turn(self, seat)?;
        self.check_legal(seat, a).map_err(|why| {
            ActionError::Illegal(words::refusal(&self.observe(Viewer::Seat(seat)), &why))
        })?;
        self.perform(seat, a, events);
        Ok(())
    }
    fn event_for(&self, e: &Event, viewer: Viewer) -> Option<Event> {
        event::seen_by(e, viewer)
    }
    fn observe(&self, viewer: Viewer) -> view::Observation {
        self.observation(viewer)
    }
    /// Everything is public: the observation is the state without its dice to come.
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        let mut h = StableHasher::default();
        self.public_hash(&mut h);
        viewer.seat().hash(&mut h);
        h.finish()
    }
    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let winner = end.winner();
        // The score is the damage points a side has left; the rank is the winner's,
        // since a mission can be won by the side with fewer points.
        let scores: Vec<i32> = (0..2)
            .map(|s| self.units[s].iter().map(|u| u.hp as i32).sum())
            .collect();
        let ranks = (0..2)
            .map(|s| match winner {
                Some(w) if w != s => 2,
                _ => 1,
            })
            .collect();
        Some(Outcome {
            ranks,
            winners: winner.into_iter().collect(),
            scores,
            reason: words::end_text(end),
            end: serde_json::to_value(end).ok(),
        })
    }
    fn state_hash(&self) -> u64 {
        let mut h = StableHasher::default();
        self.public_hash(&mut h);
        self.chance.hash_into(&mut h);
        h.finish()
    }
    /// Nothing is hidden but the dice still to be rolled.
    fn determinize(&self, _: Seat, rng: &mut GameRng) -> Self {
        self.determinized(rng)
    }
    fn action_text(&self, a: &Action) -> String {
        action::text(a, &self.arena, |c| self.unit_at(c).is_some())
    }
    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        action::parse(text, &self.arena)
    }
    /// Each turn begins a stretch of the log, numbered as the game counts turns (a
    /// destroyed tank's turn and a stunned one's recovery are turns too); placing the
    /// tanks in turn is a phase before the first; the end closes it.
    fn mark(e: &Event) -> Option<Mark> {
        match *e {
            Event::TurnBegins { unit, turn }
            | Event::Skipped { unit, turn }
            | Event::Recovered { unit, turn } => Some(Mark::Round {
                number: turn.into(),
                seat: Some(unit.seat),
            }),
            Event::Placed { .. } => Some(Mark::Phase {
                phase: event::PLACING.into(),
            }),
            Event::GameOver { .. } => Some(Mark::GameOver),
            _ => None,
        }
    }
}

impl Skirmish {
    /// The outcomes of `seat` firing `shot` now, or why it may not. A hit is told by its
    /// lowest die alone, so the hits are exact: a class per lowest die, 2 to 6, its roll
    /// all that value. So is a miss without Collateral Damage. With it, where a miss lands
    /// depends on every die, so `misses` rolls with a 1 are drawn from `rng` (at least
    /// one), sharing the miss's probability. Outcomes leaving the same Zone are merged.
    /// The game's own luck is left where it was: the states after are for weighing, not
    /// for playing on as the real game.
    pub fn shot_outcomes(
        &self,
        seat: Seat,
        shot: &Action,
        misses: usize,
        rng: &mut GameRng,
    ) -> Result<fire::Outcomes, ActionError> {
        coinop_core::check_turn(self, seat)?;
        self.check_legal(seat, shot).map_err(|why| {
            ActionError::Illegal(words::refusal(&self.observe(Viewer::Seat(seat)), &why))
        })?;
        self.outcomes_of(shot, misses, rng).ok_or_else(|| {
            ActionError::Illegal(format!("{} is not a shot", self.action_text(shot)))
        })
    }
}
