//! Reading a scenario file: the runner's own keys, and the rest kept as TOML for the
//! game to read.

use crate::scripted_list;
use coinop_core::{Scripted, Seat};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One scenario file, read.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The game it is for (`game = "tanks"`), if the file says.
    pub game: Option<String>,
    /// The rule sentence(s) checked, quoted, with the rulebook (EN/RU) or RULINGS.md §.
    pub rule: String,
    pub description: String,
    /// Seeds the game's chance; scripted outcomes override single draws.
    pub seed: u64,
    /// Outcomes scripted from the start.
    pub chance: Vec<Scripted>,
    /// The game's options, as TOML; each case merges its own over them.
    pub options: toml::Table,
    /// Option sets run one after the other, each with its own expectations; none means
    /// one run under `options`.
    pub cases: Vec<Case>,
    pub steps: Vec<Step>,
    /// Checked at the end.
    pub expect: toml::Table,
    /// Every other top-level key: the game's position.
    pub position: toml::Table,
    /// A lesson's name and learner (`[lesson]`), if the file teaches.
    pub lesson: Option<LessonHead>,
    /// The set-up must be refused, with a reason containing this (`refused = "…"`): the
    /// file then has no steps.
    pub refused: Option<String>,
}

/// One set of options to run the scenario under (a reading and its alternative side by
/// side). Expectation tables may hold `case.NAME` tables whose keys replace theirs for
/// this case.
#[derive(Clone, Debug, Default)]
pub struct Case {
    pub name: String,
    pub description: String,
    pub options: toml::Table,
    pub seed: Option<u64>,
    pub chance: Vec<Scripted>,
}

/// One step: actions for a seat, perhaps refused, then expectations.
#[derive(Clone, Debug, Default)]
pub struct Step {
    /// Acting seat; default the first seat whose decision it is.
    pub seat: Option<u8>,
    /// Actions in the game's text notation (`do = "…"` or a list).
    pub actions: Vec<String>,
    /// Every action must be refused with an error containing this.
    pub error: Option<String>,
    /// Outcomes scripted before the step's actions.
    pub chance: Vec<Scripted>,
    /// Draws that must not happen in the step beyond those its `chance` scripts
    /// (`unused_chance = ["die"]`: no die is rolled here). Queued after `chance` with an
    /// outcome that decides nothing: a draw that meets it leaves the luck as it was and
    /// the step fails.
    pub unused_chance: Vec<Scripted>,
    /// Changes to the position before the actions, for the game to read.
    pub set: Option<toml::Table>,
    /// Cases this step runs in; all if empty.
    pub only: Vec<String>,
    /// Checked at the next decision after the step.
    pub expect: Option<toml::Table>,
    /// Checked at named checkpoints inside the turn the step sets going.
    pub after: BTreeMap<String, toml::Table>,
    /// The game's own step keys (Arcade Tanks: `plan`).
    pub shorthand: toml::Table,
    /// In a lesson, the learner's step in words (`say`, `why`, `done`, `other`).
    pub teach: Option<Teaching>,
}

#[derive(Deserialize)]
struct FileWire {
    game: Option<String>,
    rule: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    chance: Vec<String>,
    #[serde(default)]
    options: toml::Table,
    #[serde(default, rename = "case")]
    cases: Vec<CaseWire>,
    #[serde(default, rename = "step")]
    steps: Vec<StepWire>,
    #[serde(default)]
    expect: toml::Table,
    lesson: Option<LessonHead>,
    refused: Option<String>,
    #[serde(flatten)]
    position: toml::Table,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseWire {
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    options: toml::Table,
    seed: Option<u64>,
    #[serde(default)]
    chance: Vec<String>,
}

#[derive(Deserialize)]
struct StepWire {
    seat: Option<u8>,
    #[serde(rename = "do")]
    actions: Option<OneOrMany>,
    error: Option<String>,
    #[serde(default)]
    chance: Vec<String>,
    #[serde(default)]
    unused_chance: Vec<String>,
    set: Option<toml::Table>,
    #[serde(default)]
    only: Vec<String>,
    expect: Option<toml::Table>,
    #[serde(default)]
    after: BTreeMap<String, toml::Table>,
    say: Option<String>,
    why: Option<String>,
    done: Option<String>,
    other: Option<String>,
    #[serde(flatten)]
    shorthand: toml::Table,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl Scenario {
    pub fn parse(text: &str) -> Result<Scenario, String> {
        let w: FileWire = toml::from_str(text).map_err(|e| e.to_string())?;
        if w.rule.trim().is_empty() {
            return Err("`rule` is empty: quote the rule sentence the scenario checks".into());
        }
        let mut cases = Vec::new();
        for c in w.cases {
            if cases.iter().any(|x: &Case| x.name == c.name) {
                return Err(format!("two cases are named {:?}", c.name));
            }
            cases.push(Case {
                name: c.name,
                description: c.description,
                options: c.options,
                seed: c.seed,
                chance: scripted_list(c.chance)?,
            });
        }
        let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        let mut steps = Vec::new();
        for (i, s) in w.steps.into_iter().enumerate() {
            let label = format!("step {}", i + 1);
            let teach = match (s.say, s.why, s.done, s.other) {
                (None, None, None, None) => None,
                (Some(say), why, done, other) => Some(Teaching {
                    say,
                    why: why.unwrap_or_default(),
                    done: done.unwrap_or_default(),
                    other: other.unwrap_or_default(),
                }),
                _ => return Err(format!("{label}: `why`, `done` and `other` need a `say`")),
            };
            if teach.is_some() && (s.error.is_some() || !s.only.is_empty()) {
                return Err(format!(
                    "{label}: a learner's step (`say`) takes no `error` or `only`"
                ));
            }
            if s.error.as_ref().is_some_and(|e| e.trim().is_empty()) {
                return Err(format!(
                    "{label}: `error` is empty: give words of the refusal (\"not your turn\")"
                ));
            }
            if s.error.is_some() && s.actions.is_none() && s.shorthand.is_empty() {
                return Err(format!(
                    "{label}: `error` needs an action to refuse (`do`, or the game's shorthand)"
                ));
            }
            for o in &s.only {
                if !names.contains(&o.as_str()) {
                    return Err(format!("{label}: `only` names {o:?}, which is not a case"));
                }
            }
            let tables = s.expect.iter().chain(s.after.values());
            for t in tables {
                check_case_names(t, &names, &label)?;
            }
            steps.push(Step {
                seat: s.seat,
                actions: match s.actions {
                    None => Vec::new(),
                    Some(OneOrMany::One(a)) => vec![a],
                    Some(OneOrMany::Many(v)) => v,
                },
                error: s.error,
                chance: scripted_list(s.chance)?,
                unused_chance: s
                    .unused_chance
                    .iter()
                    .map(|d| {
                        // "bank die" (an outcome after a colon is allowed and ignored).
                        let draw = d.split(':').next().unwrap_or_default().trim();
                        if draw.is_empty() {
                            return Err(format!(
                                "{label}: unused_chance: name a draw (\"bank die\")"
                            ));
                        }
                        Ok(Scripted {
                            draw: draw.to_string(),
                            outcome: coinop_core::UNUSED.to_string(),
                        })
                    })
                    .collect::<Result<_, String>>()?,
                set: s.set,
                only: s.only,
                expect: s.expect,
                after: s.after,
                shorthand: s.shorthand,
                teach,
            });
        }
        check_case_names(&w.expect, &names, "[expect]")?;
        if w.refused.as_ref().is_some_and(|r| r.trim().is_empty()) {
            return Err("`refused` is empty: give words of the reason the set-up fails".into());
        }
        if w.refused.is_some() && (!steps.is_empty() || !w.expect.is_empty()) {
            return Err("a set-up expected to be `refused` has no steps and no [expect]".into());
        }
        Ok(Scenario {
            game: w.game,
            rule: w.rule,
            description: w.description,
            seed: w.seed,
            chance: scripted_list(w.chance)?,
            options: w.options,
            cases,
            steps,
            expect: w.expect,
            position: w.position,
            lesson: w.lesson,
            refused: w.refused,
        })
    }
}

fn check_case_names(t: &toml::Table, names: &[&str], label: &str) -> Result<(), String> {
    match t.get("case") {
        None => Ok(()),
        Some(toml::Value::Table(cs)) => {
            if let Some(k) = cs.keys().find(|k| !names.contains(&k.as_str())) {
                return Err(format!("{label}: `case.{k}` names no case"));
            }
            match cs.iter().find(|(_, v)| !v.is_table()) {
                Some((k, _)) => Err(format!(
                    "{label}: `case.{k}` must be a table of expectations"
                )),
                None => Ok(()),
            }
        }
        Some(_) => Err(format!("{label}: `case` must be a table of case names")),
    }
}

/// Merges `over` into `base`: tables key by key, anything else replaced.
pub(crate) fn merge(base: &mut toml::Table, over: &toml::Table) {
    for (k, v) in over {
        match (base.get_mut(k), v) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge(b, o),
            _ => {
                base.insert(k.clone(), v.clone());
            }
        }
    }
}

/// A TOML table read as `T`, or what was wrong with it.
pub(crate) fn decode<T: DeserializeOwned>(table: toml::Table, what: &str) -> Result<T, String> {
    toml::Value::Table(table)
        .try_into()
        .map_err(|e| format!("{what}: {e}"))
}

/// What a lesson file says of itself: `[lesson]`.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LessonHead {
    /// "Your first battle".
    pub title: String,
    /// The seat the learner plays.
    #[serde(default)]
    pub seat: Seat,
    /// Shown before the first step: the goal in a sentence or two.
    #[serde(default)]
    pub intro: String,
    /// Shown at the end: what was learnt, and what to try next.
    #[serde(default)]
    pub outro: String,
    /// The other seats' names at the table ("Orange").
    #[serde(default)]
    pub names: Vec<String>,
}

/// A learner's step in words: `say`, `why`, `done`, `other`.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
pub struct Teaching {
    /// What to do, in the game's words ("Play Advance 2 on your first maneuver").
    pub say: String,
    /// Why, in a phrase.
    #[serde(default)]
    pub why: String,
    /// What the move did, shown once it is made.
    #[serde(default)]
    pub done: String,
    /// The answer to any other move (which changes nothing); by default "Not this time".
    #[serde(default)]
    pub other: String,
}
