import AnchorManifest

/// §8 references whose file the commit renames (`git mv`): the reference no longer resolves,
/// and that is neither drift (no value changed on one side) nor a loose end. The document must
/// follow the rename, so each is reported as `reference-moved` with the new path, which blocks
/// at commit-msg until the document names it; no drift trailer excuses it.
enum MovedReferences {
    /// The references of `constants` that no longer resolve because `renames` moved the file
    /// they named, by their place in the document (matched by their path against the rename's
    /// old path under `roots`): what `ConstantsChecker` is given to make their findings
    /// `reference-moved` when it makes them (`FindingJudgement`), instead of relabelling them after.
    static func moves(
        constants: MirroredConstants, renames: [FileRename], roots: [String], staged: PathResolver
    ) -> [Location: MovedReference] {
        guard !renames.isEmpty else { return [:] }
        let probe = PathResolver(roots: roots, files: FileListing(paths: [String]()))
        var moved: [Location: MovedReference] = [:]
        for bullet in constants.bullets {
            for reference in bullet.clauses.flatMap(\.sides).flatMap(\.references) {
                guard let rename = renames.first(where: { probe.matches($0.from, reference.path) }) else { continue }
                let place = Location(path: constants.documentPath, line: reference.line, column: reference.column)
                moved[place] = MovedReference(
                    reference: reference, label: bullet.label, rename: rename,
                    suggestion: suggestion(rename, reference: reference, staged: staged))
            }
        }
        return moved
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

/// A §8 reference whose file the commit renames, with the reference the document should write.
struct MovedReference: Sendable, Equatable {
    let reference: FileReference
    let label: String
    let rename: FileRename
    /// The new reference (`MovedReferences.suggestion`).
    let suggestion: String

    /// The `reference-moved` finding at `location` (the reference's place in the document): it
    /// blocks at commit-msg until the document names the new path; no drift trailer excuses it.
    func finding(at location: Location) -> Finding {
        Finding(
            rule: .referenceMoved,
            message: "\"\(reference.path)\" in \"\(label)\" named \"\(rename.from)\", which this commit renames "
                + "to \"\(rename.to)\"; the contract document must follow the rename.",
            location: location,
            related: [RelatedLocation(location: Location(path: rename.to), message: "the file's new path")],
            hints: ["Write `\(suggestion)` there instead, and stage the document with the rename."])
    }
}
