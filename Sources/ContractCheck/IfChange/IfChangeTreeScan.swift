/// Every `LINT.IfChange` block of one tree with its targets resolved: what `audit` reports as
/// dangling (a missing target file, folder or label, and every malformed directive, in every
/// file: the reverse look-up for the whole repository) and what `explain` shows a file coupled
/// to and from. Reads only through `IfChangeRule.Tree`.
struct IfChangeTreeScan {
    /// One target of one block, resolved.
    struct Link: Sendable, Equatable {
        /// The file holding the block.
        let path: String
        let label: String?
        let ifLine: Int
        let thenLine: Int
        /// The target as written.
        let target: String
        /// What it resolves to; nil when it names nothing that exists (`missing` says what).
        let key: IfChangeRule.Key?
        let missing: String?
    }

    /// The directives of every file that holds one.
    private(set) var models: [String: IfChangeFile] = [:]
    private(set) var links: [Link] = []
    /// What is structurally broken, file by file in the order given.
    private(set) var broken: [IfChangeEvaluation.Broken] = []

    /// Scans `files` (every file of the tree that may hold a directive, with its bytes).
    init(files: [(path: String, bytes: [UInt8])], tree: IfChangeRule.Tree) throws(ContractCheckError) {
        let read = files.map {
            IfChangeRule.ChangedFile(path: $0.path, status: .added, old: nil, new: $0.bytes, hunks: nil)
        }
        var rule = IfChangeRule(files: read, changedPaths: [], tree: tree)
        for file in files {
            let model = IfChangeFile(file.bytes)
            guard !model.blocks.isEmpty || !model.regions.isEmpty || !model.problems.isEmpty else { continue }
            models[file.path] = model
            for problem in model.problems { broken.append(.init(path: file.path, problem: problem)) }
            for block in model.blocks {
                for text in block.targets {
                    guard let target = IfChangeTarget(text, from: file.path) else { continue }
                    var key: IfChangeRule.Key?
                    var missing: String?
                    switch try rule.resolve(target, from: file.path) {
                    case .found(let found): key = found
                    case .missing(let what):
                        missing = what
                        broken.append(.init(path: file.path, line: block.ifLine, target: text, missing: what))
                    }
                    links.append(
                        Link(
                            path: file.path, label: block.label, ifLine: block.ifLine, thenLine: block.thenLine,
                            target: text, key: key, missing: missing))
                }
            }
        }
    }

    /// The links of the blocks in `path`, in order.
    func links(from path: String) -> [Link] { links.filter { $0.path == path } }

    /// The links of other files' blocks whose target is `path`: the whole file, a label in it,
    /// or a folder above it.
    func links(into path: String) -> [Link] {
        links.filter { link in
            guard let key = link.key, link.path != path else { return false }
            return key.isFolder ? path.hasPrefix(key.path + "/") : key.path == path
        }
    }
}
