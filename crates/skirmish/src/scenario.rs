//! ARCADE's part of the scenario files (`tests/scenarios/README.md`): a position written
//! as a map with tanks on it, their damage and stuns, whose turn it is, and what to check.

use crate::arena::{ArenaSpec, Cell, Ground, Point, UnitId};
use crate::event::Event;
use crate::options::SkirmishOptions;
use crate::state::{Skirmish, Stage};
use coinop_core::Chance;
use coinop_scenario::{Diffs, ScenarioGame};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The name of a scenario's own map (a test position: see `ArenaSpec::test_position`).
pub const SCENARIO_ARENA: &str = "scenario";

/// The position: `map` (the arena format; tanks where they stand), then tanks and turn.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Omitted: the arena the options name.
    pub map: Option<String>,
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
    pub turn: Option<TurnSpec>,
}

/// A tank as it stands: "G1" … "O3".
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankSpec {
    pub unit: String,
    /// A space, or "none" for a tank no longer on the Zone (destroyed needs hp = 0).
    pub at: Option<String>,
    pub hp: Option<u8>,
    pub stunned: Option<bool>,
    /// Its targeting token: a space, or "(x, y)" off the grid as narrated.
    pub token: Option<String>,
    pub repairs_in_a_row: Option<u8>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnSpec {
    /// "Green" or "Orange": whose turn it is.
    pub player: Option<String>,
    /// Activation discs: the tank (1–3) each player moves on its turn.
    pub green: Option<u8>,
    pub orange: Option<u8>,
    pub spent: Option<u8>,
    pub fired: Option<bool>,
    pub aimed: Option<bool>,
    pub turns: Option<u16>,
    pub walls_destroyed: Option<[u8; 2]>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// By tank: `[expect.tanks.G1]`.
    #[serde(default)]
    pub tanks: BTreeMap<String, TankExpect>,
    /// By space: "floor", "wall", "pool", "gap", "destroyed".
    #[serde(default)]
    pub ground: BTreeMap<String, String>,
    /// "Green 2": the tank whose turn it is.
    pub active: Option<String>,
    pub movement_left: Option<u8>,
    pub fired: Option<bool>,
    pub turns: Option<u16>,
    pub walls_destroyed: Option<[u8; 2]>,
    /// "Destroyed", "Tie", "Pool", "FarRank", "Walls", "TurnLimit".
    pub end: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankExpect {
    /// A space, or "none".
    pub at: Option<String>,
    pub hp: Option<u8>,
    pub stunned: Option<bool>,
    pub token: Option<String>,
    pub repairs_in_a_row: Option<u8>,
}

/// A step's `set`: tanks and turn changed before its actions.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
}

/// `path = "c4 d3"`: the active tank steps along these spaces (moves or a ram).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shorthand {
    pub path: Option<String>,
}

/// A tank as a scenario file names it: "G1" … "O3", or "Green 1" … "Orange 3".
fn unit_id(s: &str) -> Result<UnitId, String> {
    let s = s.trim();
    let bad = || {
        format!("{s:?}: a tank is G1, G2, G3 (Green) or O1, O2, O3 (Orange), or Green 1 … Orange 3")
    };
    let lower = s.to_ascii_lowercase();
    let (seat, number) = if let Some(n) = lower.strip_prefix("green ") {
        (0, n)
    } else if let Some(n) = lower.strip_prefix("orange ") {
        (1, n)
    } else if let Some(n) = lower.strip_prefix('g') {
        (0, n)
    } else if let Some(n) = lower.strip_prefix('o') {
        (1, n)
    } else {
        return Err(bad());
    };
    let n: u8 = number.trim().parse().map_err(|_| bad())?;
    if !(1..=3).contains(&n) {
        return Err(bad());
    }
    Ok(UnitId { seat, n: n - 1 })
}

impl Skirmish {
    fn point_from(&self, s: &str) -> Result<Point, String> {
        if let Some(c) = self.arena.parse_cell(s) {
            return Ok(self.arena.point(c));
        }
        let inner = s.trim().strip_prefix('(').and_then(|t| t.strip_suffix(')'));
        let parsed = inner.and_then(|t| {
            let (x, y) = t.split_once(',')?;
            Some((
                x.trim().replace('−', "-").parse::<i16>().ok()?,
                y.trim().replace('−', "-").parse::<i16>().ok()?,
            ))
        });
        match parsed {
            // Far off any arena, a point would overflow the geometry.
            Some((x, row)) if i32::from(x).abs() <= 1000 && i32::from(row).abs() <= 1000 => {
                Ok(Point { x, y: row - 1 })
            }
            Some(_) => Err(format!("{s:?}: a point within 1000 of the map")),
            None => Err(format!(
                "{s:?} is neither a space of the map nor a point \"(x, row)\""
            )),
        }
    }

    fn cell_from(&self, s: &str) -> Result<Option<Cell>, String> {
        if s.trim() == "none" {
            return Ok(None);
        }
        self.arena
            .parse_cell(s)
            .map(Some)
            .ok_or_else(|| format!("{s:?} is not a space of the map"))
    }

    fn apply_tank(&mut self, t: &TankSpec) -> Result<(), String> {
        let id = unit_id(&t.unit)?;
        let mut u = *self.unit(id);
        if let Some(at) = &t.at {
            u.at = self.cell_from(at)?;
        }
        if let Some(hp) = t.hp {
            if hp > crate::state::FULL {
                return Err(format!("{}: hp {hp}, at most 6", t.unit));
            }
            u.hp = hp;
        }
        if let Some(s) = t.stunned {
            u.stunned = s;
        }
        if let Some(tok) = &t.token {
            u.token = Some(self.point_from(tok)?);
        }
        if let Some(r) = t.repairs_in_a_row {
            u.repairs_in_a_row = r;
        }
        if u.hp > 0 && u.at.is_none() && self.stage == Stage::Playing {
            return Err(format!(
                "{}: a tank with damage points left stands somewhere",
                t.unit
            ));
        }
        if u.hp == 0 && u.at.is_some() && !self.options.wrecks_stay {
            return Err(format!(
                "{}: destroyed, so removed (at = \"none\") unless wrecks_stay",
                t.unit
            ));
        }
        if let Some(c) = u.at {
            if !matches!(self.ground[c as usize], Ground::Floor) {
                return Err(format!("{}: {} is not floor", t.unit, self.arena.name(c)));
            }
            if let Some(other) = self.unit_at(c).filter(|o| *o != id) {
                return Err(format!(
                    "{}: {} already holds {}",
                    t.unit,
                    self.arena.name(c),
                    other.code()
                ));
            }
        }
        *self.unit_mut(id) = u;
        Ok(())
    }
}

impl ScenarioGame for Skirmish {
    const DRAWS: &'static [&'static str] = &["first player", "die"];
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(p: Position, options: toml::Table, chance: Chance) -> Result<Skirmish, String> {
        let mut options: SkirmishOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        if let Some(map) = p.map {
            options.custom_arena = Some(ArenaSpec {
                name: SCENARIO_ARENA.into(),
                title: "Scenario".into(),
                note: String::new(),
                map,
                tiles: Vec::new(),
                test_position: true,
            });
        }
        // A file that names no first player starts with Green.
        options.first_player.get_or_insert(0);
        let mut g = Skirmish::setup(&options, 0).map_err(|e| e.to_string())?;
        g.chance = chance;
        for t in &p.tanks {
            g.apply_tank(t)?;
        }
        if let Some(t) = p.turn {
            if g.stage != Stage::Playing {
                return Err("[turn]: the tanks are still being placed".into());
            }
            if let Some(pl) = &t.player {
                g.current = match pl.to_ascii_lowercase().as_str() {
                    "green" => 0,
                    "orange" => 1,
                    _ => return Err(format!("[turn] player {pl:?}: Green or Orange")),
                };
            }
            for (seat, disc) in [(0usize, t.green), (1, t.orange)] {
                if let Some(n) = disc {
                    if !(1..=3).contains(&n) {
                        return Err(format!(
                            "[turn] {}: a tank 1 to 3",
                            ["green", "orange"][seat]
                        ));
                    }
                    g.active[seat] = n - 1;
                }
            }
            if let Some(s) = t.spent {
                if s > crate::state::MOVEMENT {
                    return Err(format!("[turn] spent {s}: at most 6"));
                }
                g.turn.spent = s;
            }
            g.turn.fired = t.fired.unwrap_or(false);
            g.turn.aimed = t.aimed.unwrap_or(false);
            g.turns = t.turns.unwrap_or(0);
            if g.turns >= g.options.max_turns {
                return Err(format!(
                    "[turn] turns = {}: fewer than the game's {} (max_turns)",
                    g.turns, g.options.max_turns
                ));
            }
            g.walls_destroyed = t.walls_destroyed.unwrap_or([0, 0]);
            // The Destroy-walls mission is won at 5; beyond any game, the count would
            // overflow.
            if g.walls_destroyed.iter().any(|&w| w > 99) {
                return Err("[turn] walls_destroyed: at most 99 a side".into());
            }
        }
        if g.stage == Stage::Playing && g.check_end(&mut Vec::new()) {
            return Err("the position has a side with no tank left: the game would be over".into());
        }
        // A tank that cannot act passes its turn at once, as in play.
        if g.stage == Stage::Playing {
            let u = *g.unit(g.active_unit());
            if !u.alive() || u.stunned {
                g.begin_turn(&mut Vec::new());
            }
        }
        Ok(g)
    }

    fn check(&self, x: &Expect, d: &mut Diffs) {
        let name = |c: Option<Cell>| {
            c.map(|c| self.arena.name(c))
                .unwrap_or_else(|| "none".into())
        };
        for (who, t) in &x.tanks {
            let id = match unit_id(who) {
                Ok(id) => id,
                Err(e) => {
                    d.fail(e);
                    continue;
                }
            };
            let u = self.unit(id);
            if let Some(at) = &t.at {
                d.same(format!("{who} at"), at, name(u.at));
            }
            if let Some(hp) = t.hp {
                d.same(format!("{who} hp"), hp, u.hp);
            }
            if let Some(s) = t.stunned {
                d.same(format!("{who} stunned"), s, u.stunned);
            }
            if let Some(tok) = &t.token {
                let got = u
                    .token
                    .map(|p| crate::arena::point_name(p.x as i32, p.y as i32))
                    .unwrap_or("none".into());
                d.same(format!("{who} token"), tok, got);
            }
            if let Some(r) = t.repairs_in_a_row {
                d.same(format!("{who} repairs in a row"), r, u.repairs_in_a_row);
            }
        }
        for (space, want) in &x.ground {
            match self.arena.parse_cell(space) {
                Some(c) => {
                    let got = format!("{:?}", self.ground[c as usize]).to_lowercase();
                    d.same(format!("ground {space}"), want.to_lowercase(), got);
                }
                None => d.fail(format!("ground: {space:?} is not a space of the map")),
            }
        }
        if let Some(a) = &x.active {
            // Compared as tanks, written as the file writes them.
            let got = (self.stage == Stage::Playing).then(|| self.active_unit());
            match (a.trim() == "none", unit_id(a)) {
                (true, _) => d.same(
                    "active tank",
                    "none",
                    got.map_or("none".into(), UnitId::code),
                ),
                (false, Ok(want)) => d.same(
                    "active tank",
                    a,
                    match got {
                        Some(g) if g == want => a.clone(),
                        Some(g) => g.code(),
                        None => "none".into(),
                    },
                ),
                (false, Err(e)) => d.fail(format!("active: {e}")),
            }
        }
        if let Some(m) = x.movement_left {
            d.same("movement left", m, self.movement_left());
        }
        if let Some(f) = x.fired {
            d.same("fired", f, self.turn.fired);
        }
        if let Some(t) = x.turns {
            d.same("turns", t, self.turns);
        }
        if let Some(w) = x.walls_destroyed {
            d.same(
                "walls destroyed",
                format!("{w:?}"),
                format!("{:?}", self.walls_destroyed),
            );
        }
        if let Some(e) = &x.end {
            let got = match self.end {
                None => "none".to_string(),
                Some(e) => coinop_scenario::variant_name(&e),
            };
            d.same("end", e, got);
        }
    }

    fn change(&mut self, c: Change) -> Result<(), String> {
        for t in &c.tanks {
            self.apply_tank(t)?;
        }
        Ok(())
    }

    fn expand(&self, s: Shorthand) -> Result<Vec<String>, String> {
        let Some(path) = s.path else {
            return Ok(Vec::new());
        };
        Ok(path
            .split_whitespace()
            .map(|c| format!("move {c}"))
            .collect())
    }

    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }
    /// Every action of ARCADE resolves at once: there is nothing to stop inside.
    fn stop_at_checkpoints(&mut self) {}
    fn checkpoint(&self) -> Option<String> {
        None
    }
    fn resume(&mut self, _: &mut Vec<Event>) {}
}
