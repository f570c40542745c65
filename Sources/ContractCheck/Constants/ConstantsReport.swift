import AnchorManifest

/// What the mirrored-constants check found, bullet by bullet.
/// Immutable: `ConstantsChecker` makes it with every finding in its final form and every
/// bullet's state decided from those findings (`FoldedBullet`).
public struct ConstantsReport: Sendable {
    public let documentPath: String
    public let sectionLine: Int
    /// The section as messages name it: its heading as the document has it (`§8 Mirrored
    /// constants`, `SectionName`).
    public let sectionName: String
    public let bullets: [BulletResult]
    public let findings: [Finding]
    /// Compared with the commit a hook's commit replaces (`StagedConstantsCheck`): drift the
    /// base already has, never in `findings` (a note, never a block).
    public let preExisting: [Finding]
    /// Compared with that base too: the bullets this commit adds or edits so that they check
    /// nothing (their `unverifiable-constant` notes, also in `findings`), for the pre-commit heads-up.
    public let newlyUnverifiable: [Finding]
    /// In the hooks and `ci` (`StagedConstantsCheck`): of the files the findings are in and the
    /// document, those the commit changes. A finding in a file the commit does not change is
    /// caused by one it does (the document, another side), and the heads-up names only these.
    public let changedPaths: Set<String>

    public init(
        documentPath: String, sectionLine: Int, sectionName: String, bullets: [BulletResult],
        findings: [Finding], preExisting: [Finding] = [], newlyUnverifiable: [Finding] = [],
        changedPaths: Set<String> = []
    ) {
        self.documentPath = documentPath
        self.sectionLine = sectionLine
        self.sectionName = sectionName
        self.bullets = bullets
        self.findings = findings
        self.preExisting = preExisting
        self.newlyUnverifiable = newlyUnverifiable
        self.changedPaths = changedPaths
    }

    /// 1 when anything drifted or a reference does not resolve, else 0.
    public var status: CheckStatus {
        bullets.contains { $0.state == .drift || $0.state == .unresolved } ? .findings : .clean
    }

    public var coverage: Coverage {
        Coverage(
            total: bullets.count,
            verified: bullets.filter { $0.state == .ok }.count,
            shapeChecked: bullets.filter { $0.precision == .shapeChecked }.count,
            symbolPrecise: bullets.filter { $0.precision == .symbolPrecise }.count,
            fileWide: bullets.filter { $0.precision == .fileWide }.count,
            drift: bullets.filter { $0.state == .drift }.count,
            unresolved: bullets.filter { $0.state == .unresolved }.count,
            unverifiable: bullets.filter { $0.state == .unverifiable }.count)
    }
}

/// How much of §8 could be checked, so that a short list of findings is never read as a
/// complete one: "12 of 20 bullets verified (2 shape-checked, 6 symbol-precise, 4 file-wide), 1 drift,
/// 2 unresolved, 5 unverifiable".
public struct Coverage: Sendable, Equatable {
    public let total: Int
    public let verified: Int
    /// Verified bullets whose every value a wire-shape comparison settled.
    public let shapeChecked: Int
    /// Verified bullets whose values were sought only inside the declarations the sides name.
    public let symbolPrecise: Int
    /// Verified bullets with a side read as a whole file.
    public let fileWide: Int
    public let drift: Int
    public let unresolved: Int
    public let unverifiable: Int

    public var line: String {
        let kinds = "\(shapeChecked) shape-checked, \(symbolPrecise) symbol-precise, \(fileWide) file-wide"
        return "\(verified) of \(total) bullet\(total == 1 ? "" : "s") verified (\(kinds)), \(drift) drift, "
            + "\(unresolved) unresolved, \(unverifiable) unverifiable"
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

    /// How precisely an ok bullet was established, least precise first.
    public enum Precision: String, Sendable, Comparable {
        /// A side was read as a whole file (it names no symbols).
        case fileWide = "file-wide"
        /// Values were sought inside the declarations the sides name.
        case symbolPrecise = "symbol-precise"
        /// Every value was settled by comparing a key set or closed set with a type's shape.
        case shapeChecked = "shape-checked"

        static let order: [Precision] = [.fileWide, .symbolPrecise, .shapeChecked]

        public static func < (lhs: Precision, rhs: Precision) -> Bool {
            order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    public let bullet: ConstantBullet
    public let state: State
    /// For an ok bullet, how precisely it was established (its least precise clause); nil otherwise.
    public let precision: Precision?
    /// Why the bullet is unverifiable, or a one-line summary of the other states.
    public let detail: String
    /// The files each reference resolved to.
    public let resolvedFiles: [String]

    public init(
        bullet: ConstantBullet, state: State, detail: String, resolvedFiles: [String],
        precision: Precision? = nil
    ) {
        self.precision = precision
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
