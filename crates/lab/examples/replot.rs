//! A curve's page drawn again from the JSON `coinop arena --curve … --json` wrote: in
//! another language, or by a newer build, without playing the games again.
//!
//! `cargo run --release -p coinop-lab --example replot -- CURVE.json PAGE.html [en|ru]`

use coinop_core::Lang;
use coinop_lab::curve::CurveReport;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [json, html, rest @ ..] = args.as_slice() else {
        return Err("usage: replot CURVE.json PAGE.html [en|ru]".into());
    };
    let lang = match rest.first() {
        Some(tag) => Lang::parse(tag).ok_or(format!("no language {tag:?}"))?,
        None => Lang::EN,
    };
    let text = std::fs::read_to_string(json).map_err(|e| format!("{json}: {e}"))?;
    let report = CurveReport::from_json(&text, lang).map_err(|e| format!("{json}: {e}"))?;
    std::fs::write(html, report.html()).map_err(|e| format!("{html}: {e}"))?;
    print!("{}", report.text());
    Ok(())
}
