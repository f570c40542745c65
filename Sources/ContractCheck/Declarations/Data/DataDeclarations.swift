/// What a data file offers a §8 side, as declarations like code's (`SourceDeclaration`), named by
/// the JSON pointer that reaches them (`#/response`; `#` is the whole document):
/// - read as an **instance** (a fixture, an example): an object is a type whose keys are the keys
///   it holds (`isInstance`: a key the bullet marks optional may be absent; optionality is not
///   compared); an array of objects is one type whose every object is compared (the first as
///   `properties`, each other that differs as a branch); an array of strings is a closed set; a
///   scalar is a constant holding its value.
/// - read as a **schema** (`SchemaDeclarations`): in an OpenAPI document or a JSON Schema.
enum DataDeclarations {
    /// How the file is read: a schema document, or plain data.
    enum Reading: Sendable, Equatable {
        case instance
        case schema
    }

    /// The reading of a file whose tree is `root`: a schema when it is an OpenAPI document
    /// (`openapi` or `swagger` at the top) or a JSON Schema (`$schema` at the top, or a name
    /// ending `.schema.json`, `.schema.yaml` or `.schema.yml`).
    static func reading(of root: DataDocument, path: String) -> Reading {
        if isOpenAPI(root) || root.holds(key: "$schema") {
            return .schema
        }
        let lowered = path.lowercased()
        return [".schema.json", ".schema.yaml", ".schema.yml"].contains(where: lowered.hasSuffix) ? .schema : .instance
    }

    /// True for an OpenAPI (or Swagger) document: `openapi` or `swagger` at the top.
    static func isOpenAPI(_ root: DataDocument) -> Bool {
        root.holds(key: "openapi") || root.holds(key: "swagger")
    }

    /// The declarations `pointer` names in `root` (empty when it names nothing).
    static func declarations(at pointer: DataPointer, in root: DataDocument, reading: Reading) -> [SourceDeclaration] {
        guard let node = root.node(at: pointer) else { return [] }
        let name = pointer.description
        // The whole of an OpenAPI document is no schema; a JSON Schema document's root is one.
        let isDocument = pointer.tokens.isEmpty && isOpenAPI(root)
        if reading == .schema, !isDocument, !SchemaDeclarations.isInstance(pointer) {
            return [SchemaDeclarations.declaration(node, named: name, root: root)]
        }
        return [instance(node, named: name)]
    }

    /// A node read as an instance.
    static func instance(_ node: DataNode, named name: String) -> SourceDeclaration {
        var declaration = SourceDeclaration(
            name: name, kind: node.scalar == nil ? .type : .constant, range: node.start...node.end)
        declaration.dataReading = .instance
        switch node.kind {
        case .scalar:
            guard let scalar = node.scalar else { break }
            declaration.initializer = .literal(at: scalar.lexeme)
        case .mapping:
            declaration.properties = properties(of: node, depth: 0)
        case .sequence:
            let items = node.items
            let objects = items.filter { !$0.entries.isEmpty || $0.items.isEmpty && $0.scalar == nil }
            if let first = objects.first {
                declaration.properties = properties(of: first, depth: 0)
                for other in objects.dropFirst() {
                    let keys = properties(of: other, depth: 0)
                    if keys.map(\.wireName) != declaration.properties.map(\.wireName)
                        && !declaration.branchProperties.contains(where: { $0.map(\.wireName) == keys.map(\.wireName) })
                    {
                        declaration.branchProperties.append(keys)
                    }
                }
            } else {
                declaration.literals = items.compactMap(\.string)
            }
        }
        return declaration
    }

    /// The keys of an object, each with the keys of the object it holds (an array's objects'
    /// keys, merged, for an array), to `SourceLimits.maximumNesting` deep.
    static func properties(of node: DataNode, depth: Int) -> [WireProperty] {
        guard depth < SourceLimits.maximumNesting else { return [] }
        var seen: Set<String> = []
        var out: [WireProperty] = []
        for entry in node.entries.reversed() where seen.insert(entry.key.text).inserted {
            let objects = entry.value.entries.isEmpty ? entry.value.items.filter { !$0.entries.isEmpty } : [entry.value]
            var members: [WireProperty] = []
            for object in objects {
                for member in properties(of: object, depth: depth + 1)
                where !members.contains(where: { $0.wireName == member.wireName }) {
                    members.append(member)
                }
            }
            // A null value has no keys to compare a nested set with (`typeName` says so).
            let typeName = entry.value.scalar?.kind == .null ? "null" : nil
            out.append(
                WireProperty(
                    name: entry.key.text, isOptional: false, typeName: typeName, members: members,
                    line: entry.key.position.line))
        }
        return out.reversed()
    }
}

/// The declaration reader of data files: no declarations of its own (a side always names a value
/// of the file, `#` for the whole document), the tree and its reading kept for the pointers a
/// side names, which `FileDeclarations.named` looks up (so a 1 MB spec is not turned into
/// declarations beyond the value a bullet names).
struct DataDeclarationReader: DeclarationReader {
    static let fileExtensions = DataLexer.fileExtensions

    static func read(_ source: LexedSource) -> FileDeclarations { read(source, path: "") }

    static func read(_ source: LexedSource, path: String) -> FileDeclarations {
        guard let root = source.data else { return FileDeclarations(declarations: []) }
        return read(DataDocument(root), path: path)
    }

    /// The declarations of a data file read as `document`.
    static func read(_ document: DataDocument, path: String) -> FileDeclarations {
        var declarations = FileDeclarations(declarations: [])
        declarations.data = document
        declarations.dataReading = DataDeclarations.reading(of: document, path: path)
        return declarations
    }
}
