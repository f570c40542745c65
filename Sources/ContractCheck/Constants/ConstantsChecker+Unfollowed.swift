import AnchorManifest

/// A shape on one side that takes keys from what the reader cannot follow (a base type or
/// schema no file of the side declares, a zod method it does not read): the side is
/// unverifiable for that reason, never ok and never drift.
extension ConstantsChecker {
    struct UnfollowedShape {
        var name: String
        var path: String
        var reasons: [String]
        /// For a shape that pairs equally with several declarations: each, with its file.
        var tie: [String] = []

        /// "the key set of B in "b.ts" is not read whole: it takes keys from "Base", which …".
        var sentence: String {
            if !tie.isEmpty {
                return "the set pairs equally with " + tie.joined(separator: " and ")
                    + ", and the side names neither"
            }
            return "the shape of \(name) in \"\(path)\" is not read whole: it takes keys from "
                + reasons.joined(separator: "; ")
        }
    }

    /// The declarations of the side's other files, where a name a file does not declare is
    /// sought.
    func siblings(
        of path: String, on side: Int, work: ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) -> [FileDeclarations] {
        var out: [FileDeclarations] = []
        for file in work.sides[side].files where file.path != path {
            if let declarations = try sources.declarations(file.path) { out.append(declarations) }
        }
        return out
    }

    /// A declaration the side's symbols name whose shape the reader cannot follow, when the
    /// shape paired with nothing on the side (what it lacks may be what would have paired).
    func unfollowedShape(
        on side: Int, work: ClauseWork, sources: ParsedSources
    ) throws(ContractCheckError) -> UnfollowedShape? {
        for file in work.sides[side].files {
            guard let declarations = try sources.declarations(file.path) else { continue }
            let pairing = try ShapePairing(
                declarations: declarations, siblings: siblings(of: file.path, on: side, work: work, sources: sources))
            for named in file.named {
                let reasons = pairing.unfollowed(named, depth: 0)
                if !reasons.isEmpty { return UnfollowedShape(name: named.name, path: file.path, reasons: reasons) }
            }
        }
        return nil
    }

    /// Makes the clause unverifiable for `found` on `side`: its values are settled there (not
    /// sought as bare words, which would be drift the reader cannot establish).
    func unverifiable(_ found: UnfollowedShape, values: [ConstantValue], on side: Int, into work: inout ClauseWork) {
        if !work.unverifiable.contains(found.sentence) { work.unverifiable.append(found.sentence) }
        work.settled[side, default: []].formUnion(values.map(\.text))
    }
}

/// An enum the side names whose case values the reader cannot establish (a TypeScript member
/// without an initializer after a string member, a Swift raw type it does not know): a closed
/// set that pairs with nothing there may be its values, so the side is unverifiable for that
/// reason, never drift for values sought as bare words.
extension ConstantsChecker {
    /// The reason of the first enum the side's symbols name whose cases cannot be read, or nil.
    func unreadableEnum(on side: Int, work: ClauseWork) -> String? {
        for file in work.sides[side].files {
            for named in file.named where named.kind == .enumeration {
                if let reason = named.unreadableCase { return "\(reason) (in \"\(file.path)\")" }
            }
        }
        return nil
    }
}

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
