extension ConstantsChecker {
    /// A closed set that pairs with a discriminated union one of whose members has no readable
    /// tag (`TaggedUnion`): the side's set is not established, so the clause is unverifiable
    /// with the reason, never ok, and the side is not read for its values either (a value found
    /// elsewhere in the file would say nothing about the union).
    static func untagged(_ paired: PairedShape, _ reason: String, on side: Int, into work: inout ClauseWork) {
        let name = paired.candidate.declaration.name
        let sentence =
            "the tagged union `\(name)` in \"\(paired.file.path)\" cannot be read as a closed set: \(reason)"
        if !work.unverifiable.contains(sentence) { work.unverifiable.append(sentence) }
        work.sides[side].complete = false
    }
}
