//! Scenario files: an exact position written by hand in TOML, a script of actions, and
//! the expected results, with the rule sentence they check. `check` runs one and returns
//! a readable list of differences. The format is documented in `tests/scenarios/README.md`.

use crate::board::{Board, Cell, Colour, Dir, Segment, Spawn, Terrain};
use crate::content::corner_geometry;
use crate::options::TanksOptions;
use crate::state::*;
use crate::{Action, Event};
use arrayvec::ArrayVec;
use coinop_core::{Chance, Game, Seat};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The rule sentence(s) checked, quoted, with the rulebook (EN/RU) or RULINGS.md.
    pub rule: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub options: toml::Table,
    pub board: BoardSpec,
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
    #[serde(default, rename = "bot")]
    pub bots: Vec<BotSpec>,
    #[serde(default, rename = "powerup")]
    pub powerups: Vec<PowerUpSpec>,
    #[serde(default, rename = "spawn")]
    pub spawns: Vec<SpawnSpec>,
    #[serde(default, rename = "step")]
    pub steps: Vec<StepSpec>,
    #[serde(default)]
    pub expect: Expect,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Rows of squares separated by spaces: `.` empty, `#` concrete, `f` forest, `~`
    /// water, `i` ice, `B` intact brick, `b` damaged brick.
    pub map: String,
    /// Squares per segment side; default half the height.
    pub segment: Option<u8>,
    /// Segment colours clockwise from the north-west, default "RYGB".
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

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepSpec {
    /// Acting seat; default the first seat whose decision it is.
    pub seat: Option<u8>,
    /// One action in text notation ("m1 A2", "commit", "bot c4", "grenade d5" …).
    #[serde(rename = "do")]
    pub action: Option<String>,
    /// A whole plan: "A2 L | R" puts A2 then L on maneuver 1, R on maneuver 2, commits.
    pub plan: Option<String>,
    /// This action must be refused, with an error containing this text.
    pub error: Option<String>,
    pub expect: Option<Expect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankExpect>,
    /// Every bot on the board, in any order.
    #[serde(rename = "bots")]
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
    /// "c4 Star" entries: exactly these power-ups on the board.
    pub powerups: Option<Vec<String>>,
    pub bot_reserve: Option<usize>,
    pub clock: Option<bool>,
    /// Texts each matching some event's narration (substring), since the last check.
    #[serde(default)]
    pub events: Vec<String>,
    #[serde(default)]
    pub no_events: Vec<String>,
    /// "Planning", "BotOrder", "PlaceTanks", "Shovel", "Grenade", "Over".
    pub stage: Option<String>,
    pub round: Option<u16>,
    pub first_player: Option<u8>,
    /// "ThirdEagle", "LeadOfFive", "TieBroken", "RoundLimit".
    pub end: Option<String>,
    pub winners: Option<Vec<u8>>,
    /// Seats whose decision it is.
    pub waiting: Option<Vec<u8>>,
    /// Legal actions of `legal_seat` must include these…
    #[serde(default)]
    pub legal: Vec<String>,
    /// …and must not include these.
    #[serde(default)]
    pub illegal: Vec<String>,
    #[serde(default)]
    pub legal_seat: u8,
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
    pub deck_size: Option<u8>,
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

/// A scenario that ran: the differences found (empty when it passed) and the narration.
pub struct Report {
    pub failures: Vec<String>,
    pub log: Vec<String>,
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

impl Scenario {
    pub fn parse(text: &str) -> Result<Scenario, String> {
        toml::from_str(text).map_err(|e| e.to_string())
    }

    /// The position the scenario describes.
    pub fn build(&self) -> Result<Tanks, String> {
        let mut options: TanksOptions = toml::Value::Table(self.options.clone())
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
        let bot_reserve = match &self.board.bot_reserve {
            Some(list) => list
                .iter()
                .map(|s| BotId::parse(s).ok_or_else(|| format!("{s:?} is not a bot token")))
                .collect::<Result<_, _>>()?,
            None => all_ids
                .iter()
                .filter(|id| !bots.iter().any(|b| b.id == **id))
                .copied()
                .collect(),
        };
        let mut powerups = ArrayVec::new();
        for (i, p) in self.powerups.iter().enumerate() {
            let face = parse_power(&p.power)?;
            let token = match face {
                PowerUp::Star => i as u8,
                f => PowerUp::BACKS.iter().position(|b| *b == f).expect("a back") as u8,
            };
            powerups.push(PlacedPowerUp {
                cell: cell(&p.at)?,
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
        let g = Tanks {
            options: Arc::new(options),
            board: Arc::new(board),
            chance: Chance::from_seed(self.seed),
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
            bot_reserve_ran_out: false,
            playing_on: false,
            end: None,
        };
        let mut g = g;
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
                l.split_whitespace()
                    .filter_map(|w| w.chars().next())
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
        if n < 3 || h != 2 * n || !(cols == 2 || cols == 4) || w != cols * n {
            return Err(format!(
                "a {w}×{h} map does not split into 2×2 or 4×2 segments of {n}"
            ));
        }
        if w > 26 {
            return Err("maps are at most 26 squares wide".into());
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
            board.segments[seg].spawns.push(Spawn {
                number: s.number,
                cell: c,
                facing: dir(&s.facing)?,
            });
            board.segments[seg].spawns.sort_by_key(|s| s.number);
        }
        Ok((board, bricks))
    }

    /// Runs the scenario and compares.
    pub fn check(&self) -> Report {
        let mut failures = Vec::new();
        let mut log = Vec::new();
        let mut g = match self.build() {
            Ok(g) => g,
            Err(e) => {
                return Report {
                    failures: vec![format!("cannot build the position: {e}")],
                    log,
                };
            }
        };
        let mut events: Vec<Event> = Vec::new();
        for (i, step) in self.steps.iter().enumerate() {
            let label = format!("step {}", i + 1);
            let seat = step
                .seat
                .unwrap_or_else(|| g.to_move().seats().first().unwrap_or(0));
            let actions: Vec<String> = match (&step.action, &step.plan) {
                (Some(a), None) => vec![a.clone()],
                (None, Some(p)) => match plan_actions(p) {
                    Ok(v) => v,
                    Err(e) => {
                        failures.push(format!("{label}: {e}"));
                        break;
                    }
                },
                (None, None) => Vec::new(),
                (Some(_), Some(_)) => {
                    failures.push(format!("{label}: give `do` or `plan`, not both"));
                    break;
                }
            };
            let mut stop = false;
            for text in &actions {
                let before = g.state_hash();
                let result = g.parse_action(text).and_then(|a: Action| {
                    let mut ev = Vec::new();
                    g.apply_into(seat, &a, &mut ev).map(|_| ev)
                });
                match (result, &step.error) {
                    (Ok(ev), None) => {
                        for e in &ev {
                            log.push(g.event_text(e));
                        }
                        events.extend(ev);
                    }
                    (Ok(_), Some(want)) => {
                        failures.push(format!("{label}: P{} {text:?} was accepted, expected an error containing {want:?}", seat + 1));
                        stop = true;
                    }
                    (Err(e), Some(want)) => {
                        if !e.to_string().contains(want.as_str()) {
                            failures.push(format!(
                                "{label}: error {:?} does not contain {want:?}",
                                e.to_string()
                            ));
                        }
                        if g.state_hash() != before {
                            failures.push(format!("{label}: a refused action changed the state"));
                        }
                    }
                    (Err(e), None) => {
                        failures.push(format!("{label}: P{} {text:?} refused: {e}", seat + 1));
                        stop = true;
                    }
                }
            }
            if stop {
                break;
            }
            if let Some(x) = &step.expect {
                compare(&g, x, &events, &label, &mut failures);
                events.clear();
            }
        }
        compare(&g, &self.expect, &events, "end", &mut failures);
        Report { failures, log }
    }
}

/// "A2 L | R" → place A2, L on maneuver 1, R on maneuver 2, commit.
fn plan_actions(p: &str) -> Result<Vec<String>, String> {
    let parts: Vec<&str> = p.split('|').collect();
    if parts.len() != 2 {
        return Err(format!("plan {p:?} needs two maneuvers separated by |"));
    }
    let mut out = Vec::new();
    for (m, part) in parts.iter().enumerate() {
        for c in parse_cards(part)? {
            out.push(format!("m{} {}", m + 1, c.code()));
        }
    }
    out.push("commit".into());
    Ok(out)
}

fn compare(g: &Tanks, x: &Expect, events: &[Event], label: &str, f: &mut Vec<String>) {
    let b = g.board();
    let name = |c: Option<Cell>| c.map(|c| b.name(c)).unwrap_or_else(|| "none".into());
    let mut diffs = Vec::new();
    let mut diff = |what: String, want: String, got: String| {
        if want != got {
            diffs.push(format!("{label}: {what}: expected {want}, got {got}"));
        }
    };
    for t in &x.tanks {
        let Some(p) = g.players.get(t.seat as usize) else {
            diff(
                format!("tank {}", t.seat),
                "a seat".into(),
                "no such seat".into(),
            );
            continue;
        };
        let who = format!("P{}", t.seat + 1);
        if let Some(at) = &t.at {
            diff(
                format!("{who} position"),
                at.clone(),
                name(p.tank.map(|t| t.cell)),
            );
        }
        if let Some(fc) = &t.facing {
            diff(
                format!("{who} facing"),
                fc.to_uppercase(),
                p.tank
                    .map(|t| t.facing.to_string())
                    .unwrap_or("none".into()),
            );
        }
        if let Some(n) = t.hand_size {
            diff(
                format!("{who} hand size"),
                n.to_string(),
                p.hand.total().to_string(),
            );
        }
        if let Some(h) = &t.hand {
            let mut want = parse_cards(h).unwrap_or_default();
            want.sort();
            let show = |v: &[Card]| v.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ");
            diff(format!("{who} hand"), show(&want), show(&p.hand.list()));
        }
        if let Some(n) = t.deck_size {
            diff(
                format!("{who} deck size"),
                n.to_string(),
                p.deck.len().to_string(),
            );
        }
        if let Some(n) = t.vp {
            diff(format!("{who} VP"), n.to_string(), p.vp().to_string());
        }
        if let Some(n) = t.bots {
            diff(
                format!("{who} bot tokens"),
                n.to_string(),
                p.bots.to_string(),
            );
        }
        if let Some(n) = t.eagles {
            diff(format!("{who} Eagles"), n.to_string(), p.eagles.to_string());
        }
        if let Some(n) = t.helms {
            diff(format!("{who} Helms"), n.to_string(), p.helms.to_string());
        }
        if let Some(d) = t.destroyed {
            diff(
                format!("{who} destroyed"),
                d.to_string(),
                (p.tank.is_none()).to_string(),
            );
        }
        if let Some(d) = t.disengaged {
            diff(
                format!("{who} disengaged"),
                d.to_string(),
                p.disengaged.to_string(),
            );
        }
    }
    if let Some(bots) = &x.bots {
        let mut want: Vec<String> = bots
            .iter()
            .map(|e| {
                format!(
                    "{}{}",
                    e.at,
                    e.facing
                        .as_ref()
                        .map(|f| format!(" {}", f.to_uppercase()))
                        .unwrap_or_default()
                )
            })
            .collect();
        let mut got: Vec<String> = g
            .bots
            .iter()
            .map(|bt| {
                let facing_wanted = bots
                    .iter()
                    .any(|e| e.at == b.name(bt.cell) && e.facing.is_some());
                if facing_wanted {
                    format!("{} {}", b.name(bt.cell), bt.facing)
                } else {
                    b.name(bt.cell)
                }
            })
            .collect();
        want.sort();
        got.sort();
        diff("bots".into(), format!("{want:?}"), format!("{got:?}"));
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
            diff(
                format!("brick on {c}"),
                want.into(),
                got.unwrap_or("none").into(),
            );
        }
    }
    if let Some(n) = x.brick_reserve {
        diff(
            "brick reserve".into(),
            n.to_string(),
            g.brick_reserve.to_string(),
        );
    }
    if let Some(e) = &x.eagle {
        diff("Eagle".into(), e.clone(), name(g.eagle));
    }
    if let Some(list) = &x.eagle_one_of {
        let got = name(g.eagle);
        if !list.contains(&got) {
            f.push(format!(
                "{label}: Eagle: expected one of {list:?}, got {got}"
            ));
        }
    }
    if let Some(n) = x.eagles_taken {
        diff(
            "Eagles taken".into(),
            n.to_string(),
            g.eagles_taken.to_string(),
        );
    }
    if let Some(p) = &x.powerups {
        let mut want: Vec<String> = p.iter().map(|s| s.to_lowercase()).collect();
        let mut got: Vec<String> = g
            .powerups
            .iter()
            .map(|p| format!("{} {}", b.name(p.cell), p.face.name()).to_lowercase())
            .collect();
        want.sort();
        got.sort();
        diff("power-ups".into(), format!("{want:?}"), format!("{got:?}"));
    }
    if let Some(n) = x.bot_reserve {
        diff(
            "bot reserve".into(),
            n.to_string(),
            g.bot_reserve.len().to_string(),
        );
    }
    if let Some(c) = x.clock {
        diff("Clock".into(), c.to_string(), g.clock.to_string());
    }
    let texts: Vec<String> = events.iter().map(|e| g.event_text(e)).collect();
    for want in &x.events {
        if !texts.iter().any(|t| t.contains(want.as_str())) {
            f.push(format!(
                "{label}: no event says {want:?}; events were:\n    {}",
                texts.join("\n    ")
            ));
        }
    }
    for not in &x.no_events {
        if let Some(t) = texts.iter().find(|t| t.contains(not.as_str())) {
            f.push(format!("{label}: unexpected event {t:?}"));
        }
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
        diff("stage".into(), s.clone(), got.into());
    }
    if let Some(r) = x.round {
        diff("round".into(), r.to_string(), g.round.to_string());
    }
    if let Some(s) = x.first_player {
        diff(
            "first player".into(),
            s.to_string(),
            g.first_player.to_string(),
        );
    }
    if let Some(e) = &x.end {
        diff(
            "end".into(),
            e.clone(),
            g.end
                .as_ref()
                .map(|e| format!("{e:?}"))
                .unwrap_or("none".into()),
        );
    }
    if let Some(w) = &x.winners {
        let got = if g.end.is_some() { g.winners() } else { vec![] };
        diff("winners".into(), format!("{w:?}"), format!("{got:?}"));
    }
    if let Some(w) = &x.waiting {
        diff(
            "waiting for".into(),
            format!("{w:?}"),
            format!("{:?}", g.to_move().seats().to_vec()),
        );
    }
    if !x.legal.is_empty() || !x.illegal.is_empty() {
        let legal: Vec<String> = g
            .legal_actions(x.legal_seat as Seat)
            .iter()
            .map(|a| g.action_text(a))
            .collect();
        for a in &x.legal {
            if !legal.contains(a) {
                f.push(format!(
                    "{label}: {a:?} should be legal for P{}; legal: {legal:?}",
                    x.legal_seat + 1
                ));
            }
        }
        for a in &x.illegal {
            if legal.contains(a) {
                f.push(format!(
                    "{label}: {a:?} should not be legal for P{}",
                    x.legal_seat + 1
                ));
            }
        }
    }
    f.extend(diffs);
}
