//! `coinop sim`: many games, as fast as the engine goes, one AI in every seat. A run is
//! three steps, each usable alone so that many processes may share one: [`plan`] (how
//! many games: the jobs), [`play`] (a range of them, into a [`Tally`]: integer sums, the
//! same whichever games were added in whichever order) and [`merge`] (tallies into the
//! [`SimReport`], said in a language by [`SimReport::text`]). Game `i` always has seed
//! `seed + i`, so a run split any way gives the report of the whole.

use crate::game_words::game_words;
use crate::words::{decimal, end_words, say};
use coinop_core::{Args, GameRng, Lang, Replay, ToMove};
use coinop_games::Reported;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::ops::Range;

/// The player in every seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ai {
    /// The game's rule-following heuristic ([`Reported::simple`]; `easy` elsewhere).
    Simple,
    /// A legal action drawn at random.
    Random,
}

impl Ai {
    /// Its name in commands and reports.
    pub fn name(self) -> &'static str {
        match self {
            Ai::Simple => "simple",
            Ai::Random => "random",
        }
    }

    /// The AI of a name the command line takes: `simple` (`easy`, `heuristic`), `random`.
    pub fn parse(name: &str) -> Option<Ai> {
        match name {
            "simple" | "easy" | "heuristic" => Some(Ai::Simple),
            "random" => Some(Ai::Random),
            _ => None,
        }
    }
}

/// What a run plays, beyond the table's options.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SimConfig {
    pub games: u64,
    /// Game `i` has seed `seed + i`.
    pub seed: u64,
    pub ai: Ai,
}

/// Plays one game with the given AI in every seat; returns it with its replay and the
/// number of decisions taken (every action of every seat).
pub fn play_one<G: Reported>(
    options: &G::Options,
    seed: u64,
    ai: Ai,
    record: bool,
) -> (G, Option<Replay>, u64) {
    let mut game = G::new_game(options, seed).expect("options were validated");
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 1);
    let mut replay = record.then(|| Replay::start::<G>(options, seed));
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut decisions = 0;
    while let ToMove::Seats(seats) = game.to_move() {
        decisions += 1;
        let seat = seats.first().expect("never empty");
        let action = match ai {
            Ai::Random => {
                legal.clear();
                game.legal_actions_into(seat, &mut legal);
                legal.choose(&mut rng).cloned()
            }
            Ai::Simple => Some(game.simple(seat, &mut rng)),
        }
        .expect("a seat to move has a legal action");
        events.clear();
        game.apply_into(seat, &action, &mut events)
            .expect("chosen from the legal actions");
        if let Some(r) = &mut replay {
            r.push::<G>(seat, &action);
        }
    }
    if let Some(r) = &mut replay {
        r.finish(&game);
    }
    (game, replay, decisions)
}

/// The report's sums, kept as integers so that adding them up in any order (on any
/// number of threads or processes) gives the same figures: the part of a run that
/// [`play`] returns, and what [`merge`] adds up.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    /// How many games are in it.
    pub games: u64,
    /// Their lengths, summed ([`Reported::length`]).
    pub rounds: u64,
    pub decisions: u64,
    /// Each seat's score, summed.
    pub vp: Vec<i64>,
    /// Wins per seat in 2520ths (a shared win counts 1/k, and 2520 divides by 1..=10).
    pub wins: Vec<u64>,
    /// Games by how they ended, then by how many seats shared the win (0: nobody won).
    pub reasons: BTreeMap<String, BTreeMap<usize, u64>>,
    /// Each way of ending, as the game records it (`Outcome::end`, as JSON), for its words
    /// in the report's language: of the games that ended so, the least, so that any number
    /// of threads keeps the same.
    pub ends: BTreeMap<String, String>,
    /// Single Player: how many games took three Eagles in this many rounds.
    pub solo: BTreeMap<u16, u64>,
}

const WIN: u64 = 2520;

/// `a += b`, element by element, `a` growing to `b`'s length.
fn add_into<T: Copy + Default + std::ops::AddAssign>(a: &mut Vec<T>, b: &[T]) {
    a.resize(a.len().max(b.len()), T::default());
    a.iter_mut().zip(b).for_each(|(x, y)| *x += *y);
}

impl Tally {
    /// This tally and one finished game, `decisions` long.
    pub fn add<G: Reported>(mut self, game: &G, decisions: u64) -> Tally {
        let outcome = game.outcome().expect("the game ended");
        let seats = game.num_seats();
        self.games += 1;
        self.rounds += game.length() as u64;
        self.decisions += decisions;
        self.vp.resize(seats, 0);
        self.wins.resize(seats, 0);
        for s in 0..seats {
            self.vp[s] += game.score(s as u8);
        }
        for w in &outcome.winners {
            self.wins[*w as usize] += WIN / outcome.winners.len() as u64;
        }
        if let Some(end) = outcome.end {
            self.keep_end(&outcome.reason, end.to_string());
        }
        *self
            .reasons
            .entry(outcome.reason)
            .or_default()
            .entry(outcome.winners.len())
            .or_default() += 1;
        if let Some(r) = game.solo_rounds() {
            *self.solo.entry(r).or_default() += 1;
        }
        self
    }

    fn keep_end(&mut self, reason: &str, end: String) {
        if self.ends.get(reason).is_none_or(|kept| end < *kept) {
            self.ends.insert(reason.to_string(), end);
        }
    }

    /// Both tallies as one: the same in any order.
    pub fn merge(mut self, other: Tally) -> Tally {
        self.games += other.games;
        self.rounds += other.rounds;
        self.decisions += other.decisions;
        add_into(&mut self.vp, &other.vp);
        add_into(&mut self.wins, &other.wins);
        for (k, by_winners) in other.reasons {
            let mine = self.reasons.entry(k).or_default();
            for (w, n) in by_winners {
                *mine.entry(w).or_default() += n;
            }
        }
        for (k, n) in other.solo {
            *self.solo.entry(k).or_default() += n;
        }
        for (reason, end) in other.ends {
            self.keep_end(&reason, end);
        }
        self
    }
}

/// How many games (jobs) the run plays, or why it cannot be played, in `lang`.
pub fn plan<G: Reported>(
    lang: Lang,
    options: &G::Options,
    config: &SimConfig,
) -> Result<u64, String> {
    if config.games == 0 {
        return Err(say(lang).text("games-at-least-one"));
    }
    G::new_game(options, config.seed).map_err(|e| e.to_string())?;
    Ok(config.games)
}

/// Plays games `jobs` (within `0..plan`) on the current rayon pool and tallies them.
/// With `keep`, each game's replay is recorded and handed to it with the game's seed (to
/// write it, say); its first error stops the run. Memory stays the same however many
/// games are played.
pub fn play<G: Reported, E: Send>(
    options: &G::Options,
    config: &SimConfig,
    jobs: Range<u64>,
    keep: Option<&(dyn Fn(u64, Replay) -> Result<(), E> + Sync)>,
) -> Result<Tally, E> {
    jobs.into_par_iter()
        .try_fold(Tally::default, |tally, i| -> Result<Tally, E> {
            let game_seed = config.seed.wrapping_add(i);
            let (game, replay, decisions) =
                play_one::<G>(options, game_seed, config.ai, keep.is_some());
            if let (Some(keep), Some(r)) = (keep, replay) {
                keep(game_seed, r)?;
            }
            Ok(tally.add::<G>(&game, decisions))
        })
        .try_reduce(Tally::default, |a, b| Ok(a.merge(b)))
}

/// The report of a run from the tallies of all its games (in any order and split),
/// `seconds` of `threads` threads playing them (the speed line's; no other figure depends
/// on them).
pub fn merge<G: Reported>(
    options: &G::Options,
    config: &SimConfig,
    parts: impl IntoIterator<Item = Tally>,
    seconds: f64,
    threads: usize,
) -> Result<SimReport<G>, String> {
    let tally = parts.into_iter().fold(Tally::default(), Tally::merge);
    if tally.games != config.games {
        return Err(format!(
            "the parts hold {} games of the run's {}",
            tally.games, config.games
        ));
    }
    Ok(SimReport {
        game: G::NAME.into(),
        players: G::players(options),
        ai: config.ai,
        games: config.games,
        seed: config.seed,
        seconds,
        threads: threads.max(1),
        tally,
        of: PhantomData,
    })
}

/// A run's report as data: the sums as they were added up, which [`Self::text`] says.
#[derive(Debug, Serialize)]
#[serde(bound = "")]
pub struct SimReport<G> {
    pub game: String,
    pub players: usize,
    pub ai: Ai,
    pub games: u64,
    pub seed: u64,
    /// What the clock measured, and on how many threads.
    pub seconds: f64,
    pub threads: usize,
    pub tally: Tally,
    #[serde(skip)]
    of: PhantomData<fn() -> G>,
}

impl<G: Reported> SimReport<G> {
    /// The report as `coinop sim` prints it, in `lang`: a line each, each ending in a
    /// newline.
    pub fn text(&self, lang: Lang) -> String {
        let say = say(lang);
        let games = self.games;
        let secs = self.seconds;
        let threads = self.threads;
        let Tally {
            rounds,
            decisions,
            vp,
            wins,
            reasons,
            solo,
            ends,
            ..
        } = &self.tally;
        let (rounds, decisions) = (*rounds, *decisions);
        let vp = if vp.is_empty() {
            vec![0; self.players]
        } else {
            vp.clone()
        };
        let wins: Vec<f64> = (0..vp.len())
            .map(|s| wins.get(s).copied().unwrap_or(0) as f64 / WIN as f64)
            .collect();
        let game = game_words::<G>(lang);
        let num = |x: f64, places: usize| decimal(lang, x, places);
        let mut out = String::new();
        let mut line = |s: String| {
            out.push_str(&s);
            out.push('\n');
        };
        line(
            say.text_with(
                "sim-head",
                Args::new()
                    .num("games", games as i64)
                    .str("title", game.title)
                    .num("players", self.players as i64)
                    .str("ai", self.ai.name())
                    .str("seed", self.seed.to_string()),
            ),
        );
        // Decisions are every action a seat takes: what OpenSpiel's random play counts.
        let per_s = games as f64 / secs;
        let dec_s = decisions as f64 / secs;
        let speed = Args::new()
            .count("games", per_s)
            .count("decisions", dec_s)
            .str("seconds", num(secs, 3));
        let speed = match threads {
            1 => say.text_with("sim-speed-one-thread", speed),
            _ => say.text_with(
                "sim-speed",
                speed
                    .num("threads", threads as i64)
                    .count("games_each", per_s / threads as f64)
                    .count("decisions_each", dec_s / threads as f64),
            ),
        };
        line(format!("  {speed}"));
        line(format!(
            "  {}",
            say.text_with(
                "sim-length",
                Args::new()
                    .str("length", game.length_of)
                    .str("value", num(rounds as f64 / games as f64, 1)),
            )
        ));
        line(format!(
            "  {}",
            say.text_with(
                "sim-decisions",
                Args::new()
                    .str("value", num(decisions as f64 / games as f64, 1))
                    .str("per", num(decisions as f64 / rounds.max(1) as f64, 1))
                    .str("unit", game.length_unit),
            )
        ));
        for s in 0..vp.len() {
            line(format!(
                "  {}",
                say.text_with(
                    "sim-seat",
                    Args::new()
                        .num("seat", s as i64 + 1)
                        .str("score", game.score_of.as_str())
                        .str("value", num(vp[s] as f64 / games as f64, 2))
                        .str("wins", num(100.0 * wins[s] / games as f64, 1)),
                )
            ));
        }
        let solo_games: u64 = solo.values().sum();
        if solo_games > 0 {
            let mean =
                solo.iter().map(|(r, n)| *r as f64 * *n as f64).sum::<f64>() / solo_games as f64;
            // The middle game (the upper one of an even count), as the sorted list gave.
            let mut seen = 0;
            let median = solo
                .iter()
                .find(|(_, n)| {
                    seen += **n;
                    seen > solo_games / 2
                })
                .map(|(r, _)| *r)
                .unwrap_or(0);
            line(format!(
                "  {}",
                say.text_with(
                    "sim-solo",
                    Args::new()
                        .num("won", solo_games as i64)
                        .num("games", games as i64)
                        .str("mean", num(mean, 1))
                        .num("median", median),
                )
            ));
        }
        line(format!("  {}", say.text("sim-ended")));
        for (r, by_winners) in reasons {
            let n: u64 = by_winners.values().sum();
            let end = ends
                .get(r)
                .and_then(|e| serde_json::from_str::<Value>(e).ok());
            let words = end_words::<G>(lang, r, end.as_ref());
            line(format!(
                "    {n:>7}  {words}{}",
                shared_wins(lang, by_winners)
            ));
        }
        out
    }

    /// The report as data, JSON.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report is JSON")
    }
}

/// A count a report rounds to a whole number ("424 games/s"): put in as a number, so
/// that a language's plural follows it, written as `{:.0}` writes it.
trait Count {
    fn count(self, name: &'static str, x: f64) -> Self;
}

impl Count for Args {
    fn count(self, name: &'static str, x: f64) -> Args {
        let text = format!("{x:.0}");
        match text.parse::<i64>() {
            // Exact as a number the catalogue writes back (a double's whole numbers).
            Ok(n) if n.unsigned_abs() < 1 << 53 => self.num(name, n),
            _ => self.str(name, text),
        }
    }
}

/// " (12 won alone, 5 shared: 4 by 2 seats, 1 by 3)": how the games that ended one way
/// were won, when not all by one seat, in `lang`. A shared win is counted by how many
/// shared it, not by which seats, so a four-player report has a line per way of ending,
/// not one per set of winners.
fn shared_wins(lang: Lang, by_winners: &BTreeMap<usize, u64>) -> String {
    let say = say(lang);
    let alone = by_winners.get(&1).copied().unwrap_or(0);
    let nobody = by_winners.get(&0).copied().unwrap_or(0);
    let shared: Vec<(usize, u64)> = by_winners
        .iter()
        .filter(|(w, _)| **w > 1)
        .map(|(w, n)| (*w, *n))
        .collect();
    if shared.is_empty() && (nobody == 0 || alone == 0) {
        return String::new();
    }
    let count = |id: &str, n: u64| say.text_with(id, Args::new().num("n", n as i64));
    let mut parts = Vec::new();
    if alone > 0 {
        parts.push(count("sim-won-alone", alone));
    }
    if !shared.is_empty() {
        let total: u64 = shared.iter().map(|(_, n)| n).sum();
        let by = shared
            .iter()
            .enumerate()
            .map(|(i, (w, n))| {
                let id = if i == 0 {
                    "sim-shared-by-first"
                } else {
                    "sim-shared-by"
                };
                say.text_with(id, Args::new().num("n", *n as i64).num("seats", *w as i64))
            })
            .collect::<Vec<_>>()
            .join(", ");
        parts.push(say.text_with(
            "sim-shared",
            Args::new().num("n", total as i64).str("by", by),
        ));
    }
    if nobody > 0 {
        parts.push(count("sim-won-by-nobody", nobody));
    }
    format!(" ({})", parts.join(&say.text("sim-parts-separator")))
}
