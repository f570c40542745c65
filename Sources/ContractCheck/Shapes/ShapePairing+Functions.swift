import AnchorManifest

/// A function's key sets as pairing candidates (the rule is on `FunctionKeys`): what it reads
/// from the value it parses, and what it writes, each a candidate of its own, named
/// "`name` (reads `detail`)" and "`name` (writes)" in what the check says. Only a function the
/// side names stands for a shape: in a file read whole, its types do.
extension ShapePairing {
    /// The candidates a function (or a constant holding one) stands for; none when its body
    /// shows no keys, or only applies one schema that is itself a candidate.
    func functionCandidates(_ declaration: SourceDeclaration, named: Bool) -> [Candidate] {
        guard let keys = declaration.functionKeys else { return [] }
        var out: [Candidate] = []
        let reads = readCandidate(declaration, keys, named: named)
        if let reads { out.append(reads) }
        // A function that parses a wire value stands for what it reads from it: the literals it
        // returns are its own model (`const { act: action } = detail; return { action }` reads
        // `act`), so they are no rival that a renamed wire key could hide behind.
        let parses = keys.parsesWireValue && (reads != nil || !keys.readSchemas.isEmpty)
        if keys.writtenLiterals > 0, !parses {
            var unverifiable = keys.writesUnverifiable
            var properties = keys.writes
            for source in keys.writeSources {
                guard let origin = declarations.type(named: source) else {
                    unverifiable = unverifiable ?? "it spreads `\(source)`, which is not declared in the file"
                    continue
                }
                mergeKeys(effectiveProperties(origin, depth: 0), to: &properties)
            }
            out.append(
                functionCandidate(declaration, "\(declaration.name) (writes)", properties, unverifiable, named: named))
        }
        return out
    }

    /// What the function reads: its own reads, the schemas it applies, and the reads of the
    /// same-file functions it hands the value to. Nil when the parameter's type is a same-file
    /// type with a shape (that type is the shape), when nothing is read, or when all it does
    /// is apply one same-file schema (the schema pairs for it, with its optionality).
    func readCandidate(_ declaration: SourceDeclaration, _ keys: FunctionKeys, named: Bool) -> Candidate? {
        if let type = keys.parsedType, declarations.type(named: type)?.hasShape == true { return nil }
        var unverifiable = keys.readsUnverifiable
        var properties: [WireProperty] = []
        for schema in keys.readSchemas {
            guard let origin = declarations.type(named: schema) else {
                unverifiable =
                    unverifiable
                    ?? "it applies `\(schema)` to \(keys.parsedName), which is not a schema declared in the file"
                continue
            }
            mergeKeys(effectiveProperties(origin, depth: 0), to: &properties)
        }
        if keys.reads.isEmpty, unverifiable == nil, keys.readSchemas.count <= 1 { return nil }
        mergeKeys(keys.reads, to: &properties)
        guard !properties.isEmpty || unverifiable != nil else { return nil }
        let name = "\(declaration.name) (reads \(keys.parsed ?? "its parameter"))"
        return functionCandidate(declaration, name, properties, unverifiable, named: named)
    }

    func functionCandidate(
        _ declaration: SourceDeclaration, _ name: String, _ properties: [WireProperty], _ unverifiable: String?,
        named: Bool
    ) -> Candidate {
        var stand = declaration
        stand.name = name
        var candidate = Candidate(
            declaration: stand, properties: properties, members: [], memberLines: [:], named: named)
        candidate.unverifiable = unverifiable.map { "\(name) cannot be read as a key set: \($0)" }
        return candidate
    }

    func mergeKeys(_ more: [WireProperty], to properties: inout [WireProperty]) {
        for property in more where !properties.contains(where: { $0.wireName == property.wireName }) {
            properties.append(property)
        }
    }

    /// The keys a named parser (`FunctionKeys.parsesWireValue`) reads from its parameter itself
    /// (not through a schema) that the key set does not list, where the set paired with another
    /// declaration the side names: a side naming a type and its parser (`NativeEmissionV2 /
    /// parseNativeEmissionDetail`) is compared through both, so a key renamed where the parser
    /// reads it is drift though the type still matches. Nothing when the set paired with a
    /// declaration the side does not name (a nested set's type).
    static func strayReads(_ keys: [ConstantKey], paired: Candidate, among candidates: [Candidate]) -> [ShapeMismatch] {
        guard paired.named else { return [] }
        let listed = Set(keys.map(\.name))
        var out: [ShapeMismatch] = []
        for candidate in candidates where candidate.named && candidate.declaration.name != paired.declaration.name {
            guard let keys = candidate.declaration.functionKeys, keys.parsesWireValue else { continue }
            for read in keys.reads
            where !listed.contains(read.wireName) && !out.contains(where: { $0.key == read.wireName }) {
                let name = candidate.declaration.name
                out.append(ShapeMismatch(kind: .extra, key: read.wireName, declaration: name, line: read.line))
            }
        }
        return out
    }
}
