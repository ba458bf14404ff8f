//! Issue 29, point 3: `coinop tune` fits a game's evaluator weights by self-play, the
//! same weights however the run is split, and a weights file the agents take.

use coinop_agents::tune::{Tunable, Weights};
use coinop_core::Lang;
use coinop_games::coinop_skirmish::{Skirmish, SkirmishOptions};
use coinop_lab::tune::{self, TuneConfig, TunePart};

fn config(games: u64) -> TuneConfig {
    TuneConfig {
        agents: vec!["easy".into(), "easy".into()],
        games,
        seed: 3,
        every: 2,
        options: None,
    }
}

fn parts(config: &TuneConfig, cuts: &[u64]) -> Vec<TunePart> {
    let options = SkirmishOptions::default();
    cuts.windows(2)
        .map(|w| {
            let part = tune::play::<Skirmish>(&options, config, w[0]..w[1], &|| {});
            // Sent as JSON, as a cluster's worker would.
            serde_json::from_str(&serde_json::to_string(&part).unwrap()).unwrap()
        })
        .collect()
}

#[test]
fn tuning_fits_weights_that_predict_better_the_same_however_split() {
    let config = config(60);
    let options = SkirmishOptions::default();
    assert_eq!(tune::plan::<Skirmish>(Lang::EN, &options, &config), Ok(60));
    let whole = tune::merge::<Skirmish>(&config, parts(&config, &[0, 60])).unwrap();
    let split = tune::merge::<Skirmish>(&config, parts(&config, &[0, 7, 31, 60])).unwrap();
    assert_eq!(
        whole.weights, split.weights,
        "the fit does not depend on the split"
    );
    assert_eq!(whole.features.len(), Skirmish::FEATURES.len());
    // Fitted on the games kept, judged on those held out: far better than a coin (the
    // built-in weights, fitted on 2,000 games, may do better still on so few).
    assert!(
        whole.loss_after < 0.6 && whole.loss_before < 0.6,
        "{whole:?}"
    );
    let tuning = whole.weights.tuning.as_ref().unwrap();
    assert!(tuning.samples > 3 * tuning.held_out && tuning.held_out > 0);
    // A damage point left, and a tank, are worth something to their owner.
    assert!(whole.weights.weights[0].weight > 0.0 && whole.weights.weights[1].weight > 0.0);
    // The file it writes is a weights file for ARCADE.
    let text = whole.weights_file();
    assert_eq!(Weights::read::<Skirmish>(&text).unwrap(), whole.weights);
    let rerun = &whole.weights.tuning.as_ref().unwrap().command;
    assert_eq!(
        rerun,
        "coinop tune skirmish --agents easy,easy --games 60 --seed 3 --every 2"
    );

    let en = whole.text::<Skirmish>(Lang::EN);
    assert!(
        en.starts_with("ARCADE: the evaluator's weights fitted by self-play over 60 games"),
        "{en}"
    );
    assert!(
        en.contains("shot on the move") && en.contains("held-out log loss"),
        "{en}"
    );
    let ru = whole.text::<Skirmish>(Lang::parse("ru").expect("Russian"));
    assert!(
        ru.contains("веса оценки позиции") && ru.contains("логарифмическая ошибка"),
        "{ru}"
    );

    // Parts out of order, or missing, are refused.
    let mut wrong = parts(&config, &[0, 30, 60]);
    wrong.swap(0, 1);
    assert!(tune::merge::<Skirmish>(&config, wrong).is_err());
    assert!(tune::merge::<Skirmish>(&config, parts(&config, &[0, 30])).is_err());
    assert!(tune::plan::<Skirmish>(Lang::EN, &options, &self::config(4)).is_err());
    let huge = self::config(tune::MAX_GAMES + 1);
    assert!(
        tune::plan::<Skirmish>(Lang::EN, &options, &huge)
            .unwrap_err()
            .contains("at most")
    );
    let never = TuneConfig {
        every: 0,
        ..self::config(10)
    };
    assert!(tune::plan::<Skirmish>(Lang::EN, &options, &never).is_err());

    // A part of another game's samples, or with a target out of [0, 1], is refused, not
    // fitted.
    let mut foreign = parts(&config, &[0, 60]);
    foreign[0].games[3][0].features.pop();
    let e = tune::merge::<Skirmish>(&config, foreign).unwrap_err();
    assert!(e.contains("features"), "{e}");
    let mut edited = parts(&config, &[0, 60]);
    edited[0].games[3][0].target = 7.0;
    assert!(tune::merge::<Skirmish>(&config, edited).is_err());
    // Nothing to fit: refused, no weights file of zeros.
    let mut empty = parts(&config, &[0, 60]);
    for g in &mut empty[0].games {
        g.clear();
    }
    let e = tune::merge::<Skirmish>(&config, empty).unwrap_err();
    assert!(e.starts_with("no positions to fit"), "{e}");
}

/// The tune report names every game's features in every language (the weights files keep
/// the English names).
#[test]
fn the_report_names_the_features_in_every_language() {
    use coinop_games::coinop_anarcade::Anarcade;
    use coinop_games::coinop_robotanks::Robotanks;
    use coinop_games::coinop_tanks::Tanks;
    let features = [
        Tanks::FEATURES,
        Skirmish::FEATURES,
        Anarcade::FEATURES,
        Robotanks::FEATURES,
    ];
    let knobs = [
        Tanks::KNOBS,
        Skirmish::KNOBS,
        Anarcade::KNOBS,
        Robotanks::KNOBS,
    ];
    for lang in Lang::all() {
        let say = coinop_lab::words::say(lang);
        for name in features.concat() {
            let words = say.lookup(&tune::feature_message(name));
            assert!(words.is_some(), "{name:?} in {lang:?}");
        }
        // And the constants of the heuristics.
        for knob in knobs.concat() {
            let words = say.lookup(&coinop_lab::tune_heuristic::knob_message(knob.name));
            assert!(words.is_some(), "{:?} in {lang:?}", knob.name);
        }
    }
    // A report in Russian names them in Russian.
    let config = config(10);
    let report = tune::merge::<Skirmish>(&config, parts(&config, &[0, 10])).unwrap();
    let text = report.text::<Skirmish>(Lang::parse("ru").expect("coinop speaks Russian"));
    assert!(text.contains("очки прочности"), "{text}");
    assert!(!text.contains("damage points"), "{text}");
    assert!(report.text::<Skirmish>(Lang::EN).contains("damage points"));
}

/// Issue 29, point 3: the heuristic's constants tuned by SPSA: the same constants on any
/// number of threads for a seed, each within its range, in a weights file that reads back
/// with the built-in evaluator weights and the run's command; the check against those as
/// written is a share with its interval around it.
#[test]
fn heuristic_tuning_is_reproducible_and_writes_a_checked_file() {
    use coinop_games::coinop_skirmish::autoplay::Style;
    use coinop_lab::tune_heuristic::{self, HeuristicConfig};
    let config = HeuristicConfig {
        iterations: 3,
        games_per_step: 4,
        check_games: 6,
        seed: 5,
        options: None,
    };
    let options = SkirmishOptions::default();
    assert_eq!(
        tune_heuristic::check::<Skirmish>(Lang::EN, &options, &config),
        Ok(())
    );
    assert_eq!(tune_heuristic::games(&config), 18);
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let played = std::sync::atomic::AtomicU64::new(0);
        let report = pool
            .install(|| {
                tune_heuristic::run::<Skirmish>(&options, &config, &|| {
                    played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                })
            })
            .unwrap();
        assert_eq!(played.into_inner(), 18);
        report
    };
    let (one, two) = (run(1), run(2));
    assert_eq!(one.weights, two.weights, "the threads change nothing");
    assert_eq!(one.share, two.share);
    let read = Weights::read::<Skirmish>(&one.weights_file()).unwrap();
    assert_eq!(read.weights, Weights::standard::<Skirmish>().weights);
    let tuned = read.style().expect("the file sets the constants");
    assert_eq!(tuned.len(), Style::KNOBS.len());
    for (v, k) in tuned.iter().zip(&Style::KNOBS) {
        assert!((k.min..=k.max).contains(v), "{}: {v}", k.name);
    }
    assert_ne!(
        tuned,
        coinop_core::knob::written(&Style::KNOBS),
        "three steps moved nothing"
    );
    let how = read.heuristic_tuning.unwrap();
    assert_eq!(
        how.command,
        "coinop tune skirmish --heuristic --steps 3 --step-games 4 --check 6 --seed 5"
    );
    assert!((0.0..=1.0).contains(&one.share));
    assert!(one.interval.0 <= one.share && one.share <= one.interval.1);
    let text = one.text::<Skirmish>(Lang::EN);
    assert!(text.contains("kill: worth of destroying a tank"), "{text}");
    assert!(
        text.contains("6 games on seeds the steps did not play"),
        "{text}"
    );
    // Counts that cannot run, and a table of other than two seats, are refused before
    // any game, each saying which.
    for (bad, want) in [
        (
            HeuristicConfig {
                games_per_step: 3,
                ..config.clone()
            },
            "--step-games must be even",
        ),
        (
            HeuristicConfig {
                check_games: 0,
                ..config.clone()
            },
            "--check must be even",
        ),
        (
            HeuristicConfig {
                iterations: 0,
                ..config.clone()
            },
            "--steps must be at least 1",
        ),
    ] {
        let e = tune_heuristic::check::<Skirmish>(Lang::EN, &options, &bad).unwrap_err();
        assert!(e.contains(want), "{e}");
        let e = tune_heuristic::run::<Skirmish>(&options, &bad, &|| {}).unwrap_err();
        assert!(e.contains(want), "{e}");
    }
    use coinop_games::coinop_anarcade::{Anarcade, AnarcadeOptions};
    let four = AnarcadeOptions {
        players: 4,
        ..Default::default()
    };
    let e = tune_heuristic::check::<Anarcade>(Lang::EN, &four, &config).unwrap_err();
    assert!(e.contains("two seats") && e.contains("make 4"), "{e}");

    // One step is a result of its own (not the mean of no steps: every knob at its least).
    let one = tune_heuristic::run::<Skirmish>(
        &options,
        &HeuristicConfig {
            iterations: 1,
            ..config.clone()
        },
        &|| {},
    )
    .unwrap();
    let moved = one.weights.style().unwrap();
    let least: Vec<f64> = Style::KNOBS.iter().map(|k| k.min).collect();
    assert_ne!(moved, least);
    // A draw is half a win to each side: games that all end drawn (Anarcade cut off after
    // one turn) tell the steps nothing, so the constants stay as written, and the check
    // is an even share.
    let drawn = AnarcadeOptions {
        players: 2,
        max_turns: 1,
        ..Default::default()
    };
    let report = tune_heuristic::run::<Anarcade>(&drawn, &config, &|| {}).unwrap();
    assert_eq!(report.share, 0.5);
    for row in &report.knobs {
        assert!((row.tuned - row.written).abs() < 1e-9, "{row:?}");
    }
}
