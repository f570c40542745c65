import AnchorManifest

extension ConstantsChecker {
    /// Resolves every reference of every side; a side is complete when all of its references
    /// resolve to files a lexer reads within `SourceLimits`.
    func resolve(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        for side in work.clause.sides {
            var resolved = ResolvedSide()
            for reference in side.references {
                let paths = try resolve(reference, into: &work, sources: sources)
                if paths.isEmpty { resolved.complete = false }
                for path in paths {
                    resolved.files.append(SideFile(reference: reference, path: path))
                    if SourceLexers.lexer(forPath: path) == nil {
                        resolved.complete = false
                        work.unreadable.append("no lexer reads \"\(path)\"")
                    } else if try sources.snapshot.bytes(path) == nil {
                        resolved.complete = false
                    } else if let reason = try sources.refusal(path) {
                        resolved.complete = false
                        work.unreadable.append(reason)
                    }
                }
            }
            resolved.complete = resolved.complete && !resolved.files.isEmpty
            work.sides.append(resolved)
        }
    }

    /// The paths one reference resolves to: its file (also when the file is missing from the
    /// working tree, which is reported), or a folder's data files; empty, with a finding, when
    /// it resolves to none.
    func resolve(
        _ reference: FileReference, into work: inout ClauseWork,
        sources: ParsedSources
    ) throws(ContractCheckError) -> [String] {
        // The document's own examples (`§1.3`): the document is the file, as it stands.
        if reference.path == work.document, reference.symbols.allSatisfy(\.isExample) { return [work.document] }
        let label = work.bullet.label
        let location = Location(path: work.document, line: reference.line, column: reference.column)
        switch work.resolutions[reference.path] ?? resolver.resolve(reference.path) {
        case .folder(_, let files):
            return files
        case .resolved(let path):
            if SourceLexers.lexer(forPath: path) != nil, try sources.snapshot.bytes(path) == nil {
                // Tracked, but deleted from the working tree.
                work.add(
                    unresolved: Observation(
                        rule: .unresolvedReference,
                        message: "\"\(reference.path)\" in \"\(label)\" resolves to \"\(path)\", which is tracked but "
                            + "missing from the working tree.",
                        location: location, subject: FindingSubject(bullet: label, reference: reference.path)),
                    because: "\"\(path)\" is missing from the working tree")
            }
            return [path]
        case .ambiguous(let candidates):
            work.add(
                unresolved: Observation(
                    rule: .unresolvedReference,
                    message: "\"\(reference.path)\" in \"\(label)\" is ambiguous: it matches "
                        + "\(candidates.map { "\"\($0)\"" }.joined(separator: ", ")).",
                    location: location, hints: ["Write more of the path so that it names one file."],
                    subject: FindingSubject(bullet: label, reference: reference.path)),
                because: "\"\(reference.path)\" is ambiguous")
        case .unresolved(let similar):
            let roots = resolver.roots.map { $0.isEmpty ? "the repository root" : "\"\($0)\"" }.joined(separator: ", ")
            if let file = resolver.untracked(reference.path) {
                work.add(
                    unresolved: Observation(
                        rule: .unresolvedReference,
                        message: "\"\(reference.path)\" in \"\(label)\" names \"\(file)\", which exists in the "
                            + "working tree but is not tracked.",
                        location: location, hints: ["Track it: git add \(PathUtilities.shellQuoted(file))"],
                        subject: FindingSubject(bullet: label, reference: reference.path)),
                    because: "\"\(file)\" is not tracked")
                return []
            }
            let folder = reference.path.hasSuffix("/")
            work.add(
                unresolved: Observation(
                    rule: .unresolvedReference,
                    message: folder
                        ? "\"\(reference.path)\" in \"\(label)\" names no folder of JSON or YAML files under \(roots)."
                        : "\"\(reference.path)\" in \"\(label)\" matches no file under \(roots).",
                    location: location,
                    hints: similar.isEmpty ? [] : ["Files with that name: \(similar.joined(separator: ", "))"],
                    subject: FindingSubject(bullet: label, reference: reference.path)),
                because: "\"\(reference.path)\" does not resolve")
        }
        return []
    }
}
