/// A fenced code block of the document, with where it stands: what a §8 side may name as one of
/// the document's own examples (`§1.3`, `§1.3[2]`, `§1.3#redeem-ok`), and what `audit` lists.
package struct FencedExample: Sendable, Equatable {
    /// The info string after the opening fence, as written (`json example=redeem-ok`).
    package var info: String
    /// The block's text, without the fences (and without the indentation of the list item or
    /// quote it sits in).
    package var literal: String
    /// The line of the opening fence.
    package var line: Int
    /// The title of the heading the block sits under (`1.3 POST /api/pairing/redeem`), empty
    /// before the first heading.
    package var sectionTitle: String
    /// The line of that heading (0 before the first heading).
    package var sectionLine: Int

    package init(info: String, literal: String, line: Int, sectionTitle: String, sectionLine: Int) {
        self.info = info
        self.literal = literal
        self.line = line
        self.sectionTitle = sectionTitle
        self.sectionLine = sectionLine
    }

    /// The line of the block's first content line (the one after the opening fence).
    package var contentLine: Int { line + 1 }

    /// The info string's words (split at spaces and tabs).
    var infoWords: [Substring] { info.split(whereSeparator: { $0 == " " || $0 == "\t" }) }

    /// True when the info string's first word is `json` (any case): the examples a side may name.
    package var isJSON: Bool { infoWords.first?.lowercased() == "json" }

    /// The name the info string gives the example (`example=redeem-ok`), or nil.
    package var name: String? {
        for word in infoWords.dropFirst() where word.hasPrefix("example=") {
            let name = word.dropFirst("example=".count)
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}

extension MarkdownDocument {
    /// Every fenced code block, in document order, each with the heading it sits under (the
    /// nearest top-level heading before it, of any level: a block belongs to its own subsection,
    /// not to the sections around it).
    package var fencedExamples: [FencedExample] {
        var out: [FencedExample] = []
        var title = ""
        var titleLine = 0
        for top in blocks {
            if case .heading = top.kind {
                title = top.plainText
                titleLine = top.line
                continue
            }
            for block in top.descendants {
                guard case .codeBlock(let info, let literal, true) = block.kind else { continue }
                out.append(
                    FencedExample(
                        info: info, literal: literal, line: block.line, sectionTitle: title, sectionLine: titleLine))
            }
        }
        return out
    }
}
