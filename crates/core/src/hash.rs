//! A hasher whose output depends only on the bytes fed to it: FNV-1a over little-endian
//! integers, with `usize` widened to 64 bits. `std`'s `DefaultHasher` may change between
//! releases, and `Hash` feeds native-endian, native-width integers; replays need neither.

use std::hash::Hasher;

#[derive(Clone, Copy, Debug)]
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl StableHasher {
    /// Hashes any `Hash` value with a fresh hasher.
    pub fn hash_of<T: std::hash::Hash + ?Sized>(value: &T) -> u64 {
        let mut h = StableHasher::default();
        value.hash(&mut h);
        h.finish()
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_le_bytes())
    }
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_le_bytes())
    }
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_le_bytes())
    }
    fn write_u128(&mut self, i: u128) {
        self.write(&i.to_le_bytes())
    }
    fn write_usize(&mut self, i: usize) {
        self.write(&(i as u64).to_le_bytes())
    }
    fn write_i16(&mut self, i: i16) {
        self.write(&i.to_le_bytes())
    }
    fn write_i32(&mut self, i: i32) {
        self.write(&i.to_le_bytes())
    }
    fn write_i64(&mut self, i: i64) {
        self.write(&i.to_le_bytes())
    }
    fn write_isize(&mut self, i: isize) {
        self.write(&(i as i64).to_le_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Golden values: if these change, every recorded replay's hash changes.
    #[test]
    fn fnv1a_golden() {
        let mut h = StableHasher::default();
        h.write(&[]);
        assert_eq!(h.finish(), 0xcbf2_9ce4_8422_2325);
        h.write(b"a");
        assert_eq!(h.finish(), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(StableHasher::hash_of(&7usize), StableHasher::hash_of(&7u64));
    }
}
