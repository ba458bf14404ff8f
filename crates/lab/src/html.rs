//! The balance report as one self-contained HTML page: a table, then for each metric a
//! forest plot (every setting's value with its 95% interval beside the standard rules'),
//! drawn as inline SVG by plotters. SVG text uses the reader's own sans-serif font, so
//! nothing is embedded and nothing is fetched.

use crate::balance::BalanceReport;
use crate::stats::Estimate;
use plotters::prelude::*;

/// The page.
pub fn page(r: &BalanceReport) -> String {
    let mut body = String::new();
    body.push_str(&format!(
        "<h1>{} — balance of rule options and variants</h1>\n<p>{} players; agents <b>{}</b>; \
         {} games per setting over the same seeds (seats rotated when the agents differ); \
         seed {}; {:.0} s. Intervals are 95%: Wilson for rates, the mean ± 1.96 standard \
         errors otherwise. {}.</p>\n",
        esc(&r.game),
        r.players,
        esc(&r.agents.join(", ")),
        r.games_per_setting,
        r.seed,
        r.seconds,
        esc(&r.method)
    ));
    body.push_str(&table(r));
    body.push_str(&seats(r));
    body.push_str(&significant(r));
    for (metric, title) in plotted(r) {
        if let Some(svg) = forest(r, &metric, &title) {
            body.push_str(&format!("<figure>{svg}</figure>\n"));
        }
    }
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>{} balance</title>\n<style>\
         body{{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222}}\
         table{{border-collapse:collapse;font-size:13px}}td,th{{border-bottom:1px solid #ddd;padding:3px 8px;text-align:right}}\
         td:first-child,th:first-child{{text-align:left}}.sig{{color:#b00020;font-weight:bold}}\
         figure{{margin:1.5em 0}}h2{{margin-top:1.5em}}.muted{{color:#666}}\
         </style></head><body>\n{body}</body></html>\n",
        esc(&r.game)
    )
}

/// The metrics drawn, with a title each: seat 1's win rate, every figure, the margin, and
/// every way a game ended.
fn plotted(r: &BalanceReport) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = (1..=r.players)
        .map(|s| {
            let who = if s == 1 {
                " (First Player in round 1)"
            } else {
                ""
            };
            (format!("seat {s} wins"), format!("Seat {s}{who}: win rate"))
        })
        .collect();
    for f in &r.figures {
        v.push((format!("{f} per game"), format!("{f} per game")));
    }
    v.push((
        "score margin".into(),
        "Score margin: winner − runner-up".into(),
    ));
    if let Some(std) = r.settings.first() {
        for (reason, _) in &std.ends {
            v.push((format!("ends: {reason}"), format!("Games ending: {reason}")));
        }
    }
    v
}

fn table(r: &BalanceReport) -> String {
    let mut s = String::from("<h2>Every setting</h2>\n<table><tr><th>setting</th>");
    let metrics: Vec<String> = plotted(r).into_iter().map(|(m, _)| m).collect();
    for m in &metrics {
        s.push_str(&format!("<th>{}</th>", esc(m)));
    }
    s.push_str("</tr>\n");
    for set in &r.settings {
        s.push_str(&format!(
            "<tr><td title=\"{}\">{}</td>",
            esc(&set.description),
            esc(&set.name)
        ));
        for m in &metrics {
            let e = set.metrics.iter().find(|(n, _)| n == m).map(|x| x.1);
            let sig = set
                .differences
                .iter()
                .any(|d| d.metric == *m && d.significant);
            match e {
                Some(e) => s.push_str(&format!(
                    "<td{}>{} <span class=\"muted\">({}–{})</span></td>",
                    if sig { " class=\"sig\"" } else { "" },
                    num(e.value),
                    num(e.low),
                    num(e.high)
                )),
                None => s.push_str("<td>—</td>"),
            }
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</table>\n<p class=\"muted\">Red: differs significantly from the standard rules. Hover a setting for what it changes.</p>\n");
    s
}

fn seats(r: &BalanceReport) -> String {
    let mut s = String::from(
        "<h2>Seats that do not win their fair share</h2>\n<p class=\"muted\">Each seat's win rate against 1 in the number of players, Holm-adjusted over every seat of every setting.</p>\n<ul>\n",
    );
    let mut any = false;
    for set in &r.settings {
        for b in set.seat_bias.iter().filter(|b| b.significant) {
            any = true;
            s.push_str(&format!(
                "<li><b>{}</b>: seat {} wins {:.1}% (fair {:.1}%; Holm p {})</li>\n",
                esc(&set.name),
                b.seat,
                100.0 * b.win_rate,
                100.0 * b.fair,
                crate::balance::p_text(b.p_holm)
            ));
        }
    }
    if !any {
        s.push_str("<li>none: every seat wins its fair share in every setting</li>\n");
    }
    s.push_str("</ul>\n");
    s
}

fn significant(r: &BalanceReport) -> String {
    let mut s = String::from("<h2>Significant differences from the standard rules</h2>\n<ul>\n");
    let mut any = false;
    for set in r.settings.iter().skip(1) {
        for d in set.differences.iter().filter(|d| d.significant) {
            any = true;
            s.push_str(&format!(
                "<li><b>{}</b> ({}): {} {} → {} ({:+.3}; p {}, Holm {})</li>\n",
                esc(&set.name),
                esc(&set.description),
                esc(&d.metric),
                num(d.standard),
                num(d.setting),
                d.setting - d.standard,
                crate::balance::p_text(d.p),
                crate::balance::p_text(d.p_holm)
            ));
        }
    }
    if !any {
        s.push_str("<li>none</li>\n");
    }
    s.push_str("</ul>\n");
    s
}

/// A forest plot of one metric, or `None` if no setting has it.
fn forest(r: &BalanceReport, metric: &str, title: &str) -> Option<String> {
    let rows: Vec<(&str, Estimate, bool)> = r
        .settings
        .iter()
        .filter_map(|s| {
            let e = s.metrics.iter().find(|(n, _)| n == metric)?.1;
            let sig = s
                .differences
                .iter()
                .any(|d| d.metric == metric && d.significant);
            Some((s.name.as_str(), e, sig))
        })
        .collect();
    let standard = rows.first()?.1.value;
    let lo = rows.iter().map(|x| x.1.low).fold(f64::INFINITY, f64::min);
    let hi = rows
        .iter()
        .map(|x| x.1.high)
        .fold(f64::NEG_INFINITY, f64::max);
    let pad = ((hi - lo) * 0.08).max(1e-3);
    let n = rows.len() as i32;
    let height = 70 + 22 * rows.len() as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, height)).into_drawing_area();
        root.fill(&WHITE).ok()?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 16))
            .margin(10)
            .x_label_area_size(28)
            .y_label_area_size(300)
            .build_cartesian_2d((lo - pad)..(hi + pad), (-1..n).into_segmented())
            .ok()?;
        let names: Vec<String> = rows.iter().map(|x| x.0.to_string()).collect();
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(rows.len() + 2)
            .y_label_formatter(&|y| match y {
                SegmentValue::CenterOf(i) if *i >= 0 && (*i as usize) < names.len() => {
                    names[names.len() - 1 - *i as usize].clone()
                }
                _ => String::new(),
            })
            .x_label_formatter(&|x| num(*x))
            .draw()
            .ok()?;
        // The standard rules' value, through every row.
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![
                    (standard, SegmentValue::Exact(-1)),
                    (standard, SegmentValue::Exact(n)),
                ],
                BLACK.mix(0.35).stroke_width(1),
            )))
            .ok()?;
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
                    colour.stroke_width(2),
                )))
                .ok()?;
            chart
                .draw_series(std::iter::once(Circle::new(
                    (e.value, y),
                    4,
                    colour.filled(),
                )))
                .ok()?;
        }
        root.present().ok()?;
    }
    Some(svg)
}

fn num(x: f64) -> String {
    if x.abs() >= 100.0 {
        format!("{x:.0}")
    } else if x.abs() >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.3}")
    }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
