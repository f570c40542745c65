#!/usr/bin/env python3
"""A file named `X+Y.swift` holds extensions of `X` and nothing else at its top level.

Prints each offending declaration as `path:line: ...` and exits 1; `--self-test` runs the check
on inline samples, one clean and one not, so the check cannot silently pass.
"""
import re
import sys
from pathlib import Path

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(struct|class|enum|protocol|actor|extension|func|let|var|typealias)\s+([A-Za-z_][\w.]*)"
)


def offences(name: str, text: str) -> list[str]:
    """The top-level declarations of a file named `name` that are not extensions of its `X`."""
    stem = name.removesuffix(".swift")
    if "+" not in stem:
        return []
    extended = stem.split("+", 1)[0]
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        match = DECLARATION.match(line)
        if not match:
            continue
        keyword, declared = match.groups()
        if keyword == "extension" and declared.split(".")[0] == extended:
            continue
        found.append(f"{name}:{number}: `{keyword} {declared}` in a file that only extends `{extended}`")
    return found


def self_test() -> None:
    clean = "import A\n\n/// Doc.\nextension Foo {\n    struct Inner {}\n}\nextension Foo.Bar {}\n"
    dirty = "extension Foo {}\n\nstruct Other {}\nextension Baz {}\n"
    assert offences("Foo+Bar.swift", clean) == [], offences("Foo+Bar.swift", clean)
    assert len(offences("Foo+Bar.swift", dirty)) == 2, offences("Foo+Bar.swift", dirty)
    assert offences("Other.swift", dirty) == []


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return 0
    found = []
    for path in sys.argv[1:]:
        found += [f"{Path(path).parent}/{line}" for line in offences(Path(path).name, Path(path).read_text())]
    for line in found:
        print(line, file=sys.stderr)
    if found:
        print(f"extension-files: {len(found)} declaration(s) in X+Y.swift files that do not extend X.", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
