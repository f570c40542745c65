/// Every code span of a document with its position and the section it is in: what `explain`
/// searches for mentions of a path.
public struct CodeSpanIndex: Sendable {
    public struct Span: Sendable, Equatable {
        public var text: String
        public var line: Int
        public var column: Int
        /// The title of the nearest heading above it ("" before the first heading).
        public var section: String
    }

    public var spans: [Span]

    public init(_ document: MarkdownDocument) {
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
    public var pathSpans: [Span] {
        spans.filter { DocumentAnchors.isAnchorPath($0.text) || ConstantsParser.isSourcePath($0.text) }
    }
}
