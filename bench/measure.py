#!/usr/bin/env python3
"""Times contract-check's commit-msg hook against git, as whole processes, and writes a
Markdown report. Called by bench/run.sh, which builds the binary and the repositories.

Each comparison alternates the two commands (A B, then B A, ...) so that a noisy neighbour
or a frequency change hits both alike; the first --warmup rounds are discarded. A run is
timed from just before posix_spawn to just after wait4 returns (wall time), and wait4's
rusage gives the child's CPU time (user + system), which a loaded machine disturbs less.
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time


def spawn(argv, env, cwd, expect):
    """Runs argv once; returns (wall ms, cpu ms). Output goes to /dev/null."""
    devnull = os.open(os.devnull, os.O_RDWR)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, devnull, 1),
               (os.POSIX_SPAWN_DUP2, devnull, 2)]
    previous = os.getcwd()
    os.chdir(cwd)
    try:
        start = time.perf_counter_ns()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        end = time.perf_counter_ns()
    finally:
        os.chdir(previous)
        os.close(devnull)
    code = os.waitstatus_to_exitcode(status)
    if code != expect:
        sys.exit(f"measure: {' '.join(argv)} in {cwd} exited {code}, expected {expect}")
    return (end - start) / 1e6, (usage.ru_utime + usage.ru_stime) * 1000


def compare(a, b, warmup, runs):
    """a and b: dicts with argv, env, cwd, expect. Returns per-command wall and cpu samples."""
    samples = {"a": ([], []), "b": ([], [])}
    for round_ in range(warmup + runs):
        order = ("a", "b") if round_ % 2 == 0 else ("b", "a")
        for key in order:
            command = a if key == "a" else b
            wall, cpu = spawn(command["argv"], command["env"], command["cwd"], command["expect"])
            if round_ >= warmup:
                samples[key][0].append(wall)
                samples[key][1].append(cpu)
    return samples


def med(values):
    return statistics.median(values)


def loadavg():
    try:
        with open("/proc/loadavg") as handle:
            return " ".join(handle.read().split()[:3])
    except OSError:
        return "?"


def one_minute(load):
    """The one-minute figure of a loadavg() string (0 when unknown)."""
    try:
        return float(load.split()[0])
    except (ValueError, IndexError):
        return 0.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--repos", required=True, help="directory holding repo-<N>")
    parser.add_argument("--sizes", required=True, help="comma-separated file counts")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--parse-bench", help="the parse-bench executable")
    parser.add_argument("--parse-doc", help="the document parse-bench times")
    parser.add_argument("--parse-doc-label", default="")
    parser.add_argument("--large-doc", help="a large document to parse as well")
    parser.add_argument("--large-repo", help="a repository whose document is the large one")
    parser.add_argument("--ci-repo", help="the repository holding the ci-bench branch")
    parser.add_argument("--ci-base", default="main")
    parser.add_argument("--ci-head", default="ci-bench")
    parser.add_argument("--output", required=True)
    options = parser.parse_args()

    git = shutil.which("git") or "/usr/bin/git"
    sizes = [int(size) for size in options.sizes.split(",")]
    base_env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    base_env["LC_ALL"] = "C"
    load_before = loadavg()
    rows = []
    for size in sizes:
        repo = os.path.abspath(os.path.join(options.repos, f"repo-{size}"))
        message = os.path.join(repo, ".git", "BENCH_MSG")
        with open(message, "w") as handle:
            handle.write("Change an anchor without the contract\n")
        # As git runs a commit-msg hook: cwd = work tree, GIT_INDEX_FILE set, GIT_EDITOR=: (-m).
        cases = [("hook, `GIT_INDEX_FILE=.git/index`", ".git/index")]
        # `git commit -a` / `git commit -- <path>` hand the hook a temporary copy of the index.
        copy = os.path.join(repo, ".git", "next-index-bench.lock")
        shutil.copyfile(os.path.join(repo, ".git", "index"), copy)
        cases.append(("hook, temporary index copy (`.git/next-index-bench.lock`)", copy))
        try:
            for label, index_file in cases:
                env = dict(base_env, GIT_INDEX_FILE=index_file, GIT_EDITOR=":")
                hook = {"argv": [options.bin, "hook", "commit-msg", message], "env": env, "cwd": repo, "expect": 1}
                diff = {"argv": [git, "diff", "--cached", "--name-only"], "env": env, "cwd": repo, "expect": 0}
                samples = compare(hook, diff, options.warmup, options.runs)
                rows.append({"size": size, "case": label,
                             "hook_wall": med(samples["a"][0]), "git_wall": med(samples["b"][0]),
                             "hook_min": min(samples["a"][0]), "git_min": min(samples["b"][0]),
                             "hook_cpu": med(samples["a"][1]), "git_cpu": med(samples["b"][1])})
                print(f"measured {size} files: {label}", file=sys.stderr)
        finally:
            os.remove(copy)
    large_hook = None
    if options.large_repo:
        repo = os.path.abspath(options.large_repo)
        message = os.path.join(repo, ".git", "BENCH_MSG")
        with open(message, "w") as handle:
            handle.write("Change an anchor without the contract\n")
        env = dict(base_env, GIT_INDEX_FILE=".git/index", GIT_EDITOR=":")
        hook = {"argv": [options.bin, "hook", "commit-msg", message], "env": env, "cwd": repo, "expect": 1}
        diff = {"argv": [git, "diff", "--cached", "--name-only"], "env": env, "cwd": repo, "expect": 0}
        shutil.rmtree(os.path.join(repo, ".git", "contract-check"), ignore_errors=True)
        cold_wall, cold_cpu = spawn(hook["argv"], env, repo, 1)
        samples = compare(hook, diff, 1, max(5, options.runs // 3))
        large_hook = {"cold": cold_wall, "hook": med(samples["a"][0]), "git": med(samples["b"][0])}
        print("measured the hook on the large document", file=sys.stderr)

    ci = None
    if options.ci_repo:
        repo = os.path.abspath(options.ci_repo)
        count = int(subprocess.run([git, "-C", repo, "rev-list", "--count", f"{options.ci_base}..{options.ci_head}"],
                                   capture_output=True, text=True, check=True).stdout.strip())
        env = dict(base_env)
        gate = {"argv": [options.bin, "ci", "--base", options.ci_base, "--head", options.ci_head], "env": env, "cwd": repo, "expect": 1}
        log = {"argv": [git, "log", "--name-only", "--format=", f"{options.ci_base}..{options.ci_head}"], "env": env, "cwd": repo, "expect": 0}
        runs = max(5, options.runs // 3)
        samples = compare(gate, log, 1, runs)
        ci = {"commits": count, "runs": runs, "gate_wall": med(samples["a"][0]), "git_wall": med(samples["b"][0]),
              "gate_min": min(samples["a"][0]), "git_min": min(samples["b"][0]),
              "gate_cpu": med(samples["a"][1]), "git_cpu": med(samples["b"][1])}
        print(f"measured ci over {count} commits", file=sys.stderr)
    load_after = loadavg()

    parse = None
    if options.parse_bench and options.parse_doc:
        # Several processes: the first parse in a process (what the hook pays) varies with the
        # machine, so report the median of those too.
        results = [json.loads(subprocess.run([options.parse_bench, options.parse_doc, "300"], check=True,
                                             capture_output=True, text=True).stdout) for _ in range(7)]
        parse = dict(results[0], processes=len(results),
                     cold_ms=med([result["cold_ms"] for result in results]),
                     median_ms=med([result["median_ms"] for result in results]),
                     min_ms=min(result["min_ms"] for result in results))
    large = None
    if options.parse_bench and options.large_doc:
        large = json.loads(subprocess.run([options.parse_bench, options.large_doc, "5"], check=True,
                                          capture_output=True, text=True).stdout)

    lines = report(rows, parse, large, large_hook, ci, options, git, load_before, load_after)
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    with open(options.output, "w") as handle:
        handle.write(text)


def target(row):
    """The target for a row and whether it is met (None: no target for the row)."""
    if not row["case"].startswith("hook, `GIT"):
        return "", None
    ratio = row["hook_wall"] / row["git_wall"]
    if row["size"] <= 5000:
        return "< 15 ms", row["hook_wall"] < 15
    if row["size"] <= 100000:
        return "≤ 1.0× git", ratio <= 1.0
    return "≤ 0.6× git", ratio <= 0.6


def report(rows, parse, large, large_hook, ci, options, git, load_before, load_after):
    git_version = subprocess.run([git, "--version"], capture_output=True, text=True).stdout.strip()
    swift_version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    revision = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True, text=True).stdout.strip()
    lines = [
        "# contract-check benchmark",
        "",
        f"contract-check at `{revision or '?'}`.",
        f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')} · {os.cpu_count()} CPUs ({cpu}) · {platform.system()} {platform.release()}"
        f" · {git_version} · {swift_version[0] if swift_version else 'swift ?'}",
        f"Load average before/after: {load_before} / {load_after}."
        + (" **The machine was busy (load above its CPU count): wall times include waiting for a CPU;"
           " the CPU-time columns are the steadier comparison.**"
           if max(one_minute(load_before), one_minute(load_after)) > (os.cpu_count() or 1) else ""),
        "",
        f"Whole processes, {options.runs} runs each after {options.warmup} warm-up rounds, hook and git alternating;",
        "medians of wall time (min in brackets), and medians of CPU time (user + system).",
        "The hook is `contract-check hook commit-msg <msg>` (built with `swift build -c release",
        "--static-swift-stdlib`) run as git runs it: cwd = work tree, `GIT_INDEX_FILE` set, `GIT_EDITOR=:`;",
        "it must block the staged anchor change (exit 1). git is `git diff --cached --name-only` with the same environment.",
        "",
        "## Hook against `git diff --cached --name-only`",
        "",
        "| Files | Case | Hook (ms) | git (ms) | Ratio | Hook CPU (ms) | git CPU (ms) | CPU ratio | Target (wall) |",
        "|------:|------|----------:|---------:|------:|--------------:|-------------:|----------:|--------|",
    ]
    for row in rows:
        goal, met = target(row)
        verdict = "" if met is None else (f"{goal}: {'met' if met else 'MISSED'}")
        lines.append(
            f"| {row['size']:,} | {row['case']} | {row['hook_wall']:.1f} [{row['hook_min']:.1f}] | "
            f"{row['git_wall']:.1f} [{row['git_min']:.1f}] | {row['hook_wall'] / row['git_wall']:.2f}× | "
            f"{row['hook_cpu']:.1f} | {row['git_cpu']:.1f} | {row['hook_cpu'] / row['git_cpu']:.2f}× | {verdict} |")
    lines += ["", "## Contract document parse", ""]
    if parse:
        lines += [
            f"Document: {options.parse_doc_label} ({parse['bytes']:,} bytes, {parse['entries']} manifest entries).",
            "`ManifestParser.parse(bytes:path:)` in-process (bench/parse/main.swift, release objects), no start-up, no git.",
            "",
            "{} processes; first parse in each process (median), then {} more parses per process (median of medians, min).".format(
                parse["processes"], parse["iterations"]),
            "",
            "| First parse in a process (ms) | Later parses, median (ms) | Min (ms) |",
            "|------:|------:|------:|",
            f"| {parse['cold_ms']:.3f} | {parse['median_ms']:.3f} | {parse['min_ms']:.3f} |",
        ]
    else:
        lines.append("Not measured (the parse benchmark could not be built; see bench/run.sh output).")
    if large:
        lines += [
            "",
            f"A large document ({large['bytes']:,} bytes of prose and a manifest of {large['entries']:,} entries): "
            f"first parse {large['cold_ms']:.0f} ms, later parses {large['median_ms']:.0f} ms (median of {large['iterations']}).",
        ]
    if large_hook:
        lines += [
            "",
            "The commit-msg hook on a repository whose document is that large one (a staged anchor change):",
            f"the first run after the document changes parses it and keeps its summary ({large_hook['cold']:.0f} ms);",
            f"every later run reads the summary: {large_hook['hook']:.1f} ms, against {large_hook['git']:.1f} ms for `git diff --cached --name-only`.",
        ]
    lines += ["", "## `ci` against `git log --name-only`", ""]
    if ci:
        ratio = ci["gate_wall"] / ci["git_wall"]
        lines += [
            f"`contract-check ci --base {options.ci_base} --head {options.ci_head}` over {ci['commits']:,} synthetic commits on top of",
            f"`{os.path.basename(options.ci_repo.rstrip('/'))}`",
            "(bench/make-ci-history.py: each changes 1-3 files; some touch an anchor prefix, with or without a trailer;",
            "one changes the document), against `git log --name-only --format=` over the same range;",
            f"{ci['runs']} runs each after a warm-up, alternating. The gate must report the bypasses (exit 1).",
            "",
            "| Commits | ci (ms) | git log (ms) | Ratio | ci CPU (ms) | git CPU (ms) | Target (wall) |",
            "|--------:|--------:|-------------:|------:|------------:|-------------:|--------|",
            f"| {ci['commits']:,} | {ci['gate_wall']:.0f} [{ci['gate_min']:.0f}] | {ci['git_wall']:.0f} [{ci['git_min']:.0f}] | "
            f"{ratio:.2f}× | {ci['gate_cpu']:.0f} | {ci['git_cpu']:.0f} | ≤ 1.5× git: {'met' if ratio <= 1.5 else 'MISSED'} |",
            "",
        ]
    else:
        lines += ["Not measured (no --ci-repo).", ""]
    return lines


if __name__ == "__main__":
    main()
