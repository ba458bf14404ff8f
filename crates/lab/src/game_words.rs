//! A game's words in the reports (`sim`, `arena`, `balance`): what its length and score
//! are counted in, its seats, figures and settings, in a language (each game's
//! `locales/<lang>/measures.ftl`, `Words::report_word`; English is the data's own words),
//! and what a balance report's baseline is: the standard rules and the table's choices.

use crate::words::say;
use coinop_core::{Args, Lang};
use coinop_games::Reported;

/// A game's words in the reports, in one language.
pub struct GameWords {
    /// Its name: "Arcade Tanks", «Танчики».
    pub title: String,
    /// What its length is counted in, as "rounds per game" says it («ходов за партию»).
    pub length_of: String,
    /// One of them: "round".
    pub length_unit: String,
    /// What a seat's score is: "VP".
    pub score: String,
    /// The same, as "mean VP" says it («победных очков в среднем»).
    pub score_of: String,
}

/// A message's id for a name in the data, in lowercase words: "Eagles taken" →
/// "eagles-taken", "aimed_shot=BeforeMoving" → "aimed-shot-beforemoving".
pub fn slug(name: &str) -> String {
    name.to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// The game's word `part` ("figure-eagles-taken") in `lang`: in English the data's own
/// `english`, elsewhere the catalogue's, else (a name it does not know yet) the data's.
pub fn game_word<G: Reported>(lang: Lang, part: &str, english: &str) -> String {
    if lang == Lang::EN {
        return english.to_string();
    }
    G::report_word(lang, &format!("{}-{part}", G::NAME)).unwrap_or_else(|| english.to_string())
}

/// The game's words in the reports, in `lang`.
pub fn game_words<G: Reported>(lang: Lang) -> GameWords {
    let length = G::LENGTH;
    GameWords {
        title: match lang == Lang::EN {
            true => G::TITLE.to_string(),
            false => G::title_in(lang),
        },
        length_of: game_word::<G>(lang, "length-of", length),
        length_unit: game_word::<G>(lang, "length-unit", length.trim_end_matches('s')),
        score: game_word::<G>(lang, "score", G::SCORE),
        score_of: game_word::<G>(lang, "score-of", G::SCORE),
    }
}

/// What `setting` changes, in `lang`.
pub fn setting_words<G: Reported>(lang: Lang, name: &str, english: &str) -> String {
    game_word::<G>(lang, &format!("setting-{}", slug(name)), english)
}

/// What a table was asked to be beyond the standard rules, as typed: what a balance
/// report's baseline says.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// Variants by name ("island").
    pub variants: Vec<String>,
    /// Rule options as the JSON typed.
    pub options: Option<String>,
    pub boxes: Option<u8>,
    /// A built-in arena by name.
    pub arena: Option<String>,
    /// A user's arena or map file, its path as given.
    pub arena_file: Option<String>,
    /// A user's card or deck file, its path as given.
    pub card_file: Option<String>,
}

/// What the report's settings are compared with, in `lang`: the standard rules, and the
/// table's own choices after them. In English, the report's data.
pub fn baseline(lang: Lang, table: &Table) -> String {
    let say = say(lang);
    let mut b = say.text("baseline-standard");
    let mut then = |id: &str, args: Args| b.push_str(&say.text_with(id, args));
    if !table.variants.is_empty() {
        then(
            "baseline-with",
            Args::new().str("variants", table.variants.join(", ")),
        );
    }
    if let Some(o) = &table.options {
        then("baseline-options", Args::new().str("options", o.as_str()));
    }
    if let Some(n) = table.boxes {
        then("baseline-boxes", Args::new().num("boxes", n));
    }
    if let Some(a) = &table.arena {
        then("baseline-arena", Args::new().str("arena", a.as_str()));
    }
    if let Some(a) = &table.arena_file {
        then("baseline-arena-file", Args::new().str("path", a.as_str()));
    }
    if let Some(c) = &table.card_file {
        then("baseline-card-file", Args::new().str("path", c.as_str()));
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game's length, score, seats, figures and settings have their words in every
    /// language: in English the data's own (so an English report is its data), and
    /// elsewhere a translation, so no report says a new figure or setting in English.
    #[test]
    fn every_figure_and_setting_of_every_game_has_its_words_in_every_language() {
        fn check<G: Reported>(missing: &mut Vec<String>) {
            let standard = G::Options::default();
            let mut names: Vec<(String, String)> = vec![
                ("length-of".into(), G::LENGTH.into()),
                ("length-unit".into(), G::LENGTH.trim_end_matches('s').into()),
                ("score".into(), G::SCORE.into()),
                ("score-of".into(), G::SCORE.into()),
            ];
            for (i, s) in G::SEATS.iter().enumerate() {
                names.push((format!("seat-{}", i + 1), s.to_string()));
            }
            for f in G::FIGURES {
                names.push((format!("figure-{}", slug(f)), f.to_string()));
            }
            for s in G::settings(&standard) {
                names.push((format!("setting-{}", slug(&s.name)), s.description));
            }
            for lang in Lang::all() {
                for (part, english) in &names {
                    let id = format!("{}-{part}", G::NAME);
                    match G::report_word(lang, &id) {
                        None => missing.push(format!("{lang}: no {id} ({english:?})")),
                        Some(w) if lang == Lang::EN && w != *english => {
                            missing.push(format!("en: {id} says {w:?}, the data {english:?}"))
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        let mut missing = Vec::new();
        macro_rules! each {
            ($($g:ty),*) => {$( check::<$g>(&mut missing); )*};
        }
        coinop_games::for_each_game!(each);
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    #[test]
    fn anarcade_cards_taken_are_named_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let words = <coinop_games::coinop_anarcade::Anarcade as coinop_core::Words>::taken_in(
            ru,
            &Default::default(),
        );
        assert_eq!(
            words.get("Coin Slot (yellow, cost 2)").map(String::as_str),
            Some("«Монетоприёмник» (жёлтая, цена 2)"),
            "{words:?}"
        );
        assert!(
            <coinop_games::coinop_tanks::Tanks as coinop_core::Words>::taken_in(
                ru,
                &Default::default()
            )
            .is_empty()
        );
    }

    #[test]
    fn the_baseline_names_the_tables_choices() {
        let table = Table {
            variants: vec!["island".into(), "avalanche".into()],
            options: Some(r#"{"max_rounds":50}"#.into()),
            boxes: Some(2),
            ..Table::default()
        };
        assert_eq!(
            baseline(Lang::EN, &table),
            r#"the standard rules (coinop's readings, RULINGS.md) with island, avalanche, options {"max_rounds":50}, 2 boxes"#
        );
    }
}
