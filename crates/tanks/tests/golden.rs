//! Golden playthroughs: seeded games by the rule-following player, narrated for a
//! spectator, compared with the committed text. Any change of behaviour shows in review.
//! Events that only mark the log's stretches have no line and are left out.
//! `UPDATE_GOLDEN=1 cargo test` rewrites them (never under CI).

use coinop_core::{Game, GameRng, Viewer, Words};
use coinop_tanks::{Tanks, TanksOptions, autoplay, options::Variants};
use rand::SeedableRng;

fn playthrough(options: &TanksOptions, seed: u64) -> String {
    let mut g = Tanks::new_game(options, seed).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut out = format!(
        "options: {}\nseed: {seed}\n\n{}\n",
        serde_json::to_string(options).unwrap(),
        <Tanks as Words>::board(&g.observe(Viewer::Spectator))
    );
    while let Some(seat) = g.to_move().seats().first() {
        let a = autoplay::choose(&g.observe(Viewer::Seat(seat)), seat, &mut rng).unwrap();
        for e in g.apply(seat, &a).unwrap() {
            let Some(e) = g.event_for(&e, Viewer::Spectator) else {
                continue;
            };
            if let Some(line) = Tanks::line(&g.observe(Viewer::Spectator), &e) {
                out.push_str(&line.plain());
                out.push('\n');
            }
        }
    }
    out.push('\n');
    out.push_str(&<Tanks as Words>::board(&g.observe(Viewer::Spectator)));
    out.push_str(&format!(
        "{:?}\nfinal hash {:#018x}\n",
        g.outcome().unwrap(),
        g.state_hash()
    ));
    out
}

fn check(name: &str, options: TanksOptions, seed: u64) {
    let path = format!("{}/tests/golden/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let got = playthrough(&options, seed);
    if std::env::var_os("UPDATE_GOLDEN").is_some() && std::env::var_os("CI").is_none() {
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    if want != got {
        let line = want
            .lines()
            .zip(got.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "{name}: the playthrough changed at line {} (UPDATE_GOLDEN=1 to accept):\n  was: {:?}\n  now: {:?}",
            line + 1,
            want.lines().nth(line),
            got.lines().nth(line)
        );
    }
}

#[test]
fn two_players() {
    check("2p-seed1", TanksOptions::default(), 1);
}

#[test]
fn four_players_with_variants() {
    let variants = Variants {
        island: true,
        uneven_combat: true,
        ..Default::default()
    };
    check(
        "4p-island-uneven-seed2",
        TanksOptions {
            players: 4,
            variants,
            ..Default::default()
        },
        2,
    );
}
