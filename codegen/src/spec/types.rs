//! The spec's vocabulary: one enum per knob of SPEC.md, spelled as in the TOML file.

use serde::{Deserialize, Serialize};

macro_rules! knob {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $var:ident = $text:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum $name { $($(#[$vm])* #[serde(rename = $text)] $var),+ }

        impl $name {
            /// Every value, in the order SPEC.md lists them.
            pub const ALL: &'static [$name] = &[$($name::$var),+];
            /// The spelling used in spec files, kernel names and messages.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$var => $text),+ }
            }
            /// The valid spellings, for error messages.
            pub fn choices() -> String {
                [$($text),+].join(" | ")
            }
            /// The values with property `p`, quoted for a message in
            /// `ALL`'s order: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
            pub fn spelled_where(p: impl Fn($name) -> bool) -> String {
                let names: Vec<String> = Self::ALL.iter().filter(|v| p(**v)).map(|v| format!("\"{}\"", v.as_str())).collect();
                match names.split_last() {
                    Some((last, [])) => last.clone(),
                    Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                    None => String::new(),
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

knob!(
    /// Which polynomial ring the transform diagonalises.
    Transform { NttNegacyclic = "ntt-negacyclic", NttCyclic = "ntt-cyclic", Dgt = "dgt" }
);
knob!(
    /// Machine word of every coefficient.
    Word { U32 = "u32", U64 = "u64" }
);
knob!(
    /// Modular multiplication algorithm (Shivdikar §II, Goey §3.1).
    Reduction {
        BarrettClassic = "barrett-classic",
        BarrettDq = "barrett-dq",
        BarrettShivdikar = "barrett-shivdikar",
        Montgomery = "montgomery",
        Shoup = "shoup",
        Solinas = "solinas",
        Builtin = "builtin",
    }
);
knob!(
    /// Global-memory layout of the coefficients between kernels.
    Layout { Natural = "natural", Packed = "packed", Transposed = "transposed" }
);
knob!(
    /// Per-thread index pattern inside a kernel (Coala §III-B.2).
    Access { Classic = "classic", ConstantGeometry = "constant-geometry" }
);
knob!(
    /// Where twiddle factors live while a kernel runs.
    Twiddles {
        Table = "table",
        Shared = "shared",
        RegisterShuffle = "register-shuffle",
        OnTheFly = "on-the-fly",
        Split = "split",
    }
);
knob!(
    /// Product of two transformed operands.
    Pointwise {
        Hadamard = "hadamard",
        FusedKaratsuba = "fused-karatsuba",
        Schoolbook = "schoolbook",
        ToomCook4 = "toom-cook-4",
    }
);
knob!(
    /// Where the inverse's 1/N goes.
    Scaling { Merged = "merged", Final = "final" }
);
knob!(
    /// How each tower's root of unity is chosen (SPEC.md "NTT domain"):
    /// `g^((q-1)/order)` with g the smallest quadratic non-residue, or the
    /// numerically smallest primitive root of that order (SEAL, Phantom), or
    /// `g^((q-1)/order)` with g the smallest generator mod q (Cheddar).
    RootRule { Nonresidue = "nonresidue", Smallest = "smallest", Generator = "generator" }
);

knob!(
    /// The transform a fused form wraps (`[[fused]]`, `transform`).
    FusedTransform { Forward = "forward", Inverse = "inverse" }
);
knob!(
    /// One element-wise step of a fused form's prologue or epilogue, applied
    /// to the running value v of each coefficient (docs/SPEC.md, "Fused
    /// forms"). The second operand y is a buffer of the data's shape.
    StepOp {
        /// v * c[tower], c a per-tower constant the caller passes.
        Mul = "mul",
        /// v * y[i] (a per-coefficient vector).
        MulY = "mul-y",
        /// v + y[i].
        AddY = "add-y",
        /// v - y[i].
        SubY = "sub-y",
        /// y[i] - v.
        SubFromY = "sub-from-y",
        /// y[i] in place of the loaded coefficient: the form reads y and
        /// writes x (out of place); first in the prologue only.
        FromY = "from-y",
        /// y's row of the batch item, reduced mod each tower's prime, in
        /// place of the loaded coefficient: y holds one row of n words per
        /// batch item (residues of the spec's towers: each below its
        /// largest prime), read for every tower; the form writes x (out of
        /// place), first in the prologue only. An RNS digit's broadcast
        /// into every tower (a key switch's digit decomposition).
        FromYRow = "from-y-row",
        /// v * n^-1 or v * n (a scale folded into the products).
        Scale = "scale",
        /// v * R mod q, R = 2^(word bits): into Montgomery form.
        ToMontgomery = "to-montgomery",
        /// v * R^-1 mod q: out of Montgomery form.
        FromMontgomery = "from-montgomery",
        /// v as a signed word in (-q/2, q/2] (the last step only).
        Centre = "centre",
    }
);
knob!(
    /// How the caller stores a per-tower constant (`mul`'s `form`).
    ConstForm {
        /// c in [0, q).
        Plain = "plain",
        /// c·R mod q, R = 2^(word bits) (Cheddar's constants): v * c * R^-1.
        Montgomery = "montgomery",
        /// c and its Shoup companion floor(c·2^64 / q), in two arrays
        /// (Phantom's scale and scale_shoup; u64 shoup only).
        Shoup = "shoup",
    }
);
knob!(
    /// What `scale` multiplies by.
    ScaleBy { NInv = "n-inv", N = "n" }
);

impl Word {
    pub fn bits(self) -> u32 {
        match self {
            Word::U32 => 32,
            Word::U64 => 64,
        }
    }
    pub fn bytes(self) -> u32 {
        self.bits() / 8
    }
    /// The largest word.
    pub fn max(self) -> u64 {
        match self {
            Word::U32 => u64::from(u32::MAX),
            Word::U64 => u64::MAX,
        }
    }
    /// The CUDA spelling of the word type.
    pub fn c_type(self) -> &'static str {
        match self {
            Word::U32 => "uint32_t",
            Word::U64 => "uint64_t",
        }
    }
}

/// What the rest of the generator asks of a twiddle mode, answered for
/// each mode here (the matches name every mode: a new one must answer), so
/// that the validator and the knob help derive their lists of modes from
/// `ALL` and these, never from a list of their own.
impl Twiddles {
    /// Whether the kernels read each twiddle from the main table itself, one
    /// load per twiddle (a shuffle only moves loaded entries between lanes),
    /// so that a value can sit beside its companion there (`twiddle_pairs`,
    /// `ValidSpec::paired_twiddles`).
    pub fn reads_main_table(self) -> bool {
        match self {
            Twiddles::Table | Twiddles::RegisterShuffle => true,
            Twiddles::Shared | Twiddles::OnTheFly | Twiddles::Split => false,
        }
    }
    /// Whether each twiddle reaches the butterfly in stored form, with its
    /// companion, as the lazy butterflies need (`valid::lazy_butterflies`);
    /// the modes that build twiddles from generated tables multiply them
    /// out to plain residues.
    pub fn stored_form(self) -> bool {
        match self {
            Twiddles::Table | Twiddles::Shared | Twiddles::RegisterShuffle => true,
            Twiddles::OnTheFly | Twiddles::Split => false,
        }
    }
}

impl Transform {
    /// Forward levels before truncation: log n for NTTs, log n - 1 for the DGT
    /// (a transform of N/2 Gaussian integers).
    pub fn levels(self, log_n: u32) -> u32 {
        match self {
            Transform::Dgt => log_n.saturating_sub(1),
            _ => log_n,
        }
    }
}

impl Reduction {
    /// False for `builtin`: its `%` compiles to a branch on the size of the
    /// product (a fast path or a remainder routine), i.e. on secret data.
    /// It is a baseline for comparison and never a default.
    pub fn constant_time(self) -> bool {
        self != Reduction::Builtin
    }
}

/// The reduction a spec that names none gets.
pub fn default_reduction(word: Word) -> Reduction {
    match word {
        Word::U32 => Reduction::Montgomery,
        Word::U64 => Reduction::Shoup,
    }
}

impl Pointwise {
    /// The truncation this pointwise algorithm is defined for; `None` = any.
    pub fn required_truncate(self) -> Option<u32> {
        match self {
            Pointwise::Hadamard => Some(0),
            Pointwise::FusedKaratsuba => Some(1),
            Pointwise::Schoolbook => None,
            Pointwise::ToomCook4 => Some(4),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `spelled_where` quotes the values it keeps, in `ALL`'s order, the
    /// last after "or".
    #[test]
    fn spelled_where_lists_in_order() {
        assert_eq!(Transform::spelled_where(|_| true), "\"ntt-negacyclic\", \"ntt-cyclic\" or \"dgt\"");
        assert_eq!(Transform::spelled_where(|t| t != Transform::NttCyclic), "\"ntt-negacyclic\" or \"dgt\"");
        assert_eq!(Word::spelled_where(|w| w == Word::U64), "\"u64\"");
        assert_eq!(Word::spelled_where(|_| false), "");
    }
}
