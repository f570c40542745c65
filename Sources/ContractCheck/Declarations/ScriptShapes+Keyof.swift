extension ScriptShapes {
    /// The name a whole type `keyof R` (or `keyof typeof R`, then `isValue`) takes the keys of,
    /// a dotted name excluded; nil for any other type.
    func keyof(from start: Int, through end: Int) -> (name: String, isValue: Bool)? {
        guard lexemes[start].word == "keyof", end == start + 1 || end == start + 2 else { return nil }
        let isValue = end == start + 2
        guard !isValue || lexemes[start + 1].word == "typeof", let name = lexemes[end].word,
            !Self.builtins.contains(name)
        else { return nil }
        return (name, isValue)
    }
}
