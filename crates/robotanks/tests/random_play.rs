//! Thousands of seeded 2-, 3- and 4-player games under random option sets: they end,
//! conserve every card across hands, programs, the Bank and what is set aside after every
//! action, never show a face-down program card or another's hand, replay bit for bit,
//! and refuse illegal actions without changing anything.

use coinop_core::{ActionError, Game, GameRng, Seat, Viewer, conformance};
use coinop_robotanks::cards::Command;
use coinop_robotanks::state::{Pending, Phase};
use coinop_robotanks::{Action, Event, Robotanks, RobotanksOptions};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// A random set of options that makes a game.
fn random_options(seed: u64) -> RobotanksOptions {
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9));
    RobotanksOptions {
        players: rng.random_range(2..=4),
        introductory: rng.random_bool(0.3),
        starting_hand: [18, 18, 12, 8][rng.random_range(0..4)],
        post_loss: [2, 2, 3][rng.random_range(0..3)],
        fire_area_edges: rng.random_bool(0.8),
        ..Default::default()
    }
}

/// Every card of the deck is somewhere, exactly once.
fn invariants(g: &Robotanks) {
    let mut want = g.deck.cards(g.options.introductory);
    want.sort_unstable();
    let mut all: Vec<Command> = g.bank.clone();
    for p in &g.players {
        all.extend(&p.hand);
        all.extend(&p.set_aside);
        all.extend(&p.initial);
    }
    for k in &g.tanks {
        all.extend(&k.face_up);
        all.extend(&k.program);
        if k.wreck {
            assert_eq!(k.cards(), 0, "a wreck has no program");
        }
        assert_eq!(
            k.known.len(),
            k.program.len(),
            "each program card has its knowers"
        );
    }
    all.extend(&g.traded);
    match &g.pending {
        Some(Pending::Drain { taken, .. }) => all.extend(taken),
        Some(Pending::Virus {
            required, built, ..
        }) => {
            all.extend(required);
            all.extend(built);
        }
        Some(Pending::Target { weapon, .. }) => all.push(*weapon),
        _ => {}
    }
    all.sort_unstable();
    assert_eq!(all, want, "cards are conserved");
    for (s, p) in g.players.iter().enumerate() {
        // Counted once a trade or a command post's drain is whole (RULINGS.md §32).
        let settled = g.traded.is_empty()
            && !matches!(
                g.pending,
                Some(Pending::Drain { .. } | Pending::Virus { .. })
            );
        if g.phase != Phase::Setup && g.end.is_none() && settled {
            assert_eq!(
                p.alive,
                !p.hand.is_empty(),
                "seat {s}: out exactly when the hand is empty"
            );
        }
    }
}

#[test]
fn random_games_end_and_conserve_every_card() {
    // 3,000 games: 600 option sets, 5 seeds each.
    for k in 0..600u64 {
        let o = random_options(k);
        conformance::random_games_end::<Robotanks>(&o, 5, 200_000, invariants);
    }
}

#[test]
fn random_games_of_each_size_mostly_end_before_the_turn_limit() {
    // The turn limit (RULINGS.md §44) is a guard, not how random games end.
    for players in 2..=4 {
        let o = RobotanksOptions {
            players,
            ..Default::default()
        };
        let mut capped = 0;
        for seed in 0..300 {
            let (g, _, _) = conformance::random_game::<Robotanks>(&o, seed, 1_000_000);
            assert!(g.end.is_some(), "{players} players, seed {seed}: not over");
            capped += usize::from(matches!(
                g.end,
                Some(coinop_robotanks::End::TurnLimit { .. })
            ));
        }
        assert!(
            capped <= 15,
            "{players} players: {capped} of 300 reached the turn limit"
        );
    }
}

#[test]
fn replays_reproduce_the_game() {
    for k in 0..20 {
        conformance::replays_reproduce::<Robotanks>(
            &random_options(k),
            k * 10..k * 10 + 10,
            20_000,
        );
    }
}

#[test]
fn legal_means_legal() {
    for k in 0..40 {
        conformance::legal_means_legal::<Robotanks>(&random_options(k), k * 5..k * 5 + 5, 300);
    }
}

#[test]
fn observations_hide_secrets() {
    for k in 0..40 {
        conformance::observations_hide_secrets::<Robotanks>(
            &random_options(k),
            k * 5..k * 5 + 5,
            300,
        );
    }
}

/// No observation shows a face-down program card — to anyone, its owner included — or
/// another seat's hand; events tell another seat no card of a deal, a set-aside card, a
/// program card, a picked-up program, a Scan or a drain it did not see.
#[test]
fn programs_and_hands_never_reach_another_seat() {
    for seed in 0..300u64 {
        let o = random_options(seed);
        let (g, _, _) = conformance::random_game::<Robotanks>(&o, seed, (seed as usize * 13) % 600);
        let viewers: Vec<Viewer> = (0..g.players.len() as Seat)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .collect();
        for &viewer in &viewers {
            let obs = g.observe(viewer);
            for (s, p) in obs.players.iter().enumerate() {
                let own = viewer == Viewer::Seat(s as Seat);
                assert_eq!(p.hand.is_some(), own, "a hand is shown to its owner only");
                assert_eq!(p.set_aside.is_some(), own);
                assert_eq!(p.initial.is_some(), own);
            }
            // The observation as JSON names no face-down card: each tank gives a count.
            let json = serde_json::to_value(&obs).unwrap();
            for t in json["tanks"].as_array().unwrap() {
                assert!(t.get("program").is_none(), "no program in a tank's view");
                assert!(t["face_down"].is_u64());
            }
            // Changing a face-down program changes nothing anyone sees, but for the cards
            // a seat remembers (RULINGS.md §50: its next card is shown to it): for a seat,
            // every card it does not remember changed; for a spectator, every card, and
            // the order.
            let mut g2 = g.clone();
            for k in &mut g2.tanks {
                match viewer {
                    Viewer::Spectator => {
                        k.program.reverse();
                        k.known.reverse();
                        k.program.iter_mut().for_each(|c| *c = Command::Scan);
                    }
                    Viewer::Seat(v) => {
                        for (c, who) in k.program.iter_mut().zip(&k.known) {
                            if who & (1 << v) == 0 {
                                *c = Command::Scan;
                            }
                        }
                    }
                }
            }
            assert_eq!(g.observe(viewer), g2.observe(viewer));
            assert_eq!(g.observation_hash(viewer), g2.observation_hash(viewer));
        }
        // The next actions' events, as each viewer gets them.
        let mut g2 = g.clone();
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..40 {
            let Some(seat) = g2.to_move().seats().first() else {
                break;
            };
            let a = *g2.legal_actions(seat).choose(&mut rng).unwrap();
            let events = g2.apply(seat, &a).unwrap();
            for e in &events {
                for &viewer in &viewers {
                    let seen = g2.event_for(e, viewer).unwrap();
                    let me = viewer.seat();
                    let owner = |t: u8| g2.seat_of(t);
                    match &seen {
                        Event::Dealt { seat, cards } if me != Some(*seat) => {
                            assert!(cards.iter().all(Option::is_none))
                        }
                        Event::SetAside { seat, card } | Event::Programmed { seat, card, .. }
                            if me != Some(*seat) =>
                        {
                            assert!(card.is_none())
                        }
                        Event::Deactivated { tank, cards } if me != owner(*tank) => {
                            assert!(cards.iter().all(Option::is_none))
                        }
                        Event::Scanned { by, face_down, .. } if me != Some(*by) => {
                            assert!(face_down.is_none())
                        }
                        Event::Drained {
                            post,
                            by,
                            taken,
                            kept,
                            ..
                        } if me != Some(*by) && me != g2.colour_seat[*post as usize] => {
                            assert!(taken.iter().all(Option::is_none) && kept.is_none())
                        }
                        _ => {}
                    }
                }
            }
        }
    }
}

/// A server ends a batch of actions where the luck position moves, so an action that
/// brings a face-down card into view (a card executed from a program's top) must move it:
/// otherwise a refused action later in the batch would show the card without its being
/// spent.
#[test]
fn every_card_executed_moves_the_luck_position() {
    let mut executed = 0;
    for seed in 0..200u64 {
        let o = random_options(seed);
        let mut g = Robotanks::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        while let Some(seat) = g.to_move().seats().first() {
            let before = g.luck_position();
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            let events = g.apply(seat, &a).unwrap();
            if events.iter().any(|e| matches!(e, Event::Executes { .. })) {
                executed += 1;
                assert_ne!(g.luck_position(), before, "{a:?} executed a card unseen");
            }
        }
    }
    assert!(executed > 1000, "only {executed} actions executed cards");
}

/// A determinization for search deals again only what the seat cannot know: the program
/// cards it placed or saw executed stay, in place, and what it sees is unchanged.
#[test]
fn determinizations_keep_what_a_seat_remembers() {
    let (mut kept, mut redealt) = (0, 0);
    for seed in 0..200u64 {
        let o = random_options(seed);
        let (g, _, _) = conformance::random_game::<Robotanks>(&o, seed, (seed as usize * 7) % 400);
        let mut rng = GameRng::seed_from_u64(seed);
        for seat in 0..g.players.len() as Seat {
            let d = g.determinize(seat, &mut rng);
            assert_eq!(g.observe(Viewer::Seat(seat)), d.observe(Viewer::Seat(seat)));
            for (k, dk) in g.tanks.iter().zip(&d.tanks) {
                assert_eq!(k.program.len(), dk.program.len());
                for ((c, dc), who) in k.program.iter().zip(&dk.program).zip(&k.known) {
                    if who & (1 << seat) != 0 {
                        assert_eq!(c, dc, "a card the seat knows stays");
                        kept += 1;
                    } else {
                        redealt += 1;
                    }
                }
            }
        }
    }
    assert!(
        kept > 1000 && redealt > 1000,
        "{kept} kept, {redealt} dealt again"
    );
}

#[test]
fn illegal_actions_change_nothing() {
    for seed in 0..200u64 {
        let o = random_options(seed);
        let (mut g, _, _) = conformance::random_game::<Robotanks>(&o, seed, seed as usize % 300);
        let Some(seat) = g.to_move().seats().first() else {
            continue;
        };
        let before = g.state_hash();
        let n = g.players.len() as Seat;
        let waiting = g.to_move().seats();
        let other = (0..n).find(|s| !waiting.contains(*s));
        let legal = g.legal_actions(seat);
        for a in coinop_robotanks::action::all() {
            if legal.contains(&a) {
                if let Some(o) = other {
                    assert!(matches!(
                        g.clone().apply(o, &a),
                        Err(ActionError::NotYourTurn { .. })
                    ));
                }
                continue;
            }
            let r = g.apply(seat, &a);
            assert!(r.is_err(), "{a:?} is not legal");
            assert_eq!(g.state_hash(), before);
        }
        assert!(g.apply(9, &Action::Roll).is_err());
        assert_eq!(g.state_hash(), before);
    }
}

/// Every phase is reached and every decision comes up in random play: the engine's
/// paths are exercised, not only the common ones.
#[test]
fn random_play_reaches_every_decision() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..400u64 {
        let o = random_options(seed);
        let mut g = Robotanks::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        while let Some(seat) = g.to_move().seats().first() {
            seen.insert(g.phase_name());
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            g.apply(seat, &a).unwrap();
        }
    }
    for phase in [
        "Setup",
        "Deactivation",
        "BankPick",
        "LookUp",
        "Programming",
        "Target",
        "Transwarp",
        "Drain",
        "Scan",
        "Virus",
    ] {
        assert!(seen.contains(phase), "{phase} never came up: {seen:?}");
    }
}

/// The heuristic's first programs (the computer's, and a person's deal done by Auto) give
/// a tank a lone Scan only when the hand holds nothing else that keeps a tank still: a
/// one-card Scan program asks its player which tank to scan every turn.
#[test]
fn the_heuristic_deal_gives_no_lone_scan_while_another_idle_card_is_at_hand() {
    use coinop_robotanks::action::Action;
    use coinop_robotanks::autoplay::choose;
    let mut programmed = 0;
    for seed in 0..60u64 {
        let o = RobotanksOptions {
            players: 2 + (seed % 3) as u8,
            ..Default::default()
        };
        let mut g = Robotanks::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        while let Some(seat) = g.to_move().seats().first() {
            if g.phase != coinop_robotanks::state::Phase::Setup {
                break;
            }
            let a = choose(&g, seat, &mut rng).unwrap();
            if let Action::Program(c) = a {
                programmed += 1;
                let hand = &g.players[seat as usize].hand;
                let other = hand.iter().any(|h| {
                    *h != Command::Scan
                        && h.motion()
                            .is_none_or(|m| matches!(m, coinop_robotanks::cards::Motion::Turn(_)))
                        && !matches!(
                            h.group(),
                            coinop_robotanks::cards::Group::DirectFire
                                | coinop_robotanks::cards::Group::IndirectFire
                        )
                        && *h != Command::SelfDestruct
                        && *h != Command::Transwarp
                });
                assert!(
                    c != Command::Scan || !other,
                    "seed {seed}: a lone Scan from {hand:?}"
                );
            }
            g.apply(seat, &a).unwrap();
        }
    }
    assert!(programmed > 100, "{programmed} first programs chosen");
}
