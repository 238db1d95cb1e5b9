#!/usr/bin/env bash
# Fills CHEDDAR_DIR/vendor (default <repo>/.cheddar/vendor, git-ignored) with
# what build.sh compiles, at pinned revisions; nothing of it is committed:
#
#   cheddar/        scale-snu/cheddar-fhe (MIT), `git archive` of CHEDDAR_REV
#   libtommath/     libtom/libtommath (public domain), LIBTOMMATH_REV
#   json/           nlohmann/json (MIT), JSON_REV: single_include/ only
#   rmm/            the PyPI wheel librmm-cu13==25.10.* (headers, librmm.so,
#                   its own CCCL under include/rapids)
#   rapids_logger/  the PyPI wheel rapids-logger==0.2.* (RMM's logger)
#   REVISIONS       what was taken, one line each
#
#   tests/anchors-cheddar/prepare.sh
#
# Sources (environment): CHEDDAR_GIT, LIBTOMMATH_GIT, JSON_GIT, each a git
# directory (a bare mirror or a clone) holding the pinned revision, or a URL
# to clone from (default: the projects' GitHub URLs); WHEELS, a folder with
# the two wheels (default: `pip download` them into CHEDDAR_DIR/wheels).
# Idempotent: a component whose revision is already in REVISIONS is kept.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dir="${CHEDDAR_DIR:-$root/.cheddar}"
vendor="$dir/vendor"
CHEDDAR_REV="${CHEDDAR_REV:-8df8b26ce5411a68b68f0e7c2fb7e9a2f05f3e94}"
LIBTOMMATH_REV="${LIBTOMMATH_REV:-v1.3.0}"
JSON_REV="${JSON_REV:-v3.11.3}"
RMM_REQ='librmm-cu13==25.10.*'
LOGGER_REQ='rapids-logger==0.2.*'
mkdir -p "$vendor"
touch "$vendor/REVISIONS"

# have NAME LINE: whether REVISIONS already records LINE for NAME and NAME/ exists.
have() { [ -d "$vendor/$1" ] && grep -qxF "$2" "$vendor/REVISIONS"; }
record() { # NAME LINE
    grep -v "^$1 " "$vendor/REVISIONS" > "$vendor/REVISIONS.new" || true
    echo "$2" >> "$vendor/REVISIONS.new"
    sort "$vendor/REVISIONS.new" > "$vendor/REVISIONS"
    rm -f "$vendor/REVISIONS.new"
}

# git_dir SOURCE NAME: a git directory for SOURCE (cloned bare into
# CHEDDAR_DIR/git/NAME when SOURCE is a URL).
git_dir() {
    local src="$1" name="$2"
    if [ -d "$src" ]; then echo "$src"; return; fi
    local d="$dir/git/$name"
    [ -d "$d" ] || git clone --quiet --bare "$src" "$d" >&2
    echo "$d"
}

# unpack NAME SOURCE REV [PATHS...]: `git archive` of REV (only PATHS when given) into vendor/NAME.
unpack() {
    local name="$1" src="$2" rev="$3"; shift 3
    local g commit line
    g="$(git_dir "$src" "$name")"
    commit="$(git --git-dir="$g" rev-parse --verify --quiet "$rev^{commit}")" || {
        echo "prepare.sh: $g has no revision $rev ($name): fetch it (or set the ${name^^}_GIT source)" >&2
        exit 2
    }
    line="$name $rev $commit"
    if have "$name" "$line"; then echo "kept  $line"; return; fi
    rm -rf "$vendor/$name"
    mkdir -p "$vendor/$name"
    git --git-dir="$g" archive "$commit" "$@" | tar -x -C "$vendor/$name"
    record "$name" "$line"
    echo "took  $line"
}

unpack cheddar "${CHEDDAR_GIT:-https://github.com/scale-snu/cheddar-fhe}" "$CHEDDAR_REV"
unpack libtommath "${LIBTOMMATH_GIT:-https://github.com/libtom/libtommath}" "$LIBTOMMATH_REV"
unpack json "${JSON_GIT:-https://github.com/nlohmann/json}" "$JSON_REV" single_include LICENSE.MIT

# The wheels: RMM (headers, librmm.so and the CCCL it was built with) and its logger.
wheels="${WHEELS:-$dir/wheels}"
find_wheel() { ls "$wheels"/$1-*.whl 2>/dev/null | sort | tail -n 1; }
if [ -z "$(find_wheel librmm_cu13)" ] || [ -z "$(find_wheel rapids_logger)" ]; then
    mkdir -p "$wheels"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_28_x86_64 \
        --python-version 3.11 "$RMM_REQ" "$LOGGER_REQ" -d "$wheels"
fi
unwheel() { # NAME WHEEL PACKAGE_DIR
    local name="$1" whl="$2" pkg="$3" line
    line="$name $(basename "$whl") $(sha256sum "$whl" | cut -c1-16)"
    if have "$name" "$line"; then echo "kept  $line"; return; fi
    rm -rf "$vendor/$name" "$vendor/$name.tmp"
    python3 -m zipfile -e "$whl" "$vendor/$name.tmp"
    mv "$vendor/$name.tmp/$pkg" "$vendor/$name"
    rm -rf "$vendor/$name.tmp"
    record "$name" "$line"
    echo "took  $line"
}
unwheel rmm "$(find_wheel librmm_cu13)" librmm
unwheel rapids_logger "$(find_wheel rapids_logger)" rapids_logger
echo "vendor: $vendor ($(du -sh "$vendor" | cut -f1))"
cat "$vendor/REVISIONS"
