//! Which public types cross threads, checked when this file compiles (see
//! the README, "Threads"): the handles that own device state behind locks
//! or immutable data are `Send + Sync`; a CUDA graph is neither, as the
//! driver's graph objects must not be launched from two threads at once.

use runtime::*;

fn send_sync<T: Send + Sync>() {}

/// Compiles only where `T` is not `Send` (the ambiguity trick: for a `Send`
/// type both impls apply and the call cannot be resolved).
trait NotSend<A> {
    fn check() {}
}
impl<T: ?Sized> NotSend<()> for T {}
#[allow(dead_code)]
struct IsSend;
impl<T: ?Sized + Send> NotSend<IsSend> for T {}

/// Compiles only where `T` is not `Sync`.
trait NotSync<A> {
    fn check() {}
}
impl<T: ?Sized> NotSync<()> for T {}
#[allow(dead_code)]
struct IsSync;
impl<T: ?Sized + Sync> NotSync<IsSync> for T {}

#[test]
fn engines_buffers_and_streams_cross_threads() {
    // One engine shared by many threads (its scratch is behind a mutex,
    // keyed by stream), or moved into one; the same for the GPU handle,
    // the kernel cache and the multi-GPU engine.
    send_sync::<Gpu>();
    send_sync::<Engine>();
    send_sync::<TypedEngine<u64>>();
    send_sync::<TypedEngine<u32>>();
    send_sync::<MultiEngine<u64>>();
    send_sync::<MultiEngine<u32>>();
    send_sync::<KernelCache>();
    // Device memory, streams, events, modules and kernels: handles to
    // driver objects that the driver lets any thread of the context use.
    send_sync::<DeviceBuffer<u64>>();
    send_sync::<DeviceBuffer<u32>>();
    send_sync::<Stream>();
    send_sync::<Event>();
    send_sync::<Module>();
    send_sync::<Kernel>();
    send_sync::<Compiled>();
    send_sync::<Error>();
}

#[test]
fn graphs_stay_on_their_thread() {
    // A captured CUDA graph and a program recorded into one are neither
    // Send nor Sync: record and replay them on one thread.
    <Graph as NotSend<_>>::check();
    <Graph as NotSync<_>>::check();
    <ProgramGraph<'static, u64> as NotSend<_>>::check();
    <ProgramGraph<'static, u64> as NotSync<_>>::check();
}
