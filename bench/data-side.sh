#!/usr/bin/env bash
# The data-side benchmark: a §8 bullet with a 1 MB OpenAPI spec side at monorepo scale.
#
#   bench/data-side.sh                      sizes 100000 and 400000; 15 runs after 3 warm-ups
#   bench/data-side.sh --sizes 100000 --runs 21
#
# For each size: the bench repository of ../shared/bench/make-repo.sh with the Examples/beebox
# tree added (as bench/section8.sh builds it), plus a 1 MB OpenAPI document
# (bench/make-spec.py), a TypeScript `Pet`, and a §8 bullet pairing the two
# (`api/openapi.json#/components/schemas/Pet`), committed and cached in bench/repos/data-side-<N>
# (git-ignored). Staged: a key of `Pet` renamed in the spec alone. bench/data-side.py times the
# commit-msg hook (which must block it as drift) against `git diff --cached --name-only`,
# alternating in the same run. Uses the release binary (`swift build -c release --static-swift-stdlib`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

sizes=100000,400000
runs=15
warmup=3
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "data-side.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

make_repo=$root/../shared/bench/make-repo.sh
[ -x "$make_repo" ] || { echo "data-side.sh: $make_repo is missing" >&2; exit 2; }
mkdir -p bench/repos bench/out bench/results
generator=$make_repo
# As in run.sh: at 400,000 files `git ls-files | head -1` kills git with SIGPIPE under pipefail.
if grep -q '| head -1 | xargs dirname' "$make_repo"; then
    sed 's/| head -1 | xargs dirname/| sed -n 1p | xargs dirname/' "$make_repo" > bench/out/make-repo.sh
    chmod +x bench/out/make-repo.sh
    generator=$root/bench/out/make-repo.sh
fi
stamp=$( (sha256sum "$make_repo" bench/make-spec.py "$0"; find Examples/beebox -type f -print0 | sort -z \
    | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1)
document=beebox/docs/mobile-contract.md
spec=beebox/api/openapi.json

build_repo() {  # $1: size, $2: directory
    local size=$1 repo=$2
    rm -rf "$repo"
    "$generator" "$size" "$repo" >&2
    git -C "$repo" reset -q --hard
    cp -R Examples/beebox/. "$repo/"
    mkdir -p "$repo/beebox/api" "$repo/beebox/src/pets"
    python3 bench/make-spec.py "$repo/$spec"
    printf 'export interface Pet {\n  id: number;\n  name: string;\n  tag?: string;\n}\n' > "$repo/beebox/src/pets/pet.ts"
    python3 - "$repo/$document" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
bullet = ("- Pet keys `{id,name,tag?}` — `src/pets/pet.ts` · `Pet` ↔ "
          "`api/openapi.json#/components/schemas/Pet`\n")
marker = "\n## 9. "
at = text.index(marker)
open(path, "w").write(text[:at].rstrip("\n") + "\n" + bullet + text[at:])
PY
    git -C "$repo" add -A
    git -C "$repo" -c user.name=Bench -c user.email=bench@example.com commit -q --no-verify -m "Example and spec"
}

repos=()
for size in ${sizes//,/ }; do
    repo=bench/repos/data-side-$size
    if [ "$(cat "$repo.ok" 2>/dev/null)" != "$stamp" ]; then
        echo "== data-side-$size: building (once; cached afterwards)" >&2
        rm -f "$repo.ok"
        build_repo "$size" "$repo"
        echo "$stamp" > "$repo.ok"
    fi
    # The staged one-sided change: Pet's `name` renamed in the spec alone.
    git -C "$repo" checkout -q HEAD -- "$spec"
    python3 - "$repo/$spec" <<'PY'
import json, sys
path = sys.argv[1]
document = json.load(open(path))
pet = document["components"]["schemas"]["Pet"]
pet["properties"]["title"] = pet["properties"].pop("name")
pet["required"] = ["id", "title"]
json.dump(document, open(path, "w"), indent=2)
PY
    git -C "$repo" add "$spec"
    repos+=("$size=$repo")
done

echo "== swift build -c release --static-swift-stdlib" >&2
swift build -c release --static-swift-stdlib >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/contract-check

python3 bench/data-side.py --bin "$bin" --runs "$runs" --warmup "$warmup" --output bench/results/data-side.md "${repos[@]}"
