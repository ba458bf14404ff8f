//! Anarcade in the terminal: the Arcade Card, the four stacks' tops, each player's
//! Credits, score and Aces, your hand, and the cards in play with their symbols.

use super::{Paint, Terminal};
use crate::words::say;
use coinop_anarcade::cards::{CardId, HIDDEN, Kind, Symbols};
use coinop_anarcade::event::Event;
use coinop_anarcade::state::Phase;
use coinop_anarcade::view::Observation;
use coinop_anarcade::words::{card_name_in, end_reason_in, kind_in, turn_number};
use coinop_anarcade::{Action, Anarcade};
use coinop_core::{Args, Game, Lang, Seat, Viewer};

/// The game's own words in `lang` (its catalogue: names, letters, Credits).
fn game_say(lang: Lang) -> coinop_core::Say<'static> {
    coinop_anarcade::words::say(lang)
}

/// The letter a symbol of `kind` is drawn with in `lang`: "E", «З».
fn letter_in(lang: Lang, kind: Kind) -> String {
    game_say(lang).text_with("kind-letter", Args::new().str("kind", kind.name()))
}

/// Symbols by their letters in `lang`: "D E E", «Д З З».
fn symbols_in(lang: Lang, symbols: Symbols) -> String {
    let mut out = Vec::new();
    for k in Kind::ALL {
        for _ in 0..symbols.of(k) {
            out.push(letter_in(lang, k));
        }
    }
    out.join(" ")
}

/// "Credits" counted in `lang`: "1 Credit", «2 кредита».
fn credits_in(lang: Lang, n: impl Into<i64>) -> String {
    game_say(lang).text_with("credits", Args::new().num("n", n))
}

/// An Action Card by its name and symbols as the log words it: "Coin Slot [E E]",
/// «Монетоприёмник» [З З]; a hidden one as "a card".
fn card_in(lang: Lang, o: &Observation, id: CardId) -> String {
    let say = game_say(lang);
    match o.cards.designs.get(id as usize) {
        Some(d) if id != HIDDEN => say.text_with(
            "card-words",
            Args::new()
                .str("name", card_name_in(lang, &o.cards, &d.name))
                .str("symbols", symbols_in(lang, d.symbols)),
        ),
        _ => say.text("card-hidden"),
    }
}

/// A player as the log names them, numbered in turn order: "Player 2", «Игрок 2».
fn player_in(lang: Lang, o: &Observation, seat: Seat) -> String {
    game_say(lang).text_with("player", Args::new().num("n", turn_number(o, seat) as i64))
}

/// The table in `lang` for the viewer of `o`: the Arcade Card, the four stacks, each
/// player (with the viewer's own hand), the turn in play. In English, the game's text
/// board byte for byte.
fn table(lang: Lang, o: &Observation) -> String {
    let say = say(lang);
    let c = &o.cards;
    let name = |id: CardId| card_in(lang, o, id);
    let sep = game_say(lang).text("cards-separator");
    let mut lines = Vec::new();
    lines.push(match o.arcade.and_then(|a| c.arcade.get(a as usize)) {
        Some(a) => say.text_with(
            "anarcade-arcade",
            Args::new()
                .str("name", card_name_in(lang, c, &a.name))
                .num("score", a.high_score)
                .str("symbols", symbols_in(lang, a.symbols))
                .num("left", o.arcade_left.len() as i64),
        ),
        None => say.text("anarcade-arcade-none"),
    });
    lines.push(say.text_with(
        "anarcade-token-machine",
        Args::new().num("n", o.token_machine),
    ));
    lines.push(say.text("anarcade-stacks"));
    // The stacks' names in a column as wide as the widest and a space (six at least).
    let kinds: Vec<String> = o.stacks.iter().map(|st| kind_in(lang, st.kind)).collect();
    let column = kinds
        .iter()
        .map(|k| k.chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(6);
    for (st, kind) in o.stacks.iter().zip(&kinds) {
        let top = match st
            .top
            .and_then(|t| c.designs.get(t as usize).map(|d| (t, d)))
        {
            Some((t, d)) => say.text_with(
                "anarcade-stack-top",
                Args::new().str("card", name(t)).num("cost", d.cost),
            ),
            None => say.text("anarcade-stack-empty"),
        };
        lines.push(
            say.text_with(
                "anarcade-stack",
                Args::new()
                    .str("kind", format!("{kind:<column$}"))
                    .str("lead", if st.size < 10 { " " } else { "" })
                    .num("size", st.size)
                    .str("top", top),
            ),
        );
    }
    for p in &o.players {
        let marker = if p.seat == o.current && o.end.is_none() {
            "▶"
        } else {
            " "
        };
        let aced: Vec<String> = p
            .aced
            .iter()
            .filter_map(|&a| c.arcade.get(a as usize))
            .map(|a| {
                say.text_with(
                    "anarcade-aced-name",
                    Args::new().str("name", card_name_in(lang, c, &a.name)),
                )
            })
            .collect();
        let aced = if aced.is_empty() {
            String::new()
        } else {
            say.text_with("anarcade-aced", Args::new().str("names", aced.join(&sep)))
        };
        lines.push(
            say.text_with(
                "anarcade-player",
                Args::new()
                    .str("marker", marker)
                    .str("player", player_in(lang, o, p.seat))
                    .str("credits", credits_in(lang, p.credits))
                    .num("scored", p.scored)
                    .num("aces", p.aced.len() as i64)
                    .str("aced", aced)
                    .num("deck", p.deck_size)
                    .num("draw", p.draw_size)
                    .num("discard", p.discard.len() as i64)
                    .num("hand", p.hand_size),
            ),
        );
        if let Some(h) = &p.hand
            && !h.is_empty()
        {
            let names: Vec<String> = h.iter().map(|&id| name(id)).collect();
            lines.push(say.text_with(
                "anarcade-your-hand",
                Args::new().str("cards", names.join(&sep)),
            ));
        }
    }
    if o.end.is_none() {
        let names: Vec<String> = o.turn.in_play.iter().map(|&id| name(id)).collect();
        lines.push(
            say.text_with(
                "anarcade-in-play",
                Args::new()
                    .str("player", player_in(lang, o, o.current))
                    .str("cards", names.join(&sep)),
            ),
        );
        let sym = |k: Kind| o.turn.symbols.of(k) as i64;
        let left = match o.phase {
            Phase::Draw => say.text_with(
                "anarcade-draws-left",
                Args::new().num("n", o.turn.draws_left),
            ),
            Phase::Buy => {
                say.text_with("anarcade-buys-left", Args::new().num("n", o.turn.buy_left))
            }
            _ => String::new(),
        };
        lines.push(
            say.text_with(
                "anarcade-symbols",
                Args::new()
                    .num("draw", sym(Kind::Draw))
                    .num("earn", sym(Kind::Earn))
                    .num("score", sym(Kind::Score))
                    .num("buy", sym(Kind::Buy))
                    .str("left", left),
            ),
        );
    }
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

fn symbol_code(k: Kind) -> &'static str {
    match k {
        Kind::Draw => "1;94",
        Kind::Earn => "1;93",
        Kind::Score => "1;95",
        Kind::Buy => "1;92",
    }
}

impl Terminal for Anarcade {
    fn banner(lang: Lang) -> String {
        say(lang).text("anarcade-banner")
    }
    fn intro(lang: Lang) -> String {
        say(lang).text("anarcade-intro")
    }
    fn help(lang: Lang) -> String {
        say(lang).text("anarcade-help")
    }
    fn typed(lang: Lang) -> String {
        say(lang).text("anarcade-typed")
    }

    fn screen(&self, viewer: Viewer, paint: &Paint) -> String {
        let text = table(paint.lang, &self.observe(viewer));
        // Colour each symbol letter inside [ … ] by its kind.
        let letters: Vec<(String, Kind)> = Kind::ALL
            .into_iter()
            .map(|k| (letter_in(paint.lang, k), k))
            .collect();
        let mut out = String::new();
        for line in text.lines() {
            let mut inside = false;
            for ch in line.chars() {
                match ch {
                    '[' => {
                        inside = true;
                        out.push(ch);
                    }
                    ']' => {
                        inside = false;
                        out.push(ch);
                    }
                    c if inside => {
                        let c = c.to_string();
                        match letters.iter().find(|(l, _)| *l == c) {
                            Some((_, k)) => out.push_str(&paint.paint(symbol_code(*k), &c)),
                            None => out.push_str(&c),
                        }
                    }
                    c => out.push(c),
                }
            }
            out.push('\n');
        }
        out
    }

    fn goal(&self, lang: Lang) -> String {
        let o = &self.options;
        say(lang).text_with(
            "anarcade-goal",
            Args::new()
                .num("aces", o.aces_to_win)
                .num("turns", o.max_turns),
        )
    }

    fn question(&self, me: Seat, lang: Lang) -> String {
        let p = &self.players[me as usize];
        let s = &self.turn.symbols;
        let say = say(lang);
        let player = game_say(lang).text_with(
            "player",
            Args::new().num("n", self.player_number(me) as i64),
        );
        match self.phase {
            Phase::Draw => say.text_with(
                "anarcade-ask-draw",
                Args::new()
                    .str("player", player)
                    .num("left", self.turn.draws_left)
                    .num("draw", p.draw.len() as i64)
                    .num("discard", p.discard.len() as i64),
            ),
            Phase::Score => say.text_with(
                "anarcade-ask-score",
                Args::new()
                    .str("player", player)
                    .num("symbols", s.of(Kind::Score))
                    .str("credits", credits_in(lang, p.credits))
                    .num("scored", p.scored)
                    .num("high", self.high_score()),
            ),
            Phase::Buy => say.text_with(
                "anarcade-ask-buy",
                Args::new()
                    .str("player", player)
                    .num("buy", self.turn.buy_left)
                    .str("credits", credits_in(lang, p.credits))
                    .num("limit", self.options.credit_limit),
            ),
            Phase::Over => String::new(),
        }
    }

    fn shorthand(&self, _me: Seat, line: &str, _lang: Lang) -> Option<Result<Vec<String>, String>> {
        // `buy earn, buy earn, end`: several actions on one line.
        line.contains(',').then(|| {
            Ok(line
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect())
        })
    }

    fn note(&self, action: &Action, lang: Lang) -> Option<String> {
        match *action {
            Action::Buy(k) => {
                let top = *self.stacks[k as usize].last()?;
                let d = self.cards.design(top);
                let card = game_say(lang).text_with(
                    "card-words",
                    Args::new()
                        .str("name", card_name_in(lang, &self.cards, &d.name))
                        .str("symbols", symbols_in(lang, d.symbols)),
                );
                Some(say(lang).text_with(
                    "anarcade-note-buy",
                    Args::new().str("card", card).num("cost", d.cost),
                ))
            }
            Action::Score(n)
                if n > 0 && self.players[self.current as usize].scored + n == self.high_score() =>
            {
                Some(say(lang).text("anarcade-note-ace"))
            }
            _ => None,
        }
    }

    fn opening(&self, lang: Lang) -> Option<String> {
        let say = say(lang);
        let cards = if self.options.custom_cards.is_some() {
            say.text_with(
                "anarcade-opening-cards",
                Args::new().str("title", self.cards.title.clone()),
            )
        } else {
            String::new()
        };
        let how = if self.options.first_player.is_some() {
            "anarcade-first-by-options"
        } else {
            "anarcade-first-at-random"
        };
        Some(
            say.text_with(
                "anarcade-opening",
                Args::new()
                    .str("cards", cards)
                    .num("seat", i64::from(self.first_player) + 1)
                    .str("how", say.text(how)),
            ),
        )
    }

    /// A seat by its number, and in a language that says both, the log's number for its
    /// player (in turn order from the first player).
    fn seat_name(&self, seat: Seat, lang: Lang) -> String {
        say(lang).text_with(
            "anarcade-seat",
            Args::new()
                .num("seat", i64::from(seat) + 1)
                .num("player", self.player_number(seat) as i64),
        )
    }

    fn outcome_reason(&self, lang: Lang) -> Option<String> {
        Some(end_reason_in(lang, self.end.as_ref()?))
    }

    fn style(e: &Event) -> &'static str {
        match e {
            Event::TurnBegins { .. } => "1",
            Event::Aced { .. } => "1;33",
            Event::GameOver { .. } => "1;33",
            Event::Bought { .. } => "32",
            Event::Scored { .. } => "35",
            Event::Reshuffled { .. } | Event::HandDrawn { .. } => "2",
            _ => "",
        }
    }

    fn new_section(e: &Event) -> bool {
        matches!(e, Event::TurnBegins { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TableArgs;
    use crate::games::CliGame;
    use coinop_core::Words;
    use coinop_games::Hosted;

    /// Runs of Latin letters in `text` not in `notation`: English left in Russian words.
    fn english(text: &str, notation: &[&str]) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 1 && !notation.contains(w))
            .map(String::from)
            .collect()
    }

    /// In English the screen is the game's text board, byte for byte, at every position
    /// of a game of three, for a player and a spectator; in Russian the screen, the
    /// questions, the notes and the seats' names have no English word (the typed commands
    /// are notation).
    #[test]
    fn the_screen_is_the_boards_in_english_and_russian_in_russian() {
        let ru = Lang::parse("ru").unwrap();
        let paint = |lang| Paint {
            colour: false,
            width: None,
            lang,
        };
        let args = TableArgs {
            players: Some(3),
            ..TableArgs::default()
        };
        let options = Anarcade::options_from(&args).unwrap();
        let mut game = Anarcade::new_game(&options, 7).unwrap();
        let mut agents: Vec<_> = (0..3)
            .map(|s| Anarcade::agent("easy", s).unwrap())
            .collect();
        let title = ["ANARCADE", "Champion", "Gold"];
        for words in [
            Anarcade::banner(ru),
            Anarcade::intro(ru),
            game.goal(ru),
            game.opening(ru).unwrap(),
            game.seat_name(2, ru),
        ] {
            assert_eq!(english(&words, &title), Vec::<String>::new(), "{words}");
        }
        let commands = [
            "draw", "stop", "score", "skip", "buy", "earn", "end", "blue", "yellow", "purple",
            "green", "board", "help", "quit",
        ];
        let help = Anarcade::help(ru);
        assert_eq!(english(&help, &commands), Vec::<String>::new(), "{help}");
        let mut moves = 0;
        while let Some(seat) = game.to_move().seats().first() {
            for viewer in [Viewer::Spectator, Viewer::Seat(0)] {
                assert_eq!(
                    game.screen(viewer, &paint(Lang::EN)),
                    <Anarcade as Words>::board(&game.observe(viewer))
                );
                let screen = game.screen(viewer, &paint(ru));
                assert_eq!(english(&screen, &[]), Vec::<String>::new(), "{screen}");
            }
            let question = game.question(seat, ru);
            assert_eq!(english(&question, &[]), Vec::<String>::new(), "{question}");
            for a in game.legal_actions(seat) {
                if let Some(note) = game.note(&a, ru) {
                    assert_eq!(english(&note, &[]), Vec::<String>::new(), "{note}");
                }
            }
            let a = agents[seat as usize].choose(&game, seat);
            game.apply(seat, &a).unwrap();
            moves += 1;
        }
        assert!(moves > 20, "{moves} moves");
        let reason = game.outcome_reason(ru).unwrap();
        assert_eq!(english(&reason, &[]), Vec::<String>::new(), "{reason}");
        assert_eq!(
            game.outcome_reason(Lang::EN),
            game.outcome().map(|o| o.reason)
        );
        // English names a seat as it did.
        assert_eq!(game.seat_name(2, Lang::EN), "P3");
    }
}
