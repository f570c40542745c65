/// Every code span of a document with its position and the section it is in: what `explain`
/// searches for mentions of a path.
package struct CodeSpanIndex: Sendable {
    package struct Span: Sendable, Equatable {
        package var text: String
        package var line: Int
        package var column: Int
        /// The title of the nearest heading above it ("" before the first heading).
        package var section: String
    }

    package var spans: [Span]

    package init(_ document: MarkdownDocument) {
        var spans: [Span] = []
        var section = ""
        func collect(_ block: MarkdownBlock) {
            if case .heading = block.kind { section = block.plainText }
            for inline in block.inlines.flattened where inline.kind == .code {
                spans.append(
                    Span(
                        text: inline.literal.trimmingWhitespace(), line: inline.line, column: inline.column,
                        section: section))
            }
            for child in block.children { collect(child) }
        }
        for block in document.blocks { collect(block) }
        self.spans = spans
    }

    /// The spans that read as repository paths (source files, other files with a folder, or folders).
    package var pathSpans: [Span] {
        spans.filter { DocumentAnchors.isAnchorPath($0.text) || ConstantsParser.isSourcePath($0.text) }
    }
}
