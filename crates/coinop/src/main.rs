//! `coinop`: play, simulate, replay and check the coinop games. Glue only: the rules
//! live in the game crates, behind `coinop_core::Game`.

mod arena;
mod balance;
mod games;
mod help;
mod load;
mod play;
mod sim;
mod tune;
mod words;

use anyhow::{Context, Result, bail};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use coinop_core::{Args, Game, Replay, Viewer};
use coinop_scenario::Scenario;
use games::CliGame;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "coinop",
    version,
    about = "A digital tabletop for arcade-themed board games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of messages and help: en or ru (default: the locale's, from LC_ALL,
    /// LC_MESSAGES or LANG; else English).
    #[arg(long, global = true, value_parser = lang_arg)]
    // Read before parsing (`help::early_lang`, chosen in `main`): clap only checks it.
    #[allow(dead_code)]
    lang: Option<String>,
}

/// A hosted game, by the name the one list gives it (`coinop_games`): `tanks`,
/// `skirmish` (or `arcade`), `anarcade`, `robotanks`.
#[derive(Clone, Copy, Debug)]
struct GameName(coinop_games::Listed);

impl GameName {
    /// The game's name in the server's lobby and in replays.
    fn name(self) -> &'static str {
        self.0.name
    }
}

impl ValueEnum for GameName {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: std::sync::LazyLock<Vec<GameName>> =
            std::sync::LazyLock::new(|| coinop_games::list().into_iter().map(GameName).collect());
        &ALL
    }
    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(
            clap::builder::PossibleValue::new(self.0.name)
                // The command is made after the run's language is chosen.
                .help((self.0.title_in)(words::lang()))
                .aliases(self.0.aliases),
        )
    }
}

/// What the command line does with a game's type, chosen by the game's name.
trait WithGame {
    type Out;
    fn with<G: CliGame + play::Terminal + coinop_scenario::ScenarioGame>(self) -> Self::Out;
}

/// `w` done with the hosted game named `name`, if there is one.
fn with_game<W: WithGame>(name: &str, w: W) -> Option<W::Out> {
    macro_rules! pick {
        ($($g:ty),*) => {{
            $(if name == <$g as Game>::NAME {
                return Some(w.with::<$g>());
            })*
            None
        }};
    }
    coinop_games::for_each_game!(pick)
}

#[derive(Subcommand)]
enum AdminTask {
    /// Ban an account by its name: signed out everywhere, it can no longer sign in or
    /// chat; its games stay.
    Ban {
        /// The account's name.
        name: String,
    },
    /// Remove a chat line: at a table (its id) or in the lobby ("lobby"), by its number.
    RemoveChat {
        /// The table's id, or "lobby".
        table: String,
        /// The line's number.
        seq: u64,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Serve the games in the browser: a lobby, tables against AI or friends, replays.
    Serve {
        /// Address to listen on (port 0 picks a free port).
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// SQLite file for tables and replays (created on first run). Default:
        /// coinop.db in $COINOP_DATA, $XDG_DATA_HOME/coinop or ~/.local/share/coinop.
        #[arg(long, conflicts_with = "database_url")]
        db: Option<PathBuf>,
        /// A database URL instead, e.g. postgres://user:pass@host/db.
        #[arg(long, env = "COINOP_DATABASE_URL")]
        database_url: Option<String>,
        /// Serve as one of several processes on one PostgreSQL database: each table is
        /// played by one of them, any of them serves any visitor, and when one stops the
        /// others take its tables over within seconds.
        #[arg(long, env = "COINOP_CLUSTER", requires = "database_url")]
        cluster: bool,
        /// With --cluster: the address the other processes reach this one at, e.g.
        /// http://10.0.0.5:8080 (default: the --addr it listens on).
        #[arg(long, env = "COINOP_ADVERTISE", requires = "cluster")]
        advertise: Option<String>,
        /// An SMTP server for "your turn" e-mail at games of days, which players opt into
        /// on their account's page: smtp://host:25 (plain), smtp://host:587?tls=required
        /// (STARTTLS) or smtps://user:password@host (TLS). Without it no mail is sent.
        #[arg(long, env = "COINOP_SMTP")]
        smtp: Option<String>,
        /// The sender of that mail.
        #[arg(
            long,
            env = "COINOP_MAIL_FROM",
            default_value = "coinop <coinop@localhost>"
        )]
        mail_from: String,
        /// The site's address as players reach it, for the links in mail, e.g.
        /// https://games.example (default: the address it listens on).
        #[arg(long, env = "COINOP_SITE_URL")]
        site_url: Option<String>,
    },
    /// The site's ratings per game: the leaderboards, or (--recompute) every counted game
    /// counted again from the stored games, saying whether the numbers came out the same.
    Ratings {
        /// The site's SQLite file (default: the one `serve` uses).
        #[arg(long, conflicts_with = "database_url")]
        db: Option<PathBuf>,
        /// A database URL instead, e.g. postgres://user:pass@host/db.
        #[arg(long, env = "COINOP_DATABASE_URL")]
        database_url: Option<String>,
        /// Count every rated game again, in the order they were counted.
        #[arg(long)]
        recompute: bool,
    },
    /// An operator's work on the site's database: ban an account, remove a chat line.
    Admin {
        /// The site's SQLite file (default: the one `serve` uses).
        #[arg(long, conflicts_with = "database_url", global = true)]
        db: Option<PathBuf>,
        /// A database URL instead, e.g. postgres://user:pass@host/db.
        #[arg(long, env = "COINOP_DATABASE_URL", global = true)]
        database_url: Option<String>,
        #[command(subcommand)]
        task: AdminTask,
    },
    /// Play in the terminal against computer players.
    Play {
        /// The game.
        #[arg(value_enum, default_value = "tanks")]
        game: GameName,
        #[command(flatten)]
        table: TableArgs,
        /// Your seat, 1-based (0 = watch the computer play every seat).
        #[arg(long, default_value_t = 1)]
        seat: u8,
        /// How the computer seats play: easy (the heuristic), normal (ISMCTS, 0.1 s a
        /// decision), hard (1 s), expert (2 s on every core), or random.
        #[arg(long, default_value = "easy")]
        ai: String,
        /// The deal's seed, to play the same game again (default: a new one).
        #[arg(long)]
        seed: Option<u64>,
        /// Pause after each decision when watching, in milliseconds (default 600 on a
        /// full screen, 0 in lines).
        #[arg(long, alias = "delay")]
        pace: Option<u64>,
        /// Plain lines even at a terminal, as a pipe gets them (for a screen reader, or
        /// a terminal that cannot take a full screen).
        #[arg(long)]
        lines: bool,
    },
    /// Simulate many games and report speed, length, scores and how games end.
    Sim {
        /// The game.
        #[arg(value_enum, default_value = "tanks")]
        game: GameName,
        #[command(flatten)]
        table: TableArgs,
        /// Games to play.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// The first game's seed; the others follow it.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Who plays every seat: simple (the rule-following heuristic, easy elsewhere) or
        /// random.
        #[arg(long, default_value = "random")]
        ai: AiKind,
        /// Write each game's replay (JSON) into this folder.
        #[arg(long)]
        replays: Option<PathBuf>,
        /// Games played at once, 1 to 256 (default: all cores). The figures do not depend on it,
        /// only the speed.
        #[arg(long, value_parser = threads_arg)]
        threads: Option<usize>,
    },
    /// Agents play each other: seat-rotated games in parallel, win rates with 95%
    /// intervals, scores, game length and decision speed.
    Arena {
        /// The game.
        #[arg(value_enum, default_value = "tanks")]
        game: GameName,
        /// One agent per seat: random, easy, normal, hard, expert, heuristic,
        /// ismcts:N (iterations) or ismcts:Nms (ismcts-chance:… with chance nodes); in
        /// ARCADE also plans:N|Nms and expectimax:D (turns deep) or expectimax:Nms; a
        /// searching one may weigh with a weights file, normal@FILE (coinop tune writes
        /// them), and easy@FILE plays with the heuristic's constants one sets (coinop tune
        /// --heuristic). The player count follows.
        #[arg(long, value_delimiter = ',', required = true)]
        agents: Vec<String>,
        /// Games to play (rounded up to a whole rotation of the seats).
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The first game's seed; the others follow it.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Games played at once, 1 to 256 (default: all cores).
        #[arg(long, value_parser = threads_arg)]
        threads: Option<usize>,
        /// The whole report as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// One row per agent, as CSV.
        #[arg(long)]
        csv: Option<PathBuf>,
        /// Variants, as for play.
        #[arg(long, value_delimiter = ',')]
        variant: Vec<String>,
        /// Rule options as JSON, as for play.
        #[arg(long)]
        options: Option<String>,
        /// Strength against time: the first agent, a search family (ismcts, or plans or
        /// expectimax for ARCADE), plays the others at each of these milliseconds of CPU a decision,
        /// over the same seeds (`--agents ismcts,easy --curve 10,30,100,300,1000`).
        #[arg(long, value_delimiter = ',')]
        curve: Vec<u64>,
        /// With --curve: the curve as a page with its plot, written again after each time
        /// measured (so does --json).
        #[arg(long, requires = "curve")]
        html: Option<PathBuf>,
    },
    /// Fit the evaluator's weights (what the searching levels judge a position by) by
    /// self-play: the agents play, every position's features are regressed on how the
    /// game ended, one game in five held out to compare the weights in use with the fit.
    /// With --heuristic, tune the heuristic's own constants instead (SPSA).
    Tune {
        /// The game.
        #[arg(value_enum, default_value = "tanks")]
        game: GameName,
        /// One agent per seat (default: easy for two seats). The player count follows.
        #[arg(long, value_delimiter = ',', default_value = "easy,easy")]
        agents: Vec<String>,
        /// Games to play.
        #[arg(long, default_value_t = 2000)]
        games: u64,
        /// The first game's seed; the others follow it.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A sample every this many decisions.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        every: u64,
        /// Rule options as JSON, as for play (recorded in the weights file).
        #[arg(long)]
        options: Option<String>,
        /// Games played at once, 1 to 256 (default: all cores). The weights do not depend on it.
        #[arg(long, value_parser = threads_arg)]
        threads: Option<usize>,
        /// Write the fitted weights here: a weights file, for `--agents normal@FILE` or
        /// to replace crates/agents/weights/<game>.json.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Tune the heuristic's constants (easy, and what the searches imagine) instead:
        /// SPSA, two heuristics a little apart playing each other a step, two seats; the
        /// file written then sets them (`--agents easy@FILE`).
        #[arg(long, conflicts_with_all = ["agents", "games", "every"])]
        heuristic: bool,
        /// With --heuristic: SPSA steps.
        #[arg(long, default_value_t = 100, requires = "heuristic",
              value_parser = clap::value_parser!(u64).range(1..=10_000))]
        steps: u64,
        /// With --heuristic: games a step plays, even (each seed with the seats swapped).
        #[arg(long, default_value_t = 200, requires = "heuristic",
              value_parser = clap::value_parser!(u64).range(2..=100_000))]
        step_games: u64,
        /// With --heuristic: games of the tuned constants against those as written at the
        /// end, even, on seeds the steps did not play.
        #[arg(long, default_value_t = 2000, requires = "heuristic",
              value_parser = clap::value_parser!(u64).range(2..=1_000_000))]
        check: u64,
    },
    /// What each rule option and variant does to the game: the standard rules and each
    /// setting (or those named) played by the same agents over the same seeds, seats
    /// rotated; win rate by seat, length, how games end, score margin, the game's own figures,
    /// each with a 95% interval, and which differences are significant.
    Balance {
        /// The game.
        #[arg(value_enum, default_value = "tanks")]
        game: GameName,
        /// One agent for every seat, or one per seat (then seats rotate): random, easy,
        /// normal, hard, expert, ismcts:N, ismcts:Nms.
        #[arg(long, value_delimiter = ',', default_value = "easy")]
        agents: Vec<String>,
        /// Games per setting.
        #[arg(long, default_value_t = 400)]
        games: u64,
        /// The first game's seed; the others follow it.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Settings to compare, by name or option (`--list` shows them); default all.
        #[arg(long, value_delimiter = ',')]
        settings: Vec<String>,
        /// The standard table: players, variants and options as for play.
        #[command(flatten)]
        table: TableArgs,
        /// Games played at once, 1 to 256 (default: all cores).
        #[arg(long, value_parser = threads_arg)]
        threads: Option<usize>,
        /// A self-contained HTML page with plots.
        #[arg(long)]
        html: Option<PathBuf>,
        /// The whole report as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// One row per setting and figure, as CSV.
        #[arg(long)]
        csv: Option<PathBuf>,
        /// List the settings and stop.
        #[arg(long)]
        list: bool,
    },
    /// Check a replay file and narrate the game.
    Replay {
        /// The replay file (JSON).
        file: PathBuf,
        /// Only check, print the result line.
        #[arg(long)]
        quiet: bool,
    },
    /// Load a server with many WebSocket clients for a bounded time (people and AI
    /// tables playing, spectators, churn, slow readers, idle watchers) and report actions
    /// a second, latencies, errors, and the server's CPU and memory.
    Load(load::LoadArgs),
    /// Run scenario files and show what differs.
    Scenario {
        /// The scenario files (TOML).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the narration of passing scenarios too.
        #[arg(long)]
        verbose: bool,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum AiKind {
    // The rule-following heuristic (`easy` elsewhere). No doc comment: clap would show
    // it in English; the help of `--ai` says it in each language.
    #[value(alias = "easy", alias = "heuristic")]
    Simple,
    Random,
}

#[derive(clap::Args, Clone, Default)]
struct TableArgs {
    /// Players (default 2; for arena and balance, the agents named).
    #[arg(long)]
    players: Option<u8>,
    /// Variants. Arcade Tanks: uneven-combat, island, dangerous-four, avalanche (one new
    /// bot a round), avalanche-top-up (the top-up, then one more), single-player, doubled
    /// (two boxes). ARCADE: all (every advanced rule), an advanced rule by name
    /// (collateral-damage, floor-destruction, wall-destruction, blast, stun,
    /// triangulation, energy-bolts, target-anything, repair, collision), wrecks,
    /// place-in-turn, mission-pool, mission-far-rank, mission-walls. Anarcade:
    /// compulsory-draws, open-stacks, short (2 Aces win). Robotanks: introductory,
    /// shorter (command posts lose 3 cards a hit), short-hands (starting hands of 12),
    /// no-edges (the direct fire area without its edge lines), armor-to-bank,
    /// misdeal-neither. Comma-separated or repeated.
    #[arg(long, value_delimiter = ',')]
    variant: Vec<String>,
    /// Any other rule option as JSON, merged over the defaults, e.g.
    /// '{"rulings":{"bot_target_order":"FrontLeftRightBehind"}}'.
    #[arg(long)]
    options: Option<String>,
    /// Board tiles file (RON) replacing the built-in tiles.
    #[arg(long)]
    tiles: Option<PathBuf>,
    /// Boxes of the game (1 to 4, 4 tanks each); default the fewest the players need.
    #[arg(long)]
    boxes: Option<u8>,
    /// ARCADE: a built-in arena (long-hall, two-bridges, centre-pool, fortress).
    #[arg(long)]
    arena: Option<String>,
    /// ARCADE: an arena file (TOML, the format of crates/skirmish/content/arenas.toml);
    /// its first arena is played. Robotanks: a map file (the format of
    /// crates/robotanks/content/arena.toml).
    #[arg(long)]
    arena_file: Option<PathBuf>,
    /// Anarcade: a card set file (TOML, the format of
    /// crates/anarcade/content/champion-gold.toml), e.g. the printed cards typed in.
    /// Robotanks: a deck file (the format of crates/robotanks/content/deck.toml).
    #[arg(long)]
    cards: Option<PathBuf>,
}

pub(crate) fn merge(base: &mut serde_json::Value, patch: serde_json::Value) {
    match (base, patch) {
        (serde_json::Value::Object(b), serde_json::Value::Object(p)) => {
            for (k, v) in p {
                merge(b.entry(k).or_insert(serde_json::Value::Null), v);
            }
        }
        (b, p) => *b = p,
    }
}

fn main() -> std::process::ExitCode {
    // `coinop … | head` ends quietly when the reader goes, as command-line tools do,
    // instead of panicking on the closed pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default action of one signal before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = help::early_lang(&args);
    // Before parsing, so that the value parsers' words are the run's too.
    words::choose(lang);
    let cli = help::worded(Cli::command(), lang)
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m))
        .unwrap_or_else(|e| help::exit(e, lang));
    match run(cli) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "{}",
                help::printable(&words::said(
                    "cli-error",
                    coinop_core::Args::new().str("what", format!("{e:#}"))
                ))
            );
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Serve {
            addr,
            db,
            database_url,
            cluster,
            advertise,
            smtp,
            mail_from,
            site_url,
        } => {
            let database = match (database_url, db) {
                (Some(url), _) => coinop_server::Database::Url(url),
                (None, Some(path)) => coinop_server::Database::Sqlite(path),
                (None, None) => coinop_server::Database::Sqlite(
                    coinop_server::default_data_dir().join("coinop.db"),
                ),
            };
            tracing_subscriber::fmt()
                .with_env_filter(
                    tracing_subscriber::EnvFilter::try_from_default_env()
                        .unwrap_or_else(|_| "warn".into()),
                )
                .with_writer(std::io::stderr)
                .init();
            let how = coinop_server::Serve {
                cluster,
                advertise,
                smtp,
                mail_from,
                site_url,
            };
            tokio::runtime::Runtime::new()?.block_on(coinop_server::serve(addr, database, how))
        }
        Command::Play { game, .. }
        | Command::Sim { game, .. }
        | Command::Arena { game, .. }
        | Command::Tune { game, .. }
        | Command::Balance { game, .. } => {
            struct Table(Command);
            impl WithGame for Table {
                type Out = Result<()>;
                fn with<G: CliGame + play::Terminal + coinop_scenario::ScenarioGame>(
                    self,
                ) -> Result<()> {
                    table::<G>(self.0)
                }
            }
            with_game(game.name(), Table(cli.command)).expect("clap took a hosted game's name")
        }
        Command::Replay { file, quiet } => replay(&file, quiet),
        Command::Scenario { files, verbose } => scenarios(&files, verbose),
        Command::Load(args) => load::run(args),
        Command::Admin {
            db,
            database_url,
            task,
        } => tokio::runtime::Runtime::new()?.block_on(async {
            let store = open_store(db, database_url).await?;
            match task {
                AdminTask::Ban { name } => {
                    if !coinop_server::accounts::ban(&store, &name).await? {
                        anyhow::bail!(words::said(
                            "cli-no-account",
                            coinop_core::Args::new().str("name", &name)
                        ));
                    }
                    println!(
                        "{}",
                        words::said("cli-banned", coinop_core::Args::new().str("name", &name))
                    );
                }
                AdminTask::RemoveChat { table, seq } => {
                    let table = if table == "lobby" {
                        String::new()
                    } else {
                        table
                    };
                    if !coinop_server::chat::remove(&store, &table, seq).await? {
                        anyhow::bail!(words::said(
                            "cli-no-chat-line",
                            coinop_core::Args::new()
                                .str("seq", seq.to_string())
                                .str("table", if table.is_empty() { "lobby" } else { &table })
                        ));
                    }
                    println!(
                        "{}",
                        words::said("cli-chat-removed", coinop_core::Args::new())
                    );
                }
            }
            Ok(())
        }),
        Command::Ratings {
            db,
            database_url,
            recompute,
        } => tokio::runtime::Runtime::new()?.block_on(ratings(db, database_url, recompute)),
    }
}

fn replay(file: &PathBuf, quiet: bool) -> Result<()> {
    let text = std::fs::read_to_string(file).with_context(|| {
        words::said(
            "cli-reading",
            coinop_core::Args::new().str("path", file.display().to_string()),
        )
    })?;
    let replay = Replay::from_json(&text)?;
    struct Of<'a>(&'a Replay, bool);
    impl WithGame for Of<'_> {
        type Out = Result<()>;
        fn with<G: CliGame + play::Terminal + coinop_scenario::ScenarioGame>(self) -> Result<()> {
            replay_of::<G>(self.0, self.1)
        }
    }
    match with_game(&replay.game, Of(&replay, quiet)) {
        Some(done) => done,
        None => bail!(words::said(
            "cli-replay-unknown-game",
            coinop_core::Args::new()
                .str("path", file.display().to_string())
                .str("game", &replay.game)
                .str("games", coinop_games::names().join(", "))
        )),
    }
}

fn replay_of<G: play::Terminal + coinop_games::Hosted>(replay: &Replay, quiet: bool) -> Result<()> {
    let lang = words::lang();
    let actions = replay.actions.len() as i64;
    if !quiet {
        let options = serde_json::to_string(&replay.options).unwrap_or_default();
        println!(
            "{}\n",
            words::said(
                "cli-replay-header",
                coinop_core::Args::new()
                    .str("game", G::title_in(lang))
                    .str("version", replay.engine_version.to_string())
                    .str("seed", replay.seed.to_string())
                    .num("actions", actions)
                    .str("options", options)
            )
        );
    }
    if !quiet {
        // What happened while the game was set up, before the first action.
        let options = coinop_core::recorded_options::<G>(replay.engine_version, &replay.options)
            .map_err(anyhow::Error::msg)?;
        let mut opening = Vec::new();
        let g = G::new_game_into(&options, replay.seed, &mut opening)?;
        let view = g.observe(Viewer::Spectator);
        for line in opening.iter().filter_map(|e| G::line_in(lang, &view, e)) {
            println!("{line}");
        }
    }
    let game: G = replay.play(|g: &G, _, _, events| {
        if !quiet {
            let view = g.observe(Viewer::Spectator);
            for line in events.iter().filter_map(|e| G::line_in(lang, &view, e)) {
                println!("{line}");
            }
        }
    })?;
    if !quiet {
        // The terminal's screen: the board and the players, in the run's language.
        println!(
            "\n{}",
            game.screen(Viewer::Spectator, &play::Paint::plain(lang))
        );
    }
    let outcome = match game.outcome() {
        Some(o) => {
            let why = o
                .end
                .as_ref()
                .and_then(|end| G::end_in(lang, end))
                .unwrap_or(o.reason);
            let scores: Vec<String> = o.scores.iter().map(|s| s.to_string()).collect();
            words::said(
                "cli-replay-ended",
                coinop_core::Args::new()
                    .str("why", why)
                    .str("scores", scores.join(", ")),
            )
        }
        None => words::said("cli-replay-unfinished", coinop_core::Args::new()),
    };
    println!(
        "{}",
        words::said(
            "cli-replay-ok",
            coinop_core::Args::new()
                .num("actions", actions)
                .str("hash", format!("{:#018x}", replay.final_hash))
                .str("outcome", outcome)
        )
    );
    Ok(())
}

/// A scenario file is one rule case: far below this. A larger one is refused before it
/// is read (one of millions of steps would hold the machine for minutes).
const SCENARIO_MOST_BYTES: u64 = 1 << 20;

fn scenarios(files: &[PathBuf], verbose: bool) -> Result<()> {
    let mut failed = 0;
    for f in files {
        // Each file passes or fails on its own: one that cannot be read, parsed or run is
        // a failure in the report, and the files after it still run.
        let (s, report) = match scenario_file(f) {
            Ok(run) => run,
            Err(e) => {
                println!("FAIL {}: {e}", f.display());
                failed += 1;
                continue;
            }
        };
        let cases = report.cases.len();
        if report.passed() {
            let n = if cases > 1 {
                format!(" ({cases} cases)")
            } else {
                String::new()
            };
            println!("ok   {}{n}", f.display());
            if verbose {
                print!("{}", report.describe(true));
            }
        } else {
            failed += 1;
            println!("FAIL {}\n  rule: {}", f.display(), s.rule.trim());
            print!("{}", report.describe(false));
        }
    }
    println!("{} passed, {} failed", files.len() - failed, failed);
    if failed > 0 {
        std::process::exit(1);
    }
    Ok(())
}

/// One scenario file read, parsed, its citation checked against the named game's built-in
/// RULINGS.md, and run; or why it could not be.
fn scenario_file(f: &std::path::Path) -> Result<(Scenario, coinop_scenario::Report), String> {
    let len = std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
    if len > SCENARIO_MOST_BYTES {
        return Err(format!(
            "{len} bytes: a scenario file is at most {SCENARIO_MOST_BYTES}"
        ));
    }
    let text = std::fs::read_to_string(f).map_err(|e| format!("cannot be read: {e}"))?;
    let s = Scenario::parse(&text).map_err(|e| format!("does not parse: {e}"))?;
    let games = || coinop_games::names().join(", ");
    let named = s
        .game
        .clone()
        .ok_or_else(|| format!("no `game = \"…\"` line (games: {})", games()))?;
    struct Run<'a>(&'a Scenario);
    impl WithGame for Run<'_> {
        type Out = Result<coinop_scenario::Report, String>;
        fn with<G: CliGame + play::Terminal + coinop_scenario::ScenarioGame>(self) -> Self::Out {
            coinop_scenario::check_citation(&self.0.rule, Some(G::RULINGS))?;
            Ok(self.0.run::<G>())
        }
    }
    let report = with_game(&named, Run(&s))
        .ok_or_else(|| format!("no game called {named:?} (games: {})", games()))??;
    Ok((s, report))
}

/// The most threads a run may ask for: more would only take memory (each thread its
/// stack, each searcher its tree), and a mistyped million would never start.
const MAX_THREADS: usize = 256;

fn threads_arg(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n @ 1..=MAX_THREADS) => Ok(n),
        _ => Err(words::say(words::lang()).text_with(
            "cli-threads",
            coinop_core::Args::new().num("most", MAX_THREADS as i64),
        )),
    }
}

/// `--lang`: a language coinop speaks, refused as a usage mistake (in the locale's words)
/// otherwise.
fn lang_arg(s: &str) -> Result<String, String> {
    words::lang_of(Some(s)).map(|_| s.to_string())
}

fn all_cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(MAX_THREADS)
}

/// The subcommands that play a game, for any game.
/// The seats of a table with one agent each.
fn seats(agents: usize) -> Result<u8> {
    u8::try_from(agents).map_err(|_| anyhow::anyhow!("{agents} agents: at most 255"))
}

fn table<G: CliGame + play::Terminal>(command: Command) -> Result<()> {
    match command {
        Command::Play {
            table,
            seat,
            ai,
            seed,
            pace,
            lines,
            ..
        } => {
            let options = G::options_from(&table)?;
            let players = G::players(&options);
            if seat as usize > players {
                bail!(words::said(
                    "cli-no-seat",
                    coinop_core::Args::new()
                        .str("seat", seat.to_string())
                        .str("players", players.to_string())
                ));
            }
            let seed = seed.unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(1)
            });
            let computer = (0..players as u64)
                .map(|s| G::agent(&ai, seed ^ 0x5eed ^ s).map_err(anyhow::Error::msg))
                .collect::<Result<_>>()?;
            let table = play::Table {
                ai,
                pace,
                lines,
                lang: words::lang(),
            };
            play::run::<G>(options, seed, seat.checked_sub(1), computer, &table)
        }
        Command::Sim {
            table,
            games,
            seed,
            ai,
            replays,
            threads,
            ..
        } => sim::run::<G>(
            words::lang(),
            &G::options_from(&table)?,
            games,
            seed,
            ai,
            replays.as_deref(),
            threads.unwrap_or_else(all_cores),
        ),
        Command::Arena {
            agents,
            games,
            seed,
            threads,
            json,
            csv,
            variant,
            options,
            curve,
            html,
            ..
        } => {
            let table = TableArgs {
                players: Some(seats(agents.len())?),
                variant,
                options,
                ..TableArgs::default()
            };
            let threads = threads.unwrap_or_else(all_cores);
            if !curve.is_empty() {
                return arena::curve::<G>(
                    words::lang(),
                    &G::options_from(&table)?,
                    &agents,
                    &curve,
                    games,
                    seed,
                    threads,
                    html.as_deref(),
                    json.as_deref(),
                );
            }
            arena::run::<G>(
                words::lang(),
                &G::options_from(&table)?,
                &agents,
                games,
                seed,
                threads,
                json.as_deref(),
                csv.as_deref(),
            )
        }
        Command::Tune {
            heuristic: true,
            seed,
            threads,
            out,
            options,
            steps,
            step_games,
            check,
            ..
        } => {
            // Two seats: options that name another count are refused, rather than
            // played at two seats under their name.
            let players = options
                .as_deref()
                .and_then(|o| serde_json::from_str::<serde_json::Value>(o).ok())
                .and_then(|o| o.get("players").cloned());
            if let Some(n) = players.filter(|n| n.as_u64() != Some(2)) {
                bail!(
                    "{}",
                    coinop_lab::words::say(words::lang()).text_with(
                        "tune-heuristic-two-seats",
                        Args::new().str("seats", n.to_string()),
                    )
                );
            }
            let table = TableArgs {
                players: Some(2),
                options: options.clone(),
                ..TableArgs::default()
            };
            let config = coinop_lab::tune_heuristic::HeuristicConfig {
                iterations: steps,
                games_per_step: step_games,
                check_games: check,
                seed,
                options,
            };
            tune::run_heuristic::<G>(
                words::lang(),
                &G::options_from(&table)?,
                config,
                threads.unwrap_or_else(all_cores),
                out.as_deref(),
            )
        }
        Command::Tune {
            agents,
            games,
            seed,
            every,
            threads,
            out,
            options,
            ..
        } => {
            let table = TableArgs {
                players: Some(seats(agents.len())?),
                options: options.clone(),
                ..TableArgs::default()
            };
            let config = coinop_lab::tune::TuneConfig {
                agents,
                games,
                seed,
                every: every as usize,
                options,
            };
            tune::run::<G>(
                words::lang(),
                &G::options_from(&table)?,
                config,
                threads.unwrap_or_else(all_cores),
                out.as_deref(),
            )
        }
        Command::Balance {
            agents,
            games,
            seed,
            settings,
            mut table,
            threads,
            html,
            json,
            csv,
            list,
            ..
        } => {
            if agents.len() > 1 {
                if table.players.is_some_and(|p| p as usize != agents.len()) {
                    bail!(
                        "--players {} but {} agents: name one agent for every seat, or one per seat",
                        table.players.unwrap_or(0),
                        agents.len()
                    );
                }
                table.players = Some(agents.len() as u8);
            }
            if games == 0 {
                bail!(coinop_lab::words::say(words::lang()).text("games-at-least-one"));
            }
            // Fail now, not after the whole run, on a path that cannot be written.
            for p in [&html, &json, &csv].into_iter().flatten() {
                std::fs::write(p, "").with_context(|| format!("cannot write {}", p.display()))?;
            }
            let standard = G::options_from(&table)?;
            let lang = words::lang();
            if list {
                balance::list::<G>(lang, &standard);
                return Ok(());
            }
            let config = coinop_lab::balance::BalanceConfig::of::<G>(
                lang,
                &standard,
                &balance::table(&table),
                agents,
                games,
                seed,
                settings,
            );
            balance::run::<G>(
                &standard,
                &config,
                threads.unwrap_or_else(all_cores),
                balance::Outputs {
                    html: html.as_deref(),
                    json: json.as_deref(),
                    csv: csv.as_deref(),
                },
            )
        }
        Command::Serve { .. }
        | Command::Admin { .. }
        | Command::Ratings { .. }
        | Command::Replay { .. }
        | Command::Scenario { .. }
        | Command::Load(_) => {
            unreachable!("not a table command")
        }
    }
}

/// `coinop ratings`: each game's leaderboards, after counting every rated game again if
/// asked (and whether that changed any number).
async fn ratings(db: Option<PathBuf>, url: Option<String>, recompute: bool) -> Result<()> {
    use coinop_server::ratings::{Format, leaderboard};
    let store = open_store(db, url).await?;
    let all = |store: &coinop_server::Store| {
        let store = store.clone();
        async move {
            let mut v = Vec::new();
            for g in coinop_games::names() {
                for f in [Format::Duel, Format::Multi] {
                    v.push((
                        f.key(g),
                        leaderboard(&store, &f.key(g), usize::MAX >> 1).await?,
                    ));
                }
            }
            anyhow::Ok(v)
        }
    };
    let before = all(&store).await?;
    if recompute {
        let n = coinop_server::ratings::recompute(&store).await?;
        let after = all(&store).await?;
        let same = format!("{before:?}") == format!("{after:?}");
        let id = if same {
            "cli-ratings-same"
        } else {
            "cli-ratings-changed"
        };
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        println!("{}", words::said(id, coinop_core::Args::new().num("n", n)));
    }
    for (key, board) in all(&store).await? {
        if board.is_empty() {
            continue;
        }
        println!("\n{key}");
        let head = |id: &str| words::said(id, coinop_core::Args::new());
        println!(
            "{:<4} {:<24} {:>8} {:>7} {:>6} {:>5}",
            "#",
            head("cli-ratings-player"),
            head("cli-ratings-rating"),
            "±",
            head("cli-ratings-games"),
            head("cli-ratings-wins")
        );
        for (i, r) in board.iter().enumerate() {
            let s = &r.standing;
            println!(
                "{:<4} {:<24} {:>8.1} {:>7.1} {:>6} {:>5}",
                i + 1,
                r.name,
                s.rating,
                s.deviation,
                s.games,
                s.wins
            );
        }
    }
    Ok(())
}

/// The site's database, as `serve` would open it.
async fn open_store(db: Option<PathBuf>, url: Option<String>) -> Result<coinop_server::Store> {
    match (url, db) {
        (Some(url), _) => coinop_server::Store::open(&url).await,
        (None, db) => {
            coinop_server::Store::open_sqlite(
                &db.unwrap_or_else(|| coinop_server::default_data_dir().join("coinop.db")),
            )
            .await
        }
    }
}
