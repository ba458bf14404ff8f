//! The command line's help and its usage mistakes in the run's language. clap's derive
//! takes the English from the doc comments, which stay the code's documentation; the
//! catalogue (`cli-help.ftl`) words every command and argument in each language, and a
//! test keeps its English the doc comments' word for word. clap's own words (the
//! headings, `[default: …]`, its errors) are the catalogue's too.

use crate::words;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};
use coinop_core::{Args, Lang, Say};
use std::ffi::OsString;

/// The language a command line asks for before it is parsed (`--lang ru`, `--lang=ru`),
/// else the locale's, which also says that it names none coinop speaks (parsing does).
pub fn early_lang(args: &[OsString]) -> Lang {
    let mut asked = None;
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        } else if a == "--lang" {
            asked = it.next().map(|v| v.into_owned());
        } else if let Some(v) = a.strip_prefix("--lang=") {
            asked = Some(v.to_string());
        }
    }
    words::lang_of(asked.as_deref())
        .or_else(|_| words::lang_of(None))
        .unwrap_or(Lang::EN)
}

/// `cmd` with every command, argument and heading in `lang`'s words (built first, so
/// that the help flags, the `help` subcommands and the global arguments are there).
pub fn worded(mut cmd: Command, lang: Lang) -> Command {
    cmd.build();
    let say = words::say(lang);
    word(cmd, &[], &say)
}

fn word(mut cmd: Command, path: &[String], say: &Say) -> Command {
    let usage = cmd.get_styles().get_usage().to_owned();
    let heading = say.text("cli-heading-usage");
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage}{heading}:{usage:#} {{usage}}\n\n{{all-args}}{{after-help}}"
    );
    if let Some(text) = about(path, say) {
        cmd = cmd.about(text).long_about(None);
    }
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(say.text("cli-heading-commands"));
    // `mut_args` and `mut_subcommands` keep the order a built command looks things up by.
    cmd.mut_args(|a| word_arg(a, path, say))
        .mut_subcommands(|c| {
            let mut inner = path.to_vec();
            inner.push(c.get_name().to_string());
            word(c, &inner, say)
        })
}

/// A command's about: `about-<path>`, or `about-help` for clap's `help` subcommands
/// (whose own subcommands name the commands they give the help of: `help sim` is `sim`).
fn about(path: &[String], say: &Say) -> Option<String> {
    match path.last() {
        None => say.lookup("about"),
        Some(last) if last == "help" => say.lookup("about-help"),
        Some(_) => {
            let named: Vec<&str> = path
                .iter()
                .map(String::as_str)
                .filter(|p| *p != "help")
                .collect();
            say.lookup(&format!("about-{}", named.join("-")))
        }
    }
}

/// The message id of argument `id` of the command at `path`: its own, else the nearest
/// enclosing command's (a global argument), else the table arguments' (`arg-table-…`,
/// flattened into several commands).
pub fn arg_message(path: &[String], id: &str, say: &Say) -> Option<String> {
    (0..=path.len())
        .rev()
        .map(|k| {
            let mut parts = vec!["arg".to_string()];
            parts.extend(path[..k].iter().cloned());
            parts.push(id.to_string());
            parts.join("-")
        })
        .chain(std::iter::once(format!("arg-table-{id}")))
        .find_map(|m| say.lookup(&m))
}

fn word_arg(mut a: Arg, path: &[String], say: &Say) -> Arg {
    let mut help = arg_message(path, a.get_id().as_str(), say).unwrap_or_default();
    // clap's notes after the help, in the catalogue's words.
    let values: Vec<String> = a
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| match v.get_help() {
            Some(what) => format!("{} ({what})", v.get_name()),
            None => v.get_name().to_string(),
        })
        .collect();
    if !values.is_empty() && !a.is_hide_possible_values_set() {
        let note = say.text_with(
            "cli-note-values",
            Args::new().str("values", values.join(", ")),
        );
        help = join(help, note);
        a = a.hide_possible_values(true);
    }
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !a.is_hide_default_value_set() && a.get_action().takes_values() {
        let note = say.text_with(
            "cli-note-default",
            Args::new().str("value", defaults.join(",")),
        );
        help = join(help, note);
        a = a.hide_default_value(true);
    }
    if let Some(var) = a.get_env()
        && !a.is_hide_env_set()
    {
        let note = say.text_with(
            "cli-note-env",
            Args::new().str("var", var.to_string_lossy()),
        );
        help = join(help, note);
        a = a.hide_env(true);
    }
    let heading = if a.is_positional() {
        // A heading of our own sorts by display order, else by name: keep the usage's.
        if let Some(i) = a.get_index() {
            a = a.display_order(i);
        }
        "cli-heading-arguments"
    } else {
        "cli-heading-options"
    };
    a.help(help).long_help(None).help_heading(say.text(heading))
}

/// Why a value parser refused a value: a number's mistake in the catalogue's words, else
/// the parser's own (coinop's parsers speak the run's language).
fn why(e: &(dyn std::error::Error + 'static), say: &Say) -> String {
    use std::num::IntErrorKind;
    if let Some(e) = e.downcast_ref::<std::num::ParseIntError>() {
        return say.text(match e.kind() {
            IntErrorKind::PosOverflow => "cli-why-too-large",
            IntErrorKind::NegOverflow => "cli-why-too-small",
            _ => "cli-why-not-a-number",
        });
    }
    if e.is::<std::num::ParseFloatError>() {
        return say.text("cli-why-not-a-decimal");
    }
    let text = e.to_string();
    // clap's ranged numbers: "300 is not in 0..=255".
    if let Some((_, range)) = text.split_once(" is not in ")
        && let Some((least, most)) = range.split_once("..=")
    {
        return say.text_with(
            "cli-why-out-of-range",
            Args::new().str("least", least).str("most", most),
        );
    }
    text
}

fn join(help: String, note: String) -> String {
    if help.is_empty() {
        note
    } else {
        format!("{help} {note}")
    }
}

/// A usage mistake (or `--help`, `--version`) said in `lang`, and the process ended as
/// clap ends it (2 for a mistake, 0 for help).
pub fn exit(e: clap::Error, lang: Lang) -> ! {
    match mistake(&e, &words::say(lang)) {
        Some(text) => {
            eprintln!("{text}");
            std::process::exit(e.exit_code())
        }
        None => e.exit(),
    }
}

/// The words of a usage mistake; none for help and version, which clap prints (in the
/// worded command's words), and for a mistake the catalogue has no words for.
fn mistake(e: &clap::Error, say: &Say) -> Option<String> {
    let get = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(v)) => Some(
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = || get(ContextKind::InvalidArg).unwrap_or_default();
    let value = || get(ContextKind::InvalidValue).unwrap_or_default();
    let (id, args) = match e.kind() {
        // clap says so of an option given without its value.
        ErrorKind::InvalidValue if value().is_empty() => {
            ("cli-error-no-value", Args::new().str("arg", arg()))
        }
        ErrorKind::InvalidValue => (
            "cli-error-invalid-value",
            Args::new().str("value", value()).str("arg", arg()),
        ),
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e).map_or(String::new(), |s| why(s, say));
            (
                "cli-error-value-validation",
                Args::new()
                    .str("value", value())
                    .str("arg", arg())
                    .str("why", why),
            )
        }
        ErrorKind::UnknownArgument => ("cli-error-unknown-argument", Args::new().str("arg", arg())),
        ErrorKind::InvalidSubcommand => (
            "cli-error-unknown-command",
            Args::new().str(
                "command",
                get(ContextKind::InvalidSubcommand).unwrap_or_default(),
            ),
        ),
        ErrorKind::MissingRequiredArgument => {
            let n = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(v)) => v.len(),
                _ => 1,
            };
            (
                "cli-error-missing",
                Args::new().str("args", arg()).num("n", n as i64),
            )
        }
        ErrorKind::ArgumentConflict
            if get(ContextKind::PriorArg) == get(ContextKind::InvalidArg) =>
        {
            ("cli-error-twice", Args::new().str("arg", arg()))
        }
        ErrorKind::InvalidUtf8 => ("cli-error-utf8", Args::new()),
        ErrorKind::ArgumentConflict => (
            "cli-error-conflict",
            Args::new()
                .str("arg", arg())
                .str("other", get(ContextKind::PriorArg).unwrap_or_default()),
        ),
        ErrorKind::NoEquals | ErrorKind::WrongNumberOfValues | ErrorKind::TooManyValues => {
            ("cli-error-values", Args::new().str("arg", arg()))
        }
        ErrorKind::MissingSubcommand => ("cli-error-missing-command", Args::new()),
        _ => return None,
    };
    let mut lines = vec![say.text_with(
        "cli-error",
        Args::new().str("what", say.text_with(id, args)),
    )];
    if let Some(valid) = get(ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        lines.push(say.text_with("cli-error-valid", Args::new().str("values", valid)));
    }
    if let Some(valid) = get(ContextKind::ValidSubcommand).filter(|v| !v.is_empty()) {
        lines.push(say.text_with(
            "cli-error-valid-commands",
            Args::new().str("commands", valid),
        ));
    }
    let suggested = [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .find_map(|k| match e.get(k) {
        Some(ContextValue::String(s)) => Some(vec![s.clone()]),
        Some(ContextValue::Strings(v)) => Some(v.clone()),
        _ => None,
    });
    if let Some(all) = suggested {
        let quoted: Vec<String> = all
            .iter()
            .map(|s| say.text_with("cli-quoted", Args::new().str("text", s)))
            .collect();
        lines.push(say.text_with(
            "cli-error-suggested",
            Args::new().str("suggested", quoted.join(", ")),
        ));
    }
    // clap's own tips ("to pass '-1' as a value, use '-- -1'") have no words in the
    // catalogue: said in English only.
    if say.lang() == Lang::EN
        && let Some(ContextValue::StyledStrs(tips)) = e.get(ContextKind::Suggested)
    {
        lines.extend(tips.iter().map(|t| format!("tip: {t}")));
    }
    if let Some(usage) = get(ContextKind::Usage) {
        // clap's usage line comes headed in English.
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        lines.push(String::new());
        lines.push(format!("{}: {usage}", say.text("cli-heading-usage")));
    }
    lines.push(String::new());
    lines.push(say.text("cli-error-more"));
    Some(printable(&lines.join("\n")))
}

/// `text` with any control character but a line break or a tab shown as U+FFFD: what a
/// user typed is said back, and an escape sequence in it must not restyle their terminal.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\n' && c != '\t' {
                '\u{FFFD}'
            } else {
                c
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// A command or an argument clap shows.
    struct Shown {
        path: Vec<String>,
        /// None for the command itself.
        arg: Option<String>,
        /// Its English, as the doc comments give it.
        doc: Option<String>,
    }

    /// Every command and argument clap shows (its own help flags and `help` subcommands
    /// left out: they have no doc comment).
    fn shown(cmd: &Command, path: &[String], out: &mut Vec<Shown>) {
        if path.last().is_some_and(|l| l == "help") {
            return;
        }
        out.push(Shown {
            path: path.to_vec(),
            arg: None,
            doc: cmd.get_about().map(|s| s.to_string()),
        });
        for a in cmd.get_arguments() {
            let id = a.get_id().as_str();
            if a.is_hide_set() || id == "help" || id == "version" {
                continue;
            }
            out.push(Shown {
                path: path.to_vec(),
                arg: Some(id.to_string()),
                doc: a.get_help().map(|s| s.to_string()),
            });
        }
        for c in cmd.get_subcommands() {
            let mut inner = path.to_vec();
            inner.push(c.get_name().to_string());
            shown(c, &inner, out);
        }
    }

    fn all_shown() -> Vec<Shown> {
        let mut cmd = crate::Cli::command();
        cmd.build();
        let mut out = Vec::new();
        shown(&cmd, &[], &mut out);
        out
    }

    #[test]
    fn every_command_and_argument_has_words_in_every_language_and_the_english_is_the_doc_comment() {
        let shown = all_shown();
        assert!(shown.len() > 100, "{} shown", shown.len());
        for lang in Lang::all() {
            let say = words::say(lang);
            for s in &shown {
                let words = match &s.arg {
                    None => about(&s.path, &say),
                    Some(id) => arg_message(&s.path, id, &say),
                };
                let what = format!("{:?} {:?} in {}", s.path, s.arg, lang.tag());
                let words = words.unwrap_or_else(|| panic!("no words for {what}"));
                if lang == Lang::EN {
                    let doc = s
                        .doc
                        .as_deref()
                        .unwrap_or_else(|| panic!("no doc comment: {what}"));
                    assert_eq!(
                        words, doc,
                        "{what}: the catalogue's English is not the doc comment's"
                    );
                } else {
                    assert_ne!(
                        s.doc.as_deref(),
                        Some(words.as_str()),
                        "{what} is not translated"
                    );
                }
            }
        }
    }

    fn ru() -> Lang {
        Lang::parse("ru").unwrap()
    }

    #[test]
    fn help_is_in_the_language_asked_clap_words_included() {
        let mut cmd = worded(crate::Cli::command(), ru());
        let play = cmd.find_subcommand_mut("play").unwrap();
        let help = play.render_long_help().to_string();
        for want in [
            "Использование: coinop play",
            "Аргументы:",
            "Параметры:",
            // The games' titles are in the run's language (`words::lang`, English here).
            "Игра [возможные значения: tanks (Arcade Tanks)",
            "[по умолчанию: tanks]",
            "Ваше место",
            "Показать справку",
        ] {
            assert!(help.contains(want), "{want:?} not in\n{help}");
        }
        for english in [
            "Usage",
            "Options",
            "Arguments",
            "Possible values",
            "[default",
            "Print help",
        ] {
            assert!(!help.contains(english), "{english:?} in\n{help}");
        }
        // `help sim` gives the help of `sim`: the list under `help` is in the language too.
        let mut cmd = worded(crate::Cli::command(), ru());
        let help = cmd
            .find_subcommand_mut("help")
            .unwrap()
            .render_help()
            .to_string();
        assert!(help.contains("Сыграть много партий"), "{help}");
        // Arguments keep the usage's order under a heading of our own.
        let mut cmd = worded(crate::Cli::command(), ru());
        let admin = cmd.find_subcommand_mut("admin").unwrap();
        let help = admin
            .find_subcommand_mut("remove-chat")
            .unwrap()
            .render_help()
            .to_string();
        assert!(help.find("<TABLE>  ") < help.find("<SEQ>  "), "{help}");
        let help = worded(crate::Cli::command(), Lang::EN)
            .render_help()
            .to_string();
        assert!(help.contains("Usage: coinop [OPTIONS] <COMMAND>"), "{help}");
        assert!(
            help.contains("Commands:") && help.contains("Options:"),
            "{help}"
        );
    }

    fn mistake_in(lang: Lang, args: &[&str]) -> String {
        let e = match worded(crate::Cli::command(), lang).try_get_matches_from(args) {
            Ok(_) => panic!("{args:?} parsed"),
            Err(e) => e,
        };
        mistake(&e, &words::say(lang)).unwrap_or_else(|| panic!("{:?}: no words for {e}", e.kind()))
    }

    #[test]
    fn a_mistake_is_said_in_the_language_asked() {
        let ru = ru();
        let said = mistake_in(ru, &["coinop", "arena", "--agents", "easy", "--games", "x"]);
        assert!(
            said.starts_with(
                "ошибка: недопустимое значение «x» для «--games <GAMES>»: ожидается целое число от 0"
            ),
            "{said}"
        );
        assert!(said.ends_with("Подробнее: «--help»."), "{said}");
        let said = mistake_in(ru, &["coinop", "plya"]);
        assert!(
            said.contains("неизвестная команда «plya»") && said.contains("«play»"),
            "{said}"
        );
        assert!(
            said.contains("Использование: coinop [OPTIONS] <COMMAND>"),
            "{said}"
        );
        let said = mistake_in(ru, &["coinop", "arena"]);
        assert!(
            said.contains("не указан обязательный аргумент: --agents"),
            "{said}"
        );
        let said = mistake_in(ru, &["coinop", "sim", "--ai", "easyy"]);
        assert!(
            said.contains("возможные значения: simple, random"),
            "{said}"
        );
        let said = mistake_in(ru, &["coinop", "arena", "--agents"]);
        assert!(
            said.starts_with("ошибка: у «--agents <AGENTS>» нет значения\n"),
            "{said}"
        );
        let said = mistake_in(ru, &["coinop", "--lang", "ru", "--lang", "ru", "sim"]);
        assert!(
            said.starts_with("ошибка: аргумент «--lang <LANG>» указан больше одного раза"),
            "{said}"
        );
        let said = mistake_in(ru, &["coinop", "sim", "--a\u{1b}[31mred"]);
        assert!(!said.contains('\u{1b}'), "{said}");
        let said = mistake_in(Lang::EN, &["coinop", "arena", "--gaems", "3"]);
        assert!(
            said.starts_with("error: unexpected argument '--gaems'\ntip: did you mean '--games'?"),
            "{said}"
        );
    }

    #[test]
    fn the_language_is_read_before_the_arguments_are_parsed() {
        let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(early_lang(&args(&["coinop", "--lang", "ru", "play"])), ru());
        assert_eq!(early_lang(&args(&["coinop", "play", "--lang=ru"])), ru());
        assert_eq!(
            early_lang(&args(&["coinop", "--lang", "en", "--", "--lang", "ru"])),
            Lang::EN
        );
        // A language coinop does not speak: English, and parsing says what is wrong.
        assert_eq!(early_lang(&args(&["coinop", "--lang", "xx"])), Lang::EN);
        assert_eq!(
            early_lang(&args(&["coinop", "--lang"])).tag(),
            early_lang(&args(&["coinop"])).tag()
        );
    }
}
