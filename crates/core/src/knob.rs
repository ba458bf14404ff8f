//! The constants of a game's heuristic player, named, so that self-play can tune them
//! (`coinop tune --heuristic`) and a file can replace them (`easy@FILE.json`).

/// One constant of a heuristic: the value it was written with, and the range a tuning
/// may try (a file's value outside it is refused).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knob {
    pub name: &'static str,
    pub value: f64,
    pub min: f64,
    pub max: f64,
}

impl Knob {
    pub const fn new(name: &'static str, value: f64, min: f64, max: f64) -> Knob {
        Knob {
            name,
            value,
            min,
            max,
        }
    }
}

/// The values of `knobs` as written.
pub fn written(knobs: &[Knob]) -> Vec<f64> {
    knobs.iter().map(|k| k.value).collect()
}

/// A heuristic's constants as a struct of named `f64`s, with their [`Knob`]s: `KNOBS`
/// (in the fields' order), `from_values` (a value missing: as written) and `Default`
/// (as written). Each field: `name("knob name"): value, from min, to max;`.
#[macro_export]
macro_rules! style {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$field_meta:meta])*
                $field:ident($knob:literal): $value:expr, from $min:expr, to $max:expr;
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq)]
        $vis struct $name {
            $($(#[$field_meta])* pub $field: f64,)*
        }

        impl $name {
            /// The knobs, in the fields' order, with the values as written.
            pub const KNOBS: [$crate::Knob; $crate::style!(@count $($field)*)] =
                [$($crate::Knob::new($knob, $value, $min, $max),)*];

            /// Values in [`Self::KNOBS`]' order (a value missing: as written).
            pub fn from_values(values: &[f64]) -> $name {
                let mut next = values.iter().copied();
                $name {
                    $($field: next.next().unwrap_or($value),)*
                }
            }
        }

        impl Default for $name {
            /// The constants as written.
            fn default() -> $name {
                $name { $($field: $value,)* }
            }
        }
    };
    (@count) => { 0usize };
    (@count $head:ident $($tail:ident)*) => { 1usize + $crate::style!(@count $($tail)*) };
}
