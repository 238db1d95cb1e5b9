#!/usr/bin/env bash
# On the GPU machine, from the repository root, with .anchors/ (Phantom's
# sources in .anchors/vendor/phantom) and .device/apps/bfv_mul carried:
#
#   OUT=... bash tests/anchors-bfv/run.sh
#
# 1. builds Phantom + phantom_bfv_bench with the machine's nvcc (timed);
# 2. runs phantom_bfv_bench (same-q and default, HPS and BEHZ) for LOG_NS;
# 3. runs .device/apps/bfv_mul LOG_N BATCH for each LOG_N (nttgen);
# 4. writes $OUT/bfv-vs-phantom.md (table.py) and exits non-zero if any check
#    failed or a step did not finish.
# Environment: OUT (default /tmp/anchors-bfv-out), LOG_NS (default "12 13 14";
# add 15 for N = 32768), BATCH (default 256), T (default 65537), BIN_DIR
# (default a fresh temporary folder), NVCC / ARCH / VENDOR (build.sh),
# BFV_MUL (default .device/apps/bfv_mul).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
OUT="${OUT:-/tmp/anchors-bfv-out}"
LOG_NS="${LOG_NS:-12 13 14}"
BATCH="${BATCH:-256}"
T="${T:-65537}"
BFV_MUL="${BFV_MUL:-.device/apps/bfv_mul}"
mkdir -p "$OUT"
work="$(mktemp -d /tmp/anchors-bfv.XXXXXX)"
bin="${BIN_DIR:-$work/bin}"
exec > >(tee -a "$OUT/run.log") 2>&1
rc=0
t_start=$(date +%s)

[ -d /usr/local/cuda/bin ] && export PATH="$PATH:/usr/local/cuda/bin"
echo "== anchors-bfv run $(date -u +%FT%TZ) on $(hostname), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv 2>&1
command -v nvcc >/dev/null && nvcc --version | tail -n 2
cat .anchors/vendor/REVISIONS 2>/dev/null

# 1. Build.
t0=$(date +%s)
if timeout 480 bash "$here/build.sh" "$bin" > "$OUT/build.log" 2>&1; then
    echo "== build: ok in $(( $(date +%s) - t0 )) s: $(tail -n 1 "$OUT/build.log")"
else
    echo "== build: FAILED after $(( $(date +%s) - t0 )) s (log: build.log)"
    tail -n 40 "$OUT/build.log"
    exit 1
fi

# 2. Phantom.
lns=$(echo "$LOG_NS" | tr ' ' ',' | sed 's/,,*/,/g; s/^,//; s/,$//')
t0=$(date +%s)
echo "== phantom: $bin/phantom_bfv_bench --logn $lns --batch $BATCH --t $T"
timeout 400 "$bin/phantom_bfv_bench" --logn "$lns" --batch "$BATCH" --t "$T" > "$OUT/phantom.out" 2> "$OUT/phantom.err"
s=$?
echo "== phantom: rc=$s, $(( $(date +%s) - t0 )) s, $(grep -c '^RESULT' "$OUT/phantom.out") results"
grep -E '^(DEVICE|RESULT)' "$OUT/phantom.out"
tail -n 5 "$OUT/phantom.err"
[ $s = 0 ] || rc=1

# 3. nttgen (cudarc dlopens libcuda and libnvrtc: make the toolkit's NVRTC findable).
for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
    [ -d "$d" ] && export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"
done
export NTTGEN_CACHE_DIR="${NTTGEN_CACHE_DIR:-/tmp/nttgen-cache}"
export NTTGEN_BACKEND=gpu
ours=()
if [ -x "$BFV_MUL" ]; then
    for lg in $LOG_NS; do
        f="$OUT/nttgen-$lg.out"
        t0=$(date +%s)
        timeout 300 "$BFV_MUL" "$lg" "$BATCH" "$T" > "$f" 2>&1
        s=$?
        echo "== nttgen bfv_mul $lg $BATCH $T: rc=$s, $(( $(date +%s) - t0 )) s"
        grep -E '^(BFV N|gpu:|verified|FAILED)' "$f"
        [ $s = 0 ] || rc=1
        ours+=("$f")
    done
else
    echo "== nttgen: $BFV_MUL missing (build it here with tests/gpu/apps-build.sh and carry .device)"
    rc=1
fi

# 4. The table.
python3 "$here/table.py" "$OUT/phantom.out" "${ours[@]}" > "$OUT/bfv-vs-phantom.md"
s=$?
[ $s = 0 ] || rc=1
cat "$OUT/bfv-vs-phantom.md"
echo "== total $(( $(date +%s) - t_start )) s, rc=$rc; outputs in $OUT: $(ls "$OUT" | tr '\n' ' ')"
rm -rf "$work"
exit $rc
