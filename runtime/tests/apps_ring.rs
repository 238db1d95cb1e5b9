//! runtime::apps::ring: the element-wise operations and the programs on the
//! CPU executor against plain references; the element-wise kernels compile
//! with NVRTC; on the GPU machine (`--ignored`) the GPU ring against the CPU
//! ring, bit for bit.

mod common;

use codegen::reference::schoolbook::negacyclic_schoolbook;
use codegen::emit::elementwise::{apps, eval};
use runtime::apps::modq::shoup_companion;
use runtime::apps::ring::{add_mod, mul_mod, ring_cu, sub_mod};
use runtime::apps::ring::Poly;
use runtime::apps::{Backend, Ring};
use runtime::{compile_ptx, CompileOptions};

const SPEC: &str = "name = \"ring_test\"\ntransform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nreduction = \"shoup\"\nradix = 4\nstage_split = [6]\n[moduli]\nbits = 60\ncount = 2\n";

fn words(primes: &[u64], n: usize, batch: usize, seed: u64) -> Vec<u64> {
    let mut s = seed;
    (0..batch * primes.len() * n)
        .map(|i| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 3) % primes[(i / n) % primes.len()]
        })
        .collect()
}

fn ring(backend: &Backend) -> Ring {
    Ring::new(backend, &codegen::spec::from_str(SPEC).unwrap()).unwrap()
}

#[test]
fn modular_helpers_handle_the_top_of_u64() {
    let q = 0xFFFF_FFFF_0000_0001u64; // 2^64 - 2^32 + 1: a + b overflows u64
    assert_eq!(add_mod(q - 1, q - 1, q), q - 2);
    assert_eq!(sub_mod(0, 1, q), q - 1);
    assert_eq!(mul_mod(q - 1, q - 1, q), 1);
}

/// Each element-wise operation, per tower, against u128 arithmetic.
#[test]
fn elementwise_ops_on_the_cpu() {
    let r = ring(&Backend::Cpu);
    let (n, p) = (r.n(), r.primes().to_vec());
    let (a, b) = (words(&p, n, 3, 1), words(&p, n, 3, 2));
    let q = |i: usize| p[(i / n) % p.len()] as u128;
    let check = |got: Vec<u64>, f: &dyn Fn(u128, u128, u128) -> u128| {
        for i in 0..a.len() {
            assert_eq!(got[i] as u128, f(a[i] as u128, b[i] as u128, q(i)), "word {i}");
        }
    };
    let run = |op: &dyn Fn(&Ring, &mut runtime::apps::Poly, &runtime::apps::Poly)| {
        let (mut x, y) = (r.upload(&a).unwrap(), r.upload(&b).unwrap());
        op(&r, &mut x, &y);
        r.download(&x).unwrap()
    };
    check(run(&|r, x, y| r.add(x, y).unwrap()), &|a, b, q| (a + b) % q);
    check(run(&|r, x, y| r.sub(x, y).unwrap()), &|a, b, q| (a + q - b) % q);
    check(run(&|r, x, y| r.rsub(x, y).unwrap()), &|a, b, q| (b + q - a) % q);
    check(run(&|r, x, _| r.neg(x).unwrap()), &|a, _, q| (q - a) % q);
    check(run(&|r, x, _| r.scale(x, &[3, 5]).unwrap()), &|a, _, q| a * if q == p[0] as u128 { 3 } else { 5 } % q);
    let one = r.upload(&a[..2 * n]).unwrap();
    let rep = r.download(&r.repeat(&one, 3).unwrap()).unwrap();
    assert_eq!(rep, [&a[..2 * n], &a[..2 * n], &a[..2 * n]].concat());
}

/// The generated kernels' descriptors, run on the CPU with the arguments
/// the GPU ring launches them with, against the CPU ring (the twins).
#[test]
fn generated_kernels_match_the_cpu_ring() {
    use eval::Arg::{Value as V, Words as W};
    let r = ring(&Backend::Cpu);
    let (n, p, t) = (r.n(), r.primes().to_vec(), r.primes().len());
    let kernel = |name: &str| apps::ring().kernels.into_iter().find(|k| k.name == name).unwrap();
    let dims = |words: usize| [V(n as u64), V(t as u64), V(words as u64)];
    for seed in 0..4 {
        let (a, b) = (words(&p, n, 3, 10 + seed), words(&p, n, 3, 20 + seed));
        let twin = |op: &dyn Fn(&Ring, &mut runtime::apps::Poly, &runtime::apps::Poly)| {
            let (mut x, y) = (r.upload(&a).unwrap(), r.upload(&b).unwrap());
            op(&r, &mut x, &y);
            r.download(&x).unwrap()
        };
        let run = |name: &str, mut args: Vec<eval::Arg>| {
            eval::run(&kernel(name), &mut args).unwrap();
            match args.swap_remove(0) {
                W(w) => w,
                _ => unreachable!(),
            }
        };
        let addsub = |op: u64| run("ring_addsub", [vec![W(a.clone()), W(b.clone()), W(p.clone())], dims(a.len()).to_vec(), vec![V(op)]].concat());
        assert_eq!(addsub(0), twin(&|r, x, y| r.add(x, y).unwrap()), "add, seed {seed}");
        assert_eq!(addsub(1), twin(&|r, x, y| r.sub(x, y).unwrap()), "sub, seed {seed}");
        assert_eq!(addsub(2), twin(&|r, x, y| r.rsub(x, y).unwrap()), "rsub, seed {seed}");
        assert_eq!(run("ring_neg", [vec![W(a.clone()), W(p.clone())], dims(a.len()).to_vec()].concat()), twin(&|r, x, _| r.neg(x).unwrap()), "neg, seed {seed}");
        let s = words(&p, 1, 1, 30 + seed); // one scalar per tower, reduced
        let both: Vec<u64> = s.iter().copied().chain(s.iter().zip(&p).map(|(&v, &q)| shoup_companion(v, q))).collect();
        assert_eq!(run("ring_scale", [vec![W(a.clone()), W(p.clone()), W(both)], dims(a.len()).to_vec()].concat()), twin(&|r, x, _| r.scale(x, &s).unwrap()), "scale, seed {seed}");
        let per = t * n;
        let src = r.upload(&a[..2 * per]).unwrap();
        let want = r.download(&r.repeat(&src, 5).unwrap()).unwrap();
        let got = run("ring_repeat", vec![W(vec![0; 5 * per]), W(a[..2 * per].to_vec()), V(per as u64), V(2), V(5 * per as u64)]);
        assert_eq!(got, want, "repeat, seed {seed}");
    }
}

/// forward, pointwise, inverse = the negacyclic product per tower.
#[test]
fn product_through_the_programs_on_the_cpu() {
    let r = ring(&Backend::Cpu);
    let (n, p) = (r.n(), r.primes().to_vec());
    let (a, b) = (words(&p, n, 2, 3), words(&p, n, 2, 4));
    let (mut x, mut y) = (r.upload(&a).unwrap(), r.upload(&b).unwrap());
    r.forward(&mut x).unwrap();
    r.forward(&mut y).unwrap();
    r.pointwise(&mut x, &y).unwrap();
    r.inverse(&mut x).unwrap();
    let got = r.download(&x).unwrap();
    for c in 0..2 * p.len() {
        let s = c * n..(c + 1) * n;
        assert_eq!(got[s.clone()], negacyclic_schoolbook(&a[s.clone()], &b[s], p[c % p.len()]).unwrap()[..], "chunk {c}");
    }
}

#[test]
fn bad_inputs_are_refused() {
    let r = ring(&Backend::Cpu);
    let n = r.n();
    let e = r.upload(&vec![u64::MAX; 2 * n]).err().unwrap().to_string();
    assert!(e.contains("not below its tower's prime"), "{e}");
    let e = r.upload(&vec![0; n]).err().unwrap().to_string();
    assert!(e.contains("not a whole batch"), "{e}");
    let (mut x, y) = (r.zeros(2).unwrap(), r.zeros(1).unwrap());
    assert!(r.add(&mut x, &y).is_err());
    assert!(r.scale(&mut x, &[1]).is_err());
}

#[test]
fn concat_and_split_round_trip() {
    let r = ring(&Backend::Cpu);
    let (n, p) = (r.n(), r.primes().to_vec());
    let (a, b) = (words(&p, n, 1, 7), words(&p, n, 2, 8));
    let x = r.concat(&[&r.upload(&a).unwrap(), &r.upload(&b).unwrap()]).unwrap();
    let all = r.download(&x).unwrap();
    assert_eq!(all, [a, b].concat());
    let per = p.len() * n;
    for (i, part) in r.split(&x, 3).unwrap().iter().enumerate() {
        assert_eq!(r.download(part).unwrap(), all[i * per..(i + 1) * per], "part {i}");
    }
    let e = r.split(&x, 2).err().unwrap().to_string();
    assert!(e.contains("equal parts"), "{e}");
    let e = r.concat(&[&x, &Poly::Host(vec![0; n])]).err().unwrap().to_string();
    assert!(e.contains("part 1"), "{e}");
}

#[test]
fn ring_kernels_compile_with_nvrtc() {
    if !common::require_nvrtc("ring_kernels_compile_with_nvrtc") {
        return;
    }
    let c = compile_ptx(&ring_cu().unwrap(), "nttgen_ring", "sm_90", &CompileOptions::default()).unwrap();
    let mut names = c.kernel_names();
    names.sort();
    assert_eq!(names, ["ring_addsub", "ring_neg", "ring_repeat", "ring_scale"]);
}

#[test]
#[ignore = "needs an NVIDIA GPU: run this binary with --ignored on the GPU machine"]
fn gpu_ring_matches_the_cpu_ring() {
    let gpu = Backend::Gpu(std::sync::Arc::new(runtime::Gpu::open(0).unwrap()));
    let (c, g) = (ring(&Backend::Cpu), ring(&gpu));
    let (n, p) = (c.n(), c.primes().to_vec());
    let (a, b) = (words(&p, n, 4, 5), words(&p, n, 4, 6));
    let mut out = vec![];
    for r in [&c, &g] {
        let (mut x, mut y) = (r.upload(&a).unwrap(), r.upload(&b).unwrap());
        r.forward(&mut x).unwrap();
        r.forward(&mut y).unwrap();
        r.pointwise(&mut x, &y).unwrap();
        r.inverse(&mut x).unwrap();
        r.add(&mut x, &y).unwrap();
        r.sub(&mut x, &r.upload(&b).unwrap()).unwrap();
        r.neg(&mut x).unwrap();
        r.scale(&mut x, &[7, 11]).unwrap();
        let z = r.repeat(&x, 8).unwrap();
        out.push(r.download(&z).unwrap());
        // Device-to-device copies at offsets: x and z as one batch, then cut in three.
        for part in r.split(&r.concat(&[&x, &z]).unwrap(), 3).unwrap() {
            out.push(r.download(&part).unwrap());
        }
    }
    let half = out.len() / 2;
    assert_eq!(out[..half], out[half..]);
}
