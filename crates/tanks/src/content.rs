//! Component data the rulebook leaves out — the board tiles — as a RON file of our own
//! design (`content/tiles.ron`), validated on load, and the layout of tiles into a board.

use crate::board::{Board, Cell, Colour, Dir, Segment, Spawn, Terrain};
use serde::Deserialize;

pub const BUILTIN_TILES: &str = include_str!("../content/tiles.ron");

#[derive(Clone, Debug, Deserialize)]
pub struct TileSet {
    /// Only [`TileSet::load`] makes a set, so each tile's `squares` match its `rows`.
    pub(crate) tiles: Vec<Tile>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Tile {
    pub name: String,
    pub colour: Colour,
    pub rows: Vec<String>,
    pub spawns: Vec<TileSpawn>,
    /// `rows` read once, by [`TileSet::load`]: every new game lays the tiles out again.
    #[serde(skip)]
    squares: Vec<Square>,
}

#[derive(Clone, Copy, Debug, Deserialize)]
pub struct TileSpawn {
    pub number: u8,
    pub x: u8,
    pub y: u8,
    pub facing: Dir,
}

/// What one character of a tile row means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Square {
    terrain: Terrain,
    brick: bool,
}

fn square(c: char) -> Option<Square> {
    let t = |terrain| {
        Some(Square {
            terrain,
            brick: false,
        })
    };
    match c {
        '.' => t(Terrain::Empty),
        '#' => t(Terrain::Concrete),
        'f' => t(Terrain::Forest),
        '~' => t(Terrain::Water),
        'i' => t(Terrain::Ice),
        'b' => Some(Square {
            terrain: Terrain::Empty,
            brick: true,
        }),
        _ => None,
    }
}

impl Tile {
    fn size(&self) -> usize {
        self.rows.len()
    }
    fn grid(&self) -> Result<Vec<Square>, String> {
        let n = self.size();
        let mut out = Vec::with_capacity(n * n);
        for (y, row) in self.rows.iter().enumerate() {
            let chars: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            if chars.len() != n {
                return Err(format!(
                    "tile {:?} row {}: {} squares, but the tile has {n} rows and must be square",
                    self.name,
                    y + 1,
                    chars.len()
                ));
            }
            for (x, c) in chars.into_iter().enumerate() {
                out.push(square(c).ok_or_else(|| {
                    format!(
                        "tile {:?} row {} column {}: unknown square {c:?} (use . # b f ~ i)",
                        self.name,
                        y + 1,
                        x + 1
                    )
                })?);
            }
        }
        Ok(out)
    }
}

impl TileSet {
    /// Parses and validates a tile set.
    pub fn load(ron_text: &str) -> Result<TileSet, String> {
        let mut set: TileSet = ron::from_str(ron_text).map_err(|e| format!("tiles file: {e}"))?;
        set.validate()?;
        for tile in &mut set.tiles {
            tile.squares = tile.grid()?;
        }
        Ok(set)
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// The built-in tiles, parsed once per process.
    pub fn builtin() -> &'static TileSet {
        static TILES: std::sync::OnceLock<TileSet> = std::sync::OnceLock::new();
        TILES.get_or_init(|| TileSet::load(BUILTIN_TILES).expect("the built-in tiles are valid"))
    }

    pub fn bricks(&self) -> usize {
        self.tiles
            .iter()
            .map(|t| {
                t.rows
                    .iter()
                    .flat_map(|r| r.chars())
                    .filter(|&c| c == 'b')
                    .count()
            })
            .sum()
    }

    fn validate(&self) -> Result<(), String> {
        if self.tiles.len() != 4 {
            return Err(format!(
                "a tile set has 4 tiles, this one has {}",
                self.tiles.len()
            ));
        }
        for c in Colour::ALL {
            if !self.tiles.iter().any(|t| t.colour == c) {
                return Err(format!(
                    "no tile is {c:?}: the set needs one tile of each colour"
                ));
            }
        }
        let n = self.tiles[0].size();
        if !(5..=12).contains(&n) {
            return Err(format!("tiles must be 5 to 12 squares across, not {n}"));
        }
        for tile in &self.tiles {
            if tile.size() != n {
                return Err(format!(
                    "tile {:?} is {} rows, the others {n}",
                    tile.name,
                    tile.size()
                ));
            }
            let grid = tile.grid()?;
            let at = |x: usize, y: usize| grid[y * n + x];
            let on_diagonal = |x: usize, y: usize| x == y || x + y == n - 1;
            for i in 0..n {
                for (x, y) in [(i, i), (i, n - 1 - i)] {
                    let s = at(x, y);
                    if s.brick || !matches!(s.terrain, Terrain::Empty | Terrain::Forest) {
                        return Err(format!(
                            "tile {:?}: square ({x},{y}) is on a starting diagonal and must be empty or forest",
                            tile.name
                        ));
                    }
                }
            }
            let mut numbers: Vec<u8> = tile.spawns.iter().map(|s| s.number).collect();
            numbers.sort();
            if numbers != [1, 2, 3, 4] {
                return Err(format!(
                    "tile {:?}: spawns must be numbered 1, 2, 3, 4",
                    tile.name
                ));
            }
            for (i, s) in tile.spawns.iter().enumerate() {
                let (x, y) = (s.x as usize, s.y as usize);
                if x >= n || y >= n {
                    return Err(format!(
                        "tile {:?}: spawn {} is off the tile",
                        tile.name, s.number
                    ));
                }
                let sq = at(x, y);
                if sq.brick || !matches!(sq.terrain, Terrain::Empty | Terrain::Forest) {
                    return Err(format!(
                        "tile {:?}: spawn {} must stand on empty ground or forest",
                        tile.name, s.number
                    ));
                }
                if on_diagonal(x, y) {
                    return Err(format!(
                        "tile {:?}: spawn {} stands on a starting diagonal",
                        tile.name, s.number
                    ));
                }
                if tile.spawns[..i].iter().any(|o| (o.x, o.y) == (s.x, s.y)) {
                    return Err(format!("tile {:?}: two spawns share a square", tile.name));
                }
            }
        }
        Ok(())
    }
}

/// Turns a tile-local square clockwise `r` quarter turns.
fn rotate(x: usize, y: usize, n: usize, r: u8) -> (usize, usize) {
    (0..r).fold((x, y), |(x, y), _| (n - 1 - y, x))
}

/// Grid positions of the segments, clockwise around the board from the north-west:
/// `boxes` sets of 4 tiles make a ring two tiles high and `2 × boxes` long, so every
/// segment keeps an outer corner and two neighbours for the Eagle's coin.
pub fn ring_positions(boxes: u8) -> Vec<(u8, u8)> {
    let cols = 2 * boxes;
    (0..cols)
        .map(|c| (c, 0))
        .chain((0..cols).rev().map(|c| (c, 1)))
        .collect()
}

/// The Eagle spot, starting diagonal and corner zone of the segment at (`col`, `row`)
/// of a board `cols` segments wide, `w` spaces wide, with segments `n` spaces across.
/// The outer corner is the board's corner, or for the middle segments of a longer board
/// the outer-edge corner nearer the board's middle.
pub fn corner_geometry(
    col: u8,
    row: u8,
    cols: usize,
    n: usize,
    w: usize,
) -> (Cell, Vec<Cell>, Vec<Cell>) {
    let right = if col == 0 {
        false
    } else if col as usize == cols - 1 {
        true
    } else {
        2 * (col as usize) + 1 < cols
    };
    let bottom = row == 1;
    let (ox, oy) = (col as usize * n, row as usize * n);
    let local = |u: usize, v: usize| {
        let x = if right { n - 1 - u } else { u };
        let y = if bottom { n - 1 - v } else { v };
        ((oy + y) * w + ox + x) as Cell
    };
    let mut diagonal = Vec::new();
    let mut zone = Vec::new();
    for v in 0..n {
        for u in 0..n {
            if u + v == n - 1 {
                diagonal.push(local(u, v));
            }
            if u + v < n {
                zone.push(local(u, v));
            }
        }
    }
    diagonal.sort();
    zone.sort();
    (local(2.min(n - 1), 2.min(n - 1)), diagonal, zone)
}

/// Lays tiles out: `layout[i]` = (tile index, quarter turns) for ring position `i`.
pub fn build_board(set: &TileSet, layout: &[(u8, u8)], boxes: u8) -> Result<Board, String> {
    let ring = ring_positions(boxes);
    if layout.len() != ring.len() {
        return Err(format!(
            "the layout names {} tiles, the board has {}",
            layout.len(),
            ring.len()
        ));
    }
    let n = set.tiles[0].size();
    let cols = 2 * boxes as usize;
    let (w, h) = (n * cols, n * 2);
    let mut terrain = vec![Terrain::Empty; w * h];
    let mut bricks = Vec::new();
    let mut segment_of = vec![0u8; w * h];
    let mut segments = Vec::new();
    for (i, (&(col, row), &(tile_ix, rot))) in ring.iter().zip(layout).enumerate() {
        let tile = set.tiles.get(tile_ix as usize).ok_or_else(|| {
            format!(
                "there is no tile {tile_ix} (tiles are 0..{})",
                set.tiles.len()
            )
        })?;
        let parsed;
        let grid = if tile.squares.is_empty() {
            parsed = tile.grid()?;
            &parsed
        } else {
            &tile.squares
        };
        let (ox, oy) = (col as usize * n, row as usize * n);
        let cell = |x: usize, y: usize| ((oy + y) * w + ox + x) as Cell;
        for y in 0..n {
            for x in 0..n {
                let (rx, ry) = rotate(x, y, n, rot);
                let sq = grid[y * n + x];
                terrain[cell(rx, ry) as usize] = sq.terrain;
                segment_of[cell(rx, ry) as usize] = i as u8;
                if sq.brick {
                    bricks.push(cell(rx, ry));
                }
            }
        }
        let mut spawns: Vec<Spawn> = tile
            .spawns
            .iter()
            .map(|s| {
                let (rx, ry) = rotate(s.x as usize, s.y as usize, n, rot);
                Spawn {
                    number: s.number,
                    cell: cell(rx, ry),
                    facing: s.facing.rotated(rot),
                }
            })
            .collect();
        spawns.sort_by_key(|s| s.number);
        let (eagle_spot, starting_diagonal, start_zone) = corner_geometry(col, row, cols, n, w);
        segments.push(Segment {
            colour: tile.colour,
            tile: tile_ix,
            rotation: rot,
            col,
            row,
            spawns,
            eagle_spot,
            starting_diagonal,
            start_zone,
        });
    }
    bricks.sort();
    Ok(Board::new(
        w as u8, h as u8, n as u8, terrain, segments, bricks, segment_of,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_tiles_use_every_terrain_and_twelve_bricks() {
        let set = TileSet::builtin();
        assert_eq!(set.bricks(), 12, "the box has 12 brick tokens");
        let all: String = set
            .tiles
            .iter()
            .flat_map(|t| t.rows.iter().cloned())
            .collect();
        for c in ['.', '#', 'b', 'f', '~', 'i'] {
            assert!(all.contains(c), "no tile uses {c:?}");
        }
    }

    #[test]
    fn malformed_tiles_are_refused_with_a_reason() {
        let bad = BUILTIN_TILES.replacen("\". . b . # .\"", "\". . b . # . .\"", 1);
        assert!(TileSet::load(&bad).unwrap_err().contains("must be square"));
        let bad = BUILTIN_TILES.replacen("\". . b . # .\"", "\"# . b . # .\"", 1);
        assert!(
            TileSet::load(&bad)
                .unwrap_err()
                .contains("starting diagonal")
        );
        let bad = BUILTIN_TILES.replacen("(number: 4, x: 3, y: 5", "(number: 5, x: 3, y: 5", 1);
        assert!(TileSet::load(&bad).unwrap_err().contains("numbered"));
        assert!(
            TileSet::load("(tiles: [")
                .unwrap_err()
                .contains("tiles file")
        );
    }

    #[test]
    fn every_rotation_keeps_eagle_and_diagonals_clear() {
        let set = TileSet::builtin();
        for rot in 0..4 {
            for first in 0..4u8 {
                let layout: Vec<(u8, u8)> = (0..4).map(|i| ((first + i) % 4, rot)).collect();
                let b = build_board(set, &layout, 1).unwrap();
                for s in &b.segments {
                    assert!(matches!(
                        b.terrain(s.eagle_spot),
                        Terrain::Empty | Terrain::Forest
                    ));
                    assert_eq!(s.starting_diagonal.len(), 6);
                    assert!(!s.starting_diagonal.contains(&s.eagle_spot));
                    for sp in &s.spawns {
                        assert_ne!(sp.cell, s.eagle_spot);
                        assert!(!b.brick_spots.contains(&sp.cell));
                    }
                }
            }
        }
    }

    #[test]
    fn eagle_is_third_space_on_the_corner_diagonal() {
        // "Put The Eagle Token to 3rd space when counting diagonally from outer corner."
        let b = build_board(TileSet::builtin(), &[(0, 0), (1, 0), (2, 0), (3, 0)], 1).unwrap();
        let names: Vec<String> = b.segments.iter().map(|s| b.name(s.eagle_spot)).collect();
        assert_eq!(names, ["c3", "j3", "j10", "c10"]);
    }
}
