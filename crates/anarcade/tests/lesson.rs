//! The lesson the site teaches Anarcade with (`lessons/first-game.toml`): it runs as a
//! scenario, each step takes its own move, and any other move is refused.

#[test]
fn the_lesson_teaches_step_by_step() {
    let coaching =
        coinop_scenario::lesson::check_lesson::<coinop_anarcade::Anarcade>(coinop_anarcade::LESSON)
            .unwrap_or_else(|e| panic!("the lesson does not teach: {e}"));
    assert!(coaching.finished, "the lesson does not reach its end");
}
