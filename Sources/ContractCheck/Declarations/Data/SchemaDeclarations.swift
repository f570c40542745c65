/// A JSON Schema (in an OpenAPI document or on its own) read as the declaration a §8 side
/// compares:
/// - `properties` and `required` give the keys (a key not required is optional), with the keys of
///   each nested object (through `$ref`, `allOf` and an array's `items`) as its members;
/// - `enum` gives the closed set, and `const` (or an `enum` of one value) a value, as does a scalar
///   `default` of a schema with no `enum` (the value a side falls back to is part of the contract);
/// - `oneOf`/`anyOf` with a `discriminator` give the tags as the closed set (`SchemaReader+Tags`);
/// - `allOf` is merged, and `$ref` followed inside the file, cycles guarded and depth bounded.
/// What the reader does not follow (a `$ref` to another file, `patternProperties`,
/// `additionalProperties` with a schema, `oneOf`/`anyOf` without a discriminator) is in
/// `unfollowed`, naming it, so a side paired with it is unverifiable rather than read in part.
enum SchemaDeclarations {
    /// The keys under which a schema document holds instances, not schemas: a pointer through one
    /// of them names data (an example, a default value).
    static let instanceKeys: Set<String> = ["example", "examples", "default", "const", "enum"]

    /// True when `pointer` names an instance inside a schema document.
    static func isInstance(_ pointer: DataPointer) -> Bool {
        pointer.tokens.contains(where: instanceKeys.contains)
    }

    /// The schema at `node`, named `name`; `root` is the document `$ref`s are resolved in.
    static func declaration(_ node: DataNode, named name: String, root: DataNode) -> SourceDeclaration {
        var declaration = SourceDeclaration(name: name, kind: .type, range: node.start...node.end)
        declaration.dataReading = .schema
        var reader = SchemaReader(root: root)
        guard let (schema, seen) = reader.followed(node, seen: []) else {
            if reader.unfollowed.isEmpty { reader.note("a $ref cycle with no schema at its end") }
            declaration.unfollowed = reader.unfollowed
            return declaration
        }
        if let value = constant(of: schema) {
            declaration.kind = .constant
            declaration.initializer = .literal(at: value.lexeme)
        } else if let values = schema.entry("enum")?.items {
            declaration.literals = values.compactMap { $0.scalar?.kind == .null ? nil : $0.scalar?.text }
        } else if let tags = reader.tags(of: schema, seen: seen) {
            declaration.literals = tags
        } else if let value = defaultValue(of: schema) {
            declaration.kind = .constant
            declaration.initializer = .literal(at: value.lexeme)
        } else {
            declaration.properties = reader.properties(of: schema, seen: seen, depth: 0)
        }
        declaration.unfollowed = reader.unfollowed
        return declaration
    }

    /// The scalar a schema holds to one value: its `const`, or the one member of its `enum`
    /// (a `null` left out: a nullable constant is that constant).
    static func constant(of schema: DataNode) -> DataScalar? {
        if let scalar = schema.entry("const")?.scalar { return scalar }
        let members = schema.entry("enum")?.items.filter { $0.scalar?.kind != .null } ?? []
        return members.count == 1 ? members[0].scalar : nil
    }

    /// The scalar `default` of a schema that declares no keys: an object's default (or a `null`
    /// one) is not a value a bullet can name.
    static func defaultValue(of schema: DataNode) -> DataScalar? {
        guard schema.entry("properties") == nil, let scalar = schema.entry("default")?.scalar,
            scalar.kind != .null
        else { return nil }
        return scalar
    }
}
