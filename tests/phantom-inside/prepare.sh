#!/usr/bin/env bash
# Here (cargo; no CUDA needed): what the GPU machine needs to run Phantom on
# nttgen, into DEST (default <repo>/.device/phantom-inside, carried with .device):
#   ph<11..17>.{h,cu,host.cu}  one package per n = 2^11 .. 2^17 Phantom uses,
#                              generated from spec.toml with log_n set:
#                              primes at run time, Phantom's root
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
for log_n in 11 12 13 14 15 16 17; do
    sed -e "s/^name *=.*/name = \"ph$log_n\"/" -e "s/^log_n *=.*/log_n = $log_n/" "$here/spec.toml" > "$tmp/ph$log_n.toml"
    "$T/release/codegen" emit --spec "$tmp/ph$log_n.toml" --out "$tmp/ph$log_n" >/dev/null
    cp "$tmp/ph$log_n/ph$log_n".{h,cu,host.cu} "$dest/"
done
printf '{ global: nttgen_tables; local: *; };\n' > "$tmp/exports.map"
"${CC:-cc}" -shared -o "$dest/libnttgen_tables.so" -Wl,--version-script="$tmp/exports.map" -Wl,--gc-sections \
    -Wl,-u,nttgen_tables "$T/release/libcodegen.a" -lpthread -ldl -lm
strip "$dest/libnttgen_tables.so"
du -sh "$dest"
