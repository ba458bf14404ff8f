//! What a balance report counts in Anarcade, and the settings it compares. The questions
//! a designer asks of a deck builder: does Player 1 win too often, how long do games
//! run, and which cards win — the report's strength of each card is how often the
//! players who bought it won (`Measured::taken`).

use crate::cards::Kind;
use crate::event::{End, Event};
use crate::options::AnarcadeOptions;
use crate::state::Anarcade;
use coinop_core::{Measured, Seat, Setting};

impl Measured for Anarcade {
    const FIGURES: &'static [&'static str] = &[
        "turns",
        "Player 1 wins",
        "rounds",
        "cards bought",
        "Credits earned",
        "Credits scored",
        "Draw actions taken",
        "Credits given back by an Ace",
        "reached the turn limit",
    ];

    fn settings(standard: &AnarcadeOptions) -> Vec<Setting<AnarcadeOptions>> {
        let mut out = Vec::new();
        let mut add = |name: &str, description: &str, change: &dyn Fn(&mut AnarcadeOptions)| {
            let mut options = standard.clone();
            change(&mut options);
            let valid = options.card_set().and_then(|s| options.check(&s)).is_ok();
            if options != *standard && valid {
                out.push(Setting {
                    name: name.into(),
                    description: description.into(),
                    options,
                });
            }
        };
        add(
            "compulsory_draws",
            "every Draw action must be taken (§3)",
            &|o| o.compulsory_draws = true,
        );
        add(
            "open_stacks",
            "players may look through the Action Stacks (§11)",
            &|o| o.open_stacks = true,
        );
        add("aces_to_win=2", "a shorter game: 2 Aces win", &|o| {
            o.aces_to_win = 2
        });
        add(
            "catch_up_credits=1",
            "later players start with Credits: Player 2 one, Player 3 two, Player 4 three",
            &|o| o.catch_up_credits = 1,
        );
        add(
            "catch_up_credits=2",
            "later players start with Credits: Player 2 two, Player 3 four, Player 4 six",
            &|o| o.catch_up_credits = 2,
        );
        add(
            "credit_limit=4",
            "keep at most 4 Credits at the end of a turn",
            &|o| o.credit_limit = 4,
        );
        add(
            "credit_limit=10",
            "keep at most 10 Credits at the end of a turn",
            &|o| o.credit_limit = 10,
        );
        out
    }

    fn count_event(&self, e: &Event, f: &mut [f64]) {
        match e {
            Event::Bought { .. } => f[3] += 1.0,
            Event::Earned { credits, .. } => f[4] += *credits as f64,
            Event::Scored { credits, .. } => f[5] += *credits as f64,
            Event::Played { drawn: true, .. } => f[6] += 1.0,
            Event::ScoreReturned { credits, .. } => f[7] += *credits as f64,
            _ => {}
        }
    }

    fn count_end(&self, f: &mut [f64]) {
        f[0] += self.turns as f64;
        if self
            .end
            .as_ref()
            .is_some_and(|e| e.winners() == [self.first_player])
        {
            f[1] += 1.0;
        }
        f[2] += (self.turns as f64 / self.players.len() as f64).ceil();
        if self.end == Some(End::TurnLimit) {
            f[8] += 1.0;
        }
    }

    /// The cards each player bought: every card they own but their Starter Cards.
    fn taken(&self) -> Vec<(String, Vec<Seat>)> {
        let mut out: Vec<(String, Vec<Seat>)> = Vec::new();
        for (id, d) in self.cards.designs.iter().enumerate() {
            let Some(k) = d.stack else { continue };
            let buyers: Vec<Seat> = (0..self.players.len() as Seat)
                .filter(|&s| {
                    let p = &self.players[s as usize];
                    let in_play = if self.current == s {
                        &self.turn.in_play[..]
                    } else {
                        &[]
                    };
                    [&p.hand[..], &p.draw, &p.discard, in_play]
                        .iter()
                        .any(|pile| pile.contains(&(id as u8)))
                })
                .collect();
            out.push((
                format!("{} ({}, cost {})", d.name, stack_word(k), d.cost),
                buyers,
            ));
        }
        out
    }
}

fn stack_word(k: Kind) -> &'static str {
    k.colour()
}
