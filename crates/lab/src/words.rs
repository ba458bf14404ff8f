//! The lab's own words: every sentence, heading, label and unit of the balance report, at
//! the terminal and as a page (`locales/<lang>/lab.ftl`), and how a number is written in a
//! language's prose. The data (JSON, CSV, the metrics' names) stay as they are in every
//! language.

use coinop_core::{Lang, Say, Words};
use serde_json::Value;

coinop_core::catalogue!(LOCALES);

/// The lab's catalogue in `lang`.
pub fn say(lang: Lang) -> Say<'static> {
    Say::new(&LOCALES, lang)
}

/// `x` with `places` decimals, as `lang` writes a number in prose: "9.5", «9,5».
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    with_separator(lang, format!("{x:.places$}"))
}

/// A number already written with a decimal point ("3.1e-5"), with `lang`'s separator.
pub fn with_separator(lang: Lang, number: String) -> String {
    // The pseudo-locale writes numbers as English does (its brackets are for words).
    let lang = if lang.is_pseudo() { Lang::EN } else { lang };
    let separator = say(lang).text("decimal-separator");
    if separator == "." {
        number
    } else {
        number.replace('.', &separator)
    }
}

/// Why a game ended in `lang`, from its outcome's English `reason` and its `end` (the
/// game's record of it): the game's words for the end where they say the same as the
/// reason in English, else the reason as it is. An end that words a detail the reason
/// leaves out (Arcade Tanks' Single Player: three Eagles in how many rounds) is worded
/// by its reason alone.
pub fn end_words<G: Words>(lang: Lang, reason: &str, end: Option<&Value>) -> String {
    if lang == Lang::EN {
        return reason.to_string();
    }
    let Some(end) = end else {
        return reason.to_string();
    };
    let bare = end
        .get("reason")
        .map(|r| serde_json::json!({ "reason": r }));
    [Some(end.clone()), bare]
        .into_iter()
        .flatten()
        .find(|e| G::end_in(Lang::EN, e).as_deref() == Some(reason))
        .and_then(|e| G::end_in(lang, &e))
        .unwrap_or_else(|| reason.to_string())
}

/// `s` with its first letter a capital: a label's words at the head of a title.
pub fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// How wide a report's first column must be for its heading and every name in it, in
/// characters (a name in Russian is longer than in English).
pub fn column_width(heading: &str, names: &[String]) -> usize {
    names
        .iter()
        .chain([&heading.to_string()])
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_take_the_language_s_decimal_separator() {
        let ru = Lang::parse("ru").unwrap();
        assert_eq!(decimal(Lang::EN, 9.46, 1), "9.5");
        assert_eq!(decimal(ru, 9.46, 1), "9,5");
        assert_eq!(decimal(Lang::PSEUDO, 9.46, 1), "9.5");
        assert_eq!(with_separator(ru, "3.1e-5".into()), "3,1e-5");
        assert_eq!(capitalised("ход"), "Ход");
        assert_eq!(capitalised("seat 1"), "Seat 1");
    }

    /// The balance report in the pseudo-locale: its words accented (each stretch of the
    /// message's in brackets), its markup (the message's and the escaped values put in)
    /// as it was, its selectors still choosing.
    #[test]
    fn the_reports_markup_survives_the_pseudo_locale() {
        let intro = |rotated: &str| {
            say(Lang::PSEUDO).text_with(
                "html-intro",
                coinop_core::Args::new()
                    .str("baseline", "the rules &amp; <i>all</i>")
                    .num("players", 2)
                    .str("agents", "greedy")
                    .num("games", 10)
                    .str("rotated", rotated)
                    .str("score", "score"),
            )
        };
        let (yes, no) = (intro("yes"), intro("no"));
        assert!(
            yes.contains("<b>]the rules &amp; <i>all</i>[</b>") && yes.contains("<b>]greedy[</b>"),
            "{yes}"
        );
        assert!(yes.contains("<span class=\"sig\">"), "{yes}");
        assert!(yes.contains("[Ɓ") && !yes.contains("Baseline"), "{yes}");
        assert_ne!(yes, no, "the selector still chooses");
        assert!(yes.contains(", ššéáŧŧš ŕŕóŧááŧééđ"), "{yes}");
    }
}
