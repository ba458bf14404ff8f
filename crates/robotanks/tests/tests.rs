//! Robotanks' tests: scenario files, random play, and the engine's contracts.
mod random_play;
mod scenarios;
