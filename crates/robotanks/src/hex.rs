//! The arena's geometry in axial coordinates (q, r; the third cube coordinate is
//! s = −q − r), pointy-topped hexes, as in Red Blob Games' guide: exact distances, the six
//! facings a tank may have («Tanks always face a hexside, so there are six possible
//! directions a tank can point»), straight lines forward and back, and the 60° sector in
//! front of each hexside that direct fire and Radar need. Integers only: every rule
//! that uses this is exact and the same on every platform.

use serde::{Deserialize, Serialize};

/// A hex, in axial coordinates.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Hex {
    pub q: i16,
    pub r: i16,
}

/// One of the six hexsides a tank faces, counted counter-clockwise from east: 0 east,
/// 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Facing(u8);

/// The step to the neighbour across each hexside, by facing.
const STEPS: [(i16, i16); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Facing {
    pub const ALL: [Facing; 6] = [
        Facing(0),
        Facing(1),
        Facing(2),
        Facing(3),
        Facing(4),
        Facing(5),
    ];

    /// Facing `n` (taken modulo 6).
    pub fn new(n: i32) -> Facing {
        Facing(n.rem_euclid(6) as u8)
    }
    pub fn index(self) -> u8 {
        self.0
    }
    /// Turned by `sixths` of a full turn: positive to the left (counter-clockwise), so
    /// «60° Left» is 1, «120° Right» is −2 and «180°» is 3.
    pub fn turned(self, sixths: i32) -> Facing {
        Facing::new(self.0 as i32 + sixths)
    }
    pub fn opposite(self) -> Facing {
        self.turned(3)
    }
    /// The step one hex forward.
    pub fn step(self) -> Hex {
        let (q, r) = STEPS[self.0 as usize];
        Hex { q, r }
    }
    /// The facing as the files and the notation write it: "E", "NE", "NW", "W", "SW", "SE".
    pub fn code(self) -> &'static str {
        ["E", "NE", "NW", "W", "SW", "SE"][self.0 as usize]
    }
    /// A facing as [`Facing::code`] writes it, in either case.
    pub fn from_code(code: &str) -> Option<Facing> {
        Facing::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(code.trim()))
    }
    /// How many sixths of a turn lie between two facings, 0 to 3 (either way round).
    pub fn turns_between(self, other: Facing) -> u8 {
        let d = (other.0 as i32 - self.0 as i32).rem_euclid(6) as u8;
        d.min(6 - d)
    }
}

/// Where a hex lies as seen from a tank's facing: inside the 60° sector in front of that
/// hexside, or on one of the two lines bounding it (which also bound the neighbouring
/// sector), or elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sector {
    /// The tank's own hex.
    Here,
    Inside,
    /// On the boundary line to the left (shared with the sector of the facing one to the left).
    LeftEdge,
    /// On the boundary line to the right.
    RightEdge,
    Outside,
}

impl Hex {
    pub const fn new(q: i16, r: i16) -> Hex {
        Hex { q, r }
    }
    pub fn s(self) -> i16 {
        -self.q - self.r
    }
    pub fn plus(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }
    pub fn minus(self, o: Hex) -> Hex {
        Hex::new(self.q - o.q, self.r - o.r)
    }
    pub fn times(self, k: i16) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }
    /// «The number of hexes along the shortest path between them, not including the
    /// tank's hex».
    pub fn distance(self, o: Hex) -> u16 {
        let d = self.minus(o);
        (d.q.unsigned_abs() + d.r.unsigned_abs() + d.s().unsigned_abs()) / 2
    }
    pub fn neighbour(self, f: Facing) -> Hex {
        self.plus(f.step())
    }
    /// The hexes straight ahead, nearest first (a Laser's path, a move forward).
    pub fn ray(self, f: Facing) -> impl Iterator<Item = Hex> {
        let step = f.step();
        (1..).map(move |k| self.plus(step.times(k)))
    }
    /// The offset rotated by `sixths` of a turn to the left about the origin.
    pub fn rotated(self, sixths: i32) -> Hex {
        // One sixth to the left takes cube (q, r, s) to (−s, −q, −r).
        let mut h = self;
        for _ in 0..sixths.rem_euclid(6) {
            h = Hex::new(-h.s(), -h.q);
        }
        h
    }
    /// Where `target` lies as seen from a tank here facing `f`. The sector in front of
    /// hexside `f` is the 60° wedge between the two lines through the hexside's corners:
    /// seen facing east, the hexes with q ≥ r ≥ s (cube coordinates of the offset); the
    /// hexes where one of those is an equality lie on its edges.
    pub fn sector(self, f: Facing, target: Hex) -> Sector {
        let d = target.minus(self).rotated(-(f.index() as i32));
        let (q, r, s) = (d.q, d.r, d.s());
        if d == Hex::default() {
            return Sector::Here;
        }
        if q < r || r < s {
            return Sector::Outside;
        }
        // r = s is the line through the corner to the north-east (the left one).
        match (q == r, r == s) {
            (false, false) => Sector::Inside,
            (false, true) => Sector::LeftEdge,
            (true, false) => Sector::RightEdge,
            (true, true) => unreachable!("q = r = s only at the origin"),
        }
    }
    /// The hex's column and row on the drawn map, from 0: rows from the top, columns from
    /// the left, odd rows shifted half a hex right, as the map file lays them out ("odd-r").
    pub fn offset(self) -> (i16, i16) {
        (self.q + (self.r - (self.r & 1)) / 2, self.r)
    }
    pub fn from_offset(col: i16, row: i16) -> Hex {
        Hex::new(col - (row - (row & 1)) / 2, row)
    }
    /// The hex as the maps label it: column letters, row number from 1 ("K7"). Axial
    /// coordinates mean nothing to a player; these are printed round the map.
    pub fn label(self) -> String {
        let (col, row) = self.offset();
        if col < 0 || row < 0 {
            return format!("off the map ({},{})", self.q, self.r);
        }
        format!("{}{}", column_label(col as usize), row + 1)
    }
    /// A label as [`Hex::label`] writes it, in either case: "K7", "k7".
    pub fn from_label(text: &str) -> Option<Hex> {
        let t = text.trim().to_ascii_uppercase();
        let split = t.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = t.split_at(split);
        let col = column_index(letters)?;
        let row: i16 = digits.parse().ok().filter(|r| (1..=999).contains(r))?;
        Some(Hex::from_offset(col as i16, row - 1))
    }
    /// Every hex within `range` of this one (its own included).
    pub fn within(self, range: u16) -> impl Iterator<Item = Hex> {
        let n = range as i16;
        (-n..=n).flat_map(move |dq| {
            let lo = (-n).max(-dq - n);
            let hi = n.min(-dq + n);
            (lo..=hi).map(move |dr| self.plus(Hex::new(dq, dr)))
        })
    }
}

/// Column letters. The colours' initials are left out, so that a hex is never read as a
/// tank: on the map "B1" is Black's tank 1, never a column B.
const COLUMN_LETTERS: &[u8] = b"ACDEFGHIJKLMNOPQSTUVXZ";

/// "A", "C" … "Z", then "AA", "AC" …
pub fn column_label(col: usize) -> String {
    let n = COLUMN_LETTERS.len();
    let letter = |i: usize| COLUMN_LETTERS[i] as char;
    if col < n {
        letter(col).to_string()
    } else {
        format!("{}{}", letter((col / n - 1) % n), letter(col % n))
    }
}

fn column_index(letters: &str) -> Option<usize> {
    let n = COLUMN_LETTERS.len();
    let index = |c: u8| COLUMN_LETTERS.iter().position(|x| *x == c);
    match letters.as_bytes() {
        [a] => index(*a),
        [a, b] => Some((index(*a)? + 1) * n + index(*b)?),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn hex() -> impl Strategy<Value = Hex> {
        (-12i16..12, -12i16..12).prop_map(|(q, r)| Hex::new(q, r))
    }

    #[test]
    fn six_facings_and_their_turns() {
        for f in Facing::ALL {
            assert_eq!(f.turned(6), f);
            assert_eq!(f.opposite().opposite(), f);
            assert_eq!(f.turned(1).turned(-1), f);
            assert_eq!(Hex::default().neighbour(f).distance(Hex::default()), 1);
            assert_eq!(f.step().plus(f.opposite().step()), Hex::default());
            assert_eq!(f.turns_between(f.opposite()), 3);
            assert_eq!(f.turns_between(f.turned(-2)), 2);
        }
        // Rotating an offset turns it the same way as a facing.
        for f in Facing::ALL {
            for k in -6..7 {
                assert_eq!(f.step().rotated(k), f.turned(k).step());
            }
        }
        // «180°» from east faces west; «60° Left» from east faces north-east.
        assert_eq!(Facing::new(0).turned(3), Facing::new(3));
        assert_eq!(Facing::new(0).turned(1).step(), Hex::new(1, -1));
    }

    #[test]
    fn labels_name_the_map_columns_and_rows() {
        // The standard map's top-left hex, Black's first dock (row 5, the second
        // column), and an odd row's first hex.
        assert_eq!(Hex::from_offset(0, 0).label(), "A1");
        assert_eq!(Hex::from_offset(1, 4).label(), "C5");
        assert_eq!(Hex::from_offset(0, 1), Hex::new(0, 1));
        assert_eq!(column_label(21), "Z");
        assert_eq!(column_label(22), "AA");
        assert_eq!(column_label(23), "AC");
        for row in 0..40 {
            for col in 0..40 {
                let h = Hex::from_offset(col, row);
                assert_eq!(h.offset(), (col, row));
                assert_eq!(Hex::from_label(&h.label()), Some(h), "{}", h.label());
                assert_eq!(Hex::from_label(&h.label().to_lowercase()), Some(h));
            }
        }
        // A colour's initial is a tank, never a column.
        for t in ["B1", "R3", "W4", "Y2", "K", "7", "K0", ""] {
            assert_eq!(Hex::from_label(t), None, "{t}");
        }
    }

    #[test]
    fn rays_go_straight_and_count_one_a_hex() {
        let o = Hex::new(2, -1);
        for f in Facing::ALL {
            for (k, h) in o.ray(f).take(6).enumerate() {
                assert_eq!(o.distance(h), k as u16 + 1);
                assert_eq!(o.sector(f, h), Sector::Inside, "straight ahead is in front");
            }
        }
    }

    #[test]
    fn within_lists_each_hex_in_range_once() {
        for r in 0..7u16 {
            let v: Vec<Hex> = Hex::default().within(r).collect();
            assert_eq!(v.len() as u16, 1 + 3 * r * (r + 1));
            assert!(v.iter().all(|h| h.distance(Hex::default()) <= r));
            let mut w = v.clone();
            w.sort();
            w.dedup();
            assert_eq!(w.len(), v.len());
        }
    }

    #[test]
    fn the_front_sector_near_the_tank() {
        let o = Hex::default();
        let east = Facing::new(0);
        // Range 1: only the hex ahead; its two side neighbours are outside.
        assert_eq!(o.sector(east, Hex::new(1, 0)), Sector::Inside);
        assert_eq!(o.sector(east, Hex::new(1, -1)), Sector::Outside);
        assert_eq!(o.sector(east, Hex::new(0, 1)), Sector::Outside);
        // Range 2: the hex ahead, and the two on the edge lines through its corners.
        assert_eq!(o.sector(east, Hex::new(2, 0)), Sector::Inside);
        assert_eq!(o.sector(east, Hex::new(2, -1)), Sector::LeftEdge);
        assert_eq!(o.sector(east, Hex::new(1, 1)), Sector::RightEdge);
        assert_eq!(o.sector(east, Hex::new(-1, 0)), Sector::Outside);
        assert_eq!(o.sector(east, o), Sector::Here);
    }

    proptest! {
        #[test]
        fn distance_is_a_metric(a in hex(), b in hex(), c in hex()) {
            prop_assert_eq!(a.distance(b), b.distance(a));
            prop_assert_eq!(a.distance(a), 0);
            prop_assert!(a.distance(c) <= a.distance(b) + b.distance(c));
        }

        /// Every other hex lies inside exactly one facing's sector, or on the edge
        /// shared by two neighbouring sectors — the left edge of one is the right edge
        /// of the next.
        #[test]
        fn the_six_sectors_tile_the_arena(o in hex(), t in hex()) {
            prop_assume!(o != t);
            let seen: Vec<(Facing, Sector)> = Facing::ALL.iter().map(|&f| (f, o.sector(f, t))).collect();
            let inside = seen.iter().filter(|(_, s)| *s == Sector::Inside).count();
            let edges: Vec<&(Facing, Sector)> = seen.iter().filter(|(_, s)| matches!(s, Sector::LeftEdge | Sector::RightEdge)).collect();
            prop_assert!(inside == 1 && edges.is_empty() || inside == 0 && edges.len() == 2, "{:?}", seen);
            if let [(f, Sector::LeftEdge), (g, Sector::RightEdge)] | [(g, Sector::RightEdge), (f, Sector::LeftEdge)] = edges.as_slice() {
                prop_assert_eq!(f.turned(1), *g);
            }
        }

        /// Turning the tank and the arena together changes nothing.
        #[test]
        fn sectors_turn_with_the_tank(o in hex(), t in hex(), k in 0i32..6) {
            for f in Facing::ALL {
                let turned = o.plus(t.minus(o).rotated(k));
                prop_assert_eq!(o.sector(f, t), o.sector(f.turned(k), turned));
                prop_assert_eq!(o.distance(t), o.distance(turned));
            }
        }
    }
}
