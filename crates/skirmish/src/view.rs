//! What a viewer sees: in ARCADE, everything (no card or die is hidden), so every viewer's
//! observation is the same apart from what the seat whose turn it is may do — its shots,
//! and where its tank can go — worked out here by the rules so no front end copies them. A determinized game
//! differs from the true one only in the dice to come.

use crate::action::Action;
use crate::arena::{Cell, Ground, Point, Tile};
use crate::event::End;
use crate::movement::Reach;
use crate::options::{AdvancedRules, Missions};
use crate::state::{Skirmish, Stage, TurnState};
use coinop_core::{Chance, GameRng, Seat, StableHasher, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::Hash;

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
    /// The shots the viewer may take now, each with its distance and dice and, with
    /// Energy Bolts, what its line meets first (its actions and their words come with
    /// the legal actions). Empty but for the seat whose turn it is.
    pub shots: Vec<ShotView>,
    /// The empty spaces the viewer's active tank can reach this turn, in the order of
    /// the spaces, each with its cost and the moves that take it there (see
    /// [`Reach`]): a front end sends a space's moves together and finds no path itself.
    /// Empty but for the seat whose turn it is.
    pub reach: Vec<Reach>,
}

/// A shot the viewer may take, as it would go. As JSON: `{"target": 12, "from_token":
/// false, "aimed": true, "distance": 5, "dice": 3, "first_in_line": null}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotView {
    pub target: Cell,
    pub from_token: bool,
    pub aimed: bool,
    /// The rulebook's distance to the target from where the shot is measured (the tank,
    /// or its targeting token).
    pub distance: i32,
    /// Dice rolled: the distance −2 aimed, +2 from the token, at most 10; below 1, no
    /// roll but an automatic hit for 6.
    pub dice: i32,
    /// With Energy Bolts, the first object on the line to the target, which takes the
    /// shot instead (RULINGS.md §8); a miss may still land elsewhere.
    pub first_in_line: Option<Cell>,
    /// The chance the shot hits, from its dice, in whole percent (`fire::odds`).
    pub hit_percent: u8,
    /// The damage it does on average, misses counted as none, in tenths of a point.
    pub mean_damage_tenths: u8,
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
        let (shots, reach) = match viewer {
            Viewer::Seat(s) if (s as usize) < 2 => {
                let mut v = Vec::new();
                self.legal(s, &mut v);
                let shots = v.iter().filter_map(|&a| self.shot_view(a)).collect();
                let moves = v.iter().any(|a| matches!(a, Action::Move { .. }));
                (shots, if moves { self.reach() } else { Vec::new() })
            }
            _ => (Vec::new(), Vec::new()),
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
            reach,
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
        let at = self.arena.point(u.at?);
        let from = if from_token { u.token? } else { at };
        let to = self.arena.point(target);
        let distance = crate::fire::distance(from, to);
        let dice = crate::fire::dice_for(from, to, aimed, from_token).min(crate::fire::MAX_DICE);
        let first_in_line = if self.options.rules.energy_bolts {
            self.first_in_line(at, to)
        } else {
            None
        };
        let (hit, mean) = crate::fire::odds(dice);
        Some(ShotView {
            target,
            from_token,
            aimed,
            distance,
            dice,
            first_in_line,
            hit_percent: (hit * 100.0).round() as u8,
            mean_damage_tenths: (mean * 10.0).round() as u8,
        })
    }

    /// A hash of everything public: the whole state but its dice to come.
    pub(crate) fn public_hash(&self, h: &mut StableHasher) {
        // The arena is fixed by the options; the ground says how it stands now.
        self.ground.hash(h);
        self.units.hash(h);
        self.stage.hash(h);
        (
            self.first_player,
            self.current,
            self.active,
            self.turn,
            self.turns,
        )
            .hash(h);
        (self.walls_destroyed, self.end).hash(h);
    }

    /// Nothing is hidden but the dice still to be rolled: a seat's possible games differ
    /// only in them.
    pub(crate) fn determinized(&self, rng: &mut GameRng) -> Skirmish {
        let mut g = self.clone();
        g.chance = Chance::reseeded(rng);
        g
    }
}
