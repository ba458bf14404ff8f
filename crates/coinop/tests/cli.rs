//! The `coinop` command line as a user runs it: `sim` gives the same report on any
//! number of threads, and the replays it writes check out with `coinop replay`.

use std::process::Command;

fn coinop(args: &[&str]) -> String {
    run(None, args)
}

/// `coinop ARGS`, with `COLUMNS` set as at a terminal that wide, or unset as in a pipe;
/// its output, which must be a success.
fn run(columns: Option<u16>, args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_coinop"));
    // English whatever the machine's locale (the words follow it).
    command.args(args).env("LC_ALL", "C");
    match columns {
        Some(c) => command.env("COLUMNS", c.to_string()),
        None => command.env_remove("COLUMNS"),
    };
    let out = command.output().expect("the coinop binary runs");
    assert!(
        out.status.success(),
        "coinop {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// `coinop play GAME` with the seat to move first, typed `input`, and its output; the
/// lines are wrapped to `columns`, or left whole (the output is not a terminal) for the
/// checks to read.
fn play_at_terminal(game: &str, columns: Option<u16>, input: &str) -> String {
    play_in(game, columns, &[], input)
}

/// [`play_at_terminal`] with more arguments (`--lang ru`).
fn play_in(game: &str, columns: Option<u16>, more: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_coinop"));
    cmd.env("LC_ALL", "C");
    match columns {
        Some(c) => cmd.env("COLUMNS", c.to_string()),
        None => cmd.env_remove("COLUMNS"),
    };
    let mut child = cmd
        .args([
            "play",
            game,
            "--seed",
            "3",
            "--options",
            r#"{"first_player":0}"#,
        ])
        .args(more)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{text}");
    text
}

/// `coinop ARGS` fails, without a panic, saying `want`.
fn refused(args: &[&str], want: &str) {
    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(args)
        .env("LC_ALL", "C")
        .env_remove("COLUMNS")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{args:?} was accepted");
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    assert!(err.contains(want), "{args:?}: {err}");
}

/// `coinop ARGS` in the locale `lc_all`: its exit code, standard output and error.
fn in_locale(lc_all: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(args)
        .env("LC_ALL", lc_all)
        .env_remove("COLUMNS")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The help and the usage mistakes speak the locale's language, or `--lang`'s, clap's
/// own words included; a mistake ends with 2 as before, help with 0.
#[test]
fn help_and_usage_mistakes_speak_the_language_asked() {
    let (code, help, _) = in_locale("ru_RU.UTF-8", &["arena", "--help"]);
    assert_eq!(code, 0);
    for want in [
        "Использование: coinop arena",
        "Параметры:",
        "По агенту на место",
        "[по умолчанию: 100]",
    ] {
        assert!(help.contains(want), "{want:?} not in {help}");
    }
    assert!(
        !help.contains("Options:") && !help.contains("[default"),
        "{help}"
    );
    let (code, _, err) = in_locale(
        "C",
        &[
            "--lang",
            "ru",
            "arena",
            "tanks",
            "--agents",
            "easy",
            "--threads",
            "0",
        ],
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "ошибка: недопустимое значение «0» для «--threads <THREADS>»: число потоков должно быть от 1 до 256"
        ),
        "{err}"
    );
    let (code, help, _) = in_locale("ru_RU.UTF-8", &["--lang", "en", "--help"]);
    assert_eq!(code, 0);
    assert!(
        help.contains("Usage: coinop [OPTIONS] <COMMAND>") && help.contains("Commands:"),
        "{help}"
    );
    // The command line's own refusals and answers too.
    let (code, _, err) = in_locale("ru_RU.UTF-8", &["sim", "tanks", "--cards", "x.toml"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("ошибка: --cards: это для других игр; у игры «Танчики» есть --tiles"),
        "{err}"
    );
    let (code, _, err) = in_locale("ru_RU.UTF-8", &["sim", "robotanks", "--variant", "lasers"]);
    assert_eq!(code, 1);
    assert!(err.contains("неизвестный вариант «lasers»"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    coinop(&[
        "sim",
        "skirmish",
        "--games",
        "1",
        "--ai",
        "easy",
        "--replays",
        replays,
    ]);
    let file = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let (code, told, _) = in_locale("ru_RU.UTF-8", &["replay", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(told.starts_with("Партия «ARCADE» (версия движка"), "{told}");
    assert!(told.contains("\nзапись в порядке: "), "{told}");
    // The last position as the terminal shows it, in the same language.
    assert!(told.contains("\nигра окончена: "), "{told}");
    // A language coinop does not speak is a usage mistake, said in the locale's words.
    let (code, _, err) = in_locale("ru_RU.UTF-8", &["--lang", "xx", "sim"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("языка «xx» нет"), "{err}");
    // What a user typed is said back without its escape sequences.
    let (code, _, err) = in_locale("C", &["sim", "tanks", "--variant", "x\u{1b}[31mred"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("unknown variant") && !err.contains('\u{1b}'),
        "{err}"
    );
    let (code, _, err) = in_locale("C", &["sim", "tanks", "--gaems", "3"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("error: unexpected argument '--gaems'")
            && err.contains("tip: did you mean '--games'?"),
        "{err}"
    );
}

/// The report without its timing line.
fn figures(report: &str) -> String {
    report
        .lines()
        .filter(|l| !l.contains("games/s"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sim_reports_the_same_games_on_any_number_of_threads_and_its_replays_verify() {
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    let base = [
        "sim",
        "tanks",
        "--games",
        "12",
        "--players",
        "3",
        "--seed",
        "40",
        "--ai",
        "simple",
    ];
    let one = coinop(&[&base[..], &["--threads", "1", "--replays", replays]].concat());
    let three = coinop(&[&base[..], &["--threads", "3"]].concat());
    assert!(one.contains("12 games of Arcade Tanks, 3 players, simple AI, seed 40"));
    assert!(one.contains("1 thread"), "{one}");
    assert!(three.contains("3 threads"), "{three}");
    assert!(one.contains("how games ended"));
    assert_eq!(figures(&one), figures(&three));

    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 12);
    for f in &files {
        let out = coinop(&["replay", "--quiet", f.to_str().unwrap()]);
        assert!(out.starts_with("replay OK:"), "{}: {out}", f.display());
    }
}

/// `coinop balance`: the same figures on any number of threads, settings chosen by
/// name, every output written, a significant difference found where there must be one
/// (Avalanche's top-up plus one brings more bots), and an unknown setting refused.
#[test]
fn balance_reports_settings_with_intervals_and_writes_every_output() {
    let dir = tempfile::tempdir().unwrap();
    let path = |f: &str| dir.path().join(f).to_str().unwrap().to_string();
    let (html, json, csv) = (path("b.html"), path("b.json"), path("b.csv"));
    let base = [
        "balance",
        "tanks",
        "--games",
        "300",
        "--seed",
        "3",
        "--settings",
        "avalanche-top-up,second_maneuvers",
    ];
    let one = coinop(
        &[
            &base[..],
            &[
                "--threads",
                "1",
                "--html",
                &html,
                "--json",
                &json,
                "--csv",
                &csv,
            ],
        ]
        .concat(),
    );
    let two = coinop(&[&base[..], &["--threads", "2"]].concat());
    let table = |s: &str| {
        s.lines()
            .filter(|l| !l.contains("balance:") && !l.starts_with("wrote"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(table(&one), table(&two));
    assert!(one.contains("baseline: the standard rules"), "{one}");
    assert!(one.contains("avalanche_top_up — "), "{one}");
    // Rules the heuristic never meets leave every game as it was, and say so.
    assert!(
        one.lines().any(|l| l.starts_with("second_maneuvers=InTurn")
            && l.contains("= every game as the baseline's")),
        "{one}"
    );
    assert!(one.contains("bots entering per game"), "{one}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.starts_with("<!doctype html>") && page.contains("<svg"),
        "{page:.200}"
    );
    // Self-contained: nothing fetched; the only address is SVG's namespace.
    assert_eq!(
        page.matches("http").count(),
        page.matches("http://www.w3.org/2000/svg").count()
    );
    assert!(!page.contains("<script") && !page.contains("<link"));
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["settings"].as_array().unwrap().len(), 3);
    assert_eq!(report["games_per_setting"], 300);
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert!(rows.starts_with("setting,metric,value,low,high,baseline,p,p_holm,significant"));
    assert!(
        rows.lines()
            .any(|l| l.starts_with("avalanche_top_up,bots entering per game,"))
    );
    // An ending that never happens under a setting is a rate of 0, not a missing row.
    assert!(rows.lines().any(|l| l.starts_with("baseline,ends: ")));

    let out = Command::new(env!("CARGO_BIN_EXE_coinop"))
        .args(["balance", "tanks", "--settings", "no_such"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no setting \"no_such\""));
}

/// Arguments a user can get wrong are refused with a reason, before any work, never
/// with a panic.
#[test]
fn wrong_arguments_are_refused_with_a_reason() {
    refused(
        &["sim", "tanks", "--games", "0"],
        "--games must be at least 1",
    );
    // A mistyped million threads would take the machine's memory before the first game.
    for (command, n) in [
        ("sim", "0"),
        ("arena", "1000000"),
        ("balance", "257"),
        ("tune", "300"),
    ] {
        refused(
            &[command, "tanks", "--threads", n],
            "a number of threads from 1 to 256",
        );
    }
    refused(
        &["balance", "tanks", "--games", "0"],
        "--games must be at least 1",
    );
    refused(
        &["sim", "tanks", "--options", "[2,0]"],
        "must be a JSON object",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--agents",
            "easy,easy,easy",
            "--players",
            "2",
        ],
        "--players 2 but 3 agents",
    );
    refused(
        &[
            "sim",
            "tanks",
            "--options",
            r#"{"tiles_ron":"x"}"#,
            "--games",
            "2",
        ],
        "tiles",
    );
    refused(
        &[
            "arena",
            "tanks",
            "--agents",
            "easy,easy",
            "--options",
            r#"{"tiles_ron":"x"}"#,
        ],
        "tiles",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--html",
            "/nonexistent-dir/b.html",
            "--games",
            "5",
        ],
        "cannot write /nonexistent-dir/b.html",
    );
    refused(
        &[
            "balance",
            "tanks",
            "--variant",
            "avalanche",
            "--settings",
            "avalanche",
        ],
        "part of the baseline",
    );
}

/// ARCADE through every subcommand: sim on any number of threads with replays that
/// verify, a whole game typed into `play`, the arena, balance's settings, scenarios.
#[test]
fn arcade_plays_through_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    let base = [
        "sim",
        "skirmish",
        "--games",
        "20",
        "--seed",
        "7",
        "--variant",
        "all",
        "--arena",
        "centre-pool",
    ];
    let one = coinop(&[&base[..], &["--threads", "1", "--replays", replays]].concat());
    let two = coinop(&[&base[..], &["--threads", "2"]].concat());
    assert!(
        one.contains("20 games of ARCADE, 2 players, random AI, seed 7"),
        "{one}"
    );
    assert!(one.contains("turns per game"), "{one}");
    assert_eq!(figures(&one), figures(&two));
    let files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 20);
    for f in &files {
        let out = coinop(&["replay", "--quiet", f.to_str().unwrap()]);
        assert!(out.starts_with("replay OK:"), "{}: {out}", f.display());
    }

    // A person at the terminal: numbers, names, a whole turn on a line, help, a bad move.
    let text = play_at_terminal(
        "skirmish",
        None,
        "help\nmove zz\n1\nmove a8, fire a1, end\nquit\n",
    );
    assert!(text.contains("ARCADE — three tanks each"), "{text}");
    assert!(text.contains("\"zz\" is not a space"), "{text}");
    assert!(text.contains("Green 1 moves a10 → a9"), "{text}");
    assert!(text.contains("Green 1 moves a9 → a8"), "{text}");
    assert!(text.contains("Green 1 fires at a1"), "{text}");
    assert!(text.contains("Green 1 ends its turn"), "{text}");
    assert!(
        text.contains("Orange 1"),
        "the computer played Orange's turn: {text}"
    );

    let arena = coinop(&[
        "arena",
        "skirmish",
        "--agents",
        "heuristic,random",
        "--games",
        "20",
        "--seed",
        "1",
    ]);
    assert!(arena.contains("ARCADE arena: 20 games"), "{arena}");
    let list = coinop(&["balance", "skirmish", "--list"]);
    for setting in [
        "all",
        "collateral-damage",
        "collision",
        "aimed_shot=BeforeMoving",
        "bolt_corners=Blocked",
        "wrecks",
        "place-in-turn",
        "mission-far-rank",
        "arena=fortress",
    ] {
        assert!(list.contains(setting), "{setting} missing from {list}");
    }
    // Holding a Pool needs one: offered on an arena with Pools only.
    assert!(!list.contains("mission-pool"));
    let pools = coinop(&["balance", "skirmish", "--arena", "centre-pool", "--list"]);
    assert!(pools.contains("mission-pool"), "{pools}");
    let scenarios = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../skirmish/tests/scenarios/core-distance-example.toml"
    );
    assert!(coinop(&["scenario", scenarios]).contains("1 passed, 0 failed"));
}

#[test]
fn arcade_refuses_what_is_not_arcade() {
    refused(&["sim", "skirmish", "--players", "3"], "for 2 players");
    refused(
        &["sim", "skirmish", "--tiles", "x.ron"],
        "--tiles: for other games; ARCADE takes --arena, --arena-file",
    );
    refused(
        &["sim", "tanks", "--arena", "fortress"],
        "--arena: for other games; Arcade Tanks takes --tiles",
    );
    refused(
        &["sim", "skirmish", "--arena", "nowhere"],
        "no arena called",
    );
    refused(
        &["sim", "skirmish", "--variant", "lasers"],
        "unknown variant",
    );
    refused(
        &["sim", "skirmish", "--variant", "mission-walls"],
        "needs the Wall Destruction rule",
    );
    refused(
        &["sim", "skirmish", "--arena-file", "/nonexistent.toml"],
        "reading /nonexistent.toml",
    );
    refused(
        &["arena", "skirmish", "--agents", "easy,easy,easy"],
        "players",
    );
    refused(&["play", "skirmish", "--seat", "3"], "seats 1 to 2");
}

/// Anarcade through every subcommand: sim on any number of threads with replays that
/// verify, a turn typed into `play`, the arena, balance's settings and card strength,
/// scenarios, a user's card file.
#[test]
fn anarcade_plays_through_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    let base = [
        "sim",
        "anarcade",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "7",
    ];
    let one = coinop(&[&base[..], &["--threads", "1", "--replays", replays]].concat());
    let two = coinop(&[&base[..], &["--threads", "2"]].concat());
    assert!(
        one.contains("20 games of Anarcade, 3 players, random AI, seed 7"),
        "{one}"
    );
    assert_eq!(figures(&one), figures(&two));
    let files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 20);
    for f in &files {
        let out = coinop(&["replay", "--quiet", f.to_str().unwrap()]);
        assert!(out.starts_with("replay OK:"), "{}: {out}", f.display());
    }

    // A person at the terminal: help, a refused score, a number, a line of actions.
    let text = play_at_terminal("anarcade", None, "help\nscore 9\n1\nbuy earn, end\nquit\n");
    assert!(text.contains("ANARCADE — Champion Gold"), "{text}");
    assert!(
        text.contains("Player 1 (seat 1) takes the first turn"),
        "{text}"
    );
    assert!(text.contains("cannot score 9"), "{text}");
    assert!(text.contains("Player 1 scores nothing"), "{text}");
    assert!(
        text.contains("Player 1 buys Coin Slot [E E] from the Earn Action Stack"),
        "{text}"
    );
    assert!(
        text.contains("— turn 2: Player 2 —"),
        "the computer played: {text}"
    );
    // Another seat's new hand is not named to this player.
    assert!(
        text.contains("Player 2 draws a new hand of 3 cards"),
        "{text}"
    );

    let arena = coinop(&[
        "arena",
        "anarcade",
        "--agents",
        "heuristic,random",
        "--games",
        "20",
        "--seed",
        "1",
    ]);
    assert!(arena.contains("Anarcade arena: 20 games"), "{arena}");
    let list = coinop(&["balance", "anarcade", "--list"]);
    for setting in [
        "compulsory_draws",
        "open_stacks",
        "aces_to_win=2",
        "catch_up_credits=1",
        "credit_limit=4",
    ] {
        assert!(list.contains(setting), "{setting} missing from {list}");
    }
    let report = coinop(&[
        "balance",
        "anarcade",
        "--players",
        "3",
        "--games",
        "30",
        "--seed",
        "1",
        "--settings",
        "aces_to_win",
    ]);
    assert!(report.contains("strength under the baseline"), "{report}");
    assert!(report.contains("Coin Slot (yellow, cost 2)"), "{report}");

    // A user's card file: ours with one card dearer, played; a broken one refused.
    let ours = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../anarcade/content/champion-gold.toml"
    ))
    .unwrap();
    let mine = dir.path().join("mine.toml");
    std::fs::write(&mine, ours.replace("cost = 6", "cost = 9")).unwrap();
    let out = coinop(&[
        "sim",
        "anarcade",
        "--games",
        "5",
        "--cards",
        mine.to_str().unwrap(),
    ]);
    assert!(out.contains("5 games of Anarcade"), "{out}");
    let broken = dir.path().join("broken.toml");
    std::fs::write(&broken, ours.replace("count = 8", "count = 9")).unwrap();
    refused(
        &["sim", "anarcade", "--cards", broken.to_str().unwrap()],
        "equal number of cards",
    );
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/../anarcade/tests/scenarios");
    let first = std::fs::read_dir(scenarios)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "toml"))
        .unwrap();
    assert!(coinop(&["scenario", first.to_str().unwrap()]).contains("1 passed, 0 failed"));
}

#[test]
fn anarcade_refuses_what_is_not_anarcade() {
    refused(&["sim", "anarcade", "--players", "5"], "2 to 4 players");
    refused(
        &["sim", "anarcade", "--arena", "fortress"],
        "Anarcade takes --cards",
    );
    refused(
        &["sim", "tanks", "--cards", "x.toml"],
        "--cards: for other games; Arcade Tanks takes --tiles",
    );
    refused(
        &["sim", "anarcade", "--variant", "lasers"],
        "unknown variant",
    );
    refused(
        &["sim", "anarcade", "--cards", "/nonexistent.toml"],
        "reading /nonexistent.toml",
    );
    refused(&["play", "anarcade", "--seat", "3"], "seats 1 to 2");
    // A device or a directory is not a card file (and is never read to its end).
    refused(&["sim", "anarcade", "--cards", "/dev/zero"], "not a file");
    refused(&["sim", "anarcade", "--cards", "/tmp"], "not a file");
    refused(
        &["sim", "skirmish", "--arena-file", "/dev/urandom"],
        "not a file",
    );
    refused(
        &["sim", "anarcade", "--options", r#"{"aces_to_win":9}"#],
        "aces_to_win",
    );
}

/// Robotanks through every subcommand: sim with replays that verify, the deal and a turn
/// typed into `play`, the arena, balance's settings, scenarios, a user's deck and map.
#[test]
fn robotanks_plays_through_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let replays = dir.path().to_str().unwrap();
    let base = [
        "sim",
        "robotanks",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "7",
    ];
    let one = coinop(&[&base[..], &["--threads", "1", "--replays", replays]].concat());
    let two = coinop(&[&base[..], &["--threads", "2"]].concat());
    assert!(
        one.contains("20 games of Robotanks, 3 players, random AI, seed 7"),
        "{one}"
    );
    assert_eq!(figures(&one), figures(&two));
    let files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 20);
    for f in &files {
        let out = coinop(&["replay", "--quiet", f.to_str().unwrap()]);
        assert!(out.starts_with("replay OK:"), "{}: {out}", f.display());
    }

    // A person at the terminal: a card set aside by number, the rest of the deal done by
    // `auto`, a refused action, then a tank reprogrammed.
    let text = play_at_terminal(
        "robotanks",
        None,
        "help\n1\nauto\ntake Radar\ndeactivate 1\npass\nprogram Fire Laser\ndone\nquit\n",
    );
    assert!(text.contains("ROBOTANKS"), "{text}");
    assert!(
        text.contains("takes the first turn (as the options say)"),
        "{text}"
    );
    assert!(text.contains("sets aside"), "{text}");
    assert!(
        text.contains("the cards set aside go to the Bank"),
        "{text}"
    );
    assert!(text.contains("is not a move now"), "{text}");
    assert!(
        text.contains("is deactivated; its program goes to the hand"),
        "{text}"
    );
    assert!(
        text.contains("is programmed: Fire Laser face down"),
        "{text}"
    );
    assert!(text.contains("— turn 2:"), "the computer played: {text}");
    // Another seat's deal and programs are not named to this player.
    assert!(
        text.contains("is dealt 48 cards") || !text.contains("White is dealt Turn"),
        "{text}"
    );

    let arena = coinop(&[
        "arena",
        "robotanks",
        "--agents",
        "heuristic,random",
        "--games",
        "20",
        "--seed",
        "1",
    ]);
    assert!(arena.contains("Robotanks arena: 20 games"), "{arena}");
    let list = coinop(&["balance", "robotanks", "--list"]);
    for setting in [
        "post_loss=3",
        "starting_hand=12",
        "introductory",
        "fire_area_edges=false",
    ] {
        assert!(list.contains(setting), "{setting} missing from {list}");
    }
    let report = coinop(&[
        "balance",
        "robotanks",
        "--players",
        "2",
        "--games",
        "30",
        "--seed",
        "1",
        "--settings",
        "introductory",
    ]);
    assert!(report.contains("first player"), "{report}");
    // The score said in the game's words; one margin (at two players the spread is the
    // margin); column titles whole, a long one over two lines.
    assert!(
        report.contains(
            "score: cards in hand; score margin: the winner's score minus the runner-up's"
        ),
        "{report}"
    );
    assert!(!report.contains("score spread"), "{report}");
    assert!(!report.contains('…'), "{report}");
    let titles: Vec<&str> = report
        .lines()
        .skip_while(|l| !l.contains("first player"))
        .take(2)
        .collect();
    assert!(
        titles.len() == 2 && titles[1].starts_with("setting") && titles[1].contains("wins"),
        "{report}"
    );
    // Four players: a player out holds no card, so the runner-up's score is the worst's
    // in every game: the spread is not a second line alike.
    let four = coinop(&[
        "balance",
        "robotanks",
        "--players",
        "4",
        "--games",
        "12",
        "--seed",
        "1",
        "--settings",
        "post_loss=3",
    ]);
    assert!(!four.contains("score spread:"), "{four}");
    assert!(four.contains("shown once"), "{four}");

    // A user's deck and map: ours with other counts, played; broken ones refused.
    let deck = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../robotanks/content/deck.toml"
    ))
    .unwrap();
    let mine = dir.path().join("deck.toml");
    std::fs::write(&mine, deck.replacen("count = 10", "count = 12", 1)).unwrap();
    let out = coinop(&[
        "sim",
        "robotanks",
        "--games",
        "5",
        "--cards",
        mine.to_str().unwrap(),
    ]);
    assert!(out.contains("5 games of Robotanks"), "{out}");
    let broken = dir.path().join("broken.toml");
    std::fs::write(
        &broken,
        deck.replacen("name = \"Fire Cannon\"", "name = \"Fire Lazer\"", 1),
    )
    .unwrap();
    refused(
        &["sim", "robotanks", "--cards", broken.to_str().unwrap()],
        "Fire Lazer",
    );
    let map = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../robotanks/content/arena.toml"
    ))
    .unwrap();
    let bad_map = dir.path().join("map.toml");
    std::fs::write(&bad_map, map.replacen(" B1 ", " B2 ", 1)).unwrap();
    refused(
        &[
            "sim",
            "robotanks",
            "--arena-file",
            bad_map.to_str().unwrap(),
        ],
        "appears twice",
    );
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/../robotanks/tests/scenarios");
    let first = std::fs::read_dir(scenarios)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "toml"))
        .unwrap();
    assert!(coinop(&["scenario", first.to_str().unwrap()]).contains("1 passed, 0 failed"));
}

/// The terminal as a new player meets it: help names every decision, Enter alone chooses
/// nothing, leaving a deactivated tank empty needs `done!`, numbers and bare cards work
/// in comma lists, and phases are named in words.
#[test]
fn robotanks_terminal_guards_the_player() {
    let text = play_at_terminal(
        "robotanks",
        None,
        "help\nauto\ndeactivate 1\nroll\npass\n\ndone\n1\n6, 6, 2\nprogram Fire Laser, Forward 1\ndone\nquit\n",
    );
    for decision in [
        "The deal",
        "Initial programs",
        "Deactivation",
        "After rolling a 1",
        "Look-Up",
        "Programming",
        "Target",
        "Transwarp",
        "Command post hit",
        "Scan",
        "Virus",
    ] {
        assert!(
            text.contains(&format!("\n  {decision}")),
            "help lacks {decision}"
        );
    }
    // The map is labelled as the log names hexes.
    assert!(text.contains("     A   C   D   E"), "{text}");
    // Enter and a plain done (typed or by number) leave the empty tank alone.
    assert!(text.contains("(nothing typed"), "{text}");
    assert_eq!(
        text.matches("Black 1 has no program: left empty, it is wrecked")
            .count(),
        2,
        "{text}"
    );
    // "6, 6, 2": the sixth choice twice, then the second; then two cards after one verb.
    assert!(
        text.contains("Black 1 is programmed: Forward 2 face down"),
        "{text}"
    );
    assert!(
        text.contains("Black 1 is programmed: Turn 60° Left face down"),
        "{text}"
    );
    assert!(
        text.contains("Black 1 is programmed: Forward 1 face down"),
        "{text}"
    );
    assert!(text.contains("Black 1's new program: 5 cards"), "{text}");
    assert!(!text.contains("Black 1 is destroyed"), "{text}");
    // "roll" during Look-Up: refused in a player's words.
    assert!(
        text.contains("roll is not a move now (Look-Up: trading cards"),
        "{text}"
    );
    for key in ["BankPick", "LookUp", "Waiting: "] {
        assert!(!text.contains(key), "{key}: {text}");
    }
}

/// Four players often share a stalemate's win: `sim` counts the ways games end, with
/// how many shared each, not a line per set of winners; and a game watched to its end
/// names the winner by colour.
#[test]
fn robotanks_reports_name_winners_by_colour_and_count_shared_wins() {
    let report = coinop(&[
        "sim",
        "robotanks",
        "--players",
        "4",
        "--games",
        "300",
        "--seed",
        "1",
    ]);
    let ended: Vec<&str> = report
        .lines()
        .skip_while(|l| !l.contains("how games ended"))
        .skip(1)
        .collect();
    assert!(!ended.is_empty() && ended.len() <= 3, "{report}");
    for line in &ended {
        assert!(
            !line.contains("seat 1") && !line.contains("Black"),
            "{report}"
        );
    }
    assert!(
        ended
            .iter()
            .any(|l| l.contains("won alone") && l.contains("shared: ")),
        "{report}"
    );
    let watched = coinop(&[
        "play",
        "robotanks",
        "--seat",
        "0",
        "--players",
        "2",
        "--seed",
        "5",
        "--delay",
        "0",
    ]);
    let over = watched
        .lines()
        .find(|l| l.starts_with("Game over:"))
        .unwrap_or_else(|| panic!("no end: {watched}"));
    let colours = ["Black", "Yellow", "White", "Red"];
    assert!(
        over.contains("Winner") && colours.iter().any(|c| over.ends_with(c)),
        "{over}"
    );
    assert!(
        watched.lines().any(|l| l.contains("GAME OVER — ")
            && colours.iter().any(|c| l.contains(c))
            && !l.contains("seat ")),
        "{watched}"
    );
}

/// At a terminal 80 columns wide every line fits, broken between words ("Fire Virus",
/// not "Fire Vi" and "rus"); the cards set aside are counted ("Back 2 ×2"), and the
/// program being built is shown in the order it will execute.
#[test]
fn robotanks_terminal_fits_its_width_and_shows_the_program_built() {
    let text = play_at_terminal(
        "robotanks",
        Some(80),
        "help\nauto\ndeactivate 1\nroll\npass\n6, 6, 2\nboard\nquit\n",
    );
    for line in text.lines() {
        // The prompt "> " stands before the next output here, the answer not echoed.
        let line = line.trim_start_matches("> ");
        assert!(line.chars().count() <= 80, "too wide: {line:?}");
    }
    // Read as prose again: every word whole.
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for whole in [
        "(the first placed executes first)",
        "Black 1 — new program: Forward 2 → Forward 2 → Turn 60° Left",
        "Black, programming Black 1 — new program: nothing placed yet",
    ] {
        assert!(words.contains(whole), "{whole} missing: {text}");
    }
    assert!(!words.contains(" placed;"), "{text}");
    let set_aside = words
        .split("the cards set aside go to the Bank: ")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        set_aside.split(" — ").next().unwrap().contains(" ×"),
        "{text}"
    );
}

#[test]
fn robotanks_refuses_what_is_not_robotanks() {
    refused(&["sim", "robotanks", "--players", "5"], "2 to 4 players");
    refused(
        &["sim", "robotanks", "--arena", "fortress"],
        "Robotanks takes --cards",
    );
    refused(
        &["sim", "robotanks", "--variant", "lasers"],
        "unknown variant",
    );
    refused(
        &["sim", "robotanks", "--options", r#"{"post_loss":5}"#],
        "post_loss",
    );
    refused(&["sim", "robotanks", "--cards", "/dev/zero"], "not a file");
    refused(
        &["play", "robotanks", "--players", "2", "--seat", "3"],
        "seats 1 to 2",
    );
}

/// `help` says the goal and how the game ends, in every game, besides how to answer.
#[test]
fn help_says_the_goal_and_the_end_in_every_game() {
    for (game, ends) in [
        ("tanks", "third Eagle is captured"),
        ("skirmish", "the last side with a tank wins"),
        ("anarcade", "the first to Ace 3 Arcade Cards"),
        ("robotanks", "the last player with a command post wins"),
    ] {
        let text = play_at_terminal(game, None, "help\nquit\n");
        // What `help` printed: after the first prompt.
        let help = text.split_once("> ").map_or("", |(_, h)| h);
        assert!(help.contains("Goal: "), "{game}: {help}");
        assert!(help.contains(ends), "{game}: {help}");
        assert!(help.contains("How to answer"), "{game}: {help}");
    }
}

/// `coinop ARGS` with `COLUMNS` set, as at a terminal that wide.
fn coinop_at(columns: u16, args: &[&str]) -> String {
    run(Some(columns), args)
}

/// At 80 columns every line of a balance report fits: prose wrapped, the table in two.
/// ARCADE's names the first player by the coin toss and the seats by side; a rule the
/// default agent never met points to the agents that search.
#[test]
fn balance_fits_80_columns_and_names_arcade_first_player_by_the_coin() {
    let fits = |report: &str| {
        for line in report.lines() {
            assert!(
                line.chars().count() <= 80,
                "{line:?} is wider than 80:\n{report}"
            );
        }
    };
    let arcade = coinop_at(
        80,
        &[
            "balance",
            "skirmish",
            "--games",
            "10",
            "--seed",
            "1",
            "--settings",
            "floor-destruction,wrecks",
        ],
    );
    fits(&arcade);
    assert!(!arcade.contains("seat 1 wins"), "{arcade}");
    assert!(arcade.contains("first player"), "{arcade}");
    assert!(
        arcade.contains("Chance (a coin, a draw) decides who moves first"),
        "{arcade}"
    );
    assert!(arcade.contains("Green (seat 1)"), "{arcade}");
    // The easy player never breaks a floor.
    assert!(
        arcade
            .lines()
            .any(|l| l.starts_with("floor-destruction") && l.ends_with(" =")),
        "{arcade}"
    );
    assert!(arcade.contains("never met floor-destruction"), "{arcade}");
    assert!(arcade.contains("--agents normal"), "{arcade}");

    let tanks = coinop_at(
        80,
        &[
            "balance",
            "tanks",
            "--games",
            "20",
            "--seed",
            "3",
            "--settings",
            "avalanche-top-up,second_maneuvers",
        ],
    );
    fits(&tanks);
    assert!(tanks.contains("seat 1 wins"), "{tanks}");
    assert!(
        tanks.contains("never met second_maneuvers=InTurn"),
        "{tanks}"
    );
    // Every figure is still there, in a second table.
    assert!(
        tanks.contains("bots entering") || tanks.contains("Eagles taken"),
        "{tanks}"
    );
}

/// `coinop ratings --recompute` counts the stored rated games again and finds the numbers
/// counted as they ended; the leaderboards name people and computer levels.
#[test]
fn ratings_are_recomputed_from_the_stored_games_to_the_same_numbers() {
    use coinop_server::lobby::{CreateTable, SeatRequest};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let store = coinop_server::Store::open_sqlite(&db).await.unwrap();
        let lobby = std::sync::Arc::new(coinop_server::Lobby::open(store.clone()).await.unwrap());
        let accounts = coinop_server::accounts::Accounts::new(store.clone());
        let ann = accounts.sign_up("Ann", "correct horse", None).await.unwrap().0.id;
        for (ranks, winner) in [([1u8, 2u8], 0u8), ([2, 1], 1)] {
            let t = lobby
                .create(CreateTable {
                    game: "skirmish".into(),
                    options: None,
                    seats: vec![
                        SeatRequest { ai: None, open: false },
                        SeatRequest { ai: Some("easy".into()), open: false },
                    ],
                    clock_secs: 0,
                    name: Some("Ann".into()),
                    rated: true,
                    chat: None,
                })
                .await
                .unwrap();
            accounts.hold(&ann, &t.id, t.token.as_deref().unwrap()).await.unwrap();
            coinop_server::ratings::mark_rated(&store, &t.id).await.unwrap();
            let outcome = serde_json::json!({"scores": [0, 0], "winners": [winner], "ranks": ranks, "reason": "test"});
            store.finish(&t.id, &outcome, 0).await.unwrap();
            coinop_server::ratings::count_finished(&store, &t.id).await.unwrap();
        }
    });
    let out = coinop(&["ratings", "--db", db.to_str().unwrap(), "--recompute"]);
    assert!(
        out.contains("2 rated games counted again: the same numbers"),
        "{out}"
    );
    assert!(out.contains("skirmish:duel"), "{out}");
    assert!(
        out.contains("Ann") && out.contains("Computer (easy)"),
        "{out}"
    );
}

/// Issue 27: the terminal game in Russian, by `--lang ru` or by the locale: the frame, the
/// screen, the narration and the end, with no English words of ours left (the typed
/// commands and the cards' shorthands, A2 L, are notation); an unknown language is refused
/// with the ones coinop speaks.
#[test]
fn the_terminal_game_speaks_russian_by_flag_or_locale() {
    let watch = |env: Option<(&str, &str)>, args: &[&str]| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_coinop"));
        cmd.env_remove("COLUMNS")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8");
        if let Some((k, v)) = env {
            cmd.env(k, v);
        }
        let out = cmd
            .args(["play", "tanks", "--seat", "0", "--seed", "3", "--lines"])
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let by_flag = watch(None, &["--lang", "ru"]);
    let by_locale = watch(Some(("LANG", "ru_RU.UTF-8")), &[]);
    assert_eq!(by_flag, by_locale);
    for words in [
        "ТАНЧИКИ",
        "Ход 1",
        "легенда:",
        "выставляет танк",
        "Игра окончена:",
    ] {
        assert!(by_flag.contains(words), "no {words:?} in:\n{by_flag}");
    }
    for english in [
        "Round",
        "players",
        "legend",
        "Game over",
        "Winner",
        " VP",
        "watching",
    ] {
        assert!(!by_flag.contains(english), "{english:?} in:\n{by_flag}");
    }
    // The flag wins over the locale; English by default.
    let english = watch(Some(("LANG", "ru_RU.UTF-8")), &["--lang", "en"]);
    assert!(english.contains("ARCADE TANKS") && english.contains("Game over:"));
    refused(
        &["play", "tanks", "--lang", "xx"],
        "no language 'xx' (coinop speaks en, ru)",
    );
}

/// `coinop play GAME --seat 0 --seed 3 --lines ARGS` (watching the computer play every
/// seat) in the locale `env`, C.UTF-8 otherwise: its output.
fn watch_in(game: &str, env: Option<(&str, &str)>, args: &[&str]) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_coinop"));
    cmd.env_remove("COLUMNS")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let out = cmd
        .args(["play", game, "--seat", "0", "--seed", "3", "--lines"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A game watched in Russian, by `--lang ru` and by the locale alike: the frame, the
/// screen, the narration and the end say each of `russian`, none of `english`; past the
/// help (whose commands are typed as they are) no word is in Latin letters but the
/// board's `notation`, and the title, the table's line and the intro none but the
/// game's `title`.
fn speaks_russian(
    game: &str,
    title: &[&str],
    notation: &[&str],
    russian: &[&str],
    english: &[&str],
) {
    let by_flag = watch_in(game, None, &["--lang", "ru"]);
    let by_locale = watch_in(game, Some(("LANG", "ru_RU.UTF-8")), &[]);
    assert_eq!(by_flag, by_locale, "{game}");
    for words in russian {
        assert!(by_flag.contains(words), "no {words:?} in:\n{by_flag}");
    }
    for words in english {
        assert!(!by_flag.contains(words), "{words:?} in:\n{by_flag}");
    }
    let latin = |text: &str, allowed: &[&str]| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 1 && !allowed.contains(w))
            .map(String::from)
            .collect()
    };
    let head: String = by_flag.lines().take(3).collect::<Vec<_>>().join("\n");
    assert_eq!(latin(&head, title), Vec::<String>::new(), "{head}");
    let (_, rest) = by_flag
        .split_once("\n\n")
        .expect("the help, then a blank line");
    assert_eq!(latin(rest, notation), Vec::<String>::new(), "{rest}");
    // The flag wins over the locale.
    let english = watch_in(game, Some(("LANG", "ru_RU.UTF-8")), &["--lang", "en"]);
    assert!(english.contains("Game over:"), "{english}");
}

/// ARCADE watched in Russian: the sides, the tanks' damage points and the turn under the
/// Zone, who moves first, the narration and the end.
#[test]
fn arcade_in_the_terminal_speaks_russian_by_flag_or_locale() {
    speaks_russian(
        "skirmish",
        &["ARCADE"],
        &["xx"],
        &[
            "ARCADE — у каждого три танка",
            "2 игрока · зерно 3 · наблюдение",
            "Как отвечать",
            "Зелёные   G1: 6",
            "Оранжевые",
            "ход 1: действует",
            "очков движения",
            "Первыми ходят",
            "— ходит Оранжевый 1",
            "Игра окончена: ",
        ],
        &[
            "Green",
            "Orange",
            "movement",
            "destroyed",
            "turn ",
            "moves first",
            "coin",
            "How to answer",
            "Game over",
            "Winner",
            "players",
            "watching",
        ],
    );
}

/// Anarcade watched in Russian: the table (the Arcade Card, the Token Machine, the
/// stacks, the players and the turn), our cards' Russian names and symbols' letters,
/// who goes first, the narration and the end.
#[test]
fn anarcade_in_the_terminal_speaks_russian_by_flag_or_locale() {
    speaks_russian(
        "anarcade",
        &["ANARCADE", "Champion", "Gold"],
        &[],
        &[
            "Королём игрового зала",
            "Карта автомата: «",
            "Касса: ",
            "Стопки действий:",
            "  Заработок  (",
            "— цена ",
            "▶ Игрок 1: ",
            "карт всего",
            "В игре (Игрок 1): «Опустите монету",
            "символы: Добор ×",
            "Игрок 1 (место 1) ходит первым",
            "разыгрывает «",
            "Игра окончена: ",
            "Победитель: Игрок ",
        ],
        &[
            "Arcade Card",
            "Token Machine",
            "Action Stacks",
            "Credit",
            "Player",
            "cost",
            "symbols",
            "takes the first turn",
            "Insert Coin",
            "Game over",
            "Winner",
            "P1",
            "players",
            "watching",
        ],
    );
}

/// Robotanks watched in Russian: the players, their tanks' programs, the Bank and the
/// turn under the map (whose labels are notation), who goes first, the narration and the
/// end.
#[test]
fn robotanks_in_the_terminal_speaks_russian_by_flag_or_locale() {
    speaks_russian(
        "robotanks",
        &[],
        &[],
        &[
            "РОБОТАНКИ",
            "4 игрока · зерно 3 · наблюдение",
            "Чёрный (место 1): в руке 24 карты",
            "    Чёрный 1: 0 карт рубашкой вверх",
            "Банк (0): нет",
            "Ход 0 — раздача",
            "Первым ходит",
            "цвета: место 1 — Чёрный",
            "ИГРА ОКОНЧЕНА",
            "Игра окончена: ",
        ],
        &[
            "seat",
            "in hand",
            "face down",
            "face up",
            "wreck",
            "Bank (",
            "Turn 0",
            "takes the first turn",
            "GAME OVER",
            "Game over",
            "Winner",
            "players",
            "watching",
        ],
    );
}

/// Issue 27: a Russian reader plays the terminal game in their own words — the list of
/// choices, the hand and the plan in them, typed words put in the notation, a refusal
/// and a line not understood said in Russian.
#[test]
fn a_russian_reader_types_the_game_in_russian() {
    let text = play_in(
        "tanks",
        None,
        &["--lang", "ru"],
        "танк d10 В\nм1 В3\nм2 В3\nхода нет\nвыход\n",
    );
    for said in [
        "1) танк a7 С",
        "выставляет танк",
        "В руке: В1 В2 В3 Л П П Р",
        "1-й маневр: В3",
        "отказано: у вас в руке нет карты «Вперёд на 3»",
        "«хода нет» — такого действия здесь нет",
    ] {
        assert!(text.contains(said), "no {said:?} in:\n{text}");
    }
    for english in ["tank ", "m1 A", "illegal", "malformed", "refused"] {
        assert!(!text.contains(english), "{english:?} in:\n{text}");
    }
}

/// Issue 29, point 3: `coinop tune` fits the evaluator's weights the same on any number
/// of threads and writes a weights file that a searching agent takes after `@`; a file
/// that is not one is refused with the reason.
#[test]
fn tune_writes_weights_a_searching_agent_takes() {
    let dir = std::env::temp_dir().join(format!("coinop-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (one, two) = (dir.join("one.json"), dir.join("two.json"));
    let tune = |threads: &str, out: &std::path::Path| {
        coinop(&[
            "tune",
            "arcade",
            "--games",
            "20",
            "--seed",
            "2",
            "--threads",
            threads,
            "--out",
            out.to_str().unwrap(),
        ])
    };
    let report = tune("1", &one);
    assert_eq!(
        report.replace(one.to_str().unwrap(), "F"),
        tune("2", &two).replace(two.to_str().unwrap(), "F")
    );
    assert!(report.contains("held-out log loss"), "{report}");
    assert!(
        report.contains(&format!("Wrote {}", one.display())),
        "{report}"
    );
    let file = std::fs::read_to_string(&one).unwrap();
    assert_eq!(file, std::fs::read_to_string(&two).unwrap());
    assert!(file.contains("coinop tune skirmish --agents easy,easy --games 20 --seed 2"));
    let agent = format!("ismcts:30@{}", one.display());
    let pair = format!("{agent},easy");
    let arena = coinop(&["arena", "arcade", "--agents", &pair, "--games", "2"]);
    assert!(arena.contains(&agent), "{arena}");
    refused(
        &["arena", "tanks", "--agents", &pair, "--games", "2"],
        "not for \"tanks\"",
    );
    refused(&["tune", "arcade", "--games", "3"], "at least 5");
    refused(&["tune", "arcade", "--every", "0"], "--every");
    // Where the weights go is checked before any game is played.
    refused(
        &["tune", "arcade", "--out", dir.to_str().unwrap()],
        "writing",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 29, point 3: `coinop tune --heuristic` tunes the heuristic's constants the same
/// on any number of threads and writes a file `easy@FILE` plays with; counts that cannot
/// run, a game with nothing to tune, and arguments of the other tuning are refused.
#[test]
fn tune_heuristic_writes_constants_easy_plays_with() {
    let dir = std::env::temp_dir().join(format!("coinop-tune-h-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (one, two) = (dir.join("one.json"), dir.join("two.json"));
    let tune = |threads: &str, out: &std::path::Path| {
        coinop(&[
            "tune",
            "arcade",
            "--heuristic",
            "--steps",
            "2",
            "--step-games",
            "4",
            "--check",
            "4",
            "--seed",
            "2",
            "--threads",
            threads,
            "--out",
            out.to_str().unwrap(),
        ])
    };
    let report = tune("1", &one);
    assert_eq!(
        report.replace(one.to_str().unwrap(), "F"),
        tune("2", &two).replace(two.to_str().unwrap(), "F")
    );
    assert!(report.contains("SPSA"), "{report}");
    assert!(report.contains("as written"), "{report}");
    let file = std::fs::read_to_string(&one).unwrap();
    assert_eq!(file, std::fs::read_to_string(&two).unwrap());
    assert!(
        file.contains(
            "coinop tune skirmish --heuristic --steps 2 --step-games 4 --check 4 --seed 2"
        )
    );
    let pair = format!("easy@{},easy", one.display());
    let arena = coinop(&["arena", "arcade", "--agents", &pair, "--games", "2"]);
    assert!(
        arena.contains(&format!("easy@{}", one.display())),
        "{arena}"
    );
    refused(
        &["tune", "arcade", "--heuristic", "--step-games", "3"],
        "--step-games",
    );
    refused(
        &["tune", "arcade", "--heuristic", "--agents", "easy,normal"],
        "cannot be used with",
    );
    refused(&["tune", "arcade", "--steps", "3"], "--heuristic");
    refused(
        &[
            "tune",
            "tanks",
            "--heuristic",
            "--options",
            r#"{"players":4}"#,
        ],
        "two seats",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
