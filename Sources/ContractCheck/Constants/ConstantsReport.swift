import AnchorManifest

/// What the mirrored-constants check found, bullet by bullet.
/// Immutable: `ConstantsChecker` makes it with every finding in its final form and every
/// bullet's state decided from those findings (`FoldedBullet`).
package struct ConstantsReport: Sendable {
    package let documentPath: String
    package let sectionLine: Int
    /// The section as messages name it: its heading as the document has it (`§8 Mirrored
    /// constants`, `SectionName`).
    package let sectionName: String
    package let bullets: [BulletResult]
    package let findings: [Finding]
    /// Compared with the commit a hook's commit replaces (`StagedConstantsCheck`): drift the
    /// base already has, never in `findings` (a note, never a block).
    package let preExisting: [Finding]
    /// Compared with that base too: the bullets this commit adds or edits so that they check
    /// nothing (their `unverifiable-constant` notes, also in `findings`), for the pre-commit heads-up.
    package let newlyUnverifiable: [Finding]
    /// In the hooks and `ci` (`StagedConstantsCheck`): of the files the findings are in and the
    /// document, those the commit changes. A finding in a file the commit does not change is
    /// caused by one it does (the document, another side), and the heads-up names only these.
    package let changedPaths: Set<String>

    package init(
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

    /// 1 when anything drifted, a reference does not resolve, or a bullet checks nothing for a
    /// reason the document can fix (an `unverifiable-constant` error), else 0.
    package var status: CheckStatus {
        let found =
            bullets.contains { $0.state == .drift || $0.state == .unresolved }
            || findings.contains { $0.rule == .unverifiableConstant && $0.severity == .error }
        return found ? .findings : .clean
    }

    package var coverage: Coverage {
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
package struct Coverage: Sendable, Equatable {
    package let total: Int
    package let verified: Int
    /// Verified bullets whose every value a wire-shape comparison settled.
    package let shapeChecked: Int
    /// Verified bullets whose values were sought only inside the declarations the sides name.
    package let symbolPrecise: Int
    /// Verified bullets with a side read as a whole file.
    package let fileWide: Int
    package let drift: Int
    package let unresolved: Int
    package let unverifiable: Int

    package var line: String {
        let kinds = "\(shapeChecked) shape-checked, \(symbolPrecise) symbol-precise, \(fileWide) file-wide"
        return "\(verified) of \(total) bullet\(total == 1 ? "" : "s") verified (\(kinds)), \(drift) drift, "
            + "\(unresolved) unresolved, \(unverifiable) unverifiable"
    }
}

/// One bullet's outcome. Every bullet ends in exactly one state.
package struct BulletResult: Sendable {
    package enum State: String, Sendable {
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
    package enum Precision: String, Sendable, Comparable {
        /// A side was read as a whole file (it names no symbols).
        case fileWide = "file-wide"
        /// Values were sought inside the declarations the sides name.
        case symbolPrecise = "symbol-precise"
        /// Every value was settled by comparing a key set or closed set with a type's shape.
        case shapeChecked = "shape-checked"

        static let order: [Precision] = [.fileWide, .symbolPrecise, .shapeChecked]

        package static func < (lhs: Precision, rhs: Precision) -> Bool {
            order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    package let bullet: ConstantBullet
    package let state: State
    /// For an ok bullet, how precisely it was established (its least precise clause); nil otherwise.
    package let precision: Precision?
    /// Why the bullet is unverifiable, or a one-line summary of the other states.
    package let detail: String
    /// The files each reference resolved to.
    package let resolvedFiles: [String]
    /// The declaration each stated shape paired with, by shape and side (`ShapeDowngrade.key`):
    /// what a commit's check compares its presence-only sides with.
    package let pairedShapes: [String: String]

    package init(
        bullet: ConstantBullet, state: State, detail: String, resolvedFiles: [String],
        precision: Precision? = nil, pairedShapes: [String: String] = [:]
    ) {
        self.pairedShapes = pairedShapes
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
    package func bullet(of finding: Finding) -> ConstantBullet? {
        let places = [finding.location].compactMap { $0 } + finding.related.map(\.location)
        guard let line = places.first(where: { $0.path == documentPath && $0.line != nil })?.line else { return nil }
        return bullets.last { $0.bullet.line <= line }?.bullet
    }
}
