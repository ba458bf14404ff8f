//! The core's shared conformance tests, run over every player count and variant.

use coinop_core::conformance::*;
use coinop_tanks::options::*;
use coinop_tanks::{Tanks, cards::DECK_SIZE};

fn tables() -> Vec<(&'static str, TanksOptions)> {
    let base = |players| TanksOptions {
        players,
        ..Default::default()
    };
    let mut v = vec![
        ("solo", base(1)),
        ("2p", base(2)),
        ("3p", base(3)),
        ("4p", base(4)),
    ];
    let mut o = base(4);
    o.variants.uneven_combat = true;
    v.push(("uneven", o));
    let mut o = base(3);
    o.variants.island = true;
    v.push(("island", o));
    let mut o = base(2);
    o.variants.dangerous_four = true;
    v.push(("dangerous four", o));
    let mut o = base(4);
    o.variants.avalanche = Some(Avalanche::OnTop);
    v.push(("avalanche", o));
    let mut o = base(2);
    o.variants.avalanche = Some(Avalanche::Instead);
    v.push(("avalanche instead", o));
    let mut o = base(6);
    o.board.boxes = 2;
    v.push(("6p two boxes", o));
    let mut o = base(8);
    o.board.boxes = 2;
    v.push(("8p two boxes", o));
    let mut o = base(11);
    o.board.boxes = 3;
    v.push(("11p three boxes", o));
    let mut o = base(16);
    o.board.boxes = 4;
    o.variants.avalanche = Some(Avalanche::OnTop);
    v.push(("16p four boxes, avalanche", o));
    let mut o = base(4);
    o.rulings = RuleReadings {
        bot_target_order: TargetOrder::FrontLeftRightBehind,
        grenade_kills_score: false,
        exchange: ExchangeLimit::Unlimited,
        clock: ClockLasts::ActionPhase,
        brick_double_hit: BrickDoubleHit::DifferentSides,
        stacked_hits: false,
        helm_stops_grenade: true,
        tie: TieRule::SharedWin,
        powerup_use: PowerUpUse::AfterCard,
        placed_bot_discards_powerup: true,
        bot_reserve: ReserveRunsOut::UntilTokensReturn,
        shovel_builds_on: ShovelGround::GroundForestIce,
        second_maneuvers: SecondReveal::InTurn,
    };
    v.push(("the other readings", o));
    let mut o = base(3);
    o.rulings = RuleReadings::engine_version_1();
    o.variants.avalanche = Some(Avalanche::OnTop);
    v.push(("engine version 1", o));
    v
}

/// Invariants after every action: 18 cards per player, at most 16 bots a box, at most
/// 12 bricks a box, one tank per space.
fn invariants(g: &Tanks) {
    let boxes = g.opts().board.boxes as usize;
    for (s, p) in g.players.iter().enumerate() {
        assert_eq!(p.card_count(), DECK_SIZE, "player {s} lost or gained cards");
    }
    assert!(g.bots.len() + g.bot_reserve.len() <= 16 * boxes);
    assert!(g.bricks.len() + g.brick_reserve as usize <= 12 * boxes);
    let mut cells: Vec<u16> = g
        .players
        .iter()
        .filter_map(|p| p.tank.map(|t| t.cell))
        .collect();
    cells.extend(g.bots.iter().map(|b| b.cell));
    let n = cells.len();
    cells.sort();
    cells.dedup();
    assert_eq!(cells.len(), n, "two tanks on one space");
    for c in cells {
        assert!(g.brick_at(c).is_none(), "a tank inside a brick");
    }
}

#[test]
fn random_games_end_and_keep_invariants() {
    // 17 tables × 160 games, on two threads.
    let tables = tables();
    std::thread::scope(|s| {
        for half in tables.chunks(tables.len().div_ceil(2)) {
            s.spawn(move || {
                for (name, o) in half {
                    eprintln!("{name}");
                    random_games_end::<Tanks>(o, 160, 200_000, invariants);
                }
            });
        }
    });
}

#[test]
fn replays_and_serde_reproduce() {
    for (_, o) in tables() {
        replays_reproduce::<Tanks>(&o, 0..3, 3000);
    }
}

#[test]
fn legal_actions_are_exactly_the_accepted_ones() {
    for (_, o) in tables().into_iter().take(5) {
        legal_means_legal::<Tanks>(&o, 0..6, 400);
    }
}

#[test]
fn observations_leak_nothing() {
    for (_, o) in tables() {
        observations_hide_secrets::<Tanks>(&o, 0..8, 600);
    }
}
