//! POWER-UPS and EAGLES: placing, taking and using them, and the end of the game.

use crate::board::{Cell, Terrain};
use crate::event::{Cause, Event};
use crate::options::TieRule;
use crate::options::{MAX_PLAYERS, ShovelGround};
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::Seat;

impl Tanks {
    /// The bot's own space: its colour and number, in the segment of its colour nearest
    /// the Eagle (a doubled board has two).
    pub(crate) fn home_space(&self, id: BotId) -> Option<(usize, Cell)> {
        let seg = self
            .board
            .nearest_segment_of_colour(id.colour, self.eagle_segment())?;
        let spawn = self.board.segments[seg]
            .spawns
            .iter()
            .find(|s| s.number == id.number)?;
        Some((seg, spawn.cell))
    }

    /// "Whenever bot is blown-up, take random Power-Up token from the reserve and put it on
    /// space, corresponding to color and number on the back of the destroyed bot. If there
    /// is no Star on the board at that moment, put the bonus token Star side-up."
    pub(crate) fn place_powerup(&mut self, id: BotId, ev: &mut Vec<Event>) {
        if self.powerup_reserve.is_empty() {
            return;
        }
        let Some((_, cell)) = self.home_space(id) else {
            return;
        };
        // Ruling: a space holding a brick or another power-up takes no new one.
        if self.powerup_at(cell).is_some() || self.brick_at(cell).is_some() {
            return;
        }
        // Scripts name the token by its back: the face it shows if a Star is out.
        let i = self
            .chance
            .index("power-up", self.powerup_reserve.len(), |i| {
                PowerUp::BACKS[self.powerup_reserve[i] as usize % 4]
                    .name()
                    .to_string()
            });
        let token = self.powerup_reserve.swap_remove(i);
        let star_out = self.powerups.iter().any(|p| p.face == PowerUp::Star);
        let face = if star_out {
            PowerUp::BACKS[token as usize % 4]
        } else {
            PowerUp::Star
        };
        self.powerups.push(PlacedPowerUp { cell, token, face });
        ev.push(Event::PowerUpPlaced { cell, power: face });
    }

    pub(crate) fn take_powerup(&mut self, seat: Seat, cell: Cell, ev: &mut Vec<Event>) {
        let i = self.powerup_at(cell).expect("a power-up here");
        let p = self.powerups.remove(i);
        ev.push(Event::PowerUpTaken {
            seat,
            cell,
            power: p.face,
        });
        if p.face != PowerUp::Helm {
            // "Used or removed Power-Ups all shuffled back to the reserve"
            self.powerup_reserve.push(p.token);
        }
        match p.face {
            // «игрок сразу берет 2 дополнительные карты из своей колоды»
            PowerUp::Star => self.draw(seat, 2, ev),
            // «до конца этого хода боты не двигаются и не стреляют»
            PowerUp::Clock => {
                self.clock = true;
                ev.push(Event::BotsFrozen);
            }
            PowerUp::Helm => self.players[seat as usize].helms += 1,
            PowerUp::Shovel | PowerUp::Grenade => {
                let _ = self.pending.try_push((seat, p.face));
            }
        }
    }

    /// A used Helm goes back to the reserve star side up.
    pub(crate) fn return_helm_token(&mut self) {
        let kept = (0..MAX_POWERUPS as u8).find(|t| {
            PowerUp::BACKS[*t as usize % 4] == PowerUp::Helm
                && (*t as usize) < 4 * self.boxes()
                && !self.powerup_reserve.contains(t)
                && !self.powerups.iter().any(|p| p.token == *t)
        });
        if let Some(t) = kept {
            self.powerup_reserve.push(t);
        }
    }

    pub(crate) fn boxes(&self) -> usize {
        self.options.board.boxes as usize
    }

    /// Shovel: "remove one whole or damaged Brick Wall ... OR add a Brick Wall Token" —
    /// RU: onto an empty space, only if a removed token is free.
    pub(crate) fn shovel_add_spaces(&self) -> Vec<Cell> {
        if self.brick_reserve == 0 {
            return Vec::new();
        }
        (0..self.board.cells() as Cell)
            .filter(|&c| self.shovel_add_ok(c))
            .collect()
    }

    pub(crate) fn shovel_add_ok(&self, c: Cell) -> bool {
        let ground = match self.options.rulings.shovel_builds_on {
            ShovelGround::EmptyGround => self.board.terrain(c) == Terrain::Empty,
            ShovelGround::GroundForestIce => matches!(
                self.board.terrain(c),
                Terrain::Empty | Terrain::Forest | Terrain::Ice
            ),
        };
        self.brick_reserve > 0
            && ground
            && self.brick_at(c).is_none()
            && self.unit_at(c).is_none()
            && self.powerup_at(c).is_none()
            && self.eagle != Some(c)
    }

    pub(crate) fn shovel_remove(&mut self, seat: Seat, c: Cell, ev: &mut Vec<Event>) {
        let i = self.brick_at(c).expect("checked legal");
        self.bricks.remove(i);
        self.brick_reserve += 1;
        ev.push(Event::ShovelRemoved { seat, cell: c });
    }

    pub(crate) fn shovel_add(&mut self, seat: Seat, c: Cell, ev: &mut Vec<Event>) {
        self.brick_reserve -= 1;
        self.bricks.push(Brick {
            cell: c,
            damaged: false,
        });
        ev.push(Event::ShovelAdded { seat, cell: c });
    }

    /// "resolve an explosion in that space and all adjacent spaces": bricks removed, bots
    /// destroyed without power-ups (RU: the player takes their tokens), players discard 2.
    pub(crate) fn grenade(&mut self, seat: Seat, centre: Cell, ev: &mut Vec<Event>) {
        ev.push(Event::GrenadeExploded { seat, cell: centre });
        let (cx, cy) = self.board.xy(centre);
        let area: Vec<Cell> = (-1..=1)
            .flat_map(|dy| (-1..=1).map(move |dx| (cx + dx, cy + dy)))
            .filter_map(|(x, y)| self.board.cell(x, y))
            .collect();
        for &c in &area {
            if let Some(i) = self.brick_at(c) {
                self.bricks.remove(i);
                self.brick_reserve += 1;
                ev.push(Event::BrickRemoved { cell: c });
            }
        }
        let credit = self.options.rulings.grenade_kills_score.then_some(seat);
        for &c in &area {
            if let Some(i) = self.bot_at(c) {
                let id = self.bots[i].id;
                self.bots[i].known = true;
                self.lose_unit(Unit::Bot(id), c, Cause::Grenade, credit, ev);
            }
        }
        let helm = self.options.rulings.helm_stops_grenade;
        for &c in &area {
            if let Some(s) = self.player_at(c) {
                self.damage_player(s, 2, helm, Cause::Grenade, ev);
            }
        }
        self.check_end(ev);
    }

    /// "Player who entered space with The Eagle, takes that token. If that was third
    /// captured Eagle, the game ends immediately. If it wasn't - place new Eagle Token ...
    /// flip The Eagle Token like a coin."
    pub(crate) fn take_eagle(&mut self, seat: Seat, cell: Cell, ev: &mut Vec<Event>) {
        let seg = self.board.segment_of[cell as usize] as usize;
        self.eagle = None;
        self.last_eagle = Some(cell);
        self.players[seat as usize].eagles += 1;
        self.eagles_taken += 1;
        ev.push(Event::EagleTaken {
            seat,
            cell,
            taken: self.eagles_taken,
        });
        self.check_end(ev);
        if self.is_over() || self.eagles_taken >= EAGLES {
            return;
        }
        // «Если Орел смотрит направо … по часовой стрелке»
        let clockwise = self.chance.coin("eagle coin", "right", "left");
        let next = self.board.next_segment(seg, clockwise);
        let spot = self.board.segments[next].eagle_spot;
        self.eagle = Some(spot);
        ev.push(Event::EaglePlaced {
            cell: spot,
            clockwise: Some(clockwise),
        });
    }

    /// "The game ends immediately after third Eagle is captured or when player with the
    /// most VP has at least 5 VP more than second-placed player." Called after every
    /// change of VP.
    pub(crate) fn check_end(&mut self, ev: &mut Vec<Event>) {
        if self.is_over() {
            return;
        }
        if self.options.single_player() {
            if self.eagles_taken >= EAGLES {
                self.finish(EndReason::ThirdEagle, ev);
            }
            return;
        }
        let mut vps: ArrayVec<i32, MAX_PLAYERS> = self.players.iter().map(|p| p.vp()).collect();
        vps.sort_unstable_by(|a, b| b.cmp(a));
        let tied = vps[0] == vps[1];
        if self.playing_on {
            if !tied {
                self.finish(EndReason::TieBroken, ev);
            } else if self.tie_cannot_break() {
                self.finish(EndReason::TieStands, ev);
            }
        } else if self.eagles_taken >= EAGLES {
            if tied && self.options.rulings.tie == TieRule::PlayOn {
                // "If tied, continue to play until the tie is broken."
                self.playing_on = true;
                if self.tie_cannot_break() {
                    self.finish(EndReason::TieStands, ev);
                }
            } else {
                self.finish(EndReason::ThirdEagle, ev);
            }
        } else if vps[0] - vps[1] >= 5 {
            self.finish(EndReason::LeadOfFive, ev);
        }
    }

    /// Playing on after the third Eagle, only bots score; with none on the board and the
    /// reserve run out for good (§48), nothing can ever break the tie (RULINGS.md §17).
    fn tie_cannot_break(&self) -> bool {
        self.bots.is_empty() && self.bot_reserve_ran_out
    }

    pub(crate) fn finish(&mut self, reason: EndReason, ev: &mut Vec<Event>) {
        self.end = Some(reason.clone());
        self.stage = Stage::Over;
        let winners = self.winners();
        ev.push(Event::GameOver { reason, winners });
    }

    pub fn winners(&self) -> Vec<Seat> {
        if self.options.single_player() {
            return if self.eagles_taken >= EAGLES {
                vec![0]
            } else {
                vec![]
            };
        }
        let best = self.players.iter().map(|p| p.vp()).max().unwrap_or(0);
        (0..self.seats() as Seat)
            .filter(|&s| self.players[s as usize].vp() == best)
            .collect()
    }
}
