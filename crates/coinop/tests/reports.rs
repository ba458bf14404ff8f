//! Issue 27: the reports of `coinop sim`, `coinop arena` and `coinop balance` (and the
//! balance page) in Russian: every word a person reads in Russian, no English sentence
//! word left (the names a user types — settings, agents, flags — stay as typed), and the
//! same figures as the English report of the same seed. Their JSON and CSV are data: the
//! same in every language. And the same reports made by name in parts
//! (`coinop_lab::by_name`, as the Python package's cluster runs do) are the command line's.

use std::process::Command;

/// `coinop ARGS --lang LANG` (English whatever the machine's locale otherwise), its
/// output, which must be a success.
fn coinop(lang: &str, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(args)
        .args(["--lang", lang])
        .env("LC_ALL", "C")
        .env_remove("COLUMNS")
        .output()
        .expect("the coinop binary runs");
    assert!(
        out.status.success(),
        "coinop {args:?} --lang {lang} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The numbers of a line, as written ("38.8", «38,8» alike: a decimal comma is a comma
/// between digits; «на двоих» is "by 2").
fn numbers(line: &str) -> Vec<String> {
    let line = line
        .replace("двоих", "2")
        .replace("троих", "3")
        .replace("четверых", "4");
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let between_digits = (c == '.' || c == ',')
            && !current.is_empty()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() {
            current.push(c);
        } else if between_digits {
            current.push('.');
        } else if !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Both reports carry the same figures, in the same order, but for what the clock
/// measured: `untimed` takes a line's numbers (and the line) and leaves out the timings.
fn same_figures(english: &str, russian: &str, untimed: impl Fn(&str, Vec<String>) -> Vec<String>) {
    let all =
        |text: &str| -> Vec<String> { text.lines().flat_map(|l| untimed(l, numbers(l))).collect() };
    let (en, ru) = (all(english), all(russian));
    assert!(!en.is_empty(), "{english}");
    assert_eq!(en, ru, "figures differ:\n{english}\n---\n{russian}");
}

/// The words in Latin letters left in `text` once the names a user types are taken out:
/// `--flags`, and each of `typed` (setting and agent names, the games' own titles).
fn english_words(text: &str, typed: &[&str]) -> Vec<String> {
    let mut rest = text.to_string();
    let mut typed: Vec<&str> = typed.to_vec();
    // The longest first, so that a name holding another goes whole.
    typed.sort_by_key(|t| std::cmp::Reverse(t.len()));
    for t in typed {
        rest = rest.replace(t, " ");
    }
    let mut words: Vec<String> = rest
        .split_whitespace()
        .filter(|w| !w.starts_with("--"))
        .flat_map(|w| {
            w.split(|c: char| !c.is_ascii_alphabetic())
                .filter(|p| p.len() > 1)
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    words.sort();
    words.dedup();
    words
}

/// A Russian report: Cyrillic, each of `russian` said, and no word in Latin letters but
/// the `typed` names.
fn speaks_russian(report: &str, typed: &[&str], russian: &[&str]) {
    assert!(report.chars().any(|c| ('а'..='я').contains(&c)), "{report}");
    for words in russian {
        assert!(report.contains(words), "no {words:?} in:\n{report}");
    }
    assert_eq!(
        english_words(report, typed),
        Vec::<String>::new(),
        "English left in:\n{report}"
    );
}

#[test]
fn sim_reports_in_russian_with_the_english_figures() {
    let games: [(&[&str], &[&str], &[&str]); 5] = [
        (
            &[
                "sim",
                "tanks",
                "--players",
                "4",
                "--games",
                "30",
                "--seed",
                "1",
            ],
            &[],
            &[
                "30 партий «Танчики», 4 игрока, случайный ИИ, зерно 1",
                "ходов за партию: ",
                "И1: победных очков в среднем ",
                "чем закончились партии:",
                "общая победа: ",
                "сыграно предельное число ходов",
            ],
        ),
        (
            &[
                "sim",
                "tanks",
                "--variant",
                "single",
                "--games",
                "10",
                "--seed",
                "1",
                "--ai",
                "simple",
            ],
            &[],
            &[
                "10 партий «Танчики», 1 игрок, простой ИИ, зерно 1",
                "одиночная игра: три Орла в ",
                "три Орла за ",
            ],
        ),
        (
            &[
                "sim",
                "skirmish",
                "--games",
                "20",
                "--seed",
                "7",
                "--threads",
                "1",
            ],
            &["ARCADE"],
            &[
                "20 партий «ARCADE», 2 игрока",
                "1 поток",
                "И2: очков прочности в среднем ",
                "потеряли все танки",
            ],
        ),
        (
            &[
                "sim",
                "anarcade",
                "--players",
                "3",
                "--games",
                "20",
                "--seed",
                "7",
            ],
            &["Anarcade"],
            &["пройденных автоматов в среднем", "Королём игрового зала"],
        ),
        (
            &[
                "sim",
                "robotanks",
                "--players",
                "4",
                "--games",
                "100",
                "--seed",
                "1",
            ],
            &[],
            &["«Роботанки»", "карт в руке в среднем", "победа одного; "],
        ),
    ];
    for (args, typed, russian) in games {
        let english = coinop("en", args);
        let report = coinop("ru", args);
        speaks_russian(&report, typed, russian);
        // The speed is the clock's.
        same_figures(&english, &report, |line, n| {
            if line.contains("/s") || line.contains("/с") {
                Vec::new()
            } else {
                n
            }
        });
    }
    // The locale chooses Russian too.
    let args = ["sim", "anarcade", "--games", "5", "--seed", "2"];
    let by_locale = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "ru_RU.UTF-8")
        .output()
        .unwrap();
    let by_locale = String::from_utf8(by_locale.stdout).unwrap();
    assert!(by_locale.starts_with("5 партий «Anarcade»"), "{by_locale}");
}

#[test]
fn arena_reports_in_russian_with_the_english_figures() {
    let dir = tempfile::tempdir().unwrap();
    let path = |f: &str| dir.path().join(f).to_str().unwrap().to_string();
    for (game, agents, typed, russian) in [
        (
            "tanks",
            "easy,random",
            &["easy", "random"][..],
            &[
                "Арена «Танчики»: 10 партий, 2 игрока, зерно 1",
                "ходов в среднем: ",
                "агент",
                "доля побед",
                "95% доверительный интервал",
                "(счёт: победные очки, в среднем)",
            ][..],
        ),
        (
            "skirmish",
            "heuristic,random",
            &["heuristic", "random", "ARCADE"][..],
            &["Арена «ARCADE»", "(счёт: очки прочности, в среднем)"][..],
        ),
        (
            "robotanks",
            "easy,random",
            &["easy", "random"][..],
            &["Арена «Роботанки»", "(счёт: карты в руке, в среднем)"][..],
        ),
    ] {
        let json = |lang: &str| path(&format!("{game}-{lang}.json"));
        let csv = |lang: &str| path(&format!("{game}-{lang}.csv"));
        let run = |lang: &str| {
            let (j, c) = (json(lang), csv(lang));
            let args = [
                "arena", game, "--agents", agents, "--games", "10", "--seed", "1", "--json", &j,
                "--csv", &c,
            ];
            coinop(lang, &args)
        };
        let (english, report) = (run("en"), run("ru"));
        speaks_russian(&report, typed, russian);
        // The seconds of the first line and each agent's decisions a second are the clock's.
        same_figures(&english, &report, |line, mut n| {
            if line.contains("arena:") || line.starts_with("Арена") {
                n.remove(3);
            } else if agents
                .split(',')
                .any(|a| line.starts_with(&format!("  {a} ")))
            {
                n.pop();
            }
            n
        });
        // The data are the same in every language.
        let data = |lang: &str| {
            let mut v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(json(lang)).unwrap()).unwrap();
            v["seconds"] = 0.into();
            for a in v["agents"].as_array_mut().unwrap() {
                a["decisions_per_second"] = 0.into();
            }
            v
        };
        assert_eq!(data("en"), data("ru"));
        assert_eq!(
            data("ru")["title"],
            serde_json::json!(english.split(" arena").next().unwrap())
        );
        let rows = |lang: &str| {
            std::fs::read_to_string(csv(lang))
                .unwrap()
                .lines()
                .map(|l| l.rsplit_once(',').unwrap().0.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(rows("en"), rows("ru"));
    }
}

/// A balance report to run: the game, its arguments, the names typed in it (settings,
/// agents, the game's own title) and words its Russian report says.
type Case<'a> = (&'a str, &'a [&'a str], &'a [&'a str], &'a [&'a str]);

#[test]
fn balance_reports_and_its_page_in_russian_with_the_english_figures() {
    let dir = tempfile::tempdir().unwrap();
    let path = |f: &str| dir.path().join(f).to_str().unwrap().to_string();
    let cases: [Case; 4] = [
        (
            "tanks",
            &[
                "--games",
                "40",
                "--seed",
                "3",
                "--settings",
                "avalanche-top-up,second_maneuvers",
            ],
            &[
                "avalanche_top_up",
                "second_maneuvers=InTurn",
                "easy",
                "coinop",
                "RULINGS.md",
            ],
            &[
                "Баланс «Танчики»: 2 игрока, агенты easy, 40 партий на настройку (зёрна с 3)",
                "исходный вариант: стандартные правила (прочтения coinop, RULINGS.md)",
                "счёт — победные очки",
                "настройка",
                "исходный",
                "= все партии как при исходном варианте",
                "половина 95% доверительного интервала",
                "p < 0,05",
                "доля побед по местам при исходном варианте (равная доля — 50,0%): место 1 ",
                "вариант «Лавина»: пополнение и ещё один бот (англ., §19):",
                "выставлено ботов за партию: ",
                "ни разу не применили second_maneuvers=InTurn",
            ],
        ),
        (
            "skirmish",
            &[
                "--games",
                "10",
                "--seed",
                "1",
                "--settings",
                "floor-destruction,wrecks",
            ],
            &[
                "floor-destruction",
                "wrecks",
                "easy",
                "coinop",
                "RULINGS.md",
                "ARCADE",
            ],
            &[
                "Баланс «ARCADE»",
                "побед первого игрока — ",
                "Зелёные (место 1)",
                "Кто ходит первым, решает случай (монета, жребий), а не место",
            ],
        ),
        (
            "anarcade",
            &[
                "--players",
                "3",
                "--games",
                "30",
                "--seed",
                "1",
                "--settings",
                "aces_to_win",
            ],
            &["aces_to_win=2", "easy", "coinop", "RULINGS.md", "Anarcade"],
            &[
                "счёт — пройденные автоматы",
                "сила взятого при исходном варианте",
                "«Монетоприёмник» (жёлтая, цена 2)",
                "короткая игра: для победы достаточно пройти 2 автомата",
            ],
        ),
        (
            "robotanks",
            &[
                "--players",
                "2",
                "--games",
                "30",
                "--seed",
                "1",
                "--settings",
                "introductory",
            ],
            &["introductory", "easy", "coinop", "RULINGS.md"],
            &[
                "Баланс «Роботанки»",
                "счёт — карты в руке",
                "побед первого игрока — ",
            ],
        ),
    ];
    for (game, args, typed, russian) in cases {
        let file = |lang: &str, ext: &str| path(&format!("{game}-{lang}.{ext}"));
        let run = |lang: &str| {
            let (h, j, c) = (file(lang, "html"), file(lang, "json"), file(lang, "csv"));
            let outputs = [
                "--html",
                h.as_str(),
                "--json",
                j.as_str(),
                "--csv",
                c.as_str(),
            ];
            coinop(lang, &[&["balance", game][..], args, &outputs[..]].concat())
        };
        let (english, report) = (run("en"), run("ru"));
        // The line naming the page written holds its path.
        let text = |r: &str| {
            r.lines()
                .filter(|l| !l.contains(dir.path().to_str().unwrap()))
                .collect::<Vec<_>>()
                .join("\n")
        };
        // The agents to try, as typed.
        let mut typed = typed.to_vec();
        typed.extend(["normal", "hard"]);
        speaks_russian(&text(&report), &typed, russian);
        // The first line's seconds are the clock's.
        same_figures(&text(&english), &text(&report), |line, mut n| {
            if line.contains(" balance: ") || line.starts_with("Баланс") {
                n.pop();
            }
            n
        });
        // The data are the same in every language.
        let data = |lang: &str| {
            let mut v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(file(lang, "json")).unwrap())
                    .unwrap();
            v["seconds"] = 0.into();
            v
        };
        assert_eq!(data("en"), data("ru"), "{game}");
        assert_eq!(
            std::fs::read_to_string(file("en", "csv")).unwrap(),
            std::fs::read_to_string(file("ru", "csv")).unwrap()
        );
        // The page: in Russian, said to be, with the same figures in its tables.
        let page = |lang: &str| std::fs::read_to_string(file(lang, "html")).unwrap();
        let (en_page, ru_page) = (page("en"), page("ru"));
        assert!(en_page.contains("<html lang=\"en\">"), "{game}");
        assert!(ru_page.contains("<html lang=\"ru\">"), "{game}");
        let words = |html: &str| {
            // The words a reader sees: without the style sheet and the tags.
            let body = html.split("</style>").nth(1).unwrap_or(html);
            let mut out = String::new();
            let mut in_tag = false;
            for c in body.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => {
                        in_tag = false;
                        out.push(' ');
                    }
                    c if !in_tag => out.push(c),
                    _ => {}
                }
            }
            out.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        };
        let mut page_typed = typed.to_vec();
        page_typed.extend(["baseline", "JSON", "CSV"]);
        speaks_russian(
            &words(&ru_page),
            &page_typed,
            &[
                "Исходный вариант: ",
                "Коротко",
                "Главные показатели",
                "95% доверительный интервал",
                "доля партий, %",
            ],
        );
        let tables = |html: &str| -> Vec<String> {
            html.split("<table>")
                .skip(1)
                .flat_map(|t| numbers(t.split("</table>").next().unwrap()))
                .collect()
        };
        assert_eq!(tables(&en_page), tables(&ru_page), "{game}");
    }
}

/// What a cluster's driver prints from `coinop_lab::by_name` (the run played in parts,
/// merged) is what the command line prints for the same run, figure for figure; and it
/// writes the same files. Only the clock's figures may differ: sim's speed line and the
/// agents' decisions a second (the seconds a report states are the command line's here).
#[test]
fn by_name_runs_in_parts_print_the_command_lines_reports() {
    use coinop_lab::by_name;
    use serde_json::{Value, json};
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let read = |path: &str| std::fs::read_to_string(path).unwrap();
    /// The run's jobs in three parts, played and merged by name.
    fn in_three(total: u64, play: impl Fn(u64, u64) -> Result<String, String>) -> Vec<String> {
        let (a, b) = (total / 3, total / 3 + total / 2);
        [(0, a), (a, b), (b, total)]
            .iter()
            .map(|&(s, e)| play(s, e).unwrap())
            .collect()
    }
    let seconds = |json: &str| -> f64 {
        serde_json::from_str::<Value>(json).unwrap()["seconds"]
            .as_f64()
            .unwrap()
    };

    for lang in ["en", "ru"] {
        // sim: every line but the speed's.
        let cli = coinop(
            lang,
            &[
                "sim",
                "anarcade",
                "--players",
                "3",
                "--games",
                "17",
                "--seed",
                "4",
                "--ai",
                "simple",
                "--options",
                r#"{"aces_to_win":2}"#,
            ],
        );
        let spec = json!({
            "game": "anarcade", "players": 3, "games": 17, "seed": 4, "ai": "simple",
            "options": r#"{"aces_to_win":2}"#, "lang": lang
        })
        .to_string();
        let total = by_name::sim_plan(&spec).unwrap();
        let parts = in_three(total, |s, e| by_name::sim_play(&spec, s, e));
        let merged = by_name::sim_merge(&spec, &parts, 1.0, 2).unwrap();
        let unspeeded = |text: &str| -> Vec<String> {
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            lines.remove(1);
            lines
        };
        assert_eq!(unspeeded(&cli), unspeeded(&merged.text), "sim in {lang}");

        // arena: the same text, JSON and CSV but the agents' speed.
        let (j, c) = (file(&format!("arena-{lang}.json")), file("arena.csv"));
        let cli = coinop(
            lang,
            &[
                "arena",
                "tanks",
                "--agents",
                "easy,random,easy",
                "--games",
                "7",
                "--seed",
                "9",
                "--json",
                &j,
                "--csv",
                &c,
            ],
        );
        let spec = json!({
            "game": "tanks", "agents": ["easy", "random", "easy"], "games": 7, "seed": 9,
            "lang": lang
        })
        .to_string();
        let total = by_name::arena_plan(&spec).unwrap();
        let parts = in_three(total, |s, e| by_name::arena_play(&spec, s, e));
        let merged = by_name::arena_merge(&spec, &parts, seconds(&read(&j))).unwrap();
        let unspeeded = |text: &str| -> Vec<String> {
            text.lines()
                .enumerate()
                .map(|(i, l)| match i {
                    0 | 1 => l.to_string(),
                    _ => l
                        .trim_end()
                        .rsplit_once(' ')
                        .unwrap()
                        .0
                        .trim_end()
                        .to_string(),
                })
                .collect()
        };
        assert_eq!(unspeeded(&cli), unspeeded(&merged.text), "arena in {lang}");
        let unspeeded_json = |text: &str| -> Value {
            let mut v: Value = serde_json::from_str(text).unwrap();
            for a in v["agents"].as_array_mut().unwrap() {
                a["decisions_per_second"] = Value::Null;
            }
            v
        };
        assert_eq!(unspeeded_json(&read(&j)), unspeeded_json(&merged.json));
        let unspeeded_csv = |text: &str| -> Vec<String> {
            text.lines()
                .map(|l| l.rsplit_once(',').unwrap().0.to_string())
                .collect()
        };
        assert_eq!(
            unspeeded_csv(&read(&c)),
            unspeeded_csv(merged.csv.as_deref().unwrap())
        );

        // balance: the same text and files, byte for byte.
        let (j, c, h) = (file("balance.json"), file("balance.csv"), file("b.html"));
        let cli = coinop(
            lang,
            &[
                "balance",
                "robotanks",
                "--players",
                "3",
                "--games",
                "5",
                "--seed",
                "6",
                "--settings",
                "introductory",
                "--options",
                r#"{"post_loss":3}"#,
                "--json",
                &j,
                "--csv",
                &c,
                "--html",
                &h,
            ],
        );
        let spec = json!({
            "game": "robotanks", "players": 3, "games": 5, "seed": 6,
            "settings": ["introductory"], "options": r#"{"post_loss":3}"#, "lang": lang
        })
        .to_string();
        let total = by_name::balance_plan(&spec).unwrap();
        let parts = in_three(total, |s, e| by_name::balance_play(&spec, s, e));
        let merged = by_name::balance_merge(&spec, &parts, seconds(&read(&j)), None).unwrap();
        let wrote = cli.lines().last().unwrap();
        assert!(wrote.contains("b.html"), "{cli}");
        assert_eq!(
            cli.strip_suffix(&format!("{wrote}\n")).unwrap(),
            merged.text,
            "balance in {lang}"
        );
        assert_eq!(read(&j), merged.json);
        assert_eq!(Some(read(&c)), merged.csv);
        assert_eq!(Some(read(&h)), merged.html);
    }
}
