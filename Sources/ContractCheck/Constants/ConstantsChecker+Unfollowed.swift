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
