//! What the observation tells the seat whose turn it is, so no front end copies a rule:
//! where its tank can go (and the moves there) and what each shot would roll.

use super::random_play::random_options;
use coinop_core::{Game, GameRng, ToMove, Viewer};
use coinop_skirmish::event::Event;
use coinop_skirmish::{Action, Skirmish};
use rand::{RngExt, SeedableRng};

/// Positions of random games, each after a random number of actions.
fn positions(games: u64) -> Vec<Skirmish> {
    let mut out = Vec::new();
    for seed in 0..games {
        let options = random_options(seed);
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
