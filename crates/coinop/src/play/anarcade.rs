//! Anarcade in the terminal: the Arcade Card, the four stacks' tops, each player's
//! Credits, score and Aces, your hand, and the cards in play with their symbols.

use super::{Paint, Terminal};
use coinop_anarcade::cards::Kind;
use coinop_anarcade::event::Event;
use coinop_anarcade::state::Phase;
use coinop_anarcade::{Action, Anarcade};
use coinop_core::Lang;
use coinop_core::words::plural;
use coinop_core::{Game, Seat, Viewer, Words};

// One line a paragraph or table row: the terminal wraps them to its width.
const HELP: &str = "\
How to answer (one action at a time, or several on a line separated by commas):
  draw            take a Draw action: draw and play your next card
  stop            skip the Draw actions left
  score N         move N of your Credits onto the Arcade Card (score 0 / skip: none)
  buy earn        buy the top card of a stack: draw, earn, score, buy (or blue, \
    yellow, purple, green); Buy symbols pay first, then Credits
  end             buy nothing more: your turn ends
  a number from the list, board, help, quit
Symbols: D Draw, E Earn, S Score, B Buy. Ace an Arcade Card by scoring its High Score; \
    the first to Ace 3 wins.";

fn symbol_code(k: Kind) -> &'static str {
    match k {
        Kind::Draw => "1;94",
        Kind::Earn => "1;93",
        Kind::Score => "1;95",
        Kind::Buy => "1;92",
    }
}

impl Terminal for Anarcade {
    fn banner(_lang: Lang) -> String {
        "ANARCADE — Champion Gold: Ace 3 arcade games to be King of the Arcade".into()
    }
    fn intro(_lang: Lang) -> String {
        "Each turn you lay out your hand of 3 and take its actions, with the face-up Arcade Card's, \
        in order: Draw (more cards), Earn (Credits), Score (Credits onto the Arcade Card, up to its High Score), Buy (better cards).".into()
    }
    fn help(_lang: Lang) -> String {
        HELP.into()
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let text = <Anarcade as Words>::board(&self.observe(viewer));
        // Colour each symbol letter inside [ … ] by its kind.
        let mut out = String::new();
        for line in text.lines() {
            let mut inside = false;
            for ch in line.chars() {
                match ch {
                    '[' => {
                        inside = true;
                        out.push(ch);
                    }
                    ']' => {
                        inside = false;
                        out.push(ch);
                    }
                    c if inside => {
                        let kind = Kind::ALL.into_iter().find(|k| k.letter() == c);
                        match kind {
                            Some(k) => out.push_str(&paint.paint(symbol_code(k), &c.to_string())),
                            None => out.push(c),
                        }
                    }
                    c => out.push(c),
                }
            }
            out.push('\n');
        }
        out
    }

    fn goal(&self, _lang: Lang) -> String {
        let o = &self.options;
        format!(
            "Goal: be King of the Arcade — the first to Ace {} (score an Arcade Card's High \
             Score while it is face up) wins at once. If the Arcade Stack runs out first, the \
             most Aces win; after {} turns nobody wins.",
            plural(o.aces_to_win as u32, "Arcade Card", "Arcade Cards"),
            o.max_turns
        )
    }

    fn question(&self, me: Seat, _lang: Lang) -> String {
        let p = &self.players[me as usize];
        let s = &self.turn.symbols;
        let n = |k: u32, one: &str, many: &str| plural(k, one, many);
        match self.phase {
            Phase::Draw => format!(
                "Player {}, Draw phase: {} Draw {} left ({} in your Draw Stack, {} in your Discard):",
                self.player_number(me),
                self.turn.draws_left,
                if self.turn.draws_left == 1 {
                    "action"
                } else {
                    "actions"
                },
                p.draw.len(),
                p.discard.len()
            ),
            Phase::Score => format!(
                "Player {}, Score phase: {}, {}, {} of {} scored — how many do you score?",
                self.player_number(me),
                n(s.of(Kind::Score) as u32, "Score symbol", "Score symbols"),
                n(p.credits as u32, "Credit", "Credits"),
                p.scored,
                self.high_score()
            ),
            Phase::Buy => format!(
                "Player {}, Buy phase: {} left and {} (you keep at most {} at the end of the turn):",
                self.player_number(me),
                n(self.turn.buy_left as u32, "Buy", "Buy"),
                n(p.credits as u32, "Credit", "Credits"),
                self.options.credit_limit
            ),
            Phase::Over => String::new(),
        }
    }

    fn shorthand(&self, _me: Seat, line: &str, _lang: Lang) -> Option<Result<Vec<String>, String>> {
        // `buy earn, buy earn, end`: several actions on one line.
        line.contains(',').then(|| {
            Ok(line
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect())
        })
    }

    fn note(&self, action: &Action, _lang: Lang) -> Option<String> {
        match *action {
            Action::Buy(k) => {
                let top = *self.stacks[k as usize].last()?;
                let d = self.cards.design(top);
                Some(format!(
                    "{} [{}], cost {}",
                    d.name,
                    d.symbols.text(),
                    d.cost
                ))
            }
            Action::Score(n)
                if n > 0 && self.players[self.current as usize].scored + n == self.high_score() =>
            {
                Some("Aces the card".into())
            }
            _ => None,
        }
    }

    fn opening(&self, _lang: Lang) -> Option<String> {
        let cards = if self.options.custom_cards.is_some() {
            format!("Cards: {}. ", self.cards.title)
        } else {
            String::new()
        };
        Some(format!(
            "{cards}Player 1 (seat {}) takes the first turn{}; the others are numbered from them in turn order.",
            self.first_player + 1,
            if self.options.first_player.is_some() {
                " (as the options say)"
            } else {
                " (drawn at random)"
            }
        ))
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::TurnBegins { .. } => "1",
            Event::Aced { .. } => "1;33",
            Event::GameOver { .. } => "1;33",
            Event::Bought { .. } => "32",
            Event::Scored { .. } => "35",
            Event::Reshuffled { .. } | Event::HandDrawn { .. } => "2",
            _ => "",
        }
    }

    fn new_section(e: &Event) -> bool {
        matches!(e, Event::TurnBegins { .. })
    }
}
