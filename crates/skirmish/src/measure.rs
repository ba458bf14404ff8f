//! What a balance report counts in ARCADE, and the settings it compares: each advanced
//! rule alone and all together, each reading the other way, wrecks, placement, missions,
//! and each arena. The question the rulebook leaves to players is whether the first
//! player is favoured, so "first player won" is a figure of its own: seats are rotated
//! by the report, and the first player is drawn at setup.

use crate::event::{Cause, End, Event};
use crate::options::{AimedShot, BoltCorners, Placement, SkirmishOptions};
use crate::state::Skirmish;
use coinop_core::{Measured, Setting};

impl Measured for Skirmish {
    const FIGURES: &'static [&'static str] = &[
        "turns",
        "first player won",
        "drawn",
        "tanks destroyed",
        "shots fired",
        "shots hitting their target",
        "damage points dealt",
        "damage by collateral, bolts, blasts, rams",
        "walls destroyed",
        "floor destroyed",
        "damage points repaired",
        "won by a mission",
    ];

    fn settings(standard: &SkirmishOptions) -> Vec<Setting<SkirmishOptions>> {
        let mut out = Vec::new();
        let mut add = |name: String, description: String, change: &dyn Fn(&mut SkirmishOptions)| {
            let mut options = standard.clone();
            change(&mut options);
            let valid = options.arena().and_then(|a| options.check(&a)).is_ok();
            if options != *standard && valid {
                out.push(Setting {
                    name,
                    description,
                    options,
                });
            }
        };
        add("all".into(), "every advanced rule at once".into(), &|o| {
            o.rules = crate::options::AdvancedRules::all()
        });
        for name in crate::options::AdvancedRules::NAMES {
            add(
                name.into(),
                format!("the advanced rule {name} alone"),
                &|o| *o.rules.flag(name).expect("a rule name") = true,
            );
        }
        add(
            "aimed_shot=BeforeMoving".into(),
            "any shot before moving is aimed, and the tank may move after (§3)".into(),
            &|o| o.readings.aimed_shot = AimedShot::BeforeMoving,
        );
        add(
            "bolt_corners=Blocked".into(),
            "Energy Bolts: a bolt through a corner is stopped beside it (§8)".into(),
            &|o| {
                o.rules.energy_bolts = true;
                o.readings.bolt_corners = BoltCorners::Blocked;
            },
        );
        add(
            "wrecks".into(),
            "destroyed tanks stay as obstacles".into(),
            &|o| o.wrecks_stay = true,
        );
        add(
            "place-in-turn".into(),
            "players place their tanks in turn, each in their half".into(),
            &|o| o.placement = Placement::InTurn,
        );
        add(
            "mission-pool".into(),
            "mission: hold an Energy Pool for 3 turns (with Repair)".into(),
            &|o| {
                o.rules.repair = true;
                o.missions.hold_pool = true;
            },
        );
        add(
            "mission-far-rank".into(),
            "mission: reach the far rank".into(),
            &|o| o.missions.far_rank = true,
        );
        add(
            "mission-walls".into(),
            "mission: destroy 5 walls (with Wall Destruction)".into(),
            &|o| {
                o.rules.wall_destruction = true;
                o.missions.destroy_walls = true;
            },
        );
        for arena in crate::arena::builtin() {
            let name = arena.name.clone();
            add(
                format!("arena={name}"),
                format!("played on {}", arena.title),
                &move |o| {
                    o.arena = name.clone();
                    o.custom_arena = None;
                },
            );
        }
        out
    }

    fn count_event(&self, e: &Event, f: &mut [f64]) {
        match e {
            Event::Destroyed { .. } => f[3] += 1.0,
            Event::Fired { .. } => f[4] += 1.0,
            Event::Hit { .. } => f[5] += 1.0,
            Event::Damaged { points, cause, .. } => {
                f[6] += *points as f64;
                if !matches!(cause, Cause::Shot | Cause::Glancing) {
                    f[7] += *points as f64;
                }
            }
            Event::WallDestroyed { .. } => f[8] += 1.0,
            Event::FloorDestroyed { .. } => f[9] += 1.0,
            Event::Repaired { points, .. } => f[10] += *points as f64,
            _ => {}
        }
    }

    fn count_end(&self, f: &mut [f64]) {
        f[0] += self.turns as f64;
        let winner = self.end.and_then(End::winner);
        if winner == Some(self.first_player) {
            f[1] += 1.0;
        }
        if winner.is_none() {
            f[2] += 1.0;
        }
        if matches!(
            self.end,
            Some(End::Pool { .. } | End::FarRank { .. } | End::Walls { .. })
        ) {
            f[11] += 1.0;
        }
    }
}
