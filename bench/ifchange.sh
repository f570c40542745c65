#!/usr/bin/env bash
# The LINT.IfChange benchmark: the block rule in a repository with no contract document.
#
#   bench/ifchange.sh                        sizes 100000 and 400000; 15 runs after 3 warm-ups
#   bench/ifchange.sh --sizes 100000 --runs 7
#   bench/ifchange.sh --long-history 0       leave out the 20,000-commit row
#
# For each size: the repository of bench/make-ifchange-repo.py (that many files, 2,000 of them
# holding coupled LINT.IfChange blocks, and a history of 1,000 commits on `ifchange-head`),
# cached in bench/repos/ifchange-<N> (git-ignored). bench/ifchange.py times, alternating with
# git in the same run: the commit-msg hook on a staged one-block change (blocked) against
# `git diff --cached --name-only`; the hook on a staged deletion of a file another file's
# ThenChange names (the reverse look-up; blocked) against `git grep -l LINT.ThenChange`; and
# `ci` over the 1,000 commits against `git log -p` over the same range; and `ci` against `git log -p`
# over a 20,000-commit history (--long-history) of the first size's tree. Uses the release binary
# (`swift build -c release --static-swift-stdlib`). Writes bench/results/ifchange.md.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=100000,400000
runs=15
warmup=3
long=20000
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        --long-history) long=$2; shift 2 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "ifchange.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
mkdir -p bench/repos bench/results
stamp=$(sha256sum bench/make-ifchange-repo.py | cut -d' ' -f1)
# build REPO SIZE HISTORY: the repository, made once and cached while the generator is unchanged.
build() {
    if [ "$(cat "$1.ok" 2>/dev/null)" != "$stamp" ]; then
        echo "== $1: building (once; cached afterwards)" >&2
        rm -rf "$1" "$1.ok"
        git init -q -b main "$1"
        python3 bench/make-ifchange-repo.py "$2" --history "$3" | git -C "$1" fast-import --quiet
        git -C "$1" reset -q --hard main
        echo "$stamp" > "$1.ok"
    fi
}
repos=()
for size in ${sizes//,/ }; do
    build "bench/repos/ifchange-$size" "$size" 1000
    repos+=("$size=bench/repos/ifchange-$size")
done
longest=()
if [ "$long" -gt 0 ]; then
    size=${sizes%%,*}
    build "bench/repos/ifchange-$size-h$long" "$size" "$long"
    longest=(--long "$size=bench/repos/ifchange-$size-h$long")
fi
echo "== swift build -c release --static-swift-stdlib" >&2
swift build -c release --static-swift-stdlib >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check
python3 bench/ifchange.py --bin "$bin" --runs "$runs" --warmup "$warmup" --output bench/results/ifchange.md \
    "${longest[@]}" "${repos[@]}"
