#!/usr/bin/env bash
# Host cost of a launch with and without programmatic stream serialization
# (overlap_launches = false: plain launches; the one-launch kernels then
# launch cooperatively): latency-probe's TRY rows (each checked against the
# CPU reference first), the entries' knobs with and without, twice.
set -u
[ -x .device/probe ] || tar xJf .device/final10.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
E12="cluster_blocks = 16|radix = 4|wide_shared_index = true"
E14="cluster = 2|radix = 4"
E16="cluster = 8|factored_levels = 0|min_blocks = 4|one_launch_sets = 1|radix = 4|stage_split = [7, 9]|twiddle_lookahead = true"
export NTTGEN_PROBE_TRY="12:ovl=$E12;12:ser=$E12|overlap_launches = false;14:ovl=$E14;14:ser=$E14|overlap_launches = false;16:ovl=$E16;16:ser=$E16|overlap_launches = false"
for i in 1 2; do
  NTTGEN_CACHE_DIR=/tmp/nttgen-cache timeout 150 .device/probe > $OUT/probe-$i.txt 2>&1; echo "probe rc=$?"
  grep -E "empty|try" $OUT/probe-$i.txt | grep -v graph | cut -d, -f2,3,5,6 | tr '\n' ' '; echo
done
