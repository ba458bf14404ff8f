//! ARCADE's tests: scenario files, random play, the engine's contracts, the words layer
//! and what the observation works out for a front end.
mod lesson;
mod random_play;
mod reach;
mod scenarios;
mod tensor;
mod words;
