#!/usr/bin/env python3
"""Compares the literals contract-check's lexers find with tree-sitter's parse of the same files.

The lexers' output comes from a JSON dump written by the Swift test `LexerAgreementTests`
(`{"files": [{"path", "strings", "regexes", "jsxTexts"}]}`, each entry `[line, column, text]`).
tree-sitter (the `tree-sitter-swift`, `tree-sitter-typescript` and `tree-sitter-kotlin` grammars) gives, for the same
files, where every string literal, interpolation, regex literal and JSX text begins and ends;
this script turns those nodes into the lexers' token convention (see README.md) and compares the
two as multisets of (line, column, text), per file and in total. Every difference is listed.

Exit status: 0 when every category's agreement is at least --min-agreement, after taking out
the differences listed in known-differences.json; 1 otherwise; 2 on bad input.
"""

import argparse
import collections
import json
import pathlib
import re
import sys

import tree_sitter
import tree_sitter_kotlin
import tree_sitter_swift
import tree_sitter_typescript

HERE = pathlib.Path(__file__).resolve().parent
CATEGORIES = ("strings", "regexes", "jsxTexts")

LANGUAGES = {
    "swift": tree_sitter.Language(tree_sitter_swift.language()),
    "typescript": tree_sitter.Language(tree_sitter_typescript.language_typescript()),
    "tsx": tree_sitter.Language(tree_sitter_typescript.language_tsx()),
    "kotlin": tree_sitter.Language(tree_sitter_kotlin.language()),
}
EXTENSIONS = {
    ".swift": "swift",
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".js": "tsx", ".mjs": "tsx", ".cjs": "tsx",  # plain JS may hold JSX; the TSX grammar reads both
    ".tsx": "tsx", ".jsx": "tsx",
    ".kt": "kotlin", ".kts": "kotlin",
}


def corpus(root):
    """The files the comparison must cover: the same globs the Swift test walks."""
    paths = []
    for top, patterns in (("Sources", ["*.swift"]), ("Tests", ["*.swift"]),
                          ("Examples", ["*.swift", "*.ts", "*.tsx", "*.kt", "*.kts"]),
                          ("scripts/lexer-agreement/corpus",
                           ["*.swift", "*.ts", "*.tsx", "*.js", "*.jsx", "*.kt", "*.kts"])):
        for pattern in patterns:
            paths += [p for p in (root / top).rglob(pattern) if p.is_file()]
    return sorted({p.relative_to(root).as_posix() for p in paths})


# --- decoding, written from the languages' rules (not from the Swift code) -----------------------

SWIFT_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
CONTINUATION = re.compile(rb"[ \t]*(\r\n|\n|\r)")
BRACED = re.compile(rb"\{([0-9a-fA-F]{1,8})\}")


def scalar(value):
    """The character for a code point, or U+FFFD for a surrogate or out-of-range value."""
    if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
        return "\ufffd"
    return chr(value)


def decode_swift(raw, hashes, multiline, indentation=b"", at_line_start=False):
    """A Swift literal segment's value: escapes need the literal's `#`s after the backslash;
    multi-line segments lose `indentation` at each line start, join lines at `\\` + line end,
    and turn CR LF into LF."""
    out = []
    i, n = 0, len(raw)
    line_start = multiline and at_line_start
    prefix = b"#" * hashes
    while i < n:
        if line_start:
            k = 0
            while k < len(indentation) and i < n and raw[i] == indentation[k]:
                i += 1
                k += 1
            line_start = False
            continue
        c = raw[i]
        if multiline and c in b"\r\n":
            out.append(b"\n")
            i += 2 if raw[i:i + 2] == b"\r\n" else 1
            line_start = True
            continue
        j = i + 1 + hashes
        if c == 0x5C and raw[i + 1:j] == prefix and j < n:
            if multiline:
                m = CONTINUATION.match(raw, j)
                if m:
                    i = m.end()
                    line_start = True
                    continue
            e = chr(raw[j])
            if e in SWIFT_ESCAPES:
                out.append(SWIFT_ESCAPES[e].encode())
                i = j + 1
                continue
            if e == "u":
                m = BRACED.match(raw, j + 1)
                if m:
                    out.append(scalar(int(m.group(1), 16)).encode("utf-8", "replace"))
                    i = m.end()
                    continue
            out.append(raw[i:j + 1])
            i = j + 1
            continue
        out.append(raw[i:i + 1])
        i += 1
    return b"".join(out).decode("utf-8", "replace")


JS_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v"}


def decode_js(raw, template):
    """A JavaScript string or template segment's value (template: CR LF and CR become LF)."""
    s = raw.decode("utf-8", "replace")
    out = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if template and c == "\r":
            out.append("\n")
            i += 2 if s[i:i + 2] == "\r\n" else 1
            continue
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        e = s[i + 1]
        if e in JS_ESCAPES:
            out.append(JS_ESCAPES[e])
            i += 2
        elif e in "\n\u2028\u2029":
            i += 2
        elif e == "\r":
            i += 3 if s[i + 2:i + 3] == "\n" else 2
        elif e in "01234567":
            m = re.match(r"[0-3][0-7]{0,2}|[4-7][0-7]?", s[i + 1:])
            out.append(chr(int(m.group(0), 8)))
            i += 1 + len(m.group(0))
        elif e == "x" and re.match(r"[0-9a-fA-F]{2}", s[i + 2:i + 4]):
            out.append(chr(int(s[i + 2:i + 4], 16)))
            i += 4
        elif e == "u":
            braced = re.match(r"\{([0-9a-fA-F]{1,8})\}", s[i + 2:])
            four = re.match(r"[0-9a-fA-F]{4}", s[i + 2:i + 6])
            if braced:
                out.append(scalar(int(braced.group(1), 16)))
                i += 2 + len(braced.group(0))
            elif four:
                value = int(four.group(0), 16)
                i += 6
                low = re.match(r"\\u([dD][c-fC-F][0-9a-fA-F]{2})", s[i:i + 6])
                if 0xD800 <= value <= 0xDBFF and low:
                    value = 0x10000 + ((value - 0xD800) << 10) + (int(low.group(1), 16) - 0xDC00)
                    i += 6
                out.append(scalar(value))
            else:
                out.append("u")
                i += 2
        else:
            out.append(e)
            i += 2
    return "".join(out)


KOTLIN_ESCAPES = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "'": "'", '"': '"', "\\": "\\", "$": "$"}


def decode_kotlin(raw):
    """A Kotlin string segment's or character literal's value: the escapes Kotlin defines
    (`\\uXXXX` with exactly four hex digits, surrogate pairs joined); any other backslash is
    kept with what follows it."""
    s = raw.decode("utf-8", "replace")
    out = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        e = s[i + 1]
        four = re.match(r"[0-9a-fA-F]{4}", s[i + 2:i + 6]) if e == "u" else None
        if e in KOTLIN_ESCAPES:
            out.append(KOTLIN_ESCAPES[e])
            i += 2
        elif four:
            value = int(four.group(0), 16)
            i += 6
            low = re.match(r"\\u([dD][c-fC-F][0-9a-fA-F]{2})", s[i:i + 6])
            if 0xD800 <= value <= 0xDBFF and low:
                value = 0x10000 + ((value - 0xD800) << 10) + (int(low.group(1), 16) - 0xDC00)
                i += 6
            out.append(scalar(value))
        else:
            out.append(s[i:i + 2])
            i += 2
    return "".join(out)


def kotlin_raw(raw):
    """A raw string segment as the compiler reads it: as written, CR LF and CR as LF."""
    return raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n").decode("utf-8", "replace")


# --- tree-sitter nodes to literal entries ----------------------------------------------------------

def walk(node):
    """Every node below `node`, in source order (iterative: deep trees do not hit a limit)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


def position(point):
    """tree-sitter's 0-based (row, byte column) as the lexers' 1-based line and column."""
    return point.row + 1, point.column + 1


def segments(literal, content_start, content_end, interpolations):
    """Splits a literal's content at its interpolations: [(start, end, anchor point, first)]."""
    result = []
    start, anchor, first = content_start, literal.start_point, True
    for interpolation in interpolations:
        result.append((start, interpolation.start_byte, anchor, first))
        start, anchor, first = interpolation.end_byte, interpolation.end_point, False
    result.append((start, content_end, anchor, first))
    return result


class Span:
    """An interpolation's extent, where tree-sitter has no single node for it."""

    def __init__(self, start_byte, end_byte, end_point):
        self.start_byte, self.end_byte, self.end_point = start_byte, end_byte, end_point


def swift_interpolations(literal):
    """The interpolations of a Swift literal, each spanning `\\(` … `)` (or `\\#(` … `)`)."""
    if literal.type == "raw_string_literal":
        return [c for c in literal.children if c.type == "raw_str_interpolation"]
    found = []
    opener = None
    for child in literal.children:
        if child.type == "\\(":
            opener = child
        elif child.type == ")" and opener is not None:
            found.append(Span(opener.start_byte, child.end_byte, child.end_point))
            opener = None
    return found


def swift_string(literal, src):
    """The string entries of one Swift literal (one per non-empty segment when interpolated)."""
    text = src[literal.start_byte:literal.end_byte]
    hashes = len(text) - len(text.lstrip(b"#"))
    # A multi-line literal's opener ends its line (Swift requires it), so `#""""#` is the
    # single-line raw string `""`.
    opener_line = text[hashes + 3:].split(b"\n", 1)[0]
    multiline = text[hashes:hashes + 3] == b'"""' and opener_line.strip(b" \t\r") == b""
    delimiter = 3 if multiline else 1
    content_start = literal.start_byte + hashes + delimiter
    content_end = literal.end_byte - hashes - delimiter
    interpolations = swift_interpolations(literal)
    parts = segments(literal, content_start, content_end, interpolations)
    entries = []
    indentation = b""
    if multiline:
        # The closing delimiter's line: what precedes it is the indentation, and the line end
        # before it is not content.
        line_start = src.rfind(b"\n", 0, content_end) + 1
        if line_start > content_start and src[line_start:content_end].strip(b" \t") == b"":
            indentation = src[line_start:content_end]
            cut = line_start - 1
            if cut > 0 and src[cut - 1:cut] == b"\r":
                cut -= 1
            start, _, anchor, first = parts[-1]
            parts[-1] = (start, max(start, cut), anchor, first)
    for start, end, anchor, first in parts:
        at_line_start = False
        if multiline and first:
            newline = src.find(b"\n", start, end)
            if newline >= 0:
                start, at_line_start = newline + 1, True
            else:
                start = end
        value = decode_swift(src[start:end], hashes, multiline, indentation, at_line_start)
        if interpolations and value == "":
            continue
        entries.append((*position(anchor), value))
    return entries


def in_jsx_attribute(node):
    return node.parent is not None and node.parent.type == "jsx_attribute"


def script_string(literal, src):
    """The string entries of one TypeScript/JavaScript string or template literal."""
    if literal.type == "string":
        raw = src[literal.start_byte + 1:literal.end_byte - 1]
        value = raw.decode("utf-8", "replace") if in_jsx_attribute(literal) else decode_js(raw, False)
        return [(*position(literal.start_point), value)]
    interpolations = [c for c in literal.children if c.type == "template_substitution"]
    entries = []
    for start, end, anchor, _ in segments(literal, literal.start_byte + 1, literal.end_byte - 1, interpolations):
        value = decode_js(src[start:end], True)
        if interpolations and value == "":
            continue
        entries.append((*position(anchor), value))
    return entries


KOTLIN_NAME = re.compile(rb"[A-Za-z_\x80-\xff][A-Za-z0-9_\x80-\xff]*|`[^`\r\n]+`")


def kotlin_short_templates(src, start, end):
    """The `$name` (and `$`name``) templates in a one-line string's content between `start` and
    `end`, as [(dollar, after)] byte offsets, found by Kotlin's rule: a `$` before a name starts
    a template, `\\$` is an escape. tree-sitter-kotlin 1.1.0 reads these as text in one-line
    strings (it finds them in raw strings), so the extents come from the rule, not the tree."""
    found = []
    i = start
    while i < end:
        c = src[i:i + 1]
        if c == b"\\":
            i += 2
            continue
        if c == b"$":
            m = KOTLIN_NAME.match(src, i + 1, end)
            if m:
                found.append((i, m.end()))
                i = m.end()
                continue
        i += 1
    return found


def point_at(src, offset):
    """The 1-based line and byte column of `offset`."""
    line_start = src.rfind(b"\n", 0, offset) + 1
    return src.count(b"\n", 0, offset) + 1, offset - line_start + 1


def kotlin_string(literal, src):
    """The string entries of one Kotlin string, raw string or character literal: one per
    segment between templates (`$name` and `${…}`: `interpolation` nodes, and in one-line
    strings the `$name` templates of `kotlin_short_templates`); a raw string's closing run of
    quotes leaves all but its last three as content."""
    if literal.type == "character_literal":
        return [(*position(literal.start_point), decode_kotlin(src[literal.start_byte + 1:literal.end_byte - 1]))]
    raw = literal.type == "multiline_string_literal"
    delimiter = 3 if raw else 1
    interpolations = [c for c in literal.children if c.type == "interpolation"]
    pieces = []
    for start, end, anchor, _ in segments(literal, literal.start_byte + delimiter, literal.end_byte - delimiter,
                                          interpolations):
        anchor_position = position(anchor)
        if not raw:
            for dollar, after in kotlin_short_templates(src, start, end):
                pieces.append((start, dollar, anchor_position))
                start, anchor_position = after, point_at(src, after)
        pieces.append((start, end, anchor_position))
    templated = len(pieces) > 1
    entries = []
    for start, end, anchor_position in pieces:
        value = kotlin_raw(src[start:end]) if raw else decode_kotlin(src[start:end])
        if templated and value == "":
            continue
        entries.append((*anchor_position, value))
    return entries


def jsx_texts(node, src):
    """JSX text runs: adjacent jsx_text and entity nodes joined, whitespace-only runs left out."""
    entries = []
    run = []

    def flush():
        if run:
            text = src[run[0].start_byte:run[-1].end_byte].decode("utf-8", "replace")
            if text.strip(" \t\r\n\v\f\0"):
                entries.append((*position(run[0].start_point), text))
            run.clear()

    for child in node.children:
        if child.type in ("jsx_text", "html_character_reference") and (not run or run[-1].end_byte == child.start_byte):
            run.append(child)
        else:
            flush()
            if child.type in ("jsx_text", "html_character_reference"):
                run.append(child)
    flush()
    return entries


def oracle(path, src):
    """What tree-sitter finds in one file: {category: [(line, column, text)]}, and error count."""
    language = EXTENSIONS[pathlib.PurePath(path).suffix]
    tree = tree_sitter.Parser(LANGUAGES[language]).parse(src)
    found = {category: [] for category in CATEGORIES}
    errors = 0
    for node in walk(tree.root_node):
        if node.type == "ERROR" or node.is_missing:
            errors += 1
        if language == "kotlin":
            if node.type in ("string_literal", "multiline_string_literal", "character_literal"):
                found["strings"] += kotlin_string(node, src)
        elif language == "swift":
            if node.type in ("line_string_literal", "multi_line_string_literal", "raw_string_literal"):
                found["strings"] += swift_string(node, src)
            elif node.type == "regex_literal":
                found["regexes"].append((*position(node.start_point), node.text.decode("utf-8", "replace")))
        else:
            if node.type in ("string", "template_string") and node.is_named:
                found["strings"] += script_string(node, src)
            elif node.type == "regex":
                found["regexes"].append((*position(node.start_point), node.text.decode("utf-8", "replace")))
            elif node.type in ("jsx_element", "jsx_fragment"):
                found["jsxTexts"] += jsx_texts(node, src)
    return found, errors


# --- comparison ------------------------------------------------------------------------------------

def load_known(path):
    """known-differences.json: [{"path", "category", "side", "text", "reason"}] (a "line" is
    informative only, so editing a corpus file does not invalidate its entries), as a map from
    the difference to its reason and how many times it may occur."""
    known = {}
    if path.exists():
        for entry in json.loads(path.read_text(encoding="utf-8")):
            key = (entry["path"], entry["category"], entry["side"], entry["text"])
            reason, times = known.get(key, (entry["reason"], 0))
            known[key] = (reason, times + 1)
    return known


def compare_file(path, ours, theirs, known):
    """Compares one file's entries; returns ({category: (common, union, excused)}, report lines)."""
    counts, lines = {}, []
    for category in CATEGORIES:
        mine = collections.Counter(tuple(e) for e in ours.get(category, []))
        oracle_entries = collections.Counter(theirs[category])
        common = sum((mine & oracle_entries).values())
        excused = 0
        for side, entries in (("lexer", mine - oracle_entries), ("tree-sitter", oracle_entries - mine)):
            for (line, column, text), times in sorted(entries.items()):
                for _ in range(times):
                    key = (path, category, side, text)
                    reason, left = known.get(key, (None, 0))
                    if left:
                        known[key] = (reason, left - 1)
                        excused += 1
                        lines.append(f"  ~ {category} only in {side} at {line}:{column} {text!r} (known: {reason})")
                    else:
                        lines.append(f"  - {category} only in {side} at {line}:{column} {text!r}")
        union = sum((mine | oracle_entries).values())
        counts[category] = (common, union, excused)
    return counts, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dump", required=True, type=pathlib.Path, help="the lexers' JSON dump")
    parser.add_argument("--root", type=pathlib.Path, default=HERE.parent.parent, help="the package root")
    parser.add_argument("--min-agreement", type=float, default=1.0, help="the lowest passing rate (0..1)")
    parser.add_argument("--known", type=pathlib.Path, default=HERE / "known-differences.json")
    parser.add_argument("--quiet", action="store_true", help="list only files with differences")
    args = parser.parse_args()

    try:
        dump = json.loads(args.dump.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"compare: cannot read the dump {args.dump}: {error}", file=sys.stderr)
        return 2
    lexed = {entry["path"]: entry for entry in dump["files"]}
    known = load_known(args.known)
    totals = {category: [0, 0, 0] for category in CATEGORIES}
    for path in sorted(set(corpus(args.root)) | set(lexed)):
        theirs, errors = oracle(path, (args.root / path).read_bytes())
        counts, lines = compare_file(path, lexed.get(path, {}), theirs, known)
        if path not in lexed:
            lines.insert(0, "  ! the lexers' dump has no entry for this file")
        if errors:
            lines.append(f"  ! tree-sitter reports {errors} syntax error node(s) in this file")
        for category, values in counts.items():
            totals[category] = [a + b for a, b in zip(totals[category], values)]
        if lines or not args.quiet:
            summary = ", ".join(f"{category} {common}/{union}" for category, (common, union, _) in counts.items() if union)
            print(f"{path}: {summary or 'no literals'}")
            for line in lines:
                print(line)

    failed = False
    print()
    for category, (common, union, excused) in totals.items():
        rate = (common + excused) / union if union else 1.0
        print(f"TOTAL {category}: {common} of {union} agree ({common / union if union else 1:.2%}); "
              f"{excused} known difference(s); agreement with them excused {rate:.2%}")
        failed |= rate < args.min_agreement
    for key, (reason, left) in known.items():
        if left:
            print(f"stale known difference (not seen {left} time(s)): {key}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
