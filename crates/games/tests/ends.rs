//! Every game records why it ended as data (`Outcome::end`) and words it in every
//! language: in English exactly as the outcome's `reason`, in Russian in Russian.

use coinop_core::{Lang, Words};
use coinop_games::Hosted;

fn check<G: Hosted + Words>(seeds: std::ops::Range<u64>) -> usize {
    let mut ended = 0;
    let ru = Lang::parse("ru").unwrap();
    for seed in seeds {
        let mut g = G::new_game(&G::Options::default(), seed).unwrap();
        let mut agents: Vec<_> = (0..g.num_seats() as u64)
            .map(|s| G::agent("random", seed * 10 + s).unwrap())
            .collect();
        for _ in 0..20_000 {
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let a = agents[seat as usize].choose(&g, seat);
            g.apply(seat, &a).unwrap();
        }
        let Some(out) = g.outcome() else { continue };
        ended += 1;
        let end = out.end.as_ref().expect("the end kept as data");
        assert_eq!(
            G::end_in(Lang::EN, end).as_deref(),
            Some(out.reason.as_str()),
            "{}",
            G::NAME
        );
        let said = G::end_in(ru, end).expect("worded in Russian");
        assert!(
            said.chars().any(|c| ('а'..='я').contains(&c)),
            "{}: {said}",
            G::NAME
        );
    }
    ended
}

#[test]
fn every_game_words_its_end_in_every_language() {
    for (name, ended) in [
        ("tanks", check::<coinop_tanks::Tanks>(0..3)),
        ("skirmish", check::<coinop_skirmish::Skirmish>(0..3)),
        ("anarcade", check::<coinop_anarcade::Anarcade>(0..3)),
        ("robotanks", check::<coinop_robotanks::Robotanks>(0..3)),
    ] {
        assert!(ended >= 2, "{name}: {ended} of 3 games ended");
    }
}
