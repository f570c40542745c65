import AnchorManifest

extension ConstantsChecker {
    /// A key set that paired with no declaration of a side is only presence-checked there, yet a
    /// key's optionality the side does declare is still read. The objects that hold more than half
    /// of the set's top-level keys (a declaration's properties, or an inline object type's, inside
    /// the declarations the side names or anywhere in a file named without symbols) are what the
    /// set describes: where every property of them that carries a listed key has the other
    /// optionality than the set states, the side made the key optional (or required), and that is
    /// drift. `start_listening?: boolean` in an inline payload type never passes
    /// `start_listening` because the type paired with nothing; a key of the same name in another
    /// type (a request beside the response) is not read.
    func presenceOptionality(
        _ keys: [DocumentKey], values: [ConstantValue], on side: Int, work: inout ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) {
        var mismatches: [ShapeMismatch] = []
        var path = ""
        for file in work.sides[side].files {
            guard let declarations = try sources.declarations(file.path) else { continue }
            let scopes = file.scopes?.map(\.range)
            let held = declarations.flattened.map(\.declaration).filter { declaration in
                scopes.map { ranges in ranges.contains { $0.contains(declaration.range.lowerBound) } } ?? true
            }
            let names = Set(keys.map(\.name))
            let properties = held.flatMap { Self.objects($0.properties, depth: 0) }.filter { object in
                object.filter { names.contains($0.wireName) }.count * 2 > names.count
            }.flatMap { $0 }
            for key in keys where !key.optionalityOpen && !mismatches.contains(where: { $0.key == key.name }) {
                let carrying = properties.filter { $0.wireName == key.name && $0.optionalityKnown && !$0.presenceOnly }
                guard let first = carrying.first, carrying.allSatisfy({ $0.isOptional != key.isOptional }) else {
                    continue
                }
                if path.isEmpty { path = file.path }
                guard path == file.path else { continue }
                let owner = held.first { $0.properties.contains(first) }?.name ?? "a declaration"
                mismatches.append(
                    ShapeMismatch(
                        kind: key.isOptional ? .requiredInCode : .optionalInCode, key: key.name, declaration: owner,
                        line: first.line))
            }
        }
        guard !mismatches.isEmpty else { return }
        work.add(drift: finding(mismatches, shape: .keys(keys), values: values, in: path, work: work))
    }

    /// A declaration's properties and those of the inline object types they hold, a few levels
    /// deep, each object's keys on their own.
    static func objects(_ properties: [WireProperty], depth: Int) -> [[WireProperty]] {
        guard depth < 4, !properties.isEmpty else { return properties.isEmpty ? [] : [properties] }
        return [properties] + properties.flatMap { objects($0.members, depth: depth + 1) }
    }
}
