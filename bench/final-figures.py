#!/usr/bin/env python3
"""The four figures of issue 16's "Must reach", in one run (called by bench/final-figures.sh):

1. `ci` with §8 over main..ci-section8 of bench/repos/section8-100000 against `git log -p`;
2. `ci` without §8: `ci --base main --head ci-bench` of bench/repos/repo-100000 (the existing ci
   benchmark, bench/run.sh's) and `ci --no-constants` over main..ci-section8, each against
   `git log --name-only` over the same range;
3. the anchor path: the commit-msg hook of bench/repos/repo-100000 against
   `git diff --cached --name-only`;
4. the §8 path: the commit-msg hook of bench/repos/section8-<N> (staged one-sided §8 rename) against
   `git diff --cached --name-only`, at 100,000 and 400,000 files.

Each target's commands (contract-check, the `--baseline` executable when given, git) run in
rotating order round after round, so a busy machine weighs on all of them alike. Timing is
measure.py's: posix_spawn + wait4, wall time and CPU time (user + system of the whole process).
Writes a Markdown report.
"""
import argparse
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402


def rotate(commands, warmup, runs):
    """Wall and CPU samples per command; round r starts at command r mod n."""
    samples = [([], []) for _ in commands]
    for round_ in range(warmup + runs):
        for step in range(len(commands)):
            index = (round_ + step) % len(commands)
            command = commands[index]
            wall, cpu = measure.spawn(command["argv"], command["env"], command["cwd"], command["expect"])
            if round_ >= warmup:
                samples[index][0].append(wall)
                samples[index][1].append(cpu)
    return [(measure.med(walls), measure.med(cpus)) for walls, cpus in samples]


def target(label, goal, ours, git_label, git_argv, env, cwd, expect, options):
    """One row per contract-check executable: its median wall and CPU, git's, and the ratios."""
    if not os.path.isdir(os.path.join(cwd, ".git")):
        return [f"| {label} | | (no {cwd}) | | | | | not measured |"]
    commands = [{"argv": [options.bin, *ours], "env": env, "cwd": cwd, "expect": expect}]
    if options.baseline:
        commands.append({"argv": [options.baseline, *ours], "env": env, "cwd": cwd, "expect": expect})
    commands.append({"argv": git_argv, "env": env, "cwd": cwd, "expect": 0})
    figures = rotate(commands, options.warmup, options.runs)
    git_wall, git_cpu = figures[-1]
    rows = []
    for name, (wall, cpu) in zip(["this build", "baseline"], figures[:-1]):
        met = "met" if wall / git_wall <= goal and cpu / git_cpu <= goal else "**not met**"
        rows.append(f"| {label} | {name} | {wall:.1f} ({cpu:.1f}) | {git_label} | {git_wall:.1f} ({git_cpu:.1f}) | "
                    f"{wall / git_wall:.2f}× | {cpu / git_cpu:.2f}× | ≤ {goal}×: {met} |")
    print(f"measured: {label}", file=sys.stderr)
    return rows


def hook(repo, message_text):
    message = os.path.join(repo, ".git", "BENCH_MSG")
    with open(message, "w") as handle:
        handle.write(message_text)
    return message


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--baseline", help="another contract-check executable, measured beside it")
    parser.add_argument("--repos", default="bench/repos")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--output", required=True)
    parser.add_argument("--only", default="ci,hooks", help="ci, hooks or both (comma-separated)")
    options = parser.parse_args()
    git = shutil.which("git") or "/usr/bin/git"
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env["LC_ALL"] = "C"
    repos = os.path.abspath(options.repos)
    section8 = os.path.join(repos, "section8-100000")
    plain = os.path.join(repos, "repo-100000")
    before = measure.loadavg()
    rows = []
    parts = options.only.split(",")
    if "ci" in parts:
        rows += ci_targets(git, env, section8, plain, options)
    if "hooks" in parts:
        rows += hook_targets(git, env, repos, plain, options)
    after = measure.loadavg()
    report(rows, before, after, git, options)


def ci_targets(git, env, section8, plain, options):
    rows = []
    rows += target("`ci` with §8, 1,000 commits", 1.0, ["ci", "main..ci-section8"], "`git log -p`",
                   [git, "log", "-p", "--format=", "main..ci-section8"], env, section8, 0, options)
    rows += target("`ci` (no §8 in the document), 1,000 commits", 1.5, ["ci", "--base", "main", "--head", "ci-bench"],
                   "`git log --name-only`", [git, "log", "--name-only", "--format=", "main..ci-bench"],
                   env, plain, 1, options)
    rows += target("`ci --no-constants`, 1,000 commits with §8 sides", 1.5,
                   ["ci", "main..ci-section8", "--no-constants"], "`git log --name-only`",
                   [git, "log", "--name-only", "--format=", "main..ci-section8"], env, section8, 0, options)
    return rows


def hook_targets(git, env, repos, plain, options):
    rows = []
    hook_env = dict(env, GIT_INDEX_FILE=".git/index", GIT_EDITOR=":")
    message = hook(plain, "Change an anchor without the contract\n") if os.path.isdir(plain) else ""
    rows += target("anchor path: commit-msg hook, 100,000 files", 1.0, ["hook", "commit-msg", message],
                   "`git diff --cached --name-only`", [git, "diff", "--cached", "--name-only"],
                   hook_env, plain, 1, options)
    for size, goal in ((100000, 2.0), (400000, 1.0)):
        repo = os.path.join(repos, f"section8-{size}")
        if not os.path.isdir(repo):
            rows.append(f"| §8 path: commit-msg hook, {size:,} files | | (no {repo}) | | | | | not measured |")
            continue
        message = hook(repo, "Rename a channel on one side\n\nContract-Unchanged: bench\n")
        rows += target(f"§8 path: commit-msg hook, {size:,} files", goal, ["hook", "commit-msg", message],
                       "`git diff --cached --name-only`", [git, "diff", "--cached", "--name-only"],
                       hook_env, repo, 1, options)
    return rows


def report(rows, before, after, git, options):
    version = subprocess.run([git, "--version"], capture_output=True, text=True).stdout.strip()
    head = subprocess.run([git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    lines = [
        "# Issue 16's targets, measured together",
        "",
        f"At `{head}`; {platform.machine()}, {os.cpu_count()} cores, {version}. Medians of {options.runs} rounds "
        f"after {options.warmup} warm-up, the commands of each target in rotating order within a round; "
        f"wall ms (CPU ms: user + system of the whole process). Load average before {before}, after {after}.",
        f"Baseline: `{options.baseline}`." if options.baseline else "",
        "",
        "| target | contract-check | ms (CPU) | git | ms (CPU) | ratio (wall) | ratio (CPU) | goal |",
        "|---|---|---:|---|---:|---:|---:|---|",
        *rows,
    ]
    text = "\n".join(line for line in lines if line is not None) + "\n"
    with open(options.output, "w") as handle:
        handle.write(text)
    print(text)


if __name__ == "__main__":
    main()
