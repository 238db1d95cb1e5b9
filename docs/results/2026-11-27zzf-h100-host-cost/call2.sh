#!/usr/bin/env bash
# Round 15 of 27zv's probe (lv15.txt): the same one-launch kernels built by
# nvcc (the probe's way) and by NVRTC to a CUBIN launched through the
# driver (the runtime's way, names ending in nv), then each one's SASS
# (cuobjdump) of the 2^17 kernel, and the toolchains' versions. Build here:
# ROUND=15 bash docs/results/2026-11-27zv-h100-latency-variants/prep.sh,
# tar .device/lv into .device/lv.tar.xz; carry it.
set -u
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,driver_version --format=csv,noheader | tee $OUT/gpu.txt
nvcc --version | tail -2 | tee $OUT/versions.txt
ls /usr/local/cuda*/lib64/libnvrtc.so* 2>/dev/null | tee -a $OUT/versions.txt
OUT=$OUT LV_OUT=lv15.txt bash docs/results/2026-11-27zv-h100-latency-variants/run.sh > /dev/null 2>&1; echo "probe rc=$?"
cd .device/lv
for k in bg17pin bg17; do
  cuobjdump -sass -fun ${k}_fwd_coop probe_$k > $OUT/sass-$k-nvcc.txt 2>&1
  cuobjdump -sass ${k}nv_fwd_coop.nvrtc.cubin > $OUT/sass-$k-nvrtc.txt 2>&1
  echo "$k: nvcc $(grep -cE '^ +/\*[0-9a-f]{4}\*/' $OUT/sass-$k-nvcc.txt) instructions, nvrtc $(grep -cE '^ +/\*[0-9a-f]{4}\*/' $OUT/sass-$k-nvrtc.txt)"
done
grep -v stamp $OUT/lv15.txt | grep -v "n=2" | awk -F, '{a[$2" "$3]=a[$2" "$3]" "$5} END {for (k in a) print k, a[k]}' | sort
grep "n=2\|FAIL\|WRONG\|ERR" $OUT/lv15.txt | sort -u
