//! Tests every engine must pass, written once against the [`Game`] trait (OpenSpiel's
//! `RandomSimTest` in spirit). Each game crate calls these from its own test binary.

use crate::{ActionError, Game, GameRng, Replay, Seat, ToMove, Viewer};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// Plays one game with uniformly random legal actions. Seats acting simultaneously are
/// served in a random order. Returns the game, its replay and the number of actions.
pub fn random_game<G: Game>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
) -> (G, Replay, usize) {
    let mut game = G::new_game(options, seed).expect("options are valid");
    let mut replay = Replay::start::<G>(options, seed);
    let mut rng = GameRng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut n = 0;
    while n < max_actions {
        let ToMove::Seats(seats) = game.to_move() else {
            break;
        };
        assert!(!seats.is_empty(), "ToMove::Seats is never empty");
        let seat = seats
            .nth(rng.random_range(0..seats.len()))
            .expect("non-empty");
        legal.clear();
        game.legal_actions_into(seat, &mut legal);
        assert!(
            !legal.is_empty(),
            "seat {seat} is to move but has no legal action:\n{game:?}"
        );
        let a = legal.choose(&mut rng).expect("non-empty").clone();
        events.clear();
        game.apply_into(seat, &a, &mut events)
            .unwrap_or_else(|e| panic!("legal action {a:?} refused: {e}"));
        replay.push::<G>(seat, &a);
        n += 1;
    }
    replay.finish(&game);
    (game, replay, n)
}

/// Plays `game` to its end with uniformly random legal actions, the first seat to move
/// deciding, keeping nothing but the count of decisions: the engine's own speed, for
/// benchmarks.
pub fn play_out<G: Game>(game: &mut G, rng: &mut GameRng) -> u32 {
    let mut legal = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(64);
    let mut decisions = 0;
    while let ToMove::Seats(seats) = game.to_move() {
        let seat = seats.first().expect("never empty");
        legal.clear();
        game.legal_actions_into(seat, &mut legal);
        let a = legal
            .choose(rng)
            .expect("a seat to move has a legal action")
            .clone();
        events.clear();
        game.apply_into(seat, &a, &mut events)
            .expect("legal actions apply");
        decisions += 1;
    }
    decisions
}

/// Random games end (or reach the cap the game documents), and `check` holds after
/// every action.
pub fn random_games_end<G: Game>(
    options: &G::Options,
    games: u64,
    max_actions: usize,
    check: impl Fn(&G),
) {
    for seed in 0..games {
        let mut game = G::new_game(options, seed).expect("options are valid");
        let mut rng = GameRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        let mut events = Vec::new();
        check(&game);
        for _ in 0..max_actions {
            let ToMove::Seats(seats) = game.to_move() else {
                break;
            };
            let seat = seats
                .nth(rng.random_range(0..seats.len()))
                .expect("non-empty");
            legal.clear();
            game.legal_actions_into(seat, &mut legal);
            assert!(
                !legal.is_empty(),
                "seed {seed}: seat {seat} to move with no legal action"
            );
            let a = legal.choose(&mut rng).expect("non-empty").clone();
            events.clear();
            game.apply_into(seat, &a, &mut events)
                .expect("legal actions apply");
            check(&game);
        }
        assert!(
            game.to_move().is_terminal(),
            "seed {seed}: game still running after {max_actions} actions"
        );
        let outcome = game.outcome().expect("a finished game has an outcome");
        assert_eq!(outcome.scores.len(), game.num_seats());
    }
}

/// Same options, seed and actions → the same state hash; and the replay checks.
pub fn replays_reproduce<G: Game>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    max_actions: usize,
) {
    for seed in seeds {
        let (game, replay, _) = random_game::<G>(options, seed, max_actions);
        let json = replay.to_json();
        let again = Replay::from_json(&json).expect("replay parses");
        let replayed: G = again.play(|_, _, _, _| {}).expect("replay reproduces");
        assert_eq!(replayed.state_hash(), game.state_hash());
        // The state itself round-trips through JSON.
        let text = serde_json::to_string(&game).expect("state serializes");
        let back: G = serde_json::from_str(&text).expect("state deserializes");
        assert_eq!(
            back.state_hash(),
            game.state_hash(),
            "seed {seed}: serde round trip changed the state"
        );
    }
}

/// "Legal means legal": at random points of random games, every action id is accepted
/// exactly when it is listed as legal, and a refused action changes nothing.
pub fn legal_means_legal<G: Game>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    probes: usize,
) {
    for seed in seeds {
        let mut rng = GameRng::seed_from_u64(seed);
        let steps = rng.random_range(0..probes.max(1));
        let (game, _, _) = random_game::<G>(options, seed, steps);
        let before = game.state_hash();
        let n = game.num_distinct_actions();
        for seat in 0..game.num_seats() as Seat {
            let legal = game.legal_actions(seat);
            for a in &legal {
                assert_eq!(
                    game.action_from_id(game.action_id(a)).as_ref(),
                    Ok(a),
                    "id round trip"
                );
                assert!(game.action_id(a) < n);
                assert_eq!(
                    game.parse_action(&game.action_text(a)).as_ref(),
                    Ok(a),
                    "text round trip"
                );
            }
            for id in 0..n {
                let a = game.action_from_id(id).expect("every id below n decodes");
                let mut g = game.clone();
                let r = g.apply(seat, &a);
                assert_eq!(
                    r.is_ok(),
                    legal.contains(&a),
                    "seed {seed} seat {seat} action {a:?}: {r:?}"
                );
                if r.is_err() {
                    assert_eq!(g.state_hash(), before, "a refused action changed the state");
                }
            }
        }
        assert!(matches!(
            game.action_from_id(n),
            Err(ActionError::UnknownId { .. })
        ));
        let mut g = game.clone();
        let bad_seat = g.num_seats() as Seat;
        if let Some(a) = game
            .legal_actions(game.to_move().seats().first().unwrap_or(0))
            .first()
        {
            assert!(matches!(
                g.apply(bad_seat, a),
                Err(ActionError::NoSuchSeat { .. })
            ));
            assert_eq!(g.state_hash(), before);
        }
    }
}

/// Observations of a seat do not change when only what that seat cannot see changes:
/// two determinizations for `seat` must look the same to it (and to a spectator).
pub fn observations_hide_secrets<G: Game>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    steps: usize,
) where
    G::Observation: PartialEq,
{
    for seed in seeds {
        let mut rng = GameRng::seed_from_u64(seed);
        let at = rng.random_range(0..steps.max(1));
        let (game, _, _) = random_game::<G>(options, seed, at);
        for seat in 0..game.num_seats() as Seat {
            let a = game.determinize(seat, &mut rng);
            let b = game.determinize(seat, &mut rng);
            let view =
                |g: &G, v| serde_json::to_value(g.observe(v)).expect("observations serialize");
            assert_eq!(
                view(&game, Viewer::Seat(seat)),
                view(&a, Viewer::Seat(seat)),
                "seed {seed} seat {seat}"
            );
            assert_eq!(
                view(&a, Viewer::Seat(seat)),
                view(&b, Viewer::Seat(seat)),
                "seed {seed} seat {seat}"
            );
            assert_eq!(
                view(&a, Viewer::Spectator),
                view(&b, Viewer::Spectator),
                "seed {seed}"
            );
        }
    }
}

/// The replays in `dir`, each file's path with it, sorted by name.
fn recorded_replays(dir: &str) -> Vec<(String, Replay)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("replay folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            (f.display().to_string(), Replay::from_json(&text).unwrap())
        })
        .collect()
}

/// Games recorded by an older engine `version` (at least `least` of them in `dir`) still
/// verify, bit for bit, under that version's rules ([`Game::options_for_version`]), and
/// end.
pub fn old_replays_verify<G: Game>(dir: &str, version: u32, least: usize) {
    let replays = recorded_replays(dir);
    assert!(replays.len() >= least, "the recorded replays are missing");
    for (f, replay) in &replays {
        assert_eq!(replay.engine_version, version, "{f}");
        let game: G = replay
            .play(|_: &G, _, _, _| {})
            .unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(game.outcome().is_some(), "{f}");
    }
}

/// A table stored under an older engine `version` goes on under that version's rules
/// through the erased entry a server loads it by; today's rules make another game of the
/// same actions (for each replay named in `differ`, or every one when `None`); a version
/// from the future is refused with a reason.
pub fn old_tables_load<G: crate::Words>(dir: &str, version: u32, differ: Option<&[&str]>) {
    let entry = crate::GameEntry::of::<G>();
    let replays = recorded_replays(dir);
    for (f, replay) in &replays {
        let mut g = (entry.recorded)(version, &replay.options, replay.seed).unwrap();
        for s in &replay.actions {
            g.apply_json(s.seat, &s.action).unwrap();
        }
        assert_eq!(g.state_hash(), replay.final_hash, "{f}");
        if differ.is_some_and(|names| !names.iter().any(|n| f.ends_with(n))) {
            continue;
        }
        let mut now = (entry.recorded)(G::ENGINE_VERSION, &replay.options, replay.seed).unwrap();
        let same = replay
            .actions
            .iter()
            .all(|s| now.apply_json(s.seat, &s.action).is_ok())
            && now.state_hash() == replay.final_hash;
        assert!(
            !same,
            "{f}: version {} should not replay version {version}'s game unchanged",
            G::ENGINE_VERSION
        );
    }
    let (_, replay) = &replays[0];
    let err = (entry.recorded)(G::ENGINE_VERSION + 1, &replay.options, replay.seed)
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("newer than this build"), "{err}");
}

/// A game's tensors ([`Tensor`](crate::Tensor)) keep their shape through random games, hold
/// finite numbers, look the same to a seat in every determinization for it (so they carry
/// nothing it may not see), and tell positions apart: over a game, a seat's tensor takes
/// many values, not a constant.
pub fn tensors_fit<G: crate::Tensor>(options: &G::Options, seeds: std::ops::Range<u64>) {
    let len = G::tensor_len(options);
    assert!(len > 0, "an empty tensor shape");
    let mut a = vec![f32::NAN; len];
    let mut b = vec![f32::NAN; len];
    for seed in seeds {
        let mut game = G::new_game(options, seed).expect("options are valid");
        let mut rng = GameRng::seed_from_u64(seed ^ 0x5eed);
        let mut seen = std::collections::HashSet::new();
        let mut steps = 0;
        loop {
            for viewer in (0..game.num_seats() as Seat)
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
            {
                a.fill(f32::NAN);
                game.encode_for(viewer, &mut a);
                assert!(
                    a.iter().all(|x| x.is_finite()),
                    "seed {seed} step {steps} {viewer:?}: an entry not written or not finite"
                );
                assert_eq!(G::tensor_len(game.options()), len, "the shape changed");
                if let Viewer::Seat(seat) = viewer {
                    let other = game.determinize(seat, &mut rng);
                    b.fill(f32::NAN);
                    other.encode_for(viewer, &mut b);
                    assert!(
                        a == b,
                        "seed {seed} step {steps}: seat {seat}'s tensor differs in a determinization for it"
                    );
                    if seat == 0 {
                        seen.insert(a.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
                    }
                }
            }
            let ToMove::Seats(seats) = game.to_move() else {
                break;
            };
            let seat = seats.first().expect("never empty");
            let legal = game.legal_actions(seat);
            let action = legal.choose(&mut rng).expect("a legal action").clone();
            game.apply(seat, &action).expect("a legal action applies");
            steps += 1;
            if steps >= 400 {
                break;
            }
        }
        assert!(
            seen.len() * 4 >= steps.min(40),
            "seed {seed}: seat 0's tensor took only {} values over {steps} steps",
            seen.len()
        );
    }
}
