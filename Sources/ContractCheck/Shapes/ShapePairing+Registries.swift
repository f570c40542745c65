/// A TypeScript registry: an interface (or type literal) `R` whose keys a `type V = keyof R` of
/// the same file turns into a closed set, as a union of string literals is one
/// (`interface StatusVisibilityRegistry { public: never; … }`, `type StatusVisibility = keyof
/// StatusVisibilityRegistry`). R is closed to its keys, those a merged declaration adds (an
/// augmentation of its module) included; V stands for R wherever R is read, so a side that
/// names V, names R or names only the file pairs a closed set with R. `keyof typeof OBJ` is
/// closed to the keys of the object OBJ, and stands alone (OBJ's own members are its values).
extension ShapePairing {
    /// True when a `keyof` of the file names `declaration`, an interface or type with keys.
    func isRegistry(_ declaration: SourceDeclaration) -> Bool {
        declaration.kind == .type && !declaration.properties.isEmpty
            && declarations.keyofTypes.contains(declaration.name)
    }

    /// The registry `name` denotes among `pool`, or nil (no name, or no such registry there).
    func registry(named name: String?, in pool: [SourceDeclaration]) -> SourceDeclaration? {
        guard let name else { return nil }
        return pool.first { $0.name == name && isRegistry($0) }
    }

    /// The registries the `keyof` aliases of `pool` name, declared in this file.
    func registries(of pool: [SourceDeclaration]) -> [SourceDeclaration] {
        pool.compactMap(\.keyofType).compactMap { name in
            declarations.flattened.lazy.map(\.declaration).first { $0.name == name && isRegistry($0) }
        }
    }
}

extension ShapePairing.Candidate {
    /// Makes the keys of a registry its closed set's members too, each at its line.
    mutating func closeToKeys() {
        keysAreMembers = true
        for property in properties where !members.contains(property.wireName) {
            members.append(property.wireName)
            memberLines[property.wireName] = memberLines[property.wireName] ?? property.line
        }
    }
}
