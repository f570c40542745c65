import AnchorManifest

/// One document anchor, checked.
package struct AnchorCheck: Sendable {
    package enum Symbol: Sendable, Equatable {
        case found(line: Int)
        case commentOnly(line: Int)
        case missing
        /// The file's language has no lexer (a plist, JSON): the symbol is not checked.
        case notCheckable
        /// The anchor's file does not resolve, so its symbols cannot be looked for.
        case fileUnresolved
    }

    package var anchor: DocumentAnchor
    /// The file or folder it resolved to, or nil.
    package var resolved: String?
    package var symbols: [(symbol: SymbolReference, state: Symbol)]
}

/// A commit since the document last changed that touched anchors.
package struct HistoryEntry: Sendable {
    package var commit: CICommit
    /// True when it changed anchors with neither the document nor a trailer: a bypassed hook.
    package var isBypass: Bool { commit.outcome == .judged(.blocked) }
}

/// What `contract-check audit` found.
package struct AuditReport: Sendable {
    package var documentPath: String
    package var manifestEntries: Int
    package var missingEntries: [ManifestEntry]
    package var anchors: [AnchorCheck]
    package var constants: ConstantsReport?
    /// The last commit that changed the document, and the anchor commits after it.
    package var documentLastChanged: ObjectID?
    package var history: [HistoryEntry]
    /// Why history was not checked, when it was not.
    package var historyNote: String?
    package var findings: [Finding]
    /// False in a repository with no contract document: only the blocks were checked.
    package var hasDocument = true
    /// The `LINT.IfChange` blocks of the tree, counted.
    package var blocks = BlockCoverage()
    /// The document's fenced JSON examples, and those no §8 side names.
    package var examples = ExampleAdoption()

    package var status: CheckStatus { findings.contains { $0.severity == .error } ? .findings : .clean }

    /// The coverage summary that closes the report.
    package var coverage: [String] {
        guard hasDocument else { return ["document: none (no .contract-check), so only blocks", blocks.line] }
        var lines: [String] = []
        lines.append("manifest: \(manifestEntries - missingEntries.count) of \(manifestEntries) entries present")
        let resolved = anchors.filter { $0.resolved != nil }.count
        let symbols = anchors.flatMap(\.symbols)
        let found = symbols.filter { if case .found = $0.state { return true } else { return false } }.count
        let uncheckable = symbols.filter { $0.state == .notCheckable }.count
        let unresolvedFiles = symbols.filter { $0.state == .fileUnresolved }.count
        var notChecked: [String] = []
        if unresolvedFiles > 0 { notChecked.append("\(unresolvedFiles) in files that do not resolve") }
        if uncheckable > 0 { notChecked.append("\(uncheckable) in files no lexer reads") }
        lines.append(
            "document anchors: \(resolved) of \(anchors.count) paths resolve, \(found) "
                + "of \(symbols.count - uncheckable - unresolvedFiles) symbols found in code"
                + (notChecked.isEmpty ? "" : " (not checked: \(notChecked.joined(separator: ", ")))"))
        if let constants {
            lines.append("\(constants.sectionName): \(constants.coverage.line)")
        } else {
            lines.append("mirrored constants: not checked (the document has no such section)")
        }
        if examples.total > 0 {
            lines.append(
                "document examples: \(examples.total - examples.unnamed.count) of \(examples.total) fenced JSON "
                    + "example\(examples.total == 1 ? "" : "s") named by a §8 side")
        }
        if let note = historyNote {
            lines.append("history: \(note)")
        } else {
            let bypasses = history.filter(\.isBypass).count
            let since =
                documentLastChanged.map { " since the document last changed (\(String($0.description.prefix(12))))" }
                ?? ""
            lines.append(
                "history: \(history.count) commit\(history.count == 1 ? "" : "s") touched "
                    + "anchors\(since), \(history.count - bypasses) with a trailer, \(bypasses) "
                    + "bypass\(bypasses == 1 ? "" : "es")"
            )
        }
        lines.append(blocks.line)
        return lines
    }
}

/// How many `LINT.IfChange` blocks `audit` read, and how many of their targets dangle.
package struct BlockCoverage: Sendable, Equatable {
    package var files = 0
    package var blocks = 0
    package var targets = 0
    /// Targets that name no existing file, folder or label.
    package var dangling = 0
    /// Malformed directives (unmatched, unterminated, a duplicate label).
    package var malformed = 0

    package init() {}

    init(_ scan: IfChangeTreeScan) {
        files = scan.models.count
        blocks = scan.models.values.reduce(0) { $0 + $1.blocks.count }
        targets = scan.links.count
        dangling = scan.links.filter { $0.key == nil }.count
        malformed = scan.models.values.reduce(0) { $0 + $1.problems.count }
    }

    /// The coverage line: `blocks: 3 in 2 files, 4 targets, 1 dangling, 0 malformed`.
    package var line: String {
        "LINT.IfChange blocks: \(blocks) in \(files) file\(files == 1 ? "" : "s"), \(targets) "
            + "target\(targets == 1 ? "" : "s"), \(dangling) dangling, \(malformed) malformed"
    }
}
