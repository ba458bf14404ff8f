//! Robotanks' tests: scenario files, random play, and the engine's contracts.
mod legacy;
mod random_play;
mod scenarios;
