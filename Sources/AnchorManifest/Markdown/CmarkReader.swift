import CCmarkGFM

/// The one place that talks to cmark-gfm.
///
/// It creates a parser with the GFM table extension, feeds the bytes, walks the resulting tree
/// once and copies every node into `MarkdownDocument` values. The parser and the tree are freed
/// by `defer` before `parse` returns; no C pointer escapes.
///
/// The model nests at most `maxDepth` blocks deep, and inlines at most `maxDepth` deep within a
/// block. cmark-gfm has no such limit (100,000 `>` are 100,000 nested quotes), but the model is a
/// tree of values that is built, searched, compared and freed recursively, so an unlimited depth
/// overflows the stack. A node one level above the limit holds every node below it as a direct
/// child, in document order and without children of their own: the structure that deep is lost,
/// the content (a code block, a code span, text) is kept.
///
/// One parse at a time: cmark-gfm 0.29.0.gfm.6 keeps process-wide state that it does not guard.
/// `cmark_gfm_core_extensions_ensure_registered` checks and sets a plain `static int`, so two
/// threads that parse first at the same moment both register the core extensions; the second
/// registration renumbers the extension node types (`CMARK_NODE_LAST_BLOCK`) under a parse in
/// progress, which then aborts in `finalize` ("Assertion `b->flags & CMARK_NODE__OPEN'"), as
/// the parallel test suite did. The inline special-character tables are global too. So the
/// extensions are registered exactly once (a Swift `static let`, initialised under `swift_once`)
/// and every parse, with the walk that copies its tree, holds `parseLock`.
package enum CmarkReader {
    /// How deep blocks, and inlines within a block, nest in the model. Real documents nest a
    /// handful of levels.
    package static let maxDepth = 64

    /// Parses Markdown bytes (UTF-8; invalid sequences become U+FFFD, a BOM is skipped).
    ///
    /// `tables` attaches the GFM table extension, which only the readers of `side | anchor`
    /// tables need (`audit`, `explain`). It is slow on wide tables (seconds for a 1 MB table
    /// in cmark-gfm 0.29.0.gfm.6, growing faster than the table), so the manifest, §8 and the
    /// Path conventions are read without it: a table is then a paragraph of text, which none of
    /// them reads.
    ///
    /// A document that could nest block quotes and lists deeper than `MarkdownNesting.maximumDepth`
    /// is not handed to cmark-gfm (whose time grows with the square of the depth): the result has
    /// no blocks and says where (`tooDeep`).
    package static func parse(_ bytes: [UInt8], tables: Bool = true) -> MarkdownDocument {
        if let (line, depth) = MarkdownNesting.firstTooDeep(bytes) {
            return MarkdownDocument(blocks: [], tooDeep: MarkdownDocument.TooDeep(line: line, depth: depth))
        }
        _ = registered
        parseLock.lock()
        defer { parseLock.unlock() }
        let options = CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return MarkdownDocument(blocks: []) }
        defer { cmark_parser_free(parser) }
        if tables, let table = cmark_find_syntax_extension("table") {
            cmark_parser_attach_syntax_extension(parser, table)
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        return MarkdownDocument(blocks: children(of: root).compactMap { block($0, depth: 1) })
    }

    /// The core extensions, registered once per process (see the type's comment).
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// The process-wide lock every cmark-gfm parse holds (see the type's comment), made once and
    /// never freed: it lives as long as the process.
    private static let parseLock = Lock()

    /// Parses a Swift string as Markdown.
    package static func parse(_ text: String) -> MarkdownDocument {
        parse(Array(text.utf8))
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var out: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            out.append(current)
            child = cmark_node_next(current)
        }
        return out
    }

    /// Every node below `node`, in document order, without descending into the nodes for which
    /// `descend` is false. Iterative, so any depth is fine.
    private static func flatDescendants(of node: OpaquePointer, descend: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var out: [OpaquePointer] = []
        var stack: [OpaquePointer] = children(of: node).reversed()
        while let current = stack.popLast() {
            out.append(current)
            if descend(current) { stack.append(contentsOf: children(of: current).reversed()) }
        }
        return out
    }

    /// Whether `block` reads a node's children as blocks (the rest hold inlines, or nothing).
    private static func holdsBlocks(_ node: OpaquePointer) -> Bool {
        !["heading", "paragraph", "table_cell", "code_block", "thematic_break", "html_block"].contains(typeName(node))
    }

    /// The nested blocks of a block at `depth`: converted one level deeper, or, when that level
    /// is the last, all the blocks below, flattened.
    private static func childBlocks(of node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        if depth + 1 < maxDepth { return children(of: node).compactMap { block($0, depth: depth + 1) } }
        return flatDescendants(of: node, descend: holdsBlocks).compactMap { block($0, depth: nil) }
    }

    /// The inline children of a node at inline `depth` (see `childBlocks`).
    private static func childInlines(of node: OpaquePointer, line: Int, depth: Int) -> [MarkdownInline] {
        if depth + 1 < maxDepth { return children(of: node).map { inline($0, blockLine: line, depth: depth + 1) } }
        return flatDescendants(of: node, descend: { _ in true }).map { inline($0, blockLine: line, depth: nil) }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(validatingCString: pointer) ?? ""
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    /// One block; `depth` is its nesting level (1 at the top), nil for a block that keeps no
    /// children because it sits below the depth limit, flattened.
    private static func block(_ node: OpaquePointer, depth: Int?) -> MarkdownBlock? {
        var line = Int(cmark_node_get_start_line(node))
        var endLine = Int(cmark_node_get_end_line(node))
        // cmark-gfm 0.29.0.gfm.6's table extension, when a paragraph runs straight into a table,
        // gives the paragraph no position (0) and the table the paragraph's first line. The
        // paragraph starts there, so take that line; the table keeps it too.
        if line == 0, let next = cmark_node_next(node) {
            line = Int(cmark_node_get_start_line(next))
            endLine = max(endLine, line)
        }
        let name = typeName(node)
        let kind: MarkdownBlock.Kind
        var inlines: [MarkdownInline] = []
        var nested: [MarkdownBlock] = []
        switch name {
        case "heading":
            kind = .heading(level: Int(cmark_node_get_heading_level(node)))
            inlines = children(of: node).map { inline($0, blockLine: line, depth: 1) }
        case "paragraph":
            kind = .paragraph
            inlines = children(of: node).map { inline($0, blockLine: line, depth: 1) }
        case "code_block":
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            kind = .codeBlock(
                info: string(cmark_node_get_fence_info(node)),
                literal: string(cmark_node_get_literal(node)), fenced: fenced)
        case "list":
            kind = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        case "item":
            kind = .item
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        case "block_quote":
            kind = .blockQuote
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        case "table":
            kind = .table
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        case "table_row", "table_header":
            kind = .tableRow(
                isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0 || name == "table_header")
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        case "table_cell":
            kind = .tableCell
            inlines = children(of: node).map { inline($0, blockLine: line, depth: 1) }
        case "thematic_break":
            kind = .thematicBreak
        case "html_block":
            kind = .html(string(cmark_node_get_literal(node)))
        default:
            kind = .other(name)
            nested = depth.map { childBlocks(of: node, depth: $0) } ?? []
        }
        return MarkdownBlock(kind: kind, line: line, endLine: endLine, children: nested, inlines: inlines)
    }

    /// One inline; `depth` is its nesting level in the block (1 at the top), nil below the depth
    /// limit (see `block`).
    private static func inline(_ node: OpaquePointer, blockLine: Int, depth: Int?) -> MarkdownInline {
        let reportedLine = Int(cmark_node_get_start_line(node))
        let line = reportedLine > 0 ? reportedLine : blockLine
        let column = Int(cmark_node_get_start_column(node))
        let name = typeName(node)
        let nested = { depth.map { childInlines(of: node, line: line, depth: $0) } ?? [] }
        switch name {
        case "text":
            return MarkdownInline(
                kind: .text, literal: string(cmark_node_get_literal(node)), line: line, column: column)
        case "code":
            return MarkdownInline(
                kind: .code, literal: string(cmark_node_get_literal(node)), line: line, column: column)
        case "softbreak": return MarkdownInline(kind: .softBreak, literal: "\n", line: line, column: column)
        case "linebreak": return MarkdownInline(kind: .lineBreak, literal: "\n", line: line, column: column)
        case "html_inline":
            return MarkdownInline(
                kind: .html, literal: string(cmark_node_get_literal(node)), line: line, column: column)
        case "emph": return MarkdownInline(kind: .emphasis, line: line, column: column, children: nested())
        case "strong": return MarkdownInline(kind: .strong, line: line, column: column, children: nested())
        case "strikethrough":
            return MarkdownInline(kind: .strikethrough, line: line, column: column, children: nested())
        case "link":
            return MarkdownInline(
                kind: .link(destination: string(cmark_node_get_url(node))), line: line, column: column,
                children: nested())
        case "image":
            return MarkdownInline(
                kind: .image(source: string(cmark_node_get_url(node))), line: line, column: column, children: nested())
        default: return MarkdownInline(kind: .other(name), line: line, column: column, children: nested())
        }
    }
}
