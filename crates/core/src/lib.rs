//! The game API that every coinop engine implements and every front end, agent and tool
//! uses. Nothing here does I/O, reads a clock, or draws randomness from anywhere but the
//! game state's own seeded generator.
//!
//! Principal types: [`Game`] (one trait per engine), [`ToMove`] (whose decision it is,
//! possibly several seats at once), [`Viewer`] (a seat or a spectator), [`Outcome`],
//! [`AnyGame`] (the same API type-erased to JSON, for front ends that serve any game by
//! name) and [`Replay`].

mod chance;
pub mod conformance;
mod erased;
mod hash;
pub mod knob;
pub mod lang;
mod measure;
mod replay;
pub mod say;
mod tensor;
pub mod text;
pub mod words;

pub use chance::{Chance, DrawnFrom, Script, Scripted, UNUSED};
pub use erased::{AnyGame, Erased, GameEntry};
pub use hash::StableHasher;
pub use knob::Knob;
pub use lang::Lang;
pub use measure::{Measured, Setting};
pub use replay::{Replay, ReplayError, ReplayStep};
pub use say::{Args, Say};
pub use tensor::{Planes, Tensor};
pub use words::{Line, Mark, Span, Told, Words};

use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// The one random number generator of the project: named, portable, clonable, serializable.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A seat at the table, 0-based, in turn order (clockwise).
pub type Seat = u8;

/// Who is looking: a seat sees its own hidden information, a spectator sees only what is
/// public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

/// A set of seats (at most 16), without allocation: engines are asked whose decision it
/// is after every action. In JSON it is a list of seats.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u16);

impl SeatSet {
    pub fn single(seat: Seat) -> SeatSet {
        SeatSet(1 << seat)
    }
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }
    pub fn contains(self, seat: Seat) -> bool {
        seat < 16 && self.0 & (1 << seat) != 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The lowest seat.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Seat)
    }
    /// The `n`-th seat in ascending order.
    pub fn nth(self, n: usize) -> Option<Seat> {
        self.iter().nth(n)
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |s| self.contains(*s))
    }
    pub fn to_vec(self) -> Vec<Seat> {
        self.iter().collect()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(it: I) -> SeatSet {
        let mut s = SeatSet::default();
        for x in it {
            s.insert(x);
        }
        s
    }
}

impl std::fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl serde::Serialize for SeatSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_vec().serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for SeatSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<Seat>::deserialize(d)?;
        if let Some(bad) = v.iter().find(|s| **s >= 16) {
            return Err(serde::de::Error::custom(format!(
                "seat {bad} is out of range (0..16)"
            )));
        }
        Ok(v.into_iter().collect())
    }
}

/// Whose decision it is. Several seats at once when a game plans simultaneously: each of
/// them may act, in any order, and none sees the others' pending choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ToMove {
    /// The game is over.
    Terminal,
    /// Exactly these seats may act now (never empty).
    Seats(SeatSet),
}

impl ToMove {
    pub fn is_terminal(&self) -> bool {
        matches!(self, ToMove::Terminal)
    }
    pub fn contains(&self, seat: Seat) -> bool {
        match self {
            ToMove::Terminal => false,
            ToMove::Seats(s) => s.contains(seat),
        }
    }
    pub fn seats(&self) -> SeatSet {
        match self {
            ToMove::Terminal => SeatSet::default(),
            ToMove::Seats(s) => *s,
        }
    }
}

/// The final result of a game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Score per seat (victory points, or for solo games the game's own measure).
    pub scores: Vec<i32>,
    /// Winning seats; several when the game allows a shared win, empty when nobody wins.
    pub winners: Vec<Seat>,
    /// Rank per seat, 1 = best; equal scores share a rank.
    pub ranks: Vec<u8>,
    /// Why the game ended, in words a player understands ("third Eagle captured"). Why,
    /// not who: `winners` says who, and reports count games by their reason. English: a
    /// front end words `end` in its reader's language (`Words::end_in`).
    pub reason: String,
    /// Why the game ended as data: the game's own record of its end (as its JSON), which
    /// its words say in any language. None in outcomes stored before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<serde_json::Value>,
}

impl Outcome {
    /// Ranks by descending score, ties sharing the better rank.
    pub fn ranks_from_scores(scores: &[i32]) -> Vec<u8> {
        scores
            .iter()
            .map(|s| 1 + scores.iter().filter(|o| *o > s).count() as u8)
            .collect()
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot set up the game: {0}")]
pub struct SetupError(pub String);

/// Why an action was refused. The state is unchanged whenever one of these is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("seat {seat} does not exist (seats are 0..{seats})")]
    NoSuchSeat { seat: Seat, seats: usize },
    #[error("it is not seat {seat}'s decision now (waiting for {waiting:?})")]
    NotYourTurn { seat: Seat, waiting: Vec<Seat> },
    #[error("illegal action: {0}")]
    Illegal(String),
    #[error("unknown action id {id} (ids are 0..{max})")]
    UnknownId { id: u32, max: u32 },
    #[error("malformed action: {0}")]
    Malformed(String),
}

impl ActionError {
    /// A stable name for the kind of refusal ("not_your_turn"): a front end chooses its
    /// words by it, never by reading the message.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::GameOver => "game_over",
            ActionError::NoSuchSeat { .. } => "no_such_seat",
            ActionError::NotYourTurn { .. } => "not_your_turn",
            ActionError::Illegal(_) => "illegal",
            ActionError::UnknownId { .. } => "unknown_id",
            ActionError::Malformed(_) => "malformed",
        }
    }

    /// The refusal's facts, as named fields: `seat` and `waiting` for `not_your_turn`,
    /// the engine's `reason` for `illegal` and `malformed`.
    pub fn fields(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            ActionError::GameOver => json!({}),
            ActionError::NoSuchSeat { seat, seats } => json!({ "seat": seat, "seats": seats }),
            ActionError::NotYourTurn { seat, waiting } => {
                json!({ "seat": seat, "waiting": waiting })
            }
            ActionError::Illegal(reason) | ActionError::Malformed(reason) => {
                json!({ "reason": reason })
            }
            ActionError::UnknownId { id, max } => json!({ "id": id, "max": max }),
        }
    }
}

/// One game engine. The implementing type *is* the full game state, including its random
/// generator, so `Clone` gives an independent copy that plays on identically.
///
/// **Architecture invariant:** only the engine decides whose turn it is; every change to
/// the state goes through [`Game::apply`], which either succeeds or leaves the state as
/// it was.
pub trait Game: Clone + Debug + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// Rule options and variants, with defaults that give the rulebook's standard game.
    type Options: Clone + Debug + Default + PartialEq + Send + Sync + Serialize + DeserializeOwned;
    type Action: Clone + Debug + PartialEq + Eq + Send + Sync + Serialize + DeserializeOwned;
    type Event: Clone + Debug + Send + Sync + Serialize + DeserializeOwned;
    /// Everything one viewer may see, and nothing more.
    type Observation: Clone + Debug + Serialize + DeserializeOwned;

    /// The name front ends and replays use ("tanks").
    const NAME: &'static str;
    /// Bumped whenever a change could make an old replay play differently.
    const ENGINE_VERSION: u32;

    /// A new game, or a clear error for options that make no sense.
    fn new_game(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// [`Game::new_game`], appending what happened while the game was set up (a first
    /// turn's steps that need no decision: cards laid out, Credits earned) to `events`,
    /// so a log can tell the game from its start. By default nothing is told.
    fn new_game_into(
        options: &Self::Options,
        seed: u64,
        events: &mut Vec<Self::Event>,
    ) -> Result<Self, SetupError> {
        let _ = events;
        Self::new_game(options, seed)
    }

    /// The options under which this engine plays a game recorded by engine `version`
    /// exactly as that version played it (`options` as recorded, options added since at
    /// their defaults), or why it cannot. By default only this version's games.
    fn options_for_version(version: u32, options: Self::Options) -> Result<Self::Options, String> {
        if version != Self::ENGINE_VERSION {
            return Err(format!(
                "this game was recorded by {} engine version {version}; this build plays version {} and cannot replay it",
                Self::NAME,
                Self::ENGINE_VERSION
            ));
        }
        Ok(options)
    }
    fn options(&self) -> &Self::Options;
    fn num_seats(&self) -> usize;
    fn to_move(&self) -> ToMove;

    /// Appends the legal actions of `seat` (none if it is not that seat's decision).
    /// Kept as an out-parameter so search code can reuse one buffer.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// Size of the fixed action-id space of this game with these options.
    fn num_distinct_actions(&self) -> u32;
    fn action_id(&self, action: &Self::Action) -> u32;
    fn action_from_id(&self, id: u32) -> Result<Self::Action, ActionError>;

    /// Applies `action` for `seat`, appending what happened to `events`. On error the
    /// state and `events` are exactly as they were.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), ActionError>;
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// The event as `viewer` may see it, or `None` if it may not see it at all.
    fn event_for(&self, event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;
    fn observe(&self, viewer: Viewer) -> Self::Observation;
    /// A hash of what `viewer` sees: equal exactly when the observations are equal.
    /// Search uses it to tell a seat's information sets apart.
    fn observation_hash(&self, viewer: Viewer) -> u64 {
        let bytes = serde_json::to_vec(&self.observe(viewer)).expect("observations serialize");
        let mut h = StableHasher::default();
        std::hash::Hasher::write(&mut h, &bytes);
        std::hash::Hasher::finish(&h)
    }
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// A hash of the whole state that is the same on every platform and build.
    fn state_hash(&self) -> u64;
    /// A full state that `seat` cannot tell apart from this one: everything it cannot see
    /// is resampled from `rng`. For information-set search.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Whether `action` only arranges the seat's own hidden plan: it draws no chance and
    /// changes nothing another seat can see but counts. A front end may let a seat try
    /// such actions on a copy and take them back before sending them (Arcade Tanks:
    /// laying a card on a maneuver). Every other action is final once sent.
    fn is_tentative(&self, action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// The state's luck, so a server can tell whether an action drew on it: an action
    /// that rolled dice or drew cards must end a list of actions sent together, or a
    /// list refused after it would tell what the luck was without spending it.
    fn chance(&self) -> Option<&Chance> {
        None
    }

    /// Where the game's luck and secrets stand: it changes whenever an action rolls dice,
    /// shuffles, or brings a hidden card into view (a card drawn from a face-down pile, the
    /// card under a stack's top). A list of actions sent together must end at an action
    /// that changes it, or a list refused after it would show what came without spending
    /// it. By default the position of [`Game::chance`].
    fn luck_position(&self) -> Option<u128> {
        self.chance().map(Chance::position)
    }

    /// One line of text for an action, in the notation [`Game::parse_action`] reads.
    fn action_text(&self, action: &Self::Action) -> String;
    fn parse_action(&self, text: &str) -> Result<Self::Action, ActionError>;
    /// Where the log starts a new stretch at `event` (a round, a turn, a phase, the end),
    /// as data: a front end groups the log by it, never by reading a sentence.
    fn mark(event: &Self::Event) -> Option<Mark> {
        let _ = event;
        None
    }
}

/// The options of a game recorded by engine `version`, decoded from their JSON and
/// adjusted by [`Game::options_for_version`].
pub fn recorded_options<G: Game>(
    version: u32,
    options: &serde_json::Value,
) -> Result<G::Options, String> {
    if version > G::ENGINE_VERSION {
        return Err(format!(
            "this game was recorded by {} engine version {version}, newer than this build's version {}: update coinop to replay it",
            G::NAME,
            G::ENGINE_VERSION
        ));
    }
    if !options.is_object() {
        return Err("bad options: an object of option names and values is needed".into());
    }
    let options =
        serde_json::from_value(options.clone()).map_err(|e| format!("bad options: {e}"))?;
    G::options_for_version(version, options)
}

/// Checks the common preconditions of an action: game not over, seat exists, seat's turn.
pub fn check_turn<G: Game>(game: &G, seat: Seat) -> Result<(), ActionError> {
    if (seat as usize) >= game.num_seats() {
        return Err(ActionError::NoSuchSeat {
            seat,
            seats: game.num_seats(),
        });
    }
    match game.to_move() {
        ToMove::Terminal => Err(ActionError::GameOver),
        ToMove::Seats(s) if s.contains(seat) => Ok(()),
        ToMove::Seats(s) => Err(ActionError::NotYourTurn {
            seat,
            waiting: s.to_vec(),
        }),
    }
}
