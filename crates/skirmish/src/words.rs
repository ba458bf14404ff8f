//! Every sentence of ARCADE: the log's lines, its headings, the names of sides and tanks,
//! the end in words, the refusals, the rules' names and the text board. Drawn only from
//! an event and the viewer's [`Observation`] (nothing in ARCADE is hidden, but a sentence
//! still says only what its viewer was sent). Each line is typed spans: a side is a seat
//! span, a tank a piece span (its [`UnitId`] and side), a space a place span (its
//! [`Cell`]), so a front end colours and links them without reading the words.
//!
//! The words are the catalogue's (`locales/<lang>/skirmish.ftl`, its terms GLOSSARY.md's),
//! in the viewer's language; in English they are the narration the scenario files were
//! written against, byte for byte. The text board is English alone.

use crate::action::Action;
use crate::arena::{Arena, Cell, Ground, Point, UnitId, point_name};
use crate::event::{Cause, End, Event, PLACING};
use crate::fire::{MAX_DICE, NoShot};
use crate::legal::Illegal;
use crate::movement::Refusal;
use crate::options::AdvancedRules;
use crate::state::{Skirmish, Stage};
use crate::view::Observation;
use coinop_core::{Args, Lang, Line, Mark, Say, Seat, Words};
use serde_json::{Value, json};

coinop_core::catalogue!(LOCALES);

/// The game's catalogue in `lang`.
pub fn say(lang: Lang) -> Say<'static> {
    Say::new(&LOCALES, lang)
}

/// The sides' colours, Green (seat 0, the south) and Orange (seat 1, the north): the
/// players' names in the English log.
pub const COLOURS: [&str; 2] = ["Green", "Orange"];

/// A side's key in the catalogue ("green", "orange"), or None for no side of ARCADE.
fn side_key(seat: Seat) -> Option<&'static str> {
    ["green", "orange"].get(seat as usize).copied()
}

/// A side's name: "Green", "Orange".
pub fn side(seat: Seat) -> &'static str {
    COLOURS.get(seat as usize).copied().unwrap_or("?")
}

/// A side's name in `lang`: «Зелёные».
pub fn side_in(lang: Lang, seat: Seat) -> String {
    match side_key(seat) {
        Some(key) => say(lang).text_with("side", Args::new().str("side", key)),
        None => "?".into(),
    }
}

/// A tank's name: "Green 2".
pub fn unit_name(id: UnitId) -> String {
    unit_name_in(Lang::EN, id)
}

/// A tank's name in `lang`: «Зелёный 2».
pub fn unit_name_in(lang: Lang, id: UnitId) -> String {
    match side_key(id.seat) {
        Some(key) => say(lang).text_with(
            "unit",
            Args::new().str("side", key).num("n", i64::from(id.n) + 1),
        ),
        None => format!("? {}", id.n + 1),
    }
}

/// A space's name on the viewer's Zone: "c5".
fn cell_name(view: &Observation, c: Cell) -> String {
    let w = view.width.max(1) as i32;
    point_name(c as i32 % w, c as i32 / w)
}

/// How a game ended, in words: the reason of its outcome.
pub fn end_text(end: End) -> String {
    end_text_in(Lang::EN, end)
}

/// How a game ended, in `lang`.
pub fn end_text_in(lang: Lang, end: End) -> String {
    Teller::names(lang).end(end).plain()
}

/// Why an action was refused, for the seat that tried it (an action's error, in English).
pub(crate) fn refusal(view: &Observation, why: &Illegal) -> String {
    refusal_in(Lang::EN, view, why)
}

/// The words of one viewer: the catalogue in their language, and their view for the names
/// of spaces.
struct Teller<'a> {
    say: Say<'static>,
    lang: Lang,
    view: Option<&'a Observation>,
}

impl<'a> Teller<'a> {
    fn new(lang: Lang, view: &'a Observation) -> Teller<'a> {
        Teller {
            say: say(lang),
            lang,
            view: Some(view),
        }
    }

    /// Words that name sides and tanks but no space.
    fn names(lang: Lang) -> Teller<'static> {
        Teller {
            say: say(lang),
            lang,
            view: None,
        }
    }

    fn say(&self, id: &str, args: Args) -> Line {
        self.say.line(id, args)
    }

    /// The words naming a side.
    fn seat(&self, s: Seat) -> Line {
        Line::new().seat(s, side_in(self.lang, s))
    }

    /// The words naming a tank: a piece of its side.
    fn unit(&self, id: UnitId) -> Line {
        Line::new().piece(id, Some(id.seat), unit_name_in(self.lang, id))
    }

    /// The words naming a space.
    fn cell(&self, c: Cell) -> Line {
        match self.view {
            Some(view) => Line::new().place(c, cell_name(view, c)),
            None => Line::from(c.to_string()),
        }
    }

    /// The words naming a point: a space when it is one of the grid's, else its
    /// coordinates ("(-1, 4)") naming nothing.
    fn point(&self, p: Point) -> Line {
        let name = point_name(p.x as i32, p.y as i32);
        let Some(view) = self.view else {
            return Line::from(name);
        };
        let on_grid = p.x >= 0
            && p.y >= 0
            && (p.x as i32) < view.width as i32
            && (p.y as i32) < view.height as i32;
        if on_grid {
            Line::new().place(p.y as Cell * view.width as Cell + p.x as Cell, name)
        } else {
            Line::new().text(name)
        }
    }

    fn end(&self, end: End) -> Line {
        let a = Args::new;
        match end {
            // The other side lost every tank.
            End::Destroyed { winner } => {
                self.say("end-destroyed", a().line("loser", self.seat(winner ^ 1)))
            }
            End::Tie => self.say("end-tie", a()),
            End::Pool { .. } => self.say("end-pool", a()),
            End::FarRank { .. } => self.say("end-far-rank", a()),
            End::Walls { .. } => self.say("end-walls", a()),
            End::TurnLimit { turns } => self.say("end-turn-limit", a().num("turns", turns)),
        }
    }

    /// The line telling `e`.
    fn line(&self, e: &Event) -> Line {
        let a = Args::new;
        match e {
            Event::Placed { unit: u, at } => self.say(
                "placed",
                a().line("unit", self.unit(*u)).line("cell", self.cell(*at)),
            ),
            Event::TurnBegins { unit: u, .. } => self
                .say("turn-begins", a().line("unit", self.unit(*u)))
                .quiet(),
            Event::Skipped { unit: u, .. } => self.say("skipped", a().line("unit", self.unit(*u))),
            Event::Recovered { unit: u, .. } => {
                self.say("recovered", a().line("unit", self.unit(*u)))
            }
            Event::Moved {
                unit: u,
                from,
                to,
                cost,
                left,
            } => self.say(
                "moved",
                a().line("unit", self.unit(*u))
                    .line("from", self.cell(*from))
                    .line("to", self.cell(*to))
                    .num("cost", *cost)
                    .num("left", *left),
            ),
            Event::Rammed {
                unit: u,
                target,
                at,
                spent,
                damage,
            } => self.say(
                "rammed",
                a().line("unit", self.unit(*u))
                    .line("target", self.unit(*target))
                    .line("cell", self.cell(*at))
                    .num("spent", *spent)
                    .num("damage", *damage),
            ),
            Event::Fired {
                unit: u,
                target,
                from_token,
                aimed,
                dice,
                ..
            } => {
                let how = match (from_token, aimed) {
                    (true, true) => "aimed-token",
                    (true, false) => "token",
                    (false, true) => "aimed",
                    (false, false) => "plain",
                };
                // Below one die the shot cannot miss: no dice are needed.
                let dice = i64::from(*dice).clamp(0, i64::from(MAX_DICE));
                self.say(
                    "fired",
                    a().line("unit", self.unit(*u))
                        .line("target", self.cell(*target))
                        .str("how", how)
                        .num("dice", dice),
                )
            }
            Event::AutoHit => self.say("auto-hit", a()),
            Event::Rolled { dice } => {
                let faces: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
                self.say("rolled", a().line("faces", Line::from(faces.join(" "))))
            }
            Event::Missed => self.say("missed", a()),
            Event::Glancing => self.say("glancing", a()),
            Event::Offset { offsets, landing } => {
                let parts: Vec<Line> = offsets
                    .iter()
                    .map(|(v, n)| {
                        self.say(
                            "offset-part",
                            a().num("n", *n).line("value", Line::from(v.to_string())),
                        )
                    })
                    .collect();
                self.say(
                    "offset",
                    a().line("offsets", coinop_core::say::lines_list(self.lang, parts))
                        .line("landing", self.point(*landing)),
                )
            }
            Event::BoltStopped { at } => self.say("bolt-stopped", a().line("cell", self.cell(*at))),
            Event::Hit { target, damage } => self.say(
                "hit",
                a().line("target", self.unit(*target))
                    .num("damage", *damage),
            ),
            Event::Damaged {
                unit: u,
                points,
                hp,
                cause,
            } => {
                let cause = match cause {
                    Cause::Shot => "Shot",
                    Cause::Glancing => "Glancing",
                    Cause::Collateral => "Collateral",
                    Cause::Bolt => "Bolt",
                    Cause::Blast => "Blast",
                    Cause::Collision => "Collision",
                };
                self.say(
                    "damaged",
                    a().line("unit", self.unit(*u))
                        .num("points", *points)
                        .str("cause", cause)
                        .num("hp", *hp),
                )
            }
            Event::Destroyed { unit: u, at, wreck } => match (at, wreck) {
                (Some(at), true) => self.say(
                    "destroyed-wreck",
                    a().line("unit", self.unit(*u)).line("cell", self.cell(*at)),
                ),
                _ => self.say("destroyed", a().line("unit", self.unit(*u))),
            }
            .strong(),
            Event::Stunned { unit: u } => self.say("stunned", a().line("unit", self.unit(*u))),
            Event::Blast { at } => self.say("blast", a().line("cell", self.cell(*at))),
            Event::WallDestroyed { at, by } => self.say(
                "wall-destroyed",
                a().line("cell", self.cell(*at))
                    .line("side", self.seat(*by)),
            ),
            Event::FloorDestroyed { at } => {
                self.say("floor-destroyed", a().line("cell", self.cell(*at)))
            }
            Event::Lands { at } => self.say("lands", a().line("cell", self.cell(*at))),
            Event::HitsWreck { at } => self.say("hits-wreck", a().line("cell", self.cell(*at))),
            Event::Lost { at } => self.say("lost", a().line("point", self.point(*at))),
            Event::Token { unit: u, at } => self.say(
                "token",
                a().line("unit", self.unit(*u))
                    .line("point", self.point(*at)),
            ),
            Event::Repaired {
                unit: u,
                points,
                hp,
                in_a_row,
            } => self.say(
                "repaired",
                a().line("unit", self.unit(*u))
                    .num("points", *points)
                    .num("hp", *hp)
                    .num("in_a_row", *in_a_row),
            ),
            Event::TurnEnded { unit: u } => self.say("turn-ended", a().line("unit", self.unit(*u))),
            Event::GameOver { end } => {
                let reason = self.end(*end);
                match end.winner() {
                    Some(w) => self.say(
                        "game-over-won",
                        a().line("winner", self.seat(w)).line("reason", reason),
                    ),
                    None => self.say("game-over", a().line("reason", reason)),
                }
                .strong()
            }
        }
    }

    /// Why an action was refused.
    fn refusal(&self, why: &Illegal) -> String {
        let a = Args::new;
        let say = |id: &str, args: Args| self.say(id, args).plain();
        let cell = |c: Cell| self.cell(c);
        match *why {
            Illegal::NoSuchSpace => say("refuse-no-such-space", a()),
            Illegal::PlaceNotEmpty(at) => say("refuse-place-not-empty", a().line("cell", cell(at))),
            Illegal::PlaceNotInHalf(at) => {
                say("refuse-place-not-in-half", a().line("cell", cell(at)))
            }
            Illegal::StillPlacing => say("refuse-still-placing", a()),
            Illegal::AllPlaced => say("refuse-all-placed", a()),
            Illegal::Step { from, to, why } => match why {
                Refusal::Here => say("refuse-here", a().line("cell", cell(to))),
                Refusal::NotNext => say(
                    "refuse-not-next",
                    a().line("to", cell(to)).line("from", cell(from)),
                ),
                Refusal::MayNotMove { rammed: true } => say("refuse-rammed", a()),
                Refusal::MayNotMove { rammed: false } => say("refuse-aimed-stays", a()),
                Refusal::Cost { cost, left } => say(
                    "refuse-cost",
                    a().str("step", if cost == 3 { "diagonal" } else { "straight" })
                        .num("cost", cost)
                        .num("left", left),
                ),
                Refusal::Corner(side) => say("refuse-corner", a().line("cell", cell(side))),
                Refusal::Taken { by, wreck } => say(
                    if wreck {
                        "refuse-taken-wreck"
                    } else {
                        "refuse-taken"
                    },
                    a().line("cell", cell(to)).line("unit", self.unit(by)),
                ),
                Refusal::NotFloor => say("refuse-not-floor", a().line("cell", cell(to))),
            },
            Illegal::Fire { target, why } => match why {
                NoShot::Fired => say("refuse-fired", a()),
                NoShot::NoToken => say("refuse-no-token", a()),
                NoShot::NoTriangulation => say("refuse-no-triangulation", a()),
                NoShot::AimedAfterMoving => say("refuse-aimed-after-moving", a()),
                NoShot::AimedOnlyBeforeMoving { moved: true } => say("refuse-moved-not-aimed", a()),
                NoShot::AimedOnlyBeforeMoving { moved: false } => {
                    say("refuse-not-moved-aimed", a())
                }
                NoShot::OwnSpace => say("refuse-own-space", a()),
                NoShot::NoEnemy => say("refuse-no-enemy", a().line("cell", cell(target))),
                NoShot::Pool => say("refuse-pool", a()),
                NoShot::OffZone => say("refuse-off-zone", a().line("cell", cell(target))),
            },
            Illegal::RepairNotInPlay => say("refuse-repair-not-in-play", a()),
            Illegal::RepairAfterActing => say("refuse-repair-after-acting", a()),
            Illegal::RepairAwayFromPool => say("refuse-repair-away", a()),
        }
    }
}

/// A decision in words of `lang`, its spaces named on `arena` (`taken` says where a tank
/// stands: a move there rams it); in English, the notation a player types ("move c4",
/// "fire e2 token aim": [`crate::action::text`]).
pub fn action_in(lang: Lang, a: &Action, arena: &Arena, taken: impl Fn(Cell) -> bool) -> String {
    let cell = |c: Cell| Args::new().str("cell", arena.name(c));
    let (id, args) = match *a {
        Action::Place { at } => ("action-place", cell(at)),
        Action::Move { to } if taken(to) => ("action-ram", cell(to)),
        Action::Move { to } => ("action-move", cell(to)),
        Action::Fire {
            target,
            from_token,
            aimed,
        } => {
            let how = match (aimed, from_token) {
                (true, true) => "aimed-token",
                (false, true) => "token",
                (true, false) => "aimed",
                (false, false) => "plain",
            };
            ("action-fire", cell(target).str("how", how))
        }
        Action::Repair => ("action-repair", Args::new()),
        Action::End => ("action-end", Args::new()),
    };
    say(lang).text_with(id, args)
}

/// Why an action was refused, in `lang`.
pub(crate) fn refusal_in(lang: Lang, view: &Observation, why: &Illegal) -> String {
    Teller::new(lang, view).refusal(why)
}

/// The tank whose turn `number` of `seat` is, in a game played from its start: turns
/// alternate from the first player's, and each side's tanks act 1, 2, 3, 1 … (a
/// destroyed tank's turn counts). None where the count cannot be that side's turn (a
/// scenario's position, set up mid-game).
fn unit_of_turn(view: &Observation, number: u32, seat: Seat) -> Option<UnitId> {
    let first = seat == view.first_player;
    if seat > 1 || (number % 2 == 1) != first {
        return None;
    }
    // The side's own count of turns, this one included.
    let own = if first {
        number.div_ceil(2)
    } else {
        number / 2
    };
    let n = own.checked_sub(1)? % 3;
    Some(UnitId { seat, n: n as u8 })
}

impl Words for Skirmish {
    fn report_word(lang: Lang, id: &str) -> Option<String> {
        say(lang).lookup(id)
    }

    fn refusal_in(&self, lang: Lang, seat: Seat, action: &Action) -> Option<String> {
        let why = self.check_legal(seat, action).err()?;
        Some(refusal_in(
            lang,
            &coinop_core::Game::observe(self, coinop_core::Viewer::Seat(seat)),
            &why,
        ))
    }

    /// The decision as a list of choices offers it in `lang` ([`action_in`]).
    fn action_in(&self, lang: Lang, action: &Action) -> String {
        action_in(lang, action, &self.arena, |c| self.unit_at(c).is_some())
    }

    fn line_in(lang: Lang, view: &Observation, event: &Event) -> Option<Line> {
        Some(Teller::new(lang, view).line(event))
    }

    /// "Turn 5 — Green 3" (the tank a piece of its side), "Placing the tanks", "Game
    /// over".
    fn heading_in(lang: Lang, view: &Observation, mark: &Mark) -> Line {
        let t = Teller::new(lang, view);
        match mark {
            Mark::Round { number, seat: s } => {
                let turn = Args::new().num("turn", *number);
                let who = s.map(|s| match unit_of_turn(view, *number, s) {
                    Some(u) => t.unit(u),
                    None => t.seat(s),
                });
                match who {
                    Some(who) => t.say("heading-turn-of", turn.line("who", who)),
                    None => t.say("heading-turn", turn),
                }
            }
            Mark::Phase { phase } if phase == PLACING => t.say("heading-placing", Args::new()),
            Mark::Phase { phase } => phase.as_str().into(),
            Mark::GameOver => t.say("heading-game-over", Args::new()),
        }
    }

    /// The Zone with each tank as G1–G3 / O1–O3 (lower case when stunned, xx for a
    /// wreck), then each tank's damage points, then where the game stands.
    fn board(view: &Observation) -> String {
        board(view)
    }

    /// The sides' and tanks' names, the advanced rules and the missions (those in play,
    /// and every one for a form of options), the ground's names and the ready-made
    /// arenas', each by its name in the rulebook (or ours) with what it does, keyed as
    /// the options and the observation name them.
    /// The outcome's end, as the game records it.
    fn end_in(lang: Lang, end: &Value) -> Option<String> {
        let end: End = serde_json::from_value(end.clone()).ok()?;
        Some(end_text_in(lang, end))
    }

    fn glossary_in(lang: Lang, view: &Observation) -> Value {
        glossary(lang, view)
    }
}

/// The advanced rules, by the options' keys, in the rulebook's order.
const RULES: [&str; 10] = [
    "collateral_damage",
    "floor_destruction",
    "wall_destruction",
    "blast",
    "stun",
    "triangulation",
    "energy_bolts",
    "target_anything",
    "repair",
    "collision",
];

/// The missions, by the options' keys.
const MISSIONS: [&str; 3] = ["hold_pool", "far_rank", "destroy_walls"];

fn rule_on(rules: &AdvancedRules, key: &str) -> bool {
    let mut r = *rules;
    let name = key.replace('_', "-");
    r.flag(&name).is_some_and(|on| *on)
}

/// A term's name and what it does: `{ "name": …, "text": … }`.
fn term(say: &Say, id: &str) -> Value {
    json!({ "name": say.text(id), "text": say.text(&format!("{id}-text")) })
}

/// The ready-made arenas players choose from (not the test positions), as (name, title,
/// note), read once.
fn builtin_arenas() -> &'static [(String, String, String)] {
    static ARENAS: std::sync::OnceLock<Vec<(String, String, String)>> = std::sync::OnceLock::new();
    ARENAS.get_or_init(|| {
        crate::arena::builtin_specs()
            .into_iter()
            .filter(|a| !a.test_position)
            .map(|a| (a.name, a.title, a.note))
            .collect()
    })
}

fn glossary(lang: Lang, view: &Observation) -> Value {
    let say = say(lang);
    let every_rule: serde_json::Map<String, Value> = RULES
        .iter()
        .map(|key| (key.to_string(), term(&say, &format!("rule-{key}"))))
        .collect();
    let rules: serde_json::Map<String, Value> = every_rule
        .iter()
        .filter(|(key, _)| rule_on(&view.rules, key))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let every_mission: serde_json::Map<String, Value> = MISSIONS
        .iter()
        .map(|key| (key.to_string(), term(&say, &format!("mission-{key}"))))
        .collect();
    let m = view.missions;
    let missions: serde_json::Map<String, Value> = [m.hold_pool, m.far_rank, m.destroy_walls]
        .into_iter()
        .zip(MISSIONS)
        .filter(|(on, _)| *on)
        .map(|(_, key)| (key.to_string(), every_mission[key].clone()))
        .collect();
    let ground: serde_json::Map<String, Value> = [
        Ground::Floor,
        Ground::Wall,
        Ground::Pool,
        Ground::Destroyed,
        Ground::Gap,
    ]
    .into_iter()
    .map(|g| {
        let key = match serde_json::to_value(g) {
            Ok(Value::String(k)) => k,
            _ => format!("{g:?}"),
        };
        let name = say.text(&format!("ground-{key}"));
        (key, json!(name))
    })
    .collect();
    // The ready-made arenas' titles and notes; a player's own arena keeps its own.
    let arenas: serde_json::Map<String, Value> = builtin_arenas()
        .iter()
        .map(|(name, title, note)| {
            let id = format!("arena-{name}");
            // An arena the catalogue does not know yet is named as written.
            let (title, note) = match say.text(&id) {
                t if t == id => (title.clone(), note.clone()),
                t => (t, say.text(&format!("{id}-note"))),
            };
            (name.clone(), json!({ "title": title, "note": note }))
        })
        .collect();
    let sides: Vec<String> = (0..2).map(|s| side_in(lang, s)).collect();
    let units: Vec<Vec<String>> = (0..2)
        .map(|seat| {
            (0..3)
                .map(|n| unit_name_in(lang, UnitId { seat, n }))
                .collect()
        })
        .collect();
    // A tank's damage points when whole: the page draws its pips and the end's chart
    // from it, not from a copy.
    json!({
        "sides": sides,
        "units": units,
        "rules": rules,
        "missions": missions,
        "every_rule": every_rule,
        "every_mission": every_mission,
        "ground": ground,
        "arenas": arenas,
        "full": crate::state::FULL,
    })
}

/// The text board (see [`Words::board`]).
fn board(o: &Observation) -> String {
    let mut out = String::new();
    out.push_str("    ");
    for x in 0..o.width {
        out.push_str(&format!(" {} ", (b'a' + x) as char));
    }
    out.push('\n');
    let unit_at =
        |c: Cell| UnitId::all().find(|id| o.units[id.seat as usize][id.n as usize].at == Some(c));
    for y in 0..o.height as usize {
        out.push_str(&format!("{:>3} ", y + 1));
        for x in 0..o.width as usize {
            let c = (y * o.width as usize + x) as Cell;
            let s = match unit_at(c) {
                Some(id) => {
                    let u = &o.units[id.seat as usize][id.n as usize];
                    if !u.alive {
                        " xx".to_string()
                    } else {
                        let letter = if id.seat == 0 { 'G' } else { 'O' };
                        let letter = if u.stunned {
                            letter.to_ascii_lowercase()
                        } else {
                            letter
                        };
                        format!(" {letter}{}", id.n + 1)
                    }
                }
                None => match o.ground.get(c as usize) {
                    Some(Ground::Floor) => " . ".into(),
                    Some(Ground::Wall) => " # ".into(),
                    Some(Ground::Pool) => " P ".into(),
                    Some(Ground::Destroyed) => " ~ ".into(),
                    Some(Ground::Gap) | None => "   ".into(),
                },
            };
            out.push_str(&format!("{s:<3}"));
        }
        out.push('\n');
    }
    for (seat, colour) in COLOURS.iter().enumerate() {
        let parts: Vec<String> = o.units[seat]
            .iter()
            .enumerate()
            .map(|(n, u)| {
                let mark = if o.stage == Stage::Playing
                    && o.current as usize == seat
                    && o.active[seat] as usize == n
                {
                    "*"
                } else {
                    ""
                };
                if u.alive {
                    format!(
                        "{mark}{}{}: {}{}",
                        &colour[..1],
                        n + 1,
                        u.hp,
                        if u.stunned { " stunned" } else { "" }
                    )
                } else {
                    format!("{mark}{}{}: destroyed", &colour[..1], n + 1)
                }
            })
            .collect();
        out.push_str(&format!("{colour:<6} {}\n", parts.join("  ")));
    }
    match o.stage {
        Stage::Over => {
            if let Some(end) = o.end {
                out.push_str(&format!("game over: {}\n", end_text(end)));
            }
        }
        Stage::Placing { .. } => out.push_str("placing tanks\n"),
        Stage::Playing => out.push_str(&format!(
            "turn {}: {} {} to act, {} movement points left{}\n",
            o.turns + 1,
            side(o.current),
            o.active[o.current as usize] + 1,
            o.movement_left,
            if o.turn.fired { ", has fired" } else { "" }
        )),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::SkirmishOptions;
    use coinop_core::{Game, Viewer};

    /// Every refusal in Russian: its own words (Cyrillic, nothing left unfilled), the
    /// spaces it names by their names, the same as in English.
    #[test]
    fn every_refusal_is_worded_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let g = Skirmish::new_game(&SkirmishOptions::default(), 1).unwrap();
        let view = g.observe(Viewer::Seat(0));
        let (c, d) = (
            g.arena.parse_cell("c4").unwrap(),
            g.arena.parse_cell("d5").unwrap(),
        );
        let by = UnitId { seat: 1, n: 0 };
        let steps = [
            Refusal::Here,
            Refusal::NotNext,
            Refusal::MayNotMove { rammed: true },
            Refusal::MayNotMove { rammed: false },
            Refusal::Cost { cost: 3, left: 1 },
            Refusal::Corner(d),
            Refusal::Taken { by, wreck: true },
            Refusal::Taken { by, wreck: false },
            Refusal::NotFloor,
        ];
        let shots = [
            NoShot::Fired,
            NoShot::NoToken,
            NoShot::NoTriangulation,
            NoShot::AimedAfterMoving,
            NoShot::AimedOnlyBeforeMoving { moved: true },
            NoShot::AimedOnlyBeforeMoving { moved: false },
            NoShot::OwnSpace,
            NoShot::NoEnemy,
            NoShot::Pool,
            NoShot::OffZone,
        ];
        let all: Vec<Illegal> = [
            Illegal::NoSuchSpace,
            Illegal::PlaceNotEmpty(c),
            Illegal::PlaceNotInHalf(c),
            Illegal::StillPlacing,
            Illegal::AllPlaced,
            Illegal::RepairNotInPlay,
            Illegal::RepairAfterActing,
            Illegal::RepairAwayFromPool,
        ]
        .into_iter()
        .chain(steps.map(|why| Illegal::Step {
            from: d,
            to: c,
            why,
        }))
        .chain(shots.map(|why| Illegal::Fire { target: c, why }))
        .collect();
        let mut seen = std::collections::HashSet::new();
        for why in &all {
            let en = refusal(&view, why);
            let said = refusal_in(ru, &view, why);
            assert!(!said.contains(['{', '}']), "{why:?}: {said}");
            assert!(
                said.chars().any(|c| ('а'..='я').contains(&c)),
                "{why:?}: {said}"
            );
            for name in ["c4", "d5", "Orange 1"] {
                if en.contains(name) {
                    let name = if name == "Orange 1" {
                        "Оранжевый 1"
                    } else {
                        name
                    };
                    assert!(said.contains(name), "{why:?}: {said}");
                }
            }
            assert!(seen.insert(said.clone()), "said twice: {said}");
        }
        assert_eq!(
            refusal_in(
                ru,
                &view,
                &Illegal::Fire {
                    target: c,
                    why: NoShot::AimedAfterMoving
                }
            ),
            "прицельно стреляет только танк, который в этом ходу не двигался"
        );
        assert_eq!(
            refusal_in(
                ru,
                &view,
                &Illegal::Step {
                    from: d,
                    to: c,
                    why: steps[4]
                }
            ),
            "шаг по диагонали стоит 3 очка движения; осталось 1"
        );
    }
}
