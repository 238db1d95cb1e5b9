//! Without a CUDA driver the runtime returns errors, never panics.

use std::panic::catch_unwind;

use runtime::{driver_available, Error, Gpu};

#[test]
fn open_without_driver_is_an_error_not_a_panic() {
    let r = catch_unwind(|| Gpu::open(0)).expect("Gpu::open(0) panicked");
    match driver_available() {
        Err(Error::NoDriver) => {
            let e = r.expect_err("no driver, yet Gpu::open(0) succeeded");
            assert!(matches!(e, Error::NoDriver), "expected NoDriver, got {e:?}");
            let msg = e.to_string();
            assert!(msg.contains("libcuda.so.1") && msg.contains("580"), "{msg}");
            assert!(e.is_unavailable());
            // Asking again is still an error, still no panic.
            assert!(matches!(Gpu::open(3), Err(Error::NoDriver)));
            assert!(matches!(Gpu::device_count(), Err(Error::NoDriver)));
        }
        Ok(()) => match r {
            // A machine with a driver: a device or a clean NoDevice.
            Ok(gpu) => eprintln!("driver present, opened {:?}", gpu.info()),
            Err(e @ Error::NoDevice { .. }) => eprintln!("driver present, no device: {e}"),
            Err(e) => panic!("driver present but Gpu::open(0) failed: {e}"),
        },
        Err(e) => panic!("unexpected presence error {e:?}"),
    }
}

#[test]
fn out_of_range_ordinal_is_an_error_not_a_panic() {
    let r = catch_unwind(|| Gpu::open(1_000)).expect("Gpu::open(1000) panicked");
    match r {
        Err(Error::NoDriver) | Err(Error::NoDevice { .. }) => {}
        other => panic!("expected NoDriver or NoDevice, got {other:?}"),
    }
}

/// The multi-GPU engine opens its GPUs through the same checks.
#[test]
fn multi_engine_without_driver_is_an_error_not_a_panic() {
    let spec = codegen::spec::from_str("transform = \"ntt-negacyclic\"\nlog_n = 6\nword = \"u64\"\nreduction = \"shoup\"\nradix = 2\nstage_split = [6]\n[moduli]\nbits = 40\ncount = 2\n").unwrap();
    let r = catch_unwind(|| runtime::MultiEngine::<u64>::all_gpus(&spec).err()).expect("MultiEngine::all_gpus panicked");
    if matches!(driver_available(), Err(Error::NoDriver)) {
        assert!(matches!(r, Some(Error::NoDriver)), "expected NoDriver, got {r:?}");
    }
    let r = catch_unwind(|| runtime::MultiEngine::<u64>::new(&[], &spec).err()).expect("MultiEngine::new panicked");
    assert!(r.is_some_and(|e| e.to_string().contains("no GPUs given")));
}
