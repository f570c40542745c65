#!/usr/bin/env bash
# The lexer throughput benchmark: the Swift, TypeScript and Kotlin lexers on the repository's own
# realistic sources, in one process, alternating, so the three figures share one machine state.
#
#   bench/lexers.sh               21 rounds
#   bench/lexers.sh --rounds 41
#
# Inputs: the Swift, TypeScript/TSX and Kotlin files of Examples/ and the lexer-agreement corpus,
# each language's files concatenated and repeated to about 4 MB. Writes bench/results/lexers.md.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=21
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "lexers.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
mkdir -p bench/out bench/results
echo "== building the lexer benchmark (swiftc -O -wmo)" >&2
swiftc -O -wmo -module-name LexerBench Sources/ContractCheck/Lexers/*.swift bench/lexers/main.swift \
    -o bench/out/lexer-bench >&2
mapfile -t files < <(git ls-files -- 'Examples/*.swift' 'Examples/*.ts' 'Examples/*.tsx' 'Examples/*.kt' \
    'Examples/*.kts' 'scripts/lexer-agreement/corpus/*')
echo "== lexing (${#files[@]} files, $rounds rounds)" >&2
results=$(bench/out/lexer-bench "$rounds" "${files[@]}")
python3 - "$results" "$rounds" "$(git rev-parse --short HEAD)" > bench/results/lexers.md <<'PY'
import json, sys
rows = [json.loads(line) for line in sys.argv[1].splitlines() if line.strip()]
swift = next(r for r in rows if r["lexer"] == "SwiftLexer")
print(f"# Lexer throughput\n\nMeasured at `{sys.argv[3]}` by `bench/lexers.sh`: {sys.argv[2]} rounds after one warm-up, "
      "the lexers alternating in one process; medians, the minimum in brackets.\n")
print("| Lexer | Input (MB) | Tokens | Median ms [min] | MB/s | vs Swift |")
print("|---|---:|---:|---:|---:|---:|")
for r in rows:
    print(f"| `{r['lexer']}` | {r['bytes'] / 1e6:.1f} | {r['tokens']:,} | {r['median_ms']:.0f} [{r['min_ms']:.0f}] | "
          f"{r['mb_per_s']:.1f} | {r['mb_per_s'] / swift['mb_per_s']:.2f}× |")
PY
cat bench/results/lexers.md
