//! What players agree on before the game: the arena, how tanks are placed, which of the
//! advanced rules are in play («Agree on which ones you will be using before the game
//! starts»), the missions, and our readings where the rulebook could be read two ways
//! (RULINGS.md names each).

use crate::arena::{self, Arena, ArenaSpec, Ground};
use coinop_core::Seat;
use coinop_core::words::plural;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SkirmishOptions {
    /// A ready-made arena by name (`content/arenas.toml`).
    pub arena: String,
    /// A user's arena, played instead of `arena` when given.
    pub custom_arena: Option<ArenaSpec>,
    pub placement: Placement,
    /// The seat that goes first; none: a coin decides («by any peaceful means»).
    pub first_player: Option<Seat>,
    /// «optionally, you can keep the unit in place so it acts as an obstacle».
    pub wrecks_stay: bool,
    pub rules: AdvancedRules,
    /// Which way the Compass's 2 points (set beside the Zone at setup and never turned).
    pub compass: Heading,
    pub missions: Missions,
    /// Turns (one unit's activation each) after which a game that has not ended is a
    /// draw. Ours: the rulebook has no limit, but two players who never close in would
    /// play for ever.
    pub max_turns: u16,
    pub readings: Readings,
}

impl Default for SkirmishOptions {
    fn default() -> Self {
        SkirmishOptions {
            arena: "long-hall".into(),
            custom_arena: None,
            placement: Placement::Arena,
            first_player: None,
            wrecks_stay: false,
            rules: AdvancedRules::default(),
            compass: Heading::N,
            missions: Missions::default(),
            max_turns: 300,
            readings: Readings::default(),
        }
    }
}

/// How tanks come onto the Zone: «The distribution of the terrain tiles, walls, and tanks
/// must be agreed upon by both players.»
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Placement {
    /// On the arena's starting spaces.
    #[default]
    Arena,
    /// The players place their tanks in turn, 1 to 3, first player first, each on an
    /// empty floor space of their own half of the Zone.
    InTurn,
}

/// The advanced rules, each on its own. The rulebook recommends all of them at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AdvancedRules {
    pub collateral_damage: bool,
    pub floor_destruction: bool,
    pub wall_destruction: bool,
    pub blast: bool,
    pub stun: bool,
    pub triangulation: bool,
    pub energy_bolts: bool,
    pub target_anything: bool,
    pub repair: bool,
    pub collision: bool,
}

impl AdvancedRules {
    /// «I recommend applying all these rules at once».
    pub fn all() -> AdvancedRules {
        AdvancedRules {
            collateral_damage: true,
            floor_destruction: true,
            wall_destruction: true,
            blast: true,
            stun: true,
            triangulation: true,
            energy_bolts: true,
            target_anything: true,
            repair: true,
            collision: true,
        }
    }
    /// Each rule by its name in the rulebook, for command lines and reports.
    pub const NAMES: [&'static str; 10] = [
        "collateral-damage",
        "floor-destruction",
        "wall-destruction",
        "blast",
        "stun",
        "triangulation",
        "energy-bolts",
        "target-anything",
        "repair",
        "collision",
    ];
    pub fn flag(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "collateral-damage" => &mut self.collateral_damage,
            "floor-destruction" => &mut self.floor_destruction,
            "wall-destruction" => &mut self.wall_destruction,
            "blast" => &mut self.blast,
            "stun" => &mut self.stun,
            "triangulation" => &mut self.triangulation,
            "energy-bolts" => &mut self.energy_bolts,
            "target-anything" => &mut self.target_anything,
            "repair" => &mut self.repair,
            "collision" => &mut self.collision,
            _ => return None,
        })
    }
}

/// «You can agree on alternate victory conditions … You can agree either to use only one
/// victory condition, or to select several, any of which can be achieved for victory.»
/// Destroying every enemy unit always wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Missions {
    /// «having a single unit repair there 3 turns in a row».
    pub hold_pool: bool,
    /// «Reach the opposite end of the Zone (your opponent's first rank) to win.»
    pub far_rank: bool,
    /// «Destroy 5 of them to win».
    pub destroy_walls: bool,
}

/// A direction on the Zone: north is up, towards Orange's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Heading {
    #[default]
    N,
    E,
    S,
    W,
}

impl Heading {
    pub fn step(self) -> (i32, i32) {
        match self {
            Heading::N => (0, -1),
            Heading::E => (1, 0),
            Heading::S => (0, 1),
            Heading::W => (-1, 0),
        }
    }
    pub fn clockwise(self) -> Heading {
        match self {
            Heading::N => Heading::E,
            Heading::E => Heading::S,
            Heading::S => Heading::W,
            Heading::W => Heading::N,
        }
    }
    pub fn word(self) -> &'static str {
        match self {
            Heading::N => "north",
            Heading::E => "east",
            Heading::S => "south",
            Heading::W => "west",
        }
    }
}

/// Points the rulebook leaves open where players could fairly want the other reading.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Readings {
    pub aimed_shot: AimedShot,
    pub bolt_corners: BoltCorners,
}

/// «If your tank is not moving this turn, subtract 2 points» (RULINGS.md §3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AimedShot {
    /// A tank that has not moved may fire aimed (−2) and then stays put for the rest of
    /// the turn, or fire unaimed and keep its movement.
    #[default]
    StaysPut,
    /// Any shot before the tank's first move is aimed, and it may still move after.
    BeforeMoving,
}

/// An energy bolt whose line passes exactly through the corner where four spaces meet
/// (RULINGS.md §8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoltCorners {
    /// It touches neither space beside the corner: it goes on.
    #[default]
    Pass,
    /// An object on either space beside the corner stops it (the one across the
    /// vertical grid line first), as a diagonal move is stopped.
    Blocked,
}

/// The longest game the options allow (our limit; the default is 300).
pub const MAX_TURNS: u16 = 1000;
/// How far apart the two sides' tanks start at least, on an arena a player lays.
pub const MIN_START_DISTANCE: i32 = 5;

impl SkirmishOptions {
    /// The arena these options play on, or why there is none.
    pub fn arena(&self) -> Result<Arena, String> {
        match &self.custom_arena {
            Some(spec) => Arena::from_spec(spec),
            None => arena::named(&self.arena),
        }
    }
    /// Options that cannot make a game, with the reason.
    pub fn check(&self, arena: &Arena) -> Result<(), String> {
        if let Some(s) = self.first_player
            && s > 1
        {
            return Err(format!(
                "first_player {s}: ARCADE has seats 0 (Green) and 1 (Orange)"
            ));
        }
        if !(1..=MAX_TURNS).contains(&self.max_turns) {
            return Err(format!("max_turns must be 1 to {MAX_TURNS}"));
        }
        // A player's arena, as opposed to a scenario's test position, must give both
        // sides a game: no tank starts within an aimed shot's automatic hit of an enemy
        // (nor the token's), nor on the opponent's first rank.
        let laid_by_player = self.custom_arena.as_ref().is_some_and(|a| !a.test_position);
        if laid_by_player && self.placement == Placement::Arena {
            for &g in &arena.starts[0] {
                for &o in &arena.starts[1] {
                    let (gx, gy) = arena.xy(g);
                    let (ox, oy) = arena.xy(o);
                    let (dx, dy) = ((gx - ox).abs(), (gy - oy).abs());
                    if dx.max(dy) + dx.min(dy) / 2 < MIN_START_DISTANCE {
                        return Err(format!(
                            "tanks on {} and {} start {} apart: at least {MIN_START_DISTANCE}, so no first shot is sure to destroy a tank",
                            arena.name(g),
                            arena.name(o),
                            dx.max(dy) + dx.min(dy) / 2
                        ));
                    }
                }
            }
        }
        if self.placement == Placement::InTurn {
            for (seat, side) in ["Green", "Orange"].iter().enumerate() {
                let room = (0..arena.cells() as u16)
                    .filter(|&c| {
                        arena.ground[c as usize] == Ground::Floor && arena.in_half(seat as u8, c)
                    })
                    .count();
                if room < 3 {
                    return Err(format!(
                        "placing in turn: {side}'s half of arena {:?} has {} for 3 tanks",
                        arena.name,
                        plural(room as u64, "floor space", "floor spaces")
                    ));
                }
            }
        }
        if self.missions.far_rank {
            if arena.first_rank(0) == arena.first_rank(1) {
                return Err(format!(
                    "the mission of reaching the far rank needs two first ranks; arena {:?} has one row",
                    arena.name
                ));
            }
            if self.placement == Placement::Arena
                && (0..2).any(|s| {
                    arena.starts[s]
                        .iter()
                        .any(|&c| arena.xy(c).1 == arena.first_rank(1 - s as u8))
                })
            {
                return Err(format!(
                    "the mission of reaching the far rank: a tank of arena {:?} starts on the opponent's first rank",
                    arena.name
                ));
            }
        }
        if self.missions.destroy_walls {
            if !self.rules.wall_destruction {
                return Err(
                    "the mission of destroying 5 walls needs the Wall Destruction rule".into(),
                );
            }
            if arena.walls() < 5 {
                return Err(format!(
                    "the mission of destroying 5 walls needs 5 walls; arena {:?} has {}",
                    arena.name,
                    arena.walls()
                ));
            }
        }
        if self.missions.hold_pool {
            if !self.rules.repair {
                return Err("the mission of holding an Energy Pool needs the Repair rule".into());
            }
            if arena.pools().next().is_none() {
                return Err(format!(
                    "the mission of holding an Energy Pool needs one; arena {:?} has none",
                    arena.name
                ));
            }
        }
        Ok(())
    }
}
