import AnchorManifest

/// The §8 reading of a data value read as an instance (a fixture, an example: `isInstance`). An
/// instance shows one value of a closed set, never all of them: a pointer to a scalar is checked
/// to hold a member (`fold`), and a closed set compared with an object is checked to have one of
/// its members among the object's values.
extension ConstantsChecker {
    /// Settles every value of the clause on each side whose named values are all instance
    /// scalars: `fold` already checked that each holds one of the values, which is all a scalar
    /// can show.
    func settleInstanceScalars(_ work: inout ClauseWork) {
        for side in work.sides.indices {
            let named = work.sides[side].files.flatMap(\.named)
            let folded = work.sides[side].files.flatMap(\.folded)
            guard !named.isEmpty, !folded.isEmpty, named.allSatisfy({ $0.isInstance && $0.kind == .constant })
            else { continue }
            work.settled[side, default: []].formUnion(work.clause.values.map(\.text))
            work.instanceScalars[side] = named.map(\.name).joined(separator: ", ") + " (one member)"
        }
    }

    /// For a closed set that paired with nothing on a side whose candidates are all instances:
    /// settled there, with what the verdict names (`#/response (one member)`) when one member is
    /// a value inside them, else with a drift finding naming the instance (nil then); `.none`
    /// when the side is not an instance side.
    func instanceMember(
        _ members: [String], values: [ConstantValue], on side: Int, candidates: [PairedShape],
        work: inout ClauseWork, _ sources: ParsedSources
    ) throws(ContractCheckError) -> String?? {
        guard !candidates.isEmpty, candidates.allSatisfy({ $0.candidate.declaration.isInstance }) else { return .none }
        for found in candidates {
            guard let source = try sources.source(found.file.path) else { continue }
            let range = found.candidate.declaration.range
            let held = source.tokens.first { token in
                token.kind == .string && members.contains(token.text)
                    && range.contains(SourcePosition(line: token.line, column: token.column))
            }
            if held != nil {
                work.settled[side, default: []].formUnion(values.map(\.text))
                return .some(found.candidate.declaration.name + " (one member)")
            }
        }
        let first = candidates[0]
        let listed = members.map { "\"\($0)\"" }.joined(separator: ", ")
        work.add(
            drift: Observation(
                rule: .constantDrift,
                message: "\(first.candidate.declaration.name) in \"\(first.file.path)\" holds none of the members of "
                    + "\"\(work.bullet.label)\" (\(listed)).",
                location: Location(path: first.file.path, line: first.candidate.declaration.range.lowerBound.line),
                related: Self.setListed(values, work: work),
                subject: FindingSubject(
                    bullet: work.bullet.label, reference: first.file.path + " · " + first.candidate.declaration.name,
                    value: "no member")))
        work.settled[side, default: []].formUnion(values.map(\.text))
        return .some(nil)
    }
}
