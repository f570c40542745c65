import AnchorManifest

/// What the §8 checker needs besides the files it reads to give each finding its final form
/// when it makes it: what the commit's base already has (drift the base has is pre-existing, a
/// reference that resolves there and not here blocks as drift), the references the commit's
/// renames moved (`reference-moved`), and a resolver that names the files a blocking reference
/// may have meant. The checker folds each bullet's observations into findings once, in the same
/// place it decides the bullet's state, so the report's states and findings cannot disagree;
/// nothing relabels a finding after the check.
struct FindingJudgement {
    /// What the base(s) have; nil when there is no base (`constants`, `audit`, `ci` at head).
    let base: (any BaseFindings)?
    /// The references the commit's renames moved, by their place in the document.
    let moves: [Location: MovedReference]
    /// Lists "Files with that name" (a pass over every file) and untracked files for a
    /// reference that blocks; nil: no such hints.
    let suggestions: PathResolver?
    /// The commit's own change: the report names which of the findings' files it changes.
    let changes: ChangeSet?

    init(
        base: (any BaseFindings)?, moves: [Location: MovedReference] = [:], suggestions: PathResolver? = nil,
        changes: ChangeSet? = nil
    ) {
        self.base = base
        self.moves = moves
        self.suggestions = suggestions
        self.changes = changes
    }
}

/// What the base(s) of a commit have of one bullet's findings, read when the bullet has any.
protocol BaseFindings {
    /// nil when no base has the document's §8 (everything is as observed); else the identities
    /// the base has of the bullet `label`, given what this version observed of it (`observed`:
    /// a value missing from a side the commit changes again is not the drift accepted before).
    func known(bullet label: String, observed: [Observation]) throws(ContractCheckError) -> KnownAtBase?
}

/// What the base(s) have of one bullet.
struct KnownAtBase: Sendable, Equatable {
    /// The identities of the base's findings about the bullet (`FindingIdentity.identities`).
    let identities: Set<FindingIdentity>
    /// True when a base has a bullet of that label (a broken reference then "breaks" one that
    /// resolves at HEAD; else the commit "adds" one that does not resolve).
    let hasBullet: Bool
    /// True when a base verified the bullet (its state there is ok): a commit that makes it
    /// unverifiable turned a side the tool read into one it cannot read, which is new drift.
    var isVerified = false
    /// The declarations a base paired each stated shape of the bullet with, by shape and side
    /// (`ShapeDowngrade.key`): a side only presence-checked now that paired there is new drift.
    var paired: [String: String] = [:]
}

/// Where one observation ends: with the findings that count, with the drift the base already
/// has (a note, never a block), or with the findings as a new `unverifiable-constant` note
/// (pre-commit's heads-up names it).
enum JudgedFinding: Equatable {
    case finding(Finding)
    case preExisting(Finding)
    case newlyUnverifiable(Finding)

    var finding: Finding {
        switch self {
        case .finding(let finding), .preExisting(let finding), .newlyUnverifiable(let finding): return finding
        }
    }
}

extension FindingJudgement {
    /// The final form of `observed`, decided once, by identity (`FindingIdentity`), never by
    /// wording; `known` is nil when there is no base to compare with:
    /// * drift the base has too is pre-existing (accepted before: a note, no block);
    /// * a reference unresolved here but not at the base is a one-sided change (a side's file
    ///   deleted or renamed, its symbol renamed): it blocks as drift, or as `reference-moved`
    ///   when the commit renamed the file it named; one already unresolved at the base stays a
    ///   note, so old loose ends do not block every commit;
    /// * an `unverifiable-constant` note for a bullet the base verifies, because a named
    ///   constant's initializer is not one the reader folds or a side cannot be read (past the
    ///   limits, of a kind no lexer reads), is new drift (the commit made a side's value
    ///   unreadable), which blocks unless the drift trailer accepts it; any other note the base
    ///   does not have is new (a heads-up).
    static func judge(
        _ observed: Observation, known: KnownAtBase?, move: MovedReference?, suggestions: PathResolver?,
        sectionName: String
    ) -> JudgedFinding {
        guard let known else { return .finding(observed.finding) }
        let isKnown = FindingIdentity.areKnown(
            FindingIdentity.identities(rule: observed.rule, subject: observed.subject), in: known.identities)
        switch observed.rule {
        case .constantDrift where isKnown:
            return .preExisting(observed.finding)
        case .unresolvedReference where !isKnown:
            if let move, let location = observed.location { return .finding(move.finding(at: location)) }
            let message =
                known.hasBullet
                ? "This commit breaks a reference of \(sectionName) that resolves at HEAD: " + observed.message
                : "This commit adds a reference of \(sectionName) that does not resolve: " + observed.message
            let hints =
                similar(observed.subject?.reference, suggestions) + observed.hints + [
                    "Rename or restore it on every side, and update the document when the file or symbol really moved."
                ]
            return .finding(
                Finding(
                    rule: .constantDrift, severity: observed.severity, message: message, location: observed.location,
                    related: observed.related, hints: hints, subject: observed.subject))
        case .unverifiableConstant where observed.severity == .error:
            // A bullet the document can fix: a finding when the commit brings it, else known.
            return isKnown ? .preExisting(observed.finding) : .finding(observed.finding)
        case .unverifiableConstant where !isKnown && known.isVerified && observed.unfoldable:
            return .finding(
                Finding(
                    rule: .constantDrift, severity: .error,
                    message: "This commit makes a bullet of \(sectionName) that is verified at HEAD unverifiable: "
                        + observed.message,
                    location: observed.location, related: observed.related,
                    hints: observed.hints + [
                        "Give the value back in a form contract-check reads (a literal or a constant fold, in a "
                            + "source file within the limits), or accept the change with the drift trailer."
                    ],
                    subject: observed.subject))
        case .unverifiableConstant where !isKnown:
            return .newlyUnverifiable(observed.finding)
        default:
            return .finding(observed.finding)
        }
    }

    /// For a reference that resolves to nothing, the hints that name what it may have meant:
    /// a file it spells out that exists in the working tree but is not staged (`git add` it),
    /// then the files of its name (as `constants` lists them).
    static func similar(_ reference: String?, _ resolver: PathResolver?) -> [String] {
        guard let reference, let resolver, case .unresolved(let similar) = resolver.resolve(reference) else {
            return []
        }
        var hints: [String] = []
        if let file = resolver.untracked(reference) {
            hints.append(
                "\"\(file)\" exists in the working tree but is not staged: git add \(PathUtilities.shellQuoted(file))")
        }
        if !similar.isEmpty { hints.append("Files with that name: \(similar.joined(separator: ", "))") }
        return hints
    }
}

/// One bullet once folded: its result and its findings, each in its final form.
struct FoldedBullet {
    let result: BulletResult
    let findings: [Finding]
    let preExisting: [Finding]
    let newlyUnverifiable: [Finding]

    /// Sorts each judged observation into its list, and decides the bullet's state from them:
    /// a bullet with a `constant-drift` finding (a reference the commit broke included) is in
    /// drift, whatever the clause outcomes observed; else it keeps `observed`.
    init(
        bullet: ConstantBullet, observed: BulletResult.State, judged: [JudgedFinding], detail: String,
        files: [String], precision: BulletResult.Precision?, paired: [String: String] = [:]
    ) {
        var findings: [Finding] = []
        var preExisting: [Finding] = []
        var newlyUnverifiable: [Finding] = []
        for outcome in judged {
            switch outcome {
            case .finding(let finding): findings.append(finding)
            case .preExisting(let finding): preExisting.append(finding)
            case .newlyUnverifiable(let finding):
                findings.append(finding)
                newlyUnverifiable.append(finding)
            }
        }
        let drifts = judged.contains { $0.finding.rule == .constantDrift }
        let state = drifts ? .drift : observed
        self.result = BulletResult(
            bullet: bullet, state: state, detail: detail, resolvedFiles: files,
            precision: state == .ok ? precision : nil, pairedShapes: paired)
        self.findings = findings
        self.preExisting = preExisting
        self.newlyUnverifiable = newlyUnverifiable
    }
}
