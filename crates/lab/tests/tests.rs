//! coinop-lab's tests, one binary (it links once): a module per topic.

mod curve;
mod split;
mod tune;
