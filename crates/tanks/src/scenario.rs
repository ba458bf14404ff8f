//! Arcade Tanks on the shared scenario runner (`coinop-scenario`): the position a file
//! describes (`[board]`, `[[tank]]`, `[[bot]]`, `[[powerup]]`, `[[spawn]]`), the game's
//! own expectations (tanks, bots, bricks, piles, power-ups, the Eagle, the stage …), the
//! `plan` shorthand and the `set` changes, and checkpoints after each maneuver, after
//! the bots and after each volley. The format is documented in
//! `tests/scenarios/README.md`.

use crate::Event;
use crate::board::{Board, Cell, Colour, Dir, Segment, Spawn, Terrain};
use crate::cards::*;
use crate::content::corner_geometry;
use crate::options::{MAX_BOXES, MAX_PLAYERS, ReserveRunsOut, TanksOptions};
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::Chance;
use coinop_scenario::{Diffs, ScenarioGame};
use serde::Deserialize;
use std::sync::Arc;

/// Everything a file says about the position.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub board: BoardSpec,
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
    #[serde(default, rename = "bot")]
    pub bots: Vec<BotSpec>,
    #[serde(default, rename = "powerup")]
    pub powerups: Vec<PowerUpSpec>,
    #[serde(default, rename = "spawn")]
    pub spawns: Vec<SpawnSpec>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Rows of squares separated by spaces: `.` empty, `#` concrete, `f` forest, `~`
    /// water, `i` ice, `B` intact brick, `b` damaged brick.
    pub map: String,
    /// Squares per segment side; default half the height.
    pub segment: Option<u8>,
    /// Segment colours clockwise from the north-west, default "RYGB" repeated.
    pub colours: Option<String>,
    pub eagle: Option<String>,
    #[serde(default)]
    pub eagles_taken: u8,
    #[serde(default)]
    pub first_player: u8,
    #[serde(default = "one")]
    pub round: u16,
    #[serde(default)]
    pub brick_reserve: u8,
    #[serde(default)]
    pub clock: bool,
    /// Bot tokens in the reserve, e.g. ["R1", "Y2"]; default every token not on the board.
    pub bot_reserve: Option<Vec<String>>,
    /// Whether the reserve has run out for good; default: it is empty.
    pub bot_reserve_ran_out: Option<bool>,
}

fn one() -> u16 {
    1
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankSpec {
    /// Omit for a destroyed tank (or one still to be placed).
    pub at: Option<String>,
    #[serde(default = "north")]
    pub facing: String,
    /// Cards as codes: A1 A2 A3 L R U. Default: the first 7 of the deck order below.
    pub hand: Option<String>,
    /// Top card first. Default: the rest of the 18 cards in a fixed order.
    pub deck: Option<String>,
    #[serde(default)]
    pub discard: String,
    #[serde(default)]
    pub disengaged: bool,
    #[serde(default)]
    pub helms: u8,
    #[serde(default)]
    pub bots: u8,
    #[serde(default)]
    pub eagles: u8,
}

fn north() -> String {
    "N".into()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotSpec {
    pub at: String,
    pub facing: String,
    /// Token on its back, e.g. "R2"; default the next unused one.
    pub id: Option<String>,
    #[serde(default = "yes")]
    pub known: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerUpSpec {
    pub at: String,
    pub power: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpawnSpec {
    pub at: String,
    pub number: u8,
    pub facing: String,
}

/// Arcade Tanks' own expectation keys.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankExpect>,
    /// Every bot on the board, in any order.
    pub bots: Option<Vec<BotExpect>>,
    /// Spaces that must hold an intact brick, a damaged one, or none.
    #[serde(default)]
    pub bricks: Vec<String>,
    #[serde(default)]
    pub damaged: Vec<String>,
    #[serde(default)]
    pub no_brick: Vec<String>,
    pub brick_reserve: Option<u8>,
    /// "none" when no Eagle is on the board.
    pub eagle: Option<String>,
    pub eagle_one_of: Option<Vec<String>>,
    pub eagles_taken: Option<u8>,
    /// Exactly these power-ups on the board: "c4 Star", "c4 *" (any), "c4 !Star" (any
    /// but a Star).
    pub powerups: Option<Vec<String>>,
    /// Tokens in the power-up reserve.
    pub powerup_reserve: Option<usize>,
    /// Tokens in the bot reserve: a count, or exactly these tokens.
    pub bot_reserve: Option<usize>,
    pub bot_reserve_tokens: Option<Vec<String>>,
    pub bot_reserve_ran_out: Option<bool>,
    pub clock: Option<bool>,
    /// "Planning", "BotOrder", "PlaceTanks", "Shovel", "Grenade", "Over".
    pub stage: Option<String>,
    pub round: Option<u16>,
    pub first_player: Option<u8>,
    /// "ThirdEagle", "LeadOfFive", "TieBroken", "RoundLimit", "TieStands".
    pub end: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankExpect {
    pub seat: u8,
    /// "none" for a tank off the board.
    pub at: Option<String>,
    pub facing: Option<String>,
    pub hand_size: Option<u8>,
    pub hand: Option<String>,
    /// Exactly these cards, top first.
    pub deck: Option<String>,
    pub deck_size: Option<u8>,
    pub discard: Option<String>,
    /// "A2 L | R": both maneuvers as they lie, in the order the cards were put down.
    pub maneuvers: Option<String>,
    /// Which maneuvers are face up: `[true, false]`.
    pub revealed: Option<[bool; 2]>,
    pub vp: Option<i32>,
    pub bots: Option<u8>,
    pub eagles: Option<u8>,
    pub helms: Option<u8>,
    pub destroyed: Option<bool>,
    pub disengaged: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotExpect {
    pub at: String,
    pub facing: Option<String>,
}

/// A step's `set`: piles dealt anew before its actions.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankChange>,
}

/// The piles named are replaced; the discard pile, then the deck (if not named) give
/// or take the cards that keeps each player at the 18 of a deck.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankChange {
    pub seat: u8,
    pub hand: Option<String>,
    /// Top card first.
    pub deck: Option<String>,
    pub discard: Option<String>,
}

/// `plan = "A2 L | R"`: A2 then L on maneuver 1, R on maneuver 2, then commit.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shorthand {
    pub plan: Option<String>,
}

fn parse_cards(s: &str) -> Result<Vec<Card>, String> {
    s.split_whitespace()
        .map(|w| Card::parse(w).ok_or_else(|| format!("{w:?} is not a card (A1 A2 A3 L R U)")))
        .collect()
}

fn parse_power(s: &str) -> Result<PowerUp, String> {
    [
        PowerUp::Star,
        PowerUp::Clock,
        PowerUp::Helm,
        PowerUp::Shovel,
        PowerUp::Grenade,
    ]
    .into_iter()
    .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
    .ok_or_else(|| format!("{s:?} is not a power-up (Star Clock Helm Shovel Grenade)"))
}

fn dir(s: &str) -> Result<Dir, String> {
    Dir::parse(s).ok_or_else(|| format!("{s:?} is not a facing (N E S W)"))
}

impl Position {
    /// The position the scenario describes, under `options`.
    fn build(&self, options: toml::Table, chance: Chance) -> Result<Tanks, String> {
        for (key, what) in [
            ("players", "[[tank]] tables"),
            ("first_player", "[board] first_player"),
        ] {
            if options.contains_key(key) {
                return Err(format!("[options] {key}: the position sets it ({what})"));
            }
        }
        if options.get("board").and_then(|b| b.get("boxes")).is_some() {
            return Err("[options] board.boxes: the map's width sets it".into());
        }
        if self.tanks.is_empty() {
            return Err("no [[tank]]: a position has a tank for each player (1 to 9)".into());
        }
        if self.tanks.len() > MAX_PLAYERS {
            return Err(format!(
                "{} tanks: at most {MAX_PLAYERS} players",
                self.tanks.len()
            ));
        }
        if !(1..=10_000).contains(&self.board.round) {
            return Err(format!(
                "round = {}: rounds count from 1 (at most 10000)",
                self.board.round
            ));
        }
        if self.board.eagles_taken >= EAGLES {
            return Err(format!(
                "eagles_taken = {}: the game ends at the third Eagle, so at most 2",
                self.board.eagles_taken
            ));
        }
        let mut options: TanksOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        options.players = self.tanks.len().max(1) as u8;
        options.first_player = self.board.first_player;
        // The map's shape says how many boxes: 2k segments wide, 2 high.
        options.board.boxes = (self.board_width()? / self.board_height()?).max(1) as u8;
        options.validate()?;
        let (board, bricks) = self.board_and_bricks()?;
        let cell = |s: &str| {
            board
                .parse_cell(s)
                .ok_or_else(|| format!("{s:?} is not a space of the map"))
        };
        let boxes = options.board.boxes;
        let mut players = ArrayVec::new();
        for (seat, t) in self.tanks.iter().enumerate() {
            let mut all: Vec<Card> = Card::ALL
                .iter()
                .flat_map(|&c| std::iter::repeat_n(c, Card::DECK[c.index()] as usize))
                .collect();
            let mut take = |cards: &[Card]| -> Result<(), String> {
                for c in cards {
                    let i = all.iter().position(|x| x == c).ok_or_else(|| {
                        format!("tank {seat}: more {} cards than a deck has", c.name())
                    })?;
                    all.remove(i);
                }
                Ok(())
            };
            let hand = match &t.hand {
                Some(h) => parse_cards(h)?,
                None => Vec::new(),
            };
            take(&hand)?;
            let discard = parse_cards(&t.discard)?;
            take(&discard)?;
            let deck_top_first = match &t.deck {
                Some(d) => {
                    let d = parse_cards(d)?;
                    take(&d)?;
                    d
                }
                None => all.clone(),
            };
            let mut hand_cards = Cards::default();
            let deck_iter: Vec<Card> = if t.hand.is_none() {
                for &c in deck_top_first.iter().take(HAND_SIZE as usize) {
                    hand_cards.add(c, 1);
                }
                deck_top_first
                    .iter()
                    .skip(HAND_SIZE as usize)
                    .copied()
                    .collect()
            } else {
                for &c in &hand {
                    hand_cards.add(c, 1);
                }
                deck_top_first.clone()
            };
            let mut discard_cards = Cards::default();
            for &c in &discard {
                discard_cards.add(c, 1);
            }
            // Cards not placed anywhere go to the discard pile, keeping 18 in all.
            if t.deck.is_some() {
                for &c in &all {
                    discard_cards.add(c, 1);
                }
            }
            let tank = match &t.at {
                Some(a) => Some(TankPos {
                    cell: cell(a)?,
                    facing: dir(&t.facing)?,
                }),
                None => None,
            };
            players.push(Player {
                tank,
                disengaged: t.disengaged,
                destroyed: tank.is_none(),
                hand: hand_cards,
                deck: deck_iter.iter().rev().copied().collect(),
                discard: discard_cards,
                maneuvers: [Pile::new(), Pile::new()],
                revealed: [false; 2],
                exchanged: false,
                committed: false,
                helms: t.helms,
                bots: t.bots,
                eagles: t.eagles,
            });
        }
        let all_ids: Vec<BotId> = (0..boxes)
            .flat_map(|set| {
                Colour::ALL.into_iter().flat_map(move |colour| {
                    (1..=4).map(move |number| BotId {
                        colour,
                        number,
                        set,
                    })
                })
            })
            .collect();
        let mut bots = ArrayVec::new();
        for b in &self.bots {
            let id = match &b.id {
                Some(s) => {
                    BotId::parse(s).ok_or_else(|| format!("{s:?} is not a bot token like R2"))?
                }
                None => *all_ids
                    .iter()
                    .find(|id| {
                        !bots.iter().any(|x: &Bot| x.id == **id)
                            && !self
                                .bots
                                .iter()
                                .any(|o| o.id.as_deref() == Some(id.code().as_str()))
                    })
                    .ok_or("more bots than tokens")?,
            };
            if bots.iter().any(|x: &Bot| x.id == id) {
                return Err(format!("two bots carry token {}", id.code()));
            }
            bots.push(Bot {
                id,
                cell: cell(&b.at)?,
                facing: dir(&b.facing)?,
                known: b.known,
                moved: false,
            });
        }
        let bot_reserve: ArrayVec<BotId, MAX_BOTS> = match &self.board.bot_reserve {
            Some(list) => {
                let mut reserve = ArrayVec::new();
                for s in list {
                    let id = BotId::parse(s).ok_or_else(|| format!("{s:?} is not a bot token"))?;
                    if reserve.contains(&id) || bots.iter().any(|b: &Bot| b.id == id) {
                        return Err(format!(
                            "bot token {s} is named twice (the reserve and the board share 16 tokens a box)"
                        ));
                    }
                    reserve.push(id);
                }
                reserve
            }
            // Every token not on the board, less those the players hold (from the end).
            None => {
                let held: usize = self.tanks.iter().map(|t| t.bots as usize).sum();
                let mut free: Vec<BotId> = all_ids
                    .iter()
                    .filter(|id| !bots.iter().any(|b| b.id == **id))
                    .copied()
                    .collect();
                free.truncate(free.len().saturating_sub(held));
                free.into_iter().collect()
            }
        };
        let bot_reserve_empty = bot_reserve.is_empty();
        // Each power-up is one of the 4 tokens of a box: a face other than the Star is
        // that token's back; a Star may be any token still free.
        let mut powerups: ArrayVec<PlacedPowerUp, MAX_POWERUPS> = ArrayVec::new();
        let mut stars = Vec::new();
        for p in &self.powerups {
            let face = parse_power(&p.power)?;
            let at = cell(&p.at)?;
            if powerups.iter().any(|x| x.cell == at) || stars.iter().any(|(c, _)| *c == at) {
                return Err(format!("two power-ups on {}", p.at));
            }
            if matches!(board.terrain(at), Terrain::Concrete | Terrain::Water) {
                return Err(format!("a power-up on {}: not on concrete or water", p.at));
            }
            if face == PowerUp::Star {
                stars.push((at, face));
                continue;
            }
            let token = (0..4 * boxes)
                .find(|t| {
                    PowerUp::BACKS[*t as usize % 4] == face
                        && !powerups.iter().any(|x| x.token == *t)
                })
                .ok_or_else(|| {
                    format!(
                        "more {} power-ups than the {boxes} box(es) hold",
                        face.name()
                    )
                })?;
            powerups.push(PlacedPowerUp {
                cell: at,
                token,
                face,
            });
        }
        for (at, face) in stars {
            let token = (0..4 * boxes)
                .find(|t| !powerups.iter().any(|x| x.token == *t))
                .ok_or_else(|| {
                    format!(
                        "more power-ups than the {} tokens of {boxes} box(es)",
                        4 * boxes
                    )
                })?;
            powerups.push(PlacedPowerUp {
                cell: at,
                token,
                face,
            });
        }
        let powerup_reserve = (0..4 * boxes)
            .filter(|t| !powerups.iter().any(|p: &PlacedPowerUp| p.token == *t))
            .collect();
        let eagle = match &self.board.eagle {
            Some(e) => Some(cell(e)?),
            None => None,
        };
        // An empty reserve at the start has run out (tokens leave it only when drawn).
        let bot_reserve_ran_out = options.rulings.bot_reserve == ReserveRunsOut::ForGood
            && self.board.bot_reserve_ran_out.unwrap_or(bot_reserve_empty);
        let g = Tanks {
            options: Arc::new(options),
            board: Arc::new(board),
            chance,
            round: self.board.round,
            first_player: self.board.first_player,
            stage: Stage::Planning,
            cursor: Cursor::start(0),
            players,
            bots,
            bot_reserve,
            seen_reserve: ArrayVec::new(),
            bricks,
            brick_reserve: self.board.brick_reserve,
            eagle,
            last_eagle: None,
            eagles_taken: self.board.eagles_taken,
            powerups,
            powerup_reserve,
            pending: ArrayVec::new(),
            clock: self.board.clock,
            motion: None,
            checkpoints: None,
            bot_reserve_ran_out,
            playing_on: false,
            end: None,
        };
        let mut g = g;
        check_position(&g)?;
        if g.players.iter().any(|p| p.tank.is_none()) {
            let queue = g
                .turn_order()
                .filter(|&s| g.players[s as usize].tank.is_none())
                .collect();
            g.stage = Stage::PlaceTanks { queue, setup: true };
        }
        Ok(g)
    }

    fn rows(&self) -> Vec<Vec<char>> {
        self.board
            .map
            .lines()
            .map(|l| {
                // A square that is not one character is kept whole (as '?') and refused.
                l.split_whitespace()
                    .map(|w| {
                        let mut ch = w.chars();
                        match (ch.next(), ch.next()) {
                            (Some(c), None) => c,
                            _ => '?',
                        }
                    })
                    .collect::<Vec<char>>()
            })
            .filter(|r| !r.is_empty())
            .collect()
    }
    fn board_width(&self) -> Result<usize, String> {
        self.rows()
            .first()
            .map(|r| r.len())
            .ok_or_else(|| "the map is empty".into())
    }
    fn board_height(&self) -> Result<usize, String> {
        Ok(self.rows().len())
    }

    fn board_and_bricks(&self) -> Result<(Board, ArrayVec<Brick, MAX_BRICKS>), String> {
        let rows = self.rows();
        let h = rows.len();
        let w = self.board_width()?;
        if rows.iter().any(|r| r.len() != w) {
            return Err("every map row needs the same number of squares".into());
        }
        let n = self.board.segment.map(|s| s as usize).unwrap_or(h / 2);
        let cols = w.checked_div(n).unwrap_or(0);
        let boxes_ok = cols % 2 == 0 && (2..=2 * MAX_BOXES as usize).contains(&cols);
        if w > 255 || h > 255 {
            return Err(format!("a {w}×{h} map: at most 255 squares a side"));
        }
        if n < 3 || h != 2 * n || !boxes_ok || w != cols * n {
            return Err(format!(
                "a {w}×{h} map does not split into a ring of 2k×2 segments of {n} (k = 1 to {MAX_BOXES} boxes)"
            ));
        }
        let mut terrain = Vec::with_capacity(w * h);
        let mut bricks = ArrayVec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.iter().enumerate() {
                let cell = (y * w + x) as Cell;
                let t = match ch {
                    '.' => Terrain::Empty,
                    '#' => Terrain::Concrete,
                    'f' => Terrain::Forest,
                    '~' => Terrain::Water,
                    'i' => Terrain::Ice,
                    'B' | 'b' => {
                        bricks
                            .try_push(Brick {
                                cell,
                                damaged: *ch == 'b',
                            })
                            .map_err(|_| "too many bricks")?;
                        Terrain::Empty
                    }
                    '?' => {
                        return Err(format!(
                            "map row {}: every square is one character (. # f ~ i B b), separated by spaces",
                            y + 1
                        ));
                    }
                    c => return Err(format!("map row {} has unknown square {c:?}", y + 1)),
                };
                terrain.push(t);
            }
        }
        let colours: Vec<Colour> = self
            .board
            .colours
            .clone()
            .unwrap_or_else(|| "RYGB".repeat(4))
            .chars()
            .map(|c| {
                Colour::from_letter(c).ok_or_else(|| format!("{c:?} is not a colour (R Y G B)"))
            })
            .collect::<Result<_, _>>()?;
        let ring = crate::content::ring_positions((cols / 2) as u8);
        let mut segment_of = vec![0u8; w * h];
        let mut segments = Vec::new();
        for (i, &(col, row)) in ring.iter().enumerate() {
            for y in 0..n {
                for x in 0..n {
                    segment_of[(row as usize * n + y) * w + col as usize * n + x] = i as u8;
                }
            }
            let (eagle_spot, starting_diagonal, start_zone) = corner_geometry(col, row, cols, n, w);
            segments.push(Segment {
                colour: *colours.get(i).ok_or("name a colour for every segment")?,
                tile: 0,
                rotation: 0,
                col,
                row,
                spawns: Vec::new(),
                eagle_spot,
                starting_diagonal,
                start_zone,
            });
        }
        let mut board = Board::new(
            w as u8,
            h as u8,
            n as u8,
            terrain,
            segments,
            bricks.iter().map(|b: &Brick| b.cell).collect(),
            segment_of,
        );
        for s in &self.spawns {
            let c = board
                .parse_cell(&s.at)
                .ok_or_else(|| format!("spawn {:?} is off the map", s.at))?;
            let seg = board.segment_of[c as usize] as usize;
            if !(1..=4).contains(&s.number) {
                return Err(format!("spawn {}: numbers are 1 to 4", s.at));
            }
            if board.segments[seg]
                .spawns
                .iter()
                .any(|x| x.number == s.number)
            {
                return Err(format!(
                    "spawn {}: its segment has a number {} already",
                    s.at, s.number
                ));
            }
            board.segments[seg].spawns.push(Spawn {
                number: s.number,
                cell: c,
                facing: dir(&s.facing)?,
            });
            board.segments[seg].spawns.sort_by_key(|s| s.number);
        }
        Ok((board, bricks))
    }
}

/// What a real table could not hold: two tanks on one space, a tank in a wall or in
/// water, bricks or tokens beyond the boxes, bots of a colour with no segment.
fn check_position(g: &Tanks) -> Result<(), String> {
    let b = g.board();
    let boxes = g.opts().board.boxes as usize;
    let mut units: Vec<Cell> = g
        .players
        .iter()
        .filter_map(|p| p.tank.map(|t| t.cell))
        .collect();
    units.extend(g.bots.iter().map(|x| x.cell));
    for (i, &c) in units.iter().enumerate() {
        if units[..i].contains(&c) {
            return Err(format!("two tanks on {}", b.name(c)));
        }
        if g.is_solid(c) || b.terrain(c) == Terrain::Water {
            return Err(format!(
                "a tank on {}: not in concrete, a brick or water",
                b.name(c)
            ));
        }
    }
    if g.bricks.len() + g.brick_reserve as usize > 12 * boxes {
        return Err(format!(
            "{} bricks and {} in the reserve: {boxes} box(es) hold {}",
            g.bricks.len(),
            g.brick_reserve,
            12 * boxes
        ));
    }
    for id in g
        .bots
        .iter()
        .map(|x| x.id)
        .chain(g.bot_reserve.iter().copied())
    {
        if id.set as usize >= boxes {
            return Err(format!(
                "bot {}: a board of {boxes} box(es) has no such token",
                id.code()
            ));
        }
        if !b.segments.iter().any(|s| s.colour == id.colour) {
            return Err(format!("bot {}: no segment has its colour", id.code()));
        }
    }
    // Tokens a player holds: bots from the boxes' 16 each, Eagles short of the third,
    // Helms from the 4 power-up tokens (more would overflow the counters).
    let bots_in_boxes = 16 * boxes;
    let scored: usize = g.players.iter().map(|p| p.bots as usize).sum();
    if scored + g.bots.len() + g.bot_reserve.len() > bots_in_boxes {
        return Err(format!(
            "{scored} bot tokens held, {} bots on the board and {} in the reserve: {boxes} box(es) hold {bots_in_boxes}",
            g.bots.len(),
            g.bot_reserve.len()
        ));
    }
    let eagles: usize = g.players.iter().map(|p| p.eagles as usize).sum();
    if eagles > g.eagles_taken as usize {
        return Err(format!(
            "the tanks hold {eagles} Eagles, but eagles_taken is {}",
            g.eagles_taken
        ));
    }
    if g.players.iter().any(|p| p.helms > 4) {
        return Err("a tank with more than 4 Helms: there are 4 power-up tokens".into());
    }
    Ok(())
}

fn parse_maneuvers(s: &str) -> Result<[Vec<Card>; 2], String> {
    let parts: Vec<&str> = s.split('|').collect();
    if parts.len() != 2 {
        return Err(format!("{s:?} needs two maneuvers separated by |"));
    }
    Ok([parse_cards(parts[0])?, parse_cards(parts[1])?])
}

fn show(cards: &[Card]) -> String {
    let v: Vec<&str> = cards.iter().map(|c| c.code()).collect();
    if v.is_empty() {
        "(none)".into()
    } else {
        v.join(" ")
    }
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// Whether a placed power-up matches "Star", "*" (any) or "!Star" (any but a Star).
fn power_matches(pattern: &str, face: PowerUp) -> Result<bool, String> {
    let p = pattern.trim();
    if p == "*" {
        return Ok(true);
    }
    if let Some(not) = p.strip_prefix('!') {
        return Ok(parse_power(not)? != face);
    }
    Ok(parse_power(p)? == face)
}

impl ScenarioGame for Tanks {
    const DRAWS: &'static [&'static str] = &[
        "tiles",
        "tile turns",
        "first player",
        "P# deck",
        "P# discard",
        "bot",
        "power-up",
        "eagle coin",
    ];
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(position: Position, options: toml::Table, chance: Chance) -> Result<Tanks, String> {
        position.build(options, chance)
    }

    fn expand(&self, s: Shorthand) -> Result<Vec<String>, String> {
        let Some(p) = s.plan else {
            return Ok(Vec::new());
        };
        let [m1, m2] = parse_maneuvers(&p)?;
        let mut out = Vec::new();
        for (m, cards) in [m1, m2].iter().enumerate() {
            for c in cards {
                out.push(format!("m{} {}", m + 1, c.code()));
            }
        }
        out.push("commit".into());
        Ok(out)
    }

    fn change(&mut self, change: Change) -> Result<(), String> {
        for t in change.tanks {
            let seat = t.seat as usize;
            let Some(p) = self.players.get(seat) else {
                return Err(format!("there is no seat {}", t.seat));
            };
            let mut p = *p;
            // No pile may hold more of a card than the 18 of a deck.
            let pile = |s: &str| -> Result<Vec<Card>, String> {
                let cards = parse_cards(s)?;
                for c in Card::ALL {
                    let n = cards.iter().filter(|x| **x == c).count();
                    if n > Card::DECK[c.index()] as usize {
                        return Err(format!(
                            "P{}: {n} {} cards, a deck has {}",
                            t.seat + 1,
                            c.name(),
                            Card::DECK[c.index()]
                        ));
                    }
                }
                Ok(cards)
            };
            if let Some(h) = &t.hand {
                p.hand = Cards::default();
                for c in pile(h)? {
                    p.hand.add(c, 1);
                }
            }
            if let Some(d) = &t.deck {
                p.deck = pile(d)?.into_iter().rev().collect();
            }
            if let Some(d) = &t.discard {
                p.discard = Cards::default();
                for c in pile(d)? {
                    p.discard.add(c, 1);
                }
            }
            // Keep the 18 of a deck: the discard pile, then the deck, if not named,
            // give or take the difference.
            for card in Card::ALL {
                let held = p.hand.get(card) as i32
                    + p.deck.iter().filter(|c| **c == card).count() as i32
                    + p.discard.get(card) as i32
                    + p.maneuvers
                        .iter()
                        .flat_map(|m| m.iter())
                        .filter(|c| **c == card)
                        .count() as i32;
                let mut diff = Card::DECK[card.index()] as i32 - held;
                if diff > 0 && t.discard.is_none() {
                    p.discard.add(card, diff as u8);
                    diff = 0;
                }
                if diff > 0 && t.deck.is_none() {
                    for _ in 0..diff {
                        p.deck.push(card);
                    }
                    diff = 0;
                }
                if diff < 0 && t.discard.is_none() {
                    let n = (-diff).min(p.discard.get(card) as i32);
                    p.discard.take(card, n as u8);
                    diff += n;
                }
                if diff < 0 && t.deck.is_none() {
                    while diff < 0 {
                        let Some(i) = p.deck.iter().position(|c| *c == card) else {
                            break;
                        };
                        let mut rest: Vec<Card> = p.deck.to_vec();
                        rest.remove(i);
                        p.deck = rest.into_iter().collect();
                        diff += 1;
                    }
                }
                if diff != 0 {
                    return Err(format!(
                        "P{}: the piles would hold {} {} cards, a deck has {}",
                        t.seat + 1,
                        Card::DECK[card.index()] as i32 - diff,
                        card.name(),
                        Card::DECK[card.index()]
                    ));
                }
            }
            self.players[seat] = p;
        }
        Ok(())
    }

    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }

    fn stop_at_checkpoints(&mut self) {
        self.checkpoints = Some(Box::default());
    }

    fn checkpoint(&self) -> Option<String> {
        self.stopped().map(|c| c.name())
    }

    fn resume(&mut self, events: &mut Vec<Event>) {
        self.resume(events);
    }

    fn check(&self, x: &Expect, d: &mut Diffs) {
        let g = self;
        let b = g.board();
        let name = |c: Option<Cell>| c.map(|c| b.name(c)).unwrap_or_else(|| "none".into());
        for t in &x.tanks {
            let Some(p) = g.players.get(t.seat as usize) else {
                d.fail(format!("there is no seat {}", t.seat));
                continue;
            };
            let who = format!("P{}", t.seat + 1);
            if let Some(at) = &t.at {
                d.same(format!("{who} position"), at, name(p.tank.map(|t| t.cell)));
            }
            if let Some(fc) = &t.facing {
                let got = p
                    .tank
                    .map(|t| t.facing.to_string())
                    .unwrap_or("none".into());
                d.same(format!("{who} facing"), fc.to_uppercase(), got);
            }
            if let Some(n) = t.hand_size {
                d.same(format!("{who} hand size"), n, p.hand.total());
            }
            let cards =
                |what: &str, s: &str| parse_cards(s).map_err(|e| format!("{who} {what}: {e}"));
            if let Some(h) = &t.hand {
                match cards("hand", h) {
                    Ok(want) => d.same(
                        format!("{who} hand"),
                        show(&sorted(want)),
                        show(&p.hand.list()),
                    ),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(deck) = &t.deck {
                let got: Vec<Card> = p.deck.iter().rev().copied().collect();
                match cards("deck", deck) {
                    Ok(want) => d.same(format!("{who} deck (top first)"), show(&want), show(&got)),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(n) = t.deck_size {
                d.same(format!("{who} deck size"), n, p.deck.len());
            }
            if let Some(s) = &t.discard {
                match cards("discard", s) {
                    Ok(want) => d.same(
                        format!("{who} discard pile"),
                        show(&sorted(want)),
                        show(&p.discard.list()),
                    ),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(s) = &t.maneuvers {
                match parse_maneuvers(s) {
                    Ok([m1, m2]) => d.same(
                        format!("{who} maneuvers"),
                        format!("{} | {}", show(&m1), show(&m2)),
                        format!("{} | {}", show(&p.maneuvers[0]), show(&p.maneuvers[1])),
                    ),
                    Err(e) => d.fail(format!("{who} maneuvers: {e}")),
                }
            }
            if let Some(r) = t.revealed {
                d.same(
                    format!("{who} maneuvers face up"),
                    format!("{r:?}"),
                    format!("{:?}", p.revealed),
                );
            }
            if let Some(n) = t.vp {
                d.same(format!("{who} VP"), n, p.vp());
            }
            if let Some(n) = t.bots {
                d.same(format!("{who} bot tokens"), n, p.bots);
            }
            if let Some(n) = t.eagles {
                d.same(format!("{who} Eagles"), n, p.eagles);
            }
            if let Some(n) = t.helms {
                d.same(format!("{who} Helms"), n, p.helms);
            }
            if let Some(v) = t.destroyed {
                d.same(format!("{who} destroyed"), v, p.tank.is_none());
            }
            if let Some(v) = t.disengaged {
                d.same(format!("{who} disengaged"), v, p.disengaged);
            }
        }
        if let Some(bots) = &x.bots {
            let mut want: Vec<String> = bots
                .iter()
                .map(|e| match &e.facing {
                    Some(f) => format!("{} {}", e.at, f.to_uppercase()),
                    None => e.at.clone(),
                })
                .collect();
            let mut got: Vec<String> = g
                .bots
                .iter()
                .map(|bt| {
                    let at = b.name(bt.cell);
                    if bots.iter().any(|e| e.at == at && e.facing.is_some()) {
                        format!("{at} {}", bt.facing)
                    } else {
                        at
                    }
                })
                .collect();
            want.sort();
            got.sort();
            d.same("bots", format!("{want:?}"), format!("{got:?}"));
        }
        for (list, want) in [
            (&x.bricks, "intact"),
            (&x.damaged, "damaged"),
            (&x.no_brick, "none"),
        ] {
            for c in list {
                let got = b.parse_cell(c).and_then(|c| g.brick_at(c)).map(|i| {
                    if g.bricks[i].damaged {
                        "damaged"
                    } else {
                        "intact"
                    }
                });
                d.same(format!("brick on {c}"), want, got.unwrap_or("none"));
            }
        }
        if let Some(n) = x.brick_reserve {
            d.same("brick reserve", n, g.brick_reserve);
        }
        if let Some(e) = &x.eagle {
            d.same("Eagle", e, name(g.eagle));
        }
        if let Some(list) = &x.eagle_one_of {
            let got = name(g.eagle);
            if !list.contains(&got) {
                d.fail(format!("Eagle: expected one of {list:?}, got {got}"));
            }
        }
        if let Some(n) = x.eagles_taken {
            d.same("Eagles taken", n, g.eagles_taken);
        }
        if let Some(want) = &x.powerups {
            let got: Vec<String> = g
                .powerups
                .iter()
                .map(|p| format!("{} {}", b.name(p.cell), p.face.name()))
                .collect();
            // Each expected pattern takes a distinct power-up on its space.
            let mut left: Vec<&PlacedPowerUp> = g.powerups.iter().collect();
            let mut ok = want.len() == left.len();
            for w in want {
                let Some((at, pattern)) = w.trim().split_once(' ') else {
                    d.fail(format!(
                        "power-up {w:?}: write \"c4 Star\", \"c4 *\" or \"c4 !Star\""
                    ));
                    ok = true;
                    break;
                };
                let pos = left.iter().position(|p| {
                    b.parse_cell(at) == Some(p.cell)
                        && power_matches(pattern, p.face).unwrap_or(false)
                });
                if let Err(e) = power_matches(pattern, PowerUp::Star) {
                    d.fail(e);
                }
                match pos {
                    Some(i) => {
                        left.remove(i);
                    }
                    None => ok = false,
                }
            }
            if !ok {
                d.fail(format!("power-ups: expected {want:?}, got {got:?}"));
            }
        }
        if let Some(n) = x.powerup_reserve {
            d.same("power-up reserve", n, g.powerup_reserve.len());
        }
        if let Some(n) = x.bot_reserve {
            d.same("bot reserve", n, g.bot_reserve.len());
        }
        if let Some(want) = &x.bot_reserve_tokens {
            let mut want = want.clone();
            want.sort();
            let mut got: Vec<String> = g.bot_reserve.iter().map(|b| b.code()).collect();
            got.sort();
            d.same(
                "bot reserve tokens",
                format!("{want:?}"),
                format!("{got:?}"),
            );
        }
        if let Some(v) = x.bot_reserve_ran_out {
            d.same("bot reserve ran out", v, g.bot_reserve_ran_out);
        }
        if let Some(c) = x.clock {
            d.same("Clock", c, g.clock);
        }
        if let Some(s) = &x.stage {
            let got = match &g.stage {
                Stage::PlaceTanks { .. } => "PlaceTanks",
                Stage::Planning => "Planning",
                Stage::BotOrder => "BotOrder",
                Stage::PowerUpChoice {
                    power: PowerUp::Shovel,
                    ..
                } => "Shovel",
                Stage::PowerUpChoice { .. } => "Grenade",
                Stage::Over => "Over",
            };
            d.same("stage", s, got);
        }
        if let Some(r) = x.round {
            d.same("round", r, g.round);
        }
        if let Some(s) = x.first_player {
            d.same("first player", s, g.first_player);
        }
        if let Some(e) = &x.end {
            let got = g
                .end
                .as_ref()
                .map(|e| format!("{e:?}"))
                .unwrap_or("none".into());
            d.same("end", e, got);
        }
    }
}
