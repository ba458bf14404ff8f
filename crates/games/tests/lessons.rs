//! Every lesson in every language: each of its words (title, intro, outro, the other
//! seats' names, each step's say/why/done/other) has a translation in the game's
//! catalogue (`crates/<game>/locales/<lang>/lesson-*.ftl`), and the catalogue translates
//! nothing the lesson does not say; a lesson opened in Russian speaks Russian.

use coinop_core::{Lang, Words};
use coinop_games::Hosted;
use coinop_scenario::{Lesson, ScenarioGame};
use std::collections::BTreeSet;
use std::path::Path;

/// The lesson ids a language's lesson files define.
fn defined(game_dir: &str, lang: Lang) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(game_dir)
        .join("locales")
        .join(lang.tag());
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !(name.starts_with("lesson") && name.ends_with(".ftl")) {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, e)| panic!("{name}: {e:?}"));
        for e in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = e {
                ids.insert(m.id.name.to_string());
            }
        }
    }
    ids
}

fn check<G: Hosted + ScenarioGame + Words>(game_dir: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(text) = G::LESSON else {
        return problems;
    };
    let lesson = Lesson::<G>::new(text).unwrap();
    let words = lesson.words();
    let ids: BTreeSet<String> = words.iter().map(|(id, _)| id.clone()).collect();
    for lang in Lang::all().filter(|l| *l != Lang::EN) {
        let say = G::say(lang).expect("a game with a lesson has a catalogue");
        for (id, english) in &words {
            match say.lookup(id) {
                None => problems.push(format!("{game_dir} {lang}: no {id} ({english:?})")),
                Some(t) if t.trim().is_empty() => {
                    problems.push(format!("{game_dir} {lang}: {id} is empty"))
                }
                Some(_) => {}
            }
        }
        for id in defined(game_dir, lang).difference(&ids) {
            problems.push(format!(
                "{game_dir} {lang}: {id} translates nothing in the lesson"
            ));
        }
    }
    problems
}

#[test]
fn every_lesson_is_translated_whole_into_every_language() {
    let mut problems = Vec::new();
    problems.extend(check::<coinop_tanks::Tanks>("tanks"));
    problems.extend(check::<coinop_skirmish::Skirmish>("skirmish"));
    problems.extend(check::<coinop_anarcade::Anarcade>("anarcade"));
    problems.extend(check::<coinop_robotanks::Robotanks>("robotanks"));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A lesson opened in Russian: its title, its step and its refusal of another move in
/// Russian; the same moves taken as in English.
#[test]
fn a_lesson_opened_in_russian_speaks_russian() {
    let ru = Lang::parse("ru").unwrap();
    let russian = |s: &str| {
        s.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()))
    };
    let en = coinop_tanks::Tanks::lesson(0, Lang::EN).unwrap();
    let mut tutor = coinop_tanks::Tanks::lesson(0, ru).unwrap();
    let (c_en, c_ru) = (en.coaching(), tutor.coaching());
    assert!(russian(&c_ru.title), "{}", c_ru.title);
    assert!(!russian(&c_en.title));
    let step = c_ru.now.as_ref().unwrap();
    assert!(russian(&step.say), "{}", step.say);
    assert_eq!(c_ru.expected, c_en.expected);
    let wrong = serde_json::json!("Commit");
    let refused = tutor.take(&[wrong]).unwrap_err().0;
    assert!(russian(&refused), "{refused}");
    let right = c_ru.expected[0].clone();
    assert!(tutor.take(&[right]).is_ok());
}
