#!/usr/bin/env python3
"""The §8 benchmark (called by bench/section8.sh): in each repository (SIZE=DIR; size 0 is the
example alone), the commit-msg hook with a staged one-sided §8 rename against
`git diff --cached --name-only`, alternating; and `constants` and `audit` against the same
commands on the example alone, alternating too. Timing is measure.py's: posix_spawn + wait4,
wall and CPU time, medians after warm-ups. Writes a Markdown report."""
import argparse
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402


def exit_code(argv, env, cwd):
    return subprocess.run(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode


def command(argv, env, cwd):
    return {"argv": argv, "env": env, "cwd": cwd, "expect": exit_code(argv, env, cwd)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--output", required=True)
    parser.add_argument("repos", nargs="+", help="SIZE=DIR, size 0 the example alone")
    options = parser.parse_args()
    git = shutil.which("git") or "/usr/bin/git"
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env["LC_ALL"] = "C"
    repos = {int(size): os.path.abspath(path) for size, path in (item.split("=", 1) for item in options.repos)}
    example = repos.pop(0)
    load_before = measure.loadavg()
    lines = []
    for size, repo in sorted(repos.items()):
        message = os.path.join(repo, ".git", "BENCH_MSG")
        with open(message, "w") as handle:
            handle.write("Rename a channel on one side\n\nContract-Unchanged: bench\n")
        hook_env = dict(env, GIT_INDEX_FILE=os.path.join(repo, ".git", "index"), GIT_EDITOR=":")
        hook = command([options.bin, "hook", "commit-msg", message], hook_env, repo)
        if hook["expect"] != 1:
            sys.exit(f"section8: the hook exited {hook['expect']} in {repo}, expected 1 (the drift blocks)")
        diff = command([git, "diff", "--cached", "--name-only"], env, repo)
        samples = measure.compare(hook, diff, options.warmup, options.runs)
        hook_wall, git_wall = measure.med(samples["a"][0]), measure.med(samples["b"][0])
        hook_cpu, git_cpu = measure.med(samples["a"][1]), measure.med(samples["b"][1])
        lines.append(f"| {size:,} files + example | commit-msg hook (staged one-sided §8 rename, blocked) | "
                     f"{hook_wall:.1f} ms ({hook_cpu:.1f} ms CPU) | `git diff --cached --name-only` "
                     f"{git_wall:.1f} ms ({git_cpu:.1f} ms CPU) | **{hook_wall / git_wall:.2f}×** "
                     f"(CPU {hook_cpu / git_cpu:.2f}×) |")
        for name in ("constants", "audit"):
            big = command([options.bin, name], env, repo)
            small = command([options.bin, name], env, example)
            pair = measure.compare(big, small, options.warmup, options.runs)
            big_wall, small_wall = measure.med(pair["a"][0]), measure.med(pair["b"][0])
            big_cpu, small_cpu = measure.med(pair["a"][1]), measure.med(pair["b"][1])
            lines.append(f"| {size:,} files + example | `{name}` (exit {big['expect']}) | "
                         f"{big_wall:.1f} ms ({big_cpu:.1f} ms CPU) | the example alone "
                         f"{small_wall:.1f} ms ({small_cpu:.1f} ms CPU) | **+{big_wall - small_wall:.1f} ms** "
                         f"(CPU {big_cpu - small_cpu:+.1f} ms) |")
    load_after = measure.loadavg()
    version = subprocess.run([git, "--version"], capture_output=True, text=True).stdout.strip()
    report = [
        "# §8 at monorepo scale",
        "",
        f"{platform.machine()}, {os.cpu_count()} cores, {version}; medians of {options.runs} runs after "
        f"{options.warmup} warm-ups, each pair alternating in the same run. Load average "
        f"{load_before} before, {load_after} after (on a shared machine only the ratios and differences "
        "in the same run count).",
        "",
        "| repository | contract-check | time | compared with | ratio / difference |",
        "|---|---|---|---|---|",
        *lines,
        "",
    ]
    with open(options.output, "w") as handle:
        handle.write("\n".join(report))
    print("\n".join(report))


if __name__ == "__main__":
    main()
