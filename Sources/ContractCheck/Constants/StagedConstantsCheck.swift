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
        guard touched, let bytes = try workspace.documentBytes(.staged) else { return nil }
        let constants: MirroredConstants
        do {
            constants = try ConstantsParser(sectionName: workspace.configuration.constantsSection).parse(bytes: bytes, path: workspace.documentPath)
        } catch {
            throw .document(error)
        }
        let snapshot = try SourceSnapshot(repository: workspace.repository, kind: .staged)
        let resolver = PathResolver(roots: roots, paths: snapshot.paths)
        return try ConstantsChecker(constants: constants, resolver: resolver, snapshot: snapshot).run()
    }

    /// The drift findings of a report (what blocks a commit).
    public static func driftFindings(_ report: ConstantsReport) -> [Finding] {
        report.findings.filter { $0.ruleID == RuleCatalog.constantDrift.id }
    }
}
