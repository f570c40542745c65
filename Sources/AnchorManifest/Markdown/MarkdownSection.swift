/// A heading and the blocks under it, up to the next heading of the same or a higher level.
///
/// Subsections are included in `blocks`, so "§4" contains "§4.1". Only top-level headings
/// open sections; a heading nested in a list or quote does not.
package struct MarkdownSection: Sendable, Equatable {
    /// The heading's plain text.
    package var title: String
    package var level: Int
    /// The heading's source line.
    package var line: Int
    /// The blocks after the heading, in order.
    package var blocks: [MarkdownBlock]

    package init(title: String, level: Int, line: Int, blocks: [MarkdownBlock]) {
        self.title = title
        self.level = level
        self.line = line
        self.blocks = blocks
    }

    /// The last source line of the section (its last block, or the heading itself).
    package var endLine: Int { blocks.last?.endLine ?? line }

    /// Every block in the section, nested ones included, depth first.
    package var allBlocks: [MarkdownBlock] { blocks.flatMap(\.descendants) }
}

extension MarkdownDocument {
    /// Every section of the document, in order of their headings.
    package var sections: [MarkdownSection] {
        var out: [MarkdownSection] = []
        for (index, block) in blocks.enumerated() {
            guard case .heading(let level) = block.kind else { continue }
            var body: [MarkdownBlock] = []
            for next in blocks[(index + 1)...] {
                if case .heading(let nextLevel) = next.kind, nextLevel <= level { break }
                body.append(next)
            }
            out.append(MarkdownSection(title: block.plainText, level: level, line: block.line, blocks: body))
        }
        return out
    }

    /// The sections whose heading contains `needle`, compared case-insensitively.
    package func sections(containing needle: String) -> [MarkdownSection] {
        let wanted = needle.lowercased()
        return sections.filter { $0.title.lowercased().contains(wanted) }
    }
}
