/// Reads the anchor manifest out of a parsed contract document.
///
/// The manifest is the first code block (fenced with ``` or ~~~, or indented) in the section
/// whose heading contains the configured name. Each non-blank line that is not a `#` comment is
/// an entry; a run of comment lines names the group of the entries below it.
package struct ManifestParser: Sendable {
    /// The text a heading must contain (case-insensitive) to be the manifest section.
    package var sectionName: String

    package init(sectionName: String = "Anchor manifest") {
        self.sectionName = sectionName
    }

    /// Parses the manifest of `document`; `path` names the document in errors and warnings.
    package func parse(_ document: MarkdownDocument, path: String) throws(AnchorManifestError) -> AnchorManifest {
        if let refusal = AnchorManifestError.nestedTooDeep(document: path, in: document) { throw refusal }
        let matches = document.sections(containing: sectionName)
        guard let section = matches.first else {
            throw .noSuchSection(document: path, heading: sectionName)
        }
        if matches.count > 1 {
            throw .ambiguousSection(document: path, heading: sectionName, lines: matches.map(\.line))
        }
        guard
            let block = section.allBlocks.first(where: {
                if case .codeBlock = $0.kind { return true } else { return false }
            }),
            case .codeBlock(_, let literal, _) = block.kind
        else {
            throw .noCodeBlock(document: path, line: section.line, section: section.title)
        }
        if block.isUnclosedFence {
            throw .unclosedFence(document: path, line: block.line, section: section.title)
        }

        var entries: [ManifestEntry] = []
        var warnings: [ManifestWarning] = []
        var firstLine: [String: Int] = [:]
        var group: [String] = []
        var previousWasComment = false
        let lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let line = block.contentLine + offset
            let text = raw.trimmingWhitespace()
            if text.isEmpty {
                previousWasComment = false
                continue
            }
            if text.hasPrefix("#") {
                let comment = String(text.dropFirst()).trimmingWhitespace()
                if !previousWasComment { group = [] }
                if !comment.isEmpty { group.append(comment) }
                previousWasComment = true
                continue
            }
            previousWasComment = false
            try Self.validate(text, document: path, line: line)
            if let first = firstLine[text] {
                warnings.append(
                    ManifestWarning(
                        document: path, line: line,
                        message:
                            "The manifest entry \"\(text)\" is listed twice (first at line \(first)); the repeat is "
                            + "ignored."
                    ))
                continue
            }
            firstLine[text] = line
            let (entryPath, label) = try Self.block(text, document: path, line: line)
            entries.append(
                ManifestEntry(
                    path: entryPath, group: group.isEmpty ? nil : group.joined(separator: " / "), line: line,
                    label: label))
        }
        guard !entries.isEmpty else {
            throw .emptyManifest(document: path, line: block.line, section: section.title)
        }
        return AnchorManifest(
            documentPath: path, sectionTitle: section.title, sectionLine: section.line,
            entries: entries, warnings: warnings)
    }

    /// Parses the manifest straight from the document's bytes (without the table extension,
    /// which the manifest does not need).
    package func parse(bytes: [UInt8], path: String) throws(AnchorManifestError) -> AnchorManifest {
        try parse(CmarkReader.parse(bytes, tables: false), path: path)
    }

    /// The path and label of a `path#label` entry (the last `#` splits them), or the entry and nil.
    package static func block(_ entry: String, document: String, line: Int) throws(AnchorManifestError)
        -> (path: String, label: String?)
    {
        guard let hash = entry.utf8.lastIndex(of: UInt8(ascii: "#")) else { return (entry, nil) }
        let path = String(entry[..<hash])
        let label = String(entry[entry.index(after: hash)...])
        if label.isEmpty || label.contains("/") || path.isEmpty || path.hasSuffix("/") {
            throw .badBlockLabel(document: document, line: line, entry: entry)
        }
        return (path, label)
    }

    /// Rejects entries that could never name a path inside the repository, or name it ambiguously.
    static func validate(_ entry: String, document: String, line: Int) throws(AnchorManifestError) {
        if entry.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .controlCharacter(document: document, line: line, path: entry)
        }
        if entry.hasPrefix("/") || (entry.count >= 2 && entry.dropFirst().first == ":" && entry.first?.isLetter == true)
        {
            throw .absolutePath(document: document, line: line, path: entry)
        }
        if entry.contains("\\") {
            throw .backslash(document: document, line: line, path: entry)
        }
        let segments = entry.split(separator: "/", omittingEmptySubsequences: false)
        let body = entry.hasSuffix("/") ? segments.dropLast() : segments[...]
        if body.contains("..") {
            throw .parentTraversal(document: document, line: line, path: entry)
        }
        if body.contains(where: { $0.isEmpty || $0 == "." }) {
            throw .unnormalizedPath(document: document, line: line, path: entry)
        }
        if entry.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) {
            throw .globPattern(document: document, line: line, path: entry)
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
