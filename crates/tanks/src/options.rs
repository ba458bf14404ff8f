//! Rule options and variants. Defaults are the standard game as the Russian original
//! reads; every contested reading of RULINGS.md that players could want the other way is
//! a field here.

use serde::{Deserialize, Serialize};

pub const MAX_PLAYERS: usize = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TanksOptions {
    /// 1 is the Single Player Mode; 5 to 8 need the doubled board.
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
#[serde(deny_unknown_fields)]
pub struct BoardChoice {
    /// "Arrange all 4 board tiles in 2x2 grid. You can rotate them any way you like."
    /// `Random` shuffles tiles and rotations from the seed.
    pub layout: Layout,
    /// Two sets of tiles in a 4×2 ring, for 5+ players (also allowed with fewer).
    pub doubled: bool,
}

impl Default for BoardChoice {
    fn default() -> Self {
        BoardChoice {
            layout: Layout::Random,
            doubled: false,
        }
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
    /// The usual top-up, then one bot more (our reading of "additional").
    OnTop,
    /// Exactly one new bot each round instead of the top-up.
    Instead,
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
        }
    }
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
        let max = if self.board.doubled { MAX_PLAYERS } else { 4 };
        if self.players == 0 || self.players as usize > max {
            return Err(format!(
                "{} players cannot play on {}: 1 to 4 play on one board, 5 to 8 on the doubled board",
                self.players,
                if self.board.doubled {
                    "the doubled board"
                } else {
                    "one board"
                }
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
            let want = if self.board.doubled { 8 } else { 4 };
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
