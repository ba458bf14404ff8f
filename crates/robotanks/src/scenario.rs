//! Robotanks' part of the scenario files (`tests/scenarios/README.md`): where each tank
//! stands and faces, its program (top first) and face-up cards, each hand, the Bank, and
//! whose turn begins; and what to check. A scenario starts at the Deactivation phase of
//! the turn named (or, with `setup = true`, at the deal).

use crate::action::tank_text;
use crate::arena::{Colour, TankId, tank_id};
use crate::cards::Command;
use crate::event::Event;
use crate::hex::{Facing, Hex};
use crate::options::RobotanksOptions;
use crate::state::{Phase, Robotanks};
use coinop_core::{Chance, Seat};
use coinop_scenario::{Diffs, ScenarioGame};
use serde::Deserialize;
use std::collections::BTreeMap;

/// The position. Tanks not listed are taken off the map, so a scenario holds only what it
/// is about; hands not listed hold six Turn 180° cards.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Stay at the deal: every seat still to keep its hand and choose initial programs.
    #[serde(default)]
    pub setup: bool,
    /// The colour whose turn begins; default the first player drawn.
    pub current: Option<String>,
    /// The Bank, face up; default empty.
    pub bank: Option<Vec<String>>,
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
    #[serde(default, rename = "player")]
    pub players: Vec<PlayerSpec>,
    pub turns: Option<u16>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankSpec {
    /// "Black 1".
    pub tank: String,
    /// Axial [q, r], or the hex's label on the map ("K7"); default its dock.
    pub at: Option<HexSpec>,
    /// E, NE, NW, W, SW, SE; default its colour's starting facing.
    pub facing: Option<String>,
    /// Face-down program, top (next to execute) first.
    #[serde(default)]
    pub program: Vec<String>,
    #[serde(default)]
    pub face_up: Vec<String>,
    #[serde(default)]
    pub wreck: bool,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    pub colour: String,
    pub hand: Option<Vec<String>>,
}

/// A step's `set`: tanks and hands rearranged, the Bank replaced.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    pub bank: Option<Vec<String>>,
    #[serde(default, rename = "tank")]
    pub tanks: Vec<TankSpec>,
    #[serde(default, rename = "player")]
    pub players: Vec<PlayerSpec>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// "Setup", "Deactivation", "BankPick", "LookUp", "Programming", "Execution",
    /// "Target", "Transwarp", "Drain", "Scan", "Virus", "Over".
    pub phase: Option<String>,
    /// The colour whose turn it is.
    pub current: Option<String>,
    pub turns: Option<u16>,
    /// The Bank, in any order.
    pub bank: Option<Vec<String>>,
    pub bank_size: Option<usize>,
    /// By tank name: `[expect.tank."Black 1"]`.
    #[serde(default)]
    pub tank: BTreeMap<String, TankExpect>,
    /// By colour: `[expect.player.Black]`.
    #[serde(default)]
    pub player: BTreeMap<String, PlayerExpect>,
    /// "LastPost", "Stalemate", "TurnLimit", "none".
    pub end: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TankExpect {
    pub at: Option<HexSpec>,
    pub facing: Option<String>,
    pub program: Option<Vec<String>>,
    pub face_up: Option<Vec<String>>,
    /// Face-down and face-up cards together.
    pub cards: Option<usize>,
    pub wreck: Option<bool>,
    pub inactive: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerExpect {
    /// In any order.
    pub hand: Option<Vec<String>>,
    pub hand_size: Option<usize>,
    pub alive: Option<bool>,
}

/// `program = ["Fire Cannon", "Forward 1"]` for `program Fire Cannon`, `program Forward
/// 1`, `done`; `initial = ["Black 2: Fire Cannon", "Black 1: Forward 1"]` for the first
/// programs at the deal, by tank: one card a tank, taken in tank order as the engine
/// places them.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shorthand {
    pub program: Option<Vec<String>>,
    pub initial: Option<Vec<String>>,
}

fn card(name: &str) -> Result<Command, String> {
    Command::parse(name).ok_or_else(|| format!("no card called {name:?}"))
}

fn cards(names: &[String]) -> Result<Vec<Command>, String> {
    names.iter().map(|n| card(n)).collect()
}

fn sorted(names: &[String]) -> Result<Vec<Command>, String> {
    let mut v = cards(names)?;
    v.sort_unstable();
    Ok(v)
}

fn colour(name: &str) -> Result<Colour, String> {
    Colour::ALL
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("{name:?}: the colours are Black, Yellow, White and Red"))
}

fn tank(name: &str) -> Result<TankId, String> {
    let (c, n) = name
        .split_once(' ')
        .ok_or_else(|| format!("{name:?}: name a tank as \"Black 1\""))?;
    let n: u8 = n
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=4).contains(n))
        .ok_or_else(|| format!("{name:?}: tanks are numbered 1 to 4"))?;
    Ok(tank_id(colour(c)?, n))
}

fn facing(name: &str) -> Result<Facing, String> {
    Facing::from_code(name).ok_or_else(|| format!("facing {name:?}: one of E, NE, NW, W, SW, SE"))
}

fn names(cs: &[Command]) -> String {
    format!("{:?}", cs.iter().map(|c| c.name()).collect::<Vec<_>>())
}

/// A hex as a file names it: axial `[q, r]`, or the label printed round the map and used
/// by the narration ("K7"), so a file can say what the log says.
#[derive(Debug, Clone, Deserialize)]
#[serde(
    untagged,
    expecting = "a hex: its label on the map (\"F7\") or axial [q, r]"
)]
pub enum HexSpec {
    Axial([i16; 2]),
    Label(String),
}

impl HexSpec {
    pub fn hex(&self) -> Result<Hex, String> {
        match self {
            HexSpec::Axial([q, r]) => Ok(Hex::new(*q, *r)),
            HexSpec::Label(l) => Hex::from_label(l).ok_or_else(|| {
                format!("{l:?} is not a hex: a label is column letters then a row, \"K7\"")
            }),
        }
    }
}

impl Robotanks {
    fn seat_of_colour(&self, name: &str) -> Result<u8, String> {
        let c = colour(name)?;
        self.colour_seat[c as usize]
            .ok_or_else(|| format!("{} does not play in this game", c.name()))
    }

    fn apply_tank(&mut self, spec: &TankSpec) -> Result<(), String> {
        let t = tank(&spec.tank)?;
        if self.seat_of(t).is_none() {
            return Err(format!("{}: that colour does not play", spec.tank));
        }
        let c = t as usize / 4;
        let at = match &spec.at {
            Some(h) => h.hex().map_err(|e| format!("{}: {e}", spec.tank))?,
            None => self.arena.docks[c][(t % 4) as usize],
        };
        if !self.arena.is_floor(at) {
            return Err(format!(
                "{}: {} ([{}, {}]) is not a floor hex of the map",
                spec.tank,
                at.label(),
                at.q,
                at.r
            ));
        }
        let facing = match &spec.facing {
            Some(f) => facing(f)?,
            None => self.arena.facing[c],
        };
        let program = cards(&spec.program)?;
        let face_up = cards(&spec.face_up)?;
        if !spec.wreck && program.is_empty() && face_up.is_empty() {
            return Err(format!(
                "{}: a tank with no program is a wreck (wreck = true)",
                spec.tank
            ));
        }
        let k = &mut self.tanks[t as usize];
        k.present = true;
        k.at = at;
        k.facing = facing;
        k.wreck = spec.wreck;
        k.set_program(program, 0);
        k.face_up = face_up;
        let clash = self
            .tanks
            .iter()
            .enumerate()
            .any(|(u, o)| u != t as usize && o.present && o.at == at)
            || self.arena.command_posts.contains(&at);
        if clash {
            return Err(format!(
                "{}: {} ([{}, {}]) is taken",
                spec.tank,
                at.label(),
                at.q,
                at.r
            ));
        }
        Ok(())
    }

    fn apply_players(&mut self, players: &[PlayerSpec]) -> Result<(), String> {
        for p in players {
            let s = self.seat_of_colour(&p.colour)?;
            if let Some(h) = &p.hand {
                self.players[s as usize].hand = sorted(h)?;
                self.players[s as usize].alive = !h.is_empty();
            }
        }
        Ok(())
    }
}

impl Robotanks {
    /// No more copies of a card than the deck has, among the cards the file wrote (the
    /// programs, the Bank and the hands it gave; the Turn 180° hands it leaves are filler).
    fn check_cards(&self, players: &[PlayerSpec]) -> Result<(), String> {
        let deck = self.options.deck()?;
        let mut written: Vec<Command> = self.bank.clone();
        for k in &self.tanks {
            written.extend(&k.program);
            written.extend(&k.face_up);
        }
        for p in players.iter().filter(|p| p.hand.is_some()) {
            written.extend(&self.players[self.seat_of_colour(&p.colour)? as usize].hand);
        }
        written.sort_unstable();
        for run in written.chunk_by(|a, b| a == b) {
            if run.len() > deck.count(run[0]) as usize {
                return Err(format!(
                    "{} {} cards in the position; the deck has {}",
                    run.len(),
                    run[0].name(),
                    deck.count(run[0])
                ));
            }
        }
        Ok(())
    }

    /// «Choose a single card from your hand for each of your tanks», named tank by tank
    /// ("Black 3: Fire Cannon"): a second card on one tank, or a tank named before the
    /// ones the engine fills first, is refused as a player would be.
    fn initial_programs(&self, list: &[String]) -> Result<Vec<String>, String> {
        let mut named: Vec<(TankId, Command, &str)> = Vec::new();
        for entry in list {
            let (t, c) = entry
                .split_once(':')
                .ok_or_else(|| format!("{entry:?}: write \"Black 1: Forward 1\""))?;
            let t = tank(t.trim())?;
            if let Some((_, _, first)) = named.iter().find(|(u, _, _)| *u == t) {
                return Err(format!(
                    "{} already has {first}: one card a tank («Choose a single card from your hand for each of your tanks»)",
                    tank_text(t)
                ));
            }
            named.push((t, card(c.trim())?, c.trim()));
        }
        let Some(&(t0, _, _)) = named.first() else {
            return Ok(Vec::new());
        };
        let colour = t0 / 4;
        if named.iter().any(|(t, _, _)| t / 4 != colour) {
            return Err("initial: name the tanks of one colour (one player) a step".into());
        }
        let seat = self.colour_seat[colour as usize]
            .ok_or_else(|| format!("{}: that colour does not play", tank_text(t0)))?;
        if self.phase != Phase::Setup {
            return Err("initial programs are chosen at the deal only".into());
        }
        named.sort_by_key(|(t, _, _)| *t);
        let done = self.players[seat as usize].initial.len() as u8;
        for (i, (t, _, _)) in named.iter().enumerate() {
            let want = colour * 4 + done + i as u8;
            if *t != want {
                return Err(if *t < want {
                    format!("{} already has its card", tank_text(*t))
                } else {
                    format!(
                        "{} is named before {}: the cards go on the tanks in their order",
                        tank_text(*t),
                        tank_text(want)
                    )
                });
            }
        }
        Ok(named
            .iter()
            .map(|(_, c, _)| format!("program {}", c.name()))
            .collect())
    }
}

impl ScenarioGame for Robotanks {
    const DRAWS: &'static [&'static str] = &[
        "first player",
        "colours",
        "absent colour",
        "deal",
        "bank die",
        "fire die",
        "armor die",
        "laser die",
        "mortar die",
        "ball turn",
        "ball distance",
        "transwarp colour",
        "transwarp tank",
        "target tie",
        "radar tie",
        "self destruct target",
        "drain",
        "scramble",
    ];
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(p: Position, options: toml::Table, chance: Chance) -> Result<Robotanks, String> {
        let options: RobotanksOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        let mut g =
            Robotanks::setup_with(&options, chance, &mut Vec::new()).map_err(|e| e.to_string())?;
        if p.setup {
            // At the deal the engine's own deal stands: a position beside it is not used.
            if !p.tanks.is_empty()
                || !p.players.is_empty()
                || p.bank.is_some()
                || p.current.is_some()
                || p.turns.is_some()
            {
                return Err("setup = true keeps the deal as dealt: leave out tank, player, bank, current and turns".into());
            }
            return Ok(g);
        }
        // Straight to a turn: the deal, hands and programs as the file sets them.
        for k in &mut g.tanks {
            k.present = false;
            k.take_program();
        }
        for pl in &mut g.players {
            pl.hand = vec![Command::Turn180; 6];
            pl.set_aside.clear();
            pl.initial = Vec::new();
        }
        g.bank = match &p.bank {
            Some(b) => sorted(b)?,
            None => Vec::new(),
        };
        let mut named = std::collections::BTreeSet::new();
        for t in &p.tanks {
            if !named.insert(tank(&t.tank)?) {
                return Err(format!("{}: the tank is given twice", t.tank));
            }
            g.apply_tank(t)?;
        }
        let mut given = std::collections::BTreeSet::new();
        for pl in &p.players {
            if !given.insert(g.seat_of_colour(&pl.colour)?) {
                return Err(format!("player {}: given twice", pl.colour));
            }
        }
        g.apply_players(&p.players)?;
        g.check_cards(&p.players)?;
        if p.turns.is_some_and(|t| t >= g.options.max_turns) {
            return Err(format!(
                "turns: fewer than the game's {} (max_turns)",
                g.options.max_turns
            ));
        }
        g.first = match &p.current {
            Some(c) => g.seat_of_colour(c)?,
            None => g.options.first_player.unwrap_or(0),
        };
        g.current = g.first;
        g.turns = p.turns.unwrap_or(0);
        g.phase = Phase::Deactivation;
        g.begin_scenario_turn();
        Ok(g)
    }

    fn check(&self, x: &Expect, d: &mut Diffs) {
        if let Some(ph) = &x.phase {
            d.same("phase", ph, self.phase_name());
        }
        if let Some(c) = &x.current {
            d.same("current", c, self.colour(self.current).name());
        }
        if let Some(t) = x.turns {
            d.same("turns", t, self.turns);
        }
        if let Some(b) = &x.bank {
            match sorted(b) {
                Ok(want) => d.same("bank", names(&want), names(&self.bank)),
                Err(e) => d.fail(e),
            }
        }
        if let Some(n) = x.bank_size {
            d.same("bank size", n, self.bank.len());
        }
        for (name, want) in &x.tank {
            let t = match tank(name) {
                Ok(t) => t,
                Err(e) => {
                    d.fail(format!("tank.{name}: {e}"));
                    continue;
                }
            };
            let k = &self.tanks[t as usize];
            let label = |what: &str| format!("{} {what}", tank_text(t));
            match want.at.as_ref().map(HexSpec::hex) {
                // Said back as the file said it: a label, or axial.
                Some(Ok(h)) => {
                    let say = |x: Hex| match want.at {
                        Some(HexSpec::Label(_)) => x.label(),
                        _ => format!("[{}, {}]", x.q, x.r),
                    };
                    d.same(label("at"), say(h), say(k.at));
                }
                Some(Err(e)) => d.fail(format!("{}: {e}", label("at"))),
                None => {}
            }
            if let Some(f) = &want.facing {
                d.same(label("facing"), f, k.facing.code());
            }
            if let Some(p) = &want.program {
                match cards(p) {
                    Ok(want) => d.same(label("program"), names(&want), names(&k.program)),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(p) = &want.face_up {
                match cards(p) {
                    Ok(want) => d.same(label("face up"), names(&want), names(&k.face_up)),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(n) = want.cards {
                d.same(label("cards"), n, k.cards());
            }
            if let Some(w) = want.wreck {
                d.same(label("wreck"), w, k.wreck);
            }
            if let Some(w) = want.inactive {
                d.same(label("inactive"), w, k.inactive);
            }
        }
        for (who, want) in &x.player {
            let s = match self.seat_of_colour(who) {
                Ok(s) => s,
                Err(e) => {
                    d.fail(format!("player.{who}: {e}"));
                    continue;
                }
            };
            let p = &self.players[s as usize];
            let label = |what: &str| format!("{who} {what}");
            if let Some(h) = &want.hand {
                match sorted(h) {
                    Ok(want) => d.same(label("hand"), names(&want), names(&p.hand)),
                    Err(e) => d.fail(e),
                }
            }
            if let Some(n) = want.hand_size {
                d.same(label("hand size"), n, p.hand.len());
            }
            if let Some(a) = want.alive {
                d.same(label("alive"), a, p.alive);
            }
        }
        if let Some(e) = &x.end {
            let got = match &self.end {
                None => "none".to_string(),
                Some(e) => coinop_scenario::variant_name(e),
            };
            d.same("end", e, got);
        }
    }

    fn change(&mut self, c: Change) -> Result<(), String> {
        if let Some(b) = &c.bank {
            self.bank = sorted(b)?;
        }
        for t in &c.tanks {
            self.apply_tank(t)?;
        }
        self.apply_players(&c.players)
    }

    fn shorthand_seat(&self, s: &Shorthand) -> Option<Seat> {
        let first = s.initial.as_ref()?.first()?;
        let t = tank(first.split_once(':')?.0.trim()).ok()?;
        self.colour_seat[(t / 4) as usize]
    }

    fn expand(&self, s: Shorthand) -> Result<Vec<String>, String> {
        if s.initial.is_some() && s.program.is_some() {
            return Err(
                "a step has `initial` (at the deal) or `program` (a turn), not both".into(),
            );
        }
        if let Some(list) = s.initial {
            return self.initial_programs(&list);
        }
        let Some(p) = s.program else {
            return Ok(Vec::new());
        };
        let mut out: Vec<String> = cards(&p)?
            .iter()
            .map(|c| format!("program {}", c.name()))
            .collect();
        out.push("done".into());
        Ok(out)
    }

    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }
    /// Stops after each tank's step of the Execution phase ("after Black 1"), where
    /// the turn runs on without a decision.
    fn stop_at_checkpoints(&mut self) {
        self.checkpoints = Some(Box::default());
    }
    fn checkpoint(&self) -> Option<String> {
        self.checkpoints.as_ref().and_then(|c| c.paused.clone())
    }
    fn resume(&mut self, events: &mut Vec<Event>) {
        if let Some(c) = self.checkpoints.as_mut()
            && c.paused.take().is_some()
        {
            self.run(events);
        }
    }
}
