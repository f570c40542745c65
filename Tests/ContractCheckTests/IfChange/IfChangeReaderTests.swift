import Testing

@testable import ContractCheck

/// The directive reader: one comment-agnostic line scanner, read as a table of lines, then
/// whole files (blocks, labelled regions, what is malformed), then targets.
@Suite struct IfChangeReaderTests {
    typealias D = IfChangeDirective

    static let lines: [(String, D?)] = [
        ("// LINT.IfChange", .ifChange(label: nil)),
        ("# LINT.IfChange", .ifChange(label: nil)),
        ("-- LINT.IfChange", .ifChange(label: nil)),
        ("; LINT.IfChange", .ifChange(label: nil)),
        ("% LINT.IfChange", .ifChange(label: nil)),
        ("/* LINT.IfChange */", .ifChange(label: nil)),
        (" * LINT.IfChange", .ifChange(label: nil)),
        ("<!-- LINT.IfChange -->", .ifChange(label: nil)),
        ("{{/* LINT.IfChange */}}", .ifChange(label: nil)),
        ("/// LINT.IfChange", .ifChange(label: nil)),
        ("    ## LINT.IfChange", .ifChange(label: nil)),
        ("LINT.IfChange", .ifChange(label: nil)),
        ("// LINT.IfChange()", .ifChange(label: nil)),
        ("// LINT.IfChange(limits)", .ifChange(label: "limits")),
        ("// LINT.IfChange(\"limits\")", .ifChange(label: "limits")),
        ("# LINT.IfChange('limits')", .ifChange(label: "limits")),
        ("// LINT.IfChange(@ignore)", .ignoreRest),
        ("// LINT.ThenChange(a.py)", .thenChange(targets: ["a.py"])),
        ("// LINT.ThenChange()", .thenChange(targets: [])),
        (
            "# LINT.ThenChange(//docs/limits.md:upload, ../web/src/limits.ts)",
            .thenChange(targets: ["//docs/limits.md:upload", "../web/src/limits.ts"])
        ),
        ("// LINT.ThenChange([\"a.py\", 'b.py'])", .thenChange(targets: ["a.py", "b.py"])),
        ("// LINT.ThenChange(\"a.py\")", .thenChange(targets: ["a.py"])),
        ("<!-- LINT.ThenChange(//src/x.swift#x) -->", .thenChange(targets: ["//src/x.swift#x"])),
        ("// LINT.ThenChange(", .thenChangeOpen(targets: [])),
        ("// LINT.ThenChange(a.py,", .thenChangeOpen(targets: ["a.py"])),
        ("// LINT.Label(x)", .label("x")),
        ("// LINT.Label(\"x\")", .label("x")),
        ("// LINT.EndLabel", .endLabel),
        ("// LINT.IfChange keep these in sync", nil),
        ("// LINT.ThenChange(a.py) and the docs", nil),
        ("// See LINT.IfChange", nil),
        ("// LINT.IfChanged", nil),
        ("// LINT.Label()", nil),
        ("let x = 1 // LINT.IfChange", nil),
        ("", nil),
    ]

    @Test(arguments: lines)
    func readsOneLine(line: String, expected: D?) {
        #expect(IfChangeLineScanner.directive(Array(line.utf8)[...]) == expected, "\(line)")
    }

    typealias Block = IfChangeFile.Block

    static let files: [(String, [Block], [IfChangeFile.Problem])] = [
        (
            """
            # LINT.IfChange(limits)
            MAX_UPLOAD_MB = 25
            # LINT.ThenChange(//docs/limits.md:upload, ../web/src/limits.ts)
            """,
            [
                Block(
                    label: "limits", ifLine: 1, thenLine: 3,
                    targets: ["//docs/limits.md:upload", "../web/src/limits.ts"])
            ],
            []
        ),
        (
            """
            // LINT.IfChange
            a
            // LINT.ThenChange(
            //     "one.ts",
            //     two.ts,
            // )
            """,
            [Block(label: nil, ifLine: 1, thenLine: 3, targets: ["one.ts", "two.ts"])], []
        ),
        (
            """
            /* LINT.IfChange
             */
            x
            /* LINT.ThenChange(
                 a.ts,
                 b.ts) */
            """,
            [Block(label: nil, ifLine: 1, thenLine: 4, targets: ["a.ts", "b.ts"])], []
        ),
        (
            """
            Example:
            ```
            // LINT.IfChange
            // LINT.ThenChange(a.py)
            ```
            """,
            [], []
        ),
        ("// LINT.IfChange\nx\n", [], [.unmatchedIfChange(line: 1)]),
        ("x\n// LINT.ThenChange(a.py)\n", [], [.unmatchedThenChange(line: 2)]),
        (
            "// LINT.IfChange\n// LINT.IfChange\n// LINT.ThenChange(a.py)\n",
            [Block(label: nil, ifLine: 2, thenLine: 3, targets: ["a.py"])], [.unmatchedIfChange(line: 1)]
        ),
        (
            "// LINT.IfChange\n// LINT.ThenChange(a.py,\n", [],
            [.unterminatedThenChange(line: 2)]
        ),
        (
            "# LINT.IfChange(outer)\n# LINT.IfChange(inner)\nx\n# LINT.ThenChange(a.py)\ny\n# LINT.ThenChange(b.py)\n",
            [
                Block(label: "inner", ifLine: 2, thenLine: 4, targets: ["a.py"]),
                Block(label: "outer", ifLine: 1, thenLine: 6, targets: ["b.py"]),
            ], []
        ),
        ("// LINT.Label(x)\ny\n", [], [.unmatchedLabel(line: 1, label: "x")]),
        ("y\n// LINT.EndLabel\n", [], [.unmatchedEndLabel(line: 2)]),
        (
            "# LINT.IfChange(x)\n# LINT.ThenChange()\n# LINT.Label(x)\n# LINT.EndLabel\n",
            [Block(label: "x", ifLine: 1, thenLine: 2, targets: [])], [.duplicateLabel(line: 3, label: "x")]
        ),
        ("# LINT.IfChange(@ignore)\n# LINT.IfChange\n# LINT.ThenChange(a)\n# LINT.IfChange\n", [], []),
    ]

    @Test(arguments: files)
    func readsAFile(text: String, blocks: [Block], problems: [IfChangeFile.Problem]) {
        let file = IfChangeFile(Array(text.utf8))
        #expect(file.blocks == blocks, "\(text)")
        #expect(file.problems == problems, "\(text)")
    }

    @Test func labelledRegionsComeFromBlocksAndLabels() {
        let file = IfChangeFile(
            Array("# LINT.IfChange(a)\n1\n# LINT.ThenChange()\n# LINT.Label(b)\n2\n# LINT.EndLabel\n".utf8))
        #expect(file.regions == [.init(label: "a", start: 1, end: 3), .init(label: "b", start: 4, end: 6)])
    }

    /// Bad input is only text: NUL bytes, invalid UTF-8 and a huge line, in linear work.
    @Test func badBytesAreOnlyText() {
        var bytes = Array("// LINT.IfChange\n\u{0}\u{0}".utf8) + [0xFF, 0xFE, 10]
        bytes += [UInt8](repeating: UInt8(ascii: "("), count: 2_000_000) + [10]
        bytes += Array("// LINT.ThenChange(a\u{0}b.py)\n".utf8)
        let file = IfChangeFile(bytes)
        #expect(file.blocks.count == 1)
        #expect(file.blocks.first?.thenLine == 4)
    }

    @Test func anOpenThenChangeOverBadBytesIsUnterminated() {
        let open = IfChangeFile(Array("// LINT.ThenChange(".utf8) + [UInt8](repeating: 0xFF, count: 1_000_000))
        #expect(open.problems == [.unterminatedThenChange(line: 1)])
    }

    static let targets: [(String, String, [String], String?, Bool)] = [
        ("//docs/limits.md", "app/x.py", ["docs/limits.md"], nil, false),
        ("/docs/limits.md", "app/x.py", ["docs/limits.md"], nil, false),
        ("limits.ts", "app/x.py", ["app/limits.ts", "limits.ts"], nil, false),
        ("../web/limits.ts", "app/x.py", ["web/limits.ts"], nil, false),
        ("//docs/limits.md:upload", "x.py", ["docs/limits.md"], "upload", false),
        ("docs/limits.md#upload", "x.py", ["docs/limits.md"], "upload", false),
        (":upload", "app/x.py", [], "upload", false),
        ("#upload", "app/x.py", [], "upload", false),
        ("web/", "x.py", ["web"], nil, true),
    ]

    @Test(arguments: targets)
    func readsATarget(text: String, from: String, candidates: [String], label: String?, isFolder: Bool) {
        let target = IfChangeTarget(text, from: from)
        #expect(target?.candidates == candidates)
        #expect(target?.label == label)
        #expect(target?.isFolder == isFolder)
    }

    @Test(arguments: ["<path>", "path/to/<file>", "some file.py", "", "../../x.py"])
    func aPlaceholderIsNoTarget(text: String) {
        #expect(IfChangeTarget(text, from: "a/b.py") == nil)
    }
}
