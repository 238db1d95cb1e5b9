#!/usr/bin/env bash
# One-limb kernel variants at 2^16 and 2^17 (latency-probe TRY rows), twice.
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
B16='cluster = 8|factored_levels = 0|min_blocks = 4|one_launch_sets = 1|radix = 4|twiddle_lookahead = true'
B17='factored_levels = 0|one_launch_sets = 1|radix = 4|twiddle_lookahead = true'
T="16:cur=$B16|stage_split = [7, 9];16:s88=$B16|stage_split = [8, 8];16:mb2=cluster = 8|factored_levels = 0|min_blocks = 2|one_launch_sets = 1|radix = 4|twiddle_lookahead = true|stage_split = [7, 9];16:wsi=$B16|stage_split = [7, 9]|wide_shared_index = true;16:r2=radix = 2|one_launch_sets = 1|factored_levels = 0|twiddle_lookahead = true|stage_split = [7, 9];16:r8o2=radix = 8|one_launch_sets = 2|factored_levels = 0|twiddle_lookahead = true|stage_split = [7, 9]"
T="$T;17:cur=$B17|stage_split = [7, 10];17:mb2=$B17|stage_split = [7, 10]|min_blocks = 2;17:r2=radix = 2|one_launch_sets = 1|factored_levels = 0|twiddle_lookahead = true|stage_split = [7, 10];17:s89=$B17|stage_split = [8, 9]"
for r in 1 2; do
  NTTGEN_PROBE_TRY="$T" timeout 250 .device/r4/probe > $OUT/probe-$r.txt 2>&1; echo "rc=$?"
done
for r in 1 2; do echo "== $r"; grep -E "try" $OUT/probe-$r.txt | grep -E ",(gpu|b2b)," | cut -d, -f2,3,5,6 | paste -sd' ' ; done
grep FAILED $OUT/probe-1.txt | cut -c1-300
