//! Anarcade's tests: scenario files, random play, the engine's contracts, and its words.
mod random_play;
mod scenarios;
mod words;
