//! Robotanks' tests: scenario files, random play, and the engine's contracts.
mod legacy;
mod lesson;
mod observation;
mod random_play;
mod scenarios;
mod tensor;
mod words;
