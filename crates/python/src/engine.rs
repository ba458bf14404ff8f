//! One game of any kind behind one object-safe trait, so that the Python classes hold a
//! `Box<dyn Engine>` and never name a game type. Actions cross as the game's stable
//! integer ids ([`Game::action_id`]); everything else as JSON.

use coinop_agents::Agent;
use coinop_core::{
    ActionError, Game, GameRng, Lang, Outcome, Replay, ReplayError, Seat, SetupError, Tensor,
    ToMove, Viewer,
};
use coinop_games::Hosted;
use rand::SeedableRng;
use serde_json::Value;
use std::any::Any;

/// What the Python side needs of a game: the core API with actions as ids.
pub trait Engine: Send + Sync {
    fn name(&self) -> &'static str;
    fn num_seats(&self) -> usize;
    fn to_move(&self) -> ToMove;
    fn num_distinct_actions(&self) -> u32;
    /// `seat`'s legal action ids, appended to `out` in the engine's order.
    fn legal_ids(&self, seat: Seat, out: &mut Vec<u32>);
    /// Applies action `id` for `seat`; with `events`, appends what happened as `viewer`
    /// may see it. On error nothing changed.
    fn apply_id(
        &mut self,
        seat: Seat,
        id: u32,
        events: Option<(Viewer, &mut Vec<Value>)>,
    ) -> Result<(), ActionError>;
    /// For the batch: the seat to move first now (None at the end) and, in `ids`, its
    /// legal ids; buffers of the game's own reused, so nothing is allocated.
    fn decision(&mut self, ids: &mut Vec<u32>) -> Option<Seat>;
    /// The action of `id` in the game's notation, or in words of `lang`.
    fn action_text(&self, id: u32, lang: Option<Lang>) -> Result<String, ActionError>;
    fn action_json(&self, id: u32) -> Result<Value, ActionError>;
    /// The id of an action given in the game's notation or as JSON.
    fn id_of_text(&self, text: &str) -> Result<u32, ActionError>;
    fn id_of_json(&self, action: &Value) -> Result<u32, ActionError>;
    fn observe(&self, viewer: Viewer) -> Value;
    /// The position as `viewer` sees it, as text (the terminal's board).
    fn board(&self, viewer: Viewer) -> String;
    fn observation_hash(&self, viewer: Viewer) -> u64;
    fn tensor_shape(&self) -> Vec<usize>;
    fn encode(&self, viewer: Viewer, out: &mut [f32]);
    fn outcome(&self) -> Option<Outcome>;
    fn state_hash(&self) -> u64;
    fn options_json(&self) -> Value;
    fn seed(&self) -> u64;
    fn clone_box(&self) -> Box<dyn Engine>;
    /// A world `seat` cannot tell from this one, drawn with `seed`, which becomes its
    /// seed (the game's own would let anyone deal the real cards again). It has no
    /// replay: its past is not what happened.
    fn determinize(&self, seat: Seat, seed: u64) -> Box<dyn Engine>;
    /// The game so far as a replay, or why not (a determinized world).
    fn replay(&self) -> Result<Replay, String>;
    fn state_json(&self) -> Value;
    /// A computer player of `level` (the site's levels, `random`, `ismcts:N`).
    fn agent(&self, level: &str, seed: u64) -> Result<Box<dyn Chooser>, String>;
    fn as_any(&self) -> &dyn Any;
}

/// A computer player over [`Engine`]s of its game.
pub trait Chooser: Send {
    fn choose(&mut self, game: &dyn Engine, seat: Seat) -> Result<u32, Unchosen>;
}

/// Why a computer player chose nothing.
pub enum Unchosen {
    /// The game is of another kind.
    WrongGame(String),
    /// The seat has no decision to take.
    NotToMove(String),
}

/// A game with how it began and the ids played since, for its replay.
#[derive(Clone)]
pub struct Played<G: Game> {
    pub game: G,
    seed: u64,
    /// `(seat, action id)` from the start; `None` for a determinized world.
    log: Option<Vec<(Seat, u32)>>,
    /// Buffers reused from step to step.
    actions: Vec<G::Action>,
    events: Vec<G::Event>,
}

impl<G: Hosted + Tensor> Played<G> {
    pub fn new(options: &Value, seed: u64) -> Result<Self, SetupError> {
        let options = options_over_defaults::<G>(options)?;
        Ok(Played {
            game: G::new_game(&options, seed)?,
            seed,
            log: Some(Vec::new()),
            actions: Vec::new(),
            events: Vec::new(),
        })
    }

    pub fn from_replay(replay: &Replay) -> Result<Self, ReplayError> {
        let mut log = Vec::with_capacity(replay.actions.len());
        let game = replay.play::<G>(|g, seat, action, _| log.push((seat, g.action_id(action))))?;
        Ok(Played {
            game,
            seed: replay.seed,
            log: Some(log),
            actions: Vec::new(),
            events: Vec::new(),
        })
    }

    /// A state as `state_json` wrote it, checked against its `hash`: a state written by
    /// hand could break the engine's invariants.
    pub fn from_state(state: &Value, seed: u64, hash: u64) -> Result<Self, String> {
        let game: G = serde_json::from_value(state.clone()).map_err(|e| e.to_string())?;
        let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.state_hash()))
            .map_err(|_| "not a state of this game".to_string())?;
        if found != hash {
            return Err(format!(
                "this state is not the one saved: its hash is {found:#018x}, not {hash:#018x}"
            ));
        }
        Ok(Played {
            game,
            seed,
            log: None,
            actions: Vec::new(),
            events: Vec::new(),
        })
    }
}

/// `options` (an object of option names, possibly partial) over the game's defaults.
fn options_over_defaults<G: Game>(options: &Value) -> Result<G::Options, SetupError> {
    let mut full = serde_json::to_value(G::Options::default()).expect("options serialize");
    match options {
        Value::Null => {}
        Value::Object(patch) => merge(&mut full, patch),
        _ => return Err(SetupError("options must be a dict of option names".into())),
    }
    serde_json::from_value(full).map_err(|e| SetupError(format!("bad options: {e}")))
}

/// Deep merge: nested objects merge, anything else replaces.
fn merge(into: &mut Value, patch: &serde_json::Map<String, Value>) {
    let Value::Object(base) = into else {
        *into = Value::Object(patch.clone());
        return;
    };
    for (k, v) in patch {
        match (base.get_mut(k), v) {
            (Some(slot @ Value::Object(_)), Value::Object(p)) => merge(slot, p),
            _ => {
                base.insert(k.clone(), v.clone());
            }
        }
    }
}

fn json<T: serde::Serialize>(t: &T) -> Value {
    serde_json::to_value(t).expect("engine types serialize")
}

impl<G: Hosted + Tensor> Engine for Played<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn num_seats(&self) -> usize {
        self.game.num_seats()
    }
    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }
    fn num_distinct_actions(&self) -> u32 {
        self.game.num_distinct_actions()
    }
    fn legal_ids(&self, seat: Seat, out: &mut Vec<u32>) {
        out.extend(
            self.game
                .legal_actions(seat)
                .iter()
                .map(|a| self.game.action_id(a)),
        );
    }
    fn apply_id(
        &mut self,
        seat: Seat,
        id: u32,
        events: Option<(Viewer, &mut Vec<Value>)>,
    ) -> Result<(), ActionError> {
        let action = self.game.action_from_id(id)?;
        self.events.clear();
        self.game.apply_into(seat, &action, &mut self.events)?;
        if let Some(log) = &mut self.log {
            log.push((seat, id));
        }
        if let Some((viewer, out)) = events {
            out.extend(
                self.events
                    .iter()
                    .filter_map(|e| self.game.event_for(e, viewer))
                    .map(|e| json(&e)),
            );
        }
        Ok(())
    }
    fn decision(&mut self, ids: &mut Vec<u32>) -> Option<Seat> {
        ids.clear();
        let seat = self.game.to_move().seats().first()?;
        self.actions.clear();
        self.game.legal_actions_into(seat, &mut self.actions);
        ids.extend(self.actions.iter().map(|a| self.game.action_id(a)));
        Some(seat)
    }
    fn action_text(&self, id: u32, lang: Option<Lang>) -> Result<String, ActionError> {
        let action = self.game.action_from_id(id)?;
        Ok(match lang {
            None => self.game.action_text(&action),
            Some(lang) => self.game.action_in(lang, &action),
        })
    }
    fn action_json(&self, id: u32) -> Result<Value, ActionError> {
        Ok(json(&self.game.action_from_id(id)?))
    }
    fn id_of_text(&self, text: &str) -> Result<u32, ActionError> {
        Ok(self.game.action_id(&self.game.parse_action(text)?))
    }
    fn id_of_json(&self, action: &Value) -> Result<u32, ActionError> {
        let action: G::Action = serde::Deserialize::deserialize(action)
            .map_err(|e| ActionError::Malformed(e.to_string()))?;
        Ok(self.game.action_id(&action))
    }
    fn observe(&self, viewer: Viewer) -> Value {
        json(&self.game.observe(viewer))
    }
    fn board(&self, viewer: Viewer) -> String {
        G::board(&self.game.observe(viewer))
    }
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        self.game.observation_hash(viewer)
    }
    fn tensor_shape(&self) -> Vec<usize> {
        G::tensor_shape(self.game.options())
    }
    fn encode(&self, viewer: Viewer, out: &mut [f32]) {
        self.game.encode_for(viewer, out);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn state_hash(&self) -> u64 {
        self.game.state_hash()
    }
    fn options_json(&self) -> Value {
        json(self.game.options())
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn clone_box(&self) -> Box<dyn Engine> {
        Box::new(self.clone())
    }
    fn determinize(&self, seat: Seat, seed: u64) -> Box<dyn Engine> {
        let mut rng = GameRng::seed_from_u64(seed);
        Box::new(Played {
            game: self.game.determinize(seat, &mut rng),
            seed,
            log: None,
            actions: Vec::new(),
            events: Vec::new(),
        })
    }
    fn replay(&self) -> Result<Replay, String> {
        let log = self
            .log
            .as_ref()
            .ok_or("a determinized or restored game has no replay: its past is not known")?;
        let mut game = G::new_game(self.game.options(), self.seed).map_err(|e| e.to_string())?;
        let mut replay = Replay::start::<G>(self.game.options(), self.seed);
        for &(seat, id) in log {
            let action = game.action_from_id(id).map_err(|e| e.to_string())?;
            game.apply(seat, &action).map_err(|e| e.to_string())?;
            replay.push::<G>(seat, &action);
        }
        replay.finish(&game);
        Ok(replay)
    }
    fn state_json(&self) -> Value {
        json(&self.game)
    }
    fn agent(&self, level: &str, seed: u64) -> Result<Box<dyn Chooser>, String> {
        Ok(Box::new(Typed::<G>(G::agent(level, seed)?)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct Typed<G: Game>(Box<dyn Agent<G>>);

impl<G: Hosted + Tensor> Chooser for Typed<G> {
    fn choose(&mut self, game: &dyn Engine, seat: Seat) -> Result<u32, Unchosen> {
        let played = game.as_any().downcast_ref::<Played<G>>().ok_or_else(|| {
            Unchosen::WrongGame(format!(
                "this player plays {}, not {}",
                G::NAME,
                game.name()
            ))
        })?;
        if !played.game.to_move().contains(seat) {
            return Err(Unchosen::NotToMove(format!(
                "seat {seat} has no decision to take now"
            )));
        }
        Ok(played.game.action_id(&self.0.choose(&played.game, seat)))
    }
}

/// A game made, or why not.
pub type Made = Result<Box<dyn Engine>, SetupError>;
/// A game restored, or why not.
pub type Restored = Result<Box<dyn Engine>, String>;

/// How to make a game of one kind by name.
pub struct Kind {
    pub name: &'static str,
    pub title: &'static str,
    pub levels: &'static [&'static str],
    pub new_game: fn(&Value, u64) -> Made,
    pub from_replay: fn(&Replay) -> Result<Box<dyn Engine>, ReplayError>,
    /// A pickled state: its JSON, seed and hash.
    pub from_state: fn(&Value, u64, u64) -> Restored,
    pub default_options: fn() -> Value,
}

/// Every hosted game, in the lobby's order.
pub fn kinds() -> Vec<Kind> {
    macro_rules! kinds {
        ($($g:ty),*) => { vec![$(Kind {
            name: <$g as Game>::NAME,
            title: <$g as Hosted>::TITLE,
            levels: <$g as Hosted>::LEVELS,
            new_game: |o, s| Ok(Box::new(Played::<$g>::new(o, s)?)),
            from_replay: |r| Ok(Box::new(Played::<$g>::from_replay(r)?)),
            from_state: |v, seed, hash| Ok(Box::new(Played::<$g>::from_state(v, seed, hash)?)),
            default_options: || json(&<$g as Game>::Options::default()),
        }),*] };
    }
    coinop_games::for_each_game!(kinds)
}

/// The kind named `name` (or one of its aliases).
pub fn kind(name: &str) -> Result<Kind, String> {
    let aliases = coinop_games::list();
    let name = aliases
        .iter()
        .find(|g| g.name == name || g.aliases.contains(&name))
        .map(|g| g.name)
        .ok_or_else(|| {
            format!(
                "no game {name:?}: the games are {}",
                coinop_games::names().join(", ")
            )
        })?;
    Ok(kinds()
        .into_iter()
        .find(|k| k.name == name)
        .expect("listed"))
}
