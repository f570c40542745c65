@testable import ContractCheck

/// A token reduced to what the table tests compare: kind, text and line.
struct T: Equatable, CustomStringConvertible {
    var kind: SourceToken.Kind
    var text: String
    var line: Int

    init(_ kind: SourceToken.Kind, _ text: String, _ line: Int = 1) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    init(_ token: SourceToken) {
        self.init(token.kind, token.text, token.line)
    }

    var description: String { "\(kind) \(text.debugDescription) @\(line)" }
}

/// Shorthands for table rows.
func s(_ text: String, _ line: Int = 1) -> T { T(.string, text, line) }
func id(_ text: String, _ line: Int = 1) -> T { T(.identifier, text, line) }
func num(_ text: String, _ line: Int = 1) -> T { T(.number, text, line) }
func re(_ text: String, _ line: Int = 1) -> T { T(.regex, text, line) }
func jsx(_ text: String, _ line: Int = 1) -> T { T(.jsxText, text, line) }

/// Lexes `source` with `lexer`.
func lexed(_ source: String, with lexer: some SourceLexer) -> LexedSource {
    lexer.lex(Array(source.utf8))
}

/// The tokens of `source`, reduced.
func tokens(_ source: String, with lexer: some SourceLexer) -> [T] {
    lexed(source, with: lexer).tokens.map(T.init)
}

/// The string tokens of `source`, reduced.
func strings(_ source: String, with lexer: some SourceLexer) -> [T] {
    tokens(source, with: lexer).filter { $0.kind == .string }
}

/// Declarations reduced to name, value kind, value text and line.
func declarations(_ source: String, with lexer: some SourceLexer) -> [String] {
    lexed(source, with: lexer).declarations.map {
        "\($0.name)=\($0.value.kind == .string ? $0.value.text.debugDescription : $0.value.text)@\($0.line)"
    }
}
