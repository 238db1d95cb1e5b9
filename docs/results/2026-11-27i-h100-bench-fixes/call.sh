#!/usr/bin/env bash
# nttgen-gpu bench after its two fixes (the floor kernel's CPU twin on the
# spec's own butterflies, 2026-11-27h; one-launch forms timed only where
# the engine would run them): the two-kernel BFV ring specs of 27h that
# failed there (their one-launch grid does not fit at batch 17), and the
# same at batch 1 (where it fits and pays: its _coop rows). Carry
# .device/tune4.tar.xz (nttgen-gpu of this commit).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/tune4.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
S=docs/results/2026-11-27h-h100-bfv-ring-plans/specs
for b in 17 1; do
  for f in $S/q-packed96.toml $S/q-c8_96.toml; do n=$(basename $f .toml)
    timeout 90 .device/nttgen-gpu bench --spec $f --batch $b --groups 5 > $OUT/$n-b$b.txt 2>&1; echo "$n batch $b rc=$?"; grep -E "^\| (forward|inverse|forward_coop|inverse_coop|polymul) " $OUT/$n-b$b.txt | cut -d'|' -f2-5,13
  done
done
