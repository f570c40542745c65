/// A JSON Schema (in an OpenAPI document or on its own) read as the declaration a §8 side
/// compares: `properties` and `required` give the keys and which are optional, `enum` the closed
/// set, `const` the value. What the reader does not follow makes the declaration `unfollowed`,
/// naming it, so the side is unverifiable rather than read in part.
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
        let required = Set(node.entry("required")?.items.compactMap(\.string) ?? [])
        for entry in node.entry("properties")?.entries ?? [] {
            declaration.properties.append(
                WireProperty(
                    name: entry.key.text, isOptional: !required.contains(entry.key.text), line: entry.key.position.line)
            )
        }
        if let values = node.entry("enum")?.items {
            declaration.literals = values.compactMap(\.string)
        }
        return declaration
    }
}
