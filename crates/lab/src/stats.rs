//! The statistics of a report: means with 95% intervals, Wilson intervals for rates,
//! Welch's test of a difference in means, and Holm's correction over a family of tests.

use serde::Serialize;
use statrs::distribution::{ContinuousCDF, Normal};

/// 1.96: the two-sided 95% point of the standard normal.
const Z95: f64 = 1.959_963_984_540_054;

/// A mean (or rate) with its 95% interval, over `n` games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Estimate {
    pub value: f64,
    pub low: f64,
    pub high: f64,
    pub n: u64,
}

/// Running sums of one per-game value.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sample {
    pub n: u64,
    pub sum: f64,
    pub sum_sq: f64,
}

impl Sample {
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        self.sum += x;
        self.sum_sq += x * x;
    }
    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum / self.n as f64
        }
    }
    /// The unbiased variance of the values.
    pub fn variance(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        ((self.sum_sq - self.sum * self.sum / n) / (n - 1.0)).max(0.0)
    }
    /// The mean ± 1.96 standard errors.
    pub fn mean_interval(&self) -> Estimate {
        let m = self.mean();
        let half = Z95 * (self.variance() / self.n.max(1) as f64).sqrt();
        Estimate {
            value: m,
            low: m - half,
            high: m + half,
            n: self.n,
        }
    }
    /// For values in [0, 1] (wins, shared wins as fractions): the Wilson interval.
    pub fn rate_interval(&self) -> Estimate {
        let (low, high) = wilson(self.sum, self.n as f64);
        Estimate {
            value: self.mean(),
            low,
            high,
            n: self.n,
        }
    }
}

/// Wilson score interval at 95% for `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = Z95;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Two-sided p-value of Welch's test that two samples have the same mean, with the
/// normal distribution for the statistic (reports play hundreds of games a setting).
/// Equal means with no spread at all give 1.
pub fn welch_p(a: &Sample, b: &Sample) -> f64 {
    let se2 = a.variance() / a.n.max(1) as f64 + b.variance() / b.n.max(1) as f64;
    let diff = a.mean() - b.mean();
    if se2 <= 0.0 {
        return if diff.abs() < 1e-12 { 1.0 } else { 0.0 };
    }
    let z = diff.abs() / se2.sqrt();
    2.0 * (1.0 - Normal::standard().cdf(z))
}

/// Two-sided p-value that a sample's mean is `mu` (normal approximation).
pub fn one_sample_p(a: &Sample, mu: f64) -> f64 {
    let se2 = a.variance() / a.n.max(1) as f64;
    let diff = a.mean() - mu;
    if se2 <= 0.0 {
        return if diff.abs() < 1e-12 { 1.0 } else { 0.0 };
    }
    2.0 * (1.0 - Normal::standard().cdf(diff.abs() / se2.sqrt()))
}

/// Holm's step-down adjustment: p-values that, compared with 0.05, keep the chance of
/// any false "significant" in the whole family at 5%.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&i, &j| p[i].total_cmp(&p[j]));
    let mut adjusted = vec![0.0; m];
    let mut running: f64 = 0.0;
    for (rank, &i) in order.iter().enumerate() {
        running = running.max(((m - rank) as f64 * p[i]).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(xs: &[f64]) -> Sample {
        let mut s = Sample::default();
        xs.iter().for_each(|&x| s.add(x));
        s
    }

    #[test]
    fn wilson_matches_known_values() {
        let (lo, hi) = wilson(50.0, 100.0);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0.0, 10.0);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
    }

    #[test]
    fn mean_and_variance() {
        let s = sample(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(s.mean(), 5.0);
        assert!((s.variance() - 32.0 / 7.0).abs() < 1e-12);
        let e = s.mean_interval();
        assert!((e.high - e.value - Z95 * (32.0f64 / 7.0 / 8.0).sqrt()).abs() < 1e-12);
    }

    #[test]
    fn welch_p_values() {
        // Means 0 and 1, unit variances, 50 each: z = 1 / sqrt(2/50) = 5.
        let a = sample(&[[-1.0, 1.0]; 25].concat());
        let b = sample(&[[0.0, 2.0]; 25].concat());
        let z = 1.0 / (a.variance() / 50.0 + b.variance() / 50.0).sqrt();
        let p = welch_p(&a, &b);
        assert!((p - 2.0 * (1.0 - Normal::standard().cdf(z))).abs() < 1e-12);
        assert!(p < 1e-5);
        assert_eq!(welch_p(&a, &a), 1.0);
        // z = 1.96 gives p = 0.05.
        let c = sample(&[[-1.0, 1.0]; 25].concat());
        let mut d = Sample::default();
        let shift = Z95 * (2.0 * c.variance() / 50.0).sqrt();
        for x in [[-1.0 + shift, 1.0 + shift]; 25].concat() {
            d.add(x);
        }
        assert!((welch_p(&c, &d) - 0.05).abs() < 1e-6);
    }

    #[test]
    fn one_sample_p_values() {
        // Mean 1, unit variance, 100 values: z = 1 / 0.1 against 0.
        let a = sample(&[[0.0, 2.0]; 50].concat());
        let se = (a.variance() / 100.0).sqrt();
        assert!((one_sample_p(&a, 1.0 - Z95 * se) - 0.05).abs() < 1e-6);
        assert_eq!(one_sample_p(&a, 1.0), 1.0);
    }

    #[test]
    fn holm_adjusts_step_down() {
        let adj = holm(&[0.01, 0.04, 0.03, 0.005]);
        // Sorted: 0.005×4 = 0.02, 0.01×3 = 0.03, 0.03×2 = 0.06, 0.04×1 → max so far 0.06.
        for (a, b) in adj.iter().zip([0.03, 0.06, 0.06, 0.02]) {
            assert!((a - b).abs() < 1e-12, "{adj:?}");
        }
    }
}
