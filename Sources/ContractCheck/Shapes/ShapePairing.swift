/// Which declaration of a side a document shape is compared with.
///
/// A key set pairs with the declaration holding most of its top-level keys among the
/// candidates: the declarations the side names and reads (`readingScope`), the types their
/// properties name in the same file, and, for a file named without symbols, every declaration
/// of the file. It pairs only when that is unambiguous: one candidate holds the most, and a
/// candidate the side does not name must hold more than half of the keys (a named one, at least
/// half). A closed set pairs the same way with an enum's cases or a union of string literals.
/// A pure alias (`type A = z.infer<typeof a>`) is the same shape as what it names, so the two
/// count once.
struct ShapePairing {
    let declarations: FileDeclarations
    /// The other files of the side: where a name this file does not declare is sought (a base
    /// type or schema imported from a file the bullet names).
    var siblings: [FileDeclarations] = []

    /// A declaration with the wire shape it stands for.
    struct Candidate {
        var declaration: SourceDeclaration
        var properties: [WireProperty]
        var members: [String]
        /// The line of each enum case, by wire value.
        var memberLines: [String: Int]
        var named: Bool
        /// What its shape takes keys from that the reader cannot follow (`ShapePairing+Origins`):
        /// a side paired with it is unverifiable for these reasons.
        var unfollowed: [String] = []
        /// Why its keys cannot be established (a function's computed key): where it pairs, the
        /// side is unverifiable for the set, never ok.
        var unverifiable: String? = nil
        /// The members under each `#if` configuration of a Swift enum (`branchCases`), each
        /// compared in place of `members`; empty when there is one.
        var memberBranches: [[String]] = []
        /// The declarations of the same name in the side's other files that TypeScript merges
        /// into this one (`ShapePairing+Merging`), each as it read alone, with its file: their
        /// keys and cases are in this candidate's.
        var mergedParts: [MergedPart] = []
        /// Its closed set's members with no wire value (`SourceDeclaration.catchAlls`): not
        /// compared, named in the verdict.
        var catchAlls: [String] = []
        /// True for a TypeScript registry interface (`keyof R` names it): its keys are its closed
        /// set's members too, and so are the keys a merged declaration adds.
        var keysAreMembers = false
    }

    /// A declaration merged into a candidate from another file of the side.
    struct MergedPart {
        var path: String
        var candidate: Candidate
    }

    /// The candidates of one side file: `scopes` are the declarations the side reads (nil for a
    /// file read whole), `names` those its symbols name themselves (what pairs first).
    func candidates(scopes: [SourceDeclaration]?, named names: [SourceDeclaration]) -> [Candidate] {
        var named = Set(names.map(\.range))
        var pool: [SourceDeclaration] = []
        if let scopes {
            pool = scopes + scopes.flatMap { Self.nestedTypes($0) } + names
            pool += reachableTypes(from: pool) + registries(of: pool)
        } else {
            pool = declarations.flattened.map(\.declaration)
        }
        // A named pure alias passes its name on to what it aliases, which stands for both.
        for alias in pool where isPureAlias(alias) && named.contains(alias.range) {
            if let origin = pool.first(where: { $0.name == alias.shapeSources.first }) { named.insert(origin.range) }
        }
        // A named `keyof R` passes its name on to the registry R, which stands for both.
        for alias in pool where alias.keyofType != nil && named.contains(alias.range) {
            if let registry = registry(named: alias.keyofType, in: pool) { named.insert(registry.range) }
        }
        // A schema a named function applies to what it parses stands for the function, as named,
        // when it is all the function reads; else it is a part of the function's reads.
        var applied: Set<ClosedRange<SourcePosition>> = []
        for function in pool where named.contains(function.range) {
            guard let keys = function.functionKeys else { continue }
            let alone = keys.reads.isEmpty && keys.readsUnverifiable == nil && keys.readSchemas.count == 1
            for schema in keys.readSchemas {
                guard let origin = pool.first(where: { $0.name == schema && $0.kind != .function }) else { continue }
                if alone { named.insert(origin.range) } else { applied.insert(origin.range) }
            }
        }
        // What a named shape takes keys from is a part of it, not a rival (a base wider than it).
        let parts = Set(pool.filter { named.contains($0.range) }.flatMap { origins(of: $0, depth: 0) })
            .union(applied)
        let mentioned = scopes == nil ? [] : onlyMentioned(pool, named: named)
        var seen: Set<ClosedRange<SourcePosition>> = []
        var out: [Candidate] = []
        for declaration in pool where seen.insert(declaration.range).inserted {
            // A function's key sets stand for a shape only where the side names the function.
            if named.contains(declaration.range) { out += functionCandidates(declaration, named: true) }
            guard declaration.kind != .function, declaration.kind != .extension else { continue }
            if parts.contains(declaration.range), !named.contains(declaration.range) { continue }
            if mentioned.contains(declaration.range), declaration.cases.isEmpty, declaration.literals.isEmpty {
                continue
            }
            if isPureAlias(declaration), pool.contains(where: { declaration.shapeSources.first == $0.name }) {
                continue
            }
            if registry(named: declaration.keyofType, in: pool) != nil { continue }
            var candidate = Candidate(
                declaration: declaration, properties: effectiveProperties(declaration, depth: 0),
                members: declaration.isCodingKey
                    ? [] : declaration.cases.map(\.wireValue) + effectiveLiterals(declaration, depth: 0),
                memberLines: Dictionary(
                    declaration.cases.map { ($0.wireValue, $0.line) }, uniquingKeysWith: { a, _ in a }),
                named: named.contains(declaration.range), unfollowed: unfollowed(declaration, depth: 0),
                unverifiable: declaration.unreadableCase,
                memberBranches: declaration.branchCases.map { $0.map(\.wireValue) })
            candidate.catchAlls = declaration.catchAlls
            if isRegistry(declaration) { candidate.closeToKeys() }
            if !candidate.properties.isEmpty || !candidate.members.isEmpty { out.append(candidate) }
        }
        return out
    }

    /// The declarations of `pool` that are there only because a named function mentions them
    /// (its return type, a local's annotation), when a named function shows keys of its own: the
    /// function stands for itself, so a type it mentions is no rival a renamed key inside it could
    /// hide behind. What a named declaration provably stands for stays: the type of the value a
    /// named function takes, a named type's nested types and the types its properties name.
    func onlyMentioned(
        _ pool: [SourceDeclaration], named: Set<ClosedRange<SourcePosition>>
    ) -> Set<ClosedRange<SourcePosition>> {
        let functions = pool.filter { named.contains($0.range) && $0.functionKeys != nil }
        guard functions.contains(where: { !functionCandidates($0, named: true).isEmpty }) else { return [] }
        var provable = pool.filter { named.contains($0.range) && $0.functionKeys == nil }
        provable += functions.compactMap { $0.functionKeys?.parsedType.flatMap(declarations.type(named:)) }
        let kept = provable + provable.flatMap { Self.nestedTypes($0) } + reachableTypes(from: provable)
        return Set(pool.map(\.range)).subtracting(kept.map(\.range))
    }

    /// The index of the candidate a key set or closed set pairs with, or nil when none does
    /// unambiguously. A key set the side names one function for, that function showing the only
    /// key set named, is compared with it however few keys match: the named symbol or nothing.
    static func pair(_ shape: DocumentShape, among candidates: [Candidate]) -> Int? {
        let (chosen, tied) = ranked(shape, among: candidates)
        if let chosen { return chosen }
        // A value of a data file the side names by pointer is that value: nothing else stands in.
        let data = candidates.indices.filter { candidates[$0].named && candidates[$0].declaration.dataReading != nil }
        if data.count == 1, tied.isEmpty {
            let held = candidates[data[0]]
            if case .keys = shape, held.members.isEmpty { return data[0] }
            if case .closed = shape, !held.members.isEmpty { return data[0] }
        }
        guard tied.isEmpty, case .keys = shape else { return nil }
        let named = candidates.indices.filter { candidates[$0].named && !candidates[$0].properties.isEmpty }
        guard named.count == 1, candidates[named[0]].declaration.functionKeys != nil else { return nil }
        return named[0]
    }

    /// The candidates that hold the most keys (or members) of a shape equally, each enough to
    /// pair alone, when none of them is the one the side names: the shape pairs with none of
    /// them (`pair` is nil), and which one the side means cannot be told. Empty otherwise.
    static func tied(_ shape: DocumentShape, among candidates: [Candidate]) -> [Int] {
        ranked(shape, among: candidates).tied
    }

    /// The candidate a shape pairs with, else the candidates tied for it (see `tied`).
    private static func ranked(_ shape: DocumentShape, among candidates: [Candidate]) -> (Int?, tied: [Int]) {
        let wanted: [String]
        let held: (Candidate) -> Set<String>
        switch shape {
        case .keys(let keys):
            wanted = keys.map(\.name)
            held = { Set($0.properties.map(\.wireName)) }
        case .closed(let members):
            wanted = members
            held = { Set($0.members) }
        }
        guard !wanted.isEmpty else { return (nil, []) }
        let scores = candidates.map { candidate in wanted.filter(held(candidate).contains).count }
        guard let best = scores.max(), best > 0 else { return (nil, []) }
        let top = scores.indices.filter { scores[$0] == best }
        let named = top.filter { candidates[$0].named }
        let enough = { (index: Int) in candidates[index].named ? best * 2 >= wanted.count : best * 2 > wanted.count }
        guard let chosen = top.count == 1 ? top.first : (named.count == 1 ? named.first : nil) else {
            return (nil, named.isEmpty ? top.filter(enough) : [])
        }
        return (enough(chosen) ? chosen : nil, [])
    }

    /// A type alias with no keys of its own that names one other declaration, and nothing the
    /// reader does not follow (`A & ((x: X) => Y)` is not `A`).
    func isPureAlias(_ declaration: SourceDeclaration) -> Bool {
        declaration.properties.isEmpty && declaration.literals.isEmpty && declaration.cases.isEmpty
            && declaration.unfollowed.isEmpty && declaration.mappedKeys.isEmpty
            && declaration.shapeSources.count == 1 && declaration.shapeSteps.isEmpty && declaration.keyofSteps.isEmpty
    }

    /// A declaration's keys with those of the declarations it spreads or aliases.
    func effectiveProperties(_ declaration: SourceDeclaration, depth: Int) -> [WireProperty] {
        guard depth < 8 else { return declaration.properties }
        // `X.keyof()` is a closed set of X's keys, no key set.
        if !declaration.keyofSteps.isEmpty { return [] }
        if !declaration.shapeSteps.isEmpty {
            return ShapeStep.apply(declaration.shapeSteps) { name in
                origin(of: name, for: declaration).map { effectiveProperties($0, depth: depth + 1) }
            }
        }
        var properties = declaration.properties
        for source in declaration.shapeSources {
            guard let origin = origin(of: source, for: declaration) else { continue }
            for property in effectiveProperties(origin, depth: depth + 1)
            where !properties.contains(where: { $0.wireName == property.wireName }) {
                properties.append(property)
            }
        }
        return addingMappedKeys(declaration, to: properties)
    }

    /// A declaration's string literals with those of the declarations it aliases.
    func effectiveLiterals(_ declaration: SourceDeclaration, depth: Int) -> [String] {
        guard depth < 8 else { return declaration.literals }
        if !declaration.keyofSteps.isEmpty {
            return ShapeStep.apply(declaration.keyofSteps) { name in
                origin(of: name, for: declaration).map { effectiveProperties($0, depth: depth + 1) }
            }.map(\.wireName)
        }
        return declaration.literals
            + declaration.shapeSources.flatMap { source -> [String] in
                guard let origin = origin(of: source, for: declaration) else { return [] }
                return origin.cases.map(\.wireValue) + effectiveLiterals(origin, depth: depth + 1)
            }
    }

    /// The type (or schema) a property's type names in the same file.
    func type(of property: WireProperty) -> SourceDeclaration? {
        guard let name = property.typeName else { return nil }
        return declarations.named(name).first { $0.hasShape } ?? declarations.type(named: name)
    }

    /// The type whose keys a nested key set is compared with: `type(of:in:)`, else the type the
    /// side's other files declare (one model per file, as generators write them).
    func nestedType(of property: WireProperty, in owner: SourceDeclaration?) -> SourceDeclaration? {
        if let own = type(of: property, in: owner) { return own }
        guard let name = property.typeName else { return nil }
        return siblings.lazy.compactMap { $0.named(name).first { $0.hasShape } ?? $0.type(named: name) }.first
    }

    /// The same-file types the properties of `start` name, followed a few levels deep.
    func reachableTypes(from start: [SourceDeclaration]) -> [SourceDeclaration] {
        var out: [SourceDeclaration] = []
        var seen = Set(start.map(\.range))
        var frontier = start
        for _ in 0..<4 {
            var next: [SourceDeclaration] = []
            for declaration in frontier {
                for property in effectiveProperties(declaration, depth: 0) {
                    if let type = type(of: property, in: declaration), seen.insert(type.range).inserted {
                        next.append(type)
                    }
                }
            }
            out += next
            frontier = next
        }
        return out
    }

    /// Types and enums nested (at any depth) in a declaration.
    static func nestedTypes(_ declaration: SourceDeclaration) -> [SourceDeclaration] {
        declaration.nested.flatMap { nested -> [SourceDeclaration] in
            (nested.kind == .type || nested.kind == .enumeration ? [nested] : []) + nestedTypes(nested)
        }
    }
}
