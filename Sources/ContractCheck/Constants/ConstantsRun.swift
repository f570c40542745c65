import AnchorManifest

extension Workspace {
    /// §8 of the document in `version`; a missing document or a section that does not parse is
    /// an error (the caller cannot check).
    package func mirroredConstants(_ version: DocumentVersion) throws(ContractCheckError) -> (
        MirroredConstants, PathConventions
    ) {
        let blob = try resolvedFile(documentPath, version)?.id
        if let blob, let known = constantsByBlob[blob] { return known }
        let document = try contractDocument(version)
        do {
            let constants = try ConstantsParser(sectionName: configuration.constantsSection).parse(
                document, path: documentPath)
            let parsed = (constants, PathConventions.parse(document))
            if let blob { constantsByBlob[blob] = parsed }
            return parsed
        } catch {
            throw .document(error)
        }
    }

    /// The roots abbreviated §8 paths resolve under: `contract.sourceRoot` settings when given,
    /// else the document's Path conventions, else the repository root.
    package func sourceRoots(_ conventions: PathConventions) -> [String] {
        if !configuration.sourceRoots.isEmpty { return configuration.sourceRoots }
        return conventions.roots.isEmpty ? [""] : conventions.roots
    }

    /// `sourceRoots` for the Path conventions a document summary keeps: what the hook's §8
    /// check and `ci`'s scoped reading both resolve under, from one rule.
    package func sourceRoots(_ summary: DocumentSummary) -> [String] {
        sourceRoots(PathConventions(roots: summary.roots, line: nil))
    }

    /// The repository files §8 names in `kind`'s state (the references that resolve; a fixture
    /// folder as its path ending in `/`).
    package func constantsFiles(_ kind: SourceSnapshot.Kind) throws(ContractCheckError) -> [String] {
        let (constants, conventions) = try mirroredConstants(kind)
        let roots = sourceRoots(conventions)
        let snapshot = try SourceSnapshot(repository: repository, kind: kind, scope: ListingScope(roots: roots))
        var resolver = PathResolver(roots: roots, files: try snapshot.listing(covering: roots))
        resolver.suggestsSimilar = false  // only the paths are wanted, not hints for a miss
        return constants.references.compactMap { reference in
            switch resolver.resolve(reference.path) {
            case .resolved(let path): return path
            case .folder(let folder, _): return folder  // a prefix: every file under it
            default: return nil
            }
        }
    }

    /// Runs the mirrored-constants check over one state of the repository, reading the document
    /// from that same state. `suggestsSimilar: false` leaves out the files of a missing
    /// reference's name (a pass over every file), for a caller that compares findings by
    /// identity only.
    package func checkConstants(
        _ kind: SourceSnapshot.Kind, suggestsSimilar: Bool = true
    ) throws(ContractCheckError) -> ConstantsReport {
        let (constants, conventions) = try mirroredConstants(kind)
        let roots = sourceRoots(conventions)
        // Only the files under the roots are listed (what a reference resolves to); every file
        // only when a reference that resolves to nothing asks for files of its name.
        let snapshot = try SourceSnapshot(repository: repository, kind: kind, scope: ListingScope(roots: roots))
        var resolver = PathResolver(roots: roots, files: try snapshot.listing(covering: roots))
        resolver.hintFiles = HintListing(snapshot)
        resolver.suggestsSimilar = suggestsSimilar
        if case .commit = kind {} else { resolver.workTree = repository.workTree }
        return try ConstantsChecker(constants: constants, resolver: resolver, snapshot: snapshot).run()
    }
}

extension Workspace {
    /// The state `explain` and `parity` read: the working tree, or `HEAD` in a bare repository,
    /// with the snapshot of the repository's files in that state.
    package func currentState() throws(ContractCheckError) -> (version: DocumentVersion, snapshot: SourceSnapshot) {
        guard repository.isBare else {
            return (.workingTree, try SourceSnapshot(repository: repository, kind: .workingTree))
        }
        guard let head = try repository.headCommit() else {
            throw .documentMissing(path: documentPath, whereLooked: "HEAD (the branch has no commits)")
        }
        return (.commit(head), try SourceSnapshot(repository: repository, kind: .commit(head)))
    }
}
