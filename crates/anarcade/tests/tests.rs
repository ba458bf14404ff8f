//! Anarcade's tests: scenario files, random play, the engine's contracts, and its words.
mod lesson;
mod random_play;
mod scenarios;
mod tensor;
mod words;
