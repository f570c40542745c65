#!/usr/bin/env bash
# The LINT.IfChange benchmark: the block rule in a repository with no contract document.
#
#   bench/ifchange.sh                        sizes 100000 and 400000; 15 runs after 3 warm-ups
#   bench/ifchange.sh --sizes 100000 --runs 7
#
# For each size: the repository of bench/make-ifchange-repo.py (that many files, 2,000 of them
# holding coupled LINT.IfChange blocks, and a history of 1,000 commits on `ifchange-head`),
# cached in bench/repos/ifchange-<N> (git-ignored). bench/ifchange.py times, alternating with
# git in the same run: the commit-msg hook on a staged one-block change (blocked) against
# `git diff --cached --name-only`; the hook on a staged deletion of a file another file's
# ThenChange names (the reverse look-up; blocked) against `git grep -l LINT.ThenChange`; and
# `ci` over the 1,000 commits against `git log -p` over the same range. Uses the release binary
# (`swift build -c release --static-swift-stdlib`). Writes bench/results/ifchange.md.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=100000,400000
runs=15
warmup=3
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "ifchange.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
mkdir -p bench/repos bench/results
stamp=$(sha256sum bench/make-ifchange-repo.py | cut -d' ' -f1)
repos=()
for size in ${sizes//,/ }; do
    repo=bench/repos/ifchange-$size
    if [ "$(cat "$repo.ok" 2>/dev/null)" != "$stamp" ]; then
        echo "== ifchange-$size: building (once; cached afterwards)" >&2
        rm -rf "$repo" "$repo.ok"
        git init -q -b main "$repo"
        python3 bench/make-ifchange-repo.py "$size" | git -C "$repo" fast-import --quiet
        git -C "$repo" reset -q --hard main
        echo "$stamp" > "$repo.ok"
    fi
    repos+=("$size=$repo")
done
echo "== swift build -c release --static-swift-stdlib" >&2
swift build -c release --static-swift-stdlib >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check
python3 bench/ifchange.py --bin "$bin" --runs "$runs" --warmup "$warmup" --output bench/results/ifchange.md \
    "${repos[@]}"
