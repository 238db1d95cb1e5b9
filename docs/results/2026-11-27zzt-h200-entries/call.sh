#!/usr/bin/env bash
# GPU_NAME=H100|H200. The 2^16 one-limb entries over [7, 9] at one set per
# block and the 2^17 ones over [7, 10] at one set per block with the
# lookahead (new) against the entries of HEAD 3d6271d (old), latency-probe
# old new new old; the new probe also times 2^17 variants (checked first).
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
grep -q "${GPU_NAME:-H200}" $OUT/gpu.txt || { echo "not an ${GPU_NAME:-H200}: stopping"; exit 3; }
B="factored_levels = 0|one_launch_sets = 1|radix = 4|stage_split = [7, 10]"
TRY="17:tlaw=$B|twiddle_lookahead = true|wide_shared_index = true;17:tlamb2=$B|twiddle_lookahead = true|min_blocks = 2;17:f2=factored_levels = 2|one_launch_sets = 1|radix = 4|stage_split = [7, 10]|twiddle_lookahead = true;17:s89tla=factored_levels = 0|radix = 4|stage_split = [8, 9]|twiddle_lookahead = true"
i=0
for b in old new new old; do
  i=$((i+1))
  if [ $b = new ]; then export NTTGEN_PROBE_TRY="$TRY"; else unset NTTGEN_PROBE_TRY; fi
  NTTGEN_CACHE_DIR=/tmp/cache-$b timeout 130 .device/ab3/probe-$b > $OUT/probe-$b-$i.txt 2>&1; echo "probe $b rc=$?"
done
for f in $OUT/probe-*.txt; do echo "== $(basename $f)"; grep -E "latency.*,gpu,|try.*,gpu,|FAILED" $f | cut -d, -f2-6 | sed 's/ntt_u64_n1[67]_//' | tr '\n' ' '; echo; done
