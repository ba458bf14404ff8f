//! What a balance report counts in Robotanks, and the settings it compares: does the
//! first player win too often, how long do games run, and what do the Shorter Game, the
//! introductory deck and our fire-area reading change.

use crate::event::{End, Event};
use crate::options::RobotanksOptions;
use crate::state::Robotanks;
use coinop_core::{Measured, Setting};

impl Measured for Robotanks {
    const FIGURES: &'static [&'static str] = &[
        "turns",
        "first player wins",
        "rounds",
        "tanks wrecked",
        "command post hits",
        "cards executed",
        "Self Destructs",
        "ended in stalemate",
        "reached the turn limit",
    ];

    fn settings(standard: &RobotanksOptions) -> Vec<Setting<RobotanksOptions>> {
        let mut out = Vec::new();
        let mut add = |name: &str, description: &str, change: &dyn Fn(&mut RobotanksOptions)| {
            let mut options = standard.clone();
            change(&mut options);
            let valid = options.deck().and_then(|d| options.check(&d)).is_ok();
            if options != *standard && valid {
                out.push(Setting {
                    name: name.into(),
                    description: description.into(),
                    options,
                });
            }
        };
        add(
            "post_loss=3",
            "the Shorter Game: command posts lose three cards a hit (§39)",
            &|o| o.post_loss = 3,
        );
        add(
            "starting_hand=12",
            "the Shorter Game: starting hands of 12 (§39)",
            &|o| o.starting_hand = 12,
        );
        add(
            "introductory",
            "the introductory deck: no Energy Ball, Virus, Self Destruct or Scan",
            &|o| o.introductory = true,
        );
        add(
            "fire_area_edges=false",
            "the direct fire area without its edge lines (§1)",
            &|o| o.fire_area_edges = false,
        );
        out
    }

    fn count_event(&self, e: &Event, f: &mut [f64]) {
        match e {
            Event::Wrecked { .. } => f[3] += 1.0,
            Event::Drained { .. } => f[4] += 1.0,
            Event::Executes { .. } => f[5] += 1.0,
            Event::SelfDestruct { .. } => f[6] += 1.0,
            _ => {}
        }
    }

    fn count_end(&self, f: &mut [f64]) {
        f[0] += self.turns as f64;
        if self
            .end
            .as_ref()
            .is_some_and(|e| e.winners() == [self.first])
        {
            f[1] += 1.0;
        }
        f[2] += (self.turns as f64 / self.players.len() as f64).ceil();
        match self.end {
            Some(End::Stalemate { .. }) => f[7] += 1.0,
            Some(End::TurnLimit { .. }) => f[8] += 1.0,
            _ => {}
        }
    }
}
