import Testing

@testable import AnchorManifest

/// cmark-gfm checks each node it appends against all its ancestors, so a deep list followed by
/// many lines costs depth × lines (16,000 nested `- ` and 16,000 lazy lines, 64 KB: seconds;
/// twice that: five times as long). `MarkdownNesting` bounds the depth from the line starts
/// before cmark-gfm sees the document, and `CmarkReader` refuses past the limit with the line.
@Suite struct MarkdownNestingTests {
    /// What one line can nest: its markers plus half its other indentation.
    @Test(arguments: [
        ("x", 0), ("- x", 1), ("- - - x", 3), ("      - x", 4), ("> > x", 2), (">>> x", 3), ("1. 2) x", 2),
        ("---", 0), ("-x", 0), ("\t- x", 3), ("* * *", 3), ("  > -   x", 4), ("123456789. x", 1),
        ("1234567890. x", 0), ("-", 1), ("- \t- x", 4),
    ])
    func lineBounds(_ line: String, _ bound: Int) {
        #expect(MarkdownNesting.bound(Array(line.utf8), from: 0) == bound)
    }

    /// The quadratic input: a deep list on one line, then lazy continuation lines (each one
    /// appended 16,000 levels deep). Refused at its line, before cmark-gfm.
    @Test func aDeepListWithLazyLinesIsRefusedAtItsLine() throws {
        let markdown =
            "# Contract\n\n## Anchor manifest\n\n```\na.txt\n```\n\n" + String(repeating: "- ", count: 16_000) + "x\n"
            + String(repeating: "y\n", count: 16_000)
        let document = CmarkReader.parse(markdown)
        #expect(document.blocks.isEmpty)
        #expect(document.tooDeep == MarkdownDocument.TooDeep(line: 9, depth: 16_000))
        let error = try #require(throws: AnchorManifestError.self) {
            try ManifestParser().parse(document, path: "d.md")
        }
        #expect(
            error.description
                == "d.md:9: error: This line can nest block quotes and lists 16000 deep, past the 64 contract-check "
                + "reads (the Markdown parser's time grows with the square of the depth); nest them less deeply.")
    }

    /// A list nested by indentation (two columns a level) is refused on the first line past the
    /// limit; one nested as deep as the limit is read.
    @Test func indentedNesting() {
        let lines = (0..<200).map { String(repeating: "  ", count: $0) + "- x\n" }
        #expect(CmarkReader.parse(lines.joined()).tooDeep == MarkdownDocument.TooDeep(line: 65, depth: 65))
        let within = CmarkReader.parse(lines.prefix(64).joined())
        #expect(within.tooDeep == nil)
        #expect(!within.blocks.isEmpty)
    }
}
