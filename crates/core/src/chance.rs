//! Chance: the one place an engine draws its luck. Normally a seeded generator; a
//! scenario may script named outcomes ("the coin shows right", "the power-up drawn is the
//! Grenade", "the deck is shuffled with A3 on top") instead of hunting for a seed. The
//! engine calls the same methods either way and cannot tell the two apart.
//!
//! Every draw has a *name* the game chooses ("eagle coin", "power-up", "discard") and
//! labels for its outcomes, asked for only when a script is present. A script is a queue
//! of `(name, outcome)`: a draw takes the first queued outcome with its name and leaves the
//! others queued, so a scenario scripts just the draws it cares about and the rest come
//! from the generator. An outcome that names no possible result is a *fault*, reported
//! to the scenario, and the generator decides instead.

use crate::{GameRng, StableHasher};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// The seeded generator of a game, with an optional script of outcomes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chance {
    rng: GameRng,
    /// Boxed and optional: states are cloned by the million and almost never scripted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    script: Option<Box<Script>>,
}

/// Outcomes still to come, and what went wrong with those already drawn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Script {
    pub queued: Vec<Scripted>,
    pub faults: Vec<String>,
    /// Every scripted draw taken so far, as "name: outcome", for the narration.
    pub drawn: Vec<String>,
    /// The name of every draw made while scripted, scripted or not: a scenario checks
    /// that a draw marked to stay unused was not made by any means.
    #[serde(default)]
    pub asked: Vec<String>,
}

/// One scripted outcome: the draw it is for and the outcome's label.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scripted {
    pub draw: String,
    pub outcome: String,
}

impl Scripted {
    /// Reads "eagle coin: right" — the draw's name, a colon, the outcome.
    pub fn parse(text: &str) -> Result<Scripted, String> {
        let (draw, outcome) = text.split_once(':').ok_or_else(|| {
            format!("{text:?}: write a scripted outcome as \"draw: outcome\", e.g. \"eagle coin: right\"")
        })?;
        let (draw, outcome) = (draw.trim(), outcome.trim());
        if draw.is_empty() || outcome.is_empty() {
            return Err(format!("{text:?}: name both the draw and its outcome"));
        }
        Ok(Scripted {
            draw: draw.to_string(),
            outcome: outcome.to_string(),
        })
    }
}

/// The outcome a scenario queues for a draw that must not happen (`unused_chance`): a
/// draw that meets it takes it off the script and is decided by the generator.
pub const UNUSED: &str = "(must stay undrawn)";

/// Where a shuffled pile is drawn from, so a script can name its first cards in the order
/// they will be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawnFrom {
    Start,
    End,
}

impl Chance {
    /// How far the generator has gone: it changes with every draw.
    pub fn position(&self) -> u128 {
        self.rng.get_word_pos()
    }

    pub fn from_seed(seed: u64) -> Chance {
        Chance::from_rng(GameRng::seed_from_u64(seed))
    }

    pub fn from_rng(rng: GameRng) -> Chance {
        Chance { rng, script: None }
    }

    /// Queues scripted outcomes after any already queued.
    pub fn script(&mut self, outcomes: impl IntoIterator<Item = Scripted>) {
        let s = self.script.get_or_insert_with(Default::default);
        s.queued.extend(outcomes);
    }

    /// Takes a queued outcome back off the script (the first equal to `o`); whether it
    /// was still queued. A scenario checks so that a draw it expects not to happen did not.
    pub fn unscript(&mut self, o: &Scripted) -> bool {
        let Some(s) = self.script.as_mut() else {
            return false;
        };
        let same = |q: &Scripted| {
            q.draw.eq_ignore_ascii_case(&o.draw) && q.outcome.eq_ignore_ascii_case(&o.outcome)
        };
        match s.queued.iter().position(same) {
            Some(i) => {
                s.queued.remove(i);
                true
            }
            None => false,
        }
    }

    /// The script, if one was given.
    pub fn scripted(&self) -> Option<&Script> {
        self.script.as_deref()
    }

    /// Takes the faults found so far (outcomes that named no possible result).
    pub fn take_faults(&mut self) -> Vec<String> {
        self.script
            .as_mut()
            .map(|s| std::mem::take(&mut s.faults))
            .unwrap_or_default()
    }

    /// A uniform index below `n` (at least 1). `label(i)` names outcome `i` for scripts;
    /// several outcomes may share a label (two cards of one kind), the first is taken.
    pub fn index(&mut self, draw: &str, n: usize, label: impl Fn(usize) -> String) -> usize {
        if let Some(i) = self.scripted_pick(draw, n, &label) {
            return i;
        }
        self.rng.random_range(0..n)
    }

    /// [`Chance::index`] for games that count in bytes; it draws from the generator
    /// exactly as `random_range(0..n)` over `u8` does, which differs from `usize`.
    pub fn index_u8(&mut self, draw: &str, n: u8, label: impl Fn(u8) -> String) -> u8 {
        if let Some(i) = self.scripted_pick(draw, n as usize, &|i| label(i as u8)) {
            return i as u8;
        }
        self.rng.random_range(0..n)
    }

    /// A fair coin: `true` for `heads`, `false` for `tails` (the labels scripts use).
    pub fn coin(&mut self, draw: &str, heads: &str, tails: &str) -> bool {
        let label = |i: usize| if i == 0 { heads } else { tails }.to_string();
        if let Some(i) = self.scripted_pick(draw, 2, &label) {
            return i == 0;
        }
        self.rng.random_bool(0.5)
    }

    /// A die of `sides` faces, 1 to `sides`; scripts name the number.
    pub fn die(&mut self, draw: &str, sides: u8) -> u8 {
        if let Some(i) = self.scripted_pick(draw, sides as usize, &|i| (i + 1).to_string()) {
            return i as u8 + 1;
        }
        self.rng.random_range(1..=sides)
    }

    /// Shuffles `items`. A scripted outcome lists, by label and separated by spaces (or by
    /// commas, for labels with spaces: "Forward 1, Radar"; one such label alone needs
    /// none), the items to be drawn first, in
    /// the order they will be drawn (from `from`); the rest stay in the generator's order.
    pub fn shuffle<T>(
        &mut self,
        draw: &str,
        items: &mut [T],
        from: DrawnFrom,
        label: impl Fn(&T) -> String,
    ) {
        items.shuffle(&mut self.rng);
        let Some(wanted) = self.take_scripted(draw) else {
            return;
        };
        let n = items.len();
        let pos = |k: usize| match from {
            DrawnFrom::Start => k,
            DrawnFrom::End => n - 1 - k,
        };
        let names: Vec<&str> = if wanted.contains(',') {
            wanted
                .split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .collect()
        } else if items.iter().any(|i| label(i).eq_ignore_ascii_case(&wanted)) {
            vec![wanted.as_str()]
        } else {
            wanted.split_whitespace().collect()
        };
        for (k, want) in names.into_iter().enumerate() {
            if k >= n {
                self.fault(format!(
                    "{draw}: {wanted:?} names more than the {n} items shuffled"
                ));
                return;
            }
            // The first not yet placed item with this label.
            let found = (k..n).find(|&j| label(&items[pos(j)]).eq_ignore_ascii_case(want));
            match found {
                Some(j) => items.swap(pos(k), pos(j)),
                None => {
                    let left: Vec<String> = (k..n).map(|j| label(&items[pos(j)])).collect();
                    self.fault(format!(
                        "{draw}: no {want:?} left to put in place {} (left: {})",
                        k + 1,
                        left.join(" ")
                    ));
                    return;
                }
            }
        }
        self.note(draw, &wanted);
    }

    /// Feeds the generator's position (and any script) to a replay-stable hash, exactly
    /// as hashing the bare generator did.
    pub fn hash_into(&self, h: &mut StableHasher) {
        self.rng.get_seed().hash(h);
        self.rng.get_stream().hash(h);
        self.rng.get_word_pos().hash(h);
        if let Some(s) = &self.script {
            s.queued.hash(h);
        }
    }

    /// A fresh, unscripted generator drawn from `rng`: for determinizations, which must
    /// not know what a script would have made happen.
    pub fn reseeded(rng: &mut GameRng) -> Chance {
        Chance::from_seed(rng.random())
    }

    fn take_scripted(&mut self, draw: &str) -> Option<String> {
        let s = self.script.as_mut()?;
        s.asked.push(draw.to_string());
        let i = s
            .queued
            .iter()
            .position(|o| o.draw.eq_ignore_ascii_case(draw))?;
        let outcome = s.queued.remove(i).outcome;
        // A draw that was to stay unused: taken off (the scenario sees it gone), and the
        // generator decides, so the luck is what it would have been.
        (outcome != UNUSED).then_some(outcome)
    }

    fn scripted_pick(
        &mut self,
        draw: &str,
        n: usize,
        label: &dyn Fn(usize) -> String,
    ) -> Option<usize> {
        let want = self.take_scripted(draw)?;
        match (0..n).find(|&i| label(i).eq_ignore_ascii_case(&want)) {
            Some(i) => {
                self.note(draw, &want);
                Some(i)
            }
            None => {
                let choices: Vec<String> = (0..n).map(label).collect();
                self.fault(format!(
                    "{draw}: {want:?} is not a possible outcome now (possible: {})",
                    choices.join(", ")
                ));
                None
            }
        }
    }

    fn fault(&mut self, text: String) {
        if let Some(s) = &mut self.script {
            s.faults.push(text);
        }
    }

    fn note(&mut self, draw: &str, outcome: &str) {
        if let Some(s) = &mut self.script {
            s.drawn.push(format!("{draw}: {outcome}"));
        }
    }
}

impl Hash for Scripted {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.draw.hash(h);
        self.outcome.hash(h);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scripted(list: &[&str]) -> Chance {
        let mut c = Chance::from_seed(1);
        c.script(list.iter().map(|s| Scripted::parse(s).unwrap()));
        c
    }

    #[test]
    fn unscripted_draws_match_the_bare_generator() {
        let mut c = Chance::from_seed(9);
        let mut r = GameRng::seed_from_u64(9);
        for n in 1..50usize {
            assert_eq!(c.index("x", n, |_| String::new()), r.random_range(0..n));
            assert_eq!(
                c.index_u8("x", n as u8, |_| String::new()),
                r.random_range(0..n as u8)
            );
            assert_eq!(c.coin("c", "h", "t"), r.random_bool(0.5));
        }
        let mut a: Vec<u32> = (0..20).collect();
        let mut b = a.clone();
        c.shuffle("s", &mut a, DrawnFrom::End, |x| x.to_string());
        b.shuffle(&mut r);
        assert_eq!(a, b);
    }

    #[test]
    fn a_draw_takes_the_first_outcome_with_its_name() {
        let mut c = scripted(&["coin: tails", "die: 5", "coin: heads"]);
        assert_eq!(c.die("die", 6), 5);
        assert!(!c.coin("coin", "heads", "tails"));
        assert!(c.coin("coin", "heads", "tails"));
        assert!(c.scripted().unwrap().queued.is_empty());
        assert!(c.take_faults().is_empty());
    }

    #[test]
    fn an_impossible_outcome_is_a_fault_and_the_generator_decides() {
        let mut c = scripted(&["pick: Z"]);
        let i = c.index("pick", 3, |i| ["A", "B", "C"][i].into());
        assert!(i < 3);
        let f = c.take_faults();
        assert_eq!(f.len(), 1);
        assert!(f[0].contains("possible: A, B, C"), "{f:?}");
    }

    #[test]
    fn a_scripted_shuffle_puts_the_named_items_first_in_draw_order() {
        let mut c = scripted(&["deck: C A"]);
        let mut v = vec!["A", "B", "C", "D"];
        c.shuffle("deck", &mut v, DrawnFrom::End, |s| s.to_string());
        assert_eq!(&v[2..], ["A", "C"]);
        let mut c = scripted(&["deck: D D"]);
        c.shuffle("deck", &mut v, DrawnFrom::Start, |s| s.to_string());
        assert_eq!(v[0], "D");
        assert_eq!(c.take_faults().len(), 1);
        // Labels with spaces are listed with commas.
        let mut c = scripted(&["deck: Fire Cannon, Turn 180°"]);
        let mut v = vec!["Turn 180°", "Radar", "Fire Cannon"];
        c.shuffle("deck", &mut v, DrawnFrom::Start, |s| s.to_string());
        assert_eq!(&v[..2], ["Fire Cannon", "Turn 180°"]);
        assert!(c.take_faults().is_empty());
    }

    #[test]
    fn parse_needs_a_colon() {
        assert!(Scripted::parse("coin right").is_err());
        assert_eq!(
            Scripted::parse(" eagle coin :  right ").unwrap(),
            Scripted {
                draw: "eagle coin".into(),
                outcome: "right".into()
            }
        );
    }
}
