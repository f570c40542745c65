/// The document's "Path conventions" paragraph: where abbreviated paths live.
///
/// The seed says "Box code paths are relative to `beebox/`; iOS paths are under
/// `ios-app/BeeBox/`." Every code span ending in `/` in the paragraph that starts with
/// "Path conventions" is a root, in the order written.
package struct PathConventions: Sendable, Equatable {
    package var roots: [String]
    /// The paragraph's line, or nil when the document has none.
    package var line: Int?

    package init(roots: [String], line: Int?) {
        self.roots = roots
        self.line = line
    }

    package static func parse(_ document: MarkdownDocument) -> PathConventions {
        for block in document.blocks.flatMap(\.descendants) where block.kind == .paragraph {
            let text = block.plainText.trimmingWhitespace()
            guard text.lowercased().hasPrefix("path conventions") else { continue }
            var roots: [String] = []
            var seen: Set<String> = []  // roots.contains() made many roots quadratic
            for inline in block.inlines.flattened where inline.kind == .code {
                let code = inline.literal.trimmingWhitespace()
                #if DEBUG
                    WorkMeter.count(.pathRootComparisons)  // one set lookup, whatever the roots before
                #endif
                if code.hasSuffix("/"), !code.hasPrefix("/"), !code.contains(" "), seen.insert(code).inserted {
                    roots.append(code)
                }
            }
            return PathConventions(roots: roots, line: block.line)
        }
        return PathConventions(roots: [], line: nil)
    }
}
