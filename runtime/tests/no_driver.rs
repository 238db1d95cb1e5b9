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
