//! Thousands of seeded 2–4 player games under random option sets: they end, conserve
//! cards and Credits after every action, never show a hand or a pile's order to another
//! seat, replay bit for bit, and refuse illegal actions without changing anything.

use coinop_anarcade::cards::{self, CardFile, Kind};
use coinop_anarcade::state::{Phase, TOKENS};
use coinop_anarcade::{Action, Anarcade, AnarcadeOptions, End, Event};
use coinop_core::{ActionError, Game, GameRng, Seat, Viewer, conformance};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// A random set of options that makes a game.
fn random_options(seed: u64) -> AnarcadeOptions {
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9));
    AnarcadeOptions {
        players: rng.random_range(2..=4),
        compulsory_draws: rng.random_bool(0.3),
        open_stacks: rng.random_bool(0.3),
        credit_limit: [6, 6, 4, 10][rng.random_range(0..4)],
        aces_to_win: [3, 3, 2, 1][rng.random_range(0..4)],
        ..Default::default()
    }
}

/// Every card of the set is somewhere, exactly once: the starters of each player and the
/// 96 Action Cards; the 53 Credits likewise; nobody above the High Score.
fn invariants(g: &Anarcade) {
    let set = &g.cards;
    let mut want: Vec<u8> = set.stacks.iter().flatten().copied().collect();
    for _ in 0..g.players.len() {
        want.extend(&set.starters);
    }
    want.sort_unstable();
    assert_eq!(g.all_cards(), want, "cards are conserved");
    assert_eq!(g.all_credits(), TOKENS as i64, "credits are conserved");
    if g.end.is_none() {
        for p in &g.players {
            assert!(p.scored <= g.high_score(), "never above the High Score");
        }
    }
    let aced: usize = g.players.iter().map(|p| p.aced.len()).sum();
    assert_eq!(
        aced + g.arcade_stack.len() + usize::from(g.arcade.is_some()),
        set.arcade.len(),
        "arcade cards are conserved"
    );
}

#[test]
fn random_games_end_and_conserve_everything() {
    // 3,000 games: 600 option sets, 5 seeds each.
    for k in 0..600u64 {
        let o = random_options(k);
        conformance::random_games_end::<Anarcade>(&o, 5, 20_000, invariants);
    }
}

#[test]
fn random_games_end_before_the_turn_limit() {
    // The turn limit is a guard, not how random games end.
    let mut capped = 0;
    for players in 2..=4 {
        let o = AnarcadeOptions {
            players,
            ..Default::default()
        };
        for seed in 0..300 {
            let (g, _, _) = conformance::random_game::<Anarcade>(&o, seed, 100_000);
            assert!(g.end.is_some());
            capped += usize::from(g.end == Some(End::TurnLimit));
        }
    }
    assert!(
        capped <= 9,
        "{capped} of 900 random games reached the turn limit"
    );
}

#[test]
fn replays_reproduce_the_game() {
    for k in 0..20 {
        conformance::replays_reproduce::<Anarcade>(&random_options(k), k * 10..k * 10 + 10, 5000);
    }
}

#[test]
fn legal_means_legal() {
    for k in 0..40 {
        conformance::legal_means_legal::<Anarcade>(&random_options(k), k * 5..k * 5 + 5, 300);
    }
}

#[test]
fn observations_hide_secrets() {
    for k in 0..40 {
        conformance::observations_hide_secrets::<Anarcade>(
            &random_options(k),
            k * 5..k * 5 + 5,
            300,
        );
    }
}

/// No observation or event given to another seat or a spectator names a card of a hand
/// or tells a Draw Stack's order: changing the hidden cards changes nothing they see.
#[test]
fn hands_and_deck_orders_never_reach_another_seat() {
    for seed in 0..200u64 {
        let o = random_options(seed);
        let (g, _, _) = conformance::random_game::<Anarcade>(&o, seed, (seed as usize * 7) % 400);
        for viewer in (0..g.players.len() as Seat)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
        {
            let obs = g.observe(viewer);
            for (s, p) in obs.players.iter().enumerate() {
                let own = viewer == Viewer::Seat(s as Seat);
                assert_eq!(p.hand.is_some(), own, "a hand is shown to its owner only");
                let mut sorted = p.unseen.clone();
                sorted.sort_unstable();
                assert_eq!(
                    sorted, p.unseen,
                    "unseen cards are given sorted, not in order"
                );
            }
            for st in &obs.stacks {
                assert_eq!(st.cards.is_some(), o.open_stacks);
            }
        }
        // A hand drawn is told to its owner only.
        let mut g2 = g.clone();
        if let Some(seat) = g2.to_move().seats().first() {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut events = Vec::new();
            for _ in 0..50 {
                if g2.to_move().seats().first() != Some(seat) {
                    break;
                }
                let a = *g2.legal_actions(seat).choose(&mut rng).unwrap();
                events.extend(g2.apply(seat, &a).unwrap());
            }
            for e in &events {
                if let Event::HandDrawn { seat: owner, cards } = e {
                    for v in 0..g2.players.len() as Seat {
                        let Some(Event::HandDrawn { cards: seen, .. }) =
                            g2.event_for(e, Viewer::Seat(v))
                        else {
                            panic!("a hand drawn is an event for everyone");
                        };
                        if v == *owner {
                            assert_eq!(&seen, cards);
                        } else {
                            assert!(seen.iter().all(|&c| c == coinop_anarcade::cards::HIDDEN));
                            assert_eq!(seen.len(), cards.len());
                        }
                    }
                    let Some(Event::HandDrawn { cards: spect, .. }) =
                        g2.event_for(e, Viewer::Spectator)
                    else {
                        panic!()
                    };
                    assert!(spect.iter().all(|&c| c == coinop_anarcade::cards::HIDDEN));
                }
            }
        }
    }
}

#[test]
fn illegal_actions_change_nothing() {
    let o = AnarcadeOptions {
        players: 3,
        ..Default::default()
    };
    for seed in 0..200u64 {
        let (mut g, _, _) = conformance::random_game::<Anarcade>(&o, seed, seed as usize % 60);
        let Some(seat) = g.to_move().seats().first() else {
            continue;
        };
        let before = g.state_hash();
        let other = (seat + 1) % 3;
        let legal = g.legal_actions(seat);
        let all: Vec<Action> = (0..g.num_distinct_actions())
            .map(|i| g.action_from_id(i).unwrap())
            .collect();
        for a in all {
            if legal.contains(&a) {
                assert!(matches!(
                    g.clone().apply(other, &a),
                    Err(ActionError::NotYourTurn { .. })
                ));
                continue;
            }
            let r = g.apply(seat, &a);
            assert!(r.is_err(), "{a:?} is not legal");
            assert_eq!(g.state_hash(), before);
        }
        assert!(g.apply(9, &Action::EndTurn).is_err());
        assert_eq!(g.state_hash(), before);
    }
}

#[test]
fn the_same_seed_and_actions_make_the_same_game() {
    // A golden hash: the first game of seed 1 at 4 players played by random actions.
    let o = AnarcadeOptions {
        players: 4,
        ..Default::default()
    };
    let (a, _, na) = conformance::random_game::<Anarcade>(&o, 1, 100_000);
    let (b, _, nb) = conformance::random_game::<Anarcade>(&o, 1, 100_000);
    assert_eq!((a.state_hash(), na), (b.state_hash(), nb));
    let (c, _, _) = conformance::random_game::<Anarcade>(&o, 2, 100_000);
    assert_ne!(a.state_hash(), c.state_hash());
}

#[test]
fn setup_follows_the_rules() {
    for seed in 0..200u64 {
        let o = random_options(seed);
        let g = Anarcade::setup(&o, seed).unwrap();
        let n = o.players as usize;
        for p in &g.players {
            // «Give each player 6 Starter Cards … draws a starting hand of 3».
            assert_eq!(p.hand.len(), 3);
            assert_eq!(p.draw.len(), 3);
            assert_eq!((p.credits, p.scored), (0, 0));
        }
        // «place it face up on top of the Arcade Stack».
        assert!(g.arcade.is_some());
        assert_eq!(g.arcade_stack.len(), 9);
        for s in &g.stacks {
            assert_eq!(s.len(), 24);
        }
        assert!((g.first_player as usize) < n);
        assert_eq!(g.current, g.first_player);
    }
    // «Randomly determine which player will be Player 1»: every seat starts sometimes.
    let mut firsts = [0; 4];
    for seed in 0..400 {
        let g = Anarcade::setup(
            &AnarcadeOptions {
                players: 4,
                ..Default::default()
            },
            seed,
        )
        .unwrap();
        firsts[g.first_player as usize] += 1;
    }
    assert!(firsts.iter().all(|&n| n > 60), "{firsts:?}");
}

#[test]
fn bad_options_and_card_files_are_refused() {
    let bad = |o: AnarcadeOptions, says: &str| {
        let e = Anarcade::new_game(&o, 1).unwrap_err().to_string();
        assert!(e.contains(says), "{e}");
    };
    bad(
        AnarcadeOptions {
            players: 5,
            ..Default::default()
        },
        "2 to 4",
    );
    bad(
        AnarcadeOptions {
            players: 1,
            ..Default::default()
        },
        "2 to 4",
    );
    bad(
        AnarcadeOptions {
            first_player: Some(2),
            ..Default::default()
        },
        "seats are 0 to 1",
    );
    bad(
        AnarcadeOptions {
            aces_to_win: 4,
            ..Default::default()
        },
        "aces_to_win",
    );
    bad(
        AnarcadeOptions {
            max_turns: 0,
            ..Default::default()
        },
        "max_turns",
    );
    // A user's set with too few Arcade Cards for four players racing to 3 Aces.
    let mut file: CardFile = cards::builtin_file().clone();
    file.arcade.truncate(8);
    bad(
        AnarcadeOptions {
            players: 4,
            custom_cards: Some(file.clone()),
            ..Default::default()
        },
        "need 9",
    );
    // … which is enough for two.
    assert!(
        Anarcade::new_game(
            &AnarcadeOptions {
                players: 2,
                custom_cards: Some(file),
                ..Default::default()
            },
            1
        )
        .is_ok()
    );
    // Unequal stacks.
    let mut file: CardFile = cards::builtin_file().clone();
    file.action[0].count += 1;
    bad(
        AnarcadeOptions {
            custom_cards: Some(file),
            ..Default::default()
        },
        "equal number",
    );
}

#[test]
fn a_users_card_file_is_played() {
    // The printed cards typed in: here, our set with every Coin Slot made dearer.
    let text = cards::CHAMPION_GOLD_TOML.replace(
        "name = \"Coin Slot\"\nstack = \"earn\"\ncost = 2",
        "name = \"Coin Slot\"\nstack = \"earn\"\ncost = 5",
    );
    let file = CardFile::read(&text).unwrap();
    let o = AnarcadeOptions {
        custom_cards: Some(file),
        ..Default::default()
    };
    let g = Anarcade::new_game(&o, 1).unwrap();
    let id = g.cards.find("Coin Slot").unwrap();
    assert_eq!(g.cards.design(id).cost, 5);
    conformance::random_games_end::<Anarcade>(&o, 20, 20_000, invariants);
}

#[test]
fn phases_come_in_order() {
    // Draw, then Score, then Buy, within each turn; never back.
    for seed in 0..100u64 {
        let o = random_options(seed);
        let mut g = Anarcade::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        let mut last = (g.turns, Phase::Draw);
        while let Some(seat) = g.to_move().seats().first() {
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            if let Action::Buy(k) = a {
                assert!(Kind::ALL.contains(&k));
            }
            g.apply(seat, &a).unwrap();
            let now = (g.turns, g.phase);
            if now.0 == last.0 && g.phase != Phase::Over {
                assert!(now.1 as u8 >= last.1 as u8, "{last:?} → {now:?}");
            }
            last = now;
        }
    }
}

#[test]
fn the_setup_tells_the_first_turn() {
    let o = AnarcadeOptions {
        first_player: Some(1),
        ..Default::default()
    };
    let mut events = Vec::new();
    let g = Anarcade::new_game_into(&o, 4, &mut events).unwrap();
    assert_eq!(
        g.state_hash(),
        Anarcade::new_game(&o, 4).unwrap().state_hash()
    );
    assert!(matches!(events[0], Event::TurnBegins { seat: 1, turn: 1 }));
    let played = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Played {
                    seat: 1,
                    drawn: false,
                    ..
                }
            )
        })
        .count();
    assert_eq!(played, 3, "{events:?}");
}
