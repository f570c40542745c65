import AnchorManifest

/// The mirrored-constants check of one commit, as the hooks run it over the staged snapshot and
/// `ci` over each commit of its range: over the commit's files (blob contents from the index or
/// the commit, not the working tree), only when the commit touches the document or a file that
/// §8 names, and judged by what the commit introduces: a finding its base commit (HEAD, HEAD's
/// parent for an amend, the commit's parent in `ci`) already has is no block.
enum StagedConstantsCheck {
    /// The commit a §8 reading is compared with, and the change from it to the commit judged
    /// (nil: the index against it, read when needed).
    struct Base {
        var commit: ObjectID
        var diff: ChangeSet?
        /// The folders `diff` is exact under (`ci` reads a commit's change under its source roots).
        var diffScope: ListingScope = .everything
    }

    /// The report, or nil when the check does not apply: no staged path is the document or a
    /// §8 file, or the document has no §8 section.
    static func run(
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
        snapshot made: ((DocumentVersion, ListingScope) throws(ContractCheckError) -> SourceSnapshot)? = nil,
        sources parsed: ((SourceSnapshot) -> ParsedSources)? = nil
    ) throws(ContractCheckError) -> ConstantsReport? {
        // Decide from the (cached) summary whether the check applies before parsing anything.
        let summary = try workspace.documentSummary(version)
        guard summary.hasConstants else { return nil }
        let roots = workspace.sourceRoots(summary)
        let probe = PathResolver(roots: roots, files: FileListing(paths: [String]()))
        let touched =
            try workspace.documentAliases(version).contains(where: changes.contains)
            || changes.paths.contains { path in summary.constantsReferences.contains { probe.matches(path, $0) } }
        guard touched, let bytes = try workspace.documentBytes(version) else { return nil }
        var constants = try workspace.mirroredConstants(version).0
        // Only the bullets the commit changes are checked: the others keep the base's findings.
        let unchanged = try UnchangedBullets.indices(
            workspace, version: version, constants: constants, document: bytes, roots: roots, bases: bases)
        constants.bullets = constants.bullets.indices.filter { !unchanged.contains($0) }.map { constants.bullets[$0] }
        // No bullet to check: the report a run over no bullet makes, without listing or parsing.
        guard !constants.bullets.isEmpty else {
            return ConstantsReport(
                documentPath: constants.documentPath, sectionLine: constants.sectionLine,
                sectionName: constants.sectionName, bullets: [], findings: [],
                changedPaths: changes.contains(constants.documentPath) ? [constants.documentPath] : [])
        }
        // A commit's files are listed under the roots only; the rest when a hint asks for them.
        let scope = ListingScope(roots: roots)
        let snapshot: SourceSnapshot
        if let made {
            snapshot = try made(version, scope)
        } else {
            snapshot = try SourceSnapshot(repository: workspace.repository, kind: version, scope: scope)
        }
        var resolver = PathResolver(roots: roots, files: try snapshot.listing(covering: roots))
        resolver.hintFiles = HintListing(snapshot)
        if case .commit = version {} else { resolver.workTree = workspace.repository.workTree }
        // "Files with that name" costs a pass over every file: the hooks show it only for a
        // reference this commit breaks (what blocks), so it is looked up for those alone.
        var quiet = resolver
        quiet.suggestsSimilar = false
        let sources = parsed?(snapshot) ?? ParsedSources(snapshot: snapshot)
        let judgement = FindingJudgement(
            base: bases.isEmpty
                ? nil
                : BaseBullets(
                    workspace, bases: bases, snapshot: snapshot, sources: sources, roots: roots, changes: changes),
            moves: MovedReferences.moves(
                constants: constants, renames: changes.renames, roots: roots, staged: quiet),
            suggestions: resolver, changes: changes)
        return try ConstantsChecker(constants: constants, resolver: quiet, snapshot: snapshot, judgement: judgement)
            .run(sources: sources)
    }

    /// A file's string and number literals, sorted (their order and positions aside).
    static func literals(_ source: LexedSource?) -> [String] {
        (source?.tokens ?? []).filter { $0.kind == .string || $0.kind == .number }.map(\.text).sorted()
    }

    /// The drift findings of a report (what blocks a commit): drift already at HEAD is a note.
    static func driftFindings(_ report: ConstantsReport) -> [Finding] {
        report.findings.filter {
            $0.severity == .error && ($0.rule == .constantDrift || $0.rule == .unverifiableConstant)
        }
    }
}
