//! BOT MOVEMENT: the bots' "AI decision", rule by rule.

use crate::board::{Cell, Dir, Terrain};
use crate::event::{BotReason, BotRef, Event};
use crate::options::TargetOrder;
use crate::pieces::*;
use crate::state::*;
use coinop_core::Seat;

impl Tanks {
    /// A player's tank a bot can see or hit: on the board, engaged, not in the forest.
    /// "Tank stationed in the forest or disengaged tank are invisible to firing".
    pub(crate) fn visible_player_at(&self, c: Cell) -> Option<Seat> {
        let s = self.player_at(c)?;
        let p = &self.players[s as usize];
        (!p.disengaged && self.board.terrain(c) != Terrain::Forest).then_some(s)
    }

    /// The nearest visible player tank along `dir`: "in the same row or column, not
    /// stationed in the forest and without any obstacles (concrete or bricks) along the
    /// path". Other bots do not block sight («попадают ... даже если между ними есть
    /// другой бот»); «Неравный бой» ignores obstacles too.
    pub(crate) fn bot_sight(&self, from: Cell, dir: Dir) -> Option<(Seat, Cell)> {
        let (seat, dist) = self.nearest_in_sight(from)[dir as usize]?;
        self.clear_line(from, dir, dist).then(|| {
            let cell = self.players[seat as usize].tank.expect("in sight").cell;
            (seat, cell)
        })
    }

    /// For each direction, the nearest visible player tank on that ray from `from` and
    /// its distance, found from the (few) tanks rather than by walking the (many) spaces.
    /// Obstacles are not looked at yet.
    fn nearest_in_sight(&self, from: Cell) -> [Option<(Seat, u8)>; 4] {
        let b = &self.board;
        let (fx, fy) = b.xy(from);
        let mut nearest: [Option<(Seat, u8)>; 4] = [None; 4];
        for (seat, p) in self.players.iter().enumerate() {
            let Some(t) = p.tank else { continue };
            if p.disengaged || b.terrain(t.cell) == Terrain::Forest {
                continue;
            }
            let (x, y) = b.xy(t.cell);
            let (rx, ry) = (x - fx, y - fy);
            let dir = match (rx.signum(), ry.signum()) {
                (0, -1) => Dir::N,
                (1, 0) => Dir::E,
                (0, 1) => Dir::S,
                (-1, 0) => Dir::W,
                _ => continue,
            };
            let dist = (rx.abs() + ry.abs()) as u8;
            let slot = &mut nearest[dir as usize];
            if slot.is_none_or(|(_, d)| dist < d) {
                *slot = Some((seat as Seat, dist));
            }
        }
        nearest
    }

    /// Whether nothing that stops sight (concrete, a brick) stands in the `dist - 1`
    /// spaces after `from` along `dir`. Always, under «Неравный бой».
    fn clear_line(&self, from: Cell, dir: Dir, dist: u8) -> bool {
        if self.options.variants.uneven_combat {
            return true;
        }
        let b = &self.board;
        let mut c = from;
        for _ in 1..dist {
            c = b.step(c, dir).expect("the target is further along the ray");
            if b.terrain(c) == Terrain::Concrete || self.brick_at(c).is_some() {
                return false;
            }
        }
        true
    }

    /// "bot must prioritize target in front, then to the right, then to the left and
    /// then behind it" (RU order; the EN order is an option).
    pub(crate) fn bot_target(&self, bot: &Bot) -> Option<(Dir, Seat)> {
        let f = bot.facing;
        let order = match self.options.rulings.bot_target_order {
            TargetOrder::FrontRightLeftBehind => [f, f.right(), f.left(), f.back()],
            TargetOrder::FrontLeftRightBehind => [f, f.left(), f.right(), f.back()],
        };
        let nearest = self.nearest_in_sight(bot.cell);
        order.into_iter().find_map(|d| {
            let (seat, dist) = nearest[d as usize]?;
            self.clear_line(bot.cell, d, dist).then_some((d, seat))
        })
    }

    /// What a bot treats as an obstacle in front: "concrete, bricks, water, other bot or
    /// board edge", and a disengaged tank ("considered as an obstacle by bots"). Under
    /// «Остров» the edge counts as water, which is an obstacle all the same.
    pub(crate) fn bot_obstacle(&self, c: Option<Cell>) -> bool {
        let Some(c) = c else { return true };
        self.is_solid(c)
            || self.board.terrain(c) == Terrain::Water
            || self.bot_at(c).is_some()
            || self
                .player_at(c)
                .is_some_and(|s| self.players[s as usize].disengaged)
    }

    /// Starts one bot's maneuvers for this phase: "each bot will do 3 maneuvers" in a row.
    pub(crate) fn move_bot(&mut self, index: usize, ev: &mut Vec<Event>) {
        self.bots[index].moved = true;
        self.cursor.moving_bot = Some((self.bots[index].id, self.cursor.bot_maneuvers));
        self.continue_bot(ev);
    }

    /// Runs the moving bot's remaining maneuvers. A Clock picked up on the way freezes it
    /// at once; a Shovel or Grenade pauses it for the player's choice.
    pub(crate) fn continue_bot(&mut self, ev: &mut Vec<Event>) {
        while let Some((id, left)) = self.cursor.moving_bot {
            match self.bots.iter().position(|b| b.id == id) {
                Some(i) if left > 0 && !self.is_over() && !self.clock => {
                    self.cursor.moving_bot = Some((id, left - 1));
                    self.bot_maneuver(i, ev);
                    if !self.pending.is_empty() {
                        return;
                    }
                }
                _ => self.cursor.moving_bot = None,
            }
        }
    }

    /// What a bot's AI decides for its next maneuver, and the way it then turns or
    /// drives: public, so the first player sees it before choosing the order.
    pub(crate) fn bot_decision(&self, bot: &Bot) -> (BotReason, Option<Dir>) {
        let ahead = self.board.step(bot.cell, bot.facing);
        match self.bot_target(bot) {
            // "bot turns to player's tank"
            Some((d, target)) if d != bot.facing => (BotReason::TurnToTarget { target }, Some(d)),
            // "if there is a water or another bot in a space, where bot would advance, it
            // won't move and just skip the action instead."
            Some((_, target)) if self.bot_obstacle(ahead) => {
                (BotReason::SkipBlocked { target }, None)
            }
            Some((d, target)) => (BotReason::AdvanceToTarget { target }, Some(d)),
            None if !self.bot_obstacle(ahead) => (BotReason::AdvanceClear, Some(bot.facing)),
            None => {
                // "bot will do a turn to the side with no obstacle, prioritizing right
                // turn first, then left, then turnaround."
                let f = bot.facing;
                [f.right(), f.left(), f.back()]
                    .into_iter()
                    .find(|&d| !self.bot_obstacle(self.board.step(bot.cell, d)))
                    .map_or((BotReason::Boxed, None), |d| {
                        (BotReason::TurnFromObstacle, Some(d))
                    })
            }
        }
    }

    /// One maneuver: "either one turn left / right / around or moving Advance 1 space".
    fn bot_maneuver(&mut self, i: usize, ev: &mut Vec<Event>) {
        let bot = self.bots[i];
        let me = BotRef {
            cell: bot.cell,
            id: bot.known.then_some(bot.id),
        };
        let (reason, dir) = self.bot_decision(&bot);
        ev.push(Event::BotDecision { bot: me, reason });
        match (reason, dir) {
            (BotReason::TurnToTarget { .. } | BotReason::TurnFromObstacle, Some(d)) => {
                self.turn_bot(i, d, ev)
            }
            (BotReason::AdvanceToTarget { .. } | BotReason::AdvanceClear, Some(d)) => {
                self.advance_bot(bot.id, d, ev)
            }
            _ => {}
        }
    }

    fn turn_bot(&mut self, i: usize, to: Dir, ev: &mut Vec<Event>) {
        self.bots[i].facing = to;
        let m = self.mover(Unit::Bot(self.bots[i].id));
        ev.push(Event::Turned { mover: m, to });
    }

    /// Advance 1, pushing players' tanks; "If bot moves into ice space, it continues to
    /// slide" — into water, if that is what lies beyond.
    fn advance_bot(&mut self, id: BotId, dir: Dir, ev: &mut Vec<Event>) {
        self.run_motion(Motion::new(Unit::Bot(id), dir, None, 1), ev);
    }
}
