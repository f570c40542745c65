extension FileDeclarations {
    /// The type a dotted `Outer.property` names through a property of the type `Outer`, where no
    /// declaration has that name: the property's inline object type (`payload: { a: string }`,
    /// `payload: { a: string }[]`), read as a type of its own named `Outer.property` (deeper:
    /// `Outer.payload.inner`), else the type the property's type names in the file (a Kotlin
    /// `val payload: Payload` of a nested class). In a union of object types
    /// (`type Msg = { type: "a"; payload: {…} } | …`) the member that carries the property is
    /// meant; when two or more carry it, which one cannot be told: the type returned holds their
    /// keys and is unreadable, naming them, so a side paired with it is unverifiable.
    func propertyTypes(_ outer: String, property name: String) -> [(declaration: SourceDeclaration, path: [String])] {
        var out: [(declaration: SourceDeclaration, path: [String])] = []
        for (owner, path) in named(outer, paths: true) where owner.kind == .type || owner.kind == .enumeration {
            let inner = path + owner.name.split(separator: ".").map(String.init)
            let found = Self.carriers(of: name, in: owner)
            guard let first = found.first else { continue }
            if found.count > 1 {
                out.append((Self.ambiguous(outer + "." + name, found, in: owner), inner))
            } else if !first.members.isEmpty, let span = first.span {
                var declaration = SourceDeclaration(name: outer + "." + name, kind: .type, range: span)
                declaration.properties = first.members
                out.append((declaration, inner))
            } else if let typeName = first.typeName, let type = type(named: typeName), type.hasShape {
                out.append((type, []))
            }
        }
        return out
    }

    /// The properties named `name` of a type: one per member of a union of object types that
    /// carries it with an inline object type, else the type's own.
    static func carriers(of name: String, in owner: SourceDeclaration) -> [WireProperty] {
        let members = owner.unionMembers.compactMap { member -> WireProperty? in
            guard case .object(let properties, _) = member else { return nil }
            return properties.first { $0.name == name && !$0.members.isEmpty }
        }
        if members.count > 1 { return members }
        return owner.properties.filter { $0.name == name }.prefix(1).map { members.first ?? $0 }
    }

    /// The inline types of `name` in two or more members of a union: their keys together, and
    /// why the side that names them is unverifiable.
    static func ambiguous(_ dotted: String, _ found: [WireProperty], in owner: SourceDeclaration) -> SourceDeclaration {
        // Closures, not key paths: projecting a `Position` through an optional key path trips
        // AddressSanitizer inside the Swift runtime (memcpy-param-overlap).
        let start = found.compactMap { $0.span?.lowerBound }.min() ?? owner.range.lowerBound
        let end = found.compactMap { $0.span?.upperBound }.max() ?? owner.range.upperBound
        var declaration = SourceDeclaration(name: dotted, kind: .type, range: start...end)
        for property in found.flatMap(\.members)
        where !declaration.properties.contains(where: { $0.name == property.name }) {
            declaration.properties.append(property)
        }
        let lines = found.map { "line \($0.line)" }.joined(separator: ", ")
        declaration.unreadableCase =
            "`\(dotted)` names the inline type of \(found.count) members of the union `\(owner.name)` (\(lines)): "
            + "which one the side means cannot be told; name a member's own type (`type A = { … }`)"
        return declaration
    }
}
