//! What the observation tells the seat whose turn it is, so no front end copies a rule:
//! where its tank can go (and the moves there) and what each shot would roll.

use super::random_play::random_options;
use coinop_core::{Game, GameRng, ToMove, Viewer};
use coinop_skirmish::event::Event;
use coinop_skirmish::{Action, Skirmish, SkirmishOptions};
use rand::{RngExt, SeedableRng};

/// Positions of random games, each after a random number of actions.
fn positions(games: u64) -> Vec<Skirmish> {
    positions_of(games, random_options)
}

/// Positions of random games under the options `options` gives each seed.
fn positions_of(games: u64, options: impl Fn(u64) -> SkirmishOptions) -> Vec<Skirmish> {
    let mut out = Vec::new();
    for seed in 0..games {
        let options = options(seed);
        let mut g = Skirmish::new_game(&options, seed).expect("valid options");
        let mut rng = GameRng::seed_from_u64(seed ^ 0x5eed);
        while let ToMove::Seats(seats) = g.to_move() {
            out.push(g.clone());
            let seat = seats.first().unwrap();
            let legal = g.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())];
            g.apply(seat, &a).unwrap();
        }
    }
    out
}

/// Every space in `reach` is reached by its moves, each legal when it is taken, at its
/// cost; every empty neighbour a legal move steps onto is there; and only the seat whose
/// turn it is is told.
#[test]
fn each_reachable_space_is_reached_by_its_legal_moves() {
    let mut checked = 0;
    for g in positions(30) {
        let ToMove::Seats(seats) = g.to_move() else {
            continue;
        };
        let seat = seats.first().unwrap();
        assert!(g.observe(Viewer::Seat(1 - seat)).reach.is_empty());
        assert!(g.observe(Viewer::Spectator).reach.is_empty());
        let view = g.observe(Viewer::Seat(seat));
        let id = g.active_unit();
        let mut spaces: Vec<u16> = view.reach.iter().map(|r| r.to).collect();
        spaces.dedup();
        assert_eq!(spaces.len(), view.reach.len(), "a space offered twice");
        for r in &view.reach {
            let mut h = g.clone();
            for a in &r.actions {
                assert!(
                    h.legal_actions(seat).contains(a),
                    "{a:?} on the way to {} is not legal",
                    g.arena.name(r.to)
                );
                let events = h.apply(seat, a).expect("legal");
                assert!(events.iter().all(|e| matches!(e, Event::Moved { .. })));
            }
            assert_eq!(
                h.unit(id).at,
                Some(r.to),
                "the moves do not end on the space"
            );
            assert_eq!(
                h.turn.spent - g.turn.spent,
                r.cost,
                "the cost is not what it was"
            );
            assert_eq!(g.path(r.to).unwrap().len(), r.actions.len());
            checked += 1;
        }
        for a in g.legal_actions(seat) {
            if let Action::Move { to } = a
                && g.unit_at(to).is_none()
            {
                assert!(
                    view.reach.iter().any(|r| r.to == to),
                    "a legal step to {} is not offered",
                    g.arena.name(to)
                );
            }
        }
    }
    assert!(checked > 1000, "only {checked} spaces checked");
}

/// Each shot's dice are the dice a shot rolls (or none, for an automatic hit), from the
/// distance the rulebook measures.
#[test]
fn each_shots_dice_are_what_the_shot_rolls() {
    let mut checked = 0;
    for g in positions(40) {
        let ToMove::Seats(seats) = g.to_move() else {
            continue;
        };
        let seat = seats.first().unwrap();
        let view = g.observe(Viewer::Seat(seat));
        let fires: Vec<Action> = g
            .legal_actions(seat)
            .into_iter()
            .filter(|a| matches!(a, Action::Fire { .. }))
            .collect();
        assert_eq!(view.shots.len(), fires.len(), "a shot without its dice");
        // A sample of them: with Target Anything a tank has a shot at every space.
        for shot in view.shots.iter().step_by(7) {
            let want = shot.distance - if shot.aimed { 2 } else { 0 }
                + if shot.from_token { 2 } else { 0 };
            assert_eq!(shot.dice, want.min(coinop_skirmish::MAX_DICE));
            let mut h = g.clone();
            let a = Action::Fire {
                target: shot.target,
                from_token: shot.from_token,
                aimed: shot.aimed,
            };
            let events = h.apply(seat, &a).expect("a shot offered is legal");
            let fired = events.iter().find_map(|e| match e {
                Event::Fired { dice, .. } => Some(*dice),
                _ => None,
            });
            assert_eq!(fired.map(|d| d.min(10)), Some(shot.dice));
            let rolled = events.iter().find_map(|e| match e {
                Event::Rolled { dice } => Some(dice.len() as i32),
                _ => None,
            });
            if shot.dice < 1 {
                assert!(events.contains(&Event::AutoHit) && rolled.is_none());
            } else {
                assert_eq!(rolled, Some(shot.dice), "{a:?}");
            }
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} shots checked");
}

/// The shape a front end reads, as documented on `Reach` and `ShotView`.
#[test]
fn reach_and_shots_serialize_as_documented() {
    let mut g = Skirmish::new_game(&Default::default(), 5).unwrap();
    let seat = g.to_move().seats().first().unwrap();
    let view = serde_json::to_value(g.observe(Viewer::Seat(seat))).unwrap();
    let r = &view["reach"][0];
    assert!(r["to"].is_u64() && r["cost"].is_u64());
    assert!(r["actions"][0]["Move"]["to"].is_u64());
    let s = &view["shots"][0];
    for key in [
        "target",
        "from_token",
        "aimed",
        "distance",
        "dice",
        "first_in_line",
    ] {
        assert!(s.get(key).is_some(), "no {key} in {s}");
    }
    // Once it has fired and stays put (aimed), there is nowhere to go.
    let aimed = g
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::Fire { aimed: true, .. }))
        .unwrap();
    g.apply(seat, &aimed).unwrap();
    if g.to_move().seats().contains(seat) {
        assert!(g.observe(Viewer::Seat(seat)).reach.is_empty());
    }
}

/// A shot's outcomes, as a search weighs them: their odds sum to 1, a shot at a full
/// tank deals on average what its dice give (`odds`), and whatever the dice really do,
/// the Zone after is one of them (a miss with Collateral Damage excepted: those are
/// drawn). An action that is no legal shot is refused.
#[test]
fn a_shots_outcomes_are_what_its_dice_can_do() {
    let (mut checked, mut means) = (0, 0);
    let mut rng = GameRng::seed_from_u64(7);
    let standard = positions_of(10, |_| SkirmishOptions::default());
    for g in positions(40).into_iter().chain(standard) {
        let ToMove::Seats(seats) = g.to_move() else {
            continue;
        };
        let seat = seats.first().unwrap();
        assert!(
            g.shot_outcomes(1 - seat, &Action::End, 3, &mut rng)
                .is_err()
        );
        if !g.legal_actions(seat).contains(&Action::End) {
            continue;
        }
        assert!(g.shot_outcomes(seat, &Action::End, 3, &mut rng).is_err());
        let view = g.observe(Viewer::Seat(seat));
        for shot in view.shots.iter().step_by(5) {
            let a = Action::Fire {
                target: shot.target,
                from_token: shot.from_token,
                aimed: shot.aimed,
            };
            let outcomes = g.shot_outcomes(seat, &a, 3, &mut rng).expect("legal shot");
            let total: f64 = outcomes.iter().map(|(p, _)| p).sum();
            assert!((total - 1.0).abs() < 1e-9, "{a:?}: odds sum to {total}");
            let zone = |h: &Skirmish| h.observation_hash(Viewer::Spectator);
            let keys: Vec<u64> = outcomes.iter().map(|(_, h)| zone(h)).collect();
            let target = g.unit_at(shot.target).filter(|u| u.seat != seat);
            let rules = g.options().rules;
            // What else a shot can do to its target: a bolt stopped on the way, a
            // blast, the floor giving way.
            let plain = !(rules.collateral_damage
                || rules.energy_bolts
                || rules.blast
                || rules.floor_destruction);
            if let Some(t) = target
                && plain
                && g.unit(t).hp == 6
            {
                let dealt: f64 = outcomes
                    .iter()
                    .map(|(p, h)| p * f64::from(6 - h.unit(t).hp))
                    .sum();
                let (_, mean) = coinop_skirmish::odds(shot.dice);
                assert!((dealt - mean).abs() < 1e-9, "{a:?}: {dealt} against {mean}");
                means += 1;
            }
            for k in 0..6u64 {
                let mut h = g.determinize(seat, &mut GameRng::seed_from_u64(k));
                let events = h.apply(seat, &a).expect("legal");
                let missed = events
                    .iter()
                    .any(|e| matches!(e, Event::Rolled { dice } if dice.contains(&1)));
                if missed && rules.collateral_damage {
                    continue;
                }
                assert!(
                    keys.contains(&zone(&h)),
                    "{a:?}: {events:?} is none of its outcomes"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 300, "only {checked} shots checked");
    assert!(means > 20, "only {means} means checked");
}
