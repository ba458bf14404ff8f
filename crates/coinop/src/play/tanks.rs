//! Arcade Tanks in the terminal: the board in colour, your hand, a whole plan on one
//! line, bots' reasons in the narration.

use super::{Paint, Terminal};
use coinop_core::{Game, Seat, Viewer};
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
        coinop_tanks::words::render_with(o, |c, g| {
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
        let mut s = format!(
            "Round {} · First player P{} · Eagle {} · Eagles taken {}/3 · bots in reserve {}{}\n",
            o.round,
            o.first_player + 1,
            o.eagle
                .map(|c| format!("on {}", o.board.name(c)))
                .unwrap_or("gone".into()),
            o.eagles_taken,
            o.bot_reserve,
            if o.clock {
                " · CLOCK: bots frozen"
            } else {
                ""
            }
        );
        for p in &o.players {
            let place = match p.tank {
                Some(t) => format!("{} facing {}", o.board.name(t.cell), t.facing),
                None if p.destroyed => "destroyed, respawns at the round's end".into(),
                None => "not on the board yet".into(),
            };
            s.push_str(&format!(
                "  P{}: {} VP ({} bots, {} Eagles) · {} cards in hand, {} in deck · {}{}{}\n",
                p.seat + 1,
                p.vp,
                p.bots,
                p.eagles,
                p.hand_size,
                p.deck_size,
                place,
                if p.disengaged { " · disengaged" } else { "" },
                if p.helms > 0 { " · Helm" } else { "" },
            ));
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

// One line a table row: the terminal wraps them to its width.
const HELP: &str = "\
How to answer:
  a number from the list           take that choice
  A2 L | R                         whole plan: maneuver 1 is A2 then L, maneuver 2 is R
  m1 A2 / m2 R                     put one card on maneuver 1 or 2;  commit  when done
  exchange L 2                     swap two Turn Left cards for new ones (once a planning \
    under the standard rules)
  disengage                        sit this round out: no moving, no shooting, not a target
  board / help / quit
Cards: A1 A2 A3 advance 1-3 spaces, L R turn left/right, U turnaround.";

impl Terminal for Tanks {
    const BANNER: &'static str = "ARCADE TANKS — crush bricks, blow up bots, capture the Eagle!";
    const INTRO: &'static str =
        "Bots are 1 VP, Eagles 3 VP; the third Eagle or a 5-VP lead ends the game.";
    const HELP: &'static str = HELP;

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let o = self.observe(viewer);
        let s = Screen(paint);
        format!("{}{}", s.board(&o), s.status(&o))
    }

    /// The grid: the lines above the legend.
    fn board_lines(&self, screen: &str) -> usize {
        screen
            .lines()
            .position(|l| l.starts_with("legend:"))
            .unwrap_or(usize::MAX)
            .min(screen.lines().count())
    }

    fn goal(&self) -> String {
        let o = self.opts();
        let limit = format!(
            "; after {} rounds the game stops where it stands",
            o.max_rounds
        );
        if o.single_player() {
            return format!(
                "Goal: capture three Eagles, alone against the bots. The game ends with the \
                 third Eagle (a win){limit}."
            );
        }
        format!(
            "Goal: the most VP when the game ends — a bot destroyed is 1 VP, an Eagle captured \
             3 VP. The game ends at once when the third Eagle is captured or when the leader \
             is 5 VP ahead of the second (a tie for the lead plays on until it is broken){limit}."
        )
    }

    fn question(&self, me: Seat) -> String {
        let o = self.observe(Viewer::Seat(me));
        let p = &o.players[me as usize];
        match &o.stage {
            Stage::PlaceTanks { .. } => format!(
                "P{}, place your tank on a starting space and choose its facing (`tank SPACE N`, \
                 or a number from the list):",
                me + 1
            ),
            Stage::Planning => {
                let hand = p.hand.map(|h| h.list()).unwrap_or_default();
                let m = |i: usize| p.maneuvers[i].cards.clone().unwrap_or_default();
                format!(
                    "P{}, plan your two maneuvers. Hand: {}   maneuver 1: {}   maneuver 2: {}{}",
                    me + 1,
                    cards(&hand),
                    cards(&m(0)),
                    cards(&m(1)),
                    if p.exchanged {
                        ""
                    } else {
                        "   (exchange available)"
                    }
                )
            }
            Stage::BotOrder => format!(
                "P{}, you hold the First Player token: which bot moves next? (Enter: the first listed)",
                me + 1
            ),
            Stage::PowerUpChoice { power, .. } => {
                format!("P{}, use your {}:", me + 1, power.name())
            }
            Stage::Over => String::new(),
        }
    }

    fn shorthand(&self, me: Seat, line: &str) -> Option<Result<Vec<String>, String>> {
        let o = self.observe(Viewer::Seat(me));
        if line.is_empty() && matches!(o.stage, Stage::BotOrder) {
            return o
                .legal
                .first()
                .map(|a| Ok(vec![coinop_tanks::action::text(a, &o.board)]));
        }
        let (m1, m2) = line.split_once('|')?;
        Some(plan(m1, m2))
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
fn plan(m1: &str, m2: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for (i, part) in [m1, m2].iter().enumerate() {
        for w in part.split_whitespace() {
            let c = Card::parse(w).ok_or(format!("{w:?} is not a card (A1 A2 A3 L R U)"))?;
            out.push(format!("m{} {}", i + 1, c.code()));
        }
    }
    out.push("commit".into());
    Ok(out)
}
