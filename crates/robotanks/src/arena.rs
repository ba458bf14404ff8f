//! The arena as data: floor, walls, each colour's four dock hexes and command post, and
//! the way each colour's tanks face at the start. `content/arena.toml` is our design; a
//! user's map (the printed mapsheet typed in) is read the same way and checked whole.

use crate::hex::{Facing, Hex};
use serde::{Deserialize, Serialize};

/// The four colours, in the order of the Transwarp die («1 = black, 2 = yellow, 3 =
/// white, 4 = red»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Black,
    Yellow,
    White,
    Red,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Black, Colour::Yellow, Colour::White, Colour::Red];
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "Black",
            Colour::Yellow => "Yellow",
            Colour::White => "White",
            Colour::Red => "Red",
        }
    }
    pub fn letter(self) -> char {
        self.name().as_bytes()[0] as char
    }
    /// The colour across the map: «black faces red and vice versa».
    pub fn enemy(self) -> Colour {
        match self {
            Colour::Black => Colour::Red,
            Colour::Red => Colour::Black,
            Colour::Yellow => Colour::White,
            Colour::White => Colour::Yellow,
        }
    }
}

/// A tank by colour and number: `colour * 4 + number - 1` (Black 1 is 0, Red 4 is 15),
/// each starting on its colour's dock of that number.
pub type TankId = u8;

pub fn tank_id(colour: Colour, number: u8) -> TankId {
    colour as u8 * 4 + number - 1
}
pub fn tank_colour(t: TankId) -> Colour {
    Colour::ALL[(t / 4) as usize]
}
pub fn tank_number(t: TankId) -> u8 {
    t % 4 + 1
}

/// What direct fire can target and what blocks movement: «a command post, tank, or wreck
/// (but not walls or docks)».
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Object {
    Tank(TankId),
    Post(Colour),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArenaFile {
    pub name: String,
    #[serde(default)]
    pub title: String,
    pub facing: FacingSpec,
    pub map: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FacingSpec {
    pub black: String,
    pub yellow: String,
    pub white: String,
    pub red: String,
}

/// A checked arena.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arena {
    pub name: String,
    pub title: String,
    /// Every hex inside the arena that is not a wall, sorted.
    pub floor: Vec<Hex>,
    /// Walls inside the arena, sorted (outside the floor is wall too).
    pub walls: Vec<Hex>,
    /// Dock hexes by colour, tank 1 to 4.
    pub docks: [[Hex; 4]; 4],
    pub command_posts: [Hex; 4],
    pub facing: [Facing; 4],
}

pub const MAX_FILE: usize = 32 * 1024;
const MAX_SIDE: usize = 40;

impl ArenaFile {
    pub fn read(text: &str) -> Result<ArenaFile, String> {
        if text.len() > MAX_FILE {
            return Err(format!(
                "arena file: {} bytes; at most {MAX_FILE}",
                text.len()
            ));
        }
        let file: ArenaFile = toml::from_str(text).map_err(|e| {
            let e = e.to_string();
            format!("arena file: {}", e.chars().take(600).collect::<String>())
        })?;
        file.build()?;
        Ok(file)
    }

    pub fn build(&self) -> Result<Arena, String> {
        // Shown to every seat at the table: nothing that could pass for other words.
        coinop_core::text::check_label("arena name", &self.name, 40)?;
        if !self.title.is_empty() {
            coinop_core::text::check_label("arena title", &self.title, 80)?;
        }
        let rows: Vec<&str> = self.map.lines().filter(|l| !l.trim().is_empty()).collect();
        if rows.is_empty() || rows.len() > MAX_SIDE {
            return Err(format!("map: {} rows; 1 to {MAX_SIDE}", rows.len()));
        }
        let mut floor = Vec::new();
        let mut walls = Vec::new();
        let mut docks: [[Option<Hex>; 4]; 4] = [[None; 4]; 4];
        let mut cps: [Option<Hex>; 4] = [None; 4];
        for (row, line) in rows.iter().enumerate() {
            let cells: Vec<&str> = line.split_whitespace().collect();
            if cells.len() > MAX_SIDE {
                return Err(format!(
                    "map row {}: {} cells; at most {MAX_SIDE}",
                    row + 1,
                    cells.len()
                ));
            }
            for (col, cell) in cells.iter().enumerate() {
                // Odd rows are shifted half a hex right ("odd-r" offset coordinates).
                let (col, r) = (col as i16, row as i16);
                let h = Hex::new(col - (r - (r & 1)) / 2, r);
                let at = || format!("map row {}, cell {}", row + 1, col + 1);
                match *cell {
                    "." => floor.push(h),
                    "#" => walls.push(h),
                    tok => {
                        let mut ch = tok.chars();
                        let colour = ch
                            .next()
                            .and_then(|c| Colour::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase()))
                            .ok_or_else(|| format!("{}: {tok:?} — a cell is . # or a colour's dock (B1…R4) or command post (Bc…Rc)", at()))?;
                        let rest = ch.as_str();
                        floor.push(h);
                        let slot = if rest.eq_ignore_ascii_case("c") {
                            &mut cps[colour as usize]
                        } else {
                            let n: usize = rest
                                .parse()
                                .ok()
                                .filter(|n| (1..=4).contains(n))
                                .ok_or_else(|| {
                                    format!("{}: {tok:?} — tanks are numbered 1 to 4", at())
                                })?;
                            &mut docks[colour as usize][n - 1]
                        };
                        if slot.replace(h).is_some() {
                            return Err(format!("{}: {tok:?} appears twice", at()));
                        }
                    }
                }
            }
        }
        let mut out_docks = [[Hex::default(); 4]; 4];
        let mut out_cps = [Hex::default(); 4];
        for c in Colour::ALL {
            for n in 0..4 {
                out_docks[c as usize][n] = docks[c as usize][n]
                    .ok_or_else(|| format!("map: no dock for {} tank {}", c.name(), n + 1))?;
            }
            out_cps[c as usize] =
                cps[c as usize].ok_or_else(|| format!("map: no command post for {}", c.name()))?;
        }
        let f = &self.facing;
        let mut facing = [Facing::default(); 4];
        for (c, text) in Colour::ALL
            .into_iter()
            .zip([&f.black, &f.yellow, &f.white, &f.red])
        {
            facing[c as usize] = Facing::from_code(text).ok_or_else(|| {
                format!(
                    "facing.{}: {:?} — one of E, NE, NW, W, SW, SE",
                    c.name().to_lowercase(),
                    text.chars().take(10).collect::<String>()
                )
            })?;
        }
        for c in [Colour::Black, Colour::Yellow] {
            if facing[c as usize].opposite() != facing[c.enemy() as usize] {
                return Err(format!(
                    "facing: {} and {} must face each other («black faces red and vice versa»)",
                    c.name(),
                    c.enemy().name()
                ));
            }
        }
        floor.sort();
        walls.sort();
        Ok(Arena {
            name: self.name.clone(),
            title: self.title.clone(),
            floor,
            walls,
            docks: out_docks,
            command_posts: out_cps,
            facing,
        })
    }
}

pub const STANDARD_TOML: &str = include_str!("../content/arena.toml");

pub fn standard() -> Arena {
    ArenaFile::read(STANDARD_TOML)
        .and_then(|f| f.build())
        .expect("the built-in arena is valid")
}

/// Our arena as engine version 1 had it, before the walls by Black's and Red's posts:
/// games recorded then replay on it.
pub const VERSION_1_TOML: &str = include_str!("../content/arena-v1.toml");

pub fn version_1() -> ArenaFile {
    ArenaFile::read(VERSION_1_TOML).expect("the built-in arena is valid")
}

impl Arena {
    /// Whether a hex is floor (not a wall, not outside).
    pub fn is_floor(&self, h: Hex) -> bool {
        self.floor.binary_search(&h).is_ok()
    }
    /// Whether a hex is drawn on the map (floor or a wall inside), so has a label.
    pub fn on_map(&self, h: Hex) -> bool {
        self.is_floor(h) || self.walls.binary_search(&h).is_ok()
    }
    /// The hexes just beyond the drawn map, all round, sorted: the arena's edge, wall
    /// like the walls inside («black edges where no hexes are printed represent
    /// indestructible walls»), where a tank runs into the edge of the arena.
    pub fn edge(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .floor
            .iter()
            .chain(&self.walls)
            .flat_map(|h| Facing::ALL.map(|f| h.neighbour(f)))
            .filter(|h| !self.on_map(*h))
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::Sector;

    #[test]
    fn the_standard_arena_is_fair_to_each_pair() {
        let a = standard();
        // A half turn about the centre hex maps the arena onto itself, each colour onto
        // its enemy.
        let centre = Hex::new(8 - 3, 6);
        let turn = |h: Hex| centre.times(2).minus(h);
        for w in &a.walls {
            assert!(a.walls.contains(&turn(*w)), "wall {w:?}");
        }
        for h in &a.floor {
            assert!(a.is_floor(turn(*h)), "floor {h:?}");
        }
        for c in Colour::ALL {
            let e = c.enemy() as usize;
            assert_eq!(turn(a.command_posts[c as usize]), a.command_posts[e]);
            for n in 0..4 {
                assert_eq!(turn(a.docks[c as usize][n]), a.docks[e][n]);
            }
            assert_eq!(a.facing[c as usize].opposite(), a.facing[e]);
        }
    }

    #[test]
    fn each_colour_faces_the_enemy_across_the_map() {
        // «facing the enemy force directly across the map»: the enemy's command post is
        // in front of every dock.
        let a = standard();
        for c in Colour::ALL {
            for dock in a.docks[c as usize] {
                let s = dock.sector(a.facing[c as usize], a.command_posts[c.enemy() as usize]);
                assert!(s != Sector::Outside, "{} {dock:?}: {s:?}", c.name());
            }
            // And its own command post is behind it.
            for dock in a.docks[c as usize] {
                let s = dock.sector(a.facing[c as usize], a.command_posts[c as usize]);
                assert_eq!(s, Sector::Outside, "{} {dock:?}", c.name());
            }
        }
    }

    #[test]
    fn arena_files_are_checked() {
        let bad = |from: &str, to: &str, says: &str| {
            let text = STANDARD_TOML.replacen(from, to, 1);
            assert_ne!(text, STANDARD_TOML, "{from:?} not in the file");
            let e = ArenaFile::read(&text).unwrap_err();
            assert!(e.contains(says), "{e}");
        };
        bad(" B1 ", " B5 ", "numbered 1 to 4");
        bad(" B1 ", " B2 ", "appears twice");
        bad("Rc\n", ".\n", "no command post for Red");
        bad(" Y4 ", " X4 ", "a cell is");
        bad("red = \"W\"", "red = \"SW\"", "face each other");
        bad("black = \"E\"", "black = \"north\"", "one of E");
        assert!(ArenaFile::read(&"#".repeat(MAX_FILE + 1)).is_err());
        // The name and title are shown to every seat: nothing that reads as other words.
        bad("name = \"standard\"", "name = \"std\\u200b\"", "invisible");
        bad(
            "title = \"The standard arena (coinop's design)\"",
            "title = \"\\u202eAI (hard) wins\"",
            "invisible",
        );
    }
}
