/// A Markdown document as plain Swift values.
///
/// `CmarkReader` fills it from cmark-gfm in one walk; nothing here holds a C pointer. Every
/// block and inline keeps its 1-based source line so that findings can point into the document.
package struct MarkdownDocument: Sendable, Equatable {
    /// The top-level blocks, in document order.
    package var blocks: [MarkdownBlock]
    /// Set when the document was not parsed because it could nest deeper than
    /// `MarkdownNesting.maximumDepth` (then `blocks` is empty): the first line past it, and how
    /// deep it could nest there. The parsers of the model refuse such a document.
    package var tooDeep: TooDeep?

    package struct TooDeep: Sendable, Equatable {
        package var line: Int
        package var depth: Int

        package init(line: Int, depth: Int) {
            self.line = line
            self.depth = depth
        }
    }

    package init(blocks: [MarkdownBlock], tooDeep: TooDeep? = nil) {
        self.blocks = blocks
        self.tooDeep = tooDeep
    }
}

/// One block node: a heading, paragraph, code block, list, list item, table, row or cell, …
package struct MarkdownBlock: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        /// A fenced (``` or ~~~) or indented code block. `fenced` is false for indented blocks.
        case codeBlock(info: String, literal: String, fenced: Bool)
        case list(ordered: Bool)
        case item
        case blockQuote
        case table
        case tableRow(isHeader: Bool)
        case tableCell
        case thematicBreak
        case html(String)
        /// A block kind this model does not name (footnote definitions and the like).
        case other(String)
    }

    package var kind: Kind
    /// The first source line of the block (1-based).
    package var line: Int
    /// The last source line of the block (1-based).
    package var endLine: Int
    /// Nested blocks (list items, cells, quoted blocks).
    package var children: [MarkdownBlock]
    /// The inline content of a heading, paragraph or table cell.
    package var inlines: [MarkdownInline]

    package init(kind: Kind, line: Int, endLine: Int, children: [MarkdownBlock] = [], inlines: [MarkdownInline] = []) {
        self.kind = kind
        self.line = line
        self.endLine = endLine
        self.children = children
        self.inlines = inlines
    }

    /// The block's text with inline markup removed; code spans keep their content.
    package var plainText: String { inlines.plainText }

    /// For a code block, the line of its first content line (the line after an opening fence).
    package var contentLine: Int {
        if case .codeBlock(_, _, let fenced) = kind, fenced { return line + 1 }
        return line
    }

    /// True for a fenced code block whose fence is never closed, so that cmark-gfm ran it to the
    /// end of the document (or of the list item or quote around it). A closed fence ends on its
    /// closing line, one line after its last content line; an unclosed one ends on its last
    /// content line. (From cmark-gfm's positions: the line after the opening fence to `endLine`
    /// holds exactly the literal's lines plus the closing fence.)
    package var isUnclosedFence: Bool {
        guard case .codeBlock(_, let literal, true) = kind else { return false }
        let contentLines = literal.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return endLine - line - 1 != contentLines
    }

    /// This block and every block nested in it, depth first.
    package var descendants: [MarkdownBlock] {
        var out: [MarkdownBlock] = [self]
        for child in children { out.append(contentsOf: child.descendants) }
        return out
    }
}

/// One inline node: text, a code span, a link, emphasis, a line break, …
package struct MarkdownInline: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case text
        case code
        case softBreak
        case lineBreak
        case emphasis
        case strong
        case strikethrough
        case link(destination: String)
        case image(source: String)
        case html
        case other(String)
    }

    package var kind: Kind
    /// The text of a text, code or html node; empty for containers.
    package var literal: String
    /// The source line (1-based), or the enclosing block's line where cmark gives none.
    package var line: Int
    /// The source column (1-based), or 0 where cmark gives none.
    package var column: Int
    package var children: [MarkdownInline]

    package init(kind: Kind, literal: String = "", line: Int, column: Int = 0, children: [MarkdownInline] = []) {
        self.kind = kind
        self.literal = literal
        self.line = line
        self.column = column
        self.children = children
    }
}

extension Array where Element == MarkdownInline {
    /// The concatenated text: text and code literals, a space for each line break.
    package var plainText: String {
        var out = ""
        for inline in self {
            switch inline.kind {
            case .text, .code, .html: out += inline.literal
            case .softBreak, .lineBreak: out += " "
            default: out += inline.children.plainText
            }
        }
        return out
    }

    /// Every inline, containers first, depth first.
    package var flattened: [MarkdownInline] {
        var out: [MarkdownInline] = []
        for inline in self {
            out.append(inline)
            out.append(contentsOf: inline.children.flattened)
        }
        return out
    }
}
