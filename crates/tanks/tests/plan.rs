//! The trace of a plan being composed (`Observation::plan`): where a seat's laid
//! maneuvers would take its tank — straight on, into a wall, into water, sliding on ice,
//! off the Island — and that nobody but that seat is shown it.

use coinop_core::{Game, Viewer};
use coinop_tanks::Tanks;
use coinop_tanks::board::Dir;
use coinop_tanks::view::{Halt, PlanLeg, PlanStop, PlanTrace};
use serde_json::json;

/// A 6×6 board drawn as in scenario files, P1 at `at` facing `facing` holding
/// `hand`, P2's tank at `p2`; then P1 lays `cards` ("m1 A2", …).
fn laid(map: &str, island: bool, at: &str, facing: &str, p2: &str, cards: &[&str]) -> Tanks {
    let options = if island {
        "[options]\nvariants = { island = true }\n"
    } else {
        ""
    };
    let text = format!(
        "game = \"tanks\"\nrule = \"test\"\n{options}[board]\nmap = \"\"\"\n{map}\n\"\"\"\n\
         eagle = \"a1\"\n\
         [[tank]]\nat = \"{at}\"\nfacing = \"{facing}\"\nhand = \"A1 A2 A3 L R U L\"\n\
         [[tank]]\nat = \"{p2}\"\nfacing = \"S\"\nhand = \"A1 A2 A3 L R U R\"\n"
    );
    let mut g: Tanks = coinop_scenario::Scenario::parse(&text)
        .unwrap()
        .build()
        .unwrap();
    for c in cards {
        let a = g.parse_action(c).unwrap();
        g.apply(0, &a).unwrap();
    }
    g
}

fn plan(g: &Tanks) -> PlanTrace {
    g.observe(Viewer::Seat(0))
        .plan
        .expect("P1 is planning with cards laid")
}

fn cells(g: &Tanks, names: &[&str]) -> Vec<u16> {
    names
        .iter()
        .map(|n| g.board().parse_cell(n).unwrap())
        .collect()
}

/// The spaces the legs go through, in order, from the first one's start.
fn way(g: &Tanks, t: &PlanTrace) -> Vec<String> {
    let mut v: Vec<String> = t
        .legs
        .first()
        .map(|l| g.board().name(l.from))
        .into_iter()
        .collect();
    v.extend(t.legs.iter().map(|l| g.board().name(l.to)));
    v
}

fn stop(g: &Tanks, t: &PlanTrace, m: usize) -> Option<(String, Dir, bool, bool, Option<Halt>)> {
    t.stops[m].map(|s| (g.board().name(s.cell), s.facing, s.sure, s.lost, s.why))
}

const OPEN: &str = ". . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .";

#[test]
fn a_straight_drive_then_a_turn() {
    let g = laid(OPEN, false, "c6", "N", "f1", &["m1 A2", "m2 R"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5", "c4"]);
    assert!(t.legs.iter().all(|l| l.sure && l.maneuver == 0));
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c4".into(), Dir::N, true, false, None))
    );
    assert_eq!(
        stop(&g, &t, 1),
        Some(("c4".into(), Dir::E, true, false, None))
    );
    // The shape the browser reads.
    let [c6, c5] = cells(&g, &["c6", "c5"])[..] else {
        unreachable!()
    };
    let v = serde_json::to_value(&t).unwrap();
    assert_eq!(
        v["legs"][0],
        json!({"maneuver": 0, "from": c6, "to": c5, "sure": true})
    );
    assert_eq!(v["stops"][1]["facing"], "E");
    assert_eq!(v["stops"][1]["why"], serde_json::Value::Null);
}

#[test]
fn a_wall_or_a_brick_stops_the_drive() {
    let map = ". . . . . .\n. . . . . .\n. . # . . .\n. . . . . .\n. . . . . .\n. . . . . .";
    let g = laid(map, false, "c6", "N", "f1", &["m1 A3", "m2 L"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5", "c4"]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c4".into(), Dir::N, true, false, Some(Halt::Wall)))
    );
    // The 2nd maneuver drove nowhere: no early end.
    assert_eq!(
        stop(&g, &t, 1),
        Some(("c4".into(), Dir::W, true, false, None))
    );
    let map = ". . . . . .\n. . . . . .\n. . . . . .\n. . B . . .\n. . . . . .\n. . . . . .";
    let g = laid(map, false, "c6", "N", "f1", &["m1 A2"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5"]);
    assert_eq!(t.stops[0].unwrap().why, Some(Halt::Wall));
}

#[test]
fn water_sinks_the_tank_and_nothing_follows() {
    let map = ". . . . . .\n. . . . . .\n. . . . . .\n. . ~ . . .\n. . . . . .\n. . . . . .";
    let g = laid(map, false, "c6", "N", "f1", &["m1 A3", "m2 A1"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5", "c4"]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c4".into(), Dir::N, true, true, Some(Halt::Water)))
    );
    assert_eq!(t.stops[1], None);
}

#[test]
fn ice_slides_on_until_other_ground_or_an_obstacle() {
    let map = ". . . . . .\n. . . . . .\n. . . . . .\n. . i . . .\n. . i . . .\n. . . . . .";
    let g = laid(map, false, "c6", "N", "f1", &["m1 A1", "m2 R"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5", "c4", "c3"]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c3".into(), Dir::N, true, false, None))
    );
    let map = ". . . . . .\n. . . . . .\n. . # . . .\n. . i . . .\n. . i . . .\n. . . . . .";
    let g = laid(map, false, "c6", "N", "f1", &["m1 A1", "m2 R"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c6", "c5", "c4"]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c4".into(), Dir::N, true, false, Some(Halt::Wall)))
    );
}

#[test]
fn the_islands_edge_loses_the_tank_and_the_boards_edge_stops_it() {
    let g = laid(OPEN, true, "c2", "N", "f6", &["m1 A3", "m2 L"]);
    let t = plan(&g);
    assert_eq!(way(&g, &t), ["c2", "c1"]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c1".into(), Dir::N, true, true, Some(Halt::Off)))
    );
    assert_eq!(t.stops[1], None);
    let g = laid(OPEN, false, "c2", "N", "f6", &["m1 A3", "m2 L"]);
    let t = plan(&g);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c1".into(), Dir::N, true, false, Some(Halt::Wall)))
    );
    assert_eq!(
        stop(&g, &t, 1),
        Some(("c1".into(), Dir::W, true, false, None))
    );
}

/// A tank in the way may be pushed, or move first: from it on, the way is unsure.
#[test]
fn a_tank_in_the_way_makes_the_rest_unsure() {
    let g = laid(OPEN, false, "c6", "N", "c4", &["m1 A3", "m2 R"]);
    let t = plan(&g);
    let sure: Vec<bool> = t.legs.iter().map(|l| l.sure).collect();
    assert_eq!(sure, [true, false, false]);
    assert_eq!(
        stop(&g, &t, 0),
        Some(("c3".into(), Dir::N, false, false, None))
    );
    assert!(!t.stops[1].unwrap().sure);
}

/// Only the planning seat sees its plan: not a spectator, not another seat, and not
/// once the round has moved on; a committed plan is still shown while others plan.
#[test]
fn only_the_planner_sees_the_trace_and_only_while_planning() {
    let mut g = laid(OPEN, false, "c6", "N", "f1", &["m1 A1"]);
    assert_eq!(plan(&g).stops.len(), 2);
    assert_eq!(
        plan(&g).legs,
        [PlanLeg {
            maneuver: 0,
            from: cells(&g, &["c6"])[0],
            to: cells(&g, &["c5"])[0],
            sure: true
        }]
    );
    assert_eq!(
        plan(&g).stops[1],
        Some(PlanStop {
            cell: cells(&g, &["c5"])[0],
            facing: Dir::N,
            sure: true,
            lost: false,
            why: None
        })
    );
    assert!(g.observe(Viewer::Spectator).plan.is_none());
    assert!(g.observe(Viewer::Seat(1)).plan.is_none());
    // Nothing laid, nothing drawn.
    let fresh = laid(OPEN, false, "c6", "N", "f1", &[]);
    assert!(fresh.observe(Viewer::Seat(0)).plan.is_none());
    for a in ["m2 R", "commit"] {
        let a = g.parse_action(a).unwrap();
        g.apply(0, &a).unwrap();
    }
    assert!(g.observe(Viewer::Seat(0)).plan.is_some());
    assert!(g.observe(Viewer::Seat(1)).plan.is_none());
    for a in ["m1 L", "m2 R", "commit"] {
        let a = g.parse_action(a).unwrap();
        g.apply(1, &a).unwrap();
    }
    assert!(g.observe(Viewer::Seat(0)).plan.is_none());
}
