//! What `coinop balance tanks` varies and counts: every rule reading of RULINGS.md the
//! other way, every variant, and version 1's readings together; per game the rounds,
//! bots, Eagles and power-ups.

use crate::Tanks;
use crate::event::{Event, Mover};
use crate::options::*;
use crate::state::PowerUp;
use coinop_core::{Measured, Setting};

impl Measured for Tanks {
    const FIGURES: &'static [&'static str] = &[
        "rounds",
        "bots destroyed",
        "bots scored",
        "Eagles taken",
        "player tanks destroyed",
        "power-ups placed",
        "power-ups taken",
        "power-ups discarded by bots",
        "Shovels and Grenades taken",
        "bots entering",
    ];

    fn settings(standard: &TanksOptions) -> Vec<Setting<TanksOptions>> {
        let mut out = Vec::new();
        let mut add = |name: &str, description: &str, change: &dyn Fn(&mut TanksOptions)| {
            let mut options = standard.clone();
            change(&mut options);
            if options != *standard {
                out.push(Setting {
                    name: name.into(),
                    description: description.into(),
                    options,
                });
            }
        };
        let r = |f: fn(&mut RuleReadings)| move |o: &mut TanksOptions| f(&mut o.rulings);
        add(
            "bot_target_order=FrontLeftRightBehind",
            "bots look for targets front, left, right, behind (EN, §1)",
            &r(|r| r.bot_target_order = TargetOrder::FrontLeftRightBehind),
        );
        add(
            "grenade_kills_score=false",
            "Grenade kills score nothing (EN, §2)",
            &r(|r| r.grenade_kills_score = false),
        );
        add(
            "exchange=Unlimited",
            "cards may be exchanged any number of times (EN, §3)",
            &r(|r| r.exchange = ExchangeLimit::Unlimited),
        );
        add(
            "clock=ActionPhase",
            "the Clock lasts only the action phase (§4)",
            &r(|r| r.clock = ClockLasts::ActionPhase),
        );
        add(
            "brick_double_hit=DifferentSides",
            "an intact brick falls to several hits only from different sides (EN, §5)",
            &r(|r| r.brick_double_hit = BrickDoubleHit::DifferentSides),
        );
        add(
            "stacked_hits=false",
            "several hits in a volley cost 2 cards in all (§21)",
            &r(|r| r.stacked_hits = false),
        );
        add(
            "helm_stops_grenade=true",
            "a Helm stops a Grenade too (§22)",
            &r(|r| r.helm_stops_grenade = true),
        );
        add(
            "tie=SharedWin",
            "a tie at the end is a shared win (§17)",
            &r(|r| r.tie = TieRule::SharedWin),
        );
        add(
            "powerup_use=AfterCard",
            "Shovel and Grenade wait until the card has finished (§30)",
            &r(|r| r.powerup_use = PowerUpUse::AfterCard),
        );
        add(
            "placed_bot_discards_powerup=true",
            "a bot placed on a power-up discards it (§53)",
            &r(|r| r.placed_bot_discards_powerup = true),
        );
        add(
            "bot_reserve=UntilTokensReturn",
            "bot tokens back in an exhausted reserve are drawn again (§48)",
            &r(|r| r.bot_reserve = ReserveRunsOut::UntilTokensReturn),
        );
        add(
            "shovel_builds_on=GroundForestIce",
            "the Shovel may build on forest and ice too (§11)",
            &r(|r| r.shovel_builds_on = ShovelGround::GroundForestIce),
        );
        add(
            "second_maneuvers=InTurn",
            "second maneuvers shown one at a time (EN, §54)",
            &r(|r| r.second_maneuvers = SecondReveal::InTurn),
        );
        add(
            "engine_v1",
            "all five readings engine version 1 played (§30, §48, §53, §54)",
            &|o| {
                let v1 = RuleReadings::engine_version_1();
                o.rulings.powerup_use = v1.powerup_use;
                o.rulings.placed_bot_discards_powerup = v1.placed_bot_discards_powerup;
                o.rulings.bot_reserve = v1.bot_reserve;
                o.rulings.second_maneuvers = v1.second_maneuvers;
            },
        );
        add(
            "uneven_combat",
            "variant Uneven Combat: bots see and fire through walls",
            &|o| o.variants.uneven_combat = true,
        );
        add(
            "island",
            "variant Island: tanks can leave the board and are lost",
            &|o| o.variants.island = true,
        );
        add("dangerous_four", "variant Dangerous Four: 4 bots", &|o| {
            o.variants.dangerous_four = true
        });
        add(
            "avalanche",
            "variant Avalanche: one new bot a round (RU, §19)",
            &|o| o.variants.avalanche = Some(Avalanche::Instead),
        );
        add(
            "avalanche=OnTop",
            "variant Avalanche: the top-up, then one more (EN, §19)",
            &|o| o.variants.avalanche = Some(Avalanche::OnTop),
        );
        out
    }

    fn count_event(&self, e: &Event, f: &mut [f64]) {
        let i = match e {
            Event::Destroyed {
                mover: Mover::Bot(_),
                ..
            } => 1,
            Event::BotScored { .. } => 2,
            Event::EagleTaken { .. } => 3,
            Event::Destroyed {
                mover: Mover::Player(_),
                ..
            } => 4,
            Event::PowerUpPlaced { .. } => 5,
            Event::PowerUpTaken { power, .. } => {
                if matches!(power, PowerUp::Shovel | PowerUp::Grenade) {
                    f[8] += 1.0;
                }
                6
            }
            Event::PowerUpRemoved { .. } | Event::PowerUpDiscardedByPlacedBot { .. } => 7,
            Event::BotSpawned { .. } => 9,
            _ => return,
        };
        f[i] += 1.0;
    }

    fn count_end(&self, f: &mut [f64]) {
        f[0] += self.round as f64;
    }
}
