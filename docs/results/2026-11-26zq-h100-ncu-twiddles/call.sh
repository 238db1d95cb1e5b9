#!/usr/bin/env bash
# H100: where u32 and mode F spend their time now (Nsight Compute on the entries' kernels), and the twiddle storage modes on both.
tar xJf .device/bins.tar.xz
nvidia-smi --query-gpu=name --format=csv,noheader
A=.device/nttgen-anchors
export NTTGEN_ANCHORS_CANDIDATES=0
NTTGEN_ANCHORS_TRY='shared=twiddles = "shared";shuffle=twiddles = "register-shuffle"' timeout 200 $A u32-P fwd-F > $OUT/tw.txt 2>&1
echo "tw rc=$?"; grep -h "^RESULT,nttgen" $OUT/tw.txt | cut -d, -f3-6,9-12
M=lts__t_sectors.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,dram__bytes_read.sum,dram__bytes_write.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,smsp__inst_executed.sum,sm__cycles_elapsed.avg
for w in u32-P fwd-F; do
  timeout 240 ncu --clock-control none --kernel-name regex:'_fwd[01]$' --launch-skip 8 --launch-count 2 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section SchedulerStats --section WarpStateStats --metrics $M $A $w > $OUT/ncu-$w.txt 2>&1
  echo "ncu $w rc=$?"; grep -E "ntt_|Duration|DRAM Throughput|L2 Cache Throughput|L1/TEX Hit|L2 Hit|Compute \(SM\)|Issued Warp|Achieved Occupancy|lts__t_sectors|dram__bytes|l1tex__t_sectors|smsp__inst" $OUT/ncu-$w.txt | head -40
done
