import AnchorManifest

/// What the contract document offers a §8 side that names its own examples (`§1.3`,
/// `ExampleReference`): each fenced JSON example read as an instance, like a fixture
/// (`DataDeclarations.instance`), named as the side writes it.
enum DocumentExampleDeclarations {
    /// Why `reference` selects no example the check can read, or nil when it selects exactly one
    /// that is JSON.
    enum Problem: Error, Equatable {
        /// The section has no JSON example of that position or name.
        case none
        /// `§1.3` in a section with several JSON examples: the side must pick one.
        case several([FencedExample])
        /// The example it names is not JSON.
        case unreadable(FencedExample, DataFailure)
    }

    /// The examples `symbol` selects among `examples`, or why it cannot be read.
    static func selection(_ symbol: String, in examples: [LexedExample]) -> Result<LexedExample, Problem> {
        guard let reference = ExampleReference(symbol) else { return .failure(.none) }
        let chosen = reference.select(examples.map(\.example))
        let lexed = examples.filter { chosen.contains($0.example) }
        guard let one = lexed.first else { return .failure(.none) }
        if lexed.count > 1 { return .failure(.several(lexed.map(\.example))) }
        if let failure = one.failure { return .failure(.unreadable(one.example, failure)) }
        return .success(one)
    }

    /// The declaration `symbol` names, when it selects one example that is JSON (else none).
    static func declarations(_ symbol: String, in examples: [LexedExample]) -> [SourceDeclaration] {
        guard case .success(let one) = selection(symbol, in: examples), let data = one.data else { return [] }
        return [DataDeclarations.instance(data, named: symbol)]
    }
}

/// The declaration reader of the contract document: no declarations of its own; the examples a
/// side names are looked up through `FileDeclarations.named`.
struct DocumentExampleDeclarationReader: DeclarationReader {
    static let fileExtensions = DocumentExampleLexer.fileExtensions

    static func read(_ source: LexedSource) -> FileDeclarations { read(source, path: "") }

    static func read(_ source: LexedSource, path: String) -> FileDeclarations {
        var declarations = FileDeclarations(declarations: [])
        declarations.examples = source.examples
        return declarations
    }
}
