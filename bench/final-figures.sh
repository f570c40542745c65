#!/usr/bin/env bash
# Issue 16's four "Must reach" figures in one run, for a quiet window (bench/final-figures.py):
# `ci` with §8 against `git log -p`; `ci` without §8 against `git log --name-only`; the anchor
# path's commit-msg hook against `git diff --cached --name-only` at 100,000 files; the §8 path's
# hook against the same at 100,000 and 400,000 files.
#
#   bench/final-figures.sh                          9 rounds after 1 warm-up (about 5 minutes idle)
#   bench/final-figures.sh --runs 15 --warmup 2
#   bench/final-figures.sh --baseline /path/to/older/contract-check     measured beside it
#   bench/final-figures.sh --no-build               the release binary as it is
#   bench/final-figures.sh --bin EXE --repos DIR    another executable, repositories elsewhere
#
# The repositories are the ones bench/run.sh, bench/section8.sh and bench/ci-section8.sh build
# under bench/repos (repo-100000 with ci-bench, section8-100000 with ci-section8, section8-400000);
# the ones missing are built first (minutes, once). Uses the release binary the README installs
# (`swift build -c release --static-swift-stdlib`). Writes bench/results/final-figures.md.
set -euo pipefail
runs=9
warmup=1
baseline=()
build=1
bin=
repos=bench/repos
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        --baseline) baseline=(--baseline "$(realpath "$2")"); shift 2 ;;
        --no-build) build=0; shift ;;
        --bin) bin=$(realpath "$2"); build=0; shift 2 ;;
        --repos) repos=$(realpath "$2"); shift 2 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "final-figures.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
cd "$(dirname "$0")/.."
if [ "$repos" = bench/repos ]; then
    bench/run.sh --sizes 100000 --prepare-only
    bench/section8.sh --sizes 100000,400000 --prepare-only
fi
repo=$repos/section8-100000
if ! git -C "$repo" rev-parse -q --verify refs/heads/ci-section8 >/dev/null; then
    echo "== section8-100000: adding 1,000 synthetic commits on ci-section8" >&2
    python3 bench/make-ci-section8-history.py "$repo" 1000 | git -C "$repo" fast-import --quiet
fi
if [ "$build" = 1 ]; then
    echo "== swift build -c release --static-swift-stdlib" >&2
    swift build -c release --static-swift-stdlib >&2
fi
[ -n "$bin" ] || bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check
python3 bench/final-figures.py --bin "$bin" "${baseline[@]}" --repos "$repos" --runs "$runs" \
    --warmup "$warmup" --output bench/results/final-figures.md
