//! The shape of the house, checked (ARCHITECTURE.md): no crate has modules that import
//! each other in a loop; in a game crate nothing but `lib.rs` names `words` (the words
//! are the top layer: nothing below them may say anything); every game crate has the same
//! files for the same jobs.
//!
//! A module's imports are read off its text: every `crate::m`, `super::m` (from a
//! top-level module), `crate::{m, …}` and `crate::Name` where `lib.rs` re-exports `Name`
//! from `m`. Files in a folder (`src/play/tanks.rs`) belong to the top-level module of
//! the folder.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The files every game crate has, each for the same job.
const GAME_FILES: &[&str] = &[
    "lib.rs",      // the game in a paragraph; the `Game` impl
    "options.rs",  // rule options, variants, readings
    "state.rs",    // pure data: the whole state
    "action.rs",   // actions, their ids and their notation
    "event.rs",    // events as data, and what each viewer may see of them
    "legal.rs",    // which actions are legal now
    "view.rs",     // observations and determinization: what a seat may see
    "words.rs",    // every sentence: narration, headings, names, the text board
    "scenario.rs", // the game's part of scenario files
    "measure.rs",  // balance settings and figures
    "autoplay.rs", // the rule-following player
];

/// Every hosted game's crate (`crates/<name>`), from the one list.
fn games() -> Vec<&'static str> {
    coinop_games::names()
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Top-level module name → its source text (folders joined).
fn modules(src: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(src).expect("src exists") {
        let path = entry.expect("dir entry").path();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            let mut text = String::new();
            collect(&path, &mut text);
            out.entry(name).or_insert_with(String::new).push_str(&text);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.entry(name).or_insert_with(String::new).push_str(&text);
        }
    }
    out
}

fn collect(dir: &Path, text: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, text);
        } else if path.extension().is_some_and(|e| e == "rs") {
            text.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The text without comments, so a doc comment naming a module is not an import.
fn code(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The first path segments named after `crate::` / `super::` in `text` (groups opened).
fn named(text: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find(prefix) {
        let before = rest[..i].chars().last();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::c, d::{e}}`: the first segment of each item.
            let mut depth = 0;
            let mut item_start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && (c.is_alphanumeric() || c == '_') => {
                        out.insert(ident_at(&group[j..]).to_string());
                        item_start = false;
                    }
                    c if !c.is_whitespace() => item_start = false,
                    _ => {}
                }
            }
        } else {
            let id = ident_at(rest);
            if !id.is_empty() {
                out.insert(id.to_string());
            }
        }
    }
    out
}

/// `pub use m::{A, B}` / `pub use m::A` in lib.rs: re-exported name → its module.
fn reexports(lib: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for stmt in code(lib).split(';') {
        let stmt = stmt.trim();
        let Some(path) = stmt.strip_prefix("pub use ") else {
            continue;
        };
        let path = path.trim_start_matches("crate::");
        let module = ident_at(path).to_string();
        let tail = &path[module.len()..];
        let names: Vec<&str> = match tail.find('{') {
            Some(i) => tail[i + 1..]
                .trim_end_matches('}')
                .split(',')
                .map(|n| n.trim().rsplit("::").next().unwrap_or("").trim())
                .collect(),
            None => vec![tail.rsplit("::").next().unwrap_or("").trim()],
        };
        for n in names {
            let n = n.split(" as ").last().unwrap_or(n).trim();
            if !n.is_empty() && n != "*" && n != "self" {
                out.insert(n.to_string(), module.clone());
            }
        }
    }
    out
}

/// Module → the modules it imports.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mods = modules(src);
    let lib = mods
        .get("lib")
        .or_else(|| mods.get("main"))
        .cloned()
        .unwrap_or_default();
    let again = reexports(&lib);
    let mut g = BTreeMap::new();
    for (name, text) in &mods {
        if name == "lib" || name == "main" {
            continue;
        }
        let text = code(text);
        let mut deps = BTreeSet::new();
        for n in named(&text, "crate::")
            .into_iter()
            .chain(named(&text, "super::"))
        {
            let module = if mods.contains_key(&n) {
                Some(n)
            } else {
                again.get(&n).cloned()
            };
            if let Some(m) = module
                && m != *name
                && m != "lib"
                && m != "main"
            {
                deps.insert(m);
            }
        }
        g.insert(name.clone(), deps);
    }
    g
}

/// A loop in the graph, if there is one, as the modules along it.
fn a_loop(g: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        g: &BTreeMap<String, BTreeSet<String>>,
        m: &str,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            let mut cycle = path[i..].to_vec();
            cycle.push(m.to_string());
            return Some(cycle);
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for d in g.get(m).into_iter().flatten() {
            if let Some(c) = visit(g, d, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for m in g.keys() {
        if let Some(c) = visit(g, m, &mut Vec::new(), &mut done) {
            return Some(c);
        }
    }
    None
}

#[test]
fn no_crate_has_modules_importing_each_other_in_a_loop() {
    let mut loops = Vec::new();
    for entry in std::fs::read_dir(crates_dir()).unwrap() {
        let src = entry.unwrap().path().join("src");
        if !src.is_dir() {
            continue;
        }
        if let Some(c) = a_loop(&graph(&src)) {
            loops.push(format!("{}: {}", src.display(), c.join(" → ")));
        }
    }
    assert!(
        loops.is_empty(),
        "modules importing each other in a loop:\n{}",
        loops.join("\n")
    );
}

#[test]
fn nothing_below_a_games_words_imports_them() {
    for game in games() {
        let src = crates_dir().join(game).join("src");
        for (module, deps) in graph(&src) {
            assert!(
                !deps.contains("words"),
                "{game}: {module}.rs imports words.rs; the words are the top layer (only lib.rs names them)"
            );
        }
    }
}

#[test]
fn every_game_crate_has_the_same_files_for_the_same_jobs() {
    for game in games() {
        let src = crates_dir().join(game).join("src");
        for file in GAME_FILES {
            assert!(
                src.join(file).is_file(),
                "{game} has no src/{file}: every game crate has the same files for the same jobs ({GAME_FILES:?})"
            );
        }
    }
}

#[test]
fn the_reader_sees_imports_as_written() {
    let text = "use crate::a::X;\nuse crate::{b, c::Y, d::{e, f}};\nfn f() { super::g::h(); crate::Re; }\n// crate::commented\n";
    let text = code(text);
    let c = named(&text, "crate::");
    assert_eq!(
        c,
        ["a", "b", "c", "d", "Re"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    assert_eq!(named(&text, "super::"), ["g".to_string()].into());
    let r = reexports("pub use state::{Tanks, Stage};\npub use view::Observation;\n");
    assert_eq!(r["Tanks"], "state");
    assert_eq!(r["Observation"], "view");
    let mut g = BTreeMap::new();
    g.insert("a".to_string(), ["b".to_string()].into());
    g.insert("b".to_string(), ["a".to_string()].into());
    assert!(a_loop(&g).is_some());
    g.insert("b".to_string(), BTreeSet::new());
    assert!(a_loop(&g).is_none());
}
