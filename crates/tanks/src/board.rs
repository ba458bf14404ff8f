//! The board: geometry, terrain, and the segments laid out from tiles. Static for a whole
//! game, so the state shares it behind an `Arc` and clones stay cheap.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A space of the board: `y * width + x`.
pub type Cell = u16;

/// Facings, clockwise from north (up the screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    pub fn index(self) -> u8 {
        self as u8
    }
    pub fn from_index(i: u8) -> Dir {
        Dir::ALL[(i & 3) as usize]
    }
    pub fn right(self) -> Dir {
        Dir::from_index(self.index() + 1)
    }
    pub fn left(self) -> Dir {
        Dir::from_index(self.index() + 3)
    }
    pub fn back(self) -> Dir {
        Dir::from_index(self.index() + 2)
    }
    pub fn rotated(self, quarter_turns: u8) -> Dir {
        Dir::from_index(self.index() + quarter_turns)
    }
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }
    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }
    pub fn parse(s: &str) -> Option<Dir> {
        match s.to_ascii_uppercase().as_str() {
            "N" | "NORTH" | "UP" => Some(Dir::N),
            "E" | "EAST" | "RIGHT" => Some(Dir::E),
            "S" | "SOUTH" | "DOWN" => Some(Dir::S),
            "W" | "WEST" | "LEFT" => Some(Dir::W),
            _ => None,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Empty,
    Concrete,
    Forest,
    Water,
    Ice,
}

/// The four colours of segments and of bots' backs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue];
    pub fn name(self) -> &'static str {
        ["Red", "Yellow", "Green", "Blue"][self as usize]
    }
    pub fn letter(self) -> char {
        ['R', 'Y', 'G', 'B'][self as usize]
    }
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }
}

/// A bot spawn space: "spaces with the color and number", the gun towards "the top of the
/// number".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spawn {
    pub number: u8,
    pub cell: Cell,
    pub facing: Dir,
}

/// One quarter (segment) of the board as laid out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Segment {
    pub colour: Colour,
    /// Which tile and how it is turned, for the record.
    pub tile: u8,
    pub rotation: u8,
    /// Position in the grid of segments.
    pub col: u8,
    pub row: u8,
    /// Spawns ordered by number 1..=4.
    pub spawns: Vec<Spawn>,
    /// "3rd space when counting diagonally from outer corner of the board".
    pub eagle_spot: Cell,
    /// «большая диагональ, проходящая поперёк этой четверти».
    pub starting_diagonal: Vec<Cell>,
    /// 5+ players: "any spaces of board corner ... limited by starting diagonal".
    pub start_zone: Vec<Cell>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "BoardData")]
pub struct Board {
    pub width: u8,
    pub height: u8,
    pub segment_size: u8,
    pub terrain: Vec<Terrain>,
    /// In clockwise order around the board, starting at the north-west corner.
    pub segments: Vec<Segment>,
    /// Spaces printed as destroyed bricks: bricks start there.
    pub brick_spots: Vec<Cell>,
    /// Segment index of each cell.
    pub segment_of: Vec<u8>,
    /// Derived from the rest by [`Board::linked`]: each cell's coordinates and its
    /// neighbour in each direction, so that walking the board never divides.
    #[serde(skip_serializing)]
    links: Vec<Link>,
}

/// Equality and the (replay-stable) hash cover what a board is, not the derived links.
impl PartialEq for Board {
    fn eq(&self, o: &Board) -> bool {
        self.key() == o.key()
    }
}

impl Eq for Board {}

impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.key().hash(h)
    }
}

/// A cell's coordinates and neighbours (`NO_CELL` past the edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Link {
    x: u8,
    y: u8,
    next: [Cell; 4],
}

const NO_CELL: Cell = Cell::MAX;

/// A board as stored: everything but the derived links.
#[derive(Deserialize)]
struct BoardData {
    width: u8,
    height: u8,
    segment_size: u8,
    terrain: Vec<Terrain>,
    segments: Vec<Segment>,
    brick_spots: Vec<Cell>,
    segment_of: Vec<u8>,
}

impl From<BoardData> for Board {
    fn from(d: BoardData) -> Board {
        Board::new(
            d.width,
            d.height,
            d.segment_size,
            d.terrain,
            d.segments,
            d.brick_spots,
            d.segment_of,
        )
    }
}

impl Board {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        width: u8,
        height: u8,
        segment_size: u8,
        terrain: Vec<Terrain>,
        segments: Vec<Segment>,
        brick_spots: Vec<Cell>,
        segment_of: Vec<u8>,
    ) -> Board {
        let mut b = Board {
            width,
            height,
            segment_size,
            terrain,
            segments,
            brick_spots,
            segment_of,
            links: Vec::new(),
        };
        b.links = (0..b.cells())
            .map(|i| {
                let w = (b.width as usize).max(1);
                let (x, y) = ((i % w) as i32, (i / w) as i32);
                let next = Dir::ALL.map(|d| {
                    let (dx, dy) = d.delta();
                    b.cell(x + dx, y + dy)
                        .filter(|&n| (n as usize) < b.cells())
                        .unwrap_or(NO_CELL)
                });
                Link {
                    x: x as u8,
                    y: y as u8,
                    next,
                }
            })
            .collect();
        b
    }
    /// Everything but the links, in declaration order (the order the hash has always used).
    #[allow(clippy::type_complexity)]
    fn key(&self) -> (u8, u8, u8, &[Terrain], &[Segment], &[Cell], &[u8]) {
        (
            self.width,
            self.height,
            self.segment_size,
            &self.terrain,
            &self.segments,
            &self.brick_spots,
            &self.segment_of,
        )
    }
    pub fn cells(&self) -> usize {
        self.terrain.len()
    }
    pub fn cell(&self, x: i32, y: i32) -> Option<Cell> {
        (x >= 0 && y >= 0 && x < self.width as i32 && y < self.height as i32)
            .then(|| (y * self.width as i32 + x) as Cell)
    }
    /// Column and row. Cells off the board (from unchecked input: an action is named
    /// before it is judged) get the coordinates their number means.
    pub fn xy(&self, c: Cell) -> (i32, i32) {
        match self.links.get(c as usize) {
            Some(l) => (l.x as i32, l.y as i32),
            None => {
                let w = (self.width as i32).max(1);
                (c as i32 % w, c as i32 / w)
            }
        }
    }
    /// The neighbouring space in direction `d`, `None` past the edge (or off the board).
    #[inline]
    pub fn step(&self, c: Cell, d: Dir) -> Option<Cell> {
        let n = self.links.get(c as usize)?.next[d as usize];
        (n != NO_CELL).then_some(n)
    }
    pub fn terrain(&self, c: Cell) -> Terrain {
        self.terrain[c as usize]
    }
    /// How far along `d` a cell lies; larger is further ahead.
    pub fn progress(&self, c: Cell, d: Dir) -> i32 {
        let (x, y) = self.xy(c);
        let (dx, dy) = d.delta();
        x * dx + y * dy
    }
    /// Chess-like name: column letters from the left, row number from the top ("c5"; past
    /// column z, "aa5", as spreadsheets count).
    pub fn name(&self, c: Cell) -> String {
        let (x, y) = self.xy(c);
        format!("{}{}", column_name(x as u32), y + 1)
    }
    pub fn parse_cell(&self, s: &str) -> Option<Cell> {
        let s = s.trim();
        let split = s.find(|ch: char| !ch.is_ascii_alphabetic())?;
        let (letters, digits) = s.split_at(split);
        if letters.is_empty() || letters.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let col = letters.bytes().fold(0i32, |n, b| {
            n * 26 + (b.to_ascii_lowercase() - b'a') as i32 + 1
        }) - 1;
        let row: i32 = digits.parse().ok()?;
        self.cell(col, row - 1)
    }
    /// The segment diagonally opposite, or on a doubled board the one whose centre is
    /// farthest away: «в дальней от Орла четверти».
    pub fn farthest_segment(&self, from: usize) -> usize {
        let s = &self.segments[from];
        (0..self.segments.len())
            .max_by_key(|&i| {
                let t = &self.segments[i];
                let dc = t.col as i32 - s.col as i32;
                let dr = t.row as i32 - s.row as i32;
                (dc * dc + dr * dr, std::cmp::Reverse(i))
            })
            .expect("a board has segments")
    }
    /// Segment index to `from`'s clockwise (or counter-clockwise) neighbour.
    pub fn next_segment(&self, from: usize, clockwise: bool) -> usize {
        let n = self.segments.len();
        if clockwise {
            (from + 1) % n
        } else {
            (from + n - 1) % n
        }
    }
    /// Segments of `colour`, the one nearest the Eagle's segment first.
    pub fn segments_of_colour(&self, colour: Colour, near: Option<usize>) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.segments.len())
            .filter(|&i| self.segments[i].colour == colour)
            .collect();
        v.sort_by_key(|&i| self.segment_distance(i, near));
        v
    }
    /// The first of [`Board::segments_of_colour`], without the list.
    pub fn nearest_segment_of_colour(&self, colour: Colour, near: Option<usize>) -> Option<usize> {
        (0..self.segments.len())
            .filter(|&i| self.segments[i].colour == colour)
            .min_by_key(|&i| self.segment_distance(i, near))
    }
    /// Squared distance between segments in the grid (0 without `near`), then index.
    fn segment_distance(&self, i: usize, near: Option<usize>) -> (i32, usize) {
        let Some(e) = near else { return (0, i) };
        let (t, es) = (&self.segments[i], &self.segments[e]);
        let dc = t.col as i32 - es.col as i32;
        let dr = t.row as i32 - es.row as i32;
        (dc * dc + dr * dr, i)
    }
    pub fn blocks_movement(&self, c: Cell) -> bool {
        self.terrain(c) == Terrain::Concrete
    }
}

/// "a" … "z", then "aa" … "zz": the letters of column `x` (0-based).
pub fn column_name(x: u32) -> String {
    if x < 26 {
        ((b'a' + x as u8) as char).to_string()
    } else {
        let (hi, lo) = (x / 26 - 1, x % 26);
        format!("{}{}", (b'a' + hi as u8) as char, (b'a' + lo as u8) as char)
    }
}
