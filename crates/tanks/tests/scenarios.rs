//! Runs every scenario file in `tests/scenarios/` on the shared runner, checking each
//! citation of RULINGS.md. `SCENARIO=part-of-a-name` runs some.

use coinop_tanks::Tanks;
use std::path::Path;

#[test]
fn all_scenarios_pass() {
    let root = env!("CARGO_MANIFEST_DIR");
    let rulings = std::fs::read_to_string(format!("{root}/RULINGS.md")).expect("RULINGS.md");
    coinop_scenario::check_dir::<Tanks>(&Path::new(root).join("tests/scenarios"), Some(&rulings));
}

/// Positions no real table could hold are refused with a reason, never a panic.
#[test]
fn impossible_positions_are_refused() {
    let map6 = "map = \"\"\"\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n\"\"\"\n";
    let cases: &[(&str, &str)] = &[
        (
            "[[tank]]\nat = \"a1\"\n[[tank]]\nat = \"a1\"\n",
            "two tanks on a1",
        ),
        (
            "[[tank]]\nat = \"a1\"\n[[bot]]\nat = \"a1\"\nfacing = \"N\"\n",
            "two tanks on a1",
        ),
        ("bot_reserve = [\"R1\", \"R1\"]\n", "named twice"),
        ("eagles_taken = 3\n", "at most 2"),
        ("brick_reserve = 13\n", "hold 12"),
        (
            "[[powerup]]\nat = \"a1\"\npower = \"Star\"\n[[powerup]]\nat = \"a1\"\npower = \"Helm\"\n",
            "two power-ups on a1",
        ),
        (
            "[[powerup]]\nat = \"a1\"\npower = \"Helm\"\n[[powerup]]\nat = \"a2\"\npower = \"Helm\"\n",
            "more Helm power-ups",
        ),
        (
            "[[spawn]]\nat = \"a1\"\nnumber = 9\nfacing = \"N\"\n",
            "numbers are 1 to 4",
        ),
        (
            "[[bot]]\nat = \"b2\"\nfacing = \"N\"\nid = \"R1'\"\n",
            "no such token",
        ),
        (
            "colours = \"RRRR\"\n[[bot]]\nat = \"b2\"\nfacing = \"N\"\nid = \"Y1\"\n",
            "no segment has its colour",
        ),
    ];
    for (extra, want) in cases {
        // Board keys go in [board]; tables after it.
        let (board_keys, tables) = match extra.find("[[") {
            Some(i) => extra.split_at(i),
            None => (*extra, ""),
        };
        let text = format!(
            "game = \"tanks\"\nrule = \"test: «…»\"\n[board]\n{map6}{board_keys}\n[[tank]]\nat = \"f6\"\n{tables}"
        );
        let s = coinop_scenario::Scenario::parse(&text).unwrap_or_else(|e| panic!("{extra}: {e}"));
        let r = s.run::<Tanks>();
        let d = r.describe(false);
        assert!(
            d.contains(want),
            "{extra:?} should fail with {want:?}:\n{d}"
        );
    }
    let text = format!(
        "game = \"tanks\"\nrule = \"test: «…»\"\n[options]\nplayers = 3\n[board]\n{map6}[[tank]]\nat = \"f6\"\n"
    );
    let d = coinop_scenario::Scenario::parse(&text)
        .unwrap()
        .run::<Tanks>()
        .describe(false);
    assert!(d.contains("the position sets it"), "{d}");
}
