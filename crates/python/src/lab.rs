//! The lab's runs (`coinop sim`, `arena`, `balance`, `tune`) in three steps for `coinop.ray`:
//! plan the jobs, play a range of them on a worker, merge the parts into the command
//! line's report ([`coinop_lab::by_name`]).

use crate::CoinopError;
use coinop_lab::by_name;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

fn which(kind: &str) -> PyResult<()> {
    match kind {
        "sim" | "arena" | "balance" | "tune" => Ok(()),
        _ => Err(PyValueError::new_err(format!(
            "no run {kind:?}: sim, arena, balance or tune"
        ))),
    }
}

/// How many jobs (games) the run of `spec` (JSON text, `coinop_lab::by_name::Spec`) has.
#[pyfunction]
pub fn _lab_plan(kind: &str, spec: &str) -> PyResult<u64> {
    which(kind)?;
    match kind {
        "sim" => by_name::sim_plan(spec),
        "arena" => by_name::arena_plan(spec),
        "tune" => by_name::tune_plan(spec),
        _ => by_name::balance_plan(spec),
    }
    .map_err(CoinopError::new_err)
}

/// Plays jobs `start..end` of the run on `threads` threads, the GIL released; the part
/// as JSON text.
#[pyfunction]
#[pyo3(signature = (kind, spec, start, end, threads = 1))]
pub fn _lab_play(
    py: Python<'_>,
    kind: &str,
    spec: &str,
    start: u64,
    end: u64,
    threads: usize,
) -> PyResult<String> {
    which(kind)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .map_err(|e| CoinopError::new_err(e.to_string()))?;
    py.detach(|| {
        pool.install(|| match kind {
            "sim" => by_name::sim_play(spec, start, end),
            "arena" => by_name::arena_play(spec, start, end),
            "tune" => by_name::tune_play(spec, start, end),
            _ => by_name::balance_play(spec, start, end),
        })
    })
    .map_err(CoinopError::new_err)
}

/// The report from every part, in job order: a dict of `text`, `json`, `csv`, `html`.
#[pyfunction]
#[pyo3(signature = (kind, spec, parts, seconds, threads = 1, width = None))]
pub fn _lab_merge<'py>(
    py: Python<'py>,
    kind: &str,
    spec: &str,
    parts: Vec<String>,
    seconds: f64,
    threads: usize,
    width: Option<usize>,
) -> PyResult<Bound<'py, PyDict>> {
    which(kind)?;
    let merged = py
        .detach(|| match kind {
            "sim" => by_name::sim_merge(spec, &parts, seconds, threads),
            "arena" => by_name::arena_merge(spec, &parts, seconds),
            "tune" => by_name::tune_merge(spec, &parts),
            _ => by_name::balance_merge(spec, &parts, seconds, width),
        })
        .map_err(CoinopError::new_err)?;
    let d = PyDict::new(py);
    d.set_item("text", merged.text)?;
    d.set_item("json", merged.json)?;
    d.set_item("csv", merged.csv)?;
    d.set_item("html", merged.html)?;
    Ok(d)
}
