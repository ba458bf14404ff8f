//! Anarcade (Champion Gold) by Steve Vilbig, the deck-building game: 2–4 players race to
//! Ace three Arcade Cards by scoring Credits on them up to their High Score. Each turn a
//! player lays out a hand of three cards and takes their actions in four phases — Draw
//! (more cards), Earn (Credits), Score (Credits onto the Arcade Card), Buy (better cards
//! from four face-up Action Stacks) — together with the symbols of the face-up Arcade Card.
//!
//! Principal types: [`Anarcade`] (the game state, implementing [`coinop_core::Game`]),
//! [`AnarcadeOptions`], [`Action`], [`Event`], [`view::Observation`], [`cards::CardSet`]
//! (the card set, data: `content/champion-gold.toml` is our design). The state and its
//! setup live in `state`, the turn in `turn`, what a player may do in it in `legal`, what
//! a seat sees in `view`, and every sentence (the log, the text board) in `words`, which
//! implements [`coinop_core::Words`]; `RULINGS.md` beside this crate records every
//! reading we chose.

pub mod action;
pub mod autoplay;
pub mod cards;
pub mod event;
mod legal;
mod measure;
pub mod options;
pub mod scenario;
pub mod state;
mod tensor;
mod turn;
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
pub use event::{End, Event};
pub use options::AnarcadeOptions;
pub use state::Anarcade;

use coinop_core::{
    ActionError, Chance, Game, GameRng, Mark, Outcome, Seat, SetupError, StableHasher, ToMove,
    Viewer,
};
use std::hash::{Hash, Hasher};

impl Game for Anarcade {
    type Options = AnarcadeOptions;
    type Action = Action;
    type Event = Event;
    type Observation = view::Observation;

    const NAME: &'static str = "anarcade";
    const ENGINE_VERSION: u32 = 1;

    fn new_game(options: &AnarcadeOptions, seed: u64) -> Result<Self, SetupError> {
        Self::new_game_into(options, seed, &mut Vec::new())
    }
    /// The first turn begins at once: Player 1's hand is laid out and the phases with
    /// nothing to decide pass, all told in `events`.
    fn new_game_into(
        options: &AnarcadeOptions,
        seed: u64,
        events: &mut Vec<Event>,
    ) -> Result<Self, SetupError> {
        let mut g = Anarcade::setup(options, seed)?;
        g.begin_turn(events);
        Ok(g)
    }
    fn options(&self) -> &AnarcadeOptions {
        &self.options
    }
    fn chance(&self) -> Option<&Chance> {
        Some(&self.chance)
    }
    /// Drawing pops a pile shuffled long before, and buying shows the card under a
    /// stack's top: neither moves the generator, so the sizes of the face-down piles
    /// count too.
    fn luck_position(&self) -> Option<u128> {
        let mut h = StableHasher::default();
        for p in &self.players {
            (p.draw.len(), p.hand.len()).hash(&mut h);
        }
        for s in &self.stacks {
            s.len().hash(&mut h);
        }
        self.arcade_stack.len().hash(&mut h);
        Some((self.chance.position() << 64) | h.finish() as u128)
    }
    fn num_seats(&self) -> usize {
        self.players.len()
    }
    fn to_move(&self) -> ToMove {
        Anarcade::to_move(self)
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
        self.check_legal(a)
            .map_err(|why| ActionError::Illegal(words::refusal(&self.cards, &why)))?;
        self.perform(a, events);
        Ok(())
    }
    fn event_for(&self, e: &Event, viewer: Viewer) -> Option<Event> {
        Some(e.for_viewer(viewer))
    }
    fn observe(&self, viewer: Viewer) -> view::Observation {
        self.observation(viewer)
    }
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        Anarcade::observation_hash(self, viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        let end = self.end.as_ref()?;
        let winners = end.winners();
        // The score is a player's Aces; the winner ranks first even if another has as many
        // (cannot happen: only the winner reaches the target).
        let scores: Vec<i32> = self.players.iter().map(|p| p.aced.len() as i32).collect();
        let mut ranks = Outcome::ranks_from_scores(&scores);
        for (s, r) in ranks.iter_mut().enumerate() {
            if winners.contains(&(s as Seat)) {
                *r = 1;
            } else if !winners.is_empty() && *r == 1 {
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
        // The cards and every option, so a replay under other ones does not check out.
        self.cards.digest.hash(&mut h);
        let o = &self.options;
        (o.players, o.first_player, o.compulsory_draws, o.open_stacks).hash(&mut h);
        (
            o.credit_limit,
            o.aces_to_win,
            o.catch_up_credits,
            o.max_turns,
        )
            .hash(&mut h);
        self.players.hash(&mut h);
        self.stacks.hash(&mut h);
        (&self.arcade_stack, self.arcade, self.token_machine).hash(&mut h);
        (self.first_player, self.current, self.phase, &self.turn).hash(&mut h);
        (self.turns, &self.end).hash(&mut h);
        self.chance.hash_into(&mut h);
        h.finish()
    }
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }
    fn action_text(&self, a: &Action) -> String {
        action::text(a)
    }
    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        action::parse(text)
    }
    fn mark(e: &Event) -> Option<Mark> {
        e.mark()
    }
}
