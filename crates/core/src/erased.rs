//! The core API with the game type erased: options, actions, events and observations as
//! JSON values. Front ends and the server hold an [`AnyGame`] and never name a game type.

use crate::lang::Lang;
use crate::words::{Line, Mark, Teach, Words};
use crate::{ActionError, Game, Outcome, Replay, ReplayError, Seat, SetupError, ToMove, Viewer};
use serde::Deserialize;
use serde_json::Value;

pub type AnyGame = Box<dyn Erased>;

/// Object-safe mirror of [`Game`]; implemented for every `Game`.
pub trait Erased: Send + Sync {
    fn name(&self) -> &'static str;
    fn num_seats(&self) -> usize;
    fn to_move(&self) -> ToMove;
    fn legal_actions(&self, seat: Seat) -> Vec<Value>;
    fn legal_action_ids(&self, seat: Seat) -> Vec<u32>;
    fn num_distinct_actions(&self) -> u32;
    /// Applies an action given as JSON; returns the events each viewer may see are
    /// filtered by the caller with [`Erased::events_for`].
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, ActionError>;
    /// The action as the engine itself writes it (unknown fields dropped), for storing.
    fn canonical_action(&self, action: &Value) -> Result<Value, ActionError>;
    /// [`Game::is_tentative`] for an action given as JSON (false if malformed).
    fn is_tentative_json(&self, action: &Value) -> bool;
    fn apply_id(&mut self, seat: Seat, id: u32) -> Result<Vec<Value>, ActionError>;
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<Vec<Value>, ActionError>;
    fn events_for(&self, events: &[Value], viewer: Viewer) -> Vec<Value>;
    /// The game's words for `viewer` in `lang`, drawn from its observation now, to tell
    /// its log with a [`Teller`](crate::words::Teller) (events as that viewer may see
    /// them, [`Erased::events_for`]).
    fn voice(&self, viewer: Viewer, lang: Lang) -> Box<dyn Teach<Value> + '_>;
    /// The game's terms in words of `lang` for `viewer` ([`Words::glossary_in`]).
    fn glossary(&self, viewer: Viewer, lang: Lang) -> Value;
    /// Why `seat`'s action (as JSON) is refused now, in `lang` ([`Words::refusal_in`]).
    fn refusal(&self, seat: Seat, action: &Value, lang: Lang) -> Option<String>;
    /// `seat`'s legal actions in words of `lang` ([`Words::action_in`]), in the order of
    /// [`Erased::legal_actions`].
    fn action_texts(&self, seat: Seat, lang: Lang) -> Vec<String>;
    fn observe(&self, viewer: Viewer) -> Value;
    /// The game's options in full, every default filled in.
    fn options_json(&self) -> Value;
    /// Where the state's luck and secrets stand ([`Game::luck_position`]); `None` for a
    /// game without.
    fn luck_position(&self) -> Option<u128>;
    fn outcome(&self) -> Option<Outcome>;
    fn state_hash(&self) -> u64;
    /// The position as text for `viewer` ([`Words::board`]).
    fn board_text(&self, viewer: Viewer) -> String;
    fn to_json(&self) -> Value;
    fn clone_box(&self) -> AnyGame;
    /// The concrete game, for code that knows its type (a game's own agents).
    fn as_any(&self) -> &dyn std::any::Any;
    /// A copy of this game after `seat` tries `actions`, which must all be tentative
    /// ([`Game::is_tentative`]) and legal in turn; this game is not changed. Show the
    /// copy only to `seat`.
    fn preview(&self, seat: Seat, actions: &[Value]) -> Result<AnyGame, ActionError>;
}

impl<G: Words> Erased for G {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn num_seats(&self) -> usize {
        Game::num_seats(self)
    }
    fn to_move(&self) -> ToMove {
        Game::to_move(self)
    }
    fn legal_actions(&self, seat: Seat) -> Vec<Value> {
        Game::legal_actions(self, seat)
            .iter()
            .map(to_value)
            .collect()
    }
    fn legal_action_ids(&self, seat: Seat) -> Vec<u32> {
        Game::legal_actions(self, seat)
            .iter()
            .map(|a| self.action_id(a))
            .collect()
    }
    fn num_distinct_actions(&self) -> u32 {
        Game::num_distinct_actions(self)
    }
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, ActionError> {
        let action = action_of::<G>(action)?;
        Ok(Game::apply(self, seat, &action)?
            .iter()
            .map(to_value)
            .collect())
    }
    fn canonical_action(&self, action: &Value) -> Result<Value, ActionError> {
        let action = action_of::<G>(action)?;
        Ok(to_value(&action))
    }
    fn is_tentative_json(&self, action: &Value) -> bool {
        action_of::<G>(action).is_ok_and(|a| self.is_tentative(&a))
    }
    fn apply_id(&mut self, seat: Seat, id: u32) -> Result<Vec<Value>, ActionError> {
        let action = self.action_from_id(id)?;
        Ok(Game::apply(self, seat, &action)?
            .iter()
            .map(to_value)
            .collect())
    }
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<Vec<Value>, ActionError> {
        let action = self.parse_action(text)?;
        Ok(Game::apply(self, seat, &action)?
            .iter()
            .map(to_value)
            .collect())
    }
    fn events_for(&self, events: &[Value], viewer: Viewer) -> Vec<Value> {
        events
            .iter()
            .filter_map(|e| G::Event::deserialize(e).ok())
            .filter_map(|e| self.event_for(&e, viewer))
            .map(|e| to_value(&e))
            .collect()
    }
    fn voice(&self, viewer: Viewer, lang: Lang) -> Box<dyn Teach<Value> + '_> {
        Box::new(JsonVoice::<G>(Game::observe(self, viewer), lang))
    }
    fn glossary(&self, viewer: Viewer, lang: Lang) -> Value {
        G::glossary_in(lang, &Game::observe(self, viewer))
    }
    fn refusal(&self, seat: Seat, action: &Value, lang: Lang) -> Option<String> {
        let action = action_of::<G>(action).ok()?;
        self.refusal_in(lang, seat, &action)
    }
    fn action_texts(&self, seat: Seat, lang: Lang) -> Vec<String> {
        Game::legal_actions(self, seat)
            .iter()
            .map(|a| self.action_in(lang, a))
            .collect()
    }
    fn observe(&self, viewer: Viewer) -> Value {
        to_value(&Game::observe(self, viewer))
    }
    fn options_json(&self) -> Value {
        to_value(Game::options(self))
    }
    fn luck_position(&self) -> Option<u128> {
        Game::luck_position(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn state_hash(&self) -> u64 {
        Game::state_hash(self)
    }
    fn board_text(&self, viewer: Viewer) -> String {
        G::board(&Game::observe(self, viewer))
    }
    fn to_json(&self) -> Value {
        to_value(self)
    }
    fn clone_box(&self) -> AnyGame {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn preview(&self, seat: Seat, actions: &[Value]) -> Result<AnyGame, ActionError> {
        let mut game = self.clone();
        for action in actions {
            let action = action_of::<G>(action)?;
            if !game.is_tentative(&action) {
                return Err(ActionError::Illegal(format!(
                    "{} cannot be tried and taken back",
                    game.action_text(&action)
                )));
            }
            Game::apply(&mut game, seat, &action)?;
        }
        Ok(Box::new(game))
    }
}

/// A game's words for one viewer over events given as JSON; what is not an event of the
/// game is told as nothing.
struct JsonVoice<G: Words>(G::Observation, Lang);

fn event_of<G: Game>(event: &Value) -> Option<G::Event> {
    G::Event::deserialize(event).ok()
}

impl<G: Words> Teach<Value> for JsonVoice<G> {
    fn mark(&self, event: &Value) -> Option<Mark> {
        G::mark(&event_of::<G>(event)?)
    }
    fn heading(&self, mark: &Mark) -> Line {
        G::heading_in(self.1, &self.0, mark)
    }
    fn line(&self, event: &Value) -> Option<Line> {
        G::line_in(self.1, &self.0, &event_of::<G>(event)?)
    }
    fn joins(&self, prev: &Value, next: &Value) -> bool {
        match (event_of::<G>(prev), event_of::<G>(next)) {
            (Some(a), Some(b)) => G::joins(&a, &b),
            _ => false,
        }
    }
    fn fold(&self, run: &[Value]) -> Line {
        let run: Vec<G::Event> = run.iter().filter_map(event_of::<G>).collect();
        G::fold_in(self.1, &self.0, &run)
    }
}

/// An action of `G` read from JSON (without copying it first), or why it is not one.
fn action_of<G: Game>(action: &Value) -> Result<G::Action, ActionError> {
    G::Action::deserialize(action).map_err(|e| ActionError::Malformed(e.to_string()))
}

fn to_value<T: serde::Serialize>(t: &T) -> Value {
    serde_json::to_value(t).expect("engine types serialize to JSON")
}

/// One entry of a front end's game registry: how to make a game of this kind by name.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub name: &'static str,
    pub engine_version: u32,
    pub new_game: fn(options: &Value, seed: u64) -> Result<AnyGame, SetupError>,
    /// A game recorded by engine `version`, set up to play as that version did
    /// ([`Game::options_for_version`]): stored tables go on under their own rules.
    pub recorded: fn(version: u32, options: &Value, seed: u64) -> Result<AnyGame, SetupError>,
    pub default_options: fn() -> Value,
    /// What happened while a recorded game was set up ([`Game::new_game_into`]), as
    /// JSON events, unfiltered: the log's first lines, before any action.
    pub opening: fn(version: u32, options: &Value, seed: u64) -> Result<Vec<Value>, SetupError>,
    pub replay: fn(replay: &Replay) -> Result<AnyGame, ReplayError>,
    /// Why a game ended in a language, from its outcome's `end` ([`Words::end_in`]).
    pub end_words: fn(lang: Lang, end: &Value) -> Option<String>,
}

impl GameEntry {
    pub const fn of<G: Words>() -> GameEntry {
        GameEntry {
            name: G::NAME,
            engine_version: G::ENGINE_VERSION,
            new_game: |options, seed| {
                let options: G::Options = serde_json::from_value(options.clone())
                    .map_err(|e| SetupError(format!("bad options: {e}")))?;
                Ok(Box::new(G::new_game(&options, seed)?))
            },
            recorded: |version, options, seed| {
                let options = crate::recorded_options::<G>(version, options).map_err(SetupError)?;
                Ok(Box::new(G::new_game(&options, seed)?))
            },
            default_options: || to_value(&G::Options::default()),
            opening: |version, options, seed| {
                let options = crate::recorded_options::<G>(version, options).map_err(SetupError)?;
                let mut events = Vec::new();
                G::new_game_into(&options, seed, &mut events)?;
                Ok(events.iter().map(to_value).collect())
            },
            replay: |replay| Ok(Box::new(replay.play::<G>(|_, _, _, _| {})?)),
            end_words: G::end_in,
        }
    }
}
