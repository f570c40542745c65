import AnchorManifest

/// The mirrored-constants check as the hooks run it: over the staged snapshot (blob contents
/// from the index, not the working tree), and only when the commit touches the document or a
/// file that §8 names.
public enum StagedConstantsCheck {
    /// The report, or nil when the check does not apply: no staged path is the document or a
    /// §8 file, or the document has no §8 section.
    public static func run(_ workspace: Workspace, changes: ChangeSet) throws(ContractCheckError) -> ConstantsReport? {
        // Decide from the (cached) summary whether the check applies before parsing anything.
        let summary = try workspace.documentSummary(.staged)
        guard summary.hasConstants else { return nil }
        let roots = workspace.sourceRoots(PathConventions(roots: summary.roots, line: nil))
        let probe = PathResolver(roots: roots, paths: [])
        let touched = try workspace.documentAliases(.staged).contains(where: changes.contains)
            || changes.paths.contains { path in summary.constantsReferences.contains { probe.matches(path, $0) } }
        guard touched, try workspace.documentBytes(.staged) != nil else { return nil }
        let document = try workspace.contractDocument(.staged)
        let constants: MirroredConstants
        do {
            constants = try ConstantsParser(sectionName: workspace.configuration.constantsSection).parse(document, path: workspace.documentPath)
        } catch {
            throw .document(error)
        }
        let snapshot = try SourceSnapshot(repository: workspace.repository, kind: .staged)
        let resolver = PathResolver(roots: roots, paths: snapshot.paths)
        let broken = try markBrokenReferences(
            ConstantsChecker(constants: constants, resolver: resolver, snapshot: snapshot).run(), workspace)
        return MovedReferences.mark(broken, constants: constants, renames: changes.renames, roots: roots,
                                    staged: resolver)
    }

    /// A reference that resolves at HEAD and not in the staged snapshot is a one-sided change
    /// (a side's file deleted or renamed, its symbol renamed): it blocks like drift. References
    /// that were already unresolved at HEAD stay notes, so a document with old loose ends does
    /// not block every commit. Without a HEAD, or a §8 at HEAD, there is nothing to compare.
    ///
    /// Drift HEAD already has (the same file and message: the seed's own findings, a drift
    /// accepted before) is a note, not a block: only drift the commit brings blocks.
    static func markBrokenReferences(_ report: ConstantsReport, _ workspace: Workspace) throws(ContractCheckError) -> ConstantsReport {
        let unresolved = report.findings.filter {
            $0.rule == .unresolvedReference || $0.rule == .constantDrift
        }
        guard !unresolved.isEmpty, let head = try workspace.repository.headCommit() else { return report }
        let before: ConstantsReport
        do {
            before = try workspace.checkConstants(.commit(head))
        } catch .document, .documentMissing {
            return report
        }
        let known = Set(before.findings.filter { $0.rule == .unresolvedReference }.map(\.message))
        let driftAtHead = Set(before.findings.filter { $0.rule == .constantDrift }.map {
            ($0.location?.path ?? "") + "\u{0}" + $0.message
        })
        var marked = report
        marked.findings = report.findings.map { finding in
            if finding.rule == .constantDrift {
                guard driftAtHead.contains((finding.location?.path ?? "") + "\u{0}" + finding.message) else { return finding }
                var old = finding
                old.severity = .note
                old.message = "Already at HEAD (not introduced by this commit): " + finding.message
                return old
            }
            guard finding.rule == .unresolvedReference, !known.contains(finding.message) else { return finding }
            var broken = finding
            broken.rule = .constantDrift
            broken.message = "This commit breaks a §8 reference that resolves at HEAD: " + finding.message
            broken.hints.append("Rename or restore it on every side, and update the document when the file or symbol really moved.")
            return broken
        }
        return marked
    }

    /// The drift findings of a report (what blocks a commit): drift already at HEAD is a note.
    public static func driftFindings(_ report: ConstantsReport) -> [Finding] {
        report.findings.filter { $0.rule == .constantDrift && $0.severity == .error }
    }
}
