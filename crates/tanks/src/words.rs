//! Every sentence of Arcade Tanks: the narration of events, the log's headings, the names
//! of players, tanks, bots, cards and power-ups, the reasons a game ends, and the board as
//! text. Each is drawn from an event (already as its viewer may see it) and that viewer's
//! [`Observation`], never from the whole state, so no sentence tells more than its data.
//!
//! Lines are typed spans: a player is a seat span, a tank or bot a piece span (its id is
//! the event's `Mover`, so a hidden bot stays a bot on a space), a space a place span, a
//! card a card span. Their plain words are the narration the golden files and scenario
//! files were written against, byte for byte.

use crate::Tanks;
use crate::board::{Cell, Dir, Terrain};
use crate::cards::Card;
use crate::event::{BotReason, BotRef, Cause, Event, How, Mover, Phase, ShotTarget};
use crate::pieces::PowerUp;
use crate::state::EndReason;
use crate::view::Observation;
use coinop_core::words::plural;
use coinop_core::{Line, Mark, Seat, Words};
use serde_json::{Value, json};

/// A player as the table calls them: "P1" for seat 0.
pub fn player(seat: Seat) -> String {
    format!("P{}", u32::from(seat) + 1)
}

/// The rulebook's name of a card: "Advance 2".
pub fn card(c: Card) -> &'static str {
    match c {
        Card::Advance1 => "Advance 1",
        Card::Advance2 => "Advance 2",
        Card::Advance3 => "Advance 3",
        Card::TurnLeft => "Turn Left",
        Card::TurnRight => "Turn Right",
        Card::Turnaround => "Turnaround",
    }
}

/// The rulebook's name of a power-up.
pub fn power(p: PowerUp) -> &'static str {
    match p {
        PowerUp::Star => "Star",
        PowerUp::Clock => "Clock",
        PowerUp::Helm => "Helm",
        PowerUp::Shovel => "Shovel",
        PowerUp::Grenade => "Grenade",
    }
}

/// Why the game ended, as the outcome and the GAME OVER line say it.
pub fn end_reason(r: &EndReason) -> &'static str {
    match r {
        EndReason::ThirdEagle => "the third Eagle was captured",
        EndReason::LeadOfFive => "the leader is 5 VP ahead",
        EndReason::TieBroken => "the tie for the lead was broken",
        EndReason::RoundLimit => "the round limit was reached",
        EndReason::TieStands => "no bot is left to break the tie",
    }
}

/// The words of one viewer's log: the board names the spaces.
struct Say<'a> {
    o: &'a Observation,
}

impl Say<'_> {
    fn seat(&self, l: Line, s: Seat) -> Line {
        l.seat(s, player(s))
    }

    fn place(&self, l: Line, c: Cell) -> Line {
        l.place(c, self.o.board.name(c))
    }

    /// A player's tank, by its player's name.
    fn tank(&self, l: Line, s: Seat) -> Line {
        l.piece(Mover::Player(s), Some(s), player(s))
    }

    /// "bot Red 2", or "bot" while its back is unseen (the page says the same).
    fn bot_short(&self, l: Line, b: &BotRef) -> Line {
        let text = match b.id {
            Some(id) => format!("bot {}", id.name()),
            None => "bot".into(),
        };
        l.piece(Mover::Bot(*b), None, text)
    }

    /// "bot Red 2 at c5", "bot at c5".
    fn bot(&self, l: Line, b: &BotRef) -> Line {
        let l = self.bot_short(l, b).text(" at ");
        self.place(l, b.cell)
    }

    /// A tank that moves, turns or shoots: a player's by name, a bot by token and space.
    fn mover(&self, l: Line, m: &Mover) -> Line {
        match m {
            Mover::Player(s) => self.tank(l, *s),
            Mover::Bot(b) => self.bot(l, b),
        }
    }

    /// A tank named where its space is said anyway: a bot without its space.
    fn mover_short(&self, l: Line, m: &Mover) -> Line {
        match m {
            Mover::Player(s) => self.tank(l, *s),
            Mover::Bot(b) => self.bot_short(l, b),
        }
    }

    /// Cards by the rulebook's names: "Advance 2, Turn Left".
    fn cards(&self, mut l: Line, cards: &[Card]) -> Line {
        for (i, &c) in cards.iter().enumerate() {
            if i > 0 {
                l = l.text(", ");
            }
            l = l.card(c, card(c));
        }
        l
    }

    /// One line of narration, or none for an event that only marks the log.
    fn line(&self, e: &Event) -> Option<Line> {
        let l = Line::new();
        Some(match e {
            Event::RoundStarted {
                round,
                first_player,
            } => self
                .seat(l.text(format!("— round {round}: ")), *first_player)
                .text(" holds the First Player token —")
                .quiet(),
            Event::PhaseBegan { .. } => return None,
            Event::TankPlaced { seat, cell, facing } => {
                let l = self.seat(l, *seat).text(" places their tank on ");
                self.place(l, *cell).text(format!(" facing {facing}"))
            }
            Event::Exchanged {
                seat,
                card: c,
                count,
            } => self
                .seat(l, *seat)
                .text(format!(" exchanges {count}× "))
                .card(*c, card(*c)),
            Event::Drew { seat, count, cards } if cards.is_empty() => self
                .seat(l, *seat)
                .text(format!(" draws {}", plural(*count, "card", "cards"))),
            Event::Drew { seat, cards, .. } => {
                self.cards(self.seat(l, *seat).text(" draws "), cards)
            }
            Event::CardPlaced {
                seat,
                maneuver,
                card: c,
            } => {
                let l = self.seat(l, *seat).text(" puts ");
                let l = match c {
                    Some(c) => l.card(*c, card(*c)),
                    None => l.text("a card"),
                };
                l.text(format!(" on maneuver {}", u32::from(*maneuver) + 1))
            }
            Event::Committed { seat } => self.seat(l, *seat).text(" has planned"),
            Event::Disengaged { seat } => self.seat(l, *seat).text(" disengages this round"),
            Event::ManeuverRevealed {
                seat,
                maneuver,
                cards,
            } => {
                let l = self
                    .seat(l, *seat)
                    .text(format!(" reveals maneuver {}: ", u32::from(*maneuver) + 1));
                self.cards(l, cards)
            }
            Event::Turned { mover, to } => {
                self.mover(l, mover).text(format!(" turns to face {to}"))
            }
            Event::Moved {
                mover,
                from,
                to,
                how,
            } => {
                let verb = match how {
                    How::Drive => " moves ",
                    How::Push => " is pushed ",
                    How::Slide => " slides ",
                };
                let l = self.mover_short(l, mover).text(verb);
                let l = self.place(l, *from).text(" → ");
                self.place(l, *to)
            }
            Event::Stopped { mover, at } => {
                let l = self.mover(l, mover).text(" is stopped by an obstacle at ");
                self.place(l, *at)
            }
            Event::Destroyed { mover, cell, cause } => {
                let how = match cause {
                    Cause::Shot => " is destroyed by fire at ",
                    Cause::Water => " sinks in the water at ",
                    Cause::OffEdge => " falls off the board at ",
                    Cause::Grenade => " is blown up by the grenade at ",
                };
                self.place(self.mover_short(l, mover).text(how), *cell)
            }
            Event::BotScored { seat, bot } => self
                .seat(l, *seat)
                .text(format!(" takes bot token {} (+1 VP)", bot.name())),
            Event::BotToReserve { bot, shooters } if shooters.len() > 1 => l.text(format!(
                "several players hit bot {} at once: nobody scores it, it returns to the reserve",
                bot.name()
            )),
            Event::BotToReserve { bot, .. } => {
                l.text(format!("bot {} returns to the reserve", bot.name()))
            }
            Event::EagleTaken { seat, cell, taken } => {
                let l = self.seat(l, *seat).text(" captures the Eagle at ");
                self.place(l, *cell)
                    .text(format!(" (+3 VP; Eagle {taken} of 3)"))
                    .strong()
            }
            Event::EaglePlaced { cell, clockwise } => {
                let l = l.text(match clockwise {
                    Some(true) => "the coin says right: a new Eagle lands clockwise, on ",
                    Some(false) => "the coin says left: a new Eagle lands counter-clockwise, on ",
                    None => "the Eagle stands on ",
                });
                self.place(l, *cell)
            }
            Event::PowerUpPlaced { cell, power: p } => {
                let l = l.text(format!("a {} power-up appears on ", power(*p)));
                self.place(l, *cell)
            }
            Event::PowerUpTaken {
                seat,
                cell,
                power: p,
            } => {
                let l = self
                    .seat(l, *seat)
                    .text(format!(" picks up the {} on ", power(*p)));
                self.place(l, *cell)
            }
            Event::PowerUpRemoved { cell, power: p } => {
                let l = l.text(format!("a bot runs over the {} on ", power(*p)));
                self.place(l, *cell).text(": it is removed")
            }
            Event::PowerUpDiscardedByPlacedBot { cell, power: p } => {
                let l = self.place(l.text("a bot placed on "), *cell);
                l.text(format!(" discards the {} there: it is removed", power(*p)))
            }
            Event::BotsFrozen => l.text("the Clock stops the bots: they neither move nor shoot"),
            Event::BotReserveRanOut => {
                l.text("the bot reserve has run out: no new bot will enter this game")
            }
            Event::HelmUsed { seat } => self.seat(l, *seat).text("'s Helm absorbs the hits"),
            Event::ShovelRemoved { seat, cell } => {
                let l = self.seat(l, *seat).text(" shovels away the brick on ");
                self.place(l, *cell)
            }
            Event::ShovelAdded { seat, cell } => {
                self.place(self.seat(l, *seat).text(" builds a brick on "), *cell)
            }
            Event::GrenadeExploded { seat, cell } => {
                let l = self
                    .seat(l, *seat)
                    .text(" throws a grenade: explosion around ");
                self.place(l, *cell)
            }
            Event::BotManeuvers { count: 0 } => {
                l.text("no move card was played: bots do not maneuver")
            }
            Event::BotManeuvers { count } => l.text(format!(
                "the highest move card is {count}: each bot makes {}",
                plural(*count, "maneuver", "maneuvers")
            )),
            Event::BotDecision { bot, reason } => {
                let l = self.bot(l, bot);
                match reason {
                    BotReason::TurnToTarget { target } => self
                        .tank(l.text(" sees "), *target)
                        .text(" and turns towards it"),
                    BotReason::AdvanceToTarget { target } => self
                        .tank(l.text(" faces "), *target)
                        .text(" in sight and advances"),
                    BotReason::SkipBlocked { target } => self
                        .tank(l.text(" sees "), *target)
                        .text(" but water, a bot or an obstacle is in front: it waits"),
                    BotReason::AdvanceClear => {
                        l.text(" sees no target and the way is clear: it advances")
                    }
                    BotReason::TurnFromObstacle => {
                        l.text(" sees no target and faces an obstacle: it turns")
                    }
                    BotReason::Boxed => l.text(" is boxed in on every side and waits"),
                }
            }
            Event::Shot { shooter, target } => {
                let l = self.mover(l, shooter);
                match target {
                    ShotTarget::Nothing => l.text(" fires into the distance"),
                    ShotTarget::Concrete(c) => self.place(l.text(" fires at the concrete on "), *c),
                    ShotTarget::Brick(c) => self.place(l.text(" hits the brick on "), *c),
                    ShotTarget::Player(t) => self.tank(l.text(" hits "), *t),
                    ShotTarget::Bot(b) => self.bot(l.text(" hits "), b),
                }
            }
            Event::BrickDamaged { cell } => self
                .place(l.text("the brick on "), *cell)
                .text(" is damaged"),
            Event::BrickRemoved { cell } => self
                .place(l.text("the brick on "), *cell)
                .text(" is destroyed"),
            Event::CardsLost { seat, cards } => {
                let l = self.seat(l, *seat).text(" loses ");
                self.cards(l, cards).text(" from their hand")
            }
            Event::ReshuffledAll { seat } => self
                .seat(l, *seat)
                .text(" shuffles all their cards into a new deck"),
            Event::Reshuffled { seat } => self
                .seat(l, *seat)
                .text(" reshuffles their discard pile into a new deck"),
            Event::BotSpawned { bot, facing } => {
                self.bot(l, bot).text(format!(" enters facing {facing}"))
            }
            Event::FirstPlayerPassed { seat } => {
                self.seat(l.text("the First Player token passes to "), *seat)
            }
            Event::GameOver { reason, winners } => {
                let mut l = l.text(format!("GAME OVER: {}. Winner: ", end_reason(reason)));
                for (i, &w) in winners.iter().enumerate() {
                    if i > 0 {
                        l = l.text(" and ");
                    }
                    l = self.seat(l, w);
                }
                l.strong()
            }
        })
    }
}

/// The heading of a phase of the round, by its key.
fn phase_heading(key: &str) -> &str {
    match key {
        k if k == Phase::Planning.key() => "Planning",
        k if k == Phase::FirstAction.key() => "1st action phase",
        k if k == Phase::SecondAction.key() => "2nd action phase",
        k if k == Phase::RoundEnd.key() => "End of the round",
        other => other,
    }
}

impl Words for Tanks {
    fn line(view: &Observation, event: &Event) -> Option<Line> {
        Say { o: view }.line(event)
    }

    fn heading(_view: &Observation, mark: &Mark) -> Line {
        match mark {
            Mark::Round { number, .. } => Line::from(format!("Round {number}")),
            Mark::Phase { phase } => Line::from(phase_heading(phase)),
            Mark::GameOver => Line::from("Game over"),
        }
    }

    fn board(view: &Observation) -> String {
        render(view)
    }

    /// The cards' and power-ups' names, keyed by their JSON names, so no front end keeps
    /// its own copy.
    fn glossary(_view: &Observation) -> Value {
        let cards: serde_json::Map<String, Value> = Card::ALL
            .iter()
            .map(|&c| (key(c), json!(card(c))))
            .collect();
        let powers: serde_json::Map<String, Value> = [
            PowerUp::Star,
            PowerUp::Clock,
            PowerUp::Helm,
            PowerUp::Shovel,
            PowerUp::Grenade,
        ]
        .iter()
        .map(|&p| (key(p), json!(power(p))))
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
    s.push_str(
        "legend: 1^ player tank (x = disengaged)  B^ bot  [] brick ([ damaged)  ## concrete\n\
         ff forest  ~~ water  :: ice  EE Eagle  *S star *C clock *H helm *V shovel *G grenade\n",
    );
    s
}
