//! A run split into parts — each played apart, sent as JSON, merged in job order — gives
//! the report of the whole run, figure for figure, in every language: what lets a
//! cluster's workers share `coinop sim`, `arena` and `balance`. The clock's figures are
//! the merge's to give (seconds) or, for the agents' decision speed, set alike here.

use coinop_lab::arena::ArenaPart;
use coinop_lab::by_name::{self, Merged};

/// Jobs `0..total` in three uneven parts.
fn three_parts(total: u64) -> [(u64, u64); 3] {
    let a = total / 5;
    let b = a + total / 2;
    assert!(0 < a && a < b && b < total, "{total} jobs split in three");
    [(0, a), (a, b), (b, total)]
}

/// Each part sent as JSON and read back by another process, as a cluster's driver does:
/// through a generic JSON value and out again.
fn sent(part: String) -> String {
    let value: serde_json::Value = serde_json::from_str(&part).expect("a part is JSON");
    serde_json::to_string_pretty(&value).expect("JSON again")
}

fn spec(json: serde_json::Value, lang: &str) -> String {
    let mut json = json;
    json["lang"] = lang.into();
    json.to_string()
}

fn assert_same(whole: &Merged, split: &Merged, what: &str) {
    assert_eq!(whole.text, split.text, "{what}: text");
    assert_eq!(whole.json, split.json, "{what}: JSON");
    assert_eq!(whole.csv, split.csv, "{what}: CSV");
    assert_eq!(whole.html, split.html, "{what}: HTML");
}

#[test]
fn sim_split_in_three_is_the_whole_run() {
    // Four players share wins (shares of 1/2, 1/3, 1/4): the sums are exact anyway.
    let run = serde_json::json!({
        "game": "robotanks", "players": 4, "games": 23, "seed": 5, "ai": "simple"
    });
    for lang in ["en", "ru"] {
        let spec = spec(run.clone(), lang);
        let total = by_name::sim_plan(&spec).unwrap();
        assert_eq!(total, 23);
        let whole = vec![by_name::sim_play(&spec, 0, total).unwrap()];
        // Sim's parts add up in any order.
        let mut split: Vec<String> = three_parts(total)
            .iter()
            .map(|&(a, b)| sent(by_name::sim_play(&spec, a, b).unwrap()))
            .collect();
        split.reverse();
        let whole = by_name::sim_merge(&spec, &whole, 2.5, 4).unwrap();
        let split = by_name::sim_merge(&spec, &split, 2.5, 4).unwrap();
        assert_same(&whole, &split, lang);
        if lang == "en" {
            assert!(
                whole
                    .text
                    .starts_with("23 games of Robotanks, 4 players, simple AI, seed 5\n"),
                "{}",
                whole.text
            );
            assert!(whole.text.contains("how games ended:"), "{}", whole.text);
        }
    }
    // A game left out, or counted twice, is refused.
    let spec = spec(run, "en");
    let some = vec![by_name::sim_play(&spec, 0, 20).unwrap()];
    assert!(by_name::sim_merge(&spec, &some, 1.0, 1).is_err());
    assert!(by_name::sim_play(&spec, 20, 24).is_err());
}

/// The agents' thinking time, measured by each part's clock, set alike in every part.
fn untimed(part: String) -> String {
    let mut part: ArenaPart = serde_json::from_str(&part).unwrap();
    for game in &mut part.games {
        for agent in &mut game.agents {
            agent.seconds = 0.001 * agent.decisions as f64;
        }
    }
    serde_json::to_string(&part).unwrap()
}

#[test]
fn arena_split_in_three_is_the_whole_run() {
    let run = serde_json::json!({
        "game": "anarcade", "agents": ["easy", "random", "easy"], "games": 10, "seed": 3
    });
    for lang in ["en", "ru"] {
        let spec = spec(run.clone(), lang);
        // Whole rotations of three agents.
        let total = by_name::arena_plan(&spec).unwrap();
        assert_eq!(total, 12);
        let whole = vec![untimed(by_name::arena_play(&spec, 0, total).unwrap())];
        let split: Vec<String> = three_parts(total)
            .iter()
            .map(|&(a, b)| sent(untimed(by_name::arena_play(&spec, a, b).unwrap())))
            .collect();
        let whole_report = by_name::arena_merge(&spec, &whole, 1.5).unwrap();
        let split_report = by_name::arena_merge(&spec, &split, 1.5).unwrap();
        assert_same(&whole_report, &split_report, lang);
        if lang == "en" {
            assert!(
                whole_report
                    .text
                    .starts_with("Anarcade arena: 12 games, 3 players, seed 3, 1.5 s;"),
                "{}",
                whole_report.text
            );
        }
        // Out of job order, the parts are refused: the sums are taken in that order.
        let mut shuffled = split.clone();
        shuffled.swap(0, 1);
        assert!(by_name::arena_merge(&spec, &shuffled, 1.5).is_err());
    }
}

#[test]
fn balance_split_in_three_is_the_whole_report() {
    // Two settings of 6 games each: the parts cross from the baseline's games to the
    // setting's.
    let run = serde_json::json!({
        "game": "tanks", "agents": ["easy", "random"], "games": 6, "seed": 2,
        "settings": ["island"], "options": "{\"max_rounds\":40}"
    });
    for lang in ["en", "ru"] {
        let spec = spec(run.clone(), lang);
        let total = by_name::balance_plan(&spec).unwrap();
        assert_eq!(total, 12);
        let whole = vec![by_name::balance_play(&spec, 0, total).unwrap()];
        let split: Vec<String> = three_parts(total)
            .iter()
            .map(|&(a, b)| sent(by_name::balance_play(&spec, a, b).unwrap()))
            .collect();
        for width in [None, Some(80)] {
            let whole = by_name::balance_merge(&spec, &whole, 0.5, width).unwrap();
            let split = by_name::balance_merge(&spec, &split, 0.5, width).unwrap();
            assert_same(&whole, &split, lang);
        }
        let report = by_name::balance_merge(&spec, &whole, 0.5, None).unwrap();
        if lang == "en" {
            assert!(
                report
                    .text
                    .starts_with("tanks balance: 2 players, agents easy,random, 6 games a setting (seeds from 2), 0.5 s\n"),
                "{}",
                report.text
            );
            assert!(
                report.text.contains(r#"options {"max_rounds":40}"#),
                "{}",
                report.text
            );
        }
        assert!(report.html.is_some_and(|h| h.contains("<svg")));
    }
}

#[test]
fn a_spec_names_a_game_and_what_it_plays() {
    let refused = |json: serde_json::Value, says: &str| {
        let e = by_name::sim_plan(&json.to_string()).unwrap_err();
        assert!(e.contains(says), "{json}: {e}");
    };
    refused(
        serde_json::json!({"game": "chess"}),
        "no game called \"chess\"",
    );
    refused(serde_json::json!({"game": "tanks", "games": 0}), "--games");
    refused(serde_json::json!({"game": "tanks", "ai": "deep"}), "no AI");
    refused(
        serde_json::json!({"game": "tanks", "lang": "xx"}),
        "no language",
    );
    refused(
        serde_json::json!({"game": "tanks", "gmaes": 3}),
        "unknown field",
    );
    refused(
        serde_json::json!({"game": "tanks", "options": "[1]"}),
        "JSON object",
    );
    // An alias names the game too, and the defaults are the command line's.
    assert_eq!(
        by_name::sim_plan(&serde_json::json!({"game": "arcade"}).to_string()),
        Ok(1000)
    );
    assert_eq!(
        by_name::arena_plan(
            &serde_json::json!({"game": "tanks", "agents": ["easy", "random", "easy"]}).to_string()
        ),
        Ok(102)
    );
    let e = by_name::arena_plan(
        &serde_json::json!({"game": "skirmish", "agents": ["easy", "easy", "easy"]}).to_string(),
    )
    .unwrap_err();
    assert!(e.contains("3 agents for a 2-player table"), "{e}");
}
