#!/usr/bin/env python3
"""The hostile-input benchmark of issue 17 (items 7-10): for each input, a real repository with
the hooks `install` puts in place, one `git commit` of a change, timed as a whole process
(wall and CPU time of git and its hooks, from wait4). Prints one Markdown row per input: the
seconds, git's exit and the hook's first line of output (a signal shows as git's "died of
signal"). Run it once with the binary before a change and once after:

    python3 bench/stalls.py --bin .build/release/contract-check [--only NAME]

These are measurements by hand, never a test."""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

DOCUMENT = """# Contract

## 8. Mirrored constants

{bullets}

## 11. Anchor manifest (tripwire input)

```
src/
ios/
android/
```
{tail}"""


def deep_ts(levels):
    return "export const deep = " + "{a:" * levels + "1" + "}" * levels + ";\nexport const key = \"a.b\";\n"


def deep_ts_type(levels):
    return "export type Deep = " + "{a:" * levels + "string" + "}" * levels + ";\nexport const key = \"a.b\";\n"


def deep_swift(levels):
    return "let deep = " + "[" * levels + "1" + "]" * levels + "\nlet key = \"a.b\"\n"


def deep_kotlin(levels):
    return "val deep = " + "listOf(" * levels + "1" + ")" * levels + "\nval key = \"a.b\"\n"


def huge_ts(size):
    line = "export const value%07d = \"x\";\n"
    count = size // len(line % 0)
    return "".join(line % index for index in range(count)) + "export const key = \"a.b\";\n"


def nested_list(depth):
    return "\n" + "".join("  " * level + "- x\n" for level in range(depth))


def lazy_list(depth, lines):
    return "\n" + "- " * depth + "x\n" + "y\n" * lines


def bullets(count):
    return "\n".join(f"- key `k{index}` — `src/side.ts` ↔ `ios/App/Bridge.swift`" for index in range(count))


def cases():
    symbol = "- key `a.b` — `src/side.ts` · `key` ↔ `ios/App/Bridge.swift` · `key`"
    swift = "- key `a.b` — `src/side.ts` · `key` ↔ `ios/App/Side.swift` · `key`"
    kotlin = "- key `a.b` — `src/side.ts` · `key` ↔ `android/Side.kt` · `key`"
    yield "ts-object-8000", {"src/side.ts": deep_ts(8000)}, symbol, ""
    yield "ts-object-4000", {"src/side.ts": deep_ts(4000)}, symbol, ""
    yield "ts-type-8000", {"src/side.ts": deep_ts_type(8000)}, symbol, ""
    yield "swift-array-8000", {"ios/App/Side.swift": deep_swift(8000)}, swift, ""
    yield "kotlin-call-8000", {"android/Side.kt": deep_kotlin(8000)}, kotlin, ""
    yield "list-8000", {}, symbol, nested_list(8000)
    yield "list-4000", {}, symbol, nested_list(4000)
    yield "list-lazy-16000", {}, symbol, lazy_list(16_000, 16_000)
    yield "list-lazy-32000", {}, symbol, lazy_list(32_000, 32_000)
    yield "list-lazy-64x500000", {}, symbol, lazy_list(64, 500_000)
    yield "bullets-100000", {}, bullets(100_000), ""
    yield "bullets-10000", {}, bullets(10_000), ""
    yield "side-56MB", {"src/side.ts": huge_ts(56_000_000)}, symbol, ""
    yield "side-16MB", {"src/side.ts": huge_ts(16_000_000)}, symbol, ""
    yield "side-8MB", {"src/side.ts": huge_ts(8_300_000)}, symbol, ""


def write(root, path, text):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as handle:
        handle.write(text)


def git(root, *argv):
    subprocess.run(["git", *argv], cwd=root, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run(name, files, bullet_text, tail, binary, scratch):
    root = os.path.join(scratch, name)
    os.makedirs(root)
    git(root, "init", "-q")
    git(root, "config", "user.name", "bench")
    git(root, "config", "user.email", "bench@example.com")
    write(root, ".contract-check", "[contract]\n\tdocument = docs/contract.md\n")
    write(root, "docs/contract.md", DOCUMENT.format(bullets=bullet_text, tail=tail))
    write(root, "src/side.ts", "export const key = \"a.b\";\n")
    write(root, "ios/App/Bridge.swift", "let key = \"a.b\"\n")
    write(root, "ios/App/Side.swift", "let key = \"a.b\"\n")
    write(root, "android/Side.kt", "val key = \"a.b\"\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "initial")
    subprocess.run([binary, "install", "--executable", binary], cwd=root, check=True, stdout=subprocess.DEVNULL)
    for path, text in files.items():
        write(root, path, text)
    if not files:  # the document is the input: change one line of it
        with open(os.path.join(root, "docs/contract.md"), "a") as handle:
            handle.write("\nMore prose.\n")
    git(root, "add", "-A")
    start = time.perf_counter()
    process = subprocess.Popen(["git", "commit", "-q", "-m", "Change\n\nContract-Unchanged: bench"], cwd=root,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        _, status, usage = os.wait4(process.pid, 0)
    except KeyboardInterrupt:
        process.kill()
        raise
    wall = time.perf_counter() - start
    output = process.stdout.read().decode(errors="replace").strip().splitlines()
    cpu = usage.ru_utime + usage.ru_stime
    shutil.rmtree(root)
    first = output[0][:110] if output else ""
    return f"| {name} | {wall:.2f} s | {cpu:.2f} s | {os.waitstatus_to_exitcode(status)} | {first} |"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--only", action="append")
    options = parser.parse_args()
    binary = os.path.abspath(options.bin)
    print(f"load before: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    print("| input | wall | CPU | git's exit | first line of output |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as scratch:
        for name, files, bullet_text, tail in cases():
            if options.only and name not in options.only:
                continue
            print(run(name, files, bullet_text, tail, binary, scratch), flush=True)
    print(f"load after: {os.getloadavg()[0]:.2f}", file=sys.stderr)


if __name__ == "__main__":
    main()
