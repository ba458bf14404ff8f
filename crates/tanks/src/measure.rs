//! What `coinop balance tanks` varies and counts: every rule reading of RULINGS.md the
//! other way, every variant, and version 1's readings together; per game the rounds,
//! bots, Eagles and power-ups.

use crate::Tanks;
use crate::event::{Event, Mover};
use crate::options::*;
use crate::pieces::PowerUp;
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
        SETTINGS
            .iter()
            .filter_map(|(name, description, change)| {
                let mut options = standard.clone();
                change(&mut options);
                (options != *standard).then(|| Setting {
                    name: name.to_string(),
                    description: description.to_string(),
                    options,
                })
            })
            .collect()
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

/// Every rule reading of RULINGS.md the other way, version 1's readings together, and
/// every variant: (name, what it changes, the change).
type Change = fn(&mut TanksOptions);
const SETTINGS: &[(&str, &str, Change)] = &[
    (
        "bot_target_order=FrontLeftRightBehind",
        "bots look for targets front, left, right, behind (EN, §1)",
        |o| o.rulings.bot_target_order = TargetOrder::FrontLeftRightBehind,
    ),
    (
        "grenade_kills_score=false",
        "Grenade kills score nothing (EN, §2)",
        |o| o.rulings.grenade_kills_score = false,
    ),
    (
        "exchange=Unlimited",
        "cards may be exchanged any number of times (EN, §3)",
        |o| o.rulings.exchange = ExchangeLimit::Unlimited,
    ),
    (
        "clock=ActionPhase",
        "the Clock lasts only the action phase (§4)",
        |o| o.rulings.clock = ClockLasts::ActionPhase,
    ),
    (
        "brick_double_hit=DifferentSides",
        "an intact brick falls to several hits only from different sides (EN, §5)",
        |o| o.rulings.brick_double_hit = BrickDoubleHit::DifferentSides,
    ),
    (
        "stacked_hits=false",
        "several hits in a volley cost 2 cards in all (§21)",
        |o| o.rulings.stacked_hits = false,
    ),
    (
        "helm_stops_grenade=true",
        "a Helm stops a Grenade too (§22)",
        |o| o.rulings.helm_stops_grenade = true,
    ),
    (
        "tie=SharedWin",
        "a tie at the end is a shared win (§17)",
        |o| o.rulings.tie = TieRule::SharedWin,
    ),
    (
        "powerup_use=AfterCard",
        "Shovel and Grenade wait until the card has finished (§30)",
        |o| o.rulings.powerup_use = PowerUpUse::AfterCard,
    ),
    (
        "placed_bot_discards_powerup=true",
        "a bot placed on a power-up discards it (§53)",
        |o| o.rulings.placed_bot_discards_powerup = true,
    ),
    (
        "bot_reserve=UntilTokensReturn",
        "bot tokens back in an exhausted reserve are drawn again (§48)",
        |o| o.rulings.bot_reserve = ReserveRunsOut::UntilTokensReturn,
    ),
    (
        "shovel_builds_on=GroundForestIce",
        "the Shovel may build on forest and ice too (§11)",
        |o| o.rulings.shovel_builds_on = ShovelGround::GroundForestIce,
    ),
    (
        "second_maneuvers=InTurn",
        "second maneuvers shown one at a time (EN, §54)",
        |o| o.rulings.second_maneuvers = SecondReveal::InTurn,
    ),
    (
        "engine_v1",
        "the readings engine version 1 played (§30, §48, §53, §54)",
        |o| {
            let v1 = RuleReadings::engine_version_1();
            o.rulings.powerup_use = v1.powerup_use;
            o.rulings.placed_bot_discards_powerup = v1.placed_bot_discards_powerup;
            o.rulings.bot_reserve = v1.bot_reserve;
            o.rulings.second_maneuvers = v1.second_maneuvers;
        },
    ),
    (
        "uneven_combat",
        "variant Uneven Combat: bots see and fire through walls",
        |o| o.variants.uneven_combat = true,
    ),
    (
        "island",
        "variant Island: tanks can leave the board and are lost",
        |o| o.variants.island = true,
    ),
    ("dangerous_four", "variant Dangerous Four: 4 bots", |o| {
        o.variants.dangerous_four = true
    }),
    (
        "avalanche",
        "variant Avalanche: one new bot a round (RU, §19)",
        |o| o.variants.avalanche = Some(Avalanche::Instead),
    ),
    (
        "avalanche_top_up",
        "variant Avalanche: the top-up, then one more (EN, §19)",
        |o| o.variants.avalanche = Some(Avalanche::OnTop),
    ),
];
