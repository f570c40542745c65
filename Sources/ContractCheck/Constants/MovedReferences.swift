import AnchorManifest

/// §8 references whose file the commit renames (`git mv`): the reference no longer resolves,
/// and that is neither drift (no value changed on one side) nor a loose end. The document must
/// follow the rename, so each is reported as `reference-moved` with the new path, which blocks
/// at commit-msg until the document names it; no drift trailer excuses it.
enum MovedReferences {
    /// Replaces, in `report`, each finding about a reference of `constants` that no longer
    /// resolves because `renames` moved the file it named (matched by the reference's place in
    /// the document, and its path against the rename's old path under `roots`).
    static func mark(
        _ report: ConstantsReport, constants: MirroredConstants, renames: [FileRename],
        roots: [String], staged: PathResolver
    ) -> ConstantsReport {
        guard !renames.isEmpty else { return report }
        let probe = PathResolver(roots: roots, files: FileListing(paths: [String]()))
        var moved: [Location: (FileReference, String, FileRename)] = [:]
        for bullet in constants.bullets {
            for reference in bullet.clauses.flatMap(\.sides).flatMap(\.references) {
                guard let rename = renames.first(where: { probe.matches($0.from, reference.path) }) else { continue }
                let place = Location(path: constants.documentPath, line: reference.line, column: reference.column)
                moved[place] = (reference, bullet.label, rename)
            }
        }
        var marked = report
        marked.findings = report.findings.map { finding in
            // Only references this commit broke (`StagedConstantsCheck.compare` made them drift).
            guard finding.rule == .constantDrift, let location = finding.location,
                let (reference, label, rename) = moved[location]
            else {
                return finding
            }
            return Finding(
                rule: .referenceMoved,
                message: "\"\(reference.path)\" in \"\(label)\" named \"\(rename.from)\", which this commit renames "
                    + "to \"\(rename.to)\"; the contract document must follow the rename.",
                location: location,
                related: [RelatedLocation(location: Location(path: rename.to), message: "the file's new path")],
                hints: [
                    "Write `\(suggestion(rename, reference: reference, staged: staged))` there instead, and stage "
                        + "the document with the rename."
                ])
        }
        return marked
    }

    /// The new reference: as many trailing segments of the new path as the old reference had,
    /// when that names the file alone; else the whole path under its root.
    static func suggestion(_ rename: FileRename, reference: FileReference, staged: PathResolver) -> String {
        let count = reference.path.split(separator: "/").count
        let short = rename.to.split(separator: "/").suffix(count).joined(separator: "/")
        if case .resolved(let path) = staged.resolve(short), path == rename.to { return short }
        for root in staged.roots where rename.to.hasPrefix(root) {
            return String(rename.to.dropFirst(root.count))
        }
        return rename.to
    }
}
