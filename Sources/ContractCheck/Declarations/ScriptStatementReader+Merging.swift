extension ScriptStatementReader {
    /// TypeScript's declaration merging: a later `interface X` (or `enum X`) of a name declared
    /// so at the top of the file before gives its keys (or cases) to the first one and keeps
    /// none of its own, so the first one is the merged shape and the later one still scopes the
    /// values written inside it. An interface merges into a class of its name (instances have
    /// both's keys) the same way, whichever comes first; a `namespace` adds no instance keys and
    /// is not read. `firstOf` maps the kind (enum, or type) and name to the first one's index.
    static func merge(
        _ declaration: inout SourceDeclaration, keyword: String, into declarations: inout [SourceDeclaration],
        firstOf: inout [String: Int]
    ) {
        guard keyword == "interface" || keyword == "class" || keyword == "enum" else { return }
        let key = (keyword == "enum" ? "enum " : "type ") + declaration.name
        guard let first = firstOf[key] else {
            firstOf[key] = declarations.count
            return
        }
        for property in declaration.properties
        where !declarations[first].properties.contains(where: { $0.name == property.name }) {
            declarations[first].properties.append(property)
        }
        declarations[first].cases += declaration.cases
        declarations[first].unreadableCase = declarations[first].unreadableCase ?? declaration.unreadableCase
        declarations[first].shapeSources += declaration.shapeSources
        declarations[first].unfollowed += declaration.unfollowed
        declaration.properties = []
        declaration.cases = []
        declaration.shapeSources = []
        declaration.unfollowed = []
    }
}
