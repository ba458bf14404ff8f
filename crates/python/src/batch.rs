//! N games of one kind stepped together: one call applies an action in each, the GIL
//! released, and writes each game's next observation, legal mask, seat, rewards and end
//! straight into numpy arrays the batch owns (no array made per game or per step). A
//! game that ends starts again with the next seed, so the batch never runs dry.

use crate::engine::{self, Engine, Kind};
use crate::{IllegalAction, SetupError, returns};
use coinop_core::{GameRng, Seat, Viewer};
use numpy::ndarray::IxDyn;
use numpy::{
    PyArray1, PyArray2, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray,
    PyUntypedArrayMethods,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::Value;

/// `Batch(game, n, options=None, seed=0, observe=True)`: games `seed`, `seed + 1`, …,
/// `seed + n - 1`, then `seed + n`, … as games end. After `reset()` and every `step`,
/// row `i` of `obs` (float32, `(n, *tensor_shape)`), `mask` (bool, `(n,
/// num_distinct_actions)`) and `seat` (int64) say what game `i`'s next seat to move
/// sees and may do; `rewards` (float32, `(n, seats)`) and `done` (bool) say whether the
/// step ended game `i` and how (`Game.returns()`), before it started again.
#[pyclass(module = "coinop._coinop", name = "Batch")]
pub struct Batch {
    kind: Kind,
    options: Value,
    games: Vec<Box<dyn Engine>>,
    /// Each game's seat to move and its legal ids, as the arrays say.
    to_move: Vec<(Seat, Vec<u32>)>,
    next_seed: u64,
    observe: bool,
    rng: GameRng,
    /// Entries of one game's tensor, action ids, seats: worked out once.
    sizes: (usize, usize, usize),
    /// The arrays written, kept to the batch: Python gets views of them (below), which
    /// cannot resize the memory the batch writes into.
    obs: Py<PyArrayDyn<f32>>,
    mask: Py<PyArray2<bool>>,
    seat: Py<PyArray1<i64>>,
    rewards: Py<PyArray2<f32>>,
    done: Py<PyArray1<bool>>,
    /// Where each array's memory was when made, and its size: checked before each write.
    places: [(usize, usize); 5],
    views: [Py<PyAny>; 5],
    /// Games finished since the batch began.
    #[pyo3(get)]
    episodes: u64,
    /// Actions applied since the batch began.
    #[pyo3(get)]
    steps: u64,
}

/// Where the arrays' memory is, to write while the GIL is released: the batch owns the
/// arrays and never lets them be resized (numpy refuses while referenced).
struct Out {
    obs: *mut f32,
    obs_len: usize,
    mask: *mut bool,
    actions: usize,
    seat: *mut i64,
    rewards: *mut f32,
    seats: usize,
    done: *mut bool,
}

// SAFETY: the pointers are only used on the one thread that holds the `&mut Batch`.
unsafe impl Send for Out {}

impl Out {
    /// Writes game `i`'s next decision: its seat, legal mask and observation, leaving
    /// the seat's legal ids in `ids`.
    ///
    /// SAFETY: `i` below the batch's size; the arrays alive and of the batch's shapes.
    unsafe fn decision(
        &self,
        i: usize,
        game: &mut dyn Engine,
        ids: &mut Vec<u32>,
        observe: bool,
    ) -> Seat {
        let seat = game
            .decision(ids)
            .expect("a finished game is started again");
        unsafe {
            let mask =
                std::slice::from_raw_parts_mut(self.mask.add(i * self.actions), self.actions);
            mask.fill(false);
            for &id in ids.iter() {
                mask[id as usize] = true;
            }
            *self.seat.add(i) = seat as i64;
            if observe {
                let obs =
                    std::slice::from_raw_parts_mut(self.obs.add(i * self.obs_len), self.obs_len);
                game.encode(Viewer::Seat(seat), obs);
            }
        }
        seat
    }
}

/// An array's memory: where it starts and how many bytes.
fn place(a: &Bound<'_, PyUntypedArray>) -> (usize, usize) {
    // SAFETY: a live array's own header.
    let data = unsafe { (*a.as_array_ptr()).fields.data } as usize;
    (data, a.len() * a.dtype().itemsize())
}

/// A C-contiguous array of zeros made by numpy (which raises MemoryError when it cannot).
fn zeros<'py, T: numpy::Element, D: numpy::ndarray::Dimension>(
    py: Python<'py>,
    shape: &[usize],
) -> PyResult<Bound<'py, numpy::PyArray<T, D>>> {
    let np = py.import("numpy")?;
    let array = np.call_method1("zeros", (PyTuple::new(py, shape)?, numpy::dtype::<T>(py)))?;
    Ok(array.cast_into::<numpy::PyArray<T, D>>()?)
}

/// The most games a batch holds.
const MAX_GAMES: usize = 1_000_000;

impl Batch {
    fn out(&self, py: Python<'_>) -> PyResult<Out> {
        let now = [
            place(self.obs.bind(py).as_untyped()),
            place(self.mask.bind(py).as_untyped()),
            place(self.seat.bind(py).as_untyped()),
            place(self.rewards.bind(py).as_untyped()),
            place(self.done.bind(py).as_untyped()),
        ];
        if now != self.places {
            return Err(PyValueError::new_err(
                "the batch's arrays were resized or moved (numpy's resize with refcheck=False): make a new Batch",
            ));
        }
        Ok(Out {
            obs: self.obs.bind(py).data(),
            obs_len: if self.observe { self.sizes.0 } else { 0 },
            mask: self.mask.bind(py).data(),
            actions: self.sizes.1,
            seat: self.seat.bind(py).data(),
            rewards: self.rewards.bind(py).data(),
            seats: self.sizes.2,
            done: self.done.bind(py).data(),
        })
    }

    fn new_game(&mut self) -> PyResult<Box<dyn Engine>> {
        let seed = self.next_seed;
        self.next_seed = self.next_seed.wrapping_add(1);
        (self.kind.new_game)(&self.options, seed).map_err(|e| SetupError::new_err(e.to_string()))
    }
}

#[pymethods]
impl Batch {
    #[new]
    #[pyo3(signature = (game, n, options = None, seed = 0, observe = true))]
    fn new(
        py: Python<'_>,
        game: &str,
        n: usize,
        options: Option<&Bound<'_, PyAny>>,
        seed: u64,
        observe: bool,
    ) -> PyResult<Batch> {
        if n == 0 || n > MAX_GAMES {
            return Err(PyValueError::new_err(format!(
                "a batch has 1 to {MAX_GAMES} games, not {n}"
            )));
        }
        let kind = engine::kind(game).map_err(SetupError::new_err)?;
        let options = crate::options_json(py, options)?;
        let probe =
            (kind.new_game)(&options, seed).map_err(|e| SetupError::new_err(e.to_string()))?;
        let mut shape = vec![n];
        shape.extend(probe.tensor_shape());
        let actions = probe.num_distinct_actions() as usize;
        let seats = probe.num_seats();
        let obs_shape = if observe { shape.clone() } else { vec![n, 0] };
        let obs = zeros::<f32, IxDyn>(py, &obs_shape)?;
        let mask = zeros::<bool, numpy::Ix2>(py, &[n, actions])?;
        let seat = zeros::<i64, numpy::Ix1>(py, &[n])?;
        let rewards = zeros::<f32, numpy::Ix2>(py, &[n, seats])?;
        let done = zeros::<bool, numpy::Ix1>(py, &[n])?;
        let places = [
            place(obs.as_untyped()),
            place(mask.as_untyped()),
            place(seat.as_untyped()),
            place(rewards.as_untyped()),
            place(done.as_untyped()),
        ];
        let view = |a: &Bound<'_, PyUntypedArray>| a.call_method0("view").map(Bound::unbind);
        let views = [
            view(obs.as_untyped())?,
            view(mask.as_untyped())?,
            view(seat.as_untyped())?,
            view(rewards.as_untyped())?,
            view(done.as_untyped())?,
        ];
        let mut batch = Batch {
            kind,
            options,
            games: Vec::new(),
            to_move: vec![(0, Vec::new()); n],
            next_seed: seed,
            observe,
            rng: GameRng::seed_from_u64(seed ^ 0xba7c_4000),
            sizes: (shape[1..].iter().product(), actions, seats),
            obs: obs.unbind(),
            mask: mask.unbind(),
            seat: seat.unbind(),
            rewards: rewards.unbind(),
            done: done.unbind(),
            places,
            views,
            episodes: 0,
            steps: 0,
        };
        for _ in 0..n {
            let g = batch.new_game()?;
            batch.games.push(g);
        }
        batch.write_all(py)?;
        Ok(batch)
    }

    #[getter]
    fn n(&self) -> usize {
        self.games.len()
    }
    /// `(n, *tensor_shape)` float32: what each game's seat to move sees.
    #[getter]
    fn obs(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[0].clone_ref(py)
    }
    /// `(n, num_distinct_actions)` bool: that seat's legal action ids.
    #[getter]
    fn mask(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[1].clone_ref(py)
    }
    /// `(n,)` int64: the seat to move in each game.
    #[getter]
    fn seat(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[2].clone_ref(py)
    }
    /// `(n, seats)` float32: each game's returns, where the last step ended it.
    #[getter]
    fn rewards(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[3].clone_ref(py)
    }
    /// `(n,)` bool: whether the last step ended each game (since started again).
    #[getter]
    fn done(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[4].clone_ref(py)
    }

    /// Starts every game again from the next seeds.
    fn reset(&mut self, py: Python<'_>) -> PyResult<()> {
        for i in 0..self.games.len() {
            self.games[i] = self.new_game()?;
        }
        self.write_all(py)
    }

    /// Writes every game's decision into the arrays, ends cleared.
    fn write_all(&mut self, py: Python<'_>) -> PyResult<()> {
        let out = self.out(py)?;
        let observe = self.observe;
        let games = &mut self.games;
        let to_move = &mut self.to_move;
        py.detach(move || {
            for (i, (g, (seat, ids))) in games.iter_mut().zip(to_move.iter_mut()).enumerate() {
                // SAFETY: i < n, the arrays are the batch's.
                unsafe {
                    *seat = out.decision(i, g.as_mut(), ids, observe);
                    *out.done.add(i) = false;
                    std::slice::from_raw_parts_mut(out.rewards.add(i * out.seats), out.seats)
                        .fill(0.0);
                }
            }
        });
        Ok(())
    }

    /// Applies `actions[i]` (int64, one per game) for game `i`'s seat to move (`seat[i]`)
    /// and writes the arrays again. An action outside `mask` raises `IllegalAction` and
    /// no game moves.
    fn step(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        // Any sequence of ints (a list, an int32 array …), as contiguous int64.
        let actions = py
            .import("numpy")?
            .call_method1("ascontiguousarray", (actions, numpy::dtype::<i64>(py)))?
            .cast_into::<PyArray1<i64>>()
            .map_err(|_| PyValueError::new_err("actions are one int per game"))?;
        let actions = actions.readonly();
        let actions = actions.as_slice()?;
        let n = self.games.len();
        if actions.len() != n {
            return Err(PyValueError::new_err(format!(
                "{} actions for {n} games",
                actions.len()
            )));
        }
        if let Some(i) = (0..n)
            .find(|&i| u32::try_from(actions[i]).map_or(true, |a| !self.to_move[i].1.contains(&a)))
        {
            return Err(IllegalAction::new_err(format!(
                "game {i}: action {} is not legal for seat {} (see mask[{i}])",
                actions[i], self.to_move[i].0
            )));
        }
        let out = self.out(py)?;
        let observe = self.observe;
        let (kind_new, options) = (self.kind.new_game, &self.options);
        let mut next_seed = self.next_seed;
        let games = &mut self.games;
        let to_move = &mut self.to_move;
        let ended = py.detach(move || -> Result<u64, String> {
            let mut ended = 0;
            for (i, (g, (seat, ids))) in games.iter_mut().zip(to_move.iter_mut()).enumerate() {
                g.apply_id(*seat, actions[i] as u32, None)
                    .map_err(|e| format!("game {i}: {e}"))?;
                // SAFETY: i < n, the arrays are the batch's.
                unsafe {
                    let rewards =
                        std::slice::from_raw_parts_mut(out.rewards.add(i * out.seats), out.seats);
                    let over = g.to_move().is_terminal();
                    *out.done.add(i) = over;
                    if over {
                        for (r, v) in rewards.iter_mut().zip(returns(g.as_ref())) {
                            *r = v as f32;
                        }
                        *g = kind_new(options, next_seed).map_err(|e| e.to_string())?;
                        next_seed = next_seed.wrapping_add(1);
                        ended += 1;
                    } else {
                        rewards.fill(0.0);
                    }
                    *seat = out.decision(i, g.as_mut(), ids, observe);
                }
            }
            Ok(ended)
        });
        let ended = ended.map_err(IllegalAction::new_err)?;
        self.next_seed = self.next_seed.wrapping_add(ended);
        self.episodes += ended;
        self.steps += n as u64;
        Ok(())
    }

    /// A uniformly random legal action for each game (int64), drawn in Rust from the
    /// batch's own seeded generator: a baseline, and the benchmark's player.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let to_move = &self.to_move;
        let rng = &mut self.rng;
        let picked = py.detach(move || {
            to_move
                .iter()
                .map(|(_, ids)| *ids.choose(rng).expect("a seat to move has a legal action") as i64)
                .collect::<Vec<i64>>()
        });
        PyArray1::from_vec(py, picked)
    }

    /// A copy of game `i` as it stands.
    fn game(&self, i: usize) -> PyResult<crate::PyGame> {
        let g = self.games.get(i).ok_or_else(|| {
            PyValueError::new_err(format!("no game {i}: the batch has {}", self.games.len()))
        })?;
        Ok(crate::PyGame {
            inner: g.clone_box(),
        })
    }
}
