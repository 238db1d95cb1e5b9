#!/usr/bin/env bash
# codegen tune for one limb at 2^14 (the descent, 60 s), saved into a copy
# of the tuned table: a latency entry.
tar xJf .device/tune.tar.xz -C .device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
cp codegen/tuned.toml /tmp/tuned.toml
.device/nttgen-gpu tune --log-n 14 --towers 1 --batch 1 --budget 60 --groups 3 --out $OUT/tuned-spec.toml --svg $OUT/tune.svg --save /tmp/tuned.toml > $OUT/tune.txt 2>&1; echo "tune rc=$?" | tee -a $OUT/tune.txt
tail -5 $OUT/tune.txt; head -12 $OUT/tune.txt
diff codegen/tuned.toml /tmp/tuned.toml > $OUT/tuned.diff; cat $OUT/tuned.diff | head -30
