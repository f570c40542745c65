import AnchorManifest

/// The §8 bullets a commit leaves as they were, which the hooks and `ci` need not check: a
/// bullet whose text is the same at every base and none of whose references a path the commit
/// changes (adds, deletes, renames or modifies) could resolve to has the findings it had at the
/// base, all accepted there. So a commit's §8 work is the bullets it changes, whatever the size
/// of §8 (a document edit elsewhere checks none; 100,000 bullets cost their parse, not their
/// check).
enum UnchangedBullets {
    /// The indices of `constants.bullets` that are unchanged from every base; empty (check every
    /// bullet) when a base's change is not known, its document or §8 does not read, or it reads
    /// §8's paths under other roots.
    static func indices(
        _ workspace: Workspace, constants: MirroredConstants, document: [UInt8], roots: [String],
        bases: [StagedConstantsCheck.Base]
    ) throws(ContractCheckError) -> Set<Int> {
        guard !bases.isEmpty else { return [] }
        let texts = Self.texts(of: constants.bullets, in: document)
        var unchanged = Set(constants.bullets.indices)
        for base in bases {
            guard let diff = base.diff, let bytes = try workspace.documentBytes(.commit(base.commit)) else { return [] }
            let baseConstants: MirroredConstants
            do {
                let (parsed, conventions) = try workspace.mirroredConstants(.commit(base.commit))
                guard workspace.sourceRoots(conventions) == roots else { return [] }
                baseConstants = parsed
            } catch .document, .documentMissing {
                return []
            }
            let known = Set(Self.texts(of: baseConstants.bullets, in: bytes))
            let reached = references(reachedBy: diff.paths, roots: roots)
            unchanged = unchanged.filter { index in
                known.contains(texts[index])
                    && !constants.bullets[index].clauses.contains { clause in
                        clause.sides.contains { side in side.references.contains { reached.contains($0.path) } }
                    }
            }
        }
        return unchanged
    }

    /// Each bullet's text: its lines up to the next bullet's first line (the last one's, to the
    /// end of the document), so an edit anywhere in a bullet changes it and a line added above
    /// §8 changes none.
    static func texts(of bullets: [ConstantBullet], in document: [UInt8]) -> [[UInt8]] {
        var starts = [0]
        for (offset, byte) in document.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        func start(_ line: Int) -> Int { line - 1 < starts.count ? starts[max(line - 1, 0)] : document.count }
        return bullets.indices.map { index in
            let low = start(bullets[index].line)
            let high = index + 1 < bullets.count ? max(low, start(bullets[index + 1].line)) : document.count
            return Array(document[low..<high])
        }
    }

    /// Every reference text a path could resolve under `roots` (`PathResolver.matches`): the
    /// path below a root and each of its `/`-suffixes.
    static func references(reachedBy paths: [String], roots: [String]) -> Set<String> {
        var out = Set<String>()
        for path in paths {
            let bytes = Array(path.utf8)
            for root in roots where bytes.starts(with: root.utf8) {
                let rest = Array(bytes[root.utf8.count...])
                out.insert(String(decoding: rest, as: UTF8.self))
                for (offset, byte) in rest.enumerated() where byte == UInt8(ascii: "/") {
                    out.insert(String(decoding: rest[(offset + 1)...], as: UTF8.self))
                }
            }
        }
        return out
    }
}
