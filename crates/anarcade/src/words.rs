//! Every sentence of Anarcade: a log line for each event, the headings of the log's
//! stretches (a turn, an Ace, the end), the names of players and cards, the table as
//! text, and the terms a front end shows beside the board. Each is drawn from an event
//! (as its viewer may see it) and the viewer's observation, never from the whole state:
//! a hand drawn by another seat reaches these words as so many hidden cards, and so is
//! told as a count.
//!
//! Lines are typed spans: a player is a seat span, an Action Card a card span naming its
//! id in the card set (its words are its name and symbols, "Coin Slot [E E]", which a
//! browser draws from the card itself), an Arcade Card a card span naming
//! `{"arcade": index}` (Arcade Cards are counted apart from Action Cards), and an Action
//! Stack a place span naming its kind ("Earn").
//!
//! The words are the catalogue's, `locales/<lang>/anarcade.ftl`, in the viewer's
//! language; the terms are GLOSSARY.md's. The text board stays English (it is the
//! terminal's and the golden files'). Our own card set's names are our words, said in
//! each language; a card file's names are its own, said as it writes them.

use crate::action::Action;
use crate::cards::{self, CardId, CardSet, HIDDEN, Kind, Symbols};
use crate::event::{ACE_PHASE, End, Event};
use crate::legal::Illegal;
use crate::state::{Anarcade, Phase};
use crate::view::Observation;
use coinop_core::{Args, Lang, Line, Mark, Seat, Words};
use fluent_templates::Loader;
use serde_json::{Value, json};
use std::fmt::Write;

coinop_core::catalogue!(LOCALES);

/// The game's catalogue in `lang`.
pub fn say(lang: Lang) -> coinop_core::Say<'static> {
    coinop_core::Say::new(&LOCALES, lang)
}

/// "Player 2": players are numbered as the rulebook numbers them, in turn order from the
/// first player («Randomly determine which player will be Player 1»), whatever their
/// seats at the table (RULINGS.md §21).
fn player(o: &Observation, seat: Seat) -> Line {
    player_in(Lang::EN, o, seat)
}

/// A player as the log names them, in `lang`: «Игрок 2».
fn player_in(lang: Lang, o: &Observation, seat: Seat) -> Line {
    let n = turn_number(o, seat) as i64;
    Line::new().seat(seat, say(lang).text_with("player", Args::new().num("n", n)))
}

/// A seat's number in turn order from the first player: 1 for the first player.
pub fn turn_number(o: &Observation, seat: Seat) -> usize {
    crate::state::turn_order_number(seat, o.first_player, o.players.len())
}

/// A kind of symbol (and of Action Stack, and of phase) by its name in `lang`: "Earn",
/// «Заработок».
pub fn kind_in(lang: Lang, kind: Kind) -> String {
    say(lang).text_with("kind", Args::new().str("kind", kind.name()))
}

/// The letter a symbol of `kind` is drawn with in `lang`: "E", «З».
fn letter_in(lang: Lang, kind: Kind) -> String {
    say(lang).text_with("kind-letter", Args::new().str("kind", kind.name()))
}

/// Symbols by their letters in `lang`, "D E E" (in English, the card files' notation).
fn symbols_in(lang: Lang, symbols: Symbols) -> String {
    let mut out = Vec::new();
    for k in Kind::ALL {
        for _ in 0..symbols.of(k) {
            out.push(letter_in(lang, k));
        }
    }
    out.join(" ")
}

/// The message naming a card of our own set: "name-coin-slot" for "Coin Slot".
fn name_id(name: &str) -> String {
    let mut id = String::from("name");
    for word in name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        id.push('-');
        id.push_str(&word.to_ascii_lowercase());
    }
    id
}

/// Whether `cards` is our own set, unchanged: its names are our words (GLOSSARY.md), a
/// user's file's are theirs.
fn ours(cards: &CardSet) -> bool {
    cards.digest == cards::builtin().digest
}

/// A card's name in `lang`: a name of our own set as the catalogue gives it in a language
/// other than English, any other as its card set writes it.
pub fn card_name_in(lang: Lang, cards: &CardSet, name: &str) -> String {
    if lang == Lang::EN || !ours(cards) {
        return name.to_string();
    }
    let id = name_id(name);
    match LOCALES.try_lookup(lang.id(), &id) {
        Some(_) => say(lang).text(&id),
        None => name.to_string(),
    }
}

/// An Action Card by its name and symbols, "Coin Slot [E E]"; a hidden one as "a card".
fn card(lang: Lang, cards: &CardSet, id: CardId) -> Line {
    let say = say(lang);
    match cards.designs.get(id as usize) {
        Some(d) if id != HIDDEN => Line::new().card(
            id,
            say.text_with(
                "card-words",
                Args::new()
                    .str("name", card_name_in(lang, cards, &d.name))
                    .str("symbols", symbols_in(lang, d.symbols)),
            ),
        ),
        _ => Line::new().text(say.text("card-hidden")),
    }
}

/// An Arcade Card by its name and High Score, "Barrel Climb (High Score 6)".
fn arcade(lang: Lang, cards: &CardSet, index: u8) -> Line {
    let say = say(lang);
    match cards.arcade.get(index as usize) {
        Some(a) => Line::new().card(
            json!({ "arcade": index }),
            say.text_with(
                "arcade-words",
                Args::new()
                    .str("name", card_name_in(lang, cards, &a.name))
                    .num("score", a.high_score),
            ),
        ),
        None => Line::new().text(say.text("arcade-hidden")),
    }
}

/// The Action Stack of `kind`, "Earn Action Stack".
fn stack(lang: Lang, kind: Kind) -> Line {
    Line::new().place(
        kind,
        say(lang).text_with("stack", Args::new().str("kind", kind_in(lang, kind))),
    )
}

/// "1 Credit", "3 Credits", in English (the text board).
fn credits(n: impl Into<i64>) -> String {
    say(Lang::EN).text_with("credits", Args::new().num("n", n))
}

/// What a Buy was paid with: "for 2 Buy", "for 3 Credits", "for 1 Buy and 2 Credits",
/// "for nothing".
fn paid(lang: Lang, buy: u8, with_credits: u8) -> String {
    let say = say(lang);
    let args = Args::new().num("buy", buy).num("credits", with_credits);
    match (buy, with_credits) {
        (0, 0) => say.text("paid-nothing"),
        (_, 0) => say.text_with("paid-buy", args),
        (0, _) => say.text_with("paid-credits", args),
        _ => say.text_with("paid-both", args),
    }
}

/// The words of one viewer's log in one language.
struct Teller<'a> {
    o: &'a Observation,
    say: coinop_core::Say<'static>,
    lang: Lang,
}

impl Teller<'_> {
    fn player(&self, seat: Seat) -> Line {
        player_in(self.lang, self.o, seat)
    }

    fn card(&self, id: CardId) -> Line {
        card(self.lang, &self.o.cards, id)
    }

    fn arcade(&self, index: u8) -> Line {
        arcade(self.lang, &self.o.cards, index)
    }

    fn say(&self, id: &str, args: Args) -> Line {
        self.say.line(id, args)
    }

    /// The line telling `e` to the viewer of `o` (`e` as they may see it).
    fn tell(&self, e: &Event) -> Line {
        let a = Args::new;
        match e {
            Event::TurnBegins { seat, turn } => self
                .say(
                    "turn-begins",
                    a().num("turn", *turn).line("player", self.player(*seat)),
                )
                .quiet(),
            Event::Played {
                seat,
                card: c,
                drawn,
            } => self.say(
                if *drawn { "played-drawn" } else { "played" },
                a().line("player", self.player(*seat))
                    .line("card", self.card(*c)),
            ),
            Event::Reshuffled { seat, cards: n } => self.say(
                "reshuffled",
                a().line("player", self.player(*seat)).num("n", *n),
            ),
            Event::StoppedDrawing { seat, left } => self.say(
                "stopped-drawing",
                a().line("player", self.player(*seat)).num("n", *left),
            ),
            Event::OutOfCards { seat, left } => self.say(
                "out-of-cards",
                a().line("player", self.player(*seat)).num("n", *left),
            ),
            Event::Earned { seat, credits: n } => self.say(
                "earned",
                a().line("player", self.player(*seat)).num("n", *n),
            ),
            Event::Scored {
                seat,
                credits: n,
                total,
                high_score,
            } => self.say(
                if total == high_score {
                    "scored-aced"
                } else {
                    "scored"
                },
                a().line("player", self.player(*seat))
                    .num("n", *n)
                    .num("total", *total)
                    .num("high", *high_score),
            ),
            Event::SkippedScore { seat } => {
                self.say("skipped-score", a().line("player", self.player(*seat)))
            }
            Event::Bought {
                seat,
                card: c,
                stack: k,
                buy,
                credits: n,
            } => self.say(
                "bought",
                a().line("player", self.player(*seat))
                    .line("card", self.card(*c))
                    .line("stack", stack(self.lang, *k))
                    .str("paid", paid(self.lang, *buy, *n)),
            ),
            Event::Aced {
                seat,
                arcade: ar,
                aces,
            } => self
                .say(
                    "aced",
                    a().line("player", self.player(*seat))
                        .line("arcade", self.arcade(*ar))
                        .num("aces", *aces),
                )
                .strong(),
            Event::ScoreReturned { seat, credits: n } => self.say(
                "score-returned",
                a().line("player", self.player(*seat)).num("n", *n),
            ),
            Event::NewArcade { arcade: ar } => {
                self.say("new-arcade", a().line("arcade", self.arcade(*ar)))
            }
            Event::ExcessReturned { seat, credits: n } => self.say(
                "excess-returned",
                a().line("player", self.player(*seat)).num("n", *n),
            ),
            Event::NothingToBuy { seat, power } => self.say(
                "nothing-to-buy",
                a().line("player", self.player(*seat)).num("power", *power),
            ),
            Event::HandDrawn { seat, cards: hand } => {
                if hand.iter().all(|&c| c == HIDDEN) {
                    self.say(
                        "hand-drawn-hidden",
                        a().line("player", self.player(*seat))
                            .num("n", hand.len() as i64),
                    )
                } else {
                    let mut list = Line::new();
                    for (i, &c) in hand.iter().enumerate() {
                        if i > 0 {
                            list = list.text(self.say.text("cards-separator"));
                        }
                        list = list.then(self.card(c));
                    }
                    self.say(
                        "hand-drawn",
                        a().line("player", self.player(*seat)).line("cards", list),
                    )
                }
            }
            Event::GameOver { end } => self.game_over(end).strong(),
        }
    }

    fn game_over(&self, end: &End) -> Line {
        match end {
            End::Aces { winner } => self.say(
                "game-over-king",
                Args::new().line("player", self.player(*winner)),
            ),
            End::ArcadeEmpty { winners } => {
                let mut list = Line::new();
                for (i, &s) in winners.iter().enumerate() {
                    if i > 0 {
                        list = list.text(self.say.text("winners-separator"));
                    }
                    list = list.then(self.player(s));
                }
                self.say("game-over-empty", Args::new().line("winners", list))
            }
            End::TurnLimit => self.say("game-over-turn-limit", Args::new()),
        }
    }
}

/// Why the game ended, for reports that count the reasons (not who: the winners are
/// listed beside it).
pub(crate) fn end_reason(end: &End) -> String {
    end_reason_in(Lang::EN, end)
}

/// Why the game ended, in `lang`.
pub fn end_reason_in(lang: Lang, end: &End) -> String {
    say(lang).text(match end {
        End::Aces { .. } => "end-aces",
        End::ArcadeEmpty { .. } => "end-arcade-empty",
        End::TurnLimit => "end-turn-limit",
    })
}

/// Why an action was refused, in English: the engine's `ActionError::Illegal`.
pub(crate) fn refusal(cards: &CardSet, why: &Illegal) -> String {
    refusal_in(Lang::EN, cards, why)
}

/// Why an action was refused, in `lang`: a card by its name in `cards` as that language
/// says it (a card file's names are its own).
pub(crate) fn refusal_in(lang: Lang, cards: &CardSet, why: &Illegal) -> String {
    let say = say(lang);
    let a = Args::new;
    match *why {
        Illegal::Score {
            asked,
            symbols,
            credits,
            to_high_score,
            high_score,
            room,
        } => say.text_with(
            "refusal-score",
            a().num("n", asked)
                .num("symbols", symbols)
                .num("credits", credits)
                .num("left", to_high_score)
                .num("high", high_score)
                .num("room", room),
        ),
        Illegal::EmptyStack(k) => {
            say.text_with("refusal-empty-stack", a().line("stack", stack(lang, k)))
        }
        Illegal::CannotAfford { card, buy, credits } => {
            let (name, cost) = match cards.designs.get(card as usize) {
                Some(d) => (card_name_in(lang, cards, &d.name), d.cost),
                None => (say.text("card-hidden"), 0),
            };
            say.text_with(
                "refusal-cannot-afford",
                a().str("card", name)
                    .num("cost", cost)
                    .num("buy", buy)
                    .num("credits", credits),
            )
        }
        Illegal::NotInPhase { action, phase } => {
            let phase = match phase {
                Phase::Draw => "Draw",
                Phase::Score => "Score",
                Phase::Buy => "Buy",
                Phase::Over => "Over",
            };
            say.text_with(
                "refusal-not-in-phase",
                a().str("action", action_in(lang, &action))
                    .str("phase", phase),
            )
        }
    }
}

/// A decision in words of `lang`; in English, the notation a player types ("score 2",
/// "buy earn": [`crate::action::text`]).
pub fn action_in(lang: Lang, action: &Action) -> String {
    let (key, n, kind) = match *action {
        Action::Draw => ("draw", 0, Kind::Draw),
        Action::StopDrawing => ("stop", 0, Kind::Draw),
        Action::Score(n) => ("score", n, Kind::Score),
        Action::Buy(k) => ("buy", 0, k),
        Action::EndTurn => ("end", 0, Kind::Buy),
    };
    say(lang).text_with(
        "refusal-action",
        Args::new()
            .str("action", key)
            .num("n", n)
            .str("kind", kind.name()),
    )
}

/// "Draw phase": the words for a phase of the turn, in `lang`.
fn phase_words(lang: Lang, phase: Phase) -> String {
    say(lang).text(match phase {
        Phase::Draw => "phase-draw",
        Phase::Score => "phase-score",
        Phase::Buy => "phase-buy",
        Phase::Over => "phase-over",
    })
}

/// What one symbol of a kind does in a turn, in the rulebook's order of the phases.
fn symbol_does(lang: Lang, kind: Kind) -> String {
    say(lang).text_with("kind-does", Args::new().str("kind", kind.name()))
}

/// The table as text for the viewer of `o`: the Arcade Card, the four stacks, each
/// player (with the viewer's own hand), the turn in play.
fn board(o: &Observation) -> String {
    let c = &o.cards;
    let name = |id: CardId| card(Lang::EN, c, id).plain();
    let mut s = String::new();
    match o.arcade.and_then(|a| c.arcade.get(a as usize)) {
        Some(a) => {
            let _ = writeln!(
                s,
                "Arcade Card: {} — High Score {}, gives everyone [{}]   ({} face down)",
                a.name,
                a.high_score,
                a.symbols.text(),
                o.arcade_left.len()
            );
        }
        None => s.push_str("Arcade Card: none\n"),
    }
    let _ = writeln!(
        s,
        "Token Machine: {} Credits\nAction Stacks:",
        o.token_machine
    );
    for st in &o.stacks {
        let top = match st
            .top
            .and_then(|t| c.designs.get(t as usize).map(|d| (t, d)))
        {
            Some((t, d)) => format!("{} — cost {}", name(t), d.cost),
            None => "empty".into(),
        };
        let _ = writeln!(
            s,
            "  {:<6} ({:>2} cards) top: {top}",
            st.kind.name(),
            st.size
        );
    }
    for p in &o.players {
        let marker = if p.seat == o.current && o.end.is_none() {
            "▶"
        } else {
            " "
        };
        let aced: Vec<&str> = p
            .aced
            .iter()
            .filter_map(|&a| c.arcade.get(a as usize))
            .map(|a| a.name.as_str())
            .collect();
        let _ = writeln!(
            s,
            "{marker} {}: {}, {} scored, Aces {}{}, deck {} (draw {}, discard {}, hand {})",
            player(o, p.seat).plain(),
            credits(p.credits),
            p.scored,
            p.aced.len(),
            if aced.is_empty() {
                String::new()
            } else {
                format!(" ({})", aced.join(", "))
            },
            p.deck_size,
            p.draw_size,
            p.discard.len(),
            p.hand_size
        );
        if let Some(h) = &p.hand
            && !h.is_empty()
        {
            let names: Vec<String> = h.iter().map(|&id| name(id)).collect();
            let _ = writeln!(s, "    your hand: {}", names.join(", "));
        }
    }
    if o.end.is_none() {
        let names: Vec<String> = o.turn.in_play.iter().map(|&id| name(id)).collect();
        let sym = |k: Kind| o.turn.symbols.of(k);
        let _ = writeln!(
            s,
            "In play ({}): {}\n  symbols: {} Draw, {} Earn, {} Score, {} Buy{}",
            player(o, o.current).plain(),
            names.join(", "),
            sym(Kind::Draw),
            sym(Kind::Earn),
            sym(Kind::Score),
            sym(Kind::Buy),
            match o.phase {
                Phase::Draw => format!(" — {} Draw left", o.turn.draws_left),
                Phase::Buy => format!(" — {} Buy left", o.turn.buy_left),
                _ => String::new(),
            }
        );
    }
    s
}

impl Words for Anarcade {
    fn report_word(lang: Lang, id: &str) -> Option<String> {
        say(lang).lookup(id)
    }

    /// The cards by the name `taken` gives them ("Coin Slot (yellow, cost 2)"), their
    /// names in `lang` where the card set is ours.
    fn taken_in(
        lang: Lang,
        options: &crate::options::AnarcadeOptions,
    ) -> std::collections::BTreeMap<String, String> {
        let Ok(set) = options.card_set() else {
            return std::collections::BTreeMap::new();
        };
        let say = say(lang);
        let mut out = std::collections::BTreeMap::new();
        for d in &set.designs {
            let Some(kind) = d.stack else { continue };
            // As `taken` names it.
            let english = format!("{} ({}, cost {})", d.name, kind.colour(), d.cost);
            let colour = say.text_with("kind-colour", Args::new().str("kind", kind.name()));
            let words = say.text_with(
                "anarcade-taken",
                Args::new()
                    .str("name", card_name_in(lang, &set, &d.name))
                    .str("colour", colour)
                    .num("cost", d.cost),
            );
            out.insert(english, words);
        }
        out
    }

    /// Why `seat` may not take `action` now, in `lang`: the reason `apply` gives in
    /// English. None for a legal action, and for one refused otherwise than as illegal
    /// (no such seat, the game over, another seat's turn).
    fn refusal_in(&self, lang: Lang, seat: Seat, action: &Action) -> Option<String> {
        let why = self.why_illegal(seat, action)?;
        Some(refusal_in(lang, &self.cards, &why))
    }

    /// The decision in words of `lang` ([`action_in`]); in English, the notation.
    fn action_in(&self, lang: Lang, action: &Action) -> String {
        action_in(lang, action)
    }

    fn line_in(lang: Lang, view: &Observation, event: &Event) -> Option<Line> {
        Some(
            Teller {
                o: view,
                say: say(lang),
                lang,
            }
            .tell(event),
        )
    }

    /// "Turn 5 — Player 2", "Ace!", "Game over".
    fn heading_in(lang: Lang, view: &Observation, mark: &Mark) -> Line {
        let say = say(lang);
        match mark {
            Mark::Round {
                number,
                seat: Some(seat),
            } => say.line(
                "heading-turn",
                Args::new()
                    .num("turn", *number)
                    .line("player", player_in(lang, view, *seat)),
            ),
            Mark::Round { number, seat: None } => {
                say.line("heading-turn-alone", Args::new().num("turn", *number))
            }
            Mark::Phase { phase } if phase == ACE_PHASE => Line::from(say.text("heading-ace")),
            Mark::Phase { phase } => Line::new().text(phase),
            Mark::GameOver => Line::from(say.text("heading-game-over")),
        }
    }

    fn board(view: &Observation) -> String {
        board(view)
    }

    /// The four kinds of symbol (each also an Action Stack and a phase's action), by the
    /// engine's names: the word, its stack's colour, its letter, what one does; the
    /// phases of the turn in words; and, in a language other than English, our own card
    /// set's names in it, by the set's names (`names`: a card file's are its own), and its
    /// title and note (`set_title`, `set_note`).
    /// The outcome's end, as the game records it.
    fn end_in(lang: Lang, end: &Value) -> Option<String> {
        let end: End = serde_json::from_value(end.clone()).ok()?;
        Some(end_reason_in(lang, &end))
    }

    fn glossary_in(lang: Lang, view: &Observation) -> Value {
        let say = say(lang);
        let kinds: serde_json::Map<String, Value> = Kind::ALL
            .iter()
            .map(|&k| {
                (
                    k.name().to_string(),
                    json!({
                        "name": kind_in(lang, k),
                        "colour": say.text_with("kind-colour", Args::new().str("kind", k.name())),
                        "letter": letter_in(lang, k),
                        "does": symbol_does(lang, k),
                    }),
                )
            })
            .collect();
        let phases: serde_json::Map<String, Value> =
            [Phase::Draw, Phase::Score, Phase::Buy, Phase::Over]
                .into_iter()
                .map(|p| {
                    let key = serde_json::to_value(p)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default();
                    (key, Value::from(phase_words(lang, p)))
                })
                .collect();
        let mut glossary = json!({ "kinds": kinds, "phases": phases });
        let cards = &view.cards;
        if lang != Lang::EN && ours(cards) {
            let names: serde_json::Map<String, Value> = cards
                .designs
                .iter()
                .map(|d| &d.name)
                .chain(cards.arcade.iter().map(|a| &a.name))
                .map(|n| (n.clone(), Value::from(card_name_in(lang, cards, n))))
                .collect();
            glossary["names"] = Value::Object(names);
            glossary["set_title"] = Value::from(say.text("set-title"));
            glossary["set_note"] = Value::from(say.text("set-note"));
        }
        glossary
    }
}
