//! The lesson the site teaches Robotanks with (`lessons/first-game.toml`, our design): it
//! runs as a scenario, each learner step takes its own move, and any other move is refused.

#[test]
fn the_lesson_teaches_step_by_step() {
    let coaching = coinop_scenario::lesson::check_lesson::<coinop_robotanks::Robotanks>(
        coinop_robotanks::LESSON,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(coaching.finished, "the lesson did not finish: {coaching:?}");
}
