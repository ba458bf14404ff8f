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

/// A tensor as planes of `area` entries each (a board's cells, row by row), the layout
/// of the board games' tensors. Writes outside the area are dropped, so a piece off the
/// board cannot land in the next plane.
pub struct Planes<'a> {
    pub out: &'a mut [f32],
    pub area: usize,
}

impl Planes<'_> {
    /// Entry `cell` of `plane` is `v`.
    pub fn set(&mut self, plane: usize, cell: usize, v: f32) {
        if cell < self.area {
            self.out[plane * self.area + cell] = v;
        }
    }
    /// Adds `v` to entry `cell` of `plane`.
    pub fn add(&mut self, plane: usize, cell: usize, v: f32) {
        if cell < self.area {
            self.out[plane * self.area + cell] += v;
        }
    }
    /// Entry `cell` of `plane` is the larger of `v` and what it holds.
    pub fn max(&mut self, plane: usize, cell: usize, v: f32) {
        if cell < self.area {
            let e = &mut self.out[plane * self.area + cell];
            *e = e.max(v);
        }
    }
    /// Every entry of `plane` is `v` (a figure broadcast over the board); a zeroed
    /// tensor is left as it is for 0.
    pub fn fill(&mut self, plane: usize, v: f32) {
        if v != 0.0 {
            self.out[plane * self.area..(plane + 1) * self.area].fill(v);
        }
    }
    /// `plane` all 1 when `on`.
    pub fn flag(&mut self, plane: usize, on: bool) {
        self.fill(plane, if on { 1.0 } else { 0.0 });
    }
}
