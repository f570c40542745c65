import AnchorManifest

/// What the mirrored-constants check found, bullet by bullet.
public struct ConstantsReport: Sendable {
    public var documentPath: String
    public var sectionLine: Int
    public var bullets: [BulletResult]
    public var findings: [Finding]
    /// Compared with the commit a hook's commit replaces (`StagedConstantsCheck`): drift the
    /// base already has, taken out of `findings` (a note, never a block).
    public var preExisting: [Finding] = []
    /// Compared with that base too: the bullets this commit adds or edits so that they check
    /// nothing (their `unverifiable-constant` notes), for the pre-commit heads-up.
    public var newlyUnverifiable: [Finding] = []

    public init(documentPath: String, sectionLine: Int, bullets: [BulletResult], findings: [Finding]) {
        self.documentPath = documentPath
        self.sectionLine = sectionLine
        self.bullets = bullets
        self.findings = findings
    }

    /// 1 when anything drifted or a reference does not resolve, else 0.
    public var status: CheckStatus {
        bullets.contains { $0.state == .drift || $0.state == .unresolved } ? .findings : .clean
    }

    public var coverage: Coverage {
        Coverage(total: bullets.count,
                 verified: bullets.filter { $0.state == .ok }.count,
                 drift: bullets.filter { $0.state == .drift }.count,
                 unresolved: bullets.filter { $0.state == .unresolved }.count,
                 unverifiable: bullets.filter { $0.state == .unverifiable }.count)
    }
}

/// How much of §8 could be checked, so that a short list of findings is never read as a
/// complete one: "12 of 20 bullets verified, 1 drift, 2 unresolved, 5 unverifiable".
public struct Coverage: Sendable, Equatable {
    public var total: Int
    public var verified: Int
    public var drift: Int
    public var unresolved: Int
    public var unverifiable: Int

    public var line: String {
        "\(verified) of \(total) bullet\(total == 1 ? "" : "s") verified, \(drift) drift, \(unresolved) unresolved, \(unverifiable) unverifiable"
    }
}

/// One bullet's outcome. Every bullet ends in exactly one state.
public struct BulletResult: Sendable {
    public enum State: String, Sendable {
        /// Every value is present on every side, and named constants hold those values.
        case ok
        /// A value is missing from a side, or a named constant holds another value.
        case drift
        /// A file or symbol the bullet names does not resolve (or is ambiguous).
        case unresolved
        /// Fewer than two sides name files, or no values are named: nothing to compare.
        case unverifiable
    }

    public var bullet: ConstantBullet
    public var state: State
    /// Why the bullet is unverifiable, or a one-line summary of the other states.
    public var detail: String
    /// The files each reference resolved to.
    public var resolvedFiles: [String]

    public init(bullet: ConstantBullet, state: State, detail: String, resolvedFiles: [String]) {
        self.bullet = bullet
        self.state = state
        self.detail = detail
        self.resolvedFiles = resolvedFiles
    }
}

extension ConstantsReport {
    /// The bullet a finding of this report is about: the last bullet that starts at or before
    /// the document line the finding points at (its own location in the document, else its
    /// first related place there). Nil when it points at no line of the document.
    public func bullet(of finding: Finding) -> ConstantBullet? {
        let places = [finding.location].compactMap { $0 } + finding.related.map(\.location)
        guard let line = places.first(where: { $0.path == documentPath && $0.line != nil })?.line else { return nil }
        return bullets.last { $0.bullet.line <= line }?.bullet
    }
}
