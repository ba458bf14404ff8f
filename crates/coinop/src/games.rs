//! What the command line needs of a game beyond the core API and what every report and
//! front end needs (`coinop_games::Hosted`: its title, its AI levels;
//! `coinop_games::Reported`: its length, score and seats): its options from the
//! arguments. Every subcommand is written once against this trait; each game is one
//! `impl`, which the one list of games makes every game have.

use crate::{TableArgs, words};
use anyhow::{Context, Result, bail};
use coinop_anarcade::{Anarcade, AnarcadeOptions};
use coinop_core::Args;
use coinop_games::Reported;
use coinop_robotanks::{Robotanks, RobotanksOptions};
use coinop_skirmish::Skirmish;
use coinop_skirmish::options::{Placement, SkirmishOptions};
use coinop_tanks::Tanks;
use coinop_tanks::options::{Avalanche, TanksOptions};

pub trait CliGame: Reported {
    fn options_from(args: &TableArgs) -> Result<Self::Options>;
}

/// A user's file, refused if it is not a regular file (a device or a pipe would never
/// end) or longer than `max` bytes, which it never reads past.
/// `what` names the kind of file (`cli-file-tiles`, …).
fn read_bounded(path: &std::path::Path, max: usize, what: &str) -> Result<String> {
    use std::io::Read;
    let said = |id: &str| words::said(id, Args::new().str("path", path.display().to_string()));
    let meta = std::fs::metadata(path).with_context(|| said("cli-reading"))?;
    if !meta.is_file() {
        bail!(said("cli-not-a-file"));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(max as u64 + 1).read_to_end(&mut bytes))
        .with_context(|| said("cli-reading"))?;
    if bytes.len() > max {
        bail!(words::said(
            "cli-file-too-long",
            Args::new()
                .str("path", path.display().to_string())
                .str("max", max.to_string())
                .str("what", words::said(what, Args::new()))
        ));
    }
    String::from_utf8(bytes).with_context(|| said("cli-not-utf8"))
}

/// Refuses the table's game-specific arguments given that game `G` does not take, saying
/// which it does (`takes`, a subset of the names below).
fn only<G: Reported>(args: &TableArgs, takes: &[&str]) -> Result<()> {
    let given = [
        ("--tiles", args.tiles.is_some()),
        ("--boxes", args.boxes.is_some()),
        ("--arena", args.arena.is_some()),
        ("--arena-file", args.arena_file.is_some()),
        ("--cards", args.cards.is_some()),
    ];
    let named: Vec<&str> = given
        .iter()
        .filter(|(a, on)| *on && !takes.contains(a))
        .map(|(a, _)| *a)
        .collect();
    if named.is_empty() {
        return Ok(());
    }
    bail!(words::said(
        "cli-args-elsewhere",
        Args::new()
            .str("args", named.join(", "))
            .str("game", G::title_in(words::lang()))
            .str("takes", takes.join(", "))
    ))
}

/// An unknown variant, and the ones there are.
fn unknown_variant(name: &str, known: &str) -> anyhow::Error {
    anyhow::anyhow!(words::said(
        "cli-unknown-variant",
        Args::new().str("variant", name).str("known", known)
    ))
}

/// Reads `--options` JSON over the defaults.
fn merged<O: serde::Serialize + serde::de::DeserializeOwned>(
    base: O,
    json: Option<&str>,
) -> Result<O> {
    let Some(json) = json else { return Ok(base) };
    let mut value = serde_json::to_value(&base)?;
    let said = |id: &str| words::said(id, Args::new());
    let patch: serde_json::Value =
        serde_json::from_str(json).with_context(|| said("cli-options-not-json"))?;
    if !patch.is_object() {
        bail!(said("cli-options-not-object"));
    }
    crate::merge(&mut value, patch);
    serde_json::from_value(value).with_context(|| said("cli-options-unknown"))
}

impl CliGame for Tanks {
    fn options_from(args: &TableArgs) -> Result<TanksOptions> {
        only::<Self>(args, &["--tiles", "--boxes"])?;
        let mut o = Tanks::with_players(
            merged(TanksOptions::default(), args.options.as_deref())?,
            args.players.unwrap_or(2),
        );
        for v in &args.variant {
            match v.as_str() {
                "uneven-combat" => o.variants.uneven_combat = true,
                "island" => o.variants.island = true,
                "dangerous-four" => o.variants.dangerous_four = true,
                // RU: «выставляется один новый бот» each round (RULINGS.md §19).
                "avalanche" | "avalanche-instead" => {
                    o.variants.avalanche = Some(Avalanche::Instead)
                }
                "avalanche-top-up" | "avalanche-on-top" => {
                    o.variants.avalanche = Some(Avalanche::OnTop)
                }
                "doubled" => o.board.boxes = o.board.boxes.max(2),
                "single" | "single-player" => o.players = 1,
                other => {
                    return Err(unknown_variant(
                        other,
                        "uneven-combat, island, dangerous-four, avalanche, avalanche-top-up, doubled, single-player",
                    ));
                }
            }
        }
        if let Some(b) = args.boxes {
            o.board.boxes = b;
        }
        if let Some(path) = &args.tiles {
            // Our tiles file is 3 KB; a megabyte is room for any board.
            o.tiles_ron = Some(read_bounded(path, 1 << 20, "cli-file-tiles")?);
        }
        o.validate().map_err(anyhow::Error::msg)?;
        // A tiles file is checked only by setting a game up.
        <Tanks as coinop_core::Game>::new_game(&o, 0)?;
        Ok(o)
    }
}

impl CliGame for Skirmish {
    fn options_from(args: &TableArgs) -> Result<SkirmishOptions> {
        only::<Self>(args, &["--arena", "--arena-file"])?;
        if args.players.is_some_and(|p| p != 2) {
            bail!(words::said("cli-arcade-two", Args::new()));
        }
        let mut o = merged(SkirmishOptions::default(), args.options.as_deref())?;
        if let Some(a) = &args.arena {
            o.arena = a.clone();
        }
        if let Some(path) = &args.arena_file {
            let text = read_bounded(path, coinop_skirmish::arena::MAX_FILE, "cli-file-arena")?;
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("my-arena");
            // Checked whole; the first arena of the file is played.
            let first = coinop_skirmish::arena::read_user_file(&text, stem)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?
                .into_iter()
                .next();
            o.custom_arena = Some(first.ok_or_else(|| {
                anyhow::anyhow!(words::said(
                    "cli-no-arena",
                    Args::new().str("path", path.display().to_string())
                ))
            })?);
        }
        for v in &args.variant {
            match v.as_str() {
                "all" | "advanced" => o.rules = coinop_skirmish::options::AdvancedRules::all(),
                "wrecks" => o.wrecks_stay = true,
                "place-in-turn" => o.placement = Placement::InTurn,
                "mission-pool" => o.missions.hold_pool = true,
                "mission-far-rank" => o.missions.far_rank = true,
                "mission-walls" => o.missions.destroy_walls = true,
                name => match o.rules.flag(name) {
                    Some(flag) => *flag = true,
                    None => {
                        let known = format!(
                            "all, {}, wrecks, place-in-turn, mission-pool, mission-far-rank, mission-walls",
                            coinop_skirmish::options::AdvancedRules::NAMES.join(", ")
                        );
                        return Err(unknown_variant(name, &known));
                    }
                },
            }
        }
        let arena = o.arena().map_err(anyhow::Error::msg)?;
        o.check(&arena).map_err(anyhow::Error::msg)?;
        Ok(o)
    }
}

impl CliGame for Anarcade {
    fn options_from(args: &TableArgs) -> Result<AnarcadeOptions> {
        only::<Self>(args, &["--cards"])?;
        let mut o = merged(AnarcadeOptions::default(), args.options.as_deref())?;
        if let Some(p) = args.players {
            o = Self::with_players(o, p);
        }
        if let Some(path) = &args.cards {
            let text = read_bounded(path, coinop_anarcade::cards::MAX_FILE, "cli-file-cards")?;
            o.custom_cards = Some(
                coinop_anarcade::cards::CardFile::read(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
            );
        }
        for v in &args.variant {
            match v.as_str() {
                "compulsory-draws" => o.compulsory_draws = true,
                "open-stacks" => o.open_stacks = true,
                "short" | "short-game" => o.aces_to_win = 2,
                other => {
                    return Err(unknown_variant(
                        other,
                        "compulsory-draws, open-stacks, short",
                    ));
                }
            }
        }
        let set = o.card_set().map_err(anyhow::Error::msg)?;
        o.check(&set).map_err(anyhow::Error::msg)?;
        Ok(o)
    }
}

impl CliGame for Robotanks {
    fn options_from(args: &TableArgs) -> Result<RobotanksOptions> {
        only::<Self>(args, &["--cards", "--arena-file"])?;
        let mut o = merged(RobotanksOptions::default(), args.options.as_deref())?;
        if let Some(p) = args.players {
            o = Self::with_players(o, p);
        }
        if let Some(path) = &args.cards {
            let text = read_bounded(path, coinop_robotanks::cards::MAX_FILE, "cli-file-deck")?;
            o.custom_deck = Some(
                coinop_robotanks::cards::DeckFile::read(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
            );
        }
        if let Some(path) = &args.arena_file {
            let text = read_bounded(path, coinop_robotanks::arena::MAX_FILE, "cli-file-map")?;
            o.custom_arena = Some(
                coinop_robotanks::arena::ArenaFile::read(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
            );
        }
        for v in &args.variant {
            match v.as_str() {
                "introductory" => o.introductory = true,
                "shorter" | "short" => o.post_loss = 3,
                "short-hands" => o.starting_hand = 12,
                "no-edges" => o.fire_area_edges = false,
                "armor-to-bank" => o.destroyed_armor_to_bank = true,
                "misdeal-neither" => o.misdeal_needs_neither = true,
                other => {
                    return Err(unknown_variant(
                        other,
                        "introductory, shorter, short-hands, no-edges, armor-to-bank, misdeal-neither",
                    ));
                }
            }
        }
        let deck = o.deck().map_err(anyhow::Error::msg)?;
        o.check(&deck).map_err(anyhow::Error::msg)?;
        o.arena().map_err(anyhow::Error::msg)?;
        Ok(o)
    }
}
