//! What coaching finds and costs, per game: three two-player games of a player (`random`
//! or `easy`, the first argument) against `easy`, each coached for seat 1 as the server
//! does (`hard`'s search shared out of 20 s, 64 paired playouts by `easy`).
//! `cargo run --release -p coinop-agents --example coaching -- random`
use coinop_agents::Agent;
use coinop_agents::coach::{Coach, CoachConfig, PlayoutMaker, StrongMaker};
use coinop_core::{Game, Replay};
use std::time::{Duration, Instant};

fn recorded<G: Game>(options: &G::Options, seed: u64, agents: &mut [Box<dyn Agent<G>>]) -> Replay {
    let mut game = G::new_game(options, seed).unwrap();
    let mut replay = Replay::start::<G>(options, seed);
    while let Some(seat) = game.to_move().seats().first() {
        let a = agents[seat as usize].choose(&game, seat);
        game.apply(seat, &a).unwrap();
        replay.push::<G>(seat, &a);
    }
    replay.finish(&game);
    replay
}

/// A game's agents by level and seed.
type Agents<G> = fn(&str, u64) -> Result<Box<dyn Agent<G>>, String>;

fn probe<G: Game>(name: &str, options: G::Options, agent: Agents<G>, who: &str) {
    let (mut found, mut decisions, mut judged, mut secs) = (0, 0, 0, 0.0);
    let games = 3;
    for seed in 0..games {
        let mut agents = vec![
            agent(who, seed).unwrap(),
            agent("easy", seed + 100).unwrap(),
        ];
        let replay = recorded::<G>(&options, seed, &mut agents);
        let strong: StrongMaker<G> =
            Box::new(move |seed, t: Duration| agent(&format!("ismcts:{}ms", t.as_millis()), seed));
        let playout: PlayoutMaker<G> = Box::new(move |seed| agent("easy", seed));
        let t0 = Instant::now();
        let c = Coach::new(&replay, 0, strong, playout, CoachConfig::default())
            .unwrap()
            .run()
            .unwrap();
        secs += t0.elapsed().as_secs_f64();
        found += c.moments.len();
        decisions += c.decisions;
        judged += c.judged;
    }
    println!(
        "{name} ({who} vs easy): {games} games, {decisions} decisions, {judged} judged, {found} moments, {:.1} s a game",
        secs / games as f64
    );
}

fn main() {
    let who = std::env::args().nth(1).unwrap_or("random".into());
    probe::<coinop_tanks::Tanks>(
        "tanks",
        coinop_tanks::TanksOptions {
            players: 2,
            ..Default::default()
        },
        coinop_agents::tanks::agent,
        &who,
    );
    probe::<coinop_skirmish::Skirmish>(
        "skirmish",
        Default::default(),
        coinop_agents::skirmish::agent,
        &who,
    );
    probe::<coinop_anarcade::Anarcade>(
        "anarcade",
        coinop_anarcade::AnarcadeOptions {
            players: 2,
            ..Default::default()
        },
        coinop_agents::anarcade::agent,
        &who,
    );
    probe::<coinop_robotanks::Robotanks>(
        "robotanks",
        coinop_robotanks::RobotanksOptions {
            players: 2,
            ..Default::default()
        },
        coinop_agents::robotanks::agent,
        &who,
    );
}
