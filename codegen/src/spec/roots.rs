//! The `roots` knob resolved to one root of unity per tower: the single
//! source every table, on-the-fly constant, group root and reference of a
//! spec takes its root from (SPEC.md "NTT domain").

use super::error::{err, FieldError};
use super::file::{GivenRoots, PrimeValue, Roots};
use super::types::{RootRule, Transform};
use crate::arith::roots::{generator_root, is_primitive_root, pow_mod, primitive_root_of_unity, smallest_primitive_root};

/// Order of the root each tower's transform is taken at: psi of order 2N
/// (negacyclic), omega of order N (cyclic); `None` for the DGT, whose roots
/// are Gaussian (`gaussian::dgt_roots`).
pub fn root_order(transform: Transform, n: u64) -> Option<u64> {
    match transform {
        Transform::NttNegacyclic => Some(2 * n),
        Transform::NttCyclic => Some(n),
        Transform::Dgt => None,
    }
}

/// The knob as the valid spec keeps it, and the root of every tower of
/// `primes` (empty for the DGT). Refusals go to `errors`; `primes_ok` says
/// whether `primes` is the spec's full list (else a count is not checked).
pub fn resolve(roots: Option<&Roots>, transform: Transform, n: u64, primes: &[u64], primes_ok: bool, errors: &mut Vec<FieldError>) -> (Roots, Vec<u64>) {
    let roots = roots.cloned().unwrap_or_default();
    let Some(order) = root_order(transform, n) else {
        if !roots.is_default() {
            errors.push(err(
                "roots",
                "the DGT's roots are Gaussian (h with h^(N/2) = i in Z_q[i]): Z_q[i] has no numeric order to take a smallest root in, and no other library exchanges DGT-domain data",
                "leave roots out with transform = \"dgt\"; to exchange data with SEAL or Phantom use transform = \"ntt-negacyclic\" with roots = \"smallest\"",
            ));
        }
        return (roots, vec![]);
    };
    match &roots {
        Roots::Rule(rule) => {
            let values = by_rule(*rule, order, primes, errors);
            (roots, values)
        }
        Roots::Given(given) => {
            let values = given_roots(given, transform, order, primes, primes_ok, errors);
            (Roots::Given(normalised(transform, &values)), values)
        }
    }
}

fn by_rule(rule: RootRule, order: u64, primes: &[u64], errors: &mut Vec<FieldError>) -> Vec<u64> {
    let mut out = Vec::with_capacity(primes.len());
    for &q in primes {
        let root = match rule {
            RootRule::Nonresidue => primitive_root_of_unity(order, q),
            RootRule::Smallest => smallest_primitive_root(order, q),
            RootRule::Generator => generator_root(order, q),
        };
        // The primes were checked to have such roots; kept as a refusal, not a panic.
        match root {
            Some(r) => out.push(r),
            None => errors.push(err("roots", format!("q = {q} has no primitive {order}-th root of unity"), format!("use primes with q ≡ 1 mod {order}"))),
        }
    }
    out
}

/// The key the transform takes and the other one.
fn keys(transform: Transform) -> (&'static str, &'static str, &'static str) {
    match transform {
        Transform::NttCyclic => ("omega", "psi", "primitive N-th"),
        _ => ("psi", "omega", "primitive 2N-th"),
    }
}

fn given_roots(given: &GivenRoots, transform: Transform, order: u64, primes: &[u64], primes_ok: bool, errors: &mut Vec<FieldError>) -> Vec<u64> {
    let (key, other, what) = keys(transform);
    let (list, wrong) = if transform == Transform::NttCyclic { (&given.omega, &given.psi) } else { (&given.psi, &given.omega) };
    if wrong.is_some() {
        errors.push(err(&format!("roots.{other}"), format!("transform = \"{transform}\" is taken at a {what} root, {key}"), format!("write roots = {{ {key} = [...] }}, one root per prime")));
    }
    let Some(list) = list else {
        if wrong.is_none() {
            errors.push(err("roots", "the table gives no roots", format!("write roots = {{ {key} = [...] }}, one {what} root per prime, or roots = \"smallest\"")));
        }
        return vec![];
    };
    if primes_ok && list.len() != primes.len() {
        errors.push(err(&format!("roots.{key}"), format!("{} roots given for {} primes", list.len(), primes.len()), format!("give one {what} root per prime, in the order of the primes")));
        return vec![];
    }
    let mut out = Vec::with_capacity(list.len());
    for (i, (v, &q)) in list.iter().zip(primes).enumerate() {
        match check_given(v, q, order, what) {
            Ok(r) => out.push(r),
            Err((problem, fix)) => errors.push(err(&format!("roots.{key}[{i}]"), problem, fix)),
        }
    }
    out
}

/// One given root of tower `q`: parsed, reduced, of exact order `order`.
fn check_given(v: &PrimeValue, q: u64, order: u64, what: &str) -> Result<u64, (String, String)> {
    let example = || primitive_root_of_unity(order, q).map_or(String::new(), |r| format!(", e.g. {r}"));
    let r = v.parse().map_err(|e| (e, "write the root as an integer, or as a decimal string above 2^63".to_string()))?;
    if r >= q {
        return Err((format!("{r} is not below its tower's prime q = {q}"), format!("give the root reduced mod q{}", example())));
    }
    if !is_primitive_root(r, order, q) {
        let half = pow_mod(r, order / 2, q);
        return Err((
            format!("{r} is not a {what} root of unity mod q = {q} (its {}-th power is {half}, not q - 1)", order / 2),
            format!("give a {what} root of unity mod {q}{}, or roots = \"smallest\"", example()),
        ));
    }
    Ok(r)
}

/// The given roots as the valid spec writes them back.
fn normalised(transform: Transform, values: &[u64]) -> GivenRoots {
    let list = Some(values.iter().map(|&r| PrimeValue::from(r)).collect());
    match transform {
        Transform::NttCyclic => GivenRoots { psi: None, omega: list },
        _ => GivenRoots { psi: list, omega: None },
    }
}

/// One line on where the roots come from, for `explain` and the emitted
/// `ROOT` / `<NAME>_ROOTS` comment.
pub fn describe(roots: &Roots, transform: Transform) -> &'static str {
    match (transform, roots) {
        (Transform::Dgt, _) => "Gaussian roots of the DGT (see `codegen explain`)",
        (Transform::NttNegacyclic, Roots::Rule(RootRule::Nonresidue)) => "psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest non-residue mod q",
        (Transform::NttCyclic, Roots::Rule(RootRule::Nonresidue)) => "omega: primitive N-th root, g^((q-1)/N) with g the smallest non-residue mod q",
        (Transform::NttNegacyclic, Roots::Rule(RootRule::Smallest)) => "psi: the smallest primitive 2N-th root of unity mod q (SEAL's and Phantom's choice)",
        (Transform::NttCyclic, Roots::Rule(RootRule::Smallest)) => "omega: the smallest primitive N-th root of unity mod q",
        (Transform::NttNegacyclic, Roots::Rule(RootRule::Generator)) => "psi: primitive 2N-th root, g^((q-1)/2N) with g the smallest generator mod q (Cheddar's choice)",
        (Transform::NttCyclic, Roots::Rule(RootRule::Generator)) => "omega: primitive N-th root, g^((q-1)/N) with g the smallest generator mod q",
        (Transform::NttNegacyclic, Roots::Given(_)) => "psi: primitive 2N-th root given in the spec (roots.psi)",
        (Transform::NttCyclic, Roots::Given(_)) => "omega: primitive N-th root given in the spec (roots.omega)",
    }
}
