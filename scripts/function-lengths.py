#!/usr/bin/env python3
"""The house style's function length: no function, initializer or accessor body in the given
Swift files longer than 80 lines (from its declaration to its closing brace). Run by scripts/lint.

A declaration is a line that starts (after attributes and modifiers) with `func`, `init`,
`deinit` or `subscript`; its body ends at the brace that balances its first `{`. String literals
(single-line and multi-line) and comments are skipped when braces are counted."""
import re
import sys

LIMIT = 80
DECLARATION = re.compile(
    r"^\s*(@[\w.]+(\([^)]*\))?\s+)*"
    r"((public|private|fileprivate|internal|package|static|class|final|override|mutating|nonmutating|"
    r"nonisolated|convenience|required|dynamic|@inlinable|@discardableResult)\s+)*"
    r"(func\s|init\s*[(<?!]|deinit\b|subscript\s*[(<])")
SINGLE = re.compile(r'#*"(\\.|[^"\\])*"#*')


def code_lines(lines):
    """Each line with string literals and comments blanked."""
    in_multi = False
    for line in lines:
        if in_multi:
            if '"""' in line:
                in_multi = False
                line = line[line.index('"""') + 3:]
            else:
                yield ""
                continue
        if '"""' in line:
            before, _, after = line.partition('"""')
            if '"""' not in after:
                in_multi = True
                yield SINGLE.sub('""', before)
                continue
        line = SINGLE.sub('""', line)
        yield line.split("//", 1)[0]


def check(path):
    with open(path, encoding="utf-8") as source:
        raw = source.read().split("\n")
    lines = list(code_lines(raw))
    problems = []
    for start, line in enumerate(lines):
        if not DECLARATION.match(line):
            continue
        depth = 0
        opened = False
        for end in range(start, len(lines)):
            for character in lines[end]:
                if character == "{":
                    depth += 1
                    opened = True
                elif character == "}":
                    depth -= 1
            if opened and depth <= 0:
                break
            if not opened and end > start + 12:  # a protocol requirement: no body
                break
        length = end - start + 1
        if opened and length > LIMIT:
            problems.append(f"{path}:{start + 1}: body of {length} lines (at most {LIMIT}): {raw[start].strip()[:70]}")
    return problems


problems = [problem for path in sys.argv[1:] for problem in check(path)]
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
