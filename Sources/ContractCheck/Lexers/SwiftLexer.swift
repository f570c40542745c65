/// The Swift lexer: strings (all their forms), identifiers, numbers and regex literals, with
/// nested comments and `let`/`var` declarations initialised with a literal.
///
/// See `SwiftScanner` for how the file is read.
struct SwiftLexer: SourceLexer {
    static let fileExtensions: Set<String> = ["swift"]

    init() {}

    init(fileExtension: String) {}

    func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = SwiftScanner(source)
        return scanner.run()
    }
}
