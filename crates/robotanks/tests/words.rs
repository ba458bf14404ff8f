//! The words: every line of every random game told to every viewer without a panic, its
//! seats real and its cards only those the viewer saw; a few lines' typed spans; the log's
//! marks in the rulebook's order; runs folded as the browser folded them; the glossary.

use coinop_core::words::{Teller, Told, Voice};
use coinop_core::{Game, GameRng, Lang, Line, Mark, Seat, ToMove, Viewer, Words};
use coinop_robotanks::arena::{Colour, Object, tank_colour};
use coinop_robotanks::cards::{Command, DeckFile};
use coinop_robotanks::event::{End, Event};
use coinop_robotanks::hex::Hex;
use coinop_robotanks::view::Observation;
use coinop_robotanks::{Action, Robotanks, RobotanksOptions, autoplay};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::json;

fn options(players: u8) -> RobotanksOptions {
    RobotanksOptions {
        players,
        ..Default::default()
    }
}

/// A seeded game played to its end (or `max` actions): by the heuristic player, or at
/// random; each action's events with the game as it stood after them.
fn played(
    o: &RobotanksOptions,
    seed: u64,
    random: bool,
    max: usize,
) -> Vec<(Robotanks, Vec<Event>)> {
    let mut events = Vec::new();
    let mut g = Robotanks::new_game_into(o, seed, &mut events).unwrap();
    let mut out = vec![(g.clone(), std::mem::take(&mut events))];
    let mut rng = GameRng::seed_from_u64(seed);
    for _ in 0..max {
        let ToMove::Seats(seats) = g.to_move() else {
            break;
        };
        let seat = seats.first().unwrap();
        let a = if random {
            *g.legal_actions(seat).choose(&mut rng).unwrap()
        } else {
            autoplay::choose(&g, seat, &mut rng).unwrap()
        };
        g.apply_into(seat, &a, &mut events).unwrap();
        out.push((g.clone(), std::mem::take(&mut events)));
    }
    out
}

fn viewers(g: &Robotanks) -> Vec<Viewer> {
    std::iter::once(Viewer::Spectator)
        .chain((0..g.num_seats() as Seat).map(Viewer::Seat))
        .collect()
}

fn card_spans(l: &Line) -> Vec<serde_json::Value> {
    l.spans.iter().filter_map(|s| s.card.clone()).collect()
}

/// The seat that may see what `e` hides from the others, if it hides anything.
fn entitled(g: &Robotanks, e: &Event, seat: Seat) -> bool {
    match e {
        Event::Dealt { seat: s, .. }
        | Event::SetAside { seat: s, .. }
        | Event::Programmed { seat: s, .. } => *s == seat,
        Event::Deactivated { tank, .. } => g.seat_of(*tank) == Some(seat),
        Event::Drained { post, by, .. } => {
            *by == seat || g.colour_seat[*post as usize] == Some(seat)
        }
        Event::Scanned { by, .. } => *by == seat,
        _ => false,
    }
}

fn check_seats(l: &Line, seats: usize, what: &str) {
    for s in &l.spans {
        if let Some(seat) = s.seat {
            assert!(
                (seat as usize) < seats,
                "{what}: a span names seat {seat} of {seats}"
            );
        }
    }
}

/// Every event of many random games, told to every viewer as that viewer receives it:
/// no panic, no seat that is not at the table, and a seat's line names no card the
/// spectator's does not, unless the card is that seat's to see; the spectator's lines of
/// hidden things name none. The log told whole, runs folded, holds to the same.
#[test]
fn every_line_of_random_games_is_told_to_every_viewer_and_hides_what_it_must() {
    for seed in 0..16u64 {
        let o = RobotanksOptions {
            players: 2 + (seed % 3) as u8,
            introductory: seed % 5 == 4,
            ..Default::default()
        };
        let game = played(&o, seed, seed % 2 == 0, 1500);
        let seats = game[0].0.num_seats();
        let mut logs: Vec<(Viewer, Vec<Event>)> = viewers(&game[0].0)
            .into_iter()
            .map(|v| (v, Vec::new()))
            .collect();
        for (g, events) in &game {
            let spectator = g.observe(Viewer::Spectator);
            let views: Vec<Observation> = logs.iter().map(|(v, _)| g.observe(*v)).collect();
            for e in events {
                let seen = g.event_for(e, Viewer::Spectator).unwrap();
                let public = Robotanks::line(&spectator, &seen);
                if let Some(l) = &public {
                    check_seats(l, seats, "spectator");
                    if matches!(
                        e,
                        Event::Dealt { .. } | Event::SetAside { .. } | Event::Programmed { .. }
                    ) {
                        assert!(card_spans(l).is_empty(), "{}", l.plain());
                    }
                }
                for ((v, log), view) in logs.iter_mut().zip(&views) {
                    let mine = g.event_for(e, *v).unwrap();
                    let line = Robotanks::line(view, &mine);
                    log.push(mine);
                    let (Some(line), Some(public)) = (&line, &public) else {
                        assert_eq!(line.is_none(), public.is_none(), "{e:?}");
                        continue;
                    };
                    check_seats(line, seats, &line.plain());
                    if let Viewer::Seat(s) = v
                        && !entitled(g, e, *s)
                    {
                        assert_eq!(
                            card_spans(line),
                            card_spans(public),
                            "seat {s} reads a card it did not see: {}",
                            line.plain()
                        );
                    }
                }
            }
        }
        let (last, _) = game.last().unwrap();
        for (v, log) in &logs {
            let view = last.observe(*v);
            let told =
                Teller::default().tell_all(&Voice::<Robotanks>(&view, coinop_core::Lang::EN), log);
            for t in &told {
                if let Some(h) = &t.mark {
                    check_seats(&h.heading, seats, "heading");
                }
                if let Some(l) = &t.line {
                    check_seats(l, seats, &l.plain());
                }
            }
        }
    }
}

/// Events no engine makes (a tank #200, seat 9, a laser hit with no path) are told with
/// words, never a panic.
#[test]
fn malformed_events_are_told_without_a_panic() {
    let g = Robotanks::new_game(&options(2), 1).unwrap();
    let o = g.observe(Viewer::Seat(0));
    for e in [
        Event::Executes {
            tank: 200,
            card: Command::Cannon,
            zoomed: false,
        },
        Event::Dealt {
            seat: 9,
            cards: vec![None],
        },
        Event::Eliminated { seat: 9 },
        Event::Colours {
            colours: Colour::ALL.to_vec(),
            leftover: vec![],
        },
        Event::LaserBeam {
            tank: 0,
            dice: [1, 1],
            path: vec![],
            hit: Some(Object::Tank(99)),
            wall: None,
        },
        Event::GameOver {
            end: End::Stalemate {
                winners: vec![0, 7],
            },
        },
    ] {
        let l = Robotanks::line(&o, &e).unwrap();
        check_seats(&l, 2, &l.plain());
    }
    assert!(Robotanks::line(&o, &Event::DealBegins).is_none());
}

/// A four-player game, seen by `viewer`: seats 1–4 are Black, Yellow, Red, White.
fn four(viewer: Viewer) -> (Robotanks, Observation) {
    let g = Robotanks::new_game(&options(4), 1).unwrap();
    let o = g.observe(viewer);
    (g, o)
}

fn say(o: &Observation, e: Event) -> Line {
    Robotanks::line(o, &e).unwrap()
}

#[test]
fn lines_name_seats_tanks_posts_hexes_and_cards_in_typed_spans() {
    let (_, o) = four(Viewer::Spectator);
    // A turn begins: the player as a seat span in its colour's word.
    let l = say(&o, Event::TurnBegins { seat: 2, turn: 5 });
    assert_eq!(l.plain(), "— turn 5: Red —");
    assert_eq!(l.spans.len(), 3);
    assert_eq!(
        (l.spans[1].seat, l.spans[1].text.as_str()),
        (Some(2), "Red")
    );
    // A tank moves: the tank a piece of its seat, the hex a place with its label.
    let to = Hex::from_label("K7").unwrap();
    let l = say(
        &o,
        Event::Moved {
            tank: 13,
            from: to,
            to,
        },
    );
    assert_eq!(tank_colour(13), Colour::Red);
    assert_eq!(l.plain(), "Red 2 moves to K7");
    let tank = &l.spans[0];
    assert_eq!((tank.piece.clone(), tank.seat), (Some(json!(13)), Some(2)));
    let place = l.spans.last().unwrap();
    assert_eq!(place.place, Some(json!({"q": to.q, "r": to.r})));
    assert_eq!(place.text, "K7");
    // A command post drained: the post a piece of its seat, the cards named.
    let l = say(
        &o,
        Event::Drained {
            post: Colour::White,
            by: 0,
            taken: vec![Some(Command::Radar), Some(Command::Radar)],
            kept: Some(Command::Radar),
            banked: vec![Command::Radar],
        },
    );
    assert_eq!(
        l.plain(),
        "White's command post is hit: Black takes Radar ×2, keeps Radar, to the Bank: Radar"
    );
    assert_eq!(l.spans[0].piece, Some(json!({"Post": "White"})));
    assert_eq!(l.spans[0].seat, Some(3));
    assert_eq!(l.spans[2].seat, Some(0));
    assert_eq!(card_spans(&l), vec![json!("Radar"); 3]);
    // The deal's cards counted, each kind once as a card span.
    let l = say(
        &o,
        Event::SetAsideToBank {
            cards: vec![
                Command::Forward1,
                Command::Cannon,
                Command::Cannon,
                Command::Cannon,
            ],
        },
    );
    assert_eq!(
        l.plain(),
        "the cards set aside go to the Bank: Forward 1, Fire Cannon ×3"
    );
    assert_eq!(card_spans(&l), vec![json!("Forward1"), json!("Cannon")]);
    // The big moments stand out; the rest do not.
    assert!(say(&o, Event::Eliminated { seat: 1 }).strong);
    assert!(
        say(
            &o,
            Event::SelfDestruct {
                tank: 0,
                attacks: 3
            }
        )
        .strong
    );
    assert!(
        say(
            &o,
            Event::GameOver {
                end: End::LastPost { winner: 0 }
            }
        )
        .strong
    );
    assert!(!say(&o, Event::Missed { tank: 0 }).strong);
    // A heading: the turn and its player.
    let h = Robotanks::heading(
        &o,
        &Mark::Round {
            number: 3,
            seat: Some(3),
        },
    );
    assert_eq!(h.plain(), "Turn 3 — White");
    assert_eq!(h.spans[1].seat, Some(3));
}

/// The marks of played games: the deal first, then turn after turn (1, 2, 3 … each with
/// its player), Execution only inside a turn and after its beginning, and the end last.
#[test]
fn the_log_is_marked_deal_turns_execution_and_end_in_order() {
    for seed in 0..6u64 {
        let game = played(&options(2 + (seed % 3) as u8), seed, false, 20_000);
        let (last, _) = game.last().unwrap();
        assert!(last.end.is_some(), "seed {seed}: the game ended");
        let marks: Vec<Mark> = game
            .iter()
            .flat_map(|(_, es)| es.iter().filter_map(Robotanks::mark))
            .collect();
        assert_eq!(
            marks[0],
            Mark::Round {
                number: 0,
                seat: None
            }
        );
        assert_eq!(
            marks[1],
            Mark::Round {
                number: 1,
                seat: Some(last.first)
            }
        );
        assert_eq!(marks.last(), Some(&Mark::GameOver));
        let mut turn = 0;
        for m in &marks[1..marks.len() - 1] {
            match m {
                Mark::Round { number, seat } => {
                    assert_eq!(*number, turn + 1, "seed {seed}: turns come in order");
                    assert!(seat.is_some());
                    turn = *number;
                }
                Mark::Phase { phase } => {
                    assert_eq!(phase, coinop_robotanks::EXECUTION);
                    assert!(turn > 0, "Execution inside a turn");
                }
                Mark::GameOver => panic!("seed {seed}: the end before the last mark"),
            }
        }
        assert_eq!(turn, u32::from(last.turns));
        // Told: the deal, then "Turn 1 — " and the first player.
        let view = last.observe(Viewer::Spectator);
        let all: Vec<Event> = game.iter().flat_map(|(_, es)| es.clone()).collect();
        let told =
            Teller::default().tell_all(&Voice::<Robotanks>(&view, coinop_core::Lang::EN), &all);
        let headings: Vec<String> = told
            .iter()
            .filter_map(|t| t.mark.as_ref().map(|h| h.heading.plain()))
            .collect();
        assert_eq!(headings[0], "The deal: hands kept and first programs");
        let first = view.players[last.first as usize].colour.name();
        assert_eq!(headings[1], format!("Turn 1 — {first}"));
        assert_eq!(headings.last().unwrap(), "Game over");
        assert!(headings.iter().any(|h| h == "Execution"));
    }
}

/// A misdeal deals again, with a second line of colours: the deal is still one stretch.
#[test]
fn a_misdeal_stays_in_the_deal() {
    let deck = DeckFile {
        name: "no-fire".into(),
        title: String::new(),
        introductory_excludes: vec![],
        card: vec![
            coinop_robotanks::cards::CardCount {
                name: "Forward 1".into(),
                count: 36,
            },
            coinop_robotanks::cards::CardCount {
                name: "Turn 180°".into(),
                count: 36,
            },
        ],
    };
    let o = RobotanksOptions {
        players: 4,
        custom_deck: Some(deck),
        ..Default::default()
    };
    let mut events = Vec::new();
    let mut g = Robotanks::new_game_into(&o, 3, &mut events).unwrap();
    g.apply_into(0, &Action::Misdeal, &mut events).unwrap();
    let colours = events.iter().filter(|e| matches!(e, Event::Colours { .. }));
    assert_eq!(colours.count(), 2);
    let rounds: Vec<Mark> = events.iter().filter_map(Robotanks::mark).collect();
    assert_eq!(
        rounds,
        vec![Mark::Round {
            number: 0,
            seat: None
        }]
    );
}

/// The log of `events`, each as `viewer` receives it, told to that viewer of a
/// four-player game at its start.
fn tell(viewer: Viewer, events: &[Event]) -> Vec<Told> {
    let (g, o) = four(viewer);
    let seen: Vec<Event> = events
        .iter()
        .filter_map(|e| g.event_for(e, viewer))
        .collect();
    Teller::default().tell_all(&Voice::<Robotanks>(&o, coinop_core::Lang::EN), &seen)
}

/// What the log shows at the end: each line, a folded one in place of the one before.
fn shown(told: &[Told]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for t in told {
        if let Some(l) = &t.line {
            if t.folds {
                out.pop();
            }
            out.push(l.plain());
        }
    }
    out
}

/// The deal's set-asides and first programs folded as the browser folded them (one
/// seat's run at a time; another seat's line between two breaks a run).
#[test]
fn the_deals_runs_fold_into_one_line_each() {
    use Command::*;
    let aside = |seat, card| Event::SetAside { seat, card };
    let prog = |seat: Seat, tank, card| Event::Programmed { seat, tank, card };
    let deal = vec![
        Event::DealBegins,
        aside(0, Some(Laser)),
        aside(0, Some(Radar)),
        aside(0, Some(Radar)),
        aside(2, Some(Armor)),
        prog(0, 0, Some(Cannon)),
        prog(0, 1, Some(Forward1)),
        prog(2, 12, Some(Scan)),
        prog(0, 2, Some(Forward1)),
        prog(0, 3, Some(Zoom)),
    ];
    assert_eq!(
        shown(&tell(Viewer::Seat(0), &deal)),
        [
            "Black set aside 3 cards",
            "Red sets aside a card for the Bank",
            "Black programmed tanks 1–2: Fire Cannon, Forward 1",
            "Red 1 is programmed: a card face down",
            "Black programmed tanks 3–4: Forward 1, Zoom",
        ]
    );
    let told = tell(Viewer::Spectator, &deal);
    assert_eq!(
        shown(&told),
        [
            "Black set aside 3 cards",
            "Red sets aside a card for the Bank",
            "Black programmed tanks 1–2",
            "Red 1 is programmed: a card face down",
            "Black programmed tanks 3–4",
        ]
    );
    // The folded line names its seat as a span.
    let folded = told.iter().rev().find(|t| t.folds).unwrap();
    assert_eq!(folded.line.as_ref().unwrap().spans[0].seat, Some(0));
}

/// A turn's cards placed on one tank told as one line, then the program done: its
/// owner reads the cards in order, the others how many.
#[test]
fn a_turns_programming_folds_into_its_program() {
    use Command::*;
    let turn = vec![
        Event::TurnBegins { seat: 0, turn: 4 },
        Event::Deactivated {
            tank: 1,
            cards: vec![Some(Armor)],
        },
        Event::Programmed {
            seat: 0,
            tank: 1,
            card: Some(Forward2),
        },
        Event::Programmed {
            seat: 0,
            tank: 1,
            card: Some(Turn180),
        },
        Event::Programmed {
            seat: 0,
            tank: 1,
            card: Some(Cannon),
        },
        Event::ProgramDone { tank: 1, cards: 3 },
        Event::Executes {
            tank: 0,
            card: Laser,
            zoomed: false,
        },
        Event::Programmed {
            seat: 0,
            tank: 1,
            card: Some(Radar),
        },
    ];
    let mine = tell(Viewer::Seat(0), &turn);
    assert_eq!(
        shown(&mine),
        [
            "— turn 4: Black —",
            "Black 2 is deactivated; its program goes to the hand: Armor",
            "Black 2's new program: 3 cards — Forward 2 → Turn 180° → Fire Cannon",
            "Black 1 executes Fire Laser",
            "Black 2 is programmed: Radar face down",
        ]
    );
    // Before the program is done, the run so far.
    assert_eq!(
        mine[3].line.as_ref().unwrap().plain(),
        "Black 2 is programmed: Forward 2 → Turn 180° face down"
    );
    assert!(mine[4].folds && mine[5].folds && !mine[2].folds);
    assert_eq!(
        shown(&tell(Viewer::Seat(1), &turn)),
        [
            "— turn 4: Black —",
            "Black 2 is deactivated; its program goes to the hand: 1 card",
            "Black 2's new program: 3 cards, face down",
            "Black 1 executes Fire Laser",
            "Black 2 is programmed: a card face down",
        ]
    );
    let theirs = tell(Viewer::Seat(1), &turn);
    assert_eq!(
        theirs[3].line.as_ref().unwrap().plain(),
        "Black 2 is programmed: 2 cards face down"
    );
    // The Execution mark came before the first card executed.
    assert_eq!(
        theirs[6].mark.as_ref().map(|h| h.heading.plain()),
        Some("Execution".into())
    );
}

#[test]
fn the_glossary_has_the_commands_colours_and_the_arenas_labels() {
    let (g, o) = four(Viewer::Seat(0));
    let gl = Robotanks::glossary(&o);
    let cards = gl["cards"].as_object().unwrap();
    assert_eq!(cards.len(), Command::ALL.len());
    assert_eq!(
        gl["cards"]["Cannon"],
        json!({"name": "Fire Cannon", "group": "DirectFire", "code": "Cn",
               "does": "the nearest object in the fire area is hit on a die of at least its range (a 1 misses)",
               "order": 14})
    );
    for (i, c) in Command::ALL.iter().enumerate() {
        let key = serde_json::to_value(c).unwrap();
        let entry = &gl["cards"][key.as_str().unwrap()];
        assert_eq!(entry["name"], c.name());
        assert_eq!(entry["order"], i);
        assert!(!entry["does"].as_str().unwrap().is_empty());
    }
    // Every code names one command, in each language; the Russian's are Cyrillic
    // mnemonics (the reader asked why «Cn» for «Огонь из пушки»).
    for lang in [Lang::EN, ru()] {
        let gl = Robotanks::glossary_in(lang, &o);
        let codes: std::collections::BTreeSet<String> = gl["cards"]
            .as_object()
            .unwrap()
            .values()
            .map(|e| e["code"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(codes.len(), Command::ALL.len(), "{lang:?}: {codes:?}");
    }
    let ru = Robotanks::glossary_in(ru(), &o);
    assert_eq!(ru["cards"]["Cannon"]["code"], "Пш");
    assert!(ru["cards"].as_object().unwrap().values().all(|e| {
        !e["code"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| c.is_ascii_alphabetic())
    }));
    assert_eq!(gl["groups"]["IndirectFire"], "indirect fire");
    assert_eq!(gl["colours"]["Yellow"], "Yellow");
    assert_eq!(
        gl["facings"][1],
        json!({"code": "NE", "words": "north-east", "arrow": "↗"})
    );
    let hexes = gl["hexes"].as_object().unwrap();
    assert_eq!(hexes.len(), g.arena.floor.len() + g.arena.walls.len());
    let k7 = Hex::from_label("K7").unwrap();
    assert_eq!(gl["hexes"][format!("{},{}", k7.q, k7.r)], "K7");
    assert_eq!(gl["columns"][0], "A");
    assert_eq!(gl["columns"][1], "C");
}

// ---- Russian (issue 27) ---------------------------------------------------------------------

fn ru() -> coinop_core::Lang {
    coinop_core::Lang::parse("ru").expect("coinop speaks Russian")
}

/// The things a line names (seats, tanks, posts, hexes, cards), in order of their ids.
fn named(l: &Line) -> Vec<String> {
    let mut v: Vec<String> = l
        .spans
        .iter()
        .filter(|s| !s.is_plain())
        .map(|s| format!("{:?}{:?}{:?}{:?}", s.seat, s.piece, s.place, s.card))
        .collect();
    v.sort();
    v
}

/// Russian words: some Cyrillic, and no Latin letter outside the hexes' labels (K7 is the
/// map's notation) — nothing left in English.
fn is_russian(l: &Line) -> bool {
    let cyrillic = l
        .spans
        .iter()
        .filter(|s| s.is_plain())
        .flat_map(|s| s.text.chars())
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()) || c == 'ё');
    let latin = l
        .spans
        .iter()
        .filter(|s| s.place.is_none())
        .flat_map(|s| s.text.chars())
        .any(|c| c.is_ascii_alphabetic());
    cyrillic && !latin
}

/// Over random games, every event told to every viewer in Russian names the same things
/// as in English (seats, tanks, command posts, hexes, cards), in words of its own: no
/// message missing, no variable unfilled, Cyrillic in every line and no English left,
/// the same lines stand out; folded runs and headings alike.
#[test]
fn every_line_is_told_in_russian_naming_what_the_english_names() {
    let ru = ru();
    let en = coinop_core::Lang::EN;
    let mut told = 0;
    for seed in 0..6u64 {
        let o = RobotanksOptions {
            players: 2 + (seed % 3) as u8,
            introductory: seed == 4,
            ..Default::default()
        };
        let game = played(&o, seed, seed % 2 == 1, 1500);
        let mut logs: Vec<(Viewer, Vec<Event>)> = viewers(&game[0].0)
            .into_iter()
            .map(|v| (v, Vec::new()))
            .collect();
        for (g, events) in &game {
            for (v, log) in logs.iter_mut() {
                let view = g.observe(*v);
                for e in events {
                    let seen = g.event_for(e, *v).unwrap();
                    let english = Robotanks::line_in(en, &view, &seen);
                    let russian = Robotanks::line_in(ru, &view, &seen);
                    log.push(seen.clone());
                    assert_eq!(english.is_some(), russian.is_some(), "{seen:?}");
                    let (Some(english), Some(russian)) = (english, russian) else {
                        continue;
                    };
                    told += 1;
                    let text = russian.plain();
                    assert_eq!(named(&english), named(&russian), "{seen:?}: {text}");
                    assert!(!text.contains(['{', '}']), "{seen:?}: {text}");
                    assert!(!text.contains(['\u{F0000}', '\u{F0001}']), "{text}");
                    assert!(is_russian(&russian), "{seen:?}: not Russian: {text:?}");
                    assert_eq!(english.strong, russian.strong, "{text}");
                    assert_eq!(english.quiet, russian.quiet, "{text}");
                }
            }
        }
        let (last, _) = game.last().unwrap();
        for (v, log) in &logs {
            let view = last.observe(*v);
            let a = Teller::default().tell_all(&Voice::<Robotanks>(&view, en), log);
            let b = Teller::default().tell_all(&Voice::<Robotanks>(&view, ru), log);
            assert_eq!(a.len(), b.len());
            for (a, b) in a.iter().zip(&b) {
                assert_eq!(a.folds, b.folds);
                if let (Some(x), Some(y)) = (&a.mark, &b.mark) {
                    assert_eq!(x.mark, y.mark);
                    assert!(is_russian(&y.heading), "{}", y.heading.plain());
                    assert_eq!(named(&x.heading), named(&y.heading));
                }
                if let (Some(x), Some(y)) = (&a.line, &b.line) {
                    assert_eq!(named(x), named(y), "{}", y.plain());
                    assert!(is_russian(y), "not Russian: {}", y.plain());
                }
            }
        }
    }
    assert!(told > 5000, "told {told}");
}

fn say_ru(o: &Observation, e: Event) -> String {
    Robotanks::line_in(ru(), o, &e).unwrap().plain()
}

/// Russian counts say the right form of the noun (1 карта, 2 карты, 5 карт, 21 карта;
/// гекс, гекса, гексов; в 1 гексе, в 2 гексах), and a few lines read exactly so.
#[test]
fn russian_lines_read_as_written_with_their_plurals() {
    let (_, o) = four(Viewer::Spectator);
    let done = |n| say_ru(&o, Event::ProgramDone { tank: 13, cards: n });
    assert_eq!(done(1), "Красный 2 получает новую программу: 1 карта");
    assert_eq!(done(3), "Красный 2 получает новую программу: 3 карты");
    assert_eq!(done(5), "Красный 2 получает новую программу: 5 карт");
    assert_eq!(done(11), "Красный 2 получает новую программу: 11 карт");
    assert_eq!(done(21), "Красный 2 получает новую программу: 21 карта");
    let sd = |n| {
        say_ru(
            &o,
            Event::SelfDestruct {
                tank: 0,
                attacks: n,
            },
        )
    };
    assert_eq!(sd(1), "Чёрный 1 САМОУНИЧТОЖАЕТСЯ: 1 атака");
    assert_eq!(sd(4), "Чёрный 1 САМОУНИЧТОЖАЕТСЯ: 4 атаки");
    assert_eq!(sd(7), "Чёрный 1 САМОУНИЧТОЖАЕТСЯ: 7 атак");
    let zoom = |n| say_ru(&o, Event::ZoomBegins { tank: 0, cards: n });
    assert_eq!(
        zoom(1),
        "Чёрный 1 включает форсаж: в этот ход исполнится следующая карта"
    );
    assert_eq!(
        zoom(3),
        "Чёрный 1 включает форсаж: в этот ход исполнятся 3 следующие карты"
    );
    let k7 = Hex::from_label("K7").unwrap();
    let c5 = Hex::from_offset(1, 4);
    assert_eq!(
        say_ru(
            &o,
            Event::MortarBlast {
                tank: 0,
                die: 1,
                centre: c5
            }
        ),
        "Чёрный 1 стреляет из миномёта: мина падает в 1 гексе впереди, на C5"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::LaserBeam {
                tank: 0,
                dice: [2, 3],
                path: vec![c5, k7],
                hit: Some(Object::Tank(13)),
                wall: None,
            }
        ),
        "Чёрный 1 стреляет из лазера: 2+3 = 5 гексов; попадание: Красный 2 на K7, в 2 гексах впереди"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::BallLeg {
                tank: 0,
                turn: None,
                distance: 2,
                path: vec![c5, k7],
            }
        ),
        "энергошар летит прямо на 2 гекса (пройдено 2)"
    );
    assert_eq!(
        say_ru(&o, Event::TurnBegins { seat: 2, turn: 5 }),
        "— ход 5: Красный —"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::Moved {
                tank: 13,
                from: k7,
                to: k7
            }
        ),
        "Красный 2 перемещается на K7"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::Executes {
                tank: 13,
                card: Command::Cannon,
                zoomed: false
            }
        ),
        "Красный 2 исполняет команду «Огонь из пушки»"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::Turned {
                tank: 13,
                facing: coinop_robotanks::hex::Facing::ALL[1]
            }
        ),
        "Красный 2 поворачивается на северо-восток"
    );
    assert_eq!(
        say_ru(
            &o,
            Event::Hit {
                target: Object::Post(Colour::White),
                hits: 2
            }
        ),
        "двойное попадание: командный пункт Белого"
    );
    let drained = Robotanks::line_in(
        ru(),
        &o,
        &Event::Drained {
            post: Colour::White,
            by: 0,
            taken: vec![Some(Command::Radar), Some(Command::Radar)],
            kept: Some(Command::Radar),
            banked: vec![Command::Radar],
        },
    )
    .unwrap();
    assert_eq!(
        drained.plain(),
        "попадание в командный пункт Белого: Чёрный забирает: Радар ×2; оставляет себе карту «Радар», в Банк: Радар"
    );
    assert_eq!(drained.spans[1].piece, Some(json!({"Post": "White"})));
    assert_eq!(card_spans(&drained), vec![json!("Radar"); 3]);
    assert_eq!(
        say_ru(
            &o,
            Event::SetAsideToBank {
                cards: vec![Command::Forward1, Command::Cannon, Command::Cannon],
            }
        ),
        "отложенные карты уходят в Банк: Вперёд на 1, Огонь из пушки ×2"
    );
    let over = Robotanks::line_in(
        ru(),
        &o,
        &Event::GameOver {
            end: End::TurnLimit {
                winners: vec![0, 2],
            },
        },
    )
    .unwrap();
    assert_eq!(
        over.plain(),
        "ИГРА ОКОНЧЕНА — достигнут предел ходов; больше всего карт в руке: Чёрный и Красный"
    );
    assert!(over.strong);
    let h = Robotanks::heading_in(
        ru(),
        &o,
        &Mark::Round {
            number: 3,
            seat: Some(3),
        },
    );
    assert_eq!(h.plain(), "Ход 3 — Белый");
    assert_eq!(h.spans[1].seat, Some(3));
    assert_eq!(
        coinop_robotanks::words::end_reason_in(ru(), &End::LastPost { winner: 0 }),
        "устоял лишь один командный пункт"
    );
}

/// The deal's runs folded in Russian, as in English: its owner reads the cards.
#[test]
fn russian_runs_fold_as_the_english_do() {
    use Command::*;
    let (g, o) = four(Viewer::Seat(0));
    let prog = |seat: Seat, tank, card| Event::Programmed { seat, tank, card };
    let deal = [
        Event::DealBegins,
        Event::SetAside {
            seat: 0,
            card: Some(Laser),
        },
        Event::SetAside {
            seat: 0,
            card: Some(Radar),
        },
        prog(0, 0, Some(Cannon)),
        prog(0, 1, Some(Forward1)),
        prog(2, 12, Some(Scan)),
    ];
    let seen: Vec<Event> = deal
        .iter()
        .filter_map(|e| g.event_for(e, Viewer::Seat(0)))
        .collect();
    let told = Teller::default().tell_all(&Voice::<Robotanks>(&o, ru()), &seen);
    assert_eq!(
        shown(&told),
        [
            "Чёрный отложил 2 карты",
            "Чёрный запрограммировал танки 1–2: Огонь из пушки, Вперёд на 1",
            "Красный 1 получает в программу карту рубашкой вверх",
        ]
    );
    assert_eq!(
        told[0].mark.as_ref().unwrap().heading.plain(),
        "Раздача: карты на руку и начальные программы"
    );
}

/// The glossary in Russian: every command named and explained in Russian (the names
/// GLOSSARY.md gives), its code as it is; the groups, colours and facings in Russian.
#[test]
fn the_russian_glossary_has_every_command() {
    let (_, o) = four(Viewer::Seat(0));
    let en = Robotanks::glossary(&o);
    let gl = Robotanks::glossary_in(ru(), &o);
    let cards = gl["cards"].as_object().unwrap();
    assert_eq!(cards.len(), Command::ALL.len());
    let cyrillic = |s: &str| {
        s.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()))
    };
    let mut names = std::collections::BTreeSet::new();
    for c in Command::ALL {
        let key = serde_json::to_value(c).unwrap();
        let key = key.as_str().unwrap();
        let (r, e) = (&gl["cards"][key], &en["cards"][key]);
        let name = r["name"].as_str().unwrap();
        assert!(cyrillic(name), "{key}: {name}");
        assert!(names.insert(name.to_string()), "{name} twice");
        assert!(cyrillic(r["does"].as_str().unwrap()), "{key}");
        assert_ne!(r["does"], e["does"]);
        if key != "Turn180" {
            assert_ne!(
                r["code"], e["code"],
                "{key}: the code is the reader's mnemonic"
            );
        }
        for same in ["group", "order"] {
            assert_eq!(r[same], e[same], "{key} {same}");
        }
    }
    for (key, name) in [
        ("Cannon", "Огонь из пушки"),
        ("EgCannon", "Огонь из электропушки"),
        ("TurnLeft60", "Поворот на 60° влево"),
        ("Forward2", "Вперёд на 2"),
        ("SideslipRight", "Сдвиг вправо"),
        ("Ecm", "РЭБ"),
        ("Zoom", "Форсаж"),
        ("Target", "Прицел"),
    ] {
        assert_eq!(gl["cards"][key]["name"], name);
    }
    assert_eq!(gl["groups"]["IndirectFire"], "непрямой огонь");
    assert_eq!(gl["colours"]["Yellow"], "Жёлтый");
    assert_eq!(
        gl["facings"][1],
        json!({"code": "NE", "words": "северо-восток", "arrow": "↗"})
    );
    assert!(cyrillic(gl["columns_note"].as_str().unwrap()));
    assert_eq!(en["columns_note"], coinop_robotanks::words::COLUMNS_NOTE);
    for same in ["columns", "hexes", "edge"] {
        assert_eq!(gl[same], en[same]);
    }
}

fn russian() -> coinop_core::Lang {
    coinop_core::Lang::parse("ru").unwrap()
}

/// `a` of `seat` is refused as illegal: its English refusal is `apply`'s error, its
/// Russian one other words, Cyrillic, with no English word left in it.
fn refused(g: &Robotanks, seat: Seat, a: Action) -> String {
    let en = g
        .refusal_in(coinop_core::Lang::EN, seat, &a)
        .expect("refused");
    let mut tried = g.clone();
    assert_eq!(
        tried.apply(seat, &a),
        Err(coinop_core::ActionError::Illegal(en.clone()))
    );
    let said = g
        .refusal_in(russian(), seat, &a)
        .expect("refused in Russian");
    assert!(!said.is_empty() && said != en, "{said}");
    assert!(said.chars().any(|c| matches!(c, 'а'..='я' | 'ё')), "{said}");
    assert!(
        !said.chars().any(|c| c.is_ascii_alphabetic()),
        "English left in {said:?} (English: {en:?})"
    );
    en
}

/// Every kind of refusal of Robotanks is the engine's words in English and Russian words
/// in Russian; a legal action, or another seat's, is refused as illegal by no one.
#[test]
fn refusals_are_the_engines_in_english_and_russian_words_in_russian() {
    let ru = russian();
    let mut g = Robotanks::new_game(&options(2), 4).unwrap();
    assert_eq!(g.phase_name(), "Setup");
    let hand = g.players[0].hand.clone();
    let absent = *Command::ALL.iter().find(|c| !hand.contains(c)).unwrap();
    assert_eq!(g.refusal_in(ru, 0, &Action::Discard(hand[0])), None);
    assert_eq!(g.refusal_in(ru, 9, &Action::Discard(hand[0])), None);
    assert_eq!(
        refused(&g, 0, Action::Discard(absent)),
        format!("discard {0}: there is no {0} in your hand", absent.name())
    );
    let en = refused(&g, 0, Action::Take(absent));
    assert!(
        en.starts_with(&format!(
            "take {} is not a move now (the deal: keeping a hand and choosing initial programs); try one of: ",
            absent.name()
        )),
        "{en}"
    );

    // Deactivation: only the seat's tanks, or the die.
    g.phase = coinop_robotanks::state::Phase::Deactivation;
    g.current = 0;
    assert_eq!(g.refusal_in(ru, 0, &Action::Roll), None);
    assert_eq!(g.refusal_in(ru, 1, &Action::Deactivate(9)), None);
    assert_eq!(
        refused(&g, 0, Action::Deactivate(9)),
        "deactivate 9 is not a move now (Deactivation: reprogramming a tank, or rolling); try one of: deactivate 1, deactivate 2, deactivate 3, deactivate 4, roll"
    );
    assert_eq!(
        refused(&g, 0, Action::Target(Object::Post(Colour::Red))),
        "target Red post is not a move now (Deactivation: reprogramming a tank, or rolling); try one of: deactivate 1, deactivate 2, deactivate 3, deactivate 4, roll"
    );
    let en = refused(&g, 0, Action::Warp(99));
    assert!(
        en.starts_with("warp tank #99 (there are 16) is not a move now"),
        "{en}"
    );

    // A 1 rolled: a card from the Bank, which must hold it.
    g.phase = coinop_robotanks::state::Phase::BankPick;
    g.bank = vec![Command::Armor];
    assert_eq!(g.refusal_in(ru, 0, &Action::Take(Command::Armor)), None);
    assert_eq!(
        refused(&g, 0, Action::Take(Command::Cannon)),
        "take Fire Cannon: there is no Fire Cannon in the Bank"
    );

    // Look-Up: cards of the hand traded in.
    g.phase = coinop_robotanks::state::Phase::LookUp;
    g.traded.clear();
    assert_eq!(
        refused(&g, 0, Action::Give(absent)),
        format!("give {0}: there is no {0} in your hand", absent.name())
    );
    let en = refused(&g, 0, Action::Scan(3));
    assert!(
        en.starts_with(
            "scan Black 4 is not a move now (Look-Up: trading cards for one from the Bank); try one of: pass, give "
        ),
        "{en}"
    );
}

/// Every decision's words in English are the notation a player types, and every step's
/// the ones the text board shows.
#[test]
fn a_decision_in_english_words_is_its_notation() {
    use coinop_robotanks::{action, words};
    for id in 0..action::NUM_IDS {
        let a = action::from_id(id).unwrap();
        assert_eq!(
            words::action_in(coinop_core::Lang::EN, &a),
            action::text(&a)
        );
        let ru = words::action_in(russian(), &a);
        assert!(
            !ru.is_empty() && !ru.chars().any(|c| c.is_ascii_alphabetic()),
            "{ru}"
        );
    }
    // Tank numbers from outside (a malformed action).
    for a in [
        Action::Warp(99),
        Action::Scan(200),
        Action::Target(Object::Tank(16)),
    ] {
        assert_eq!(
            words::action_in(coinop_core::Lang::EN, &a),
            action::text(&a)
        );
        let ru = words::action_in(russian(), &a);
        assert!(
            !ru.contains("танком танк") && !ru.contains("танк танк"),
            "{ru}"
        );
    }
    assert_eq!(words::step_words_in(coinop_core::Lang::EN, "nothing"), "");
    assert_eq!(
        words::step_words_in(russian(), "BankPick"),
        "выбор карты из Банка после 1 на кубике"
    );
}
