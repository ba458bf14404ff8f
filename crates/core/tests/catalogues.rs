//! Every message catalogue of the repository (`locales/<lang>/*.ftl`, in each crate and
//! the browser client's): each parses whole, each language has the same files and the same
//! messages as English, and each message takes the same variables in every language (a
//! translation that drops or invents one would say "{$count}" to a player). A game's
//! `lesson-*.ftl` translates its lesson file (whose English is the file itself): those are
//! checked against the lesson by `crates/games/tests/lessons.rs`.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `locales` directory under `crates/`.
fn catalogues() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if !path.is_dir() {
                continue;
            }
            let name = entry.file_name();
            if name == "target" || name == "node_modules" || name == "tests" {
                continue;
            }
            if name == "locales" {
                found.push(path);
            } else {
                walk(&path, found);
            }
        }
    }
    let mut found = Vec::new();
    walk(&repository().join("crates"), &mut found);
    found.sort();
    found
}

fn variables_of_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_of_inline(a, out);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_of(expression, out),
        _ => {}
    }
}

fn variables_of(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for v in variants {
                variables_of_pattern(&v.value, out);
            }
        }
        Expression::Inline(i) => variables_of_inline(i, out),
    }
}

fn variables_of_pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of(expression, out);
        }
    }
}

/// A language's messages in one catalogue: id (and `id.attribute`) → its variables.
fn messages(dir: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .filter(|p| !is_lesson(p))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{} does not parse: {errors:?}", file.display()),
        };
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(v) = &m.value {
                    variables_of_pattern(v, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    all.insert(id.clone(), vars).is_none(),
                    "{}: {id} twice",
                    file.display()
                );
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    variables_of_pattern(&a.value, &mut vars);
                    all.insert(format!("{id}.{}", a.id.name), vars);
                }
            }
        }
    }
    all
}

fn files_of(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| !is_lesson(&e.path()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

/// A translation of a lesson file.
fn is_lesson(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with("lesson"))
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let catalogues = catalogues();
    assert!(
        catalogues.len() >= 2,
        "found the catalogues: {catalogues:?}"
    );
    let mut problems = Vec::new();
    let mut languages_seen: Option<BTreeSet<String>> = None;
    for catalogue in &catalogues {
        let english_dir = catalogue.join("en");
        let english = messages(&english_dir);
        assert!(
            !english.is_empty(),
            "{} has no English",
            catalogue.display()
        );
        // Its languages: its directories (a README beside them is not one).
        let languages: BTreeSet<String> = files_of(catalogue)
            .into_iter()
            .filter(|l| catalogue.join(l).is_dir())
            .collect();
        match &languages_seen {
            None => languages_seen = Some(languages.clone()),
            Some(seen) if *seen != languages => problems.push(format!(
                "{}: languages {languages:?}, elsewhere {seen:?}",
                catalogue.display()
            )),
            Some(_) => {}
        }
        for language in &languages {
            let dir = catalogue.join(language);
            if files_of(&dir) != files_of(&english_dir) {
                problems.push(format!(
                    "{}: files {:?}, in English {:?}",
                    dir.display(),
                    files_of(&dir),
                    files_of(&english_dir)
                ));
            }
            let theirs = messages(&dir);
            for (id, vars) in &english {
                match theirs.get(id) {
                    None => problems.push(format!("{}: no {id}", dir.display())),
                    Some(v) if v != vars => problems.push(format!(
                        "{}: {id} takes {v:?}, in English {vars:?}",
                        dir.display()
                    )),
                    Some(_) => {}
                }
            }
            for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{}: {id} is not in English", dir.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The check itself finds what it is for: a message missing, and a variable changed.
#[test]
fn the_check_sees_a_missing_message_and_a_changed_variable() {
    let dir = std::env::temp_dir().join(format!("coinop-catalogue-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("a.ftl"),
        "hello = Hello { $name }\ncards = { $n ->\n [one] one card\n *[other] { $n } cards\n}\n",
    )
    .unwrap();
    let m = messages(&dir);
    assert_eq!(m["hello"], BTreeSet::from(["name".to_string()]));
    assert_eq!(m["cards"], BTreeSet::from(["n".to_string()]));
    std::fs::write(dir.join("a.ftl"), "hello = Привет { $who }\n").unwrap();
    let other = messages(&dir);
    assert_ne!(other["hello"], m["hello"]);
    assert!(!other.contains_key("cards"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every message the browser client names by a literal (`t('id')`, `t('id', …)`,
/// `data-l10n-id="id"`) is in its English catalogue: a typo would show the id to a player.
#[test]
fn every_message_the_page_names_is_in_its_catalogue() {
    let web = repository().join("crates/server/web");
    let english = messages(&web.join("locales/en"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&web)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "js" || e == "html"))
        .collect();
    files.sort();
    let mut named = 0;
    let mut missing = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, _) in text.match_indices("t(") {
            // A call of `t` itself, not `at(`, `get(` or `split(`.
            if text[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '$')
            {
                continue;
            }
            let rest = &text[i + 2..];
            let Some(quote) = rest.chars().next().filter(|c| *c == '\'' || *c == '"') else {
                continue;
            };
            let Some(end) = rest[1..].find(quote) else {
                continue;
            };
            let id = &rest[1..1 + end];
            if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                continue;
            }
            named += 1;
            if !english.contains_key(id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
        for (i, _) in text.match_indices("data-l10n-id=\"") {
            let rest = &text[i + "data-l10n-id=\"".len()..];
            let id = &rest[..rest.find('"').unwrap_or(0)];
            named += 1;
            if !english.contains_key(id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
    }
    assert!(named > 0, "no message named by the page");
    assert!(
        missing.is_empty(),
        "not in the catalogue:\n{}",
        missing.join("\n")
    );
}
