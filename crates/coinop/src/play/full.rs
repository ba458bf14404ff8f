//! The game on a full screen (ratatui), when both ends are a terminal: the board kept
//! whole at every decision, a pane beside or below it (the log with the players' status
//! above it; Tab shows the whole status, every choice, the help), and at the bottom the
//! question, the choices that fit and the line being typed. While a computer player
//! searches the screen says so, counting the seconds; watching, decisions come at a pace.
//! A pipe gets lines instead ([`super::Lines`]).

use super::{
    Paint, Show, Table, Terminal, Typed, Ui, choices_in, game_over, hang, searches, wrap_to,
};
use crate::words::say;
use anyhow::Result;
use coinop_core::{Args, Lang, Seat, Viewer};
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::Paragraph;
use ratatui::{DefaultTerminal, Frame};
use std::time::{Duration, Instant};

/// What the pane beside (or below) the board shows; Tab moves on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Pane {
    Log,
    Status,
    Choices,
    Help,
}

impl Pane {
    const ALL: [Pane; 4] = [Pane::Log, Pane::Status, Pane::Choices, Pane::Help];

    fn name(self, lang: Lang) -> String {
        say(lang).text(match self {
            Pane::Log => "play-pane-log",
            Pane::Status => "play-pane-status",
            Pane::Choices => "play-pane-choices",
            Pane::Help => "play-pane-help",
        })
    }

    fn step(self, by: usize) -> Pane {
        let i = Pane::ALL.iter().position(|p| *p == self).unwrap_or(0);
        Pane::ALL[(i + by) % Pane::ALL.len()]
    }
}

/// One screen's content, as [`draw`] lays it out.
pub(super) struct View<'a> {
    /// The board (ANSI colours), kept whole.
    pub board: &'a str,
    /// The rest of the game's screen: a legend, the players (ANSI colours).
    pub status: &'a str,
    /// The log, oldest first: each line's ANSI style and its words.
    pub log: &'a [(String, String)],
    /// Over the input line: the question, or what is happening (thinking, watching),
    /// with its ANSI style.
    pub question: (&'a str, &'a str),
    /// The choices, numbered, laid out for a width; none when nothing is asked.
    pub choices: Option<&'a dyn Fn(usize) -> String>,
    /// The line being typed; none when nothing is asked.
    pub input: Option<&'a str>,
    pub pane: Pane,
    /// Lines scrolled: back from the latest in the log, down from the top elsewhere.
    pub scroll: usize,
    /// The goal, how to answer, the keys.
    pub help: &'a str,
    /// The language of the frame's words.
    pub lang: Lang,
}

/// The game's screen split: the board (its first lines, as the game says) and the rest.
pub(super) fn parts<G: Terminal>(
    game: &G,
    viewer: Viewer,
    colour: bool,
    lang: Lang,
) -> (String, String) {
    let paint = Paint {
        colour,
        width: None,
        lang,
    };
    let screen = game.screen(viewer, &paint);
    let n = game.board_lines(&screen);
    let lines: Vec<&str> = screen.lines().collect();
    let board = lines[..n].join("\n");
    let status = lines[n..].join("\n").trim_matches('\n').to_string();
    (board, status)
}

/// The help pane's text.
fn help_text<G: Terminal>(game: &G, lang: Lang) -> String {
    format!(
        "{}\n{}\n{}",
        game.goal(lang),
        G::help(lang),
        say(lang).text("play-keys")
    )
}

/// Lays `v` out on the frame: the board whole (beside the pane when the width allows,
/// else above it), the bottom as tall as the question, the choices that fit and the input
/// need, the pane the rest. Returns the pane's height (a page, for PgUp).
pub(super) fn draw(f: &mut Frame, v: &View) -> usize {
    let area = f.area();
    let (w, h) = (area.width as usize, area.height as usize);
    let board_text = fit(v.board, w);
    let board = ansi_lines(&board_text);
    let bh = board.len();
    let bw = width_of(&board_text);
    // Beside: the board, a rule, and a pane at least 28 wide.
    let beside = w >= bw + 3 + 28;
    let question: Vec<String> = if v.question.1.is_empty() {
        Vec::new()
    } else {
        wrap_to(v.question.1, w, hang)
            .lines()
            .map(str::to_string)
            .collect()
    };
    let all: Vec<String> = v
        .choices
        .map(|c| c(w).lines().map(str::to_string).collect())
        .unwrap_or_default();
    // The board first, then (stacked) two lines of the pane, the question and the input;
    // then the rule over the bottom, then the choices that fit.
    let top_least = if beside { bh } else { bh + 2 };
    let mut room = h.saturating_sub(top_least + question.len() + 1);
    let rule = room > usize::from(!all.is_empty());
    room -= usize::from(rule);
    let mut shown: Vec<String> = all.iter().take(room).cloned().collect();
    if shown.len() < all.len()
        && let Some(last) = shown.last_mut()
    {
        *last = format!("  {}", say(v.lang).text("play-more-choices"));
    }
    let bottom = question.len() + shown.len() + usize::from(rule) + 1;
    let top = h.saturating_sub(bottom);
    let dim = Style::default().add_modifier(Modifier::DIM);

    // The board, and the pane beside or below it.
    let pane = if beside {
        f.render_widget(
            Paragraph::new(Text::from(board)),
            Rect::new(0, 0, bw as u16, top.min(bh) as u16),
        );
        let bar: Vec<Line> = (0..top).map(|_| Line::styled("│", dim)).collect();
        f.render_widget(
            Paragraph::new(Text::from(bar)),
            Rect::new(bw as u16 + 1, 0, 1, top as u16),
        );
        Rect::new(bw as u16 + 3, 0, (w - bw - 3) as u16, top as u16)
    } else {
        f.render_widget(
            Paragraph::new(Text::from(board)),
            Rect::new(0, 0, w as u16, top.min(bh) as u16),
        );
        Rect::new(
            0,
            bh.min(top) as u16,
            w as u16,
            top.saturating_sub(bh) as u16,
        )
    };
    let lines = pane_lines(v, pane.width as usize, pane.height as usize);
    f.render_widget(Paragraph::new(Text::from(lines)), pane);

    // The bottom: the rule (naming the pane and the keys), the question, the choices, the
    // input.
    let mut y = top as u16;
    if rule {
        let others: Vec<String> = (1..4).map(|k| v.pane.step(k).name(v.lang)).collect();
        let say = say(v.lang);
        let mut text = say.text_with(
            "play-rule",
            Args::new()
                .str("pane", v.pane.name(v.lang))
                .str("others", others.join(", ")),
        );
        let used = textwrap::core::display_width(&text);
        if used > w {
            text = say.text_with(
                "play-rule-short",
                Args::new().str("pane", v.pane.name(v.lang)),
            );
        }
        let used = textwrap::core::display_width(&text);
        text.push_str(&"─".repeat(w.saturating_sub(used)));
        f.render_widget(
            Paragraph::new(Line::styled(text, dim)),
            Rect::new(0, y, w as u16, 1),
        );
        y += 1;
    }
    let qstyle = style_of(v.question.0);
    for l in &question {
        f.render_widget(
            Paragraph::new(Line::styled(l.clone(), qstyle)),
            Rect::new(0, y, w as u16, 1),
        );
        y += 1;
    }
    for l in &shown {
        f.render_widget(Paragraph::new(l.clone()), Rect::new(0, y, w as u16, 1));
        y += 1;
    }
    if y < h as u16 {
        match v.input {
            Some(input) => {
                // The end of a long line, with the cursor after it.
                let room = w.saturating_sub(3);
                let chars: Vec<char> = input.chars().collect();
                let tail: String = chars[chars.len().saturating_sub(room)..].iter().collect();
                let line = Line::from(vec![
                    Span::styled("> ", Style::default().add_modifier(Modifier::BOLD)),
                    Span::raw(tail.clone()),
                ]);
                f.render_widget(Paragraph::new(line), Rect::new(0, y, w as u16, 1));
                let x = 2 + textwrap::core::display_width(&tail);
                f.set_cursor_position(Position::new(x.min(w.saturating_sub(1)) as u16, y));
            }
            None => {
                f.render_widget(
                    Paragraph::new(Line::styled("", dim)),
                    Rect::new(0, y, w as u16, 1),
                );
            }
        }
    }
    pane.height as usize
}

/// The choices numbered in as many columns as the longest leaves room for (up to 8):
/// a full screen has few lines to spare.
fn compact<G: Terminal>(game: &G, me: Seat, width: usize, lang: Lang) -> String {
    let longest = game
        .legal_actions(me)
        .iter()
        .map(|a| {
            let text = game.action_text(a);
            let note = game.note(a, lang).map_or(0, |n| n.chars().count() + 3);
            text.chars().count() + note
        })
        .max()
        .unwrap_or(0);
    let paint = Paint {
        colour: false,
        width: Some(width),
        lang,
    };
    choices_in(game, me, &paint, (longest + 7).clamp(14, 40), 8)
}

/// The widest line's width.
fn width_of(text: &str) -> usize {
    text.lines()
        .map(textwrap::core::display_width)
        .max()
        .unwrap_or(0)
}

/// The board as it fits `width`: whole, or wrapped if wider (a board of words, as
/// Anarcade's; a grid is narrower than any terminal it is played at).
pub(super) fn fit(board: &str, width: usize) -> String {
    if width_of(board) <= width {
        board.to_string()
    } else {
        wrap_to(board, width, hang)
    }
}

/// The pane's lines, `width` by `height`.
fn pane_lines(v: &View, width: usize, height: usize) -> Vec<Line<'static>> {
    if width == 0 || height == 0 {
        return Vec::new();
    }
    let wrapped = |text: &str| ansi_lines(&wrap_to(text, width, hang));
    let from_top = |all: Vec<Line<'static>>| -> Vec<Line<'static>> {
        let skip = v.scroll.min(all.len().saturating_sub(height));
        all.into_iter().skip(skip).take(height).collect()
    };
    match v.pane {
        Pane::Log => {
            // The status above the log where there is room for both.
            let mut status = if height >= 8 {
                wrapped(v.status)
            } else {
                Vec::new()
            };
            let most = height.saturating_sub(4);
            if status.len() > most {
                status.truncate(most);
                if let Some(last) = status.last_mut() {
                    *last = Line::styled(
                        say(v.lang).text("play-whole-status"),
                        Style::default().add_modifier(Modifier::DIM),
                    );
                }
            }
            let log: Vec<Line<'static>> = v
                .log
                .iter()
                .flat_map(|(code, text)| {
                    let style = style_of(code);
                    wrap_to(text, width, hang)
                        .lines()
                        .map(|l| Line::styled(l.to_string(), style))
                        .collect::<Vec<_>>()
                })
                .collect();
            let room = height - status.len();
            let end = log
                .len()
                .saturating_sub(v.scroll.min(log.len().saturating_sub(room)));
            let start = end.saturating_sub(room);
            let mut out = status;
            out.extend(log[start..end].iter().cloned());
            out
        }
        Pane::Status => from_top(wrapped(v.status)),
        Pane::Choices => from_top(match v.choices {
            Some(c) => ansi_lines(&c(width)),
            None => vec![Line::raw(say(v.lang).text("play-nothing-to-choose"))],
        }),
        Pane::Help => from_top(wrapped(v.help)),
    }
}

/// A style from ANSI SGR codes ("1;93").
fn style_of(codes: &str) -> Style {
    sgr(Style::default(), codes)
}

fn sgr(mut style: Style, codes: &str) -> Style {
    const BASE: [Color; 8] = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
    ];
    const LIGHT: [Color; 8] = [
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    for code in codes.split(';') {
        let Ok(n) = code.parse::<usize>() else {
            continue;
        };
        style = match n {
            0 => Style::default(),
            1 => style.add_modifier(Modifier::BOLD),
            2 => style.add_modifier(Modifier::DIM),
            30..=37 => style.fg(BASE[n - 30]),
            40..=47 => style.bg(BASE[n - 40]),
            90..=97 => style.fg(LIGHT[n - 90]),
            100..=107 => style.bg(LIGHT[n - 100]),
            _ => style,
        };
    }
    style
}

/// Text with ANSI colour codes as ratatui lines, a style running on across lines until
/// reset.
fn ansi_lines(text: &str) -> Vec<Line<'static>> {
    let mut style = Style::default();
    let mut out = Vec::new();
    for raw in text.lines() {
        let mut spans = Vec::new();
        let mut rest = raw;
        while let Some(i) = rest.find("\x1b[") {
            if i > 0 {
                spans.push(Span::styled(rest[..i].to_string(), style));
            }
            let after = &rest[i + 2..];
            let Some(m) = after.find('m') else {
                rest = "";
                break;
            };
            style = sgr(style, &after[..m]);
            rest = &after[m + 1..];
        }
        if !rest.is_empty() {
            spans.push(Span::styled(rest.to_string(), style));
        }
        out.push(Line::from(spans));
    }
    out
}

/// The full screen, its log and the line being typed.
pub(super) struct Full {
    term: DefaultTerminal,
    viewer: Viewer,
    human: Option<Seat>,
    colour: bool,
    log: Vec<(String, String)>,
    pane: Pane,
    scroll: usize,
    /// The pane's height when last drawn: a page.
    page: usize,
    input: String,
    history: Vec<String>,
    /// Where Up has got to in the history.
    recalled: Option<usize>,
    level: String,
    pace: u64,
    paused: bool,
    /// The language of the frame's words.
    lang: Lang,
}

/// Watching, decisions come this often unless `--pace` says otherwise.
const PACE: u64 = 600;

impl Full {
    pub(super) fn open(
        viewer: Viewer,
        human: Option<Seat>,
        table: &Table,
        colour: bool,
    ) -> Result<Full> {
        // Restores the terminal on a panic too.
        let term = ratatui::try_init()?;
        Ok(Full {
            term,
            viewer,
            human,
            colour,
            log: Vec::new(),
            pane: Pane::Log,
            scroll: 0,
            page: 10,
            input: String::new(),
            history: Vec::new(),
            recalled: None,
            level: table.ai.clone(),
            pace: table.pace.unwrap_or(PACE),
            paused: false,
            lang: table.lang,
        })
    }

    fn log(&mut self, code: &str, text: impl Into<String>) {
        self.log.push((code.to_string(), text.into()));
        // A line said goes to the log and shows it, scrolled to the latest.
        self.scroll = 0;
    }

    fn draw<G: Terminal>(
        &mut self,
        game: &G,
        me: Option<Seat>,
        question: (&str, &str),
    ) -> Result<()> {
        let lang = self.lang;
        let (board, status) = parts(game, self.viewer, self.colour, lang);
        let help = help_text(game, lang);
        let list = |w: usize| match me {
            Some(me) => compact(game, me, w, lang),
            None => String::new(),
        };
        let view = View {
            board: &board,
            status: &status,
            log: &self.log,
            question,
            choices: me.map(|_| &list as &dyn Fn(usize) -> String),
            input: me.map(|_| self.input.as_str()),
            pane: self.pane,
            scroll: self.scroll,
            help: &help,
            lang,
        };
        let mut page = self.page;
        self.term.draw(|f| page = draw(f, &view))?;
        self.page = page.max(1);
        Ok(())
    }

    /// The next key pressed, within `wait` (forever: none).
    fn key(wait: Option<Duration>) -> Result<Option<KeyEvent>> {
        if let Some(wait) = wait
            && !event::poll(wait)?
        {
            return Ok(None);
        }
        Ok(match event::read()? {
            Event::Key(k) if k.kind == KeyEventKind::Press => Some(k),
            // A resize, say: drawn again by the caller.
            _ => None,
        })
    }

    /// The keys that move the pane, whatever is going on; true if `k` was one.
    fn pane_key(&mut self, k: &KeyEvent) -> bool {
        match k.code {
            KeyCode::Tab => self.pane = self.pane.step(1),
            KeyCode::BackTab => self.pane = self.pane.step(3),
            KeyCode::F(1) => self.pane = Pane::Help,
            KeyCode::PageUp => {
                self.scroll += self.page.saturating_sub(1).max(1);
                return true;
            }
            KeyCode::PageDown => {
                self.scroll = self
                    .scroll
                    .saturating_sub(self.page.saturating_sub(1).max(1));
                return true;
            }
            _ => return false,
        }
        self.scroll = 0;
        true
    }

    fn leaving(k: &KeyEvent) -> bool {
        k.modifiers.contains(KeyModifiers::CONTROL) && matches!(k.code, KeyCode::Char('c' | 'd'))
    }
}

impl Drop for Full {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

impl<G: Terminal> Ui<G> for Full {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn open(&mut self, game: &G, seed: u64, opening: &[G::Event]) -> Result<()> {
        let lang = self.lang;
        self.log("1", G::banner(lang));
        self.log("", super::table_line(game, seed, self.human, lang));
        self.log("", G::intro(lang));
        self.log("2", say(lang).text("play-help-keys"));
        if let Some(words) = game.opening(lang) {
            self.log("1", words);
        }
        let viewer = self.viewer;
        let view = game.observe(viewer);
        for e in opening.iter().filter_map(|e| game.event_for(e, viewer)) {
            if !G::quiet(&e, self.human) {
                Ui::<G>::event(self, game, &view, &e);
            }
        }
        Ok(())
    }

    fn event(&mut self, _game: &G, view: &G::Observation, e: &G::Event) {
        if let Some(line) = G::line_in(self.lang, view, e) {
            self.log(G::style(e), format!("  {}", line.plain()));
        }
    }

    fn say(&mut self, text: &str, code: &str) {
        self.log(code, text);
    }

    fn show(&mut self, _game: &G, _me: Seat, what: Show) {
        match what {
            Show::Help => self.pane = Pane::Help,
            Show::Board => self.pane = Pane::Status,
            Show::Nothing => {
                let words = say(self.lang).text("play-nothing-typed-full");
                self.log("2", words)
            }
        }
        self.scroll = 0;
    }

    fn ask(&mut self, game: &G, me: Seat) -> Result<Typed> {
        let question = game.question(me, self.lang);
        loop {
            self.draw(game, Some(me), ("1", &question))?;
            let Some(k) = Full::key(None)? else {
                continue;
            };
            if Full::leaving(&k) {
                return Ok(Typed::Leave);
            }
            if self.pane_key(&k) {
                continue;
            }
            match k.code {
                KeyCode::Enter => {
                    let line = std::mem::take(&mut self.input);
                    if !line.trim().is_empty() {
                        self.history.push(line.clone());
                    }
                    self.recalled = None;
                    self.log("2", format!("> {line}"));
                    // A pane asked for goes back to the log with the answer.
                    self.pane = Pane::Log;
                    return Ok(Typed::Line(line));
                }
                KeyCode::Char('u') if k.modifiers.contains(KeyModifiers::CONTROL) => {
                    self.input.clear()
                }
                KeyCode::Char(c) => self.input.push(c),
                KeyCode::Backspace => {
                    self.input.pop();
                }
                KeyCode::Esc => {
                    self.input.clear();
                    self.pane = Pane::Log;
                }
                KeyCode::Up if !self.history.is_empty() => {
                    let i = self
                        .recalled
                        .map_or(self.history.len() - 1, |i| i.saturating_sub(1));
                    self.recalled = Some(i);
                    self.input = self.history[i].clone();
                }
                KeyCode::Down => match self.recalled {
                    Some(i) if i + 1 < self.history.len() => {
                        self.recalled = Some(i + 1);
                        self.input = self.history[i + 1].clone();
                    }
                    _ => {
                        self.recalled = None;
                        self.input.clear();
                    }
                },
                _ => {}
            }
        }
    }

    fn think(
        &mut self,
        game: &G,
        seat: Seat,
        agent: &mut dyn coinop_agents::Agent<G>,
    ) -> Result<Option<G::Action>> {
        let lang = self.lang;
        let name = game.seat_name(seat, lang);
        let level = self.level.clone();
        let start = Instant::now();
        std::thread::scope(|s| {
            let search = s.spawn(move || agent.choose(game, seat));
            // A quick decision is not worth a flicker of the notice.
            let mut said = false;
            loop {
                if search.is_finished() {
                    return match search.join() {
                        Ok(a) => Ok(Some(a)),
                        Err(panic) => std::panic::resume_unwind(panic),
                    };
                }
                let t = start.elapsed();
                if said || t > Duration::from_millis(150) || searches(&level) {
                    said = true;
                    let words = say(lang).text_with(
                        "play-thinking-full",
                        Args::new()
                            .str("seat", name.clone())
                            .str("level", level.clone())
                            .str("seconds", format!("{:.1}", t.as_secs_f64())),
                    );
                    self.draw(game, None, ("2", &words))?;
                }
                if let Some(k) = Full::key(Some(Duration::from_millis(100)))? {
                    if Full::leaving(&k) || matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) {
                        // A search cannot be stopped halfway: the table is left at once.
                        ratatui::restore();
                        let words = say(lang)
                            .text_with("play-left-while-thinking", Args::new().str("seat", name));
                        println!("{words}");
                        std::process::exit(0);
                    }
                    self.pane_key(&k);
                }
            }
        })
    }

    fn paced(&mut self, game: &G) -> Result<bool> {
        let start = Instant::now();
        loop {
            let words = if self.paused {
                say(self.lang).text("play-watching-paused")
            } else {
                say(self.lang).text_with(
                    "play-watching-pace",
                    Args::new().str("seconds", format!("{:.1}", self.pace as f64 / 1000.0)),
                )
            };
            let left = Duration::from_millis(self.pace).saturating_sub(start.elapsed());
            if !self.paused && left.is_zero() {
                // Drawn once a decision even at pace 0, so the board moves.
                self.draw(game, None, ("2", &words))?;
                return Ok(true);
            }
            self.draw(game, None, ("2", &words))?;
            let wait = if self.paused { None } else { Some(left) };
            let Some(k) = Full::key(wait)? else {
                continue;
            };
            if Full::leaving(&k) || matches!(k.code, KeyCode::Char('q') | KeyCode::Esc) {
                return Ok(false);
            }
            if self.pane_key(&k) {
                continue;
            }
            match k.code {
                KeyCode::Char(' ') => self.paused = !self.paused,
                KeyCode::Char('+') => self.pace = self.pace * 2 / 3,
                KeyCode::Char('-') => self.pace = (self.pace * 3 / 2).max(self.pace + 100),
                _ => {}
            }
        }
    }

    fn over(&mut self, game: &G) -> Result<()> {
        if let Some(words) = game_over(game, self.lang) {
            self.log("1;33", words);
        }
        let leave = say(self.lang).text("play-over-leave");
        loop {
            self.draw(game, None, ("1", &leave))?;
            if let Some(k) = Full::key(None)?
                && !self.pane_key(&k)
                && (Full::leaving(&k)
                    || matches!(k.code, KeyCode::Enter | KeyCode::Esc | KeyCode::Char('q')))
            {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TableArgs;
    use crate::games::CliGame;
    use coinop_core::Game;
    use ratatui::Terminal as Screen;
    use ratatui::backend::TestBackend;

    /// The screen at `me`'s prompt, `w` by `h`, as rows of text.
    fn prompt<G: Terminal>(game: &G, me: Seat, w: u16, h: u16) -> Vec<String> {
        let (board, status) = parts(game, Viewer::Seat(me), true, Lang::EN);
        let help = help_text(game, Lang::EN);
        let question = game.question(me, Lang::EN);
        let log = vec![("".to_string(), "  an event of the log".to_string())];
        let list = |w: usize| compact(game, me, w, Lang::EN);
        let view = View {
            board: &board,
            status: &status,
            log: &log,
            question: ("1", &question),
            choices: Some(&list),
            input: Some("A2 L"),
            pane: Pane::Log,
            scroll: 0,
            help: &help,
            lang: Lang::EN,
        };
        let mut screen = Screen::new(TestBackend::new(w, h)).unwrap();
        screen
            .draw(|f| {
                draw(f, &view);
            })
            .unwrap();
        let buf = screen.backend().buffer().clone();
        (0..h)
            .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect()
    }

    /// Every line of the board is on screen, from the top-left, at each of `me`'s
    /// decisions (up to `most`) in a game of easy players; with the question and the
    /// input line.
    fn board_whole_at_every_prompt<G: Terminal + CliGame>(
        players: u8,
        w: u16,
        h: u16,
        most: usize,
    ) {
        let args = TableArgs {
            players: Some(players),
            ..TableArgs::default()
        };
        let options = G::options_from(&args).unwrap();
        let mut game = G::new_game(&options, 7).unwrap();
        let mut agents: Vec<_> = (0..G::players(&options) as u64)
            .map(|s| G::agent("easy", s).unwrap())
            .collect();
        let mut prompts = 0;
        while let Some(seat) = game.to_move().seats().first() {
            if seat == 0 && prompts < most {
                prompts += 1;
                let rows = prompt(&game, 0, w, h);
                let (board, _) = parts(&game, Viewer::Seat(0), false, Lang::EN);
                let board = fit(&board, w as usize);
                let screen = rows.join("\n");
                for (i, line) in board.lines().enumerate() {
                    assert!(
                        rows[i].starts_with(line.trim_end()),
                        "{} at {w}×{h}, prompt {prompts}: board line {i} {line:?} is not whole:\n{screen}",
                        G::TITLE
                    );
                }
                let question = game.question(0, Lang::EN);
                let first: String = question.chars().take(20).collect();
                assert!(screen.contains(&first), "no question {first:?}:\n{screen}");
                assert!(screen.contains("> A2 L"), "no input line:\n{screen}");
            }
            let a = agents[seat as usize].choose(&game, seat);
            game.apply(seat, &a).unwrap();
        }
        assert!(prompts > 0, "{}: no prompt", G::TITLE);
    }

    #[test]
    fn arcade_tanks_board_is_whole_at_80_by_24() {
        board_whole_at_every_prompt::<coinop_tanks::Tanks>(2, 80, 24, 40);
        board_whole_at_every_prompt::<coinop_tanks::Tanks>(4, 80, 24, 20);
    }

    #[test]
    fn arcade_board_is_whole_at_80_by_24() {
        board_whole_at_every_prompt::<coinop_skirmish::Skirmish>(2, 80, 24, 60);
    }

    #[test]
    fn anarcade_board_is_whole_at_80_by_24() {
        board_whole_at_every_prompt::<coinop_anarcade::Anarcade>(2, 80, 24, 40);
        board_whole_at_every_prompt::<coinop_anarcade::Anarcade>(4, 80, 24, 20);
    }

    #[test]
    fn robotanks_board_is_whole_at_80_by_24() {
        board_whole_at_every_prompt::<coinop_robotanks::Robotanks>(2, 80, 24, 40);
        board_whole_at_every_prompt::<coinop_robotanks::Robotanks>(4, 80, 24, 40);
    }

    #[test]
    fn a_larger_terminal_shows_the_status_and_log_beside_the_board() {
        let args = TableArgs::default();
        let game = coinop_tanks::Tanks::new_game(
            &<coinop_tanks::Tanks as CliGame>::options_from(&args).unwrap(),
            7,
        )
        .unwrap();
        let rows = prompt(&game, 0, 120, 40);
        let screen = rows.join("\n");
        assert!(screen.contains("an event of the log"), "{screen}");
        assert!(screen.contains("Round 1"), "{screen}");
        assert!(screen.contains("│"), "{screen}");
    }

    #[test]
    fn colours_follow_ansi_codes_across_lines() {
        let lines = ansi_lines("\x1b[1;93mA\nB\x1b[0m C");
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].spans[0].style.fg, Some(Color::LightYellow));
        assert_eq!(lines[1].spans[0].style.fg, Some(Color::LightYellow));
        assert_eq!(lines[1].spans[1].style, Style::default());
    }
}
