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

/// The position. Anything left out stays as the seed dealt it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The face-up Arcade Card, by name ("none" for none).
    pub arcade: Option<String>,
    /// The face-down Arcade Stack, top first.
    pub arcade_stack: Option<Vec<String>>,
    /// Action Stacks by kind ("draw", "earn", "score", "buy"), top first.
    #[serde(default)]
    pub stacks: BTreeMap<String, Vec<String>>,
    #[serde(default, rename = "player")]
    pub players: Vec<PlayerSpec>,
    /// The player (1-based) whose turn begins; default: Player 1 as drawn (script
    /// "first player: P2") or as the options name.
    pub current: Option<u8>,
    pub turns: Option<u16>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// 1-based: Player 1 …
    pub player: u8,
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
    /// The player (1-based) whose turn it is.
    pub current: Option<u8>,
    /// The face-up Arcade Card's name, or "none".
    pub arcade: Option<String>,
    pub arcade_left: Option<usize>,
    /// By player number: `[expect.player.2]`.
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

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shorthand {}

impl Anarcade {
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
        let n = self.players.len();
        if p.player == 0 || p.player as usize > n {
            return Err(format!("player {}: players are 1 to {n}", p.player));
        }
        let s = p.player as usize - 1;
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

    /// The Token Machine holds what the players do not: 53 in all.
    fn settle_tokens(&mut self) {
        let out: i32 = self
            .players
            .iter()
            .map(|p| p.credits as i32 + p.scored as i32)
            .sum();
        self.token_machine = TOKENS - out;
    }
}

impl ScenarioGame for Anarcade {
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(p: Position, options: toml::Table, chance: Chance) -> Result<Anarcade, String> {
        let options: AnarcadeOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        let mut g = Anarcade::setup_with(&options, chance).map_err(|e| e.to_string())?;
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
        for pl in &p.players {
            g.apply_player(pl)?;
        }
        if let Some(c) = p.current {
            if c == 0 || c as usize > g.players.len() {
                return Err(format!("current {c}: players are 1 to {}", g.players.len()));
            }
            g.current = c - 1;
            g.first_player = c - 1;
        }
        if let Some(t) = p.turns {
            g.turns = t;
        }
        if g.players.iter().any(|pl| pl.scored > g.high_score()) {
            return Err("a player has scored above the High Score".into());
        }
        g.settle_tokens();
        g.begin_turn(&mut Vec::new());
        Ok(g)
    }

    fn check(&self, x: &Expect, d: &mut Diffs) {
        if let Some(ph) = &x.phase {
            d.same("phase", ph, format!("{:?}", self.phase));
        }
        if let Some(c) = x.current {
            d.same("current player", c, self.current + 1);
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
            let Some(s) = who
                .parse::<usize>()
                .ok()
                .filter(|s| (1..=self.players.len()).contains(s))
            else {
                d.fail(format!(
                    "player.{who}: players are 1 to {}",
                    self.players.len()
                ));
                continue;
            };
            let p = &self.players[s - 1];
            let label = |what: &str| format!("player {s} {what}");
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
        if self.phase != Phase::Over && self.all_credits() != TOKENS as i64 {
            d.fail(format!(
                "credits are not conserved: {} in all, not {TOKENS}",
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

    fn expand(&self, _: Shorthand) -> Result<Vec<String>, String> {
        Ok(Vec::new())
    }

    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }
    /// Every action resolves at once: there is nothing to stop inside.
    fn stop_at_checkpoints(&mut self) {}
    fn checkpoint(&self) -> Option<String> {
        None
    }
    fn resume(&mut self, _: &mut Vec<Event>) {}
}
