#!/usr/bin/env bash
# On the GPU machine: builds every package's probe (nvcc, in parallel),
# then runs them in two interleaved passes (run order a b c ..., then
# reversed) so that drift shows. Output: $OUT/lv2.txt (round 1: lv.txt).
[ -d .device/lv ] || tar xJf .device/lv.tar.xz -C .device
cd .device/lv
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
while read name logn gx bx by sm off tables sc; do
  st=$(grep "^$name " stamps.txt 2>/dev/null | awk '{print "-DSTAMPS=" $NF}')
  [ "$sc" = scratch ] && st="$st -DSCRATCH"
  # a name ending in nv: the kernel compiled by NVRTC at run time (probe.cu's VIA_NVRTC)
  # (nva: NVRTC for sm_90a, the architecture the probe's nvcc builds for)
  case $name in *nv) st="$st -DVIA_NVRTC -DPKG_CU=\"$name/$name.cu\" -lnvrtc -lcuda";;
    *nva) st="$st -DVIA_NVRTC -DNVRTC_ARCH=\"sm_90a\" -DPKG_CU=\"$name/$name.cu\" -lnvrtc -lcuda";; esac
  nvcc -O2 -std=c++17 $st -arch=sm_90a -DPKG=$name -DPKGU=${name^^} -DPKG_HOST="\"$name/$name.host.cu\"" -o probe_$name probe.cu > build_$name.txt 2>&1 &
done < list.txt
wait
for pass in 1 2; do
  if [ $pass = 1 ]; then order=$(cut -d' ' -f1 list.txt); else order=$(cut -d' ' -f1 list.txt | tac); fi
  for name in $order; do
    set -- $(grep "^$name " list.txt)
    [ -x probe_$name ] || { echo "LV,$name,BUILD FAILED"; tail -5 build_$name.txt; continue; }
    timeout 60 ./probe_$name $1 $2 $3 $4 $5 $6 $7 $8 500
  done
done 2>&1 | tee $OUT/${LV_OUT:-lv2.txt}
