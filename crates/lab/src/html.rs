//! The balance report as one self-contained HTML page for a reader who is not a
//! statistician: what each setting changes, in words first; then the seats, the main
//! figures, how games end, and a forest plot per figure (each setting's value with its
//! 95% interval beside the baseline's), drawn as inline SVG by plotters. SVG text uses
//! the reader's own sans-serif font, so nothing is embedded and nothing is fetched.

use crate::balance::{BalanceReport, SettingReport, is_rate, p_text, value};
use crate::stats::Estimate;
use plotters::prelude::*;

/// The page.
pub fn page(r: &BalanceReport) -> String {
    let mut body = String::new();
    let plural = if r.players == 1 { "" } else { "s" };
    body.push_str(&format!(
        "<h1>{} — what each rule reading and variant changes</h1>\n\
         <p>Baseline: <b>{}</b>. {} player{plural}, played by <b>{}</b>. Each setting changes \
         one thing from the baseline and is played over the same {} games (same seeds{}). \
         A difference is shown as <span class=\"sig\">real</span> only when it is too large \
         to be chance, allowing for the many comparisons made; everything else may be \
         luck. The {}.</p>\n",
        esc(&r.game),
        esc(&r.baseline),
        r.players,
        esc(&r.agents.join(" and ")),
        r.games_per_setting,
        if r.agents.len() > 1 {
            ", seats rotated"
        } else {
            ""
        },
        esc(&r.score_words()),
    ));
    body.push_str(&summary(r));
    body.push_str(&seats(r));
    body.push_str(&main_table(r));
    body.push_str(&endings_table(r));
    body.push_str(
        "<h2>Every figure, setting by setting</h2>\n<p class=\"muted\">A dot is the \
        setting's value, its bar the 95% interval; the grey line is the baseline (and, for \
        seats, the dashed line a fair share). Red: differs from the baseline beyond chance.</p>\n",
    );
    for (metric, title) in plotted(r) {
        if let Some(svg) = forest(r, &metric, &title) {
            body.push_str(&format!("<figure>{svg}</figure>\n"));
        }
    }
    body.push_str(&format!(
        "<h2>How it was measured</h2>\n<p class=\"muted\">Seed {}; {:.0} s. Intervals are \
         95%: Wilson's for rates, the mean ± 1.96 standard errors otherwise. {}. The \
         baseline's seats are each tested against a fair share, Holm-adjusted over the seats. \
         JSON and CSV of the same report: <code>--json</code>, <code>--csv</code>.</p>\n",
        r.seed,
        r.seconds,
        esc(&r.method)
    ));
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} balance</title>\n<style>\
         body{{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222;line-height:1.45}}\
         .scroll{{overflow-x:auto}}table{{border-collapse:collapse;font-size:14px}}\
         td,th{{border-bottom:1px solid #ddd;padding:4px 8px;text-align:right;vertical-align:top}}\
         th{{font-weight:600}}td:first-child,th:first-child{{text-align:left;min-width:16em}}\
         .sig{{color:#b00020;font-weight:bold}}.same{{color:#777}}.code{{font-family:monospace;font-size:12px;color:#666}}\
         figure{{margin:1.5em 0}}svg{{max-width:100%;height:auto}}h2{{margin-top:1.6em}}\
         .muted{{color:#666}}ul.changes li{{margin:.35em 0}}td .muted{{white-space:nowrap;font-size:12px}}\
         </style></head><body>\n{body}</body></html>\n",
        esc(&r.game)
    )
}

/// A setting as a reader knows it: its description, with its name below.
fn label(s: &SettingReport) -> String {
    format!(
        "{}<br><span class=\"code\">{}</span>",
        esc(&s.description),
        esc(&s.name)
    )
}

/// In words first: each setting's real changes, largest first.
fn summary(r: &BalanceReport) -> String {
    let mut s = String::from("<h2>In short</h2>\n<ul class=\"changes\">\n");
    for set in r.settings.iter().skip(1) {
        let mut sig: Vec<_> = set.differences.iter().filter(|d| d.significant).collect();
        sig.sort_by(|a, b| a.p.total_cmp(&b.p));
        let what = if set.identical_to_baseline {
            "<span class=\"same\">every game came out as under the baseline: these \
             players never met this rule, so this says nothing either way</span>"
                .to_string()
        } else if sig.is_empty() {
            "<span class=\"same\">no change beyond chance</span>".to_string()
        } else {
            sig.iter()
                .map(|d| {
                    format!(
                        "{} <span class=\"sig\">{} → {}</span>",
                        esc(&d.metric),
                        value(&d.metric, d.standard),
                        value(&d.metric, d.setting)
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        s.push_str(&format!(
            "<li><b>{}</b> <span class=\"code\">{}</span>: {what}</li>\n",
            esc(&set.description),
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
    let fair = 100.0 / r.players.max(1) as f64;
    let first = match &r.first_player {
        Some(f) => format!(
            "Chance (a coin, a draw) decides who moves first, whichever seat: the first player's wins \
             are the figure “{}”.",
            esc(f)
        ),
        None => "Seat 1 holds the First Player token in round 1.".into(),
    };
    let mut s = format!(
        "<h2>Who wins by seat</h2>\n<p>Under the baseline, a fair share is {fair:.1}%. \
         {first}</p>\n<ul>\n"
    );
    for b in &base.seat_bias {
        let e = base.seat_wins.get(b.seat - 1).copied().unwrap_or_default();
        s.push_str(&format!(
            "<li>{}: {:.1}% (95% interval {:.1}–{:.1}%){}</li>\n",
            esc(&r.seat_name(b.seat)),
            100.0 * b.win_rate,
            100.0 * e.low,
            100.0 * e.high,
            if b.significant {
                format!(
                    " — <span class=\"sig\">{} than a fair share</span> <span class=\"muted\">(p {})</span>",
                    if b.win_rate > b.fair { "more" } else { "less" },
                    p_text(b.p_holm)
                )
            } else {
                String::new()
            }
        ));
    }
    s.push_str(
        "</ul>\n<p class=\"muted\">A setting that changes a seat's chances shows it in \
        the table below and in the seat plots.</p>\n",
    );
    s
}

fn cell(set: &SettingReport, metric: &str) -> String {
    let e = set.metrics.iter().find(|(n, _)| n == metric).map(|x| x.1);
    let sig = set
        .differences
        .iter()
        .any(|d| d.metric == metric && d.significant);
    match e {
        Some(e) => format!(
            "<td{}>{}<br><span class=\"muted\">{}–{}</span></td>",
            if sig { " class=\"sig\"" } else { "" },
            value(metric, e.value),
            value(metric, e.low),
            value(metric, e.high)
        ),
        None => "<td>—</td>".into(),
    }
}

fn main_table(r: &BalanceReport) -> String {
    let mut metrics = vec!["seat 1 wins".to_string()];
    metrics.extend(r.figures.iter().map(|f| format!("{f} per game")));
    metrics.push("score margin".into());
    table(r, "The main figures", &metrics)
}

fn endings_table(r: &BalanceReport) -> String {
    let metrics: Vec<String> = r
        .settings
        .first()
        .map(|b| b.ends.iter().map(|(e, _)| format!("ends: {e}")).collect())
        .unwrap_or_default();
    table(r, "How games end", &metrics)
}

fn table(r: &BalanceReport, title: &str, metrics: &[String]) -> String {
    let mut s = format!("<h2>{title}</h2>\n<div class=\"scroll\"><table><tr><th>setting</th>");
    for m in metrics {
        s.push_str(&format!("<th>{}</th>", esc(m.trim_start_matches("ends: "))));
    }
    s.push_str("</tr>\n");
    for set in &r.settings {
        s.push_str(&format!("<tr><td>{}</td>", label(set)));
        for m in metrics {
            s.push_str(&cell(set, m));
        }
        s.push_str("</tr>\n");
    }
    s.push_str(
        "</table></div>\n<p class=\"muted\">Each figure with its 95% interval below it; \
        red: differs from the baseline beyond chance.</p>\n",
    );
    s
}

/// The metrics drawn, with a title each: every seat's win rate, every figure, the margin,
/// and every way a game ended.
fn plotted(r: &BalanceReport) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = (1..=r.players)
        .map(|s| {
            let who = if s == 1 && r.first_player.is_none() {
                " (First Player in round 1)"
            } else {
                ""
            };
            let name = r.seat_name(s);
            let mut title = format!("{name}{who}: win rate");
            title[..1].make_ascii_uppercase();
            (format!("seat {s} wins"), title)
        })
        .collect();
    for f in &r.figures {
        v.push((format!("{f} per game"), format!("{f} per game")));
    }
    v.push((
        "score margin".into(),
        "Score margin: winner − runner-up".into(),
    ));
    if let Some(base) = r.settings.first() {
        for (reason, _) in &base.ends {
            v.push((format!("ends: {reason}"), format!("Games ending: {reason}")));
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
            Some((s.description.clone(), e, sig))
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
    let unit = if rate { "%" } else { "per game" };
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
                if rate { format!("{x:.0}%") } else { num(*x) }
            })
            .x_desc(if rate {
                "percent of games".to_string()
            } else {
                format!("{title} ({unit})")
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

fn num(x: f64) -> String {
    if x.abs() >= 100.0 {
        format!("{x:.0}")
    } else if x.abs() >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
