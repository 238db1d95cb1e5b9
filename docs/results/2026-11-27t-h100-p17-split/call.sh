#!/usr/bin/env bash
# The H100's 2^17 mode P entry beside the same with stage_split = [8, 9]
# (2% faster forward in 27s): forward, inverse and polymul through
# `nttgen-gpu bench` (mode P: 128 limbs, a prime each; every program
# checked before it is timed), twice. Carry .device/nttgen-gpu.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
D=docs/results/2026-11-27t-h100-p17-split/specs
for r in 1 2; do for b in entry s89; do
  timeout 100 .device/nttgen-gpu bench --spec $D/$b.toml --groups 7 > $OUT/$b-$r.txt 2>&1
  echo "$b r$r rc=$? $(grep -E '^\| (forward|inverse|polymul)' $OUT/$b-$r.txt | cut -d'|' -f2-5 | tr -s ' ' | tr '\n' ' ')"
done; done
