/// §11 of a contract document: the paths that are the contract surface.
///
/// If a commit stages any of these paths (or anything under a directory prefix) and does not
/// also stage the document, the commit is blocked unless its message carries the override trailer.
package struct AnchorManifest: Sendable, Equatable {
    /// The document the manifest was read from, as given to the parser.
    package var documentPath: String
    /// The heading of the manifest section, as written.
    package var sectionTitle: String
    /// The heading's line.
    package var sectionLine: Int
    /// The entries in document order (duplicates dropped, see `warnings`).
    package var entries: [ManifestEntry]
    /// Problems that do not stop the check: duplicate entries.
    package var warnings: [ManifestWarning]

    package init(
        documentPath: String, sectionTitle: String, sectionLine: Int, entries: [ManifestEntry],
        warnings: [ManifestWarning] = []
    ) {
        self.documentPath = documentPath
        self.sectionTitle = sectionTitle
        self.sectionLine = sectionLine
        self.entries = entries
        self.warnings = warnings
    }

    /// The entries that cover `path` (an exact entry, or a directory prefix above it).
    package func entries(covering path: String) -> [ManifestEntry] {
        entries.filter { $0.covers(path) }
    }

    /// True when some entry covers `path`.
    package func covers(_ path: String) -> Bool {
        entries.contains { $0.covers(path) }
    }
}

/// One manifest line: a repository-relative file path, a directory prefix ending in `/`, or a
/// labelled block of a file, `path#label` (only the lines of that `LINT.IfChange(label)` block,
/// or `LINT.Label(label)` region, are the anchor).
package struct ManifestEntry: Sendable, Equatable, Hashable {
    /// The path as written (a prefix keeps its trailing `/`; a block's entry without its `#label`).
    package var path: String
    /// The comment group above the entry (the `#` lines, without the `#`), if any.
    package var group: String?
    /// The entry's line in the document.
    package var line: Int
    /// The block's label of a `path#label` entry; nil when the whole file (or folder) is the anchor.
    package var label: String?

    package init(path: String, group: String?, line: Int, label: String? = nil) {
        self.path = path
        self.group = group
        self.line = line
        self.label = label
    }

    /// The entry as the manifest writes it: `path`, `folder/` or `path#label`.
    package var written: String { label.map { "\(path)#\($0)" } ?? path }

    /// True for an entry ending in `/`: every path beneath it is an anchor.
    package var isDirectoryPrefix: Bool { path.hasSuffix("/") }

    /// True when `candidate` is this path, or lies under this directory prefix. Compared as
    /// bytes, as git compares paths (not as Swift characters, which would let a combining mark
    /// after the prefix hide the path under it, or make two spellings of one name equal).
    package func covers(_ candidate: String) -> Bool {
        isDirectoryPrefix ? candidate.utf8.starts(with: path.utf8) : candidate.utf8.elementsEqual(path.utf8)
    }
}

/// A problem in the manifest that does not stop the check.
package struct ManifestWarning: Sendable, Equatable, CustomStringConvertible {
    package var document: String
    package var line: Int
    package var message: String

    package init(document: String, line: Int, message: String) {
        self.document = document
        self.line = line
        self.message = message
    }

    package var description: String { "\(document):\(line): warning: \(message)" }
}

extension AnchorManifest {
    /// The section as text names it (`§11 Anchor manifest`).
    package var sectionName: String { SectionName.display(sectionTitle) }
}
