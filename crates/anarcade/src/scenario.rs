//! Anarcade's part of the scenario files (`tests/scenarios/README.md`): the Arcade Card,
//! the Action Stacks and each player's piles, Credits and Aces, written by card name;
//! whose turn begins; and what to check.

use crate::cards::{CardId, Kind};
use crate::event::Event;
use crate::options::AnarcadeOptions;
use crate::state::{Anarcade, Phase, TOKENS};
use coinop_core::Chance;
use coinop_scenario::{Diffs, ScenarioGame};
use serde::Deserialize;
use std::collections::BTreeMap;

/// A player as a file names them: by seat number (1 for the table's first seat) or by
/// one of the file's `names`. Words number players in turn order from the first player
/// (RULINGS.md §21), so a file whose first player is not seat 1 reads best with names.
#[derive(Clone, Debug, Deserialize)]
#[serde(
    untagged,
    expecting = "a player: a name from `names`, or a seat number from 1"
)]
pub enum Who {
    Seat(u8),
    Name(String),
}

impl Default for Who {
    fn default() -> Who {
        Who::Seat(1)
    }
}

/// The position. Anything left out stays as the seed dealt it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The players' names, by seat: `names = ["Ann", "Bob", "Cy"]`.
    #[serde(default)]
    pub names: Vec<String>,
    /// The Credits in the Token Machine; by default the 53 less what the players hold.
    pub token_machine: Option<i32>,
    /// The face-up Arcade Card, by name ("none" for none).
    pub arcade: Option<String>,
    /// The face-down Arcade Stack, top first.
    pub arcade_stack: Option<Vec<String>>,
    /// Action Stacks by kind ("draw", "earn", "score", "buy"), top first.
    #[serde(default)]
    pub stacks: BTreeMap<String, Vec<String>>,
    #[serde(default, rename = "player")]
    pub players: Vec<PlayerSpec>,
    /// The player whose turn begins, who is then the first player; default: as drawn
    /// (script "first player: P2") or as the options name.
    pub current: Option<Who>,
    pub turns: Option<u16>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// A seat number (1 for the table's first seat) or a name.
    pub player: Who,
    /// The hand; the current player lays it out as the turn begins.
    pub hand: Option<Vec<String>>,
    /// The Draw Stack, top first.
    pub draw: Option<Vec<String>>,
    /// The Discard Stack, top first.
    pub discard: Option<Vec<String>>,
    pub credits: Option<u16>,
    pub scored: Option<u8>,
    /// Arcade Cards in the Victory Area.
    pub aced: Option<Vec<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// "Draw", "Score", "Buy", "Over".
    pub phase: Option<String>,
    /// The player whose turn it is.
    pub current: Option<Who>,
    /// The face-up Arcade Card's name, or "none".
    pub arcade: Option<String>,
    pub arcade_left: Option<usize>,
    /// The face-down Arcade Stack, top first.
    pub arcade_stack: Option<Vec<String>>,
    /// Whole Action Stacks by kind, top first.
    #[serde(default)]
    pub stacks: BTreeMap<String, Vec<String>>,
    /// By seat number or name: `[expect.player.2]`, `[expect.player.Ann]`.
    #[serde(default)]
    pub player: BTreeMap<String, PlayerExpect>,
    /// The cards in play this turn, in the order played.
    pub in_play: Option<Vec<String>>,
    /// The turn's symbols, as "D E E S".
    pub symbols: Option<String>,
    pub draws_left: Option<u8>,
    pub buy_left: Option<u8>,
    /// The most the player may score now.
    pub score_room: Option<u8>,
    /// Cards in each stack, Draw, Earn, Score, Buy.
    pub stack_sizes: Option<[usize; 4]>,
    /// Top cards by stack ("none" for an empty one).
    #[serde(default)]
    pub tops: BTreeMap<String, String>,
    pub token_machine: Option<i32>,
    pub turns: Option<u16>,
    /// "Aces", "ArcadeEmpty", "TurnLimit", "none".
    pub end: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerExpect {
    pub credits: Option<u16>,
    pub scored: Option<u8>,
    pub aces: Option<usize>,
    pub aced: Option<Vec<String>>,
    /// The hand, in any order.
    pub hand: Option<Vec<String>>,
    pub hand_size: Option<usize>,
    pub draw_size: Option<usize>,
    /// The Draw Stack, top (next drawn) first.
    pub draw: Option<Vec<String>>,
    /// The Discard Stack, top first.
    pub discard: Option<Vec<String>>,
    pub discard_size: Option<usize>,
    /// Every card the player owns.
    pub deck_size: Option<usize>,
}

/// A step's `set`: piles and counts changed before its actions.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    #[serde(default, rename = "player")]
    pub players: Vec<PlayerSpec>,
    #[serde(default)]
    pub stacks: BTreeMap<String, Vec<String>>,
}

/// A step's own keys: `buy = "Coin Slot"` buys that card by name, from the stack it tops;
/// a card below a stack's top is refused, as a player asking for it would be.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shorthand {
    pub buy: Option<String>,
}

impl Anarcade {
    /// The seat a file's player names.
    fn seat_named(&self, who: &Who) -> Result<usize, String> {
        let n = self.players.len();
        let names = self
            .notes
            .as_ref()
            .map(|x| x.names.as_slice())
            .unwrap_or(&[]);
        match who {
            Who::Seat(p) if (1..=n).contains(&(*p as usize)) => Ok(*p as usize - 1),
            Who::Seat(p) => Err(format!("player {p}: seats are 1 to {n}")),
            Who::Name(name) => match (name.parse::<u8>(), names.iter().position(|x| x == name)) {
                (_, Some(s)) => Ok(s),
                (Ok(p), None) => self.seat_named(&Who::Seat(p)),
                (Err(_), None) => Err(format!("no player is called {name:?} (names: {names:?})")),
            },
        }
    }

    /// A seat as a file's expectation names it back.
    fn seat_said(&self, seat: usize, like: &Who) -> String {
        match like {
            Who::Name(x) if x.parse::<u8>().is_err() => self
                .notes
                .as_ref()
                .and_then(|n| n.names.get(seat).cloned())
                .unwrap_or(format!("seat {}", seat + 1)),
            _ => (seat + 1).to_string(),
        }
    }

    fn card(&self, name: &str) -> Result<CardId, String> {
        self.cards.find(name).ok_or_else(|| {
            let names: Vec<&str> = self.cards.designs.iter().map(|d| d.name.as_str()).collect();
            format!("no card called {name:?} (cards: {})", names.join(", "))
        })
    }

    fn arcade_card(&self, name: &str) -> Result<u8, String> {
        self.cards
            .find_arcade(name)
            .ok_or_else(|| format!("no Arcade Card called {name:?}"))
    }

    /// Cards written top first, as a pile (top last).
    fn pile(&self, names: &[String]) -> Result<Vec<CardId>, String> {
        let mut v = names
            .iter()
            .map(|n| self.card(n))
            .collect::<Result<Vec<_>, _>>()?;
        v.reverse();
        Ok(v)
    }

    fn names(&self, pile: &[CardId]) -> Vec<String> {
        pile.iter()
            .map(|&c| self.cards.design(c).name.clone())
            .collect()
    }

    fn apply_player(&mut self, p: &PlayerSpec) -> Result<(), String> {
        let s = self.seat_named(&p.player)?;
        if let Some(h) = &p.hand {
            if h.len() > 20 {
                return Err("a hand of more than 20 cards".into());
            }
            // A hand is laid out in the order written.
            self.players[s].hand = h.iter().map(|n| self.card(n)).collect::<Result<_, _>>()?;
        }
        if let Some(d) = &p.draw {
            self.players[s].draw = self.pile(d)?;
        }
        if let Some(d) = &p.discard {
            self.players[s].discard = self.pile(d)?;
        }
        if let Some(c) = p.credits {
            self.players[s].credits = c;
        }
        if let Some(sc) = p.scored {
            self.players[s].scored = sc;
        }
        if let Some(a) = &p.aced {
            self.players[s].aced = a
                .iter()
                .map(|n| self.arcade_card(n))
                .collect::<Result<_, _>>()?;
        }
        Ok(())
    }

    fn apply_stacks(&mut self, stacks: &BTreeMap<String, Vec<String>>) -> Result<(), String> {
        for (k, names) in stacks {
            let kind =
                Kind::parse(k).ok_or_else(|| format!("stacks.{k}: draw, earn, score or buy"))?;
            self.stacks[kind as usize] = self.pile(names)?;
        }
        Ok(())
    }

    /// Each card's copies in the set's Action Stacks, and its copies in the position's
    /// piles (stacks, hands, Draw and Discard Stacks), by card.
    fn copies_and_used(&self) -> (Vec<usize>, Vec<usize>) {
        let mut copies = vec![0usize; self.cards.designs.len()];
        for &c in self.cards.stacks.iter().flatten() {
            copies[c as usize] += 1;
        }
        let mut used = vec![0usize; copies.len()];
        let piles = self.stacks.iter().chain(
            self.players
                .iter()
                .flat_map(|p| [&p.hand, &p.draw, &p.discard]),
        );
        for &c in piles.flatten() {
            used[c as usize] += 1;
        }
        (copies, used)
    }

    /// The cards a file places come out of the box: the piles it leaves to the deal (an
    /// Action Stack it does not write, the Arcade Stack) lose the copies and Arcade Cards
    /// it put elsewhere, from their bottoms, so a written hand never doubles a card of the
    /// set. What the written piles alone hold too many of is refused by `check_position`.
    fn take_from_the_box(&mut self, p: &Position) {
        let written: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|k| p.stacks.keys().any(|n| Kind::parse(n) == Some(*k)))
            .collect();
        let (copies, used) = self.copies_and_used();
        for (d, (&u, &have)) in used.iter().zip(&copies).enumerate() {
            // Starter Cards are not in the stacks (nor counted: files use them as filler).
            let mut extra = if have == 0 { 0 } else { u.saturating_sub(have) };
            for k in Kind::ALL.into_iter().filter(|k| !written.contains(k)) {
                let st = &mut self.stacks[k as usize];
                while extra > 0 {
                    let Some(i) = st.iter().position(|&c| c as usize == d) else {
                        break;
                    };
                    st.remove(i);
                    extra -= 1;
                }
            }
        }
        if p.arcade_stack.is_none() {
            let placed: Vec<u8> = self
                .arcade
                .into_iter()
                .chain(self.players.iter().flat_map(|p| p.aced.iter().copied()))
                .collect();
            self.arcade_stack.retain(|a| !placed.contains(a));
        }
    }

    /// Refuses a position the game's components cannot make: more copies of an Action
    /// Card than the set has, a card in a stack not its own, an Arcade Card in two places, Aces
    /// enough to have won, counts beyond any game (they would overflow the counters).
    fn check_position(&self, token_machine: Option<i32>) -> Result<(), String> {
        let (copies, used) = self.copies_and_used();
        // Starter Cards are left out: files use them as filler, and no rule counts them.
        for (i, (&u, &have)) in used.iter().zip(&copies).enumerate() {
            if u > have && self.cards.design(i as CardId).stack.is_some() {
                return Err(format!(
                    "{} copies of {} in the position; the game has {have}",
                    u,
                    self.cards.design(i as CardId).name
                ));
            }
        }
        for k in Kind::ALL {
            if let Some(&c) = self.stacks[k as usize]
                .iter()
                .find(|&&c| self.cards.design(c).stack != Some(k))
            {
                return Err(format!(
                    "{} is not a card of the {k:?} Action Stack",
                    self.cards.design(c).name
                ));
            }
        }
        let mut arcades: Vec<u8> = self
            .arcade
            .into_iter()
            .chain(self.arcade_stack.iter().copied())
            .collect();
        for p in &self.players {
            arcades.extend(&p.aced);
        }
        arcades.sort_unstable();
        if let Some(w) = arcades.windows(2).find(|w| w[0] == w[1]) {
            return Err(format!(
                "the Arcade Card {} is in two places",
                self.cards.arcade[w[0] as usize].name
            ));
        }
        if self
            .players
            .iter()
            .any(|p| p.aced.len() >= self.options.aces_to_win as usize)
        {
            return Err(format!(
                "a player holds {} Aces or more: the game would be over",
                self.options.aces_to_win
            ));
        }
        if self.players.iter().any(|p| p.credits > MOST_CREDITS) {
            return Err(format!("a player holds more than {MOST_CREDITS} Credits"));
        }
        if token_machine.is_some_and(|t| t.unsigned_abs() > MOST_CREDITS as u32) {
            return Err(format!(
                "token_machine: from -{MOST_CREDITS} to {MOST_CREDITS}"
            ));
        }
        if self.turns >= self.options.max_turns {
            return Err(format!(
                "turns: fewer than the game's {} (max_turns)",
                self.options.max_turns
            ));
        }
        Ok(())
    }

    /// The Token Machine holds what the players do not: 53 in all (unless the file set
    /// it: then the Credits in the game are whatever they came to).
    fn settle_tokens(&mut self) {
        if self.notes.as_ref().is_some_and(|n| n.total.is_some()) {
            let all = self.all_credits();
            if let Some(n) = self.notes.as_mut() {
                n.total = Some(all);
            }
            return;
        }
        let out: i32 = self
            .players
            .iter()
            .map(|p| p.credits as i32 + p.scored as i32)
            .sum();
        self.token_machine = TOKENS - out;
    }
}

/// Credits a file may give a player or the Token Machine: far beyond any game (53 in
/// the box), well inside the counters.
const MOST_CREDITS: u16 = 999;

impl ScenarioGame for Anarcade {
    const DRAWS: &'static [&'static str] = &[
        "first player",
        "draw stack",
        "earn stack",
        "score stack",
        "buy stack",
        "arcade stack",
        "P# deck",
    ];
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(p: Position, options: toml::Table, chance: Chance) -> Result<Anarcade, String> {
        let options: AnarcadeOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        let mut g = Anarcade::setup_with(&options, chance).map_err(|e| e.to_string())?;
        if p.names.len() > g.players.len() || p.names.iter().any(|x| x.parse::<u8>().is_ok()) {
            return Err(format!(
                "names: at most {} names, none of them a number",
                g.players.len()
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        if let Some(n) = p
            .names
            .iter()
            .find(|n| n.trim().is_empty() || !seen.insert(n.trim().to_lowercase()))
        {
            return Err(format!("names: {n:?} is empty or given twice"));
        }
        g.notes = Some(Box::new(crate::state::ScenarioNotes {
            names: p.names.clone(),
            ..Default::default()
        }));
        if let Some(a) = &p.arcade {
            g.arcade = if a == "none" {
                None
            } else {
                Some(g.arcade_card(a)?)
            };
        }
        if let Some(st) = &p.arcade_stack {
            let mut v = st
                .iter()
                .map(|n| g.arcade_card(n))
                .collect::<Result<Vec<_>, _>>()?;
            v.reverse();
            g.arcade_stack = v;
        }
        g.apply_stacks(&p.stacks)?;
        let mut given = std::collections::BTreeSet::new();
        for pl in &p.players {
            if !given.insert(g.seat_named(&pl.player)?) {
                return Err(format!("player {:?} is given twice", pl.player));
            }
            g.apply_player(pl)?;
        }
        if let Some(c) = &p.current {
            let s = g.seat_named(c).map_err(|e| format!("current: {e}"))? as u8;
            g.current = s;
            g.first_player = s;
        }
        if let Some(t) = p.turns {
            g.turns = t;
        }
        if g.players.iter().any(|pl| pl.scored > g.high_score()) {
            return Err("a player has scored above the High Score".into());
        }
        g.take_from_the_box(&p);
        g.check_position(p.token_machine)?;
        g.settle_tokens();
        if let Some(t) = p.token_machine {
            g.token_machine = t;
            if let Some(n) = g.notes.as_mut() {
                n.total = Some(0);
            }
            g.settle_tokens();
        }
        g.begin_turn(&mut Vec::new());
        Ok(g)
    }

    fn check(&self, x: &Expect, d: &mut Diffs) {
        if let Some(ph) = &x.phase {
            d.same("phase", ph, format!("{:?}", self.phase));
        }
        if let Some(c) = &x.current {
            match self.seat_named(c) {
                Ok(want) => d.same(
                    "current player",
                    self.seat_said(want, c),
                    self.seat_said(self.current as usize, c),
                ),
                Err(e) => d.fail(format!("current: {e}")),
            }
        }
        if let Some(st) = &x.arcade_stack {
            let mut got: Vec<String> = self
                .arcade_stack
                .iter()
                .map(|&a| self.cards.arcade[a as usize].name.clone())
                .collect();
            got.reverse();
            d.same(
                "arcade stack (top first)",
                format!("{st:?}"),
                format!("{got:?}"),
            );
        }
        for (k, want) in &x.stacks {
            match Kind::parse(k) {
                Some(kind) => {
                    let mut got = self.names(&self.stacks[kind as usize]);
                    got.reverse();
                    d.same(
                        format!("the {} stack (top first)", kind.name()),
                        format!("{want:?}"),
                        format!("{got:?}"),
                    );
                }
                None => d.fail(format!("stacks.{k}: draw, earn, score or buy")),
            }
        }
        if let Some(a) = &x.arcade {
            let got = self
                .arcade
                .map(|a| self.cards.arcade[a as usize].name.clone())
                .unwrap_or("none".into());
            d.same("arcade card", a, got);
        }
        if let Some(n) = x.arcade_left {
            d.same("arcade cards face down", n, self.arcade_stack.len());
        }
        for (who, want) in &x.player {
            let s = match self.seat_named(&Who::Name(who.clone())) {
                Ok(s) => s + 1,
                Err(e) => {
                    d.fail(format!("player.{who}: {e}"));
                    continue;
                }
            };
            let p = &self.players[s - 1];
            let label = |what: &str| format!("player {who} {what}");
            if let Some(c) = want.credits {
                d.same(label("credits"), c, p.credits);
            }
            if let Some(c) = want.scored {
                d.same(label("scored"), c, p.scored);
            }
            if let Some(a) = want.aces {
                d.same(label("aces"), a, p.aced.len());
            }
            if let Some(a) = &want.aced {
                let got: Vec<String> = p
                    .aced
                    .iter()
                    .map(|&a| self.cards.arcade[a as usize].name.clone())
                    .collect();
                d.same(label("aced"), format!("{a:?}"), format!("{got:?}"));
            }
            if let Some(h) = &want.hand {
                let mut want = h.clone();
                want.sort();
                let mut got = self.names(&p.hand);
                got.sort();
                d.same(label("hand"), format!("{want:?}"), format!("{got:?}"));
            }
            if let Some(n) = want.hand_size {
                d.same(label("hand size"), n, p.hand.len());
            }
            if let Some(n) = want.draw_size {
                d.same(label("draw stack size"), n, p.draw.len());
            }
            if let Some(dr) = &want.draw {
                let mut got = self.names(&p.draw);
                got.reverse();
                d.same(
                    label("draw stack (top first)"),
                    format!("{dr:?}"),
                    format!("{got:?}"),
                );
            }
            if let Some(dis) = &want.discard {
                let mut got = self.names(&p.discard);
                got.reverse();
                d.same(
                    label("discard (top first)"),
                    format!("{dis:?}"),
                    format!("{got:?}"),
                );
            }
            if let Some(n) = want.discard_size {
                d.same(label("discard size"), n, p.discard.len());
            }
            if let Some(n) = want.deck_size {
                let in_play = if self.current as usize == s - 1 {
                    self.turn.in_play.len()
                } else {
                    0
                };
                d.same(
                    label("deck size"),
                    n,
                    p.hand.len() + p.draw.len() + p.discard.len() + in_play,
                );
            }
        }
        if let Some(v) = &x.in_play {
            d.same(
                "in play",
                format!("{v:?}"),
                format!("{:?}", self.names(&self.turn.in_play)),
            );
        }
        if let Some(s) = &x.symbols {
            match crate::cards::Symbols::parse(s) {
                Ok(want) => d.same("symbols", want.text(), self.turn.symbols.text()),
                Err(e) => d.fail(e),
            }
        }
        if let Some(n) = x.draws_left {
            d.same("draws left", n, self.turn.draws_left);
        }
        if let Some(n) = x.buy_left {
            d.same("buy left", n, self.turn.buy_left);
        }
        if let Some(n) = x.score_room {
            d.same("score room", n, self.score_room());
        }
        if let Some(s) = x.stack_sizes {
            let got: Vec<usize> = self.stacks.iter().map(Vec::len).collect();
            d.same("stack sizes", format!("{s:?}"), format!("{got:?}"));
        }
        for (k, want) in &x.tops {
            match Kind::parse(k) {
                Some(kind) => {
                    let got = self.stacks[kind as usize]
                        .last()
                        .map(|&c| self.cards.design(c).name.clone())
                        .unwrap_or("none".into());
                    d.same(format!("top of the {} stack", kind.name()), want, got);
                }
                None => d.fail(format!("tops.{k}: draw, earn, score or buy")),
            }
        }
        if let Some(t) = x.token_machine {
            d.same("token machine", t, self.token_machine);
        }
        if let Some(t) = x.turns {
            d.same("turns", t, self.turns);
        }
        if let Some(e) = &x.end {
            let got = match &self.end {
                None => "none".to_string(),
                Some(e) => coinop_scenario::variant_name(e),
            };
            d.same("end", e, got);
        }
        let total = self
            .notes
            .as_ref()
            .and_then(|n| n.total)
            .unwrap_or(TOKENS as i64);
        if self.phase != Phase::Over && self.all_credits() != total {
            d.fail(format!(
                "credits are not conserved: {} in all, not {total}",
                self.all_credits()
            ));
        }
    }

    fn change(&mut self, c: Change) -> Result<(), String> {
        self.apply_stacks(&c.stacks)?;
        for p in &c.players {
            self.apply_player(p)?;
        }
        self.settle_tokens();
        Ok(())
    }

    fn expand(&self, s: Shorthand) -> Result<Vec<String>, String> {
        let Some(name) = s.buy else {
            return Ok(Vec::new());
        };
        let card = self.card(&name)?;
        let design = &self.cards.design(card).name;
        for k in Kind::ALL {
            if self.stacks[k as usize]
                .last()
                .map(|&c| &self.cards.design(c).name)
                == Some(design)
            {
                return Ok(vec![format!("buy {}", k.name().to_lowercase())]);
            }
        }
        // «You can purchase a card from the top of any Action Stack» (RULINGS.md §11).
        let below = Kind::ALL.into_iter().find(|&k| {
            self.stacks[k as usize]
                .iter()
                .any(|&c| &self.cards.design(c).name == design)
        });
        Err(match below {
            Some(k) => format!(
                "{name} is below the top of the {} stack: only a stack's top card may be bought",
                k.name()
            ),
            None => format!("{name} is in no Action Stack"),
        })
    }

    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }
    /// Stops after the Earn phase, which passes without a decision ("earn").
    fn stop_at_checkpoints(&mut self) {
        if let Some(n) = self.notes.as_mut() {
            n.stops = true;
        }
    }
    fn checkpoint(&self) -> Option<String> {
        self.notes
            .as_ref()
            .and_then(|n| n.paused)
            .map(str::to_string)
    }
    fn resume(&mut self, ev: &mut Vec<Event>) {
        if let Some(n) = self.notes.as_mut()
            && n.paused.take().is_some()
        {
            self.advance(ev);
        }
    }
}
