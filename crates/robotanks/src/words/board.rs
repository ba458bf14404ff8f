//! The text board: the map and everything on it (odd rows shifted half a hex), its columns
//! lettered and rows numbered as the log names hexes ([`Hex::label`]), then the players,
//! the tanks' programs, the Bank and the decision waiting — all from one observation.

use super::{Teller, names, tank_name};
use crate::action::object_text;
use crate::arena::Object;
use crate::hex::{Facing, Hex, column_label};
use crate::state::Phase;
use crate::view::{Observation, PendingView};
use coinop_core::words::plural;
use std::fmt::Write;

/// One character for a facing: the hexside the tank points at.
pub fn arrow(f: Facing) -> char {
    ['→', '↗', '↖', '←', '↙', '↘'][f.index() as usize]
}

/// What stands in a hex, as the viewer sees it: a tank or wreck, or a command post of a
/// colour in play.
fn object_at(o: &Observation, h: Hex) -> Option<Object> {
    let tank = o.tanks.iter().find(|t| t.present && t.at == h);
    let post = || o.posts.iter().find(|p| p.present && p.at == h);
    match tank {
        Some(t) => Some(Object::Tank(t.id)),
        None => post().map(|p| Object::Post(p.colour)),
    }
}

/// A hex's cell, three characters: "B1→" a tank, "b1x" a wreck, "[B]" a command post,
/// "(b)" its ruin, "###" a wall, " . " the floor.
fn cell(o: &Observation, h: Hex) -> String {
    match object_at(o, h) {
        Some(Object::Tank(t)) => {
            let k = o.tanks.iter().find(|k| k.id == t);
            let wreck = k.is_some_and(|k| k.wreck);
            let letter = tank_name(t).chars().next().unwrap_or('?');
            let letter = if wreck {
                letter.to_ascii_lowercase()
            } else {
                letter
            };
            let end = match k {
                Some(k) if !k.wreck => arrow(k.facing),
                _ => 'x',
            };
            format!("{letter}{}{end}", t % 4 + 1)
        }
        Some(Object::Post(c)) => {
            if o.posts.iter().any(|p| p.colour == c && p.destroyed) {
                format!("({})", c.letter().to_ascii_lowercase())
            } else {
                format!("[{}]", c.letter())
            }
        }
        None if o.arena.walls.binary_search(&h).is_ok() => "###".into(),
        None if o.arena.is_floor(h) => " . ".into(),
        None => "   ".into(),
    }
}

/// The position as text for the viewer of `o`.
pub fn board(o: &Observation) -> String {
    let mut s = String::new();
    let cells: Vec<Hex> = o
        .arena
        .floor
        .iter()
        .chain(&o.arena.walls)
        .copied()
        .collect();
    let rows = cells.iter().map(|h| h.r).max().unwrap_or(0);
    let cols = cells.iter().map(|h| h.offset().0).max().unwrap_or(0);
    // Each cell is four characters wide, the letter over the unshifted rows' cells.
    let letters = (0..=cols)
        .map(|c| format!("{:^3} ", column_label(c as usize)))
        .collect::<String>();
    let letters = format!("    {}", letters.trim_end());
    let _ = writeln!(s, "{letters}");
    for r in 0..=rows {
        let mut line = format!("{:>2}  ", r + 1);
        if r & 1 == 1 {
            line.push_str("  ");
        }
        for c in 0..=cols {
            let _ = write!(line, "{} ", cell(o, Hex::from_offset(c, r)));
        }
        // The row number again at the right, all in one column.
        let width = 4 + 4 * (cols as usize + 1) + 2;
        let pad = width.saturating_sub(line.chars().count());
        let _ = writeln!(s, "{line}{:pad$}{}", "", r + 1);
    }
    let _ = writeln!(s, "{letters}");
    s.push('\n');
    for p in &o.players {
        let _ = write!(
            s,
            "{}{} (seat {}): {} in hand{}",
            if p.seat == o.current && o.phase != Phase::Setup {
                "▶ "
            } else {
                "  "
            },
            p.colour.name(),
            p.seat + 1,
            plural(p.hand_size, "card", "cards"),
            if p.alive { "" } else { " — OUT" }
        );
        if let Some(hand) = &p.hand {
            let _ = write!(s, ": {}", names(hand));
        }
        s.push('\n');
        for t in o
            .tanks
            .iter()
            .filter(|t| t.present && t.id / 4 == p.colour as u8)
        {
            let state = if t.wreck {
                "wreck".to_string()
            } else {
                let mut x = format!("{} face down", t.face_down);
                if !t.face_up.is_empty() {
                    let _ = write!(x, ", face up: {}", names(&t.face_up));
                }
                if t.inactive {
                    x.push_str(" (deactivated)");
                }
                x
            };
            let _ = writeln!(s, "    {}: {state}", tank_name(t.id));
        }
    }
    let _ = writeln!(s, "Bank ({}): {}", o.bank.len(), names(&o.bank));
    let _ = writeln!(
        s,
        "Turn {} — {}",
        o.turns,
        super::step_words_in(coinop_core::Lang::EN, &o.step)
    );
    if let Some(p) = &o.pending {
        let _ = writeln!(s, "{}", pending_words(p));
    }
    if let Some(e) = &o.end {
        let _ = writeln!(
            s,
            "{}",
            Teller::new(coinop_core::Lang::EN, o).end_line(e).plain()
        );
    }
    s
}

/// The decision waiting inside Execution, as much of it as the viewer may see; targets
/// in the notation a player answers with ("Red post").
fn pending_words(p: &PendingView) -> String {
    match p {
        PendingView::Target {
            tank,
            weapon,
            candidates,
        } => format!(
            "{}'s {} may fire at: {}",
            tank_name(*tank),
            weapon.name(),
            candidates
                .iter()
                .map(|(o, r)| format!("{} (range {r})", object_text(*o)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        PendingView::Warp { tank, dice, .. } => format!(
            "{} transwarps ({} {}): its player chooses the tank to swap places with",
            tank_name(*tank),
            dice[0],
            dice[1]
        ),
        PendingView::Drain { post, taken } => format!(
            "{}'s command post is hit; the firer keeps one of {}",
            post.name(),
            match taken {
                Some(cs) => names(cs),
                None => "the cards taken".into(),
            }
        ),
        PendingView::Scan { tank } => format!(
            "{}'s Scan: its player chooses the tank whose program to look at",
            tank_name(*tank)
        ),
        PendingView::Virus {
            target,
            required,
            built,
            cards,
        } => match (required, built) {
            (Some(required), Some(built)) => format!(
                "the Virus rearranges {}'s program: placed {}; still to place {}",
                tank_name(*target),
                names(built),
                names(required)
            ),
            _ => format!(
                "a Virus: {}'s program ({}) is being rearranged",
                tank_name(*target),
                plural(*cards, "card", "cards")
            ),
        },
    }
}
