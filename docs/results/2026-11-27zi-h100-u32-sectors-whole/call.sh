#!/usr/bin/env bash
# u32 P at 2^16 on the H100: whole-sector stores again, now rendered as
# explicit 16-byte stores (__stwb; in 27zh NVRTC split the swapped stores of
# the streamed kernel into word stores: 331 us); alone, with one factored
# level and with 5 blocks per SM; the u64 forward at 2^16 in the same
# process for the ratio. nttgen-anchors rows (each checked against the CPU
# reference first), two runs; then Nsight Compute on the entry's and the
# sec row's streamed kernels.
set -u
FINAL_OUT=$OUT; trap 'cd $FINAL_OUT && tar czf all.tgz --exclude=all.tgz . 2>/dev/null' EXIT
tar xJf .device/s20c.tar.xz -C .device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
export NTTGEN_CACHE_DIR=/tmp/nttgen-cache NTTGEN_ANCHORS_CANDIDATES=0 NTTGEN_ANCHORS_LOGN=16
t0=$(date +%s)
rows() { grep "^RESULT" $1 | awk -F, '{printf "%s %s %s %s %s %s\n", $3, $4, $6, $9, $10, substr($13,1,2)}'; }
for r in 1 2; do
  NTTGEN_ANCHORS_TRY="f1=factored_levels = 1;sec=sector_stores = true;secf1=sector_stores = true|factored_levels = 1;secf1mb5=sector_stores = true|factored_levels = 1|min_blocks = 5;secmb5=sector_stores = true|min_blocks = 5;secsl24=sector_stores = true|factored_levels = 1|stream_lag = 24" \
    timeout 250 .device/nttgen-anchors u32-P > $OUT/u32-$r.txt 2>&1; echo "u32 run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/u32-$r.txt
  timeout 100 .device/nttgen-anchors fwd-P > $OUT/fwd-$r.txt 2>&1; echo "fwd run $r rc=$? $(( $(date +%s) - t0 )) s"; rows $OUT/fwd-$r.txt
done | tee $OUT/rows.txt
NTTGEN_ANCHORS_TRY="sec=sector_stores = true" timeout 150 ncu --clock-control none --kernel-name regex:'shoup_mb4_imb6_sec_tla_sl32_q256_fwd_stream' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,smsp__inst_executed.sum .device/nttgen-anchors u32-P > $OUT/ncu-sec.txt 2>&1
echo "ncu rc=$? $(( $(date +%s) - t0 )) s"
grep -E "  ntt_|Duration|DRAM Throughput|L2 Cache Throughput|Compute \(SM\)|dram__bytes|lts__t_sectors|smsp__inst" $OUT/ncu-sec.txt | head -30
