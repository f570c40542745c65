#!/usr/bin/env python3
"""The folders of each target (TARGETS) are layers: each may use only the folders below it,
so the folder dependency graph has no cycle. Run by scripts/lint (with --self-test first).

    scripts/layers.py [ROOT]     check ROOT (default: every target in TARGETS); exit 1 on a violation
    scripts/layers.py --graph    print every folder edge with one use as evidence
    scripts/layers.py --self-test  check the checker on two tiny fixture trees (one with a cycle)

How a use is found, with a small Swift tokenizer (comments, string literals and regex literals
skipped; the code inside a string interpolation is read as code):

- A folder is the first path component under ROOT (`Git/Index/IndexFile.swift` is in `Git`);
  the files directly in ROOT form the layer `.`.
- A file *declares* its top-level types, functions, `let`s, `var`s and typealiases: they belong
  to the file's folder. Any identifier of that name in another folder, not preceded by `.`, is a
  use of that folder.
- Members declared directly inside an `extension` belong to the folder of the file holding the
  extension, not to the extended type's folder: calling them needs that file's code, so
  `workspace.runConstants()` from Hooks is a use of Constants even though `Workspace` lives in
  Workspace. Member names are not resolved by type, so such a member counts only where it is
  unambiguous: its name is declared (as a member, local, parameter or anything else) in no other
  folder, and it is not a standard-library requirement name (STDLIB_NAMES). A use is then any
  identifier of that name, after `.` or bare.
- Argument labels at a call (`f(name: x)`) are not uses.

A use that goes up the order (or reaches a folder missing from LAYERS) fails, and every cycle of
the folder graph is printed edge by edge, each with one `path:line` use as evidence.
"""
import os
import re
import sys
import tempfile

# The allowed order of each target's folders, lowest first: a folder may use only folders listed
# before it. "." is the files directly in the target's folder. Mirrored in CONTRIBUTING.md
# ("Layout"); the check fails when the two disagree.
TARGETS = {
    "Sources/ContractCheck": [
        ".",
        "System",
        "Git",
        "Findings",
        "Lexers",
        "Declarations",
        "Shapes",
        "Messages",
        "IfChange",
        "Config",
        "Workspace",
        "Constants",
        "Tripwire",
        "Judgement",
        "Hooks",
        "CI",
        "Audit",
        "Parity",
        "Explain",
        "Init",
        "Install",
    ],
    "Sources/AnchorManifest": [
        "System",
        "Markdown",
        ".",
        "Manifest",
        "Constants",
        "Anchors",
    ],
    "Sources/contract-check": [
        "Arguments",
        "Output",
        "Commands",
        ".",
    ],
}
LAYERS = TARGETS["Sources/ContractCheck"]

# Member names a standard-library protocol requires or the standard library itself declares on
# its types: an extension that implements one does not make every `.description` a use of it.
STDLIB_NAMES = {
    "description", "debugDescription", "hash", "hashValue", "encode", "makeIterator", "next",
    "count", "isEmpty", "first", "last", "startIndex", "endIndex", "index", "rawValue", "id",
    "errorDescription", "callAsFunction", "contains", "map", "filter",
}

KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "Any", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "actor", "package", "some", "any", "consuming", "borrowing",
    "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned", "convenience",
    "required", "dynamic", "nonisolated", "indirect", "get", "set", "willSet", "didSet", "_",
}
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
VALUE_KINDS = {"func", "let", "var", "typealias", "case"}
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def tokenize(text):
    """(kind, text, line) for each token of Swift source: kind is "id" or "p" (punctuation);
    comments, string and regex literal text, numbers and `$0` are dropped; interpolated code stays."""
    tokens = []
    i, line, n = 0, 1, len(text)
    # A stack of open interpolations: each entry is (hashes, multiline, paren depth in the code).
    interpolations = []

    def string_body(i, line, hashes, multiline):
        """Skips string text from i; returns (i, line, done): done is False at an interpolation."""
        closer = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape, i):
                after = i + len(escape)
                if after < n and text[after] == "(":
                    return after + 1, line, False
                i = after + 1
                continue
            if text.startswith(closer, i):
                return i + len(closer), line, True
            if text[i] == "\n":
                line += 1
            i += 1
        return i, line, True

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r":
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += text[i] == "\n"
                    i += 1
        elif c == "#" or c == '"':
            hashes = 0
            while i + hashes < n and text[i + hashes] == "#":
                hashes += 1
            rest = i + hashes
            if rest < n and text[rest] == '"':
                multiline = text.startswith('"""', rest)
                i, line, done = string_body(rest + (3 if multiline else 1), line, hashes, multiline)
                if not done:
                    interpolations.append((hashes, multiline, 0))
            elif hashes and rest < n and text[rest] == "/":
                end = text.find("/" + "#" * hashes, rest + 1)
                end = n if end < 0 else end + 1 + hashes
                line += text.count("\n", i, end)
                i = end
            elif hashes and rest < n and IDENT.match(text, rest):
                i = IDENT.match(text, rest).end()  # #if, #available, #file: not a use
            else:
                tokens.append(("p", "#", line))
                i += max(hashes, 1)
        elif c == "`":
            end = text.find("`", i + 1)
            tokens.append(("id", text[i + 1:end], line))
            i = end + 1
        elif c == "$" or c.isdigit():
            i += 1
            while i < n and (text[i].isalnum() or text[i] == "_"):
                i += 1
        elif IDENT.match(text, i):
            word = IDENT.match(text, i).group()
            tokens.append(("id", word, line))
            i += len(word)
        else:
            if interpolations and c in "()":
                hashes, multiline, depth = interpolations[-1]
                if c == ")" and depth == 0:
                    interpolations.pop()
                    i, line, done = string_body(i + 1, line, hashes, multiline)
                    if not done:
                        interpolations.append((hashes, multiline, 0))
                    continue
                interpolations[-1] = (hashes, multiline, depth + (1 if c == "(" else -1))
            tokens.append(("p", c, line))
            i += 1
    return tokens


class FileFacts:
    """What one file declares and which identifiers it uses."""

    def __init__(self, path, folder):
        self.path, self.folder = path, folder
        self.top_level = {}  # name -> line
        self.extension_members = {}  # name -> line
        self.other_names = set()  # members of type bodies, locals, parameters, cases
        self.uses = []  # (name, line, after_dot)


def read_file(path, folder):
    """Declarations and uses of one Swift file, from its tokens and their brace nesting. The
    names `main.swift` declares at the top level are the program's start, which no other file
    names, so they are left out."""
    with open(path, encoding="utf-8") as source:
        tokens = tokenize(source.read())
    facts = FileFacts(path, folder)
    scopes = []  # one entry per open brace: "extension", "type" or "code"
    pending = None  # the kind of the type declaration whose `{` comes next
    brackets = []  # open ( and [ for argument labels
    declared = set()  # token indices that are declared names, not uses
    for index, (kind, word, line) in enumerate(tokens):
        previous = tokens[index - 1] if index else ("p", "", 0)
        following = tokens[index + 1] if index + 1 < len(tokens) else ("p", "", 0)
        if kind == "p":
            if word == "{":
                scopes.append(pending or "code")
                pending = None
            elif word == "}" and scopes:
                scopes.pop()
            elif word in "([":
                brackets.append(word)
            elif word in ")]" and brackets:
                brackets.pop()
            continue
        if word in TYPE_KINDS and following[0] == "id" and following[1] not in KEYWORDS:
            pending = "extension" if word == "extension" else "type"
            if word != "extension":
                record(facts, scopes, following[1], line)
                declared.add(index + 1)
            continue
        if word in VALUE_KINDS and following[0] == "id" and following[1] not in KEYWORDS:
            record(facts, scopes, following[1], line)
            declared.add(index + 1)
            continue
        if word in KEYWORDS or index in declared or previous[1] == "import":
            continue
        if following[1] == ":" and previous[1] in "(," and brackets and brackets[-1] == "(":
            facts.other_names.add(word)  # an argument label or a parameter name
            continue
        if following[0] == "id" and following[1] not in KEYWORDS and previous[1] in "(,":
            tail = tokens[index + 2] if index + 2 < len(tokens) else ("p", "", 0)
            if tail[1] == ":":  # `label name: Type` in a parameter list
                facts.other_names.add(word)
                continue
        if following[1] in (",", "in") and previous[1] in ("{", ",", "(") and closure_head(tokens, index):
            facts.other_names.add(word)
            continue
        facts.uses.append((word, line, previous[1] == "."))
    if os.path.basename(path) == "main.swift":
        facts.top_level = {}
    return facts


def closure_head(tokens, index):
    """Whether the identifier at index is a closure parameter: `{ a, b in` or `{ (a, b) in`."""
    for kind, word, _ in tokens[index:index + 16]:
        if word == "in":
            return True
        if kind == "p" and word not in ",()_":
            return False
    return False


def record(facts, scopes, name, line):
    """Files a declared name as top-level, an extension's member, or anything else."""
    if not scopes:
        facts.top_level.setdefault(name, line)
    elif scopes[-1] == "extension":
        facts.extension_members.setdefault(name, line)
        facts.other_names.add(name)
    else:
        facts.other_names.add(name)


def folder_of(root, path):
    relative = os.path.relpath(path, root)
    parts = relative.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def gather(root):
    """FileFacts for every Swift file under root, sorted by path."""
    files = []
    for directory, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                files.append(read_file(path, folder_of(root, path)))
    return sorted(files, key=lambda facts: facts.path)


def edges_of(files):
    """{(from, to): (path, line, name)}: the first use of each folder edge."""
    top_level = {}
    for facts in files:
        for name in facts.top_level:
            top_level.setdefault(name, set()).add(facts.folder)
    members, names_by_folder = {}, {}
    for facts in files:
        names_by_folder.setdefault(facts.folder, set()).update(facts.other_names, facts.top_level)
        for name in facts.extension_members:
            members.setdefault(name, set()).add(facts.folder)
    unambiguous = {}
    for name, folders in members.items():
        if len(folders) != 1 or name in STDLIB_NAMES or name in top_level:
            continue
        (owner,) = folders
        if all(name not in names for folder, names in names_by_folder.items() if folder != owner):
            unambiguous[name] = owner
    edges = {}
    for facts in files:
        for name, line, after_dot in facts.uses:
            targets = set() if after_dot else set(top_level.get(name, ()))
            if name in unambiguous:
                targets.add(unambiguous[name])
            for target in sorted(targets - {facts.folder}):
                edges.setdefault((facts.folder, target), (facts.path, line, name))
    return edges


def cycles_of(edges):
    """Cycles that together hold every edge inside a strongly connected component: for each such
    edge, the shortest way back, so that breaking the cycles printed breaks them all."""
    graph = {}
    for source, target in edges:
        graph.setdefault(source, set()).add(target)
        graph.setdefault(target, set())
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def connect(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(set(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    cycles, covered = [], set()
    for component in components:
        for source in sorted(component):
            for target in sorted(graph[source] & component):
                if (source, target) in covered:
                    continue
                cycle = [source] + shortest_path(graph, target, source, component)
                cycles.append(cycle)
                covered.update(zip(cycle, cycle[1:]))
    return cycles


def shortest_path(graph, start, goal, inside):
    """The folders from start to goal inside the component, by breadth-first search."""
    paths, queue = {start: [start]}, [start]
    while queue:
        node = queue.pop(0)
        if node == goal:
            return paths[node]
        for target in sorted(graph[node] & inside):
            if target not in paths:
                paths[target] = paths[node] + [target]
                queue.append(target)
    return [start, goal]


def check(root, out, layers=None):
    """Prints each cycle and each use against `layers` (LAYERS when not given) to out; returns
    the number of problems."""
    edges = edges_of(gather(root))
    problems = 0
    for cycle in cycles_of(edges):
        problems += 1
        print(f"layers: cycle {' -> '.join(cycle)}", file=out)
        for source, target in zip(cycle, cycle[1:]):
            path, line, name = edges[(source, target)]
            print(f"{path}:{line}: {source} uses {target} ({name})", file=out)
    rank = {folder: position for position, folder in enumerate(LAYERS if layers is None else layers)}
    for (source, target), (path, line, name) in sorted(edges.items()):
        for folder in (source, target):
            if folder not in rank:
                problems += 1
                print(f"{path}:{line}: layers: folder {folder} is not in LAYERS (scripts/layers.py)", file=out)
        if source in rank and target in rank and rank[target] > rank[source]:
            problems += 1
            print(f"{path}:{line}: layers: {source} uses {target} ({name}), which is above it in LAYERS", file=out)
    return problems


FIXTURES = {
    "cycle": {
        "Low/Base.swift": 'struct Base {\n    let top = Top()  // uses Top, the cycle\n}\n',
        "High/Top.swift": 'struct Top {\n    let base: Base? = nil\n}\n',
    },
    "clean": {
        "Low/Base.swift": 'struct Base {\n    let text = "Top() \\(1)"  /* Top */\n    var size: Int { mirror.Top }\n}\n'
        '// Top\nlet fence = #"Top"#\n',
        "High/Top.swift": 'struct Top {\n    let base = Base()\n    let label = "\\(Base().text)"\n}\n',
        "High/Base+Label.swift": 'extension Base {\n    var highLabel: String { "" }\n}\n',
        "Mid/Use.swift": 'func use(_ base: Base) -> Int { f(Top: 1) }\n',
    },
}


def self_test():
    """The checker on fixture trees: the cycle is found with its evidence, the clean tree passes
    (names in comments, strings, argument labels and after `.` are not uses, the code of an
    interpolation is), and an extension's member is
    a use of the extension's folder."""
    global LAYERS
    saved, LAYERS = LAYERS, ["Low", "Mid", "High"]
    failures = []
    try:
        with tempfile.TemporaryDirectory() as root:
            for tree, files in FIXTURES.items():
                for path, text in files.items():
                    os.makedirs(os.path.join(root, tree, os.path.dirname(path)), exist_ok=True)
                    with open(os.path.join(root, tree, path), "w", encoding="utf-8") as file:
                        file.write(text)

            class Lines(list):
                def write(self, text):
                    self.append(text)

            out = Lines()
            cycle_problems = check(os.path.join(root, "cycle"), out)
            report = "".join(out).replace(root + os.sep, "")
            expected = [
                "layers: cycle High -> Low -> High",
                "cycle/High/Top.swift:2: High uses Low (Base)",
                "cycle/Low/Base.swift:2: Low uses High (Top)",
            ]
            if cycle_problems != 2 or any(line not in report for line in expected):
                failures.append(f"the cycle tree: {cycle_problems} problems\n{report}")
            out = Lines()
            clean_problems = check(os.path.join(root, "clean"), out)
            if clean_problems != 0:
                failures.append("the clean tree: " + "".join(out))
            base = read_file(os.path.join(root, "clean", "Low/Base.swift"), "Low")
            uses = {name for name, _, after_dot in base.uses if not after_dot}
            if "Top" in uses:
                failures.append(f"the clean tree: Top read as a use in {sorted(uses)}")
            top = read_file(os.path.join(root, "clean", "High/Top.swift"), "High")
            if ("text", 3, True) not in top.uses:  # inside an interpolation: code
                failures.append(f"an interpolation's code not read: {top.uses}")
            FIXTURES["clean"]["Mid/Use.swift"] += "let label = Base().highLabel\n"
            with open(os.path.join(root, "clean", "Mid/Use.swift"), "w", encoding="utf-8") as file:
                file.write(FIXTURES["clean"]["Mid/Use.swift"])
            out = Lines()
            if check(os.path.join(root, "clean"), out) != 1 or "Mid uses High (highLabel)" not in "".join(out):
                failures.append("an extension member: " + "".join(out))
    finally:
        LAYERS = saved
    for failure in failures:
        print(f"layers --self-test: {failure}", file=sys.stderr)
    return 1 if failures else 0


def mirror_problems(contributing="CONTRIBUTING.md"):
    """Whether CONTRIBUTING.md's layout section still lists each target's layers, in order."""
    with open(contributing, encoding="utf-8") as file:
        text = " ".join(file.read().split())
    problems = 0
    for target, layers in TARGETS.items():
        listed = " → ".join(f"`{folder}`" for folder in layers)
        if listed not in text:
            problems += 1
            print(f"{contributing}: layers: the layout section does not list the layers of {target} "
                  f"(TARGETS in scripts/layers.py): {listed}", file=sys.stderr)
    return problems


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return self_test()
    if arguments[:1] == ["--graph"]:
        roots = arguments[1:] or list(TARGETS)
        for root in roots:
            for (source, target), (path, line, name) in sorted(edges_of(gather(root)).items()):
                print(f"{source} -> {target}: {path}:{line} ({name})")
        return 0
    if arguments:
        root = arguments[0]
        problems = check(root, sys.stderr, TARGETS.get(os.path.normpath(root), LAYERS))
    else:
        problems = sum(check(root, sys.stderr, layers) for root, layers in TARGETS.items()) + mirror_problems()
    if problems:
        print(f"layers: {problems} problem(s); the order is TARGETS in scripts/layers.py", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
