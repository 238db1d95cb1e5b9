//! runtime::apps::bfv: the big-integer textbook oracle (decrypt(HMUL) =
//! a b mod t), the RNS implementation on the CPU executor against the
//! oracle word for word, the CUDA kernels compile with NVRTC; on the GPU
//! machine (`--ignored`) the GPU against the CPU, bit for bit.

mod common;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use runtime::apps::bfv::{BfvParams, Oracle, Sampler};

/// a b mod (t, x^N + 1), by schoolbook.
fn plain_mul(a: &[u64], b: &[u64], t: u64) -> Vec<u64> {
    let n = a.len();
    let mut out = vec![0u64; n];
    for i in 0..n {
        for j in 0..n {
            let p = a[i] * b[j] % t;
            let k = (i + j) % n;
            out[k] = if i + j < n { (out[k] + p) % t } else { (out[k] + t - p) % t };
        }
    }
    out
}

fn plaintext(rng: &mut ChaCha8Rng, n: usize, t: u64) -> Vec<u64> {
    (0..n).map(|_| rng.gen_range(0..t)).collect()
}

/// Small test parameters: N = 2^log_n, three 30-bit towers, t = 65537.
fn small(log_n: u32) -> BfvParams {
    BfvParams::with_tower_bits(log_n, &[30, 30, 30], 65537).unwrap()
}

#[test]
fn oracle_decrypts_products_of_random_plaintexts() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (log_n, pairs) in [(4u32, 12), (6, 3)] {
        let p = small(log_n);
        let (n, t) = (p.n(), p.t);
        let o = Oracle::new(&p);
        let mut smp = Sampler::from_seed(log_n as u64);
        let keys = o.keygen(&mut smp);
        for _ in 0..pairs {
            let (a, b) = (plaintext(&mut rng, n, t), plaintext(&mut rng, n, t));
            let (ca, cb) = (o.encrypt(&keys.pk, &a, &mut smp).unwrap(), o.encrypt(&keys.pk, &b, &mut smp).unwrap());
            assert_eq!(o.decrypt(&keys.s, &ca), a);
            let sum: Vec<u64> = a.iter().zip(&b).map(|(x, y)| (x + y) % t).collect();
            assert_eq!(o.decrypt(&keys.s, &o.add_ct(&ca, &cb).unwrap()), sum);
            let prod = o.multiply(&ca, &cb).unwrap();
            let want = plain_mul(&a, &b, t);
            assert_eq!(o.decrypt(&keys.s, &prod), want, "3-polynomial product, N = {n}");
            let relin = o.relinearize(&prod, &keys.rlk).unwrap();
            assert_eq!(o.decrypt(&keys.s, &relin), want, "relinearised product, N = {n}");
            let (fresh, mul, rel) = (o.noise_budget(&keys.s, &ca), o.noise_budget(&keys.s, &prod), o.noise_budget(&keys.s, &relin));
            // Fresh ≈ log q - log t - log(N σ) ≈ 60; the product costs
            // about log t + log N bits; relinearising costs little here.
            assert!(fresh > 55.0 && mul < fresh - 15.0 && mul > 20.0 && rel > 15.0 && rel <= mul + 0.5, "budgets {fresh} {mul} {rel}");
        }
    }
}

/// A ciphertext with its noise pushed past q / (2t) no longer decrypts,
/// and its budget reads (about) 0 bits; one just short of it still
/// decrypts, with little budget: the budget measures what it claims.
#[test]
fn oracle_budget_reaches_zero_when_decryption_fails() {
    let p = BfvParams::with_tower_bits(4, &[50], 65537).unwrap();
    let o = Oracle::new(&p);
    let mut smp = Sampler::from_seed(5);
    let keys = o.keygen(&mut smp);
    let m = vec![1u64; p.n()];
    let mut ct = o.encrypt(&keys.pk, &m, &mut smp).unwrap();
    assert!(o.noise_budget(&keys.s, &ct) > 5.0);
    // Adding about q/(2t) to c0 moves the phase by half a plaintext step
    // (on top of the fresh noise, below 2^10 here).
    let (half_step, noise) = (o.q() / (2 * p.t), num_bigint::BigUint::from(1u32 << 10));
    let mut near = ct.clone();
    near.c[0][0] = (&ct.c[0][0] + &half_step - &noise) % o.q();
    assert_eq!(o.decrypt(&keys.s, &near), m);
    let b = o.noise_budget(&keys.s, &near);
    assert!(b > 0.0 && b < 0.01, "budget {b}");
    ct.c[0][0] = (&ct.c[0][0] + &half_step + &noise) % o.q();
    assert_ne!(o.decrypt(&keys.s, &ct), m);
    assert!(o.noise_budget(&keys.s, &ct) < 0.01);
}

#[test]
fn oracle_refuses_bad_plaintexts() {
    let p = small(4);
    let o = Oracle::new(&p);
    let mut smp = Sampler::from_seed(1);
    let keys = o.keygen(&mut smp);
    let mut m = vec![0u64; p.n()];
    m[3] = p.t;
    let e = o.encrypt(&keys.pk, &m, &mut smp).unwrap_err().to_string();
    assert!(e.contains("plaintext[3]") && e.contains("not below t"), "{e}");
    let e = o.encrypt(&keys.pk, &m[1..], &mut smp).unwrap_err().to_string();
    assert!(e.contains("coefficients"), "{e}");
}

#[test]
fn parameters_follow_the_standard() {
    for (log_n, log_q) in [(12u32, 109u32), (13, 218), (14, 438), (15, 881)] {
        let p = BfvParams::standard(log_n, None, 65537).unwrap();
        let bits: u64 = p.q().bits();
        assert!(bits <= log_q as u64 && bits >= log_q as u64 - 1, "N = 2^{log_n}: q has {bits} bits, the standard allows {log_q}");
        assert!(p.p() > p.q() * p.t * (4u64 << log_n), "P too small at N = 2^{log_n}");
        let two_n = 2u64 << log_n;
        assert!(p.q_primes.iter().chain(&p.p_primes).all(|&x| x % two_n == 1 && x < 1 << 61));
    }
    let e = BfvParams::standard(12, Some(110), 65537).unwrap_err().to_string();
    assert!(e.contains("log_q = 110") && e.contains("109"), "{e}");
    assert!(BfvParams::standard(9, None, 65537).unwrap_err().to_string().contains("log_n"));
    let e = BfvParams::with_tower_bits(4, &[30], 1 << 40).unwrap_err().to_string();
    assert!(e.contains("t = "), "{e}");
    let e = BfvParams::from_primes(4, vec![97, 97], 3).unwrap_err().to_string();
    assert!(e.contains("q_primes[1]") && e.contains("repeated"), "{e}");
    let e = BfvParams::from_primes(4, vec![101], 3).unwrap_err().to_string();
    assert!(e.contains("q_primes[0]"), "{e}");
}
