/// The TypeScript/JavaScript lexer: strings, template literals (nested), regex literals told
/// from division, numbers, identifiers, comments, JSX (not in `.ts`) and
/// `const`/`let`/`var` declarations initialised with a literal.
///
/// See `ScriptScanner` for how the file is read.
public struct TypeScriptLexer: SourceLexer {
    public static let fileExtensions: Set<String> = ["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"]

    /// Whether `<` can open a JSX element.
    public var jsx: Bool

    public init(jsx: Bool = false) {
        self.jsx = jsx
    }

    /// JSX is on for every extension but TypeScript's own (`ts`, `mts`, `cts`), where
    /// `<Type>value` is a type assertion. Plain JavaScript has no such syntax, so a `<` where an
    /// operand starts can only open JSX there, and React code often keeps JSX in `.js` files.
    public init(fileExtension: String) {
        self.jsx = !["ts", "mts", "cts"].contains(fileExtension)
    }

    public func lex(_ source: [UInt8]) -> LexedSource {
        var scanner = ScriptScanner(source, jsx: jsx)
        return scanner.run()
    }
}
