#!/usr/bin/env bash
# Issue 21: one limb's product with its two forwards interleaved in each block's phases (new) against one after the other (old), two binaries interleaved.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
export NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2 3; do
  for b in old new; do
    bin=.device/nttgen-anchors; [ $b = old ] && bin=.device/nttgen-anchors-old
    timeout 100 $bin polymul-L > $OUT/l-$b-$rep.txt 2>&1
    echo "$b rc=$?"; grep -h "^RESULT,nttgen" $OUT/l-$b-$rep.txt | cut -d, -f3-6,9-12 | sed "s/^/$b,/"
  done
done
