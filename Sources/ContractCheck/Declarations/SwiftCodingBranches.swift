/// `CodingKeys` under conditional compilation: a type with one `CodingKeys` per `#if` branch, or
/// one whose cases are written once per branch (`#if A case id = "a" #else case id = "b"
/// #endif`), has one wire shape per branch. Each branch must agree with the document, as each
/// branch of a constant must: the first is the type's `properties`,
/// the others that differ are its `branchProperties`, compared too.
extension SwiftBodyReader {
    /// The wire keys of every branch but the first, those that differ from it.
    static func branchProperties(
        _ stored: [WireProperty], codingKeys nested: [SourceDeclaration], handWritten: Bool
    ) -> [[WireProperty]] {
        let all = nested.filter { $0.name == "CodingKeys" && $0.kind == .enumeration }
        var variants: [[WireProperty]] = []
        for keys in all {
            for cases in branches(of: keys.cases) {
                var branch = keys
                branch.cases = cases
                variants.append(wireProperties(stored, codingKeys: [branch], handWritten: handWritten))
            }
        }
        guard let first = variants.first else { return [] }
        var out: [[WireProperty]] = []
        for variant in variants.dropFirst() where variant != first && !out.contains(variant) { out.append(variant) }
        return out
    }

    /// The case lists of an enum whose cases repeat a name (one per `#if` branch): the n-th list
    /// takes the n-th case of each name (the last one it has, when it has fewer). One list when
    /// no name repeats.
    static func branches(of cases: [EnumCase]) -> [[EnumCase]] {
        var byName: [String: [EnumCase]] = [:]
        var order: [String] = []
        for enumCase in cases {
            if byName[enumCase.name] == nil { order.append(enumCase.name) }
            byName[enumCase.name, default: []].append(enumCase)
        }
        let count = byName.values.map(\.count).max() ?? 1
        return (0..<count).map { index in
            order.compactMap { name in byName[name].map { $0[min(index, $0.count - 1)] } }
        }
    }
}
