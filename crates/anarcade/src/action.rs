//! A player's decisions. Everything else in a turn (laying out the hand, Earning, the end
//! of the turn) happens by itself, since the rules leave no choice in it.

use crate::cards::{Kind, MAX_HIGH_SCORE};
use coinop_core::ActionError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Take a Draw action: draw and play the next card.
    Draw,
    /// Skip the Draw actions left (RULINGS.md §3).
    StopDrawing,
    /// Move this many Credits to the Score area (0 skips).
    Score(u8),
    /// Buy the top card of an Action Stack.
    Buy(Kind),
    /// Buy nothing more: the turn ends.
    EndTurn,
}

const SCORE_BASE: u32 = 2;
const BUY_BASE: u32 = SCORE_BASE + MAX_HIGH_SCORE as u32 + 1;
const END: u32 = BUY_BASE + 4;
pub const NUM_IDS: u32 = END + 1;

pub fn to_id(a: &Action) -> u32 {
    match *a {
        Action::Draw => 0,
        Action::StopDrawing => 1,
        Action::Score(k) => SCORE_BASE + k.min(MAX_HIGH_SCORE) as u32,
        Action::Buy(k) => BUY_BASE + k as u32,
        Action::EndTurn => END,
    }
}

pub fn from_id(id: u32) -> Result<Action, ActionError> {
    Ok(match id {
        0 => Action::Draw,
        1 => Action::StopDrawing,
        i if i < BUY_BASE => Action::Score((i - SCORE_BASE) as u8),
        i if i < END => Action::Buy(Kind::ALL[(i - BUY_BASE) as usize]),
        END => Action::EndTurn,
        id => return Err(ActionError::UnknownId { id, max: NUM_IDS }),
    })
}

/// "draw", "stop", "score 2", "buy earn", "end".
pub fn text(a: &Action) -> String {
    match a {
        Action::Draw => "draw".into(),
        Action::StopDrawing => "stop".into(),
        Action::Score(k) => format!("score {k}"),
        Action::Buy(k) => format!("buy {}", k.name().to_lowercase()),
        Action::EndTurn => "end".into(),
    }
}

pub fn parse(text: &str) -> Result<Action, ActionError> {
    let t = text.trim().to_ascii_lowercase();
    let mut words = t.split_whitespace();
    let bad = || {
        ActionError::Malformed(format!(
            "{text:?}: write draw, stop, score N (0 skips), buy draw|earn|score|buy (or the colour), end"
        ))
    };
    let verb = words.next().ok_or_else(bad)?;
    let arg = words.next();
    if words.next().is_some() {
        return Err(bad());
    }
    Ok(match (verb, arg) {
        ("draw", None) => Action::Draw,
        ("stop", None) => Action::StopDrawing,
        ("skip", None) => Action::Score(0),
        ("score", Some(n)) => {
            // Any number a player types is read; the engine says how many may be scored.
            let k: u32 = n.parse().map_err(|_| bad())?;
            Action::Score(k.min(u8::MAX as u32) as u8)
        }
        ("buy", Some(k)) => Action::Buy(Kind::parse(k).ok_or_else(bad)?),
        ("end", None) | ("pass", None) => Action::EndTurn,
        _ => return Err(bad()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_texts_round_trip() {
        for id in 0..NUM_IDS {
            let a = from_id(id).unwrap();
            assert_eq!(to_id(&a), id);
            assert_eq!(parse(&text(&a)).unwrap(), a);
        }
        assert!(from_id(NUM_IDS).is_err());
        assert_eq!(parse("score 99").unwrap(), Action::Score(99));
        assert!(parse("buy red").is_err());
        assert!(parse("draw 2").is_err());
        assert_eq!(parse(" Buy Purple ").unwrap(), Action::Buy(Kind::Score));
    }
}
