//! Scenario files for every coinop game: an exact position written by hand in TOML, a
//! script of actions and of chance, the expected results, and the rule sentence they
//! check. The runner here knows nothing of any game's rules; a game implements
//! [`ScenarioGame`] to read its own position and check its own expectations, and gets
//! the rest: steps, errors expected, events (unordered and in order), checkpoints inside
//! a turn, scripted coin flips, dice, shuffles and random picks, several option sets side
//! by side, citations, and readable differences.
//!
//! Principal items: [`ScenarioGame`] (what a game adds), [`Scenario`] (one parsed file),
//! [`Scenario::run`] (every case of it), [`Report`], and [`check_dir`] for test suites.
//! The file format is in `crates/tanks/tests/scenarios/README.md`.

mod expect;
mod file;
pub mod lesson;

pub use expect::Diffs;
pub use file::{Case, Scenario, Step};
pub use lesson::{Coaching, Lesson, LessonHead, NotNow, Teaching, Tutor};

use coinop_core::{Chance, Game, Scripted, Seat, Viewer, Words};
use serde::de::DeserializeOwned;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The lines telling `events` (the whole of them: a scenario sees everything), in a
/// spectator's words; an event that only marks a stretch of the log tells none.
pub(crate) fn lines<G: ScenarioGame>(g: &G, events: &[G::Event]) -> Vec<String> {
    let view = g.observe(Viewer::Spectator);
    events
        .iter()
        .filter_map(|e| G::line(&view, e))
        .map(|l| l.plain())
        .collect()
}

/// What a game adds to the runner: its position, its own expectations, and its
/// checkpoints inside a turn.
pub trait ScenarioGame: Game + Words {
    /// Every top-level table of a file the runner does not read itself (Arcade Tanks:
    /// `[board]`, `[[tank]]`, `[[bot]]` …). Deny unknown fields: typos must fail.
    type Position: DeserializeOwned;
    /// The game's own keys of an expectation table, beside the runner's `events`,
    /// `waiting`, `legal`, `winners` ….
    type Expect: DeserializeOwned;
    /// A step's `set` table: changes made to the position before the step's actions
    /// (hands dealt, piles arranged).
    type Change: DeserializeOwned;
    /// A step's own keys that stand for several actions (Arcade Tanks: `plan`).
    type Shorthand: DeserializeOwned;

    /// The position, under `options` (the file's, merged with the case's), drawing its
    /// luck from `chance` (seeded by the file, perhaps scripted).
    fn build(
        position: Self::Position,
        options: toml::Table,
        chance: Chance,
    ) -> Result<Self, String>;
    fn check(&self, expect: &Self::Expect, diffs: &mut Diffs);
    fn change(&mut self, change: Self::Change) -> Result<(), String>;
    /// The actions a shorthand stands for, as action texts; none if it names nothing.
    fn expand(&self, shorthand: Self::Shorthand) -> Result<Vec<String>, String>;
    /// The names of the game's draws, as scripts name them; `#` stands for a number
    /// ("P# deck"). A file's `unused_chance` must name one (a misspelt name would pass,
    /// as a draw never made). Empty: not checked.
    const DRAWS: &'static [&'static str] = &[];
    /// The seat whose pieces a shorthand names (Robotanks' `initial = ["Red 1: …"]`), if
    /// it names one: the step is that seat's, and a step `seat` that differs is refused.
    fn shorthand_seat(&self, _shorthand: &Self::Shorthand) -> Option<Seat> {
        None
    }
    /// The game's one source of luck, to script it.
    fn chance_mut(&mut self) -> &mut Chance;
    /// From now on, stop after each group of events the game marks as a checkpoint.
    fn stop_at_checkpoints(&mut self);
    /// The checkpoint the game stopped at, by name ("volley 1"), if it did.
    fn checkpoint(&self) -> Option<String>;
    /// Goes on from a checkpoint to the next one or the next decision.
    fn resume(&mut self, events: &mut Vec<Self::Event>);
}

/// The name of an enum value's variant as `Debug` writes it ("Aces" for `Aces { winner: 1 }`),
/// for expectations that name how a game ended.
pub fn variant_name(value: &impl std::fmt::Debug) -> String {
    format!("{value:?}")
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// One case of a scenario run: its differences (empty when it passed) and narration.
#[derive(Debug)]
pub struct CaseReport {
    /// The option set's name; empty for a file with one.
    pub case: String,
    pub failures: Vec<String>,
    pub log: Vec<String>,
}

/// Every case of one scenario file.
#[derive(Debug)]
pub struct Report {
    pub cases: Vec<CaseReport>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.cases.iter().all(|c| c.failures.is_empty())
    }

    /// The differences, each case's under its name, with the narration of failed cases.
    pub fn describe(&self, with_log: bool) -> String {
        let mut s = String::new();
        for c in &self.cases {
            if c.failures.is_empty() && !with_log {
                continue;
            }
            if !c.case.is_empty() {
                s.push_str(&format!("  case {:?}:\n", c.case));
            }
            for f in &c.failures {
                s.push_str(&format!("    ✗ {f}\n"));
            }
            if with_log || !c.failures.is_empty() {
                s.push_str("    narration:\n");
                for l in &c.log {
                    s.push_str(&format!("      {l}\n"));
                }
            }
        }
        s
    }
}

impl Scenario {
    /// The position the file describes, under its own options and seed (no case, no
    /// steps): for tests that want a hand-made position.
    pub fn build<G: ScenarioGame>(&self) -> Result<G, String> {
        let position = file::decode::<G::Position>(self.position.clone(), "the position")?;
        let mut chance = Chance::from_seed(self.seed);
        chance.script(self.chance.iter().cloned());
        G::build(position, self.options.clone(), chance)
    }

    /// Runs every case of the scenario against game `G`.
    pub fn run<G: ScenarioGame>(&self) -> Report {
        let cases = if self.cases.is_empty() {
            vec![Case::default()]
        } else {
            self.cases.clone()
        };
        let mut reports = Vec::new();
        if let Some(g) = &self.game
            && g != G::NAME
        {
            reports.push(CaseReport {
                case: String::new(),
                failures: vec![format!("this is a scenario of {g:?}, not {:?}", G::NAME)],
                log: Vec::new(),
            });
            return Report { cases: reports };
        }
        for case in &cases {
            reports.push(self.run_case::<G>(case));
        }
        Report { cases: reports }
    }

    fn run_case<G: ScenarioGame>(&self, case: &Case) -> CaseReport {
        let mut failures = Vec::new();
        let mut log = Vec::new();
        let report = |failures, log| CaseReport {
            case: case.name.clone(),
            failures,
            log,
        };
        let mut options = self.options.clone();
        file::merge(&mut options, &case.options);
        let mut chance = Chance::from_seed(case.seed.unwrap_or(self.seed));
        chance.script(self.chance.iter().chain(&case.chance).cloned());
        let position = match file::decode::<G::Position>(self.position.clone(), "the position") {
            Ok(p) => p,
            Err(e) => return report(vec![e], log),
        };
        let built = G::build(position, options, chance);
        let mut g = match (built, &self.refused) {
            (Ok(_), Some(want)) => {
                return report(
                    vec![format!(
                        "the set-up was accepted, expected it refused with {want:?}"
                    )],
                    log,
                );
            }
            (Err(e), Some(want)) => {
                log.push(format!("   set-up refused: {e}"));
                if !e.contains(want.as_str()) {
                    failures.push(format!(
                        "set-up refused with {e:?}, which does not contain {want:?}"
                    ));
                }
                return report(failures, log);
            }
            (Ok(g), None) => g,
            (Err(e), None) => return report(vec![format!("cannot build the position: {e}")], log),
        };
        g.stop_at_checkpoints();
        let mut events: Vec<G::Event> = Vec::new();
        let mut steps_run = 0;
        'steps: for (i, step) in self.steps.iter().enumerate() {
            if !step.only.is_empty() && !step.only.contains(&case.name) {
                continue;
            }
            steps_run += 1;
            let label = format!("step {}", i + 1);
            if let Some(set) = &step.set {
                let change = file::decode::<G::Change>(set.clone(), &format!("{label} set"))
                    .and_then(|c| g.change(c));
                if let Err(e) = change {
                    failures.push(format!("{label}: cannot set the position: {e}"));
                    break;
                }
            }
            if let Some(o) = step
                .unused_chance
                .iter()
                .find(|o| !draw_is_listed(G::DRAWS, &o.draw))
            {
                failures.push(format!(
                    "{label}: unused_chance: {:?} is no draw of this game (draws: {})",
                    o.draw,
                    G::DRAWS.join(", ")
                ));
                break;
            }
            g.chance_mut().script(step.chance.iter().cloned());
            g.chance_mut().script(step.unused_chance.iter().cloned());
            let asked_before = g.chance_mut().scripted().map_or(0, |s| s.asked.len());
            let mut actions = step.actions.clone();
            // Its errors are said with the step's label below, once.
            let shorthand = file::decode::<G::Shorthand>(step.shorthand.clone(), "the step's keys");
            let named = shorthand.as_ref().ok().and_then(|s| g.shorthand_seat(s));
            if let (Some(n), Some(said)) = (named, step.seat)
                && n != said
            {
                failures.push(format!(
                    "{label}: the step is seat {said}'s, but it names seat {n}'s pieces"
                ));
                break;
            }
            match shorthand.and_then(|s| g.expand(s)) {
                Ok(more) => actions.extend(more),
                // What a player names that the game refuses (a card below a stack's top):
                // a refusal like any other, when the step expects one.
                Err(e) if step.error.as_ref().is_some_and(|w| e.contains(w.as_str())) => {
                    log.push(format!("   refused: {e}"));
                }
                Err(e) => {
                    failures.push(format!("{label}: {e}"));
                    break;
                }
            }
            let seat: Seat = step
                .seat
                .or(named)
                .unwrap_or_else(|| g.to_move().seats().first().unwrap_or(0));
            let mut reached = BTreeSet::new();
            let mut passed: Vec<String> = Vec::new();
            for text in &actions {
                log.push(format!("── P{} does {text:?}", seat + 1));
                let before = g.state_hash();
                let result = g.parse_action(text).and_then(|a| {
                    let mut ev = Vec::new();
                    g.apply_into(seat, &a, &mut ev).map(|_| ev)
                });
                match (result, &step.error) {
                    (Ok(ev), None) => {
                        log.extend(lines(&g, &ev));
                        events.extend(ev);
                    }
                    (Ok(_), Some(want)) => {
                        failures.push(format!(
                            "{label}: P{} {text:?} was accepted, expected an error containing {want:?}",
                            seat + 1
                        ));
                        break 'steps;
                    }
                    (Err(e), Some(want)) => {
                        log.push(format!("   refused: {e}"));
                        if !e.to_string().contains(want.as_str()) {
                            failures.push(format!(
                                "{label}: error {:?} does not contain {want:?}",
                                e.to_string()
                            ));
                        }
                        if g.state_hash() != before {
                            failures.push(format!("{label}: a refused action changed the state"));
                        }
                        continue;
                    }
                    (Err(e), None) => {
                        failures.push(format!("{label}: P{} {text:?} refused: {e}", seat + 1));
                        break 'steps;
                    }
                }
                // Checkpoints inside the turn this action set going.
                while let Some(cp) = g.checkpoint() {
                    log.push(format!("   ·· {cp}"));
                    passed.push(cp.clone());
                    if let Some(x) = step.after.get(&cp) {
                        let at = format!("{label}, after {cp}");
                        // A `set` there changes the position before the turn goes on.
                        let mut x = x.clone();
                        let set = x.remove("set");
                        expect::check(&g, &x, &case.name, &events, &at, &mut failures);
                        events.clear();
                        reached.insert(cp.clone());
                        if let Some(set) = set {
                            let change = match set {
                                toml::Value::Table(t) => file::decode::<G::Change>(t, &at),
                                _ => Err(format!("{at}: `set` must be a table")),
                            }
                            .and_then(|c| g.change(c));
                            if let Err(e) = change {
                                failures.push(format!("{at}: cannot set the position: {e}"));
                                break 'steps;
                            }
                            log.push(format!("   (position set at {cp})"));
                        }
                    }
                    let mut ev = Vec::new();
                    g.resume(&mut ev);
                    log.extend(lines(&g, &ev));
                    events.extend(ev);
                }
            }
            for cp in step.after.keys().filter(|k| !reached.contains(*k)) {
                failures.push(format!(
                    "{label}: checkpoint {cp:?} was never reached (passed in this step: {})",
                    if passed.is_empty() {
                        "none — the guide lists each game's checkpoints".to_string()
                    } else {
                        passed
                            .iter()
                            .map(|r| format!("{r:?}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                ));
            }
            // Draws of a marked name the step made beyond its own scripted ones (a file's
            // top-level script may have answered them before the mark was reached).
            let asked: Vec<String> = g
                .chance_mut()
                .scripted()
                .map(|s| s.asked[asked_before.min(s.asked.len())..].to_vec())
                .unwrap_or_default();
            for o in &step.unused_chance {
                let same = |d: &String| d.eq_ignore_ascii_case(&o.draw);
                let made = asked.iter().filter(|d| same(d)).count();
                let own = step.chance.iter().filter(|c| same(&c.draw)).count();
                if made > own {
                    g.chance_mut().unscript(o);
                    failures.push(format!(
                        "{label}: a \"{}\" draw was to stay unused, but the step drew one",
                        o.draw
                    ));
                    continue;
                }
                if !g.chance_mut().unscript(o) {
                    failures.push(format!(
                        "{label}: a \"{}\" draw was to stay unused, but the step drew one",
                        o.draw
                    ));
                }
            }
            note_chance(&mut g, &label, &mut failures, &mut log);
            if let Some(x) = &step.expect {
                expect::check(&g, x, &case.name, &events, &label, &mut failures);
                events.clear();
            }
        }
        if steps_run == 0 && !self.steps.is_empty() {
            failures.push("no step runs in this case (see `only`)".into());
        }
        expect::check(&g, &self.expect, &case.name, &events, "end", &mut failures);
        note_chance(&mut g, "end", &mut failures, &mut log);
        let left: Vec<String> = g
            .chance_mut()
            .scripted()
            .map(|s| {
                // A step that failed before its end leaves its "must stay undrawn" marks
                // queued: they were kept, not missed.
                s.queued
                    .iter()
                    .filter(|o| o.outcome != coinop_core::UNUSED)
                    .map(|o| format!("{}: {}", o.draw, o.outcome))
                    .collect()
            })
            .unwrap_or_default();
        if !left.is_empty() {
            failures.push(format!(
                "scripted outcomes never drawn: {}",
                left.join("; ")
            ));
        }
        report(failures, log)
    }
}

/// Whether `name` is one of `draws` (`#` in a pattern stands for a number), or the list
/// is empty (a game that does not say).
pub fn draw_is_listed(draws: &[&str], name: &str) -> bool {
    fn matches(pattern: &str, name: &str) -> bool {
        match pattern.split_once('#') {
            None => pattern.eq_ignore_ascii_case(name),
            Some((head, tail)) => {
                let n = name.len();
                n > head.len() + tail.len()
                    && name.is_char_boundary(head.len())
                    && name.is_char_boundary(n - tail.len())
                    && name[..head.len()].eq_ignore_ascii_case(head)
                    && name[n - tail.len()..].eq_ignore_ascii_case(tail)
                    && name[head.len()..n - tail.len()]
                        .bytes()
                        .all(|b| b.is_ascii_digit())
            }
        }
    }
    draws.is_empty() || draws.iter().any(|p| *p == "*" || matches(p, name))
}

/// Reports scripted outcomes that named nothing possible, and logs those drawn.
fn note_chance<G: ScenarioGame>(
    g: &mut G,
    label: &str,
    failures: &mut Vec<String>,
    log: &mut Vec<String>,
) {
    let chance = g.chance_mut();
    for f in chance.take_faults() {
        failures.push(format!("{label}: scripted chance: {f}"));
    }
    if let Some(s) = chance.scripted()
        && !s.drawn.is_empty()
    {
        log.push(format!("   (scripted so far: {})", s.drawn.join("; ")));
    }
}

/// A rule citation must quote a rulebook (`«…»` or `"…"`) or name a section of the
/// game's RULINGS.md (`§N`); every section it names must exist there.
pub fn check_citation(rule: &str, rulings: Option<&str>) -> Result<(), String> {
    let quotes = rule.contains('«') || rule.contains('"') || rule.contains('“');
    let sections: Vec<u32> = rule
        .split('§')
        .skip(1)
        .filter_map(|s| {
            let digits: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
            digits.parse().ok()
        })
        .collect();
    if !quotes && sections.is_empty() {
        return Err("`rule` quotes no rule sentence and names no RULINGS.md section".into());
    }
    if let Some(text) = rulings {
        for n in sections {
            if !text.contains(&format!("\n## {n}. ")) {
                return Err(format!(
                    "`rule` cites RULINGS.md §{n}, which does not exist"
                ));
            }
        }
    }
    Ok(())
}

/// The `*.toml` files of a folder, sorted; `SCENARIO=part-of-a-name` keeps only those
/// whose path contains it.
pub fn scenario_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    if let Ok(only) = std::env::var("SCENARIO") {
        files.retain(|f| f.to_string_lossy().contains(&only));
    }
    files
}

/// Runs one file: parse, citation, every case. `Err` holds everything that failed.
pub fn check_file<G: ScenarioGame>(path: &Path, rulings: Option<&str>) -> Result<Report, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let s = Scenario::parse(&text).map_err(|e| format!("does not parse: {e}"))?;
    check_citation(&s.rule, rulings)?;
    let r = s.run::<G>();
    if r.passed() {
        Ok(r)
    } else {
        Err(format!("rule: {}\n{}", s.rule.trim(), r.describe(false)))
    }
}

/// Runs every scenario file of `dir` for `G`, checking citations against `rulings`
/// (the game's RULINGS.md); panics with every difference if any fails.
pub fn check_dir<G: ScenarioGame>(dir: &Path, rulings: Option<&str>) {
    let files = scenario_files(dir);
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    let mut failed = Vec::new();
    for f in &files {
        if let Err(e) = check_file::<G>(f, rulings) {
            let name = f.file_name().unwrap_or_default().to_string_lossy();
            failed.push(format!("{name}: {e}"));
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}

/// Reads a list of scripted outcomes ("eagle coin: right").
pub(crate) fn scripted_list(v: Vec<String>) -> Result<Vec<Scripted>, String> {
    v.iter().map(|s| Scripted::parse(s)).collect()
}
