//! Every draw a game makes has a name its `ScenarioGame::DRAWS` lists, so a scenario
//! file's `unused_chance` can be checked for spelling: a misspelt draw would otherwise
//! pass, as a draw never made.

use coinop_core::{Game, GameRng, Scripted};
use coinop_scenario::{ScenarioGame, draw_is_listed};
use rand::{RngExt, SeedableRng};

/// The names of the draws of random games of `G` under `options`.
fn draws<G: Game + ScenarioGame>(options: &G::Options, seeds: u64) -> Vec<String> {
    let mut names = Vec::new();
    for seed in 0..seeds {
        let mut g = G::new_game(options, seed).expect("a game");
        // An empty script records every draw's name and decides nothing.
        g.chance_mut().script(Vec::<Scripted>::new());
        let mut rng = GameRng::seed_from_u64(seed);
        let mut steps = 0;
        while let Some(seat) = g.to_move().seats().first() {
            let legal = g.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())].clone();
            g.apply(seat, &a).expect("legal");
            steps += 1;
            if steps > 3000 {
                break;
            }
        }
        names.extend(
            g.chance_mut()
                .scripted()
                .expect("scripted")
                .asked
                .iter()
                .cloned(),
        );
    }
    names.sort();
    names.dedup();
    names
}

fn all_listed<G: Game + ScenarioGame>(options: &G::Options, seeds: u64) {
    let names = draws::<G>(options, seeds);
    assert!(!names.is_empty(), "{}: no draw seen", G::NAME);
    for n in &names {
        assert!(
            draw_is_listed(G::DRAWS, n),
            "{}: the draw {n:?} is not in its DRAWS {:?}",
            G::NAME,
            G::DRAWS
        );
    }
    eprintln!("{}: {names:?}", G::NAME);
}

#[test]
fn every_draw_of_every_game_is_listed() {
    use coinop_games::{coinop_anarcade, coinop_robotanks, coinop_skirmish, coinop_tanks};
    let mut tanks = coinop_tanks::TanksOptions::default();
    for players in [1, 2, 4] {
        tanks.players = players;
        all_listed::<coinop_tanks::Tanks>(&tanks, 6);
    }
    all_listed::<coinop_skirmish::Skirmish>(&Default::default(), 6);
    let mut anarcade = coinop_anarcade::AnarcadeOptions::default();
    for players in [2, 4] {
        anarcade.players = players;
        all_listed::<coinop_anarcade::Anarcade>(&anarcade, 6);
    }
    let mut robotanks = coinop_robotanks::RobotanksOptions::default();
    for players in [2, 3, 4] {
        robotanks.players = players;
        all_listed::<coinop_robotanks::Robotanks>(&robotanks, 4);
    }
}
