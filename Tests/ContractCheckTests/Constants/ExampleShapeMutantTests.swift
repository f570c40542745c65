import Testing

@testable import AnchorManifest
@testable import ContractCheck

/// Issue 18's "Must reach" on the examples, in process (`Examples/` is never edited): for every
/// key set and closed set of every §8 bullet, on every side, the declaration the set pairs with
/// is mutated (`ShapeMutantClass`: a member renamed, one added, one dropped, a key's
/// optionality flipped) and each mutant must be caught as the hook catches it: new drift, or a
/// side the base verifies turned unverifiable. `knownMisses` lists, exactly, the mutants not
/// caught yet and whose fix belongs to another piece of work; the list may only shrink.
@Suite struct ExampleShapeMutantTests {
    /// The mutants not caught today, by class and side (named as `ShapeMutants` names them),
    /// each with why. The test fails when one of them is caught: remove it then. Empty: a
    /// declaration that held a key set at the base and pairs with none at the commit (the
    /// `LogBatch` of "debugLog.submit wire keys" with a key renamed or dropped, in a file named
    /// without symbols) is new drift (`ShapeDowngrade`), not a presence-only ok.
    static let knownMisses: [ShapeMutantClass: [ExampleSide: [String]]] = [:]

    static func check(_ kind: ShapeMutantClass, _ side: ExampleSide, atLeast minimum: Int) throws {
        let mutants = try ShapeMutants(
            files: side.files(), document: ExampleRepo.document, roots: ExampleSide.roots)
        let (generated, missed, repaired) = try mutants.run(kind, side: side.holds)
        let known = knownMisses[kind]?[side] ?? []
        #expect(generated - repaired >= minimum, "only \(generated) \(kind) mutants of the \(side) side")
        let list = missed.joined(separator: "\n")
        #expect(
            missed == known, "\(missed.count) of \(generated) \(kind) mutants of the \(side) side not caught:\n\(list)")
    }

    @Test(arguments: ExampleSide.allCases) func renamedMember(side: ExampleSide) throws {
        try Self.check(.rename, side, atLeast: 1)
    }

    @Test(arguments: ExampleSide.allCases) func addedKeyOrCase(side: ExampleSide) throws {
        try Self.check(.addKey, side, atLeast: 1)
    }

    @Test(arguments: ExampleSide.allCases) func droppedKeyOrCase(side: ExampleSide) throws {
        try Self.check(.dropKey, side, atLeast: 1)
    }

    @Test(arguments: ExampleSide.allCases) func flippedOptionality(side: ExampleSide) throws {
        try Self.check(.flipOptional, side, atLeast: 1)
    }

    /// The mutants of the functions the example's bullets name (`FunctionMutants`): a key the
    /// function reads from its parameter or writes renamed, a listed value it returns changed.
    /// Each makes its bullet new drift or unverifiable, never ok through another declaration of
    /// the file.
    @Test(arguments: [ExampleSide.swift, .typescript])
    func namedFunctionMutants(side: ExampleSide) throws {
        let mutants = try ShapeMutants(
            files: side.files(), document: ExampleRepo.document, roots: ExampleSide.roots)
        var seen = Set<String>()
        var missed: [String] = []
        var generated = 0
        for mutant in try FunctionMutants(mutants: mutants).all(side: side.holds)
        where seen.insert(mutant.path + "\u{0}" + mutant.text).inserted {
            generated += 1
            if try mutants.verdict(mutant) == .missed { missed.append(mutant.name) }
        }
        #expect(generated >= 1, "only \(generated) mutants of the \(side) side's named functions")
        let list = missed.sorted().joined(separator: "\n")
        #expect(
            missed.sorted() == (Self.functionMisses[side] ?? []).sorted(),
            "\(missed.count) of \(generated) function mutants of the \(side) side not caught:\n\(list)")
    }

    /// The function mutants not caught today, exactly; the list may only shrink. A multipart
    /// field name changed in the builder still reads present where a member access of the same
    /// name spells it (`recording.recordedAt`, `recording.text`): a member access counts as the
    /// value. A parameter of the name (`messageId`, `sessionId`) does not, so those are caught.
    static let functionMisses: [ExampleSide: [String]] = [
        .swift: multipart("multipartLastAudioBody", lines: [113, 114]),
        .typescript: multipart("fulfillLastAudioRequest", lines: [46, 47, 48, 50]),
    ]

    static func multipart(_ function: String, lines: [Int]) -> [String] {
        zip(["recordedAt", "text", "messageId", "sessionId"], lines).map { field, line in
            "Last-audio request V1: \(function) literal \"\(field)\" at line \(line) changed"
        }
    }
}
