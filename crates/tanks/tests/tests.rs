//! One test binary for the engine (links once): conformance, invariants, scenarios,
//! goldens, the words and the plan traces.

mod conformance;
mod engine;
mod erased;
mod golden;
mod legacy;
mod lesson;
mod plan;
mod scenarios;
mod tensor;
mod words;
