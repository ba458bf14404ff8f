//! The lesson the site teaches Arcade Tanks with (`lessons/first-game.toml`, our design):
//! it runs as a scenario, each learner's step takes its own move, any other move is
//! refused without changing the game, and a replay reaches the same game.

#[test]
fn the_lesson_teaches_step_by_step() {
    let coaching =
        coinop_scenario::lesson::check_lesson::<coinop_tanks::Tanks>(coinop_tanks::LESSON)
            .unwrap_or_else(|e| panic!("the lesson does not teach:\n{e}"));
    assert!(
        coaching.finished,
        "the lesson ends with its last step taken"
    );
}
