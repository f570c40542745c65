#!/usr/bin/env python3
"""Times `contract-check ci` over the ci-section8 range (1,000 commits, one in ten touching a §8
side) against `git log -p` over the same range, and the existing `ci` benchmark's command shape
without §8 (`ci --no-constants`) against `git log --name-only` and, like for like (the block rule
reads each changed file's bytes), `git log -p`, alternating in the same run
(bench/measure.py's compare). Writes a Markdown report. Called by bench/ci-section8.sh.
"""
import argparse
import os
import platform
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from measure import compare, med, loadavg  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--bin", required=True)
parser.add_argument("--repo", required=True)
parser.add_argument("--base", default="main")
parser.add_argument("--head", default="ci-section8")
parser.add_argument("--runs", type=int, default=7)
parser.add_argument("--warmup", type=int, default=1)
parser.add_argument("--output", required=True)
options = parser.parse_args()

git = shutil.which("git")
env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"), "LANG": "C.UTF-8"}
span = f"{options.base}..{options.head}"
rows = []
pairs = [
    ("`ci` with §8 (each commit touching a side judged)", [options.bin, "ci", span], 0,
     "`git log -p`", [git, "log", "-p", "--format=", span]),
    ("`ci --no-constants` (no §8)", [options.bin, "ci", span, "--no-constants"], 0,
     "`git log --name-only`", [git, "log", "--name-only", "--format=", span]),
    # The block rule reads each changed file's bytes (does it hold a directive?), as `git log -p`
    # reads them: the like-for-like row of `ci --no-constants`.
    ("`ci --no-constants` (no §8)", [options.bin, "ci", span, "--no-constants"], 0,
     "`git log -p`", [git, "log", "-p", "--format=", span]),
]
before = loadavg()
for label, argv, expect, git_label, git_argv in pairs:
    a = {"argv": argv, "env": env, "cwd": options.repo, "expect": expect}
    b = {"argv": git_argv, "env": env, "cwd": options.repo, "expect": 0}
    samples = compare(a, b, options.warmup, options.runs)
    ours, theirs = med(samples["a"][0]), med(samples["b"][0])
    ours_cpu, theirs_cpu = med(samples["a"][1]), med(samples["b"][1])
    rows.append((label, ours, ours_cpu, git_label, theirs, theirs_cpu))
after = loadavg()
lines = [
    "# `ci` over 1,000 commits with §8, against git",
    "",
    f"Repository: `{options.repo}` (the 100,000-file make-repo.sh tree with the beebox example), range `{span}`:",
    "1,000 commits, one in ten appending a comment to one of the example's §8 sides (so `ci` runs that",
    "commit's §8 check against its parent), the others changing one to three files outside the example.",
    f"Medians of {options.runs} alternating runs after {options.warmup} warm-up; wall (CPU) ms. "
    f"Load average before {before}, after {after}; {platform.machine()}, {os.cpu_count()} cores.",
    "",
    "| contract-check | ms | git | ms | ratio (wall) | ratio (CPU) |",
    "|---|---|---|---|---|---|",
]
for label, ours, ours_cpu, git_label, theirs, theirs_cpu in rows:
    lines.append(
        f"| {label} | {ours:.0f} ({ours_cpu:.0f}) | {git_label} | {theirs:.0f} ({theirs_cpu:.0f}) | "
        f"{ours / theirs:.2f}× | {ours_cpu / theirs_cpu:.2f}× |")
text = "\n".join(lines) + "\n"
with open(options.output, "w") as handle:
    handle.write(text)
print(text)
