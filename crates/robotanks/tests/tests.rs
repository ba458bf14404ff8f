//! Robotanks' tests: scenario files, random play, and the engine's contracts.
mod legacy;
mod observation;
mod random_play;
mod scenarios;
mod words;
