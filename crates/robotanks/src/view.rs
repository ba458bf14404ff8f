//! What one viewer sees (RULINGS.md §40): the map, every tank's face-up cards and how many
//! face-down cards its program holds — never which, not even to its owner («All face-down
//! program cards always remain hidden from everyone, including the owner, unless someone
//! uses the Scan command»), but for the next card of a tank whose owner (or scanner)
//! remembers it (§50) — the Bank face up, each hand's size, the viewer's own hand,
//! and each tank's direct fire area (so that a front end shades it without a copy of the
//! rule). And the other side of it: `determinized`, what a seat cannot see dealt again.

use crate::action::tank_text as tank_name;
use crate::arena::{Arena, Colour, Object, TankId};
use crate::cards::{Command, Motion};
use crate::event::End;
use crate::hex::{Facing, Hex};
use crate::state::{Pending, Phase, Robotanks, seat_bit};
use coinop_core::{Chance, DrawnFrom, GameRng, Seat, StableHasher, Viewer};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub viewer: Viewer,
    pub players: Vec<PlayerView>,
    pub tanks: Vec<TankView>,
    pub posts: Vec<PostView>,
    pub bank: Vec<Command>,
    pub phase: Phase,
    /// "Deactivation", "Target", "Drain" …: the phase, or the decision inside Execution.
    pub step: String,
    pub current: Seat,
    pub first: Seat,
    pub turns: u16,
    pub max_turns: u16,
    pub deactivated: Option<TankId>,
    /// Cards traded in at this Look-Up so far (face up).
    pub traded: Vec<Command>,
    pub pending: Option<PendingView>,
    pub post_loss: u8,
    pub introductory: bool,
    pub end: Option<End>,
    pub arena: Arc<Arena>,
}

/// Hexes as `[[q, r], …]`: half the size of `[{"q": …, "r": …}, …]`, for the lists an
/// observation sends each time.
mod pairs {
    use crate::hex::Hex;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(hexes: &[Hex], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(hexes.iter().map(|h| [h.q, h.r]))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Hex>, D::Error> {
        let pairs = Vec::<[i16; 2]>::deserialize(d)?;
        Ok(pairs.into_iter().map(|[q, r]| Hex::new(q, r)).collect())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub colour: Colour,
    /// The hand, for its owner only.
    pub hand: Option<Vec<Command>>,
    pub hand_size: u8,
    pub alive: bool,
    /// Cards kept from the deal; during setup, cards still to set aside and initial
    /// programs still to choose.
    pub keep: u8,
    pub to_set_aside: u8,
    pub initial_chosen: u8,
    /// The cards set aside so far, for their owner only.
    pub set_aside: Option<Vec<Command>>,
    /// The initial programs chosen so far, for their owner only.
    pub initial: Option<Vec<Command>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TankView {
    pub id: TankId,
    pub name: String,
    pub at: Hex,
    pub facing: Facing,
    pub present: bool,
    pub wreck: bool,
    pub inactive: bool,
    pub face_up: Vec<Command>,
    pub face_down: u8,
    /// The hexes of the map the tank's direct fire reaches as it stands
    /// ([`Robotanks::fire_area`]: the wedge in front, or all round with a Turret up), so a
    /// front end shades it without a copy of the rule; empty (and not sent) for a wreck or
    /// a tank off the map. Sent as `[[q, r], …]`, the observation's largest part.
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "pairs")]
    pub fire_area: Vec<Hex>,
    /// The card the tank executes next, and where it takes it, when the viewer remembers
    /// that card (RULINGS.md §50): its owner who placed it, a seat that scanned it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<NextCard>,
}

/// A tank's next card and what it does to the tank's place if nothing else moves first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NextCard {
    pub card: Command,
    /// The hexes it moves through, in order (none for a turn or a shot).
    #[serde(with = "pairs")]
    pub path: Vec<Hex>,
    /// Its facing afterwards.
    pub facing: Facing,
    /// It runs into a wall or an object at the end of the path: a hit to both.
    pub bumps: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PostView {
    pub colour: Colour,
    pub at: Hex,
    pub present: bool,
    /// Its player is out: a ruin (RULINGS.md §29).
    pub destroyed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PendingView {
    Target {
        tank: TankId,
        weapon: Command,
        candidates: Vec<(Object, u16)>,
    },
    Warp {
        tank: TankId,
        colour: Option<Colour>,
        number: Option<u8>,
        dice: [u8; 2],
    },
    /// The cards taken, for the firer's owner and the defender only.
    Drain {
        post: Colour,
        taken: Option<Vec<Command>>,
    },
    Scan {
        tank: TankId,
    },
    /// The program being rearranged, for the firer only.
    Virus {
        target: TankId,
        required: Option<Vec<Command>>,
        built: Option<Vec<Command>>,
        cards: u8,
    },
}

impl Robotanks {
    pub fn observation(&self, viewer: Viewer) -> Observation {
        let me = viewer.seat();
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let own = me == Some(s as Seat);
                PlayerView {
                    seat: s as Seat,
                    colour: p.colour,
                    hand: own.then(|| p.hand.clone()),
                    hand_size: p.hand.len() as u8,
                    alive: p.alive,
                    keep: p.keep,
                    to_set_aside: (p.hand.len() + p.initial.len()).saturating_sub(p.keep as usize)
                        as u8,
                    initial_chosen: p.initial.len() as u8,
                    set_aside: own.then(|| p.set_aside.clone()),
                    initial: own.then(|| p.initial.clone()),
                }
            })
            .collect();
        let tanks = self
            .tanks
            .iter()
            .enumerate()
            .map(|(t, k)| TankView {
                id: t as TankId,
                name: tank_name(t as TankId),
                at: k.at,
                facing: k.facing,
                present: k.present,
                wreck: k.wreck,
                inactive: k.inactive,
                face_up: k.face_up.clone(),
                face_down: k.program.len() as u8,
                fire_area: self.fire_area(t as TankId),
                next: match viewer {
                    Viewer::Seat(s) => self.next_card(t, s),
                    Viewer::Spectator => None,
                },
            })
            .collect();
        let posts = Colour::ALL
            .into_iter()
            .map(|c| {
                let seat = self.colour_seat[c as usize];
                PostView {
                    colour: c,
                    at: self.arena.command_posts[c as usize],
                    present: seat.is_some(),
                    destroyed: seat.is_some_and(|s| !self.players[s as usize].alive),
                }
            })
            .collect();
        Observation {
            viewer,
            players,
            tanks,
            posts,
            bank: self.bank.clone(),
            phase: self.phase,
            step: self.phase_name().to_string(),
            current: self.current,
            first: self.first,
            turns: self.turns,
            max_turns: self.options.max_turns,
            deactivated: self.deactivated,
            traded: self.traded.clone(),
            pending: self.pending.as_ref().map(|p| self.pending_view(p, me)),
            post_loss: self.options.post_loss,
            introductory: self.options.introductory,
            end: self.end.clone(),
            arena: self.arena.clone(),
        }
    }

    fn pending_view(&self, p: &Pending, me: Option<Seat>) -> PendingView {
        let firer = me == Some(self.current);
        match p {
            Pending::Target {
                tank,
                weapon,
                candidates,
            } => PendingView::Target {
                tank: *tank,
                weapon: *weapon,
                candidates: candidates.clone(),
            },
            Pending::Warp {
                tank,
                colour,
                number,
                dice,
            } => PendingView::Warp {
                tank: *tank,
                colour: *colour,
                number: *number,
                dice: *dice,
            },
            Pending::Drain { post, taken } => {
                let defender = self.colour_seat[*post as usize];
                PendingView::Drain {
                    post: *post,
                    taken: (firer || (me.is_some() && me == defender)).then(|| taken.clone()),
                }
            }
            Pending::Scan { tank } => PendingView::Scan { tank: *tank },
            Pending::Virus {
                target,
                required,
                built,
                ..
            } => PendingView::Virus {
                target: *target,
                required: firer.then(|| required.clone()),
                built: firer.then(|| built.clone()),
                cards: (required.len() + built.len()) as u8,
            },
        }
    }

    /// [`coinop_core::Game::determinize`]: what `seat` cannot see, dealt again from one
    /// sorted pool of every card it cannot know, and the luck to come.
    /// The card tank `t` executes next, if `seat` remembers it (`Tank::known`), and its
    /// move traced as execution would make it if nothing else moved first.
    fn next_card(&self, t: usize, seat: Seat) -> Option<NextCard> {
        let k = &self.tanks[t];
        if !k.present || k.wreck || k.inactive {
            return None;
        }
        let (&card, &who) = (k.program.first()?, k.known.first()?);
        if who & seat_bit(seat) == 0 {
            return None;
        }
        let (mut at, mut facing) = (k.at, k.facing);
        let (mut path, mut bumps) = (Vec::new(), false);
        match card.motion() {
            Some(Motion::Turn(sixths)) => facing = facing.turned(sixths),
            Some(Motion::Move(rel, hexes)) => {
                let dir = facing.turned(rel);
                for _ in 0..hexes {
                    let to = at.neighbour(dir);
                    if !self.arena.is_floor(to) || self.object_at(to).is_some() {
                        bumps = true;
                        break;
                    }
                    at = to;
                    path.push(to);
                }
            }
            None => {}
        }
        Some(NextCard {
            card,
            path,
            facing,
            bumps,
        })
    }

    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Robotanks {
        let mut g = self.clone();
        let mut pool = Vec::new();
        for (s, p) in g.players.iter().enumerate() {
            if s != seat as usize {
                pool.extend(&p.hand);
                pool.extend(&p.set_aside);
                pool.extend(&p.initial);
            }
        }
        // Program cards the seat knows stay where they are (Tank::known): what it
        // placed, what it saw executed and go under, what it scanned.
        let me = seat_bit(seat);
        for k in &g.tanks {
            for (c, who) in k.program.iter().zip(&k.known) {
                if who & me == 0 {
                    pool.push(*c);
                }
            }
        }
        let virus_hidden = seat != g.current;
        if virus_hidden
            && let Some(Pending::Virus {
                required, built, ..
            }) = &g.pending
        {
            pool.extend(required);
            pool.extend(built);
        }
        pool.sort_unstable();
        let mut chance = Chance::reseeded(rng);
        chance.shuffle("", &mut pool, DrawnFrom::End, |_| String::new());
        let mut take = |n: usize| pool.split_off(pool.len() - n);
        for (s, p) in g.players.iter_mut().enumerate() {
            if s != seat as usize {
                p.hand = take(p.hand.len());
                p.hand.sort_unstable();
                p.set_aside = take(p.set_aside.len());
                p.initial = take(p.initial.len());
            }
        }
        for k in &mut g.tanks {
            for (c, who) in k.program.iter_mut().zip(&k.known) {
                if who & me == 0 {
                    *c = take(1)[0];
                }
            }
        }
        if virus_hidden
            && let Some(Pending::Virus {
                required, built, ..
            }) = &mut g.pending
        {
            *required = take(required.len());
            required.sort_unstable();
            *built = take(built.len());
        }
        g.chance = chance;
        g
    }

    /// A hash of what `viewer` sees, without building the observation.
    pub fn observation_hash(&self, viewer: Viewer) -> u64 {
        let mut h = StableHasher::default();
        let me = viewer.seat();
        me.hash(&mut h);
        for (s, p) in self.players.iter().enumerate() {
            let own = me == Some(s as Seat);
            (p.colour, p.hand.len(), p.alive, p.keep, p.initial.len()).hash(&mut h);
            if own {
                (&p.hand, &p.set_aside, &p.initial).hash(&mut h);
            }
        }
        for k in &self.tanks {
            (k.at, k.facing, k.present, k.wreck, k.inactive).hash(&mut h);
            (&k.face_up, k.program.len()).hash(&mut h);
        }
        (&self.bank, self.phase, self.current, self.first, self.turns).hash(&mut h);
        (self.deactivated, &self.traded, &self.end).hash(&mut h);
        self.pending
            .as_ref()
            .map(|p| self.pending_view(p, me))
            .hash(&mut h);
        h.finish()
    }
}
