//! The words layer: every line of random games told to every viewer, the spans each kind
//! of line carries, the marks that group the log, and refusals worded from their data.

use super::random_play::random_options;
use coinop_core::words::{Teller, Voice};
use coinop_core::{Game, GameRng, Line, Mark, Viewer, Words};
use coinop_skirmish::arena::{Cell, UnitId};
use coinop_skirmish::event::Event;
use coinop_skirmish::options::{Placement, SkirmishOptions};
use coinop_skirmish::{Point, Skirmish};
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
        let told =
            Teller::default().tell_all(&Voice::<Skirmish>(&view, coinop_core::Lang::EN), &events);
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
