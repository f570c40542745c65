#!/usr/bin/env bash
# The `ci` benchmark with §8: `contract-check ci` over 1,000 commits of the 100,000-file
# monorepo with the beebox example, one commit in ten touching a §8 side, against `git log -p`
# over the same range (judging each commit's content costs what reading its changed blobs costs
# git); and `ci --no-constants` against `git log --name-only` (the existing ci benchmark's
# figure), alternating in the same run.
#
#   bench/ci-section8.sh                   7 runs after 1 warm-up
#   bench/ci-section8.sh --runs 11 --warmup 2
#
# The repository is bench/section8.sh's bench/repos/section8-100000 (built here when missing,
# the same way), with the commits of bench/make-ci-section8-history.py on refs/heads/ci-section8.
# Uses the release binary (`swift build -c release --static-swift-stdlib`). Writes
# bench/results/ci-section8.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=7
warmup=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "ci-section8.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
make_repo=$root/../shared/bench/make-repo.sh
[ -x "$make_repo" ] || { echo "ci-section8.sh: $make_repo is missing" >&2; exit 2; }
mkdir -p bench/repos bench/out bench/results
repo=bench/repos/section8-100000
if [ ! -d "$repo/.git" ]; then
    echo "== section8-100000: building (once; cached afterwards)" >&2
    "$make_repo" 100000 "$repo" >&2
    git -C "$repo" reset -q --hard
    cp -R Examples/beebox/. "$repo/"
    git -C "$repo" add -A
    git -C "$repo" -c user.name=Bench -c user.email=bench@example.com commit -q --no-verify -m "Add the beebox example"
fi
if ! git -C "$repo" rev-parse -q --verify refs/heads/ci-section8 >/dev/null; then
    echo "== section8-100000: adding 1,000 synthetic commits on ci-section8" >&2
    python3 bench/make-ci-section8-history.py "$repo" 1000 | git -C "$repo" fast-import --quiet
fi
echo "== swift build -c release --static-swift-stdlib" >&2
swift build -c release --static-swift-stdlib >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check
python3 bench/ci-section8.py --bin "$bin" --repo "$repo" --base main --head ci-section8 --runs "$runs" \
    --warmup "$warmup" --output bench/results/ci-section8.md
