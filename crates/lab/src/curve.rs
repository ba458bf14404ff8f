//! `coinop arena --curve`: strength against time. One search plays the same opponents
//! over the same seeds at several times a decision (`ismcts:10ms`, `ismcts:30ms` …);
//! each point is an arena run of its own ([`crate::arena`]), and the report puts the
//! search's win rate at each time, with its 95% interval, in a table and in a plot with
//! time on a log scale (a self-contained HTML page, as the balance report's).

use crate::arena::{AgentResult, ArenaReport};
use crate::html::esc;
use crate::words::{decimal, say};
use coinop_core::{Args, Lang};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use serde::{Deserialize, Serialize};

/// The agents of the run at `ms` milliseconds: the search (a family such as `ismcts`,
/// given its time, before any `@weights.json`) against the others, as named.
pub fn agents_at(agents: &[String], ms: u64) -> Vec<String> {
    let mut at = agents.to_vec();
    if let Some(first) = at.first_mut() {
        *first = match first.split_once('@') {
            Some((family, weights)) => format!("{family}:{ms}ms@{weights}"),
            None => format!("{first}:{ms}ms"),
        };
    }
    at
}

/// Why the first agent cannot be timed by `--curve`, if it cannot: it must be a search
/// family (`ismcts`, `ismcts-chance`, `ismcts-open`, ARCADE's `plans` and `expectimax`),
/// not a level or
/// a search already given its budget.
pub fn check_family(agents: &[String]) -> Result<(), String> {
    let Some(first) = agents.first() else {
        return Ok(());
    };
    let family = first.split_once('@').map_or(first.as_str(), |(f, _)| f);
    if family.contains(':')
        || !matches!(
            family,
            "ismcts" | "ismcts-chance" | "ismcts-open" | "plans" | "expectimax"
        )
    {
        return Err(format!(
            "--curve times the first agent, which must be a search family without its budget \
             (ismcts, ismcts-chance, ismcts-open, or ARCADE's plans or expectimax; with @weights.json if you \
             like), not {first:?}"
        ));
    }
    Ok(())
}

/// The search at one time.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CurvePoint {
    pub ms: u64,
    pub result: AgentResult,
    /// The run's wall-clock seconds.
    pub seconds: f64,
}

/// A curve's report; its JSON (`--json`) reads back to draw the page again
/// ([`CurveReport::from_json`]).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CurveReport {
    pub game: String,
    pub title: String,
    /// The search's family, and the agents it plays against.
    pub search: String,
    pub against: Vec<String>,
    pub games: u64,
    pub seed: u64,
    pub points: Vec<CurvePoint>,
    #[serde(skip)]
    lang: Lang,
}

impl CurveReport {
    pub fn new(lang: Lang, agents: &[String]) -> CurveReport {
        CurveReport {
            game: String::new(),
            title: String::new(),
            search: agents.first().cloned().unwrap_or_default(),
            against: agents.iter().skip(1).cloned().collect(),
            games: 0,
            seed: 0,
            points: Vec::new(),
            lang,
        }
    }

    /// The report a run wrote as JSON, its words in `lang`: a page drawn again, in
    /// another language or by a newer build, without playing the games again.
    pub fn from_json(text: &str, lang: Lang) -> Result<CurveReport, String> {
        let report: CurveReport = serde_json::from_str(text).map_err(|e| e.to_string())?;
        Ok(CurveReport { lang, ..report })
    }

    /// Adds the run at `ms` (the search is its first agent).
    pub fn add<G>(&mut self, ms: u64, run: &ArenaReport<G>) {
        self.game = run.game.clone();
        self.title = run.title.clone();
        self.games = run.games;
        self.seed = run.seed;
        if let Some(first) = run.agents.first() {
            self.points.push(CurvePoint {
                ms,
                result: first.clone(),
                seconds: run.seconds,
            });
        }
    }

    fn percent(&self, x: f64) -> String {
        format!("{}%", decimal(self.lang, 100.0 * x, 1))
    }

    /// The table at the terminal.
    pub fn text(&self) -> String {
        let say = say(self.lang);
        let mut out = say.text_with(
            "curve-head",
            Args::new()
                .str("title", self.title.clone())
                .str("search", self.search.clone())
                .str("against", self.against.join(", "))
                .num("games", self.games as i64)
                .num("seed", self.seed as i64),
        );
        out.push('\n');
        out.push_str(&format!(
            "  {:>8}  {:>9}  {:>17}  {:>6}\n",
            say.text("curve-column-ms"),
            say.text("arena-column-win-rate"),
            say.text("arena-column-interval"),
            say.text("arena-column-score"),
        ));
        for p in &self.points {
            out.push_str(&format!(
                "  {:>8}  {:>9}  {:>17}  {:>6}\n",
                p.ms,
                self.percent(p.result.win_rate),
                format!(
                    "{} – {}",
                    self.percent(p.result.ci_low),
                    self.percent(p.result.ci_high)
                ),
                decimal(self.lang, p.result.mean_vp, 2),
            ));
        }
        out
    }

    /// The page: the plot, then the table.
    pub fn html(&self) -> String {
        let say = say(self.lang);
        let title = say.text_with(
            "html-curve-title",
            Args::new()
                .str("title", esc(&self.title))
                .str("search", esc(&self.search)),
        );
        let intro = say.text_with(
            "html-curve-intro",
            Args::new()
                .str("search", esc(&self.search))
                .str("against", esc(&self.against.join(", ")))
                .num("games", self.games as i64)
                .num("seed", self.seed as i64),
        );
        let mut rows = String::new();
        for p in &self.points {
            rows.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td>{} – {}</td><td>{}</td><td>{}</td></tr>\n",
                p.ms,
                self.percent(p.result.win_rate),
                self.percent(p.result.ci_low),
                self.percent(p.result.ci_high),
                decimal(self.lang, p.result.mean_vp, 2),
                decimal(self.lang, p.seconds, 0),
            ));
        }
        format!(
            "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{title}</title>\n<style>\
             body{{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222;line-height:1.45}}\
             table{{border-collapse:collapse;font-size:14px}}\
             td,th{{border-bottom:1px solid #ddd;padding:4px 8px;text-align:right}}\
             svg{{max-width:100%;height:auto}}\
             </style></head><body>\n<h1>{title}</h1>\n<p>{intro}</p>\n<figure>{}</figure>\n\
             <table><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>\n{rows}</table>\n\
             </body></html>\n",
            self.lang.tag(),
            self.plot().unwrap_or_default(),
            say.text("curve-column-ms"),
            say.text("arena-column-win-rate"),
            say.text("arena-column-interval"),
            say.text("arena-column-score"),
            say.text("curve-column-seconds"),
        )
    }

    /// Win rate against time, each point with its interval; 50% drawn as the mark of
    /// no advantage.
    fn plot(&self) -> Option<String> {
        let say = say(self.lang);
        let lo = self.points.iter().map(|p| p.ms).min()? as f64;
        let hi = self.points.iter().map(|p| p.ms).max()? as f64;
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (900, 480)).into_drawing_area();
            root.fill(&WHITE).ok()?;
            let mut chart = ChartBuilder::on(&root)
                .margin(16)
                .x_label_area_size(48)
                .y_label_area_size(64)
                .build_cartesian_2d((lo * 0.8..hi * 1.25).log_scale(), 0.0..100.0)
                .ok()?;
            chart
                .configure_mesh()
                .light_line_style(WHITE)
                .x_desc(say.text("plot-ms-a-decision"))
                .y_desc(say.text("plot-win-rate"))
                .x_label_style(("sans-serif", 14))
                .y_label_style(("sans-serif", 14))
                .x_label_formatter(&|x| format!("{x:.0}"))
                .y_label_formatter(&|y| format!("{y:.0}%"))
                .draw()
                .ok()?;
            // No advantage: darker and wider than the grid, so it reads as a mark.
            chart
                .draw_series(LineSeries::new(
                    [(lo * 0.8, 50.0), (hi * 1.25, 50.0)],
                    BLACK.mix(0.5).stroke_width(2),
                ))
                .ok()?;
            let blue = RGBColor(31, 119, 180);
            chart
                .draw_series(LineSeries::new(
                    self.points
                        .iter()
                        .map(|p| (p.ms as f64, 100.0 * p.result.win_rate)),
                    blue.stroke_width(2),
                ))
                .ok()?;
            chart
                .draw_series(self.points.iter().map(|p| {
                    ErrorBar::new_vertical(
                        p.ms as f64,
                        100.0 * p.result.ci_low,
                        100.0 * p.result.win_rate,
                        100.0 * p.result.ci_high,
                        blue.filled(),
                        10,
                    )
                }))
                .ok()?;
            // The times themselves: a log axis labels only its decades. Each label stands
            // right of its point, the last one left of it, inside the plot.
            chart
                .draw_series(self.points.iter().map(|p| {
                    let last = p.ms as f64 == hi;
                    let (x, anchor) = if last {
                        (p.ms as f64 / 1.04, HPos::Right)
                    } else {
                        (p.ms as f64 * 1.04, HPos::Left)
                    };
                    let style = TextStyle::from(("sans-serif", 13).into_font())
                        .pos(Pos::new(anchor, VPos::Bottom));
                    Text::new(
                        format!("{} ms: {}", p.ms, self.percent(p.result.win_rate)),
                        (x, 100.0 * p.result.win_rate + 3.0),
                        style,
                    )
                }))
                .ok()?;
            root.present().ok()?;
        }
        Some(svg)
    }
}
