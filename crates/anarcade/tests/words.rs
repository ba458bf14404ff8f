//! The words over the record: every event told to every viewer without a panic, with
//! spans that name real seats and cards and never a card of another seat's hand; lines
//! that name what they should; and the log's stretches (turns, Aces, the end) from the
//! events, in the order the rulebook plays them.

use coinop_anarcade::cards::{HIDDEN, Kind};
use coinop_anarcade::state::{Anarcade, Phase};
use coinop_anarcade::{Action, AnarcadeOptions, End, Event};
use coinop_core::words::{Teller, Voice};
use coinop_core::{Game, GameRng, Lang, Line, Mark, Seat, Viewer, Words};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::{Value, json};

fn options(seed: u64) -> AnarcadeOptions {
    AnarcadeOptions {
        players: 2 + (seed % 3) as u8,
        aces_to_win: 1 + (seed % 3) as u8,
        open_stacks: seed % 4 == 1,
        compulsory_draws: seed % 5 == 2,
        ..Default::default()
    }
}

/// A whole game from its setup, random actions, every event in order (the opening's too).
fn played(o: &AnarcadeOptions, seed: u64) -> (Anarcade, Vec<Event>) {
    let mut events = Vec::new();
    let mut g = Anarcade::new_game_into(o, seed, &mut events).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    while let Some(seat) = g.to_move().seats().first() {
        let a: Action = *g.legal_actions(seat).choose(&mut rng).unwrap();
        g.apply_into(seat, &a, &mut events).unwrap();
    }
    (g, events)
}

fn viewers(g: &Anarcade) -> Vec<Viewer> {
    (0..g.num_players() as Seat)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect()
}

/// The cards a line names by id (Action Cards only, not Arcade Cards).
fn action_cards(line: &Line) -> Vec<u8> {
    line.spans
        .iter()
        .filter_map(|s| s.card.as_ref()?.as_u64())
        .map(|c| c as u8)
        .collect()
}

#[test]
fn every_event_is_told_to_every_viewer_with_spans_that_tell_nothing_hidden() {
    for seed in 0..40u64 {
        let o = options(seed);
        let mut events = Vec::new();
        let mut g = Anarcade::new_game_into(&o, seed, &mut events).unwrap();
        let mut rng = GameRng::seed_from_u64(seed ^ 7);
        let n = g.num_players();
        loop {
            for v in viewers(&g) {
                let view = g.observe(v);
                for e in &events {
                    let seen = g.event_for(e, v).expect("every event is seen by all");
                    let line =
                        <Anarcade as Words>::line(&view, &seen).expect("every event is told");
                    assert!(!line.is_empty(), "{seen:?}");
                    assert_eq!(
                        Anarcade::mark(&seen),
                        Anarcade::mark(e),
                        "marks tell no secret"
                    );
                    for span in &line.spans {
                        if let Some(s) = span.seat {
                            assert!((s as usize) < n, "{line:?}");
                        }
                        match &span.card {
                            None => {}
                            Some(Value::Number(c)) => {
                                let c = c.as_u64().unwrap() as usize;
                                assert!(c < g.cards.designs.len(), "{line:?}");
                                assert_ne!(c, HIDDEN as usize);
                            }
                            Some(Value::Object(a)) => {
                                let a = a["arcade"].as_u64().unwrap() as usize;
                                assert!(a < g.cards.arcade.len(), "{line:?}");
                            }
                            Some(other) => panic!("a card span names {other}"),
                        }
                        if let Some(p) = &span.place {
                            let k: Kind = serde_json::from_value(p.clone()).unwrap();
                            assert_eq!(span.text, format!("{} Action Stack", k.name()));
                        }
                    }
                    // A hand drawn is named, card by card, to its owner only.
                    if let Event::HandDrawn { seat, cards } = e {
                        let named = action_cards(&line);
                        if v == Viewer::Seat(*seat) {
                            assert_eq!(&named, cards, "{line:?}");
                        } else {
                            assert!(named.is_empty(), "{v:?} is told {line:?}");
                            assert!(line.plain().contains("draws a new hand of"));
                        }
                    }
                }
                // The board is drawn for each viewer, a hand only for its owner.
                let board = <Anarcade as Words>::board(&view);
                assert_eq!(board.contains("your hand:"), {
                    let own = v.seat().map(|s| &g.players[s as usize].hand);
                    own.is_some_and(|h| !h.is_empty())
                });
            }
            let Some(seat) = g.to_move().seats().first() else {
                break;
            };
            let a = *g.legal_actions(seat).choose(&mut rng).unwrap();
            events = g.apply(seat, &a).unwrap();
        }
    }
}

#[test]
fn lines_name_players_cards_and_stacks() {
    let first = AnarcadeOptions {
        first_player: Some(0),
        ..AnarcadeOptions::default()
    };
    let g = Anarcade::new_game(&first, 3).unwrap();
    let view = g.observe(Viewer::Spectator);
    let tell = |e: &Event| <Anarcade as Words>::line(&view, e).unwrap();
    let coin = g.cards.find("Coin Slot").unwrap();

    let bought = tell(&Event::Bought {
        seat: 1,
        card: coin,
        stack: Kind::Earn,
        buy: 1,
        credits: 1,
    });
    let d = g.cards.design(coin);
    let card_words = format!("Coin Slot [{}]", d.symbols.text());
    assert_eq!(
        bought.plain(),
        format!("Player 2 buys {card_words} from the Earn Action Stack for 1 Buy and 1 Credit")
    );
    assert_eq!(bought.spans[0].seat, Some(1));
    assert_eq!(bought.spans[0].text, "Player 2");
    let card = bought.spans.iter().find(|s| s.card.is_some()).unwrap();
    assert_eq!(
        (card.card.clone(), card.text.as_str()),
        (Some(json!(coin)), card_words.as_str())
    );
    let place = bought.spans.iter().find(|s| s.place.is_some()).unwrap();
    assert_eq!(place.place, Some(json!("Earn")));
    assert!(!bought.strong);

    let barrel = g.cards.find_arcade("Barrel Climb").unwrap();
    let aced = tell(&Event::Aced {
        seat: 0,
        arcade: barrel,
        aces: 2,
    });
    assert_eq!(
        aced.plain(),
        "Player 1 ACES Barrel Climb (High Score 6) — 2 Arcade Cards in the Victory Area"
    );
    assert!(aced.strong, "an Ace is a big moment");
    assert_eq!(aced.spans[0].seat, Some(0));
    assert_eq!(aced.spans[1].text, " ACES ");
    assert_eq!(aced.spans[2].card, Some(json!({ "arcade": barrel })));
    assert_eq!(aced.spans[2].text, "Barrel Climb (High Score 6)");

    let turn = tell(&Event::TurnBegins { seat: 1, turn: 7 });
    assert_eq!(turn.plain(), "— turn 7: Player 2 —");
    let seats: Vec<_> = turn.spans.iter().filter_map(|s| s.seat).collect();
    assert_eq!(seats, [1]);

    let over = tell(&Event::GameOver {
        end: End::ArcadeEmpty {
            winners: vec![0, 1],
        },
    });
    assert!(over.strong);
    assert_eq!(
        over.plain(),
        "GAME OVER — the Arcade Stack is empty; most Aces: Player 1, Player 2"
    );
    let seats: Vec<_> = over.spans.iter().filter_map(|s| s.seat).collect();
    assert_eq!(seats, [0, 1]);

    // Another seat's hand: a count, no card.
    let hidden = tell(&Event::HandDrawn {
        seat: 0,
        cards: vec![HIDDEN; 3],
    });
    assert_eq!(hidden.plain(), "Player 1 draws a new hand of 3 cards");
    assert!(action_cards(&hidden).is_empty());
    let own = tell(&Event::HandDrawn {
        seat: 0,
        cards: vec![coin, coin],
    });
    assert_eq!(
        own.plain(),
        format!("Player 1 draws a new hand: {card_words}, {card_words}")
    );
    assert_eq!(action_cards(&own), [coin, coin]);
}

#[test]
fn headings_and_glossary() {
    let g = Anarcade::new_game(&AnarcadeOptions::default(), 3).unwrap();
    let view = g.observe(Viewer::Seat(0));
    let turn = <Anarcade as Words>::heading(
        &view,
        &Mark::Round {
            number: 5,
            seat: Some(1),
        },
    );
    assert_eq!(turn.plain(), "Turn 5 — Player 2");
    assert_eq!(turn.spans.last().unwrap().seat, Some(1));
    let ace = Anarcade::mark(&Event::Aced {
        seat: 0,
        arcade: 0,
        aces: 1,
    })
    .unwrap();
    assert_eq!(<Anarcade as Words>::heading(&view, &ace).plain(), "Ace!");
    assert_eq!(
        <Anarcade as Words>::heading(&view, &Mark::GameOver).plain(),
        "Game over"
    );
    let glossary = <Anarcade as Words>::glossary(&view);
    for k in Kind::ALL {
        assert_eq!(glossary["kinds"][k.name()]["colour"], k.colour());
    }
    for p in [Phase::Draw, Phase::Score, Phase::Buy, Phase::Over] {
        let key = serde_json::to_value(p).unwrap();
        assert!(
            glossary["phases"][key.as_str().unwrap()].is_string(),
            "{p:?}"
        );
    }
}

/// The stretches of one game's log, as a Teller tells them: each turn in order from
/// Turn 1 of the first player round to the left, an Ace only at a turn's end, the end last.
#[test]
fn marks_follow_the_turns() {
    for seed in 0..60u64 {
        let o = options(seed);
        let (g, events) = played(&o, seed);
        let marks: Vec<Mark> = events.iter().filter_map(Anarcade::mark).collect();
        assert_eq!(
            marks.first(),
            Some(&Mark::Round {
                number: 1,
                seat: Some(g.first_player)
            }),
            "the log opens with the first turn"
        );
        assert_eq!(marks.last(), Some(&Mark::GameOver));
        assert_eq!(marks.iter().filter(|m| **m == Mark::GameOver).count(), 1);

        let n = g.num_players() as Seat;
        let mut turn = 0;
        let mut aced_this_turn = false;
        for e in &events {
            match Anarcade::mark(e) {
                Some(Mark::Round { number, seat }) => {
                    turn += 1;
                    assert_eq!(number, turn, "turns are counted one by one");
                    let to_the_left = (g.first_player + (turn - 1) as Seat % n) % n;
                    assert_eq!(seat, Some(to_the_left));
                    aced_this_turn = false;
                }
                Some(Mark::Phase { phase }) => {
                    assert_eq!(phase, "ace");
                    assert!(!aced_this_turn, "one Ace a turn");
                    aced_this_turn = true;
                }
                Some(Mark::GameOver) => {}
                None => {
                    // After the Ace only the end of the turn: nothing played, scored
                    // or bought.
                    if aced_this_turn {
                        assert!(
                            !matches!(
                                e,
                                Event::Played { .. }
                                    | Event::Earned { .. }
                                    | Event::Scored { .. }
                                    | Event::SkippedScore { .. }
                                    | Event::Bought { .. }
                            ),
                            "{e:?} after an Ace"
                        );
                    }
                }
            }
        }
        // Turns begun: those completed, and the one a win ended (the turn limit ends
        // the game between turns).
        let begun = g.turns + u16::from(g.end != Some(End::TurnLimit));
        assert_eq!(turn as u16, begun);

        // A seat's log, as a Teller tells it: a heading for each mark, the first one
        // naming the first player, the last the end.
        let viewer = Viewer::Seat(0);
        let view = g.observe(viewer);
        let seen: Vec<Event> = events
            .iter()
            .filter_map(|e| g.event_for(e, viewer))
            .collect();
        let told =
            Teller::default().tell_all(&Voice::<Anarcade>(&view, coinop_core::Lang::EN), &seen);
        let headings: Vec<String> = told
            .iter()
            .filter_map(|t| t.mark.as_ref().map(|m| m.heading.plain()))
            .collect();
        assert_eq!(
            headings.first().map(String::as_str),
            Some("Turn 1 — Player 1"),
            "whoever starts is Player 1"
        );
        assert_eq!(headings.last().map(String::as_str), Some("Game over"));
        let aces = events
            .iter()
            .filter(|e| matches!(e, Event::Aced { .. }))
            .count();
        assert_eq!(headings.iter().filter(|h| *h == "Ace!").count(), aces);
        assert!(
            told.iter().all(|t| t.line.is_some()),
            "every event has a line"
        );
    }
}

/// «Randomly determine which player will be Player 1 … proceeding from the left of Player
/// 1.» Players are numbered in turn order from whoever starts, whatever their seats
/// (RULINGS.md §21).
#[test]
fn players_are_numbered_in_turn_order_from_the_first() {
    let options = AnarcadeOptions {
        players: 3,
        first_player: Some(2),
        ..AnarcadeOptions::default()
    };
    let g = Anarcade::new_game(&options, 1).unwrap();
    let view = g.observe(Viewer::Spectator);
    let turn = |seat| {
        <Anarcade as Words>::line(&view, &Event::TurnBegins { seat, turn: 1 })
            .unwrap()
            .plain()
    };
    assert_eq!(turn(2), "— turn 1: Player 1 —");
    assert_eq!(turn(0), "— turn 1: Player 2 —");
    assert_eq!(turn(1), "— turn 1: Player 3 —");
    // The seat span still names the seat itself, for a front end's colours.
    let line = <Anarcade as Words>::line(&view, &Event::TurnBegins { seat: 0, turn: 1 }).unwrap();
    assert_eq!(line.spans.iter().find_map(|s| s.seat), Some(0));
}

/// Issue 27: the log in Russian. Over random games, every event told to every viewer in
/// Russian names the same things (seats, cards, stacks) as in English, in words of its
/// own: no message missing (a message's id in its place), no variable left unfilled,
/// Cyrillic in every line; the headings too.
#[test]
fn every_line_is_told_in_russian_naming_what_the_english_names() {
    let ru = Lang::parse("ru").expect("coinop speaks Russian");
    let named = |l: &Line| {
        let mut v: Vec<String> = l
            .spans
            .iter()
            .filter(|s| !s.is_plain())
            .map(|s| format!("{:?}{:?}{:?}{:?}", s.seat, s.piece, s.place, s.card))
            .collect();
        v.sort();
        v
    };
    let cyrillic = |t: &str| {
        t.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap()))
    };
    let mut told = 0;
    for seed in 0..8u64 {
        let (g, events) = played(&options(seed), seed);
        for v in viewers(&g) {
            let view = g.observe(v);
            let mut en_log = Teller::default();
            let mut ru_log = Teller::default();
            for e in &events {
                let seen = g.event_for(e, v).unwrap();
                let en = Anarcade::line_in(Lang::EN, &view, &seen).unwrap();
                let said = Anarcade::line_in(ru, &view, &seen).unwrap();
                let en_told = en_log.tell(&Voice::<Anarcade>(&view, Lang::EN), &seen);
                let ru_told = ru_log.tell(&Voice::<Anarcade>(&view, ru), &seen);
                assert_eq!(en_told.mark.is_some(), ru_told.mark.is_some());
                if let (Some(a), Some(b)) = (&en_told.mark, &ru_told.mark) {
                    assert_eq!(a.mark, b.mark);
                    assert_ne!(a.heading.plain(), b.heading.plain(), "{:?}", a.mark);
                    assert!(cyrillic(&b.heading.plain()), "{:?}", b.heading);
                    assert_eq!(named(&a.heading), named(&b.heading));
                }
                told += 1;
                let text = said.plain();
                assert_eq!(named(&en), named(&said), "{seen:?}: {text}");
                assert!(!text.contains(['{', '}']), "{seen:?}: {text}");
                assert!(!text.contains('\u{F0000}') && !text.contains('\u{F0001}'));
                let words: String = said
                    .spans
                    .iter()
                    .filter(|s| s.is_plain())
                    .map(|s| s.text.as_str())
                    .collect();
                assert!(cyrillic(&words), "{seen:?}: no Russian in {text:?}");
                assert!(
                    !text.contains("Player") && !text.contains("Credit"),
                    "{text}"
                );
                // Our card set's names are said in Russian, and each span's words are
                // Russian too (a stack by its kind's Russian name).
                for s in said.spans.iter().filter(|s| !s.is_plain()) {
                    assert!(cyrillic(&s.text), "{seen:?}: {:?}", s.text);
                }
                assert_eq!(en.strong, said.strong);
                assert_eq!(en.quiet, said.quiet);
            }
        }
    }
    assert!(told > 3000, "told {told}");
}

/// Russian counts say the right form of the noun (1 кредит, 2 кредита, 5 кредитов; in
/// the hand 1 новую карту, 2 новые карты, 5 новых карт), and a few lines exactly.
#[test]
fn russian_words_follow_the_glossary_and_its_plurals() {
    let ru = Lang::parse("ru").unwrap();
    let first = AnarcadeOptions {
        first_player: Some(0),
        ..AnarcadeOptions::default()
    };
    let g = Anarcade::new_game(&first, 3).unwrap();
    let view = g.observe(Viewer::Spectator);
    let tell = |e: &Event| Anarcade::line_in(ru, &view, e).unwrap().plain();
    let earned = |credits: u8| tell(&Event::Earned { seat: 1, credits });
    assert_eq!(earned(1), "Игрок 2 зарабатывает 1 кредит");
    assert_eq!(earned(3), "Игрок 2 зарабатывает 3 кредита");
    assert_eq!(earned(5), "Игрок 2 зарабатывает 5 кредитов");
    assert_eq!(earned(11), "Игрок 2 зарабатывает 11 кредитов");
    assert_eq!(earned(21), "Игрок 2 зарабатывает 21 кредит");
    let hand = |n: usize| {
        tell(&Event::HandDrawn {
            seat: 0,
            cards: vec![HIDDEN; n],
        })
    };
    assert_eq!(hand(1), "Игрок 1 берёт в руку 1 новую карту");
    assert_eq!(hand(3), "Игрок 1 берёт в руку 3 новые карты");
    assert_eq!(hand(5), "Игрок 1 берёт в руку 5 новых карт");

    let coin = g.cards.find("Coin Slot").unwrap();
    let bought = Anarcade::line_in(
        ru,
        &view,
        &Event::Bought {
            seat: 1,
            card: coin,
            stack: Kind::Earn,
            buy: 1,
            credits: 2,
        },
    )
    .unwrap();
    assert_eq!(
        bought.plain(),
        "Игрок 2 покупает «Монетоприёмник» [З З] из стопки «Заработок» за 1 покупку и 2 кредита"
    );
    let place = bought.spans.iter().find(|s| s.place.is_some()).unwrap();
    assert_eq!(place.place, Some(json!("Earn")));
    let card = bought.spans.iter().find(|s| s.card.is_some()).unwrap();
    assert_eq!(card.card, Some(json!(coin)));
    let free = tell(&Event::Bought {
        seat: 0,
        card: coin,
        stack: Kind::Earn,
        buy: 0,
        credits: 0,
    });
    assert!(free.ends_with("из стопки «Заработок» бесплатно"), "{free}");

    let barrel = g.cards.find_arcade("Barrel Climb").unwrap();
    let aced = Anarcade::line_in(
        ru,
        &view,
        &Event::Aced {
            seat: 0,
            arcade: barrel,
            aces: 2,
        },
    )
    .unwrap();
    assert_eq!(
        aced.plain(),
        "Игрок 1 ПРОХОДИТ «Бочки на лестницах» (рекорд 6) — в зоне побед 2 карты автоматов"
    );
    assert!(aced.strong);
    assert_eq!(
        tell(&Event::Scored {
            seat: 0,
            credits: 2,
            total: 6,
            high_score: 6
        }),
        "Игрок 1 вкладывает в автомат 2 кредита: 6 из 6 — в конце хода автомат будет пройден"
    );
    assert_eq!(
        tell(&Event::GameOver {
            end: End::Aces { winner: 1 }
        }),
        "ИГРА ОКОНЧЕНА — Игрок 2 становится Королём игрового зала"
    );
    let heading = Anarcade::heading_in(
        ru,
        &view,
        &Mark::Round {
            number: 5,
            seat: Some(1),
        },
    );
    assert_eq!(heading.plain(), "Ход 5 — Игрок 2");
    assert_eq!(heading.spans.last().unwrap().seat, Some(1));

    // The glossary: the kinds, their letters and colours, the phases, our cards' names.
    let gl = Anarcade::glossary_in(ru, &view);
    assert_eq!(gl["kinds"]["Draw"]["name"], "Добор");
    assert_eq!(gl["kinds"]["Earn"]["letter"], "З");
    assert_eq!(gl["kinds"]["Score"]["colour"], "фиолетовая");
    assert_eq!(gl["phases"]["Buy"], "фаза покупки");
    assert_eq!(gl["names"]["Coin Slot"], "Монетоприёмник");
    assert_eq!(gl["names"]["Insert Coin: Play"], "Опустите монету: игра");
    assert_eq!(gl["names"]["Pixel Champion"], "Пиксельный чемпион");
    assert_eq!(gl["set_title"], "Champion Gold (набор coinop)");
    let names = gl["names"].as_object().unwrap();
    assert_eq!(names.len(), g.cards.designs.len() + g.cards.arcade.len());
    // English keeps its glossary as it was: no names (the set's own are English).
    assert!(Anarcade::glossary(&view).get("names").is_none());
}

/// A card file of one's own keeps its names in every language: they are its data, not
/// our words (GLOSSARY.md). A file that keeps some of our names, edited, is theirs too.
#[test]
fn a_card_files_names_are_its_own_in_russian() {
    let ru = Lang::parse("ru").unwrap();
    let mut file = coinop_anarcade::cards::builtin_file().clone();
    file.action[0].cost += 1;
    let options = AnarcadeOptions {
        first_player: Some(0),
        custom_cards: Some(file),
        ..AnarcadeOptions::default()
    };
    let g = Anarcade::new_game(&options, 3).unwrap();
    let view = g.observe(Viewer::Spectator);
    let coin = g.cards.find("Coin Slot").unwrap();
    let line = Anarcade::line_in(
        ru,
        &view,
        &Event::Played {
            seat: 0,
            card: coin,
            drawn: false,
        },
    )
    .unwrap();
    assert_eq!(line.plain(), "Игрок 1 разыгрывает «Coin Slot» [З З]");
    assert!(Anarcade::glossary_in(ru, &view).get("names").is_none());
}

/// `a` of `seat` is refused as illegal: its English refusal is `apply`'s error, its
/// Russian one other words, Cyrillic, with no English word left in it.
fn refused(g: &Anarcade, seat: Seat, a: Action) -> String {
    let ru = Lang::parse("ru").unwrap();
    let en = g.refusal_in(Lang::EN, seat, &a).expect("refused");
    let mut tried = g.clone();
    assert_eq!(
        tried.apply(seat, &a),
        Err(coinop_core::ActionError::Illegal(en.clone()))
    );
    let said = g.refusal_in(ru, seat, &a).expect("refused in Russian");
    assert!(!said.is_empty() && said != en, "{said}");
    assert!(said.chars().any(|c| matches!(c, 'а'..='я' | 'ё')), "{said}");
    for word in said.split(|c: char| !c.is_ascii_alphabetic()) {
        assert!(
            word.is_empty(),
            "English {word:?} left in {said:?} (English: {en:?})"
        );
    }
    en
}

/// A game of our own card set, random legal actions until the player to move is in
/// `phase`.
fn in_phase(phase: Phase) -> Anarcade {
    let o = AnarcadeOptions::default();
    let mut rng = GameRng::seed_from_u64(9);
    let mut g = Anarcade::new_game(&o, 9).unwrap();
    while g.phase != phase {
        let seat = g.to_move().seats().first().expect("the game goes on");
        let a: Action = *g.legal_actions(seat).choose(&mut rng).unwrap();
        g.apply(seat, &a).unwrap();
    }
    g
}

/// Every kind of refusal of Anarcade is the engine's words in English and Russian words
/// in Russian; a legal action, or another player's, is refused as illegal by no one.
#[test]
fn refusals_are_the_engines_in_english_and_russian_words_in_russian() {
    let ru = Lang::parse("ru").unwrap();
    let mut g = in_phase(Phase::Score);
    let seat = g.current;
    let other = (seat + 1) % g.num_players() as Seat;
    assert_eq!(g.refusal_in(ru, seat, &Action::Score(0)), None);
    assert_eq!(g.refusal_in(ru, other, &Action::Score(99)), None);
    assert_eq!(g.refusal_in(ru, 9, &Action::Score(99)), None);

    g.turn.symbols.0[Kind::Score as usize] = 1;
    g.players[seat as usize].credits = 3;
    g.players[seat as usize].scored = 0;
    let high = g.high_score();
    assert_eq!(
        refused(&g, seat, Action::Score(5)),
        format!(
            "cannot score 5: 1 Score symbols, 3 Credits, {high} to the High Score of {high} — at most 1"
        )
    );
    assert_eq!(
        refused(&g, seat, Action::Buy(Kind::Earn)),
        "buy earn is not an action of the Score phase"
    );
    assert_eq!(
        refused(&g, seat, Action::Draw),
        "draw is not an action of the Score phase"
    );

    let mut b = in_phase(Phase::Buy);
    let seat = b.current;
    assert_eq!(b.refusal_in(ru, seat, &Action::EndTurn), None);
    assert_eq!(
        refused(&b, seat, Action::Score(2)),
        "score 2 is not an action of the Buy phase"
    );
    assert_eq!(
        refused(&b, seat, Action::StopDrawing),
        "stop is not an action of the Buy phase"
    );
    b.stacks[Kind::Draw as usize].clear();
    assert_eq!(
        refused(&b, seat, Action::Buy(Kind::Draw)),
        "the Draw Action Stack is empty"
    );
    b.turn.buy_left = 1;
    b.players[seat as usize].credits = 0;
    let (kind, top) = Kind::ALL
        .into_iter()
        .find_map(|k| {
            let top = *b.stacks[k as usize].last()?;
            (b.cards.design(top).cost > 1).then_some((k, top))
        })
        .expect("a card dearer than 1");
    let d = b.cards.design(top);
    assert_eq!(
        refused(&b, seat, Action::Buy(kind)),
        format!("{} costs {}; you have 1 Buy and 0 Credits", d.name, d.cost)
    );
    // Our own set's card is named as the Russian glossary names it.
    let said = b.refusal_in(ru, seat, &Action::Buy(kind)).unwrap();
    let name = coinop_anarcade::words::card_name_in(ru, &b.cards, &d.name);
    assert!(said.contains(&format!("«{name}»")), "{said}");

    let d = in_phase(Phase::Draw);
    assert_eq!(
        refused(&d, d.current, Action::EndTurn),
        "end is not an action of the Draw phase"
    );
}

/// Every decision's words in English are the notation a player types.
#[test]
fn a_decision_in_english_words_is_its_notation() {
    for id in 0..coinop_anarcade::action::NUM_IDS {
        let a = coinop_anarcade::action::from_id(id).unwrap();
        assert_eq!(
            coinop_anarcade::words::action_in(Lang::EN, &a),
            coinop_anarcade::action::text(&a)
        );
        let ru = coinop_anarcade::words::action_in(Lang::parse("ru").unwrap(), &a);
        assert!(
            !ru.is_empty() && ru.chars().all(|c| !c.is_ascii_alphabetic()),
            "{ru}"
        );
    }
}
