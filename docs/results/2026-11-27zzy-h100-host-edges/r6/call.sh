#!/usr/bin/env bash
# The host's time per call while the GPU is busy (steady_host), with and
# without overlapped launches (programmatic stream serialization).
set -u
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
B16='cluster = 8|factored_levels = 0|min_blocks = 4|one_launch_sets = 1|radix = 4|twiddle_lookahead = true|stage_split = [7, 9]'
B14='cluster = 2|radix = 4'
B17='factored_levels = 0|one_launch_sets = 1|radix = 4|twiddle_lookahead = true|stage_split = [7, 10]'
T="14:cur=$B14;14:noov=$B14|overlap_launches = false;16:cur=$B16;16:noov=$B16|overlap_launches = false;17:cur=$B17;17:noov=$B17|overlap_launches = false"
for r in 1 2; do NTTGEN_PROBE_TRY="$T" timeout 250 .device/r6/probe > $OUT/probe-$r.txt 2>&1; echo "rc=$?"; done
for r in 1 2; do echo "== $r"; grep -E "empty|latency/|try" $OUT/probe-$r.txt | grep -vE "graph|,host," | cut -d, -f2,3,5,6 | paste -sd' ' ; done
grep FAILED $OUT/probe-1.txt | cut -c1-300
