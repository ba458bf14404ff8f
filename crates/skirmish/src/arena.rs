//! The Zone: terrain tiles laid on a square grid, with gaps, walls and Energy Pools, and
//! the tanks' starting spaces. «Arrange the terrain tiles into any desired shape, so that
//! they align with an imaginary square grid. Place walls in some of the squares. … You
//! can also leave 'gaps' on the board.» The rulebook shows no arenas, so the ready-made
//! ones in `content/arenas.toml` are our own design; a user's arena is a file of the same
//! format, checked on load.

use coinop_core::Seat;
use serde::{Deserialize, Serialize};

/// Spaces across and down at most: columns are named a … z.
pub const MAX_SIDE: usize = 26;

pub const BUILTIN_ARENAS: &str = include_str!("../content/arenas.toml");

/// A space of the grid, `y * width + x`, row 0 the northmost.
pub type Cell = u16;

/// A point of the grid, also off it (a rocket may land outside the Zone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Point {
    pub x: i16,
    pub y: i16,
}

/// A tank: its player and its number (0-based; players call them 1 to 3). The arena
/// places them (`G1` … `O3` on a map), so they are named here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UnitId {
    pub seat: Seat,
    pub n: u8,
}

impl UnitId {
    /// Every tank, Green's 1 to 3, then Orange's.
    pub fn all() -> impl Iterator<Item = UnitId> {
        (0..2u8).flat_map(|seat| (0..3u8).map(move |n| UnitId { seat, n }))
    }
    /// The tank as an arena map and a scenario file write it: "G2", "O1".
    pub fn code(self) -> String {
        format!("{}{}", if self.seat == 0 { 'G' } else { 'O' }, self.n + 1)
    }
}

/// What a space of the grid is at the start of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ground {
    /// No tile here: not part of the Zone.
    Gap,
    Floor,
    /// A wall block on the floor.
    Wall,
    /// An Energy Pool card: units repair beside it; it can't be entered or destroyed.
    Pool,
    /// A Destroyed Floor card, put down in play: «from now on acts as a gap». Never in an
    /// arena file.
    Destroyed,
}

/// One arena as written in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArenaSpec {
    /// Short name, used in options and on the command line ("crossroads").
    pub name: String,
    /// Shown to players; the name when left out.
    #[serde(default)]
    pub title: String,
    /// Who designed it, and anything a player should know.
    #[serde(default)]
    pub note: String,
    /// Rows north to south, spaces west to east, separated by spaces:
    /// `.` floor, `#` wall, `P` Energy Pool, `-` gap, `G1 G2 G3` Green's tanks,
    /// `O1 O2 O3` Orange's (each on floor).
    pub map: String,
    /// The terrain tiles, for drawing their outlines: "a1 3x5" is a tile 3 wide and 5
    /// high with its north-west space on a1. When given, they must cover the floor exactly.
    #[serde(default)]
    pub tiles: Vec<String>,
    /// A scenario's test position, exempt from the checks that keep a player's arena
    /// fair (tanks may start side by side). Set in code only, never read from a file or
    /// a table's options: a player cannot claim it.
    #[serde(skip)]
    pub test_position: bool,
}

/// A tile of the arena: its north-west space and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub x: u8,
    pub y: u8,
    pub w: u8,
    pub h: u8,
}

/// A checked arena.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arena {
    pub name: String,
    pub title: String,
    pub note: String,
    pub width: u8,
    pub height: u8,
    pub ground: Vec<Ground>,
    pub tiles: Vec<Tile>,
    /// Starting spaces of tanks 1–3, Green (seat 0) then Orange (seat 1).
    pub starts: [[Cell; 3]; 2],
}

impl Arena {
    pub fn cells(&self) -> usize {
        self.ground.len()
    }
    pub fn xy(&self, c: Cell) -> (i32, i32) {
        let w = self.width as i32;
        (c as i32 % w, c as i32 / w)
    }
    pub fn cell(&self, x: i32, y: i32) -> Option<Cell> {
        (x >= 0 && y >= 0 && x < self.width as i32 && y < self.height as i32)
            .then(|| (y * self.width as i32 + x) as Cell)
    }
    /// A space as a point of the grid.
    pub fn point(&self, c: Cell) -> Point {
        let (x, y) = self.xy(c);
        Point {
            x: x as i16,
            y: y as i16,
        }
    }
    /// The space at a point, if the point is on the grid.
    pub fn cell_of(&self, p: Point) -> Option<Cell> {
        self.cell(p.x as i32, p.y as i32)
    }
    /// Whether `c` lies in `seat`'s half of the Zone, where it places its tanks in turn:
    /// for Green the rows south of the middle, for Orange those north of it (a middle
    /// row belongs to neither).
    pub fn in_half(&self, seat: Seat, c: Cell) -> bool {
        let y = self.xy(c).1;
        let h = self.height as i32;
        if seat == 0 {
            2 * y > h - 1
        } else {
            2 * y < h - 1
        }
    }
    /// "c5": column letter from the west, row number from the north.
    pub fn name(&self, c: Cell) -> String {
        let (x, y) = self.xy(c);
        point_name(x, y)
    }
    pub fn parse_cell(&self, s: &str) -> Option<Cell> {
        let s = s.trim();
        let mut chars = s.chars();
        let col = chars.next()?.to_ascii_lowercase();
        if !col.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: i32 = digits.parse().ok()?;
        self.cell(col as i32 - 'a' as i32, row - 1)
    }
    /// The first rank of a seat: the row of the Zone nearest its side (Green the south,
    /// Orange the north), for the mission «Reach the opposite end of the Zone (your
    /// opponent's first rank)».
    pub fn first_rank(&self, seat: u8) -> i32 {
        let rows = (0..self.height as i32).filter(|&y| {
            (0..self.width as i32)
                .any(|x| self.ground[(y * self.width as i32 + x) as usize] != Ground::Gap)
        });
        if seat == 0 { rows.max() } else { rows.min() }.unwrap_or(0)
    }
    pub fn pools(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.cells() as Cell).filter(|&c| self.ground[c as usize] == Ground::Pool)
    }
    pub fn walls(&self) -> usize {
        self.ground.iter().filter(|g| **g == Ground::Wall).count()
    }

    /// Reads and checks an arena.
    pub fn from_spec(spec: &ArenaSpec) -> Result<Arena, String> {
        let what = format!("arena {:?}", spec.name);
        if spec.name.trim().is_empty() {
            return Err("an arena needs a name".into());
        }
        let rows: Vec<Vec<&str>> = spec
            .map
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>())
            .filter(|r| !r.is_empty())
            .collect();
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.len());
        if height == 0 || width == 0 {
            return Err(format!("{what}: the map is empty"));
        }
        if height > MAX_SIDE || width > MAX_SIDE {
            return Err(format!(
                "{what}: the map is {width}×{height}; at most {MAX_SIDE}×{MAX_SIDE} spaces"
            ));
        }
        let mut ground = Vec::with_capacity(width * height);
        let mut starts: [[Option<Cell>; 3]; 2] = [[None; 3]; 2];
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(format!(
                    "{what}: row {} has {} spaces, the first row {width}: every row must be as long",
                    y + 1,
                    row.len()
                ));
            }
            for (x, tok) in row.iter().enumerate() {
                let here = || point_name(x as i32, y as i32);
                let g = match *tok {
                    "." => Ground::Floor,
                    "#" => Ground::Wall,
                    "P" => Ground::Pool,
                    "-" => Ground::Gap,
                    t if t.len() == 2 && (t.starts_with('G') || t.starts_with('O')) => {
                        let seat = usize::from(t.starts_with('O'));
                        let n = match &t[1..] {
                            "1" => 0,
                            "2" => 1,
                            "3" => 2,
                            _ => {
                                return Err(format!(
                                    "{what}: {t:?} at {}: tanks are numbered 1 to 3",
                                    here()
                                ));
                            }
                        };
                        if starts[seat][n].is_some() {
                            return Err(format!("{what}: {t} stands twice (again at {})", here()));
                        }
                        starts[seat][n] = Some((y * width + x) as Cell);
                        Ground::Floor
                    }
                    t => {
                        return Err(format!(
                            "{what}: {t:?} at {}: a space is . (floor), # (wall), P (Energy Pool), - (gap), or G1–G3 / O1–O3 (a tank on floor)",
                            here()
                        ));
                    }
                };
                ground.push(g);
            }
        }
        let mut found = [[0 as Cell; 3]; 2];
        for (seat, colour) in ["G", "O"].iter().enumerate() {
            for n in 0..3 {
                found[seat][n] = starts[seat][n]
                    .ok_or_else(|| format!("{what}: no space for {colour}{} on the map", n + 1))?;
            }
        }
        let mut arena = Arena {
            name: spec.name.trim().to_string(),
            title: if spec.title.trim().is_empty() {
                spec.name.clone()
            } else {
                spec.title.clone()
            },
            note: spec.note.clone(),
            width: width as u8,
            height: height as u8,
            ground,
            tiles: Vec::new(),
            starts: found,
        };
        arena.tiles = spec
            .tiles
            .iter()
            .map(|t| arena.parse_tile(t).map_err(|e| format!("{what}: {e}")))
            .collect::<Result<_, _>>()?;
        if !arena.tiles.is_empty() {
            arena.check_tiles().map_err(|e| format!("{what}: {e}"))?;
        }
        if arena.ground.iter().all(|g| *g == Ground::Gap) {
            return Err(format!("{what}: the Zone has no floor"));
        }
        Ok(arena)
    }

    fn parse_tile(&self, t: &str) -> Result<Tile, String> {
        let bad =
            || format!("tile {t:?}: write it as \"a1 3x5\" (north-west space, width x height)");
        let (at, size) = t.trim().split_once(' ').ok_or_else(bad)?;
        let c = self.parse_cell(at).ok_or_else(bad)?;
        let (w, h) = size.trim().split_once('x').ok_or_else(bad)?;
        let (w, h): (u8, u8) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
        let (x, y) = self.xy(c);
        if w == 0 || h == 0 || x + w as i32 > self.width as i32 || y + h as i32 > self.height as i32
        {
            return Err(format!(
                "tile {t:?} does not fit on the {}×{} map",
                self.width, self.height
            ));
        }
        Ok(Tile {
            x: x as u8,
            y: y as u8,
            w,
            h,
        })
    }

    /// Tiles must not overlap and must cover exactly the spaces that are not gaps.
    fn check_tiles(&self) -> Result<(), String> {
        let mut covered = vec![false; self.cells()];
        for t in &self.tiles {
            for y in t.y..t.y + t.h {
                for x in t.x..t.x + t.w {
                    let c = y as usize * self.width as usize + x as usize;
                    if covered[c] {
                        return Err(format!(
                            "two tiles overlap at {}",
                            point_name(x as i32, y as i32)
                        ));
                    }
                    covered[c] = true;
                }
            }
        }
        for (c, &on_tile) in covered.iter().enumerate() {
            let gap = self.ground[c] == Ground::Gap;
            if on_tile == gap {
                return Err(format!(
                    "{} is {} but {} a tile",
                    self.name(c as Cell),
                    if gap { "a gap" } else { "part of the Zone" },
                    if gap { "under" } else { "not under" }
                ));
            }
        }
        Ok(())
    }
}

/// A point of the grid by name, also off the grid ("c0", "z27" or "(−1, 4)").
pub fn point_name(x: i32, y: i32) -> String {
    if (0..26).contains(&x) && y >= 0 {
        format!("{}{}", (b'a' + x as u8) as char, y + 1)
    } else {
        format!("({x}, {})", y + 1)
    }
}

/// Every ready-made arena, in the file's order.
pub fn builtin() -> Vec<Arena> {
    builtin_ref().to_vec()
}

/// Read once: every new game on a ready-made arena looks it up.
fn builtin_ref() -> &'static [Arena] {
    static ARENAS: std::sync::OnceLock<Vec<Arena>> = std::sync::OnceLock::new();
    ARENAS.get_or_init(|| load(BUILTIN_ARENAS).expect("the built-in arenas are valid"))
}

/// The most arenas one file may hold.
pub const MAX_ARENAS: usize = 100;
/// The largest arena file read, in bytes (a 26×26 map is about 2 KB).
pub const MAX_FILE: usize = 256 * 1024;

/// A user's arena file: `[[arena]]` tables as in `content/arenas.toml`, or a map alone
/// (then named `name`). Checked whole; the arenas as written.
pub fn read_user_file(text: &str, name: &str) -> Result<Vec<ArenaSpec>, String> {
    if text.len() > MAX_FILE {
        return Err(format!(
            "arena file: {} bytes; at most {MAX_FILE}",
            text.len()
        ));
    }
    let specs = if text.contains('=') || text.contains("[[") {
        load_specs(text)?
    } else {
        vec![ArenaSpec {
            name: name.into(),
            title: String::new(),
            note: String::new(),
            map: text.into(),
            tiles: Vec::new(),
            test_position: false,
        }]
    };
    checked(&specs)?;
    Ok(specs)
}

/// The ready-made arenas as written (for showing their maps).
pub fn builtin_specs() -> Vec<ArenaSpec> {
    load_specs(BUILTIN_ARENAS).expect("the built-in arenas are valid")
}

/// Reads a file of `[[arena]]` tables as written.
pub fn load_specs(text: &str) -> Result<Vec<ArenaSpec>, String> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        arena: Vec<ArenaSpec>,
    }
    let f: File = toml::from_str(text).map_err(|e| format!("arena file: {e}"))?;
    Ok(f.arena)
}

/// Reads a file of `[[arena]]` tables and checks each.
pub fn load(text: &str) -> Result<Vec<Arena>, String> {
    checked(&load_specs(text)?)
}

/// The arenas of a file, each checked, the file no longer than [`MAX_ARENAS`] and its
/// names told apart.
fn checked(specs: &[ArenaSpec]) -> Result<Vec<Arena>, String> {
    if specs.len() > MAX_ARENAS {
        return Err(format!(
            "arena file: {} arenas; at most {MAX_ARENAS} in a file",
            specs.len()
        ));
    }
    let arenas: Vec<Arena> = specs
        .iter()
        .map(Arena::from_spec)
        .collect::<Result<_, _>>()?;
    for (i, a) in arenas.iter().enumerate() {
        if arenas[..i].iter().any(|b| b.name == a.name) {
            return Err(format!("arena file: two arenas are called {:?}", a.name));
        }
    }
    Ok(arenas)
}

/// A ready-made arena by name.
pub fn named(name: &str) -> Result<Arena, String> {
    let all = builtin_ref();
    all.iter().find(|a| a.name == name).cloned().ok_or_else(|| {
        format!(
            "no arena called {name:?} (arenas: {})",
            all.iter()
                .map(|a| a.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}
