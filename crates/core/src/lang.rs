//! Languages: a language is a parameter of the words, never of the data. Each crate that
//! says anything keeps one Fluent catalogue per language (`locales/<tag>/*.ftl`, embedded
//! at build time by [`catalogue!`](crate::catalogue)); adding a language is adding files.
//! [`Say`](crate::Say) formats a catalogue's message.

use fluent_templates::{LanguageIdentifier, Loader};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::LazyLock;

/// Embeds a crate's catalogues (`locales/<tag>/*.ftl` beside its `Cargo.toml`) as a
/// static loader named `$name`, English the fallback, with no Unicode isolation marks
/// around variables (the words go into typed spans and a terminal, not into a bidi
/// paragraph of a page).
#[macro_export]
macro_rules! catalogue {
    ($name:ident) => {
        $crate::lang::fluent_templates::static_loader! {
            static $name = {
                locales: "./locales",
                fallback_language: "en",
                customise: |bundle| bundle.set_use_isolating(false),
            };
        }
    };
}

#[doc(hidden)]
pub use fluent_templates;

catalogue!(CORE);

/// Words in the pseudo-locale: each ASCII letter accented, the text 40% longer (a vowel
/// doubled after every few letters), in brackets, so a cut-off end shows. Markup a message
/// holds (`<b>`, `</a>`, `&nbsp;`) and a template's placeholders (`{bar:40}`) are not
/// words, and stay as they are.
pub fn pseudo(text: &str) -> String {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: [char; 52] = [
        'á', 'ƀ', 'ç', 'đ', 'é', 'ƒ', 'ĝ', 'ĥ', 'í', 'ĵ', 'ķ', 'ĺ', 'ḿ', 'ñ', 'ó', 'ṕ', 'ǫ', 'ŕ',
        'š', 'ŧ', 'ú', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž', 'Á', 'Ɓ', 'Ç', 'Đ', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Í', 'Ĵ',
        'Ķ', 'Ĺ', 'Ḿ', 'Ñ', 'Ó', 'Ṕ', 'Ǫ', 'Ŕ', 'Š', 'Ŧ', 'Ú', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    if text.trim().is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() * 2);
    out.push('[');
    let mut letters = 0;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(kept) = not_words(rest) {
            out.push_str(kept);
            rest = &rest[kept.len()..];
            continue;
        }
        rest = &rest[c.len_utf8()..];
        match FROM.find(c) {
            Some(i) => {
                out.push(TO[i]);
                letters += 1;
                // Two letters of every five doubled: 40% longer.
                if letters % 5 == 1 || letters % 5 == 3 {
                    out.push(TO[i]);
                }
            }
            None => out.push(c),
        }
    }
    out.push(']');
    out
}

/// The markup or placeholder `text` begins with, if any: a tag (`<b>`, `</a>`,
/// `<a href="/x">`), an entity (`&nbsp;`, `&#8212;`), or a placeholder without spaces
/// (`{bar:40}`, `{pos}`).
fn not_words(text: &str) -> Option<&str> {
    let mut chars = text.chars();
    let (open, close, first_ok): (char, char, fn(char) -> bool) = match chars.next()? {
        '<' => ('<', '>', |c| {
            c.is_ascii_alphabetic() || c == '/' || c == '!'
        }),
        '&' => ('&', ';', |c| c.is_ascii_alphanumeric() || c == '#'),
        '{' => ('{', '}', |c| c.is_ascii_alphanumeric() || c == '_'),
        _ => return None,
    };
    if !chars.next().is_some_and(first_ok) {
        return None;
    }
    let end = text[1..].find(close)? + 1;
    let inner = &text[1..end];
    let fits = match open {
        '<' => !inner.contains(['<', '\n']),
        '&' => inner.len() <= 10 && inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '#'),
        _ => !inner.contains(char::is_whitespace) && !inner.contains('{'),
    };
    fits.then(|| &text[..end + close.len_utf8()])
}

/// The core's own catalogue (lists, a language's own name).
pub(crate) fn core_catalogue() -> &'static fluent_templates::StaticLoader {
    &CORE
}

/// The languages coinop speaks: the core catalogue's, English first (the fallback and
/// the language of the record's tests), then the rest by tag.
static LANGS: LazyLock<Vec<(String, LanguageIdentifier)>> = LazyLock::new(|| {
    let mut ids: Vec<LanguageIdentifier> = CORE.locales().cloned().collect();
    ids.sort_by_key(|id| {
        let tag = id.to_string();
        (tag != "en", tag)
    });
    ids.into_iter().map(|id| (id.to_string(), id)).collect()
});

/// A language coinop speaks. Serialized as its tag ("en", "ru").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

impl Lang {
    /// English: the fallback, and what every test of the record reads.
    pub const EN: Lang = Lang(0);

    /// The pseudo-locale `en-XA`: English, every letter accented and every message 40%
    /// longer, in brackets — a page shown in it finds the words that would be cut off in a
    /// longer language, and the words never put through a catalogue. Never offered to
    /// players; chosen by its tag.
    pub const PSEUDO: Lang = Lang(u8::MAX);

    /// Every language coinop speaks, English first (the pseudo-locale is not one).
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGS.len()).map(|i| Lang(i as u8))
    }

    /// The languages and the pseudo-locale: what caches per language hold.
    pub fn all_and_pseudo() -> impl Iterator<Item = Lang> {
        Lang::all().chain(std::iter::once(Lang::PSEUDO))
    }

    /// Whether this is the pseudo-locale.
    pub fn is_pseudo(self) -> bool {
        self == Lang::PSEUDO
    }

    /// The language of a tag ("ru", "ru-RU", "EN-us", the pseudo-locale "en-XA"), if
    /// coinop speaks it.
    pub fn parse(tag: &str) -> Option<Lang> {
        if tag.trim().eq_ignore_ascii_case("en-xa") {
            return Some(Lang::PSEUDO);
        }
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        LANGS
            .iter()
            .position(|(t, _)| *t == primary)
            .map(|i| Lang(i as u8))
    }

    /// The best language for an `Accept-Language` header ("ru-RU,ru;q=0.9,en;q=0.8"):
    /// the one of highest weight that coinop speaks, else English.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (i, item) in header.split(',').enumerate() {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("");
            // RFC 9110: `q` in any case, spaces around `=`, a weight from 0 to 1; a weight
            // that is no number in that range makes the item no choice at all.
            let q = match parts.find_map(|p| {
                let (k, v) = p.split_once('=')?;
                k.trim().eq_ignore_ascii_case("q").then(|| v.trim())
            }) {
                None => 1.0,
                Some(v) => v
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q))
                    .unwrap_or(0.0),
            };
            let Some(lang) = Lang::parse(tag) else {
                continue;
            };
            // Highest weight first; among equal weights, the one listed first.
            if q > 0.0 && best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
                best = Some((q, i, lang));
            }
        }
        best.map_or(Lang::EN, |(_, _, l)| l)
    }

    /// Its tag: "en", "ru", "en-XA".
    pub fn tag(self) -> &'static str {
        match self.is_pseudo() {
            true => "en-XA",
            false => &LANGS[self.0 as usize].0,
        }
    }

    /// The catalogue it is formatted from (the pseudo-locale's is English).
    pub fn id(self) -> &'static LanguageIdentifier {
        match self.is_pseudo() {
            true => &LANGS[0].1,
            false => &LANGS[self.0 as usize].1,
        }
    }

    /// Its name in itself, for a language switch ("English", "Русский").
    pub fn name(self) -> String {
        CORE.lookup(self.id(), "language-name")
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::parse(s).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().map(Lang::tag).collect();
            format!("no language '{s}' (coinop speaks {})", known.join(", "))
        })
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.tag())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = String::deserialize(d)?;
        tag.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Markup and placeholders in a message are not its words: they stay as they are.
    #[test]
    fn the_pseudo_locale_accents_words_never_markup_or_placeholders() {
        assert_eq!(
            pseudo("Baseline: <b>x</b>&nbsp;<a href=\"/r\">go</a>"),
            "[ƁƁáššéĺííñéé: <b>ẋ</b>&nbsp;<a href=\"/r\">ĝóó</a>]"
        );
        assert_eq!(
            pseudo("{bar:40} {pos}/{len} games"),
            "[{bar:40} {pos}/{len} ĝĝáḿḿéš]"
        );
        // Not markup: a comparison, an ampersand, braces with words in them.
        assert_eq!(pseudo("a < b & c {x y}"), "[áá < ƀ & çç {ẋ ý}]");
    }

    #[test]
    fn languages_are_english_first_and_parse_from_tags_and_headers() {
        assert_eq!(Lang::all().next(), Some(Lang::EN));
        assert_eq!(Lang::EN.tag(), "en");
        let ru = Lang::parse("ru-RU").expect("Russian");
        assert_eq!(ru.tag(), "ru");
        assert_eq!(Lang::parse("EN_us"), Some(Lang::EN));
        assert_eq!(Lang::parse("xx"), None);
        assert_eq!(Lang::from_accept_language("ru-RU,ru;q=0.9,en;q=0.8"), ru);
        assert_eq!(Lang::from_accept_language("de-DE,en;q=0.5,ru;q=0.7"), ru);
        assert_eq!(Lang::from_accept_language("de,fr;q=0.5"), Lang::EN);
        assert_eq!(Lang::from_accept_language("ru;q=0,en"), Lang::EN);
        assert_eq!(Lang::from_accept_language(""), Lang::EN);
        // The weight's name in any case, spaces around it; a weight that is no number from
        // 0 to 1 is no choice (the attack found `Q=0` and `q=abc` taken as 1).
        assert_eq!(Lang::from_accept_language("ru;Q=0,en;q=0.5"), Lang::EN);
        assert_eq!(Lang::from_accept_language("en;q=0.9, ru;q=abc"), Lang::EN);
        assert_eq!(
            Lang::from_accept_language("ru; q = 0.1, en;q=0.5"),
            Lang::EN
        );
        assert_eq!(Lang::from_accept_language("en;q=0.5, ru; Q = 0.8"), ru);
        assert_eq!(Lang::from_accept_language("ru,en;q=2"), ru);
        assert_eq!(serde_json::to_string(&ru).unwrap(), "\"ru\"");
        assert_eq!(serde_json::from_str::<Lang>("\"ru\"").unwrap(), ru);
        assert!(serde_json::from_str::<Lang>("\"xx\"").is_err());
        assert_eq!(ru.name(), "Русский");
        assert_eq!(Lang::parse("en-XA"), Some(Lang::PSEUDO));
        assert_eq!(Lang::PSEUDO.tag(), "en-XA");
        assert!(!Lang::all().any(Lang::is_pseudo));
        assert_eq!(Lang::from_accept_language("en-XA"), Lang::PSEUDO);
        assert_eq!(Lang::EN.name(), "English");
    }
}
