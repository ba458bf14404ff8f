//! Coaching marks the decisions a stronger player would clearly have taken otherwise,
//! judges the seat's real decisions whole, and gives the same answer twice.

use coinop_agents::Agent;
use coinop_agents::coach::{Coach, CoachConfig, PlayoutMaker, StrongMaker};
use coinop_core::{Game, Replay, Seat};
use std::time::Duration;

/// A whole game with one agent per seat, as a replay.
fn recorded<G: Game>(options: &G::Options, seed: u64, agents: &mut [Box<dyn Agent<G>>]) -> Replay {
    let mut game = G::new_game(options, seed).expect("valid options");
    let mut replay = Replay::start::<G>(options, seed);
    while let Some(seat) = game.to_move().seats().first() {
        let a = agents[seat as usize].choose(&game, seat);
        game.apply(seat, &a).expect("agents play legal actions");
        replay.push::<G>(seat, &a);
    }
    replay.finish(&game);
    replay
}

fn config() -> CoachConfig {
    CoachConfig {
        playouts: 12,
        budget: Duration::from_secs(3600),
        seed: 7,
        ..CoachConfig::default()
    }
}

fn skirmish_coach(replay: &Replay, seat: Seat) -> Coach<coinop_skirmish::Skirmish> {
    let strong: StrongMaker<_> =
        Box::new(|seed, _| coinop_agents::skirmish::agent("ismcts:300", seed));
    let playout: PlayoutMaker<_> = Box::new(|seed| coinop_agents::skirmish::agent("easy", seed));
    Coach::new(replay, seat, strong, playout, config()).expect("a game to coach")
}

/// ARCADE: a seat that moved at random is shown where the search would have done
/// better — at most three decisions, each the seat's own actions as the log has them,
/// each clearly ahead in the paired test games — and the same moments come again.
#[test]
fn a_random_players_blunders_are_marked_and_marked_again() {
    use coinop_skirmish::{Skirmish, SkirmishOptions};
    let options = SkirmishOptions::default();
    let mut agents = vec![
        coinop_agents::skirmish::agent("random", 3).unwrap(),
        coinop_agents::skirmish::agent("easy", 4).unwrap(),
    ];
    let replay = recorded::<Skirmish>(&options, 11, &mut agents);
    let coached = skirmish_coach(&replay, 0).run().unwrap();
    assert!(coached.decisions > 3, "{} decisions", coached.decisions);
    assert_eq!(coached.judged, coached.decisions, "the budget is ample");
    assert!(
        !coached.moments.is_empty() && coached.moments.len() <= 3,
        "{} moments",
        coached.moments.len()
    );
    for m in &coached.moments {
        assert_eq!(
            replay.actions[m.ply].seat, 0,
            "a moment is the coached seat's"
        );
        let logged: Vec<_> = replay.actions[m.ply..]
            .iter()
            .filter(|s| s.seat == 0)
            .take(m.played.len())
            .map(|s| s.action.clone())
            .collect();
        let played: Vec<_> = m
            .played
            .iter()
            .map(|a| serde_json::to_value(a).unwrap())
            .collect();
        assert_eq!(played, logged, "the decision played is the log's");
        assert_ne!(m.better, m.played);
        assert!(m.gain >= config().margin, "gain {}", m.gain);
        assert!(m.better_won >= m.played_won, "{m:?}");
    }
    let again = skirmish_coach(&replay, 0).run().unwrap();
    assert_eq!(again.moments, coached.moments);
}

/// A budget spent stops the looking: fewer decisions judged, never more than asked.
#[test]
fn coaching_stops_when_its_budget_is_spent() {
    use coinop_skirmish::{Skirmish, SkirmishOptions};
    let mut agents = vec![
        coinop_agents::skirmish::agent("random", 5).unwrap(),
        coinop_agents::skirmish::agent("easy", 6).unwrap(),
    ];
    let replay = recorded::<Skirmish>(&SkirmishOptions::default(), 12, &mut agents);
    let strong: StrongMaker<_> =
        Box::new(|seed, _| coinop_agents::skirmish::agent("ismcts:200", seed));
    let playout: PlayoutMaker<_> = Box::new(|seed| coinop_agents::skirmish::agent("easy", seed));
    let config = CoachConfig {
        budget: Duration::from_nanos(1),
        ..config()
    };
    let mut coach = Coach::new(&replay, 0, strong, playout, config).unwrap();
    assert!(!coach.step().unwrap(), "one step spends it");
    let c = coach.coached();
    assert_eq!(c.judged, 1);
    assert!(c.decisions > 1);
}

/// Arcade Tanks: a decision is a whole plan — its cards laid and the commit — never a
/// card alone.
#[test]
fn an_arcade_tanks_decision_is_a_whole_plan() {
    use coinop_tanks::{Tanks, TanksOptions};
    let options = TanksOptions {
        players: 2,
        ..Default::default()
    };
    let mut agents = vec![
        coinop_agents::tanks::agent("random", 1).unwrap(),
        coinop_agents::tanks::agent("easy", 2).unwrap(),
    ];
    let replay = recorded::<Tanks>(&options, 5, &mut agents);
    let strong: StrongMaker<_> =
        Box::new(|seed, _| coinop_agents::tanks::agent("ismcts:100", seed));
    let playout: PlayoutMaker<_> = Box::new(|seed| coinop_agents::tanks::agent("easy", seed));
    let config = CoachConfig {
        playouts: 6,
        ..config()
    };
    let coached = Coach::<Tanks>::new(&replay, 0, strong, playout, config)
        .unwrap()
        .run()
        .unwrap();
    assert!(coached.decisions > 0);
    let game = Tanks::new_game(&options, 5).unwrap();
    for m in &coached.moments {
        for d in [&m.played, &m.better] {
            let (last, cards) = d.split_last().expect("a decision has actions");
            assert!(cards.iter().all(|a| game.is_tentative(a)), "{d:?}");
            assert!(
                !game.is_tentative(last),
                "a plan ends with its commit: {d:?}"
            );
        }
    }
}
