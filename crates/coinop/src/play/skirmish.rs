//! ARCADE in the terminal: the Zone in colour, the active tank and what it has left.

use super::{Paint, Terminal};
use coinop_core::Lang;
use coinop_core::{Game, Seat, Viewer, Words};
use coinop_skirmish::Skirmish;
use coinop_skirmish::event::Event;
use coinop_skirmish::state::Stage;
use coinop_skirmish::words::{side, unit_name};

// One line a paragraph or table row: the terminal wraps them to its width.
const HELP: &str = "\
How to answer (one action at a time, or several on a line separated by commas):
  move b3                  move the active tank one space (2 points, 3 diagonally)
  ram c4                   drive into the tank on c4 (Collision)
  fire e2 [token] [aim]    fire at e2; `token` from your Triangulation token, `aim` to \
    stand still for the −2 dice
  repair                   spend the turn repairing beside an Energy Pool (Repair)
  end                      end the tank's turn;  place c5  during setup
  a number from the list, board, help, quit
On the board: G1-G3 Green, O1-O3 Orange (lower case: stunned, xx: a wreck), \
    # wall, P Energy Pool, ~ destroyed floor, blank: a gap.";

impl Terminal for Skirmish {
    fn banner(_lang: Lang) -> String {
        "ARCADE — three tanks each, one arena, the last side standing wins".into()
    }
    fn intro(_lang: Lang) -> String {
        "Turns alternate; each turn one of your tanks acts (1, 2, 3 in order): \
        6 movement points, one shot at any time, dice by distance — any 1 misses, else the lowest die is the damage.".into()
    }
    fn help(_lang: Lang) -> String {
        HELP.into()
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let text = <Skirmish as Words>::board(&self.observe(viewer));
        let rows = self.arena.height as usize;
        let mut out = String::new();
        for (i, line) in text.lines().enumerate() {
            if (1..=rows).contains(&i) && line.len() > 4 {
                let (label, cells) = line.split_at(4);
                out.push_str(label);
                let bytes: Vec<char> = cells.chars().collect();
                for chunk in bytes.chunks(3) {
                    let s: String = chunk.iter().collect();
                    let code = match s.trim() {
                        t if t.starts_with('G') => "1;92",
                        t if t.starts_with('g') => "2;92",
                        t if t.starts_with('O') => "1;33",
                        t if t.starts_with('o') => "2;33",
                        "xx" => "90",
                        "#" => "97;100",
                        "P" => "1;96;44",
                        "~" => "31",
                        _ => "",
                    };
                    out.push_str(&paint.paint(code, &s));
                }
                out.push('\n');
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }

    /// The column letters and the arena's rows.
    fn board_lines(&self, screen: &str) -> usize {
        (self.arena.height as usize + 1).min(screen.lines().count())
    }

    fn goal(&self, _lang: Lang) -> String {
        let o = self.options();
        let mut missions = Vec::new();
        if o.missions.hold_pool {
            missions.push("repairing beside an Energy Pool three turns in a row");
        }
        if o.missions.far_rank {
            missions.push("driving a tank onto the opponent's first rank");
        }
        if o.missions.destroy_walls {
            missions.push("destroying five walls");
        }
        let missions = if missions.is_empty() {
            String::new()
        } else {
            format!(" A mission wins at once too: {}.", missions.join("; or "))
        };
        format!(
            "Goal: destroy the other side's three tanks; the last side with a tank wins (both \
             destroyed at once: a tie).{missions} After {} turns without a winner the game is a \
             draw.",
            o.max_turns
        )
    }

    fn question(&self, me: Seat, _lang: Lang) -> String {
        let colour = side(me);
        match self.stage {
            Stage::Placing { .. } => {
                format!("{colour}, place your next tank in your half of the arena (`place SPACE`):")
            }
            _ => {
                let unit = self.active_unit();
                let u = self.unit(unit);
                format!(
                    "{}, your turn: {} on {} with {} damage points, {} movement {} left, {}:",
                    colour,
                    unit_name(unit),
                    u.at.map(|c| self.arena.name(c)).unwrap_or_default(),
                    u.hp,
                    self.movement_left(),
                    if self.movement_left() == 1 {
                        "point"
                    } else {
                        "points"
                    },
                    if self.turn.fired {
                        "has fired"
                    } else {
                        "may fire"
                    }
                )
            }
        }
    }

    fn shorthand(&self, _me: Seat, line: &str, _lang: Lang) -> Option<Result<Vec<String>, String>> {
        // `move b3, move b2, fire e5, end`: a whole turn on one line.
        if line.contains(',') {
            return Some(Ok(line
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()));
        }
        // `move a7` from a10: the steps there, as the site moves along a path.
        let to = line.strip_prefix("move ")?;
        let cell = self.arena.parse_cell(to)?;
        let steps = self.path(cell)?;
        (steps.len() > 1).then(|| {
            Ok(steps
                .into_iter()
                .map(|c| format!("move {}", self.arena.name(c)))
                .collect())
        })
    }

    fn note(&self, action: &coinop_skirmish::Action, _lang: Lang) -> Option<String> {
        let shot = self.shot_view(*action)?;
        let dice = match shot.dice {
            d if d < 1 => "sure hit for 6".to_string(),
            1 => "1 die".to_string(),
            d => format!("{d} dice"),
        };
        Some(match shot.first_in_line {
            Some(c) => format!("{dice}; the bolt meets {} first", self.arena.name(c)),
            None => dice,
        })
    }

    /// Players know their side by its colour, as the log names it.
    fn seat_name(&self, seat: Seat, _lang: Lang) -> String {
        side(seat).to_string()
    }

    fn opening(&self, _lang: Lang) -> Option<String> {
        Some(format!(
            "{} moves first{}.",
            side(self.first_player),
            if self.options().first_player.is_some() {
                ""
            } else {
                " (a coin decided)"
            }
        ))
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::TurnBegins { .. } => "1",
            Event::Destroyed { .. } => "1;31",
            Event::GameOver { .. } => "1;33",
            Event::Hit { .. } | Event::Damaged { .. } => "31",
            Event::Skipped { .. } | Event::Recovered { .. } => "2",
            _ => "",
        }
    }

    fn new_section(e: &Event) -> bool {
        matches!(e, Event::TurnBegins { .. })
    }
}
