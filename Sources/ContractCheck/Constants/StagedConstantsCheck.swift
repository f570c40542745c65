import AnchorManifest

/// The mirrored-constants check of one commit, as the hooks run it over the staged snapshot and
/// `ci` over each commit of its range: over the commit's files (blob contents from the index or
/// the commit, not the working tree), only when the commit touches the document or a file that
/// §8 names, and judged by what the commit introduces: a finding its base commit (HEAD, HEAD's
/// parent for an amend, the commit's parent in `ci`) already has is no block.
public enum StagedConstantsCheck {
    /// The commit a §8 reading is compared with, and the change from it to the commit judged
    /// (nil: the index against it, read when needed).
    struct Base {
        var commit: ObjectID
        var diff: ChangeSet?
    }

    /// The report, or nil when the check does not apply: no staged path is the document or a
    /// §8 file, or the document has no §8 section.
    public static func run(
        _ workspace: Workspace, changes: ChangeSet,
        context: CommitContext? = nil
    ) throws(ContractCheckError) -> ConstantsReport? {
        guard let context else { return try run(workspace, version: .staged, changes: changes, bases: []) }
        // A merge's drift is its own only when no parent has it: what a parent brings was
        // judged with the commits that made it (the merge's own change is what the guard reads).
        let commits = context.kind == .merge ? context.parentCommits : context.baseCommit.map { [$0] } ?? []
        let bases = commits.map { Base(commit: $0, diff: context.kind == .ordinary ? changes : nil) }
        return try run(workspace, version: .staged, changes: changes, bases: bases)
    }

    /// The check of `version` (the index, or a commit) whose own change is `changes` (every path
    /// it changed: a §8 reference may resolve anywhere), judged against `bases` (its parent; for
    /// a merge, every parent: a finding one of them has is not the merge's).
    static func run(
        _ workspace: Workspace, version: DocumentVersion, changes: ChangeSet, bases: [Base],
        snapshot made: ((DocumentVersion) throws(ContractCheckError) -> SourceSnapshot)? = nil,
        sources parsed: ((SourceSnapshot) -> ParsedSources)? = nil
    ) throws(ContractCheckError) -> ConstantsReport? {
        // Decide from the (cached) summary whether the check applies before parsing anything.
        let summary = try workspace.documentSummary(version)
        guard summary.hasConstants else { return nil }
        let roots = workspace.sourceRoots(PathConventions(roots: summary.roots, line: nil))
        let probe = PathResolver(roots: roots, files: FileListing(paths: [String]()))
        let touched =
            try workspace.documentAliases(version).contains(where: changes.contains)
            || changes.paths.contains { path in summary.constantsReferences.contains { probe.matches(path, $0) } }
        guard touched, let bytes = try workspace.documentBytes(version) else { return nil }
        var constants = try workspace.mirroredConstants(version).0
        // Only the bullets the commit changes are checked: the others keep the base's findings.
        let unchanged = try UnchangedBullets.indices(
            workspace, constants: constants, document: bytes, roots: roots, bases: bases)
        constants.bullets = constants.bullets.indices.filter { !unchanged.contains($0) }.map { constants.bullets[$0] }
        let snapshot: SourceSnapshot
        if let made {
            snapshot = try made(version)
        } else {
            snapshot = try SourceSnapshot(repository: workspace.repository, kind: version)
        }
        var resolver = PathResolver(roots: roots, files: snapshot.listing)
        if case .commit = version {} else { resolver.workTree = workspace.repository.workTree }
        // "Files with that name" costs a pass over every file: the hooks show it only for a
        // reference this commit breaks (what blocks), so it is looked up for those alone.
        var quiet = resolver
        quiet.suggestsSimilar = false
        let sources = parsed?(snapshot) ?? ParsedSources(snapshot: snapshot)
        let report = try ConstantsChecker(constants: constants, resolver: quiet, snapshot: snapshot)
            .run(sources: sources)
        var judged = report
        var known: ConstantsReport?
        for base in bases {
            guard
                var found = try baseReport(
                    workspace, for: report, base: base, snapshot: snapshot, sources: sources, roots: roots)
            else { continue }
            let again = try driftedAgain(report, changes: changes, sources: sources, base: found.sources)
            found.report.findings.removeAll { $0.identity.map(again.contains) ?? false }
            if known == nil { known = found.report } else { known?.absorb(found.report) }
        }
        if let known { judged = compare(report, base: known) }
        judged.findings = judged.findings.map { suggestingSimilar($0, resolver) }
        var marked = MovedReferences.mark(
            judged, constants: constants, renames: changes.renames, roots: roots,
            staged: resolver)
        let named = Set(marked.findings.compactMap(\.location?.path) + [marked.documentPath])
        marked.changedPaths = named.filter(changes.contains)
        return marked
    }

    /// Only the bullets `report` has trouble with (drift, unresolved, unverifiable), checked at
    /// the base commit through `BaseOverlay`: what "already there" needs, not a second run of
    /// the whole check. nil when nothing needs comparing, or the base has no document or §8.
    /// The overlay needs the snapshot's change against the base (`base.diff`); when it is not
    /// given, the index is read against the base's tree.
    static func baseReport(
        _ workspace: Workspace, for report: ConstantsReport, base: Base,
        snapshot: SourceSnapshot, sources: ParsedSources, roots: [String]
    ) throws(ContractCheckError) -> (report: ConstantsReport, sources: ParsedSources)? {
        let troubled = Set(report.findings.compactMap(\.subject?.bullet))
        let commit = base.commit
        guard !troubled.isEmpty else { return nil }
        var constants: MirroredConstants
        let baseRoots: [String]
        do {
            let (parsed, conventions) = try workspace.mirroredConstants(.commit(commit))
            constants = parsed
            baseRoots = workspace.sourceRoots(conventions)
        } catch .document, .documentMissing {
            return nil
        }
        constants.bullets = constants.bullets.filter { troubled.contains($0.label) }
        let tree = try workspace.repository.tree(ofCommit: commit)
        let diff: ChangeSet
        if let given = base.diff {
            diff = given
        } else {
            diff = try StagedChangeReader(repository: workspace.repository).changes(against: tree)
        }
        let overlay = try BaseOverlay(staged: snapshot, tree: tree, changes: diff)
        var resolver = PathResolver(roots: baseRoots.isEmpty ? roots : baseRoots, files: overlay.listing)
        resolver.suggestsSimilar = false  // the base's findings are compared by identity only
        // The files the change does not touch have the staged bytes: their parses are shared.
        let shared = ParsedSources(snapshot: overlay, sharing: sources) { !overlay.changed.contains($0) }
        let found = try ConstantsChecker(constants: constants, resolver: resolver, snapshot: overlay).run(
            sources: shared)
        return (found, shared)
    }

    /// The values missing from a side that the base lacks too, but whose side the commit
    /// changes again: a file of that side gets other literals (strings, numbers) than the base
    /// had, so the drift accepted before is not the drift now (a file-wide side names no
    /// symbol whose members could show the new value as a finding of its own). A comment or
    /// any change that keeps the file's literals keeps the drift as it was accepted.
    static func driftedAgain(
        _ report: ConstantsReport, changes: ChangeSet, sources: ParsedSources, base: ParsedSources
    ) throws(ContractCheckError) -> Set<FindingIdentity> {
        var again = Set<FindingIdentity>()
        var literalsChanged: [String: Bool] = [:]
        for finding in report.findings where finding.rule == .constantDrift {
            guard let identity = finding.identity, identity.subject.reference == nil, identity.subject.value != nil,
                let path = finding.location?.path, changes.contains(path)
            else { continue }
            if literalsChanged[path] == nil {
                literalsChanged[path] = try literals(sources.source(path)) != literals(base.source(path))
            }
            if literalsChanged[path] == true { again.insert(identity) }
        }
        return again
    }

    /// A file's string and number literals, sorted (their order and positions aside).
    static func literals(_ source: LexedSource?) -> [String] {
        (source?.tokens ?? []).filter { $0.kind == .string || $0.kind == .number }.map(\.text).sorted()
    }

    /// `report` judged against `base`, by identity (`FindingIdentity`), never by wording:
    /// * drift the base has too moves to `preExisting` (accepted before: a note, no block);
    /// * a reference unresolved in the commit but not at the base is a one-sided change (a
    ///   side's file deleted or renamed, its symbol renamed): it blocks like drift; one already
    ///   unresolved at the base stays a note, so old loose ends do not block every commit;
    /// * an `unverifiable-constant` note for a bullet the base verified (ok) is new drift: the
    ///   commit turned a side the tool read into one it cannot read (an initializer it does not
    ///   fold, say), which blocks unless the drift trailer accepts it;
    /// * any other `unverifiable-constant` note the base does not have goes to `newlyUnverifiable`.
    static func compare(_ report: ConstantsReport, base: ConstantsReport) -> ConstantsReport {
        let known = Set(base.findings.flatMap(\.identities))
        let baseBullets = Set(base.bullets.map(\.bullet.label))
        let verified = Set(base.bullets.filter { $0.state == .ok }.map(\.bullet.label))
        var judged = report
        judged.findings = []
        for finding in report.findings {
            let isKnown = finding.isKnown(in: known)
            switch finding.rule {
            case .constantDrift where isKnown:
                judged.preExisting.append(finding)
            case .unresolvedReference where !isKnown:
                var broken = finding
                broken.rule = .constantDrift
                broken.message =
                    baseBullets.contains(finding.subject?.bullet ?? "")
                    ? "This commit breaks a reference of \(report.sectionName) that resolves at HEAD: "
                        + finding.message
                    : "This commit adds a reference of \(report.sectionName) that does not resolve: " + finding.message
                broken.hints.append(
                    "Rename or restore it on every side, and update the document when the file or "
                        + "symbol really moved.")
                judged.findings.append(broken)
            case .unverifiableConstant where !isKnown && verified.contains(finding.subject?.bullet ?? ""):
                var lost = finding
                lost.rule = .constantDrift
                lost.severity = .error
                lost.message =
                    "This commit makes a bullet of \(report.sectionName) that is verified at HEAD unverifiable: "
                    + finding.message
                lost.hints.append(
                    "Give the value back as a literal or a constant fold contract-check reads, or accept the "
                        + "change with the drift trailer.")
                judged.findings.append(lost)
            case .unverifiableConstant where !isKnown:
                judged.newlyUnverifiable.append(finding)
                judged.findings.append(finding)
            default:
                judged.findings.append(finding)
            }
        }
        return judged
    }

    /// A blocking finding about a reference that resolves to nothing, with the files of its
    /// name listed first among its hints (as `constants` lists them); any other finding as it is.
    /// A file the reference spells out that exists in the working tree but is not staged is
    /// named first of all (`git add` it).
    static func suggestingSimilar(_ finding: Finding, _ resolver: PathResolver) -> Finding {
        guard finding.rule == .constantDrift, finding.subject?.value == nil,
            let reference = finding.subject?.reference,
            case .unresolved(let similar) = resolver.resolve(reference)
        else { return finding }
        var hinted = finding
        if !similar.isEmpty {
            hinted.hints.insert("Files with that name: \(similar.joined(separator: ", "))", at: 0)
        }
        if let file = resolver.untracked(reference) {
            hinted.hints.insert(
                "\"\(file)\" exists in the working tree but is not staged: git add \(PathUtilities.shellQuoted(file))",
                at: 0)
        }
        return hinted
    }

    /// The drift findings of a report (what blocks a commit): drift already at HEAD is a note.
    public static func driftFindings(_ report: ConstantsReport) -> [Finding] {
        report.findings.filter { $0.rule == .constantDrift && $0.severity == .error }
    }
}

extension ConstantsReport {
    /// Adds `other`'s bullets and findings (another base of a merge): what any parent has.
    mutating func absorb(_ other: ConstantsReport) {
        bullets += other.bullets
        findings += other.findings
    }
}
