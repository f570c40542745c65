/// What `init` offers a team with an API spec: a schema-first bullet (commented, like its other
/// example) naming the first schema of the first OpenAPI document it finds in the index.
extension ContractInitializer {
    /// The side of the first schema of the first OpenAPI (or Swagger) document the index holds
    /// (`api/openapi.yaml#/components/schemas/Pet`), or nil when there is none. Only files whose
    /// name mentions `openapi`, `swagger` or `api` are read, so a large tree is not.
    func openAPISchema(root: String) -> String? {
        guard let listing = try? SourceSnapshot.indexListing(repository) else { return nil }
        for position in 0..<listing.count {
            let path = listing.path(at: position)
            let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
            guard let dot = name.lastIndex(of: "."),
                DataLexer.fileExtensions.contains(String(name[dot...].dropFirst())),
                ["openapi", "swagger", "api"].contains(where: name.contains),
                let bytes = FileSystem.contents(atPath: root + "/" + path), bytes.count <= SourceLimits.maximumBytes,
                let schema = Self.firstSchema(
                    DataLexer(fileExtension: String(name[dot...].dropFirst())).lex(bytes).data)
            else { continue }
            return path + schema
        }
        return nil
    }

    /// The pointer to the first schema of an OpenAPI 3 (`components/schemas`) or Swagger 2
    /// (`definitions`) document; nil for any other tree.
    static func firstSchema(_ root: DataNode?) -> String? {
        guard let root else { return nil }
        if root.entry("openapi") != nil, let name = root.entry("components")?.entry("schemas")?.entries.first {
            return DataPointer(tokens: ["components", "schemas", name.key.text]).description
        }
        if root.entry("swagger") != nil, let name = root.entry("definitions")?.entries.first {
            return DataPointer(tokens: ["definitions", name.key.text]).description
        }
        return nil
    }

    /// The commented schema-first bullet for `side`.
    static func schemaFirstExample(_ side: String) -> String {
        let name = side.split(separator: "/").last.map(String.init) ?? "Model"
        return """

            A bullet that names an OpenAPI schema and writes no values takes its key set from the schema:

            - <!-- \(name) — `\(side)` ↔ `ios/\(name).swift` · `\(name)` ↔ `web/\(name.lowercased()).ts` · `\(name)` -->

            """
    }
}
