//! NVRTC compile-only tests (no GPU needed; NVRTC from the PyPI wheel, see tests/run.sh).

mod common;

use common::{require_nvrtc, ADD_U64, BROKEN};
use runtime::{compile_ptx, nvrtc_version, CompileOptions, Error};

#[test]
fn nvrtc_is_13_0() {
    if !require_nvrtc("nvrtc_is_13_0") {
        return;
    }
    let (major, minor) = nvrtc_version().unwrap();
    assert_eq!(major, 13, "expected NVRTC 13.x, got {major}.{minor}");
}

#[test]
fn add_kernel_compiles_for_sm80_and_sm90() {
    if !require_nvrtc("add_kernel_compiles_for_sm80_and_sm90") {
        return;
    }
    for arch in ["sm_80", "sm_90"] {
        let c = compile_ptx(ADD_U64, "add", arch, &CompileOptions::default())
            .unwrap_or_else(|e| panic!("{arch}: {e}"));
        assert_eq!(c.spec_name, "add");
        assert_eq!(c.arch, arch);
        assert!(
            c.ptx.contains(&format!(".target {arch}")),
            "{arch}:\n{}",
            c.ptx
        );
        assert_eq!(c.kernel_names(), ["add_u64"]);
        assert!(c.cubin.is_none());
        assert!(c.options.contains(&format!("--gpu-architecture={arch}")));
        assert!(!c.ptx.contains('\0'));
    }
}

#[test]
fn cubin_is_an_elf_for_a_real_arch() {
    if !require_nvrtc("cubin_is_an_elf_for_a_real_arch") {
        return;
    }
    let opts = CompileOptions {
        cubin: true,
        lineinfo: true,
        ..Default::default()
    };
    let c = compile_ptx(ADD_U64, "add", "sm_90", &opts).unwrap();
    let cubin = c.cubin.as_deref().expect("cubin requested");
    assert!(
        cubin.starts_with(b"\x7fELF"),
        "not an ELF: {:02x?}",
        &cubin[..16.min(cubin.len())]
    );
    assert!(
        c.ptx.contains(".loc"),
        "-lineinfo should emit .loc directives"
    );

    // compute_XY has no CUBIN: refused up front.
    let e = compile_ptx(ADD_U64, "add", "compute_90", &opts).unwrap_err();
    assert!(matches!(e, Error::Arch { .. }), "{e:?}");
    // ...but PTX for a virtual arch is fine.
    let c = compile_ptx(ADD_U64, "add", "compute_90", &CompileOptions::default()).unwrap();
    assert!(c.ptx.contains(".target sm_90"));
}

#[test]
fn syntax_error_gives_compile_error_with_log_and_spec_name() {
    if !require_nvrtc("syntax_error_gives_compile_error_with_log_and_spec_name") {
        return;
    }
    let e = compile_ptx(BROKEN, "broken-spec", "sm_90", &CompileOptions::default()).unwrap_err();
    match &e {
        Error::Compile { spec, arch, log } => {
            assert_eq!(spec, "broken-spec");
            assert_eq!(arch, "sm_90");
            assert!(
                log.contains("broken-spec.cu"),
                "log should name the program: {log}"
            );
            assert!(log.contains("error"), "{log}");
            assert!(log.contains("(4)"), "log should point at line 4: {log}");
        }
        other => panic!("expected Error::Compile, got {other:?}"),
    }
    let msg = e.to_string();
    assert!(
        msg.contains("broken-spec") && msg.contains("sm_90"),
        "{msg}"
    );
}

#[test]
fn bad_arch_strings_are_rejected_before_nvrtc() {
    // No NVRTC needed for the parse error, but compile_ptx checks NVRTC first.
    if !require_nvrtc("bad_arch_strings_are_rejected_before_nvrtc") {
        return;
    }
    for arch in ["sm90", "gfx90a", "sm_9", ""] {
        let e = compile_ptx(ADD_U64, "add", arch, &CompileOptions::default()).unwrap_err();
        assert!(matches!(e, Error::Arch { .. }), "{arch:?}: {e:?}");
    }
}

#[test]
fn arch_unknown_to_nvrtc_is_an_error_not_a_panic() {
    if !require_nvrtc("arch_unknown_to_nvrtc_is_an_error_not_a_panic") {
        return;
    }
    // CUDA 13 dropped Maxwell/Pascal/Volta; sm_10 never existed.
    for arch in ["sm_50", "sm_10"] {
        let e = compile_ptx(ADD_U64, "add", arch, &CompileOptions::default()).unwrap_err();
        assert!(
            matches!(e, Error::Nvrtc { .. } | Error::Compile { .. }),
            "{arch}: {e:?}"
        );
        eprintln!("{arch}: {e}");
    }
}

#[test]
fn extra_options_are_passed_through() {
    if !require_nvrtc("extra_options_are_passed_through") {
        return;
    }
    let src = "#if !defined(NTT_N)\n#error NTT_N not defined\n#endif\n\
               extern \"C\" __global__ void k(unsigned* p) { p[0] = NTT_N; }\n";
    let e = compile_ptx(src, "defs", "sm_80", &CompileOptions::default()).unwrap_err();
    assert!(
        matches!(&e, Error::Compile { log, .. } if log.contains("NTT_N not defined")),
        "{e:?}"
    );
    let opts = CompileOptions {
        extra: vec!["-DNTT_N=4096".into()],
        max_registers: Some(32),
        ..Default::default()
    };
    let c = compile_ptx(src, "defs", "sm_80", &opts).unwrap();
    assert!(c.ptx.contains("4096"), "{}", c.ptx);
}

#[test]
fn ptxas_reports_registers_when_available() {
    if !require_nvrtc("ptxas_reports_registers_when_available") {
        return;
    }
    if runtime::ptxas_path().is_none() {
        // tests/run.sh exports NTTGEN_PTXAS; make its absence loud there.
        assert!(
            std::env::var_os("NTTGEN_PTXAS").is_none(),
            "NTTGEN_PTXAS is set but does not point at a file"
        );
        eprintln!("SKIPPED ptxas_reports_registers_when_available: no ptxas");
        return;
    }
    let c = compile_ptx(ADD_U64, "add", "sm_90", &CompileOptions::default()).unwrap();
    let r = runtime::resource_usage(&c.ptx, "sm_90").unwrap();
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].kernel, "add_u64");
    assert!(r[0].registers > 0 && r[0].registers < 64, "{r:?}");
    assert!(!r[0].spills());
    eprintln!("{r:?}");
    let e = runtime::resource_usage("not ptx", "sm_90").unwrap_err();
    assert!(matches!(e, Error::Ptxas { .. }), "{e:?}");
}
