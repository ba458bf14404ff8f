//! The words layer: every line of random games told to every viewer, the spans each kind
//! of line carries, the marks that group the log, and refusals worded from their data.

use super::random_play::random_options;
use coinop_core::words::{Teller, Voice};
use coinop_core::{Game, GameRng, Lang, Line, Mark, Viewer, Words};
use coinop_skirmish::arena::{Cell, UnitId};
use coinop_skirmish::event::{End, Event};
use coinop_skirmish::options::{Placement, SkirmishOptions};
use coinop_skirmish::{Point, Skirmish, words};
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};

const VIEWERS: [Viewer; 3] = [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)];

/// A random game from its setup: the events of the opening and of each action, each
/// with the game as it stood after them.
fn played(options: &SkirmishOptions, seed: u64) -> Vec<(Vec<Event>, Skirmish)> {
    let mut events = Vec::new();
    let mut game = Skirmish::new_game_into(options, seed, &mut events).expect("valid options");
    let mut rng = GameRng::seed_from_u64(seed);
    let mut out = vec![(events, game.clone())];
    while let coinop_core::ToMove::Seats(seats) = game.to_move() {
        let seat = seats.first().expect("a seat");
        let legal = game.legal_actions(seat);
        let a = legal[rng.random_range(0..legal.len())];
        let events = game.apply(seat, &a).expect("legal");
        out.push((events, game.clone()));
    }
    out
}

/// The spans of a line that name something, as (what, its data, the seat they name).
fn named(line: &Line) -> Vec<(&'static str, Value, Option<u8>)> {
    line.spans
        .iter()
        .filter(|s| !s.is_plain())
        .map(|s| {
            if let Some(p) = &s.piece {
                ("piece", p.clone(), s.seat)
            } else if let Some(p) = &s.place {
                ("place", p.clone(), s.seat)
            } else if let Some(c) = &s.card {
                ("card", c.clone(), s.seat)
            } else {
                ("seat", Value::Null, s.seat)
            }
        })
        .collect()
}

fn piece(u: UnitId) -> (&'static str, Value, Option<u8>) {
    ("piece", json!(u), Some(u.seat))
}
fn place(c: Cell) -> (&'static str, Value, Option<u8>) {
    ("place", json!(c), None)
}
fn seat(s: u8) -> (&'static str, Value, Option<u8>) {
    ("seat", Value::Null, Some(s))
}

/// Over random games under random options, every event told to every viewer: no panic,
/// the words of the old narration (`event_text`), every seat named one of the two, every
/// tank a tank of the side it is said to be, every place a space of the Zone. Nothing in
/// ARCADE is hidden, so every viewer is told the same line.
#[test]
fn every_line_told_to_every_viewer_names_only_what_is_there() {
    for seed in 0..40u64 {
        let options = random_options(seed);
        for (events, game) in played(&options, seed) {
            let cells = game.arena.cells() as u64;
            let views = VIEWERS.map(|v| game.observe(v));
            for e in &events {
                let mut told = Vec::new();
                for (viewer, view) in VIEWERS.into_iter().zip(&views) {
                    let seen = game.event_for(e, viewer).expect("nothing is hidden");
                    let line = Skirmish::line(view, &seen).expect("every event is told");
                    assert!(!line.is_empty(), "seed {seed}: {e:?} told in no words");
                    for span in &line.spans {
                        assert!(span.seat.is_none_or(|s| s < 2), "seed {seed}: {span:?}");
                        if let Some(p) = &span.piece {
                            let u: UnitId = serde_json::from_value(p.clone()).expect("a tank");
                            assert!(u.n < 3 && Some(u.seat) == span.seat, "{span:?}");
                        }
                        if let Some(p) = &span.place {
                            assert!(p.as_u64().is_some_and(|c| c < cells), "{span:?}");
                        }
                        assert!(span.card.is_none(), "ARCADE has no cards: {span:?}");
                    }
                    if let Some(mark) = Skirmish::mark(&seen) {
                        assert!(!Skirmish::heading(view, &mark).is_empty());
                    }
                    told.push(line);
                }
                assert!(told.iter().all(|l| *l == told[0]), "seed {seed}: {e:?}");
            }
            for view in &views {
                assert!(!Skirmish::board(view).is_empty());
            }
        }
    }
}

/// Each kind of line names its tanks, spaces and sides in order, as data.
#[test]
fn lines_carry_their_tanks_spaces_and_sides() {
    let mut seen = std::collections::HashSet::new();
    for seed in 0..200u64 {
        let options = random_options(seed);
        for (events, game) in played(&options, seed) {
            let view = game.observe(Viewer::Spectator);
            let on_grid = |p: Point| game.arena.cell_of(p);
            for e in &events {
                let line = Skirmish::line(&view, e).expect("told");
                let want = match *e {
                    Event::Moved { unit, from, to, .. } => {
                        vec![piece(unit), place(from), place(to)]
                    }
                    Event::Rammed {
                        unit, target, at, ..
                    } => vec![piece(unit), piece(target), place(at)],
                    Event::Fired { unit, target, .. } => vec![piece(unit), place(target)],
                    Event::Hit { target, .. } => vec![piece(target)],
                    Event::Damaged { unit, .. } | Event::TurnEnded { unit } => vec![piece(unit)],
                    Event::Destroyed { unit, at, wreck } => {
                        assert!(line.strong, "a tank destroyed is a big moment");
                        match (at, wreck) {
                            (Some(at), true) => vec![piece(unit), place(at)],
                            _ => vec![piece(unit)],
                        }
                    }
                    Event::WallDestroyed { at, by } => vec![place(at), seat(by)],
                    Event::Token { unit, at } => match on_grid(at) {
                        Some(c) => vec![piece(unit), place(c)],
                        None => vec![piece(unit)],
                    },
                    Event::Lost { .. } => vec![],
                    Event::TurnBegins { unit, .. } => vec![piece(unit)],
                    Event::GameOver { end } => {
                        assert!(line.strong, "the end is a big moment");
                        match end.winner() {
                            // "GAME OVER — Green wins: every Orange tank was destroyed"
                            Some(w)
                                if matches!(end, coinop_skirmish::event::End::Destroyed { .. }) =>
                            {
                                vec![seat(w), seat(1 - w)]
                            }
                            Some(w) => vec![seat(w)],
                            None => vec![],
                        }
                    }
                    _ => continue,
                };
                assert_eq!(named(&line), want, "seed {seed}: {e:?} told as {line:?}");
                seen.insert(std::mem::discriminant(e));
            }
        }
    }
    // The games met the kinds of line checked (the random options turn every rule on
    // somewhere).
    assert!(seen.len() >= 12, "only {} kinds of line met", seen.len());
}

/// A tank on a space, told exactly: its name a piece of its side, the spaces places.
#[test]
fn a_move_is_told_with_its_tank_and_spaces() {
    let g = Skirmish::new_game(&SkirmishOptions::default(), 3).unwrap();
    let view = g.observe(Viewer::Spectator);
    let unit = UnitId { seat: 1, n: 2 };
    let (from, to) = (
        g.arena.parse_cell("c4").unwrap(),
        g.arena.parse_cell("d3").unwrap(),
    );
    let e = Event::Moved {
        unit,
        from,
        to,
        cost: 3,
        left: 1,
    };
    let line = Skirmish::line(&view, &e).unwrap();
    assert_eq!(line.plain(), "Orange 3 moves c4 → d3 (3 points, 1 left)");
    let json = serde_json::to_value(&line).unwrap();
    assert_eq!(
        json["spans"],
        json!([
            {"text": "Orange 3", "seat": 1, "piece": {"seat": 1, "n": 2}},
            {"text": " moves "},
            {"text": "c4", "place": from},
            {"text": " → "},
            {"text": "d3", "place": to},
            {"text": " (3 points, 1 left)"},
        ])
    );
    // A rocket off the Zone names no place: its point is no space.
    let lost = Skirmish::line(
        &view,
        &Event::Lost {
            at: Point { x: -1, y: 3 },
        },
    )
    .unwrap();
    assert_eq!(lost.plain(), "the shot comes down off the Zone, at (-1, 4)");
    assert!(named(&lost).is_empty());
}

/// The marks of played games: the first stretch is turn 1 of the first player (after
/// placing the tanks, when they are placed in turn), turns are numbered one after
/// another and alternate between the sides, the log ends with the game over, and each
/// turn's heading names the tank whose turn it is.
#[test]
fn the_log_is_grouped_by_turn_from_the_first_to_the_end() {
    for seed in 0..120u64 {
        let mut options = random_options(seed);
        if seed % 3 == 0 {
            options.placement = Placement::InTurn;
        }
        let log = played(&options, seed);
        let last = &log.last().unwrap().1;
        let first_player = last.first_player;
        let view = last.observe(Viewer::Spectator);
        let events: Vec<Event> = log.iter().flat_map(|(e, _)| e.clone()).collect();
        let marks: Vec<(Mark, &Event)> = events
            .iter()
            .filter_map(|e| Skirmish::mark(e).map(|m| (m, e)))
            .collect();
        let mut turns = marks
            .iter()
            .skip_while(|(m, _)| matches!(m, Mark::Phase { .. }));
        if options.placement == Placement::InTurn {
            assert_eq!(
                marks[0].0,
                Mark::Phase {
                    phase: "placing".into()
                },
                "seed {seed}"
            );
            assert_eq!(
                Skirmish::heading(&view, &marks[0].0).plain(),
                "Placing the tanks"
            );
        }
        let mut expect = 1;
        let mut side = first_player;
        for (mark, e) in turns.by_ref() {
            match mark {
                Mark::Round { number, seat } => {
                    assert_eq!((*number, *seat), (expect, Some(side)), "seed {seed}");
                    let unit = match e {
                        Event::TurnBegins { unit, .. }
                        | Event::Skipped { unit, .. }
                        | Event::Recovered { unit, .. } => *unit,
                        _ => panic!("a turn begins with its tank: {e:?}"),
                    };
                    let heading = Skirmish::heading(&view, mark);
                    assert_eq!(
                        named(&heading),
                        vec![piece(unit)],
                        "seed {seed}: turn {number}"
                    );
                    assert_eq!(
                        heading.plain(),
                        format!(
                            "Turn {number} — {}",
                            coinop_skirmish::words::unit_name(unit)
                        )
                    );
                    expect += 1;
                    side = 1 - side;
                }
                Mark::GameOver => break,
                Mark::Phase { .. } => panic!("seed {seed}: a phase after the turns began"),
            }
        }
        assert!(
            turns.next().is_none(),
            "seed {seed}: marks after the game over"
        );
        assert_eq!(marks.last().unwrap().0, Mark::GameOver, "seed {seed}");
        assert_eq!(
            Skirmish::heading(&view, &Mark::GameOver).plain(),
            "Game over"
        );
        assert_eq!(
            expect - 1,
            u32::from(last.turns) + u32::from(!ended_at_turn_end(last))
        );

        // A viewer's teller heads each stretch once: one heading a turn, one for
        // placing, one for the end.
        let told = Teller::default().tell_all(&Voice::<Skirmish>(&view, Lang::EN), &events);
        let heads = told.iter().filter(|t| t.mark.is_some()).count();
        let placing = usize::from(options.placement == Placement::InTurn);
        assert_eq!(heads, (expect - 1) as usize + placing + 1, "seed {seed}");
    }
}

/// Whether the game ended as a turn passed (the turn limit), its last turn counted and
/// no other begun; every other end comes inside a turn (a shot, a ram, a mission at the
/// turn's end), which the game has not yet counted.
fn ended_at_turn_end(g: &Skirmish) -> bool {
    matches!(g.end, Some(coinop_skirmish::event::End::TurnLimit { .. }))
}

/// Refusals are worded from their data, as they were when the rules wrote them.
#[test]
fn refusals_are_worded_from_their_data() {
    let mut g = Skirmish::new_game(
        &SkirmishOptions {
            first_player: Some(0),
            ..Default::default()
        },
        1,
    )
    .unwrap();
    let refused = |g: &mut Skirmish, text: &str| {
        let a = g.parse_action(text).unwrap();
        g.apply(0, &a).unwrap_err().to_string()
    };
    let at = g.unit(g.active_unit()).at.unwrap();
    let here = g.arena.name(at);
    assert!(
        refused(&mut g, &format!("move {here}"))
            .contains(&format!("the tank is already on {here}"))
    );
    assert!(refused(&mut g, "repair").contains("repairing needs the Repair rule"));
    assert!(refused(&mut g, "place a1").contains("every tank is already placed"));
    let far = g.arena.name(g.arena.cell(0, 0).unwrap());
    if far != here {
        assert!(
            refused(&mut g, &format!("move {far}"))
                .contains(&format!("{far} is not next to {here}"))
        );
    }
}

/// The words' named things, in order of kind and data, for comparing two languages.
fn names(line: &Line) -> Vec<String> {
    let mut v: Vec<String> = line
        .spans
        .iter()
        .filter(|s| !s.is_plain())
        .map(|s| format!("{:?}{:?}{:?}{:?}", s.seat, s.piece, s.place, s.card))
        .collect();
    v.sort();
    v
}

/// Words with Russian in them: a Cyrillic letter among the words that name nothing.
fn is_russian(line: &Line) -> bool {
    line.spans
        .iter()
        .filter(|s| s.is_plain())
        .flat_map(|s| s.text.chars())
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)) || c == 'ё')
}

/// Issue 27: the log in Russian. Over random games under random options, every event
/// told to every viewer in Russian names the same things (sides, tanks, spaces) as in
/// English, in words of its own: no message missing (its id in its place), no variable
/// left unfilled, Cyrillic in every line, no English side's name; the headings of every
/// stretch too, and the big moments stay big.
#[test]
fn every_line_is_told_in_russian_naming_what_the_english_names() {
    let ru = Lang::parse("ru").expect("coinop speaks Russian");
    let mut told = 0;
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..60u64 {
        let mut options = random_options(seed);
        if seed % 4 == 0 {
            options.placement = Placement::InTurn;
        }
        for (events, game) in played(&options, seed) {
            for viewer in VIEWERS {
                let view = game.observe(viewer);
                for e in &events {
                    let seen = game.event_for(e, viewer).expect("nothing is hidden");
                    let en = Skirmish::line_in(Lang::EN, &view, &seen).expect("told");
                    let said = Skirmish::line_in(ru, &view, &seen).expect("told in Russian");
                    let text = said.plain();
                    assert_eq!(names(&en), names(&said), "{seen:?}: {text}");
                    assert!(!text.contains(['{', '}']), "{seen:?}: {text}");
                    assert!(!text.contains(['\u{F0000}', '\u{F0001}']), "{text}");
                    assert!(is_russian(&said), "{seen:?}: no Russian in {text:?}");
                    for english in ["Green", "Orange", " point", " dice", " die"] {
                        assert!(!text.contains(english), "{seen:?}: {text}");
                    }
                    assert_eq!((en.strong, en.quiet), (said.strong, said.quiet), "{text}");
                    if let Some(mark) = Skirmish::mark(&seen) {
                        let a = Skirmish::heading_in(Lang::EN, &view, &mark);
                        let b = Skirmish::heading_in(ru, &view, &mark);
                        assert_eq!(names(&a), names(&b), "{mark:?}");
                        assert!(is_russian(&b), "{mark:?}: {}", b.plain());
                    }
                    kinds.insert(std::mem::discriminant(e));
                    told += 1;
                }
            }
        }
    }
    assert!(told > 10_000, "told {told}");
    assert!(kinds.len() >= 20, "only {} kinds of event met", kinds.len());
}

/// Russian counts say the right form of the noun (1 кубик, 2 кубика, 5 кубиков; 1 очко,
/// 2 очка, 5 очков), and a few lines exactly, in the glossary's terms.
#[test]
fn russian_words_follow_the_glossary_and_its_plurals() {
    let ru = Lang::parse("ru").unwrap();
    let options = SkirmishOptions {
        first_player: Some(0),
        ..Default::default()
    };
    let g = Skirmish::new_game(&options, 3).unwrap();
    let view = g.observe(Viewer::Spectator);
    let cell = |name: &str| g.arena.parse_cell(name).unwrap();
    let say = |e: Event| Skirmish::line_in(ru, &view, &e).unwrap().plain();
    let fired = |dice: i32, aimed: bool| {
        say(Event::Fired {
            unit: UnitId { seat: 0, n: 1 },
            from: Point { x: 2, y: 9 },
            target: cell("c2"),
            from_token: false,
            aimed,
            dice,
        })
    };
    assert_eq!(fired(1, false), "Зелёный 2 стреляет по c2: 1 кубик");
    assert_eq!(
        fired(3, true),
        "Зелёный 2 стреляет по c2, прицельно: 3 кубика"
    );
    assert_eq!(fired(5, false), "Зелёный 2 стреляет по c2: 5 кубиков");
    assert_eq!(
        fired(0, true),
        "Зелёный 2 стреляет по c2, прицельно: кубики не нужны"
    );
    let moved = |cost: u8, left: u8| {
        say(Event::Moved {
            unit: UnitId { seat: 1, n: 2 },
            from: cell("c4"),
            to: cell("d3"),
            cost,
            left,
        })
    };
    assert_eq!(moved(3, 1), "Оранжевый 3 едет c4 → d3 (3 очка, осталось 1)");
    assert_eq!(
        moved(5, 1),
        "Оранжевый 3 едет c4 → d3 (5 очков, осталось 1)"
    );
    let damaged = |points: u8| {
        say(Event::Damaged {
            unit: UnitId { seat: 0, n: 0 },
            points,
            hp: 6 - points.min(6),
            cause: coinop_skirmish::event::Cause::Blast,
        })
    };
    assert_eq!(
        damaged(1),
        "Зелёный 1 теряет 1 очко прочности (взрыв): осталось 5"
    );
    assert_eq!(
        damaged(2),
        "Зелёный 1 теряет 2 очка прочности (взрыв): осталось 4"
    );
    assert_eq!(
        damaged(5),
        "Зелёный 1 теряет 5 очков прочности (взрыв): осталось 1"
    );
    let over = Skirmish::line_in(
        ru,
        &view,
        &Event::GameOver {
            end: End::Destroyed { winner: 0 },
        },
    )
    .unwrap();
    assert_eq!(
        over.plain(),
        "ИГРА ОКОНЧЕНА — побеждают Зелёные: Оранжевые потеряли все танки"
    );
    assert!(over.strong);
    assert_eq!(named(&over), vec![seat(0), seat(1)]);
    let limit = |turns: u16| words::end_text_in(ru, End::TurnLimit { turns });
    assert_eq!(limit(21), "прошёл 21 ход без победителя: ничья");
    assert_eq!(limit(300), "прошло 300 ходов без победителя: ничья");
    assert_eq!(limit(24), "прошло 24 хода без победителя: ничья");
    // The outcome's reason stays English.
    assert_eq!(
        words::end_text(End::TurnLimit { turns: 300 }),
        "300 turns passed without a winner: a draw"
    );
    let heading = Skirmish::heading_in(
        ru,
        &view,
        &Mark::Round {
            number: 2,
            seat: Some(1),
        },
    );
    assert_eq!(heading.plain(), "Ход 2 — Оранжевый 1");
    assert_eq!(named(&heading), vec![piece(UnitId { seat: 1, n: 0 })]);
    assert_eq!(words::side_in(ru, 1), "Оранжевые");
    assert_eq!(
        words::unit_name_in(ru, UnitId { seat: 0, n: 2 }),
        "Зелёный 3"
    );
}

/// The glossary names every advanced rule and mission (for the lobby's form) and those
/// in play, the ground and the ready-made arenas, in each language; in English the
/// arenas are named as their file names them.
#[test]
fn the_glossary_names_every_term_in_each_language() {
    let ru = Lang::parse("ru").unwrap();
    let options = SkirmishOptions {
        rules: coinop_skirmish::options::AdvancedRules::all(),
        ..Default::default()
    };
    let g = Skirmish::new_game(&options, 1).unwrap();
    let view = g.observe(Viewer::Spectator);
    let en = Skirmish::glossary_in(Lang::EN, &view);
    let said = Skirmish::glossary_in(ru, &view);
    for gl in [&en, &said] {
        assert_eq!(gl["every_rule"].as_object().unwrap().len(), 10);
        assert_eq!(gl["rules"], gl["every_rule"], "all ten in play");
        assert_eq!(gl["every_mission"].as_object().unwrap().len(), 3);
        assert_eq!(gl["missions"].as_object().unwrap().len(), 0);
        assert_eq!(gl["ground"].as_object().unwrap().len(), 5);
        assert_eq!(gl["full"], 6);
    }
    assert_eq!(en["every_rule"]["collision"]["name"], "Collision");
    assert_eq!(said["every_rule"]["collision"]["name"], "Таран");
    assert_eq!(said["every_rule"]["energy_bolts"]["name"], "Энергозаряды");
    assert_eq!(
        said["every_mission"]["hold_pool"]["name"],
        "Удержать Источник"
    );
    assert_eq!(said["ground"]["Pool"], "Источник энергии");
    assert_eq!(en["sides"], json!(["Green", "Orange"]));
    assert_eq!(said["sides"], json!(["Зелёные", "Оранжевые"]));
    assert_eq!(said["units"][1][2], "Оранжевый 3");
    for spec in coinop_skirmish::arena::builtin_specs()
        .into_iter()
        .filter(|a| !a.test_position)
    {
        assert_eq!(en["arenas"][&spec.name]["title"], json!(spec.title));
        assert_eq!(en["arenas"][&spec.name]["note"], json!(spec.note));
        let title = said["arenas"][&spec.name]["title"].as_str().unwrap();
        assert!(is_russian(&Line::from(title)), "{title}");
    }
    for (key, term) in said["every_rule"].as_object().unwrap() {
        for part in ["name", "text"] {
            let words = term[part].as_str().unwrap();
            assert!(is_russian(&Line::from(words)), "{key}: {words}");
            assert_ne!(words, en["every_rule"][key][part], "{key}");
        }
    }
}

/// A word of a decision's Russian that is Latin and not a space's name ("c6").
fn latin_left(said: &str) -> Vec<&str> {
    said.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| {
            let mut c = w.chars();
            !(w.len() > 1
                && c.next().is_some_and(|c| c.is_ascii_lowercase())
                && c.all(|c| c.is_ascii_digit()))
        })
        .collect()
}

/// Every legal decision of random games: in English its words are the notation a player
/// types (`action_text`), in Russian words of its own, nothing Latin in them but the
/// spaces' names.
#[test]
fn every_decision_is_said_in_english_as_its_notation_and_in_russian_in_words() {
    let ru = Lang::parse("ru").unwrap();
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..12 {
        for (_, game) in played(&random_options(seed), seed) {
            let coinop_core::ToMove::Seats(seats) = game.to_move() else {
                continue;
            };
            for seat in seats.iter() {
                for a in game.legal_actions(seat) {
                    let en = game.action_in(Lang::EN, &a);
                    assert_eq!(en, game.action_text(&a));
                    let said = game.action_in(ru, &a);
                    assert!(!said.contains(['{', '}']), "{said}");
                    assert!(latin_left(&said).is_empty(), "{en}: {said}");
                    let mut words = en.split(' ');
                    kinds.insert(words.next().unwrap().to_string());
                    kinds.extend(words.skip(1).map(str::to_string));
                }
            }
        }
    }
    for kind in [
        "place", "move", "ram", "fire", "token", "aim", "repair", "end",
    ] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
}
