//! Replays: everything needed to play a game again bit for bit — game name, engine
//! version, options, seed and the action log — plus the final state hash to check it.

use crate::{ActionError, Game, Seat, SetupError};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replay {
    pub game: String,
    pub engine_version: u32,
    pub options: serde_json::Value,
    pub seed: u64,
    pub actions: Vec<ReplayStep>,
    /// [`Game::state_hash`] after the last action.
    pub final_hash: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayStep {
    pub seat: Seat,
    pub action: serde_json::Value,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("this replay is of {found:?}, not {expected:?}")]
    WrongGame { expected: String, found: String },
    /// Options this engine cannot play: malformed, or of a version it cannot replay.
    #[error("{0}")]
    Options(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("step {step}: malformed action: {error}")]
    MalformedAction {
        step: usize,
        error: serde_json::Error,
    },
    #[error("step {step}: the engine refused the action: {error}")]
    Refused { step: usize, error: ActionError },
    #[error(
        "the final state hash differs: replay says {expected:#018x}, the engine reached {found:#018x}"
    )]
    HashMismatch { expected: u64, found: u64 },
    #[error("not a replay file")]
    Json(#[from] serde_json::Error),
}

impl Replay {
    /// Starts a log for a game just created with `options` and `seed`.
    pub fn start<G: Game>(options: &G::Options, seed: u64) -> Replay {
        Replay {
            game: G::NAME.to_string(),
            engine_version: G::ENGINE_VERSION,
            options: serde_json::to_value(options).expect("options serialize"),
            seed,
            actions: Vec::new(),
            final_hash: 0,
        }
    }

    pub fn push<G: Game>(&mut self, seat: Seat, action: &G::Action) {
        self.actions.push(ReplayStep {
            seat,
            action: serde_json::to_value(action).expect("actions serialize"),
        });
    }

    pub fn finish<G: Game>(&mut self, game: &G) {
        self.final_hash = game.state_hash();
    }

    /// Plays the replay from the start, calling `each` with every step's events, and
    /// checks the final hash.
    pub fn play<G: Game>(
        &self,
        mut each: impl FnMut(&G, Seat, &G::Action, &[G::Event]),
    ) -> Result<G, ReplayError> {
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME.into(),
                found: self.game.clone(),
            });
        }
        // An older version's game plays on under the readings of its time.
        let options = crate::recorded_options::<G>(self.engine_version, &self.options)
            .map_err(ReplayError::Options)?;
        let mut game = G::new_game(&options, self.seed)?;
        let mut events = Vec::new();
        for (step, s) in self.actions.iter().enumerate() {
            let action: G::Action = serde_json::from_value(s.action.clone())
                .map_err(|error| ReplayError::MalformedAction { step, error })?;
            events.clear();
            game.apply_into(s.seat, &action, &mut events)
                .map_err(|error| ReplayError::Refused { step, error })?;
            each(&game, s.seat, &action, &events);
        }
        let found = game.state_hash();
        if found != self.final_hash {
            return Err(ReplayError::HashMismatch {
                expected: self.final_hash,
                found,
            });
        }
        Ok(game)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("replays serialize")
    }

    pub fn from_json(text: &str) -> Result<Replay, ReplayError> {
        Ok(serde_json::from_str(text)?)
    }
}
