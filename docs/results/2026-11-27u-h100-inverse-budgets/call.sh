#!/usr/bin/env bash
# The H100's 2^14 / 2^15 mode P entries (one kernel over 8-block clusters)
# beside the same with the inverse on a register budget of its own that
# does not spill (inverse_min_blocks 4 at 2^14, 2 at 2^15: the entries'
# inverse kernels spill 12 / 24 B a thread at 40 registers), forward,
# inverse and polymul through `nttgen-gpu bench` (mode P, every program
# checked before it is timed). Carry .device/nttgen-gpu (this commit).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
D=docs/results/2026-11-27u-h100-inverse-budgets/specs
for b in entry-15 imb-15 entry-14 imb-14; do
  timeout 60 .device/nttgen-gpu bench --spec $D/$b.toml --groups 7 > $OUT/$b.txt 2>&1
  echo "$b rc=$? $(grep -E '^\| (forward|inverse|polymul)' $OUT/$b.txt | cut -d'|' -f2-5 | tr -s ' ' | tr '\n' ' ')"
done
