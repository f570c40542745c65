import AnchorManifest

/// The mirrored-constants check as the hooks run it: over the staged snapshot (blob contents
/// from the index, not the working tree), and only when the commit touches the document or a
/// file that §8 names.
public enum StagedConstantsCheck {
    /// The report, or nil when the check does not apply: no staged path is the document or a
    /// §8 file, or the document has no §8 section.
    public static func run(_ workspace: Workspace, changes: ChangeSet) throws(ContractCheckError) -> ConstantsReport? {
        guard let bytes = try workspace.documentBytes(.staged) else { return nil }
        let document = CmarkReader.parse(bytes)
        let parser = ConstantsParser(sectionName: workspace.configuration.constantsSection)
        guard !document.sections(containing: parser.sectionName).isEmpty else { return nil }
        let constants: MirroredConstants
        do {
            constants = try parser.parse(document, path: workspace.documentPath)
        } catch {
            throw .document(error)
        }
        let roots = workspace.sourceRoots(PathConventions.parse(document))
        // Cheap test first: does any changed path end with a §8 reference under a root?
        let probe = PathResolver(roots: roots, paths: [])
        let references = constants.references.map(\.path)
        let touched = try workspace.documentAliases(.staged).contains(where: changes.contains)
            || changes.paths.contains { path in references.contains { probe.matches(path, $0) } }
        guard touched else { return nil }
        let snapshot = try SourceSnapshot(repository: workspace.repository, kind: .staged)
        let resolver = PathResolver(roots: roots, paths: snapshot.paths)
        return try ConstantsChecker(constants: constants, resolver: resolver, snapshot: snapshot).run()
    }

    /// The drift findings of a report (what blocks a commit).
    public static func driftFindings(_ report: ConstantsReport) -> [Finding] {
        report.findings.filter { $0.ruleID == RuleCatalog.constantDrift.id }
    }
}
