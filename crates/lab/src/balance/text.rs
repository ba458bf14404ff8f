//! The balance report said: the table for the terminal fitted to a width, its prose in
//! the report's language, the seats' and the settings' words, and the CSV rows.

use super::{BalanceReport, Difference, SettingReport};
use crate::words::{decimal, say, with_separator};
use coinop_core::{Args, Lang, Say};

impl BalanceReport {
    /// The report as a table for the terminal: the main figures of every setting, a `*`
    /// beside a figure that differs significantly from the baseline, then the seats, and
    /// every significant difference in words. Lines are left whole ([`Self::text_width`]
    /// fits a terminal).
    pub fn text(&self) -> String {
        self.text_width(None)
    }

    /// The language the report is said in.
    pub fn lang(&self) -> Lang {
        self.words.lang
    }

    /// The lab's catalogue in the report's language.
    pub fn say(&self) -> Say<'static> {
        say(self.words.lang)
    }

    /// `x` with `places` decimals, as the report's language writes numbers.
    pub fn decimal(&self, x: f64, places: usize) -> String {
        decimal(self.words.lang, x, places)
    }

    /// The game's name: its title in the report's language, else its name in the data.
    pub fn title(&self) -> &str {
        non_empty(&self.words.title, &self.game)
    }

    /// What every setting is compared with, in words.
    pub fn baseline_words(&self) -> &str {
        non_empty(&self.words.baseline, &self.baseline)
    }

    /// One of the game's figures, by its English name, in the report's words.
    pub fn figure_words(&self, figure: &str) -> String {
        self.words
            .figures
            .get(figure)
            .cloned()
            .unwrap_or_else(|| figure.to_string())
    }

    /// What a setting changes, in words: the baseline's own words for the baseline.
    pub fn description(&self, set: &SettingReport) -> String {
        if self.is_baseline(set) {
            return self.baseline_words().to_string();
        }
        self.words
            .settings
            .get(&set.name)
            .cloned()
            .unwrap_or_else(|| set.description.clone())
    }

    /// A setting's name as the table's row gives it: as typed, the baseline's in words.
    pub fn row_name(&self, set: &SettingReport) -> String {
        match self.is_baseline(set) {
            true => self.say().text("baseline-row"),
            false => set.name.clone(),
        }
    }

    fn is_baseline(&self, set: &SettingReport) -> bool {
        self.settings.first().is_some_and(|b| std::ptr::eq(b, set))
    }

    /// Why games ended one way, by the outcomes' English reason, in the report's words.
    pub fn end_words(&self, reason: &str) -> String {
        self.words
            .ends
            .get(reason)
            .cloned()
            .unwrap_or_else(|| reason.to_string())
    }

    /// Something a seat may take, by its English name, in the report's words.
    pub fn taken_words(&self, name: &str) -> String {
        self.words
            .taken
            .get(name)
            .cloned()
            .unwrap_or_else(|| name.to_string())
    }

    /// A metric, by its name in the data ("seat 1 wins", "ends: …", "rounds per game"),
    /// in the report's words.
    pub fn metric_words(&self, metric: &str) -> String {
        let say = self.say();
        let number = |s: &str| s.parse::<i64>().ok();
        if let Some(n) = metric
            .strip_prefix("seat ")
            .and_then(|m| m.strip_suffix(" wins"))
            .and_then(number)
        {
            return say.text_with("metric-seat-wins", Args::new().num("seat", n));
        }
        if let Some(n) = metric
            .strip_prefix("agent ")
            .and_then(|m| m.strip_suffix(" wins"))
            .and_then(number)
        {
            return say.text_with("metric-agent-wins", Args::new().num("agent", n));
        }
        if let Some(reason) = metric.strip_prefix("ends: ") {
            return say.text_with(
                "metric-ends",
                Args::new().str("reason", self.end_words(reason)),
            );
        }
        match metric {
            "score margin" => return say.text("metric-margin"),
            "score spread" => return say.text("metric-spread"),
            _ => {}
        }
        if let Some(figure) = metric.strip_suffix(" per game") {
            let id = match is_rate(metric) {
                true => "metric-rate-per-game",
                false => "metric-per-game",
            };
            return say.text_with(id, Args::new().str("figure", self.figure_words(figure)));
        }
        metric.to_string()
    }

    /// A metric's value as people read it, in the report's language: rates (wins,
    /// endings) in percent.
    pub fn value(&self, metric: &str, v: f64) -> String {
        value(self.words.lang, metric, v)
    }

    /// A p-value as the report's language writes it.
    pub fn p_text(&self, p: f64) -> String {
        p_text(self.words.lang, p)
    }

    /// What a seat is called: "Green (seat 1)", or "seat 1".
    pub fn seat_name(&self, seat: usize) -> String {
        let names = match self.words.seat_names.is_empty() {
            true => &self.seat_names,
            false => &self.words.seat_names,
        };
        let n = seat as i64;
        match names.get(seat.wrapping_sub(1)) {
            Some(name) => self.say().text_with(
                "seat-named",
                Args::new().str("name", name.as_str()).num("seat", n),
            ),
            None => self.say().text_with("seat", Args::new().num("seat", n)),
        }
    }

    /// [`Self::text`] fitted to `width` columns: prose wrapped, the table's setting
    /// column narrowed and its figures set in two tables or more, the widest first.
    pub fn text_width(&self, width: Option<usize>) -> String {
        let say = self.say();
        let fit = |text: &str| match width {
            Some(w) => wrap(text, w),
            None => text.to_string(),
        };
        let mut s = fit(&say.text_with(
            "balance-head",
            Args::new()
                .str("game", self.title())
                .num("players", self.players as i64)
                .str("agents", self.agents.join(","))
                .num("games", self.games_per_setting as i64)
                .str("seed", self.seed.to_string())
                .str("seconds", self.decimal(self.seconds, 1)),
        ));
        s.push('\n');
        s.push_str(&fit(&say.text_with(
            "balance-baseline",
            Args::new().str("baseline", self.baseline_words()),
        )));
        s.push('\n');
        s.push_str(&fit(&self.score_words()));
        s.push_str("\n\n");
        // The columns: who wins (seat 1, or the first player where a coin decides), the
        // length, the margin, then up to three more of the game's figures.
        let length = self.figures.first().cloned().unwrap_or_default();
        let lead = self
            .first_player
            .as_ref()
            .and_then(|f| self.figures.iter().position(|x| x == f));
        let extra: Vec<usize> = (1..self.figures.len())
            .filter(|i| Some(*i) != lead)
            .take(3)
            .collect();
        let lead_title = match lead {
            Some(_) => say.text("column-first-player-wins"),
            None => self.metric_words("seat 1 wins"),
        };
        // (title, rate?, metric)
        let mut columns: Vec<(String, bool, String)> = vec![
            (
                lead_title,
                true,
                match lead {
                    Some(i) => format!("{} per game", self.figures[i]),
                    None => "seat 1 wins".into(),
                },
            ),
            (
                self.figure_words(&length),
                false,
                format!("{length} per game"),
            ),
            (
                self.metric_words("score margin"),
                false,
                "score margin".into(),
            ),
        ];
        for &i in &extra {
            let f = &self.figures[i];
            columns.push((self.figure_words(f), is_rate(f), format!("{f} per game")));
        }
        // Whole, as ever, with no width; else as many columns a table as fit beside a
        // setting column of 20 or more, the "=" of a setting alike the baseline's short.
        const CELL: usize = 15;
        let (name_width, per_table, short_same) = match width {
            None => (38, columns.len(), false),
            Some(w) if w >= 38 + CELL * columns.len() + 34 => (38, columns.len(), false),
            Some(w) => {
                let per = (w.saturating_sub(22) / CELL).clamp(1, columns.len());
                (w.saturating_sub(CELL * per + 2).clamp(12, 38), per, true)
            }
        };
        let setting = say.text("column-setting");
        for (k, chunk) in columns.chunks(per_table).enumerate() {
            if k > 0 {
                s.push('\n');
            }
            let titles: Vec<&str> = chunk.iter().map(|c| c.0.as_str()).collect();
            s.push_str(&header(&setting, &titles, name_width));
            for r in &self.settings {
                let mark = |metric: &str| {
                    if r.differences
                        .iter()
                        .any(|d| d.metric == metric && d.significant)
                    {
                        "*"
                    } else {
                        " "
                    }
                };
                let mut row = format!("{:<name_width$}", trim(&self.row_name(r), name_width));
                for (_, pct, metric) in chunk {
                    let e = r
                        .metrics
                        .iter()
                        .find(|(n, _)| n == metric)
                        .map(|m| m.1)
                        .unwrap_or_default();
                    let (k, d) = if *pct { (100.0, 1) } else { (1.0, 2) };
                    let v = self.decimal(k * e.value, d);
                    let h = self.decimal(k * (e.high - e.low) / 2.0, d);
                    row.push_str("  ");
                    row.push_str(&format!(
                        "{:>13}",
                        format!("{v}{} ±{h}{}", if *pct { "%" } else { "" }, mark(metric))
                    ));
                }
                if r.identical_to_baseline {
                    if short_same {
                        row.push_str(" =");
                    } else {
                        row.push_str("  ");
                        row.push_str(&say.text("row-same"));
                    }
                }
                s.push_str(&row);
                s.push('\n');
            }
        }
        let same = match short_same {
            true => say.text("legend-same-short"),
            false => say.text("legend-same"),
        };
        s.push_str(&fit(&say.text_with("legend", Args::new().str("same", same))));
        s.push_str("\n\n");
        let fair = self.decimal(100.0 / self.players.max(1) as f64, 1);
        let separator = say.text("list-separator");
        if let Some(base) = self.settings.first() {
            let seats: Vec<String> = base
                .seat_bias
                .iter()
                .map(|b| {
                    say.text_with(
                        if b.significant {
                            "seat-rate-off"
                        } else {
                            "seat-rate"
                        },
                        Args::new()
                            .str("seat", self.seat_name(b.seat))
                            .str("rate", self.decimal(100.0 * b.win_rate, 1)),
                    )
                })
                .collect();
            let args = Args::new()
                .str("fair", fair.as_str())
                .str("seats", seats.join(&separator));
            let line = match lead.and_then(|i| base.figures.get(i)) {
                Some(e) => say.text_with(
                    "seats-and-first-player",
                    args.str("rate", self.decimal(100.0 * e.value, 1))
                        .str("half", self.decimal(50.0 * (e.high - e.low), 1)),
                ),
                None => say.text_with("seats", args),
            };
            s.push_str(&fit(&line));
            s.push_str("\n\n");
        }
        if let Some(base) = self.settings.first()
            && !base.strength.is_empty()
        {
            s.push_str(&fit(
                &say.text_with("strength", Args::new().str("fair", fair.as_str()))
            ));
            s.push('\n');
            let taken_by = |takers: f64| {
                say.text_with(
                    "strength-taken-by",
                    Args::new().str("takers", self.decimal(takers, 2)),
                )
            };
            // The rest of a row is 20 columns and the words of who took it (48 in all in
            // English).
            let rest = 20 + taken_by(0.0).chars().count();
            let name = width.map_or(44, |w| w.saturating_sub(rest).clamp(16, 44));
            for t in &base.strength {
                s.push_str(&format!(
                    "    {:<name$} {:>5}% ±{}   {}\n",
                    trim(&self.taken_words(&t.name), name),
                    self.decimal(100.0 * t.win_rate.value, 1),
                    self.decimal(50.0 * (t.win_rate.high - t.win_rate.low), 1),
                    taken_by(t.takers_per_game),
                ));
            }
            s.push('\n');
        }
        let mut any = false;
        for r in self.settings.iter().skip(1) {
            let sig: Vec<&Difference> = r.differences.iter().filter(|d| d.significant).collect();
            if sig.is_empty() {
                continue;
            }
            any = true;
            s.push_str(&fit(&say.text_with(
                "setting-differs",
                Args::new()
                    .str("setting", r.name.as_str())
                    .str("description", self.description(r)),
            )));
            s.push('\n');
            for d in sig {
                let line = say.text_with(
                    "difference",
                    Args::new()
                        .str("metric", self.metric_words(&d.metric))
                        .str("from", self.value(&d.metric, d.standard))
                        .str("to", self.value(&d.metric, d.setting))
                        .str("p", self.p_text(d.p))
                        .str("holm", self.p_text(d.p_holm)),
                );
                s.push_str(&fit(&format!("    {line}")));
                s.push('\n');
            }
        }
        if !any {
            s.push_str(&say.text("no-difference"));
            s.push('\n');
        }
        s
    }

    /// Where the agents never met a rule (every game as the baseline's) and they are the
    /// default (`easy`, the heuristic) or random: which settings, and the stronger agents
    /// to try.
    pub fn never_met(&self) -> Option<String> {
        let never: Vec<&str> = self
            .settings
            .iter()
            .skip(1)
            .filter(|s| s.identical_to_baseline)
            .map(|s| s.name.as_str())
            .collect();
        let weak = self
            .agents
            .iter()
            .all(|a| matches!(a.as_str(), "easy" | "random"));
        if never.is_empty() || !weak {
            return None;
        }
        let lang = self.lang();
        Some(
            say(lang).text_with(
                "balance-never-met",
                Args::new()
                    .str("agents", self.agents.join(","))
                    .str("settings", coinop_core::say::list_in(lang, &never))
                    .num("count", never.len() as i64),
            ),
        )
    }

    /// The report as `coinop balance` prints it, fitted to `width` columns (none: lines
    /// whole, as for a pipe): [`Self::text_width`], then [`Self::never_met`].
    pub fn terminal_text(&self, width: Option<usize>) -> String {
        let mut s = self.text_width(width);
        if let Some(words) = self.never_met() {
            let words = match width {
                Some(w) => textwrap::fill(&words, w),
                None => words,
            };
            s.push('\n');
            s.push_str(&words);
            s.push('\n');
        }
        s
    }

    /// The report as data, JSON (what `--json` writes).
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report is JSON")
    }

    /// What the score is, and the margin (and spread, where it is a figure of its own).
    pub fn score_words(&self) -> String {
        let spread = self
            .settings
            .first()
            .is_some_and(|b| b.metrics.iter().any(|(m, _)| m == "score spread"));
        let say = self.say();
        let score = match non_empty(&self.words.score, &self.score) {
            "" => say.text("score-of-the-game"),
            s => s.to_string(),
        };
        let how = match (spread, self.players > 2) {
            (true, _) => "apart",
            (false, true) => "once",
            (false, false) => "none",
        };
        say.text_with(
            "score-words",
            Args::new().str("score", score).str("spread", how),
        )
    }

    /// One row per setting and metric.
    pub fn csv(&self) -> String {
        let mut s = String::from("setting,metric,value,low,high,baseline,p,p_holm,significant\n");
        for r in &self.settings {
            for (metric, e) in &r.metrics {
                let d = r.differences.iter().find(|d| d.metric == *metric);
                s.push_str(&format!(
                    "{},{},{:.6},{:.6},{:.6},{},{},{},{}\n",
                    csv_field(&r.name),
                    csv_field(metric),
                    e.value,
                    e.low,
                    e.high,
                    d.map(|d| format!("{:.6}", d.standard)).unwrap_or_default(),
                    d.map(|d| format!("{:.3e}", d.p)).unwrap_or_default(),
                    d.map(|d| format!("{:.3e}", d.p_holm)).unwrap_or_default(),
                    d.map(|d| d.significant.to_string()).unwrap_or_default(),
                ));
            }
        }
        s
    }
}

/// A metric's value as people read it: rates (wins, endings) in percent.
pub fn value(lang: Lang, metric: &str, v: f64) -> String {
    if is_rate(metric) {
        format!("{}%", decimal(lang, 100.0 * v, 1))
    } else {
        decimal(lang, v, 2)
    }
}

/// Wins and endings are rates; everything else a count or a score per game.
pub fn is_rate(metric: &str) -> bool {
    // A game's own figure counted 1 for a game it holds in ("Player 1 wins") is a rate too.
    // ARCADE's "first player won" too.
    metric.ends_with(" wins")
        || metric.ends_with(" wins per game")
        || metric.ends_with(" won per game")
        || metric.starts_with("ends: ")
}

/// "= 3.1e-5", or "< 1e-15" below what a double tells apart from 0 (in `lang`'s
/// decimals: «= 3,1e-5»).
pub fn p_text(lang: Lang, p: f64) -> String {
    if p < 1e-15 {
        "< 1e-15".into()
    } else {
        format!("= {}", with_separator(lang, format!("{p:.1e}")))
    }
}

/// `words`, or the data's `own` where there are none.
fn non_empty<'a>(words: &'a str, own: &'a str) -> &'a str {
    if words.is_empty() { own } else { words }
}

/// The table's column titles, each whole: one too long for its column (13 wide) is set
/// on two lines or more, broken between words, its last line beside the others; the
/// setting column, titled `setting`, `name` wide.
fn header(setting: &str, titles: &[&str], name: usize) -> String {
    let cells: Vec<Vec<String>> = titles
        .iter()
        .map(|t| {
            textwrap::wrap(t, textwrap::Options::new(13).break_words(false))
                .into_iter()
                .map(|l| l.into_owned())
                .collect()
        })
        .collect();
    let depth = cells.iter().map(Vec::len).max().unwrap_or(1);
    let mut out = String::new();
    for line in 0..depth {
        let mut row = format!("{:<name$}", if line + 1 == depth { setting } else { "" });
        for c in &cells {
            let part = (line + c.len())
                .checked_sub(depth)
                .and_then(|k| c.get(k))
                .map_or("", String::as_str);
            row.push_str(&format!("  {part:>13}"));
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

/// `text` wrapped to `width`, a line's continuation under its text (past its indent).
fn wrap(text: &str, width: usize) -> String {
    let lead = text.len() - text.trim_start().len();
    let indent = " ".repeat((lead + 4).min(width / 2));
    // "1e-15" and "runner-up's" stay whole.
    let options = textwrap::Options::new(width)
        .subsequent_indent(&indent)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    textwrap::wrap(text, options).join("\n")
}

fn trim(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let t: String = s.chars().take(n - 1).collect();
        format!("{t}…")
    }
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_column_title_is_set_whole_over_two_lines() {
        let h = header(
            "setting",
            &["seat 1 wins", "turns", "first player wins"],
            38,
        );
        let lines: Vec<&str> = h.lines().collect();
        assert_eq!(lines.len(), 2, "{h}");
        assert!(lines[0].trim_start().starts_with("first player"), "{h}");
        assert!(
            lines[1].starts_with("setting") && lines[1].ends_with("  wins"),
            "{h}"
        );
        // Each title's last line ends at its column's right edge.
        assert_eq!(lines[0].len(), lines[1].len(), "{h}");
        assert_eq!(
            header("setting", &["seat 1 wins", "turns"], 38)
                .lines()
                .count(),
            1
        );
    }
}
