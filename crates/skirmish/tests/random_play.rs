//! Thousands of seeded games under random option sets: they end, keep the game's
//! invariants after every action, replay bit for bit, and refuse illegal actions without
//! changing anything.

use coinop_core::{Game, GameRng, conformance};
use coinop_skirmish::Skirmish;
use coinop_skirmish::arena::{self, Ground};
use coinop_skirmish::options::{
    AdvancedRules, AimedShot, BoltCorners, Heading, Missions, Placement, Readings, SkirmishOptions,
};
use rand::{RngExt, SeedableRng};

/// A random set of options that makes a game: any arena, any rules, the missions the
/// arena and rules allow.
pub fn random_options(seed: u64) -> SkirmishOptions {
    let mut rng = GameRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9));
    let arenas = arena::builtin();
    let a = &arenas[rng.random_range(0..arenas.len())];
    let mut rules = AdvancedRules::default();
    for name in AdvancedRules::NAMES {
        *rules.flag(name).expect("a rule") = rng.random_bool(0.5);
    }
    let missions = Missions {
        hold_pool: rules.repair && a.pools().next().is_some() && rng.random_bool(0.3),
        far_rank: rng.random_bool(0.3),
        destroy_walls: rules.wall_destruction && a.walls() >= 5 && rng.random_bool(0.3),
    };
    SkirmishOptions {
        arena: a.name.clone(),
        custom_arena: None,
        placement: if rng.random_bool(0.3) {
            Placement::InTurn
        } else {
            Placement::Arena
        },
        first_player: None,
        wrecks_stay: rng.random_bool(0.3),
        rules,
        compass: [Heading::N, Heading::E, Heading::S, Heading::W][rng.random_range(0..4)],
        missions,
        max_turns: 300,
        readings: Readings {
            aimed_shot: if rng.random_bool(0.5) {
                AimedShot::StaysPut
            } else {
                AimedShot::BeforeMoving
            },
            bolt_corners: if rng.random_bool(0.5) {
                BoltCorners::Pass
            } else {
                BoltCorners::Blocked
            },
        },
    }
}

/// Damage points in 0..=6; no two tanks on a space; a tank only on floor; a removed tank
/// only when destroyed (unless still being placed); movement within 6 points.
fn invariants(g: &Skirmish) {
    let mut seen = std::collections::HashSet::new();
    for (seat, row) in g.units.iter().enumerate() {
        for (n, u) in row.iter().enumerate() {
            assert!(u.hp <= 6, "G/O{} {}: hp {}", seat, n + 1, u.hp);
            if let Some(c) = u.at {
                assert!(seen.insert(c), "two tanks on {}", g.arena.name(c));
                assert_eq!(
                    g.ground[c as usize],
                    Ground::Floor,
                    "a tank on {} which is {:?}",
                    g.arena.name(c),
                    g.ground[c as usize]
                );
                assert!(
                    u.alive() || g.options().wrecks_stay,
                    "a destroyed tank left on the Zone"
                );
            } else if g.stage == coinop_skirmish::state::Stage::Playing {
                assert!(!u.alive(), "a live tank off the Zone");
            }
        }
    }
    assert!(g.turn.spent <= 6);
}

#[test]
fn thousands_of_random_games_end_and_keep_the_invariants() {
    for seed in 0..2000u64 {
        let options = random_options(seed);
        let mut game = Skirmish::new_game(&options, seed).expect("valid options");
        let mut rng = GameRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        let mut actions = 0;
        while let coinop_core::ToMove::Seats(seats) = game.to_move() {
            let seat = seats.first().expect("a seat");
            legal.clear();
            game.legal_actions_into(seat, &mut legal);
            assert!(
                !legal.is_empty(),
                "seed {seed}: no legal action\n{}",
                <Skirmish as coinop_core::Words>::board(
                    &game.observe(coinop_core::Viewer::Spectator)
                )
            );
            let a = legal[rng.random_range(0..legal.len())];
            game.apply(seat, &a)
                .unwrap_or_else(|e| panic!("seed {seed}: legal {a:?} refused: {e}"));
            invariants(&game);
            actions += 1;
            assert!(actions < 20_000, "seed {seed}: runaway game");
        }
        let o = game.outcome().expect("over");
        assert!(game.turns <= options.max_turns);
        assert_eq!(o.scores.len(), 2);
    }
}

#[test]
fn replays_reproduce_and_legal_means_legal_under_many_option_sets() {
    for k in 0..24u64 {
        let options = random_options(10_000 + k);
        conformance::replays_reproduce::<Skirmish>(&options, k * 3..k * 3 + 3, 3000);
        conformance::legal_means_legal::<Skirmish>(&options, k * 5..k * 5 + 5, 120);
        conformance::observations_hide_secrets::<Skirmish>(&options, k..k + 2, 100);
    }
}

#[test]
fn the_standard_game_and_all_rules_at_once_end() {
    let all = SkirmishOptions {
        rules: AdvancedRules::all(),
        ..Default::default()
    };
    conformance::random_games_end::<Skirmish>(&SkirmishOptions::default(), 200, 10_000, invariants);
    conformance::random_games_end::<Skirmish>(&all, 200, 10_000, invariants);
}

#[test]
fn bad_input_is_refused_in_words_and_changes_nothing() {
    let mut g = Skirmish::new_game(&SkirmishOptions::default(), 7).unwrap();
    let seat = g.to_move().seats().first().unwrap();
    let before = g.state_hash();
    for text in [
        "",
        "fly c4",
        "move",
        "move z99",
        "fire",
        "fire c4 twice",
        "fire c4 aim aim",
        "place c1",
        "repair now",
    ] {
        let r = g.parse_action(text).and_then(|a| g.apply(seat, &a));
        assert!(r.is_err(), "{text:?} accepted");
        assert_eq!(g.state_hash(), before, "{text:?} changed the game");
    }
    // The other seat may not act; a seat that does not exist may not either.
    let end = g.parse_action("end").unwrap();
    assert!(g.apply(1 - seat, &end).is_err());
    assert!(g.apply(5, &end).is_err());
    assert_eq!(g.state_hash(), before);
    // Options that make no game say why.
    for (o, why) in [
        (
            SkirmishOptions {
                arena: "nowhere".into(),
                ..Default::default()
            },
            "no arena called",
        ),
        (
            SkirmishOptions {
                first_player: Some(2),
                ..Default::default()
            },
            "first_player 2",
        ),
        (
            SkirmishOptions {
                missions: Missions {
                    destroy_walls: true,
                    ..Default::default()
                },
                ..Default::default()
            },
            "Wall Destruction",
        ),
        (
            SkirmishOptions {
                rules: AdvancedRules {
                    repair: true,
                    ..Default::default()
                },
                missions: Missions {
                    hold_pool: true,
                    ..Default::default()
                },
                ..Default::default()
            },
            "has none",
        ),
    ] {
        let e = Skirmish::new_game(&o, 0).unwrap_err().to_string();
        assert!(e.contains(why), "{e}");
    }
}

#[test]
fn arena_files_are_checked() {
    let head = "[[arena]]\nname = \"x\"\ntitle = \"X\"\n";
    let bad = [
        (
            "map = \"\"\"\nG1 G2 G3\n. . .\nO1 O2 O3\n\"\"\"\ntiles = [\"a1 3x2\"]\n",
            "tile",
        ),
        (
            "map = \"\"\"\nG1 G2\n. . .\nO1 O2 O3\n\"\"\"\n",
            "row 2 has 3 spaces",
        ),
        (
            "map = \"\"\"\nG1 G2 G3\n. ? .\nO1 O2 O3\n\"\"\"\n",
            "\"?\" at b2",
        ),
        (
            "map = \"\"\"\nG1 G2 G1\n. . .\nO1 O2 O3\n\"\"\"\n",
            "G1 stands twice",
        ),
        (
            "map = \"\"\"\nG1 G2 .\n. . .\nO1 O2 O3\n\"\"\"\n",
            "no space for G3",
        ),
        (
            "map = \"\"\"\nG1 G2 G3\n. . .\nO1 O2 O3\n\"\"\"\nextra = 1\n",
            "unknown field",
        ),
    ];
    for (body, why) in bad {
        let e = arena::load(&format!("{head}{body}")).unwrap_err();
        assert!(e.contains(why), "{why:?} not in {e:?}");
    }
    let ok = arena::load(&format!(
        "{head}map = \"\"\"\nG1 G2 G3\n. # P\nO1 O2 O3\n\"\"\"\ntiles = [\"a1 3x3\"]\n"
    ))
    .unwrap();
    assert_eq!(ok[0].walls(), 1);
    // Every ready-made arena loads, and looks the same from either side.
    for a in arena::builtin() {
        let (w, h) = (a.width as i32, a.height as i32);
        let at = |x: i32, y: i32| a.ground[(y * w + x) as usize];
        let turned = (0..h).all(|y| (0..w).all(|x| at(x, y) == at(w - 1 - x, h - 1 - y)));
        let mirrored = (0..h).all(|y| (0..w).all(|x| at(x, y) == at(x, h - 1 - y)));
        assert!(
            turned || mirrored,
            "arena {} is not the same from either side",
            a.name
        );
    }
}

/// Every ready-made arena is fair by construction: turned half round or mirrored
/// north–south it is the same Zone, each tank's starting space going to the enemy tank
/// of the same number (so tanks 1, 2, 3 move in the same places on both sides). The
/// balance report found Long Hall numbered as a mirror while its walls turn: Green's
/// tank 1 started where Orange's tank 3 should have.
#[test]
fn each_ready_made_arena_is_the_same_from_either_side() {
    use coinop_skirmish::arena::builtin;
    for a in builtin() {
        let (w, h) = (a.width as i32, a.height as i32);
        let turned = |c: u16| {
            let (x, y) = a.xy(c);
            a.cell(w - 1 - x, h - 1 - y).unwrap()
        };
        let mirrored = |c: u16| {
            let (x, y) = a.xy(c);
            a.cell(x, h - 1 - y).unwrap()
        };
        let fair = |map: &dyn Fn(u16) -> u16| {
            (0..a.cells() as u16).all(|c| a.ground[c as usize] == a.ground[map(c) as usize])
                && (0..3).all(|n| map(a.starts[0][n]) == a.starts[1][n])
        };
        assert!(
            fair(&turned) || fair(&mirrored),
            "arena {} differs between the sides (ground or tank numbers)",
            a.name
        );
    }
}

/// Arenas and options an attack found that could not make a game — a placement with no
/// room, a far rank reached at the start, tanks that can destroy each other before
/// anyone has moved, a game of 65,535 turns — are refused in words.
#[test]
fn options_that_would_not_make_a_game_are_refused() {
    use coinop_skirmish::arena::ArenaSpec;
    use coinop_skirmish::options::Placement;
    let laid = |map: &str| SkirmishOptions {
        custom_arena: Some(ArenaSpec {
            name: "mine".into(),
            title: String::new(),
            note: String::new(),
            map: map.into(),
            tiles: Vec::new(),
            test_position: false,
        }),
        ..Default::default()
    };
    let refused = |o: &SkirmishOptions, want: &str| {
        let e = Skirmish::new_game(o, 1).expect_err("refused").to_string();
        assert!(e.contains(want), "{want:?} not in {e:?}");
    };
    // Close enough for an aimed shot that cannot miss.
    refused(&laid("O1 O2 O3\n.  #  .\nG1 G2 G3"), "start 2 apart");
    // Only a scenario's own code sets up a test position: not an arena's name (once the
    // way it was told), nor a table's options.
    let mut named_so = laid("O1 O2 O3\n.  #  .\nG1 G2 G3");
    named_so.custom_arena.as_mut().unwrap().name = "scenario".into();
    refused(&named_so, "start 2 apart");
    let mut json = serde_json::to_value(&named_so).unwrap();
    json["custom_arena"]["test_position"] = true.into();
    let e = serde_json::from_value::<SkirmishOptions>(json).unwrap_err();
    assert!(e.to_string().contains("unknown field"), "{e}");
    let far = "O1 O2 O3\n. . .\n. . .\n. . .\n. # .\nG1 G2 G3";
    assert!(Skirmish::new_game(&laid(far), 1).is_ok());
    // Placing in turn on a half with two floor spaces.
    let mut o = laid("O1 O2 O3\nG1 G2 G3\n. . .\n# # #\n. # #\n# # #");
    o.placement = Placement::InTurn;
    refused(&o, "Green's half");
    // The far rank, won before the first turn.
    let mut o = laid(far);
    o.missions.far_rank = true;
    assert!(Skirmish::new_game(&o, 1).is_ok());
    let mut o = laid("O1 O2 O3 . . . . . . G1 G2 G3");
    o.missions.far_rank = true;
    refused(&o, "one row");
    let o = SkirmishOptions {
        max_turns: 65535,
        ..Default::default()
    };
    refused(&o, "max_turns must be 1 to 1000");
    // A title left out is the name.
    assert_eq!(
        Skirmish::new_game(&laid(far), 1).unwrap().arena.title,
        "mine"
    );
}
