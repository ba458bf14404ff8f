//! SETUP, as the rulebook's numbered steps, and the card handling every phase shares.

use crate::board::{Cell, Terrain};
use crate::cards::*;
use crate::content::{TileSet, build_board, ring_positions};
use crate::event::{BotRef, Event};
use crate::options::{Layout, MAX_PLAYERS, TanksOptions};
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::{Chance, DrawnFrom, Seat, SetupError};
use std::sync::Arc;

impl Tanks {
    pub(crate) fn setup(options: &TanksOptions, seed: u64) -> Result<Tanks, SetupError> {
        options.validate().map_err(SetupError)?;
        let custom;
        let tiles = match &options.tiles_ron {
            Some(text) => {
                custom = TileSet::load(text).map_err(SetupError)?;
                &custom
            }
            None => TileSet::builtin(),
        };
        let mut chance = Chance::from_seed(seed);
        let boxes = options.board.boxes;
        // 1. "Arrange all 4 board tiles in 2x2 grid. You can rotate them any way you like."
        let layout: Vec<(u8, u8)> = match &options.board.layout {
            Layout::Fixed(l) => l.clone(),
            Layout::Random => {
                let mut order: Vec<u8> = (0..boxes).flat_map(|_| 0..4u8).collect();
                chance.shuffle("tiles", &mut order, DrawnFrom::Start, |t| t.to_string());
                order
                    .into_iter()
                    .map(|t| (t, chance.index_u8("tile turns", 4, |r| r.to_string())))
                    .collect()
            }
        };
        debug_assert_eq!(layout.len(), ring_positions(boxes).len());
        let board = build_board(tiles, &layout, boxes).map_err(SetupError)?;
        if let Some(c) = crate::board::Colour::ALL
            .into_iter()
            .find(|c| !board.segments.iter().any(|s| s.colour == *c))
        {
            return Err(SetupError(format!(
                "no {c:?} segment on the board: every bot colour needs a segment of its own"
            )));
        }
        if board.brick_spots.len() > MAX_BRICKS {
            return Err(SetupError(format!(
                "the tiles have {} brick spots; at most {MAX_BRICKS} bricks fit",
                board.brick_spots.len()
            )));
        }
        // 2. "Put Brick Wall Tokens on all spaces with the Brick Wall icon", intact side up.
        let bricks = board
            .brick_spots
            .iter()
            .map(|&cell| Brick {
                cell,
                damaged: false,
            })
            .collect();
        // 3. Power-ups near the board, star side up.
        let powerup_reserve = (0..4 * boxes).collect();
        // 5-6. One 18-card deck per player; 11. shuffle, draw 7.
        let mut players = ArrayVec::new();
        for _ in 0..options.players {
            let mut deck: Pile = Card::ALL
                .iter()
                .flat_map(|&c| std::iter::repeat_n(c, Card::DECK[c.index()] as usize))
                .collect();
            chance.shuffle(
                DECK_DRAWS[players.len()],
                &mut deck,
                DrawnFrom::End,
                card_code,
            );
            players.push(Player {
                tank: None,
                disengaged: false,
                destroyed: false,
                hand: Cards::default(),
                deck,
                discard: Cards::default(),
                maneuvers: [Pile::new(), Pile::new()],
                revealed: [false; 2],
                exchanged: false,
                committed: false,
                helms: 0,
                bots: 0,
                eagles: 0,
            });
        }
        // 7. The bots, shuffled tank side up.
        let bot_reserve = (0..boxes)
            .flat_map(|set| {
                crate::board::Colour::ALL
                    .into_iter()
                    .flat_map(move |colour| {
                        (1..=4).map(move |number| BotId {
                            colour,
                            number,
                            set,
                        })
                    })
            })
            .collect();
        let mut g = Tanks {
            options: Arc::new(options.clone()),
            board: Arc::new(board),
            chance,
            round: 1,
            first_player: options.first_player,
            stage: Stage::Over,
            cursor: Cursor::start(0),
            players,
            bots: ArrayVec::new(),
            bot_reserve,
            seen_reserve: ArrayVec::new(),
            bricks,
            brick_reserve: 0,
            eagle: None,
            last_eagle: None,
            eagles_taken: 0,
            powerups: ArrayVec::new(),
            powerup_reserve,
            pending: ArrayVec::new(),
            clock: false,
            motion: None,
            checkpoints: None,
            bot_reserve_ran_out: false,
            playing_on: false,
            end: None,
        };
        let mut ev = Vec::new();
        // 8. "Take one random Bot Tank Token and place it on a space with the color and
        // number on its flipside."
        let first = g.draw_bot();
        let colour_segments = g.board.segments_of_colour(first.colour, None);
        let seg =
            colour_segments[g
                .chance
                .index("first bot segment", colour_segments.len(), |i| {
                    colour_segments[i].to_string()
                })];
        let spawn = g.board.segments[seg].spawns[first.number as usize - 1];
        debug_assert_eq!(spawn.number, first.number);
        g.put_bot(first, spawn.cell, spawn.facing, true, &mut ev);
        // 9. "Take two more random bots and, without looking at their flipsides, put them
        // on lowest possible numbers in the same section." Dangerous Four: all numbers.
        let more = if options.variants.dangerous_four {
            3
        } else {
            2
        };
        for _ in 0..more {
            let free = g.board.segments[seg]
                .spawns
                .iter()
                .find(|s| g.spawn_is_free(s.cell))
                .copied();
            if let Some(s) = free {
                let id = g.draw_bot();
                g.put_bot(id, s.cell, s.facing, false, &mut ev);
            }
        }
        // 10. The Eagle, in the same quarter, 3rd space diagonally from the outer corner.
        g.eagle = Some(g.board.segments[seg].eagle_spot);
        // 11. Hands of 7.
        for seat in 0..g.seats() as Seat {
            g.draw(seat, HAND_SIZE, &mut ev);
        }
        // 12. Tanks on the starting diagonal of the quarter farthest from the Eagle, in
        // turn order from the first player.
        g.stage = Stage::PlaceTanks {
            queue: g.turn_order().collect(),
            setup: true,
        };
        Ok(g)
    }

    /// A random token from the bot reserve.
    pub(crate) fn draw_bot(&mut self) -> BotId {
        let i = self.chance.index("bot", self.bot_reserve.len(), |i| {
            self.bot_reserve[i].code()
        });
        let id = self.bot_reserve.swap_remove(i);
        self.seen_reserve.retain(|s| *s != id);
        id
    }

    pub(crate) fn put_bot(
        &mut self,
        id: BotId,
        cell: Cell,
        facing: crate::board::Dir,
        known: bool,
        ev: &mut Vec<Event>,
    ) {
        self.bots.push(Bot {
            id,
            cell,
            facing,
            known,
            moved: false,
        });
        ev.push(Event::BotSpawned {
            bot: BotRef {
                cell,
                id: known.then_some(id),
            },
            facing,
        });
        // The bot did not drive through the power-up, so by default it stays under it
        // (RULINGS.md §53); the other reading discards it as a bot entering one does.
        if !self.options.rulings.placed_bot_discards_powerup {
            return;
        }
        if let Some(i) = self.powerup_at(cell) {
            let p = self.powerups.remove(i);
            self.powerup_reserve.push(p.token);
            ev.push(Event::PowerUpDiscardedByPlacedBot {
                cell,
                power: p.face,
            });
        }
    }

    /// No tank, bot or brick there.
    pub(crate) fn spawn_is_free(&self, c: Cell) -> bool {
        self.unit_at(c).is_none() && !self.is_solid(c)
    }

    /// Where a tank may be placed now: the starting diagonal of the segment farthest
    /// from the Eagle (the corner zone up to it on a doubled board), free and safe.
    pub fn start_spaces(&self) -> Vec<Cell> {
        let mut out = Vec::with_capacity(8);
        self.for_each_start_space(|c| out.push(c));
        out
    }

    /// Calls `f` with each space of [`Tanks::start_spaces`], in order, looking at each
    /// space once.
    pub(crate) fn for_each_start_space(&self, mut f: impl FnMut(Cell)) {
        let (far, zones) = self.start_zones();
        for zone in zones {
            let mut any = false;
            for &c in zone {
                if self.start_space_free(c) {
                    f(c);
                    any = true;
                }
            }
            if any {
                return;
            }
        }
        let mut any = false;
        for c in 0..self.board.cells() as Cell {
            if self.board.segment_of[c as usize] as usize == far && self.start_space_free(c) {
                f(c);
                any = true;
            }
        }
        // Ruling (§27): a segment with no room left at all widens to the whole board.
        if !any {
            for c in 0..self.board.cells() as Cell {
                if self.start_space_free(c) {
                    f(c);
                }
            }
        }
    }

    /// Whether `start_spaces` holds `c`, without listing them.
    pub(crate) fn is_start_space(&self, c: Cell) -> bool {
        if (c as usize) >= self.board.cells() || !self.start_space_free(c) {
            return false;
        }
        match self.start_zone() {
            (Some(zone), _) => zone.contains(&c),
            (None, far) => {
                self.board.segment_of[c as usize] as usize == far
                    || !(0..self.board.cells() as Cell).any(|x| {
                        self.board.segment_of[x as usize] as usize == far
                            && self.start_space_free(x)
                    })
            }
        }
    }

    /// The zone tanks go to now, and the segment farthest from the Eagle. Ruling: a full
    /// diagonal widens to the corner zone, then (`None`) to the whole segment.
    fn start_zone(&self) -> (Option<&[Cell]>, usize) {
        let (far, zones) = self.start_zones();
        let zone = zones
            .into_iter()
            .find(|z| z.iter().any(|&c| self.start_space_free(c)));
        (zone, far)
    }

    /// The segment farthest from the Eagle, and where in it tanks go, widest last: its
    /// starting diagonal (the corner zone up to it on a doubled board), then that zone.
    fn start_zones(&self) -> (usize, [&[Cell]; 2]) {
        let eagle_seg = self.eagle_segment().unwrap_or(0);
        let far = self.board.farthest_segment(eagle_seg);
        let seg = &self.board.segments[far];
        let first = if self.options.board.expanded() {
            &seg.start_zone
        } else {
            &seg.starting_diagonal
        };
        (far, [first, &seg.start_zone])
    }

    /// A space a tank may be put on: free, safe, and not the Eagle's.
    fn start_space_free(&self, c: Cell) -> bool {
        matches!(self.board.terrain(c), Terrain::Empty | Terrain::Forest)
            && self.eagle != Some(c)
            && self.brick_at(c).is_none()
            && self.unit_at(c).is_none()
            && self.powerup_at(c).is_none()
    }

    // ---- cards ----------------------------------------------------------------------

    /// Draws `n` cards (fewer if deck and discard run dry), reshuffling the discard pile
    /// into a new deck when the deck runs out.
    pub(crate) fn draw(&mut self, seat: Seat, n: u8, ev: &mut Vec<Event>) {
        let mut cards = Pile::new();
        for _ in 0..n {
            if self.players[seat as usize].deck.is_empty() {
                if self.players[seat as usize].discard.total() == 0 {
                    break;
                }
                self.reshuffle_discard(seat, ev);
            }
            let p = &mut self.players[seat as usize];
            let c = p.deck.pop().expect("deck refilled");
            p.hand.add(c, 1);
            cards.push(c);
        }
        if !cards.is_empty() {
            ev.push(Event::Drew {
                seat,
                count: cards.len() as u8,
                cards,
            });
        }
    }

    /// "When player's deck runs out of card, simply reshuffle your discard pile".
    fn reshuffle_discard(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat as usize];
        p.deck.push_cards(&p.discard);
        p.discard = Cards::default();
        self.chance.shuffle(
            DECK_DRAWS[seat as usize],
            &mut p.deck,
            DrawnFrom::End,
            card_code,
        );
        ev.push(Event::Reshuffled { seat });
    }

    /// Respawn: "Reshuffle all of their cards, preparing a new deck".
    pub(crate) fn reshuffle_all(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let p = &mut self.players[seat as usize];
        p.deck.push_cards(&p.hand);
        p.deck.push_cards(&p.discard);
        for m in &mut p.maneuvers {
            for &c in m.iter() {
                p.deck.push(c);
            }
            m.clear();
        }
        p.hand = Cards::default();
        p.discard = Cards::default();
        self.chance.shuffle(
            DECK_DRAWS[seat as usize],
            &mut p.deck,
            DrawnFrom::End,
            card_code,
        );
        ev.push(Event::ReshuffledAll { seat });
    }

    /// Discards `n` random cards from the hand, face up.
    pub(crate) fn lose_random_cards(&mut self, seat: Seat, n: u8, ev: &mut Vec<Event>) {
        let mut lost = Pile::new();
        for _ in 0..n {
            let total = self.players[seat as usize].hand.total();
            if total == 0 {
                break;
            }
            let hand = self.players[seat as usize].hand;
            let i = self
                .chance
                .index_u8(DISCARD_DRAWS[seat as usize], total, |i| {
                    hand.nth(i).code().to_string()
                });
            let p = &mut self.players[seat as usize];
            let c = p.hand.nth(i);
            p.hand.take(c, 1);
            p.discard.add(c, 1);
            lost.push(c);
        }
        lost.sort();
        ev.push(Event::CardsLost { seat, cards: lost });
    }
}

/// Names of the per-seat draws, for scripts ("P1 deck: A3 L", "P2 discard: A2").
const DECK_DRAWS: [&str; MAX_PLAYERS] = [
    "P1 deck", "P2 deck", "P3 deck", "P4 deck", "P5 deck", "P6 deck", "P7 deck", "P8 deck",
    "P9 deck", "P10 deck", "P11 deck", "P12 deck", "P13 deck", "P14 deck", "P15 deck", "P16 deck",
];
#[rustfmt::skip]
const DISCARD_DRAWS: [&str; MAX_PLAYERS] = [
    "P1 discard", "P2 discard", "P3 discard", "P4 discard", "P5 discard", "P6 discard",
    "P7 discard", "P8 discard", "P9 discard", "P10 discard", "P11 discard", "P12 discard",
    "P13 discard", "P14 discard", "P15 discard", "P16 discard",
];

fn card_code(c: &Card) -> String {
    c.code().to_string()
}
