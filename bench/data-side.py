#!/usr/bin/env python3
"""The data-side benchmark (called by bench/data-side.sh): in each repository (SIZE=DIR), the
commit-msg hook with a staged one-sided rename in a 1 MB OpenAPI spec side against
`git diff --cached --name-only`, alternating. Timing is measure.py's. Writes a Markdown report."""
import argparse
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--output", required=True)
    parser.add_argument("repos", nargs="+", help="SIZE=DIR")
    options = parser.parse_args()
    git = shutil.which("git") or "/usr/bin/git"
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env["LC_ALL"] = "C"
    load_before = measure.loadavg()
    lines = []
    for item in options.repos:
        size, repo = item.split("=", 1)
        repo = os.path.abspath(repo)
        message = os.path.join(repo, ".git", "BENCH_MSG")
        with open(message, "w") as handle:
            handle.write("Rename a key in the spec alone\n\nContract-Unchanged: bench\n")
        hook_env = dict(env, GIT_INDEX_FILE=os.path.join(repo, ".git", "index"), GIT_EDITOR=":")
        argv = [options.bin, "hook", "commit-msg", message]
        code = subprocess.run(argv, env=hook_env, cwd=repo, capture_output=True, text=True)
        if code.returncode != 1 or "openapi.json" not in code.stderr:
            sys.exit(f"data-side: the hook exited {code.returncode} in {repo}, expected 1 naming the spec:\n"
                     f"{code.stderr}")
        hook = {"argv": argv, "env": hook_env, "cwd": repo, "expect": 1}
        diff = {"argv": [git, "diff", "--cached", "--name-only"], "env": env, "cwd": repo, "expect": 0}
        samples = measure.compare(hook, diff, options.warmup, options.runs)
        hook_wall, git_wall = measure.med(samples["a"][0]), measure.med(samples["b"][0])
        hook_cpu, git_cpu = measure.med(samples["a"][1]), measure.med(samples["b"][1])
        lines.append(f"| {int(size):,} files + example + 1 MB spec | commit-msg hook (a key renamed in the spec "
                     f"alone, blocked) | {hook_wall:.1f} ms ({hook_cpu:.1f} ms CPU) | `git diff --cached "
                     f"--name-only` {git_wall:.1f} ms ({git_cpu:.1f} ms CPU) | **{hook_wall / git_wall:.2f}×** "
                     f"(CPU {hook_cpu / git_cpu:.2f}×) |")
    load_after = measure.loadavg()
    version = subprocess.run([git, "--version"], capture_output=True, text=True).stdout.strip()
    report = [
        "# A §8 bullet with a 1 MB OpenAPI spec side",
        "",
        f"{platform.machine()}, {os.cpu_count()} cores, {version}; medians of {options.runs} runs after "
        f"{options.warmup} warm-ups, each pair alternating in the same run. Load average "
        f"{load_before} before, {load_after} after (on a shared machine only the ratios in the same run "
        "count). Target: at most 2.0× at 100,000 files.",
        "",
        "| repository | contract-check | time | compared with | ratio |",
        "|---|---|---|---|---|",
        *lines,
        "",
    ]
    with open(options.output, "w") as handle:
        handle.write("\n".join(report))
    print("\n".join(report))


if __name__ == "__main__":
    main()
