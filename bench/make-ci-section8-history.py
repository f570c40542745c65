#!/usr/bin/env python3
"""Writes a git fast-import stream of N synthetic commits on top of a §8 benchmark repository's
HEAD (bench/repos/section8-<size>: the make-repo.sh tree with the beebox example added), for
timing `contract-check ci` against `git log -p` over the same range.

  make-ci-section8-history.py <repo> <N> | git -C <repo> fast-import --quiet

Each commit modifies one to three files chosen at random (fixed seed) outside the example; one
in ten instead appends a comment to one of the example's §8 sides (an anchor too), with a
Contract-Unchanged trailer, so `ci` runs the §8 check of that commit against its parent. Every
commit passes: `ci` exits 0. The commits go to refs/heads/ci-section8.
"""
import random
import subprocess
import sys

repo, count = sys.argv[1], int(sys.argv[2])
rnd = random.Random(8642)
files = subprocess.run(["git", "-C", repo, "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
plain = [f for f in files if f and not f.startswith(("beebox/", "ios-app/", "docs/", "."))]
sides = [
    "beebox/src/frontend/src/components/chat/native-post.ts",
    "ios-app/BeeBox/Views/ChatWebView.swift",
    "beebox/src/frontend/src/lib/mobile-auth.ts",
]
contents = {}
for side in sides:
    contents[side] = subprocess.run(["git", "-C", repo, "show", "HEAD:" + side], capture_output=True, check=True).stdout
head = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
out = sys.stdout.buffer
words = "alpha beta gamma delta epsilon zeta eta theta".split()
for number in range(count):
    message = f"Synthetic change {number}\n"
    changes = []
    if number % 10 == 5:
        side = rnd.choice(sides)
        contents[side] += b"// synthetic note %d\n" % number
        changes.append((side, contents[side]))
        message += "\nContract-Unchanged: a comment on a mirrored side\n"
    else:
        for path in rnd.sample(plain, rnd.randint(1, 3)):
            changes.append((path, (" ".join(rnd.choice(words) for _ in range(8)) + f" {number}\n").encode()))
    out.write(b"commit refs/heads/ci-section8\n")
    out.write(b"committer Bench <bench@example.com> %d +0000\n" % (1700001000 + number))
    data = message.encode()
    out.write(b"data %d\n%s" % (len(data), data))
    if number == 0:
        out.write(b"from %s\n" % head.encode())
    for path, body in changes:
        out.write(b"M 100644 inline %s\ndata %d\n" % (path.encode(), len(body)))
        out.write(body + b"\n")
    out.write(b"\n")
