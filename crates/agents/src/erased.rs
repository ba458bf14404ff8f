//! Agents for a game whose type the caller does not know (the server hosts any game by
//! name): the same agents, choosing actions as JSON.

use crate::Agent;
use coinop_core::{Erased, Game, Seat};
use serde_json::Value;

/// An agent over [`Erased`] games.
pub trait AnyAgent: Send {
    fn name(&self) -> String;
    /// An action for `seat` as JSON; an error if the game is not of the agent's kind or
    /// the seat has no decision to take.
    fn choose_json(&mut self, game: &dyn Erased, seat: Seat) -> Result<Value, String>;
    /// See [`Agent::last_cpu`].
    fn last_cpu(&self) -> Option<std::time::Duration>;
}

/// A typed agent behind the erased interface.
pub struct Typed<G: Game>(pub Box<dyn Agent<G>>);

impl<G: Game> AnyAgent for Typed<G> {
    fn name(&self) -> String {
        self.0.name()
    }
    fn choose_json(&mut self, game: &dyn Erased, seat: Seat) -> Result<Value, String> {
        let game = game
            .as_any()
            .downcast_ref::<G>()
            .ok_or_else(|| format!("this agent plays {}, not {}", G::NAME, game.name()))?;
        if !game.to_move().contains(seat) {
            return Err(format!("seat {seat} has no decision to take"));
        }
        let action = self.0.choose(game, seat);
        serde_json::to_value(&action).map_err(|e| e.to_string())
    }
    fn last_cpu(&self) -> Option<std::time::Duration> {
        self.0.last_cpu()
    }
}
