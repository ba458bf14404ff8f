//! The runner on a game of its own, a dice race that knows nothing of Arcade Tanks: what
//! passes passes, and every kind of wrong expectation, script or file fails with a
//! difference that says what was wrong.

use coinop_core::{
    ActionError, Chance, Game, GameRng, Outcome, Seat, SeatSet, SetupError, StableHasher, ToMove,
    Viewer, check_turn,
};
use coinop_core::{Line, Mark, Words};
use coinop_scenario::{Diffs, Scenario, ScenarioGame, check_citation};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// Two seats take turns to roll a die and add it to their score; the first to reach the
/// target wins. A rule option doubles every roll.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Race {
    options: RaceOptions,
    scores: [u8; 2],
    turn: Seat,
    chance: Chance,
    /// Scenario runs: stop after each roll, before it is scored.
    stops: bool,
    owed: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct RaceOptions {
    target: u8,
    double: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Roll {
    Roll,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
enum Event {
    Rolled { seat: Seat, value: u8 },
    Scored { seat: Seat, total: u8 },
}

impl Race {
    fn score(&mut self, value: u8, ev: &mut Vec<Event>) {
        let seat = self.turn;
        self.scores[seat as usize] += value;
        ev.push(Event::Scored {
            seat,
            total: self.scores[seat as usize],
        });
        self.turn = 1 - seat;
    }
    fn target(&self) -> u8 {
        if self.options.target == 0 {
            10
        } else {
            self.options.target
        }
    }
}

impl Game for Race {
    type Options = RaceOptions;
    type Action = Roll;
    type Event = Event;
    type Observation = [u8; 2];
    const NAME: &'static str = "race";
    const ENGINE_VERSION: u32 = 1;

    fn new_game(options: &RaceOptions, seed: u64) -> Result<Self, SetupError> {
        Ok(Race {
            options: options.clone(),
            scores: [0; 2],
            turn: 0,
            chance: Chance::from_seed(seed),
            stops: false,
            owed: None,
        })
    }
    fn options(&self) -> &RaceOptions {
        &self.options
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        if self.scores.iter().any(|s| *s >= self.target()) {
            ToMove::Terminal
        } else {
            ToMove::Seats(SeatSet::single(self.turn))
        }
    }
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Roll>) {
        if self.to_move().contains(seat) {
            out.push(Roll::Roll);
        }
    }
    fn num_distinct_actions(&self) -> u32 {
        1
    }
    fn action_id(&self, _: &Roll) -> u32 {
        0
    }
    fn action_from_id(&self, id: u32) -> Result<Roll, ActionError> {
        (id == 0)
            .then_some(Roll::Roll)
            .ok_or(ActionError::UnknownId { id, max: 1 })
    }
    fn apply_into(&mut self, seat: Seat, _: &Roll, ev: &mut Vec<Event>) -> Result<(), ActionError> {
        check_turn(self, seat)?;
        let mut value = self.chance.die("die", 6);
        if self.options.double {
            value *= 2;
        }
        ev.push(Event::Rolled { seat, value });
        if self.stops {
            self.owed = Some(value);
        } else {
            self.score(value, ev);
        }
        Ok(())
    }
    /// A seat hears another's roll only as a roll (its value hidden until scored), so
    /// scenarios can check what each seat is told.
    fn event_for(&self, e: &Event, viewer: Viewer) -> Option<Event> {
        match (e, viewer) {
            (Event::Rolled { seat, .. }, Viewer::Seat(v)) if v != *seat => Some(Event::Rolled {
                seat: *seat,
                value: 0,
            }),
            _ => Some(e.clone()),
        }
    }
    fn observe(&self, _: Viewer) -> [u8; 2] {
        self.scores
    }
    fn outcome(&self) -> Option<Outcome> {
        if !self.to_move().is_terminal() {
            return None;
        }
        let scores: Vec<i32> = self.scores.iter().map(|s| *s as i32).collect();
        let winner = (self.scores[1] >= self.target()) as Seat;
        Some(Outcome {
            ranks: Outcome::ranks_from_scores(&scores),
            scores,
            winners: vec![winner],
            reason: "the target was reached".into(),
            end: None,
        })
    }
    fn state_hash(&self) -> u64 {
        let mut h = StableHasher::default();
        (self.scores, self.turn, self.owed).hash(&mut h);
        self.chance.hash_into(&mut h);
        h.finish()
    }
    fn determinize(&self, _: Seat, _: &mut GameRng) -> Self {
        self.clone()
    }
    fn action_text(&self, _: &Roll) -> String {
        "roll".into()
    }
    fn parse_action(&self, text: &str) -> Result<Roll, ActionError> {
        (text == "roll")
            .then_some(Roll::Roll)
            .ok_or_else(|| ActionError::Malformed(format!("{text:?}: the only action is roll")))
    }
}

impl Words for Race {
    fn line_in(_: coinop_core::Lang, _: &[u8; 2], e: &Event) -> Option<Line> {
        Some(match e {
            Event::Rolled { seat, value } => Line::new()
                .seat(*seat, format!("P{}", seat + 1))
                .text(format!(" rolls {value}")),
            Event::Scored { seat, total } => Line::new()
                .seat(*seat, format!("P{}", seat + 1))
                .text(format!(" has {total}")),
        })
    }
    fn heading_in(_: coinop_core::Lang, _: &[u8; 2], _: &Mark) -> Line {
        Line::new()
    }
    fn board(view: &[u8; 2]) -> String {
        format!("{view:?}")
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Position {
    race: RaceSpec,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RaceSpec {
    #[serde(default)]
    scores: [u8; 2],
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    scores: Option<[u8; 2]>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Change {
    scores: [u8; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Shorthand {
    rolls: Option<usize>,
}

impl ScenarioGame for Race {
    const DRAWS: &'static [&'static str] = &["die"];
    type Position = Position;
    type Expect = Expect;
    type Change = Change;
    type Shorthand = Shorthand;

    fn build(p: Position, options: toml::Table, chance: Chance) -> Result<Race, String> {
        let options: RaceOptions = toml::Value::Table(options)
            .try_into()
            .map_err(|e| format!("[options]: {e}"))?;
        if options.target == 1 {
            return Err("a target of 1 is no race".into());
        }
        let mut g = Race::new_game(&options, 0).map_err(|e| e.to_string())?;
        g.scores = p.race.scores;
        g.chance = chance;
        Ok(g)
    }
    fn check(&self, x: &Expect, d: &mut Diffs) {
        if let Some(s) = x.scores {
            d.same("scores", format!("{s:?}"), format!("{:?}", self.scores));
        }
    }
    fn change(&mut self, c: Change) -> Result<(), String> {
        self.scores = c.scores;
        Ok(())
    }
    fn expand(&self, s: Shorthand) -> Result<Vec<String>, String> {
        Ok(vec!["roll".into(); s.rolls.unwrap_or(0)])
    }
    fn chance_mut(&mut self) -> &mut Chance {
        &mut self.chance
    }
    fn stop_at_checkpoints(&mut self) {
        self.stops = true;
    }
    fn checkpoint(&self) -> Option<String> {
        self.owed.map(|_| format!("roll P{}", self.turn + 1))
    }
    fn resume(&mut self, ev: &mut Vec<Event>) {
        if let Some(v) = self.owed.take() {
            self.score(v, ev);
        }
    }
}

const HEAD: &str = r#"
game = "race"
rule = """"Roll a die and add it to your score." (the race's rule)"""
"#;

/// A file: the head, `body`, and the position (both scores 0) unless `body` has one.
fn file(body: &str) -> String {
    let race = if body.contains("[race]") {
        ""
    } else {
        "\n[race]\nscores = [0, 0]\n"
    };
    format!("{HEAD}{body}{race}")
}

fn run(body: &str) -> Vec<String> {
    let s = Scenario::parse(&file(body)).expect("parses");
    let r = s.run::<Race>();
    r.cases
        .iter()
        .flat_map(|c| c.failures.iter().map(move |f| format!("[{}] {f}", c.case)))
        .collect()
}

fn passes(body: &str) {
    let f = run(body);
    assert!(f.is_empty(), "expected to pass, failed: {f:#?}");
}

fn fails_with(body: &str, want: &str) {
    let f = run(body);
    assert!(
        f.iter().any(|x| x.contains(want)),
        "expected a failure containing {want:?}, got {f:#?}"
    );
}

#[test]
fn cases_script_chance_and_keep_their_own_expectations() {
    let body = r#"
chance = ["die: 4", "die: 2"]
[[case]]
name = "plain"
[[case]]
name = "doubled"
options = { double = true }

[[step]]
do = "roll"
[step.expect]
events = ["P1 rolls 4", "P1 has 4"]
scores = [4, 0]
waiting = [1]
[step.expect.case.doubled]
events = ["P1 rolls 8"]
scores = [8, 0]

[[step]]
rolls = 1
[step.expect]
scores = [4, 2]
[step.expect.case.doubled]
scores = [8, 4]
"#;
    passes(body);
    // The other case's numbers fail, each in its own case.
    let wrong = body.replace("scores = [8, 4]", "scores = [4, 2]");
    let f = run(&wrong);
    assert_eq!(f.len(), 1, "{f:#?}");
    assert!(
        f[0].starts_with("[doubled] step 2: scores: expected [4, 2], got [8, 4]"),
        "{f:#?}"
    );
}

#[test]
fn chance_that_is_impossible_or_never_drawn_fails() {
    fails_with(
        "chance = [\"die: 7\"]\n[[step]]\ndo = \"roll\"\n",
        "\"7\" is not a possible outcome now",
    );
    fails_with(
        "chance = [\"die: 3\", \"die: 5\"]\n[[step]]\ndo = \"roll\"\n",
        "scripted outcomes never drawn: die: 5",
    );
    fails_with(
        "[[step]]\ndo = \"roll\"\nchance = [\"coin: heads\"]\n",
        "never drawn: coin: heads",
    );
}

#[test]
fn events_in_order_checkpoints_and_winners() {
    let body = r#"
chance = ["die: 6"]
[[step]]
do = "roll"
[step.after."roll P1"]
events_in_order = ["P1 rolls 6"]
no_events = ["P1 has"]
scores = [5, 0]
[step.expect]
events = ["P1 has 11"]
over = true
winners = [0]
[race]
scores = [5, 0]
"#;
    let s = file(body);
    let r = Scenario::parse(&s).unwrap().run::<Race>();
    assert!(r.passed(), "{}", r.describe(true));
    let bad = s.replace(
        "events_in_order = [\"P1 rolls 6\"]",
        "events_in_order = [\"P1 has 11\", \"P1 rolls 6\"]",
    );
    let r = Scenario::parse(&bad).unwrap().run::<Race>();
    assert!(
        r.describe(false).contains("after the ones before it"),
        "{}",
        r.describe(false)
    );
    let unreached = s.replace("[step.after.\"roll P1\"]", "[step.after.\"roll P2\"]");
    let r = Scenario::parse(&unreached).unwrap().run::<Race>();
    assert!(
        r.describe(false)
            .contains("checkpoint \"roll P2\" was never reached"),
        "{}",
        r.describe(false)
    );
}

#[test]
fn errors_must_come_when_expected_and_change_nothing() {
    passes(
        "[[step]]\nseat = 1\ndo = \"roll\"\nerror = \"not seat 1's decision\"\n[step.expect]\nscores = [0, 0]\n",
    );
    fails_with(
        "[[step]]\ndo = \"roll\"\nerror = \"nope\"\n",
        "was accepted, expected an error",
    );
    fails_with(
        "[[step]]\nseat = 1\ndo = \"roll\"\nerror = \"nope\"\n",
        "does not contain \"nope\"",
    );
    fails_with("[[step]]\ndo = \"jump\"\n", "refused: malformed action");
}

#[test]
fn only_set_and_unknown_keys() {
    passes(
        r#"
chance = ["die: 1"]
[[case]]
name = "a"
[[case]]
name = "b"
chance = ["die: 1"]
[[step]]
[step.set]
scores = [3, 3]
[[step]]
only = ["b"]
do = "roll"
[expect]
scores = [3, 3]
[expect.case.b]
scores = [4, 3]
[expect.case.a]
waiting = [0]
"#
        .replace(
            "chance = [\"die: 1\"]\n[[case]]\nname = \"a\"",
            "[[case]]\nname = \"a\"",
        )
        .as_str(),
    );
    fails_with("[expect]\nscore = [0, 0]\n", "unknown field `score`");
    let s = file("[race2]\nx = 1\n");
    let r = Scenario::parse(&s).unwrap().run::<Race>();
    assert!(
        r.describe(false).contains("unknown field `race2`"),
        "{}",
        r.describe(false)
    );
    assert!(
        Scenario::parse(&file("[[step]]\nonly = [\"zz\"]\n"))
            .unwrap_err()
            .contains("not a case")
    );
    assert!(
        Scenario::parse(&file("[expect.case.zz]\nover = true\n"))
            .unwrap_err()
            .contains("names no case")
    );
}

#[test]
fn the_game_named_must_be_the_game_run() {
    let s = Scenario::parse(&file("").replace("\"race\"", "\"tanks\"")).unwrap();
    assert!(
        s.run::<Race>()
            .describe(false)
            .contains("a scenario of \"tanks\", not \"race\"")
    );
}

#[test]
fn citations_quote_or_name_sections_that_exist() {
    let rulings = "# R\n\n## 1. One\n\n## 12. Twelve\n";
    assert!(check_citation("RU: «текст»", Some(rulings)).is_ok());
    assert!(check_citation("RULINGS.md §12", Some(rulings)).is_ok());
    assert!(
        check_citation("just words", Some(rulings))
            .unwrap_err()
            .contains("quotes no rule")
    );
    assert!(
        check_citation("§2 and §12", Some(rulings))
            .unwrap_err()
            .contains("§2, which does not exist")
    );
}

#[test]
fn a_checkpoint_may_set_the_position_before_the_turn_goes_on() {
    passes(
        r#"
chance = ["die: 3"]
[[step]]
do = "roll"
[step.after."roll P1"]
scores = [0, 0]
[step.after."roll P1".set]
scores = [9, 0]
[step.expect]
events = ["P1 has 12"]
over = true
winners = [0]
"#,
    );
    fails_with(
        "[[step]]\ndo = \"roll\"\n[step.after.\"roll P1\".set]\nscore = 1\n",
        "cannot set the position",
    );
}

#[test]
fn what_each_seat_is_sent_is_checked_apart() {
    // P1 rolls 5: P1 and a spectator read it, P2 is told of a roll without its value.
    passes(
        r#"
chance = ["die: 5"]
[[step]]
do = "roll"
[step.expect.seen.0]
log = ["P1 rolls 5"]
has = { "/0" = 5, "/1" = 0 }
contains = ["5"]
events = 2
[step.expect.seen.1]
lacks = ["rolls 5", "\"value\":5"]
log = ["P1 rolls 0"]
[step.expect.seen.spectator]
log = ["P1 rolls 5"]
"#,
    );
    let leak = r#"
chance = ["die: 5"]
[[step]]
do = "roll"
[step.expect.seen.0]
lacks = ["rolls 5"]
"#;
    fails_with(
        leak,
        "seen by 0: \"rolls 5\" is in what this viewer is sent",
    );
    fails_with(
        r#"
[[step]]
do = "roll"
[step.expect.seen.0]
has = { "/7" = 1 }
"#,
        "nothing at /7",
    );
    fails_with(
        r#"
[[step]]
do = "roll"
[step.expect.seen.0]
hidden = ["/0"]
"#,
        "seen by 0: /0 is shown to this viewer",
    );
    fails_with(
        r#"
[[step]]
do = "roll"
[step.expect.seen.0]
hidden = ["/2"]
"#,
        "nothing at /2 in the observation (a hidden value is sent as null",
    );
    fails_with(
        r#"
chance = ["die: 3"]
[[step]]
do = "roll"
[step.expect.seen.0]
has = { "/0" = 4 }
no_log = ["rolls 3"]
"#,
        "seen by 0: /0: expected 4, got 3",
    );
    fails_with(
        r#"
[[step]]
do = "roll"
[step.expect.seen.5]
log = ["x"]
"#,
        "seen.5: name a seat (0 to 1) or `spectator`",
    );
}

#[test]
fn a_set_up_may_be_expected_refused() {
    passes(
        r#"
refused = "no race"
[options]
target = 1
"#,
    );
    fails_with(
        r#"
refused = "no race"
[options]
target = 5
"#,
        "the set-up was accepted",
    );
    fails_with(
        r#"
refused = "too short"
[options]
target = 1
"#,
        "does not contain \"too short\"",
    );
    let with_steps = Scenario::parse(&file("refused = \"x\"\n[[step]]\ndo = \"roll\"\n"));
    assert!(with_steps.is_err_and(|e| e.contains("no steps")));
}

#[test]
fn luck_marked_unused_must_stay_undrawn() {
    // A step that rolls draws the die: "no die is rolled here" fails, and the die was the
    // generator's (the mark decides nothing).
    fails_with(
        r#"
[[step]]
do = "roll"
unused_chance = ["die"]
"#,
        "a \"die\" draw was to stay unused, but the step drew one",
    );
    // Scripted draws are the step's own: the mark waits behind them.
    passes(
        r#"
[[step]]
do = "roll"
chance = ["die: 2"]
unused_chance = ["die"]
[step.expect]
scores = [2, 0]
"#,
    );
    // A step that rolls nothing (a refused action) leaves it, and it is not left over
    // at the end either.
    passes(
        r#"
[[step]]
seat = 1
do = "roll"
error = "decision now"
unused_chance = ["die: 6"]
[[step]]
do = "roll"
chance = ["die: 2"]
[step.expect]
scores = [2, 0]
"#,
    );
}

#[test]
fn luck_marked_unused_is_checked_however_the_draw_was_scripted() {
    // A die the file's own top-level script answers is still a die the step rolled.
    let f = run("chance = [\"die: 3\"]\n[[step]]\ndo = \"roll\"\nunused_chance = [\"die\"]\n");
    assert!(f.iter().any(|x| x.contains("was to stay unused")), "{f:#?}");
    // A misspelt draw is no draw of the game: said, not passed as never drawn.
    fails_with(
        "[[step]]\ndo = \"roll\"\nunused_chance = [\"dice\"]\n",
        "\"dice\" is no draw of this game (draws: die)",
    );
    assert!(coinop_scenario::draw_is_listed(&["P# deck"], "P12 deck"));
    assert!(!coinop_scenario::draw_is_listed(&["P# deck"], "P deck"));
    assert!(!coinop_scenario::draw_is_listed(&["P# deck"], "Px deck"));
}

#[test]
fn checks_that_could_not_fail_are_refused() {
    let refused = |body: &str, want: &str| {
        let e = Scenario::parse(&file(body)).err().unwrap_or_default();
        assert!(e.contains(want), "{body:?}: {e:?}");
    };
    refused(
        "[[step]]\nerror = \"x\"\n",
        "`error` needs an action to refuse",
    );
    refused(
        "[[step]]\ndo = \"roll\"\nerror = \"\"\n",
        "`error` is empty",
    );
    refused("refused = \" \"\n", "`refused` is empty");
    refused(
        "[[case]]\nname = \"a\"\n[expect]\ncase = { a = 5 }\n",
        "`case.a` must be a table",
    );
    // An action that is no action at all is not "illegal": said.
    fails_with(
        "[[step]]\n[step.expect]\nillegal = [\"rool\"]\n",
        "illegal: \"rool\" is not an action",
    );
}

#[test]
fn a_failed_step_leaves_no_unused_mark_reported_as_never_drawn() {
    // The step's action is refused (it was not to be): the step fails there, its mark
    // still queued, and the only failure is the refusal.
    let f = run(r#"
[[step]]
seat = 1
do = "roll"
unused_chance = ["die"]
"#);
    assert!(f.iter().any(|x| x.contains("decision now")), "{f:#?}");
    assert!(!f.iter().any(|x| x.contains("never drawn")), "{f:#?}");
}

#[test]
fn a_draw_marked_unused_leaves_the_luck_as_it_was() {
    let plain = run_scores("[[step]]\ndo = \"roll\"\n");
    let marked = run_scores("[[step]]\ndo = \"roll\"\nunused_chance = [\"die\"]\n");
    assert_eq!(plain, marked);
}

/// The scores after a file's steps, its failures ignored.
fn run_scores(body: &str) -> [u8; 2] {
    let s = Scenario::parse(&file(body)).expect("parses");
    let mut g: Race = s.build().expect("builds");
    for step in &s.steps {
        for a in &step.actions {
            let action = g.parse_action(a).unwrap();
            let seat = g.to_move().seats().first().unwrap();
            let mut chance = step.chance.clone();
            chance.extend(step.unused_chance.clone());
            g.chance_mut().script(chance);
            g.apply(seat, &action).unwrap();
        }
    }
    g.scores
}
