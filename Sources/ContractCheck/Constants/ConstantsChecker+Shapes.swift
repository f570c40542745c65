import AnchorManifest

extension ConstantsChecker {
    /// A shape paired on one side: the file, the candidate, and the pairing that found it.
    struct PairedShape {
        var file: SideFile
        var candidate: ShapePairing.Candidate
        var pairing: ShapePairing
    }

    /// Compares each key set and closed set of the clause with the declaration it pairs with on
    /// each readable side (see `ShapePairing`). A side where it pairs settles the set's values
    /// there (the presence check leaves them out); a side where it does not keeps the presence
    /// check, and the verdict says which was done.
    func shapes(_ work: inout ClauseWork, sources: ParsedSources) throws(ContractCheckError) {
        let checked = work.checkedSides
        guard checked.count >= 2 else { return }
        for (shape, values) in DocumentShape.shapes(of: work.clause) {
            var names: [String] = []
            var compared = 0
            var mismatched = false
            for side in checked {
                guard let paired = try pair(shape, on: side, work: work, sources: sources) else { continue }
                var comparison = ShapeComparison(pairing: paired.pairing)
                let name = paired.candidate.declaration.name
                switch shape {
                case .keys(let keys): comparison.compare(keys, with: paired.candidate.properties, of: name)
                case .closed(let members):
                    comparison.compare(
                        members: members, with: paired.candidate.members,
                        lines: paired.candidate.memberLines, of: name)
                }
                for mismatch in comparison.mismatches {
                    work.add(drift: finding(mismatch, shape: shape, values: values, in: paired.file.path, work: work))
                }
                mismatched = mismatched || !comparison.mismatches.isEmpty
                compared = max(compared, comparison.compared)
                names.append(name)
                work.settled[side, default: []].formUnion(values.map(\.text))
            }
            guard !names.isEmpty, !mismatched else { continue }
            work.shapeNotes.append(Self.note(shape, compared: compared, names: names, sides: checked.count))
        }
    }

    /// "11 keys match NativeEmissionV2 on both sides", "4 keys match ChatImageAttachment ↔
    /// imageSchema", "3 members match Kind on side 1 only".
    static func note(_ shape: DocumentShape, compared: Int, names: [String], sides: Int) -> String {
        let noun: String
        if case .keys = shape {
            noun = compared == 1 ? "key" : "keys"
        } else {
            noun = compared == 1 ? "member" : "members"
        }
        let verb = compared == 1 ? "matches" : "match"
        if names.count < sides {
            let unpaired = sides - names.count
            return "\(compared) \(noun) \(verb) \(names.joined(separator: " ↔ ")) "
                + "(unpaired on \(unpaired) side\(unpaired == 1 ? "" : "s"): presence only)"
        }
        if Set(names).count == 1 {
            return "\(compared) \(noun) \(verb) \(names[0]) on \(sides == 2 ? "both" : "all") sides"
        }
        return "\(compared) \(noun) \(verb) \(names.joined(separator: " ↔ "))"
    }

    /// The declaration a shape pairs with among every file of one side, or nil.
    func pair(
        _ shape: DocumentShape, on side: Int, work: ClauseWork,
        sources: ParsedSources
    ) throws(ContractCheckError) -> PairedShape? {
        var all: [PairedShape] = []
        for file in work.sides[side].files {
            guard let declarations = try sources.declarations(file.path) else { continue }
            let pairing = ShapePairing(declarations: declarations)
            all += pairing.candidates(for: file).map { PairedShape(file: file, candidate: $0, pairing: pairing) }
        }
        return ShapePairing.pair(shape, among: all.map(\.candidate)).map { all[$0] }
    }

    /// The drift finding for one mismatch.
    func finding(
        _ mismatch: ShapeMismatch, shape: DocumentShape, values: [ConstantValue], in path: String,
        work: ClauseWork
    ) -> Finding {
        let label = work.bullet.label
        let key = mismatch.key
        let owner = mismatch.declaration
        let message: String
        switch (mismatch.kind, shape) {
        case (.missing, .keys):
            message = "\"\(key)\" of \"\(label)\" is missing from \(owner) in \"\(path)\" (the key set pairs with it)."
        case (.missing, .closed):
            message = "\"\(key)\" of \"\(label)\" is not a member of \(owner) in \"\(path)\"."
        case (.extra, .keys):
            message = "\(owner) in \"\(path)\" carries the key \"\(key)\", which \"\(label)\" does not list."
        case (.extra, .closed):
            message =
                "\(owner) in \"\(path)\" has the member \"\(key)\", which \"\(label)\" does not list "
                + "(a closed set: every member must be listed)."
        case (.requiredInCode, _):
            message = "\"\(key)\" is optional in \"\(label)\" (\"\(key)?\") but \(owner) in \"\(path)\" requires it."
        case (.optionalInCode, _):
            message = "\"\(key)\" is required by \"\(label)\" but optional in \(owner) in \"\(path)\"."
        }
        let listed =
            values.first.map {
                [
                    RelatedLocation(
                        location: Location(path: work.document, line: $0.line, column: $0.column),
                        message: "the set is listed in \"\(label)\" here")
                ]
            } ?? []
        return Finding(
            rule: .constantDrift, message: message,
            location: Location(path: path, line: mismatch.line), related: listed,
            hints: ["Change every side together (and the document too, when the shape itself changes)."],
            subject: FindingSubject(bullet: label, reference: path + " · " + owner, value: "\(mismatch.kind) \(key)"))
    }
}
