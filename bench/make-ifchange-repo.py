#!/usr/bin/env python3
"""Writes a git fast-import stream (to stdout) for the LINT.IfChange benchmark repository:

  make-ifchange-repo.py FILES [--pairs 1000] [--history 1000]

One commit (refs/heads/main, tagged `ifchange-base`) of FILES files: FILES - 2*PAIRS plain text
files spread over `src/` folders, and PAIRS coupled pairs `coupled/pNNNN/a.py` and
`coupled/pNNNN/b.ts`, each holding a labelled `LINT.IfChange(v)` block whose `LINT.ThenChange`
names the other file's block. Then HISTORY commits on refs/heads/ifchange-head, each changing a
few lines: nine in ten a plain file, one in ten both blocks of a pair (in step), and one in a
hundred one block alone (a finding). Deterministic (fixed seed); no contract document and no
`.contract-check`, so only the block rule applies."""
import argparse
import random
import sys


def plain(path, rnd):
    lines = [f"// {path}"] + [f"line {rnd.randint(0, 10**9)}" for _ in range(rnd.randint(3, 12))]
    return "\n".join(lines) + "\n"


def block(comment, other, value):
    return (f"{comment} header\n{comment} LINT.IfChange(v)\nVALUE = {value}\n"
            f"{comment} LINT.ThenChange(//{other}:v)\n{comment} footer\n")


def pair_files(index, value):
    folder = f"coupled/p{index:04d}"
    return {f"{folder}/a.py": block("#", f"{folder}/b.ts", value),
            f"{folder}/b.ts": block("//", f"{folder}/a.py", value)}


def blob(out, path, text):
    data = text.encode()
    out.write(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(data), data))


def commit(out, ref, mark, parent, message, files):
    out.write(b"commit %s\nmark :%d\n" % (ref.encode(), mark))
    out.write(b"author Gen <gen@example.com> %d +0000\n" % (1700000000 + mark))
    out.write(b"committer Gen <gen@example.com> %d +0000\n" % (1700000000 + mark))
    data = message.encode()
    out.write(b"data %d\n%s\n" % (len(data), data))
    if parent:
        out.write(b"from :%d\n" % parent)
    for path, text in files.items():
        blob(out, path, text)
    out.write(b"\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", type=int)
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--history", type=int, default=1000)
    options = parser.parse_args()
    rnd = random.Random(1234)
    out = sys.stdout.buffer
    count = max(0, options.files - 2 * options.pairs)
    paths = [f"src/d{i // 20000:02d}/e{(i // 400) % 50:02d}/f{i // 20 % 20:02d}/file{i:06d}.txt" for i in range(count)]
    files = {path: plain(path, rnd) for path in paths}
    values = [0] * options.pairs
    for index in range(options.pairs):
        files.update(pair_files(index, 0))
    commit(out, "refs/heads/main", 1, 0, "The benchmark tree\n", files)
    out.write(b"reset refs/tags/ifchange-base\nfrom :1\n\n")
    for step in range(options.history):
        mark = step + 2
        kind = step % 100
        if kind == 99:
            index = rnd.randrange(options.pairs)
            values[index] += 1
            changed = {f"coupled/p{index:04d}/a.py": block("#", f"coupled/p{index:04d}/b.ts", values[index])}
        elif kind % 10 == 5:
            index = rnd.randrange(options.pairs)
            values[index] += 1
            changed = pair_files(index, values[index])
        else:
            path = paths[rnd.randrange(len(paths))] if paths else "src/extra.txt"
            changed = {path: plain(path, rnd)}
        commit(out, "refs/heads/ifchange-head", mark, mark - 1, f"Change {step}\n", changed)


if __name__ == "__main__":
    main()
