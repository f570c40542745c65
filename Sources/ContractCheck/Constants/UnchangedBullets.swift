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
    /// §8's paths under other roots. A commit (`version`) that changes a code file only where §8
    /// cannot see it (`SignificantStream`: a comment or whitespace edit) leaves the bullets
    /// reaching that file as they were.
    static func indices(
        _ workspace: Workspace, version: DocumentVersion, constants: MirroredConstants, document: [UInt8],
        roots: [String], bases: [StagedConstantsCheck.Base]
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
            let paths = try seenPaths(diff, workspace: workspace, version: version, base: base.commit, roots: roots)
            var reached = references(reachedBy: paths, roots: roots)
            // A side naming the document's own example (`§1.3`) is the document, by its path.
            if diff.paths.contains(constants.documentPath) { reached.insert(constants.documentPath) }
            unchanged = unchanged.filter { index in
                known.contains(texts[index])
                    && !constants.bullets[index].clauses.contains { clause in
                        clause.sides.contains { side in side.references.contains { reached.contains($0.path) } }
                    }
            }
        }
        return unchanged
    }

    /// The paths of `diff` (from `base` to the commit `version`) whose change §8 may see: all of
    /// them but the code files modified only where `SignificantStream` does not look. Only a
    /// commit's blobs are compared (the index's are not read here).
    static func seenPaths(
        _ diff: ChangeSet, workspace: Workspace, version: DocumentVersion, base: ObjectID, roots: [String]
    ) throws(ContractCheckError) -> [String] {
        guard case .commit(let commit) = version, diff.renames.isEmpty else { return diff.paths }
        let repository = workspace.repository
        var trees: (old: ObjectID, new: ObjectID)?
        var seen: [String] = []
        for change in diff.changes {
            guard change.status == .modified, roots.contains(where: { change.path.utf8.starts(with: $0.utf8) }) else {
                seen.append(change.path)
                continue
            }
            if trees == nil { trees = (try repository.tree(ofCommit: base), try repository.tree(ofCommit: commit)) }
            guard let trees, let old = try repository.entry(atPath: change.path, inTree: trees.old),
                let new = try repository.entry(atPath: change.path, inTree: trees.new),
                old.mode == new.mode, old.mode & 0o170000 == 0o100000,
                try SignificantStreams.of(repository).sameStream(
                    path: change.path, old: old.id, new: new.id, in: repository)
            else {
                seen.append(change.path)
                continue
            }
        }
        return seen
    }

    /// Each bullet's text: its lines up to the next bullet's first line (the last one's, to the
    /// end of the document), so an edit anywhere in a bullet changes it and a line added above
    /// §8 changes none.
    /// Kept for the last few documents (`TextMemo`): `ci` asks for the same document's at every
    /// commit that touches a side.
    static func texts(of bullets: [ConstantBullet], in document: [UInt8]) -> [BulletText] {
        let lines = bullets.map(\.line)
        if let known = TextMemo.shared.texts(document, lines) { return known }
        var starts = [0]
        document.withUnsafeBufferPointer { buffer in
            for offset in buffer.indices where buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        func start(_ line: Int) -> Int { line - 1 < starts.count ? starts[max(line - 1, 0)] : document.count }
        let texts = bullets.indices.map { index in
            let low = start(bullets[index].line)
            let high = index + 1 < bullets.count ? max(low, start(bullets[index + 1].line)) : document.count
            return BulletText(Array(document[low..<high]))
        }
        TextMemo.shared.keep(texts, document, lines)
        return texts
    }

    /// A bullet's text, hashed once over its bytes (hashing a `[UInt8]` feeds the hasher a byte
    /// at a time).
    struct BulletText: Hashable {
        let bytes: [UInt8]
        let hash: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: BulletText, b: BulletText) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
    }

    /// The bullet texts of the last few documents, by the document's bytes and the bullets'
    /// lines (comparing them costs far less than splitting the document again).
    final class TextMemo: @unchecked Sendable {
        // Every access holds `lock`.
        static let shared = TextMemo()
        private let lock = Lock()
        private var kept: [(document: [UInt8], lines: [Int], texts: [BulletText])] = []

        func texts(_ document: [UInt8], _ lines: [Int]) -> [BulletText]? {
            lock.lock()
            defer { lock.unlock() }
            return kept.first { $0.lines == lines && $0.document == document }?.texts
        }

        func keep(_ texts: [BulletText], _ document: [UInt8], _ lines: [Int]) {
            lock.lock()
            defer { lock.unlock() }
            kept.append((document, lines, texts))
            if kept.count > 4 { kept.removeFirst() }
        }
    }

    /// Every reference text a path could resolve under `roots` (`PathResolver.matches`): the
    /// path below a root, each of its `/`-suffixes, and each folder above it below the root.
    static func references(reachedBy paths: [String], roots: [String]) -> Set<String> {
        var out = Set<String>()
        for path in paths {
            let bytes = Array(path.utf8)
            for root in roots where bytes.starts(with: root.utf8) {
                let rest = Array(bytes[root.utf8.count...])
                out.insert(String(decoding: rest, as: UTF8.self))
                // The folders above it, as a fixture-folder side names them from the root.
                for (offset, byte) in rest.enumerated() where byte == UInt8(ascii: "/") {
                    out.insert(String(decoding: rest[...offset], as: UTF8.self))
                }
                for (offset, byte) in rest.enumerated() where byte == UInt8(ascii: "/") {
                    out.insert(String(decoding: rest[(offset + 1)...], as: UTF8.self))
                }
            }
        }
        return out
    }
}
