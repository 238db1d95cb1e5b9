#!/usr/bin/env bash
# Phantom on nttgen's NTT, on the GPU machine (nvcc, no cargo, no network).
#
#   tests/phantom-inside/run.sh OUT_DIR
#
# Needs Phantom's sources at VENDOR/phantom (default <repo>/.anchors/vendor:
# ../shared/anchors/prepare.sh unpacks them from a fetch of
# encryptorion-lab/phantom-fhe; nothing of Phantom is committed here) and
# PKGS (default <repo>/.device/phantom-inside, written here by prepare.sh).
#
# 1. Copies Phantom to WORK and patches the copy (patch.py: DNTTTable hooks,
#    the routed entry points renamed phantom_stock_*, nttgen_route.cu added).
# 2. Builds, every translation unit in parallel with Phantom's flags (C++17,
#    -rdc, PHANTOM_USE_CUDA_PTX, per-thread default stream): the library,
#    the seven packages (their own units, no -rdc), Phantom's examples
#    (example_context: BFV, BGV, CKKS, kernel fusing; example_serialization),
#    its tests (ntt_test, fft_test) and inside.cu.
# 3. Runs each example and test five times, at once, time() fixed by
#    fixed_time.c (LD_PRELOAD: clock-seeded inputs alike) (serialization, which
#    writes fixed files under /tmp, one run after another): three times stock (PHANTOM_NTT=
#    stock: Phantom's own kernels), once on nttgen, once on nttgen with
#    NTTGEN_ROUTE_VERIFY=1 (every routed call also run by Phantom's kernels
#    and compared, Phantom's result kept). A program passes when every run
#    exits 0, every line the stock runs print alike (the rest is encryption
#    noise or timing) is the same on nttgen (a noise budget within one bit:
#    it moves with the encryption noise, between stock runs too), and no
#    verified call differs.
#    The router's report (stderr) says how many calls nttgen ran.
# 4. inside check (every routed entry point bit for bit against Phantom's)
#    and inside time (Phantom's NTT calls and operations, routing off and on
#    in one process).
# Writes OUT_DIR/{build.log,programs.csv,<program>.<run>.{out,err}, inside-*.txt,
# summary.txt}. Exit status 0 when everything built, passed and matched.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${1:?usage: run.sh OUT_DIR}"
vendor="${VENDOR:-$root/.anchors/vendor}"
pkgs="$(cd "${PKGS:-$root/.device/phantom-inside}" && pwd)"
work="${WORK:-/tmp/phantom-inside}"
arch="${ARCH:-sm_90}"
limit="${RUN_LIMIT:-300}"
read -r -a nvcc <<<"${NVCC:-nvcc}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
[ -f "$vendor/phantom/include/phantom.h" ] || { echo "run.sh: no Phantom sources at $vendor/phantom" >&2; exit 2; }
[ -f "$pkgs/libnttgen_tables.so" ] || { echo "run.sh: no packages at $pkgs (run tests/phantom-inside/prepare.sh where cargo is)" >&2; exit 2; }

rm -rf "$work"
mkdir -p "$work/obj" "$work/bin"
cp -r "$vendor/phantom" "$work/phantom"
ph="$work/phantom"
python3 "$here/patch.py" "$ph" | tee "$out/build.log" || exit 2

# ---- 2. build
flags=(-O3 "-arch=$arch" -std=c++17 -DPHANTOM_USE_CUDA_PTX --default-stream per-thread -I"$ph/include" -I"$pkgs")
mapfile -t lib < <(sed -n '/add_library(Phantom/,/)/p' "$ph/src/CMakeLists.txt" | grep -o '[A-Za-z0-9_/]*\.cu' | sed "s|^|$ph/src/|")
lib+=("$ph/src/ntt/nttgen_route.cu")
units=()
for s in "${lib[@]}"; do units+=("rdc lib $s"); done
for s in "$pkgs"/ph*.host.cu; do units+=("whole pkg $s"); done
for s in "$ph"/examples/{example,1_bfv,2_bgv,3_ckks,4_kernel_fusing}.cu; do units+=("rdc example_context $s"); done
units+=("rdc example_serialization $ph/examples/serialization.cu" "rdc ntt_test $ph/test/ntt_test.cu"
        "rdc fft_test $ph/test/fft_test.cu" "rdc inside $here/inside.cu")
t0=$(date +%s)
pids=()
for u in "${units[@]}"; do
    read -r mode group src <<<"$u"
    rel="${src#"$ph/"}"; rel="${rel#"$pkgs/"}"; rel="${rel#"$here/"}"
    o="$work/obj/$group.$(echo "${rel%.cu}" | tr '/' '_').o"  # src/rns.cu and src/host/rns.cu both exist
    if [ "$mode" = rdc ]; then m=(-rdc=true); else m=(); fi
    ( "${nvcc[@]}" "${flags[@]}" "${m[@]}" -c "$src" -o "$o" >"$o.log" 2>&1 || echo "FAILED: $src (log $o.log)" >>"$work/failed" ) &
    pids+=($!)
done
wait "${pids[@]}"
if [ -s "$work/failed" ]; then
    cat "$work/failed" | tee -a "$out/build.log"
    for f in $(sed 's/.*(log \(.*\))/\1/' "$work/failed"); do tail -n 30 "$f"; done | tee -a "$out/build.log"
    exit 2
fi
echo "compiled ${#units[@]} units in $(( $(date +%s) - t0 )) s" | tee -a "$out/build.log"
link() {  # name, extra libraries
    local name="$1"; shift
    "${nvcc[@]}" -O3 "-arch=$arch" -rdc=true "$work"/obj/lib.*.o "$work"/obj/pkg.*.o "$work"/obj/"$name".*.o \
        -L"$pkgs" -lnttgen_tables -Xlinker -rpath="$pkgs" "$@" -o "$work/bin/$name" >"$work/obj/link.$name.log" 2>&1 \
        || { echo "FAILED: link $name"; tail -n 30 "$work/obj/link.$name.log"; return 1; }
}
built=()
for p in example_context example_serialization ntt_test inside fft_test; do
    ( if [ $p = fft_test ]; then link $p -lcufft; else link $p; fi ) >>"$out/build.log" &
done
wait
for p in example_context example_serialization ntt_test inside fft_test; do [ -x "$work/bin/$p" ] && built+=("$p"); done
echo "linked: ${built[*]} ($(( $(date +%s) - t0 )) s in all)" | tee -a "$out/build.log"
[ -n "${BUILD_ONLY:-}" ] && exit 0

# ---- 3. Phantom's examples and tests: stock three times, nttgen, nttgen verified
# Every run with time() fixed (fixed_time.c): the inputs seeded from the
# clock are the same in every run. Encryption noise comes from
# std::random_device (Phantom's prng.cuh) and still differs between runs.
shim=""
if cc -shared -fPIC -O2 -o "$work/bin/fixed_time.so" "$here/fixed_time.c" 2>>"$out/build.log"; then
    shim="$work/bin/fixed_time.so"
else
    echo "no C compiler for fixed_time.c: runs seeded from the clock may differ" | tee -a "$out/build.log"
fi
has() { [[ " ${built[*]} " == *" $1 "* ]]; }
runs=()
has example_context && runs+=("bfv:example_context 1" "bgv:example_context 2" "ckks:example_context 3" "kernel_fusing:example_context 4")
has example_serialization && runs+=("serialization:example_serialization")
has ntt_test && runs+=("ntt_test:ntt_test")
has fft_test && runs+=("fft_test:fft_test")
echo "program,stock rc (3 runs),nttgen rc,verify rc,stock s,nttgen s,lines,lines alike in the stock runs,of those differing on nttgen,first difference,nttgen calls (routed/calls),verify: calls compared / differing" > "$out/programs.csv"
status=0
for r in "${runs[@]}"; do
    name="${r%%:*}"; cmd="${r#*:}"
    read -r -a argv <<<"$cmd"
    declare -A rc=() secs=()
    # The five runs at once (separate processes on the one GPU; the
    # examples' printed timings are not compared), but serialization's.
    declare -A pid=()
    for run in stock stock2 stock3 nttgen verify; do
        mode=$([ "${run#stock}" = "$run" ] && echo nttgen || echo stock)
        ( s0=$(date +%s%N)
          # A directory per run: the serialization example writes its files in it.
          mkdir -p "$work/runs/$name.$run" && cd "$work/runs/$name.$run" && LD_PRELOAD="$shim" PHANTOM_NTT=$mode NTTGEN_ROUTE_VERIFY=$([ $run = verify ] && echo 1 || echo 0) \
            timeout "$limit" "$work/bin/${argv[0]}" "${argv[@]:1}" </dev/null >"$out/$name.$run.out" 2>"$out/$name.$run.err"
          r=$?
          echo "$r $(( ($(date +%s%N) - s0) / 100000000 ))" > "$out/$name.$run.rc"
          exit $r ) &
        pid[$run]=$!
        # The serialization example writes fixed files under /tmp: its runs one at a time.
        [ "$name" = serialization ] && wait "${pid[$run]}"
    done
    wait
    for run in stock stock2 stock3 nttgen verify; do
        read -r rc[$run] secs[$run] < "$out/$name.$run.rc"
    done
    cmp=$(python3 "$here/compare.py" "$out/$name".{stock,stock2,stock3,nttgen}.out)
    calls=$(grep -h '^nttgen-route:.*routed/calls' "$out/$name.nttgen.err" | sed 's/^nttgen-route: *//; s/ (routed\/calls)//; s/,/;/g' | head -c 600)
    compared=$(python3 -c "import re,sys; t=open(sys.argv[1]).read(); c=sum(int(m) for m in re.findall(r'(\d+) x: \(verify\) [^:]*: calls compared', t)); d=sum(int(m) for m in re.findall(r'(\d+) x: \(verify\) [^:]*: calls whose results differ', t)); print(f'{c} / {d}')" "$out/$name.verify.err")
    stock_rc="${rc[stock]};${rc[stock2]};${rc[stock3]}"
    echo "$name,$stock_rc,${rc[nttgen]},${rc[verify]},$((secs[stock] / 10)).$((secs[stock] % 10)),$((secs[nttgen] / 10)).$((secs[nttgen] % 10)),$cmp,\"$calls\",$compared" >> "$out/programs.csv"
    differing=$(echo "$cmp" | cut -d, -f3)
    [ "${rc[stock]}" = 0 ] && [ "${rc[nttgen]}" = 0 ] && [ "${rc[verify]}" = 0 ] && [ "$differing" = 0 ] \
        && [ "${compared#* / }" = 0 ] || status=1
    unset rc secs pid
done
cat "$out/programs.csv"

# ---- 4. inside: bit for bit, then timings
if has inside; then
    ( cd "$work/bin" && ./inside check ) >"$out/inside-check.txt" 2>"$out/inside-check.err" || status=1
    grep -c ',ok' "$out/inside-check.txt" | sed 's/^/inside check: ok rows: /'
    grep -v ',ok$' "$out/inside-check.txt" | head -20
    ( cd "$work/bin" && ./inside time ) >"$out/inside-time.txt" 2>"$out/inside-time.err" || status=1
    cat "$out/inside-time.txt"
else
    status=1
fi
{
    echo "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
    echo "phantom: $(cat "$vendor/REVISIONS" 2>/dev/null | grep phantom)"
    cat "$out/build.log"
    echo
    cat "$out/programs.csv"
    echo
    cat "$out/inside-check.txt" 2>/dev/null | awk -F, '{n[$NF]++} END {for (k in n) print "inside check rows " k ": " n[k]}'
    cat "$out/inside-time.txt" 2>/dev/null
    echo "status: $status"
} > "$out/summary.txt"
# One archive of the runs' output (the device tool returns a few files).
tgz="$(mktemp -u /tmp/phantom-inside-runs.XXXXXX).tgz"
( cd "$out" && tar czf "$tgz" --exclude=summary.txt . && mv "$tgz" runs.tgz \
    && find . -type f ! -name runs.tgz ! -name summary.txt ! -name programs.csv ! -name 'inside-*.txt' -delete )
exit $status
