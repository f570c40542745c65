/// The `LINT.IfChange` / `LINT.ThenChange` rule over one commit's change: which changed blocks
/// have a target that did not change (unsynced, waivable), and what is structurally broken
/// (always blocks): a missing target file, folder or label, an unmatched directive, a duplicate
/// label, in every changed file, and, when the commit deletes a file or removes a label, in the
/// files that name it (the reverse look-up). Reads only through `IfChangeTree`.
struct IfChangeRule {
    /// One changed file of the commit, as the gatherer read it.
    struct ChangedFile: Sendable {
        let path: String
        let status: FileChange.Status
        /// The parent's bytes (nil: added, not a regular file, or binary).
        let old: [UInt8]?
        /// The commit's bytes (nil: deleted, not a regular file, or binary).
        let new: [UInt8]?
        /// The line diff between the two (nil unless both are text).
        let hunks: [LineHunk]?
    }

    /// What a target resolves to in the commit's tree.
    enum Kind: Sendable, Equatable {
        case file
        case folder
    }

    /// Lookups in the commit's tree: a path's kind, a file's bytes, and every file that may hold
    /// directives (asked only for the reverse look-up).
    struct Tree {
        let kind: (String) throws(ContractCheckError) -> Kind?
        let text: (String) throws(ContractCheckError) -> [UInt8]?
        let namingFiles: () throws(ContractCheckError) -> [(path: String, bytes: [UInt8])]
    }

    let files: [ChangedFile]
    /// Every path the commit changes (both sides of a rename).
    let changedPaths: Set<String>
    let tree: Tree

    private var parsed: [String: IfChangeFile] = [:]
    private var regionChanges: [String: Set<String>] = [:]

    init(files: [ChangedFile], changedPaths: [String], tree: Tree) {
        self.files = files
        self.changedPaths = Set(changedPaths)
        self.tree = tree
        for file in files {
            if let new = file.new { parsed[file.path] = IfChangeFile(new) }
        }
        for file in files { regionChanges[file.path] = Self.changedRegions(file, parsed[file.path]) }
    }

    /// The labels of `file` whose region changed by rule 3, and the labels of its changed blocks.
    private static func changedRegions(_ file: ChangedFile, _ new: IfChangeFile?) -> Set<String> {
        guard let new, let oldBytes = file.old, let hunks = file.hunks, file.status == .modified else { return [] }
        let old = IfChangeFile(oldBytes)
        let edit = IfChangeEdit(hunks)
        let spans = old.regions.map { (start: $0.start, end: $0.end) }
        return Set(new.regions.filter { edit.changed(start: $0.start, end: $0.end, oldSpans: spans) }.map(\.label))
    }

    /// The rule's evaluation of the commit.
    mutating func evaluate() throws(ContractCheckError) -> IfChangeEvaluation {
        var result = IfChangeEvaluation()
        for file in files where file.new != nil {
            guard let model = parsed[file.path] else { continue }
            result.labelled[file.path] = LabelledBlocks(
                starts: Dictionary(model.regions.map { ($0.label, $0.start) }, uniquingKeysWith: { first, _ in first }),
                changed: regionChanges[file.path] ?? [])
            for problem in model.problems { result.broken.append(.init(path: file.path, problem: problem)) }
            let changed = try changedBlocks(file, model)
            for block in model.blocks {
                for text in block.targets {
                    guard let target = IfChangeTarget(text, from: file.path) else { continue }
                    switch try resolve(target, from: file.path) {
                    case .missing(let what):
                        result.broken.append(.init(path: file.path, line: block.ifLine, target: text, missing: what))
                    case .found(let key):
                        if changed.contains(block.ifLine), try !isChanged(key) {
                            result.unsynced.append(.init(path: file.path, line: block.ifLine, target: text, key: key))
                        }
                    }
                }
            }
        }
        result.broken += try reverseLookUp()
        return result
    }

    /// The `ifLine`s of the blocks of `file` that changed by rule 3.
    private func changedBlocks(_ file: ChangedFile, _ model: IfChangeFile) throws(ContractCheckError) -> Set<Int> {
        guard file.status == .modified, let oldBytes = file.old, let hunks = file.hunks, !model.blocks.isEmpty else {
            return []
        }
        let old = IfChangeFile(oldBytes)
        let edit = IfChangeEdit(hunks)
        let spans = old.blocks.map { (start: $0.ifLine, end: $0.thenLine) }
        return Set(
            model.blocks.filter { edit.changed(start: $0.ifLine, end: $0.thenLine, oldSpans: spans) }.map(\.ifLine))
    }

    /// A resolved target: the path (and label) it names, as waivers name it.
    struct Key: Sendable, Hashable {
        let path: String
        let label: String?
        let isFolder: Bool

        var description: String { label.map { "\(path)#\($0)" } ?? (isFolder ? path + "/" : path) }
    }

    enum Resolution {
        case found(Key)
        case missing(String)
    }

    /// The first candidate of `target` that exists at the commit (with its label), or what is missing.
    mutating func resolve(_ target: IfChangeTarget, from path: String) throws(ContractCheckError)
        -> Resolution
    {
        let candidates = target.candidates.isEmpty ? [path] : target.candidates
        for candidate in candidates {
            let kind = try candidate == path ? .file : tree.kind(candidate)
            guard let kind, !target.isFolder || kind == .folder else { continue }
            if kind == .folder {
                guard target.label == nil else { return .missing("label \"\(target.label ?? "")\" of a folder") }
                return .found(Key(path: candidate, label: nil, isFolder: true))
            }
            guard let label = target.label else { return .found(Key(path: candidate, label: nil, isFolder: false)) }
            guard try model(candidate)?.region(label) != nil else {
                return .missing("label \"\(label)\" in \(candidate)")
            }
            return .found(Key(path: candidate, label: label, isFolder: false))
        }
        // Every place looked in: beside the file, then from the root, for a bare path.
        let looked = candidates.map { target.isFolder ? $0 + "/" : $0 }.joined(separator: " or ")
        return .missing(target.isFolder ? "folder \(looked)" : "file \(looked)")
    }

    /// The directives of the file at `path` in the commit (parsed once).
    private mutating func model(_ path: String) throws(ContractCheckError) -> IfChangeFile? {
        if let known = parsed[path] { return known }
        guard let bytes = try tree.text(path) else { return nil }
        let model = IfChangeFile(bytes)
        parsed[path] = model
        return model
    }

    /// Whether the commit changed what `key` names: a file in the diff at all, a labelled
    /// region by rule 3, a folder by any file under it.
    private func isChanged(_ key: Key) throws(ContractCheckError) -> Bool {
        if key.isFolder { return changedPaths.contains { $0.hasPrefix(key.path + "/") } }
        guard let label = key.label else { return changedPaths.contains(key.path) }
        return regionChanges[key.path]?.contains(label) == true
    }
}
