#!/usr/bin/env bash
# codegen tune (the descent) for the BFV rings' forward transforms on the
# H100: 2^15, 17 towers of 52 bits x 17 polynomials (relinearisation's
# digits; tables in L2), 200 s; 2^14, 8 towers of 55 bits x 8, 100 s; each
# saved into a copy of the tuned table (tuned-15.diff, tuned-14.diff).
# Build here: cargo build --release -p nttgen-runtime --bin nttgen-gpu,
# copy it into .device/ and tar cJf .device/tune2.tar.xz -C .device nttgen-gpu.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/tune2.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache
for c in "15 52 17 200" "14 55 8 100"; do
  set -- $c
  cp codegen/tuned.toml /tmp/tuned-$1.toml
  .device/nttgen-gpu tune --log-n $1 --bits $2 --towers $3 --batch $3 --budget $4 --groups 3 --out $OUT/tuned-spec-$1.toml --svg $OUT/tune-$1.svg --save /tmp/tuned-$1.toml > $OUT/tune-$1.txt 2>&1; echo "tune $1 rc=$?"
  head -14 $OUT/tune-$1.txt | cut -c1-200
  diff codegen/tuned.toml /tmp/tuned-$1.toml > $OUT/tuned-$1.diff; head -30 $OUT/tuned-$1.diff
done
