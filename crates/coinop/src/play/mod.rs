//! `coinop play`: a game in the terminal against computer players — the board in colour,
//! choices by number or by name, every event narrated. The loop is written once; each
//! game says how its screen looks and what it asks ([`Terminal`]).

mod anarcade;
mod full;
mod robotanks;
mod skirmish;
mod tanks;

use crate::words::say;
use anyhow::Result;
use coinop_core::{Args, Lang, Seat, ToMove, Viewer, Words};
use std::io::{BufRead, IsTerminal, Write};

const RESET: &str = "\x1b[0m";

/// How the output looks: ANSI colour, or plain text when the output is not a terminal or
/// NO_COLOR is set; and lines broken at word boundaries to the terminal's width.
pub struct Paint {
    colour: bool,
    /// The language the words are in.
    pub lang: Lang,
    /// A width set in advance (tests); none: the terminal's, read when needed.
    width: Option<usize>,
}

impl Paint {
    /// Words in `lang` without colour or wrapping: for a file or a pipe.
    pub fn plain(lang: Lang) -> Paint {
        Paint {
            colour: false,
            lang,
            width: None,
        }
    }

    pub fn paint(&self, code: &str, text: &str) -> String {
        if self.colour && !code.is_empty() {
            format!("\x1b[{code}m{text}{RESET}")
        } else {
            text.to_string()
        }
    }

    /// The width lines are wrapped to: the terminal's, read afresh (it may have been
    /// resized); when the output is not a terminal, `COLUMNS` if set; else none, and
    /// lines are left whole.
    pub fn width(&self) -> Option<usize> {
        if self.width.is_some() {
            return self.width;
        }
        console::Term::stdout()
            .size_checked()
            .map(|(_, cols)| cols as usize)
            .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
            .filter(|w| *w >= 20)
    }

    /// `text` with each line longer than the width broken at word boundaries (colour
    /// codes take no room), its continuation indented under the line's text: past a
    /// leading indent and, in a table such as a help text's, past the label column.
    pub fn wrap(&self, text: &str) -> String {
        self.wrap_hanging(text, hang)
    }

    /// [`Paint::wrap`] with each line's continuation indented by `hang(line)`.
    pub fn wrap_hanging(&self, text: &str, hang: impl Fn(&str) -> usize) -> String {
        wrap_at(self.width(), text, hang)
    }
}

/// `text` wrapped to `width` columns, or left whole with no width (not a terminal).
fn wrap_at(width: Option<usize>, text: &str, hang: impl Fn(&str) -> usize) -> String {
    match width {
        Some(width) => wrap_to(text, width, hang),
        None => text.to_string(),
    }
}

/// `text` wrapped to `width` columns, each line's continuation indented by `hang(line)`.
fn wrap_to(text: &str, width: usize, hang: impl Fn(&str) -> usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if textwrap::core::display_width(line) <= width {
            out.push_str(line);
            continue;
        }
        // At least 24 columns left for the text.
        let indent = " ".repeat(hang(line).min(width.saturating_sub(24)));
        let options = textwrap::Options::new(width)
            .subsequent_indent(&indent)
            .word_separator(textwrap::WordSeparator::AsciiSpace)
            // "Electro-Grounded" stays whole.
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        out.push_str(&textwrap::wrap(line, options).join("\n"));
    }
    out
}

/// Where a wrapped line's continuation starts: under a table's second column ("  The
/// deal            discard CARD: …": two spaces or more after a short label), or two
/// places in from an indented line's text; an unindented line (prose) continues flush,
/// unless it opens with a marker ("▶ Red (seat 1): …"), as if the marker were an indent.
fn hang(line: &str) -> usize {
    // Colour codes take no room.
    let plain = console::strip_ansi_codes(line);
    let lead = plain.len() - plain.trim_start().len();
    let text = &plain[lead..];
    if let Some(gap) = text.find("  ").filter(|g| *g <= 32) {
        let label = &text[..gap];
        let rest = text[gap..].trim_start();
        if !label.trim().is_empty() && !rest.is_empty() {
            return textwrap::core::display_width(&plain[..plain.len() - rest.len()]);
        }
    }
    if lead > 0 {
        return lead + 2;
    }
    match text.split_once(' ') {
        Some((mark, _))
            if mark.chars().count() == 1 && !mark.chars().all(char::is_alphanumeric) =>
        {
            textwrap::core::display_width(mark) + 3
        }
        _ => 0,
    }
}

/// What the terminal loop needs of a game.
pub trait Terminal: Words {
    /// The title line.
    fn banner(lang: Lang) -> String;
    /// The aim of the game in a line.
    fn intro(lang: Lang) -> String;
    /// How to answer, shown at the start and on `help`.
    fn help(lang: Lang) -> String;
    /// The words of `lang` a player may type for the game's notation, as `word=notation`
    /// pairs apart by spaces (Russian «готово=commit»): the notation stays the engine's
    /// (one parser, one replay format), the reader types their own words. None by default.
    fn typed(lang: Lang) -> String {
        let _ = lang;
        String::new()
    }
    /// Names of several words the reader types for the notation's (Robotanks' cards:
    /// «Поворот на 60° влево» for "Turn 60° Left"), as (reader's, notation's) pairs.
    fn typed_names(lang: Lang) -> Vec<(String, String)> {
        let _ = lang;
        Vec::new()
    }

    /// The position as `viewer` sees it: board and status.
    fn screen(&self, viewer: Viewer, paint: &Paint) -> String;
    /// How many of the screen's first lines are the board, which a full screen keeps
    /// whole at every decision; the rest (a legend, the players' status) may scroll.
    /// All of them by default.
    fn board_lines(&self, screen: &str) -> usize {
        screen.lines().count()
    }
    /// The goal and how the game ends, for `help` (under this game's options).
    fn goal(&self, lang: Lang) -> String;
    /// The question put to the player on the move (the choices follow it).
    fn question(&self, me: Seat, lang: Lang) -> String;
    /// Game-specific shorthands: one line as action texts, `None` if not one of them.
    fn shorthand(
        &self,
        _me: Seat,
        _line: &str,
        _lang: Lang,
    ) -> Option<Result<Vec<String>, String>> {
        None
    }
    /// The ANSI style an event's line is printed in.
    fn style(_event: &Self::Event) -> &'static str {
        ""
    }
    /// Events not worth a line for this player (another seat's hidden planning).
    fn quiet(_event: &Self::Event, _human: Option<Seat>) -> bool {
        false
    }
    /// A few words beside an action in the list of choices (ARCADE: a shot's dice).
    fn note(&self, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }
    /// Said once before the first move (ARCADE: who moves first).
    fn opening(&self, _lang: Lang) -> Option<String> {
        None
    }
    /// A warning before an action a player rarely means and cannot take back (Robotanks:
    /// leaving a deactivated tank with no program wrecks it). The action then goes ahead
    /// only when typed with a `!` ("done!").
    fn confirm(&self, _me: Seat, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }
    /// How the game names a seat to its players ("P1"; Robotanks: its colour).
    fn seat_name(&self, seat: Seat, _lang: Lang) -> String {
        format!("P{}", seat + 1)
    }
    /// Why the game ended in `lang`, where the game words it itself; else the
    /// outcome's words.
    fn outcome_reason(&self, _lang: Lang) -> Option<String> {
        None
    }
    /// Whether the board is shown again before this event when watching.
    fn new_section(_event: &Self::Event) -> bool {
        false
    }
}

/// How the table is kept, beyond the game's options.
pub struct Table {
    /// The computer seats' level as typed (`easy`, `hard` …), said while they think.
    pub ai: String,
    /// The pause after each decision when watching, in ms; none: 600 on a full screen,
    /// 0 in lines.
    pub pace: Option<u64>,
    /// Lines even at a terminal (a screen reader, a terminal that cannot take a full
    /// screen).
    pub lines: bool,
    /// The language of the words.
    pub lang: Lang,
}

/// What a line typed at a prompt asks for, besides actions.
enum Show {
    Help,
    Board,
    /// Enter alone.
    Nothing,
}

/// What the player typed.
enum Typed {
    Line(String),
    /// Nothing readable: ask again.
    Again,
    /// Input closed, or the player left.
    Leave,
}

/// How the game is put before the player: in lines (a pipe, or `--lines`), or on a full
/// screen ([`full`]). The loop in [`run`] is the same for both.
trait Ui<G: Terminal> {
    /// The language the player reads.
    fn lang(&self) -> Lang;
    /// The table opens: `opening` happened while the game was set up.
    fn open(&mut self, game: &G, seed: u64, opening: &[G::Event]) -> Result<()>;
    /// An event as the viewer may see it, not [`Terminal::quiet`].
    fn event(&mut self, game: &G, view: &G::Observation, e: &G::Event);
    /// A word to the player, in an ANSI style ("31": refused).
    fn say(&mut self, text: &str, code: &str);
    /// `help`, `board` or Enter alone, typed by `me`.
    fn show(&mut self, game: &G, me: Seat, what: Show);
    /// The next line `me` types.
    fn ask(&mut self, game: &G, me: Seat) -> Result<Typed>;
    /// A computer seat's decision; none if the player left meanwhile.
    fn think(
        &mut self,
        game: &G,
        seat: Seat,
        agent: &mut dyn coinop_agents::Agent<G>,
    ) -> Result<Option<G::Action>>;
    /// After a decision, when watching: the pause; false if the player left.
    fn paced(&mut self, game: &G) -> Result<bool>;
    /// The game is over.
    fn over(&mut self, game: &G) -> Result<()>;
}

/// Whether a level searches (and may take seconds), so that its thinking is said.
fn searches(level: &str) -> bool {
    !matches!(level, "easy" | "random" | "heuristic" | "simple")
}

/// Plays a game in the terminal: `human` at their seat (or nobody, to watch), every other
/// seat by its agent in `computer` (one per seat). On a full screen when both ends are a
/// terminal, else in lines.
pub fn run<G: Terminal>(
    options: G::Options,
    seed: u64,
    human: Option<Seat>,
    computer: Vec<Box<dyn coinop_agents::Agent<G>>>,
    table: &Table,
) -> Result<()> {
    let mut opening = Vec::new();
    let game = G::new_game_into(&options, seed, &mut opening)?;
    let viewer = human.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let colour = std::env::var_os("NO_COLOR").is_none();
    if !table.lines && std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        let over = {
            let mut ui = full::Full::open(viewer, human, table, colour)?;
            let over = play(game, &opening, seed, human, computer, &mut ui)?;
            if let Some(game) = &over {
                ui.over(game)?;
            }
            over
        };
        // The end stays on the terminal once the full screen is gone.
        if let Some(game) = over {
            Lines::new(viewer, human, table, colour).over(&game)?;
        }
        return Ok(());
    }
    let mut ui = Lines::new(viewer, human, table, colour);
    if let Some(game) = play(game, &opening, seed, human, computer, &mut ui)? {
        ui.over(&game)?;
    }
    Ok(())
}

/// The loop: whose decision it is, the player's answer or the computer's, the events.
/// The game at its end, or none if the player left.
fn play<G: Terminal>(
    mut game: G,
    opening: &[G::Event],
    seed: u64,
    human: Option<Seat>,
    mut computer: Vec<Box<dyn coinop_agents::Agent<G>>>,
    ui: &mut impl Ui<G>,
) -> Result<Option<G>> {
    let viewer = human.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let lang = ui.lang();
    ui.open(&game, seed, opening)?;
    let mut queued: Vec<String> = Vec::new();
    loop {
        let seats = match game.to_move() {
            ToMove::Terminal => break,
            ToMove::Seats(s) => s,
        };
        let mine = human.filter(|h| seats.contains(*h));
        let (seat, action) = if let Some(me) = mine {
            if queued.is_empty() {
                let line = match ui.ask(&game, me)? {
                    Typed::Line(l) => l,
                    Typed::Again => continue,
                    Typed::Leave => return Ok(None),
                };
                match expand(&game, me, line.trim(), lang) {
                    // A line of several actions goes in whole or not at all.
                    Ok(Answer::Actions(list)) if list.len() > 1 => {
                        match try_all(&game, me, &list, lang) {
                            Ok(()) => queued = list,
                            Err(e) => {
                                let why = say(lang)
                                    .text_with("play-plan-fails", Args::new().str("why", e));
                                ui.say(&why, "31");
                                continue;
                            }
                        }
                    }
                    Ok(Answer::Actions(list)) => queued = list,
                    Ok(Answer::Show(what)) => {
                        ui.show(&game, me, what);
                        continue;
                    }
                    Ok(Answer::Quit) => return Ok(None),
                    Err(e) => {
                        ui.say(&e, "31");
                        continue;
                    }
                }
            }
            let text = queued.remove(0);
            let (text, sure) = match text.strip_suffix('!') {
                Some(t) => (t.trim_end().to_string(), true),
                None => (text, false),
            };
            match game.parse_action(&text) {
                Ok(a) => match game.confirm(me, &a, lang) {
                    Some(warning) if !sure => {
                        ui.say(&warning, "33");
                        queued.clear();
                        continue;
                    }
                    _ => (me, a),
                },
                Err(e) => {
                    ui.say(&not_understood(&shown::<G>(&text, lang), &e, lang), "31");
                    queued.clear();
                    continue;
                }
            }
        } else {
            let seat = seats
                .iter()
                .find(|s| Some(*s) != human)
                .expect("a computer seat");
            match ui.think(&game, seat, computer[seat as usize].as_mut())? {
                Some(a) => (seat, a),
                None => return Ok(None),
            }
        };
        match game.apply(seat, &action) {
            Ok(events) => {
                // The words are drawn from what the viewer sees (names on the board).
                let view = game.observe(viewer);
                let mut told = false;
                for e in &events {
                    let Some(e) = game.event_for(e, viewer) else {
                        continue;
                    };
                    if !G::quiet(&e, human) {
                        ui.event(&game, &view, &e);
                        told = true;
                    }
                }
                // Watching, a pause after each decision that shows: a hidden one (a card
                // of a deal set aside) has nothing to watch.
                if human.is_none() && told && !ui.paced(&game)? {
                    return Ok(None);
                }
            }
            Err(e) => {
                let why = refused_why(&game, seat, &action, &e, lang);
                let why = say(lang).text_with("play-refused", Args::new().str("why", why));
                ui.say(&why, "31");
                queued.clear();
            }
        }
    }
    Ok(Some(game))
}

/// The game in lines, each wrapped to the terminal's width: what a pipe gets, and a
/// screen reader.
struct Lines {
    paint: Paint,
    viewer: Viewer,
    human: Option<Seat>,
    /// The board as the player last saw it.
    shown: String,
    input: std::io::Lines<std::io::StdinLock<'static>>,
    level: String,
    pace: u64,
    /// The output is a terminal: a search is said before it starts.
    tty: bool,
}

impl Lines {
    fn new(viewer: Viewer, human: Option<Seat>, table: &Table, colour: bool) -> Lines {
        let tty = std::io::stdout().is_terminal();
        Lines {
            paint: Paint {
                colour: tty && colour,
                width: None,
                lang: table.lang,
            },
            viewer,
            human,
            shown: String::new(),
            input: std::io::stdin().lock().lines(),
            level: table.ai.clone(),
            pace: table.pace.unwrap_or(0),
            tty,
        }
    }
}

impl<G: Terminal> Ui<G> for Lines {
    fn lang(&self) -> Lang {
        self.paint.lang
    }

    fn open(&mut self, game: &G, seed: u64, opening: &[G::Event]) -> Result<()> {
        let paint = &self.paint;
        let lang = paint.lang;
        println!("{}", paint.paint("1", &G::banner(lang)));
        println!("{}", table_line(game, seed, self.human, lang));
        println!(
            "{}\n",
            paint.wrap(&format!("{}\n{}", G::intro(lang), G::help(lang)))
        );
        self.shown = game.screen(self.viewer, paint);
        println!("{}", paint.wrap(&self.shown));
        if let Some(words) = game.opening(lang) {
            println!("{}", paint.wrap(&paint.paint("1", &words)));
        }
        let view = game.observe(self.viewer);
        for e in opening
            .iter()
            .filter_map(|e| game.event_for(e, self.viewer))
        {
            if !G::quiet(&e, self.human)
                && let Some(line) = event_line::<G>(&view, &e, paint)
            {
                println!("{line}");
            }
        }
        Ok(())
    }

    fn event(&mut self, game: &G, view: &G::Observation, e: &G::Event) {
        if G::new_section(e) && self.human.is_none() {
            println!(
                "\n{}",
                self.paint.wrap(&game.screen(self.viewer, &self.paint))
            );
        }
        if let Some(line) = event_line::<G>(view, e, &self.paint) {
            println!("{line}");
        }
    }

    fn say(&mut self, text: &str, code: &str) {
        println!("{}", self.paint.wrap(&self.paint.paint(code, text)));
    }

    fn show(&mut self, game: &G, me: Seat, what: Show) {
        match what {
            Show::Help => println!(
                "{}",
                self.paint.wrap(&format!(
                    "{}\n{}",
                    game.goal(self.paint.lang),
                    G::help(self.paint.lang)
                ))
            ),
            Show::Board => println!(
                "{}",
                self.paint.wrap(&game.screen(Viewer::Seat(me), &self.paint))
            ),
            Show::Nothing => println!("{}", say(self.paint.lang).text("play-nothing-typed")),
        }
    }

    fn ask(&mut self, game: &G, me: Seat) -> Result<Typed> {
        let paint = &self.paint;
        // The board again whenever it changed since the player last saw it.
        let screen = game.screen(self.viewer, paint);
        if screen != self.shown {
            println!("\n{}", paint.wrap(&screen));
            self.shown = screen;
        }
        println!("{}", paint.wrap(&game.question(me, paint.lang)));
        print!("{}", choices(game, me, paint));
        print!("> ");
        std::io::stdout().flush()?;
        Ok(match self.input.next() {
            None => {
                println!("\n{}", say(paint.lang).text("play-input-closed"));
                Typed::Leave
            }
            Some(Err(_)) => {
                println!("{}", say(paint.lang).text("play-unreadable"));
                Typed::Again
            }
            Some(Ok(line)) => Typed::Line(line),
        })
    }

    fn think(
        &mut self,
        game: &G,
        seat: Seat,
        agent: &mut dyn coinop_agents::Agent<G>,
    ) -> Result<Option<G::Action>> {
        // At a terminal a search is said, since it may take seconds; a pipe gets the
        // moves alone.
        if self.tty && searches(&self.level) {
            let lang = self.paint.lang;
            let line = say(lang).text_with(
                "play-thinking",
                Args::new()
                    .str("seat", game.seat_name(seat, lang))
                    .str("level", self.level.clone()),
            );
            println!("{}", self.paint.paint("2", &line));
        }
        Ok(Some(agent.choose(game, seat)))
    }

    fn paced(&mut self, _game: &G) -> Result<bool> {
        if self.pace > 0 {
            std::thread::sleep(std::time::Duration::from_millis(self.pace));
        }
        Ok(true)
    }

    fn over(&mut self, game: &G) -> Result<()> {
        let paint = &self.paint;
        println!("\n{}", paint.wrap(&game.screen(self.viewer, paint)));
        if let Some(words) = game_over(game, paint.lang) {
            println!("{}", paint.wrap(&paint.paint("1", &words)));
        }
        Ok(())
    }
}

/// "8 players · seed 3 · you are P1": the table, as it opens.
fn table_line<G: Terminal>(game: &G, seed: u64, human: Option<Seat>, lang: Lang) -> String {
    let say = say(lang);
    let who = match human {
        Some(s) => say.text_with(
            "play-you-are",
            Args::new().str("seat", game.seat_name(s, lang)),
        ),
        None => say.text("play-watching"),
    };
    say.text_with(
        "play-table",
        Args::new()
            .num("players", game.num_seats() as i64)
            .num("seed", seed as i64)
            .str("who", who),
    )
}

/// "Game over: the third Eagle was captured. Winner: P2", once the game is over.
fn game_over<G: Terminal>(game: &G, lang: Lang) -> Option<String> {
    let out = game.outcome()?;
    let say = say(lang);
    let w: Vec<String> = out
        .winners
        .iter()
        .map(|s| game.seat_name(*s, lang))
        .collect();
    let winners = match w.len() {
        0 => say.text("play-winner-nobody"),
        1 => say.text_with("play-winner", Args::new().str("seat", w[0].clone())),
        _ => say.text_with(
            "play-winners",
            Args::new().str("seats", coinop_core::say::list_in(lang, &w)),
        ),
    };
    let reason = G::outcome_reason(game, lang).unwrap_or(out.reason);
    Some(say.text_with(
        "play-game-over",
        Args::new().str("reason", reason).str("winners", winners),
    ))
}

/// One event's line of narration, indented and in its colour (none for an event that
/// only marks a stretch of the game).
fn event_line<G: Terminal>(view: &G::Observation, e: &G::Event, paint: &Paint) -> Option<String> {
    let line = G::line_in(paint.lang, view, e)?;
    Some(paint.wrap(&format!("  {}", paint.paint(G::style(e), &line.plain()))))
}

/// A column of the list of choices: "nnn) " and 22 characters.
const CELL: usize = 27;

/// The legal actions as a numbered list, as many columns as the terminal holds (up to
/// five; a long choice takes two cells or more); grouped by their first word when there
/// are too many to number usefully.
fn choices<G: Terminal>(game: &G, me: Seat, paint: &Paint) -> String {
    choices_in(game, me, paint, CELL, 5)
}

/// The list of choices in cells of `cell` columns, up to `most` a row.
fn choices_in<G: Terminal>(game: &G, me: Seat, paint: &Paint, cell: usize, most: usize) -> String {
    let typed = typed_tables::<G>(paint.lang);
    let names = G::typed_names(paint.lang);
    let texts: Vec<String> = game
        .legal_actions(me)
        .iter()
        .map(|a| {
            let text = out_of_notation(&swap_names(&game.action_text(a), &names, false), &typed);
            match game.note(a, paint.lang) {
                Some(n) => format!("{text} ({n})"),
                None => text,
            }
        })
        .collect();
    let width = |t: &str| textwrap::core::display_width(t);
    let mut out = String::new();
    if texts.iter().any(|t| width(t) > cell - 5) && texts.len() <= 12 {
        // Long choices (with notes) one to a line.
        for (i, t) in texts.iter().enumerate() {
            out.push_str(&paint.wrap_hanging(&format!("{:>3}) {t}", i + 1), |_| 5));
            out.push('\n');
        }
    } else if texts.len() <= 40 {
        let columns = paint.width().map_or(most, |w| (w / cell).clamp(1, most));
        let mut row = String::new();
        let mut used = 0;
        for (i, t) in texts.iter().enumerate() {
            let item = format!("{:>3}) {t}", i + 1);
            let span = width(&item).div_ceil(cell).max(1);
            if used > 0 && used + span > columns {
                out.push_str(&paint.wrap_hanging(row.trim_end(), |_| 5));
                out.push('\n');
                row.clear();
                used = 0;
            }
            let pad = (span * cell).saturating_sub(width(&item));
            row.push_str(&item);
            row.push_str(&" ".repeat(pad));
            used += span;
        }
        if used > 0 {
            out.push_str(&paint.wrap_hanging(row.trim_end(), |_| 5));
            out.push('\n');
        }
    } else {
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for t in &texts {
            let (head, rest) = t.split_once(' ').unwrap_or((t, ""));
            match groups.iter_mut().find(|(h, _)| h == head) {
                Some((_, v)) => v.push(rest.to_string()),
                None => groups.push((head.to_string(), vec![rest.to_string()])),
            }
        }
        let many = say(paint.lang).text_with(
            "play-many-choices",
            Args::new().num("n", texts.len() as i64),
        );
        out.push_str(&format!("  {many}\n"));
        for (head, rest) in groups {
            let mut rest: Vec<String> = rest.into_iter().filter(|r| !r.is_empty()).collect();
            rest.dedup();
            // Names of several words apart by commas: "Turn 60° Left, Forward 2".
            let sep = if rest.iter().any(|r| r.contains(' ')) {
                ", "
            } else {
                " "
            };
            let hang = width(&head) + 3;
            out.push_str(&paint.wrap_hanging(&format!("  {head} {}", rest.join(sep)), |_| hang));
            out.push('\n');
        }
    }
    out
}

/// What a line typed asks for.
enum Answer {
    /// Actions by their texts, in order.
    Actions(Vec<String>),
    Show(Show),
    Quit,
}

/// One line of input as action texts, or a command handled here.
fn expand<G: Terminal>(game: &G, me: Seat, line: &str, lang: Lang) -> Result<Answer, String> {
    let line = swap_names(line, &G::typed_names(lang), true);
    let line = in_notation(&line, &typed_tables::<G>(lang));
    let line = line.as_str();
    if let Some(r) = game.shorthand(me, line, lang) {
        // A number in a list is the action it numbers in the list on screen, as a
        // number alone is: "3, 3, 5" as well as "program Forward 2, program Forward 2".
        return r
            .and_then(|list| {
                list.iter()
                    .map(|t| numbered(game, me, t, lang).unwrap_or_else(|| Ok(t.clone())))
                    .collect::<Result<Vec<_>, _>>()
            })
            .map(Answer::Actions);
    }
    match line {
        // Enter alone never chooses anything: the question is asked again.
        "" => return Ok(Answer::Show(Show::Nothing)),
        "help" | "?" => return Ok(Answer::Show(Show::Help)),
        "board" => return Ok(Answer::Show(Show::Board)),
        "quit" => return Ok(Answer::Quit),
        _ => {}
    }
    if let Some(text) = numbered(game, me, line, lang) {
        return text.map(|t| Answer::Actions(vec![t]));
    }
    Ok(Answer::Actions(vec![line.to_string()]))
}

/// The words a reader of `lang` types for `G`'s notation and the loop's commands.
fn typed_tables<G: Terminal>(lang: Lang) -> [String; 2] {
    [G::typed(lang), say(lang).text("play-typed")]
}

/// `line` with every name in `names` (reader's, notation's) put the other way round:
/// `back` from the reader's to the notation's (letter case ignored where lowering keeps
/// the line's length), else from the notation's to the reader's (as the notation writes
/// it: the verb "scan" is not the card "Scan"). Whole words only, longest first, so "Fire
/// Electro-Grounded Cannon" is not read as "Fire …Cannon".
fn swap_names(line: &str, names: &[(String, String)], back: bool) -> String {
    let mut names: Vec<(&str, &str)> = names
        .iter()
        .map(|(r, n)| {
            if back {
                (r.as_str(), n.as_str())
            } else {
                (n.as_str(), r.as_str())
            }
        })
        .collect();
    names.sort_by_key(|(from, _)| std::cmp::Reverse(from.len()));
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut out = line.to_string();
    for (from, to) in names {
        let lower = out.to_lowercase();
        let (hay, needle) = if back && lower.len() == out.len() {
            (lower, from.to_lowercase())
        } else {
            (out.clone(), from.to_string())
        };
        let mut at = 0;
        let mut next = String::with_capacity(out.len());
        while let Some(i) = hay[at..].find(&needle) {
            let (start, end) = (at + i, at + i + needle.len());
            next.push_str(&out[at..start]);
            if word(hay[..start].chars().next_back()) || word(hay[end..].chars().next()) {
                next.push_str(&out[start..end]);
            } else {
                next.push_str(to);
            }
            at = end;
        }
        next.push_str(&out[at..]);
        out = next;
    }
    out
}

/// An action's text in the game's notation with each word written as the reader types
/// it (the first of `tables` for it): what the list shows is what they type.
fn out_of_notation(text: &str, tables: &[String]) -> String {
    let pairs = typed_pairs(tables);
    each_word(text, |word| {
        pairs
            .iter()
            .find(|(_, notation)| *notation == word)
            .map(|(typed, _)| *typed)
    })
}

/// The `word=notation` pairs of `tables`.
fn typed_pairs(tables: &[String]) -> Vec<(&str, &str)> {
    tables
        .iter()
        .flat_map(|t| t.split_whitespace())
        .filter_map(|p| p.split_once('='))
        .collect()
}

/// `line` with each word (between spaces, commas, bars and `!`) put as `swap` says, or
/// left as it is.
fn each_word<'a>(line: &str, swap: impl Fn(&str) -> Option<&'a str>) -> String {
    let mut out = String::with_capacity(line.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(swap(word).unwrap_or(word));
        word.clear();
    };
    for c in line.chars() {
        if c.is_whitespace() || matches!(c, ',' | '|' | '!') {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// `line` with each word typed in the reader's language put in the game's notation, by
/// `tables` of `word=notation` pairs (`Terminal::typed`); words not in them, and every
/// word of plain ASCII, as typed. Commas, bars and a closing `!` stay where they are.
fn in_notation(line: &str, tables: &[String]) -> String {
    if line.is_ascii() {
        return line.to_string();
    }
    let pairs = typed_pairs(tables);
    each_word(line, |word| {
        let lower = word.to_lowercase();
        pairs
            .iter()
            .find(|(typed, _)| !word.is_ascii() && typed.to_lowercase() == lower)
            .map(|(_, notation)| *notation)
    })
}

/// Why a typed line is not an action, in `lang`: the engine's own words in English
/// (they say which word), a plain «not understood» in another language (the engine's
/// parser speaks only the notation's English).
fn not_understood(text: &str, e: &coinop_core::ActionError, lang: Lang) -> String {
    if lang == Lang::EN {
        return e.to_string();
    }
    // A long line is quoted by its start, not said back whole.
    let quoted: String = match text.chars().count() > 60 {
        true => text.chars().take(60).chain(['…']).collect(),
        false => text.to_string(),
    };
    say(lang).text_with("play-not-understood", Args::new().str("text", quoted))
}

/// Why `action` is refused, in `lang` (the engine's words for it, else its English).
fn refused_why<G: Terminal>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    e: &coinop_core::ActionError,
    lang: Lang,
) -> String {
    match lang == Lang::EN {
        true => e.to_string(),
        false => game
            .refusal_in(lang, seat, action)
            .unwrap_or_else(|| e.to_string()),
    }
}

/// An action typed in the notation, as the list of choices shows it to the reader.
pub(super) fn shown<G: Terminal>(text: &str, lang: Lang) -> String {
    out_of_notation(
        &swap_names(text, &G::typed_names(lang), false),
        &typed_tables::<G>(lang),
    )
}

/// "3" (or "3!", sure of it): the text of the action numbered 3 in the list on screen;
/// `None` if `word` is not a number.
fn numbered<G: Terminal>(
    game: &G,
    me: Seat,
    word: &str,
    lang: Lang,
) -> Option<Result<String, String>> {
    let word = word.trim();
    let (digits, sure) = match word.strip_suffix('!') {
        Some(d) => (d.trim_end(), "!"),
        None => (word, ""),
    };
    let n = digits.parse::<usize>().ok()?;
    let legal = game.legal_actions(me);
    Some(
        legal
            .get(n.wrapping_sub(1))
            .map(|a| format!("{}{sure}", game.action_text(a)))
            .ok_or_else(|| {
                say(lang).text_with(
                    "play-choose-between",
                    Args::new().num("n", legal.len() as i64),
                )
            }),
    )
}

/// Whether every action of a line would be accepted, tried on a copy of the game, up
/// to the first that rolls dice or draws cards: what comes after it is tried only when
/// its turn comes, since trying it on a copy would tell the luck to come.
fn try_all<G: Terminal>(game: &G, seat: Seat, list: &[String], lang: Lang) -> Result<(), String> {
    let mut copy = game.clone();
    for text in list {
        let text = text.strip_suffix('!').unwrap_or(text).trim_end();
        let a = copy
            .parse_action(text)
            .map_err(|e| not_understood(&shown::<G>(text, lang), &e, lang))?;
        let luck = copy.luck_position();
        if let Err(e) = copy.apply(seat, &a) {
            let why = refused_why(&copy, seat, &a, &e, lang);
            return Err(format!("{}: {why}", shown::<G>(text, lang)));
        }
        if copy.luck_position() != luck {
            return Ok(());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(width: usize) -> Paint {
        Paint {
            colour: false,
            width: Some(width),
            lang: Lang::EN,
        }
    }

    fn widest(text: &str) -> usize {
        text.lines()
            .map(textwrap::core::display_width)
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn words_typed_in_russian_are_put_in_the_notation() {
        let ru = Lang::parse("ru").unwrap();
        let tables = |typed: String| [typed, say(ru).text("play-typed")];
        let tanks = tables(coinop_tanks::Tanks::typed(ru));
        assert_eq!(in_notation("В2 л | П", &tanks), "A2 L | R");
        assert_eq!(in_notation("танк g1 С", &tanks), "tank g1 N");
        assert_eq!(in_notation("м1 В3, готово!", &tanks), "m1 A3, commit!");
        assert_eq!(in_notation("обмен Л 2", &tanks), "exchange L 2");
        assert_eq!(in_notation("справка", &tanks), "help");
        // The list shows what the reader types.
        assert_eq!(out_of_notation("tank g1 N", &tanks), "танк g1 С");
        assert_eq!(out_of_notation("m2 A3", &tanks), "м2 В3");
        assert_eq!(
            in_notation(&out_of_notation("exchange U 2", &tanks), &tanks),
            "exchange U 2"
        );
        // English stays as typed; a word not in the table too.
        assert_eq!(in_notation("m1 A2, commit", &tanks), "m1 A2, commit");
        assert_eq!(in_notation("танкист", &tanks), "танкист");
        let robotanks = tables(coinop_robotanks::Robotanks::typed(ru));
        let cards = coinop_robotanks::Robotanks::typed_names(ru);
        let typed = "программа огонь из электропушки, программа Поворот на 60° влево";
        let notation = "program Fire Electro-Grounded Cannon, program Turn 60° Left";
        assert_eq!(
            in_notation(&swap_names(typed, &cards, true), &robotanks),
            notation
        );
        assert_eq!(
            out_of_notation(
                &swap_names("discard Fire Cannon", &cards, false),
                &robotanks
            ),
            "сброс Огонь из пушки"
        );
        // The verb is not the card (the attack: "scan Black 1" showed as «Сканирование»).
        let shown = |text| out_of_notation(&swap_names(text, &cards, false), &robotanks);
        assert_eq!(shown("scan Black 1"), "скан Чёрный 1");
        assert_eq!(shown("target Red 3"), "цель Красный 3");
        assert_eq!(swap_names("Scanner", &cards, false), "Scanner");
        assert_eq!(
            in_notation("цель Красный 3, готово!", &robotanks),
            "target Red 3, done!"
        );
        // Every Russian word is a word of the notation the game or this loop reads.
        let commands = ["help", "board", "quit"];
        for (typed, notation) in [
            (
                coinop_tanks::Tanks::typed(ru),
                coinop_tanks::Tanks::help(Lang::EN),
            ),
            (
                coinop_skirmish::Skirmish::typed(ru),
                coinop_skirmish::Skirmish::help(Lang::EN),
            ),
            (
                coinop_robotanks::Robotanks::typed(ru),
                coinop_robotanks::Robotanks::help(Lang::EN),
            ),
            (
                coinop_anarcade::Anarcade::typed(ru),
                coinop_anarcade::Anarcade::help(Lang::EN),
            ),
        ] {
            let pairs: Vec<_> = typed.split_whitespace().collect();
            assert!(pairs.len() >= 8, "{typed}");
            for pair in pairs {
                let (word, to) = pair.split_once('=').expect("word=notation");
                assert!(!word.is_ascii(), "{pair}");
                assert!(
                    commands.contains(&to)
                        || notation
                            .split(|c: char| !c.is_alphanumeric())
                            .any(|w| w == to),
                    "{pair}: {to} is not in the English help"
                );
            }
        }
    }

    #[test]
    fn lines_break_between_words_under_their_text() {
        let event = "  Yellow is dealt Turn 60° Left ×3, Forward 2 ×4, Fire Electro-Grounded Cannon, Fire Virus, Self Destruct";
        let out = at(40).wrap(event);
        assert!(widest(&out) <= 40, "{out}");
        // Every word whole, continuations indented past the line's own indent.
        for word in event.split_whitespace() {
            assert!(
                out.split_whitespace().any(|w| w == word),
                "{word} broken: {out}"
            );
        }
        assert!(out.lines().skip(1).all(|l| l.starts_with("    ")), "{out}");
        // A table row continues under its second column; a short line is left alone.
        let help = "  The deal            discard CARD: set a card aside for the Bank (down to your hand size)";
        let out = at(60).wrap(help);
        let second = out.lines().nth(1).unwrap_or("");
        assert_eq!(second.len() - second.trim_start().len(), 22, "{out}");
        assert_eq!(at(60).wrap("board, help, quit"), "board, help, quit");
        // Prose continues flush; a marked line hangs from its text.
        let out = at(30).wrap("Each turn: deactivate a tank to reprogram it");
        assert!(out.lines().all(|l| !l.starts_with(' ')), "{out}");
        let out = at(30).wrap("▶ Yellow (seat 1): 14 cards in hand: Forward 1 ×2");
        assert!(out.lines().skip(1).all(|l| l.starts_with("    ")), "{out}");
    }

    #[test]
    fn colour_codes_take_no_room() {
        let p = Paint {
            colour: true,
            width: Some(30),
            lang: Lang::EN,
        };
        let line = p.paint("31", "Red 1's program is scrambled; to the Bank: Forward 1");
        let out = p.wrap(&format!("  {line}"));
        let plain = console::strip_ansi_codes(&out);
        assert!(widest(&plain) <= 30, "{plain}");
        assert!(plain.lines().count() > 1, "{plain}");
        assert!(!plain.contains("scram\n"), "{plain}");
    }

    #[test]
    fn no_width_leaves_lines_whole() {
        let long = "word ".repeat(100);
        assert_eq!(wrap_at(None, &long, hang), long);
        assert_ne!(wrap_at(Some(40), &long, hang), long);
    }
}
