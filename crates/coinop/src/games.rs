//! What the command line needs of a game beyond the core API and what every report and
//! front end needs (`coinop_games::Hosted`: its title, its AI levels;
//! `coinop_games::Reported`: its length, score and seats): its options from the
//! arguments. Every subcommand is written once against this trait; each game is one
//! `impl`, which the one list of games makes every game have.

use crate::TableArgs;
use anyhow::{Context, Result, bail};
use coinop_anarcade::{Anarcade, AnarcadeOptions};
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
fn read_bounded(path: &std::path::Path, max: usize, what: &str) -> Result<String> {
    use std::io::Read;
    let meta = std::fs::metadata(path).with_context(|| format!("reading {}", path.display()))?;
    if !meta.is_file() {
        bail!("{}: not a file", path.display());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(max as u64 + 1).read_to_end(&mut bytes))
        .with_context(|| format!("reading {}", path.display()))?;
    if bytes.len() > max {
        bail!(
            "{}: more than {max} bytes; {what} is at most {max} bytes",
            path.display()
        );
    }
    String::from_utf8(bytes).with_context(|| format!("{}: not UTF-8 text", path.display()))
}

/// Reads `--options` JSON over the defaults.
fn merged<O: serde::Serialize + serde::de::DeserializeOwned>(
    base: O,
    json: Option<&str>,
) -> Result<O> {
    let Some(json) = json else { return Ok(base) };
    let mut value = serde_json::to_value(&base)?;
    let patch: serde_json::Value = serde_json::from_str(json).context("--options is not JSON")?;
    if !patch.is_object() {
        bail!("--options must be a JSON object of option names, like '{{\"max_rounds\":50}}'");
    }
    crate::merge(&mut value, patch);
    serde_json::from_value(value).context("--options names an unknown option or value")
}

impl CliGame for Tanks {
    fn options_from(args: &TableArgs) -> Result<TanksOptions> {
        if args.arena.is_some() || args.arena_file.is_some() {
            bail!("--arena and --arena-file are for ARCADE (skirmish); Arcade Tanks takes --tiles");
        }
        if args.cards.is_some() {
            bail!("--cards is for Anarcade; Arcade Tanks takes --tiles");
        }
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
                other => bail!(
                    "unknown variant {other:?}: use uneven-combat, island, dangerous-four, avalanche, avalanche-top-up, doubled, single-player"
                ),
            }
        }
        if let Some(b) = args.boxes {
            o.board.boxes = b;
        }
        if let Some(path) = &args.tiles {
            // Our tiles file is 3 KB; a megabyte is room for any board.
            o.tiles_ron = Some(read_bounded(path, 1 << 20, "a tiles file")?);
        }
        o.validate().map_err(anyhow::Error::msg)?;
        // A tiles file is checked only by setting a game up.
        <Tanks as coinop_core::Game>::new_game(&o, 0)?;
        Ok(o)
    }
}

impl CliGame for Skirmish {
    fn options_from(args: &TableArgs) -> Result<SkirmishOptions> {
        if args.tiles.is_some() || args.boxes.is_some() || args.cards.is_some() {
            bail!(
                "--tiles, --boxes and --cards are for other games; ARCADE takes --arena or --arena-file"
            );
        }
        if args.players.is_some_and(|p| p != 2) {
            bail!("ARCADE is for 2 players");
        }
        let mut o = merged(SkirmishOptions::default(), args.options.as_deref())?;
        if let Some(a) = &args.arena {
            o.arena = a.clone();
        }
        if let Some(path) = &args.arena_file {
            let text = read_bounded(path, coinop_skirmish::arena::MAX_FILE, "an arena file")?;
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("my-arena");
            // Checked whole; the first arena of the file is played.
            let first = coinop_skirmish::arena::read_user_file(&text, stem)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?
                .into_iter()
                .next();
            o.custom_arena =
                Some(first.ok_or_else(|| anyhow::anyhow!("{} holds no arena", path.display()))?);
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
                    None => bail!(
                        "unknown variant {name:?}: use all, {}, wrecks, place-in-turn, mission-pool, mission-far-rank, mission-walls",
                        coinop_skirmish::options::AdvancedRules::NAMES.join(", ")
                    ),
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
        if args.tiles.is_some()
            || args.boxes.is_some()
            || args.arena.is_some()
            || args.arena_file.is_some()
        {
            bail!(
                "--tiles, --boxes, --arena and --arena-file are for other games; Anarcade takes --cards"
            );
        }
        let mut o = merged(AnarcadeOptions::default(), args.options.as_deref())?;
        if let Some(p) = args.players {
            o = Self::with_players(o, p);
        }
        if let Some(path) = &args.cards {
            let text = read_bounded(path, coinop_anarcade::cards::MAX_FILE, "a card file")?;
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
                    bail!("unknown variant {other:?}: use compulsory-draws, open-stacks, short")
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
        if args.tiles.is_some() || args.boxes.is_some() || args.arena.is_some() {
            bail!(
                "--tiles, --boxes and --arena are for other games; Robotanks takes --cards (a deck file) and --arena-file (a map file)"
            );
        }
        let mut o = merged(RobotanksOptions::default(), args.options.as_deref())?;
        if let Some(p) = args.players {
            o = Self::with_players(o, p);
        }
        if let Some(path) = &args.cards {
            let text = read_bounded(path, coinop_robotanks::cards::MAX_FILE, "a deck file")?;
            o.custom_deck = Some(
                coinop_robotanks::cards::DeckFile::read(&text)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
            );
        }
        if let Some(path) = &args.arena_file {
            let text = read_bounded(path, coinop_robotanks::arena::MAX_FILE, "a map file")?;
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
                other => bail!(
                    "unknown variant {other:?}: use introductory, shorter, short-hands, no-edges, armor-to-bank, misdeal-neither"
                ),
            }
        }
        let deck = o.deck().map_err(anyhow::Error::msg)?;
        o.check(&deck).map_err(anyhow::Error::msg)?;
        o.arena().map_err(anyhow::Error::msg)?;
        Ok(o)
    }
}
