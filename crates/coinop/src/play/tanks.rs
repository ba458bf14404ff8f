//! Arcade Tanks in the terminal: the board in colour, your hand, a whole plan on one
//! line, bots' reasons in the narration.

use super::{Paint, Terminal, shown};
use crate::words::say;
use coinop_core::{Args, Game, Lang, Seat, Viewer};
use coinop_tanks::Tanks;
use coinop_tanks::board::Terrain;
use coinop_tanks::cards::Card;
use coinop_tanks::event::Event;
use coinop_tanks::state::Stage;
use coinop_tanks::view::Observation;
struct Screen<'a>(&'a Paint);

impl Screen<'_> {
    fn paint(&self, code: &str, text: &str) -> String {
        self.0.paint(code, text)
    }

    fn board(&self, o: &Observation) -> String {
        coinop_tanks::words::render_in(self.0.lang, o, |c, g| {
            let bg = match o.board.terrain(c) {
                Terrain::Empty => "",
                Terrain::Concrete => "100",
                Terrain::Forest => "42",
                Terrain::Water => "44",
                Terrain::Ice => "46",
            };
            let fg = match g.chars().next() {
                Some('1') => "1;93",
                Some('2') => "1;92",
                Some('3') => "1;96",
                Some('4') => "1;95",
                Some('5'..='8') => "1;97",
                Some('B') => "1;91",
                Some('[') => "33",
                Some('E') => "1;33",
                Some('*') => "1;35",
                _ => "37",
            };
            let code = if bg.is_empty() {
                fg.to_string()
            } else {
                format!("{fg};{bg}")
            };
            self.paint(&code, g)
        })
    }

    fn status(&self, o: &Observation) -> String {
        let say = say(self.0.lang);
        let eagle = match o.eagle {
            Some(c) => say.text_with("tanks-eagle-on", Args::new().str("cell", o.board.name(c))),
            None => say.text("tanks-eagle-gone"),
        };
        let clock = if o.clock {
            say.text("tanks-clock")
        } else {
            String::new()
        };
        let mut s = say.text_with(
            "tanks-status",
            Args::new()
                .num("round", o.round)
                .num("first", i64::from(o.first_player) + 1)
                .str("eagle", eagle)
                .num("taken", o.eagles_taken)
                .num("reserve", o.bot_reserve as i64)
                .str("clock", clock),
        );
        s.push('\n');
        for p in &o.players {
            let place = match p.tank {
                Some(t) => {
                    let facing = coinop_tanks::words::say(self.0.lang).text_with(
                        "facing",
                        Args::new().str("dir", t.facing.letter().to_string()),
                    );
                    say.text_with(
                        "tanks-place-on",
                        Args::new()
                            .str("cell", o.board.name(t.cell))
                            .str("facing", facing),
                    )
                }
                None if p.destroyed => say.text("tanks-place-destroyed"),
                None => say.text("tanks-place-none"),
            };
            let flag = |on: bool, id: &str| if on { say.text(id) } else { String::new() };
            s.push_str(
                &say.text_with(
                    "tanks-player-status",
                    Args::new()
                        .num("n", i64::from(p.seat) + 1)
                        .num("vp", i64::from(p.vp))
                        .num("bots", i64::from(p.bots))
                        .num("eagles", i64::from(p.eagles))
                        .num("hand", p.hand_size as i64)
                        .num("deck", p.deck_size as i64)
                        .str("place", place)
                        .str("disengaged", flag(p.disengaged, "tanks-disengaged"))
                        .str("helm", flag(p.helms > 0, "tanks-helm")),
                ),
            );
            s.push('\n');
        }
        s
    }
}

fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return "—".into();
    }
    list.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

impl Terminal for Tanks {
    fn banner(lang: Lang) -> String {
        say(lang).text("tanks-banner")
    }

    fn intro(lang: Lang) -> String {
        say(lang).text("tanks-intro")
    }

    fn help(lang: Lang) -> String {
        say(lang).text("tanks-help")
    }
    fn typed(lang: Lang) -> String {
        say(lang).text("tanks-typed")
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let o = self.observe(viewer);
        let s = Screen(paint);
        format!("{}{}", s.board(&o), s.status(&o))
    }

    /// The grid: the lines above the legend (in any language).
    fn board_lines(&self, screen: &str) -> usize {
        // The column letters (two lines past z), then a line a row.
        let b = self.board();
        let head = if b.width > 26 { 2 } else { 1 };
        (head + b.height as usize).min(screen.lines().count())
    }

    fn goal(&self, lang: Lang) -> String {
        let o = self.opts();
        let say = say(lang);
        let limit = say.text_with(
            "tanks-goal-limit",
            Args::new().num("rounds", i64::from(o.max_rounds)),
        );
        let id = if o.single_player() {
            "tanks-goal-solo"
        } else {
            "tanks-goal"
        };
        say.text_with(id, Args::new().str("limit", limit))
    }

    fn question(&self, me: Seat, lang: Lang) -> String {
        let o = self.observe(Viewer::Seat(me));
        let p = &o.players[me as usize];
        let say = say(lang);
        let n = i64::from(me) + 1;
        match &o.stage {
            Stage::PlaceTanks { .. } => say.text_with("tanks-ask-place", Args::new().num("n", n)),
            Stage::Planning => {
                let hand = p.hand.map(|h| h.list()).unwrap_or_default();
                let m = |i: usize| p.maneuvers[i].cards.clone().unwrap_or_default();
                let exchange = if p.exchanged {
                    String::new()
                } else {
                    say.text("tanks-exchange-available")
                };
                say.text_with(
                    "tanks-ask-plan",
                    Args::new()
                        .num("n", n)
                        .str("hand", shown::<Tanks>(&cards(&hand), lang))
                        .str("m1", shown::<Tanks>(&cards(&m(0)), lang))
                        .str("m2", shown::<Tanks>(&cards(&m(1)), lang))
                        .str("exchange", exchange),
                )
            }
            Stage::BotOrder => say.text_with("tanks-ask-bot", Args::new().num("n", n)),
            Stage::PowerUpChoice { power, .. } => say.text_with(
                "tanks-ask-power",
                Args::new()
                    .num("n", n)
                    .str("power", coinop_tanks::words::power_in(lang, *power)),
            ),
            Stage::Over => String::new(),
        }
    }

    fn seat_name(&self, seat: Seat, lang: Lang) -> String {
        coinop_tanks::words::player_in(lang, seat)
    }

    fn outcome_reason(&self, lang: Lang) -> Option<String> {
        let reason = self.end.as_ref()?;
        Some(coinop_tanks::words::end_reason_in(lang, reason))
    }

    fn shorthand(&self, me: Seat, line: &str, lang: Lang) -> Option<Result<Vec<String>, String>> {
        let o = self.observe(Viewer::Seat(me));
        if line.is_empty() && matches!(o.stage, Stage::BotOrder) {
            return o
                .legal
                .first()
                .map(|a| Ok(vec![coinop_tanks::action::text(a, &o.board)]));
        }
        let (m1, m2) = line.split_once('|')?;
        Some(plan(m1, m2, lang))
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::BotDecision { .. } => "2",
            Event::EagleTaken { .. } | Event::GameOver { .. } | Event::BotScored { .. } => "1;33",
            Event::Destroyed { .. } => "1;31",
            Event::RoundStarted { .. } => "1",
            _ => "",
        }
    }

    /// Another seat's cards laid face down, and the marks of the round's phases (they
    /// have no line).
    fn quiet(e: &Event, human: Option<Seat>) -> bool {
        matches!(e, Event::CardPlaced { seat, .. } if Some(*seat) != human)
            || matches!(e, Event::PhaseBegan { .. })
    }

    fn new_section(e: &Event) -> bool {
        matches!(e, Event::RoundStarted { .. })
    }
}

/// `A2 L | R`: maneuver 1 is A2 then L, maneuver 2 is R, then commit.
fn plan(m1: &str, m2: &str, lang: Lang) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for (i, part) in [m1, m2].iter().enumerate() {
        for w in part.split_whitespace() {
            let c = Card::parse(w).ok_or_else(|| {
                say(lang).text_with(
                    "tanks-not-a-card",
                    Args::new().str("word", shown::<Tanks>(w, lang)),
                )
            })?;
            out.push(format!("m{} {}", i + 1, c.code()));
        }
    }
    out.push("commit".into());
    Ok(out)
}
