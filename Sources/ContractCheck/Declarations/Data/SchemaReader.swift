/// Reads the schemas of one document for `SchemaDeclarations`: follows `$ref`s inside it,
/// merges `allOf`, and collects what it does not follow (`unfollowed`), each once.
struct SchemaReader {
    /// The document `$ref`s resolve in.
    let root: DataDocument
    /// What the schema takes keys from that the reader does not follow, one sentence each.
    var unfollowed: [String] = []

    /// How many `$ref`s deep a schema is followed, and how many objects deep its keys are read.
    static let maximumDepth = 32

    init(root: DataDocument) {
        self.root = root
    }

    /// Records `reason` once.
    mutating func note(_ reason: String) {
        if !unfollowed.contains(reason) { unfollowed.append(reason) }
    }

    /// The schema a chain of `$ref`s from `node` ends at, with the references followed so far
    /// (`seen`, outermost first); nil for a `$ref` to another file or one the document does not
    /// hold (noted), for a cycle and past `maximumDepth` (not noted: a recursive schema stops
    /// there, as its keys repeat).
    mutating func followed(_ node: DataNode, seen: [String]) -> (DataNode, [String])? {
        var node = node
        var seen = seen
        while let reference = node.entry("$ref")?.string {
            guard reference.hasPrefix("#") else {
                note("a $ref to another file (\"\(reference)\"), which the reader does not follow")
                return nil
            }
            guard !seen.contains(reference), seen.count < Self.maximumDepth else { return nil }
            guard let pointer = DataPointer(fragment: reference), let target = root.node(at: pointer) else {
                note("a $ref the document does not hold (\"\(reference)\")")
                return nil
            }
            seen.append(reference)
            node = target
        }
        return (node, seen)
    }

    /// The keys of an object schema, `allOf` merged (a key written again later replaces the
    /// earlier one, in its place), each optional unless `required` lists it.
    mutating func properties(of schema: DataNode, seen: [String], depth: Int) -> [WireProperty] {
        guard depth < Self.maximumDepth else { return [] }
        let view = object(schema, seen: seen, depth: 0)
        return view.entries.map { entry in
            let property = followed(entry.value, seen: seen)
            var wire = WireProperty(
                name: entry.key.text, isOptional: !view.required.contains(entry.key.text),
                members: property.map { members(of: $0.0, seen: $0.1, depth: depth) } ?? [],
                line: entry.key.position.line)
            // A required key that may hold null: the wire carries it, and code reads it as an
            // optional (Swift's and Kotlin's `T?`) or as `T | null`: whether it may be absent is
            // not compared, its presence is.
            if !wire.isOptional, let (node, _) = property, Self.isNullable(node) { wire.optionalityKnown = false }
            return wire
        }
    }

    /// The keys of the object a property holds: its own, or its array's items'.
    mutating func members(of schema: DataNode, seen: [String], depth: Int) -> [WireProperty] {
        if let branch = Self.nonNullBranch(of: schema) {
            guard let (inner, innerSeen) = followed(branch, seen: seen) else { return [] }
            return members(of: inner, seen: innerSeen, depth: depth)
        }
        if let items = schema.entry("items") {
            guard let (item, itemSeen) = followed(items, seen: seen) else { return [] }
            return members(of: item, seen: itemSeen, depth: depth)
        }
        guard schema.entry("properties") != nil || schema.entry("allOf") != nil else { return [] }
        return properties(of: schema, seen: seen, depth: depth + 1)
    }

    /// An object schema's entries and required keys, with the `allOf` members' before its own;
    /// notes what it does not follow.
    mutating func object(
        _ schema: DataNode, seen: [String], depth: Int
    ) -> (entries: [DataEntry], required: Set<String>) {
        var entries: [DataEntry] = []
        var required: Set<String> = []
        guard depth < Self.maximumDepth else { return (entries, required) }
        for part in schema.entry("allOf")?.items ?? [] {
            guard let (member, memberSeen) = followed(part, seen: seen) else { continue }
            let merged = object(member, seen: memberSeen, depth: depth + 1)
            Self.merge(merged.entries, into: &entries)
            required.formUnion(merged.required)
        }
        Self.merge(schema.entry("properties")?.entries ?? [], into: &entries)
        required.formUnion(schema.entry("required")?.items.compactMap(\.string) ?? [])
        noteUnfollowed(in: schema)
        return (entries, required)
    }

    /// Notes the keywords of `schema` whose keys the reader does not read.
    mutating func noteUnfollowed(in schema: DataNode) {
        if schema.entry("patternProperties") != nil {
            note("patternProperties, whose keys are not listed")
        }
        if let additional = schema.entry("additionalProperties"), !additional.entries.isEmpty {
            note("additionalProperties with a schema, whose keys are not listed")
        }
        for keyword in ["oneOf", "anyOf"]
        where schema.entry(keyword) != nil && schema.entry("discriminator") == nil
            && Self.nonNullBranch(of: schema) == nil
        {
            note("\(keyword) without a discriminator, whose keys depend on the branch")
        }
    }

    /// Each entry of `more` appended, or put in the place of the entry of the same key.
    static func merge(_ more: [DataEntry], into entries: inout [DataEntry]) {
        for entry in more {
            if let index = entries.firstIndex(where: { $0.key.text == entry.key.text }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
    }

    /// True for a schema that admits null: OpenAPI 3.0's `nullable: true`, or 3.1's (and JSON
    /// Schema's) `type` listing `"null"`.
    static func isNullable(_ schema: DataNode) -> Bool {
        if let nullable = schema.entry("nullable")?.scalar, nullable.kind == .boolean, nullable.text == "true" {
            return true
        }
        if schema.entry("type")?.items.contains(where: { $0.string == "null" }) == true { return true }
        return nonNullBranch(of: schema) != nil
    }

    /// The one other branch of a `oneOf`/`anyOf` of two whose other is `{type: "null"}` (how
    /// OpenAPI 3.1 writes a nullable `$ref`), or nil.
    static func nonNullBranch(of schema: DataNode) -> DataNode? {
        guard let branches = (schema.entry("anyOf") ?? schema.entry("oneOf"))?.items, branches.count == 2 else {
            return nil
        }
        let others = branches.filter { $0.entry("type")?.string != "null" }
        return others.count == 1 ? others[0] : nil
    }
}
