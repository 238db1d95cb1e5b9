#!/usr/bin/env bash
# Issue 21: one limb's product with its two forwards side by side (new) against one after the other (old), two binaries interleaved;
# issue 24: the applications on the GPU with the generated element-wise kernels.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
export NTTGEN_ANCHORS_CANDIDATES=0
for rep in 1 2 3; do
  for b in old new; do
    bin=.device/nttgen-anchors; [ $b = old ] && bin=.device/nttgen-anchors-old
    timeout 100 $bin polymul-L fwd-L inv-L > $OUT/l-$b-$rep.txt 2>&1
    echo "$b rc=$?"; grep -h "^RESULT,nttgen" $OUT/l-$b-$rep.txt | grep -E "polymul|,16," | cut -d, -f3-6,9-12 | sed "s/^/$b,/"
  done
done
OUT=$OUT/apps timeout 300 bash tests/gpu/apps.sh > $OUT/apps.log 2>&1; echo "apps rc=$?"; tail -5 $OUT/apps.log; grep -E "FAILED|verified|test result" $OUT/apps/apps.md | head -30
