#!/usr/bin/env bash
# Clock ramp and 2^14 variants (twenty-sixth session).
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
TRY='14:s1=cluster = 2|radix = 4|one_launch_sets = 1;14:c8=cluster = 8|min_blocks = 4|one_launch_sets = 1|radix = 4|stage_split = [7, 7]|twiddle_lookahead = true|factored_levels = 0;14:c4=cluster = 4|radix = 4|one_launch_sets = 1|stage_split = [7, 7]|twiddle_lookahead = true;14:c2l=cluster = 2|radix = 4|twiddle_lookahead = true;14:cb16=cluster_blocks = 16|radix = 4|wide_shared_index = true;14:s1b=cluster = 2|radix = 4|one_launch_sets = 1'
(nvidia-smi dmon -s c -d 1 > $OUT/dmon.txt 2>&1 &) 
NTTGEN_PROBE_RAMP=1 NTTGEN_PROBE_TRY="$TRY" timeout 250 .device/r1/probe > $OUT/probe1.txt 2>&1; echo "rc=$?"
NTTGEN_PROBE_RAMP=1 timeout 150 .device/r1/probe > $OUT/probe2.txt 2>&1; echo "rc=$?"
pkill -f "nvidia-smi dmon" || true
grep -E "ramp|try|,b2b,|,gpu," $OUT/probe1.txt | cut -c1-220
grep -E "ramp" $OUT/probe2.txt | cut -c1-220
