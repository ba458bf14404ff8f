//! Every sentence of Anarcade: a log line for each event, the headings of the log's
//! stretches (a turn, an Ace, the end), the names of players and cards, the table as
//! text, and the terms a front end shows beside the board. Each is drawn from an event
//! (as its viewer may see it) and the viewer's observation, never from the whole state:
//! a hand drawn by another seat reaches these words as so many hidden cards, and so is
//! told as a count.
//!
//! Lines are typed spans: a player is a seat span, an Action Card a card span naming its
//! id in the card set (its words are its name and symbols, "Coin Slot [E E]", which a
//! browser draws from the card itself), an Arcade Card a card span naming
//! `{"arcade": index}` (Arcade Cards are counted apart from Action Cards), and an Action
//! Stack a place span naming its kind ("Earn").

use crate::cards::{CardId, CardSet, HIDDEN, Kind};
use crate::event::{ACE_PHASE, End, Event};
use crate::state::{Anarcade, Phase};
use crate::view::Observation;
use coinop_core::words::plural;
use coinop_core::{Line, Mark, Seat, Words};
use serde_json::{Value, json};
use std::fmt::Write;

/// "Player 2": players are numbered as the rulebook numbers them, in turn order from the
/// first player («Randomly determine which player will be Player 1»), whatever their
/// seats at the table (RULINGS.md §21).
fn player(o: &Observation, seat: Seat) -> Line {
    Line::new().seat(seat, format!("Player {}", turn_number(o, seat)))
}

/// A seat's number in turn order from the first player: 1 for the first player.
pub fn turn_number(o: &Observation, seat: Seat) -> usize {
    crate::state::turn_order_number(seat, o.first_player, o.players.len())
}

/// An Action Card by its name and symbols, "Coin Slot [E E]"; a hidden one as "a card".
fn card(cards: &CardSet, id: CardId) -> Line {
    match cards.designs.get(id as usize) {
        Some(d) if id != HIDDEN => {
            Line::new().card(id, format!("{} [{}]", d.name, d.symbols.text()))
        }
        _ => Line::new().text("a card"),
    }
}

/// An Arcade Card by its name and High Score, "Barrel Climb (High Score 6)".
fn arcade(cards: &CardSet, index: u8) -> Line {
    match cards.arcade.get(index as usize) {
        Some(a) => Line::new().card(
            json!({ "arcade": index }),
            format!("{} (High Score {})", a.name, a.high_score),
        ),
        None => Line::new().text("an Arcade Card"),
    }
}

/// The Action Stack of `kind`, "Earn Action Stack".
fn stack(kind: Kind) -> Line {
    Line::new().place(kind, format!("{} Action Stack", kind.name()))
}

fn credits(n: impl Into<u64>) -> String {
    plural(n, "Credit", "Credits")
}

fn draw_actions(n: u8) -> String {
    plural(n, "Draw action", "Draw actions")
}

/// What a Buy was paid with: "2 Buy", "3 Credits", "1 Buy and 2 Credits", "nothing".
fn paid(buy: u8, with_credits: u8) -> String {
    match (buy, with_credits) {
        (0, 0) => "nothing".to_string(),
        (b, 0) => plural(b, "Buy", "Buy"),
        (0, c) => credits(c),
        (b, c) => format!("{} and {}", plural(b, "Buy", "Buy"), credits(c)),
    }
}

/// The line telling `e` to the viewer of `view` (`e` as they may see it).
fn tell(view: &Observation, e: &Event) -> Line {
    let cards = &view.cards;
    match e {
        Event::TurnBegins { seat, turn } => Line::new()
            .text(format!("— turn {turn}: "))
            .then(player(view, *seat))
            .text(" —")
            .quiet(),
        Event::Played {
            seat,
            card: c,
            drawn,
        } => player(view, *seat)
            .text(if *drawn {
                " draws and plays "
            } else {
                " plays "
            })
            .then(card(cards, *c)),
        Event::Reshuffled { seat, cards: n } => player(view, *seat).text(format!(
            " shuffles the Discard Stack into a new Draw Stack ({})",
            plural(*n, "card", "cards")
        )),
        Event::StoppedDrawing { seat, left } => {
            player(view, *seat).text(format!(" stops drawing, skipping {}", draw_actions(*left)))
        }
        Event::OutOfCards { seat, left } => player(view, *seat).text(format!(
            " has no card left to draw ({} unused)",
            draw_actions(*left)
        )),
        Event::Earned { seat, credits: n } => {
            player(view, *seat).text(format!(" earns {}", credits(*n)))
        }
        Event::Scored {
            seat,
            credits: n,
            total,
            high_score,
        } => player(view, *seat).text(format!(
            " scores {} on the Arcade Card: {total} of {high_score}{}",
            credits(*n),
            if total == high_score {
                " — Aced at the end of the turn"
            } else {
                ""
            }
        )),
        Event::SkippedScore { seat } => player(view, *seat).text(" scores nothing"),
        Event::Bought {
            seat,
            card: c,
            stack: k,
            buy,
            credits: n,
        } => player(view, *seat)
            .text(" buys ")
            .then(card(cards, *c))
            .text(" from the ")
            .then(stack(*k))
            .text(format!(" for {}", paid(*buy, *n))),
        Event::Aced {
            seat,
            arcade: a,
            aces,
        } => player(view, *seat)
            .text(" ACES ")
            .then(arcade(cards, *a))
            .text(format!(
                " — {} in the Victory Area",
                plural(*aces, "Arcade Card", "Arcade Cards")
            ))
            .strong(),
        Event::ScoreReturned { seat, credits: n } => {
            player(view, *seat).text(format!(" gets {} back from the Arcade Board", credits(*n)))
        }
        Event::NewArcade { arcade: a } => Line::new()
            .text("new Arcade Card: ")
            .then(arcade(cards, *a)),
        Event::ExcessReturned { seat, credits: n } => player(view, *seat).text(format!(
            " returns {} above the limit to the Token Machine",
            credits(*n)
        )),
        Event::NothingToBuy { seat, power } => player(view, *seat).text(format!(
            " can buy nothing: no top card of the Action Stacks costs {power} or less, so the turn ends"
        )),
        Event::HandDrawn { seat, cards: hand } => {
            if hand.iter().all(|&c| c == HIDDEN) {
                player(view, *seat).text(format!(
                    " draws a new hand of {}",
                    plural(hand.len() as u64, "card", "cards")
                ))
            } else {
                let mut line = player(view, *seat).text(" draws a new hand: ");
                for (i, &c) in hand.iter().enumerate() {
                    if i > 0 {
                        line = line.text(", ");
                    }
                    line = line.then(card(cards, c));
                }
                line
            }
        }
        Event::GameOver { end } => game_over(view, end).strong(),
    }
}

fn game_over(view: &Observation, end: &End) -> Line {
    let line = Line::new().text("GAME OVER — ");
    match end {
        End::Aces { winner } => line
            .then(player(view, *winner))
            .text(" is the King of the Arcade"),
        End::ArcadeEmpty { winners } => {
            let mut line = line.text("the Arcade Stack is empty; most Aces: ");
            for (i, &s) in winners.iter().enumerate() {
                if i > 0 {
                    line = line.text(", ");
                }
                line = line.then(player(view, s));
            }
            line
        }
        End::TurnLimit => line.text("the turn limit is reached: nobody wins"),
    }
}

/// Why the game ended, for reports that count the reasons (not who: the winners are
/// listed beside it).
pub(crate) fn end_reason(end: &End) -> &'static str {
    match end {
        End::Aces { .. } => "a player Aced enough to be King of the Arcade",
        End::ArcadeEmpty { .. } => "the Arcade Stack is empty: the most Aces win",
        End::TurnLimit => "the turn limit is reached: nobody wins",
    }
}

/// "Draw phase": the words for a phase of the turn.
fn phase_words(phase: Phase) -> &'static str {
    match phase {
        Phase::Draw => "Draw phase",
        Phase::Score => "Score phase",
        Phase::Buy => "Buy phase",
        Phase::Over => "game over",
    }
}

/// What one symbol of a kind does in a turn, in the rulebook's order of the phases.
fn symbol_does(kind: Kind) -> &'static str {
    match kind {
        Kind::Draw => "draw and play another card from your Draw Stack",
        Kind::Earn => "take a Credit from the Token Machine",
        Kind::Score => "move one of your Credits onto the Arcade Card",
        Kind::Buy => "pay 1 of a card's cost in the Buy phase",
    }
}

/// The table as text for the viewer of `o`: the Arcade Card, the four stacks, each
/// player (with the viewer's own hand), the turn in play.
fn board(o: &Observation) -> String {
    let c = &o.cards;
    let name = |id: CardId| card(c, id).plain();
    let mut s = String::new();
    match o.arcade.and_then(|a| c.arcade.get(a as usize)) {
        Some(a) => {
            let _ = writeln!(
                s,
                "Arcade Card: {} — High Score {}, gives everyone [{}]   ({} face down)",
                a.name,
                a.high_score,
                a.symbols.text(),
                o.arcade_left.len()
            );
        }
        None => s.push_str("Arcade Card: none\n"),
    }
    let _ = writeln!(
        s,
        "Token Machine: {} Credits\nAction Stacks:",
        o.token_machine
    );
    for st in &o.stacks {
        let top = match st
            .top
            .and_then(|t| c.designs.get(t as usize).map(|d| (t, d)))
        {
            Some((t, d)) => format!("{} — cost {}", name(t), d.cost),
            None => "empty".into(),
        };
        let _ = writeln!(
            s,
            "  {:<6} ({:>2} cards) top: {top}",
            st.kind.name(),
            st.size
        );
    }
    for p in &o.players {
        let marker = if p.seat == o.current && o.end.is_none() {
            "▶"
        } else {
            " "
        };
        let aced: Vec<&str> = p
            .aced
            .iter()
            .filter_map(|&a| c.arcade.get(a as usize))
            .map(|a| a.name.as_str())
            .collect();
        let _ = writeln!(
            s,
            "{marker} {}: {}, {} scored, Aces {}{}, deck {} (draw {}, discard {}, hand {})",
            player(o, p.seat).plain(),
            credits(p.credits),
            p.scored,
            p.aced.len(),
            if aced.is_empty() {
                String::new()
            } else {
                format!(" ({})", aced.join(", "))
            },
            p.deck_size,
            p.draw_size,
            p.discard.len(),
            p.hand_size
        );
        if let Some(h) = &p.hand
            && !h.is_empty()
        {
            let names: Vec<String> = h.iter().map(|&id| name(id)).collect();
            let _ = writeln!(s, "    your hand: {}", names.join(", "));
        }
    }
    if o.end.is_none() {
        let names: Vec<String> = o.turn.in_play.iter().map(|&id| name(id)).collect();
        let sym = |k: Kind| o.turn.symbols.of(k);
        let _ = writeln!(
            s,
            "In play ({}): {}\n  symbols: {} Draw, {} Earn, {} Score, {} Buy{}",
            player(o, o.current).plain(),
            names.join(", "),
            sym(Kind::Draw),
            sym(Kind::Earn),
            sym(Kind::Score),
            sym(Kind::Buy),
            match o.phase {
                Phase::Draw => format!(" — {} Draw left", o.turn.draws_left),
                Phase::Buy => format!(" — {} Buy left", o.turn.buy_left),
                _ => String::new(),
            }
        );
    }
    s
}

impl Words for Anarcade {
    // English alone until its catalogue lands.
    fn line_in(_lang: coinop_core::Lang, view: &Observation, event: &Event) -> Option<Line> {
        Some(tell(view, event))
    }

    /// "Turn 5 — Player 2", "Ace!", "Game over".
    fn heading_in(_lang: coinop_core::Lang, view: &Observation, mark: &Mark) -> Line {
        match mark {
            Mark::Round {
                number,
                seat: Some(seat),
            } => Line::new()
                .text(format!("Turn {number} — "))
                .then(player(view, *seat)),
            Mark::Round { number, seat: None } => Line::new().text(format!("Turn {number}")),
            Mark::Phase { phase } if phase == ACE_PHASE => Line::new().text("Ace!"),
            Mark::Phase { phase } => Line::new().text(phase),
            Mark::GameOver => Line::new().text("Game over"),
        }
    }

    fn board(view: &Observation) -> String {
        board(view)
    }

    /// The four kinds of symbol (each also an Action Stack and a phase's action), by the
    /// engine's names: the word, its stack's colour, its letter, what one does; and the
    /// phases of the turn in words.
    fn glossary_in(_lang: coinop_core::Lang, _view: &Observation) -> Value {
        let kinds: serde_json::Map<String, Value> = Kind::ALL
            .iter()
            .map(|&k| {
                (
                    k.name().to_string(),
                    json!({
                        "name": k.name(),
                        "colour": k.colour(),
                        "letter": k.letter().to_string(),
                        "does": symbol_does(k),
                    }),
                )
            })
            .collect();
        let phases: serde_json::Map<String, Value> =
            [Phase::Draw, Phase::Score, Phase::Buy, Phase::Over]
                .into_iter()
                .map(|p| {
                    let key = serde_json::to_value(p)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default();
                    (key, Value::from(phase_words(p)))
                })
                .collect();
        json!({ "kinds": kinds, "phases": phases })
    }
}
