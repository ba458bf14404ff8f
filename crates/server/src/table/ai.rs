//! AI seats, clock stand-ins and suggestions: each decision is thought on the shared
//! thinking pool (`crate::thinking`), on a copy of the game, and comes back to the table
//! as a command.

use super::{Command, Reply, Table};
use crate::protocol::Refusal;
use crate::thinking::{self, Priority};
use coinop_agents::AnyAgent;
use coinop_core::{Seat, Viewer};
use serde_json::Value;
use tokio::time::Instant;

impl Table {
    /// Whether nothing is due at the table: no computer to move, no person's clock
    /// running, no rest to wait out (a seat whose agent failed at this move counts for
    /// nothing). Only then may an unfinished table sleep.
    pub(super) fn may_sleep(&self) -> bool {
        let stuck = |s: usize| self.stuck[s] == Some(self.ply());
        let computer_to_move = self
            .game
            .to_move()
            .seats()
            .iter()
            .any(|s| self.agents[s as usize].is_some() && !stuck(s as usize));
        // A clock with long to run (a game of days) lets the table sleep: it is woken
        // when it runs out (`Lobby::wake_due`).
        let soon = tokio::time::Instant::now() + super::clocks::SLEEP_WITH_CLOCK;
        let clock_running = (0..self.deadlines.len())
            .any(|s| self.deadlines[s].is_some_and(|d| d < soon) && !stuck(s));
        !self.thinking && self.rest_until.is_none() && !computer_to_move && !clock_running
    }

    /// Starts the next AI decision or clock stand-in, if one is due.
    pub(super) fn pump(&mut self) {
        if self.thinking || self.rec.finished {
            return;
        }
        // A table that has thought its fill of the minute rests (clocks included: a
        // stand-in thinks too).
        self.rest_until = self.budget.rest_until().map(Instant::from_std);
        if self.rest_until.is_some() {
            return;
        }
        let to_move = self.game.to_move();
        let now = Instant::now();
        let stuck = |s: Seat| self.stuck[s as usize] == Some(self.ply());
        let ai = to_move
            .seats()
            .iter()
            .find(|&s| self.agents[s as usize].is_some() && !stuck(s));
        let (seat, agent, by) = if let Some(s) = ai {
            (s, self.agents[s as usize].take().expect("idle agent"), "ai")
        } else if let Some(s) = to_move
            .seats()
            .iter()
            .find(|&s| self.deadlines[s as usize].is_some_and(|d| d <= now) && !stuck(s))
        {
            match (self.kind.agent)(self.kind.stand_in, self.rec.seed ^ self.ply()) {
                Ok(a) => (s, a, "clock"),
                Err(e) => {
                    tracing::error!("table {}: no stand-in: {e}", self.rec.id);
                    return;
                }
            }
        } else {
            return;
        };
        self.thinking = true;
        let game = self.game.clone_box();
        let ply = self.ply();
        let me = self.me.clone();
        // Tables of computers alone wait behind tables with people.
        let priority = if self.rec.seats.iter().all(|s| s.ai.is_some()) {
            Priority::Computers
        } else {
            Priority::People
        };
        thinking::submit(&self.owner, &self.rec.id, priority, move || {
            // What the decision cost is CPU time, not wall-clock: on a loaded server a
            // table is charged for its own thinking, not for waiting its turn at a core.
            let started = coinop_agents::thread_cpu_time();
            let mut agent = agent;
            // A panicking agent must not leave the table waiting for it for ever.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                agent.choose_json(&*game, seat)
            }))
            .unwrap_or_else(|_| Err("the AI failed".to_string()))
            .map_err(|e| Refusal::new("ai_failed", e));
            let own = coinop_agents::thread_cpu_time().saturating_sub(started);
            // A parallel search thinks on threads of its own; the agent counts them.
            let took = agent.last_cpu().map_or(own, |searched| searched.max(own));
            let agent = (by == "ai").then_some(agent);
            let _ = me.blocking_send(Command::Decided {
                seat,
                ply,
                by,
                result,
                agent,
                took,
            });
        });
    }

    /// Works out what the game's `easy` player would do for the seat `conn` holds, on a
    /// copy of the game and on a blocking thread (the table goes on meanwhile), and
    /// answers `reply`: the seat's whole decision, from the actions it has `staged` (a
    /// plan's cards laid), one action after another on the copy while the decision is
    /// still the seat's, stopping after an action that draws on luck (what comes after
    /// it would tell the luck to come). The agent is the one AI seats use, so it sees the
    /// game only as that seat may (its legal actions, observation, determinizations);
    /// the game is not touched.
    pub(super) fn suggest(
        &self,
        conn: u64,
        asked: Option<Seat>,
        staged: Vec<Value>,
        reply: Reply<Suggested>,
    ) {
        let (seat, mut agent) = match self.suggester(conn, asked) {
            Ok(x) => x,
            Err(why) => {
                let _ = reply.send(Err(why));
                return;
            }
        };
        let ply = self.ply();
        let lang = self.lang_of_conn(conn);
        // The staged actions, taken on a copy (a preview takes only what can be taken
        // back; these are the page's, not yet sent). One that draws on luck would tell
        // the luck to come: refused.
        if staged.len() > 64 {
            let _ = reply.send(Err(Refusal::new(
                "bad_message",
                "at most 64 staged actions",
            )));
            return;
        }
        let mut game = self.game.clone_box();
        for action in &staged {
            let luck = game.luck_position();
            if let Err(e) = game.apply_json(seat, action) {
                let _ = reply.send(Err(Refusal::from(e)));
                return;
            }
            if game.luck_position() != luck {
                let _ = reply.send(Err(Refusal::new(
                    "luck_first",
                    "a staged action draws on luck: send it, then ask",
                )));
                return;
            }
        }
        if game.outcome().is_some() || !game.to_move().contains(seat) {
            let _ = reply.send(Err(Refusal::new(
                "not_your_turn",
                "what is staged ends the decision: nothing is left to suggest",
            )));
            return;
        }
        let table = self.rec.id.clone();
        thinking::submit(&self.owner, &self.rec.id, Priority::People, move || {
            let worked = (|| {
                let mut actions = Vec::new();
                let mut texts = Vec::new();
                // Tentative steps (a plan's cards) end with the action that commits them.
                let mut staging = staged.iter().any(|a| game.is_tentative_json(a));
                while actions.len() < SUGGEST_MOST {
                    let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        agent.choose_json(&*game, seat)
                    }))
                    .unwrap_or_else(|_| Err("the AI failed".to_string()))?;
                    let chosen = game.canonical_action(&chosen).map_err(|e| e.to_string())?;
                    // Its words as the seat's list of legal actions gives them, in the
                    // asker's language; an action not on that list is never offered.
                    let legal = game.legal_actions(seat);
                    let i = legal.iter().position(|a| *a == chosen).ok_or_else(|| {
                        format!("the AI chose {chosen}, which is not a legal action")
                    })?;
                    texts.push(game.action_texts(seat, lang).swap_remove(i));
                    let luck = game.luck_position();
                    let tentative = game.is_tentative_json(&chosen);
                    let commits = staging && !tentative;
                    staging |= tentative;
                    game.apply_json(seat, &chosen).map_err(|e| e.to_string())?;
                    actions.push(chosen);
                    let goes_on = !commits
                        && game.outcome().is_none()
                        && game.to_move().contains(seat)
                        && game.luck_position() == luck;
                    if !goes_on {
                        break;
                    }
                }
                Ok(Suggested {
                    ply,
                    seat,
                    actions,
                    texts,
                })
            })();
            let answer = worked.map_err(|e: String| {
                tracing::warn!("table {table}: no suggestion for seat {seat}: {e}");
                Refusal::new("ai_failed", "the computer could not suggest an action here")
            });
            let _ = reply.send(answer);
        });
    }

    /// The seat `conn` may be given a suggestion for now, and the agent to ask; or why
    /// not.
    pub(super) fn suggester(
        &self,
        conn: u64,
        asked: Option<Seat>,
    ) -> Result<(Seat, Box<dyn AnyAgent>), Refusal> {
        let seat = match self.subs.iter().find(|s| s.conn == conn).map(|s| s.viewer) {
            Some(Viewer::Seat(s)) => s,
            Some(Viewer::Spectator) => {
                return Err(Refusal::new(
                    "spectator",
                    "spectators get no suggestions: only a seat's player may ask",
                ));
            }
            None => return Err(super::seats::gone()),
        };
        if let Some(a) = asked
            && a != seat
        {
            return Err(Refusal::with(
                "not_your_seat",
                serde_json::json!({ "seat": seat, "asked": a }),
                format!(
                    "you hold seat {}, not seat {}: a suggestion is only for your own seat",
                    u32::from(seat) + 1,
                    u32::from(a) + 1
                ),
            ));
        }
        if self.rec.finished || self.game.outcome().is_some() {
            return Err(Refusal::new("game_over", "the game is over"));
        }
        if !self.game.to_move().contains(seat) {
            return Err(Refusal::new("not_your_turn", "it is not your decision now"));
        }
        // Seeded by what every seat knows (the ply and the seat), never by the game's
        // seed: the same position gets the same suggestion.
        let seed = self.ply().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(seat);
        let agent = (self.kind.agent)(SUGGEST_LEVEL, seed).map_err(|e| {
            tracing::error!("table {}: no agent to suggest with: {e}", self.rec.id);
            Refusal::new(
                "ai_failed",
                "the server cannot suggest an action in this game",
            )
        })?;
        Ok((seat, agent))
    }
}

/// The level whose choice `suggest` answers with: the game's heuristic player.
pub const SUGGEST_LEVEL: &str = "easy";

/// The most actions a suggestion holds (a decision is rarely longer: a plan of four
/// cards and its commit, a turn of moves and a shot).
pub const SUGGEST_MOST: usize = 12;

/// What the game's `easy` player would do for a seat (the answer to `suggest`): its
/// decision's actions in order (never none), with their words.
#[derive(Clone, Debug)]
pub struct Suggested {
    pub ply: u64,
    pub seat: Seat,
    pub actions: Vec<Value>,
    pub texts: Vec<String>,
}
