#!/usr/bin/env python3
"""Writes a git fast-import stream of N synthetic commits on top of a benchmark repository's
HEAD, for timing `contract-check ci` against `git log --name-only`.

  make-ci-history.py <repo> <N> | git -C <repo> fast-import --quiet

Each commit modifies one to three files chosen at random (fixed seed) among the tracked files
that are not anchors; about one in ten also touches a file under the anchor prefix
pkg00/mod00/comp00/ and carries a Contract-Unchanged trailer, one in fifty touches it without
one (a bypass the gate must report), and commit 500 also changes docs/contract.md. The commits go to refs/heads/ci-bench.
"""
import random
import subprocess
import sys

repo, count = sys.argv[1], int(sys.argv[2])
rnd = random.Random(4321)
files = subprocess.run(["git", "-C", repo, "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
files = [f for f in files if f and not f.startswith("docs/")]
# The manifest's entries, from the fenced block of docs/contract.md.
document = subprocess.run(["git", "-C", repo, "show", "HEAD:docs/contract.md"], capture_output=True, text=True, check=True).stdout
block = document.split("```")[1]
entries = [line.strip() for line in block.splitlines() if line.strip() and not line.strip().startswith("#")]
def anchor(path):
    return any(path == entry or (entry.endswith("/") and path.startswith(entry)) for entry in entries)
anchored = [f for f in files if f.startswith("pkg00/mod00/comp00/")]
plain = [f for f in files if not anchor(f)]
head = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
out = sys.stdout.buffer
words = "alpha beta gamma delta epsilon zeta eta theta".split()
for number in range(count):
    roll = rnd.random()
    message = f"Synthetic change {number}\n"
    if roll < 0.02:
        chosen = [rnd.choice(anchored)]
    elif roll < 0.12:
        chosen = [rnd.choice(anchored), rnd.choice(plain)]
        message += "\nContract-Unchanged: synthetic, wire shape unchanged\n"
    else:
        chosen = rnd.sample(plain, rnd.randint(1, 3))
    if number == 500:
        chosen.append("docs/contract.md")
    out.write(b"commit refs/heads/ci-bench\n")
    out.write(b"committer Bench <bench@example.com> %d +0000\n" % (1700001000 + number))
    data = message.encode()
    out.write(b"data %d\n%s" % (len(data), data))
    if number == 0:
        out.write(b"from %s\n" % head.encode())
    for path in chosen:
        if path == "docs/contract.md":
            body = subprocess.run(["git", "-C", repo, "show", "HEAD:docs/contract.md"], capture_output=True, check=True).stdout
            body += b"\nA synthetic note about the contract.\n"
        else:
            body = (" ".join(rnd.choice(words) for _ in range(8)) + f" {number}\n").encode()
        out.write(b"M 100644 inline %s\ndata %d\n" % (path.encode(), len(body)))
        out.write(body + b"\n")
    out.write(b"\n")
