import AnchorManifest

/// A changed path that the manifest lists (exactly, or under a directory prefix).
package struct StagedAnchor: Sendable, Equatable {
    package let change: FileChange
    /// The manifest entries that cover the path (usually one).
    package let entries: [ManifestEntry]
    /// The exact rename this path is part of (`git mv`), when known.
    package let renamed: FileRename?
    /// The opening directive line of the changed block, when the covering entry is a labelled
    /// block (`path#label`) of a file the commit modifies.
    package let blockLine: Int?

    package init(change: FileChange, entries: [ManifestEntry], renamed: FileRename? = nil, blockLine: Int? = nil) {
        self.change = change
        self.entries = entries
        self.renamed = renamed
        self.blockLine = blockLine
    }

    /// `M path`, `D path`, or `R old → new` for a rename.
    package var shown: String {
        guard let renamed else { return "\(change.status.rawValue) \(change.path)" }
        return "R \(renamed.from) → \(renamed.to)"
    }

    /// What happened to the path, for messages: "modified", "renamed to \"new\"", "added
    /// (renamed from \"old\")".
    package var happened: String {
        guard let renamed else { return change.status.verb }
        return change.path == renamed.from ? "renamed to \"\(renamed.to)\"" : "added (renamed from \"\(renamed.from)\")"
    }

    /// The comment group of the first covering entry.
    package var group: String? { entries.first?.group }
}

/// The tripwire: a change that touches an anchor must also touch the document, unless the
/// message carries the override trailer with a reason.
package struct TripwireRule: Sendable {
    package var documentPath: String
    /// The trailer token that excuses a commit (`Contract-Unchanged`), matched case-insensitively.
    package var trailerKey: String
    /// Paths whose change counts as a change of the document: the document and, when it is a
    /// symbolic link, the files it leads to.
    package var documentAliases: [String]

    package init(documentPath: String, trailerKey: String = "Contract-Unchanged", documentAliases: [String]? = nil) {
        self.documentPath = documentPath
        self.trailerKey = trailerKey
        self.documentAliases = documentAliases ?? [documentPath]
    }

    /// Judges `changes` against `manifest`. `trailers` are the message's trailers, or nil when
    /// there is no message yet (pre-commit). `labelled` holds the labelled regions of the changed
    /// files (the block rule's reading): a `path#label` entry covers a modified file only when
    /// that block changed, and names a missing label when the file no longer defines it. Without
    /// it (nil), such an entry covers the whole file.
    package func evaluate(
        _ changes: ChangeSet, manifest: AnchorManifest, trailers: [Trailer]?,
        labelled: [String: LabelledBlocks]? = nil
    ) -> TripwireEvaluation {
        var anchors: [StagedAnchor] = []
        var missing: [ManifestEntry] = []
        for change in changes.changes {
            var covering = manifest.entries(covering: change.path)
            guard !covering.isEmpty else { continue }
            var blockLine: Int?
            if let labelled, change.status == .modified {
                let blocks = labelled[change.path]
                covering = covering.filter { entry in
                    guard let label = entry.label else { return true }
                    guard let start = blocks?.starts[label] else {
                        missing.append(entry)
                        return false
                    }
                    guard blocks?.changed.contains(label) == true else { return false }
                    blockLine = blockLine ?? start
                    return true
                }
                guard !covering.isEmpty else { continue }
                if covering.contains(where: { $0.label == nil }) { blockLine = nil }
            }
            let path = change.path.utf8
            let renamed = changes.renames.first { $0.from.utf8.elementsEqual(path) || $0.to.utf8.elementsEqual(path) }
            // A rename between two anchors is one change: it is listed once, by its old path.
            if let renamed, renamed.to.utf8.elementsEqual(path), !manifest.entries(covering: renamed.from).isEmpty {
                continue
            }
            anchors.append(StagedAnchor(change: change, entries: covering, renamed: renamed, blockLine: blockLine))
        }
        let matching = (trailers ?? []).filter { $0.hasToken(trailerKey) }
        return TripwireEvaluation(
            documentPath: documentPath,
            trailerKey: trailerKey,
            anchors: anchors,
            documentChanged: documentAliases.contains { changes.contains($0) } || changes.contains(documentPath),
            override: Trailer.reason(trailerKey, in: matching),
            hasEmptyOverride: matching.contains { !$0.hasReason },
            manifestLine: manifest.sectionLine,
            missingLabels: missing
        )
    }
}

/// What the tripwire decided, with everything a message about it needs.
package struct TripwireEvaluation: Sendable, Equatable {
    package enum Verdict: Sendable, Equatable {
        /// No anchor is changed.
        case noAnchors
        /// Anchors are changed and so is the document.
        case documentChanged
        /// Anchors are changed without the document, and the trailer gives a reason.
        case excused(reason: String)
        /// Anchors are changed without the document and without a reason.
        case blocked
    }

    package let documentPath: String
    package let trailerKey: String
    package let anchors: [StagedAnchor]
    package let documentChanged: Bool
    /// The first override trailer with a non-empty reason.
    package let override: Trailer?
    /// True when an override trailer is present with an empty reason.
    package let hasEmptyOverride: Bool
    /// The manifest heading's line in the document.
    package let manifestLine: Int
    /// The `path#label` entries whose file the commit modifies and no longer defines the label:
    /// findings whatever the verdict, which no trailer lifts.
    package var missingLabels: [ManifestEntry] = []

    package var verdict: Verdict {
        if anchors.isEmpty { return .noAnchors }
        if documentChanged { return .documentChanged }
        if let override { return .excused(reason: override.value) }
        return .blocked
    }

    /// The anchors grouped by their manifest comment group, in manifest order.
    package var groups: [(group: String?, anchors: [StagedAnchor])] {
        var order: [String?] = []
        var byGroup: [String?: [StagedAnchor]] = [:]
        for anchor in anchors.sorted(by: {
            ($0.entries.first?.line ?? 0, $0.change.path) < ($1.entries.first?.line ?? 0, $1.change.path)
        }) {
            if byGroup[anchor.group] == nil { order.append(anchor.group) }
            byGroup[anchor.group, default: []].append(anchor)
        }
        return order.map { ($0, byGroup[$0] ?? []) }
    }

    /// The exact trailer line that lets the commit through.
    package var trailerTemplate: String { "\(trailerKey): <reason>" }

    /// One finding per manifest entry whose label the commit's file does not define, at the
    /// entry's line in the document.
    package func labelFindings() -> [Finding] {
        missingLabels.map { entry in
            Finding(
                rule: .missingAnchor,
                message:
                    "The manifest entry \"\(entry.written)\" names the block \"\(entry.label ?? "")\", which "
                    + "\"\(entry.path)\" does not define (no LINT.IfChange(\(entry.label ?? "")) or "
                    + "LINT.Label(\(entry.label ?? "")) in it).",
                location: Location(path: documentPath, line: entry.line),
                hints: ["Put the label back, or change the manifest entry in this commit."])
        }
    }

    /// One finding per anchor when blocked; none otherwise.
    package func findings(commit: String? = nil) -> [Finding] {
        guard verdict == .blocked else { return [] }
        return anchors.map { anchor in
            let entry = anchor.entries.first
            var related: [RelatedLocation] = []
            if let entry {
                let group = entry.group.map { " under \"\($0)\"" } ?? ""
                related.append(
                    RelatedLocation(
                        location: Location(path: documentPath, line: entry.line),
                        message: "listed in the anchor manifest as \"\(entry.written)\"\(group)"))
            }
            let verb = anchor.happened
            let name = entry.flatMap { $0.label == nil ? nil : $0.written } ?? anchor.change.path
            let what = anchor.blockLine == nil ? "is \(verb)" : "changed"
            let reason =
                hasEmptyOverride
                ? " The \(trailerKey) trailer is present but its reason is empty."
                : ""
            return Finding(
                rule: .anchorWithoutDocument,
                message:
                    "Contract anchor \"\(name)\" \(what) without the contract "
                    + "document \"\(documentPath)\".\(reason)",
                location: Location(path: anchor.change.path, line: anchor.blockLine),
                related: related,
                commit: commit)
        }
    }
}

extension FileChange.Status {
    /// "added", "modified", … as used in messages.
    package var verb: String {
        switch self {
        case .added: return "added"
        case .modified: return "modified"
        case .deleted: return "deleted"
        case .typeChanged: return "changed in type"
        case .unmerged: return "unmerged"
        }
    }
}
