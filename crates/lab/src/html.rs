//! The balance report as one self-contained HTML page for a reader who is not a
//! statistician: what each setting changes, in words first; then the seats, the main
//! figures, how games end, and a forest plot per figure (each setting's value with its
//! 95% interval beside the baseline's), drawn as inline SVG by plotters. SVG text uses
//! the reader's own sans-serif font, so nothing is embedded and nothing is fetched. The
//! page is in the report's language (`<html lang>` says which), its words from the lab's
//! catalogue.

use crate::balance::{BalanceReport, SettingReport, is_rate};
use crate::stats::Estimate;
use crate::words::capitalised;
use coinop_core::Args;
use plotters::prelude::*;

/// The page.
pub fn page(r: &BalanceReport) -> String {
    let say = r.say();
    let mut body = String::new();
    let agents = r.agents.join(&say.text("html-and"));
    body.push_str(&format!(
        "<h1>{}</h1>\n<p>{}</p>\n",
        say.text_with("html-title", Args::new().str("game", esc(r.title()))),
        capitalised(
            &say.text_with(
                "html-intro",
                Args::new()
                    .str("baseline", esc(r.baseline_words()))
                    .num("players", r.players as i64)
                    .str("agents", esc(&agents))
                    .num("games", r.games_per_setting as i64)
                    .str("rotated", if r.agents.len() > 1 { "yes" } else { "no" })
                    .str("score", esc(&r.score_words())),
            )
        ),
    ));
    body.push_str(&summary(r));
    body.push_str(&seats(r));
    body.push_str(&main_table(r));
    body.push_str(&endings_table(r));
    body.push_str(&format!(
        "<h2>{}</h2>\n<p class=\"muted\">{}</p>\n",
        say.text("html-every-figure"),
        say.text("html-every-figure-note"),
    ));
    for (metric, title) in plotted(r) {
        if let Some(svg) = forest(r, &metric, &title) {
            body.push_str(&format!("<figure>{svg}</figure>\n"));
        }
    }
    body.push_str(&format!(
        "<h2>{}</h2>\n<p class=\"muted\">{}</p>\n",
        say.text("html-measured"),
        say.text_with(
            "html-measured-note",
            Args::new()
                .str("seed", r.seed.to_string())
                .str("seconds", r.decimal(r.seconds, 0))
                .str("method", esc(&say.text("method"))),
        ),
    ));
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title>\n<style>\
         body{{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222;line-height:1.45}}\
         .scroll{{overflow-x:auto}}table{{border-collapse:collapse;font-size:14px}}\
         td,th{{border-bottom:1px solid #ddd;padding:4px 8px;text-align:right;vertical-align:top}}\
         th{{font-weight:600}}td:first-child,th:first-child{{text-align:left;min-width:16em}}\
         .sig{{color:#b00020;font-weight:bold}}.same{{color:#777}}.code{{font-family:monospace;font-size:12px;color:#666}}\
         figure{{margin:1.5em 0}}svg{{max-width:100%;height:auto}}h2{{margin-top:1.6em}}\
         .muted{{color:#666}}ul.changes li{{margin:.35em 0}}td .muted{{white-space:nowrap;font-size:12px}}\
         </style></head><body>\n{body}</body></html>\n",
        r.lang().tag(),
        say.text_with("html-page-title", Args::new().str("game", esc(r.title()))),
    )
}

/// A setting as a reader knows it: its description, with its name below.
fn label(r: &BalanceReport, s: &SettingReport) -> String {
    format!(
        "{}<br><span class=\"code\">{}</span>",
        esc(&r.description(s)),
        esc(&s.name)
    )
}

/// In words first: each setting's real changes, largest first.
fn summary(r: &BalanceReport) -> String {
    let say = r.say();
    let mut s = format!(
        "<h2>{}</h2>\n<ul class=\"changes\">\n",
        say.text("html-in-short")
    );
    for set in r.settings.iter().skip(1) {
        let mut sig: Vec<_> = set.differences.iter().filter(|d| d.significant).collect();
        sig.sort_by(|a, b| a.p.total_cmp(&b.p));
        let what = if set.identical_to_baseline {
            format!(
                "<span class=\"same\">{}</span>",
                esc(&say.text("html-never-met"))
            )
        } else if sig.is_empty() {
            format!(
                "<span class=\"same\">{}</span>",
                esc(&say.text("html-no-change"))
            )
        } else {
            sig.iter()
                .map(|d| {
                    format!(
                        "{} <span class=\"sig\">{} → {}</span>",
                        esc(&r.metric_words(&d.metric)),
                        r.value(&d.metric, d.standard),
                        r.value(&d.metric, d.setting)
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        s.push_str(&format!(
            "<li><b>{}</b> <span class=\"code\">{}</span>: {what}</li>\n",
            esc(&r.description(set)),
            esc(&set.name)
        ));
    }
    s.push_str("</ul>\n");
    s
}

fn seats(r: &BalanceReport) -> String {
    let Some(base) = r.settings.first() else {
        return String::new();
    };
    let say = r.say();
    let fair = r.decimal(100.0 / r.players.max(1) as f64, 1);
    let first = match &r.first_player {
        Some(f) => say.text_with(
            "html-first-player-by-chance",
            Args::new().str("figure", esc(&r.figure_words(f))),
        ),
        None => say.text("html-first-player-token"),
    };
    let mut s = format!(
        "<h2>{}</h2>\n<p>{}</p>\n<ul>\n",
        say.text("html-seats"),
        say.text_with(
            "html-fair-share",
            Args::new().str("fair", fair).str("first", first)
        ),
    );
    for b in &base.seat_bias {
        let e = base.seat_wins.get(b.seat - 1).copied().unwrap_or_default();
        let seat = say.text_with(
            "html-seat",
            Args::new()
                .str("seat", esc(&r.seat_name(b.seat)))
                .str("rate", r.decimal(100.0 * b.win_rate, 1))
                .str("low", r.decimal(100.0 * e.low, 1))
                .str("high", r.decimal(100.0 * e.high, 1)),
        );
        let off = if b.significant {
            let than = match b.win_rate > b.fair {
                true => "html-more-than-fair",
                false => "html-less-than-fair",
            };
            format!(
                " — <span class=\"sig\">{}</span> <span class=\"muted\">(p {})</span>",
                say.text(than),
                r.p_text(b.p_holm)
            )
        } else {
            String::new()
        };
        s.push_str(&format!("<li>{seat}{off}</li>\n"));
    }
    s.push_str(&format!(
        "</ul>\n<p class=\"muted\">{}</p>\n",
        say.text("html-seats-note")
    ));
    s
}

fn cell(r: &BalanceReport, set: &SettingReport, metric: &str) -> String {
    let e = set.metrics.iter().find(|(n, _)| n == metric).map(|x| x.1);
    let sig = set
        .differences
        .iter()
        .any(|d| d.metric == metric && d.significant);
    match e {
        Some(e) => format!(
            "<td{}>{}<br><span class=\"muted\">{}–{}</span></td>",
            if sig { " class=\"sig\"" } else { "" },
            r.value(metric, e.value),
            r.value(metric, e.low),
            r.value(metric, e.high)
        ),
        None => "<td>—</td>".into(),
    }
}

fn main_table(r: &BalanceReport) -> String {
    let mut metrics = vec!["seat 1 wins".to_string()];
    metrics.extend(r.figures.iter().map(|f| format!("{f} per game")));
    metrics.push("score margin".into());
    table(r, &r.say().text("html-main-figures"), &metrics)
}

fn endings_table(r: &BalanceReport) -> String {
    let metrics: Vec<String> = r
        .settings
        .first()
        .map(|b| b.ends.iter().map(|(e, _)| format!("ends: {e}")).collect())
        .unwrap_or_default();
    table(r, &r.say().text("html-how-games-end"), &metrics)
}

fn table(r: &BalanceReport, title: &str, metrics: &[String]) -> String {
    let say = r.say();
    let mut s = format!(
        "<h2>{title}</h2>\n<div class=\"scroll\"><table><tr><th>{}</th>",
        say.text("column-setting")
    );
    for m in metrics {
        // An ending's column is titled by the ending alone, under "How games end".
        let words = match m.strip_prefix("ends: ") {
            Some(reason) => r.end_words(reason),
            None => r.metric_words(m),
        };
        s.push_str(&format!("<th>{}</th>", esc(&words)));
    }
    s.push_str("</tr>\n");
    for set in &r.settings {
        s.push_str(&format!("<tr><td>{}</td>", label(r, set)));
        for m in metrics {
            s.push_str(&cell(r, set, m));
        }
        s.push_str("</tr>\n");
    }
    s.push_str(&format!(
        "</table></div>\n<p class=\"muted\">{}</p>\n",
        say.text("html-table-note")
    ));
    s
}

/// The metrics drawn, with a title each: every seat's win rate, every figure, the margin,
/// and every way a game ended.
fn plotted(r: &BalanceReport) -> Vec<(String, String)> {
    let say = r.say();
    let mut v: Vec<(String, String)> = (1..=r.players)
        .map(|s| {
            let id = match s == 1 && r.first_player.is_none() {
                true => "plot-seat-first-player",
                false => "plot-seat",
            };
            let title = say.text_with(id, Args::new().str("seat", r.seat_name(s)));
            (format!("seat {s} wins"), capitalised(&title))
        })
        .collect();
    for f in &r.figures {
        let metric = format!("{f} per game");
        let title = r.metric_words(&metric);
        v.push((metric, title));
    }
    v.push(("score margin".into(), say.text("plot-margin")));
    if let Some(base) = r.settings.first() {
        for (reason, _) in &base.ends {
            v.push((
                format!("ends: {reason}"),
                say.text_with(
                    "plot-ending",
                    Args::new().str("reason", r.end_words(reason)),
                ),
            ));
        }
    }
    v
}

/// A forest plot of one metric, or `None` if no setting has it.
fn forest(r: &BalanceReport, metric: &str, title: &str) -> Option<String> {
    let rate = is_rate(metric);
    let k = if rate { 100.0 } else { 1.0 };
    let rows: Vec<(String, Estimate, bool)> = r
        .settings
        .iter()
        .filter_map(|s| {
            let e = s.metrics.iter().find(|(n, _)| n == metric)?.1;
            let sig = s
                .differences
                .iter()
                .any(|d| d.metric == metric && d.significant);
            let e = Estimate {
                value: k * e.value,
                low: k * e.low,
                high: k * e.high,
                n: e.n,
            };
            Some((r.description(s), e, sig))
        })
        .collect();
    let baseline = rows.first()?.1.value;
    let fair = metric
        .strip_prefix("seat ")
        .filter(|_| metric.ends_with(" wins"))
        .map(|_| 100.0 / r.players.max(1) as f64);
    // The axis spans the intervals, the fair share, and at least ±10% of the baseline, so
    // that a tiny difference also looks tiny.
    let mut lo = rows.iter().map(|x| x.1.low).fold(f64::INFINITY, f64::min);
    let mut hi = rows
        .iter()
        .map(|x| x.1.high)
        .fold(f64::NEG_INFINITY, f64::max);
    if let Some(f) = fair {
        lo = lo.min(f);
        hi = hi.max(f);
    }
    let span = (baseline.abs() * 0.1).max(if rate { 1.0 } else { 0.05 });
    lo = lo.min(baseline - span);
    hi = hi.max(baseline + span);
    if lo < 0.0 && rows.iter().all(|x| x.1.low >= 0.0) {
        lo = 0.0;
    }
    let pad = (hi - lo) * 0.04;
    let n = rows.len() as i32;
    let height = 90 + 26 * rows.len() as u32;
    let say = r.say();
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1060, height)).into_drawing_area();
        root.fill(&WHITE).ok()?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(470)
            .build_cartesian_2d((lo - pad)..(hi + pad), (0..n).into_segmented())
            .ok()?;
        let names: Vec<String> = rows.iter().map(|x| trim(&x.0, 68)).collect();
        chart
            .configure_mesh()
            .disable_y_mesh()
            .light_line_style(WHITE)
            .y_labels(rows.len() + 1)
            .y_label_style(("sans-serif", 14))
            .x_label_style(("sans-serif", 13))
            .y_label_formatter(&|y| match y {
                SegmentValue::CenterOf(i) if *i >= 0 && (*i as usize) < names.len() => {
                    names[names.len() - 1 - *i as usize].clone()
                }
                _ => String::new(),
            })
            .x_label_formatter(&|x| {
                if rate {
                    format!("{}%", r.decimal(*x, 0))
                } else {
                    num(r, *x)
                }
            })
            .x_desc(if rate {
                say.text("plot-percent-of-games")
            } else {
                say.text_with("plot-per-game", Args::new().str("title", title))
            })
            .axis_desc_style(("sans-serif", 14))
            .draw()
            .ok()?;
        let line = |x: f64| vec![(x, SegmentValue::Exact(0)), (x, SegmentValue::Exact(n))];
        chart
            .draw_series(std::iter::once(PathElement::new(
                line(baseline),
                BLACK.mix(0.35).stroke_width(2),
            )))
            .ok()?;
        if let Some(f) = fair {
            // Dashed: short strokes down the fair share.
            let dashes = (0..2 * n).map(|i| {
                PathElement::new(
                    vec![
                        (f, SegmentValue::CenterOf(i / 2)),
                        (f, SegmentValue::Exact(i / 2 + (i % 2))),
                    ],
                    RGBColor(0, 120, 60).mix(0.7).stroke_width(1),
                )
            });
            chart.draw_series(dashes.step_by(2)).ok()?;
        }
        for (i, (_, e, sig)) in rows.iter().enumerate() {
            let y = SegmentValue::CenterOf(n - 1 - i as i32);
            let colour = if *sig {
                RGBColor(176, 0, 32)
            } else if i == 0 {
                BLACK
            } else {
                RGBColor(40, 90, 160)
            };
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(e.low, y.clone()), (e.high, y.clone())],
                    colour.stroke_width(3),
                )))
                .ok()?;
            chart
                .draw_series(std::iter::once(Circle::new(
                    (e.value, y),
                    5,
                    colour.filled(),
                )))
                .ok()?;
        }
        root.present().ok()?;
    }
    Some(svg)
}

fn trim(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n - 1).collect::<String>())
    }
}

/// An axis's number, as the report's language writes it.
fn num(r: &BalanceReport, x: f64) -> String {
    if x.abs() >= 100.0 {
        r.decimal(x, 0)
    } else if x.abs() >= 10.0 {
        r.decimal(x, 1)
    } else {
        r.decimal(x, 2)
    }
}

pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
