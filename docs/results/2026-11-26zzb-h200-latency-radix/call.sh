#!/usr/bin/env bash
# One limb (L) shapes for the one-launch path at 2^16 / 2^17 (and 2^12 /
# 2^14): radix 2 / 4 / 16 and sets per block, on the class's entry (nttgen
# rows only, two runs).
tar xJf .device/bins.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
grep -q H200 $OUT/gpu.txt || { echo "not an H200: stopping"; exit 3; }
T='r4=radix = 4;r4c1=radix = 4|cluster = 1;r4c2=radix = 4|cluster = 2;r4c4=radix = 4|cluster = 4;r2c1=radix = 2|cluster = 1;r2c2=radix = 2|cluster = 2;r16c1=radix = 16|cluster = 1;c1=cluster = 1;r4c1nl=radix = 4|cluster = 1|twiddle_lookahead = false;r4c1s106=radix = 4|cluster = 1|stage_split = [10, 6];r4c1s610=radix = 4|cluster = 1|stage_split = [6, 10]'
for i in 1 2; do
  NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_TRY="$T" .device/nttgen-anchors fwd-L inv-L polymul-L 2>&1 | grep RESULT
done | tee $OUT/rows.txt | cut -d, -f3-12 | grep -v ",12,\|,14,"
