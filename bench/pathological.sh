#!/usr/bin/env bash
# The pathological and large inputs of the linear-work tests, timed through the release binary.
#
#   bench/pathological.sh                    builds the release and runs 5 rounds
#   bench/pathological.sh --binary <path> --rounds 9
#
# ConstantsParserTests and LexerRobustnessTests count the work of these inputs (exact, in a debug
# build) instead of timing them; this is where their speed is measured: a §8 bullet of a million
# `a*`, a 5 MB Swift side file and each of LexerRobustnessTests' 300 KB pathological lexer inputs
# as a side file, through `contract-check constants`, against `git grep -c v` on the same
# repository in the same run. Writes bench/results/pathological.md.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=""
rounds=5
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "pathological.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "$binary" ]; then
    swift build -c release --static-swift-stdlib >&2
    binary=.build/release/contract-check
fi
mkdir -p bench/results
python3 bench/pathological.py "$binary" "$rounds" "$(git rev-parse --short HEAD)" | tee bench/results/pathological.md
