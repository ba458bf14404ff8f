//! OPEN FIRE: every tank fires at once, then the hits are resolved together.

use crate::board::{Cell, Dir, Terrain};
use crate::event::{BotRef, Cause, Event, Mover, ShotTarget};
use crate::options::{BrickDoubleHit, MAX_PLAYERS};
use crate::pieces::*;
use crate::state::*;
use arrayvec::ArrayVec;
use coinop_core::Seat;

/// Everything hit in one volley.
#[derive(Default)]
struct Volley {
    /// Brick cell and the side each hit came from.
    bricks: ArrayVec<(Cell, Dir), MAX_UNITS>,
    players: ArrayVec<Seat, MAX_UNITS>,
    /// Bot and the player who hit it (bots never fire at bots).
    bots: ArrayVec<(BotId, Seat), MAX_UNITS>,
}

impl Tanks {
    /// A bot as the target of a shot: bots in the forest cannot be targeted either
    /// (RU footnote: «танк» without qualification means a player's tank or a bot).
    fn bot_visible_at(&self, c: Cell) -> Option<usize> {
        let b = self.bot_at(c)?;
        (self.board.terrain(c) != Terrain::Forest).then_some(b)
    }

    /// "Player tanks always fire, hitting whatever it is in front of them - brick wall,
    /// concrete, bot or another player's tank."
    fn player_shot(&self, seat: Seat) -> ShotTarget {
        let t = self.players[seat as usize]
            .tank
            .expect("active tanks are on the board");
        let mut c = t.cell;
        while let Some(n) = self.board.step(c, t.facing) {
            c = n;
            if self.board.terrain(c) == crate::board::Terrain::Concrete {
                return ShotTarget::Concrete(c);
            }
            if self.brick_at(c).is_some() {
                return ShotTarget::Brick(c);
            }
            if let Some(s) = self.visible_player_at(c) {
                return ShotTarget::Player(s);
            }
            if let Some(b) = self.bot_visible_at(c) {
                let bot = &self.bots[b];
                return ShotTarget::Bot(BotRef {
                    cell: c,
                    id: bot.known.then_some(bot.id),
                });
            }
        }
        ShotTarget::Nothing
    }

    /// Resolves the volley of the current action phase.
    pub(crate) fn open_fire(&mut self, ev: &mut Vec<Event>) {
        let mut volley = Volley::default();
        for seat in self.turn_order().collect::<ArrayVec<Seat, MAX_PLAYERS>>() {
            if !self.players[seat as usize].active() {
                continue;
            }
            let target = self.player_shot(seat);
            let facing = self.players[seat as usize]
                .tank
                .map(|t| t.facing)
                .expect("active");
            ev.push(Event::Shot {
                shooter: Mover::Player(seat),
                target,
            });
            match target {
                ShotTarget::Brick(c) => volley.bricks.push((c, facing)),
                ShotTarget::Player(s) => volley.players.push(s),
                ShotTarget::Bot(b) => {
                    let id = self.bots[self.bot_at(b.cell).expect("bot")].id;
                    volley.bots.push((id, seat));
                }
                _ => {}
            }
        }
        // "Bot tanks only fire if there is a player tank in front of them."
        if !self.clock {
            for b in &self.bots {
                if let Some((s, _)) = self.bot_sight(b.cell, b.facing) {
                    let me = BotRef {
                        cell: b.cell,
                        id: b.known.then_some(b.id),
                    };
                    ev.push(Event::Shot {
                        shooter: Mover::Bot(me),
                        target: ShotTarget::Player(s),
                    });
                    volley.players.push(s);
                }
            }
        }
        self.resolve_bricks(&volley, ev);
        self.resolve_player_hits(&volley, ev);
        self.resolve_bot_hits(&volley, ev);
        // All hits are simultaneous: the score is checked once the volley is resolved.
        self.check_end(ev);
    }

    /// "When Brick Wall is hit, flip it to Damaged side." RU: «Если несколько танков
    /// стреляют по кирпичу, а также в случае попадания в полуразрушенный кирпич – снимите
    /// этот жетон с поля.»
    fn resolve_bricks(&mut self, v: &Volley, ev: &mut Vec<Event>) {
        let mut cells: ArrayVec<Cell, MAX_UNITS> = v.bricks.iter().map(|b| b.0).collect();
        cells.sort();
        let mut last = None;
        for &c in &cells {
            if last == Some(c) {
                continue;
            }
            last = Some(c);
            let hits: ArrayVec<Dir, MAX_UNITS> =
                v.bricks.iter().filter(|b| b.0 == c).map(|b| b.1).collect();
            let i = self.brick_at(c).expect("a hit brick is on the board");
            let several = match self.options.rulings.brick_double_hit {
                BrickDoubleHit::SeveralTanks => hits.len() > 1,
                BrickDoubleHit::DifferentSides => hits.iter().any(|d| *d != hits[0]),
            };
            if self.bricks[i].damaged || several {
                self.bricks.remove(i);
                self.brick_reserve += 1;
                ev.push(Event::BrickRemoved { cell: c });
            } else {
                self.bricks[i].damaged = true;
                ev.push(Event::BrickDamaged { cell: c });
            }
        }
    }

    /// "When player's tank is hit - that player must discard 2 random cards ... If player
    /// doesn't have enough cards, their tank is destroyed". The Helm "prevents all
    /// simultaneous damage".
    fn resolve_player_hits(&mut self, v: &Volley, ev: &mut Vec<Event>) {
        for seat in 0..self.seats() as Seat {
            let hits = v.players.iter().filter(|&&s| s == seat).count() as u8;
            if hits == 0 {
                continue;
            }
            let hits = if self.options.rulings.stacked_hits {
                hits
            } else {
                1
            };
            self.damage_player(seat, 2 * hits, true, Cause::Shot, ev);
        }
    }

    /// Costs `cards` cards, or the tank if the hand is short. `helm` says whether a Helm
    /// may absorb it.
    pub(crate) fn damage_player(
        &mut self,
        seat: Seat,
        cards: u8,
        helm: bool,
        cause: Cause,
        ev: &mut Vec<Event>,
    ) {
        let p = &mut self.players[seat as usize];
        if helm && p.helms > 0 {
            p.helms -= 1;
            self.return_helm_token();
            ev.push(Event::HelmUsed { seat });
            return;
        }
        if p.hand.total() < cards {
            let cell = p.tank.expect("a hit tank is on the board").cell;
            self.lose_unit(Unit::Player(seat), cell, cause, None, ev);
        } else {
            self.lose_random_cards(seat, cards, ev);
        }
    }

    /// "When bot tank is hit - that tank is destroyed. Player who blown it up gets the
    /// token ... If multiple players hit the same bot at the same time, no one gets the
    /// token".
    fn resolve_bot_hits(&mut self, v: &Volley, ev: &mut Vec<Event>) {
        let mut ids: ArrayVec<BotId, MAX_UNITS> = v.bots.iter().map(|b| b.0).collect();
        ids.sort();
        for (k, &id) in ids.iter().enumerate() {
            if k > 0 && ids[k - 1] == id {
                continue;
            }
            let mut shooters: ArrayVec<Seat, MAX_UNITS> = ArrayVec::new();
            for &(_, s) in v.bots.iter().filter(|b| b.0 == id) {
                if !shooters.contains(&s) {
                    shooters.push(s);
                }
            }
            shooters.sort();
            let i = self
                .bots
                .iter()
                .position(|b| b.id == id)
                .expect("hit bot on board");
            let b = self.bots.remove(i);
            let mover = Mover::Bot(BotRef {
                cell: b.cell,
                id: Some(id),
            });
            ev.push(Event::Destroyed {
                mover,
                cell: b.cell,
                cause: Cause::Shot,
            });
            self.bot_token(id, &shooters, ev);
            self.place_powerup(id, ev);
        }
    }
}
