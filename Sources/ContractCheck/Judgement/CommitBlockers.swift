/// Which rules refuse a commit (or would, at pre-commit): one member per part of
/// `CommitDecision.findings` that is not empty, worked out once with those findings, so that a
/// view asks which rule blocks instead of counting findings again.
package struct CommitBlockers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Anchors changed without the document, and no trailer gives a reason.
    package static let tripwire = CommitBlockers(rawValue: 1 << 0)
    /// §8 references to a file the commit renames: the document must follow (no trailer excuses them).
    package static let movedReferences = CommitBlockers(rawValue: 1 << 1)
    /// §8 drift the commit introduces that no drift trailer accepts.
    package static let drift = CommitBlockers(rawValue: 1 << 2)
    /// The `LINT.IfChange` rule's findings, with the manifest's `path#label` entries the file no
    /// longer defines.
    package static let ifChange = CommitBlockers(rawValue: 1 << 3)
    /// The document (or its §8) does not parse: the one part that blocks at pre-commit too.
    package static let documentInvalid = CommitBlockers(rawValue: 1 << 4)

    /// The §8 parts: drift and references to a renamed file.
    package static let constants: CommitBlockers = [.movedReferences, .drift]
}
