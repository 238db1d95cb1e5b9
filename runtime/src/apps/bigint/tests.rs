//! The generated split, Garner and pack kernels, evaluated from their
//! descriptors (the text the GPU compiles) with the arguments the GPU path
//! launches, against the CPU twins word for word.

use super::*;
use codegen::emit::elementwise::apps;
use codegen::emit::elementwise::eval::{run, Arg};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn eval(name: &str, args: &mut [Arg]) -> Vec<u64> {
    let m = apps::bigint();
    let k = m.kernels.iter().find(|k| k.name == name).expect("a generated bigint kernel");
    run(k, args).unwrap_or_else(|e| panic!("{e}"));
    match &args[0] {
        Arg::Words(w) => w.clone(),
        _ => unreachable!("the kernels write words"),
    }
}

/// Shapes of every tower count, with operands of unequal lengths.
fn shapes() -> Vec<Shape> {
    [(1, 3, 5), (2, 7, 2), (3, 4, 9)].iter().map(|&(t, la, lb)| Shape::plan(la, lb, &BigMulOptions { towers: Some(t), ..Default::default() }).unwrap()).collect()
}

#[test]
fn generated_split_matches_the_twin() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for s in shapes() {
        let batch = 3;
        let mut limbs: Vec<u64> = (0..batch * s.limbs_a).map(|_| rng.gen()).collect();
        limbs[0] = u64::MAX;
        let (k, t) = (s.k(), s.towers);
        let mut args = [Arg::Words(vec![0; batch * t * k]), Arg::Words(limbs.clone()), Arg::Value(s.limbs_a as u64), Arg::Value(s.digit_bits as u64), Arg::Value(t as u64), Arg::Value(k as u64), Arg::Value(batch as u64)];
        assert_eq!(eval("bigint_split", &mut args), split_host(&limbs, s.limbs_a, &s, batch), "{s:?}");
    }
}

#[test]
fn generated_garner_matches_the_twin() {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for s in shapes().into_iter().filter(|s| s.towers > 1) {
        // Enough coefficients that the rarer carries (about 6 % of them) occur.
        let (batch, k, t) = (16, s.k(), s.towers);
        let primes = s.primes();
        let mut x: Vec<u64> = (0..batch * t * k).map(|w| rng.gen_range(0..primes[(w / k) % t])).collect();
        // The extremes: all residues 0, all p - 1.
        (0..t).for_each(|tw| x[tw * k] = 0);
        (0..t).for_each(|tw| x[tw * k + 1] = primes[tw] - 1);
        let mut want = x.clone();
        garner_host(&mut want, &s, batch);
        let mut args = [Arg::Words(x), Arg::Words(crt_words().to_vec()), Arg::Value(t as u64), Arg::Value(k as u64), Arg::Value(batch as u64)];
        assert_eq!(eval("bigint_garner", &mut args), want, "{s:?}");
    }
}

#[test]
fn generated_pack_matches_the_twin() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for s in shapes() {
        let batch = 3;
        let e: Vec<u64> = (0..batch * s.digits).map(|_| rng.gen::<u64>() & ((1 << s.digit_bits) - 1)).collect();
        let mut args = [Arg::Words(vec![0; batch * s.out_limbs()]), Arg::Words(e.clone()), Arg::Value(s.digits as u64), Arg::Value(s.digit_bits as u64), Arg::Value(s.out_limbs() as u64), Arg::Value(batch as u64)];
        assert_eq!(eval("bigint_pack", &mut args), pack_host(&e, &s, batch), "{s:?}");
    }
}
