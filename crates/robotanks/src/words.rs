//! Every sentence of Robotanks: the log's lines (each event as one viewer may see it) and
//! the runs of alike lines told as one (`words/log.rs`), the headings of its stretches
//! (the deal, each turn, its Execution, the end), the names of players, tanks, posts,
//! hexes and cards (here), the text board ([`board`], `words/board.rs`), and the glossary
//! a front end shows beside the map ([`glossary`], `words/glossary.rs`: the commands,
//! the colours, the hexes' labels, the arena's edge).
//!
//! A line is drawn from the event (already as its viewer may see it) and the viewer's
//! observation — the seats' colours from its players, the hexes' labels from its arena —
//! and from nothing else: a card hidden from the viewer is not in its event, so it cannot
//! be in its line. Each line names what it speaks of in typed spans: a player is a seat
//! span (its colour's word), a tank a piece span (its number, [`TankId`], and its seat), a
//! command post a piece span (the engine's `{"Post": "Red"}`), a hex a place span (the
//! engine's `{"q", "r"}`, with its label), a card a card span (the engine's name of the
//! command, `"Cannon"`).
//!
//! Every word is a message of the catalogue `locales/<lang>/robotanks.ftl`, said in the
//! viewer's language ([`Lang`]); the English one is the narration the golden files and
//! scenario files were written against, byte for byte. The terms are `GLOSSARY.md`'s.

mod board;
mod glossary;
mod log;

use crate::Robotanks;
use crate::action::Action;
use crate::arena::{Colour, Object, TankId, tank_colour, tank_number};
use crate::cards::Command;
use crate::event::{End, Event};
use crate::hex::{Facing, Hex};
use crate::legal::Illegal;
use crate::view::Observation;
use coinop_core::words::{Line, Mark, Words};
use coinop_core::{Args, Lang, Say, Seat};
use serde_json::Value;

pub use board::{arrow, board};
pub use glossary::{COLUMNS_NOTE, glossary, glossary_in};

coinop_core::catalogue!(LOCALES);

/// The game's catalogue in `lang`.
pub fn say(lang: Lang) -> Say<'static> {
    Say::new(&LOCALES, lang)
}

impl Words for Robotanks {
    fn report_word(lang: Lang, id: &str) -> Option<String> {
        say(lang).lookup(id)
    }

    /// Why `seat` may not take `action` now, in `lang`: the reason `apply` gives in
    /// English. None for a legal action, and for one refused otherwise than as illegal
    /// (no such seat, the game over, another seat's decision).
    fn refusal_in(&self, lang: Lang, seat: Seat, action: &Action) -> Option<String> {
        let why = self.why_illegal(seat, action)?;
        Some(refusal_in(lang, &why))
    }

    /// The decision in words of `lang` ([`action_in`]); in English, the notation.
    fn action_in(&self, lang: Lang, action: &Action) -> String {
        action_in(lang, action)
    }

    fn line_in(lang: Lang, view: &Observation, event: &Event) -> Option<Line> {
        Teller::new(lang, view).line(event)
    }

    /// The deal's heading, each turn's ("Turn 5 — Red", the colour a seat span), the
    /// Execution phase's, and the end's: the browser's groups of the log.
    fn heading_in(lang: Lang, view: &Observation, mark: &Mark) -> Line {
        let t = Teller::new(lang, view);
        match mark {
            Mark::Round { number: 0, .. } => t.say.text("heading-deal").into(),
            Mark::Round {
                number,
                seat: Some(seat),
            } => t.say(
                "heading-turn",
                Args::new()
                    .num("turn", *number)
                    .line("player", t.who(*seat)),
            ),
            Mark::Round { number, seat: None } => {
                t.say("heading-turn-nobody", Args::new().num("turn", *number))
            }
            Mark::Phase { phase } if phase == crate::EXECUTION => {
                t.say.text("phase-execution").into()
            }
            Mark::Phase { phase } => phase.as_str().into(),
            Mark::GameOver => t.say.text("heading-game-over").into(),
        }
    }

    /// Runs told as one line: one seat's cards set aside in the deal; a seat's first
    /// programs, tank after tank; the cards placed on one tank in a turn, and then its
    /// program done. Cards named only where every card of the run is named (its owner's
    /// view), so a run never mixes what a viewer saw with what it did not.
    fn joins(prev: &Event, next: &Event) -> bool {
        match (prev, next) {
            (Event::SetAside { seat: a, .. }, Event::SetAside { seat: b, .. }) => a == b,
            (
                Event::Programmed {
                    tank: a, card: x, ..
                },
                Event::Programmed {
                    tank: b, card: y, ..
                },
            ) => x.is_some() == y.is_some() && (a == b || next_in_deal(*a, *b)),
            (Event::Programmed { tank: a, .. }, Event::ProgramDone { tank: b, .. }) => a == b,
            _ => false,
        }
    }

    fn fold_in(lang: Lang, view: &Observation, run: &[Event]) -> Line {
        Teller::new(lang, view).fold(run)
    }

    fn board(view: &Observation) -> String {
        board(view)
    }

    /// The outcome's end, as the game records it.
    fn end_in(lang: Lang, end: &Value) -> Option<String> {
        let end: End = serde_json::from_value(end.clone()).ok()?;
        Some(end_reason_in(lang, &end))
    }

    fn glossary_in(lang: Lang, view: &Observation) -> Value {
        glossary_in(lang, view)
    }
}

/// The deal's initial programs go on a seat's tanks in order, tank 1 first: `b` is the
/// tank after `a`, of the same colour.
fn next_in_deal(a: TankId, b: TankId) -> bool {
    a / 4 == b / 4 && b % 4 == a % 4 + 1
}

/// An engine's unit enum by its JSON name ("Cannon", "DirectFire", "Red").
fn key(v: impl serde::Serialize) -> String {
    match serde_json::to_value(v) {
        Ok(Value::String(s)) => s,
        other => format!("{other:?}"),
    }
}

// ---- names ---------------------------------------------------------------------------------

/// A colour's word in `lang`: "Red", «Красный».
pub fn colour_in(lang: Lang, c: Colour) -> String {
    say(lang).text_with("colour", Args::new().str("colour", key(c)))
}

/// A card's printed name in `lang`: "Fire Cannon", «Огонь из пушки».
pub fn card_in(lang: Lang, c: Command) -> String {
    say(lang).text_with("card", Args::new().str("card", key(c)))
}

/// A tank in words: its colour and number, "Red 3".
pub fn tank_name(t: TankId) -> String {
    tank_name_in(Lang::EN, t)
}

/// A tank in words in `lang`: "Red 3", «Красный 3».
pub fn tank_name_in(lang: Lang, t: TankId) -> String {
    if t >= 16 {
        return say(lang).text_with("tank-unknown", Args::new().num("id", t));
    }
    say(lang).text_with(
        "tank",
        Args::new()
            .str("colour", key(tank_colour(t)))
            .num("number", tank_number(t)),
    )
}

/// Cards counted, "Fire Cannon, Forward 1 ×2", as plain words, "none" for no cards: the
/// terminal's prompts.
pub fn names(cards: &[Command]) -> String {
    if cards.is_empty() {
        "none".into()
    } else {
        Teller::words(Lang::EN).counted(cards).plain()
    }
}

/// Why the game ended, without who won (the outcome lists the winners), so that reports
/// count the ways games end rather than each set of winners.
pub fn end_reason(e: &End) -> String {
    end_reason_in(Lang::EN, e)
}

/// Why the game ended, in `lang`.
pub fn end_reason_in(lang: Lang, e: &End) -> String {
    let id = match e {
        End::LastPost { .. } => "end-LastPost",
        End::Stalemate { .. } => "end-Stalemate",
        End::TurnLimit { .. } => "end-TurnLimit",
    };
    say(lang).text(id)
}

/// Where the game is, in the words a player knows ("picking from the Bank after rolling a
/// 1"), by its step key ([`Robotanks::phase_name`], the observation's `step`), where the
/// keys mean nothing to a player: an illegal action's refusal says it, and the text
/// board. Nothing for a key no game has.
pub fn step_words_in(lang: Lang, step: &str) -> String {
    say(lang).text_with("step", Args::new().str("step", step))
}

/// A decision in words of `lang`; in English, the notation a player types ("program
/// Forward 1", "target Red post": [`crate::action::text`]).
pub fn action_in(lang: Lang, a: &Action) -> String {
    let say = say(lang);
    let (verb, card, n, object) = match *a {
        Action::Misdeal => ("misdeal", None, 0, None),
        Action::Discard(c) => ("discard", Some(c), 0, None),
        Action::Program(c) => ("program", Some(c), 0, None),
        Action::Done => ("done", None, 0, None),
        Action::Deactivate(n) => ("deactivate", None, n, None),
        Action::Roll => ("roll", None, 0, None),
        Action::Take(c) => ("take", Some(c), 0, None),
        Action::Give(c) => ("give", Some(c), 0, None),
        Action::Pass => ("pass", None, 0, None),
        Action::Target(o) => ("target", None, 0, Some(o)),
        // A tank number from outside (a malformed action): named by its number.
        Action::Warp(t) if t >= 16 => ("warp-unknown", None, t, None),
        Action::Warp(t) => ("warp", None, 0, Some(Object::Tank(t))),
        Action::Keep(c) => ("keep", Some(c), 0, None),
        Action::Scan(t) if t >= 16 => ("scan-unknown", None, t, None),
        Action::Scan(t) => ("scan", None, 0, Some(Object::Tank(t))),
    };
    let object = match object {
        Some(Object::Tank(t)) => tank_name_in(lang, t),
        Some(Object::Post(c)) => say.text_with("refusal-post", Args::new().str("colour", key(c))),
        None => String::new(),
    };
    say.text_with(
        "refusal-action",
        Args::new()
            .str("action", verb)
            .str("card", card.map(|c| card_in(lang, c)).unwrap_or_default())
            .num("n", n)
            .str("object", object),
    )
}

/// Why an action was refused, in English: the engine's `ActionError::Illegal`.
pub(crate) fn refusal(why: &Illegal) -> String {
    refusal_in(Lang::EN, why)
}

/// The most moves a refusal lists as the ones to try.
const MOVES_LISTED: usize = 12;

/// Why an action was refused, in `lang`.
pub(crate) fn refusal_in(lang: Lang, why: &Illegal) -> String {
    let say = say(lang);
    match why {
        Illegal::MissingFromHand(a, c) | Illegal::MissingFromBank(a, c) => {
            let id = match why {
                Illegal::MissingFromHand(..) => "refusal-not-in-hand",
                _ => "refusal-not-in-bank",
            };
            say.text_with(
                id,
                Args::new()
                    .str("action", action_in(lang, a))
                    .str("card", card_in(lang, *c)),
            )
        }
        Illegal::NotNow {
            action,
            step,
            legal,
        } => {
            let mut moves: Vec<String> = legal
                .iter()
                .take(MOVES_LISTED)
                .map(|a| action_in(lang, a))
                .collect();
            if legal.len() > MOVES_LISTED {
                moves.push("…".into());
            }
            say.text_with(
                "refusal-not-now",
                Args::new()
                    .str("action", action_in(lang, action))
                    .str("step", step_words_in(lang, step))
                    .str("moves", moves.join(", ")),
            )
        }
    }
}

/// The words of one viewer's log in one language: the seats' colours from its players,
/// the hexes' labels from its arena.
pub(crate) struct Teller<'a> {
    o: Option<&'a Observation>,
    say: Say<'static>,
    lang: Lang,
}

impl<'a> Teller<'a> {
    fn new(lang: Lang, o: &'a Observation) -> Teller<'a> {
        Teller {
            o: Some(o),
            say: say(lang),
            lang,
        }
    }

    /// Words that need no observation (cards alone).
    fn words(lang: Lang) -> Teller<'static> {
        Teller {
            o: None,
            say: say(lang),
            lang,
        }
    }

    fn say(&self, id: &str, args: Args) -> Line {
        self.say.line(id, args)
    }

    fn players(&self) -> &[crate::view::PlayerView] {
        self.o.map_or(&[], |o| &o.players)
    }

    fn on_map(&self, h: Hex) -> bool {
        self.o.is_some_and(|o| o.arena.on_map(h))
    }

    /// The seat playing colour `c`, if one does.
    fn seat_of(&self, c: Colour) -> Option<Seat> {
        self.players()
            .iter()
            .find(|p| p.colour == c)
            .map(|p| p.seat)
    }

    fn colour(&self, c: Colour) -> String {
        colour_in(self.lang, c)
    }

    /// A player, by the colour they play ("Red"), as a seat span.
    fn who(&self, seat: Seat) -> Line {
        match self.players().get(seat as usize) {
            Some(p) => Line::new().seat(seat, self.colour(p.colour)),
            // A seat from outside (a malformed event): named, never indexed.
            None => self
                .say
                .text_with("seat-unknown", Args::new().num("n", u32::from(seat) + 1))
                .into(),
        }
    }

    /// A tank, as a piece span: its number, its seat, its name.
    fn tank(&self, t: TankId) -> Line {
        let name = tank_name_in(self.lang, t);
        if t >= 16 {
            return name.into();
        }
        Line::new().piece(t, self.seat_of(tank_colour(t)), name)
    }

    /// A command post, as a piece span: "Red command post", or with `own` "Red's command
    /// post".
    fn post(&self, c: Colour, own: bool) -> Line {
        let id = if own { "post-own" } else { "post" };
        let text = self.say.text_with(id, Args::new().str("colour", key(c)));
        Line::new().piece(Object::Post(c), self.seat_of(c), text)
    }

    /// A tank or a command post.
    fn object(&self, obj: Object) -> Line {
        match obj {
            Object::Tank(t) => self.tank(t),
            Object::Post(c) => self.post(c, false),
        }
    }

    /// A hex as the map labels it ("K7"), as a place span; a hex beyond the drawn map is
    /// the arena's edge (its wall all round).
    fn hex(&self, h: Hex) -> Line {
        if self.on_map(h) {
            Line::new().place(h, h.label())
        } else {
            self.say.text("arena-edge").into()
        }
    }

    /// A facing as the log says it: "NE" (the map's letters), «северо-восток».
    fn facing(&self, f: Facing) -> String {
        self.say
            .text_with("facing", Args::new().str("dir", f.code()))
    }

    /// "1 card", "3 cards".
    fn cards_n(&self, n: usize) -> Line {
        self.say("count-cards", Args::new().num("n", n as i64))
    }

    fn card(&self, c: Command) -> Line {
        Line::new().card(c, card_in(self.lang, c))
    }

    /// A card as its viewer saw it: named, or "a card".
    fn card_or_not(&self, c: Option<Command>) -> Line {
        c.map_or_else(|| self.say.text("a-card").into(), |c| self.card(c))
    }

    /// "Fire Cannon, Forward 1 ×2": the cards in their order, copies side by side counted
    /// (hands, the Bank and what goes to it are sorted, so every copy is counted).
    fn counted(&self, cards: &[Command]) -> Line {
        let mut line = Line::new();
        let mut i = 0;
        while i < cards.len() {
            let c = cards[i];
            let n = cards[i..].iter().take_while(|x| **x == c).count();
            if i > 0 {
                line = line.text(self.say.text("cards-separator"));
            }
            line = line.then(if n > 1 {
                self.say(
                    "card-copies",
                    Args::new().line("card", self.card(c)).num("n", n as i64),
                )
            } else {
                self.card(c)
            });
            i += n;
        }
        line
    }

    /// Cards as a viewer saw them: all named (counted), all hidden ("3 cards"), or some
    /// of each, one by one.
    fn cards(&self, cs: &[Option<Command>]) -> Line {
        if cs.is_empty() {
            return self.say.text("no-cards").into();
        }
        if cs.iter().all(|c| c.is_none()) {
            return self.cards_n(cs.len());
        }
        if let Some(open) = cs.iter().copied().collect::<Option<Vec<Command>>>() {
            return self.counted(&open);
        }
        let sep = self.say.text("cards-separator");
        joined(cs.iter().map(|c| self.card_or_not(*c)), &sep)
    }

    fn open(&self, cs: &[Command]) -> Line {
        if cs.is_empty() {
            self.say.text("no-cards").into()
        } else {
            self.counted(cs)
        }
    }

    /// A program's cards in their order: "Forward 1 → Fire Cannon".
    fn in_order(&self, cs: impl IntoIterator<Item = Command>) -> Line {
        let sep = self.say.text("program-separator");
        joined(cs.into_iter().map(|c| self.card(c)), &sep)
    }

    /// The end as the log tells it, naming the winners by colour.
    fn end_line(&self, e: &End) -> Line {
        let names = |w: &[Seat]| {
            let sep = self.say.text("winners-separator");
            joined(w.iter().map(|s| self.who(*s)), &sep)
        };
        let line = match e {
            End::LastPost { winner } => self.say(
                "game-over-last-post",
                Args::new().line("player", self.who(*winner)),
            ),
            End::Stalemate { winners } => self.say(
                "game-over-stalemate",
                Args::new().line("winners", names(winners)),
            ),
            End::TurnLimit { winners } => self.say(
                "game-over-turn-limit",
                Args::new().line("winners", names(winners)),
            ),
        };
        line.strong()
    }
}

/// Lines one after another with `sep` between.
fn joined(lines: impl IntoIterator<Item = Line>, sep: &str) -> Line {
    let mut out = Line::new();
    for (i, l) in lines.into_iter().enumerate() {
        if i > 0 {
            out = out.text(sep);
        }
        out = out.then(l);
    }
    out
}
