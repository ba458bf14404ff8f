//! Robotanks by Jeff Siadek and Neal Sofge: four tanks a player on a hex arena, each
//! looping a hidden program of command cards. Being built (issue 13); so far the hex
//! geometry every rule of movement and fire stands on ([`hex`]), the deck as data
//! ([`cards`]) and the arena as data ([`arena`]). Nothing here is a game yet, and no
//! front end offers it.

pub mod arena;
pub mod cards;
pub mod hex;
