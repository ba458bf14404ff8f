//! The command line's own words (the terminal game's frame and each game's screen in it),
//! and which language it speaks: `--lang`, else the locale (`LC_ALL`, `LC_MESSAGES`,
//! `LANG`), else English. The games' narration comes from each game's own catalogue.

use coinop_core::{Lang, Say};

coinop_core::catalogue!(LOCALES);

/// The language of this run, chosen once from the arguments.
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Chooses the run's language (the first choice stands).
pub fn choose(lang: Lang) {
    let _ = LANG.set(lang);
}

/// The run's language: English until chosen.
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or(Lang::EN)
}

/// The command line's catalogue in `lang`.
pub fn say(lang: Lang) -> Say<'static> {
    Say::new(&LOCALES, lang)
}

/// A message of the command line's catalogue in the run's language.
pub fn said(id: &str, args: coinop_core::Args) -> String {
    say(lang()).text_with(id, args)
}

/// The language asked for with `--lang`, else the locale's.
pub fn lang_of(asked: Option<&str>) -> Result<Lang, String> {
    match asked {
        Some(tag) => Lang::parse(tag).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
            say(lang()).text_with(
                "cli-no-language",
                coinop_core::Args::new()
                    .str("tag", tag)
                    .str("known", known.join(", ")),
            )
        }),
        None => Ok(from_locale(|k| std::env::var(k).ok())),
    }
}

/// The locale's language, as POSIX orders its variables: `LC_ALL`, then `LC_MESSAGES`,
/// then `LANG` ("ru_RU.UTF-8"); "C", "POSIX" or one coinop does not speak is English.
fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| var(k).filter(|v| !v.is_empty()))
        .next()
        .and_then(|v| Lang::parse(v.split(['.', '@']).next().unwrap_or("")))
        .unwrap_or(Lang::EN)
}

/// The progress bar of a run of many games, its words in `lang`.
pub fn progress_style(lang: Lang) -> indicatif::ProgressStyle {
    indicatif::ProgressStyle::with_template(&progress_template(lang)).expect("a valid template")
}

/// The progress bar's template: the catalogue's words around indicatif's placeholders.
fn progress_template(lang: Lang) -> String {
    say(lang).text_with(
        "progress",
        coinop_core::Args::new()
            .str("bar", "{bar:40}")
            .str("pos", "{pos}")
            .str("len", "{len}")
            .str("elapsed", "{elapsed}")
            .str("eta", "{eta}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_flag_else_the_locale() {
        let ru = Lang::parse("ru").unwrap();
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(from_locale(env(&[("LANG", "ru_RU.UTF-8")])), ru);
        assert_eq!(
            from_locale(env(&[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "C")])),
            Lang::EN
        );
        assert_eq!(
            from_locale(env(&[("LC_ALL", ""), ("LC_MESSAGES", "ru_RU")])),
            ru
        );
        assert_eq!(from_locale(env(&[("LANG", "de_DE.UTF-8")])), Lang::EN);
        assert_eq!(from_locale(env(&[])), Lang::EN);
        assert_eq!(lang_of(Some("ru")), Ok(ru));
        let e = lang_of(Some("xx")).unwrap_err();
        assert!(e.contains("'xx'") && e.contains("en, ru"), "{e}");
    }

    /// `--lang en-XA` made the progress bar's placeholders pseudo (`{ƀáŕ:40}`), which
    /// indicatif then printed as words: only the catalogue's words are.
    #[test]
    fn the_progress_bar_keeps_its_placeholders_in_every_language() {
        for lang in Lang::all_and_pseudo() {
            let template = progress_template(lang);
            for field in ["{bar:40}", "{pos}", "{len}", "{elapsed}", "{eta}"] {
                assert!(template.contains(field), "{lang}: {template}");
            }
            let _ = progress_style(lang);
        }
        let pseudo = progress_template(Lang::PSEUDO);
        assert!(pseudo.contains("ĝ") && pseudo.contains('['), "{pseudo}");
    }
}
