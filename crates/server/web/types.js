// @ts-check
// The contract between the page and a game module, and the wire's shapes, as JSDoc
// types. `tsc --checkJs --noEmit` (crates/coinop/tests/browser.rs) checks the page's
// modules against them, and each game module against `GameModule` (games.js), so the
// site still needs no build step.

/**
 * A seat, or a spectator: `{ Seat: n }` or `'Spectator'`, as the server writes a Viewer.
 * @typedef {{ Seat: number } | 'Spectator'} Viewer
 */

/**
 * A piece of a told line: its words, and what they name (data, never read from words).
 * @typedef {object} Span
 * @property {string} text
 * @property {number} [seat] the seat named, or whose piece it is
 * @property {any} [piece] a piece, as the engine's JSON names it
 * @property {any} [place] a place on the board, as the engine's JSON names it
 * @property {any} [card] a card, as the engine's JSON names it
 */

/**
 * @typedef {object} Line
 * @property {Span[]} spans
 * @property {boolean} [strong] one of the game's big moments
 * @property {boolean} [quiet] a line that only repeats the heading above it
 */

/**
 * Where the log starts a new stretch: a round or turn, a phase, the end.
 * @typedef {object} Mark
 * @property {'round' | 'phase' | 'game_over'} mark
 * @property {number} [number] the round's or turn's number
 * @property {number} [seat] whose turn
 * @property {string} [phase] the phase's key
 * @property {Line} heading the stretch's heading in words
 */

/**
 * What a viewer's log shows for one event.
 * @typedef {object} Told
 * @property {Mark} [mark]
 * @property {Line} [line]
 * @property {boolean} [folds] the line tells the run ending here, in place of the line before
 */

/**
 * One action's story for one viewer (ply 0: the game's setting up): its events as the
 * viewer may see them, and what the log tells of each (`told[i]` is `events[i]`'s).
 * @typedef {object} Step
 * @property {number} ply
 * @property {any[]} events
 * @property {Told[]} told
 */

/**
 * @typedef {object} SeatSummary
 * @property {number} seat
 * @property {string | null} ai
 * @property {string} name
 * @property {boolean} claimed
 * @property {boolean} open
 * @property {boolean} online
 */

/**
 * @typedef {object} Outcome
 * @property {number[]} scores
 * @property {number[]} winners
 * @property {number[]} ranks
 * @property {string} reason
 */

/**
 * A table as the lobby lists it.
 * @typedef {object} TableSummary
 * @property {string} id
 * @property {string} game
 * @property {string} title
 * @property {any} options
 * @property {SeatSummary[]} seats
 * @property {'open' | 'running' | 'finished'} status
 * @property {number} ply
 * @property {number[]} waiting
 * @property {number} clock_ms
 * @property {number} created_ms
 * @property {Outcome | null} outcome
 * @property {string | null} rematch
 */

/**
 * @typedef {object} LegalAction
 * @property {any} action
 * @property {string} text
 */

/**
 * A refusal from the server, typed: a code a page chooses its words by, its facts, and
 * the server's own message.
 * @typedef {object} ServerError
 * @property {string} code
 * @property {any} [fields]
 * @property {string} message
 */

/**
 * @typedef {object} Suggestion
 * @property {number} ply
 * @property {number} seat
 * @property {any} action
 * @property {string} text
 * @property {any[]} [actions] a decision of several actions (a plan, a program), in order
 * @property {string[]} [texts] their words, as the list of legal actions gives them
 */

/**
 * What a view may ask of its table page.
 * @typedef {object} ViewContext
 * @property {(actions: any[]) => Promise<any>} act
 * @property {(actions: any[]) => Promise<any>} preview
 * @property {(staged?: any[]) => Promise<Suggestion>} suggest the seat's whole decision
 *   from the actions staged in the page
 * @property {() => void} changed a choice staged in the view changed (a shown hint it
 *   left goes)
 * @property {boolean} [lesson] a lesson's table: its steps say what to do, so nothing
 *   is done for the player (Arcade Tanks' bots are not moved for them)
 */

/**
 * A game's board, controls and side panels at a table or in a replay.
 * @typedef {object} GameView
 * @property {(observation: any, legal: LegalAction[], events: any[] | null) => Promise<void> | void} show
 *   draws the observation, animating `events` first (null: draw at once)
 * @property {(seat: number) => string} colour
 * @property {(events: any[]) => boolean} [animates]
 * @property {() => void} [skip]
 * @property {() => void} [freeze]
 * @property {() => void} [fit]
 * @property {(error: ServerError) => void} [error]
 * @property {(table: TableSummary) => void} [setTable]
 * @property {(glossary: any) => void} [setGlossary]
 * @property {(steps: Step[]) => void} [recall] the seat's story so far, given on
 *   (re)connecting before the first picture: what a view learns from its own events
 *   (the cards it placed this turn, a scan's result) that no observation holds
 * @property {(steps: Step[], table: TableSummary) => Node} [endSummary]
 *   the game's end in figures, counted from its events
 * @property {(suggestion: Suggestion | null) => void} [hint]
 * @property {(suggestion: Suggestion) => string | null} [hintWords]
 * @property {(suggestion: Suggestion, staged: any[]) => string | null | Promise<string | null>} [hintWhy]
 *   why the hinted decision (`suggestion.actions`, after the `staged` ones), in one
 *   phrase, where the page can tell from what it shows; null where it cannot
 * @property {(actions: any[], words: string[]) => string | null} [hintSaid]
 *   the whole hinted decision said the game's own way (Arcade Tanks: a plan by
 *   maneuver); null for the actions' own words
 * @property {() => any[]} [staged] the actions staged in the page towards the decision
 * @property {any[] | null} [hintPlan] the hinted decision's actions, staged ones first
 * @property {any} [hinted] the hinted action, or null
 * @property {() => any} [hintedNow] the action the hint marks now (its next not staged)
 * @property {() => void} [redraw]
 * @property {(seat: number, short?: boolean) => string | null} [seatLabel]
 * @property {(span: Span) => Node | null} [logSpan] the view's drawing of a span of
 *   the log (a seat by its colour and name, a card as a chip), or null for the default
 * @property {boolean} [island]
 * @property {boolean} [sending] this seat's action awaits the server (BaseView)
 * @property {boolean} [frozen] the controls on screen belong to a decision already taken (BaseView)
 * @property {boolean} [animating] an animation owns the board (BaseView)
 */

/**
 * The lobby's options form of a game.
 * @typedef {object} OptionsForm
 * @property {HTMLElement} element
 * @property {() => any} options
 * @property {() => number} players
 */

/**
 * What a game brings to the browser: one module, `/assets/<game>.js`, whose
 * `default` export is this.
 * @typedef {object} GameModule
 * @property {(defaults: any, onPlayers: (n: number) => void, data: any) => OptionsForm} optionsForm
 * @property {(options: any, defaults?: any) => string} rulesLine
 * @property {() => Node[]} howTo
 * @property {(root: { board: HTMLElement, side: HTMLElement }, ctx: ViewContext | null, you: Viewer) => GameView} createView
 * @property {string} [scoreLabel]
 * @property {string} [watching]
 * @property {string} [replayNote]
 * @property {GameCard} [card] the game on the lobby's card, for a newcomer
 */

/**
 * A game as the lobby's card shows it to someone who has never played it: how many
 * play, how long a game takes, the game in a line, a small picture in its own look.
 * The computer's table from the card seats `default_options.players`, else `players[0]`.
 * @typedef {object} GameCard
 * @property {[number, number]} players the fewest and the most players
 * @property {[number, number]} minutes a typical game's length in minutes, from–to
 * @property {string} pitch the game in one short line
 * @property {() => SVGSVGElement} picture drawn anew at each call; decorative (the card
 *   names the game in words)
 */

/**
 * A game as the server's registry lists it (`/api/games`).
 * @typedef {object} GameInfo
 * @property {string} name
 * @property {string} title
 * @property {string[]} levels
 * @property {any} default_options
 * @property {any} data
 * @property {string | null} [lesson] its lesson's title (`/learn/<name>`), if it has one
 */

export {};
