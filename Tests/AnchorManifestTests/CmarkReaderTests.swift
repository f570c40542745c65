import Testing

@testable import AnchorManifest

/// What the fuzzer (`scripts/fuzz/run`, target `Markdown`) found in the cmark-gfm → model copy.
///
/// Deeply nested Markdown: cmark-gfm parses any depth, but the model used to copy it node by
/// node with recursion, so a few thousand nested quotes, list items or emphasis marks overflowed
/// the stack (`contract-check manifest` died with signal 11). The model now nests at most
/// `CmarkReader.maxDepth` levels and keeps what is below as flat children; block quotes and
/// lists that could nest deeper than `MarkdownNesting.maximumDepth` are not parsed at all.
@Suite struct CmarkReaderTests {
    static let depth = 100_000

    /// The deepest nesting of blocks, and of inlines within a block, without recursion.
    static func modelDepth(_ document: MarkdownDocument) -> (blocks: Int, inlines: Int) {
        var deepestBlock = 0
        var deepestInline = 0
        var blocks = document.blocks.map { ($0, 1) }
        while let (block, depth) = blocks.popLast() {
            deepestBlock = max(deepestBlock, depth)
            blocks += block.children.map { ($0, depth + 1) }
            var inlines = block.inlines.map { ($0, 1) }
            while let (inline, inlineDepth) = inlines.popLast() {
                deepestInline = max(deepestInline, inlineDepth)
                inlines += inline.children.map { ($0, inlineDepth + 1) }
            }
        }
        return (deepestBlock, deepestInline)
    }

    /// 100,000 nested quotes around an indented code block, and 100,000 nested list items: past
    /// `MarkdownNesting.maximumDepth`, so not handed to cmark-gfm (quadratic in the depth, see
    /// `MarkdownNestingTests`); the manifest parser refuses the document with the line.
    @Test func nestedBlockQuotesAndListItemsAreRefused() throws {
        let quotes = CmarkReader.parse(
            "## Anchor manifest\n\n" + String(repeating: ">", count: Self.depth) + "     a.txt\n")
        #expect(quotes.blocks.isEmpty)
        #expect(quotes.tooDeep == MarkdownDocument.TooDeep(line: 3, depth: Self.depth + 2))
        #expect(
            throws: AnchorManifestError(
                document: "d.md", line: 3, problem: .nestedTooDeep(depth: Self.depth + 2, limit: 64))
        ) {
            try ManifestParser().parse(quotes, path: "d.md")
        }
        let items = CmarkReader.parse(String(repeating: "- ", count: Self.depth) + "Path conventions `root/`\n")
        #expect(items.tooDeep == MarkdownDocument.TooDeep(line: 1, depth: Self.depth))
        #expect(
            throws: AnchorManifestError(
                document: "d.md", line: 1, problem: .nestedTooDeep(depth: Self.depth, limit: 64))
        ) {
            try ConstantsParser().parse(items, path: "d.md")
        }
    }

    /// At the limit, cmark-gfm reads it; the model keeps its code block.
    @Test func nestingAtTheLimitIsRead() throws {
        let depth = MarkdownNesting.maximumDepth
        let markdown = "## Anchor manifest\n\n" + String(repeating: ">", count: depth - 2) + "     a.txt\n"
        let document = CmarkReader.parse(markdown)
        #expect(document.tooDeep == nil)
        #expect(Self.modelDepth(document).blocks <= CmarkReader.maxDepth)
        let manifest = try ManifestParser().parse(document, path: "d.md")
        #expect(manifest.entries.map(\.path) == ["a.txt"])
        #expect(manifest.entries.map(\.line) == [3])
        let items = CmarkReader.parse(String(repeating: "- ", count: depth) + "Path conventions `root/`\n")
        #expect(items.tooDeep == nil)
        #expect(PathConventions.parse(items).roots == ["root/"])
    }

    @Test func nestedEmphasisKeepsItsText() {
        let stars = String(repeating: "*", count: Self.depth)
        let document = CmarkReader.parse("# " + stars + "Anchor `manifest`" + stars + "\n")
        #expect(Self.modelDepth(document).inlines <= CmarkReader.maxDepth)
        #expect(document.sections.map(\.title) == ["Anchor manifest"])
    }

    @Test func shallowNestingIsUnchanged() {
        let document = CmarkReader.parse("> - *a **b** c*\n")
        #expect(Self.modelDepth(document) == (blocks: 4, inlines: 3))
        #expect(document.blocks.first?.descendants.map(\.plainText) == ["", "", "", "a b c"])
    }

    /// A paragraph that runs straight into a table: cmark-gfm 0.29.0.gfm.6 gives it line 0 (and
    /// its inlines too), which put §8 findings at `doc.md:0`. Minimal input: "- ~\n |o\n  -|-".
    @Test func paragraphBeforeATableKeepsItsLine() throws {
        let document = CmarkReader.parse("# Mirrored constants\n\n- ~\n |o\n  -|-\n")
        let constants = try ConstantsParser().parse(document, path: "d.md")
        #expect(constants.bullets.map(\.line) == [3])

        let top = CmarkReader.parse("x\n\nPath conventions: `a/`\nAbc|Def\n---|---\n")
        #expect(top.blocks.map(\.line) == [1, 3, 3])
        #expect(top.blocks.dropFirst().first?.inlines.allSatisfy { $0.line == 3 } == true)
        #expect(PathConventions.parse(top) == PathConventions(roots: ["a/"], line: 3))
    }

    /// cmark-gfm guards none of its process-wide state (the extension registry and the node-type
    /// numbers extensions take when registered), and the suite once aborted in its `finalize`
    /// while two tests parsed at once. Parses from many tasks at once, with the table extension
    /// and without, give exactly the model the same parses give one at a time.
    @Test func parsesFromManyTasksAtOnceEqualParsesOneAtATime() async {
        let documents = (0..<48).map { index in
            "# Doc \(index)\n\n| side | anchor |\n|---|---|\n| web | `a\(index).ts` |\n\n"
                + String(repeating: "- item *\(index)* `x`\n  > quote\n", count: 1 + index % 7)
        }
        let serial = documents.enumerated().map { CmarkReader.parse(Array($1.utf8), tables: $0 % 2 == 0) }
        let parallel = await withTaskGroup(of: (Int, MarkdownDocument).self) { group in
            for (index, text) in documents.enumerated() {
                group.addTask { (index, CmarkReader.parse(Array(text.utf8), tables: index % 2 == 0)) }
            }
            var out = [MarkdownDocument?](repeating: nil, count: documents.count)
            for await (index, document) in group { out[index] = document }
            return out
        }
        #expect(parallel == serial.map { Optional($0) })
        #expect(serial.filter { $0.blocks.contains { if case .table = $0.kind { true } else { false } } }.count == 24)
    }
}
