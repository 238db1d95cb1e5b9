#!/usr/bin/env bash
# one_launch_sets: the 2^16 one-limb entries over [7, 9] at one set per
# block (new) against the entries before (old, HEAD 3d6271d), latency-probe
# of each tree, old new new old; the new probe also times variants at
# 2^16 / 2^17 (NTTGEN_PROBE_TRY, each checked against the CPU reference).
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
E17="factored_levels = 0|pinned_twiddles = true|wide_shared_index = true"
TRY="16:s79pw=factored_levels = 0|radix = 4|stage_split = [7, 9]|one_launch_sets = 1|pinned_twiddles = true|wide_shared_index = true"
TRY="$TRY;16:s79w=cluster = 8|factored_levels = 0|min_blocks = 4|radix = 4|stage_split = [7, 9]|one_launch_sets = 1|twiddle_lookahead = true|wide_shared_index = true"
TRY="$TRY;17:s710=$E17|radix = 4|stage_split = [7, 10]|one_launch_sets = 1"
TRY="$TRY;17:s710r8=$E17|radix = 8|stage_split = [7, 10]|one_launch_sets = 1"
TRY="$TRY;17:s710tla=factored_levels = 0|radix = 4|stage_split = [7, 10]|one_launch_sets = 1|twiddle_lookahead = true"
TRY="$TRY;17:s710nowsi=factored_levels = 0|pinned_twiddles = true|radix = 4|stage_split = [7, 10]|one_launch_sets = 1"
i=0
for b in old new new old; do
  i=$((i+1))
  if [ $b = new ]; then export NTTGEN_PROBE_TRY="$TRY"; else unset NTTGEN_PROBE_TRY; fi
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 130 .device/ab3/probe-$b > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "== $(basename $f)"; grep -E "latency.*,gpu,|try.*,gpu,|FAILED" $f | cut -d, -f2-6 | sed 's/ntt_u64_n1[67]_//' | tr '\n' ' '; echo; done
