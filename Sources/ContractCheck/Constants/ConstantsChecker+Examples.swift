import AnchorManifest

/// The §8 reading of a side naming one of the document's own examples (`§1.3`, `§1.3[2]`,
/// `§1.3#redeem-ok`): the example is read like a fixture, once the side names exactly one that
/// is JSON.
extension ConstantsChecker {
    /// True when `symbol` names one JSON example of the document; otherwise says why on `work`:
    /// unresolved when it names none or several (the document can say which), unverifiable when
    /// the example is not JSON (docs write `…` and comments), with the example's line.
    func exampleReadable(
        _ symbol: SymbolReference, of reference: FileReference, declarations: FileDeclarations,
        into work: inout ClauseWork
    ) -> Bool {
        let problem: DocumentExampleDeclarations.Problem
        switch DocumentExampleDeclarations.selection(symbol.name, in: declarations.examples) {
        case .success: return true
        case .failure(let found): problem = found
        }
        let label = work.bullet.label
        let subject = FindingSubject(bullet: label, reference: reference.path + " · " + symbol.name)
        let location = Location(path: work.document, line: symbol.line)
        switch problem {
        case .none:
            work.add(
                unresolved: Observation(
                    rule: .unresolvedReference,
                    message: "\"\(symbol.name)\" in \"\(label)\" names no fenced JSON example of \"\(work.document)\".",
                    location: location,
                    hints: ["A JSON example is a block fenced with ```json; `§1.3#name` needs ```json example=name."],
                    subject: subject),
                because: "\"\(symbol.name)\" names no JSON example")
        case .several(let examples):
            let lines = examples.map { String($0.line) }.joined(separator: ", ")
            work.add(
                unresolved: Observation(
                    rule: .unresolvedReference,
                    message: "\"\(symbol.name)\" in \"\(label)\" names \(examples.count) JSON examples "
                        + "(lines \(lines)); a side reads one.",
                    location: location,
                    hints: ["Name one: \(symbol.name)[1], or \(symbol.name)#name with ```json example=name."],
                    subject: subject),
                because: "\"\(symbol.name)\" names \(examples.count) JSON examples")
        case .unreadable(let example, let failure):
            let place = failure.line.map { "line \($0)" } ?? "the example at line \(example.line)"
            let sentence =
                "the example \(symbol.name) (\"\(work.document)\" line \(example.line)) is not JSON at \(place): "
                + failure.reason
            if !work.unverifiable.contains(sentence) { work.unverifiable.append(sentence) }
        }
        return false
    }
}
