//! `coinop load`: many WebSocket clients against a coinop server on this machine, for a
//! bounded time, and what they measured.
//!
//! By default the server is our own child (`coinop serve` on a free port and a fresh
//! database), so its CPU and memory can be read from /proc; `--server` loads a running
//! one instead. The clients, all at once: people tables (two load clients playing random
//! legal actions after a think time, a new table when a game ends), AI tables (one load
//! client against `easy`), spectators, churn (watch, read the state, leave), slow readers
//! (say hello, never read a byte) and idle watchers (memory per connection). `Ctx` is
//! what they share: the server's address, the running tables, the counters and the
//! latency histograms; `Figures` is the report, printed and written as JSON.
//!
//! Client sockets are bound to many loopback addresses (127.1.x.y), so limits the server
//! keeps per address (new tables, connections) see many clients, as they would.

mod clients;
mod process;
mod wire;

use anyhow::{Context, Result, bail};
use clients::{
    AI, CHURN, Counts, Ctx, IDLE, PEOPLE, SLOW, SPECTATOR, new_table, pause, slow_reader,
    table_loop, watcher,
};
use hdrhistogram::Histogram;
use process::{Child, cpu_seconds, status_kib};
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::{Instant, sleep, sleep_until, timeout};
use wire::{CONNECT_WITHIN, Target, http};

#[derive(clap::Args, Clone)]
pub struct LoadArgs {
    /// Load a running server (http://host:port) instead of starting one.
    #[arg(long)]
    server: Option<String>,
    /// With --server: its process id, to report its CPU and memory.
    #[arg(long, requires = "server")]
    server_pid: Option<u32>,
    /// The game the tables play.
    #[arg(long, value_enum, default_value = "tanks")]
    game: crate::GameName,
    /// How long to run, the ramp-up included.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Tables of two people, both played by load clients.
    #[arg(long, default_value_t = 80)]
    people_tables: u64,
    /// Tables of one person (a load client) against `easy` AI.
    #[arg(long, default_value_t = 20)]
    ai_tables: u64,
    /// Clients watching random running tables.
    #[arg(long, default_value_t = 200)]
    spectators: u64,
    /// Watchers a second that connect, read the state and leave.
    #[arg(long, default_value_t = 5.0)]
    churn_per_second: f64,
    /// Clients that say hello and then never read a byte.
    #[arg(long, default_value_t = 10)]
    slow_readers: u64,
    /// Watchers of a quiet table opened before the load, to measure memory per connection.
    #[arg(long, default_value_t = 0)]
    idle: u64,
    /// A player's thinking time before each action, in ms (jittered ±50%).
    #[arg(long, default_value_t = 1000)]
    think_ms: u64,
    /// New connections a second at most while ramping up.
    #[arg(long, default_value_t = 200)]
    ramp_per_second: u64,
    /// The seed of the clients' choices.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Write the figures as JSON.
    #[arg(long)]
    json: Option<PathBuf>,
    /// Fail (exit non-zero) when errors plus connection failures exceed this.
    #[arg(long, default_value_t = 0)]
    max_errors: u64,
    /// The people tables' players are signed in: each makes an account (argon2id) with
    /// its first table and signs in anew for each table after; their requests and
    /// WebSockets carry the session's cookie.
    #[arg(long)]
    signed_in: bool,
}

#[derive(Serialize)]
struct Latency {
    count: u64,
    p50: f64,
    p99: f64,
    max: f64,
}

impl Latency {
    fn of(h: &Histogram<u64>) -> Latency {
        let ms = |us: u64| us as f64 / 1000.0;
        Latency {
            count: h.len(),
            p50: ms(h.value_at_quantile(0.5)),
            p99: ms(h.value_at_quantile(0.99)),
            max: ms(h.max()),
        }
    }
}

#[derive(Serialize)]
struct ServerFigures {
    pid: u32,
    /// CPU over the whole run, and over the measured window, in % of one core.
    cpu_percent: Option<f64>,
    cpu_percent_measured: Option<f64>,
    rss_kib_start: Option<u64>,
    rss_kib_after_ramp: Option<u64>,
    rss_kib_end: Option<u64>,
    rss_kib_peak: Option<u64>,
    rss_kib_before_idle: Option<u64>,
    rss_kib_after_idle: Option<u64>,
    idle_bytes_per_connection: Option<f64>,
}

#[derive(Serialize)]
struct Figures {
    game: &'static str,
    seconds: u64,
    ramp_seconds: f64,
    measured_seconds: f64,
    people_tables: u64,
    ai_tables: u64,
    spectators: u64,
    churn_per_second: f64,
    slow_readers: u64,
    idle: u64,
    think_ms: u64,
    actions_acknowledged: u64,
    actions_per_second: f64,
    ack_latency_ms: Latency,
    update_latency_ms: Latency,
    connections_opened: u64,
    connection_failures: u64,
    errors: u64,
    stale_moves: u64,
    tables_refused_busy: u64,
    signed_in: bool,
    /// Making the accounts before the run: how long in all, and each.
    sign_up_seconds: Option<f64>,
    sign_up_latency_ms: Latency,
    /// Signing in anew during the run (a password checked): how long each took.
    sign_in_latency_ms: Latency,
    games_finished: u64,
    slow_readers_closed: u64,
    slow_readers_unread_bytes: u64,
    updates_missed: u64,
    /// What went wrong, grouped by its words (numbers as N), with how often.
    problems: BTreeMap<String, u64>,
    server: Option<ServerFigures>,
    load_cpu_percent: Option<f64>,
    server_log_lines: Option<usize>,
}

pub fn run(args: LoadArgs) -> Result<()> {
    if args.seconds == 0 || args.ramp_per_second == 0 || args.churn_per_second < 0.0 {
        bail!(
            "--seconds and --ramp-per-second must be at least 1, --churn-per-second not negative"
        );
    }
    if args.people_tables + args.ai_tables == 0 {
        bail!("nothing to load: give --people-tables or --ai-tables");
    }
    if let Some(p) = &args.json {
        std::fs::write(p, "").with_context(|| format!("cannot write {}", p.display()))?;
    }
    let (mut child, target, pid) = match &args.server {
        None => {
            let dir = std::env::temp_dir().join(format!("coinop-load-{}", std::process::id()));
            let (child, addr) = Child::start(dir)?;
            let pid = child.pid();
            let target = Target {
                addr,
                host: addr.to_string(),
                spread: true,
            };
            (Some(child), target, Some(pid))
        }
        Some(url) => {
            let host = url
                .trim_start_matches("http://")
                .trim_end_matches('/')
                .to_string();
            use std::net::ToSocketAddrs;
            let addrs: Vec<SocketAddr> = host
                .to_socket_addrs()
                .with_context(|| format!("--server {url}: give http://host:port"))?
                .collect();
            let addr = *addrs
                .iter()
                .find(|a| a.is_ipv4())
                .or(addrs.first())
                .with_context(|| format!("--server {url}: no address"))?;
            if !addr.ip().is_loopback() {
                bail!("--server {url}: load only a server on this machine (127.0.0.0/8 or ::1)");
            }
            let spread = addr.is_ipv4();
            (None, Target { addr, host, spread }, args.server_pid)
        }
    };
    eprintln!(
        "coinop load: {} at {}{}",
        args.game.name(),
        target.host,
        if child.is_some() {
            " (our own server)"
        } else {
            ""
        }
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let figures = runtime.block_on(drive(&args, target, pid));
    runtime.shutdown_timeout(Duration::from_secs(5));
    let log_lines = child.as_ref().map(Child::log_lines);
    let log_head = child.as_ref().map(|c| c.log(10)).unwrap_or_default();
    if let Some(c) = &mut child {
        c.stop();
    }
    let mut figures = figures?;
    figures.server_log_lines = log_lines;
    print!("{}", report(&figures));
    if !log_head.is_empty() {
        println!("  server log ({} lines), first:", log_lines.unwrap_or(0));
        for l in log_head.lines() {
            println!("    {l:.200}");
        }
    }
    if let Some(p) = &args.json {
        std::fs::write(p, serde_json::to_string_pretty(&figures)? + "\n")
            .with_context(|| format!("writing {}", p.display()))?;
    }
    let bad = figures.errors + figures.connection_failures;
    if bad > args.max_errors {
        bail!(
            "{} errors and {} connection failures: more than --max-errors {}",
            figures.errors,
            figures.connection_failures,
            args.max_errors
        );
    }
    Ok(())
}

/// What to start during the ramp-up, in order.
enum Job {
    Table(u64, u64),
    Spectator(u64),
    Slow(u64),
}

async fn drive(args: &LoadArgs, target: Target, pid: Option<u32>) -> Result<Figures> {
    let (stop_tx, stop_rx) = watch::channel(false);
    let histogram = || Mutex::new(Histogram::new_with_bounds(1, 3_600_000_000, 3).expect("bounds"));
    let ctx = Arc::new(Ctx {
        target,
        game: args.game.name(),
        options: Mutex::new(Value::Null),
        think: Duration::from_millis(args.think_ms),
        seed: args.seed,
        stop: stop_rx,
        stopping: AtomicBool::new(false),
        window: OnceLock::new(),
        tables: Mutex::new(Vec::new()),
        sources: AtomicU64::new(0),
        counts: Counts::default(),
        ack_us: histogram(),
        update_us: histogram(),
        kinds: Mutex::new(BTreeMap::new()),
        signed_in: args.signed_in,
        sign_up_us: histogram(),
        sign_in_us: histogram(),
        sessions: Mutex::new(Vec::new()),
    });
    // Two seats whatever the game: its default options, for two players.
    let games = http(&ctx, "GET", "/api/games", None)
        .await
        .context("asking the server for its games")?;
    let mut options = games
        .as_array()
        .and_then(|g| g.iter().find(|g| g["name"] == ctx.game))
        .map(|g| g["default_options"].clone())
        .with_context(|| format!("the server has no game {}", ctx.game))?;
    if let Some(players) = options.get_mut("players") {
        *players = json!(2);
    }
    *ctx.options.lock().expect("options lock") = options;

    let rss = || pid.and_then(|p| status_kib(p, "VmRSS"));
    let cpu = || pid.and_then(cpu_seconds);
    let me = std::process::id();
    let (start, cpu_start, me_start, rss_start) = (Instant::now(), cpu(), cpu_seconds(me), rss());
    let peak = Arc::new(AtomicU64::new(rss_start.unwrap_or(0)));
    if let Some(pid) = pid {
        let (peak, ctx) = (peak.clone(), ctx.clone());
        tokio::spawn(async move {
            while !ctx.stopping() {
                if let Some(r) = status_kib(pid, "VmRSS") {
                    peak.fetch_max(r, Relaxed);
                }
                sleep(Duration::from_millis(250)).await;
            }
        });
    }
    // Signed in, the people make their accounts first, a few at a time, as people who
    // signed up some day before: the run measures the tables, and sign-ins anew.
    let mut sign_ups = None;
    if args.signed_in && args.people_tables > 0 {
        let began = Instant::now();
        let mut made = JoinSet::new();
        let at_once = Arc::new(tokio::sync::Semaphore::new(4));
        for n in 0..args.people_tables {
            for who in 0..2 {
                let (ctx, at_once) = (ctx.clone(), at_once.clone());
                made.spawn(async move {
                    let _turn = at_once.acquire().await;
                    let name = clients::person(&ctx, n, who);
                    (n, who, clients::sign_in(&ctx, &name, true).await)
                });
            }
        }
        let mut sessions = vec![[None, None]; args.people_tables as usize];
        while let Some(done) = made.join_next().await {
            if let Ok((n, who, cookie)) = done {
                sessions[n as usize][who] = cookie;
            }
        }
        *ctx.sessions.lock().expect("sessions lock") = sessions;
        let took = began.elapsed().as_secs_f64();
        eprintln!("  {} accounts made in {took:.1} s", 2 * args.people_tables);
        sign_ups = Some(took);
    }
    let mut tasks = JoinSet::new();
    let gap = Duration::from_secs_f64(1.0 / args.ramp_per_second as f64);

    // Idle watchers first, on a quiet table (nobody plays it), before any other load.
    let (mut before_idle, mut after_idle) = (None, None);
    if args.idle > 0 {
        let quiet = new_table(&ctx, &json!([{}, {}]), [None, None])
            .await
            .context("creating the idle watchers' table")?
            .0;
        sleep(Duration::from_millis(500)).await;
        before_idle = rss();
        for i in 0..args.idle {
            let rng = ctx.rng(IDLE, i);
            tasks.spawn(watcher(ctx.clone(), rng, Some(quiet.clone()), false));
            sleep(gap).await;
        }
        let until = Instant::now() + CONNECT_WITHIN;
        while ctx.counts.opened.load(Relaxed) + ctx.counts.failures.load(Relaxed) < args.idle
            && Instant::now() < until
        {
            sleep(Duration::from_millis(50)).await;
        }
        sleep(Duration::from_secs(1)).await;
        after_idle = rss();
    }

    // The ramp: tables first (each starts its clients), then the watchers, at most
    // --ramp-per-second connections a second, over at least a tenth of the run.
    let mut jobs: Vec<(u64, Job)> = Vec::new();
    let (mut p, mut a) = (0, 0);
    while p < args.people_tables || a < args.ai_tables {
        // Interleaved in proportion, so both kinds are running early.
        if a >= args.ai_tables
            || (p < args.people_tables && p * args.ai_tables <= a * args.people_tables)
        {
            jobs.push((2, Job::Table(PEOPLE, p)));
            p += 1;
        } else {
            jobs.push((1, Job::Table(AI, a)));
            a += 1;
        }
    }
    let (mut s, mut w) = (0, 0);
    while s < args.slow_readers || w < args.spectators {
        if s >= args.slow_readers
            || (w < args.spectators && w * args.slow_readers <= s * args.spectators)
        {
            jobs.push((1, Job::Spectator(w)));
            w += 1;
        } else {
            jobs.push((1, Job::Slow(s)));
            s += 1;
        }
    }
    let connections: u64 = jobs.iter().map(|(n, _)| n).sum();
    let ramp = Duration::from_secs_f64(
        (args.seconds as f64 / 10.0).max(connections as f64 / args.ramp_per_second as f64),
    );
    let run = Duration::from_secs(args.seconds);
    if ramp * 2 > run {
        bail!(
            "{connections} connections at {} a second take {:.0} s to open: more than half of \
             --seconds {}",
            args.ramp_per_second,
            ramp.as_secs_f64(),
            args.seconds
        );
    }
    let ramp_start = Instant::now();
    let (ramp_end, run_end) = (ramp_start + ramp, ramp_start + run);
    let _ = ctx.window.set((ramp_end, run_end));
    let mut opened_so_far = 0;
    for (n, job) in jobs {
        let at = ramp_start + ramp.mul_f64(opened_so_far as f64 / connections as f64);
        opened_so_far += n;
        sleep_until(at).await;
        let ctx2 = ctx.clone();
        match job {
            Job::Table(kind, i) => {
                let seats = if kind == PEOPLE {
                    json!([{}, {}])
                } else {
                    json!([{}, {"ai": "easy"}])
                };
                tasks.spawn(table_loop(ctx2, kind, i, seats));
            }
            Job::Spectator(i) => {
                tasks.spawn(watcher(ctx2, ctx.rng(SPECTATOR, i), None, false));
            }
            Job::Slow(i) => {
                tasks.spawn(slow_reader(ctx2, ctx.rng(SLOW, i)));
            }
        }
    }
    sleep_until(ramp_end).await;
    let (cpu_ramp, rss_ramp) = (cpu(), rss());
    eprintln!(
        "  ramped up in {:.1} s: {} connections open, {} failures",
        ramp.as_secs_f64(),
        ctx.counts.opened.load(Relaxed),
        ctx.counts.failures.load(Relaxed)
    );

    // Churn, for the rest of the run.
    if args.churn_per_second > 0.0 {
        let every = Duration::from_secs_f64(1.0 / args.churn_per_second);
        let ctx2 = ctx.clone();
        tasks.spawn(async move {
            let mut churns = JoinSet::new();
            let mut next = Instant::now();
            let mut n = 0;
            while !ctx2.stopping() {
                pause(&ctx2, next.saturating_duration_since(Instant::now())).await;
                next += every;
                if ctx2.stopping() {
                    break;
                }
                churns.spawn(watcher(ctx2.clone(), ctx2.rng(CHURN, n), None, true));
                n += 1;
                while churns.try_join_next().is_some() {}
            }
            let _ = timeout(Duration::from_secs(5), churns.join_all()).await;
        });
    }

    // Every 10 s from the ramp's end (the marks it passed are not printed late).
    let mut progress = ramp_start + Duration::from_secs(10);
    while progress <= Instant::now() {
        progress += Duration::from_secs(10);
    }
    while progress < run_end {
        sleep_until(progress).await;
        let server = match (rss(), cpu()) {
            (Some(r), Some(c)) => format!(
                "; server RSS {:.0} MiB, CPU {:.0} s",
                r as f64 / 1024.0,
                c - cpu_start.unwrap_or(0.0)
            ),
            _ => String::new(),
        };
        eprintln!(
            "  {:>3.0} s: {} actions acknowledged, {} connections opened, {} errors{server}",
            (progress - ramp_start).as_secs_f64(),
            ctx.counts.acks_total.load(Relaxed),
            ctx.counts.opened.load(Relaxed),
            ctx.counts.errors.load(Relaxed)
        );
        progress += Duration::from_secs(10);
    }
    sleep_until(run_end).await;
    let end = Instant::now();
    let (cpu_end, rss_end, me_end) = (cpu(), rss(), cpu_seconds(me));
    let hwm = pid.and_then(|p| status_kib(p, "VmHWM"));
    ctx.stopping.store(true, Relaxed);
    let _ = stop_tx.send(true);
    if timeout(Duration::from_secs(15), async {
        while tasks.join_next().await.is_some() {}
    })
    .await
    .is_err()
    {
        tasks.abort_all();
    }

    let c = &ctx.counts;
    let measured = (end - ramp_end).as_secs_f64();
    let acks = c.acks.load(Relaxed);
    let percent = |from: Option<f64>, to: Option<f64>, over: Duration| {
        Some((to? - from?) / over.as_secs_f64() * 100.0)
    };
    let server = pid.map(|pid| ServerFigures {
        pid,
        cpu_percent: percent(cpu_start, cpu_end, end - start),
        cpu_percent_measured: percent(cpu_ramp, cpu_end, end - ramp_end),
        rss_kib_start: rss_start,
        rss_kib_after_ramp: rss_ramp,
        rss_kib_end: rss_end,
        rss_kib_peak: hwm.max(Some(peak.load(Relaxed))).filter(|&k| k > 0),
        rss_kib_before_idle: before_idle,
        rss_kib_after_idle: after_idle,
        idle_bytes_per_connection: match (before_idle, after_idle) {
            (Some(b), Some(a)) => Some((a as f64 - b as f64) * 1024.0 / args.idle as f64),
            _ => None,
        },
    });
    Ok(Figures {
        game: ctx.game,
        seconds: args.seconds,
        ramp_seconds: ramp.as_secs_f64(),
        measured_seconds: measured,
        people_tables: args.people_tables,
        ai_tables: args.ai_tables,
        spectators: args.spectators,
        churn_per_second: args.churn_per_second,
        slow_readers: args.slow_readers,
        idle: args.idle,
        think_ms: args.think_ms,
        actions_acknowledged: acks,
        actions_per_second: acks as f64 / measured,
        ack_latency_ms: Latency::of(&ctx.ack_us.lock().expect("histogram lock")),
        update_latency_ms: Latency::of(&ctx.update_us.lock().expect("histogram lock")),
        connections_opened: c.opened.load(Relaxed),
        connection_failures: c.failures.load(Relaxed),
        errors: c.errors.load(Relaxed),
        stale_moves: c.stale.load(Relaxed),
        tables_refused_busy: c.busy.load(Relaxed),
        signed_in: args.signed_in,
        sign_up_seconds: sign_ups,
        sign_up_latency_ms: Latency::of(&ctx.sign_up_us.lock().expect("histogram lock")),
        sign_in_latency_ms: Latency::of(&ctx.sign_in_us.lock().expect("histogram lock")),
        games_finished: c.finished.load(Relaxed),
        slow_readers_closed: c.slow_closed.load(Relaxed),
        slow_readers_unread_bytes: c.slow_unread.load(Relaxed),
        updates_missed: c.missed.load(Relaxed),
        problems: ctx.kinds.lock().expect("kinds lock").clone(),
        server,
        load_cpu_percent: percent(me_start, me_end, end - start),
        server_log_lines: None,
    })
}

fn report(f: &Figures) -> String {
    use std::fmt::Write;
    let mib = |k: Option<u64>| match k {
        Some(k) => format!("{:.1} MiB", k as f64 / 1024.0),
        None => "?".into(),
    };
    let pct = |p: Option<f64>| p.map(|p| format!("{p:.1}%")).unwrap_or("?".into());
    let lat = |l: &Latency| {
        format!(
            "p50 {:.1} ms   p99 {:.1} ms   max {:.1} ms   ({} samples)",
            l.p50, l.p99, l.max, l.count
        )
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\ncoinop load: {}, {} s (ramp-up {:.1} s, measured {:.1} s)\n  clients: {} people \
         tables ({} players), {} AI tables, {} spectators, churn {}/s, {} slow readers, {} \
         idle; thinking {} ms ±50%\n",
        f.game,
        f.seconds,
        f.ramp_seconds,
        f.measured_seconds,
        f.people_tables,
        2 * f.people_tables,
        f.ai_tables,
        f.spectators,
        f.churn_per_second,
        f.slow_readers,
        f.idle,
        f.think_ms
    );
    let rows: Vec<(&str, String)> = vec![
        (
            "actions acknowledged",
            format!(
                "{} ({:.1} a second)",
                f.actions_acknowledged, f.actions_per_second
            ),
        ),
        ("ack latency", lat(&f.ack_latency_ms)),
        ("update latency", lat(&f.update_latency_ms)),
        (
            "sign-ups (before)",
            match f.sign_up_seconds {
                Some(s) => format!(
                    "{} in {s:.1} s; {}",
                    f.sign_up_latency_ms.count,
                    lat(&f.sign_up_latency_ms)
                ),
                None => "(players are guests; --signed-in signs them in)".into(),
            },
        ),
        ("sign-ins (during)", lat(&f.sign_in_latency_ms)),
        ("connections opened", f.connections_opened.to_string()),
        ("connection failures", f.connection_failures.to_string()),
        ("errors", f.errors.to_string()),
        ("stale moves", f.stale_moves.to_string()),
        (
            "new tables refused as busy",
            format!(
                "{} (and sign-ins told to come back; each waited and asked again)",
                f.tables_refused_busy
            ),
        ),
        ("games finished", f.games_finished.to_string()),
        (
            "slow readers closed",
            format!(
                "{} of {} ({} bytes left unread in their buffers)",
                f.slow_readers_closed, f.slow_readers, f.slow_readers_unread_bytes
            ),
        ),
        ("updates missed", f.updates_missed.to_string()),
        ("load tool CPU", pct(f.load_cpu_percent) + " of one core"),
    ];
    for (k, v) in rows {
        let _ = writeln!(out, "  {k:<22} {v}");
    }
    if let Some(s) = &f.server {
        let _ = writeln!(
            out,
            "  {:<22} {} of one core over the run, {} measured (pid {})",
            "server CPU",
            pct(s.cpu_percent),
            pct(s.cpu_percent_measured),
            s.pid
        );
        let _ = writeln!(
            out,
            "  {:<22} start {}, after ramp-up {}, end {}, peak {}",
            "server RSS",
            mib(s.rss_kib_start),
            mib(s.rss_kib_after_ramp),
            mib(s.rss_kib_end),
            mib(s.rss_kib_peak)
        );
        if let Some(b) = s.idle_bytes_per_connection {
            let _ = writeln!(
                out,
                "  {:<22} {:.1} KiB ({} idle connections: {} → {})",
                "memory per idle conn.",
                b / 1024.0,
                f.idle,
                mib(s.rss_kib_before_idle),
                mib(s.rss_kib_after_idle)
            );
        }
    }
    if !f.problems.is_empty() {
        let _ = writeln!(out, "  problems:");
        for (k, n) in &f.problems {
            let _ = writeln!(out, "    {n:>6} × {k}");
        }
    }
    out
}
