//! Which language a request reads the site in: the one the person chose (the language
//! cookie, set by the header's switch and, for an account, from its stored choice at
//! sign-in), else their browser's `Accept-Language`, else English. A language is a
//! parameter of the words: the same table sends each connection its story in its own.

use axum::http::HeaderMap;
use coinop_core::{Lang, Say};

coinop_core::catalogue!(LOCALES);

/// The server's own words (`locales/<lang>/server.ftl`): pages it writes as HTML.
pub fn say(lang: Lang) -> Say<'static> {
    Say::new(&LOCALES, lang)
}

coinop_core::lang::fluent_templates::static_loader! {
    static PAGE = {
        locales: "./web/locales",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The page's words (`web/locales/<lang>/*.ftl`, which the browser formats itself): for
/// the few the server writes into a page before any script runs (the site's header on a
/// rules or rulings page).
pub fn page_words(lang: Lang) -> Say<'static> {
    Say::new(&PAGE, lang)
}

/// The cookie holding a person's chosen language ("ru"). Not HttpOnly: the page's switch
/// sets it.
pub const LANG_COOKIE: &str = "coinop_lang";

/// The language chosen by the cookie, if any: the first `coinop_lang` that names one
/// (a browser may send two, from another path or domain, the first stale or foreign),
/// its value bare or quoted (`coinop_lang="ru"`, RFC 6265).
pub fn chosen(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .filter(|(k, _)| k.trim() == LANG_COOKIE)
        .find_map(|(_, v)| {
            let v = v.trim();
            let v = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .unwrap_or(v);
            Lang::parse(v)
        })
}

/// The request's language: chosen, else the browser's, else English.
pub fn of_request(headers: &HeaderMap) -> Lang {
    chosen(headers).unwrap_or_else(|| {
        headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::EN, Lang::from_accept_language)
    })
}

/// The `Set-Cookie` value that remembers `lang` for a year.
pub fn cookie(lang: Lang, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!(
        "{LANG_COOKIE}={}; Path=/; SameSite=Lax; Max-Age={}{secure}",
        lang.tag(),
        365 * 24 * 3600
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    #[test]
    fn the_choice_comes_before_the_browser_and_english_last() {
        let ru = Lang::parse("ru").unwrap();
        assert_eq!(of_request(&headers(&[])), Lang::EN);
        assert_eq!(
            of_request(&headers(&[("accept-language", "ru-RU,ru;q=0.9,en;q=0.5")])),
            ru
        );
        assert_eq!(
            of_request(&headers(&[
                ("accept-language", "ru-RU"),
                ("cookie", "a=1; coinop_lang=en; b=2")
            ])),
            Lang::EN
        );
        // A cookie naming no language we speak is no choice.
        assert_eq!(
            of_request(&headers(&[
                ("accept-language", "ru"),
                ("cookie", "coinop_lang=<script>")
            ])),
            ru
        );
        // Two cookies, the first naming no language: the next one is the choice; a
        // quoted value is its value.
        assert_eq!(
            chosen(&headers(&[("cookie", "coinop_lang=xx; coinop_lang=ru")])),
            Some(ru)
        );
        assert_eq!(
            chosen(&headers(&[
                ("cookie", "coinop_lang=<script>"),
                ("cookie", "coinop_lang=ru")
            ])),
            Some(ru)
        );
        assert_eq!(
            of_request(&headers(&[("cookie", "a=1; coinop_lang=\"ru\"")])),
            ru
        );
        assert_eq!(chosen(&headers(&[("cookie", "coinop_lang=\"\"")])), None);
        assert_eq!(chosen(&headers(&[("cookie", "xcoinop_lang=ru")])), None);
        assert!(cookie(ru, true).starts_with("coinop_lang=ru; Path=/; SameSite=Lax"));
        assert!(cookie(ru, true).ends_with("; Secure"));
    }
}
