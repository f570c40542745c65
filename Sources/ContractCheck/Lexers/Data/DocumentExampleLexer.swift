import AnchorManifest

/// One fenced JSON example of the contract document, read: its tree, or why it is not JSON.
struct LexedExample: Sendable, Equatable {
    var example: FencedExample
    /// The example's tree, its positions the document's lines and columns; nil when it is not
    /// JSON (`failure` says why).
    var data: DataNode?
    var failure: DataFailure?
}

/// The lexer of the contract document as a §8 side (`§1.3`, `ExampleReference`): its fenced
/// JSON examples, each read by `DataLexer` as strict JSON where it stands, so that every token,
/// node and failure has the document's line (and column, for the list item or quote around it).
/// Its tokens are the examples' tokens, in document order; the prose is not read.
struct DocumentExampleLexer: SourceLexer {
    static let fileExtensions: Set<String> = ["md", "markdown"]

    init(fileExtension: String) {}

    func lex(_ bytes: [UInt8]) -> LexedSource {
        let document = CmarkReader.parse(bytes, tables: false)
        var source = LexedSource()
        let lines = Self.lineStarts(bytes)
        for example in document.fencedExamples where example.isJSON {
            let text = Self.placed(example, indent: Self.indent(of: example, in: bytes, lineStarts: lines))
            let lexed = DataLexer(fileExtension: "json").lex(text)
            source.tokens += lexed.tokens
            source.lexemes += lexed.lexemes
            source.comments += lexed.comments
            source.examples.append(LexedExample(example: example, data: lexed.data, failure: lexed.dataFailure))
        }
        return source
    }

    /// The example's text where the document has it: as many line breaks as lines before its
    /// first content line, and each line indented as the document indents it.
    static func placed(_ example: FencedExample, indent: Int) -> [UInt8] {
        var out = [UInt8](repeating: UInt8(ascii: "\n"), count: max(example.contentLine - 1, 0))
        let pad = [UInt8](repeating: UInt8(ascii: " "), count: indent)
        for line in example.literal.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            out += pad
            out += line
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// How many columns the list item or quote around the example takes from its lines: the
    /// document's indentation of its first content line less the literal's own.
    static func indent(of example: FencedExample, in bytes: [UInt8], lineStarts: [Int]) -> Int {
        let index = example.contentLine - 1
        guard index >= 0, index < lineStarts.count else { return 0 }
        let written = bytes[lineStarts[index]...].prefix { $0 == UInt8(ascii: " ") }.count
        let own = example.literal.utf8.prefix { $0 == UInt8(ascii: " ") }.count
        return max(written - own, 0)
    }

    /// The offset at which each line starts.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }
}
