//! The `coinop` Python package's native module, `coinop._coinop`: every hosted game
//! through one class, [`PyGame`], its actions as the engine's stable integer ids, its
//! observations as dicts and as numpy arrays of a fixed shape per game
//! (`docs/tensors.md`), the computer players as [`PyAgent`], and [`batch::Batch`], N games
//! stepped per call with the GIL released. The Python side (python/src/coinop) adds
//! OpenSpiel, PettingZoo, Gymnasium and Ray on top; nothing of a game's rules is here.

mod batch;
mod engine;
mod lab;

use coinop_core::{ActionError, Lang, Replay, Seat, Viewer};
use engine::{Chooser, Engine, Unchosen};
use numpy::{PyArray1, PyArrayDyn, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::{PyException, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyList, PyTuple};
use pyo3::{create_exception, intern};
use serde_json::Value;
use std::sync::Mutex;

create_exception!(
    _coinop,
    CoinopError,
    PyException,
    "Anything coinop refuses."
);
create_exception!(
    _coinop,
    SetupError,
    CoinopError,
    "A game that cannot be set up: an unknown game, bad options."
);
create_exception!(
    _coinop,
    IllegalAction,
    CoinopError,
    "An action the engine refused; the game is as it was. `code` names the kind of refusal."
);
create_exception!(
    _coinop,
    ReplayError,
    CoinopError,
    "A replay that does not play back: malformed, of another game, or a different end."
);

/// The refusal as `IllegalAction`, its `code` ("not_your_turn", "illegal" …) an attribute.
fn refused(py: Python<'_>, e: ActionError) -> PyErr {
    let err = IllegalAction::new_err(e.to_string());
    let _ = err.value(py).setattr("code", e.code());
    err
}

/// A Python object (dict, list, str, number …) as JSON.
fn to_json(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    let text: String = py
        .import(intern!(py, "json"))?
        .call_method1(intern!(py, "dumps"), (obj,))?
        .extract()?;
    serde_json::from_str(&text).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// JSON as a Python object.
fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).expect("JSON serializes");
    py.import(intern!(py, "json"))?
        .call_method1(intern!(py, "loads"), (text,))
}

fn lang_of(lang: Option<&str>) -> PyResult<Option<Lang>> {
    lang.map(|tag| {
        Lang::parse(tag).ok_or_else(|| {
            PyValueError::new_err(format!("no language {tag:?}: use \"en\" or \"ru\""))
        })
    })
    .transpose()
}

/// One game of any kind. Seats are 0-based; `None` for a seat means a spectator.
#[pyclass(module = "coinop._coinop", name = "Game")]
pub struct PyGame {
    inner: Box<dyn Engine>,
}

impl PyGame {
    fn seat(&self, seat: i64) -> PyResult<Seat> {
        let seats = self.inner.num_seats();
        if seat < 0 || seat as usize >= seats {
            return Err(PyValueError::new_err(format!(
                "seat {seat} does not exist (seats are 0..{seats})"
            )));
        }
        Ok(seat as Seat)
    }

    fn viewer(&self, seat: Option<i64>) -> PyResult<Viewer> {
        seat.map(|s| self.seat(s).map(Viewer::Seat))
            .unwrap_or(Ok(Viewer::Spectator))
    }

    /// An action given as an id, the game's notation or JSON (a dict), as its id.
    fn action(&self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<u32> {
        if action.is_instance_of::<PyBool>() {
            return Err(PyTypeError::new_err(
                "an action is an id (an int), the game's notation (a str) or a dict, not a bool",
            ));
        }
        if let Ok(id) = action.extract::<i64>() {
            return u32::try_from(id).map_err(|_| {
                refused(
                    py,
                    ActionError::Malformed(format!(
                        "{id} is not an action id: ids are 0..{}",
                        self.inner.num_distinct_actions()
                    )),
                )
            });
        }
        // A string is the game's notation, else an action the engine writes as a bare
        // string in JSON (a unit variant: "EndTurn").
        let found = if let Ok(text) = action.extract::<String>() {
            self.inner
                .id_of_text(&text)
                .or_else(|e| self.inner.id_of_json(&Value::String(text)).map_err(|_| e))
        } else {
            self.inner.id_of_json(&to_json(py, action)?)
        };
        found.map_err(|e| refused(py, e))
    }
}

#[pymethods]
impl PyGame {
    /// The game's name in code ("tanks").
    #[getter]
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    #[getter]
    fn num_seats(&self) -> usize {
        self.inner.num_seats()
    }
    /// The size of the action-id space: every id is below it.
    #[getter]
    fn num_distinct_actions(&self) -> u32 {
        self.inner.num_distinct_actions()
    }
    /// The shape of `observe_tensor`, the same all game long (docs/tensors.md).
    #[getter]
    fn tensor_shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.inner.tensor_shape())
    }
    #[getter]
    fn seed(&self) -> u64 {
        self.inner.seed()
    }
    /// The game's options in full, every default filled in.
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.options_json())
    }

    /// The seats whose decision it is (several when they plan at once); empty at the end.
    fn to_move(&self) -> Vec<usize> {
        self.inner
            .to_move()
            .seats()
            .iter()
            .map(usize::from)
            .collect()
    }
    /// The lowest seat to move, or None at the end.
    fn current_seat(&self) -> Option<Seat> {
        self.inner.to_move().seats().first()
    }
    fn is_over(&self) -> bool {
        self.inner.to_move().is_terminal()
    }

    /// `seat`'s legal actions as ids, in the engine's order (empty when it is not its turn).
    fn legal_actions(&self, seat: i64) -> PyResult<Vec<u32>> {
        let seat = self.seat(seat)?;
        let mut out = Vec::new();
        self.inner.legal_ids(seat, &mut out);
        Ok(out)
    }

    /// `seat`'s legal actions as a boolean mask over all `num_distinct_actions` ids.
    fn legal_mask<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let seat = self.seat(seat)?;
        let mut ids = Vec::new();
        self.inner.legal_ids(seat, &mut ids);
        let mut mask = vec![false; self.inner.num_distinct_actions() as usize];
        for id in ids {
            mask[id as usize] = true;
        }
        Ok(PyArray1::from_vec(py, mask))
    }

    /// Applies `action` (an id, the game's notation, or a dict) for `seat` and returns
    /// what happened (a list of the engine's events as dicts) as `viewer` may see it: by
    /// default the acting seat, else another seat or `"spectator"`. With `events=False`,
    /// nothing (faster). A refused action raises `IllegalAction` and changes nothing.
    #[pyo3(signature = (seat, action, events = true, viewer = None))]
    fn apply<'py>(
        &mut self,
        py: Python<'py>,
        seat: i64,
        action: &Bound<'py, PyAny>,
        events: bool,
        viewer: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let seat_ = self.seat(seat)?;
        let id = self.action(py, action)?;
        if !events {
            self.inner
                .apply_id(seat_, id, None)
                .map_err(|e| refused(py, e))?;
            return Ok(None);
        }
        let viewer = match viewer {
            None => Viewer::Seat(seat_),
            Some(v) if v.extract::<String>().is_ok_and(|s| s == "spectator") => Viewer::Spectator,
            Some(v) => self.viewer(Some(v.extract::<i64>().map_err(|_| {
                PyTypeError::new_err("viewer is a seat (an int) or \"spectator\"")
            })?))?,
        };
        let mut out = Vec::new();
        self.inner
            .apply_id(seat_, id, Some((viewer, &mut out)))
            .map_err(|e| refused(py, e))?;
        to_py(py, &Value::Array(out)).map(Some)
    }

    /// The action of `id` in the game's notation, or in words of `lang` ("en", "ru").
    #[pyo3(signature = (id, lang = None))]
    fn action_text(&self, py: Python<'_>, id: u32, lang: Option<&str>) -> PyResult<String> {
        self.inner
            .action_text(id, lang_of(lang)?)
            .map_err(|e| refused(py, e))
    }
    /// The action of `id` as the engine's JSON (a dict).
    fn action_json<'py>(&self, py: Python<'py>, id: u32) -> PyResult<Bound<'py, PyAny>> {
        let v = self.inner.action_json(id).map_err(|e| refused(py, e))?;
        to_py(py, &v)
    }
    /// The id of an action given in the game's notation or as a dict.
    fn action_id(&self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<u32> {
        self.action(py, action)
    }

    /// What `seat` sees (None: a spectator), as a dict: nothing it may not see.
    #[pyo3(signature = (seat = None))]
    fn observe<'py>(&self, py: Python<'py>, seat: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.observe(self.viewer(seat)?))
    }

    /// What `seat` sees as a float32 array of `tensor_shape` (docs/tensors.md), written
    /// into `out` when given (an array of that shape and dtype).
    #[pyo3(signature = (seat = None, out = None))]
    fn observe_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
        out: Option<Bound<'py, PyArrayDyn<f32>>>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        let viewer = self.viewer(seat)?;
        let shape = self.inner.tensor_shape();
        let out = match out {
            Some(a) => {
                if a.shape() != shape.as_slice() {
                    return Err(PyValueError::new_err(format!(
                        "out has shape {:?}; this game's tensors are {shape:?}",
                        a.shape()
                    )));
                }
                a
            }
            None => PyArrayDyn::<f32>::zeros(py, shape, false),
        };
        {
            let mut view = out.try_readwrite()?;
            let slice = view
                .as_slice_mut()
                .map_err(|_| PyValueError::new_err("out must be C-contiguous"))?;
            self.inner.encode(viewer, slice);
        }
        Ok(out)
    }

    /// What `seat` sees as the engine's JSON text (OpenSpiel's observation string).
    #[pyo3(signature = (seat = None))]
    fn observation_string(&self, seat: Option<i64>) -> PyResult<String> {
        Ok(self.inner.observe(self.viewer(seat)?).to_string())
    }

    /// The position as `seat` sees it, drawn as text.
    #[pyo3(signature = (seat = None))]
    fn board(&self, seat: Option<i64>) -> PyResult<String> {
        Ok(self.inner.board(self.viewer(seat)?))
    }
    fn __str__(&self) -> String {
        self.inner.board(Viewer::Spectator)
    }
    fn __repr__(&self) -> String {
        format!(
            "<coinop.Game {} seats={} seed={} to_move={:?}>",
            self.inner.name(),
            self.inner.num_seats(),
            self.inner.seed(),
            self.inner.to_move().seats().to_vec()
        )
    }

    /// A hash of what `seat` sees: equal exactly when the observations are equal.
    #[pyo3(signature = (seat = None))]
    fn observation_hash(&self, seat: Option<i64>) -> PyResult<u64> {
        Ok(self.inner.observation_hash(self.viewer(seat)?))
    }
    /// A hash of the whole state, the same on every platform.
    fn state_hash(&self) -> u64 {
        self.inner.state_hash()
    }

    /// None until the end; then a dict of `scores`, `winners`, `ranks` and `reason`.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.inner
            .outcome()
            .map(|o| to_py(py, &serde_json::to_value(o).expect("outcomes serialize")))
            .transpose()
    }
    /// What each seat gets from the game: 0 until the end; then +1 for each winner and
    /// -1 for everyone else, 0 for all when nobody won.
    fn returns(&self) -> Vec<f64> {
        returns(self.inner.as_ref())
    }

    fn clone(&self) -> PyGame {
        PyGame {
            inner: self.inner.clone_box(),
        }
    }
    fn __copy__(&self) -> PyGame {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }
    /// Pickled as its replay (or, for a determinized world, its state), so that it can
    /// travel to another process (Ray) and go on there.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("coinop._coinop")?.getattr("_restore")?;
        let args = match self.inner.replay() {
            Ok(r) => (self.inner.name(), "replay", r.to_json(), 0, 0),
            Err(_) => (
                self.inner.name(),
                "state",
                self.inner.state_json().to_string(),
                self.inner.seed(),
                self.inner.state_hash(),
            ),
        };
        PyTuple::new(py, [restore, args.into_pyobject(py)?.into_any()])
    }

    /// A full state `seat` cannot tell from this one: all it cannot see (others' hands,
    /// the order of decks, dice to come) drawn again with `seed`. For search over
    /// information sets. The copy has no replay.
    fn determinize(&self, seat: i64, seed: u64) -> PyResult<PyGame> {
        let seat = self.seat(seat)?;
        Ok(PyGame {
            inner: self.inner.determinize(seat, seed),
        })
    }

    /// The game so far as a replay (JSON text): `coinop.load_replay` plays it back.
    fn replay(&self) -> PyResult<String> {
        Ok(self.inner.replay().map_err(CoinopError::new_err)?.to_json())
    }
}

/// What each seat gets: see [`PyGame::returns`].
fn returns(game: &dyn Engine) -> Vec<f64> {
    let seats = game.num_seats();
    match game.outcome() {
        None => vec![0.0; seats],
        Some(o) if o.winners.is_empty() => vec![0.0; seats],
        Some(o) => (0..seats)
            .map(|s| {
                if o.winners.contains(&(s as Seat)) {
                    1.0
                } else {
                    -1.0
                }
            })
            .collect(),
    }
}

/// A game pickled by `__reduce__`. Like any pickle, trust only your own: a state is
/// checked against the hash it was saved with, not against every rule.
#[pyfunction]
#[pyo3(signature = (name, how, text, seed = 0, hash = 0))]
fn _restore(name: &str, how: &str, text: &str, seed: u64, hash: u64) -> PyResult<PyGame> {
    let kind = engine::kind(name).map_err(SetupError::new_err)?;
    let inner = match how {
        "replay" => {
            let replay =
                Replay::from_json(text).map_err(|e| ReplayError::new_err(e.to_string()))?;
            (kind.from_replay)(&replay).map_err(|e| ReplayError::new_err(e.to_string()))?
        }
        "state" => {
            let state: Value =
                serde_json::from_str(text).map_err(|e| CoinopError::new_err(e.to_string()))?;
            (kind.from_state)(&state, seed, hash).map_err(CoinopError::new_err)?
        }
        _ => return Err(CoinopError::new_err(format!("no way to restore {how:?}"))),
    };
    Ok(PyGame { inner })
}

/// The hosted games: a list of dicts with `name`, `title`, `levels` (the computer
/// players' levels, weakest first), `options` (the defaults) and `seats` (the numbers of
/// players its standard board takes).
#[pyfunction]
fn games<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for k in engine::kinds() {
        let d = PyDict::new(py);
        d.set_item("name", k.name)?;
        d.set_item("title", k.title)?;
        d.set_item("levels", k.levels.to_vec())?;
        let defaults = (k.default_options)();
        let seats: Vec<usize> = match defaults.get("players") {
            Some(_) => (1..=8)
                .filter(|&n| (k.new_game)(&serde_json::json!({ "players": n }), 0).is_ok())
                .collect(),
            None => vec![
                (k.new_game)(&Value::Null, 0)
                    .map_err(|e| SetupError::new_err(e.to_string()))?
                    .num_seats(),
            ],
        };
        d.set_item("seats", seats)?;
        d.set_item("options", to_py(py, &defaults)?)?;
        list.append(d)?;
    }
    Ok(list)
}

/// Options given as a dict (or None: the defaults), as JSON.
fn options_json(py: Python<'_>, options: Option<&Bound<'_, PyAny>>) -> PyResult<Value> {
    match options {
        Some(o) if !o.is_none() => {
            if !o.is_instance_of::<PyDict>() {
                return Err(PyTypeError::new_err(
                    "options must be a dict of option names",
                ));
            }
            to_json(py, o).map_err(|e| SetupError::new_err(format!("bad options: {e}")))
        }
        _ => Ok(Value::Null),
    }
}

/// A new game of `name`, its `options` (a dict, over the defaults) and `seed`.
#[pyfunction]
#[pyo3(signature = (name, options = None, seed = 0))]
fn new_game(
    py: Python<'_>,
    name: &str,
    options: Option<&Bound<'_, PyAny>>,
    seed: u64,
) -> PyResult<PyGame> {
    let kind = engine::kind(name).map_err(SetupError::new_err)?;
    let options = options_json(py, options)?;
    let inner = (kind.new_game)(&options, seed).map_err(|e| SetupError::new_err(e.to_string()))?;
    Ok(PyGame { inner })
}

/// The game a replay (JSON text, `Game.replay()` or the site's and `coinop sim`'s
/// replay files) records, played back and checked against its final hash.
#[pyfunction]
fn load_replay(text: &str) -> PyResult<PyGame> {
    let replay = Replay::from_json(text).map_err(|e| ReplayError::new_err(e.to_string()))?;
    let kind = engine::kind(&replay.game).map_err(ReplayError::new_err)?;
    let inner = (kind.from_replay)(&replay).map_err(|e| ReplayError::new_err(e.to_string()))?;
    Ok(PyGame { inner })
}

/// A computer player of one game: the site's levels (`easy`, `normal`, `hard`,
/// `expert`), `random`, or `ismcts:N` (N iterations a decision: the same choice every
/// run). `hard` and `expert` think for a time, not a count, so their choices vary.
#[pyclass(module = "coinop._coinop", name = "Agent")]
pub struct PyAgent {
    game: &'static str,
    level: String,
    inner: Mutex<Box<dyn Chooser>>,
}

#[pymethods]
impl PyAgent {
    #[new]
    #[pyo3(signature = (game, level, seed = 0))]
    fn new(game: &str, level: &str, seed: u64) -> PyResult<PyAgent> {
        let kind = engine::kind(game).map_err(SetupError::new_err)?;
        let probe =
            (kind.new_game)(&Value::Null, 0).map_err(|e| SetupError::new_err(e.to_string()))?;
        let inner = probe.agent(level, seed).map_err(SetupError::new_err)?;
        Ok(PyAgent {
            game: kind.name,
            level: level.to_string(),
            inner: Mutex::new(inner),
        })
    }
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }
    #[getter]
    fn level(&self) -> &str {
        &self.level
    }
    /// The action id this player chooses for `seat` (it sees only what the seat sees).
    /// The GIL is released while it thinks.
    fn act(&self, py: Python<'_>, game: PyRef<'_, PyGame>, seat: i64) -> PyResult<u32> {
        let seat = game.seat(seat)?;
        let engine: &dyn Engine = game.inner.as_ref();
        // The lock is taken without the GIL: a thread waiting for it must not hold the
        // GIL the thread inside needs to come back.
        let inner = &self.inner;
        py.detach(|| {
            let mut chooser = inner.lock().map_err(|_| {
                Unchosen::NotToMove("this agent failed in an earlier decision".into())
            })?;
            chooser.choose(engine, seat)
        })
        .map_err(|e| match e {
            Unchosen::WrongGame(why) => PyTypeError::new_err(why),
            Unchosen::NotToMove(why) => IllegalAction::new_err(why),
        })
    }
    fn __repr__(&self) -> String {
        format!("<coinop.Agent {} {}>", self.game, self.level)
    }
}

#[pymodule]
fn _coinop(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("CoinopError", py.get_type::<CoinopError>())?;
    m.add("SetupError", py.get_type::<SetupError>())?;
    m.add("IllegalAction", py.get_type::<IllegalAction>())?;
    m.add("ReplayError", py.get_type::<ReplayError>())?;
    m.add_class::<PyGame>()?;
    m.add_class::<PyAgent>()?;
    m.add_class::<batch::Batch>()?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(new_game, m)?)?;
    m.add_function(wrap_pyfunction!(load_replay, m)?)?;
    m.add_function(wrap_pyfunction!(_restore, m)?)?;
    m.add_function(wrap_pyfunction!(lab::_lab_plan, m)?)?;
    m.add_function(wrap_pyfunction!(lab::_lab_play, m)?)?;
    m.add_function(wrap_pyfunction!(lab::_lab_merge, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
