//! Issue 29, point 5: `coinop arena --curve` puts one search's win rate at each time a
//! decision, with its interval, in a table and a plot, in the reader's language.

use coinop_core::Lang;
use coinop_games::coinop_skirmish::{Skirmish, SkirmishOptions};
use coinop_lab::arena::{self, ArenaConfig};
use coinop_lab::curve::{CurveReport, agents_at};

fn curve(lang: Lang) -> CurveReport {
    let names = vec!["ismcts".to_string(), "easy".to_string()];
    let options = SkirmishOptions::default();
    let mut report = CurveReport::new(lang, &names);
    for ms in [1, 3] {
        let config = ArenaConfig {
            agents: agents_at(&names, ms),
            games: 2,
            seed: 5,
        };
        let jobs = arena::plan::<Skirmish>(lang, &options, &config).unwrap();
        let part = arena::play::<Skirmish>(&options, &config, 0..jobs, &|| {});
        let run = arena::merge::<Skirmish>(&options, &config, [part], 1.0).unwrap();
        assert_eq!(run.agents[0].agent, format!("ismcts:{ms}ms"));
        report.add(ms, &run);
    }
    report
}

#[test]
fn a_curve_has_a_point_per_time_with_its_interval_and_a_plot() {
    let r = curve(Lang::EN);
    assert_eq!(r.points.iter().map(|p| p.ms).collect::<Vec<_>>(), [1, 3]);
    for p in &r.points {
        assert_eq!(p.result.games, 2);
        let (low, rate, high) = (p.result.ci_low, p.result.win_rate, p.result.ci_high);
        assert!(0.0 <= low && low <= rate && rate <= high && high <= 1.0);
    }
    let text = r.text();
    assert!(
        text.starts_with(
            "ARCADE: ismcts at each time a decision against easy, 2 games each, seed 5"
        ),
        "{text}"
    );
    assert_eq!(
        text.lines().count(),
        4,
        "a head, the columns, a line per time"
    );
    let html = r.html();
    assert!(html.contains("<html lang=\"en\">"));
    assert!(html.contains("<svg"), "the plot");
    assert!(
        html.contains("1 ms: ") && html.contains("3 ms: "),
        "each time labelled"
    );
    assert_eq!(
        html.matches("<tr>").count(),
        3,
        "a row per time under the headings"
    );
    let ru = curve(Lang::parse("ru").expect("Russian")).html();
    assert!(
        ru.contains("<html lang=\"ru\">") && ru.contains("доля побед"),
        "{ru}"
    );
}

/// A curve's JSON reads back into the same report: its page is drawn again, in any
/// language, without playing the games again; what is not a curve's JSON is refused.
#[test]
fn a_curve_is_drawn_again_from_its_json() {
    let r = curve(Lang::EN);
    let json = serde_json::to_string_pretty(&r).unwrap();
    let again = CurveReport::from_json(&json, Lang::EN).unwrap();
    assert_eq!(again.html(), r.html());
    assert_eq!(again.text(), r.text());
    let ru = CurveReport::from_json(&json, Lang::parse("ru").unwrap()).unwrap();
    assert!(ru.html().contains("<html lang=\"ru\">"));
    assert!(CurveReport::from_json("{\"points\": 3}", Lang::EN).is_err());
    assert!(CurveReport::from_json("not json", Lang::EN).is_err());
}

/// The time goes into the search's name before any weights file, and only a search
/// family can be timed.
#[test]
fn the_curve_times_a_search_family_with_its_weights() {
    use coinop_lab::curve::check_family;
    let names = |first: &str| vec![first.to_string(), "easy".to_string()];
    assert_eq!(
        agents_at(&names("ismcts@my.json"), 30),
        names("ismcts:30ms@my.json")
    );
    assert_eq!(agents_at(&names("plans"), 5), names("plans:5ms"));
    for ok in [
        "ismcts",
        "ismcts-chance",
        "ismcts-open@w.json",
        "plans",
        "expectimax",
    ] {
        assert_eq!(check_family(&names(ok)), Ok(()), "{ok}");
    }
    for bad in [
        "normal",
        "ismcts:100ms",
        "easy",
        "normal@w.json",
        "expectimax:2",
    ] {
        let e = check_family(&names(bad)).unwrap_err();
        assert!(e.contains("search family"), "{bad}: {e}");
    }
}
