//! Every sentence of Arcade Tanks: the narration of events, the log's headings, the names
//! of players, tanks, bots, cards and power-ups, the reasons a game ends, and the board as
//! text. Each is drawn from an event (already as its viewer may see it) and that viewer's
//! [`Observation`], never from the whole state, so no sentence tells more than its data.
//!
//! Lines are typed spans: a player is a seat span, a tank or bot a piece span (its id is
//! the event's `Mover`, so a hidden bot stays a bot on a space), a space a place span, a
//! card a card span. Their plain words are the narration the golden files and scenario
//! files were written against, byte for byte.

use crate::board::{Board, Cell, Dir, Terrain};
use crate::cards::Card;
use crate::event::{BotReason, BotRef, Cause, Event, How, Mover, Phase, ShotTarget};
use crate::legal::Illegal;
use crate::pieces::{BotId, PowerUp};
use crate::state::EndReason;
use crate::view::Observation;
use crate::{Action, Tanks};
use coinop_core::{Args, Lang, Line, Mark, Seat, Words};
use serde_json::{Value, json};

coinop_core::catalogue!(LOCALES);

/// The game's catalogue in `lang`.
pub fn say(lang: Lang) -> coinop_core::Say<'static> {
    coinop_core::Say::new(&LOCALES, lang)
}

/// A player as the table calls them: "P1" for seat 0.
pub fn player(seat: Seat) -> String {
    player_in(Lang::EN, seat)
}

/// A player as the table calls them in `lang`.
pub fn player_in(lang: Lang, seat: Seat) -> String {
    say(lang).text_with("player", Args::new().num("n", i64::from(seat) + 1))
}

/// The rulebook's name of a card: "Advance 2".
pub fn card(c: Card) -> String {
    card_in(Lang::EN, c)
}

/// The rulebook's name of a card in `lang`: «Вперёд на 2».
pub fn card_in(lang: Lang, c: Card) -> String {
    say(lang).text_with("card", Args::new().str("card", key(c)))
}

/// The rulebook's name of a power-up.
pub fn power(p: PowerUp) -> String {
    power_in(Lang::EN, p)
}

/// The rulebook's name of a power-up in `lang`.
pub fn power_in(lang: Lang, p: PowerUp) -> String {
    say(lang).text_with("power", Args::new().str("power", key(p)))
}

/// Why the game ended, as the outcome and the GAME OVER line say it.
pub fn end_reason(r: &EndReason) -> String {
    end_reason_in(Lang::EN, r)
}

/// Why the game ended, in `lang`.
pub fn end_reason_in(lang: Lang, r: &EndReason) -> String {
    say(lang).text(&format!("end-{}", key(r)))
}

/// A bot token's name in `lang`: "Red 2", «Красный 2».
pub fn bot_token(lang: Lang, id: BotId) -> String {
    let say = say(lang);
    let colour = say.text_with("colour", Args::new().str("colour", key(id.colour)));
    say.text_with(
        "bot-token",
        Args::new()
            .str("colour", colour)
            .num("number", i64::from(id.number))
            .str("primes", "'".repeat(id.set as usize)),
    )
}

/// Why an action was refused, in English: the engine's `ActionError::Illegal`.
pub(crate) fn refusal(board: &Board, why: &Illegal) -> String {
    refusal_in(Lang::EN, board, why)
}

/// Why an action was refused, in `lang`: the spaces named on `board` (as the log names
/// them), the cards by the rulebook's names in that language.
pub(crate) fn refusal_in(lang: Lang, board: &Board, why: &Illegal) -> String {
    let say = say(lang);
    let a = Args::new;
    // A space's name, or what was wrong with an action's number for one.
    let space = |c: Cell| {
        if (c as usize) < board.cells() {
            board.name(c)
        } else {
            say.text_with("refusal-off-board", a().str("n", c.to_string()))
        }
    };
    match why {
        Illegal::Stopped(cp) => say.text_with(
            "refusal-stopped",
            a().str("checkpoint", format!("{:?}", cp.name())),
        ),
        Illegal::NoSuchManeuver => say.text("refusal-no-such-maneuver"),
        Illegal::NotHeld(c) => {
            say.text_with("refusal-not-held", a().str("card", card_in(lang, *c)))
        }
        Illegal::SecondMoveCard => say.text("refusal-second-move-card"),
        Illegal::OtherManeuverNeedsCard => say.text("refusal-other-maneuver"),
        Illegal::Exchange => say.text("refusal-exchange"),
        Illegal::CommitEmpty => say.text("refusal-commit-empty"),
        Illegal::DisengageAfterCards => say.text("refusal-disengage"),
        Illegal::StartSpace => say.text("refusal-start-space"),
        Illegal::NoBrick { cell, bricks } => {
            let bricks = if bricks.is_empty() {
                say.text("refusal-bricks-none")
            } else {
                let names: Vec<String> = bricks.iter().map(|b| space(*b)).collect();
                names.join(", ")
            };
            say.text_with(
                "refusal-no-brick",
                a().str("cell", space(*cell)).str("bricks", bricks),
            )
        }
        Illegal::NoBrickFree => say.text("refusal-no-brick-free"),
        Illegal::NotEmpty(c) => say.text_with("refusal-not-empty", a().str("cell", space(*c))),
        Illegal::NotNow(m) => say.text_with("refusal-not-now", a().str("moment", m.key())),
    }
}

/// A decision in words of `lang`, its spaces named on `board`; in English, the notation a
/// player types ("tank c5 N", "m1 A2": [`crate::action::text`]).
pub fn action_in(lang: Lang, a: &Action, board: &Board) -> String {
    let cell = |c: Cell| Args::new().str("cell", board.name(c));
    // A card as the list names it: its code in the notation (A2), else its name.
    let choice_card = |c: Card| say(lang).text_with("choice-card", Args::new().str("card", key(c)));
    let (id, args) = match *a {
        Action::PlaceTank { cell: c, facing } => {
            ("action-tank", cell(c).str("dir", facing.to_string()))
        }
        Action::Exchange { card, count } => (
            "action-exchange",
            Args::new()
                .str("card", choice_card(card))
                .num("count", count),
        ),
        Action::Place { maneuver, card } => (
            "action-place",
            Args::new()
                .num("maneuver", i64::from(maneuver) + 1)
                .str("card", choice_card(card)),
        ),
        Action::Disengage => ("action-disengage", Args::new()),
        Action::Commit => ("action-commit", Args::new()),
        Action::MoveBot { cell: c } => ("action-bot", cell(c)),
        Action::ShovelRemove { cell: c } => ("action-shovel-remove", cell(c)),
        Action::ShovelAdd { cell: c } => ("action-shovel-add", cell(c)),
        Action::Grenade { cell: c } => ("action-grenade", cell(c)),
    };
    say(lang).text_with(id, args)
}

/// The words of one viewer's log: the board names the spaces.
struct Teller<'a> {
    o: &'a Observation,
    say: coinop_core::Say<'static>,
    lang: Lang,
}

impl Teller<'_> {
    fn seat(&self, s: Seat) -> Line {
        Line::new().seat(s, player_in(self.lang, s))
    }

    fn place(&self, c: Cell) -> Line {
        Line::new().place(c, self.o.board.name(c))
    }

    /// A player's tank, by its player's name.
    fn tank(&self, s: Seat) -> Line {
        Line::new().piece(Mover::Player(s), Some(s), player_in(self.lang, s))
    }

    /// "bot Red 2", or "bot" while its back is unseen (the page says the same).
    fn bot_short(&self, b: &BotRef) -> Line {
        let text = match b.id {
            Some(id) => self.say.text_with(
                "bot-known",
                Args::new().str("token", bot_token(self.lang, id)),
            ),
            None => self.say.text("bot-unknown"),
        };
        Line::new().piece(Mover::Bot(*b), None, text)
    }

    /// "bot Red 2 at c5", "bot at c5".
    fn bot(&self, b: &BotRef) -> Line {
        self.say.line(
            "bot-at",
            Args::new()
                .line("bot", self.bot_short(b))
                .line("cell", self.place(b.cell)),
        )
    }

    /// A tank that moves, turns or shoots: a player's by name, a bot by token and space.
    fn mover(&self, m: &Mover) -> Line {
        match m {
            Mover::Player(s) => self.tank(*s),
            Mover::Bot(b) => self.bot(b),
        }
    }

    /// A tank named where its space is said anyway: a bot without its space.
    fn mover_short(&self, m: &Mover) -> Line {
        match m {
            Mover::Player(s) => self.tank(*s),
            Mover::Bot(b) => self.bot_short(b),
        }
    }

    fn card(&self, c: Card) -> Line {
        Line::new().card(c, card_in(self.lang, c))
    }

    /// Cards by the rulebook's names: "Advance 2, Turn Left".
    fn cards(&self, cards: &[Card]) -> Line {
        let mut l = Line::new();
        for (i, &c) in cards.iter().enumerate() {
            if i > 0 {
                l = l.text(self.say.text("cards-separator"));
            }
            l = l.then(self.card(c));
        }
        l
    }

    fn facing(&self, d: Dir) -> String {
        self.say
            .text_with("facing", Args::new().str("dir", d.letter().to_string()))
    }

    fn power(&self, p: PowerUp) -> String {
        power_in(self.lang, p)
    }

    fn token(&self, id: BotId) -> String {
        bot_token(self.lang, id)
    }

    fn say(&self, id: &str, args: Args) -> Line {
        self.say.line(id, args)
    }

    /// One line of narration, or none for an event that only marks the log.
    fn line(&self, e: &Event) -> Option<Line> {
        let a = Args::new;
        Some(match e {
            Event::RoundStarted {
                round,
                first_player,
            } => self
                .say(
                    "round-started",
                    a().num("round", *round)
                        .line("player", self.seat(*first_player)),
                )
                .quiet(),
            Event::PhaseBegan { .. } => return None,
            Event::TankPlaced { seat, cell, facing } => self.say(
                "tank-placed",
                a().line("player", self.seat(*seat))
                    .line("cell", self.place(*cell))
                    .str("facing", self.facing(*facing)),
            ),
            Event::Exchanged {
                seat,
                card: c,
                count,
            } => self.say(
                "exchanged",
                a().line("player", self.seat(*seat))
                    .num("count", *count)
                    .line("card", self.card(*c)),
            ),
            Event::Drew { seat, count, cards } if cards.is_empty() => self.say(
                "drew-hidden",
                a().line("player", self.seat(*seat)).num("count", *count),
            ),
            Event::Drew { seat, cards, .. } => self.say(
                "drew",
                a().line("player", self.seat(*seat))
                    .line("cards", self.cards(cards)),
            ),
            Event::CardPlaced {
                seat,
                maneuver,
                card: c,
            } => {
                let args = a()
                    .line("player", self.seat(*seat))
                    .num("maneuver", i64::from(*maneuver) + 1);
                match c {
                    Some(c) => self.say("card-placed", args.line("card", self.card(*c))),
                    None => self.say("card-placed-hidden", args),
                }
            }
            Event::Committed { seat } => {
                self.say("committed", a().line("player", self.seat(*seat)))
            }
            Event::Disengaged { seat } => {
                self.say("disengaged", a().line("player", self.seat(*seat)))
            }
            Event::ManeuverRevealed {
                seat,
                maneuver,
                cards,
            } => self.say(
                "maneuver-revealed",
                a().line("player", self.seat(*seat))
                    .num("maneuver", i64::from(*maneuver) + 1)
                    .line("cards", self.cards(cards)),
            ),
            Event::Turned { mover, to } => self.say(
                "turned",
                a().line("tank", self.mover(mover))
                    .str("facing", self.facing(*to)),
            ),
            Event::Moved {
                mover,
                from,
                to,
                how,
            } => {
                let id = match how {
                    How::Drive => "moved-drive",
                    How::Push => "moved-push",
                    How::Slide => "moved-slide",
                };
                self.say(
                    id,
                    a().line("tank", self.mover_short(mover))
                        .line("from", self.place(*from))
                        .line("to", self.place(*to)),
                )
            }
            Event::Stopped { mover, at } => self.say(
                "stopped",
                a().line("tank", self.mover(mover))
                    .line("cell", self.place(*at)),
            ),
            Event::Destroyed { mover, cell, cause } => {
                let id = match cause {
                    Cause::Shot => "destroyed-shot",
                    Cause::Water => "destroyed-water",
                    Cause::OffEdge => "destroyed-off-edge",
                    Cause::Grenade => "destroyed-grenade",
                };
                self.say(
                    id,
                    a().line("tank", self.mover_short(mover))
                        .line("cell", self.place(*cell)),
                )
            }
            Event::BotScored { seat, bot } => self.say(
                "bot-scored",
                a().line("player", self.seat(*seat))
                    .str("token", self.token(*bot)),
            ),
            Event::BotToReserve { bot, shooters } if shooters.len() > 1 => {
                self.say("bot-to-reserve-shared", a().str("token", self.token(*bot)))
            }
            Event::BotToReserve { bot, .. } => {
                self.say("bot-to-reserve", a().str("token", self.token(*bot)))
            }
            Event::EagleTaken { seat, cell, taken } => self
                .say(
                    "eagle-taken",
                    a().line("player", self.seat(*seat))
                        .line("cell", self.place(*cell))
                        .num("taken", *taken),
                )
                .strong(),
            Event::EaglePlaced { cell, clockwise } => {
                let id = match clockwise {
                    Some(true) => "eagle-placed-right",
                    Some(false) => "eagle-placed-left",
                    None => "eagle-placed",
                };
                self.say(id, a().line("cell", self.place(*cell)))
            }
            Event::PowerUpPlaced { cell, power: p } => self.say(
                "power-up-placed",
                a().str("power", self.power(*p))
                    .line("cell", self.place(*cell)),
            ),
            Event::PowerUpTaken {
                seat,
                cell,
                power: p,
            } => self.say(
                "power-up-taken",
                a().line("player", self.seat(*seat))
                    .str("power", self.power(*p))
                    .line("cell", self.place(*cell)),
            ),
            Event::PowerUpRemoved { cell, power: p } => self.say(
                "power-up-removed",
                a().str("power", self.power(*p))
                    .line("cell", self.place(*cell)),
            ),
            Event::PowerUpDiscardedByPlacedBot { cell, power: p } => self.say(
                "power-up-discarded",
                a().line("cell", self.place(*cell))
                    .str("power", self.power(*p)),
            ),
            Event::BotsFrozen => self.say("bots-frozen", a()),
            Event::BotReserveRanOut => self.say("bot-reserve-ran-out", a()),
            Event::HelmUsed { seat } => self.say("helm-used", a().line("player", self.seat(*seat))),
            Event::ShovelRemoved { seat, cell } => self.say(
                "shovel-removed",
                a().line("player", self.seat(*seat))
                    .line("cell", self.place(*cell)),
            ),
            Event::ShovelAdded { seat, cell } => self.say(
                "shovel-added",
                a().line("player", self.seat(*seat))
                    .line("cell", self.place(*cell)),
            ),
            Event::GrenadeExploded { seat, cell } => self.say(
                "grenade-exploded",
                a().line("player", self.seat(*seat))
                    .line("cell", self.place(*cell)),
            ),
            Event::BotManeuvers { count: 0 } => self.say("bot-maneuvers-none", a()),
            Event::BotManeuvers { count } => self.say("bot-maneuvers", a().num("count", *count)),
            Event::BotDecision { bot, reason } => {
                let args = a().line("bot", self.bot(bot));
                match reason {
                    BotReason::TurnToTarget { target } => self.say(
                        "bot-turns-to-target",
                        args.line("target", self.tank(*target)),
                    ),
                    BotReason::AdvanceToTarget { target } => self.say(
                        "bot-advances-to-target",
                        args.line("target", self.tank(*target)),
                    ),
                    BotReason::SkipBlocked { target } => {
                        self.say("bot-skips-blocked", args.line("target", self.tank(*target)))
                    }
                    BotReason::AdvanceClear => self.say("bot-advances-clear", args),
                    BotReason::TurnFromObstacle => self.say("bot-turns-from-obstacle", args),
                    BotReason::Boxed => self.say("bot-boxed", args),
                }
            }
            Event::Shot { shooter, target } => {
                let args = a().line("tank", self.mover(shooter));
                match target {
                    ShotTarget::Nothing => self.say("shot-nothing", args),
                    ShotTarget::Concrete(c) => {
                        self.say("shot-concrete", args.line("cell", self.place(*c)))
                    }
                    ShotTarget::Brick(c) => {
                        self.say("shot-brick", args.line("cell", self.place(*c)))
                    }
                    ShotTarget::Player(t) => {
                        self.say("shot-tank", args.line("target", self.tank(*t)))
                    }
                    ShotTarget::Bot(b) => self.say("shot-tank", args.line("target", self.bot(b))),
                }
            }
            Event::BrickDamaged { cell } => {
                self.say("brick-damaged", a().line("cell", self.place(*cell)))
            }
            Event::BrickRemoved { cell } => {
                self.say("brick-removed", a().line("cell", self.place(*cell)))
            }
            Event::CardsLost { seat, cards } => self.say(
                "cards-lost",
                a().line("player", self.seat(*seat))
                    .line("cards", self.cards(cards)),
            ),
            Event::ReshuffledAll { seat } => {
                self.say("reshuffled-all", a().line("player", self.seat(*seat)))
            }
            Event::Reshuffled { seat } => {
                self.say("reshuffled", a().line("player", self.seat(*seat)))
            }
            Event::BotSpawned { bot, facing } => self.say(
                "bot-spawned",
                a().line("bot", self.bot(bot))
                    .str("facing", self.facing(*facing)),
            ),
            Event::FirstPlayerPassed { seat } => {
                self.say("first-player-passed", a().line("player", self.seat(*seat)))
            }
            Event::GameOver { reason, winners } => {
                let mut list = Line::new();
                for (i, &w) in winners.iter().enumerate() {
                    if i > 0 {
                        list = list.text(self.say.text("winners-separator"));
                    }
                    list = list.then(self.seat(w));
                }
                self.say(
                    "game-over",
                    a().str("reason", end_reason_in(self.lang, reason))
                        .line("winners", list),
                )
                .strong()
            }
        })
    }
}

/// The message of a phase's heading, by the phase's key.
fn phase_heading(key: &str) -> Option<&'static str> {
    Some(match key {
        k if k == Phase::Planning.key() => "phase-planning",
        k if k == Phase::FirstAction.key() => "phase-action-1",
        k if k == Phase::SecondAction.key() => "phase-action-2",
        k if k == Phase::RoundEnd.key() => "phase-round-end",
        _ => return None,
    })
}

impl Words for Tanks {
    fn report_word(lang: Lang, id: &str) -> Option<String> {
        say(lang).lookup(id)
    }

    /// Why `seat` may not take `action` now, in `lang`: the reason `apply` gives in
    /// English. None for a legal action, and for one refused otherwise than as illegal
    /// (no such seat, the game over, another seat's decision).
    fn refusal_in(&self, lang: Lang, seat: Seat, action: &crate::Action) -> Option<String> {
        let why = self.why_illegal(seat, action)?;
        Some(refusal_in(lang, &self.board, &why))
    }

    /// The decision as a list of choices offers it in `lang` ([`action_in`]).
    fn action_in(&self, lang: Lang, action: &Action) -> String {
        action_in(lang, action, &self.board)
    }

    fn line_in(lang: Lang, view: &Observation, event: &Event) -> Option<Line> {
        Teller {
            o: view,
            say: say(lang),
            lang,
        }
        .line(event)
    }

    fn heading_in(lang: Lang, _view: &Observation, mark: &Mark) -> Line {
        let say = say(lang);
        match mark {
            Mark::Round { number, .. } => {
                say.line("heading-round", Args::new().num("round", *number))
            }
            Mark::Phase { phase } => match phase_heading(phase) {
                Some(id) => Line::from(say.text(id)),
                None => Line::from(phase.as_str()),
            },
            Mark::GameOver => Line::from(say.text("heading-game-over")),
        }
    }

    fn board(view: &Observation) -> String {
        render(view)
    }

    /// The outcome's end: `{"reason": "ThirdEagle"}`, and for a solo game its rounds.
    fn end_in(lang: Lang, end: &Value) -> Option<String> {
        let reason: EndReason = serde_json::from_value(end.get("reason")?.clone()).ok()?;
        let rounds = end.get("rounds").and_then(Value::as_i64);
        Some(
            match (reason, end.get("solo").and_then(Value::as_bool), rounds) {
                (EndReason::ThirdEagle, Some(true), Some(rounds)) => {
                    say(lang).text_with("end-solo", Args::new().num("rounds", rounds))
                }
                (r, ..) => end_reason_in(lang, &r),
            },
        )
    }

    /// The cards' and power-ups' names, keyed by their JSON names, so no front end keeps
    /// its own copy.
    fn glossary_in(lang: Lang, _view: &Observation) -> Value {
        let cards: serde_json::Map<String, Value> = Card::ALL
            .iter()
            .map(|&c| (key(c), json!(card_in(lang, c))))
            .collect();
        let powers: serde_json::Map<String, Value> = [
            PowerUp::Star,
            PowerUp::Clock,
            PowerUp::Helm,
            PowerUp::Shovel,
            PowerUp::Grenade,
        ]
        .iter()
        .map(|&p| (key(p), json!(power_in(lang, p))))
        .collect();
        json!({ "cards": cards, "power_ups": powers })
    }
}

/// A unit enum's JSON name ("Advance2").
fn key(v: impl serde::Serialize) -> String {
    match serde_json::to_value(v) {
        Ok(Value::String(s)) => s,
        other => format!("{other:?}"),
    }
}

/// Two characters per space: what a player would see on the table.
pub fn glyph(o: &Observation, c: Cell) -> String {
    let arrow = |d: Dir| ['^', '>', 'v', '<'][d as usize];
    for p in &o.players {
        if let Some(t) = p.tank.filter(|t| t.cell == c) {
            let mark = if p.disengaged { 'x' } else { arrow(t.facing) };
            return format!("{}{mark}", p.seat + 1);
        }
    }
    if let Some(b) = o.bots.iter().find(|b| b.cell == c) {
        return format!("B{}", arrow(b.facing));
    }
    if let Some(b) = o.bricks.iter().find(|b| b.cell == c) {
        return if b.damaged { "[ ".into() } else { "[]".into() };
    }
    if o.eagle == Some(c) {
        return "EE".into();
    }
    if let Some(p) = o.powerups.iter().find(|p| p.cell == c) {
        return format!("*{}", ['S', 'C', 'H', 'V', 'G'][p.power as usize]);
    }
    match o.board.terrain(c) {
        Terrain::Empty => ". ",
        Terrain::Concrete => "##",
        Terrain::Forest => "ff",
        Terrain::Water => "~~",
        Terrain::Ice => "::",
    }
    .into()
}

/// The board with coordinates, without colour.
pub fn render(o: &Observation) -> String {
    render_with(o, |_, g| g.to_string())
}

/// The board with coordinates, each space's glyph passed through `paint` (a terminal
/// adds colours there).
pub fn render_with(o: &Observation, paint: impl Fn(Cell, &str) -> String) -> String {
    render_in(Lang::EN, o, paint)
}

/// [`render_with`], its legend in `lang`.
pub fn render_in(lang: Lang, o: &Observation, paint: impl Fn(Cell, &str) -> String) -> String {
    let b = &o.board;
    // Column letters over each space; past z (aa, ab …) the first letters go a line above.
    let names: Vec<String> = (0..b.width as u32).map(crate::board::column_name).collect();
    let mut s = String::new();
    if names.iter().any(|n| n.len() > 1) {
        s.push_str("   ");
        for n in &names {
            s.push_str(&format!("{:<2}", if n.len() > 1 { &n[..1] } else { " " }));
        }
        s.push('\n');
    }
    s.push_str("   ");
    for n in &names {
        s.push_str(&format!("{:<2}", &n[n.len() - 1..]));
    }
    s.push('\n');
    for y in 0..b.height as i32 {
        s.push_str(&format!("{:>2} ", y + 1));
        for x in 0..b.width as i32 {
            let c = b.cell(x, y).expect("on board");
            s.push_str(&paint(c, &glyph(o, c)));
        }
        s.push('\n');
    }
    s.push_str(&say(lang).text("legend"));
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Action;
    use crate::board::Dir;
    use crate::cards::Cards;
    use crate::options::TanksOptions;
    use crate::pieces::PowerUp;
    use crate::state::{Checkpoint, Checkpoints, Stage};
    use coinop_core::{ActionError, Game};

    fn ru() -> Lang {
        Lang::parse("ru").expect("Russian is spoken")
    }

    /// A two-player game past the placing of the tanks: both plan.
    fn planning() -> Tanks {
        let mut g = Tanks::new_game(&TanksOptions::default(), 3).expect("a game");
        while let Stage::PlaceTanks { queue, .. } = &g.stage {
            let seat = queue[0];
            let a = g.legal_actions(seat)[0];
            g.apply(seat, &a).expect("legal");
        }
        assert_eq!(g.stage, Stage::Planning);
        g
    }

    /// `a` of `seat` is refused as illegal: its English refusal is `apply`'s error, its
    /// Russian one is other words, Cyrillic, with no English word of three letters or
    /// more left in it but those of `kept` (notation the files write).
    fn refused(g: &Tanks, seat: Seat, a: Action, kept: &[&str]) -> String {
        let en = g.refusal_in(Lang::EN, seat, &a).expect("refused");
        let mut tried = g.clone();
        assert_eq!(tried.apply(seat, &a), Err(ActionError::Illegal(en.clone())));
        assert_eq!(
            tried.state_hash(),
            g.state_hash(),
            "a refused action changes nothing"
        );
        let said = g.refusal_in(ru(), seat, &a).expect("refused in Russian");
        assert!(!said.is_empty() && said != en, "{said}");
        assert!(
            said.chars()
                .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))),
            "{said}"
        );
        for word in said.split(|c: char| !c.is_ascii_alphabetic()) {
            assert!(
                word.len() < 3 || kept.contains(&word),
                "English {word:?} left in {said:?} (English: {en:?})"
            );
        }
        en
    }

    /// Every kind of refusal of Arcade Tanks, worded the same in English as the engine
    /// words it, and in Russian in Russian; a legal action is refused by no one.
    #[test]
    fn refusals_are_the_engines_in_english_and_russian_words_in_russian() {
        let mut g = planning();
        // Advance 1 and 2, no Advance 3, turns.
        g.players[0].hand = Cards([1, 1, 0, 2, 1, 1]);
        let held = Card::Advance1;
        let place = |maneuver, card| Action::Place { maneuver, card };

        assert_eq!(g.refusal_in(Lang::EN, 0, &place(0, held)), None);
        assert_eq!(g.refusal_in(ru(), 0, &place(0, held)), None);
        assert_eq!(g.refusal_in(ru(), 0, &Action::Disengage), None);

        assert_eq!(
            refused(&g, 0, place(2, held), &[]),
            "there are only maneuvers 1 and 2"
        );
        assert_eq!(
            refused(&g, 0, place(0, Card::Advance3), &[]),
            "you hold no Advance 3 card"
        );
        assert_eq!(
            refused(&g, 0, Action::Commit, &[]),
            "each maneuver needs at least one card"
        );
        assert_eq!(
            refused(&g, 0, Action::MoveBot { cell: 0 }, &[]),
            "not a legal decision now (planning)"
        );
        assert_eq!(
            refused(
                &g,
                0,
                Action::Exchange {
                    card: held,
                    count: 99
                },
                &[]
            ),
            "you may exchange once per planning, cards of one kind you hold"
        );

        // A second move card on a maneuver; then disengaging after putting one down.
        let mut m = g.clone();
        m.apply(0, &place(0, Card::Advance1)).unwrap();
        assert_eq!(
            refused(&m, 0, place(0, Card::Advance2), &[]),
            "a maneuver holds no more than 1 move card"
        );
        assert_eq!(
            refused(&m, 0, Action::Disengage, &[]),
            "you can disengage only before putting down cards"
        );
        // The last cards of the hand: the other maneuver must keep one.
        m.players[0].hand = Cards([0, 0, 0, 1, 0, 0]);
        assert_eq!(
            refused(&m, 0, place(0, Card::TurnLeft), &[]),
            "the other maneuver still needs a card from your hand"
        );

        // A Shovel: no brick to remove, none free to put back, a space not empty.
        let mut s = g.clone();
        s.stage = Stage::PowerUpChoice {
            seat: 1,
            power: PowerUp::Shovel,
        };
        let board = s.board.clone();
        let plain = (0..board.cells() as Cell)
            .find(|c| board.terrain(*c) == Terrain::Empty && s.brick_at(*c).is_none())
            .unwrap();
        let concrete = (0..board.cells() as Cell)
            .find(|c| board.terrain(*c) == Terrain::Concrete)
            .unwrap();
        let en = refused(&s, 1, Action::ShovelRemove { cell: plain }, &[]);
        assert!(en.starts_with(&format!(
            "there is no brick on {} to shovel away (bricks: ",
            board.name(plain)
        )));
        s.brick_reserve = 1;
        assert_eq!(
            refused(&s, 1, Action::ShovelAdd { cell: concrete }, &[]),
            format!(
                "{} is not an empty space: a brick goes on plain ground with nothing on it",
                board.name(concrete)
            )
        );
        assert_eq!(
            refused(&s, 1, Action::ShovelAdd { cell: 9999 }, &[]),
            "space #9999 (off the board) is not an empty space: a brick goes on plain ground with nothing on it"
        );
        s.bricks.clear();
        assert_eq!(
            refused(&s, 1, Action::ShovelRemove { cell: 9999 }, &[]),
            "there is no brick on space #9999 (off the board) to shovel away (bricks: none)"
        );
        s.brick_reserve = 0;
        assert_eq!(
            refused(&s, 1, Action::ShovelAdd { cell: plain }, &[]),
            "no removed brick token is free to put back"
        );
        assert_eq!(
            refused(&s, 1, Action::Commit, &[]),
            "not a legal decision now (a Shovel is being used)"
        );
        // Another seat's decision is refused as such, not as illegal.
        assert_eq!(s.refusal_in(ru(), 0, &Action::Commit), None);
        assert_eq!(s.refusal_in(ru(), 7, &Action::Commit), None);

        // The tanks being placed: only the starting diagonal's free spaces.
        let p = Tanks::new_game(&TanksOptions::default(), 3).unwrap();
        let Stage::PlaceTanks { queue, .. } = &p.stage else {
            panic!("a new game places its tanks");
        };
        let seat = queue[0];
        let off = (0..p.board.cells() as Cell)
            .find(|c| !p.is_start_space(*c))
            .unwrap();
        let facing = Dir::ALL[0];
        assert_eq!(
            refused(&p, seat, Action::PlaceTank { cell: off, facing }, &[]),
            "tanks go on a free space of the starting diagonal farthest from the Eagle"
        );
        assert_eq!(
            refused(&p, seat, Action::Commit, &[]),
            "not a legal decision now (tanks are being placed)"
        );

        // A scenario run's checkpoint: its name is the files' notation, in both.
        let mut c = g.clone();
        c.checkpoints = Some(Box::new(Checkpoints {
            at: Some(Checkpoint::Bots { phase: 0 }),
            fired: false,
        }));
        assert_eq!(
            refused(&c, 0, place(0, held), &["bots"]),
            "the engine is stopped at the checkpoint \"bots 1\": resume it first"
        );
    }

    /// The cards' names in a refusal are the rulebook's, as the engine spells them.
    #[test]
    fn refusals_name_cards_as_the_engine_does() {
        let board = planning().board.clone();
        for c in Card::ALL {
            assert_eq!(
                refusal(&board, &Illegal::NotHeld(c)),
                format!("you hold no {} card", c.name())
            );
        }
    }
}
