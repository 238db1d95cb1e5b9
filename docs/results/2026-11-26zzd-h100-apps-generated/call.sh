#!/usr/bin/env bash
# The applications on the GPU with the generated RNS, BFV and big-integer
# kernels: every apps test (GPU ones included) and every example.
mkdir -p .device/apps && tar xJf .device/apps.tar.xz -C .device/apps
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/gpu.txt
for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do [ -d $d ] && export LD_LIBRARY_PATH=$d:${LD_LIBRARY_PATH:-}; done
for t in .device/apps/test_apps_*; do
  n=$(basename $t); $t --ignored --test-threads 1 > /tmp/$n.txt 2>&1; echo "$n rc=$? $(grep "test result" /tmp/$n.txt)" | tee -a $OUT/summary.txt; cat /tmp/$n.txt >> $OUT/apps-tests.txt
done
.device/apps/rns_polymul > $OUT/rns_polymul.txt 2>&1; echo "rns_polymul rc=$?" | tee -a $OUT/summary.txt; tail -2 $OUT/rns_polymul.txt
.device/apps/bigint_mul > $OUT/bigint_mul.txt 2>&1; echo "bigint_mul rc=$?" | tee -a $OUT/summary.txt; tail -2 $OUT/bigint_mul.txt
.device/apps/rlwe_encrypt > $OUT/rlwe_encrypt.txt 2>&1; echo "rlwe_encrypt rc=$?" | tee -a $OUT/summary.txt; tail -2 $OUT/rlwe_encrypt.txt
for ln in 12 14; do .device/apps/bfv_mul $ln 16 > $OUT/bfv_mul-$ln.txt 2>&1; echo "bfv_mul $ln rc=$?" | tee -a $OUT/summary.txt; tail -3 $OUT/bfv_mul-$ln.txt; done
