//! Engine tests beyond scenarios: SETUP as written, determinism goldens, hidden
//! information, and illegal input.

use coinop_core::{Game, GameRng, Seat, SeatSet, ToMove, Viewer};
use coinop_tanks::board::Terrain;
use coinop_tanks::cards::HAND_SIZE;
use coinop_tanks::options::*;
use coinop_tanks::state::Stage;
use coinop_tanks::{Action, Tanks};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

/// A position after `steps` uniformly random actions of a seeded `players`-seat game.
fn position(players: u8, seed: u64, steps: usize) -> Tanks {
    coinop_core::conformance::random_game::<Tanks>(
        &TanksOptions {
            players,
            ..Default::default()
        },
        seed,
        steps,
    )
    .0
}

fn game(players: u8, seed: u64) -> Tanks {
    Tanks::new_game(
        &TanksOptions {
            players,
            ..Default::default()
        },
        seed,
    )
    .unwrap()
}

/// SETUP 2: "Put Brick Wall Tokens on all spaces with the Brick Wall icon" — RU: intact
/// side up, on the destroyed-brick squares.
#[test]
fn setup_puts_twelve_intact_bricks_on_the_brick_spaces() {
    for seed in 0..20 {
        let g = game(2, seed);
        assert_eq!(g.bricks.len(), 12);
        assert!(g.bricks.iter().all(|b| !b.damaged));
        let spots: Vec<u16> = g.board().brick_spots.clone();
        assert!(g.bricks.iter().all(|b| spots.contains(&b.cell)));
    }
}

/// SETUP 8–10: one bot on its own space facing the top of its number, two more (backs
/// unseen) on the lowest free numbers of that segment, the Eagle in the same segment on
/// the 3rd diagonal space from the outer corner.
#[test]
fn setup_places_three_bots_and_the_eagle_in_one_segment() {
    for seed in 0..50 {
        let g = game(3, seed);
        let b = g.board();
        assert_eq!(g.bots.len(), 3);
        assert_eq!(g.bot_reserve.len(), 13);
        let first = g.bots[0];
        let seg = b.segment_of[first.cell as usize] as usize;
        let s = &b.segments[seg];
        assert_eq!(
            s.colour, first.id.colour,
            "the first bot goes to its colour's segment"
        );
        let own = s
            .spawns
            .iter()
            .find(|sp| sp.number == first.id.number)
            .unwrap();
        assert_eq!((own.cell, own.facing), (first.cell, first.facing));
        assert!(first.known);
        let lowest_free: Vec<_> = s
            .spawns
            .iter()
            .filter(|sp| sp.cell != first.cell)
            .take(2)
            .collect();
        for (bot, sp) in g.bots[1..].iter().zip(lowest_free) {
            assert_eq!((bot.cell, bot.facing), (sp.cell, sp.facing));
            assert!(!bot.known, "placed without looking at the flipside");
        }
        assert_eq!(g.eagle, Some(s.eagle_spot));
        assert!(matches!(
            b.terrain(s.eagle_spot),
            Terrain::Empty | Terrain::Forest
        ));
    }
}

/// Dangerous Four: «На стартовой расстановке выставляется 4 бота (на все номера сегмента
/// с Орлом)».
#[test]
fn dangerous_four_fills_every_number_of_the_segment() {
    let mut o = TanksOptions::default();
    o.variants.dangerous_four = true;
    for seed in 0..20 {
        let g = Tanks::new_game(&o, seed).unwrap();
        assert_eq!(g.bots.len(), 4);
        let seg = g.board().segment_of[g.bots[0].cell as usize] as usize;
        let mut cells: Vec<u16> = g.bots.iter().map(|b| b.cell).collect();
        let mut spawns: Vec<u16> = g.board().segments[seg]
            .spawns
            .iter()
            .map(|s| s.cell)
            .collect();
        cells.sort();
        spawns.sort();
        assert_eq!(cells, spawns);
    }
}

/// SETUP 11–12: hands of 7; tanks placed in turn order from the first player on the
/// starting diagonal of the quarter farthest from the Eagle, with a chosen facing.
#[test]
fn setup_deals_seven_and_places_tanks_on_the_far_diagonal() {
    let mut o = TanksOptions {
        players: 4,
        first_player: 2,
        ..Default::default()
    };
    for seed in 0..20 {
        o.board.layout = Layout::Random;
        let mut g = Tanks::new_game(&o, seed).unwrap();
        for p in &g.players {
            assert_eq!(p.hand.total(), HAND_SIZE);
            assert_eq!(p.deck.len(), 11);
        }
        let b = g.board().clone();
        let eagle_seg = b.segment_of[g.eagle.unwrap() as usize] as usize;
        let far = &b.segments[b.farthest_segment(eagle_seg)];
        assert_ne!(far.col, b.segments[eagle_seg].col);
        assert_ne!(far.row, b.segments[eagle_seg].row, "diagonally opposite");
        for expected in [2u8, 3, 0, 1] {
            assert_eq!(g.to_move(), ToMove::Seats(SeatSet::single(expected)));
            let legal = g.legal_actions(expected);
            assert!(!legal.is_empty());
            for a in &legal {
                let Action::PlaceTank { cell, .. } = a else {
                    panic!("only placements: {a:?}")
                };
                assert!(far.starting_diagonal.contains(cell));
            }
            let a = legal[legal.len() / 2];
            g.apply(expected, &a).unwrap();
        }
        assert_eq!(g.stage, Stage::Planning);
    }
}

/// 5+ players: "you may use any spaces of board corner that is farthest from the Eagle,
/// limited by starting diagonal".
#[test]
fn five_players_use_the_doubled_board_and_the_corner_zone() {
    let mut o = TanksOptions {
        players: 6,
        ..Default::default()
    };
    assert!(
        Tanks::new_game(&o, 1)
            .unwrap_err()
            .to_string()
            .contains("need 2 boxes"),
        "6 players need two boxes"
    );
    o.board.boxes = 2;
    let g = Tanks::new_game(&o, 1).unwrap();
    assert_eq!((g.board().width, g.board().height), (24, 12));
    assert_eq!(g.board().segments.len(), 8);
    assert_eq!(g.bricks.len(), 24);
    assert_eq!(g.bot_reserve.len() + g.bots.len(), 32);
    let legal = g.legal_actions(0);
    assert!(legal.len() / 4 > 6, "more than the six diagonal spaces");
}

#[test]
fn nonsense_options_are_refused_with_a_reason() {
    let bad = |o: TanksOptions| Tanks::new_game(&o, 0).unwrap_err().to_string();
    assert!(
        bad(TanksOptions {
            players: 9,
            ..Default::default()
        })
        .contains("9 players")
    );
    let mut o = TanksOptions {
        players: 17,
        ..Default::default()
    };
    o.board.boxes = 4;
    assert!(bad(o.clone()).contains("17 players"));
    o.board.boxes = 5;
    assert!(bad(o).contains("1 to 4 boxes"));
    assert!(
        bad(TanksOptions {
            players: 0,
            ..Default::default()
        })
        .contains("0 players")
    );
    assert!(
        bad(TanksOptions {
            players: 2,
            first_player: 3,
            ..Default::default()
        })
        .contains("first player")
    );
    let mut o = TanksOptions::default();
    o.board.layout = Layout::Fixed(vec![(0, 0)]);
    assert!(bad(o).contains("4 tiles"));
    let o = TanksOptions {
        tiles_ron: Some("(tiles: [])".into()),
        ..Default::default()
    };
    assert!(bad(o).contains("4 tiles"));
}

/// rand may change values between minor versions; these goldens catch it (and any
/// change to the engine's behaviour) before replays silently diverge.
#[test]
fn golden_rng_and_game() {
    let mut rng = GameRng::seed_from_u64(42);
    let first: Vec<u32> = (0..4).map(|_| rng.random::<u32>()).collect();
    assert_eq!(
        first,
        [962_419_617, 2_928_721_845, 628_724_104, 4_081_401_798]
    );
    let (g, replay, n) =
        coinop_core::conformance::random_game::<Tanks>(&TanksOptions::default(), 7, 5000);
    assert_eq!(n, replay.actions.len());
    assert_eq!(format!("{:#018x}", g.state_hash()), "0x5f38c9bf44135a18");
}

/// Hidden information: determinization changes other players' hands and face-down
/// maneuvers but never the seat's own, and never public facts.
#[test]
fn determinize_resamples_only_hidden_things() {
    let mut changed_other_hand = false;
    for seed in 0..30 {
        let g = position(3, seed, 150);
        let mut rng = GameRng::seed_from_u64(seed);
        let d = g.determinize(0, &mut rng);
        assert_eq!(d.players[0].hand, g.players[0].hand);
        assert_eq!(d.players[0].maneuvers, g.players[0].maneuvers);
        for s in 0..3 {
            let (a, b) = (&g.players[s], &d.players[s]);
            assert_eq!(a.hand.total(), b.hand.total());
            assert_eq!(a.deck.len(), b.deck.len());
            assert_eq!(a.discard, b.discard);
            assert_eq!(a.card_count(), b.card_count());
            changed_other_hand |= s > 0 && a.hand != b.hand;
        }
        assert_eq!(d.observe(Viewer::Seat(0)), g.observe(Viewer::Seat(0)));
    }
    assert!(
        changed_other_hand,
        "determinization never resampled another hand"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Illegal actions are refused with an error and leave the state exactly as it was.
    #[test]
    fn illegal_actions_change_nothing(seed in 0u64..10_000, steps in 0usize..300, id in 0u32..2000, seat in 0u8..6) {
        let g = position(3, seed, steps);
        let before = g.state_hash();
        let mut h = g.clone();
        let action = g.action_from_id(id % g.num_distinct_actions()).unwrap();
        let legal = seat < 3 && g.legal_actions(seat as Seat).contains(&action);
        let result = h.apply(seat as Seat, &action);
        prop_assert_eq!(result.is_ok(), legal);
        if result.is_err() {
            prop_assert_eq!(h.state_hash(), before);
        }
        // Malformed text is refused too.
        prop_assert!(h.parse_action("m3 A9").is_err());
    }
}

/// Events as another seat or a spectator receives them never carry the cards someone
/// drew or put face down.
#[test]
fn events_hide_drawn_and_planned_cards() {
    use coinop_tanks::Event;
    for seed in 0..20 {
        let mut g = game(3, seed);
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..2000 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())];
            for e in g.apply(seat, &a).unwrap() {
                for viewer in [Viewer::Spectator, Viewer::Seat((seat + 1) % 3)] {
                    match g.event_for(&e, viewer).unwrap() {
                        Event::Drew { seat: s, cards, .. } if Viewer::Seat(s) != viewer => {
                            assert!(cards.is_empty(), "{viewer:?} saw P{s}'s drawn cards")
                        }
                        Event::CardPlaced { seat: s, card, .. } if Viewer::Seat(s) != viewer => {
                            assert!(card.is_none(), "{viewer:?} saw P{s}'s face-down card")
                        }
                        _ => {}
                    }
                }
            }
        }
    }
}

/// A hard case for resampling face-down maneuvers: almost all of P2's unseen cards are
/// move cards, yet every sample must keep at most one move card per maneuver — and must
/// not fall back to the true cards.
#[test]
fn determinize_deals_valid_maneuvers_from_a_tight_pool() {
    let text = r#"
rule = "test"
[board]
map = """
. . . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
"""
[[tank]]
at = "a6"
hand = "L R L R U U A1"
[[tank]]
at = "f1"
hand = "L A2 R A1 A1 A3 A3"
discard = "L L L R R R U U"
"#;
    let mut g: Tanks = coinop_scenario::Scenario::parse(text)
        .unwrap()
        .build()
        .unwrap();
    for a in ["m1 L", "m1 A2", "m2 R", "m2 A1", "commit"] {
        let a = g.parse_action(a).unwrap();
        g.apply(1, &a).unwrap();
    }
    let truth = g.players[1].maneuvers;
    let mut rng = GameRng::seed_from_u64(5);
    let mut differs = 0;
    for _ in 0..300 {
        let d = g.determinize(0, &mut rng);
        let p = &d.players[1];
        for (m, t) in p.maneuvers.iter().zip(&truth) {
            assert_eq!(m.len(), t.len());
            assert!(m.iter().filter(|c| c.is_move()).count() <= 1, "{m:?}");
        }
        assert_eq!(p.card_count(), 18);
        assert_eq!(p.hand.total(), g.players[1].hand.total());
        differs += usize::from(p.maneuvers != truth);
    }
    assert!(
        differs > 100,
        "only {differs} of 300 samples differ from the truth"
    );
}

#[test]
fn a_layout_without_every_colour_is_refused() {
    let mut o = TanksOptions::default();
    o.board.layout = Layout::Fixed(vec![(0, 0), (0, 1), (0, 2), (0, 3)]);
    for seed in 0..8 {
        let e = Tanks::new_game(&o, seed).unwrap_err().to_string();
        assert!(e.contains("segment"), "{e}");
    }
}

/// A determinization depends only on what the seat knows: two states that differ only
/// in what it cannot see give the same sample from the same generator. Search built on
/// it therefore cannot use hidden information.
#[test]
fn determinization_is_a_function_of_the_information_set() {
    for seed in 0..40 {
        let g = position(3, seed, (seed as usize * 37) % 900);
        for seat in 0..3 {
            let other = g.determinize(seat, &mut GameRng::seed_from_u64(seed + 1000));
            let a = g.determinize(seat, &mut GameRng::seed_from_u64(seed));
            let b = other.determinize(seat, &mut GameRng::seed_from_u64(seed));
            assert_eq!(a.state_hash(), b.state_hash(), "seed {seed} seat {seat}");
        }
    }
}

/// `observation_hash` agrees with the observation itself: equal for states a seat cannot
/// tell apart, different when what it sees differs.
#[test]
fn observation_hash_matches_observations() {
    let mut pairs = 0;
    for seed in 0..30 {
        let g = position(3, seed, (seed as usize * 53) % 700);
        let h = position(3, seed, (seed as usize * 53) % 700 + 1);
        for seat in 0..3 {
            let v = Viewer::Seat(seat);
            let d = g.determinize(seat, &mut GameRng::seed_from_u64(seed));
            assert_eq!(g.observation_hash(v), d.observation_hash(v));
            let same = serde_json::to_value(g.observe(v)).unwrap()
                == serde_json::to_value(h.observe(v)).unwrap();
            assert_eq!(
                same,
                g.observation_hash(v) == h.observation_hash(v),
                "seed {seed} seat {seat}"
            );
            pairs += usize::from(!same);
        }
    }
    assert!(pairs > 30);
}

/// Front ends name an action before the engine judges it (a preview, a log line): a
/// space off the board must be named and refused, never crash.
#[test]
fn actions_on_spaces_off_the_board_are_named_and_refused() {
    use coinop_tanks::board::Dir;
    let g = game(4, 3);
    let seat = g.to_move().seats().first().unwrap();
    for cell in [144, 1000, u16::MAX - 1, u16::MAX] {
        for a in [
            Action::PlaceTank {
                cell,
                facing: Dir::N,
            },
            Action::MoveBot { cell },
            Action::ShovelAdd { cell },
            Action::ShovelRemove { cell },
            Action::Grenade { cell },
        ] {
            assert!(!g.action_text(&a).is_empty());
            let mut h = g.clone();
            assert!(h.apply(seat, &a).is_err(), "{a:?} was accepted");
            assert_eq!(h.state_hash(), g.state_hash());
        }
    }
}

/// Narration of events from outside (a stored log, a client) never overflows on the
/// largest numbers a field can hold.
#[test]
fn narration_copes_with_the_largest_numbers() {
    use coinop_tanks::Event;
    let g = game(2, 1);
    for e in [
        Event::CardPlaced {
            seat: u8::MAX,
            maneuver: u8::MAX,
            card: None,
        },
        Event::Committed { seat: u8::MAX },
        Event::Disengaged { seat: u8::MAX },
    ] {
        let line = <Tanks as coinop_core::Words>::line(&g.observe(Viewer::Spectator), &e);
        assert!(!line.unwrap().is_empty());
    }
    let a = Action::Place {
        maneuver: u8::MAX,
        card: coinop_tanks::cards::Card::Advance1,
    };
    assert!(!g.action_text(&a).is_empty());
}

/// A tile file that leaves the farthest segment too small for all the tanks: placement
/// widens to the whole board rather than leaving a seat with nothing legal (a 16-player
/// game on these tiles used to wait forever on a seat with no action).
#[test]
fn placement_never_runs_out_of_spaces() {
    let tiles = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/tiles-mostly-water.ron"
    ))
    .unwrap();
    let mut o = TanksOptions {
        players: 16,
        tiles_ron: Some(tiles),
        max_rounds: 3,
        ..Default::default()
    };
    o.board.boxes = 4;
    coinop_core::conformance::random_games_end::<Tanks>(&o, 6, 50_000, |g| {
        assert!(
            g.is_over()
                || g.to_move()
                    .seats()
                    .iter()
                    .all(|s| !g.legal_actions(s).is_empty())
        );
    });
}

/// An action's text is one action: words after it are a mistake, not ignored.
#[test]
fn action_text_with_words_to_spare_is_refused() {
    let g = Tanks::new_game(&TanksOptions::default(), 1).unwrap();
    for bad in [
        "m1 A3 L",
        "commit now please",
        "tank c5 N S",
        "shovel add c3 c4",
    ] {
        let e = g.parse_action(bad).unwrap_err().to_string();
        assert!(e.contains("one word too many"), "{bad}: {e}");
    }
    assert!(g.parse_action("m1 A3").is_ok() && g.parse_action("commit").is_ok());
}

/// Options written before boxes were counted said `doubled`; both at once must agree.
#[test]
fn board_options_old_and_new() {
    let read = |j: &str| serde_json::from_str::<coinop_tanks::options::BoardChoice>(j);
    assert_eq!(
        read(r#"{"layout":"Random","doubled":true}"#).unwrap().boxes,
        2
    );
    assert_eq!(
        read(r#"{"layout":"Random","doubled":false}"#)
            .unwrap()
            .boxes,
        1
    );
    assert_eq!(read(r#"{"layout":"Random","boxes":3}"#).unwrap().boxes, 3);
    let e = read(r#"{"layout":"Random","doubled":true,"boxes":1}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("disagree"), "{e}");
}

/// A hint or a coaching line stops where the game shows what was hidden: the luck's
/// position moves whenever a card is drawn from a deck (an exchange, the round's new
/// hand), a maneuver turns face up, or a bot's token leaves the reserve — none of them
/// moves the generator. (A hint once went on past an exchange's draw and past the
/// opponent's plan turning face up.)
#[test]
fn drawing_a_card_or_showing_a_plan_moves_the_luck_position() {
    let mut seen_draw = false;
    let mut seen_reveal = false;
    for seed in 0..40u64 {
        let mut g = game(2, seed);
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..400 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())];
            let before = g.clone();
            g.apply(seat, &a).unwrap();
            let drawn = g
                .players
                .iter()
                .zip(&before.players)
                .any(|(p, q)| p.deck.len() != q.deck.len());
            let shown = g.players.iter().zip(&before.players).any(|(p, q)| {
                p.revealed != q.revealed
                    && p.revealed.iter().filter(|r| **r).count()
                        > q.revealed.iter().filter(|r| **r).count()
            });
            if drawn || shown {
                assert_ne!(
                    g.luck_position(),
                    before.luck_position(),
                    "{a:?} showed what was hidden without moving the luck"
                );
            }
            seen_draw |= drawn && matches!(a, Action::Exchange { .. });
            seen_reveal |= shown;
        }
    }
    assert!(seen_draw && seen_reveal, "exchanges and reveals were met");
}
