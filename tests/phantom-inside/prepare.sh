#!/usr/bin/env bash
# Here (cargo; no CUDA needed): what the GPU machine needs to run Phantom on
# nttgen, into DEST (default <repo>/.device/phantom-inside, carried with .device):
#   ph<12..17>.{h,cu,host.cu}  one package per n = 2^12 .. 2^17 Phantom's
#                              2-D NTT serves, generated from spec.toml with
#                              log_n set: primes at run time, Phantom's root
#   phs<12..17>.*              the same with one_launch = false (the
#                              several-launch form, NTTGEN_ROUTE_LAUNCH=several)
#   libnttgen_tables.so        nttgen_tables (the Rust table builder of
#                              libcodegen.a) as a 2 MB shared object that
#                              exports that one function
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dest="${DEST:-$root/.device/phantom-inside}"
T="${CARGO_TARGET_DIR:-$root/target}"
cd "$root"
cargo build --release -p nttgen-codegen
rm -rf "$dest"
mkdir -p "$dest"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for log_n in 12 13 14 15 16 17; do
    for set in ph phs; do
        name="$set$log_n"
        sed -e "s/^name *=.*/name = \"$name\"/" -e "s/^log_n *=.*/log_n = $log_n/" "$here/spec.toml" > "$tmp/$name.toml"
        # phs: the same kernels' several-launch form only.
        [ $set = phs ] && sed -i 's/^\[moduli.runtime\]/one_launch = false\n\n[moduli.runtime]/' "$tmp/$name.toml"
        "$T/release/codegen" emit --spec "$tmp/$name.toml" --out "$tmp/$name" >/dev/null
        cp "$tmp/$name/$name".{h,cu,host.cu} "$dest/"
    done
done
printf '{ global: nttgen_tables; local: *; };\n' > "$tmp/exports.map"
"${CC:-cc}" -shared -o "$dest/libnttgen_tables.so" -Wl,--version-script="$tmp/exports.map" -Wl,--gc-sections \
    -Wl,-u,nttgen_tables "$T/release/libcodegen.a" -lpthread -ldl -lm
strip "$dest/libnttgen_tables.so"
du -sh "$dest"
