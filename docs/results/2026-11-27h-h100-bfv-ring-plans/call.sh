#!/usr/bin/env bash
# The BFV rings' transforms at N = 2^15 under several plans, mode S over
# the ring's own primes: the q ring (17 towers of 52 bits) x 17 polynomials
# (relinearisation's digits) and the q u P ring (33 towers) x 4 (the
# product's operands). specs/: `entry` is the knobs the rings run today
# (the H100's 2^15 entry for towers whose tables do not fit in L2); the
# others vary one thing. Carry .device/tune3.tar.xz (nttgen-gpu with the
# floor twin on the spec's own butterflies, this commit).
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/tune3.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
D=docs/results/2026-11-27h-h100-bfv-ring-plans/specs
timeout 200 .device/nttgen-gpu warm --batch 17 $D/q-*.toml > $OUT/warm-q.txt 2>&1; echo "warm q rc=$?"
timeout 200 .device/nttgen-gpu warm --batch 4 $D/qp-*.toml > $OUT/warm-qp.txt 2>&1; echo "warm qp rc=$?"
for r in 1 2; do
  for f in $D/q-*.toml; do b=$(basename $f .toml); timeout 60 .device/nttgen-gpu bench --spec $f --batch 17 --groups 5 > $OUT/$b-$r.txt 2>&1; echo "$b r$r rc=$? $(grep -iE '^\| *(forward|inverse)' $OUT/$b-$r.txt | tr -s ' ' | cut -c1-80 | tr '\n' ' ')"; done
  for f in $D/qp-*.toml; do b=$(basename $f .toml); timeout 60 .device/nttgen-gpu bench --spec $f --batch 4 --groups 5 > $OUT/$b-$r.txt 2>&1; echo "$b r$r rc=$? $(grep -iE '^\| *(forward|inverse)' $OUT/$b-$r.txt | tr -s ' ' | cut -c1-80 | tr '\n' ' ')"; done
done
