//! What a viewer sees: in ARCADE, everything (no card or die is hidden), so every viewer's
//! observation is the same apart from the shots offered to a seat.

use crate::action::Action;
use crate::arena::{Cell, Ground, Tile};
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
    /// The shots the viewer may take now, each with its dice and, with Energy Bolts,
    /// what its line meets first (its actions and their words come with the legal
    /// actions).
    pub shots: Vec<ShotView>,
}

/// A shot the viewer may take, as it would go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotView {
    pub target: Cell,
    pub from_token: bool,
    pub aimed: bool,
    /// Dice rolled (at most 10); below 1, an automatic hit for 6.
    pub dice: i32,
    /// With Energy Bolts, the first object on the line to the target, which takes the
    /// shot instead (RULINGS.md §8); a miss may still land elsewhere.
    pub first_in_line: Option<Cell>,
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
        let shots = match viewer {
            Viewer::Seat(s) if (s as usize) < 2 => {
                let mut v = Vec::new();
                self.legal(s, &mut v);
                v.into_iter().filter_map(|a| self.shot_view(a)).collect()
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
            shots,
        }
    }

    /// A legal shot as it would go: its dice, and what an Energy Bolt meets first.
    pub fn shot_view(&self, a: Action) -> Option<ShotView> {
        let Action::Fire {
            target,
            from_token,
            aimed,
        } = a
        else {
            return None;
        };
        let u = self.unit(self.active_unit());
        let at = self.point(u.at?);
        let from = if from_token { u.token? } else { at };
        let to = self.point(target);
        let dice = crate::fire::dice_for(from, to, aimed, from_token).min(crate::MAX_DICE);
        let first_in_line = if self.options.rules.energy_bolts {
            self.first_in_line(at, to)
        } else {
            None
        };
        Some(ShotView {
            target,
            from_token,
            aimed,
            dice,
            first_in_line,
        })
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
