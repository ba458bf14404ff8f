//! N games of one kind stepped together: one call applies an action in each, the GIL
//! released, and writes each game's next observation, legal mask, seat, rewards and end
//! straight into numpy arrays the batch owns (no array made per game or per step). A
//! game that ends starts again with the next seed, so the batch never runs dry.

use crate::engine::{self, Engine, Kind};
use crate::{IllegalAction, SetupError, returns};
use coinop_core::{GameRng, Seat, Viewer};
use numpy::ndarray::IxDyn;
use numpy::{PyArray1, PyArray2, PyArrayDyn, PyArrayMethods, PyReadonlyArray1};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
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
    #[pyo3(get)]
    obs: Py<PyArrayDyn<f32>>,
    #[pyo3(get)]
    mask: Py<PyArray2<bool>>,
    #[pyo3(get)]
    seat: Py<PyArray1<i64>>,
    #[pyo3(get)]
    rewards: Py<PyArray2<f32>>,
    #[pyo3(get)]
    done: Py<PyArray1<bool>>,
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

impl Batch {
    fn out(&self, py: Python<'_>) -> PyResult<Out> {
        // SAFETY (of as_array_mut's pointers): the arrays are the batch's own, contiguous.
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
        if n == 0 {
            return Err(PyValueError::new_err("a batch has at least one game"));
        }
        let kind = engine::kind(game).map_err(SetupError::new_err)?;
        let options = match options {
            Some(o) if !o.is_none() => crate::to_json(py, o)?,
            _ => Value::Null,
        };
        let probe =
            (kind.new_game)(&options, seed).map_err(|e| SetupError::new_err(e.to_string()))?;
        let mut shape = vec![n];
        shape.extend(probe.tensor_shape());
        let actions = probe.num_distinct_actions() as usize;
        let seats = probe.num_seats();
        let obs_shape = if observe { shape.clone() } else { vec![n, 0] };
        let obs = PyArrayDyn::<f32>::zeros(py, IxDyn(&obs_shape), false);
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
            mask: PyArray2::<bool>::zeros(py, [n, actions], false).unbind(),
            seat: PyArray1::<i64>::zeros(py, n, false).unbind(),
            rewards: PyArray2::<f32>::zeros(py, [n, seats], false).unbind(),
            done: PyArray1::<bool>::zeros(py, n, false).unbind(),
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
    fn step(&mut self, py: Python<'_>, actions: PyReadonlyArray1<'_, i64>) -> PyResult<()> {
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
