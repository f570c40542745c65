/// One way a type's wire shape differs from the document's set (immutable: the §8 finding made of
/// it says what it says once).
struct ShapeMismatch: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// The document lists the key (or member); the type lacks it.
        case missing
        /// The type carries a key (or has a member) the document does not list.
        case extra
        /// The document writes `key?`; the type requires it.
        case requiredInCode
        /// The document requires the key; the type makes it optional.
        case optionalInCode
    }

    let kind: Kind
    /// The key as a dotted path from the set's top (`selection.text`), or the member.
    let key: String
    /// The declaration compared (the nested type's, for a nested key).
    let declaration: String
    /// The line in code, when the type has the key.
    let line: Int?

    init(kind: Kind, key: String, declaration: String, line: Int? = nil) {
        self.kind = kind
        self.key = key
        self.declaration = declaration
        self.line = line
    }
}

/// Compares a document shape with the declaration it pairs with.
struct ShapeComparison {
    let pairing: ShapePairing
    var mismatches: [ShapeMismatch] = []
    /// How many keys (or members) were compared, nested ones included.
    private(set) var compared = 0
    /// Nested sets that could not be compared: their property's type is not in the file.
    private(set) var uncompared: [String] = []
    /// The side's key naming strategy, applied to the keys of the nested types compared.
    var naming: KeyNaming?
    /// Set for a side that sends (`WireDirection.sends`): each key's optionality is the
    /// sender's, nested types' too; true when its files configure `encodeDefaults = true`.
    var sentWithDefaults: Bool?

    /// `properties` as the side's direction reads them (unchanged for a receiver, or none stated).
    func directed(_ properties: [WireProperty]) -> [WireProperty] {
        sentWithDefaults.map { WireDirection.sent(properties, encodesDefaults: $0) } ?? properties
    }

    init(pairing: ShapePairing) {
        self.pairing = pairing
    }

    /// Keys of `keys` against `properties` of `declaration`, with nested sets, `prefix` the
    /// dotted path so far. `instance`: the properties are the keys a data value holds (a
    /// fixture, an example; by default, whether `owner` is one): a key the set marks optional
    /// may be absent, and optionality is not compared.
    mutating func compare(
        _ keys: [DocumentKey], with properties: [WireProperty], of declaration: String,
        prefix: String = "", depth: Int = 0, owner: SourceDeclaration? = nil, instance: Bool? = nil
    ) {
        let instance = instance ?? owner?.isInstance ?? false
        for key in keys {
            compared += 1
            let path = prefix + key.name
            guard let property = properties.first(where: { $0.wireName == key.name }) else {
                if !(instance && key.isOptional) {
                    mismatches.append(ShapeMismatch(kind: .missing, key: path, declaration: declaration))
                }
                continue
            }
            if !instance, !key.optionalityOpen, property.optionalityKnown, !property.presenceOnly,
                key.isOptional != property.isOptional
            {
                mismatches.append(
                    ShapeMismatch(
                        kind: key.isOptional ? .requiredInCode : .optionalInCode, key: path,
                        declaration: declaration, line: property.line))
            }
            if let children = key.children, !children.isEmpty {
                compareNested(children, of: property, path: path, depth: depth, owner: owner, instance: instance)
            }
        }
        let listed = Set(keys.map(\.name))
        for property in properties where property.optionalityKnown && !listed.contains(property.wireName) {
            mismatches.append(
                ShapeMismatch(
                    kind: .extra, key: prefix + property.wireName, declaration: declaration,
                    line: property.line))
        }
    }

    /// Keys against the wire keys of each other `#if` branch too (`branchProperties`): every
    /// branch must match, and a mismatch only a branch has is one more.
    mutating func compare(
        _ keys: [DocumentKey], branches: [[WireProperty]], of declaration: String, instance: Bool = false
    ) {
        for branch in branches {
            var other = ShapeComparison(pairing: pairing)
            other.compare(keys, with: branch, of: declaration, instance: instance)
            for mismatch in other.mismatches where !mismatches.contains(mismatch) { mismatches.append(mismatch) }
        }
    }

    /// A nested set against the property's inline object type, or the same-file type it names.
    /// `owner` is the declaration holding the property: its type name is resolved from there
    /// outwards, as the compiler does (a nested `Outer.Inner` before a top-level `Inner`).
    mutating func compareNested(
        _ children: [DocumentKey], of property: WireProperty, path: String, depth: Int, owner: SourceDeclaration?,
        instance: Bool = false
    ) {
        guard depth < 8, !(instance && property.typeName == "null") else { return }
        if !property.members.isEmpty || instance {
            compare(
                children, with: property.members, of: path, prefix: path + ".", depth: depth + 1, instance: instance)
        } else if let type = pairing.nestedType(of: property, in: owner) {
            let properties = pairing.effectiveProperties(type, depth: 0)
            let nested = directed(naming.map { $0.apply(properties) } ?? properties)
            compare(children, with: nested, of: type.name, prefix: path + ".", depth: depth + 1, owner: type)
        } else {
            compared += DocumentShape.allNames(children).count
            uncompared.append(path)
        }
    }

    /// A closed set's members against those of each `#if` configuration (`branches`), every
    /// difference once; against `held` when there are no branches.
    mutating func compare(
        members: [String], branches: [[String]], or held: [String], lines: [String: Int], of declaration: String
    ) {
        guard !branches.isEmpty else { return compare(members: members, with: held, lines: lines, of: declaration) }
        compared += members.count
        for branch in branches {
            var other = ShapeComparison(pairing: pairing)
            other.compare(members: members, with: branch, lines: lines, of: declaration)
            for mismatch in other.mismatches where !mismatches.contains(mismatch) { mismatches.append(mismatch) }
        }
    }

    /// A closed set's members against an enum's cases or a literal union.
    mutating func compare(members: [String], with held: [String], lines: [String: Int] = [:], of declaration: String) {
        compared += members.count
        for member in members where !held.contains(member) {
            mismatches.append(ShapeMismatch(kind: .missing, key: member, declaration: declaration))
        }
        for member in held where !members.contains(member) {
            mismatches.append(ShapeMismatch(kind: .extra, key: member, declaration: declaration, line: lines[member]))
        }
    }
}
