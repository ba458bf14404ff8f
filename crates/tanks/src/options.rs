//! Rule options and variants. Defaults are the standard game as the Russian original
//! reads; every contested reading of RULINGS.md that players could want the other way is
//! a field here.

use serde::{Deserialize, Serialize};

/// Four tanks to a box, and at most four boxes: 16 seats, the most the core's seat sets
/// hold (RULINGS.md §36).
pub const MAX_BOXES: u8 = 4;
pub const MAX_PLAYERS: usize = 4 * MAX_BOXES as usize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TanksOptions {
    /// 1 is the Single Player Mode; more than 4 need more boxes (4 per box).
    pub players: u8,
    /// The seat that starts with the First Player token.
    pub first_player: u8,
    pub board: BoardChoice,
    pub variants: Variants,
    pub rulings: RuleReadings,
    /// A game still running after this many rounds ends as it stands (random play can
    /// wander forever; a real table would have stopped).
    pub max_rounds: u16,
    /// Board tiles in RON, replacing the built-in ones (see `content/tiles.ron`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiles_ron: Option<String>,
}

impl Default for TanksOptions {
    fn default() -> Self {
        TanksOptions {
            players: 2,
            first_player: 0,
            board: BoardChoice::default(),
            variants: Variants::default(),
            rulings: RuleReadings::default(),
            max_rounds: 100,
            tiles_ron: None,
        }
    }
}

/// How the board tiles are laid out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardChoiceWire")]
pub struct BoardChoice {
    /// "Arrange all 4 board tiles in 2x2 grid. You can rotate them any way you like."
    /// `Random` shuffles tiles and rotations from the seed.
    pub layout: Layout,
    /// «Используя 2 и более коробки игры»: sets of the game used, 1 to 4. `k` boxes lay
    /// their 4k tiles in a ring two tiles high and 2k long; 4k players at most.
    pub boxes: u8,
}

impl Default for BoardChoice {
    fn default() -> Self {
        BoardChoice {
            layout: Layout::Random,
            boxes: 1,
        }
    }
}

impl BoardChoice {
    /// More than one box: tanks start in a corner zone, bots go nearest the Eagle.
    pub fn expanded(&self) -> bool {
        self.boxes > 1
    }
}

/// Options written before boxes were counted said `doubled: true` for two.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardChoiceWire {
    #[serde(default = "random_layout")]
    layout: Layout,
    #[serde(default)]
    boxes: Option<u8>,
    #[serde(default)]
    doubled: Option<bool>,
}

fn random_layout() -> Layout {
    Layout::Random
}

impl TryFrom<BoardChoiceWire> for BoardChoice {
    type Error = String;
    fn try_from(w: BoardChoiceWire) -> Result<BoardChoice, String> {
        let boxes = match (w.boxes, w.doubled) {
            (Some(b), Some(d)) if d != (b == 2) => {
                return Err(format!(
                    "board: boxes = {b} and doubled = {d} disagree (doubled means 2 boxes)"
                ));
            }
            (Some(b), _) => b,
            (None, Some(true)) => 2,
            _ => 1,
        };
        Ok(BoardChoice {
            layout: w.layout,
            boxes,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Layout {
    Random,
    /// Tiles in clockwise order from the north-west corner: (tile index, quarter turns
    /// clockwise).
    Fixed(Vec<(u8, u8)>),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variants {
    /// «Неравный бой»: bots see and shoot through obstacles.
    pub uneven_combat: bool,
    /// «Остров»: tanks can leave the board and are lost; bots treat the edge as water.
    pub island: bool,
    /// «Опасная четвёрка»: 4 bots, on all numbers of the Eagle's segment, topped up to 4.
    pub dangerous_four: bool,
    /// «Лавина»: a new bot every round's end.
    pub avalanche: Option<Avalanche>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Avalanche {
    /// RU «выставляется один новый бот (независимо от числа погибших)»: exactly one new
    /// bot each round, instead of the top-up (RULINGS.md §19).
    Instead,
    /// EN "additional bot": the usual top-up, then one bot more.
    OnTop,
}

/// Readings of sentences the two rulebooks disagree on or leave open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleReadings {
    /// RU «перед собой, справа, слева, позади» vs EN "front, left, right, behind".
    pub bot_target_order: TargetOrder,
    /// RU: Grenade kills give the player the bot tokens as VP; EN: no.
    pub grenade_kills_score: bool,
    /// RU: the exchange is «один раз» per planning; EN sets no limit.
    pub exchange: ExchangeLimit,
    /// RU «ход» = the round: Clock freezes bots until the round ends; or only this phase.
    pub clock: ClockLasts,
    /// RU: an intact brick hit by several tanks at once is removed; EN: only when hit from
    /// different sides.
    pub brick_double_hit: BrickDoubleHit,
    /// Several hits on one player in one volley: 2 cards each, or 2 cards in all.
    pub stacked_hits: bool,
    /// Whether a Helm also stops Grenade damage.
    pub helm_stops_grenade: bool,
    /// RU «если ничья вас не устраивает» makes playing on optional; EN always plays on.
    pub tie: TieRule,
    /// RU «сразу же»: a Shovel or Grenade is used where it is taken, and the card goes
    /// on; or only once the card (or bot maneuver) has finished.
    pub powerup_use: PowerUpUse,
    /// Whether a bot placed at the round's end on a power-up's space discards it (it did
    /// not drive through it; RULINGS.md §53).
    pub placed_bot_discards_powerup: bool,
    /// RU «новые боты в этой партии уже не появляются»: once the reserve runs out, no bot
    /// comes for the rest of the game; or tokens that return are drawn again.
    pub bot_reserve: ReserveRunsOut,
    /// RU «в любую пустую клетку»: where the Shovel may put a brick.
    pub shovel_builds_on: ShovelGround,
    /// RU «все игроки вскрывают карты 2-го маневра»: all second maneuvers are revealed
    /// together; EN "resolve their second maneuver in turn order".
    pub second_maneuvers: SecondReveal,
}

impl Default for RuleReadings {
    fn default() -> Self {
        RuleReadings {
            bot_target_order: TargetOrder::FrontRightLeftBehind,
            grenade_kills_score: true,
            exchange: ExchangeLimit::Once,
            clock: ClockLasts::Round,
            brick_double_hit: BrickDoubleHit::SeveralTanks,
            stacked_hits: true,
            helm_stops_grenade: false,
            tie: TieRule::PlayOn,
            powerup_use: PowerUpUse::AtOnce,
            placed_bot_discards_powerup: false,
            bot_reserve: ReserveRunsOut::ForGood,
            shovel_builds_on: ShovelGround::EmptyGround,
            second_maneuvers: SecondReveal::AllAtOnce,
        }
    }
}

impl RuleReadings {
    /// The readings engine version 1 played, for replaying its games bit for bit.
    pub fn engine_version_1() -> RuleReadings {
        RuleReadings {
            powerup_use: PowerUpUse::AfterCard,
            placed_bot_discards_powerup: true,
            bot_reserve: ReserveRunsOut::UntilTokensReturn,
            shovel_builds_on: ShovelGround::EmptyGround,
            second_maneuvers: SecondReveal::InTurn,
            ..RuleReadings::default()
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PowerUpUse {
    /// Where the token is taken, after that one space of movement; the card then goes on.
    AtOnce,
    /// After the whole card, ice slides included (or the bot maneuver that pushed).
    AfterCard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReserveRunsOut {
    /// From the moment its last token is drawn, no bot enters for the rest of the game.
    ForGood,
    /// Tokens that come back later (shared kills, bots lost without a scorer) are drawn.
    UntilTokensReturn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShovelGround {
    /// Plain ground only: the rulebook's «пустая клетка» is the terrain with no effect.
    EmptyGround,
    /// Plain ground, forest or ice, with nothing on it.
    GroundForestIce,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SecondReveal {
    /// At the start of the 2nd action phase, every tank still in play shows its 2nd
    /// maneuver; they are then resolved in turn order.
    AllAtOnce,
    /// Each player shows the 2nd maneuver only when their turn to resolve it comes.
    InTurn,
}
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TargetOrder {
    FrontRightLeftBehind,
    FrontLeftRightBehind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExchangeLimit {
    Once,
    Unlimited,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockLasts {
    Round,
    ActionPhase,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BrickDoubleHit {
    SeveralTanks,
    DifferentSides,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieRule {
    PlayOn,
    SharedWin,
}

impl TanksOptions {
    pub fn validate(&self) -> Result<(), String> {
        let boxes = self.board.boxes;
        if !(1..=MAX_BOXES).contains(&boxes) {
            return Err(format!(
                "{boxes} boxes: play with 1 to {MAX_BOXES} boxes of the game"
            ));
        }
        if self.players == 0 || self.players > 4 * boxes {
            return Err(format!(
                "{} players cannot play with {}: each box holds 4 tanks, so {} players need {} boxes (1 to {MAX_PLAYERS} players in all)",
                self.players,
                coinop_core::words::plural(boxes, "box", "boxes"),
                self.players,
                self.players.div_ceil(4).max(1)
            ));
        }
        if self.first_player >= self.players {
            return Err(format!(
                "first player {} is not a seat (seats are 0..{})",
                self.first_player, self.players
            ));
        }
        if self.max_rounds == 0 {
            return Err("max_rounds must be at least 1".into());
        }
        if let Layout::Fixed(tiles) = &self.board.layout {
            let want = 4 * boxes as usize;
            if tiles.len() != want {
                return Err(format!(
                    "a fixed layout needs {want} tiles, got {}",
                    tiles.len()
                ));
            }
            if let Some((t, r)) = tiles.iter().find(|(_, r)| *r > 3) {
                return Err(format!("tile {t}: rotation {r} is not 0..3 quarter turns"));
            }
        }
        Ok(())
    }

    /// The fewest boxes that hold `players` tanks.
    pub fn boxes_for(players: u8) -> u8 {
        players.div_ceil(4).clamp(1, MAX_BOXES)
    }

    /// Single Player Mode: "Play as a single tank, trying to get 3 Eagles with minimal
    /// number of turns."
    pub fn single_player(&self) -> bool {
        self.players == 1
    }

    /// Bots kept on the board at each round's end.
    pub fn bot_quota(&self) -> usize {
        if self.variants.dangerous_four { 4 } else { 3 }
    }
}
