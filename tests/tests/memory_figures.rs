//! The host memory `codegen explain` states for a spec
//! (`codegen::memory::need` and the sizes it adds up) against the bytes the
//! code allocates, counted by this binary's global allocator: for random
//! specs over every knob, each stated part is at least the peak the code
//! reaches (the figure the CLI refuses by is never below what the command
//! takes) and not far above it (the figure means something).
//!
//! One counter for the whole binary: the tests take a lock, so that no
//! other test's allocations are counted.

use codegen::emit::package;
use codegen::executor::CpuExecutor;
use codegen::memory::need;
use codegen::plan::{lower, tables, Plan};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering::SeqCst};
use std::sync::Mutex;

struct Counting;

static LIVE: AtomicU64 = AtomicU64::new(0);
static PEAK: AtomicU64 = AtomicU64::new(0);
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn grew(by: u64) {
    let now = LIVE.fetch_add(by, SeqCst) + by;
    PEAK.fetch_max(now, SeqCst);
}

// SAFETY: every call is System's, with the caller's layout; the counters
// only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size() as u64);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size() as u64);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size() as u64, SeqCst);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new) };
        if !p.is_null() {
            // Both blocks may be held at once while it copies.
            grew(new as u64);
            LIVE.fetch_sub(layout.size() as u64, SeqCst);
        }
        p
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// `f`'s result, the most bytes it held at once beyond what was live
/// before, and what it still holds after.
fn measured<T>(f: impl FnOnce() -> T) -> (T, u64, u64) {
    let base = LIVE.load(SeqCst);
    PEAK.store(base, SeqCst);
    let r = f();
    (r, PEAK.load(SeqCst).saturating_sub(base), LIVE.load(SeqCst).saturating_sub(base))
}

/// A sink that keeps nothing: what `write_tables` holds is its own.
struct Discard(u64);

impl std::io::Write for Discard {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
impl std::io::Seek for Discard {
    fn seek(&mut self, to: std::io::SeekFrom) -> std::io::Result<u64> {
        if let std::io::SeekFrom::Start(at) = to {
            self.0 = at;
        }
        Ok(self.0)
    }
}

fn plans(log_n: std::ops::RangeInclusive<u32>, count: usize, seed: u64) -> Vec<Plan> {
    nttgen_tests::draw_valid_specs(log_n, count, seed).iter().map(|s| lower(s).unwrap()).collect()
}

/// Every tower's tables in memory (the interpreter's, the JIT's) and the
/// tables file written as computed hold no more than stated, and the
/// tables hold what is stated.
#[test]
fn the_tables_take_what_is_stated() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut worst: f64 = 0.0;
    for plan in plans(8..=16, 40, 0x7ab1e5) {
        let name = &plan.spec.name;
        let (built, peak, held) = measured(|| tables::build(&plan).unwrap());
        let (stated, working) = (tables::built_bytes(&plan), tables::working_bytes(&plan));
        // Held: the tables' words, and a few vector headers.
        let headers = 64 * (1 + plan.towers * (1 + 2 * plan.tables.len())) as u64;
        assert!(held >= stated && held <= stated + headers, "{name}: tables hold {held} B, stated {stated}");
        assert!(peak <= stated + working + headers, "{name}: building took {peak} B, stated {stated} + {working}");
        drop(built);
        let layout = package::tables_layout(&plan);
        let ((), peak, _) = measured(|| package::write_tables(&plan, &layout, &mut Discard(0)).unwrap());
        let stated = package::write_bytes(&plan);
        assert!(peak <= stated, "{name}: writing the tables file took {peak} B, stated {stated}");
        worst = worst.max(stated as f64 / peak.max(1) as f64);
    }
    eprintln!("tables file: stated / peak at most {worst:.1}");
}

/// `verify` (the interpreter's buffers and marks, the copies, the
/// references) holds no more than stated for the batch.
#[test]
fn verify_takes_no_more_than_stated() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut ratios = vec![];
    let seed = std::env::var("NTTGEN_MEMORY_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x5e7e);
    for (i, plan) in plans(6..=11, 30, seed).into_iter().enumerate() {
        let batch = 1 + i % 3;
        let name = plan.spec.name.clone();
        let stated = codegen::verify::verify_bytes(&plan, batch).unwrap() + CpuExecutor::run_bytes(&plan, batch).unwrap();
        let mut exec = CpuExecutor::new(plan).unwrap();
        let (r, peak, _) = measured(|| codegen::verify::verify(&mut exec, 3, 1, batch));
        r.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(peak <= stated, "{name} batch {batch}: verify took {peak} B, stated {stated}");
        ratios.push((stated as f64 / peak as f64, name, batch));
    }
    ratios.sort_by(|a, b| a.0.total_cmp(&b.0));
    eprintln!("verify: stated / peak from {:?} to {:?}", ratios.first(), ratios.last());
}

/// The plan and the text of the largest specs (log_n 24) take under the
/// 2 MiB `need::PLAN_BYTES` says was measured, a small part of it.
#[test]
fn the_plan_and_its_text_fit_their_allowance() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut most = 0;
    for text in [LARGE_U64, LARGE_U32] {
        let spec = codegen::spec::from_str(text).unwrap();
        let (_, peak, _) = measured(|| {
            let plan = lower(&spec).unwrap();
            let target = codegen::emit::Target::default();
            let (cuda, info) = codegen::emit::cuda(&plan, &target, &Default::default()).unwrap();
            let layout = package::tables_layout(&plan);
            let texts = [codegen::emit::rust_wrapper(&plan, &info, &layout, "cmd").unwrap(), package::c_header(&plan, &layout, "cmd").unwrap(), package::c_host(&plan, &info, &layout, "cmd").unwrap(), codegen::emit::plan_json(&plan).unwrap()];
            (cuda.len(), texts.iter().map(String::len).sum::<usize>())
        });
        most = most.max(peak);
    }
    assert!(most <= 2 << 20 && 2 << 20 <= need::PLAN_BYTES / 16, "the plan and its text took {most} B; need::PLAN_BYTES says under 2 MiB was measured");
    eprintln!("plan and text: {most} B at most");
}

const LARGE_U64: &str = "transform = \"ntt-cyclic\"\nlog_n = 24\nword = \"u64\"\nradix = 4\ncluster = 8\nlayout = \"transposed\"\ngpu = \"h200\"\n[moduli]\nbits = 60\ncount = 2\n";
const LARGE_U32: &str = "transform = \"ntt-cyclic\"\nlog_n = 24\nword = \"u32\"\ncluster_blocks = 8\nlayout = \"packed\"\nstreams = 2\n[moduli]\nbits = 30\ncount = 1\n";
