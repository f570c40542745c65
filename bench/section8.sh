#!/usr/bin/env bash
# The §8 benchmark: the mirrored-constants work at monorepo scale.
#
#   bench/section8.sh                       sizes 100000 and 400000; 15 runs after 3 warm-ups
#   bench/section8.sh --sizes 100000 --runs 21
#
# For each size: the bench repository of ../shared/bench/make-repo.sh (its staged change
# dropped) with the Examples/beebox tree added and committed, cached in
# bench/repos/section8-<N> (git-ignored), and a staged one-sided rename of a §8 value in
# `native-post.ts`. bench/section8.py times the commit-msg hook (which must block it as drift)
# against `git diff --cached --name-only`, alternating in the same run, and `constants` and
# `audit` there against the same commands on the example alone. Uses the release binary that
# bench/run.sh (and the README's install) builds: `swift build -c release --static-swift-stdlib`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

sizes=100000,400000
runs=15
warmup=3
prepare_only=0
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        --prepare-only) prepare_only=1; shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "section8.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

make_repo=$root/../shared/bench/make-repo.sh
[ -x "$make_repo" ] || { echo "section8.sh: $make_repo is missing" >&2; exit 2; }
mkdir -p bench/repos bench/out bench/results
generator=$make_repo
# As in run.sh: at 400,000 files `git ls-files | head -1` kills git with SIGPIPE under pipefail.
if grep -q '| head -1 | xargs dirname' "$make_repo"; then
    sed 's/| head -1 | xargs dirname/| sed -n 1p | xargs dirname/' "$make_repo" > bench/out/make-repo.sh
    chmod +x bench/out/make-repo.sh
    generator=$root/bench/out/make-repo.sh
fi
stamp=$( (sha256sum "$make_repo"; find Examples/beebox -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1)
web=beebox/src/frontend/src/components/chat/native-post.ts

build_repo() {  # $1: size (0: the example alone), $2: directory
    local size=$1 repo=$2
    rm -rf "$repo"
    if [ "$size" -gt 0 ]; then
        "$generator" "$size" "$repo" >&2
        git -C "$repo" reset -q --hard
    else
        git init -q -b main "$repo"
    fi
    cp -R Examples/beebox/. "$repo/"
    git -C "$repo" add -A
    git -C "$repo" -c user.name=Bench -c user.email=bench@example.com commit -q --no-verify -m "Add the beebox example"
}

repos=()
for size in 0 ${sizes//,/ }; do
    repo=bench/repos/section8-$size
    if [ "$(cat "$repo.ok" 2>/dev/null)" != "$stamp" ]; then
        echo "== section8-$size: building (once; cached afterwards)" >&2
        rm -f "$repo.ok"
        build_repo "$size" "$repo"
        echo "$stamp" > "$repo.ok"
    fi
    # The staged one-sided rename (the hook's case); constants and audit read the same state.
    git -C "$repo" checkout -q -- "$web"
    sed -i 's/"beeboxLocationState"/"beeboxLocationStatus"/' "$repo/$web"
    git -C "$repo" add "$web"
    repos+=("$size=$repo")
done

[ "$prepare_only" = 1 ] && exit 0  # the repositories only (bench/final-figures.sh)

echo "== swift build -c release --static-swift-stdlib" >&2
swift build -c release --static-swift-stdlib >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check

python3 bench/section8.py --bin "$bin" --runs "$runs" --warmup "$warmup" --output bench/results/section8.md "${repos[@]}"
