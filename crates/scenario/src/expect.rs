//! Expectations: the runner's own (events, whose decision, legal actions, winners) and
//! the game's, with the differences written as "what: expected …, got …".

use crate::ScenarioGame;
use crate::file::{decode, merge};
use coinop_core::{Seat, Viewer};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Display;

/// Differences found by a game's checks.
#[derive(Debug, Default)]
pub struct Diffs {
    pub(crate) out: Vec<String>,
}

impl Diffs {
    /// Records a difference unless `want` and `got` read the same.
    pub fn same(&mut self, what: impl Display, want: impl Display, got: impl Display) {
        let (want, got) = (want.to_string(), got.to_string());
        if want != got {
            self.out.push(format!("{what}: expected {want}, got {got}"));
        }
    }

    pub fn fail(&mut self, text: impl Into<String>) {
        self.out.push(text.into());
    }
}

/// The keys every game's expectation tables share.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Common {
    /// Each must be part of some event's narration since the last check.
    #[serde(default)]
    events: Vec<String>,
    #[serde(default)]
    no_events: Vec<String>,
    /// Each must be part of an event's narration, each after the one before.
    #[serde(default)]
    events_in_order: Vec<String>,
    /// Seats whose decision it is.
    waiting: Option<Vec<Seat>>,
    #[serde(default)]
    legal_seat: Seat,
    /// Actions (in the game's text) `legal_seat` may take now, and may not.
    #[serde(default)]
    legal: Vec<String>,
    #[serde(default)]
    illegal: Vec<String>,
    /// The winners once the game is over (none while it runs).
    winners: Option<Vec<Seat>>,
    over: Option<bool>,
    /// What one viewer sees, by seat number (`seen.1`) or `seen.spectator`.
    #[serde(default)]
    seen: BTreeMap<String, Seen>,
}

/// What one viewer is sent: its observation and the events since the last check, as the
/// server sends them to it (the same JSON), and those events' lines in its words.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Seen {
    /// Values in the observation, by JSON pointer: `"/bank" = ["Scan"]`, `"/players/1/hand"
    /// = 5`. A pointer that leads nowhere is a difference.
    #[serde(default)]
    has: BTreeMap<String, toml::Value>,
    /// Pointers to what the viewer may not see: each must be missing or null (another
    /// player's hand).
    #[serde(default)]
    hidden: Vec<String>,
    /// Each must be written somewhere in the observation's JSON.
    #[serde(default)]
    contains: Vec<String>,
    /// None may be written anywhere in what the viewer is sent: the observation, the events
    /// (as JSON) and their lines. For hidden cards and plans.
    #[serde(default)]
    lacks: Vec<String>,
    /// Each must be part of a line the viewer reads of the events since the last check.
    #[serde(default)]
    log: Vec<String>,
    #[serde(default)]
    no_log: Vec<String>,
    /// How many of the events since the last check the viewer is told of at all.
    events: Option<usize>,
}

const COMMON: [&str; 10] = [
    "seen",
    "events",
    "no_events",
    "events_in_order",
    "waiting",
    "legal_seat",
    "legal",
    "illegal",
    "winners",
    "over",
];

/// Checks one expectation table (with its `case.NAME` keys for this case) against the
/// game and the events since the last check.
pub(crate) fn check<G: ScenarioGame>(
    g: &G,
    table: &toml::Table,
    case: &str,
    events: &[G::Event],
    label: &str,
    failures: &mut Vec<String>,
) {
    let mut t = table.clone();
    if let Some(toml::Value::Table(cases)) = t.remove("case")
        && let Some(toml::Value::Table(over)) = cases.get(case)
    {
        merge(&mut t, over);
    }
    let mut common = toml::Table::new();
    for k in COMMON {
        if let Some(v) = t.remove(k) {
            common.insert(k.into(), v);
        }
    }
    let common: Common = match decode(common, label) {
        Ok(c) => c,
        Err(e) => return failures.push(e),
    };
    let own: G::Expect = match decode(t, label) {
        Ok(x) => x,
        Err(e) => return failures.push(e),
    };
    let texts: Vec<String> = crate::lines(g, events);
    let shown = || texts.join("\n      ");
    for want in &common.events {
        if !texts.iter().any(|t| t.contains(want.as_str())) {
            failures.push(format!(
                "{label}: no event says {want:?}; events were:\n      {}",
                shown()
            ));
        }
    }
    for not in &common.no_events {
        if let Some(t) = texts.iter().find(|t| t.contains(not.as_str())) {
            failures.push(format!("{label}: unexpected event {t:?}"));
        }
    }
    let mut from = 0;
    for want in &common.events_in_order {
        match texts[from..].iter().position(|t| t.contains(want.as_str())) {
            Some(i) => from += i + 1,
            None => {
                failures.push(format!(
                    "{label}: no event says {want:?} after the ones before it in `events_in_order`; events were:\n      {}",
                    shown()
                ));
                break;
            }
        }
    }
    let mut d = Diffs::default();
    if let Some(w) = &common.waiting {
        d.same(
            "waiting for",
            format!("{w:?}"),
            format!("{:?}", g.to_move().seats().to_vec()),
        );
    }
    if let Some(w) = &common.winners {
        let got = g.outcome().map(|o| o.winners).unwrap_or_default();
        d.same("winners", format!("{w:?}"), format!("{got:?}"));
    }
    if let Some(o) = common.over {
        d.same("game over", o, g.to_move().is_terminal());
    }
    if !common.legal.is_empty() || !common.illegal.is_empty() {
        let legal: Vec<String> = g
            .legal_actions(common.legal_seat)
            .iter()
            .map(|a| g.action_text(a))
            .collect();
        let who = common.legal_seat + 1;
        for a in &common.legal {
            if !legal.contains(a) {
                d.fail(format!(
                    "{a:?} should be legal for P{who}; legal: {legal:?}"
                ));
            }
        }
        for a in &common.illegal {
            // A text that is no action at all would never be legal: said, so a misspelt
            // one cannot pass for a refused one.
            match g.parse_action(a) {
                Err(e) => d.fail(format!("illegal: {a:?} is not an action ({e})")),
                Ok(parsed) if legal.contains(&g.action_text(&parsed)) => {
                    d.fail(format!("{a:?} should not be legal for P{who}"))
                }
                Ok(_) => {}
            }
        }
    }
    for (who, want) in &common.seen {
        seen(g, who, want, events, &mut d);
    }
    g.check(&own, &mut d);
    failures.extend(d.out.into_iter().map(|x| format!("{label}: {x}")));
}

/// Checks what viewer `who` ("0", "1" … or "spectator") is sent.
fn seen<G: ScenarioGame>(g: &G, who: &str, want: &Seen, events: &[G::Event], d: &mut Diffs) {
    let viewer = match who {
        "spectator" => Viewer::Spectator,
        n => match n.parse::<Seat>() {
            Ok(s) if (s as usize) < g.num_seats() => Viewer::Seat(s),
            _ => {
                return d.fail(format!(
                    "seen.{who}: name a seat (0 to {}) or `spectator`",
                    g.num_seats().saturating_sub(1)
                ));
            }
        },
    };
    let label = format!("seen by {who}");
    let view = g.observe(viewer);
    let json = match serde_json::to_value(&view) {
        Ok(v) => v,
        Err(e) => return d.fail(format!("{label}: the observation is not JSON: {e}")),
    };
    let told: Vec<G::Event> = events
        .iter()
        .filter_map(|e| g.event_for(e, viewer))
        .collect();
    let lines: Vec<String> = told
        .iter()
        .filter_map(|e| G::line(&view, e))
        .map(|l| l.plain())
        .collect();
    let told_json = serde_json::to_string(&told).unwrap_or_default();
    let sent = [
        ("its observation", json.to_string()),
        ("the events it is told", told_json),
        ("its log lines", lines.join("\n")),
    ];
    for (pointer, value) in &want.has {
        let wanted = match serde_json::to_value(value) {
            Ok(v) => v,
            Err(e) => {
                d.fail(format!("{label}: {pointer}: {e}"));
                continue;
            }
        };
        match json.pointer(pointer) {
            Some(got) => d.same(format!("{label}: {pointer}"), &wanted, got),
            None => d.fail(format!("{label}: nothing at {pointer} in the observation")),
        }
    }
    for pointer in &want.hidden {
        // What a viewer may not see is sent as null: a pointer that leads nowhere is a
        // mistake in the file, not a secret kept.
        match json.pointer(pointer) {
            None => d.fail(format!(
                "{label}: nothing at {pointer} in the observation (a hidden value is sent as null: check the pointer)"
            )),
            Some(v) if !v.is_null() => {
                d.fail(format!("{label}: {pointer} is shown to this viewer: {v}"))
            }
            Some(_) => {}
        }
    }
    let text = json.to_string();
    for c in &want.contains {
        if !text.contains(c.as_str()) {
            d.fail(format!("{label}: the observation does not contain {c:?}"));
        }
    }
    for c in &want.lacks {
        for (where_, text) in &sent {
            if text.contains(c.as_str()) {
                d.fail(format!(
                    "{label}: {c:?} is in what this viewer is sent ({where_})"
                ));
            }
        }
    }
    for l in &want.log {
        if !lines.iter().any(|x| x.contains(l.as_str())) {
            d.fail(format!(
                "{label}: no line says {l:?}; lines were:\n      {}",
                lines.join("\n      ")
            ));
        }
    }
    for l in &want.no_log {
        if let Some(x) = lines.iter().find(|x| x.contains(l.as_str())) {
            d.fail(format!("{label}: unexpected line {x:?}"));
        }
    }
    if let Some(n) = want.events {
        d.same(format!("{label}: events told"), n, told.len());
    }
}
