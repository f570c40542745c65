#!/usr/bin/env python3
"""The LINT.IfChange benchmark (called by bench/ifchange.sh): in each repository (SIZE=DIR), the
commit-msg hook on a staged one-block change and on a staged deletion of a named target, each
against its git analogue, and `ci` over the 1,000-commit history against `git log -p`, every pair
alternating in the same run (measure.py's timing: posix_spawn + wait4, medians of wall and CPU
time after warm-ups). Writes a Markdown report."""
import argparse
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402


def git(repo, *args):
    subprocess.run(["git", "-C", repo, *args], check=True, stdout=subprocess.DEVNULL)


def stage(repo, case):
    """Resets the repository to main with nothing staged, then stages the case's change."""
    git(repo, "reset", "-q", "--hard", "main")
    if case == "block":
        path = os.path.join(repo, "coupled/p0500/a.py")
        with open(path) as handle:
            text = handle.read()
        with open(path, "w") as handle:
            handle.write(text.replace("VALUE = 0", "VALUE = 1"))
        git(repo, "add", "coupled/p0500/a.py")
    else:
        git(repo, "rm", "-q", "coupled/p0700/b.ts")


def row(label, size, a, b, samples):
    wall_a, wall_b = measure.med(samples["a"][0]), measure.med(samples["b"][0])
    cpu_a, cpu_b = measure.med(samples["a"][1]), measure.med(samples["b"][1])
    return (f"| {size:,} | {label} | {wall_a:.1f} ms ({cpu_a:.1f} ms CPU) | `{' '.join(b['argv'][1:])}` "
            f"{wall_b:.1f} ms ({cpu_b:.1f} ms CPU) | **{wall_a / wall_b:.2f}×** (CPU {cpu_a / cpu_b:.2f}×) |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--output", required=True)
    parser.add_argument("--long", help="SIZE=DIR: a repository with a longer history, where only `ci` is timed")
    parser.add_argument("repos", nargs="+", help="SIZE=DIR")
    options = parser.parse_args()
    git_path = shutil.which("git") or "/usr/bin/git"
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env["LC_ALL"] = "C"
    load_before = measure.loadavg()
    lines = []
    for item in options.repos:
        size, repo = int(item.split("=", 1)[0]), os.path.abspath(item.split("=", 1)[1])
        message = os.path.join(repo, ".git", "BENCH_MSG")
        with open(message, "w") as handle:
            handle.write("Change one block\n")
        hook_env = dict(env, GIT_INDEX_FILE=os.path.join(repo, ".git", "index"), GIT_EDITOR=":")
        hook = {"argv": [options.bin, "hook", "commit-msg", message], "env": hook_env, "cwd": repo, "expect": 1}
        cases = [("block", "commit-msg hook, one block changed alone (blocked)",
                  [git_path, "diff", "--cached", "--name-only"]),
                 ("delete", "commit-msg hook, a named target deleted (reverse look-up, blocked)",
                  [git_path, "grep", "--cached", "-l", "LINT.ThenChange"])]
        for case, label, analogue in cases:
            stage(repo, case)
            other = {"argv": analogue, "env": env, "cwd": repo, "expect": 0}
            lines.append(row(label, size, hook, other, measure.compare(hook, other, options.warmup, options.runs)))
            print(f"measured {size}: {case}", file=sys.stderr)
        git(repo, "reset", "-q", "--hard", "main")
        ci = {"argv": [options.bin, "ci", "ifchange-base..ifchange-head"], "env": env, "cwd": repo, "expect": 1}
        log = {"argv": [git_path, "log", "-p", "ifchange-base..ifchange-head"], "env": env, "cwd": repo, "expect": 0}
        runs = max(3, options.runs // 3)
        lines.append(row("`ci` over 1,000 commits", size, ci, log, measure.compare(ci, log, 1, runs)))
        print(f"measured {size}: ci", file=sys.stderr)
    if options.long:
        size, repo = int(options.long.split("=", 1)[0]), os.path.abspath(options.long.split("=", 1)[1])
        count = int(subprocess.run(["git", "-C", repo, "rev-list", "--count", "ifchange-base..ifchange-head"],
                                   capture_output=True, text=True, check=True).stdout)
        ci = {"argv": [options.bin, "ci", "ifchange-base..ifchange-head"], "env": env, "cwd": repo, "expect": 1}
        log = {"argv": [git_path, "log", "-p", "ifchange-base..ifchange-head"], "env": env, "cwd": repo, "expect": 0}
        lines.append(row(f"`ci` over {count:,} commits", size, ci, log, measure.compare(ci, log, 1, 3)))
        print(f"measured {size}: ci over {count} commits", file=sys.stderr)
    version = subprocess.run([git_path, "--version"], capture_output=True, text=True).stdout.strip()
    report = [
        "# LINT.IfChange blocks at monorepo scale",
        "",
        f"{platform.machine()}, {os.cpu_count()} cores, {version}; medians of {options.runs} runs after "
        f"{options.warmup} warm-ups (`ci`: {max(3, options.runs // 3)} after 1; over the long history 3 after 1), "
        "each pair alternating in the same "
        f"run. Load average {load_before} before, {measure.loadavg()} after (on a shared machine only the "
        "ratios in the same run count). Repositories of bench/make-ifchange-repo.py: 2,000 files with "
        "directives, no contract document.",
        "",
        "| files | contract-check | time | git | ratio |",
        "|---|---|---|---|---|",
        *lines,
        "",
    ]
    with open(options.output, "w") as handle:
        handle.write("\n".join(report))
    print("\n".join(report))


if __name__ == "__main__":
    main()
