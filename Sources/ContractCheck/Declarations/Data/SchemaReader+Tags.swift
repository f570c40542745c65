/// The tags of a `oneOf`/`anyOf` with a `discriminator`, as OpenAPI defines them.
extension SchemaReader {
    /// The tags: the `mapping` keys, else each member's value of the discriminator property (its
    /// `const`, or its `enum`), else the name of the schema each member references (the last
    /// token of its `$ref`). Nil when the schema has no `discriminator` over `oneOf`/`anyOf`; a
    /// member with neither a tag nor a `$ref` is noted.
    mutating func tags(of schema: DataNode, seen: [String]) -> [String]? {
        guard let discriminator = schema.entry("discriminator"),
            let members = (schema.entry("oneOf") ?? schema.entry("anyOf"))?.items
        else { return nil }
        if let mapping = discriminator.entry("mapping")?.entries, !mapping.isEmpty {
            return mapping.map(\.key.text)
        }
        let property = discriminator.entry("propertyName")?.string
        var tags: [String] = []
        for member in members {
            let reference = member.entry("$ref")?.string
            guard let (target, targetSeen) = followed(member, seen: seen) else { continue }
            if let property, let values = tagValues(of: target, property: property, seen: targetSeen) {
                tags += values.filter { !tags.contains($0) }
            } else if let reference, let name = DataPointer(fragment: reference)?.tokens.last {
                if !tags.contains(name) { tags.append(name) }
            } else {
                note("a \(schema.entry("oneOf") != nil ? "oneOf" : "anyOf") member with no tag and no $ref")
            }
        }
        return tags
    }

    /// The values a member schema's discriminator property holds: its `const`, or its `enum`.
    mutating func tagValues(of member: DataNode, property: String, seen: [String]) -> [String]? {
        let view = object(member, seen: seen, depth: 0)
        guard let entry = view.entries.last(where: { $0.key.text == property }),
            let (schema, _) = followed(entry.value, seen: seen)
        else { return nil }
        if let value = SchemaDeclarations.constant(of: schema) { return [value.text] }
        let values = schema.entry("enum")?.items.compactMap(\.string) ?? []
        return values.isEmpty ? nil : values
    }
}
