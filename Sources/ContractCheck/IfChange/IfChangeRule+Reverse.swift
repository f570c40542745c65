extension IfChangeRule {
    /// The reverse look-up: when the commit deletes a file or removes a label, the files that
    /// are not part of the change and name one of them (a target that no longer resolves) are
    /// broken where they name it. Nothing is read when the commit does neither.
    mutating func reverseLookUp() throws(ContractCheckError) -> [IfChangeEvaluation.Broken] {
        let deleted = Set(files.filter { $0.status == .deleted }.map(\.path))
        var removed: Set<Key> = []
        for file in files where file.status == .modified {
            guard let old = file.old, IfChangeFile.mayHoldDirectives(old) else { continue }
            let before = Set(IfChangeFile(old).regions.map(\.label))
            let after = Set((file.new.map { IfChangeFile($0) })?.regions.map(\.label) ?? [])
            for label in before.subtracting(after) {
                removed.insert(Key(path: file.path, label: label, isFolder: false))
            }
        }
        guard !deleted.isEmpty || !removed.isEmpty else { return [] }
        let checked = Set(files.filter { $0.new != nil }.map(\.path))
        var broken: [IfChangeEvaluation.Broken] = []
        for naming in try tree.namingFiles() where !checked.contains(naming.path) {
            let model = IfChangeFile(naming.bytes)
            for block in model.blocks {
                for text in block.targets {
                    guard let target = IfChangeTarget(text, from: naming.path) else { continue }
                    let named = target.candidates.isEmpty ? [naming.path] : target.candidates
                    let touches = named.contains { path in
                        deleted.contains(path) || deleted.contains { $0.hasPrefix(path + "/") }
                            || target.label.map { removed.contains(Key(path: path, label: $0, isFolder: false)) }
                                == true
                    }
                    guard touches, case .missing(let what) = try resolve(target, from: naming.path) else { continue }
                    broken.append(.init(path: naming.path, line: block.ifLine, target: text, missing: what))
                }
            }
        }
        return broken
    }
}
