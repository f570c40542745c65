#!/usr/bin/env python3
"""The inputs the tests count work on, timed through the release binary as whole processes.

The unit tests (ConstantsParserTests, LexerRobustnessTests) count the work these inputs cost
and assert it is linear; this measures what they cost in seconds: `contract-check constants`
on a repository whose §8 bullet or side file is the input, against `git grep -c v` over the
same repository in the same run (a whole-tree read of the same bytes by git), alternating,
medians of wall time. Called by bench/pathological.sh, which builds the binary.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

UNITS = [  # (name, unit, extension): LexerRobustnessTests.pathological, as side files
    ("nested interpolations", '"\\(', "swift"), ("nested multi-line interpolations", '"""\n\\(', "swift"),
    ("nested comments", "/*", "swift"), ("regex classes that never close (Swift)", "(/[", "swift"),
    ("regexes ending in a blank (Swift)", "(/[ /", "swift"), ("extended regexes that never close", "#/a", "swift"),
    ("raw multi-line openers on one line", '#"""\\#(', "swift"), ("hash runs", "#", "swift"),
    ("backticks", "``", "swift"), ("nested templates", "`${", "ts"), ("regex classes that never close (TS)", "/[", "ts"),
    ("nested JSX", "<a>", "tsx"), ("mismatched closing tags", "<a>{<b>", "tsx"), ("unclosed tags", "<a><b></c>", "tsx"),
    ("nested templates (Kotlin)", '"${', "kt"), ("nested raw templates", '"""${', "kt"),
    ("nested comments (Kotlin)", "/*", "kt"), ("dollar runs", '"$$$$$$$$', "kt"), ("multi-dollar prefixes", '$$$"$$', "kt"),
    ("backticks that never close", '"$`', "kt"), ("quote runs in raw strings", '"""""', "kt"),
]


def repeat(unit, size):
    return (unit * (size // len(unit) + 1))[:size]


def make_repo(path, bullet, side_name, side_text):
    os.makedirs(os.path.join(path, "docs"))
    with open(os.path.join(path, "docs/contract.md"), "w") as f:
        f.write("# Contract\n\n## Mirrored constants\n\n- " + bullet + "\n")
    with open(os.path.join(path, side_name), "w") as f:
        f.write(side_text)
    with open(os.path.join(path, "v.ts"), "w") as f:
        f.write('export const V = "v";\n')
    git = ["git", "-C", path, "-c", "user.name=b", "-c", "user.email=b@b"]
    subprocess.run(["git", "init", "-q", path], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "bench"], check=True)


def median_ms(commands, rounds):
    """Alternates the commands `rounds` times after one warm-up; medians in ms."""
    times = [[] for _ in commands]
    for round_ in range(rounds + 1):
        for i, argv in enumerate(commands):
            start = time.perf_counter()
            code = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            if code not in (0, 1):
                sys.exit(f"pathological.py: {argv} exited {code}")
            if round_:
                times[i].append((time.perf_counter() - start) * 1000)
    return [statistics.median(t) for t in times]


def main():
    binary, rounds, commit = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    build = "debug" if "/debug/" in binary else "release"
    bullet = "a*" * 1_000_000 + " `v` — `v.ts` ↔ `s.swift`"
    cases = [("§8 bullet of 1,000,000 `a*`", bullet, "s.swift", 'let v = "v"\n', 2_000_000)]
    realistic = open("Tests/ContractCheckTests/Lexers/Corpus/SwiftLiteralsCorpus.swift").read()
    cases.append(("5 MB Swift side file (the lexer corpus repeated)", "Value `v` — `v.ts` ↔ `s.swift`", "s.swift",
                  repeat(realistic, 5_000_000), 5_000_000))
    for name, unit, ext in UNITS:
        cases.append((name, f"Value `v` — `v.ts` ↔ `s.{ext}`", f"s.{ext}", repeat(unit, 300_000), 300_000))
    print(f"# Pathological inputs\n\nMeasured at `{commit}` by `bench/pathological.sh`: the {build} build's `contract-check "
          f"constants` (`{binary}`) on a one-bullet repository whose bullet or side file is the input, against `git grep -c v` on "
          f"the same repository, alternating, {rounds} rounds after one warm-up; medians of wall time. "
          f"Load: {os.getloadavg()[0]:.1f}.\n")
    print("| Input | Bytes | `constants` ms | `git grep` ms | Ratio |")
    print("|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for index, (name, bullet, side, text, size) in enumerate(cases):
            repo = os.path.join(tmp, str(index))
            make_repo(repo, bullet, side, text)
            ours, git = median_ms([[binary, "-C", repo, "constants", "--doc", "docs/contract.md"],
                                   ["git", "-C", repo, "grep", "-c", "v"]], rounds)
            print(f"| {name} | {size:,} | {ours:.0f} | {git:.0f} | {ours / git:.1f}× |", flush=True)


main()
