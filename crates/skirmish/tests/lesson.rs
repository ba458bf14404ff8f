//! The lesson the site teaches ARCADE with (`lessons/first-game.toml`): it runs as a
//! scenario, and every step takes its own move and refuses any other.

#[test]
fn the_lesson_teaches_step_by_step() {
    let coaching = match coinop_scenario::lesson::check_lesson::<coinop_skirmish::Skirmish>(
        coinop_skirmish::LESSON,
    ) {
        Ok(c) => c,
        Err(e) => panic!("the lesson does not teach:\n{e}"),
    };
    assert!(
        coaching.finished,
        "the lesson did not reach its end: {coaching:?}"
    );
}
