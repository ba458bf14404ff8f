//! The words layer (`words.rs`): every event told to every viewer as typed spans that
//! name only what that viewer may know, a few lines span by span, and the log's marks —
//! rounds, their phases in the rulebook's order, the end.

use coinop_core::words::{Teller, Voice};
use coinop_core::{Game, GameRng, Lang, Line, Mark, Seat, Viewer, Words};
use coinop_tanks::board::{Cell, Dir};
use coinop_tanks::cards::Card;
use coinop_tanks::event::{BotReason, BotRef, Event, How, Mover};
use coinop_tanks::options::{TanksOptions, Variants};
use coinop_tanks::state::EndReason;
use coinop_tanks::{Tanks, autoplay};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use serde_json::json;

/// A game played to its end (or `cap` actions), with every event as it happened.
fn played(options: &TanksOptions, seed: u64, cap: usize, random: bool) -> (Tanks, Vec<Event>) {
    let mut g = Tanks::new_game(options, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut events = Vec::new();
    for _ in 0..cap {
        let seats = g.to_move().seats();
        let Some(seat) = seats.nth(rng.random_range(0..seats.len().max(1))) else {
            break;
        };
        let a = if random {
            *g.legal_actions(seat).choose(&mut rng).unwrap()
        } else {
            autoplay::choose(&g.observe(Viewer::Seat(seat)), seat, &mut rng).unwrap()
        };
        events.extend(g.apply(seat, &a).unwrap());
    }
    (g, events)
}

fn card_spans(l: &Line) -> Vec<serde_json::Value> {
    l.spans.iter().filter_map(|s| s.card.clone()).collect()
}

/// The seat whose hidden cards an event may carry.
fn owner(e: &Event) -> Option<Seat> {
    match e {
        Event::Drew { seat, .. } | Event::CardPlaced { seat, .. } => Some(*seat),
        _ => None,
    }
}

/// (a) Over random games, every event told to every viewer: no panic, every seat named
/// is a seat of the table, a line for a seat names no card another seat holds hidden,
/// and only marker events go untold.
#[test]
fn every_event_is_told_to_every_viewer_naming_only_what_they_may_see() {
    let mut island = TanksOptions {
        players: 3,
        ..Default::default()
    };
    island.variants = Variants {
        island: true,
        ..Default::default()
    };
    let tables = [
        TanksOptions::default(),
        island,
        TanksOptions {
            players: 4,
            ..Default::default()
        },
        TanksOptions {
            players: 1,
            ..Default::default()
        },
    ];
    let mut told = 0;
    for (t, o) in tables.iter().enumerate() {
        for seed in 0..3 {
            let (g, events) = played(o, seed * 7 + t as u64, 1500, true);
            let n = g.num_seats();
            let viewers: Vec<Viewer> = std::iter::once(Viewer::Spectator)
                .chain((0..n as Seat).map(Viewer::Seat))
                .collect();
            let views: Vec<_> = viewers.iter().map(|v| g.observe(*v)).collect();
            for e in &events {
                let public = g.event_for(e, Viewer::Spectator).unwrap();
                let spectator = Tanks::line(&views[0], &public);
                for (v, view) in viewers.iter().zip(&views) {
                    let seen = g.event_for(e, *v).unwrap();
                    let line = Tanks::line(view, &seen);
                    let Some(line) = line else {
                        assert!(
                            matches!(e, Event::PhaseBegan { .. }),
                            "{e:?} has no line for {v:?}"
                        );
                        continue;
                    };
                    told += 1;
                    assert!(!line.plain().is_empty(), "{e:?}: an empty line");
                    for s in &line.spans {
                        if let Some(seat) = s.seat {
                            assert!((seat as usize) < n, "{e:?} names seat {seat} of {n}");
                        }
                    }
                    // Cards a viewer's line names beyond the spectator's are their own.
                    let public_cards = spectator.as_ref().map(card_spans).unwrap_or_default();
                    let extra: Vec<_> = card_spans(&line)
                        .into_iter()
                        .filter(|c| !public_cards.contains(c))
                        .collect();
                    if !extra.is_empty() {
                        assert_eq!(
                            Viewer::Seat(owner(e).expect("hidden cards have an owner")),
                            *v,
                            "{v:?} was told another seat's hidden cards: {}",
                            line.plain()
                        );
                    }
                    if let Some(s) = owner(e)
                        && *v != Viewer::Seat(s)
                    {
                        assert!(card_spans(&line).is_empty(), "{v:?}: {}", line.plain());
                        assert_eq!(Some(&line), spectator.as_ref());
                    }
                }
            }
        }
    }
    assert!(told > 10_000, "only {told} lines told");
}

fn two() -> Tanks {
    Tanks::new_game(&TanksOptions::default(), 1).unwrap()
}

fn cell(g: &Tanks, name: &str) -> Cell {
    g.board().parse_cell(name).unwrap()
}

/// (b) A tank moving is a piece of its player's seat between two places.
#[test]
fn a_move_names_the_tank_and_both_spaces() {
    let g = two();
    let (a, b) = (cell(&g, "c5"), cell(&g, "c4"));
    let e = Event::Moved {
        mover: Mover::Player(1),
        from: a,
        to: b,
        how: How::Drive,
    };
    let l = Tanks::line(&g.observe(Viewer::Spectator), &e).unwrap();
    assert_eq!(l.plain(), "P2 moves c5 → c4");
    assert_eq!(l.spans[0].text, "P2");
    assert_eq!(l.spans[0].seat, Some(1));
    assert_eq!(l.spans[0].piece, Some(json!({"Player": 1})));
    let places: Vec<_> = l.spans.iter().filter_map(|s| s.place.clone()).collect();
    assert_eq!(places, [json!(a), json!(b)]);
    assert_eq!(l.spans[2].text, "c5");
    assert!(!l.strong);
}

/// (b) A player placing their tank is a seat span; the space a place span.
#[test]
fn a_placement_names_the_seat_and_the_space() {
    let g = two();
    let c = cell(&g, "k11");
    let e = Event::TankPlaced {
        seat: 0,
        cell: c,
        facing: Dir::W,
    };
    let l = Tanks::line(&g.observe(Viewer::Seat(1)), &e).unwrap();
    assert_eq!(l.plain(), "P1 places their tank on k11 facing W");
    assert_eq!(l.spans[0].seat, Some(0));
    assert!(l.spans[0].piece.is_none());
    let place = l.spans.iter().find(|s| s.place.is_some()).unwrap();
    assert_eq!(
        (place.text.as_str(), place.place.clone()),
        ("k11", Some(json!(c)))
    );
}

/// (b) A bot whose back nobody has seen is a piece of no seat, named by its space only.
#[test]
fn an_unseen_bot_is_a_piece_on_its_space() {
    let g = two();
    let c = cell(&g, "b2");
    let e = Event::BotDecision {
        bot: BotRef { cell: c, id: None },
        reason: BotReason::TurnToTarget { target: 1 },
    };
    let l = Tanks::line(&g.observe(Viewer::Seat(0)), &e).unwrap();
    assert_eq!(l.plain(), "bot at b2 sees P2 and turns towards it");
    assert_eq!(l.spans[0].text, "bot");
    assert_eq!(l.spans[0].seat, None);
    assert_eq!(
        l.spans[0].piece,
        Some(json!({"Bot": {"cell": c, "id": null}}))
    );
    assert_eq!(l.spans[2].place, Some(json!(c)));
    let target = l.spans.iter().find(|s| s.text == "P2").unwrap();
    assert_eq!(target.seat, Some(1));
}

/// (b) Cards drawn are card spans for their owner and a count for everyone else; an
/// Eagle captured and the game over are big moments.
#[test]
fn cards_are_named_for_their_owner_and_big_moments_are_strong() {
    let g = two();
    let drew = Event::Drew {
        seat: 0,
        count: 2,
        cards: [Card::Advance2, Card::TurnLeft].into_iter().collect(),
    };
    let own = Tanks::line(&g.observe(Viewer::Seat(0)), &drew).unwrap();
    assert_eq!(own.plain(), "P1 draws Advance 2, Turn Left");
    assert_eq!(card_spans(&own), [json!("Advance2"), json!("TurnLeft")]);
    let other = g.event_for(&drew, Viewer::Seat(1)).unwrap();
    let l = Tanks::line(&g.observe(Viewer::Seat(1)), &other).unwrap();
    assert_eq!(l.plain(), "P1 draws 2 cards");
    assert!(card_spans(&l).is_empty());

    let c = cell(&g, "f6");
    let eagle = Event::EagleTaken {
        seat: 1,
        cell: c,
        taken: 2,
    };
    let l = Tanks::line(&g.observe(Viewer::Spectator), &eagle).unwrap();
    assert_eq!(
        l.plain(),
        "P2 captures the Eagle at f6 (+3 VP; Eagle 2 of 3)"
    );
    assert!(l.strong);
    assert_eq!(l.spans[0].seat, Some(1));
    let over = Event::GameOver {
        reason: EndReason::LeadOfFive,
        winners: vec![0, 1],
    };
    let l = Tanks::line(&g.observe(Viewer::Spectator), &over).unwrap();
    assert_eq!(
        l.plain(),
        "GAME OVER: the leader is 5 VP ahead. Winner: P1 and P2"
    );
    assert!(l.strong);
    let seats: Vec<_> = l.spans.iter().filter_map(|s| s.seat).collect();
    assert_eq!(seats, [0, 1]);
    let moved = Event::Committed { seat: 0 };
    assert!(
        !Tanks::line(&g.observe(Viewer::Spectator), &moved)
            .unwrap()
            .strong
    );
}

/// The phases of a round in the rulebook's order, by their mark keys.
const PHASES: [&str; 4] = ["planning", "action-1", "action-2", "round-end"];

/// (c) A played game's marks: Round 1 first, GameOver last, every round numbered one
/// more than the one before, and within a round its phases in the rulebook's order —
/// planning, the 1st action phase, the 2nd, the end of the round (a game may end in any).
#[test]
fn marks_begin_with_round_one_end_with_the_game_over_and_keep_the_rulebooks_order() {
    for (players, seed) in [(2, 1), (3, 5), (4, 2), (1, 3)] {
        let o = TanksOptions {
            players,
            ..Default::default()
        };
        let (g, events) = played(&o, seed, 100_000, false);
        assert!(g.outcome().is_some(), "the game ended");
        let marks: Vec<Mark> = events.iter().filter_map(Tanks::mark).collect();
        assert_eq!(
            marks.first(),
            Some(&Mark::Round {
                number: 1,
                seat: None
            })
        );
        assert_eq!(marks.last(), Some(&Mark::GameOver));
        assert_eq!(marks.iter().filter(|m| **m == Mark::GameOver).count(), 1);
        let (mut round, mut phase) = (0, None::<usize>);
        let mut rounds_with_every_phase = 0;
        for m in &marks {
            match m {
                Mark::Round { number, .. } => {
                    assert_eq!(*number, round + 1, "rounds follow one another");
                    round = *number;
                    phase = None;
                }
                Mark::Phase { phase: key } => {
                    let i = PHASES.iter().position(|p| p == key).expect("a known phase");
                    assert_eq!(
                        i,
                        phase.map_or(0, |p| p + 1),
                        "round {round}: {key} out of order"
                    );
                    phase = Some(i);
                    rounds_with_every_phase += usize::from(i == 3);
                }
                Mark::GameOver => {}
            }
        }
        assert!(rounds_with_every_phase > 0, "no round ran through");
        assert_eq!(g.round as u32, round);
    }
}

/// (c) A viewer's log told by the core's `Teller` heads each stretch as the browser did:
/// "Round 1", "Planning", "1st action phase", "2nd action phase", "End of the round",
/// "Game over"; the markers themselves have no line.
#[test]
fn a_told_log_is_headed_round_by_round_and_phase_by_phase() {
    let (g, events) = played(&TanksOptions::default(), 1, 100_000, false);
    let view = g.observe(Viewer::Seat(0));
    let seen: Vec<Event> = events
        .iter()
        .filter_map(|e| g.event_for(e, Viewer::Seat(0)))
        .collect();
    let told = Teller::default().tell_all(&Voice::<Tanks>(&view, coinop_core::Lang::EN), &seen);
    let headings: Vec<String> = told
        .iter()
        .filter_map(|t| t.mark.as_ref().map(|m| m.heading.plain()))
        .collect();
    assert_eq!(
        headings[..6],
        [
            "Round 1",
            "Planning",
            "1st action phase",
            "2nd action phase",
            "End of the round",
            "Round 2"
        ]
    );
    assert_eq!(headings.last().map(String::as_str), Some("Game over"));
    for (t, e) in told.iter().zip(&seen) {
        assert_eq!(t.line.is_none(), matches!(e, Event::PhaseBegan { .. }));
    }
}

/// The glossary names every card and power-up by its JSON name.
#[test]
fn the_glossary_names_cards_and_power_ups() {
    let g = two();
    let gl = Tanks::glossary(&g.observe(Viewer::Spectator));
    assert_eq!(gl["cards"]["Advance2"], "Advance 2");
    assert_eq!(gl["cards"]["Turnaround"], "Turnaround");
    assert_eq!(gl["power_ups"]["Grenade"], "Grenade");
    assert_eq!(gl["cards"].as_object().unwrap().len(), 6);
}

/// Issue 27: the log in Russian. Over random games, every event told to every viewer in
/// Russian names the same things (seats, tanks, bots, spaces, cards) as in English, in
/// words of its own: no message missing (a message's id in its place), no variable left
/// unfilled, Cyrillic in every line that is not names alone.
#[test]
fn every_line_is_told_in_russian_naming_what_the_english_names() {
    let ru = Lang::parse("ru").expect("coinop speaks Russian");
    let named = |l: &Line| {
        let mut v: Vec<String> = l
            .spans
            .iter()
            .filter(|s| !s.is_plain())
            .map(|s| format!("{:?}{:?}{:?}{:?}", s.seat, s.piece, s.place, s.card))
            .collect();
        v.sort();
        v
    };
    let mut told = 0;
    for (seed, players) in [(1, 2), (2, 4), (3, 1)] {
        let options = TanksOptions {
            players,
            ..Default::default()
        };
        let (g, events) = played(&options, seed, 1500, seed != 2);
        let viewers: Vec<Viewer> = std::iter::once(Viewer::Spectator)
            .chain((0..g.num_seats() as Seat).map(Viewer::Seat))
            .collect();
        for v in viewers {
            let view = g.observe(v);
            let mut en_log = Teller::default();
            let mut ru_log = Teller::default();
            for e in &events {
                let seen = g.event_for(e, v).unwrap();
                let en = Tanks::line_in(Lang::EN, &view, &seen);
                let said = Tanks::line_in(ru, &view, &seen);
                assert_eq!(en.is_some(), said.is_some(), "{seen:?}");
                let en_told = en_log.tell(&Voice::<Tanks>(&view, Lang::EN), &seen);
                let ru_told = ru_log.tell(&Voice::<Tanks>(&view, ru), &seen);
                if let (Some(a), Some(b)) = (&en_told.mark, &ru_told.mark) {
                    assert_eq!(a.mark, b.mark);
                    assert_ne!(a.heading.plain(), b.heading.plain(), "{:?}", a.mark);
                }
                let (Some(en), Some(said)) = (en, said) else {
                    continue;
                };
                told += 1;
                let text = said.plain();
                assert_eq!(named(&en), named(&said), "{seen:?}: {text}");
                assert!(!text.contains(['{', '}']), "{seen:?}: {text}");
                assert!(!text.contains('\u{F0000}') && !text.contains('\u{F0001}'));
                let words: String = said
                    .spans
                    .iter()
                    .filter(|s| s.is_plain())
                    .map(|s| s.text.as_str())
                    .collect();
                assert!(
                    words
                        .chars()
                        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap())),
                    "{seen:?}: no Russian in {text:?}"
                );
                assert!(!text.contains(" P1") && !text.starts_with("P1"), "{text}");
                assert_eq!(en.strong, said.strong);
                assert_eq!(en.quiet, said.quiet);
            }
        }
    }
    assert!(told > 3000, "told {told}");
}

/// Russian counts say the right form of the noun: 1 карту, 2 карты, 5 карт; and the
/// names of the original (Орёл, the cards, the power-ups) are the rulebook's.
#[test]
fn russian_words_follow_the_original_and_its_plurals() {
    let ru = Lang::parse("ru").unwrap();
    let g = two();
    let view = g.observe(Viewer::Spectator);
    let drew = |count: u8| {
        Tanks::line_in(
            ru,
            &view,
            &Event::Drew {
                seat: 0,
                count,
                cards: Default::default(),
            },
        )
        .unwrap()
        .plain()
    };
    assert_eq!(drew(1), "Игрок 1 берёт 1 карту");
    assert_eq!(drew(2), "Игрок 1 берёт 2 карты");
    assert_eq!(drew(5), "Игрок 1 берёт 5 карт");
    assert_eq!(drew(21), "Игрок 1 берёт 21 карту");
    let gl = Tanks::glossary_in(ru, &view);
    assert_eq!(gl["cards"]["Advance2"], "Вперёд на 2");
    assert_eq!(gl["cards"]["Turnaround"], "Разворот");
    assert_eq!(gl["power_ups"]["Helm"], "Шлем");
    assert_eq!(gl["power_ups"]["Shovel"], "Лопата");
    let eagle = Tanks::line_in(
        ru,
        &view,
        &Event::EagleTaken {
            seat: 1,
            cell: cell(&g, "e5"),
            taken: 2,
        },
    )
    .unwrap();
    assert_eq!(
        eagle.plain(),
        "Игрок 2 берёт Орла на e5 (+3 очка; Орёл 2 из 3)"
    );
    assert!(eagle.strong);
    let heading = Tanks::heading_in(
        ru,
        &view,
        &Mark::Phase {
            phase: "action-1".into(),
        },
    );
    assert_eq!(heading.plain(), "Фаза 1-го действия");
}

/// A word of a decision's Russian that is Latin and not a space's name ("c5").
fn latin_left(said: &str) -> Vec<&str> {
    said.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| {
            let mut c = w.chars();
            !(c.next().is_some_and(|c| c.is_ascii_lowercase())
                && c.as_str().chars().all(|c| c.is_ascii_digit())
                && w.len() > 1)
        })
        .collect()
}

/// Every legal decision of a few random games: in English its words are the notation a
/// player types (`action_text`), in Russian words of its own, nothing Latin in them but
/// the spaces' names.
#[test]
fn every_decision_is_said_in_english_as_its_notation_and_in_russian_in_words() {
    let ru = Lang::parse("ru").unwrap();
    let mut kinds = std::collections::BTreeSet::new();
    for (seed, players) in [(4, 2), (5, 4), (6, 1), (7, 3)] {
        let options = TanksOptions {
            players,
            ..Default::default()
        };
        let mut g = Tanks::new_game(&options, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..2000 {
            let seats = g.to_move().seats();
            let Some(seat) = seats.nth(rng.random_range(0..seats.len().max(1))) else {
                break;
            };
            let legal = g.legal_actions(seat);
            for a in &legal {
                assert_eq!(g.action_in(Lang::EN, a), g.action_text(a));
                let said = g.action_in(ru, a);
                assert!(!said.contains(['{', '}']), "{said}");
                assert!(latin_left(&said).is_empty(), "{a:?}: {said}");
                kinds.insert(
                    format!("{a:?}")
                        .split([' ', '{'])
                        .next()
                        .unwrap()
                        .to_string(),
                );
            }
            let a = *legal.choose(&mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
    }
    for kind in [
        "PlaceTank",
        "Exchange",
        "Place",
        "Disengage",
        "Commit",
        "MoveBot",
    ] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
    let g = two();
    // The power-ups' decisions, which random games may not reach.
    let g1 = cell(&g, "g1");
    use coinop_tanks::Action::{Grenade, ShovelAdd, ShovelRemove};
    for a in [
        ShovelRemove { cell: g1 },
        ShovelAdd { cell: g1 },
        Grenade { cell: g1 },
    ] {
        assert_eq!(g.action_in(Lang::EN, &a), g.action_text(&a));
        let said = g.action_in(ru, &a);
        assert!(
            latin_left(&said).is_empty() && said.contains("g1"),
            "{said}"
        );
    }
    let say = |a| g.action_in(ru, &a);
    assert_eq!(
        say(coinop_tanks::Action::Exchange {
            card: Card::TurnLeft,
            count: 2
        }),
        "сбросить 2 карты «Поворот налево» и взять новые"
    );
    assert_eq!(
        say(coinop_tanks::Action::Place {
            maneuver: 0,
            card: Card::Advance2
        }),
        "положить «Вперёд на 2» в 1-й маневр"
    );
    assert_eq!(
        say(coinop_tanks::Action::PlaceTank {
            cell: cell(&g, "g1"),
            facing: Dir::N
        }),
        "поставить танк на g1 носом на север"
    );
}
