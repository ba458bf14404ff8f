//! One test binary for the engine (links once): conformance, invariants, scenarios.

mod conformance;
mod engine;
mod erased;
mod golden;
mod legacy;
mod scenarios;
mod words;
