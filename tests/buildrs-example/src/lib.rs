//! nttgen from `build.rs`: `codegen::Builder` writes `demo.rs` and
//! `demo_dgt.rs` (launch wrappers, each with its CUDA source) into `OUT_DIR`,
//! and this crate includes them. Each defines a module named after its spec:
//! `CUDA_SOURCE`, `NVRTC_OPTIONS`, the sizes, the modulus constants, a
//! `KernelLaunch` per kernel (`KERNELS`), and the programs `FORWARD`,
//! `INVERSE`, `POINTWISE`, `POLYMUL` that `run` hands launch by launch to a
//! `Launcher` of yours.
//!
//! The crate itself needs nothing of the generator at run time: the
//! wrappers carry the CUDA text (`CUDA_SOURCE`) and the table contents
//! (`TABLES_FILE`); `src/main.rs` (`cargo run --release --bin buildrs-demo`)
//! compiles, uploads and launches them with `runtime::package` on a GPU.

include!(concat!(env!("OUT_DIR"), "/demo.rs"));
include!(concat!(env!("OUT_DIR"), "/demo_dgt.rs"));

#[cfg(test)]
mod tests {
    use codegen::plan::{lower, Plan};
    use std::path::Path;

    /// The fields of one included wrapper that the checks below compare.
    struct Wrapper {
        name: &'static str,
        command: &'static str,
        cuda: &'static str,
        tables_file: &'static [u8],
        nvrtc_options: &'static [&'static str],
        spec_toml: &'static str,
        n: usize,
        towers: usize,
        words_per_poly: usize,
        kernels: Vec<&'static str>,
        /// Each program: its name and, per launch, the kernel and its arguments
        /// as `run` hands them to a launcher (buffer arguments as indices).
        programs: Vec<(&'static str, Vec<(&'static str, [u32; 3], Vec<String>)>)>,
    }

    /// Records what a wrapper's `run` launches.
    struct Recorder<K> {
        launches: Vec<(&'static str, [u32; 3], Vec<String>)>,
        _k: std::marker::PhantomData<K>,
    }

    macro_rules! recorder {
        ($m:ident) => {
            impl super::$m::Launcher for Recorder<super::$m::KernelLaunch> {
                type Error = ();
                fn launch(&mut self, k: &super::$m::KernelLaunch, grid: [u32; 3], args: &[super::$m::Arg]) -> Result<(), ()> {
                    self.launches.push((k.name, grid, args.iter().map(|a| format!("{a:?}")).collect()));
                    Ok(())
                }
            }
        };
    }
    recorder!(demo);
    recorder!(demo_dgt);

    macro_rules! wrapper {
        ($m:ident) => {{
            use super::$m as w;
            Wrapper {
                name: w::NAME,
                command: w::COMMAND,
                cuda: w::CUDA_SOURCE,
                tables_file: w::TABLES_FILE,
                nvrtc_options: w::NVRTC_OPTIONS,
                spec_toml: w::SPEC_TOML,
                n: w::N,
                towers: w::TOWERS,
                words_per_poly: w::WORDS_PER_POLY,
                kernels: w::KERNELS.iter().map(|k| k.name).collect(),
                programs: w::PROGRAMS
                    .iter()
                    .map(|p| {
                        let mut r = Recorder::<w::KernelLaunch> { launches: vec![], _k: std::marker::PhantomData };
                        w::run(p, 3, &mut r).unwrap();
                        (p.name, r.launches)
                    })
                    .collect(),
            }
        }};
    }

    fn check(w: &Wrapper, plan: &Plan) {
        assert_eq!(w.name, plan.spec.name);
        assert!(!w.cuda.is_empty());
        let (cuda, info) = codegen::emit::cuda(plan, &codegen::emit::Target::sm90(), &codegen::emit::Options { command: w.command.into() }).unwrap();
        assert_eq!(w.cuda, cuda, "CUDA_SOURCE is the emitter's text for the plan");
        assert_eq!(w.nvrtc_options, info.nvrtc_options);
        let (tables, _) = codegen::emit::package::tables_file(plan).unwrap();
        assert_eq!(w.tables_file, tables.as_slice(), "TABLES_FILE holds the plan's tables");
        let names: Vec<&str> = plan.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(w.kernels, names, "kernel count and order");
        for k in &names {
            assert!(w.cuda.contains(&format!(" {k}(")), "{k} missing from CUDA_SOURCE");
        }
        assert_eq!((w.n, w.towers, w.words_per_poly), (plan.spec.n(), plan.towers, plan.words_per_poly));
        assert_eq!(w.nvrtc_options, codegen::emit::nvrtc_options(&plan.spec));
        assert_eq!(w.spec_toml, plan.spec.to_toml().unwrap());
        // `run` launches exactly the plan's programs: same kernels, grids and bindings.
        assert_eq!(w.programs.len(), plan.programs.len());
        for ((name, launches), p) in w.programs.iter().zip(&plan.programs) {
            assert_eq!(*name, p.name);
            assert_eq!(launches.len(), p.steps.len(), "{name}");
            for ((kname, grid, args), st) in launches.iter().zip(&p.steps) {
                let k = &plan.kernels[st.kernel];
                assert_eq!((*kname, *grid), (k.name.as_str(), [k.grid_x, 3, plan.towers as u32]), "{name}");
                let want: Vec<String> = k
                    .params
                    .iter()
                    .map(|par| match par {
                        codegen::plan::Param::Buf(b) => format!("Buffer({})", st.bind.iter().find(|x| x.0 == *b).unwrap().1),
                        codegen::plan::Param::Table(t, codegen::plan::Part::Value) => format!("TableValue({t})"),
                        codegen::plan::Param::Table(t, codegen::plan::Part::Companion) => format!("TableCompanion({t})"),
                        codegen::plan::Param::Mods => "Mods".to_string(),
                        codegen::plan::Param::GridCounter => "GridCounter".to_string(),
                        codegen::plan::Param::TowerArg(i) => format!("TowerArg({i})"),
                        codegen::plan::Param::SkipAt => "SkipAt".to_string(),
                        codegen::plan::Param::SkipLen => "SkipLen".to_string(),
                    })
                    .collect();
                assert_eq!(args, &want, "{name}: {kname}");
            }
        }
    }

    #[test]
    fn demo_matches_the_plan_of_its_spec_file() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/demo.toml");
        let spec = codegen::spec::from_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let w = wrapper!(demo);
        check(&w, &lower(&spec).unwrap());
        assert!(w.command.contains("specs/demo.toml"), "{}", w.command);
        assert_eq!(w.kernels.len(), 9, "two forward kernels, pointwise, two inverse, the last-stage product kernel, and the one-launch forward, inverse and product");
        assert_eq!(w.kernels.iter().filter(|k| k.ends_with("_coop")).count(), 3);
        let polymul = &w.programs.iter().find(|p| p.0 == "polymul").unwrap().1;
        let order: Vec<&str> = polymul.iter().map(|l| l.0.rsplit('_').next().unwrap()).collect();
        // The first forward kernel of each operand, then one kernel doing both
        // last forward stages, the product and the first inverse stage.
        assert_eq!(order, ["fwd0", "fwd0", "product1", "inv0"], "first stages, then the last-stage product kernel, then the inverse");
        assert_eq!(w.words_per_poly, 1024);
    }

    #[test]
    fn demo_dgt_matches_the_plan_of_its_spec_text() {
        let w = wrapper!(demo_dgt);
        let spec = codegen::spec::from_str(w.spec_toml).unwrap_or_else(|e| panic!("demo_dgt: {e}"));
        check(&w, &lower(&spec).unwrap());
        assert_eq!(w.name, "demo_dgt");
        assert_eq!(w.words_per_poly, 1024, "the DGT keeps N/2 Gaussian pairs, two words each");
    }

    /// The C++ example's checked-in package (tests/cpp-example/pkg) is what
    /// `codegen emit` writes for its spec today.
    #[test]
    fn cpp_example_package_is_fresh() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let spec = codegen::spec::from_file(&root.join("tests/cpp-example/spec.toml")).unwrap();
        let files = codegen::emit::emit_spec(&spec, "codegen emit --spec tests/cpp-example/spec.toml --out tests/cpp-example/pkg").unwrap();
        for (name, want) in files.all_files().into_iter().filter(|(n, _)| !n.ends_with(".rs") && !n.ends_with(".plan.json")) {
            let got = std::fs::read(root.join("tests/cpp-example/pkg").join(&name)).unwrap_or_default();
            assert!(got == want, "tests/cpp-example/pkg/{name} is stale: rerun the command in tests/cpp-example/spec.toml");
        }
    }

    /// The run-time primes example's package (tests/cpp-example/runtime/pkg)
    /// likewise; its tables come from nttgen_tables, not a file.
    #[test]
    fn cpp_runtime_example_package_is_fresh() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let spec = codegen::spec::from_file(&root.join("tests/cpp-example/runtime/spec.toml")).unwrap();
        assert!(spec.runtime_template);
        let files = codegen::emit::emit_spec(&spec, "codegen emit --spec tests/cpp-example/runtime/spec.toml --out tests/cpp-example/runtime/pkg").unwrap();
        for (name, want) in files.all_files().into_iter().filter(|(n, _)| !n.ends_with(".tables.bin")) {
            let got = std::fs::read(root.join("tests/cpp-example/runtime/pkg").join(&name)).unwrap_or_default();
            assert!(got == want, "tests/cpp-example/runtime/pkg/{name} is stale: rerun the command in tests/cpp-example/runtime/spec.toml");
        }
    }

    /// With NVRTC on the machine (tests/run.sh), the included CUDA compiles
    /// and defines exactly the wrapper's kernels. Skipped without NVRTC: the
    /// catalog tests are the ones that insist on it.
    #[test]
    fn included_cuda_compiles_when_nvrtc_is_present() {
        if let Err(e) = codegen::nvrtc::nvrtc_available() {
            eprintln!("SKIPPED: {e}");
            return;
        }
        for w in [wrapper!(demo), wrapper!(demo_dgt)] {
            let opts = codegen::nvrtc::CompileOptions { extra: w.nvrtc_options.iter().map(|s| s.to_string()).collect(), ..Default::default() };
            let c = codegen::nvrtc::compile_ptx(w.cuda, w.name, "sm_90", &opts).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(c.kernel_names(), w.kernels);
        }
    }
}
