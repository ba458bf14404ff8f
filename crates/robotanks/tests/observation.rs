//! What an observation adds so a front end keeps no copy of the rules: each tank's direct
//! fire area, as the rule reckons it and as direct fire finds its targets; and the arena's
//! edge in the glossary.

use coinop_core::{Game, GameRng, Seat, ToMove, Viewer, Words, conformance};
use coinop_robotanks::arena::Object;
use coinop_robotanks::cards::Command;
use coinop_robotanks::hex::{Hex, Sector};
use coinop_robotanks::view::Observation;
use coinop_robotanks::{FIRE_RANGE, Robotanks, RobotanksOptions};
use rand::SeedableRng;

/// The direct fire area from the rulebook's words (RULINGS.md §1), hex by hex over the
/// map: within six, in the 60° wedge in front (its edge lines only with
/// `fire_area_edges`), or all round with a Turret up.
fn by_the_rule(g: &Robotanks, t: u8) -> Vec<Hex> {
    let k = &g.tanks[t as usize];
    let mut out: Vec<Hex> = g
        .arena
        .floor
        .iter()
        .chain(&g.arena.walls)
        .copied()
        .filter(|h| {
            let d = k.at.distance(*h);
            let wedge = match k.at.sector(k.facing, *h) {
                Sector::Inside => true,
                Sector::LeftEdge | Sector::RightEdge => g.options.fire_area_edges,
                Sector::Here | Sector::Outside => false,
            };
            (1..=FIRE_RANGE).contains(&d) && (wedge || k.face_up.contains(&Command::Turret))
        })
        .collect();
    out.sort();
    out
}

fn object_hex(o: &Observation, x: Object) -> Hex {
    match x {
        Object::Tank(t) => o.tanks[t as usize].at,
        Object::Post(c) => o.posts[c as usize].at,
    }
}

/// In random games, each tank's fire area as observed is the rule's, sent only for
/// tanks that can fire; whatever direct fire could target lies in it; and it comes back
/// from its compact JSON unchanged.
#[test]
fn each_tanks_fire_area_is_the_rules_and_holds_its_targets() {
    let mut turrets = 0;
    for seed in 0..40u64 {
        let o = RobotanksOptions {
            players: 2 + (seed % 3) as u8,
            fire_area_edges: seed % 4 != 0,
            ..Default::default()
        };
        let (g, _, _) = conformance::random_game::<Robotanks>(&o, seed, 40 + seed as usize * 20);
        let obs = g.observe(Viewer::Seat(0));
        for t in &obs.tanks {
            let k = &g.tanks[t.id as usize];
            let mut area = t.fire_area.clone();
            area.sort();
            if !k.present || k.wreck {
                assert!(area.is_empty(), "tank {}: no fire area", t.id);
                continue;
            }
            turrets += usize::from(k.face_up.contains(&Command::Turret));
            assert_eq!(area, by_the_rule(&g, t.id), "tank {}", t.id);
            for (x, range) in g.candidates(t.id) {
                let at = object_hex(&obs, x);
                assert!(area.contains(&at), "tank {}: its target {x:?}", t.id);
                assert_eq!(t.at.distance(at), range);
            }
        }
        let json = serde_json::to_value(&obs).unwrap();
        for t in json["tanks"].as_array().unwrap() {
            if let Some(area) = t.get("fire_area") {
                assert!(area[0].is_array(), "sent as [q, r] pairs: {area}");
            }
        }
        let back: Observation = serde_json::from_value(json).unwrap();
        assert_eq!(back, obs);
    }
    assert!(turrets > 0, "some tank had a Turret up");
}

/// The glossary's edge: every hex next to the map that is not on it, and nothing else.
#[test]
fn the_arenas_edge_rings_the_map() {
    let mut g = Robotanks::new_game(&RobotanksOptions::default(), 1).unwrap();
    let mut rng = GameRng::seed_from_u64(1);
    while let ToMove::Seats(s) = g.to_move() {
        if g.turns > 0 {
            break;
        }
        let seat: Seat = s.first().unwrap();
        let a = coinop_robotanks::autoplay::choose(&g, seat, &mut rng).unwrap();
        g.apply(seat, &a).unwrap();
    }
    let glossary = Robotanks::glossary(&g.observe(Viewer::Spectator));
    let edge: Vec<Hex> = serde_json::from_value::<Vec<[i16; 2]>>(glossary["edge"].clone())
        .unwrap()
        .into_iter()
        .map(|[q, r]| Hex::new(q, r))
        .collect();
    assert!(!edge.is_empty());
    let map: Vec<Hex> = g
        .arena
        .floor
        .iter()
        .chain(&g.arena.walls)
        .copied()
        .collect();
    for h in &edge {
        assert!(!g.arena.on_map(*h), "{h:?} is on the map");
        assert!(
            map.iter().any(|m| m.distance(*h) == 1),
            "{h:?} is next to the map"
        );
    }
    for m in &map {
        for f in coinop_robotanks::hex::Facing::ALL {
            let n = m.neighbour(f);
            assert!(g.arena.on_map(n) || edge.contains(&n), "{n:?} beside {m:?}");
        }
    }
}

/// The next card a seat is shown (RULINGS.md §50) is the one its tank executes, shown
/// only to a seat that remembers it, never to a spectator; and when that tank is the
/// first to move, the path and the bump shown are the ones execution makes.
#[test]
fn the_next_card_is_shown_to_who_remembers_it_and_traces_the_move_it_makes() {
    use coinop_robotanks::event::Event;
    let (mut shown, mut traced, mut bumped) = (0, 0, 0);
    for seed in 0..30u64 {
        let o = RobotanksOptions {
            players: 2 + (seed % 3) as u8,
            ..Default::default()
        };
        let mut g = Robotanks::new_game(&o, seed).unwrap();
        let mut rng = GameRng::seed_from_u64(seed);
        for _ in 0..600 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            for v in 0..g.players.len() as Seat {
                let obs = g.observe(Viewer::Seat(v));
                for t in &obs.tanks {
                    let k = &g.tanks[t.id as usize];
                    let remembers = k.present
                        && !k.wreck
                        && !k.inactive
                        && k.known.first().is_some_and(|w| w & (1 << v) != 0);
                    assert_eq!(t.next.is_some(), remembers, "seed {seed}, tank {}", t.id);
                    if let Some(n) = &t.next {
                        assert_eq!(n.card, k.program[0]);
                        shown += 1;
                    }
                }
            }
            assert!(
                g.observe(Viewer::Spectator)
                    .tanks
                    .iter()
                    .all(|t| t.next.is_none())
            );
            let before = g.observe(Viewer::Seat(seat));
            let Some(a) = coinop_robotanks::autoplay::choose(&g, seat, &mut rng) else {
                break;
            };
            let events = g.apply(seat, &a).unwrap();
            // The first tank to execute in this action, if nothing moved before it, and
            // what its owner was shown before (when the owner is the seat that acted).
            let Some(Event::Executes { tank, card, .. }) = events
                .iter()
                .find(|e| matches!(e, Event::Executes { .. } | Event::Moved { .. }))
            else {
                continue;
            };
            if g.seat_of(*tank) != Some(seat) {
                continue;
            }
            let Some(n) = &before.tanks[*tank as usize].next else {
                continue;
            };
            assert_eq!(n.card, *card, "seed {seed}");
            if card.motion().is_none() {
                continue;
            }
            let start = events
                .iter()
                .position(|e| matches!(e, Event::Executes { tank: t, .. } if t == tank))
                .unwrap();
            let its: Vec<&Event> = events[start + 1..]
                .iter()
                .take_while(|e| !matches!(e, Event::Executes { .. }))
                .collect();
            let path: Vec<Hex> = its
                .iter()
                .filter_map(|e| match e {
                    Event::Moved { tank: t, to, .. } if t == tank => Some(*to),
                    _ => None,
                })
                .collect();
            let bumps = its
                .iter()
                .any(|e| matches!(e, Event::Collided { tank: t, .. } if t == tank));
            assert_eq!(n.path, path, "seed {seed}: {card:?}");
            assert_eq!(n.bumps, bumps, "seed {seed}: {card:?}");
            traced += 1;
            bumped += usize::from(bumps);
        }
    }
    assert!(
        shown > 100 && traced > 20 && bumped > 0,
        "{shown} shown, {traced} traced, {bumped} bumped"
    );
}
