//! A game's observation as a fixed-shape array of numbers, for learning agents (the Python
//! package's `observe(seat)["tensor"]`, PettingZoo's and Gymnasium's observation spaces,
//! OpenSpiel's observation tensor). Made from a viewer's [`Game::observe`] alone, so it
//! can hold nothing the viewer may not see.

use crate::{Game, Viewer};

/// A game whose observations have a tensor form. Every game documents its layout where it
/// implements this (plane by plane, feature by feature): `docs/tensors.md` gathers them.
pub trait Tensor: Game {
    /// The shape, the same for every state of a game with these `options`
    /// (`[planes, rows, columns]` for a board, `[features]` for a flat vector).
    fn tensor_shape(options: &Self::Options) -> Vec<usize>;

    /// Writes `observation` into `out`, whose length is the product of the shape. Every
    /// entry is written (callers reuse buffers), each a finite number, most in `0..=1`.
    fn encode(options: &Self::Options, observation: &Self::Observation, out: &mut [f32]);

    /// `viewer`'s observation now, encoded into `out`.
    fn encode_for(&self, viewer: Viewer, out: &mut [f32]) {
        Self::encode(self.options(), &self.observe(viewer), out);
    }

    /// The number of entries of the shape.
    fn tensor_len(options: &Self::Options) -> usize {
        Self::tensor_shape(options).iter().product()
    }
}
