//! What a viewer sees: in ARCADE, everything (no card or die is hidden), so every viewer's
//! observation is the same apart from the legal actions offered to a seat.

use crate::action::{self, Action};
use crate::arena::{Ground, Tile};
use crate::event::{COLOURS, End};
use crate::options::{AdvancedRules, Missions};
use crate::state::{Point, Skirmish, Stage, TurnState};
use coinop_core::{Game, Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub arena: String,
    pub title: String,
    pub width: u8,
    pub height: u8,
    /// The Zone now, row by row from the north.
    pub ground: Vec<Ground>,
    pub tiles: Vec<Tile>,
    /// Each seat's first rank (a row): Green's the south, Orange's the north.
    pub first_ranks: [i32; 2],
    pub units: [[UnitView; 3]; 2],
    pub stage: Stage,
    pub first_player: Seat,
    pub current: Seat,
    /// Each player's activation disc: which tank moves on its next turn (0-based).
    pub active: [u8; 2],
    pub turn: TurnState,
    pub movement_left: u8,
    pub turns: u16,
    pub max_turns: u16,
    pub walls_destroyed: [u8; 2],
    pub rules: AdvancedRules,
    pub missions: Missions,
    /// The direction each die value 2, 3, 4, 5 sends a missed rocket.
    pub compass: [(u8, crate::options::Heading); 4],
    pub end: Option<End>,
    /// The viewer's legal actions, with their notation.
    pub legal: Vec<(Action, String)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitView {
    pub at: Option<u16>,
    pub hp: u8,
    pub alive: bool,
    pub stunned: bool,
    pub token: Option<Point>,
    pub repairs_in_a_row: u8,
}

impl Skirmish {
    pub fn observation(&self, viewer: Viewer) -> Observation {
        let units = self.units.map(|row| {
            row.map(|u| UnitView {
                at: u.at,
                hp: u.hp,
                alive: u.alive(),
                stunned: u.stunned,
                token: u.token,
                repairs_in_a_row: u.repairs_in_a_row,
            })
        });
        let legal = match viewer {
            Viewer::Seat(s) if (s as usize) < 2 => {
                let mut v = Vec::new();
                self.legal(s, &mut v);
                v.into_iter()
                    .map(|a| (a, action::text(&a, &self.arena, Some(self))))
                    .collect()
            }
            _ => Vec::new(),
        };
        Observation {
            arena: self.arena.name.clone(),
            title: self.arena.title.clone(),
            width: self.arena.width,
            height: self.arena.height,
            ground: self.ground.clone(),
            tiles: self.arena.tiles.clone(),
            first_ranks: [self.arena.first_rank(0), self.arena.first_rank(1)],
            units,
            stage: self.stage,
            first_player: self.first_player,
            current: self.current,
            active: self.active,
            turn: self.turn,
            movement_left: self.movement_left(),
            turns: self.turns,
            max_turns: self.options.max_turns,
            walls_destroyed: self.walls_destroyed,
            rules: self.options.rules,
            missions: self.options.missions,
            compass: [2, 3, 4, 5].map(|v| (v, self.compass(v))),
            end: self.end,
            legal,
        }
    }
}

/// The position as text: the Zone with each tank as G1–G3 / O1–O3 (lower case when
/// stunned, xx for a wreck), then each tank's damage points.
pub fn render(g: &Skirmish) -> String {
    let a = &g.arena;
    let mut out = String::new();
    out.push_str("    ");
    for x in 0..a.width {
        out.push_str(&format!(" {} ", (b'a' + x) as char));
    }
    out.push('\n');
    for y in 0..a.height as i32 {
        out.push_str(&format!("{:>3} ", y + 1));
        for x in 0..a.width as i32 {
            let c = a.cell(x, y).expect("on the grid");
            let s = match g.unit_at(c) {
                Some(id) => {
                    let u = g.unit(id);
                    if !u.alive() {
                        " xx".to_string()
                    } else {
                        let letter = if id.seat == 0 { 'G' } else { 'O' };
                        let letter = if u.stunned {
                            letter.to_ascii_lowercase()
                        } else {
                            letter
                        };
                        format!(" {letter}{}", id.n + 1)
                    }
                }
                None => match g.ground[c as usize] {
                    Ground::Floor => " . ".into(),
                    Ground::Wall => " # ".into(),
                    Ground::Pool => " P ".into(),
                    Ground::Gap => "   ".into(),
                    Ground::Destroyed => " ~ ".into(),
                },
            };
            out.push_str(&format!("{s:<3}"));
        }
        out.push('\n');
    }
    for (seat, colour) in COLOURS.iter().enumerate() {
        let parts: Vec<String> = g.units[seat]
            .iter()
            .enumerate()
            .map(|(n, u)| {
                let mark = if g.stage == Stage::Playing
                    && g.current as usize == seat
                    && g.active[seat] as usize == n
                {
                    "*"
                } else {
                    ""
                };
                if u.alive() {
                    format!(
                        "{mark}{}{}: {}{}",
                        &colour[..1],
                        n + 1,
                        u.hp,
                        if u.stunned { " stunned" } else { "" }
                    )
                } else {
                    format!("{mark}{}{}: destroyed", &colour[..1], n + 1)
                }
            })
            .collect();
        out.push_str(&format!("{colour:<6} {}\n", parts.join("  ")));
    }
    match g.stage {
        Stage::Over => {
            if let Some(o) = g.outcome() {
                out.push_str(&format!("game over: {}\n", o.reason));
            }
        }
        Stage::Placing { .. } => out.push_str("placing tanks\n"),
        Stage::Playing => out.push_str(&format!(
            "turn {}: {} {} to act, {} movement points left{}\n",
            g.turns + 1,
            COLOURS[g.current as usize],
            g.active[g.current as usize] + 1,
            g.movement_left(),
            if g.turn.fired { ", has fired" } else { "" }
        )),
    }
    out
}
