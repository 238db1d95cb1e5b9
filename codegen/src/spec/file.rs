//! The spec file exactly as written: every field optional except the four
//! SPEC.md requires, unknown fields refused by serde.

use super::types::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpecFile {
    pub name: Option<String>,
    pub transform: Transform,
    pub log_n: u32,
    pub word: Word,
    pub reduction: Option<Reduction>,
    pub radix: Option<u32>,
    pub stage_split: Option<Vec<u32>>,
    pub cluster: Option<u32>,
    /// Hopper thread-block cluster size: blocks whose shared memory holds one
    /// dependency set (1 = off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_blocks: Option<u32>,
    pub layout: Option<Layout>,
    pub access: Option<Access>,
    pub twiddles: Option<Twiddles>,
    pub four_step: Option<bool>,
    pub truncate: Option<u32>,
    pub pointwise: Option<Pointwise>,
    pub scaling: Option<Scaling>,
    pub streams: Option<u32>,
    pub moduli: ModuliFile,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct ModuliFile {
    pub primes: Option<Vec<PrimeValue>>,
    pub bits: Option<u32>,
    pub count: Option<u32>,
}

/// TOML integers are signed 64-bit, so primes above 2^63 (the Solinas prime
/// 2^64 - 2^32 + 1 among them) must be written as strings.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(untagged)]
pub enum PrimeValue {
    Int(i64),
    Text(String),
}

impl PrimeValue {
    pub fn parse(&self) -> Result<u64, String> {
        match self {
            PrimeValue::Int(v) if *v >= 0 => Ok(*v as u64),
            PrimeValue::Int(v) => Err(format!("{v} is negative")),
            PrimeValue::Text(s) => {
                let t = s.trim().replace('_', "");
                let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                    Some(hex) => u64::from_str_radix(hex, 16),
                    None => t.parse::<u64>(),
                };
                // Quoted and cut short: the string may be anything, of any length.
                let cut: String = s.chars().take(40).collect();
                let more = if cut.len() < s.len() { "..." } else { "" };
                parsed.map_err(|_| format!("{cut:?}{more} is not an unsigned 64-bit integer"))
            }
        }
    }
}

impl From<u64> for PrimeValue {
    fn from(v: u64) -> Self {
        if v <= i64::MAX as u64 {
            PrimeValue::Int(v as i64)
        } else {
            PrimeValue::Text(v.to_string())
        }
    }
}
