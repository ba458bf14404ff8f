//! Experiments on any coinop game through the core API. Today: the balance report
//! (`coinop balance`), which plays the standard rules and each rule option and variant a
//! game lists ([`coinop_core::Measured`]) with the same agents over the same seeds, and
//! says with intervals and tests what each one changes.
//!
//! Principal items: [`balance::run`], [`balance::BalanceReport`] (terminal text, CSV,
//! JSON by serde) and [`html::page`] (a self-contained page with SVG plots). The report is
//! said in the language its config names ([`balance::ReportWords`]), its words from
//! [`words`]' catalogue; its data stay English.

pub mod balance;
pub mod html;
pub mod stats;
pub mod words;
