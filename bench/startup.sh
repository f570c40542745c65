#!/usr/bin/env bash
# Start-up and size of the release executable, against `git --version` in the same run.
#
#   bench/startup.sh                      builds the release (scripts/package) and measures it
#   bench/startup.sh --before <binary>    also measures another build (e.g. an older commit's
#                                         `swift build -c release --static-swift-stdlib`)
#   bench/startup.sh --binary <binary>    measures that executable instead of building
#
# hyperfine -N (no shell) times `contract-check --version`, `contract-check help` and
# `git --version` in one run; the targets (issue 19) are ≤ 2.0× `git --version` for both, and a
# stripped executable of at most 20 MB. Writes bench/results/startup.md. Needs hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=""
before=""
runs=300
while [ $# -gt 0 ]; do
    case "$1" in
        --before) before=$2; shift 2 ;;
        --binary) binary=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "startup.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
command -v hyperfine >/dev/null || { echo "startup.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
if [ -z "$binary" ]; then
    scripts/package >&2
    binary=.build/package-stage/bin/contract-check
fi
mkdir -p bench/out bench/results
commands=("$binary --version" "$binary help" "git --version")
if [ -n "$before" ]; then
    strip -o bench/out/before-stripped "$before"
    commands+=("bench/out/before-stripped --version" "bench/out/before-stripped help")
fi
hyperfine -N --warmup 30 --runs "$runs" --export-json bench/out/startup.json "${commands[@]}" >&2
python3 - "$binary" "${before:+bench/out/before-stripped}" "$(uptime)" <<'PY'
import json, os, sys
binary, before, load = sys.argv[1], sys.argv[2], sys.argv[3]
results = json.load(open("bench/out/startup.json"))["results"]
git = next(r for r in results if r["command"] == "git --version")
def cpu(result):
    return result["user"] + result["system"]
def row(result, label):
    ratio = result["median"] / git["median"]
    return "| %s | %.2f ms | %.2f ms | %.2f× | %.2f ms | %.2f× |" % (
        label, result["median"] * 1000, result["mean"] * 1000, ratio, cpu(result) * 1000, cpu(result) / cpu(git))
lines = ["# Start-up and size of the release executable", "",
         "`bench/startup.sh` (hyperfine -N, 30 warm-ups, %d runs each, in one run). Load: `%s`." %
         (len(results[0]["times"]), load.strip()), "",
         "| command | median | mean | × `git --version` (median) | CPU (user + system, mean) | × git (CPU) |",
         "|---|---:|---:|---:|---:|---:|"]
for result in results:
    label = result["command"].replace(binary, "contract-check").replace("bench/out/before-stripped", "before:")
    lines.append(row(result, "`%s`" % label))
lines += ["", "| executable | size |", "|---|---:|",
          "| release (stripped, `scripts/package`) | %.1f MB |" % (os.path.getsize(binary) / 1e6)]
if before:
    lines.append("| before (full Foundation, stripped) | %.1f MB |" % (os.path.getsize(before) / 1e6))
lines += ["", "Targets (issue 19): stripped ≤ 20 MB; `--version` and `help` ≤ 2.0× `git --version`.",
          "hyperfine runs each command's runs together, so on a busy machine the wall-time ratio moves with",
          "the load of the moment; the CPU column is the steadier comparison then."]
open("bench/results/startup.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
