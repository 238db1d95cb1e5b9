#!/usr/bin/env bash
# One-launch sets per block (A: the fewest of 2, 4, ..; B: 1 first) and the
# split at 2^16 / 2^17, latency-probe's measures (gpu: 10 calls behind a
# spin), each variant checked against the CPU reference first. A B B A.
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
E16="cluster = 8|factored_levels = 0|min_blocks = 4|radix = 4|twiddle_lookahead = true"
E17="factored_levels = 0|pinned_twiddles = true|radix = 4|wide_shared_index = true"
export NTTGEN_PROBE_TRY="16:e16=$E16;16:s79=$E16|stage_split = [7, 9];16:s79nt=cluster = 8|factored_levels = 0|radix = 4|stage_split = [7, 9];17:e17=$E17|stage_split = [8, 9];17:s710=$E17|stage_split = [7, 10];17:s710p=$E17|stage_split = [7, 10]|pinned_twiddles = false"
i=0
for b in A B B A; do
  i=$((i+1))
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 130 .device/sets/probe$b > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "== $(basename $f)"; grep -E ",gpu,|FAILED|steady" $f | grep -v empty | cut -d, -f2-6 | tr '\n' ' '; echo; done
